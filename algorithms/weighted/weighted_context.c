/* weighted_context.c: the search context of weighted terrain: the cell grid's context on the
 * map's walls with model 8's masks (they forbid corner cutting, as both cost rules do), the cost
 * rule as its model and the costs (struct pf_wgrid) as its space; and its calls (a map that
 * changes is followed as a 2D map is). */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include "pf_weighted.h"
#include "search_ctx.h"
#include "weighted_search.h"

static const struct pf_wgrid *wmap(const struct pf_search_ctx *ctx) { return ctx->space; }

static int weighted_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return wmap(ctx)->cost[n] != 0;
}

static int weighted_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                             pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_wpath_validate(wmap(ctx), ctx->moves, path, len, start, goal, cost, NULL, why, why_len);
}

/* what the map allows: the bucket queue only where its window holds the dearest moves */
static int weighted_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len)
{
    char r[240] = "";
    if (!(v->alg->needs & PF_NEEDS_OPEN) || pf_wgrid_open_runs(wmap(ctx), v->open, r, sizeof r))
        return 1;
    if (why && why_len)
        snprintf(why, why_len, "%s cannot search this map: %s", v->name, r);
    return 0;
}

/* the labels' grid and every cell's fixed cost (the same labels may carry other costs) */
static void weighted_content_id(const struct pf_search_ctx *ctx, char out[17])
{
    const struct pf_wgrid *w = wmap(ctx);
    char grid[17];
    pf_grid_content_id(&w->grid, grid);
    uint64_t h = pf_fnv(PF_FNV_START, grid, 16);
    h = pf_fnv(h, w->cost, (size_t)w->grid.num_nodes * sizeof *w->cost);
    snprintf(out, 17, "%016" PRIx64, h);
}

const struct pf_ctx_ops pf_weighted_ctx_ops = {
    .bytes = pf_ctx_grid_bytes, .node_free = weighted_node_free, .validate = weighted_validate,
    .runs = weighted_runs, .content_id = weighted_content_id,
    /* a change of labels (pf_wgrid_apply_patch): the walls' masks and stamps, as on 2D maps;
     * the costs are read from the map at each query */
    .map_change = pf_ctx_cells_changed,
};

struct pf_search_ctx *pf_ctx_create_weighted(const struct pf_wgrid *w, enum pf_moves m)
{
    if (!pf_wrule(m))
        return NULL;
    struct pf_search_ctx *ctx = pf_ctx_create_cells(&pf_domain_weighted, &w->grid, PF_MOVES_8, m);
    if (!ctx)
        return NULL;
    ctx->space = w;
    return ctx;
}

const struct pf_wgrid *pf_ctx_wgrid(const struct pf_search_ctx *ctx)
{
    return ctx->domain == &pf_domain_weighted ? ctx->space : NULL;
}

/* Every weighted search's last step (weighted_search.h), here so that the searches' files
 * call it without calling one another. */
void pf_wfinish(struct pf_search_ctx *ctx, pf_node start, pf_node goal, pf_cost g, struct pf_result *res)
{
    char why[160];
    double c = 0;
    pf_cost fx = 0;
    if (!pf_wpath_validate(ctx_wmap(ctx), ctx->moves, res->path, res->path_len, start, goal, &c, &fx, why,
                           sizeof why))
        c = NAN;                        /* the harness's validator names the fault */
    res->g = g == PF_COST_INF ? fx : g;
    res->cost = c;
}
