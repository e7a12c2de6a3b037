/* graph_search.c: best-first search on node graphs, written once for the domain: A* with a
 * geometric heuristic, weighted A*, and Dijkstra (no heuristic). It stops when the goal is
 * popped, never when it is generated, and reopens a closed node reached more cheaply. */
#include "graph_ctx.h"
#include "graph_heuristics_impl.h"
#include "open_bucket_impl.h"
#include "open_heap_impl.h"
#include "open_list_impl.h"

/* The weighted estimate of node n for heuristic id (a built-in one: pf_graph_estimate's bits,
 * inlined; any other through its descriptor), capped so that f = g + h stays below 2^63. */
static inline pf_cost gs_estimate(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                                  int id, double weight, pf_node n, pf_node goal)
{
    pf_cost e = id >= 0 ? gh_fixed((double)g->scale,
                                   gh_norm(id, g->pos + 3 * (size_t)n, g->pos + 3 * (size_t)goal))
                        : pf_graph_estimate(g, h, n, goal);
    if (weight != 1.0) {
        double we = weight * (double)e;
        e = we < 0x1.0p62 ? (pf_cost)we : PF_GRAPH_MAX_TOTAL;
    }
    return e;
}

/* Equal f: larger g first (the grid searches' default rule). */
static inline uint32_t gs_tie(pf_cost g)
{
    return UINT32_MAX - (uint32_t)(g < UINT32_MAX ? g : UINT32_MAX);
}

#define GS_NAME gs_heap
#define GS_OPEN_T struct pf_heap
#define GS_PUSH heap_push
#define GS_DECREASE heap_decrease
#define GS_POP heap_pop
#define GS_SIZE(q) ((q)->size)
#include "graph_search_core.h"

/* The bucket queue with its window bounded (PF_GRAPH_BUCKET_SPAN): a push that would spread
 * the queued keys wider is refused with PF_ERR_LIMIT instead of growing the window to
 * gigabytes (a few large costs or far-apart positions can ask for that on a tiny graph). */
static inline int gs_bucket_push(struct pf_bucket *q, pf_node n, pf_cost f, uint32_t tie)
{
    if (q->size && (f > q->hi ? f : q->hi) - (f < q->cur ? f : q->cur) >= PF_GRAPH_BUCKET_SPAN)
        return PF_ERR_LIMIT;
    return bucket_push(q, n, f, tie);
}

static inline int gs_bucket_decrease(struct pf_bucket *q, pf_node n, pf_cost f, uint32_t tie)
{
    if (q->size > 1 && q->hi - (f < q->cur ? f : q->cur) >= PF_GRAPH_BUCKET_SPAN)
        return PF_ERR_LIMIT;     /* f only goes down: the new low end against the high one */
    return bucket_decrease(q, n, f, tie);
}

#define GS_NAME gs_bucket
#define GS_OPEN_T struct pf_bucket
#define GS_PUSH gs_bucket_push
#define GS_DECREASE gs_bucket_decrease
#define GS_POP bucket_pop
#define GS_SIZE(q) ((q)->size)
#include "graph_search_core.h"

#define GS_NAME gs_list
#define GS_OPEN_T struct pf_list
#define GS_PUSH list_push
#define GS_DECREASE list_decrease
#define GS_POP list_pop
#define GS_SIZE(q) ((q)->size)
#include "graph_search_core.h"

/* Any other open list, through its ops table. */
struct ops_q { const struct pf_open_ops *ops; void *q; };
#define GS_NAME gs_ops
#define GS_OPEN_T struct ops_q
#define GS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define GS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define GS_POP(q) ((q)->ops->pop_min((q)->q))
#define GS_SIZE(q) ((q)->ops->size((q)->q))
#include "graph_search_core.h"

/* A traced query's copy: any open list through its ops table (the same order as the inlined
 * ones: the same lists, keys and ties), logging each step. */
#define GS_NAME gs_traced
#define GS_OPEN_T struct ops_q
#define GS_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define GS_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define GS_POP(q) ((q)->ops->pop_min((q)->q))
#define GS_SIZE(q) ((q)->ops->size((q)->q))
#define GS_TRACED 1
#include "graph_search_core.h"

/* The traced query's call, never inlined, so that the untraced copies inlined below compile as
 * they would without it. */
static __attribute__((noinline)) int graph_traced(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v,
                                                  const struct pf_open_ops *ops, pf_node start, pf_node goal,
                                                  struct pf_result *res)
{
    struct ops_q oq = { ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = gs_traced(ctx, v, start, goal, res);
    ctx->open = saved;
    return rc;
}

static int graph_best_first(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v,
                            pf_node start, pf_node goal, struct pf_result *res)
{
    pf_graph_ctx_begin(ctx, res);
    const struct pf_open_ops *ops = v->open ? v->open : &pf_open_heap;
    if (pf_graph_ctx_use_open(ctx, ops) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    if (ctx->tr)
        return graph_traced(ctx, v, ops, start, goal, res);
    if (ops == &pf_open_heap)
        return gs_heap(ctx, v, start, goal, res);
    if (ops == &pf_open_bucket)
        return gs_bucket(ctx, v, start, goal, res);
    if (ops == &pf_open_list)
        return gs_list(ctx, v, start, goal, res);
    struct ops_q oq = { ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = gs_ops(ctx, v, start, goal, res);
    ctx->open = saved;
    return rc;
}

const struct pf_graph_alg pf_galg_best_first = {
    .name = "astar",
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .optimal = 1,
    .search = graph_best_first,
};
