/* weighted_bidir.c: bidirectional Dijkstra and A* on weighted terrain, under both cost rules: the 2D
 * bidirectional search (grid/bidir/bidir.c, whose comment proves its stopping rules) with the
 * move costs read from the cells. The backward side walks the moves backwards: a step it takes
 * from n to m stands for the move m -> n, which costs the same under `mean` (the same two
 * cells, or the same 2x2 square) and c(n) times the step under `enter` (n is the cell entered).
 * Its own loop for the same reason as the one-sided weighted search: the 2D loops read no
 * cost array. */
#include "bidir_heaps.h"
#include "weighted_search.h"

static inline __attribute__((always_inline)) int
wbidir_core(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
           struct pf_result *res, const int hid, const int tracing, const int mean)
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
    const uint32_t *restrict cost = ctx_wmap(ctx)->cost;
    const pf_cost hs = pf_wgrid_h_scale(ctx_wmap(ctx));     /* the estimates, scaled to stay admissible */
    const pf_cost least = 4 * (pf_cost)PF_CARD * ctx_wmap(ctx)->min_cost;   /* the cheapest move */
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = ctx->off[d];
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
    if (heap_push(qf, start, hs * est(hid, hfn, sx - tx, sy - ty), UINT32_MAX) != PF_OK ||
        heap_push(qb, goal, hs * est(hid, hfn, tx - sx, ty - sy), UINT32_MAX) != PF_OK)
        goto nomem;
    pushes = 2;
    max_open = 2;

    for (;;) {
        const pf_cost kf = top_key(qf), kb = top_key(qb);
        if (kf == PF_COST_INF || kb == PF_COST_INF)
            break;
        if (hid == PF_HID_zero ? kf + kb + least >= mu : (kf >= mu || kb >= mu))
            break;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int fwd = qf->size <= qb->size;
        /* one side's expansion; S/G/Q are this side, OS/OG the other, (ox, oy) its root, BACK 1 on
 * the backward side (its step n -> m is the move m -> n) */
#define BIDIR_EXPAND(S, G, Q, OS, OG, ox, oy, BACK)                                            \
        {                                                                                \
            const pf_node n = heap_pop(Q);                                               \
            S[n] |= PF_ST_CLOSED;                                                        \
            expanded++;                                                                  \
            if (tracing)                                                                 \
                ctx_trace(ctx, n);                                                       \
            const int32_t ny = (int32_t)ctx_row(ctx, n);                                 \
            const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);                     \
            const pf_cost gn = G[n];                                                     \
            const uint32_t cn = cost[n];                                                 \
            const unsigned mk = mask[n];                                                 \
            generated += ctx_moves(mk);                                                  \
            for (unsigned bits = mk; bits; bits &= bits - 1) {                           \
                const int d = __builtin_ctz(bits);                                       \
                const pf_node m = n + (uint32_t)off[d];                                  \
                const pf_cost ng = gn + ((BACK) && !mean                                 \
                                             ? (d < 4 ? 4 * (pf_cost)PF_CARD : 4 * (pf_cost)PF_DIAG) * cn \
                                             : ws_step(mean, cost, off, n, m, d, cn));   \
                const uint32_t st = S[m];                                                \
                if (st >= epoch && ng >= G[m])                                           \
                    continue;                                                            \
                const pf_cost hv = hs * est(hid, hfn, nx + pf_dir_dx[d] - (ox),          \
                                            ny + pf_dir_dy[d] - (oy));                   \
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
            BIDIR_EXPAND(sf, gf, qf, sb, gb, tx, ty, 0)
        else
            BIDIR_EXPAND(sb, gb, qb, sf, gf, sx, sy, 1)
#undef BIDIR_EXPAND
        const uint64_t sz = (uint64_t)qf->size + qb->size;
        if (sz > max_open)
            max_open = sz;
    }
done:
    if (rc != PF_BUDGET && meet != PF_NONE) {
        bidir_join_path(ctx, sb, start, meet, goal, res);
        pf_wfinish(ctx, start, goal, mu, res);
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

/* the two rules with Dijkstra and the octile estimate; any other heuristic through its pointer,
 * and every search with tracing on: one slow copy a rule */
#define WB_COPY(name, hid, tracing)                                                      \
    static int name##_mean(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t, \
                           struct pf_result *r, int h) { (void)h; return wbidir_core(c, v, s, t, r, hid, tracing, 1); } \
    static int name##_enter(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t, \
                            struct pf_result *r, int h) { (void)h; return wbidir_core(c, v, s, t, r, hid, tracing, 0); }
WB_COPY(wbidir_zero, PF_HID_zero, 0)
WB_COPY(wbidir_octile, PF_HID_octile, 0)
#undef WB_COPY
static int wbidir_any_mean(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                           struct pf_result *r, int hid) { return wbidir_core(c, v, s, t, r, hid, 1, 1); }
static int wbidir_any_enter(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                            struct pf_result *r, int hid) { return wbidir_core(c, v, s, t, r, hid, 1, 0); }

static int wbidir(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                  struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero;
    const int hid = h == &pf_h_zero ? PF_HID_zero : h == &pf_h_octile ? PF_HID_octile : -1;
    const int mean = ctx->moves == PF_MOVES_MEAN;
    struct pf_variant vv = *v;
    vv.heuristic = &(h)->info;
    if (ctx->trace || hid < 0)
        return (mean ? wbidir_any_mean : wbidir_any_enter)(ctx, &vv, start, goal, res, hid);
    if (hid == PF_HID_zero)
        return (mean ? wbidir_zero_mean : wbidir_zero_enter)(ctx, &vv, start, goal, res, hid);
    return (mean ? wbidir_octile_mean : wbidir_octile_enter)(ctx, &vv, start, goal, res, hid);
}

/* Optimal under both rules with a consistent heuristic: every built-in admissible one is, scaled
 * by 4 * the least cost, since each is a norm no larger than a step's length in cells and every
 * step costs at least 4 * least cost times its length. The `algo` column is "bidir-astar"; the
 * Dijkstra line says "bidir-dijkstra". */
const struct pf_alg pf_alg_wbidir = {
    .name = "bidir-astar",
    .domain = &pf_domain_weighted,
    .optimal_on = PF_MOVES_WEIGHTED,
    .needs = PF_NEEDS_HEURISTIC,
    .frontier = &pf_open_heap,
    .setup = bidir_setup,
    .teardown = bidir_teardown,
    .search = wbidir,
};
