// gppc_plugin.cc: a GPPC classic entry (Entry.h) seen by pfbench as one plugin variant, gppc/<name>.
//
// scripts/gppc-build.sh compiles this file with an entry's sources (without the start kit's
// harness) into gppc-<name>.so and writes gppc_plugin_config.h beside the objects:
//   GPPC_PLUGIN_NAME     the variant's name after "gppc/" ("Warthog-JPS2")
//   GPPC_PLUGIN_OPTIMAL  1 when the build declared the entry optimal (--optimal), else 0
//   GPPC_PLUGIN_BUILD    compiler and flags, for meta.json
// GPPC has no call that says whether an entry is optimal, hence the declaration.
//
// What the adapter does with GPPC's four calls:
//   preprocess  PreprocessMap in a child process (as GPPC's own harness, which never calls it in
//               the process that searches), under a time and a disk limit, writing into a cache
//               folder keyed by entry and map contents; a later run finds the folder complete and
//               reuses it. *bytes = size of the files written (GPPC's preprocessed storage).
//   setup       PrepareForSearch on the same file name, its stdout sent to stderr.
//   search      GetPath until it returns true, each call timed (calls, longest call, time until
//               the path is 20 long: GPPC's measures); the corners go to the host as a segment
//               path, which the host expands and validates.
// Limits (environment, read at preprocessing):
//   PFBENCH_GPPC_PREP_SECONDS  wall-clock limit of one map's PreprocessMap (default 1800)
//   PFBENCH_GPPC_PREP_MB       disk limit of one map's preprocessed files, MiB (default 2048)
//   PFBENCH_GPPC_CACHE         cache folder (default: the host's cache_dir, else results/cache)
// Past a limit the child is stopped and the status is PF_BUDGET (rows marked budget).
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "Entry.h"
#include "pf_plugin.h"
#include "gppc_plugin_config.h"
#include "gppc_calls.h"

namespace fs = std::filesystem;

static const char variant_name[] = "gppc/" GPPC_PLUGIN_NAME;
static const char complete_mark[] = "complete";   // written last: the folder is usable
static const char log_name[] = "entry.log";        // the entry's own output while preprocessing

// The map as GPPC's harness gives it: row-major, true where traversable ('.', 'G', 'S': the
// land class; GPPC treats water as blocked).
static std::vector<bool> gppc_bits(const struct pf_grid *g)
{
    std::vector<bool> bits((size_t)g->width * (size_t)g->height);
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            bits[(size_t)y * g->width + x] = g->cls[pf_grid_node(g, x, y)] == PF_CLS_LAND;
    return bits;
}

// A positive number from the environment, or def; -1 (with a message) when malformed.
static double env_limit(const char *name, double def)
{
    const char *s = std::getenv(name);
    if (!s || !*s)
        return def;
    char *end;
    errno = 0;
    double v = std::strtod(s, &end);
    if (errno || *end || !(v > 0)) {
        std::fprintf(stderr, "%s: %s: expected a positive number, found '%s'\n", variant_name, name, s);
        return -1;
    }
    return v;
}

// Bytes of the regular files in dir, except the adapter's own mark and log.
static uint64_t data_bytes(const fs::path &dir)
{
    uint64_t sum = 0;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file(ec))
            continue;
        std::string n = it->path().filename().string();
        if (it->path().parent_path() == dir && (n == complete_mark || n == log_name))
            continue;
        sum += (uint64_t)it->file_size(ec);
    }
    return sum;
}

// Everything setup needs from preprocessing: the bits and the file name handed to the entry.
struct gppc_prep {
    std::vector<bool> bits;
    int width, height;
    std::string datafile;
};

static void gppc_release(void *p)
{
    delete static_cast<gppc_prep *>(p);
}

