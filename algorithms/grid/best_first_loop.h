/* best_first_loop.h: the one best-first loop of the cell grids (A*, weighted A*, Dijkstra), compiled
 * by grid/best_first_core.h with the 2D grid's fixed steps and by weighted/weighted_best_first_core.h
 * with the cells' costs: the pop, goal test, close, budget check, relaxation and path are written
 * once, and each domain's copies read only what its moves cost.
 * The includer defines BF_NAME, BF_OPEN_T, BF_PUSH, BF_DECREASE, BF_POP, BF_SIZE (the open list),
 * the function bf_est(hid, hfn, dx, dy), and over the loop's locals:
 *   BF_LOCALS     declarations before the loop (what the costs read);
 *   BF_NODE       declarations for each expanded node n;
 *   BF_STEP(d)    the cost of the move from n to m in direction d;
 *   BF_H(dx, dy)  the estimate over |dx|, |dy| cells (before the weight);
 *   BF_FOUND      what to do once the path to goal is written;
 *   BF_TRACED     (optional) 1: this copy logs its steps when tracing is on (the copy a traced
 *                 query runs); the others have no test for it in their loop.
 * The hooks and the open list's names are undefined at the end (BF_NAME and BF_CAT stay, for
 * the includer's specialised copies). */

#define BF_CAT(a, b) BF_CAT_(a, b)
#define BF_CAT_(a, b) a##_##b

/* The loop; hid is a constant in every copy (forced inline), so bf_est folds to one
 * heuristic's arithmetic, or to the pointer call for hid == BF_HID_OTHER. */
static inline __attribute__((always_inline)) int
BF_CAT(BF_NAME, core)(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                      pf_node goal, struct pf_result *res, const int hid, const int mean)
{
    BF_OPEN_T *q = ctx->open;
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic)->estimate : NULL;
    (void)hfn;
    const uint32_t epoch = ctx->epoch;     /* stamp >= epoch: generated in this query */
    uint32_t *restrict stamp = ctx->stamp;
    pf_cost *restrict g = ctx->g;
    const uint8_t *restrict mask = ctx->mask;
    const uint32_t stride = ctx->stride;
    const int32_t gx = (int32_t)(goal % stride), gy = (int32_t)(goal / stride);
    const double w = v->weight > 0 ? v->weight : 1.0;
    const int weighted = w != 1.0;
    const enum pf_tie tie_rule = ctx->tie;
    const uint64_t budget = ctx->budget;
#ifndef BF_TRACED
#define BF_TRACED 0
#endif
    const int tracing = BF_TRACED && ctx->trace != NULL;
    (void)tracing;
    BF_LOCALS
    (void)mean;
    int32_t off[8];                 /* locals: the stores below cannot alias them */
    pf_cost step[8];                /* the grid's steps (BF_STEP may read costs instead) */
    for (int d = 0; d < 8; d++) {
        off[d] = ctx->off[d];
        step[d] = ctx->step[d];
    }
    (void)step;
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

#define BF_TIE(gv, hv)                                                                  \
    ctx_tie_key(ctx, tie_rule, (gv), (hv))

    {
        int32_t sx = (int32_t)(start % stride), sy = (int32_t)(start / stride);
        int32_t dx = sx > gx ? sx - gx : gx - sx, dy = sy > gy ? sy - gy : gy - sy;
        pf_cost hv = BF_H(dx, dy);
        if (weighted)
            hv = (pf_cost)(w * (double)hv);
        g[start] = 0;
        stamp[start] = epoch;
        if (BF_PUSH(q, start, hv, BF_TIE(0, hv)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    }

    pf_node n;
    while ((n = BF_POP(q)) != PF_NONE) {
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= PF_ST_CLOSED;
        expanded++;
        if (tracing)
            ctx_trace_step(ctx, n, 0);
        else
            ctx_trace(ctx, n);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int32_t ny = (int32_t)ctx_row(ctx, n);
        const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);
        const pf_cost gn = g[n];
        BF_NODE
        const unsigned mk = mask[n];
        generated += ctx_moves(mk);
        /* one copy of the relaxation per direction, each with its own branch history (see bfs.c) */
#define BF_RELAX(d)                                                                      \
        if (mk & (1u << (d))) {                                                          \
            const pf_node m = n + (uint32_t)off[d];                                      \
            const pf_cost ng = gn + BF_STEP(d);                                          \
            const uint32_t st = stamp[m];                                                \
            if (!(st >= epoch && ng >= g[m])) {                                          \
                int32_t dx = nx + pf_dir_dx[d] - gx, dy = ny + pf_dir_dy[d] - gy;        \
                dx = dx < 0 ? -dx : dx;                                                  \
                dy = dy < 0 ? -dy : dy;                                                  \
                pf_cost hv = BF_H(dx, dy);                                               \
                if (weighted)                                                            \
                    hv = (pf_cost)(w * (double)hv);                                      \
                g[m] = ng;                                                               \
                stamp[m] = epoch | (d);       /* open, reached from n */                 \
                if (tracing)                                                             \
                    ctx_step_label(ctx, 0, m, n, ng, ng + hv, st_open(st, epoch));       \
                if (st_open(st, epoch)) {                                                \
                    decreases++;                                                         \
                    if (BF_DECREASE(q, m, ng + hv, BF_TIE(ng, hv)) != PF_OK)             \
                        goto nomem;                                                      \
                } else {                                                                 \
                    if (st >= epoch)                                                     \
                        reopened++;                                                      \
                    pushes++;                                                            \
                    if (BF_PUSH(q, m, ng + hv, BF_TIE(ng, hv)) != PF_OK)                 \
                        goto nomem;                                                      \
                }                                                                        \
            }                                                                            \
        }
        BF_RELAX(0) BF_RELAX(1) BF_RELAX(2) BF_RELAX(3)
        BF_RELAX(4) BF_RELAX(5) BF_RELAX(6) BF_RELAX(7)
#undef BF_RELAX
        uint64_t sz = BF_SIZE(q);
        if (sz > max_open)
            max_open = sz;
    }
#undef BF_TIE
    if (rc == PF_OK) {
        pf_ctx_finish_path(ctx, start, goal, res);
        BF_FOUND
    }
    goto end;
nomem:
    rc = PF_ERR_NOMEM;
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

#undef BF_LOCALS
#undef BF_TRACED
#undef BF_NODE
#undef BF_STEP
#undef BF_H
#undef BF_FOUND
#undef BF_OPEN_T
#undef BF_PUSH
#undef BF_DECREASE
#undef BF_POP
#undef BF_SIZE
