/* jps_plus.c: JPS+ (Rabin, Game AI Pro 2, 2015): A* over jump points whose jump distances were
 * precomputed per cell and direction (jps_plus_prep.c), with the goal-in-line and goal-in-box
 * checks that stop a scan at the goal. Model 8 without corner cutting; every cell not of the
 * start's class is a wall, as in the table.
 * Why its own loop rather than grid/best_first_core.h's: its successors come from the jump
 * table and the goal checks, k cells away (the parent is an array, not the stamp's direction),
 * not from the eight neighbours; the binary heap is inlined (jq_*), any other open list goes
 * through its ops. */
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"
#include "heuristics_impl.h"
#include "open_heap_impl.h"
#include "jps_plus.h"


/* Directions worth scanning from a node reached in direction d (pf_grid.h order: N E S W, then
 * NE SE SW NW). Diagonal d: its two cardinal parts and itself (no forced neighbours without
 * corner cutting). Cardinal d: itself, and per side q where the cell behind q is blocked (the
 * forced neighbour that made this a jump point) q and the diagonal between d and q. */
static const uint8_t diag_parts[8] = { [4] = 1u << 0 | 1u << 1 | 1u << 4, [5] = 1u << 1 | 1u << 2 | 1u << 5,
                                       [6] = 1u << 2 | 1u << 3 | 1u << 6, [7] = 1u << 3 | 1u << 0 | 1u << 7 };
/* the diagonal between cardinals a and b (adjacent) */
static const uint8_t diag_between[4][4] = {
    [0][1] = 4, [1][0] = 4, [1][2] = 5, [2][1] = 5, [2][3] = 6, [3][2] = 6, [3][0] = 7, [0][3] = 7,
};

/* Per context: the jump point each generated node was reached from. */
static int jpsp_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    (void)v;
    size_t b = (size_t)ctx->num_nodes * sizeof(pf_node);
    pf_node *parent = malloc(b);
    if (!parent)
        return PF_ERR_NOMEM;
    memset(parent, 0, b);                  /* touch the pages now, not in the first query */
    *scratch = parent;
    *bytes = b;
    return PF_OK;
}

static void jpsp_teardown(void *scratch) { free(scratch); }

struct jq { const struct pf_open_ops *ops; void *q; };

static inline __attribute__((always_inline)) int
jq_push(const int heap, struct jq *q, pf_node n, pf_cost f, uint32_t tie)
{
    return heap ? heap_push(q->q, n, f, tie) : q->ops->push(q->q, n, f, tie);
}
static inline __attribute__((always_inline)) int
jq_decrease(const int heap, struct jq *q, pf_node n, pf_cost f, uint32_t tie)
{
    return heap ? heap_decrease(q->q, n, f, tie) : q->ops->decrease(q->q, n, f, tie);
}
static inline __attribute__((always_inline)) pf_node jq_pop(const int heap, struct jq *q)
{
    return heap ? heap_pop(q->q) : q->ops->pop_min(q->q);
}
static inline __attribute__((always_inline)) uint32_t jq_size(const int heap, struct jq *q)
{
    return heap ? ((struct pf_heap *)q->q)->size : q->ops->size(q->q);
}

/* The search; heap and octile are constants in each copy (the binary heap and the octile
 * estimate inline, anything else through its pointers). */
static inline __attribute__((always_inline)) int
jpsp_core(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
          struct pf_result *res, const int heap, const int octile)
{
    const int16_t *restrict dist = ctx_prep(ctx, &pf_alg_jps_plus);
    pf_node *restrict parent = ctx_scratch(ctx, &pf_alg_jps_plus);
    struct jq q = { v->open, ctx->open };
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic)->estimate;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_cost *restrict g = ctx->g;
    const uint8_t *restrict cls = ctx->grid->cls;
    const uint32_t stride = ctx->stride;
    const uint8_t k = cls[start];
    const int32_t gy = (int32_t)ctx_row(ctx, goal), gx = (int32_t)(goal - (uint32_t)gy * stride);
    const enum pf_tie tie_rule = ctx->tie;
    const uint64_t budget = ctx->budget;
    const int tracing = ctx->trace != NULL;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = ctx->off[d];
    uint64_t expanded = 0, generated = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