// Run PreprocessMap in a child with its output in the log and its files limited; PF_OK,
// PF_BUDGET (time or disk limit; *why says which) or PF_ERR_IO.
static int run_preprocess(const gppc_prep &p, const fs::path &dir, double seconds, double max_bytes,
                          std::string *why)
{
    std::fflush(nullptr);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        *why = std::string("fork: ") + std::strerror(errno);
        return PF_ERR_IO;
    }
    if (pid == 0) {
        // the child: it dies with its parent (a harness that stops or kills the process that
        // asked, past its own time limit, leaves no preprocessing running); the entry prints
        // freely into the log; one file larger than the disk limit is stopped by the kernel
        // (SIGXFSZ), the sum is checked by the parent
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(1);                    // the parent is gone already
        int fd = open((dir / log_name).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        } else {
            dup2(2, 1);                  // no log: never the harness's stdout
        }
        struct rlimit rl;
        rl.rlim_cur = rl.rlim_max = (rlim_t)max_bytes + 1;
        setrlimit(RLIMIT_FSIZE, &rl);
        PreprocessMap(p.bits, p.width, p.height, p.datafile);
        std::cout.flush();
        std::fflush(nullptr);
        _exit(0);
    }
    auto t0 = std::chrono::steady_clock::now();
    int st = 0;
    for (;;) {
        pid_t r = waitpid(pid, &st, WNOHANG);
        if (r == pid)
            break;
        if (r < 0 && errno != EINTR) {
            *why = std::string("waitpid: ") + std::strerror(errno);
            return PF_ERR_IO;
        }
        double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (el > seconds) {
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            char b[160];
            std::snprintf(b, sizeof b, "preprocessing took longer than %g s (PFBENCH_GPPC_PREP_SECONDS)",
                          seconds);
            *why = b;
            return PF_BUDGET;
        }
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, nullptr);
    }
    char b[256];
    if (WIFSIGNALED(st) && WTERMSIG(st) == SIGXFSZ) {
        std::snprintf(b, sizeof b, "preprocessing wrote a file larger than %g MiB (PFBENCH_GPPC_PREP_MB)",
                      max_bytes / (1024.0 * 1024.0));
        *why = b;
        return PF_BUDGET;
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        if (WIFSIGNALED(st))
            std::snprintf(b, sizeof b, "PreprocessMap died of signal %d (%s); its output is in %s",
                          WTERMSIG(st), strsignal(WTERMSIG(st)), (dir / log_name).c_str());
        else
            std::snprintf(b, sizeof b, "PreprocessMap exited with status %d; its output is in %s",
                          WEXITSTATUS(st), (dir / log_name).c_str());
        *why = b;
        return PF_ERR_IO;
    }
    if ((double)data_bytes(dir) > max_bytes) {
        std::snprintf(b, sizeof b, "preprocessing wrote more than %g MiB (PFBENCH_GPPC_PREP_MB)",
                      max_bytes / (1024.0 * 1024.0));
        *why = b;
        return PF_BUDGET;
    }
    return PF_OK;
}

// The cache folder of this entry and map: <cache>/gppc/<name>/<map_id>.
static fs::path cache_folder(const struct pf_plugin_env *env)
{
    // the user's choice first, then the host's folder for plugins, then the results folder
    const char *root = std::getenv("PFBENCH_GPPC_CACHE");
    if ((!root || !*root) && env->host && env->host->cache_dir && *env->host->cache_dir)
        root = env->host->cache_dir;
    if (!root || !*root)
        root = "results/cache";
    std::error_code ec;
    fs::path r = fs::absolute(fs::path(root), ec);
    if (ec)
        r = fs::path(root);
    return r / "gppc" / GPPC_PLUGIN_NAME / (env->map_id && *env->map_id ? env->map_id : "unknown-map");
}

// Maps whose preprocessing failed in this process, with the status: the host asks again
// before each query of a map it could not prepare, and a limit hit once is hit again.
static std::map<std::string, int> failed;

static int gppc_preprocess(const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    *prep = nullptr;
    *bytes = 0;
    fs::path dir = cache_folder(env);
    auto f = failed.find(dir.string());
    if (f != failed.end())
        return f->second;
    double seconds = env_limit("PFBENCH_GPPC_PREP_SECONDS", 1800);
    double mb = env_limit("PFBENCH_GPPC_PREP_MB", 2048);
    if (seconds < 0 || mb < 0)
        return PF_ERR_ARG;
    auto *p = new gppc_prep;
    p->bits = gppc_bits(env->grid);
    p->width = env->grid->width;
    p->height = env->grid->height;
    std::string base = env->map_name ? env->map_name : "map";
    if (base.size() > 4 && base.compare(base.size() - 4, 4, ".map") == 0)
        base.resize(base.size() - 4);
    p->datafile = (dir / base).string();
    const char *map = env->map_name ? env->map_name : "the map";
    std::error_code ec;
    if (fs::exists(dir / complete_mark, ec)) {
        *bytes = (size_t)data_bytes(dir);
        std::fprintf(stderr, "%s: reusing preprocessed data for %s in %s (%zu bytes)\n", variant_name, map,
                     dir.c_str(), *bytes);
        *prep = p;
        return PF_OK;
    }
    fs::remove_all(dir, ec);   // an unfinished earlier attempt
    fs::create_directories(dir, ec);
    if (ec) {
        std::fprintf(stderr, "%s: cannot make the cache folder %s: %s\n", variant_name, dir.c_str(),
                     ec.message().c_str());
        delete p;
        return PF_ERR_IO;
    }
    std::string why;
    int st = run_preprocess(*p, dir, seconds, mb * 1024.0 * 1024.0, &why);
    if (st != PF_OK) {
        std::fprintf(stderr, "%s: %s: %s\n", variant_name, map, why.c_str());
        // never reuse a partial folder (it has no complete mark); keep only the entry's log
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().filename() != log_name)
                fs::remove_all(it->path(), ec);
        delete p;
        failed[dir.string()] = st;
        return st;
    }
    *bytes = (size_t)data_bytes(dir);
    std::ofstream(dir / complete_mark) << *bytes << " bytes\n";
    std::fprintf(stderr, "%s: preprocessed %s into %s (%zu bytes)\n", variant_name, map, dir.c_str(), *bytes);
    *prep = p;
    return PF_OK;
}

