/* bidir_core.h: the bidirectional best-first loop (internal to libpf), included once by the 2D
 * grid's bidir.c and once by weighted terrain's weighted_bidir.c, each with its own move costs, so
 * that the meeting test, the stopping rules (proved at the top of bidir.c), the side chosen and
 * the path joined are written once and each domain's loop still reads only its own costs.
 * The includer defines, over the loop's locals:
 *   BD_NAME          the function's name;
 *   BD_LOCALS        declarations before the loop (what the costs read);
 *   BD_NODE          declarations for each expanded node n;
 *   BD_STEP(back)    the cost of the step from n to m in direction d (back 1: the backward
 *                    side's step, which stands for the move from m to n);
 *   BD_H(dx, dy)     the estimate over a difference of cells;
 *   BD_LEAST         the cheapest move (Dijkstra's stopping rule);
 *   BD_FOUND         what to do once the path is written (mu is its cost). */

static inline __attribute__((always_inline)) int
BD_NAME(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
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
    BD_LOCALS
    (void)mean;
    int32_t off[8];
    pf_cost step[8];                /* the grid's steps (BD_STEP may read costs instead) */
    for (int d = 0; d < 8; d++) {
        off[d] = ctx->off[d];
        step[d] = ctx->step[d];
    }
    (void)step;
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
    if (heap_push(qf, start, BD_H(sx - tx, sy - ty), UINT32_MAX) != PF_OK ||
        heap_push(qb, goal, BD_H(tx - sx, ty - sy), UINT32_MAX) != PF_OK)
        goto nomem;
    pushes = 2;
    max_open = 2;

    for (;;) {
        const pf_cost kf = top_key(qf), kb = top_key(qb);
        if (kf == PF_COST_INF || kb == PF_COST_INF)
            break;
        if (hid == PF_HID_zero ? kf + kb + (BD_LEAST) >= mu : (kf >= mu || kb >= mu))
            break;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int fwd = qf->size <= qb->size;
        /* one side's expansion; S/G/Q are this side, OS/OG the other, (ox, oy) its root, BACK 1 on
         * the backward side */
#define BIDIR_EXPAND(S, G, Q, OS, OG, ox, oy, BACK)                                         \
        {                                                                                \
            const pf_node n = heap_pop(Q);                                               \
            S[n] |= PF_ST_CLOSED;                                                        \
            expanded++;                                                                  \
            if (tracing && ctx->trace)                                                   \
                ctx_trace_step(ctx, n, BACK);                                            \
            const int32_t ny = (int32_t)ctx_row(ctx, n);                                 \
            const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);                     \
            const pf_cost gn = G[n];                                                     \
            BD_NODE                                                                      \
            const unsigned mk = mask[n];                                                 \
            generated += ctx_moves(mk);                                                  \
            for (unsigned bits = mk; bits; bits &= bits - 1) {                           \
                const int d = __builtin_ctz(bits);                                       \
                const pf_node m = n + (uint32_t)off[d];                                  \
                const pf_cost ng = gn + BD_STEP(BACK);                                    \
                const uint32_t st = S[m];                                                \
                if (st >= epoch && ng >= G[m])                                           \
                    continue;                                                            \
                const pf_cost hv = BD_H(nx + pf_dir_dx[d] - (ox), ny + pf_dir_dy[d] - (oy)); \
                G[m] = ng;                                                               \
                S[m] = epoch | (uint32_t)d;                                              \
                if (tracing && ctx->steps)                                               \
                    ctx_step_label(ctx, BACK, m, n, ng, ng + hv, st_open(st, epoch));    \
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
        BD_FOUND
        rc = PF_OK;
    }
    goto end;
nomem:
    rc = PF_ERR_NOMEM;
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

#undef BD_NAME
#undef BD_LOCALS
#undef BD_NODE
#undef BD_STEP
#undef BD_H
#undef BD_LEAST
#undef BD_FOUND
