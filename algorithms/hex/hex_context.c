/* hex_context.c: the registry's search context of a hex map: its space the map, its state the
 * hex search state (struct pf_hex_ctx), and its calls (free cells, the path check, the nodes a
 * query reached, the content id, a path's cost). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include "hex_ctx.h"
#include "search_ctx.h"

static const struct pf_hex_map *hmap(const struct pf_search_ctx *ctx) { return ctx->space; }

static void hex_free(struct pf_search_ctx *ctx)
{
    pf_hex_ctx_destroy(ctx->state);
    ctx->state = NULL;
}

/* the hex state and, when tracing, the registry context's trace */
static size_t hex_bytes(const struct pf_search_ctx *ctx)
{
    return pf_hex_ctx_bytes(ctx->state) + (ctx->trace ? (size_t)ctx->num_nodes * sizeof *ctx->trace : 0);
}

static int hex_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    int32_t x, y;
    pf_hex_xy(hmap(ctx), n, &x, &y);
    return pf_grid_in_bounds(&hmap(ctx)->grid, x, y) && pf_hex_free(hmap(ctx), n);
}

static int hex_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len, pf_node start,
                        pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_hex_validate(hmap(ctx), path, len, start, goal, cost, why, why_len);
}

static void hex_visit_nodes(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed),
                            void *arg)
{
    pf_hex_ctx_visit(ctx->state, fn, arg);
}

/* the cells' characters, marked as read under hex moves (the same rows as a 2D map differ) */
static void hex_content_id(const struct pf_search_ctx *ctx, char out[17])
{
    char grid[17];
    pf_grid_content_id(&hmap(ctx)->grid, grid);
    uint64_t h = pf_fnv(PF_FNV_START, "hex", 3);
    h = pf_fnv(h, grid, 16);
    snprintf(out, 17, "%016" PRIx64, h);
}

/* every step costs one */
static void hex_path_cost(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                          struct pf_result *res)
{
    (void)ctx;
    (void)path;
    uint32_t steps = len ? len - 1 : 0;
    res->g = (pf_cost)steps * PF_HEX_STEP;
    res->cost = (double)steps;
}

const struct pf_ctx_ops pf_hex_ctx_ops = {
    .free = hex_free, .bytes = hex_bytes, .node_free = hex_node_free, .validate = hex_validate,
    .visit_nodes = hex_visit_nodes, .content_id = hex_content_id, .path_cost = hex_path_cost,
};

/* Its grid is the map's cell grid (the trace's nodes, pf_ctx_grid), never searched as a 2D grid:
 * the hex algorithms are the only ones a hex context runs. */
struct pf_search_ctx *pf_ctx_create_hex(const struct pf_hex_map *m)
{
    struct pf_search_ctx *ctx = pf_ctx_alloc(&pf_domain_hex, (enum pf_moves)PF_MOVES_HEX, m->grid.num_nodes);
    if (!ctx)
        return NULL;
    struct pf_hex_ctx *hc = pf_hex_ctx_create(m);
    if (!hc) {
        free(ctx);
        return NULL;
    }
    ctx->grid = &m->grid;
    ctx->space = m;
    ctx->state = hc;
    return ctx;
}

const struct pf_hex_map *pf_ctx_hex_map(const struct pf_search_ctx *ctx)
{
    return ctx->domain == &pf_domain_hex ? ctx->space : NULL;
}
