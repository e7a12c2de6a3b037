/* hex_search.c: the one query entry point of the hex domain: the nodes checked, the context
 * prepared and the search of the kind asked for run. */
#include <string.h>
#include "hex_ctx.h"

int pf_hex_search_optimal(const struct pf_hex_search *s)
{
    return s->kind != PF_HEX_GENERIC;
}

int pf_hex_search(struct pf_hex_ctx *ctx, const struct pf_hex_search *s, pf_node start, pf_node goal,
                  struct pf_result *res)
{
    const struct pf_hex_map *m = ctx->m;
    memset(res, 0, sizeof *res);
    int32_t x, y;
    if (start >= m->grid.num_nodes || goal >= m->grid.num_nodes)
        return res->status = PF_ERR_ARG;
    pf_hex_xy(m, start, &x, &y);
    if (!pf_grid_in_bounds(&m->grid, x, y))
        return res->status = PF_ERR_ARG;
    pf_hex_xy(m, goal, &x, &y);
    if (!pf_grid_in_bounds(&m->grid, x, y))
        return res->status = PF_ERR_ARG;
    int rc = pf_hex_ctx_prepare(ctx, s);
    if (rc != PF_OK)
        return res->status = rc;
    pf_hex_ctx_begin(ctx, res);
    switch (s->kind) {
    case PF_HEX_BEST_FIRST:
        return pf_hex_best_first(ctx, s->open ? s->open : &pf_open_heap, s->heuristic, start, goal, res);
    case PF_HEX_BFS:
        return pf_hex_bfs(ctx, start, goal, res);
    case PF_HEX_GENERIC:
        return pf_hex_generic(ctx, s->pick, start, goal, res);
    case PF_HEX_BIDIR:
        return ctx->tr ? pf_hex_bidir_traced(ctx, start, goal, res) : pf_hex_bidir(ctx, start, goal, res);
    }
    return res->status = PF_ERR_ARG;
}
