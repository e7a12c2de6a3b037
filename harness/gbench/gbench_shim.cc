// gbench_shim.cc: runs pfbench search jobs under Google Benchmark and writes its JSON report.
#include <cstdlib>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

// libpf is C: give its declarations C linkage before gbench.h includes them again.
extern "C" {
#include "pf_search.h"
}
#include "gbench.h"

namespace {

// Display reporter that feeds every event to two reporters: a console table on stderr (so
// pfbench's stdout stays clean) and a JSON reporter writing to the caller's file. It also
// remembers whether every benchmark produced a run without error.
class TeeReporter : public benchmark::BenchmarkReporter {
public:
    explicit TeeReporter(std::ostream &json_out)
        : console_(benchmark::ConsoleReporter::OO_Tabular)
    {
        SetOutputStream(&std::cerr);
        SetErrorStream(&std::cerr);
        console_.SetOutputStream(&std::cerr);
        console_.SetErrorStream(&std::cerr);
        json_.SetOutputStream(&json_out);
        json_.SetErrorStream(&std::cerr);
    }

    bool ReportContext(const Context &context) override
    {
        bool a = !console_on_ || console_.ReportContext(context);
        bool b = json_.ReportContext(context);
        return a && b;
    }

    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &r : runs) {
            if (r.run_type != Run::RT_Iteration)
                continue;
            if (r.error_occurred) {
                failed_ = true;
                std::cerr << "pfbench: benchmark " << r.benchmark_name()
                          << " failed: " << r.error_message << "\n";
            } else {
                runs_ok_++;
            }
        }
        if (console_on_)
            console_.ReportRuns(runs);
        json_.ReportRuns(runs);
    }

    void Finalize() override
    {
        if (console_on_)
            console_.Finalize();
        json_.Finalize();
    }

    bool failed() const { return failed_; }
    size_t runs_ok() const { return runs_ok_; }

private:
    benchmark::ConsoleReporter console_;
    benchmark::JSONReporter json_;
    bool failed_ = false;
    size_t runs_ok_ = 0;
    // The console table (on stderr) is noise among pfbench's progress lines: shown only when
    // PFBENCH_GBENCH_CONSOLE is set; gbench.json has everything.
    bool console_on_ = std::getenv("PFBENCH_GBENCH_CONSOLE") != nullptr;
};

// Removes every registered benchmark when it goes out of scope, on success or on an exception.
struct RegistrationGuard {
    RegistrationGuard() { benchmark::ClearRegisteredBenchmarks(); }
    ~RegistrationGuard() { benchmark::ClearRegisteredBenchmarks(); }
};

// Google Benchmark takes its settings from a command line; pfbench hands it a made-up one
// (argv[0] names the executable in the report). The minimum time goes through the flag rather
// than Benchmark::MinTime(), which would append "/min_time:0.010" to every benchmark name.
// In 1.7.1 the flag is plain seconds ("0.05"; 1.8 wants "0.05s"). Initialize only parses
// flags, so it is called on every run for that run's min_time.
void initialize(double min_time)
{
    char arg_time[64];
    std::snprintf(arg_time, sizeof arg_time, "--benchmark_min_time=%.9g",
                  min_time > 0 ? min_time : 0.5);   // 0.5 s: the library's default
    static char arg0[] = "pfbench";   // static: the library keeps a pointer to argv[0]
    char *argv[] = {arg0, arg_time, nullptr};
    int argc = 2;
    benchmark::Initialize(&argc, argv);
    if (argc != 1)
        throw std::runtime_error(std::string("Google Benchmark rejected ") + arg_time);
}

// Context keys added by an earlier call. AddCustomContext refuses to replace an existing key,
// so before a new run the shim takes its own earlier keys out of the library's context map.
std::vector<std::string> &added_keys()
{
    static std::vector<std::string> keys;
    return keys;
}

void set_context(const pf_gbench_context *ctx, size_t nctx)
{
    std::map<std::string, std::string> *&global = benchmark::internal::GetGlobalContext();
    if (global != nullptr)
        for (const std::string &k : added_keys())
            global->erase(k);
    added_keys().clear();

    std::map<std::string, std::string> wanted;
    for (size_t i = 0; i < nctx; i++) {
        if (ctx == nullptr || ctx[i].key == nullptr)
            continue;
        wanted[ctx[i].key] = ctx[i].value != nullptr ? ctx[i].value : "";
    }
    wanted["pfbench_shim"] = "1";
    for (const auto &kv : wanted) {
        benchmark::AddCustomContext(kv.first, kv.second);
        added_keys().push_back(kv.first);
    }
}

