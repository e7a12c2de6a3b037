/* jps_plus_repair.c: JPS+'s local repair: after the map changed inside some rectangles, only the
 * jump-distance entries the change can reach are computed again, with the build's own rules
 * (jps_plus_rules.h), into the same table.
 *
 * Why the result is the build's table, byte for byte. Call entry (n, d) consistent when it
 * equals its rule applied to the map as it is now and to the entries the rule reads. The rule
 * of (n, d) reads the classes of cells near n and the entries of one node only, the next one
 * c = n + o (o: d's step): (c, d) itself and, for a diagonal d, c's cardinal entries h and u
 * (d's parts) through their sign only (> 0: a jump point ahead). Following o from any node
 * reaches the blocked border, whose entries are 0 and consistent; so exactly one table has
 * every entry consistent, the build's (induction against o, the order the build fills in). It
 * is enough to end with every entry consistent.
 * Before the change every entry was consistent. The change makes inconsistent only the entries
 * whose rule reads a changed cell. For a changed rectangle [x0, x1] x [y0, y1]:
 *  - cardinal (n, E) reads n, n + 1 and the cells above and below both: n in rows y0 - 1 ..
 *    y1 + 1, columns x0 - 1 .. x1 (W, N and S alike, mirrored or turned): the "run" of each
 *    line across the rectangle grown by one, from the rectangle's forward edge to the grown
 *    rectangle's back edge;
 *  - diagonal (n, d) reads n, n + o and the two cells beside n towards d: n in the rectangle
 *    grown by one.
 * Recomputing an entry makes it consistent. Writing a new value into (n, d) can make
 * inconsistent only the entries that read it: (n - o, d), and for a cardinal d, when the sign
 * changed, the two diagonal entries (n - o', d') of the diagonals d' having d as a part. An
 * entry computed again to the value it held disturbs nothing.
 * Outside the runs and seeds, an entry needs no rule: its kind (0: blocked or no free step;
 * 1: a jump point; else one step more than the next entry) depends only on cells that did not
 * change and on signs that did not change, and its old value shows it (a step more is never 0
 * or 1), so follow() gives it from the next entry alone.
 *  1. Cardinals first (no cardinal entry reads a diagonal one). Along each line of the run
 *     (rows for E and W, columns for N and S), a sweep computes the run's nodes by the rule,
 *     the most forward first as the build does, then goes on back by follow() while an entry
 *     changes. The sweeps note the sign changes as seeds of the diagonals behind them.
 *  2. Diagonals. Their seeds (the grown rectangle's nodes and those behind a cardinal sign
 *     change) are computed by the rule in the build's order, row after row; from each changed
 *     one a chain goes back along the diagonal by follow() while entries change, up to a seed
 *     still to come (left to its rule: the chain would only write it and what follows it twice).
 *     When a seed is computed the entry it reads is final: the entries before it on its line
 *     are seeds already done or chains already run. Diagonal entries are read only by entries of the same
 *     direction: the diagonals disturb neither the cardinals nor each other.
 * Rectangles are repaired one after the other (1 then 2): whatever one disturbs lies behind
 * its own changes or in the runs and seeds of those still to come, which are computed again by
 * the rule (an entry followed meanwhile with a kind a later rectangle changes is one of them).
 * When the rectangles cover much of the map, or the work grows to half a build, the table is
 * filled whole, as the build does, into the same memory (the fill reads nothing it has not
 * written: any table state is a correct start). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "jps_plus_rules.h"

struct fix {
    const struct pf_grid *g;
    int16_t *t;
    struct pf_jpsp_dir dir[8];
    uint64_t *seed[8];                /* 4..7: a bit per node, the diagonal's seeds still to come */
    uint64_t *box;                    /* a bit per node: in a changed rectangle grown by one */
    int32_t y0[8], y1[8];             /* 4..7: the rows holding seeds */
    int diag_of[4][2];                /* the two diagonals having cardinal c as a part */
    uint64_t work, budget;            /* entries computed; past the budget, fill whole */
};

static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }

static inline int bit_get(const uint64_t *bm, pf_node n) { return (int)(bm[n >> 6] >> (n & 63) & 1); }

/* Set the bits of nodes na..nb (one row's). */
static void bits_set(uint64_t *bm, pf_node na, pf_node nb)
{
    for (pf_node w = na >> 6; w <= nb >> 6; w++) {
        const unsigned from = w == na >> 6 ? na & 63 : 0, to = w == nb >> 6 ? nb & 63 : 63;
        bm[w] |= (~0ull >> (63 - to)) & (~0ull << from);
    }
}

/* Cardinal c's entry at node n changed sign: seed the diagonals that read it, one node back
 * along each (a border node may be seeded: its entries are 0 and stay so). */
static inline void seed_diagonals(struct fix *f, int c, pf_node n)
{
    for (int k = 0; k < 2; k++) {
        const int d = f->diag_of[c][k];
        const pf_node m = n - (uint32_t)f->dir[d].o;
        f->seed[d][m >> 6] |= 1ull << (m & 63);
    }
}

