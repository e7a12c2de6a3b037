/* best_first.c: best-first search: A* with any heuristic and open list, weighted A*, and
 * Dijkstra (the zero heuristic). It stops when the goal is popped, never when generated. */
#include "search_ctx.h"
#include "heuristics_impl.h"
#include "open_bucket_impl.h"
#include "open_heap_impl.h"
#include "open_list_impl.h"

/* hid of a heuristic that is not built in: called through its descriptor's pointer. */
#define BF_HID_OTHER PF_NUM_BUILTIN_HEURISTICS

static inline __attribute__((always_inline)) pf_cost
bf_est(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    return pf_est_by_hid(hid, hfn, dx, dy);
}

/* Every built-in open list with every built-in heuristic: bf_heap_octile, ..., and a table
 * bf_<open>_by_hid per open list. */
#define BF_SPECIALISE 1
#define BF_NAME bf_heap
#define BF_OPEN_T struct pf_heap
#define BF_PUSH heap_push
#define BF_DECREASE heap_decrease
#define BF_POP heap_pop
#define BF_SIZE(q) ((q)->size)
#include "best_first_core.h"

#define BF_SPECIALISE 1
#define BF_NAME bf_bucket
#define BF_OPEN_T struct pf_bucket
#define BF_PUSH bucket_push
#define BF_DECREASE bucket_decrease
#define BF_POP bucket_pop
#define BF_SIZE(q) ((q)->size)
#include "best_first_core.h"

#define BF_SPECIALISE 1
#define BF_NAME bf_list
#define BF_OPEN_T struct pf_list
#define BF_PUSH list_push
#define BF_DECREASE list_decrease
#define BF_POP list_pop
#define BF_SIZE(q) ((q)->size)
#include "best_first_core.h"

/* Anything else (an open list or a heuristic added from outside libpf): the open list through
 * its ops table and the heuristic through its pointer, in one copy of the loop (bf_ops_any). */
struct ops_q { const struct pf_open_ops *ops; void *q; };
#define BF_SPECIALISE 0
#define BF_NAME bf_ops
#define BF_OPEN_T struct ops_q
#define BF_PUSH(q, n, f, t) ((q)->ops->push((q)->q, n, f, t))
#define BF_DECREASE(q, n, f, t) ((q)->ops->decrease((q)->q, n, f, t))
#define BF_POP(q) ((q)->ops->pop_min((q)->q))
#define BF_SIZE(q) ((q)->ops->size((q)->q))
#include "best_first_core.h"

typedef int bf_fn(struct pf_search_ctx *, const struct pf_variant *, pf_node, pf_node,
                  struct pf_result *);

/* The specialised copies of a built-in open list, by descriptor identity. */
static bf_fn *const *builtin_open(const struct pf_open_ops *ops)
{
    return ops == &pf_open_heap     ? bf_heap_by_hid
           : ops == &pf_open_bucket ? bf_bucket_by_hid
           : ops == &pf_open_list   ? bf_list_by_hid
                                    : NULL;
}

/* A traced query's search (best_first_traced.c: its own file, so that the copies here compile
 * as they would without tracing). */
int pf_best_first_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                         struct pf_result *res);

static int builtin_hid(const struct pf_heuristic *h) { return pf_builtin_hid(h); }

static int best_first(struct pf_search_ctx *ctx, const struct pf_variant *v,
                      pf_node start, pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_open_ops *ops = v->open ? v->open : &pf_open_heap;
    if (pf_ctx_use_open(ctx, ops) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero;
    struct pf_variant vv = *v;
    vv.heuristic = &(h)->info;
    bf_fn *const *copies = builtin_open(ops);
    int hid = builtin_hid(h);
    if (ctx->trace)
        return pf_best_first_traced(ctx, &vv, start, goal, res);
    if (copies && hid != BF_HID_OTHER)
        return copies[hid](ctx, &vv, start, goal, res);
    struct ops_q oq = { ops, ctx->open };
    void *saved = ctx->open;
    ctx->open = &oq;
    int rc = bf_ops_any(ctx, &vv, start, goal, res);
    ctx->open = saved;
    return rc;
}

/* Optimal on every model given an admissible heuristic: it stops when the goal is popped,
 * and a closed node is reopened when a cheaper path reaches it. The `algo` column is "astar";
 * the Dijkstra and weighted lines of the registry say "dijkstra" and "wastar". */
const struct pf_alg pf_alg_best_first = {
    .name = "astar",
    .optimal_on = PF_MOVES_2D,
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN,
    .search = best_first,
};
