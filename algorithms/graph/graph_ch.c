/* graph_ch.c: contraction hierarchies on node graphs as a registry algorithm: the hierarchy is
 * the preprocessing (built once per graph from its own CSR arcs), the query ch_query.c's. */
#include <stdio.h>
#include <stdlib.h>
#include "ch.h"
#include "graph_ctx.h"
#include "search_ctx.h"

/* A witness search settles at most this many nodes, looks at this many arcs and follows paths
 * of at most this many arcs. */
#define GCH_WITNESS_SETTLED 50u
#define GCH_WITNESS_ARCS 1000u
#define GCH_WITNESS_HOPS 8u
/* The preprocessing may settle as many nodes as this many queries may expand: it is paid once
 * for every query of the graph (the 200,000-node waypoint graph takes about 2 x 10^8, the
 * graphs suite's budget is 5 x 10^7 a query). */
#define GCH_BUDGET_QUERIES 100u

static void gch_release(void *data)
{
    if (data)
        pf_ch_free(data);
    free(data);
}

/* The hierarchy of the context's graph. The context's expansion budget (pf_ctx_set_budget)
 * times GCH_BUDGET_QUERIES caps the nodes the witness searches settle; past it, or past the
 * context's preprocessing time limit (pf_ctx_set_prep_seconds), the preprocessing is refused (PF_BUDGET) and the context's note says which. */
static int gch_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    (void)v;
    const struct pf_graph *g = ctx->graph;
    struct pf_ch *ch = malloc(sizeof *ch);
    if (!ch)
        return PF_ERR_NOMEM;
    const struct pf_ch_input in = { g->num_nodes, g->first, g->head, g->w };
    const uint64_t settle_cap = ctx->budget > UINT64_MAX / GCH_BUDGET_QUERIES ? UINT64_MAX
                                                                             : ctx->budget * GCH_BUDGET_QUERIES;
    const struct pf_ch_limits lim = { GCH_WITNESS_SETTLED, GCH_WITNESS_HOPS, GCH_WITNESS_ARCS, settle_cap,
                                      ctx->prep_seconds };
    char why[240];
    int rc = pf_ch_build(ch, &in, &lim, why, sizeof why);
    if (rc != PF_OK) {
        free(ch);
        if (*why)
            snprintf(ctx->note, sizeof ctx->note, "%s", why);
        return rc;
    }
    *data = ch;
    *bytes = ch->bytes;
    return PF_OK;
}

static int gch_save(const void *data, size_t bytes, FILE *f)
{
    (void)bytes;
    return pf_ch_save(data, f);
}

/* a hierarchy of this graph's node count, checked whole (ch_io.c) */
static int gch_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                    size_t *bytes)
{
    (void)v;
    struct pf_ch *ch = malloc(sizeof *ch);
    if (!ch)
        return PF_ERR_NOMEM;
    int rc = pf_ch_load(ch, f, size, ctx->graph->num_nodes);
    if (rc != PF_OK) {
        free(ch);
        return rc;
    }
    *data = ch;
    *bytes = ch->bytes;
    return PF_OK;
}

static void gch_teardown(void *scratch)
{
    if (scratch)
        pf_ch_query_free(scratch);
    free(scratch);
}

/* The query's state over the hierarchy, made once per context before any query. */
static int gch_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    const struct pf_ch *ch = ctx_prep(ctx, v->alg);
    struct pf_ch_query *q = malloc(sizeof *q);
    if (!ch || !q || pf_ch_query_init(q, ch) != PF_OK) {
        free(q);
        return PF_ERR_NOMEM;
    }
    *scratch = q;
    *bytes = q->bytes;
    return PF_OK;
}

static int gch_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                      struct pf_result *res)
{
    struct pf_ch_query *q = ctx_scratch(ctx, v->alg);
    int rc = pf_ch_query(q, start, goal, ctx->budget, res);
    if (rc == PF_OK)
        res->cost = (double)res->g / ctx->graph->scale;
    return rc;
}

const struct pf_alg pf_alg_graph_ch = {
    .name = "ch",
    .domain = PF_DOMAIN_GRAPH,
    .optimal_on = PF_MOVES_BIT(PF_MOVES_GRAPH),
    .needs = PF_NEEDS_PREPROCESS,
    .preprocess_ctx = gch_preprocess,
    .release = gch_release,
    .prep_save = gch_save,
    .prep_load = gch_load,
    .setup = gch_setup,
    .teardown = gch_teardown,
    .search = gch_search,
};
