/* grid_ch.c: contraction hierarchies on the 2D grid itself: the graph is the grid's legal moves
 * under the context's model (its move masks: no corner cutting under 8), a cardinal move costing
 * PF_CARD and a diagonal one PF_DIAG, the units every 2D search orders by; the hierarchy is built
 * once per map and model (ch_alg.c) and a query's path comes back as cells.
 *
 * Optimal under every model, as the hierarchy is exact on the graph it was given (ch_query.c
 * states why) and that graph is the grid's move graph, arc for arc. */
#include <stdlib.h>
#include "ch_alg.h"
#include "search_ctx.h"

/* The move graph in CSR form over the padded grid's nodes (walls and padding have no arcs). */
static int gridch_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    (void)v;
    const uint32_t n = ctx->num_nodes;
    uint32_t *first = malloc(((size_t)n + 1) * sizeof *first);
    uint64_t m = 0;
    if (!first)
        return PF_ERR_NOMEM;
    for (uint32_t u = 0; u < n; u++) {
        first[u] = (uint32_t)m;
        m += pf_move_count[ctx->mask[u]];
    }
    first[n] = (uint32_t)m;
    pf_node *head = malloc(m * sizeof *head + 1);
    pf_cost *w = malloc(m * sizeof *w + 1);
    if (!head || !w) {
        free(first);
        free(head);
        free(w);
        return PF_ERR_NOMEM;
    }
    for (uint32_t u = 0, i = 0; u < n; u++)
        for (int d = 0; d < 8; d++)
            if (ctx->mask[u] & (1u << d)) {
                head[i] = (pf_node)((int32_t)u + ctx->off[d]);
                w[i++] = ctx->step[d];
            }
    const struct pf_ch_input in = { n, first, head, w };
    int rc = pf_ch_alg_build(ctx, &in, data, bytes);
    free(first);
    free(head);
    free(w);
    return rc;
}

static int gridch_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                         struct pf_result *res)
{
    struct pf_ch_query *q = ctx_scratch(ctx, v->alg);
    ctx_trace_clear(ctx);
    q->tr = ctx->trace ? ctx : NULL;   /* the cells are the hierarchy's input nodes */
    int rc = pf_ch_query(q, start, goal, ctx->budget, res);
    if (rc == PF_OK)
        ctx_set_path(ctx, res->path, res->path_len, res);   /* the reported cost from its moves */
    return rc;
}

const struct pf_alg pf_alg_grid_ch = {
    .name = "ch",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8) | PF_MOVES_BIT(PF_MOVES_8CUT) |
                  PF_MOVES_BIT(PF_MOVES_8ANY),
    .needs = PF_NEEDS_PREPROCESS,
    .preprocess_ctx = gridch_preprocess,
    .release = pf_ch_alg_release,
    .prep_save = pf_ch_alg_save,
    .prep_load = pf_ch_alg_load,
    .setup = pf_ch_alg_setup,
    .teardown = pf_ch_alg_teardown,
    .search = gridch_search,
};
