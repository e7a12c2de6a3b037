/* context_domains.c: search contexts over voxel volumes, node graphs and weighted terrain: their tables of the
 * calls that depend on a context's domain (free places, path checks, what must be optimal). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_graph.h"
#include "search_ctx.h"
#include "pf_voxel.h"
#include "pf_weighted.h"

_Static_assert(PF_VOX_MOVES_26 == PF_MOVES_26, "pf_voxel.h's model bit is the 26-neighbour model");

/* ---- Voxel volumes ------------------------------------------------------------------ */

static void voxel_free(struct pf_search_ctx *ctx)
{
    pf_voxel_ctx_destroy(ctx->vctx);
    ctx->vctx = NULL;
}

static size_t voxel_bytes(const struct pf_search_ctx *ctx) { return pf_voxel_ctx_bytes(ctx->vctx); }

static int voxel_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return !pf_voxel_blocked_node(ctx->vox, n);
}

static int voxel_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                          pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_voxel_path_validate(ctx->vox, path, len, start, goal, cost, why, why_len);
}

static void voxel_visit(const struct pf_search_ctx *ctx,
                        void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg)
{
    pf_voxel_ctx_visit(ctx->vctx, fn, arg);
}

static const struct ctx_domain voxel_domain = {
    .free = voxel_free, .bytes = voxel_bytes, .node_free = voxel_node_free,
    .validate = voxel_validate, .visit = voxel_visit,
};

struct pf_search_ctx *pf_ctx_create_voxel(const struct pf_voxels *v)
{
    struct pf_search_ctx *ctx =
        pf_ctx_alloc(PF_DOMAIN_VOXEL, &voxel_domain, PF_MOVES_26, (uint32_t)v->num_nodes);
    if (!ctx)
        return NULL;
    ctx->vox = v;
    ctx->vctx = pf_voxel_ctx_create(v, 0);
    if (!ctx->vctx) {
        free(ctx);
        return NULL;
    }
    return ctx;
}

/* ---- Node graphs -------------------------------------------------------------------- */

static void graph_free(struct pf_search_ctx *ctx)
{
    pf_graph_ctx_destroy(ctx->gctx);
    ctx->gctx = NULL;
}

static size_t graph_bytes(const struct pf_search_ctx *ctx) { return pf_graph_ctx_bytes(ctx->gctx); }

static int graph_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    (void)ctx;
    (void)n;
    return 1;                                   /* every node of a graph is a place */
}

static int graph_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                          pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_graph_path_validate(ctx->graph, path, len, start, goal, NULL, cost, why, why_len);
}

static int graph_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why,
                      size_t why_len)
{
    char r[200] = "";
    int ok = (!v->hg || pf_graph_heuristic_runs(ctx->graph, v->hg, r, sizeof r)) &&
             (!(v->alg->needs & PF_NEEDS_OPEN) || pf_graph_open_runs(ctx->graph, v->open, r, sizeof r));
    if (!ok && why && why_len)
        snprintf(why, why_len, "%s cannot search this graph: %s", v->name, r);
    return ok;
}

/* a geometric heuristic is admissible on a graph only when its arcs are no shorter than the
 * distance between their ends: the graph library's rule (positions and bad_arc) */
static int graph_admissible(const struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    return !v->hg || pf_graph_heuristic_admissible(ctx->graph, v->hg, NULL, 0);
}

static void graph_visit_nodes(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed),
                              void *arg)
{
    pf_graph_ctx_visit(ctx->gctx, fn, arg);
}

/* the arcs and their costs: what a preprocessing reads (positions only guide heuristics) */
static void graph_content_id(const struct pf_search_ctx *ctx, char out[17])
{
    const struct pf_graph *g = ctx->graph;
    uint64_t h = pf_fnv(PF_FNV_START, &g->num_nodes, sizeof g->num_nodes);
    h = pf_fnv(h, &g->num_arcs, sizeof g->num_arcs);
    h = pf_fnv(h, &g->scale, sizeof g->scale);
    h = pf_fnv(h, g->first, ((size_t)g->num_nodes + 1) * sizeof *g->first);
    h = pf_fnv(h, g->head, (size_t)g->num_arcs * sizeof *g->head);
    h = pf_fnv(h, g->w, (size_t)g->num_arcs * sizeof *g->w);
    snprintf(out, 17, "%016" PRIx64, h);
}

static const struct ctx_domain graph_domain = {
    .free = graph_free, .bytes = graph_bytes, .node_free = graph_node_free,
    .validate = graph_validate, .runs = graph_runs, .admissible = graph_admissible,
    .visit_nodes = graph_visit_nodes, .content_id = graph_content_id,
};

struct pf_search_ctx *pf_ctx_create_graph(const struct pf_graph *g)
{
    struct pf_search_ctx *ctx =
        pf_ctx_alloc(PF_DOMAIN_GRAPH, &graph_domain, PF_MOVES_GRAPH, g->num_nodes);
    if (!ctx)
        return NULL;
    ctx->graph = g;
    ctx->gctx = pf_graph_ctx_create(g);
    if (!ctx->gctx) {
        free(ctx);
        return NULL;
    }
    return ctx;
}

/* ---- Weighted terrain ---------------------------------------------------------------
 * The 2D grid's context on the map's walls under model 8 (its masks forbid corner cutting,
 * as both cost rules do), with the domain, the cost rule and the costs on top. */

static int weighted_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return ctx->wgrid->cost[n] != 0;
}

static int weighted_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                             pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_wpath_validate(ctx->wgrid, ctx->moves, path, len, start, goal, cost, NULL, why, why_len);
}

/* what the map allows: the bucket queue only where its window holds the dearest moves */
static int weighted_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len)
{
    char r[240] = "";
    if (!(v->alg->needs & PF_NEEDS_OPEN) || pf_wgrid_open_runs(ctx->wgrid, v->open, r, sizeof r))
        return 1;
    if (why && why_len)
        snprintf(why, why_len, "%s cannot search this map: %s", v->name, r);
    return 0;
}

/* the labels' grid and every cell's fixed cost (the same labels may carry other costs) */
static void weighted_content_id(const struct pf_search_ctx *ctx, char out[17])
{
    const struct pf_wgrid *w = ctx->wgrid;
    char grid[17];
    pf_grid_content_id(&w->grid, grid);
    uint64_t h = pf_fnv(PF_FNV_START, grid, 16);
    h = pf_fnv(h, w->cost, (size_t)w->grid.num_nodes * sizeof *w->cost);
    snprintf(out, 17, "%016" PRIx64, h);
}

static const struct ctx_domain weighted_domain = {
    .bytes = pf_ctx_grid_bytes, .node_free = weighted_node_free, .validate = weighted_validate,
    .runs = weighted_runs, .content_id = weighted_content_id,
};

struct pf_search_ctx *pf_ctx_create_weighted(const struct pf_wgrid *w, enum pf_moves m)
{
    if (!pf_wrule(m))
        return NULL;
    struct pf_search_ctx *ctx = pf_ctx_create(&w->grid, PF_MOVES_8);
    if (!ctx)
        return NULL;
    ctx->domain = PF_DOMAIN_WEIGHTED;
    ctx->dom = &weighted_domain;
    ctx->moves = m;
    ctx->wgrid = w;
    return ctx;
}

const struct pf_wgrid *pf_ctx_wgrid(const struct pf_search_ctx *ctx) { return ctx->wgrid; }