// One search context: the entry's data and a path vector kept between queries.
struct gppc_state {
    void *data;
    std::vector<xyLoc> path;
};

// Resident memory of this process, bytes (Linux /proc/self/statm), or 0.
static size_t resident_bytes(void)
{
    unsigned long size = 0, res = 0;
    FILE *f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    int n = std::fscanf(f, "%lu %lu", &size, &res);
    std::fclose(f);
    return n == 2 ? (size_t)res * (size_t)sysconf(_SC_PAGESIZE) : 0;
}

static int gppc_setup(const struct pf_plugin_env *env, void **state, size_t *bytes)
{
    *state = nullptr;
    *bytes = 0;
    const auto *p = static_cast<const gppc_prep *>(env->prep);
    if (!p)
        return PF_ERR_ARG;
    size_t before = resident_bytes();
    // the entry may print while it loads: keep the harness's stdout clean
    std::cout.flush();
    std::fflush(stdout);
    int saved = dup(1);
    if (saved >= 0)
        dup2(2, 1);
    void *data = PrepareForSearch(p->bits, p->width, p->height, p->datafile);
    std::cout.flush();
    std::fflush(stdout);
    if (saved >= 0) {
        dup2(saved, 1);
        close(saved);
    }
    auto *s = new gppc_state;
    s->data = data;
    s->path.reserve(1024);
    size_t after = resident_bytes();
    *bytes = after > before ? after - before : 0;   // what PrepareForSearch made resident
    *state = s;
    return PF_OK;
}

// GPPC has no call that frees an entry's data: it lives until the process ends.
static void gppc_teardown(void *state)
{
    delete static_cast<gppc_state *>(state);
}

static int gppc_search(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                       struct pf_plugin_answer *out)
{
    auto *s = static_cast<gppc_state *>(state);
    const struct pf_grid *g = env->grid;
    int32_t sx, sy, gx, gy;
    pf_grid_xy(g, start, &sx, &sy);
    pf_grid_xy(g, goal, &gx, &gy);
    xyLoc S, G;
    S.x = (int16_t)sx;
    S.y = (int16_t)sy;
    G.x = (int16_t)gx;
    G.y = (int16_t)gy;
    struct gppc_calls m;
    bool done = gppc_get_path(s->data, S, G, s->path, &m);
    out->calls = m.calls;
    out->first20_ns = m.first20_ns;
    out->longest_call_ns = m.longest_ns;
    if (!done) {
        std::fprintf(stderr, "%s: GetPath did not finish after %u calls\n", variant_name, m.calls);
        return PF_ERR_LIMIT;
    }
    const std::vector<xyLoc> &path = s->path;
    // GPPC's rule: start = goal gives the empty path; the host wants the start alone
    bool all_start = true;
    for (const xyLoc &q : path)
        all_start = all_start && q.x == S.x && q.y == S.y;
    if (start == goal && all_start) {
        out->path[0] = start;
        out->path_len = 1;
        out->segments = 1;
        return PF_OK;
    }
    if (path.empty())
        return PF_NO_PATH;
    if (path.size() > out->path_cap) {
        std::fprintf(stderr, "%s: a path of %zu points, more than the %u cells of the map\n", variant_name,
                     path.size(), out->path_cap);
        return PF_ERR_LIMIT;
    }
    for (size_t i = 0; i < path.size(); i++) {
        const xyLoc &q = path[i];
        // a point off the map becomes a node outside the grid: the host names that segment
        out->path[i] = pf_grid_in_bounds(g, q.x, q.y) ? pf_grid_node(g, q.x, q.y) : PF_NONE;
    }
    out->path_len = (uint32_t)path.size();
    out->segments = 1;
    return PF_OK;
}

static std::string about_text;
static struct pf_plugin_variant variant;
static struct pf_plugin plugin;

extern "C" __attribute__((visibility("default"))) const struct pf_plugin *
pf_plugin_entry(const struct pf_plugin_host *host)
{
    (void)host;   // everything the adapter needs from the host comes in each env
    about_text = "GPPC entry " + GetName() +
                 (GPPC_PLUGIN_OPTIMAL ? " (declared optimal)" : " (not declared optimal)");
    variant.name = variant_name;
    variant.about = about_text.c_str();
    variant.algo = "gppc";
    variant.heuristic = nullptr;
    variant.optimal_on = GPPC_PLUGIN_OPTIMAL ? PF_MOVES_BIT(PF_MOVES_8) : 0u;
    variant.runs_on = PF_MOVES_BIT(PF_MOVES_8);
    variant.limits = "GPPC entries search 8-connected grids without corner cutting (model 8) only";
    variant.preprocess = gppc_preprocess;
    variant.release = gppc_release;
    variant.setup = gppc_setup;
    variant.teardown = gppc_teardown;
    variant.search = gppc_search;
    plugin.abi = PF_PLUGIN_ABI;
    plugin.name = "gppc-" GPPC_PLUGIN_NAME;
    plugin.num_variants = 1;
    plugin.variants = &variant;
    plugin.build = GPPC_PLUGIN_BUILD;
    return &plugin;
}
