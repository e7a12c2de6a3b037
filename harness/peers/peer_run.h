// peer_run.h: what the C++ peers share besides the path check: the common options, the scenario
// sample, the order of untimed and timed solves (--timing passes|back-to-back) and formatting.
#ifndef PF_PEER_RUN_H
#define PF_PEER_RUN_H

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <initializer_list>
#include <new>
#include <string>
#include <vector>

#include <unistd.h>

extern "C" {
#include "pf_grid.h"
#include "pf_io.h"
}

namespace pf_peer {

enum Timing { TIMING_PASSES, TIMING_BACK_TO_BACK };

typedef std::chrono::steady_clock Clock;

[[noreturn]] inline void usage_error(const char *prog, const std::string &msg)
{
    std::fprintf(stderr, "%s: %s\n(try --help)\n", prog, msg.c_str());
    std::exit(2);
}

// Lines of the peers' --help texts about what they share: the options parse_common reads and
// the exit status (string literals, joined with each peer's own lines).
#define PF_PEER_USAGE_REPEAT \
    "  --repeat K       timed solves per query, K >= 1 (default 3); time_ns is\n" \
    "                   their median\n"
#define PF_PEER_USAGE_TIMING \
    "  --timing METHOD  passes (default): per search, the scenario list is solved\n" \
    "                   K times in sequence, each query once a pass, after one\n" \
    "                   untimed pass for the answers and counters;\n" \
    "                   back-to-back: per query, one untimed solve, then K timed\n" \
    "                   solves in a row (they find its search state in cache)\n"
#define PF_PEER_USAGE_TIMING_AS_BOOST \
    "  --timing METHOD  passes (default) or back-to-back, as pfbench-boost\n"
#define PF_PEER_USAGE_FAMILY_HOST_HELP \
    "  --family F       value of the family column (default: -)\n" \
    "  --host H         value of the host column (default: gethostname())\n" \
    "  --help           print this text and exit\n"
#define PF_PEER_USAGE_EXIT \
    "exit status: 0 success, 2 bad command line or bad input file (the message\n" \
    "names the file and line), 1 any other failure.\n"

// The options every C++ peer has; a peer's own Options add to them.
struct CommonOptions {
    std::string map, scen, family = "-", host;
    unsigned long repeat = 3, limit = 0;
    Timing timing = TIMING_PASSES;
};

inline unsigned long count_arg(const char *prog, const std::string &s, const char *name, unsigned long min)
{
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos ||
        std::strtoul(s.c_str(), nullptr, 10) < min)
        usage_error(prog, std::string(name) + " expects an integer >= " + std::to_string(min) + ", got '" + s + "'");
    return std::strtoul(s.c_str(), nullptr, 10);
}

// Parses the command line into o: --help (prints usage, exits 0), --map, --scen, --repeat,
// --timing, --limit, --family, --host, each also as --name=value; any other option goes to
// own(name, value) where value() takes the option's value, and is an error if own returns false.
// Missing --map/--scen or a bad value: a message and exit 2. host defaults to gethostname().
inline void parse_common(int argc, char **argv, const char *prog, const char *usage, CommonOptions &o,
                         const std::function<bool(const std::string &, const std::function<std::string()> &)> &own)
{
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i], inline_value;
        bool has_inline = false;
        size_t eq = a.find('=');
        if (a.compare(0, 2, "--") == 0 && eq != std::string::npos) {
            inline_value = a.substr(eq + 1);
            a = a.substr(0, eq);
            has_inline = true;
        }
        std::function<std::string()> value = [&]() -> std::string {
            if (has_inline)
                return inline_value;
            if (i + 1 >= argc)
                usage_error(prog, a + " needs a value");
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            std::fputs(usage, stdout);
            std::exit(0);
        } else if (a == "--map") {
            o.map = value();
        } else if (a == "--scen") {
            o.scen = value();
        } else if (a == "--repeat") {
            o.repeat = count_arg(prog, value(), "--repeat", 1);
        } else if (a == "--timing") {
            std::string t = value();
            if (t == "passes")
                o.timing = TIMING_PASSES;
            else if (t == "back-to-back")
                o.timing = TIMING_BACK_TO_BACK;
            else
                usage_error(prog, "--timing expects passes or back-to-back, got '" + t + "'");
        } else if (a == "--limit") {
            o.limit = count_arg(prog, value(), "--limit", 0);
        } else if (a == "--family") {
            o.family = value();
        } else if (a == "--host") {
            o.host = value();
        } else if (!own(a, value)) {
            usage_error(prog, "unknown argument '" + std::string(argv[i]) + "'");
        }
    }
    if (o.map.empty())
        usage_error(prog, "--map is required");
    if (o.scen.empty())
        usage_error(prog, "--scen is required");
    if (o.host.empty()) {
        char buf[256] = {0};
        if (gethostname(buf, sizeof buf - 1) != 0 || !buf[0])
            std::strcpy(buf, "unknown");
        o.host = buf;
    }
    for (const std::string *v : {&o.family, &o.host})
        if (v->empty() || v->find_first_of(",\r\n") != std::string::npos)
            usage_error(prog, "--family and --host must be non-empty and contain no comma or newline");
}

// name of path without its directory and without the first of exts it ends with.
inline std::string file_stem(const std::string &path, std::initializer_list<const char *> exts)
{
    std::string name = pf_basename(path.c_str());
    for (const char *ext : exts) {
        size_t n = std::strlen(ext);
        if (name.size() > n && name.compare(name.size() - n, n, ext) == 0) {
            name.resize(name.size() - n);
            break;
        }
    }
    return name;
}