#define JP_H(dx, dy) (octile ? pf_est_octile(dx, dy) : hfn(dx, dy))
#define JP_TIE(gv, hv)                                                                   \
    ctx_tie_key(ctx, tie_rule, (gv), (hv))

    if (cls[goal] != k)
        goto done;                          /* the search never leaves the start's class */
    {
        const int32_t sy = (int32_t)ctx_row(ctx, start), sx = (int32_t)(start - (uint32_t)sy * stride);
        const pf_cost hv = JP_H(sx > gx ? sx - gx : gx - sx, sy > gy ? sy - gy : gy - sy);
        g[start] = 0;
        stamp[start] = epoch;
        parent[start] = start;
        if (tracing)
            ctx_trace_jump(ctx, start);
        if (jq_push(heap, &q, start, hv, JP_TIE(0, hv)) != PF_OK)
            goto nomem;
    }

    pf_node n;
    while ((n = jq_pop(heap, &q)) != PF_NONE) {
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        const uint32_t st = stamp[n];
        stamp[n] = st | PF_ST_CLOSED;
        expanded++;
        if (tracing)
            ctx_trace_step(ctx, n, 0);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const int32_t ny = (int32_t)ctx_row(ctx, n), nx = (int32_t)(n - (uint32_t)ny * stride);
        const int32_t gdx = gx - nx, gdy = gy - ny;     /* the goal, seen from n */
        const pf_cost gn = g[n];
        unsigned dirs;
        if (n == start) {
            dirs = 0xffu;
        } else {
            const unsigned d = st & PF_ST_DIR;
            if (d >= 4) {
                dirs = diag_parts[d];
            } else {
                dirs = 1u << d;
                const pf_node back = n - (uint32_t)off[d];
                const unsigned q1 = (d + 1) & 3, q2 = (d + 3) & 3;
                if (cls[n + (uint32_t)off[q1]] == k && cls[back + (uint32_t)off[q1]] != k)
                    dirs |= 1u << q1 | 1u << diag_between[d][q1];
                if (cls[n + (uint32_t)off[q2]] == k && cls[back + (uint32_t)off[q2]] != k)
                    dirs |= 1u << q2 | 1u << diag_between[d][q2];
            }
        }
        const int16_t *dn = dist + (size_t)n * 8;
        while (dirs) {
            const unsigned d = (unsigned)__builtin_ctz(dirs);
            dirs &= dirs - 1;
            const int32_t j = dn[d];
            const int32_t free_steps = j < 0 ? -j : j;
            if (free_steps == 0)
                continue;
            const int32_t ax = pf_dir_dx[d] * gdx, ay = pf_dir_dy[d] * gdy;   /* goal ahead: > 0 */
            int32_t steps;
            if (d < 4) {
                const int32_t along = ax + ay, across = pf_dir_dx[d] ? gdy : gdx;
                if (across == 0 && along > 0 && along <= free_steps)
                    steps = along;           /* the goal, in line */
                else if (j > 0)
                    steps = j;
                else
                    continue;
            } else {
                const int32_t lo = ax < ay ? ax : ay;
                if (lo > 0 && lo <= free_steps)
                    steps = lo;              /* the cell in line with the goal */
                else if (j > 0)
                    steps = j;
                else
                    continue;
            }
            generated++;
            const pf_node m = n + (uint32_t)(steps * off[d]);
            const pf_cost ng = gn + (pf_cost)steps * (d < 4 ? PF_CARD : PF_DIAG);
            const uint32_t sm = stamp[m];
            if (sm >= epoch && ((sm & PF_ST_CLOSED) || ng >= g[m]))
                continue;                    /* closed (consistent h: never better) or no better */
            const int32_t my = ny + pf_dir_dy[d] * steps, mx = nx + pf_dir_dx[d] * steps;
            const pf_cost hv = JP_H(mx > gx ? mx - gx : gx - mx, my > gy ? my - gy : gy - my);
            g[m] = ng;
            stamp[m] = epoch | d;
            parent[m] = n;
            if (tracing) {                   /* generated as a jump point, from n */
                ctx_trace_jump(ctx, m);
                ctx_step_label(ctx, 0, m, n, ng, ng + hv, sm >= epoch);
            }
            if (sm >= epoch) {
                decreases++;
                if (jq_decrease(heap, &q, m, ng + hv, JP_TIE(ng, hv)) != PF_OK)
                    goto nomem;
            } else {
                pushes++;
                /* its distances, wanted when it is expanded: loaded while the heap works */
                __builtin_prefetch(dist + (size_t)m * 8);
                if (jq_push(heap, &q, m, ng + hv, JP_TIE(ng, hv)) != PF_OK)
                    goto nomem;
            }
        }
        const uint64_t sz = jq_size(heap, &q);
        if (sz > max_open)
            max_open = sz;
    }
#undef JP_H
#undef JP_TIE
done:
    if (rc == PF_OK)
        pf_ctx_finish_jump_path(ctx, parent, start, goal, res);
    else
        res->status = rc;
    goto count;
nomem:
    res->status = PF_ERR_NOMEM;
count:
    pf_counters_set(&res->c, expanded, generated, 0, pushes, decreases, max_open);
    return res->status;
}

static int jpsp_heap_octile(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                            struct pf_result *res)
{
    return jpsp_core(ctx, v, s, t, res, 1, 1);
}

static int jpsp_any(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                    struct pf_result *res)
{
    return jpsp_core(ctx, v, s, t, res, 0, 0);
}

static int jpsp_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                       struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    if (pf_ctx_use_open(ctx, v->open) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    if (v->open == &pf_open_heap && pf_h2d(v->heuristic) == &pf_h_octile)
        return jpsp_heap_octile(ctx, v, start, goal, res);
    return jpsp_any(ctx, v, start, goal, res);
}

const struct pf_alg pf_alg_jps_plus = {
    .name = "jps+",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_8),
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN | PF_NEEDS_PREPROCESS,
    .runs_on = PF_MOVES_BIT(PF_MOVES_8),
    .limits = "its jump distances follow the no-corner-cutting rules of model 8 (GPPC, warthog); "
              "8-cut and 8-any need other pruning rules and 4 its own jump definition",
    .preprocess = pf_jpsp_preprocess,
    .release = pf_jpsp_release,
    .prep_save = pf_prep_save_flat,
    .prep_load = pf_jpsp_load,
    .repair = pf_jpsp_repair,
    .setup = jpsp_setup,
    .teardown = jpsp_teardown,
    .search = jpsp_search,
};
