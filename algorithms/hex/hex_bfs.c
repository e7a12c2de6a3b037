/* hex_bfs.c: breadth-first search on hex maps: the path of fewest steps, which is optimal
 * here since every step costs the same; a FIFO queue in the context, no open list. */
#include "hex_ctx.h"

/* The search; traced (a constant in each copy): log each step. */
static inline __attribute__((always_inline)) int bfs_run(struct pf_hex_ctx *ctx, pf_node start, pf_node goal,
                                                         struct pf_result *res, const int traced)
{
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->fwd.stamp;
    pf_cost *restrict gv = ctx->fwd.g;
    pf_node *restrict queue = ctx->buf;
    uint64_t expanded = 0, generated = 0;
    uint32_t qh = 0, qt = 0;
    int rc = PF_NO_PATH;

    stamp[start] = epoch | HX_DIR_NONE;
    gv[start] = 0;
    queue[qt++] = start;
    pf_node nb[PF_HEX_DIRS];
    unsigned dir[PF_HEX_DIRS];
    while (qh < qt) {
        pf_node n = queue[qh++];
        const int ns = hx_expand(ctx, stamp, n, goal, &expanded, &generated, nb, dir, &rc);
        if (ns < 0)
            break;
        if (traced)
            hx_log_expand(ctx, 0, n);
        for (int i = 0; i < ns; i++) {
            const pf_node s = nb[i];
            if (stamp[s] >= epoch)
                continue;
            stamp[s] = epoch | dir[i];
            gv[s] = gv[n] + PF_HEX_STEP;
            queue[qt++] = s;     /* each node once: qt <= num_nodes */
            if (traced)
                hx_log_label(ctx, 0, s, n, gv[s], gv[s], 0);
        }
    }
    if (rc == PF_OK)
        pf_hex_ctx_finish_path(ctx, start, goal, res);   /* the queue is dead: buf takes the path */
    /* pushes and max_open: the nodes the queue held (it is never shrunk) */
    return pf_search_end(&res->status, &res->c, rc, expanded, generated, 0, qt, 0, qt);
}

static __attribute__((noinline)) int bfs_traced(struct pf_hex_ctx *ctx, pf_node start, pf_node goal,
                                                struct pf_result *res)
{
    return bfs_run(ctx, start, goal, res, 1);
}

int pf_hex_bfs(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res)
{
    return ctx->tr ? bfs_traced(ctx, start, goal, res) : bfs_run(ctx, start, goal, res, 0);
}
