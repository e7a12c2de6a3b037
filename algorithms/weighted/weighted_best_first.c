/* weighted_best_first.c: best-first search on weighted terrain: A* with any heuristic (scaled by the
 * map's least cost) and open list, weighted A*, and Dijkstra (the zero heuristic). It stops
 * when the goal is popped, never when it is generated. */
#include <math.h>
#include "weighted_search.h"
#include "heuristics_impl.h"
#include "open_bucket_impl.h"
#include "open_heap_impl.h"
#include "open_list_impl.h"

#define BF_HID_OTHER PF_NUM_BUILTIN_HEURISTICS

static inline __attribute__((always_inline)) pf_cost
bf_est(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    return pf_est_by_hid(hid, hfn, dx, dy);
}

typedef int wb_fn(struct pf_search_ctx *, const struct pf_variant *, pf_node, pf_node,
                  struct pf_result *);

#define WB_SPECIALISE 1
#define WB_NAME wb_heap
#define WB_OPEN_T struct pf_heap
#define WB_PUSH heap_push
#define WB_DECREASE heap_decrease
#define WB_POP heap_pop
#define WB_SIZE(q) ((q)->size)
#include "weighted_best_first_core.h"

#define WB_SPECIALISE 1
#define WB_NAME wb_bucket
#define WB_OPEN_T struct pf_bucket
#define WB_PUSH bucket_push
#define WB_DECREASE bucket_decrease
#define WB_POP bucket_pop
#define WB_SIZE(q) ((q)->size)
#include "weighted_best_first_core.h"

#define WB_SPECIALISE 1
#define WB_NAME wb_list
#define WB_OPEN_T struct pf_list
#define WB_PUSH list_push
#define WB_DECREASE list_decrease
#define WB_POP list_pop
#define WB_SIZE(q) ((q)->size)
#include "weighted_best_first_core.h"

/* An open list or heuristic from outside libpf: through the ops table and the pointer. */
struct ops_q { const struct pf_open_ops *ops; void *q; };
#define OPS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define OPS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define OPS_POP(q) ((q)->ops->pop_min((q)->q))
#define OPS_SIZE(q) ((q)->ops->size((q)->q))
#define WB_SPECIALISE 0
#define WB_NAME wb_ops
#define WB_OPEN_T struct ops_q
#define WB_PUSH OPS_PUSH
#define WB_DECREASE OPS_DECREASE
#define WB_POP OPS_POP
#define WB_SIZE OPS_SIZE
#include "weighted_best_first_core.h"

static int wb_ops_any(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                      pf_node goal, struct pf_result *res)
{
    return ctx->moves == PF_MOVES_MEAN ? wb_ops_core(ctx, v, start, goal, res, BF_HID_OTHER, 1)
                                       : wb_ops_core(ctx, v, start, goal, res, BF_HID_OTHER, 0);
}

static wb_fn *const (*builtin_open(const struct pf_open_ops *ops))[PF_NUM_BUILTIN_HEURISTICS]
{
    return ops == &pf_open_heap     ? wb_heap_by_hid
           : ops == &pf_open_bucket ? wb_bucket_by_hid
           : ops == &pf_open_list   ? wb_list_by_hid
                                    : NULL;
}

static int builtin_hid(const struct pf_heuristic *h) { return pf_builtin_hid(h); }

/* A traced query's search (weighted_best_first_traced.c: its own file, so that the copies here
 * compile as they would without tracing). */
int pf_wbest_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                          struct pf_result *res);

static int wbest_first(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                       struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_open_ops *ops = v->open ? v->open : &pf_open_heap;
    if (!pf_wgrid_open_runs(ctx_wmap(ctx), ops, NULL, 0))
        return res->status = PF_ERR_ARG;       /* pf_ctx_runs says why */
    if (pf_ctx_use_open(ctx, ops) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    struct pf_variant vv = *v;
    vv.heuristic = &(pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero)->info;
    wb_fn *const (*copies)[PF_NUM_BUILTIN_HEURISTICS] = builtin_open(ops);
    int hid = builtin_hid(pf_h2d(vv.heuristic));
    if (ctx->trace)
        return pf_wbest_first_traced(ctx, &vv, start, goal, res);
    if (copies && hid != BF_HID_OTHER)
        return copies[ctx->moves == PF_MOVES_MEAN][hid](ctx, &vv, start, goal, res);
    struct ops_q oq = { ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = wb_ops_any(ctx, &vv, start, goal, res);
    ctx->open = saved;
    return rc;
}

/* Optimal under both cost rules given an admissible heuristic: it stops when the goal is
 * popped, and reopens a closed cell a cheaper path reaches. The registry's lines say "dijkstra"
 * (zero heuristic) and "wastar" (weight > 1) in the algo column. */
const struct pf_alg pf_alg_wbest_first = {
    .name = "astar",
    .domain = &pf_domain_weighted,
    .optimal_on = PF_MOVES_WEIGHTED,
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .search = wbest_first,
};
