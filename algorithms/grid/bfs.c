/* bfs.c: breadth-first search: fewest moves, optimal in cost only where all moves cost the
 * same. It may stop when the goal is generated: with unit moves that is already the fewest. */
#include <stddef.h>
#include "search_ctx.h"

/* Traced only: m reached from n by direction d; its g (the path's cost in moves' units, which
 * the untraced search does not keep) in ctx->g. */
static void trace_label(struct pf_search_ctx *ctx, pf_node m, pf_node n, int d)
{
    ctx->g[m] = ctx->g[n] + ctx->step[d];
    ctx_step_label(ctx, 0, m, n, ctx->g[m], ctx->g[m], 0);
}

/* The loop, inlined twice (forced: gcc otherwise passes `tracing` at run time) so the copy
 * without tracing has no test for it. */
static inline __attribute__((always_inline)) int
bfs_loop(struct pf_search_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res,
         const int tracing)
{
    const uint32_t mark = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_node *restrict queue = ctx->frontier;
    const uint8_t *restrict mask = ctx->mask;
    const uint64_t limit = ctx->budget ? ctx->budget : UINT64_MAX;
    const ptrdiff_t w = ctx->stride;
    uint32_t head = 0, tail = 0;
    uint64_t generated = 0, max_open = 1;
    int rc = PF_NO_PATH;

    stamp[start] = mark;
    queue[tail++] = start;
    if (tracing)
        ctx->g[start] = 0;
    if (start == goal) {
        rc = PF_OK;
        goto done;
    }
    while (head < tail) {
        pf_node n = queue[head++];      /* head counts the expansions */
        if (tracing)
            ctx_trace_step(ctx, n, 0);
        if (head >= limit) {
            rc = PF_BUDGET;
            break;
        }
        const unsigned mk = mask[n];
        generated += ctx_moves(mk);
        /* the stamps of the row above, this row and the row below */
        uint32_t *const at = stamp + n, *const up = at - w, *const dn = at + w;
        /* One copy per direction, so each branch keeps its own history. The stamp is
         * tested first: blocked cells carry a permanent stamp (PF_ST_WALL), so one branch
         * rejects both walls and cells already reached; the move mask (corners, terrain
         * classes) is looked at only for the few cells that pass. With 10 % of cells
         * blocked at random, which neighbours pass is close to random, and mispredicted
         * branches are most of the cost, and this order of tests takes the fewest
         * (docs/PERFORMANCE.md). */
#define BFS_DIR(d, p)                                           \
        if (*(p) < mark && (mk & (1u << (d)))) {                \
            *(p) = mark | (d);                                  \
            const pf_node m = (pf_node)((p) - stamp);           \
            if (tracing)                                        \
                trace_label(ctx, m, n, d);                      \
            queue[tail++] = m;                                  \
            if (m == goal) {                                    \
                rc = PF_OK;                                     \
                goto done;                                      \
            }                                                   \
        }
        /* Clockwise from north: neighbours that touch are tested one after the other, so
         * the outcome the predictor has just seen is the one most alike (a cell beside a
         * new cell is likely new). 1.15x on random512-10-0 over N E S W NE SE SW NW. */
        BFS_DIR(0, up) BFS_DIR(4, up + 1) BFS_DIR(1, at + 1) BFS_DIR(5, dn + 1)
        BFS_DIR(2, dn) BFS_DIR(6, dn - 1) BFS_DIR(3, at - 1) BFS_DIR(7, up - 1)
#undef BFS_DIR
        if (tail - head > max_open)
            max_open = tail - head;
    }
done:
    pf_counters_set(&res->c, head, generated, 0, tail, 0, max_open);
    if (rc == PF_OK)
        pf_ctx_finish_path(ctx, start, goal, res);
    return res->status = rc;
}

static int bfs(struct pf_search_ctx *ctx, const struct pf_variant *v,
               pf_node start, pf_node goal, struct pf_result *res)
{
    (void)v;
    pf_ctx_begin(ctx, res);
    return ctx->trace ? bfs_loop(ctx, start, goal, res, 1) : bfs_loop(ctx, start, goal, res, 0);
}

/* Fewest moves is least cost only where every move costs the same: 4 moves. */
const struct pf_alg pf_alg_bfs = {
    .name = "bfs",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_4),
    .search = bfs,
};
