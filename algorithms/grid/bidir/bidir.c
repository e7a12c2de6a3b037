/* bidir.c: bidirectional Dijkstra and bidirectional A* (symmetric front-to-end), one search
 * forward from the start and one backward from the goal, with stopping rules that keep them
 * optimal (not the first meeting, which PathFinding.js's BiAStarFinder takes).
 * Why its own loop rather than grid/best_first_core.h's: two open lists and two sets of
 * stamps, a side chosen each step, every lowered g checked against the other side's label for
 * a better meeting, and a stop rule that reads both heaps' least keys (top_key, inlined on the
 * binary heap), none of which the one-sided loop has. */
#include "bidir_heaps.h"

/* Stopping rules. mu is the cost of the best start-goal path seen so far, through a node
 * labelled by both sides. Every change of a g value on one side compares g_f + g_b at that
 * node with mu, so at all times mu <= g_f(m) + g_b(m) for every node m labelled by both.
 * Let P be any start-goal path; we show no rule stops while cost(P) < mu.
 * If every node of P is closed forward, so is the goal, which the backward side labelled 0
 * at the outset: mu <= g_f(t) = d(s, t) <= cost(P). Otherwise let x be the first node of P
 * not closed forward: its predecessor was closed with its exact distance and relaxed the
 * edge, so x is open forward with g_f(x) = d(s, x). Likewise y, the last node of P not closed
 * backward, is open backward with g_b(y) = d(y, t) (or every node is closed backward).
 *
 * Dijkstra (h = 0): stop when top_f + top_b + e >= mu, e = PF_CARD the cheapest step. If x
 * comes before y on P, at least one step lies between them: cost(P) >= d(s, x) + e + d(y, t)
 * >= top_f + top_b + e. If x = y, it is labelled by both sides with exact values, so mu <=
 * g_f(x) + g_b(x) <= cost(P). If y comes before x, y is closed forward and its successor y'
 * on P closed backward, so y' carries g_f(y') <= d(s, y) + c(y, y') and the exact g_b(y') =
 * d(y', t): mu <= g_f(y') + g_b(y') <= cost(P). (The e saves about one layer of expansions.)
 *
 * A* (consistent h, front-to-end: h_f(n) estimates d(n, t), h_b(n) estimates d(s, n)): stop
 * when the top f of either side is >= mu. With x as above, f_f(x) = d(s, x) + h_f(x) <=
 * d(s, x) + d(x, t) <= cost(P) by admissibility, and likewise f_b(y) <= cost(P). (Adding the
 * two tops would be wrong here: each f already bounds a whole path.) Consistency is what makes
 * closed nodes exact, as the argument needs.
 *
 * An empty side has closed every node it can reach: the first case above, so mu is exact.
 * The first meeting, where PathFinding.js stops, has no such guarantee.
 *
 * Which side to expand: the one with the smaller open list (Pohl's cardinality rule). It
 * balances the work where one end is in a corridor and the other in the open, and a goal
 * walled into a small region (or in another terrain class) is proven unreachable as soon as
 * that region is exhausted, not after the whole map. */
