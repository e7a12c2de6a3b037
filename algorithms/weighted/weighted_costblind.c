/* weighted_costblind.c: the 2D searches that ignore costs (A* with unit costs, BFS, the generic
 * searches), run on weighted terrain as they are: shown as not optimal, their paths' costs
 * measured under the rule, so the report shows what ignoring the weights costs. */
#include "weighted_search.h"

/* The grid algorithm's own search on the weighted context (its grid arrays are the 2D grid's
 * under model 8), then the path's cost under the context's rule. */
static int run_grid(const struct pf_alg *a, struct pf_search_ctx *ctx, const struct pf_variant *v,
                    pf_node start, pf_node goal, struct pf_result *res)
{
    int rc = a->search(ctx, v, start, goal, res);
    if (rc == PF_OK)
        pf_wfinish(ctx, start, goal, PF_COST_INF, res);
    return rc;
}

static int wbfs(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                struct pf_result *res)
{
    return run_grid(&pf_alg_bfs, ctx, v, start, goal, res);
}

static int wgeneric(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                    struct pf_result *res)
{
    return run_grid(&pf_alg_generic, ctx, v, start, goal, res);
}

static int wblind(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                  struct pf_result *res)
{
    return run_grid(&pf_alg_best_first, ctx, v, start, goal, res);
}

/* The 2D A* on the map's walls (a cardinal move 1, a diagonal sqrt 2, whatever the terrain):
 * the path a cost-blind game would walk, measured under the weights. Optimal on no cost rule. */
const struct pf_alg pf_alg_wblind = {
    .name = "astar-unweighted",
    .domain = &pf_domain_weighted,
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .search = wblind,
};

/* Fewest moves, whatever they cost: optimal on no cost rule. */
const struct pf_alg pf_alg_wbfs = {
    .name = "bfs",
    .domain = &pf_domain_weighted,
    .search = wbfs,
};

const struct pf_alg pf_alg_wgeneric = {
    .name = "generic",
    .domain = &pf_domain_weighted,
    .search = wgeneric,
};
