/* graph_generic.c: the textbook generic search on node graphs, as on grids (generic.c): a
 * reachable set, an explored set and a pluggable choose_node (fifo, lifo, seeded random,
 * greedy by the heuristic); a node's parent is set when it is first reached, never relaxed,
 * so it finds a path, not the best one. */
#include "graph_ctx.h"
#include "search_ctx.h"

/* The search; traced (a constant in each copy): log each step into sctx's log, with g the path's
 * cost so far (kept in gv, which this search does not read otherwise). */
static inline __attribute__((always_inline)) int generic_run(struct pf_search_ctx *sctx, const struct pf_variant *v,
                                                             pf_node start, pf_node goal, struct pf_result *res,
                                                             const int traced)
{
    struct pf_graph_ctx *ctx = ctx_gstate(sctx);
    const struct pf_graph *gr = ctx->g;
    const enum pf_pick pick = v->pick;
    pf_graph_ctx_begin(ctx, res);
    void *greedy = NULL;                   /* the greedy pick's heap, keyed by h */
    if (pick == PF_PICK_GREEDY) {
        if (!pf_hgraph(v->heuristic) || !pf_graph_heuristic_runs(gr, pf_hgraph(v->heuristic), NULL, 0))
            return res->status = PF_ERR_ARG;
        if (pf_graph_ctx_use_open(ctx, &pf_open_heap) != PF_OK)
            return res->status = PF_ERR_NOMEM;
        greedy = ctx->open;
    }
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_node *restrict parent = ctx->parent;
    pf_node *restrict set = ctx->path;     /* the reachable set; the path once the search ends */
    const uint64_t budget = sctx->budget;
    uint64_t expanded = 0, generated = 0, pushes = 1, max_open = 1;
    uint32_t head = 0, tail = 0;           /* fifo uses [head, tail); lifo and random [0, tail) */
    int rc = PF_NO_PATH;

    stamp[start] = epoch;
    parent[start] = start;
    if (traced)
        ctx->gv[start] = 0;
    if (greedy)
        pf_open_heap.push(greedy, start, 0, 0);
    else
        set[tail++] = start;
    for (;;) {
        pf_node n;                         /* choose_node */
        if (greedy)
            n = pf_open_heap.pop_min(greedy);
        else
            n = ctx_pick(set, &head, &tail, pick, &sctx->rng);
        if (n == PF_NONE)
            break;
        if (!gc_expand(stamp, epoch, n, goal, &expanded, budget, &rc))
            break;                         /* else n is explored */
        if (traced)
            ctx_step(sctx, PF_STEP_EXPAND, 0, n, PF_NONE, 0, 0);
        const uint32_t end = gr->first[n + 1];
        generated += end - gr->first[n];
        for (uint32_t i = gr->first[n]; i < end; i++) {
            pf_node m = gr->head[i];
            if (stamp[m] >= epoch)         /* already reachable or explored */
                continue;
            stamp[m] = epoch;
            parent[m] = n;
            pushes++;
            if (traced) {
                ctx->gv[m] = ctx->gv[n] + gr->w[i];
                ctx_step_label(sctx, 0, m, n, ctx->gv[m], ctx->gv[m], 0);
            }
            if (greedy) {
                if (pf_open_heap.push(greedy, m, pf_graph_estimate(gr, pf_hgraph(v->heuristic), m, goal), 0) != PF_OK) {
                    rc = PF_ERR_NOMEM;
                    break;
                }
            } else {
                set[tail++] = m;           /* each node once: at most num_nodes */
            }
        }
        if (rc == PF_ERR_NOMEM)
            break;
        uint64_t open = greedy ? pf_open_heap.size(greedy) : tail - head;
        if (open > max_open)
            max_open = open;
    }
    if (greedy)
        pf_open_heap.clear(greedy);
    pf_counters_set(&res->c, expanded, generated, 0, pushes, 0, max_open);
    if (rc == PF_OK)
        pf_graph_ctx_finish_path(ctx, start, goal, res);
    return res->status = rc;
}

static __attribute__((noinline)) int generic_traced(struct pf_search_ctx *sctx, const struct pf_variant *v,
                                                    pf_node start, pf_node goal, struct pf_result *res)
{
    return generic_run(sctx, v, start, goal, res, 1);
}

static int graph_generic(struct pf_search_ctx *sctx, const struct pf_variant *v, pf_node start,
                         pf_node goal, struct pf_result *res)
{
    ctx_trace_clear(sctx);
    return sctx->steps ? generic_traced(sctx, v, start, goal, res) : generic_run(sctx, v, start, goal, res, 0);
}

/* The greedy pick's heap, made before the first query. */
static int graph_generic_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    if (v->pick != PF_PICK_GREEDY || (ctx_gstate(ctx)->open && ctx_gstate(ctx)->open_ops == &pf_open_heap))
        return PF_OK;
    return pf_graph_ctx_use_open(ctx_gstate(ctx), &pf_open_heap);
}

const struct pf_alg pf_alg_graph_generic = {
    .name = "generic",
    .domain = &pf_domain_graph,
    .optimal_on = 0,                       /* first discovery wins: no cost guarantee */
    .prepare = graph_generic_prepare,
    .search = graph_generic,
};
