/* best_first_traced.c: the best-first loop a traced query runs (best_first.c sends it here):
 * one copy over the open list's ops table and the heuristic's pointer that logs every step.
 * Its own file, so that the untraced copies of best_first.c compile exactly as without tracing
 * (one more function beside them changes what gcc inlines into them). */
#include "search_ctx.h"
#include "heuristics_impl.h"

#define BF_HID_OTHER PF_NUM_BUILTIN_HEURISTICS

static inline __attribute__((always_inline)) pf_cost
bf_est(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    return pf_est_by_hid(hid, hfn, dx, dy);
}

struct ops_q { const struct pf_open_ops *ops; void *q; };
#define BF_SPECIALISE 0
#define BF_TRACED 1
#define BF_NAME bf_traced
#define BF_OPEN_T struct ops_q
#define BF_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define BF_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define BF_POP(q) ((q)->ops->pop_min((q)->q))
#define BF_SIZE(q) ((q)->ops->size((q)->q))
#include "best_first_core.h"

int pf_best_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                         struct pf_result *res);

/* v's heuristic is set (best_first.c gives the zero heuristic for none), the open list in use. */
int pf_best_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                         struct pf_result *res)
{
    struct ops_q oq = { ctx->open_ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = bf_traced_any(ctx, v, start, goal, res);
    ctx->open = saved;
    return rc;
}
