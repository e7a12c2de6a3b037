// gppc_dynamic_plugin.cc: a GPPC dynamic-track entry (Entry.h's C calls gppc_preprocess_init_map,
// gppc_search_init, gppc_map_change, gppc_get_path, gppc_free_data, gppc_get_name) seen by
// pfbench as one plugin variant, gppc/<name>, that follows maps that change.
//
// scripts/gppc-build.sh compiles this file with the entry's sources when the entry's Entry.h
// declares gppc_map_change, and writes gppc_plugin_config.h (name, declared optimality, build).
// What the adapter does with the entry's calls, as the start kit's harness (gppc/main.cpp):
//   preprocess  gppc_preprocess_init_map on the starting map, in a child process under a time
//               and a disk limit, into a cache folder keyed by entry and map (gppc_prep.h)
//   setup       gppc_search_init on the map as a bit array (row-major, lsb first, 1 traversable)
//               that the adapter owns and keeps as the entry's active map
//   map change  the changed rectangles' cells written into the active map first, then
//               gppc_map_change with one gppc_patch per rectangle (its cells as they are now,
//               laid out as the start kit lays patches out); pfbench's map change is timed by
//               the host, so the entry's upkeep counts in what the variant pays
//   search      gppc_get_path until it says complete, each call timed (calls, longest call, time
//               to 20 steps: GPPC's measures); every call's points are appended (a later call
//               continues from the last point); a zero-length answer means no path
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <time.h>

#include "Entry.h"
#include "pf_plugin.h"
#include "gppc_plugin_config.h"
#include "gppc_grid_plugin.h"

// gppc_prep.h runs the classic PreprocessMap in its child: for a dynamic entry, that is the
// starting map handed to gppc_preprocess_init_map as a patch at (0, 0).
static std::vector<uint8_t> gppc_pack(const std::vector<bool> &bits)
{
    std::vector<uint8_t> out((bits.size() + 7) / 8, 0);
    for (size_t i = 0; i < bits.size(); i++)
        if (bits[i])
            out[i >> 3] |= (uint8_t)(1u << (i & 7));
    return out;
}
static void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename)
{
    std::vector<uint8_t> packed = gppc_pack(bits);
    struct gppc_patch map = { packed.data(), (uint16_t)width, (uint16_t)height, { 0, 0 } };
    gppc_preprocess_init_map(map, filename.c_str());
}
#include "gppc_prep.h"

static const char variant_name[] = GPPC_VARIANT;

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

struct dyn_prep {
    std::string datafile;
};

static void dyn_release(void *p)
{
    delete static_cast<dyn_prep *>(p);
}

static int dyn_preprocess(const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    *prep = nullptr;
    *bytes = 0;
    const struct pf_grid *g = env->grid;
    if (g->width > 0xFFFF || g->height > 0xFFFF)
        return PF_ERR_LIMIT;
    auto *p = new dyn_prep;
    uint64_t b = 0;
    int st = gppc_prep_map(gppc_bits(g), g->width, g->height, env->host ? env->host->cache_dir : nullptr, env->map_id,
                           env->map_name, &p->datafile, &b);
    if (st != PF_OK) {
        delete p;
        return st;
    }
    *bytes = (size_t)b;
    *prep = p;
    return PF_OK;
}

// One context: the entry's data, the active map it reads, the patches of a change and the path
// gathered over the calls of one query (kept between queries).
struct dyn_state {
    void *data;
    std::vector<uint8_t> active;
    int32_t width;
    std::vector<std::vector<uint8_t>> patch_bits;
    std::vector<struct gppc_patch> patches;
    std::vector<struct gppc_point> path;
};

static int dyn_setup(const struct pf_plugin_env *env, void **state, size_t *bytes)
{
    *state = nullptr;
    *bytes = 0;
    const auto *p = static_cast<const dyn_prep *>(env->prep);
    if (!p)
        return PF_ERR_ARG;
    const struct pf_grid *g = env->grid;
    auto *s = new dyn_state;
    s->active = gppc_pack(gppc_bits(g));
    s->width = g->width;
    s->path.reserve(1024);
    size_t before = gppc_resident_bytes();
    struct gppc_patch map = { s->active.data(), (uint16_t)g->width, (uint16_t)g->height, { 0, 0 } };
    gppc_quiet_stdout([&] { s->data = gppc_search_init(map, p->datafile.c_str()); });
    size_t after = gppc_resident_bytes();
    *bytes = (after > before ? after - before : 0) + s->active.size();
    *state = s;
    return PF_OK;
}

