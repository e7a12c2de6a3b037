/* graph_ch.c: contraction hierarchies on node graphs as a registry algorithm: the hierarchy is
 * the preprocessing (built once per graph from its own CSR arcs, ch_alg.c), the query
 * ch_query.c's. */
#include "ch_alg.h"
#include "graph_ctx.h"
#include "search_ctx.h"

static int gch_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    (void)v;
    const struct pf_graph *g = ctx_graph(ctx);
    const struct pf_ch_input in = { g->num_nodes, g->first, g->head, g->w };
    return pf_ch_alg_build(ctx, &in, data, bytes);
}

static int gch_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                      struct pf_result *res)
{
    struct pf_ch_query *q = ctx_scratch(ctx, v->alg);
    ctx_trace_clear(ctx);
    q->tr = ctx->steps ? ctx : NULL;   /* the hierarchy's input nodes are the graph's */
    q->tr_cell = NULL;
    int rc = pf_ch_query(q, start, goal, ctx->budget, res);
    if (rc == PF_OK)
        res->cost = (double)res->g / ctx_graph(ctx)->scale;
    return rc;
}

const struct pf_alg pf_alg_graph_ch = {
    .name = "ch",
    .domain = &pf_domain_graph,
    .optimal_on = PF_MOVES_BIT(PF_MOVES_GRAPH),
    .needs = PF_NEEDS_PREPROCESS,
    .preprocess_ctx = gch_preprocess,
    .release = pf_ch_alg_release,
    .prep_save = pf_ch_alg_save,
    .prep_load = pf_ch_alg_load,
    .setup = pf_ch_alg_setup,
    .teardown = pf_ch_alg_teardown,
    .search = gch_search,
};
