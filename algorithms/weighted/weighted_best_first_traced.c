/* weighted_best_first_traced.c: the weighted best-first loop a traced query runs (weighted_best_first.c
 * sends it here): one copy over the open list's ops table and the heuristic's pointer that logs
 * every step, in a file of its own so that the untraced copies compile as without tracing. */
#include "weighted_search.h"
#include "heuristics_impl.h"

#define BF_HID_OTHER PF_NUM_BUILTIN_HEURISTICS

static inline __attribute__((always_inline)) pf_cost
bf_est(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    return pf_est_by_hid(hid, hfn, dx, dy);
}

struct ops_q { const struct pf_open_ops *ops; void *q; };
#define BF_TRACED 1
#define WB_SPECIALISE 0
#define WB_NAME wb_traced
#define WB_OPEN_T struct ops_q
#define WB_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define WB_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define WB_POP(q) ((q)->ops->pop_min((q)->q))
#define WB_SIZE(q) ((q)->ops->size((q)->q))
#include "weighted_best_first_core.h"

int pf_wbest_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                          struct pf_result *res);

/* v's heuristic is set, the open list in use (weighted_best_first.c). */
int pf_wbest_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                          struct pf_result *res)
{
    struct ops_q oq = { ctx->open_ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = ctx->moves == PF_MOVES_MEAN ? wb_traced_core(ctx, v, start, goal, res, BF_HID_OTHER, 1)
                                         : wb_traced_core(ctx, v, start, goal, res, BF_HID_OTHER, 0);
    ctx->open = saved;
    return rc;
}