static void dyn_teardown(void *state)
{
    auto *s = static_cast<dyn_state *>(state);
    if (!s)
        return;
    gppc_free_data(s->data);
    delete s;
}

static int dyn_map_change(void *state, const struct pf_plugin_env *env, const struct pf_rect *changed, uint32_t n)
{
    auto *s = static_cast<dyn_state *>(state);
    const struct pf_grid *g = env->grid;
    s->patch_bits.resize(n);
    s->patches.resize(n);
    for (uint32_t i = 0; i < n; i++) {
        const struct pf_rect &r = changed[i];
        std::vector<uint8_t> &pb = s->patch_bits[i];
        pb.assign(((size_t)r.width * (size_t)r.height + 7) / 8, 0);
        for (int32_t y = 0; y < r.height; y++)
            for (int32_t x = 0; x < r.width; x++) {
                bool f = gppc_free(g, r.x + x, r.y + y);
                size_t k = (size_t)y * (size_t)r.width + (size_t)x;
                size_t a = (size_t)(r.y + y) * (size_t)s->width + (size_t)(r.x + x);
                if (f)
                    pb[k >> 3] |= (uint8_t)(1u << (k & 7));
                s->active[a >> 3] = (uint8_t)((s->active[a >> 3] & ~(1u << (a & 7))) | ((f ? 1u : 0u) << (a & 7)));
            }
        s->patches[i] = { pb.data(), (uint16_t)r.width, (uint16_t)r.height, { (uint16_t)r.x, (uint16_t)r.y } };
    }
    gppc_map_change(s->data, s->patches.data(), n);
    return PF_OK;
}

// GetPath's calls until the entry says complete (at most this many).
#define DYN_MAX_CALLS (1u << 24)

static int dyn_search(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                      struct pf_plugin_answer *out)
{
    auto *s = static_cast<dyn_state *>(state);
    const struct pf_grid *g = env->grid;
    int32_t sx, sy, gx, gy;
    pf_grid_xy(g, start, &sx, &sy);
    pf_grid_xy(g, goal, &gx, &gy);
    struct gppc_point S = { (uint16_t)sx, (uint16_t)sy }, G = { (uint16_t)gx, (uint16_t)gy };
    s->path.clear();
    double len = 0;
    bool first_done = false, none = false;
    struct gppc_path r;
    out->calls = 0;
    do {
        uint64_t t0 = now_ns();
        r = gppc_get_path(s->data, S, G);
        uint64_t dt = now_ns() - t0;
        out->calls++;
        if (dt > out->longest_call_ns)
            out->longest_call_ns = dt;
        if (!first_done)
            out->first20_ns += dt;
        if (r.length == 0) {
            none = true;            // GPPC: an empty answer is "no path", whatever came before
            break;
        }
        for (uint32_t i = 0; i < r.length; i++) {
            if (!s->path.empty()) {
                double dx = (double)r.path[i].x - s->path.back().x, dy = (double)r.path[i].y - s->path.back().y;
                len += std::sqrt(dx * dx + dy * dy);
            }
            s->path.push_back(r.path[i]);
        }
        first_done = first_done || len >= 20.0 - 1e-6;
    } while (r.incomplete && out->calls < DYN_MAX_CALLS);
    if (r.incomplete && !none) {
        std::fprintf(stderr, "%s: gppc_get_path did not complete after %u calls\n", variant_name, out->calls);
        return PF_ERR_LIMIT;
    }
    if (none) {
        if (start != goal)
            return PF_NO_PATH;
        s->path.assign(1, S);       // start = goal: the start alone
    }
    return gppc_grid_answer(s->path, g, out, variant_name);
}

static std::string about_text;
static struct pf_plugin_variant variant;
static struct pf_plugin plugin;

extern "C" __attribute__((visibility("default"))) const struct pf_plugin *
pf_plugin_entry(const struct pf_plugin_host *host)
{
    (void)host;
    about_text = std::string("GPPC dynamic-track entry ") + gppc_get_name() +
                 (GPPC_PLUGIN_OPTIMAL ? " (declared optimal)" : " (not declared optimal)");
    variant.preprocess = dyn_preprocess;
    variant.release = dyn_release;
    variant.setup = dyn_setup;
    variant.teardown = dyn_teardown;
    variant.search = dyn_search;
    variant.map_change = dyn_map_change;
    return gppc_grid_plugin(&variant, &plugin, about_text.c_str());
}
