/* bidir_bfs.c: bidirectional breadth-first search: fewest moves, layer by layer from both
 * ends; least cost only where every move costs the same (model 4). */
#include "bidir_side.h"

/* Backward stamps, both sides' depths and the backward queue, made once per context. The
 * forward queue is ctx->frontier, as for the one-way BFS. */
struct bbfs_scratch {
    struct bidir_stamps b;
    uint32_t *depth_f, *depth_b;  /* moves from the start / to the goal, where labelled */
    pf_node *queue_b;
};

static void bbfs_teardown(void *p)
{
    struct bbfs_scratch *s = p;
    if (!s)
        return;
    free(s->b.stamp);
    free(s->depth_f);
    free(s->depth_b);
    free(s->queue_b);
    free(s);
}

static int bbfs_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch,
                      size_t *bytes)
{
    (void)v;
    struct bbfs_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    const size_t n = ctx->num_nodes;
    s->depth_f = calloc(n, sizeof *s->depth_f);   /* calloc: pages faulted in on first use... */
    s->depth_b = calloc(n, sizeof *s->depth_b);
    s->queue_b = calloc(n, sizeof *s->queue_b);
    if (!s->depth_f || !s->depth_b || !s->queue_b || bidir_stamps_init(&s->b, ctx) != PF_OK) {
        bbfs_teardown(s);
        return PF_ERR_NOMEM;
    }
    /* ...so touch them now: no page fault inside a timed query */
    memset(s->depth_f, 0, n * sizeof *s->depth_f);
    memset(s->depth_b, 0, n * sizeof *s->depth_b);
    memset(s->queue_b, 0, n * sizeof *s->queue_b);
    *scratch = s;
    *bytes = sizeof *s + n * (sizeof *s->b.stamp + sizeof *s->depth_f + sizeof *s->depth_b +
                              sizeof *s->queue_b);
    return PF_OK;
}

/* Stopping rule: expand one whole layer of one side (the side whose next layer is smaller),
 * and stop after the first layer in which a meeting was seen, with the best meeting of that
 * layer (the first meeting found inside a layer may be one move longer than another one of
 * the same layer). Why that is the fewest moves: before the layer, no node was labelled by
 * both sides, so the forward ball of radius a and the backward ball of radius b were disjoint
 * and d(s, t) > a + b. Expanding forward layer a labels every node at distance a + 1. If
 * d(s, t) <= a + 1 + b, the node at distance a + 1 on a shortest path is at distance
 * d(s, t) - a - 1 <= b from the goal, so it is labelled backward and its meeting, of exactly
 * d(s, t) moves, is seen in this layer; every meeting is a real path, never shorter. If no
 * meeting is seen, d(s, t) > (a + 1) + b again and the search goes on. */
static inline __attribute__((always_inline)) int
bbfs_loop(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
          struct pf_result *res, const int tracing)
{
    struct bbfs_scratch *s = ctx_scratch(ctx, v->alg);
    bidir_stamps_begin(&s->b, ctx);
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict sf = ctx->stamp, *restrict sb = s->b.stamp;
    uint32_t *restrict df = s->depth_f, *restrict db = s->depth_b;
    pf_node *restrict qf = ctx->frontier, *restrict qb = s->queue_b;
    const uint8_t *restrict mask = ctx->mask;
    const uint64_t budget = ctx->budget;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = ctx->off[d];
    /* each queue holds its side's labelled nodes in order; [head, tail) is the next layer */
    uint32_t hf = 0, tf = 0, hb = 0, tb = 0;
    uint64_t expanded = 0, generated = 0, max_open = 2;
    uint32_t best = UINT32_MAX;
    pf_node meet = PF_NONE;
    int rc = PF_NO_PATH;

    sf[start] = epoch;
    df[start] = 0;
    qf[tf++] = start;
    sb[goal] = epoch;
    db[goal] = 0;
    qb[tb++] = goal;
    if (start == goal) {
        meet = start;
        goto done;
    }
    while (hf < tf && hb < tb) {
        const int fwd = tf - hf <= tb - hb;
        /* one layer of one side; S/D/Q/H/T are this side, OS/OD the other */
#define BBFS_LAYER(S, D, Q, H, T, OS, OD, BACK)                                          \
        {                                                                                \
            const uint32_t end = T;                                                      \
            while (H < end) {                                                            \
                if (budget && expanded >= budget) {                                      \
                    rc = PF_BUDGET;                                                      \
                    goto done;                                                           \
                }                                                                        \
                const pf_node n = Q[H++];                                                \
                expanded++;                                                              \
                if (tracing)                                                             \
                    ctx_trace_step(ctx, n, BACK);                                        \
                const uint32_t dn = D[n] + 1;                                            \
                const unsigned mk = mask[n];                                             \
                generated += ctx_moves(mk);                                              \
                for (unsigned bits = mk; bits; bits &= bits - 1) {                       \
                    const int d = __builtin_ctz(bits);                                   \
                    const pf_node m = n + (uint32_t)off[d];                              \
                    if (S[m] >= epoch)                                                   \
                        continue;                                                        \
                    S[m] = epoch | (uint32_t)d;                                          \
                    D[m] = dn;                                                           \
                    if (tracing)   /* g, f: the depth, as moves of cost 1 */            \
                        ctx_step_label(ctx, BACK, m, n, (pf_cost)dn * PF_CARD, (pf_cost)dn * PF_CARD, 0); \
                    Q[T++] = m;                                                          \
                    if (OS[m] >= epoch && dn + OD[m] < best) {                           \
                        best = dn + OD[m];                                               \
                        meet = m;                                                        \
                    }                                                                    \
                }                                                                        \
            }                                                                            \
        }
        if (fwd)
            BBFS_LAYER(sf, df, qf, hf, tf, sb, db, 0)
        else
            BBFS_LAYER(sb, db, qb, hb, tb, sf, df, 1)
#undef BBFS_LAYER
        if ((uint64_t)(tf - hf) + (tb - hb) > max_open)
            max_open = (uint64_t)(tf - hf) + (tb - hb);
        if (meet != PF_NONE)
            break;
    }
done:
    pf_counters_set(&res->c, expanded, generated, 0, (uint64_t)tf + tb, 0, max_open);
    if (rc != PF_BUDGET && meet != PF_NONE) {
        bidir_join_path(ctx, sb, start, meet, goal, res);   /* overwrites qf: done with it */
        rc = PF_OK;
    }
    return res->status = rc;
}

static int bbfs(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    return ctx->trace ? bbfs_loop(ctx, v, start, goal, res, 1)
                      : bbfs_loop(ctx, v, start, goal, res, 0);
}

/* Fewest moves is least cost only where every move costs the same: 4 moves. */
const struct pf_alg pf_alg_bidir_bfs = {
    .name = "bidir-bfs",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_4),
    .setup = bbfs_setup,
    .teardown = bbfs_teardown,
    .search = bbfs,
    .track = bidir_track,
};
