/* hex_bfs.c: breadth-first search on hex maps: the path of fewest steps, which is optimal
 * here since every step costs the same; a FIFO queue in the context, no open list. */
#include "hex_ctx.h"

int pf_hex_bfs(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res)
{
    const struct pf_hex_map *m = ctx->m;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->fwd.stamp;
    pf_cost *restrict gv = ctx->fwd.g;
    pf_node *restrict queue = ctx->buf;
    const uint8_t *restrict mask = m->mask;
    const uint64_t budget = ctx->budget;
    uint64_t expanded = 0, generated = 0;
    uint32_t qh = 0, qt = 0;
    int rc = PF_NO_PATH;

    stamp[start] = epoch | HX_DIR_NONE;
    gv[start] = 0;
    queue[qt++] = start;
    while (qh < qt) {
        pf_node n = queue[qh++];
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= HX_CLOSED;
        hx_trace(ctx, n);
        if (++expanded == budget) {
            rc = PF_BUDGET;
            break;
        }
        const unsigned mk = mask[n];
        const int32_t *off = m->off[(mk & PF_HEX_ODD) != 0];
        for (unsigned d = 0; d < PF_HEX_DIRS; d++) {
            if (!(mk & (1u << d)))
                continue;
            generated++;
            pf_node s = (pf_node)((int64_t)n + off[d]);
            if (stamp[s] >= epoch)
                continue;
            stamp[s] = epoch | d;
            gv[s] = gv[n] + PF_HEX_STEP;
            queue[qt++] = s;     /* each node once: qt <= num_nodes */
        }
    }
    /* pushes and max_open: the nodes the queue held (it is never shrunk) */
    pf_counters_set(&res->c, expanded, generated, 0, qt, 0, qt);
    if (rc == PF_OK)
        pf_hex_ctx_finish_path(ctx, start, goal, res);   /* the queue is dead: buf takes the path */
    return res->status = rc;
}
