/* graph_alg.c: the node-graph domain's searches as registry algorithms: best-first search
 * (A*, Dijkstra with zero, weighted A*) and BFS over a context made by pf_ctx_create_graph. */
#include "graph_ctx.h"
#include "search_ctx.h"

/* The graph library's view of a registry variant (no allocation: on the stack per query). */
static struct pf_graph_variant as_graph_variant(const struct pf_variant *v, const struct pf_graph_alg *a)
{
    struct pf_graph_variant gv = { v->name, a, pf_hgraph(v->heuristic), v->open, v->weight, v->algo };
    return gv;
}

/* A query of graph algorithm a: the budget, and the step log when tracing (emptied). */
static int graph_run(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_graph_alg *a,
                     pf_node start, pf_node goal, struct pf_result *res)
{
    struct pf_graph_variant gv = as_graph_variant(v, a);
    pf_graph_ctx_set_budget(ctx_gstate(ctx), ctx->budget);
    ctx_trace_clear(ctx);
    ctx_gstate(ctx)->tr = ctx->steps ? ctx : NULL;
    return pf_graph_search(ctx_gstate(ctx), &gv, start, goal, res);
}

static int graph_best_first(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                            pf_node goal, struct pf_result *res)
{
    return graph_run(ctx, v, &pf_galg_best_first, start, goal, res);
}

static int graph_bfs(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                     pf_node goal, struct pf_result *res)
{
    return graph_run(ctx, v, ctx->steps ? &pf_galg_bfs_traced : &pf_galg_bfs, start, goal, res);
}

/* The variant's open list, made before its first query rather than inside it; a list that
 * cannot run on this graph (the bucket queue over too wide arc costs) is refused here. */
static int graph_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    const struct pf_open_ops *ops = v->open ? v->open : &pf_open_heap;
    if (!(v->alg->needs & PF_NEEDS_OPEN))
        return PF_OK;
    if (!pf_graph_open_runs(ctx_graph(ctx), ops, NULL, 0))
        return PF_ERR_ARG;
    /* made once; emptying it is the next query's work, inside its time (never here) */
    if (ctx_gstate(ctx)->open && ctx_gstate(ctx)->open_ops == ops)
        return PF_OK;
    return pf_graph_ctx_use_open(ctx_gstate(ctx), ops);
}

const struct pf_alg pf_alg_graph_best_first = {
    .name = "astar",
    .domain = &pf_domain_graph,
    .optimal_on = PF_MOVES_BIT(PF_MOVES_GRAPH),
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .prepare = graph_prepare,
    .search = graph_best_first,
};

const struct pf_alg pf_alg_graph_bfs = {
    .name = "bfs",
    .domain = &pf_domain_graph,
    .optimal_on = 0,                   /* fewest arcs, not least cost */
    .search = graph_bfs,
};
