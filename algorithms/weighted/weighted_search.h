/* weighted_search.h: what the weighted-terrain searches share (internal to libpf): the move costs of
 * a cost rule over the context's cost array, and the end of a query. */
#ifndef PF_WEIGHTED_SEARCH_H
#define PF_WEIGHTED_SEARCH_H

#include "search_ctx.h"
#include "pf_weighted.h"

/* The weighted map of a weighted terrain context (its space: weighted_context.c). */
static inline const struct pf_wgrid *ctx_wmap(const struct pf_search_ctx *ctx) { return ctx->space; }

/* The cardinal direction on each side of diagonal d (4 NE, 5 SE, 6 SW, 7 NW): the side cells a
 * diagonal move needs open, and the cells of its 2x2 square. */
static const int8_t ws_side_x[8] = { 0, 0, 0, 0, 1, 1, 3, 3 };   /* E or W */
static const int8_t ws_side_y[8] = { 0, 0, 0, 0, 0, 2, 2, 0 };   /* N or S */

/* The fixed cost of the legal move n -> m in direction d (the context's mask said it is legal),
 * under rule `mean` (1) or `enter` (0), given c = the cost array and off = the offsets. A
 * constant rule folds this to one rule's arithmetic. */
static inline __attribute__((always_inline)) pf_cost
ws_step(const int mean, const uint32_t *restrict c, const int32_t *off, pf_node n, pf_node m, int d,
        uint32_t cn)
{
    if (d < 4)
        return mean ? 2 * (pf_cost)PF_CARD * ((pf_cost)cn + c[m]) : 4 * (pf_cost)PF_CARD * c[m];
    if (mean)
        return (pf_cost)PF_DIAG *
               ((pf_cost)cn + c[m] + c[n + (uint32_t)off[ws_side_x[d]]] + c[n + (uint32_t)off[ws_side_y[d]]]);
    return 4 * (pf_cost)PF_DIAG * c[m];
}

/* A query's path is in place (ctx->frontier, from pf_ctx_finish_path or
 * pf_ctx_finish_jump_path): set its fixed cost g and its real cost, recomputed from the labels
 * by the validator (the cost every row reports, equal to the validator's by construction);
 * g PF_COST_INF: the fixed cost recomputed too (searches that do not sum costs). */
void pf_wfinish(struct pf_search_ctx *ctx, pf_node start, pf_node goal, pf_cost g, struct pf_result *res);

#endif
