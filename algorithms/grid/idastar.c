/* idastar.c: IDA* (Korf 1985): depth-first searches bounded by f = g + h, the bound raised to
 * the least f that exceeded it; no open list and no recursion (an explicit stack), honouring
 * the expansion budget, since without a closed list it revisits cells exponentially often on
 * open maps. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "heuristics_impl.h"
#include "search_ctx.h"

/* One frame per node of the current path: the node, its g and the moves still to try. */
struct ida_frame {
    pf_node n;
    uint32_t todo;                /* legal-move bits not tried yet */
    pf_cost g;
};

/* The stack (a simple path has at most num_nodes cells) and an on-path mark per node, made
 * once per context. */
struct ida_scratch {
    struct ida_frame *stack;
    uint8_t *on_path;             /* 1 while the node is on the stack: no cycles */
};

static void ida_teardown(void *p)
{
    struct ida_scratch *s = p;
    if (!s)
        return;
    free(s->stack);
    free(s->on_path);
    free(s);
}

static int ida_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch,
                     size_t *bytes)
{
    (void)v;
    struct ida_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    const size_t n = ctx->num_nodes;
    s->stack = malloc(n * sizeof *s->stack);
    s->on_path = malloc(n);
    if (!s->stack || !s->on_path) {
        ida_teardown(s);
        return PF_ERR_NOMEM;
    }
    memset(s->stack, 0, n * sizeof *s->stack);   /* fault the pages in now */
    memset(s->on_path, 0, n);
    *scratch = s;
    *bytes = sizeof *s + n * (sizeof *s->stack + 1);
    return PF_OK;
}

static inline pf_cost ida_h(const struct pf_heuristic *h, int hid, int32_t x, int32_t y,
                            int32_t gx, int32_t gy)
{
    int32_t dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
    return hid ? pf_est_octile(dx, dy) : h->estimate(dx, dy);
}

/* Each iteration is a depth-first search of the paths whose f stays within the bound; it
 * returns when it reaches the goal (a node is tested for the goal when generated, with f =
 * g <= bound). The bound starts at h(start) and becomes the least f above it that was cut
 * off. Optimal with an admissible heuristic: an iteration with bound B follows every path of
 * f <= B, the previous bound B' found no goal of cost <= B', and no path has cost strictly
 * between B' and B (B is the least f above B' seen), so the goal found costs exactly the
 * optimum. An expansion is a node pushed and its moves generated; every iteration counts
 * again, as IDA* pays for them. */
static int idastar(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                   pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    struct ida_scratch *s = ctx_scratch(ctx, v->alg);
    struct ida_frame *stack = s->stack;
    uint8_t *on_path = s->on_path;
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_octile;
    const int hid = h == &pf_h_octile;
    const uint8_t *mask = ctx->mask;
    const uint32_t stride = ctx->stride;
    const int32_t gx = (int32_t)(goal % stride), gy = (int32_t)(goal / stride);
    const uint64_t budget = ctx->budget;
    uint64_t expanded = 0, generated = 0, pushes = 0, max_open = 1;
    int rc = PF_NO_PATH;
    uint32_t top = 0;             /* frames on the stack */

    if (start == goal) {
        ctx->frontier[0] = start;
        top = 0;
        rc = PF_OK;
        goto found;
    }
    pf_cost bound = ida_h(h, hid, (int32_t)(start % stride), (int32_t)(start / stride), gx, gy);
    for (;;) {
        pf_cost next = PF_COST_INF;
        /* push the start */
        top = 0;
        stack[top++] = (struct ida_frame){ start, mask[start], 0 };
        on_path[start] = 1;
        expanded++;
        pushes++;
        if (ctx->trace)
            ctx_trace_step(ctx, start, 0);
        generated += ctx_moves(mask[start]);
        while (top) {
            struct ida_frame *fr = &stack[top - 1];
            if (!fr->todo) {                     /* every move tried: back up */
                on_path[fr->n] = 0;
                top--;
                continue;
            }
            const int d = __builtin_ctz(fr->todo);
            fr->todo &= fr->todo - 1;
            const pf_node m = fr->n + (uint32_t)ctx->off[d];
            if (on_path[m])
                continue;
            const pf_cost gm = fr->g + ctx->step[d];
            const int32_t my = (int32_t)ctx_row(ctx, m);
            const pf_cost f = gm + ida_h(h, hid, (int32_t)(m - (uint32_t)my * stride), my, gx, gy);
            if (f > bound) {
                if (f < next)
                    next = f;
                continue;
            }
            if (m == goal) {
                /* the path: the stack's nodes, then the goal */
                for (uint32_t i = 0; i < top; i++) {
                    ctx->frontier[i] = stack[i].n;
                    on_path[stack[i].n] = 0;
                }
                ctx->frontier[top++] = goal;
                rc = PF_OK;
                goto found;
            }
            if (budget && expanded >= budget) {
                rc = PF_BUDGET;
                goto out;
            }
            if (ctx->trace)
                ctx_step_label(ctx, 0, m, fr->n, gm, f, 0);
            stack[top++] = (struct ida_frame){ m, mask[m], gm };
            on_path[m] = 1;
            expanded++;
            pushes++;
            if (ctx->trace)
                ctx_trace_step(ctx, m, 0);
            generated += ctx_moves(mask[m]);
            if (top > max_open)
                max_open = top;
        }
        if (next == PF_COST_INF)
            goto count;                          /* nothing was cut off: no path */
        bound = next;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            goto count;
        }
    }
found:
    if (top == 0)
        top = 1;                                 /* start == goal: the path is the start */
    ctx_set_path(ctx, ctx->frontier, top, res);
    goto count;
out:
    for (uint32_t i = 0; i < top; i++)           /* leave no marks for the next query */
        on_path[stack[i].n] = 0;
count:
    res->status = rc;
    pf_counters_set(&res->c, expanded, generated, 0, pushes, 0, max_open);
    return rc;
}

/* Optimal wherever its heuristic is admissible (octile: every model); it needs none of the
 * context's open lists. The heuristic is octile unless a variant names another. */
const struct pf_alg pf_alg_idastar = {
    .name = "idastar",
    .optimal_on = PF_MOVES_2D,
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_BUDGET,
    .setup = ida_setup,
    .teardown = ida_teardown,
    .search = idastar,
};
