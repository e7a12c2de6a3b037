/* voxel_alg.c: the voxel domain's searches as registry algorithms: best-first search (A*,
 * Dijkstra with zero, weighted A*) and BFS over a context made by pf_ctx_create_voxel (the
 * generic search is its own file, voxel_generic.c). */
#include <string.h>
#include "search_ctx.h"
#include "pf_voxel.h"
#include "voxel_state.h"

/* A voxel result as the harness's result: the same counters, costs and path, and the paged
 * state the query took (touched voxels, their bytes); also for voxel_generic.c. */
int pf_vx_to_result(int rc, const struct pf_voxel_result *vr, struct pf_result *res)
{
    memset(res, 0, sizeof *res);
    res->status = vr->status;
    res->g = vr->g;
    res->cost = vr->cost;
    res->path = vr->path;
    res->path_len = vr->path_len;
    res->c = vr->c;
    res->touched = vr->touched;
    res->state_bytes = vr->state_bytes;
    return rc;
}

static int voxel_best_first(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                            pf_node goal, struct pf_result *res)
{
    struct pf_voxel_result vr;
    pf_voxel_ctx_set_budget(ctx_vstate(ctx), ctx->budget);
    ctx_vstate(ctx)->steps = ctx->steps;   /* the step log of a traced context, else NULL */
    return pf_vx_to_result(pf_voxel_astar(ctx_vstate(ctx), pf_h3d(v->heuristic), v->open, v->weight, start, goal, &vr), &vr, res);
}

static int voxel_bfs(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                     pf_node goal, struct pf_result *res)
{
    (void)v;
    struct pf_voxel_result vr;
    pf_voxel_ctx_set_budget(ctx_vstate(ctx), ctx->budget);
    ctx_vstate(ctx)->steps = ctx->steps;
    return pf_vx_to_result(pf_voxel_bfs(ctx_vstate(ctx), start, goal, &vr), &vr, res);
}

/* The variant's open list, made before its first query rather than inside it. */
static int voxel_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    return v->open && !pf_vx_open(ctx_vstate(ctx), v->open) ? PF_ERR_NOMEM : PF_OK;
}

const struct pf_alg pf_alg_voxel_best_first = {
    .name = "astar",
    .domain = &pf_domain_voxel,
    .optimal_on = PF_MOVES_BIT(PF_MOVES_26),
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .prepare = voxel_prepare,
    .search = voxel_best_first,
};

const struct pf_alg pf_alg_voxel_bfs = {
    .name = "bfs",
    .domain = &pf_domain_voxel,
    .optimal_on = 0,                   /* fewest moves, not least cost */
    .search = voxel_bfs,
};
