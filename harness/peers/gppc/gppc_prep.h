// gppc_prep.h: what both GPPC adapters share for PreprocessMap: a child process, limits, a cache folder.
//
// Included by gppc_plugin.cc (classic entries) and gppc_anyangle_plugin.cc (any-angle entries)
// after the entry's Entry.h, gppc_plugin_config.h and pf_types.h (the status codes).
//   gppc_prep_map  PreprocessMap in a child process (as GPPC's own harness, which never calls it
//                  in the process that searches), under a time and a disk limit, writing into a
//                  cache folder keyed by entry and map contents; a later run finds the folder
//                  complete and reuses it. *bytes = size of the files written (GPPC's storage).
// Limits (environment, read at preprocessing):
//   PFBENCH_GPPC_PREP_SECONDS  wall-clock limit of one map's PreprocessMap (default 1800)
//   PFBENCH_GPPC_PREP_MB       disk limit of one map's preprocessed files, MiB (default 2048)
//   PFBENCH_GPPC_CACHE         cache folder (default: the host's cache_dir, else results/cache)
// Past a limit the child is stopped and the status is PF_BUDGET (rows marked budget).
#ifndef GPPC_PREP_H
#define GPPC_PREP_H

#include <cerrno>
#include <chrono>
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

#define GPPC_VARIANT "gppc/" GPPC_PLUGIN_NAME

namespace gppc_fs = std::filesystem;

static const char gppc_complete_mark[] = "complete";   // written last: the folder is usable
static const char gppc_log_name[] = "entry.log";        // the entry's own output while preprocessing

// A positive number from the environment, or def; -1 (with a message) when malformed.
static double gppc_env_limit(const char *name, double def)
{
    const char *s = std::getenv(name);
    if (!s || !*s)
        return def;
    char *end;
    errno = 0;
    double v = std::strtod(s, &end);
    if (errno || *end || !(v > 0)) {
        std::fprintf(stderr, "%s: %s: expected a positive number, found '%s'\n", GPPC_VARIANT, name, s);
        return -1;
    }
    return v;
}

// Bytes of the regular files in dir, except the adapter's own mark and log.
static uint64_t gppc_data_bytes(const gppc_fs::path &dir)
{
    uint64_t sum = 0;
    std::error_code ec;
    for (gppc_fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file(ec))
            continue;
        std::string n = it->path().filename().string();
        if (it->path().parent_path() == dir && (n == gppc_complete_mark || n == gppc_log_name))
            continue;
        sum += (uint64_t)it->file_size(ec);
    }
    return sum;
}

// Run PreprocessMap in a child with its output in the log and its files limited; PF_OK,
// PF_BUDGET (time or disk limit; *why says which) or PF_ERR_IO.
static int gppc_run_preprocess(const std::vector<bool> &bits, int width, int height, const std::string &datafile,
                               const gppc_fs::path &dir, double seconds, double max_bytes, std::string *why)
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
        int fd = open((dir / gppc_log_name).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
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
        int rc = 0;
        try {
            PreprocessMap(bits, width, height, datafile);
        } catch (const std::exception &e) {
            std::fprintf(stderr, "%s: PreprocessMap threw: %s\n", GPPC_VARIANT, e.what());
            rc = 3;
        } catch (...) {
            std::fprintf(stderr, "%s: PreprocessMap threw an exception that is no std::exception\n", GPPC_VARIANT);
            rc = 3;
        }
        std::cout.flush();
        std::fflush(nullptr);
        _exit(rc);
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
                          WTERMSIG(st), strsignal(WTERMSIG(st)), (dir / gppc_log_name).c_str());
        else
            std::snprintf(b, sizeof b, "PreprocessMap %s; its output is in %s",
                          WEXITSTATUS(st) == 3 ? "threw" : ("exited with status " + std::to_string(WEXITSTATUS(st))).c_str(),
                          (dir / gppc_log_name).c_str());
        *why = b;
        return PF_ERR_IO;
    }
    if ((double)gppc_data_bytes(dir) > max_bytes) {
        std::snprintf(b, sizeof b, "preprocessing wrote more than %g MiB (PFBENCH_GPPC_PREP_MB)",
                      max_bytes / (1024.0 * 1024.0));
        *why = b;
        return PF_BUDGET;
    }
    return PF_OK;
}

// The cache folder of this entry and map: <cache>/gppc/<name>/<map_id>; the user's choice
// first ($PFBENCH_GPPC_CACHE), then the host's folder for plugins, then the results folder.
static gppc_fs::path gppc_cache_folder(const char *host_dir, const char *map_id)
{
    const char *root = std::getenv("PFBENCH_GPPC_CACHE");
    if ((!root || !*root) && host_dir && *host_dir)
        root = host_dir;
    if (!root || !*root)
        root = "results/cache";
    std::error_code ec;
    gppc_fs::path r = gppc_fs::absolute(gppc_fs::path(root), ec);
    if (ec)
        r = gppc_fs::path(root);
    return r / "gppc" / GPPC_PLUGIN_NAME / (map_id && *map_id ? map_id : "unknown-map");
}

