/* weighted_best_first_core.h: the best-first loop on weighted terrain (A*, weighted A*, Dijkstra),
 * included once per open list by weighted_best_first.c and compiled there once per (cost rule,
 * built-in heuristic), so each loop reads one rule's arithmetic and makes no indirect call.
 * The includer defines WB_SPECIALISE (1: the copies and their table WB_NAME_by_hid; 0: the
 * core only), WB_NAME, WB_OPEN_T, WB_PUSH, WB_DECREASE, WB_POP, WB_SIZE.
 * The loop is the 2D grid's (grid/best_first_loop.h) with the move cost read from the cells'
 * costs, compiled apart so that the 2D loop, the suite's fastest, reads no cost array. */

#define WB_CAT(a, b) WB_CAT_(a, b)
#define WB_CAT_(a, b) a##_##b

/* the loop (grid/best_first_loop.h) over the cells' costs under the rule `mean`; hs scales the
 * estimate to keep it admissible */
#define BF_NAME WB_NAME
#define BF_OPEN_T WB_OPEN_T
#define BF_PUSH WB_PUSH
#define BF_DECREASE WB_DECREASE
#define BF_POP WB_POP
#define BF_SIZE WB_SIZE
#define BF_LOCALS                                                                        \
    const uint32_t *restrict cost = ctx_wmap(ctx)->cost;                                 \
    const pf_cost hs = pf_wgrid_h_scale(ctx_wmap(ctx));
#define BF_NODE const uint32_t cn = cost[n];
#define BF_STEP(d) ws_step(mean, cost, off, n, m, (d), cn)
#define BF_H(dx, dy) (hs * bf_est(hid, hfn, (dx), (dy)))
#define BF_FOUND pf_wfinish(ctx, start, goal, g[goal], res);
#include "best_first_loop.h"
#undef BF_NAME
#undef BF_CAT
#undef BF_CAT_

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