// main() of a peer: run(argc, argv), and exit 1 with a message on an exception.
inline int guarded_main(const char *prog, int (*run)(int, char **), int argc, char **argv)
{
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fprintf(stderr, "%s: out of memory\n", prog);
    } catch (const std::exception &ex) {
        std::fprintf(stderr, "%s: %s\n", prog, ex.what());
    }
    return 1;
}

inline uint64_t ns_between(Clock::time_point a, Clock::time_point b)
{
    return (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count();
}

// Reads o.map and o.scen with libpf's readers and checks the scenarios against the map, so a
// peer accepts and rejects what pfbench does. On bad input: libpf's message (file and line)
// after "prog: ", nothing left allocated, and false. map_name is the map's file name without .map.
inline bool read_inputs(const char *prog, const CommonOptions &o, struct pf_grid *grid, struct pf_scen *scen,
                        std::string &map_name)
{
    struct pf_error err;
    std::memset(scen, 0, sizeof *scen);
    if (pf_map_read(o.map.c_str(), grid, pf_default_max_cells(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", prog, err.msg);
        return false;
    }
    if (pf_scen_read(o.scen.c_str(), scen, &err) != PF_OK ||
        pf_scen_check(scen, o.scen.c_str(), grid, o.map.c_str(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", prog, err.msg);
        pf_scen_free(scen);
        pf_grid_free(grid);
        return false;
    }
    map_name = pf_basename(o.map.c_str());
    if (map_name.size() > 4 && map_name.compare(map_name.size() - 4, 4, ".map") == 0)
        map_name.resize(map_name.size() - 4);
    return true;
}

// One scenario line to solve: its 0-based index in the file, and the entry.
struct Query {
    size_t id;
    const struct pf_scen_entry *e;
};

// At most limit of n lines (0: all), evenly spaced: line floor(i*n/limit), 0-based.
inline std::vector<size_t> sample_ids(size_t n, unsigned long limit)
{
    std::vector<size_t> ids;
    size_t take = limit && limit < n ? limit : n;
    for (size_t i = 0; i < take; i++)
        ids.push_back(take == n ? i : (size_t)((unsigned long long)i * n / take));
    return ids;
}

inline std::vector<Query> sample(const struct pf_scen &scen, unsigned long limit)
{
    std::vector<Query> todo;
    for (size_t id : sample_ids(scen.n, limit))
        todo.push_back(Query{id, &scen.e[id]});
    return todo;
}

// Median of the timed solves (the mean of the two middle ones for an even count).
inline uint64_t median(std::vector<uint64_t> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline std::string fmt_g(double x)
{
    char b[64];
    std::snprintf(b, sizeof b, "%.15g", x);
    return b;
}

// The end of a peer's summary line on stderr (rows without a path, rows without a valid path,
// per search the costs that differ from the scenario optimum, name_of(i) naming search i) and
// the exit status: 1 when the rows on stdout could not all be written, else 0.
template <class Name>
int finish_summary(const char *prog, uint64_t nopath, uint64_t invalid, size_t n, const uint64_t *mismatch,
                   Name name_of)
{
    if (nopath)
        std::fprintf(stderr, "; %llu rows without a path", (unsigned long long)nopath);
    if (invalid)
        std::fprintf(stderr, "; %llu rows without a valid path", (unsigned long long)invalid);
    for (size_t i = 0; i < n; i++)
        if (mismatch[i])
            std::fprintf(stderr, "; %s: %llu costs differ from the scenario optimum", std::string(name_of(i)).c_str(),
                         (unsigned long long)mismatch[i]);
    std::fprintf(stderr, "\n");
    if (std::ferror(stdout)) {
        std::fprintf(stderr, "%s: error writing the output\n", prog);
        return 1;
    }
    return 0;
}

// Runs nq queries with na searches in pfbench run's order: answer(k, i) is the untimed solve
// of query k with search i, timed(k, i) one timed solve. passes: per search, an untimed pass
// over the list, then K timed passes, each query once a pass; back-to-back: per query and
// search, the untimed solve (it also warms the caches), then K timed solves in a row. Every
// 2 s a progress line (prog: map: [search and pass: ]scenario k of n) goes to stderr.
template <class Answer, class Timed, class Name>
void run_schedule(Timing timing, unsigned long repeat, size_t nq, size_t na, const char *prog,
                  const std::string &map_name, Name name_of, Answer answer, Timed timed)
{
    Clock::time_point started = Clock::now(), last = started;
    auto progress = [&](size_t k, size_t i, unsigned long pass) {
        Clock::time_point now = Clock::now();
        if (now - last < std::chrono::seconds(2))
            return;
        last = now;
        std::string where;
        if (timing == TIMING_PASSES)
            where = std::string(name_of(i)) +
                    (pass ? " pass " + std::to_string(pass) + " of " + std::to_string(repeat) : " answers") + ": ";
        std::fprintf(stderr, "%s: %s: %sscenario %zu of %zu (%.0f s)\n", prog, map_name.c_str(), where.c_str(),
                     k + 1, nq, std::chrono::duration<double>(now - started).count());
    };
    if (timing == TIMING_BACK_TO_BACK) {
        for (size_t k = 0; k < nq; k++) {
            for (size_t i = 0; i < na; i++) {
                answer(k, i);
                for (unsigned long r = 0; r < repeat; r++)
                    timed(k, i);
            }
            progress(k, 0, 0);
        }
    } else {
        for (size_t i = 0; i < na; i++) {
            for (size_t k = 0; k < nq; k++) {
                answer(k, i);
                progress(k, i, 0);
            }
            for (unsigned long r = 0; r < repeat; r++)
                for (size_t k = 0; k < nq; k++) {
                    timed(k, i);
                    progress(k, i, r + 1);
                }
        }
    }
}

}  // namespace pf_peer

#endif