// One map's preprocessing, or the cache's: PF_OK with *datafile (the file name PreprocessMap
// was given, for PrepareForSearch) and *bytes; PF_BUDGET, PF_ERR_ARG (a malformed limit) or
// PF_ERR_IO, with a message on stderr. Maps whose preprocessing failed in this process are
// remembered: the host asks again before each query of a map it could not prepare, and a
// limit hit once is hit again.
static int gppc_prep_map(const std::vector<bool> &bits, int width, int height, const char *host_dir,
                         const char *map_id, const char *map_name, std::string *datafile, uint64_t *bytes)
{
    static std::map<std::string, int> failed;
    *bytes = 0;
    gppc_fs::path dir = gppc_cache_folder(host_dir, map_id);
    auto f = failed.find(dir.string());
    if (f != failed.end())
        return f->second;
    double seconds = gppc_env_limit("PFBENCH_GPPC_PREP_SECONDS", 1800);
    double mb = gppc_env_limit("PFBENCH_GPPC_PREP_MB", 2048);
    if (seconds < 0 || mb < 0)
        return PF_ERR_ARG;
    std::string base = map_name && *map_name ? map_name : "map";
    if (base.size() > 4 && base.compare(base.size() - 4, 4, ".map") == 0)
        base.resize(base.size() - 4);
    const char *map = map_name && *map_name ? map_name : "the map";
    std::error_code ec;
    if (gppc_fs::exists(dir / gppc_complete_mark, ec)) {
        // the mark's second line is the file name the folder was made with: a context made
        // without the map's name (a search picture's) finds the same files
        std::ifstream mark(dir / gppc_complete_mark);
        std::string line, made;
        if (std::getline(mark, line) && std::getline(mark, made) && !made.empty() &&
            made.find('/') == std::string::npos)
            base = made;
        *datafile = (dir / base).string();
        *bytes = gppc_data_bytes(dir);
        std::fprintf(stderr, "%s: reusing preprocessed data for %s in %s (%llu bytes)\n", GPPC_VARIANT,
                     map_name && *map_name ? map : base.c_str(), dir.c_str(), (unsigned long long)*bytes);
        return PF_OK;
    }
    *datafile = (dir / base).string();
    gppc_fs::remove_all(dir, ec);   // an unfinished earlier attempt
    gppc_fs::create_directories(dir, ec);
    if (ec) {
        std::fprintf(stderr, "%s: cannot make the cache folder %s: %s\n", GPPC_VARIANT, dir.c_str(),
                     ec.message().c_str());
        return PF_ERR_IO;
    }
    std::string why;
    int st = gppc_run_preprocess(bits, width, height, *datafile, dir, seconds, mb * 1024.0 * 1024.0, &why);
    if (st != PF_OK) {
        std::fprintf(stderr, "%s: %s: %s\n", GPPC_VARIANT, map, why.c_str());
        // never reuse a partial folder (it has no complete mark); keep only the entry's log
        for (gppc_fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().filename() != gppc_log_name)
                gppc_fs::remove_all(it->path(), ec);
        failed[dir.string()] = st;
        return st;
    }
    *bytes = gppc_data_bytes(dir);
    std::ofstream(dir / gppc_complete_mark) << *bytes << " bytes\n" << base << "\n";
    std::fprintf(stderr, "%s: preprocessed %s into %s (%llu bytes)\n", GPPC_VARIANT, map, dir.c_str(),
                 (unsigned long long)*bytes);
    return PF_OK;
}

// Resident memory of this process, bytes (Linux /proc/self/statm), or 0.
static size_t gppc_resident_bytes(void)
{
    unsigned long size = 0, res = 0;
    FILE *f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    int n = std::fscanf(f, "%lu %lu", &size, &res);
    std::fclose(f);
    return n == 2 ? (size_t)res * (size_t)sysconf(_SC_PAGESIZE) : 0;
}

// Runs f (PrepareForSearch) with the process's stdout sent to stderr: an entry may print while
// it loads, and the harness's stdout stays clean.
template <class F> static void gppc_quiet_stdout(F f)
{
    std::cout.flush();
    std::fflush(stdout);
    int saved = dup(1);
    if (saved >= 0)
        dup2(2, 1);
    f();
    std::cout.flush();
    std::fflush(stdout);
    if (saved >= 0) {
        dup2(saved, 1);
        close(saved);
    }
}

#endif