/* Rows ya..yb (either order; clipped to the border rows -1 and H) may hold seeds of every
 * diagonal. */
static inline void seed_rows(struct fix *f, int32_t ya, int32_t yb)
{
    const int32_t lo = imax(imin(ya, yb), -1), hi = imin(imax(ya, yb), f->g->height);
    for (int d = 4; d < 8; d++) {
        f->y0[d] = imin(f->y0[d], lo);
        f->y1[d] = imax(f->y1[d], hi);
    }
}

/* How far ahead of a chain or follow-back its next entries are prefetched (in steps): along a
 * diagonal or a column each step lands on another cache line, a row apart. */
#define AHEAD 8

static inline void prefetch_back(const int16_t *e, int32_t o8)
{
    __builtin_prefetch((const void *)((uintptr_t)e - (uintptr_t)((intptr_t)o8 * AHEAD * (intptr_t)sizeof *e)), 1);
}

/* Step 1 along one line of cardinal r->d (a row for E and W, a column for N and S), from node
 * (x, y) back (n - o, ...): the `run` nodes by the full rule, whatever they held, then, when the
 * last of them changed, on back while an entry changes (an entry of kind 0 or 1 keeps its
 * value; any other is one step more than the entry just written; the border stops it: its
 * entries stay 0). Each sign change seeds the diagonals behind it. */
static void sweep(struct fix *fx, const struct pf_jpsp_dir *r, int32_t x, int32_t y, int32_t run)
{
    const uint8_t *cls = fx->g->cls;
    int16_t *t = fx->t;
    const int dy = pf_dir_dy[r->d];
    const int32_t o8 = r->o * 8;
    pf_node f = pf_grid_node(fx->g, x, y);
    int16_t *e = &t[(size_t)f * 8 + r->d];
    int32_t i = 0;
    int16_t v = 0;
    int changed = 0;
    for (; i < run; i++, f -= (uint32_t)r->o, e -= o8) {
        v = pf_jpsp_card_entry(cls, t, f, r);
        changed = v != *e;
        if (!changed)
            continue;
        if ((v > 0) != (*e > 0))
            seed_diagonals(fx, r->d, f);
        *e = v;
    }
    for (; changed; i++, f -= (uint32_t)r->o, e -= o8) {
        prefetch_back(e, o8);
        const int16_t old = *e;
        if ((uint16_t)old <= 1 || (v = pf_jpsp_extend(v)) == old)
            break;
        if ((v > 0) != (old > 0))
            seed_diagonals(fx, r->d, f);
        *e = v;
    }
    fx->work += (uint64_t)i + 1;
    seed_rows(fx, y + 1, y - i * dy - 1);
    seed_rows(fx, y - 1, y - i * dy + 1);
}

/* A chain back along diagonal r->d from node m, whose entry e has just been given v: each
 * entry before it by follow while entries change, a kind 0 or 1 ending it, and so does a seed
 * still to come (its bit in bm; its rule computes it later and goes on from there). The
 * extension keeps v's sign, so each step adds inc. Returns the entries written. */
static uint64_t chain(int16_t *const e, pf_node m, int16_t v, int32_t o, const uint64_t *bm)
{
    const ptrdiff_t o8 = (ptrdiff_t)o * 8;
    const int16_t inc = v > 0 ? 1 : -1;
    int16_t *p = e;
    for (;;) {
        p -= o8;
        m -= (uint32_t)o;
        const int16_t old = *p;
        if ((uint16_t)old <= 1 || (bm[m >> 6] >> (m & 63) & 1))
            break;
        v = (int16_t)(v + inc);
        if (v == old)
            break;
        *p = v;
    }
    return (uint64_t)((e - p) / o8 - 1);
}

/* Step 2 for diagonal r->d: its seeds in the build's order (the rows it reads first, in a row
 * from west to east), each cleared from the bitmap once done; from a seed whose entry changed,
 * a chain back along the diagonal (above). A seed in a rectangle grown by one is computed by
 * the full rule; any other was seeded by a cardinal sign change only: the cells its rule reads
 * did not change, so an old 0 (blocked or no free step) stays 0 and another kind needs only
 * the next node's entries. A chain reads only entries before it on its own line, final by
 * then: the seeds before it were done. */