static inline __attribute__((always_inline)) int
bidir_core(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
           struct pf_result *res, const int hid, const int tracing)
{
    struct bidir_scratch *s = ctx_scratch(ctx, v->alg);
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic)->estimate : NULL;
    (void)hfn;
    bidir_stamps_begin(&s->b, ctx);
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict sf = ctx->stamp, *restrict sb = s->b.stamp;
    pf_cost *restrict gf = ctx->g, *restrict gb = s->gb;
    const uint8_t *restrict mask = ctx->mask;
    const uint32_t stride = ctx->stride;
    const int32_t sx = (int32_t)(start % stride), sy = (int32_t)(start / stride);
    const int32_t tx = (int32_t)(goal % stride), ty = (int32_t)(goal / stride);
    const uint64_t budget = ctx->budget;
    int32_t off[8];
    pf_cost step[8];
    for (int d = 0; d < 8; d++) {
        off[d] = ctx->off[d];
        step[d] = ctx->step[d];
    }
    struct pf_heap *qf = s->qf, *qb = s->qb;
    pf_open_heap.clear(qf);
    pf_open_heap.clear(qb);
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 0, decreases = 0, max_open = 0;
    pf_cost mu = PF_COST_INF;
    pf_node meet = PF_NONE;
    int rc = PF_NO_PATH;

    gf[start] = 0;
    sf[start] = epoch;
    gb[goal] = 0;
    sb[goal] = epoch;
    if (start == goal) {
        mu = 0;
        meet = start;
        goto done;
    }
    /* ties: larger g first (as the default of the one-way search) */
    if (heap_push(qf, start, est(hid, hfn, sx - tx, sy - ty), UINT32_MAX) != PF_OK ||
        heap_push(qb, goal, est(hid, hfn, tx - sx, ty - sy), UINT32_MAX) != PF_OK)
        goto nomem;
    pushes = 2;
    max_open = 2;

    for (;;) {
        const pf_cost kf = top_key(qf), kb = top_key(qb);
        if (kf == PF_COST_INF || kb == PF_COST_INF)
            break;
        if (hid == PF_HID_zero ? kf + kb + PF_CARD >= mu : (kf >= mu || kb >= mu))
            break;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int fwd = qf->size <= qb->size;
        /* one side's expansion; S/G/Q are this side, OS/OG the other, (ox, oy) its root */
#define BIDIR_EXPAND(S, G, Q, OS, OG, ox, oy)                                            \
        {                                                                                \
            const pf_node n = heap_pop(Q);                                               \
            S[n] |= PF_ST_CLOSED;                                                        \
            expanded++;                                                                  \
            if (tracing)                                                                 \
                ctx_trace(ctx, n);                                                       \
            const int32_t ny = (int32_t)ctx_row(ctx, n);                                 \
            const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);                     \
            const pf_cost gn = G[n];                                                     \
            const unsigned mk = mask[n];                                                 \
            generated += ctx_moves(mk);                                                  \
            for (unsigned bits = mk; bits; bits &= bits - 1) {                           \
                const int d = __builtin_ctz(bits);                                       \
                const pf_node m = n + (uint32_t)off[d];                                  \
                const pf_cost ng = gn + step[d];                                         \
                const uint32_t st = S[m];                                                \
                if (st >= epoch && ng >= G[m])                                           \
                    continue;                                                            \
                const pf_cost hv = est(hid, hfn, nx + pf_dir_dx[d] - (ox),               \
                                       ny + pf_dir_dy[d] - (oy));                        \
                G[m] = ng;                                                               \
                S[m] = epoch | (uint32_t)d;                                              \
                const uint32_t tie = UINT32_MAX - (uint32_t)(ng < UINT32_MAX ? ng : UINT32_MAX); \
                if (st_open(st, epoch)) {                                                \
                    decreases++;                                                         \
                    heap_decrease(Q, m, ng + hv, tie);                                   \
                } else {                                                                 \
                    if (st >= epoch)                                                     \
                        reopened++;                                                      \
                    pushes++;                                                            \
                    if (heap_push(Q, m, ng + hv, tie) != PF_OK)                          \
                        goto nomem;                                                      \
                }                                                                        \
                if (OS[m] >= epoch && ng + OG[m] < mu) {   /* m is no wall */          \
                    mu = ng + OG[m];                                                     \
                    meet = m;                                                            \
                }                                                                        \
            }                                                                            \
        }
        if (fwd)
            BIDIR_EXPAND(sf, gf, qf, sb, gb, tx, ty)
        else
            BIDIR_EXPAND(sb, gb, qb, sf, gf, sx, sy)
#undef BIDIR_EXPAND
        const uint64_t sz = (uint64_t)qf->size + qb->size;
        if (sz > max_open)
            max_open = sz;
    }
done:
    if (rc != PF_BUDGET && meet != PF_NONE) {
        bidir_join_path(ctx, sb, start, meet, goal, res);
        rc = PF_OK;
    }
    res->status = rc;
    goto count;
nomem:
    res->status = PF_ERR_NOMEM;
count:
    pf_counters_set(&res->c, expanded, generated, reopened, pushes, decreases, max_open);
    return res->status;
}

static int bidir_zero(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                      struct pf_result *r) { return bidir_core(c, v, s, t, r, PF_HID_zero, 0); }
static int bidir_octile(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s,
                        pf_node t, struct pf_result *r) { return bidir_core(c, v, s, t, r, PF_HID_octile, 0); }
/* any other heuristic through its pointer, and every search with tracing on: one slow copy */
static int bidir_any(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                     struct pf_result *r, int hid) { return bidir_core(c, v, s, t, r, hid, 1); }

static int bidir(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                 pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero;
    const int hid = h == &pf_h_zero ? PF_HID_zero : h == &pf_h_octile ? PF_HID_octile : -1;
    if (ctx->trace || hid < 0) {
        struct pf_variant vv = *v;
        vv.heuristic = &(h)->info;
        return bidir_any(ctx, &vv, start, goal, res, hid);
    }
    return hid == PF_HID_zero ? bidir_zero(ctx, v, start, goal, res)
                              : bidir_octile(ctx, v, start, goal, res);
}

/* Optimal on every model with a consistent heuristic (the stopping rules above need
 * consistency, not only admissibility: a closed node must have its exact g). Every built-in
 * admissible heuristic is consistent here: each is a norm of (dx, dy) no larger than the
 * step it estimates. The `algo` column is "bidir-astar"; the Dijkstra line says
 * "bidir-dijkstra". Its two open lists are always binary heaps (.frontier says so). */
const struct pf_alg pf_alg_bidir = {
    .name = "bidir-astar",
    .optimal_on = PF_MOVES_2D,
    .needs = PF_NEEDS_HEURISTIC,
    .frontier = &pf_open_heap,
    .setup = bidir_setup,
    .teardown = bidir_teardown,
    .search = bidir,
};
