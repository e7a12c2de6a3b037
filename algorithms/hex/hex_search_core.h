/* hex_search_core.h: the best-first loop of the hex domain (Dijkstra and A* with hex
 * distance), included once per open list by hex_best_first.c so that the loop on each built-in
 * open list makes no indirect call. The includer defines HS_NAME, HS_OPEN_T, HS_PUSH,
 * HS_DECREASE, HS_POP and HS_SIZE, and HS_TRACED 1 in the copy a traced query runs (it logs
 * its steps; the others have no test for it).
 * Why not the grid's or the graph's loop: a hex cell's neighbours depend on its row's parity
 * (two offset tables, chosen by a bit of the move mask), its six directions fit the stamp's
 * three parent bits as the grid's eight do, and every step costs the same. */

static int HS_NAME(struct pf_hex_ctx *ctx, HS_OPEN_T *q, const int use_h, pf_node start, pf_node goal,
                   struct pf_result *res)
{
    const struct pf_hex_map *m = ctx->m;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->fwd.stamp;
    pf_cost *restrict gv = ctx->fwd.g;
    int32_t gx, gy;
    pf_hex_xy(m, goal, &gx, &gy);
    const int32_t gq = pf_hex_axial_q(gx, gy), gr = gy;
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;
#ifndef HS_TRACED
#define HS_TRACED 0
#endif

    gv[start] = 0;
    stamp[start] = epoch | HX_DIR_NONE;
    int qrc = HS_PUSH(q, start, use_h ? pf_hex_estimate(m, start, gq, gr) : 0, hx_tie(0));
    if (qrc != PF_OK)
        return res->status = qrc;

    pf_node n, nb[PF_HEX_DIRS];
    unsigned dir[PF_HEX_DIRS];
    while ((n = HS_POP(q)) != PF_NONE) {
        const int ns = hx_expand(ctx, stamp, n, goal, &expanded, &generated, nb, dir, &rc);
        if (ns < 0)
            break;
        if (HS_TRACED)
            hx_log_expand(ctx, 0, n);
        const pf_cost ng = gv[n] + PF_HEX_STEP;
        for (int i = 0; i < ns; i++) {
            const pf_node s = nb[i];
            const uint32_t st = stamp[s];
            if (st >= epoch && ng >= gv[s])
                continue;
            gv[s] = ng;
            stamp[s] = epoch | dir[i];   /* open again, reached by direction dir[i] */
            const pf_cost f = ng + (use_h ? pf_hex_estimate(m, s, gq, gr) : 0);
            if (HS_TRACED)
                hx_log_label(ctx, 0, s, n, ng, f, st >= epoch && !(st & HX_CLOSED));
            if (st >= epoch && !(st & HX_CLOSED)) {
                decreases++;
                if ((qrc = HS_DECREASE(q, s, f, hx_tie(ng))) != PF_OK)
                    goto refused;
            } else {
                if (st >= epoch)
                    reopened++;
                pushes++;
                if ((qrc = HS_PUSH(q, s, f, hx_tie(ng))) != PF_OK)
                    goto refused;
            }
        }
        uint64_t sz = HS_SIZE(q);
        if (sz > max_open)
            max_open = sz;
    }
    if (rc == PF_OK)
        pf_hex_ctx_finish_path(ctx, start, goal, res);
    goto end;
refused:
    rc = qrc;
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

#undef HS_NAME
#undef HS_OPEN_T
#undef HS_PUSH
#undef HS_DECREASE
#undef HS_POP
#undef HS_SIZE
#undef HS_TRACED
