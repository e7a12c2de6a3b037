// gppc_grid_plugin.h: what both grid adapters (classic and dynamic-track entries) do alike: the
// map as GPPC's harness gives it, an entry's path as the host's answer, and the plugin of one
// variant, gppc/<name>, that they return (each sets its own functions).
#ifndef GPPC_GRID_PLUGIN_H
#define GPPC_GRID_PLUGIN_H

#include <cstdio>
#include <vector>

#include "pf_plugin.h"
#include "gppc_plugin_config.h"

// Traversable for GPPC: the land class ('.', 'G', 'S'); GPPC treats water as blocked.
static inline bool gppc_free(const struct pf_grid *g, int32_t x, int32_t y)
{
    return g->cls[pf_grid_node(g, x, y)] == PF_CLS_LAND;
}

// The map as GPPC's harness gives it: row-major, true where traversable.
static inline std::vector<bool> gppc_bits(const struct pf_grid *g)
{
    std::vector<bool> bits((size_t)g->width * (size_t)g->height);
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            bits[(size_t)y * g->width + x] = gppc_free(g, x, y);
    return bits;
}

// An entry's path (points with x and y) into out as one segment path for the host to expand and
// validate; a point off the map becomes a node outside the grid (the host names that segment).
// PF_ERR_LIMIT, said on stderr under who's name, when it has more points than the map has cells.
template <class Point>
static inline int gppc_grid_answer(const std::vector<Point> &path, const struct pf_grid *g,
                                   struct pf_plugin_answer *out, const char *who)
{
    if (path.size() > out->path_cap) {
        std::fprintf(stderr, "%s: a path of %zu points, more than the %u cells of the map\n", who,
                     path.size(), out->path_cap);
        return PF_ERR_LIMIT;
    }
    for (size_t i = 0; i < path.size(); i++) {
        const Point &q = path[i];
        out->path[i] = pf_grid_in_bounds(g, q.x, q.y) ? pf_grid_node(g, q.x, q.y) : PF_NONE;
    }
    out->path_len = (uint32_t)path.size();
    out->segments = 1;
    return PF_OK;
}

// v's name, about line, model 8 only (optimal there when the build declared it), and p holding
// v alone; the adapter has set v's functions. Returns p.
static inline const struct pf_plugin *gppc_grid_plugin(struct pf_plugin_variant *v, struct pf_plugin *p,
                                                       const char *about)
{
    v->name = "gppc/" GPPC_PLUGIN_NAME;
    v->about = about;
    v->algo = "gppc";
    v->heuristic = nullptr;
    v->optimal_on = GPPC_PLUGIN_OPTIMAL ? PF_MOVES_BIT(PF_MOVES_8) : 0u;
    v->runs_on = PF_MOVES_BIT(PF_MOVES_8);
    v->limits = "GPPC entries search 8-connected grids without corner cutting (model 8) only";
    p->abi = PF_PLUGIN_ABI;
    p->name = "gppc-" GPPC_PLUGIN_NAME;
    p->num_variants = 1;
    p->variants = v;
    p->build = GPPC_PLUGIN_BUILD;
    return p;
}

#endif
