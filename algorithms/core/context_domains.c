/* context_domains.c: search contexts over voxel volumes and node graphs, and the calls that
 * depend on a context's domain (free places, path checks, what must be optimal). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_graph.h"
#include "search_ctx.h"
#include "pf_voxel.h"

_Static_assert(PF_VOX_MOVES_26 == PF_MOVES_26, "pf_voxel.h's model bit is the 26-neighbour model");

static struct pf_search_ctx *domain_ctx(enum pf_domain d, enum pf_moves m, uint64_t nodes)
{
    struct pf_search_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    ctx->domain = d;
    ctx->moves = m;
    ctx->num_nodes = (uint32_t)nodes;
    ctx->epoch = PF_ST_EPOCH;
    ctx->rng = 0x9E3779B97F4A7C15ull;
    return ctx;
}

struct pf_search_ctx *pf_ctx_create_voxel(const struct pf_voxels *v)
{
    struct pf_search_ctx *ctx = domain_ctx(PF_DOMAIN_VOXEL, PF_MOVES_26, v->num_nodes);
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

struct pf_search_ctx *pf_ctx_create_graph(const struct pf_graph *g)
{
    struct pf_search_ctx *ctx = domain_ctx(PF_DOMAIN_GRAPH, PF_MOVES_GRAPH, g->num_nodes);
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

void pf_ctx_domain_free(struct pf_search_ctx *ctx)
{
    if (ctx->vctx)
        pf_voxel_ctx_destroy(ctx->vctx);
    if (ctx->gctx)
        pf_graph_ctx_destroy(ctx->gctx);
    ctx->vctx = NULL;
    ctx->gctx = NULL;
}

size_t pf_ctx_domain_bytes(const struct pf_search_ctx *ctx)
{
    return ctx->vctx ? pf_voxel_ctx_bytes(ctx->vctx) : ctx->gctx ? pf_graph_ctx_bytes(ctx->gctx) : 0;
}

enum pf_domain pf_ctx_domain(const struct pf_search_ctx *ctx) { return ctx->domain; }
const struct pf_voxels *pf_ctx_voxels(const struct pf_search_ctx *ctx) { return ctx->vox; }
const struct pf_graph *pf_ctx_graph(const struct pf_search_ctx *ctx) { return ctx->graph; }
uint64_t pf_ctx_num_nodes(const struct pf_search_ctx *ctx) { return ctx->num_nodes; }

int pf_ctx_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    if (n >= ctx->num_nodes)
        return 0;
    switch (ctx->domain) {
    case PF_DOMAIN_VOXEL: return !pf_voxel_blocked_node(ctx->vox, n);
    case PF_DOMAIN_GRAPH: return 1;
    default: return ctx->grid->cls[n] != PF_CLS_BLOCKED;
    }
}

int pf_ctx_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                    pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    switch (ctx->domain) {
    case PF_DOMAIN_VOXEL:
        return pf_voxel_path_validate(ctx->vox, path, len, start, goal, cost, why, why_len);
    case PF_DOMAIN_GRAPH:
        return pf_graph_path_validate(ctx->graph, path, len, start, goal, NULL, cost, why, why_len);
    default:
        return pf_path_validate(ctx->grid, ctx->moves, path, len, start, goal, cost, why, why_len);
    }
}

int pf_ctx_visit_touched(const struct pf_search_ctx *ctx,
                         void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg)
{
    if (ctx->domain != PF_DOMAIN_VOXEL)
        return PF_ERR_ARG;
    pf_voxel_ctx_visit(ctx->vctx, fn, arg);
    return PF_OK;
}

int pf_ctx_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len)
{
    if (!pf_variant_runs_on(v, ctx->moves, why, why_len))
        return 0;
    if (ctx->domain != PF_DOMAIN_GRAPH)
        return 1;
    char r[200] = "";
    int ok = (!v->hg || pf_graph_heuristic_runs(ctx->graph, v->hg, r, sizeof r)) &&
             (!(v->alg->needs & PF_NEEDS_OPEN) || pf_graph_open_runs(ctx->graph, v->open, r, sizeof r));
    if (!ok && why && why_len)
        snprintf(why, why_len, "%s cannot search this graph: %s", v->name, r);
    return ok;
}

int pf_ctx_should_be_optimal(const struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    if (!pf_variant_should_be_optimal(v, ctx->moves))
        return 0;
    /* a geometric heuristic is admissible on a graph only when its arcs are no shorter than
     * the distance between their ends: the graph library's rule (positions and bad_arc) */
    if (ctx->domain == PF_DOMAIN_GRAPH && v->hg)
        return pf_graph_heuristic_admissible(ctx->graph, v->hg, NULL, 0);
    return 1;
}
