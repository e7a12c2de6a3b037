/* hex_best_first.c: best-first search on hex maps, Dijkstra (no heuristic) and A* (hex
 * distance), specialised on each built-in open list; any other open list through its ops. */
#include "hex_ctx.h"
#include "hex_heuristic.h"
#include "open_bucket_impl.h"
#include "open_heap_impl.h"
#include "open_list_impl.h"

#define HS_NAME hs_heap
#define HS_OPEN_T struct pf_heap
#define HS_PUSH heap_push
#define HS_DECREASE heap_decrease
#define HS_POP heap_pop
#define HS_SIZE(q) ((q)->size)
#include "hex_search_core.h"

#define HS_NAME hs_bucket
#define HS_OPEN_T struct pf_bucket
#define HS_PUSH bucket_push
#define HS_DECREASE bucket_decrease
#define HS_POP bucket_pop
#define HS_SIZE(q) ((q)->size)
#include "hex_search_core.h"

#define HS_NAME hs_list
#define HS_OPEN_T struct pf_list
#define HS_PUSH list_push
#define HS_DECREASE list_decrease
#define HS_POP list_pop
#define HS_SIZE(q) ((q)->size)
#include "hex_search_core.h"

struct ops_q { const struct pf_open_ops *ops; void *q; };
#define HS_NAME hs_ops
#define HS_OPEN_T struct ops_q
#define HS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define HS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define HS_POP(q) ((q)->ops->pop_min((q)->q))
#define HS_SIZE(q) ((q)->ops->size((q)->q))
#include "hex_search_core.h"

/* A traced query's copy: any open list through its ops table (the same order as the inlined
 * ones), logging each step. */
#define HS_NAME hs_traced
#define HS_OPEN_T struct ops_q
#define HS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define HS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define HS_POP(q) ((q)->ops->pop_min((q)->q))
#define HS_SIZE(q) ((q)->ops->size((q)->q))
#define HS_TRACED 1
#include "hex_search_core.h"

/* The traced query's call, never inlined, so that the untraced copies compile as they would
 * without it. */
static __attribute__((noinline)) int hex_traced(struct pf_hex_ctx *ctx, const struct pf_open_ops *ops, void *q,
                                                int use_h, pf_node start, pf_node goal, struct pf_result *res)
{
    struct ops_q oq = { ops, q };
    return hs_traced(ctx, &oq, use_h, start, goal, res);
}

int pf_hex_best_first(struct pf_hex_ctx *ctx, const struct pf_open_ops *ops, int use_h, pf_node start,
                      pf_node goal, struct pf_result *res)
{
    if (pf_hex_side_use_open(ctx, &ctx->fwd, ops) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    void *q = ctx->fwd.open;
    if (ctx->tr)
        return hex_traced(ctx, ops, q, use_h, start, goal, res);
    if (ops == &pf_open_heap)
        return use_h ? hs_heap(ctx, q, 1, start, goal, res) : hs_heap(ctx, q, 0, start, goal, res);
    if (ops == &pf_open_bucket)
        return use_h ? hs_bucket(ctx, q, 1, start, goal, res) : hs_bucket(ctx, q, 0, start, goal, res);
    if (ops == &pf_open_list)
        return use_h ? hs_list(ctx, q, 1, start, goal, res) : hs_list(ctx, q, 0, start, goal, res);
    struct ops_q oq = { ops, q };
    return hs_ops(ctx, &oq, use_h, start, goal, res);
}
