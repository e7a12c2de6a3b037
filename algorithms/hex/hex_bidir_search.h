/* hex_bidir_search.h (compiled by hex_bidir.c and, with HEX_BIDIR_TRACED, hex_bidir_traced.c):
 * bidirectional Dijkstra on hex maps: one search forward from the start and one
 * backward from the goal (every move is reversible at the same cost), on two binary heaps.
 *
 * mu is the cost of the best start-goal path seen so far through a node labelled by both
 * sides: every lowered g on one side is compared with the other side's label there. The
 * search stops when top_f + top_b >= mu (the least g on each open list), or when a side's
 * open list is empty (it has closed all it can reach, so mu is exact or no path exists).
 * Why the stop keeps mu optimal: take any start-goal path P and let x be its first node not
 * closed forward and y its last node not closed backward. x's predecessor on P was closed
 * with its exact distance and relaxed the step, so x is open forward with g_f(x) = d(s, x) >=
 * top_f; likewise g_b(y) = d(y, t) >= top_b. If x comes no later than y on P, cost(P) >=
 * d(s, x) + d(y, t) >= top_f + top_b. If y comes before x, y is closed forward and y', its
 * successor on P, is closed backward: the relaxation of (y, y') forward labelled y' with
 * g_f(y') <= d(s, y) + 1 step while y' carried its exact g_b(y') (or the backward side labels
 * it later and compares then), so mu <= cost(P). Either way no path cheaper than mu is left.
 * Which side expands: the one with the smaller open list (Pohl's cardinality rule). */
#include "hex_ctx.h"
#include "open_heap_impl.h"

#ifndef HEX_BIDIR_TRACED
#define HEX_BIDIR_TRACED 0   /* 1 in hex_bidir_traced.c: the copy a traced query runs, which logs its steps */
#endif

static inline pf_cost top_key(const struct pf_heap *q)
{
    return q->size ? heap_f(q->a[1]) : PF_COST_INF;
}

/* Write the path through meeting node x: start..x from the forward stamps, x..goal from the
 * backward ones. */
static void bidir_path(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, pf_node x, struct pf_result *res)
{
    const struct pf_hex_map *m = ctx->m;
    uint32_t len = pf_hex_ctx_walk_back(ctx, ctx->fwd.stamp, x, start);
    for (pf_node n = x; n != goal;) {
        n = pf_hex_step(m, n, (int)(ctx->bwd.stamp[n] & HX_DIR) ^ 1);
        ctx->buf[len++] = n;
    }
    pf_hex_ctx_set_path(ctx, len, res);
}

int pf_hex_bidir(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res)
{
    if (pf_hex_ctx_use_backward(ctx) != PF_OK || pf_hex_side_use_open(ctx, &ctx->fwd, &pf_open_heap) != PF_OK ||
        pf_hex_side_use_open(ctx, &ctx->bwd, &pf_open_heap) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    const uint32_t epoch = ctx->epoch;
    struct hex_side *side[2] = { &ctx->fwd, &ctx->bwd };
    struct pf_heap *q[2] = { ctx->fwd.open, ctx->bwd.open };
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 2, decreases = 0, max_open = 2;
    pf_cost mu = PF_COST_INF;
    pf_node meet = PF_NONE;
    int rc = PF_NO_PATH;

    const pf_node ends[2] = { start, goal };
    for (int k = 0; k < 2; k++) {
        side[k]->stamp[ends[k]] = epoch | HX_DIR_NONE;
        side[k]->g[ends[k]] = 0;
        if (heap_push(q[k], ends[k], 0, hx_tie(0)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    }
    if (start == goal) {
        mu = 0;
        meet = start;
    }
    pf_node nb[PF_HEX_DIRS];
    unsigned dir[PF_HEX_DIRS];
    for (;;) {
        if (!q[0]->size || !q[1]->size || top_key(q[0]) + top_key(q[1]) >= mu) {
            rc = meet != PF_NONE ? PF_OK : PF_NO_PATH;
            break;
        }
        const int k = q[1]->size < q[0]->size;          /* the smaller open list */
        uint32_t *restrict st_k = side[k]->stamp, *restrict st_o = side[!k]->stamp;
        pf_cost *restrict g_k = side[k]->g, *restrict g_o = side[!k]->g;
        pf_node n = heap_pop(q[k]);
        /* no goal test: the sides meet, and mu says when to stop */
        const int ns = hx_expand(ctx, st_k, n, PF_NONE, &expanded, &generated, nb, dir, &rc);
        if (ns < 0)
            break;
        if (HEX_BIDIR_TRACED)
            hx_log_expand(ctx, (unsigned)k, n);
        const pf_cost ng = g_k[n] + PF_HEX_STEP;
        for (int i = 0; i < ns; i++) {
            const pf_node s = nb[i];
            const uint32_t st = st_k[s];
            if (st >= epoch && ng >= g_k[s])
                continue;
            g_k[s] = ng;
            st_k[s] = epoch | dir[i];
            if (HEX_BIDIR_TRACED)
                hx_log_label(ctx, (unsigned)k, s, n, ng, ng, st >= epoch && !(st & HX_CLOSED));
            if (st >= epoch && !(st & HX_CLOSED)) {
                decreases++;
                heap_decrease(q[k], s, ng, hx_tie(ng));
            } else {
                pushes++;
                if (heap_push(q[k], s, ng, hx_tie(ng)) != PF_OK) {
                    rc = PF_ERR_NOMEM;
                    goto end;
                }
            }
            if (st_o[s] >= epoch && ng + g_o[s] < mu) {
                mu = ng + g_o[s];
                meet = s;
            }
        }
        uint64_t sz = (uint64_t)q[0]->size + q[1]->size;
        if (sz > max_open)
            max_open = sz;
    }
    if (rc == PF_OK)
        bidir_path(ctx, start, goal, meet, res);
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}