static void diagonal(struct fix *fx, const struct pf_jpsp_dir *r)
{
    const int d = r->d;
    const struct pf_grid *g = fx->g;
    const uint8_t *cls = g->cls;
    int16_t *t = fx->t;
    uint64_t *bm = fx->seed[d];
    const uint64_t *box = fx->box;
    const int dy = pf_dir_dy[d];
    const int32_t o8 = r->o * 8;
    uint64_t work = 0;
    if (fx->y0[d] > fx->y1[d])
        return;
    for (int32_t y = dy < 0 ? fx->y0[d] : fx->y1[d]; dy < 0 ? y <= fx->y1[d] : y >= fx->y0[d]; y -= dy) {
        const pf_node na = pf_grid_node(g, -1, y), nb = pf_grid_node(g, g->width, y);
        for (pf_node w = na >> 6; w <= nb >> 6; w++) {
            const unsigned from = w == na >> 6 ? na & 63 : 0, to = w == nb >> 6 ? nb & 63 : 63;
            const uint64_t row = (~0ull >> (63 - to)) & (~0ull << from);
            uint64_t bits = bm[w] & row;
            bm[w] &= ~row;
            while (bits) {
                const pf_node n = (pf_node)(w << 6) + (pf_node)__builtin_ctzll(bits);
                bits &= bits - 1;
                int16_t *e = &t[(size_t)n * 8 + d];
                const int16_t old = *e;
                int16_t v;
                work++;
                if (bit_get(box, n))
                    v = pf_jpsp_diag_entry(cls, t, n, r);
                else if (old == 0)
                    continue;
                else {
                    const int16_t *c = e + o8 - d;
                    v = c[r->h] > 0 || c[r->u] > 0 ? 1 : pf_jpsp_extend(c[r->d]);
                }
                if (v == old)
                    continue;
                *e = v;
                work += chain(e, n, v, r->o, bm);
            }
        }
    }
    fx->work += work;
}

/* Step 1 for one rectangle, and its grown nodes as seeds of every diagonal. */
static void repair_rect(struct fix *fx, const struct pf_rect *rc)
{
    const struct pf_grid *g = fx->g;
    const int32_t x0 = rc->x, y0 = rc->y, x1 = rc->x + rc->width - 1, y1 = rc->y + rc->height - 1;
    const int32_t gx0 = imax(x0 - 1, 0), gy0 = imax(y0 - 1, 0);
    const int32_t gx1 = imin(x1 + 1, g->width - 1), gy1 = imin(y1 + 1, g->height - 1);
    for (int32_t y = gy0; y <= gy1; y++) {
        sweep(fx, &fx->dir[1], x1, y, x1 - gx0 + 1);            /* E */
        sweep(fx, &fx->dir[3], x0, y, gx1 - x0 + 1);            /* W */
    }
    for (int32_t x = gx0; x <= gx1; x++) {
        sweep(fx, &fx->dir[0], x, y0, gy1 - y0 + 1);            /* N: rows y0 .. y1 + 1 */
        sweep(fx, &fx->dir[2], x, y1, y1 - gy0 + 1);            /* S: rows y1 .. y0 - 1 */
    }
    for (int32_t y = gy0; y <= gy1; y++) {
        const pf_node na = pf_grid_node(g, gx0, y), nb = pf_grid_node(g, gx1, y);
        bits_set(fx->box, na, nb);
        for (int d = 4; d < 8; d++)
            bits_set(fx->seed[d], na, nb);
    }
    for (int d = 4; d < 8; d++) {
        fx->y0[d] = imin(fx->y0[d], gy0);
        fx->y1[d] = imax(fx->y1[d], gy1);
    }
}

int pf_jpsp_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed, uint32_t n)
{
    (void)v;
    struct fix fx = { .g = ctx->grid, .t = ctx_prep(ctx, &pf_alg_jps_plus) };
    const struct pf_grid *g = fx.g;
    if (!fx.t)
        return PF_ERR_ARG;
    size_t cells = 0;
    for (uint32_t i = 0; i < n; i++)
        cells += (size_t)(changed[i].width + 2) * (size_t)(changed[i].height + 2);
    if (cells >= g->num_nodes / 4) {
        pf_jpsp_fill(g, fx.t, 0, 8);
        return PF_OK;
    }
    const size_t words = (size_t)g->num_nodes / 64 + 1;
    uint64_t *mem = calloc(5 * words, sizeof *mem);
    if (!mem)
        return PF_ERR_NOMEM;
    fx.box = mem;
    int parts[4] = { 0, 0, 0, 0 };
    for (int d = 0; d < 8; d++) {
        fx.dir[d] = pf_jpsp_dir(g->stride, d);
        if (d < 4)
            continue;
        fx.seed[d] = mem + words * (size_t)(d - 3);
        fx.y0[d] = INT32_MAX;
        fx.y1[d] = INT32_MIN;
        fx.diag_of[fx.dir[d].h][parts[fx.dir[d].h]++] = d;
        fx.diag_of[fx.dir[d].u][parts[fx.dir[d].u]++] = d;
    }
    fx.budget = (uint64_t)g->num_nodes * 4;
    for (uint32_t i = 0; i < n && fx.work < fx.budget; i++)
        if (changed[i].width > 0 && changed[i].height > 0)
            repair_rect(&fx, &changed[i]);
    for (int d = 4; d < 8 && fx.work < fx.budget; d++)
        diagonal(&fx, &fx.dir[d]);
    if (fx.work >= fx.budget)
        pf_jpsp_fill(g, fx.t, 0, 8);
    free(mem);
    return PF_OK;
}
