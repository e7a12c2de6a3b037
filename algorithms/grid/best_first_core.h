/* best_first_core.h: the best-first search loop (A*, weighted A*, Dijkstra), included once
 * per open list by best_first.c and compiled there once per built-in heuristic, so the loop of
 * every built-in (heuristic, open list) pair makes no indirect calls.
 * The includer defines BF_NAME (a prefix), BF_OPEN_T, BF_PUSH, BF_DECREASE, BF_POP, BF_SIZE,
 * BF_SPECIALISE (1: one function BF_NAME_<heuristic> per built-in heuristic and a table
 * BF_NAME_by_hid of them; 0: one function BF_NAME_any, the heuristic through its pointer)
 * and the function bf_est(hid, hfn, dx, dy).
 * This is the 2D grid's one best-first loop. The other best-first loops (voxel_astar.c,
 * graph_search_core.h, bidir/bidir.c, jps/jps.c, jps/jps_plus.c) say at their top why they keep
 * their own: what is common to all is the pop, goal test, close and budget check (ten lines);
 * what an expansion does, and what state it reads, differs, and that is where the time goes.
 * Those ten lines stay written out here and in jps.c: one forced-inline helper for them
 * changes what the compiler makes of each loop, for better or worse per variant, and saves
 * nothing a reader needs. */

#define BF_CAT(a, b) BF_CAT_(a, b)
#define BF_CAT_(a, b) a##_##b

/* The loop; hid is a constant in every copy (forced inline), so bf_est folds to one
 * heuristic's arithmetic, or to the pointer call for hid == BF_HID_OTHER. */
static inline __attribute__((always_inline)) int
BF_CAT(BF_NAME, core)(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                      pf_node goal, struct pf_result *res, const int hid)
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
    int32_t off[8];                 /* locals: the stores below cannot alias them */
    pf_cost step[8];
    for (int d = 0; d < 8; d++) {
        off[d] = ctx->off[d];
        step[d] = ctx->step[d];
    }
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

#define BF_TIE(gv, hv)                                                                  \
    ctx_tie_key(ctx, tie_rule, (gv), (hv))

    {
        int32_t sx = (int32_t)(start % stride), sy = (int32_t)(start / stride);
        int32_t dx = sx > gx ? sx - gx : gx - sx, dy = sy > gy ? sy - gy : gy - sy;
        pf_cost hv = bf_est(hid, hfn, dx, dy);
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
        ctx_trace(ctx, n);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int32_t ny = (int32_t)ctx_row(ctx, n);
        const int32_t nx = (int32_t)(n - (uint32_t)ny * stride);
        const pf_cost gn = g[n];
        const unsigned mk = mask[n];
        generated += ctx_moves(mk);
        /* one copy of the relaxation per direction, each with its own branch history (see bfs.c) */
#define BF_RELAX(d)                                                                      \
        if (mk & (1u << (d))) {                                                          \
            const pf_node m = n + (uint32_t)off[d];                                      \
            const pf_cost ng = gn + step[d];                                             \
            const uint32_t st = stamp[m];                                                \
            if (!(st >= epoch && ng >= g[m])) {                                          \
                int32_t dx = nx + pf_dir_dx[d] - gx, dy = ny + pf_dir_dy[d] - gy;        \
                dx = dx < 0 ? -dx : dx;                                                  \
                dy = dy < 0 ? -dy : dy;                                                  \
                pf_cost hv = bf_est(hid, hfn, dx, dy);                                   \
                if (weighted)                                                            \
                    hv = (pf_cost)(w * (double)hv);                                      \
                g[m] = ng;                                                               \
                stamp[m] = epoch | (d);       /* open, reached from n */                 \
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
    if (rc == PF_OK)
        pf_ctx_finish_path(ctx, start, goal, res);
    res->status = rc;
    goto count;
nomem:
    res->status = PF_ERR_NOMEM;
count:
    pf_counters_set(&res->c, expanded, generated, reopened, pushes, decreases, max_open);
    return res->status;
}

#if BF_SPECIALISE
#define X(hname, adm)                                                                    \
    static int BF_CAT(BF_NAME, hname)(struct pf_search_ctx *ctx, const struct pf_variant *v,  \
                                      pf_node start, pf_node goal, struct pf_result *res)  \
    {                                                                                    \
        return BF_CAT(BF_NAME, core)(ctx, v, start, goal, res, PF_HID_##hname);          \
    }
PF_BUILTIN_HEURISTICS(X)
#undef X
static int (*const BF_CAT(BF_NAME, by_hid)[PF_NUM_BUILTIN_HEURISTICS])(
    struct pf_search_ctx *, const struct pf_variant *, pf_node, pf_node, struct pf_result *) = {
#define X(hname, adm) [PF_HID_##hname] = BF_CAT(BF_NAME, hname),
    PF_BUILTIN_HEURISTICS(X)
#undef X
};
#else
static int BF_CAT(BF_NAME, any)(struct pf_search_ctx *ctx, const struct pf_variant *v,
                                pf_node start, pf_node goal, struct pf_result *res)
{
    return BF_CAT(BF_NAME, core)(ctx, v, start, goal, res, BF_HID_OTHER);
}
#endif

#undef BF_CAT
#undef BF_CAT_
#undef BF_NAME
#undef BF_OPEN_T
#undef BF_PUSH
#undef BF_DECREASE
#undef BF_POP
#undef BF_SIZE
#undef BF_SPECIALISE