// The timed loop of one job: one query per iteration, cycling through the job's queries
// from the first one on every call (Google Benchmark calls it again with more iterations).
void run_job(benchmark::State &state, const pf_gbench_job &job)
{
    pf_counters sum = {};
    size_t next = 0;
    pf_result res;
    // The variant's open list, scratch and preprocessing, made before the clock starts (once per
    // context: the run made them already; preprocessing is never part of a query's time).
    const int prep = pf_ctx_prepare(job.ctx, job.variant, nullptr);
    if (prep != PF_OK) {
        state.SkipWithError(pf_status_name(prep));
        for (auto _ : state) {
        }
        return;
    }
    for (auto _ : state) {
        // Both values are const on purpose: for a modifiable int, 1.7.1's DoNotOptimize uses
        // the read-write asm constraint "+m,r", which GCC 12 miscompiles under
        // -fsanitize=address (status came back garbage); the const overload only reads.
        const int status =
            pf_search(job.ctx, job.variant, job.starts[next], job.goals[next], &res);
        const double cost = res.cost;
        benchmark::DoNotOptimize(status);
        benchmark::DoNotOptimize(cost);
        if (status < 0) {
            state.SkipWithError(pf_status_name(status));
            break;
        }
#define X(name, desc) sum.name += res.c.name;
#include "metrics.def"
#undef X
        if (++next == job.count)
            next = 0;
    }
    // Per query: Google Benchmark divides by the number of iterations (= queries run).
#define X(name, desc) \
    state.counters[#name] = benchmark::Counter(static_cast<double>(sum.name), benchmark::Counter::kAvgIterations);
#include "metrics.def"
#undef X
    state.counters["queries"] = benchmark::Counter(static_cast<double>(job.count));
    state.counters["expansions_per_second"] =
        benchmark::Counter(static_cast<double>(sum.expanded), benchmark::Counter::kIsRate);
}

bool job_ok(const pf_gbench_job &job)
{
    return job.ctx != nullptr && job.variant != nullptr && job.starts != nullptr &&
           job.goals != nullptr && job.count > 0;
}

int run(const pf_gbench_job *jobs, size_t njobs, const char *json_path, double min_time,
        const pf_gbench_context *ctx, size_t nctx)
{
    if (jobs == nullptr || njobs == 0 || json_path == nullptr || json_path[0] == '\0') {
        std::cerr << "pfbench: gbench: nothing to run or no output path\n";
        return -1;
    }
    for (size_t i = 0; i < njobs; i++) {
        if (!job_ok(jobs[i])) {
            std::cerr << "pfbench: gbench: job " << i << " is incomplete (no queries?)\n";
            return -1;
        }
    }

    initialize(min_time);
    RegistrationGuard guard;
    set_context(ctx, nctx);

    for (size_t i = 0; i < njobs; i++) {
        const pf_gbench_job job = jobs[i];   // copied: the lambda outlives nothing of the caller
        std::string name(job.name, strnlen(job.name, sizeof job.name));
        if (name.empty())
            name = job.variant->name;
        benchmark::internal::Benchmark *b = benchmark::RegisterBenchmark(
            name.c_str(), [job](benchmark::State &state) { run_job(state, job); });
        b->Unit(benchmark::kMicrosecond);
    }

    // Write next to the target and rename into place only when the report is complete, so
    // that a failed or interrupted run never leaves a truncated JSON file behind.
    const std::string final_path(json_path);
    const std::string tmp_path = final_path + ".tmp";
    std::ofstream out(tmp_path, std::ios::out | std::ios::trunc);
    if (!out.is_open()) {
        std::cerr << "pfbench: cannot write " << tmp_path << "\n";
        return -1;
    }

    TeeReporter reporter(out);
    size_t matched = benchmark::RunSpecifiedBenchmarks(&reporter, std::string("."));
    out.flush();
    bool written = out.good();
    out.close();
    if (out.fail())
        written = false;

    if (matched != njobs || reporter.failed() || reporter.runs_ok() < njobs || !written) {
        if (!written)
            std::cerr << "pfbench: error writing " << tmp_path << "\n";
        else
            std::cerr << "pfbench: Google Benchmark run failed; no " << final_path << " written\n";
        std::remove(tmp_path.c_str());
        return -1;
    }
    if (std::rename(tmp_path.c_str(), final_path.c_str()) != 0) {
        std::perror(("pfbench: rename to " + final_path).c_str());
        std::remove(tmp_path.c_str());
        return -1;
    }
    return 0;
}

}  // namespace

extern "C" int pf_gbench_run(const struct pf_gbench_job *jobs, size_t njobs,
                             const char *json_path, double min_time,
                             const struct pf_gbench_context *ctx, size_t nctx)
{
    try {
        return run(jobs, njobs, json_path, min_time, ctx, nctx);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "pfbench: Google Benchmark shim: %s\n", e.what());
    } catch (...) {
        std::fprintf(stderr, "pfbench: Google Benchmark shim: unknown exception\n");
    }
    if (json_path != nullptr) {
        try {
            std::remove((std::string(json_path) + ".tmp").c_str());
        } catch (...) {
        }
    }
    return -1;
}

extern "C" int pf_gbench_available(void)
{
    return 1;
}
