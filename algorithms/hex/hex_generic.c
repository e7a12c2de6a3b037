/* hex_generic.c: the textbook generic search on hex maps, as on grids and graphs: a reachable
 * set, an explored set and a pluggable choose_node (fifo, lifo, seeded random, greedy by hex
 * distance); a node's parent is set when it is first reached, never relaxed, so it finds a
 * path, not the best one. */
#include "hex_ctx.h"
#include "hex_heuristic.h"
#include "open_heap_impl.h"
#include "search_ctx.h"

/* The search; traced (a constant in each copy): log each step (g: the path's cost so far). */
static inline __attribute__((always_inline)) int generic_run(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start,
                                                             pf_node goal, struct pf_result *res, const int traced)
{
    const struct pf_hex_map *m = ctx->m;
    struct pf_heap *greedy = NULL;         /* the greedy pick's heap, keyed by hex distance */
    if (pick == PF_PICK_GREEDY) {
        if (pf_hex_side_use_open(ctx, &ctx->fwd, &pf_open_heap) != PF_OK)
            return res->status = PF_ERR_NOMEM;
        greedy = ctx->fwd.open;
    }
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->fwd.stamp;
    pf_cost *restrict gv = ctx->fwd.g;
    pf_node *restrict set = ctx->buf;      /* the reachable set; the path once the search ends */
    int32_t gx, gy;
    pf_hex_xy(m, goal, &gx, &gy);
    const int32_t gq = pf_hex_axial_q(gx, gy);
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    uint32_t head = 0, tail = 0;           /* fifo uses [head, tail); lifo and random [0, tail) */
    int rc = PF_NO_PATH;

    stamp[start] = epoch | HX_DIR_NONE;
    gv[start] = 0;
    if (greedy) {
        if (heap_push(greedy, start, 0, 0) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    } else {
        set[tail++] = start;
    }
    pf_node nb[PF_HEX_DIRS];
    unsigned dir[PF_HEX_DIRS];
    for (;;) {
        pf_node n = greedy ? heap_pop(greedy) : ctx_pick(set, &head, &tail, pick, &ctx->rng);
        if (n == PF_NONE)
            break;
        const int ns = hx_expand(ctx, stamp, n, goal, &expanded, &generated, nb, dir, &rc);
        if (ns < 0)
            break;
        if (traced)
            hx_log_expand(ctx, 0, n);
        for (int i = 0; i < ns; i++) {
            const pf_node s = nb[i];
            if (stamp[s] >= epoch)         /* already reachable or explored */
                continue;
            stamp[s] = epoch | dir[i];
            gv[s] = gv[n] + PF_HEX_STEP;
            pushes++;
            if (traced)
                hx_log_label(ctx, 0, s, n, gv[s], gv[s], 0);
            if (greedy) {
                if (heap_push(greedy, s, pf_hex_estimate(m, s, gq, gy), 0) != PF_OK) {
                    rc = PF_ERR_NOMEM;
                    break;
                }
            } else {
                set[tail++] = s;           /* each node once: at most num_nodes */
            }
        }
        if (rc == PF_ERR_NOMEM)
            break;
        uint64_t open = greedy ? greedy->size : tail - head;
        if (open > max_open)
            max_open = open;
    }
    if (rc == PF_OK)
        pf_hex_ctx_finish_path(ctx, start, goal, res);
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

static __attribute__((noinline)) int generic_traced(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start,
                                                    pf_node goal, struct pf_result *res)
{
    return generic_run(ctx, pick, start, goal, res, 1);
}

int pf_hex_generic(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start, pf_node goal,
                   struct pf_result *res)
{
    return ctx->tr ? generic_traced(ctx, pick, start, goal, res) : generic_run(ctx, pick, start, goal, res, 0);
}
