/* weighted_best_first_core.h: the best-first loop on weighted terrain (A*, weighted A*, Dijkstra),
 * included once per open list by weighted_best_first.c and compiled there once per (cost rule,
 * built-in heuristic), so each loop reads one rule's arithmetic and makes no indirect call.
 * The includer defines WB_SPECIALISE (1: the copies and their table WB_NAME_by_hid; 0: the
 * core only), WB_NAME, WB_OPEN_T, WB_PUSH, WB_DECREASE, WB_POP, WB_SIZE.
 * It is the 2D grid's loop (grid/best_first_core.h) with the move cost read from the cells'
 * costs: kept apart so that the 2D loop, the suite's fastest, reads no cost array. */

#define WB_CAT(a, b) WB_CAT_(a, b)
#define WB_CAT_(a, b) a##_##b

static inline __attribute__((always_inline)) int
WB_CAT(WB_NAME, core)(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                      pf_node goal, struct pf_result *res, const int hid, const int mean)
{
    WB_OPEN_T *q = ctx->open;
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic)->estimate : NULL;
    (void)hfn;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_cost *restrict g = ctx->g;
    const uint8_t *restrict mask = ctx->mask;
    const uint32_t *restrict cost = ctx_wmap(ctx)->cost;
    const uint32_t stride = ctx->stride;
    const int32_t gx = (int32_t)(goal % stride), gy = (int32_t)(goal / stride);
    const double w = v->weight > 0 ? v->weight : 1.0;
    const int weighted = w != 1.0;
    const pf_cost hs = pf_wgrid_h_scale(ctx_wmap(ctx));   /* keeps the estimate admissible */
    const enum pf_tie tie_rule = ctx->tie;
    const uint64_t budget = ctx->budget;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = ctx->off[d];
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

#define WB_H(dx, dy)                                                                     \
    (weighted ? (pf_cost)(w * (double)(hs * bf_est(hid, hfn, (dx), (dy))))                \
              : hs * bf_est(hid, hfn, (dx), (dy)))
    {
        int32_t sx = (int32_t)(start % stride), sy = (int32_t)(start / stride);
        int32_t dx = sx > gx ? sx - gx : gx - sx, dy = sy > gy ? sy - gy : gy - sy;
        pf_cost hv = WB_H(dx, dy);
        g[start] = 0;
        stamp[start] = epoch;
        if (WB_PUSH(q, start, hv, ctx_tie_key(ctx, tie_rule, 0, hv)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    }

    pf_node n;
    while ((n = WB_POP(q)) != PF_NONE) {
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= PF_ST_CLOSED;
        expanded++;
        ctx_trace(ctx, n);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int32_t ny = (int32_t)ctx_row(ctx, n);
        const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);
        const pf_cost gn = g[n];
        const uint32_t cn = cost[n];
        const unsigned mk = mask[n];
        generated += ctx_moves(mk);
#define WB_RELAX(d)                                                                      \
        if (mk & (1u << (d))) {                                                          \
            const pf_node m = n + (uint32_t)off[d];                                      \
            const pf_cost ng = gn + ws_step(mean, cost, off, n, m, (d), cn);             \
            const uint32_t st = stamp[m];                                                \
            if (!(st >= epoch && ng >= g[m])) {                                          \
                int32_t dx = nx + pf_dir_dx[d] - gx, dy = ny + pf_dir_dy[d] - gy;        \
                dx = dx < 0 ? -dx : dx;                                                  \
                dy = dy < 0 ? -dy : dy;                                                  \
                pf_cost hv = WB_H(dx, dy);                                               \
                g[m] = ng;                                                               \
                stamp[m] = epoch | (d);                                                  \
                if (st_open(st, epoch)) {                                                \
                    decreases++;                                                         \
                    if (WB_DECREASE(q, m, ng + hv, ctx_tie_key(ctx, tie_rule, ng, hv)) != PF_OK) \
                        goto nomem;                                                      \
                } else {                                                                 \
                    if (st >= epoch)                                                     \
                        reopened++;                                                      \
                    pushes++;                                                            \
                    if (WB_PUSH(q, m, ng + hv, ctx_tie_key(ctx, tie_rule, ng, hv)) != PF_OK) \
                        goto nomem;                                                      \
                }                                                                        \
            }                                                                            \
        }
        WB_RELAX(0) WB_RELAX(1) WB_RELAX(2) WB_RELAX(3)
        WB_RELAX(4) WB_RELAX(5) WB_RELAX(6) WB_RELAX(7)
#undef WB_RELAX
        uint64_t sz = WB_SIZE(q);
        if (sz > max_open)
            max_open = sz;
    }
#undef WB_H
    if (rc == PF_OK) {
        pf_ctx_finish_path(ctx, start, goal, res);
        pf_wfinish(ctx, start, goal, g[goal], res);
    }
    res->status = rc;
    goto count;
nomem:
    res->status = PF_ERR_NOMEM;
count:
    pf_counters_set(&res->c, expanded, generated, reopened, pushes, decreases, max_open);
    return res->status;
}

#if WB_SPECIALISE
#define X(hname, adm)                                                                    \
    static int WB_CAT(WB_NAME, WB_CAT(mean, hname))(struct pf_search_ctx *ctx,           \
        const struct pf_variant *v, pf_node start, pf_node goal, struct pf_result *res)  \
    {                                                                                    \
        return WB_CAT(WB_NAME, core)(ctx, v, start, goal, res, PF_HID_##hname, 1);       \
    }                                                                                    \
    static int WB_CAT(WB_NAME, WB_CAT(enter, hname))(struct pf_search_ctx *ctx,          \
        const struct pf_variant *v, pf_node start, pf_node goal, struct pf_result *res)  \
    {                                                                                    \
        return WB_CAT(WB_NAME, core)(ctx, v, start, goal, res, PF_HID_##hname, 0);       \
    }
PF_BUILTIN_HEURISTICS(X)
#undef X
/* [rule: 1 mean, 0 enter][heuristic id] */
static wb_fn *const WB_CAT(WB_NAME, by_hid)[2][PF_NUM_BUILTIN_HEURISTICS] = {
    {
#define X(hname, adm) [PF_HID_##hname] = WB_CAT(WB_NAME, WB_CAT(enter, hname)),
        PF_BUILTIN_HEURISTICS(X)
#undef X
    },
    {
#define X(hname, adm) [PF_HID_##hname] = WB_CAT(WB_NAME, WB_CAT(mean, hname)),
        PF_BUILTIN_HEURISTICS(X)
#undef X
    },
};
#endif

#undef WB_CAT
#undef WB_CAT_
#undef WB_NAME
#undef WB_OPEN_T
#undef WB_PUSH
#undef WB_DECREASE
#undef WB_POP
#undef WB_SIZE
#undef WB_SPECIALISE
