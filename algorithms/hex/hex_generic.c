/* hex_generic.c: the textbook generic search on hex maps, as on grids and graphs: a reachable
 * set, an explored set and a pluggable choose_node (fifo, lifo, seeded random, greedy by hex
 * distance); a node's parent is set when it is first reached, never relaxed, so it finds a
 * path, not the best one. */
#include "hex_ctx.h"
#include "hex_heuristic.h"
#include "open_heap_impl.h"

/* xorshift64*, the random pick's draw */
static inline uint64_t hx_random(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* choose_node over the reachable set: fifo takes set[head] ([head, tail) hold the set), lifo
 * the newest, random a seeded draw (both over [0, tail), head 0); PF_NONE when empty. */
static inline pf_node hx_pick(pf_node *set, uint32_t *head, uint32_t *tail, enum pf_pick pick, uint64_t *rng)
{
    if (*head == *tail)
        return PF_NONE;
    if (pick == PF_PICK_FIFO)
        return set[(*head)++];
    if (pick == PF_PICK_LIFO)
        return set[--*tail];
    uint32_t i = (uint32_t)(hx_random(rng) % *tail);
    pf_node n = set[i];
    set[i] = set[--*tail];
    return n;
}

int pf_hex_generic(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start, pf_node goal,
                   struct pf_result *res)
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
    const uint8_t *restrict mask = m->mask;
    const uint64_t budget = ctx->budget;
    int32_t gx, gy;
    pf_hex_xy(m, goal, &gx, &gy);
    const int32_t gq = pf_hex_axial_q(gx, gy);
    uint64_t expanded = 0, generated = 0, pushes = 1, max_open = 1;
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
    for (;;) {
        pf_node n = greedy ? heap_pop(greedy) : hx_pick(set, &head, &tail, pick, &ctx->rng);
        if (n == PF_NONE)
            break;
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= HX_CLOSED;             /* explored */
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
            if (stamp[s] >= epoch)         /* already reachable or explored */
                continue;
            stamp[s] = epoch | d;
            gv[s] = gv[n] + PF_HEX_STEP;
            pushes++;
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
    pf_counters_set(&res->c, expanded, generated, 0, pushes, 0, max_open);
    if (rc == PF_OK)
        pf_hex_ctx_finish_path(ctx, start, goal, res);
    return res->status = rc;
}
