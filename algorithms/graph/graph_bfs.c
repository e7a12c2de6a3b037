/* graph_bfs.c: breadth-first search on node graphs: the path of fewest arcs (its cost is
 * whatever those arcs cost), with a FIFO queue in the context and no open list. */
#include "graph_ctx.h"

/* The search; traced (a constant in each copy): log each step with g the path's cost so far
 * (kept in gv, which BFS does not read otherwise). */
static inline __attribute__((always_inline)) int bfs_run(struct pf_graph_ctx *ctx, pf_node start, pf_node goal,
                                                         struct pf_result *res, const int traced)
{
    pf_graph_ctx_begin(ctx, res);
    const struct pf_graph *gr = ctx->g;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_node *restrict parent = ctx->parent;
    pf_node *restrict queue = ctx->path;
    const uint64_t budget = ctx->budget;
    uint64_t expanded = 0, generated = 0;
    uint32_t qh = 0, qt = 0;
    int rc = PF_NO_PATH;

    stamp[start] = epoch;
    parent[start] = start;
    queue[qt++] = start;
    if (traced)
        ctx->gv[start] = 0;
    while (qh < qt) {
        pf_node n = queue[qh++];
        /* the goal test, close and budget check written out rather than through gc_expand:
         * the compiler makes a tighter loop of them here, and this is BFS's whole loop */
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] = epoch | GC_CLOSED;
        expanded++;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        if (traced)
            ctx_step(ctx->tr, PF_STEP_EXPAND, 0, n, PF_NONE, 0, 0);
        const uint32_t end = gr->first[n + 1];
        generated += end - gr->first[n];
        for (uint32_t i = gr->first[n]; i < end; i++) {
            pf_node m = gr->head[i];
            if (stamp[m] >= epoch)
                continue;
            stamp[m] = epoch;
            parent[m] = n;
            queue[qt++] = m;     /* each node once: qt <= num_nodes */
            if (traced) {
                ctx->gv[m] = ctx->gv[n] + gr->w[i];
                ctx_step_label(ctx->tr, 0, m, n, ctx->gv[m], ctx->gv[m], 0);
            }
        }
    }
    /* pushes and max_open: the nodes the queue held (it is never shrunk) */
    pf_counters_set(&res->c, expanded, generated, 0, qt, 0, qt);
    if (rc == PF_OK)
        pf_graph_ctx_finish_path(ctx, start, goal, res);
    return res->status = rc;
}

static int graph_bfs(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                     pf_node goal, struct pf_result *res)
{
    (void)v;
    return bfs_run(ctx, start, goal, res, 0);
}

static int graph_bfs_traced(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                            pf_node goal, struct pf_result *res)
{
    (void)v;
    return bfs_run(ctx, start, goal, res, 1);
}

const struct pf_graph_alg pf_galg_bfs = {
    .name = "bfs",
    .needs = 0,
    .optimal = 0,
    .search = graph_bfs,
};

/* The copy a traced query runs (graph_alg.c picks it when ctx->tr is set): it logs each step. */
const struct pf_graph_alg pf_galg_bfs_traced = {
    .name = "bfs",
    .needs = 0,
    .optimal = 0,
    .search = graph_bfs_traced,
};
