// gppc_anyangle_plugin.cc: a GPPC any-angle entry (real-valued points) behind the C table of gppc_anyangle_abi.h.
//
// scripts/gppc-build.sh compiles this file, with pfbench's C++ standard, beside the entry's
// sources (each with the flags its own build gives it) into gppc-<name>.so when the entry's
// Entry.h has real-valued points, and writes gppc_plugin_config.h (GPPC_PLUGIN_NAME,
// GPPC_PLUGIN_OPTIMAL, GPPC_PLUGIN_BUILD) beside the objects. The adapter only translates:
// cells to GPPC's vector<bool>, the C strings to std::string, GetPath's calls to one answer
// with GPPC's measures; C++ exceptions stop at this boundary. PreprocessMap runs as the classic
// adapter runs it (gppc_prep.h: a child process, a cache folder, limits).
#include <cstdio>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "Entry.h"
#include "pf_types.h"
#include "gppc_anyangle_abi.h"
#include "gppc_plugin_config.h"
#include "gppc_calls.h"
#include "gppc_prep.h"

static const char variant_name[] = GPPC_VARIANT;

// The map as GPPC's harness gives it: row-major, true where traversable.
static std::vector<bool> aa_bits(const unsigned char *cells, int width, int height)
{
    std::vector<bool> bits((size_t)width * (size_t)height);
    for (size_t i = 0; i < bits.size(); i++)
        bits[i] = cells[i] != 0;
    return bits;
}

// Runs f, a call into the entry; false, with a message naming the call, when it threw.
template <class F> static bool aa_guard(const char *call, F f)
{
    try {
        f();
        return true;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "%s: %s threw: %s\n", variant_name, call, e.what());
    } catch (...) {
        std::fprintf(stderr, "%s: %s threw an exception that is no std::exception\n", variant_name, call);
    }
    return false;
}

static int aa_preprocess(const unsigned char *cells, int width, int height, const char *cache_dir,
                         const char *map_id, const char *map_name, char *datafile, size_t cap, uint64_t *bytes)
{
    std::vector<bool> bits = aa_bits(cells, width, height);
    std::string file;
    int st = gppc_prep_map(bits, width, height, cache_dir, map_id, map_name, &file, bytes);
    if (st == PF_OK && file.size() >= cap) {
        std::fprintf(stderr, "%s: the cache file name %s is longer than %zu bytes\n", variant_name, file.c_str(), cap);
        st = PF_ERR_IO;
    }
    if (st == PF_OK)
        std::snprintf(datafile, cap, "%s", file.c_str());
    return st == PF_OK ? 0 : st == PF_BUDGET ? 1 : -1;
}

// One search context: the map as given to PrepareForSearch (kept alive: an entry may keep a
// reference to it, as Gap_Search does, and GPPC's harness keeps it for the whole run), the
// entry's data, GetPath's vector and the answer's points, kept between queries so that a query
// allocates only when a path is longer than any before.
struct aa_state {
    std::vector<bool> bits;
    void *data;
    std::vector<xyLoc> path;
    std::vector<struct pf_gppc_aa_point> points;
};

static void *aa_prepare(const unsigned char *cells, int width, int height, const char *datafile, size_t *bytes)
{
    std::unique_ptr<aa_state> s(new aa_state);
    s->bits = aa_bits(cells, width, height);
    s->path.reserve(1024);
    s->points.reserve(1024);
    aa_state *p = s.get();
    size_t before = gppc_resident_bytes();
    bool ok = false;
    gppc_quiet_stdout([&] {
        ok = aa_guard("PrepareForSearch",
                      [&] { p->data = PrepareForSearch(p->bits, width, height, datafile ? datafile : ""); });
    });
    size_t after = gppc_resident_bytes();
    *bytes = after > before ? after - before : 0;   // what PrepareForSearch made resident
    return ok ? s.release() : nullptr;
}

static long aa_path(void *ctx, double sx, double sy, double gx, double gy,
                    const struct pf_gppc_aa_point **points, struct pf_gppc_aa_stats *stats)
{
    auto *s = static_cast<aa_state *>(ctx);
    *points = nullptr;
    xyLoc S, G;
    S.x = sx;
    S.y = sy;
    G.x = gx;
    G.y = gy;
    struct gppc_calls m = {0, 0, 0};
    bool done = false;
    aa_guard("GetPath", [&] { done = gppc_get_path(s->data, S, G, s->path, &m); });
    if (stats) {
        stats->calls = m.calls;
        stats->longest_call_ns = m.longest_ns;
        stats->first20_ns = m.first20_ns;
    }
    if (!done) {
        if (m.calls >= GPPC_MAX_CALLS)
            std::fprintf(stderr, "%s: GetPath did not finish after %u calls\n", variant_name, m.calls);
        return -1;
    }
    s->points.resize(s->path.size());
    for (size_t i = 0; i < s->path.size(); i++) {
        s->points[i].x = s->path[i].x;
        s->points[i].y = s->path[i].y;
    }
    *points = s->points.data();
    return (long)s->points.size();
}

// GPPC has no call that frees an entry's data: it lives until the process ends.
static void aa_release(void *ctx)
{
    delete static_cast<aa_state *>(ctx);
}

static std::string about_text;
// the table, in the order of gppc_anyangle_abi.h; about is filled in on the first call
static struct pf_gppc_aa_entry table = {
    PF_GPPC_AA_ABI, GPPC_PLUGIN_NAME, nullptr, GPPC_PLUGIN_OPTIMAL, GPPC_PLUGIN_BUILD,
    aa_preprocess,  aa_prepare,       aa_path, aa_release,
};

extern "C" __attribute__((visibility("default"))) const struct pf_gppc_aa_entry *pf_gppc_anyangle_entry(void)
{
    if (!table.about) {
        if (!aa_guard("GetName", [] { about_text = GetName(); }))
            about_text = "?";
        table.about = about_text.c_str();
    }
    return &table;
}
