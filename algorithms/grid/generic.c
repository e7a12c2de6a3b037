/* generic.c: the textbook generic search: a reachable set, an explored set and a pluggable
 * choose_node (fifo, lifo, seeded random, greedy by h). First discovery wins: a node's
 * parent is set once, never relaxed, so it finds *a* path, not the best one. */
#include "search_ctx.h"
#include "open_heap_impl.h"

/* Traced only: m reached from n by direction d, its g in ctx->g; f is its h for the greedy
 * pick (h given), else g. */
static void trace_label(struct pf_search_ctx *ctx, pf_node m, pf_node n, int d, const struct pf_heuristic *h,
                        int32_t gx, int32_t gy)
{
    ctx->g[m] = ctx->g[n] + ctx->step[d];
    pf_cost f = ctx->g[m];
    if (h) {
        int32_t dx = (int32_t)(m % ctx->stride) - gx, dy = (int32_t)(m / ctx->stride) - gy;
        f = h->estimate(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
    }
    ctx_step_label(ctx, 0, m, n, ctx->g[m], f, 0);
}

static int generic(struct pf_search_ctx *ctx, const struct pf_variant *v,
                   pf_node start, pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const enum pf_pick pick = v->pick;
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_octile;
    struct pf_heap *greedy = NULL;
    if (pick == PF_PICK_GREEDY) {
        if (pf_ctx_use_open(ctx, &pf_open_heap) != PF_OK)
            return res->status = PF_ERR_NOMEM;
        greedy = ctx->open;
    }
    const uint32_t reachable = ctx->epoch;     /* stamp >= reachable: reachable or explored */
    const uint32_t stride = ctx->stride;
    const int32_t gx = (int32_t)(goal % stride), gy = (int32_t)(goal / stride);
    uint32_t *stamp = ctx->stamp;
    pf_node *set = ctx->frontier;      /* the reachable set for fifo, lifo and random */
    uint32_t head = 0, tail = 0;       /* fifo uses [head, tail); lifo and random [0, tail) */
    uint64_t expanded = 0, generated = 0, pushes = 1, max_open = 1;
    int rc = PF_NO_PATH;

    stamp[start] = reachable;
    ctx->g[start] = 0;
    if (greedy) {
        if (heap_push(greedy, start, 0, 0) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    } else {
        set[tail++] = start;
    }
    for (;;) {
        /* choose_node */
        pf_node n;
        if (greedy) {
            n = heap_pop(greedy);
        } else {
            n = ctx_pick(set, &head, &tail, pick, &ctx->rng);
        }
        if (n == PF_NONE)
            break;
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= PF_ST_CLOSED;    /* explored */
        expanded++;
        if (ctx->trace)
            ctx_trace_step(ctx, n, 0);
        if (ctx->budget && expanded >= ctx->budget) {
            rc = PF_BUDGET;
            break;
        }
        unsigned mk = ctx->mask[n];
        while (mk) {
            int d = __builtin_ctz(mk);
            mk &= mk - 1;
            pf_node m = n + (uint32_t)ctx->off[d];
            generated++;
            if (stamp[m] >= reachable)    /* already reachable or explored */
                continue;
            stamp[m] = reachable | (uint32_t)d;   /* the direction leads back to n */
            pushes++;
            if (ctx->trace)   /* g kept only when traced: the search itself needs none */
                trace_label(ctx, m, n, d, greedy ? h : NULL, gx, gy);
            if (greedy) {
                int32_t dx = (int32_t)(m % stride) - gx, dy = (int32_t)(m / stride) - gy;
                pf_cost hv = h->estimate(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
                if (heap_push(greedy, m, hv, ctx->seq++) != PF_OK)
                    return res->status = PF_ERR_NOMEM;
            } else {
                set[tail++] = m;
            }
        }
        uint64_t sz = greedy ? greedy->size : tail - head;
        if (sz > max_open)
            max_open = sz;
    }
    pf_counters_set(&res->c, expanded, generated, 0, pushes, 0, max_open);
    if (rc == PF_OK)
        pf_ctx_finish_path(ctx, start, goal, res);
    return res->status = rc;
}

/* Optimal nowhere: the first path found is kept. The greedy pick reads the variant's
 * heuristic when it has one (octile otherwise); the others take none. */
const struct pf_alg pf_alg_generic = {
    .name = "generic",
    .optimal_on = 0,
    .search = generic,
};
