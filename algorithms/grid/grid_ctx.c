/* grid_ctx.c: the search context of the 2D grid domain: the cell grid's context under one of
 * the four models, and its calls (free cells, the path check, the map's content id). */
#include "search_ctx.h"

static int grid_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return ctx->grid->cls[n] != PF_CLS_BLOCKED;
}

static int grid_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                         pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_path_validate(ctx->grid, ctx->moves, path, len, start, goal, cost, why, why_len);
}

static void grid_content_id(const struct pf_search_ctx *ctx, char out[17]) { pf_grid_content_id(ctx->grid, out); }

const struct pf_ctx_ops pf_grid_ctx_ops = {
    .bytes = pf_ctx_grid_bytes, .node_free = grid_node_free, .validate = grid_validate,
    .content_id = grid_content_id, .map_change = pf_ctx_cells_changed,
};

struct pf_search_ctx *pf_ctx_create(const struct pf_grid *g, enum pf_moves m)
{
    return pf_ctx_create_cells(&pf_domain_grid, g, m, m);
}
