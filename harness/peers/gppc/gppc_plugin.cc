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
// The preprocessing's child, limits and cache are gppc_prep.h's, shared with the any-angle adapter.
#include <cstdio>
#include <string>
#include <vector>

#include "Entry.h"
#include "pf_plugin.h"
#include "gppc_plugin_config.h"
#include "gppc_grid_plugin.h"
#include "gppc_calls.h"
#include "gppc_prep.h"

static const char variant_name[] = GPPC_VARIANT;

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

static int gppc_preprocess(const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    *prep = nullptr;
    *bytes = 0;
    auto *p = new gppc_prep;
    p->bits = gppc_bits(env->grid);
    p->width = env->grid->width;
    p->height = env->grid->height;
    uint64_t b = 0;
    int st = gppc_prep_map(p->bits, p->width, p->height, env->host ? env->host->cache_dir : nullptr, env->map_id,
                           env->map_name, &p->datafile, &b);
    if (st != PF_OK) {
        delete p;
        return st;
    }
    *bytes = (size_t)b;
    *prep = p;
    return PF_OK;
}

// One search context: the entry's data and a path vector kept between queries.
struct gppc_state {
    void *data;
    std::vector<xyLoc> path;
};

static int gppc_setup(const struct pf_plugin_env *env, void **state, size_t *bytes)
{
    *state = nullptr;
    *bytes = 0;
    const auto *p = static_cast<const gppc_prep *>(env->prep);
    if (!p)
        return PF_ERR_ARG;
    size_t before = gppc_resident_bytes();
    void *data = nullptr;
    gppc_quiet_stdout([&] { data = PrepareForSearch(p->bits, p->width, p->height, p->datafile); });
    auto *s = new gppc_state;
    s->data = data;
    s->path.reserve(1024);
    size_t after = gppc_resident_bytes();
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
    return gppc_grid_answer(path, g, out, variant_name);
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
    variant.preprocess = gppc_preprocess;
    variant.release = gppc_release;
    variant.setup = gppc_setup;
    variant.teardown = gppc_teardown;
    variant.search = gppc_search;
    return gppc_grid_plugin(&variant, &plugin, about_text.c_str());
}
