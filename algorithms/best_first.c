/* best_first.c: best-first search: A* with any heuristic and open list, weighted A*, and
 * Dijkstra (the zero heuristic). It stops when the goal is popped, never when generated. */
#include "search_ctx.h"
#include "open_bucket_impl.h"
#include "open_heap_impl.h"
#include "open_list_impl.h"

static inline pf_cost h_octile_inline(int32_t dx, int32_t dy)
{
    int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return (pf_cost)PF_DIAG * (pf_cost)lo + (pf_cost)PF_CARD * (pf_cost)(hi - lo);
}

/* Any open list through its ops table (used for open lists added outside this file). */
struct ops_q { const struct pf_open_ops *ops; void *q; };
#define OPS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define OPS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define OPS_POP(q) ((q)->ops->pop_min((q)->q))
#define OPS_SIZE(q) ((q)->ops->size((q)->q))

/* The core is instantiated per open list with up to three heuristic shapes: octile and zero
 * inline, anything else through the heuristic's function pointer. */
#define BF_OPEN_T struct pf_heap
#define BF_PUSH heap_push
#define BF_DECREASE heap_decrease
#define BF_POP heap_pop
#define BF_SIZE(q) ((q)->size)
#define BF_NAME bf_heap_octile
#define BF_H(dx, dy) h_octile_inline(dx, dy)
#include "best_first_core.h"
#define BF_NAME bf_heap_zero
#define BF_H(dx, dy) ((void)(dx), (void)(dy), (pf_cost)0)
#include "best_first_core.h"
#define BF_NAME bf_heap_any
#define BF_H(dx, dy) hfn(dx, dy)
#include "best_first_core.h"
#undef BF_OPEN_T
#undef BF_PUSH
#undef BF_DECREASE
#undef BF_POP
#undef BF_SIZE

#define BF_OPEN_T struct pf_bucket
#define BF_PUSH bucket_push
#define BF_DECREASE bucket_decrease
#define BF_POP bucket_pop
#define BF_SIZE(q) ((q)->size)
#define BF_NAME bf_bucket_octile
#define BF_H(dx, dy) h_octile_inline(dx, dy)
#include "best_first_core.h"
#define BF_NAME bf_bucket_zero
#define BF_H(dx, dy) ((void)(dx), (void)(dy), (pf_cost)0)
#include "best_first_core.h"
#define BF_NAME bf_bucket_any
#define BF_H(dx, dy) hfn(dx, dy)
#include "best_first_core.h"
#undef BF_OPEN_T
#undef BF_PUSH
#undef BF_DECREASE
#undef BF_POP
#undef BF_SIZE

#define BF_OPEN_T struct pf_list
#define BF_PUSH list_push
#define BF_DECREASE list_decrease
#define BF_POP list_pop
#define BF_SIZE(q) ((q)->size)
#define BF_NAME bf_list_any
#define BF_H(dx, dy) hfn(dx, dy)
#include "best_first_core.h"
#undef BF_OPEN_T
#undef BF_PUSH
#undef BF_DECREASE
#undef BF_POP
#undef BF_SIZE

#define BF_OPEN_T struct ops_q
#define BF_PUSH OPS_PUSH
#define BF_DECREASE OPS_DECREASE
#define BF_POP OPS_POP
#define BF_SIZE OPS_SIZE
#define BF_NAME bf_ops_any
#define BF_H(dx, dy) hfn(dx, dy)
#include "best_first_core.h"

static int best_first(struct pf_search_ctx *ctx, const struct pf_variant *v,
                      pf_node start, pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_open_ops *ops = v->open ? v->open : &pf_open_heap;
    if (pf_ctx_use_open(ctx, ops) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    const struct pf_heuristic *h = v->h ? v->h : &pf_h_zero;
    int octile = h->estimate == pf_h_octile.estimate, zero = h->estimate == pf_h_zero.estimate;
    struct pf_variant vv = *v;
    vv.h = h;
    if (ops == &pf_open_heap)
        return octile ? bf_heap_octile(ctx, &vv, start, goal, res)
             : zero   ? bf_heap_zero(ctx, &vv, start, goal, res)
                      : bf_heap_any(ctx, &vv, start, goal, res);
    if (ops == &pf_open_bucket)
        return octile ? bf_bucket_octile(ctx, &vv, start, goal, res)
             : zero   ? bf_bucket_zero(ctx, &vv, start, goal, res)
                      : bf_bucket_any(ctx, &vv, start, goal, res);
    if (ops == &pf_open_list)
        return bf_list_any(ctx, &vv, start, goal, res);
    struct ops_q oq = { ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = bf_ops_any(ctx, &vv, start, goal, res);
    ctx->open = saved;
    return rc;
}

const struct pf_alg pf_alg_best_first = { "best-first", best_first };
