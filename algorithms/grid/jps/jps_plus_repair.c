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
 * or 1), so following gives it from the next entry alone.
 *  1. Cardinals first (no cardinal entry reads a diagonal one). Along each line of the run
 *     (rows for E and W, columns for N and S), a sweep computes the run's nodes by the rule,
 *     the most forward first as the build does, then goes on back by following while an entry
 *     changes. The sweeps note the sign changes as seeds of the diagonals behind them.
 *  2. Diagonals. Their seeds (the grown rectangle's nodes and those behind a cardinal sign
 *     change) are computed by the rule in the build's order, row after row; from each changed
 *     one a chain goes back along the diagonal by following while entries change, up to a seed
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
#include <stdint.h>
#include <stdlib.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "jps_plus_rules.h"

/* Per row of the map, the columns lo..hi of the diagonal entries to compute by the full rule
 * (lo > hi: none); y0..y1 the rows holding a span. */
struct spans {
    int32_t *lo, *hi;
    int32_t y0, y1;
};

struct fix {
    const struct pf_grid *g;
    int16_t *t;
    struct pf_jpsp_dir dir[8];
    struct spans sp[8];               /* the diagonals' seeds (4..7) */
    int diag_of[4][2];                /* the two diagonals having cardinal c as a part */
    uint64_t work, budget;            /* entries computed; past the budget, fill whole */
};

static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }

/* Add columns lo..hi of row y to s (clipped to the map: the border never changes). */
static inline void span_add(struct spans *s, const struct pf_grid *g, int32_t y, int32_t lo, int32_t hi)
{
    lo = imax(lo, 0);
    hi = imin(hi, g->width - 1);
    if (y < 0 || y >= g->height || lo > hi)
        return;
    s->lo[y] = imin(s->lo[y], lo);
    s->hi[y] = imax(s->hi[y], hi);
    s->y0 = imin(s->y0, y);
    s->y1 = imax(s->y1, y);
}

/* Cardinal c's entries at row y changed sign between columns lo and hi: seed the diagonals
 * that read them, one node back along each. */
static inline void seed_diagonals(struct fix *f, int c, int32_t y, int32_t lo, int32_t hi)
{
    for (int k = 0; k < 2; k++) {
        const int d = f->diag_of[c][k];
        span_add(&f->sp[d], f->g, y - pf_dir_dy[d], lo - pf_dir_dx[d], hi - pf_dir_dx[d]);
    }
}

/* Following, as the sweeps and chains below do inline: for a node that is not a seed, none of
 * the cells its rule reads changed, nor the signs of the cardinal entries it reads, so its kind
 * (0: blocked or no free step; 1: a jump point; else one step more than the next entry) is the
 * one its old value shows (the extension never gives 0 or 1), and only the next entry is read:
 * old <= 1 stays, else pf_jpsp_extend(next). */

/* A sign change of cardinal r->d's entry at (x, y) during a sweep: a column's (dy) seeds the
 * diagonals now, a row's widens the span *slo..*shi seeded at its end. */
static inline void sign_changed(struct fix *fx, const struct pf_jpsp_dir *r, int dy, int32_t x, int32_t y, int32_t *slo,
                                int32_t *shi)
{
    if (dy)
        seed_diagonals(fx, r->d, y, x, x);
    else {
        *slo = imin(*slo, x);
        *shi = imax(*shi, x);
    }
}

/* Step 1 along one line of cardinal r->d (a row for E and W, a column for N and S), from node
 * (x, y) back (n - o, ...): the `run` nodes by the full rule, whatever they held, then, when the
 * last of them changed, on back while an entry changes, each by follow (the border stops it:
 * its entries stay 0). */
static void sweep(struct fix *fx, const struct pf_jpsp_dir *r, int32_t x, int32_t y, int32_t run)
{
    const uint8_t *cls = fx->g->cls;
    int16_t *t = fx->t;
    const int dx = pf_dir_dx[r->d], dy = pf_dir_dy[r->d];
    const int32_t o8 = r->o * 8;
    pf_node f = pf_grid_node(fx->g, x, y);
    int16_t *e = &t[(size_t)f * 8 + r->d];
    int32_t slo = INT32_MAX, shi = INT32_MIN;
    int32_t i = 0;
    int16_t v = 0;
    int changed = 0;
    for (; i < run; i++, f -= (uint32_t)r->o, e -= o8) {
        v = pf_jpsp_card_entry(cls, t, f, r);
        changed = v != *e;
        if (!changed)
            continue;
        if ((v > 0) != (*e > 0))
            sign_changed(fx, r, dy, x - i * dx, y - i * dy, &slo, &shi);
        *e = v;
    }
    /* follow: an entry of kind 0 or 1 keeps its value; any other is one step more than the
     * entry just written */
    for (; changed; i++, e -= o8) {
        const int16_t old = *e;
        if ((uint16_t)old <= 1 || (v = pf_jpsp_extend(v)) == old)
            break;
        if ((v > 0) != (old > 0))
            sign_changed(fx, r, dy, x - i * dx, y - i * dy, &slo, &shi);
        *e = v;
    }
    fx->work += (uint64_t)i + 1;
    if (slo <= shi)
        seed_diagonals(fx, r->d, y, slo, shi);
}

/* Step 2 for diagonal r->d: its seeds in the build's order (the rows it reads first), each by
 * the full rule; from a seed whose entry changed, a chain back along the diagonal by follow
 * while entries change, stopping at a seed still to come (computed later by the full rule, it
 * goes on from there). A chain reads only entries before it on its own line, final by then:
 * the seeds before it were done. */
static void diagonal(struct fix *fx, const struct pf_jpsp_dir *r)
{
    struct spans *s = &fx->sp[r->d];
    const struct pf_grid *g = fx->g;
    const uint8_t *cls = g->cls;
    int16_t *t = fx->t;
    const int dx = pf_dir_dx[r->d], dy = pf_dir_dy[r->d];
    const int32_t o8 = r->o * 8;
    const int32_t *lo = s->lo, *hi = s->hi;
    uint64_t work = 0;
    for (int32_t y = dy < 0 ? s->y0 : s->y1; dy < 0 ? y <= s->y1 : y >= s->y0; y -= dy) {
        const int32_t a = s->lo[y], b = s->hi[y];
        s->lo[y] = INT32_MAX;
        s->hi[y] = INT32_MIN;
        if (a > b)
            continue;
        pf_node n = pf_grid_node(g, a, y);
        for (int32_t x = a; x <= b; x++, n++) {
            int16_t *e = &t[(size_t)n * 8 + r->d];
            int16_t v = pf_jpsp_diag_entry(cls, t, n, r);
            work++;
            int32_t cx = x, cy = y;
            while (v != *e) {
                *e = v;
                e -= o8;
                cx -= dx;
                cy -= dy;
                work++;
                /* a blocked or jump-point kind ends it; so does a seed still to come (its row is
                 * later and inside its span), which its rule computes and follows on from */
                if ((uint16_t)*e <= 1 || (cx >= lo[cy] && cx <= hi[cy]))
                    break;
                v = pf_jpsp_extend(v);
            }
        }
    }
    fx->work += work;
    s->y0 = INT32_MAX;
    s->y1 = INT32_MIN;
}

/* Steps 1 and 2 for one rectangle. */
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
    for (int d = 4; d < 8; d++) {
        for (int32_t y = gy0; y <= gy1; y++)
            span_add(&fx->sp[d], g, y, gx0, gx1);
        diagonal(fx, &fx->dir[d]);
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
    const size_t H = (size_t)g->height;
    int32_t *mem = malloc(8 * H * sizeof *mem);
    if (!mem)
        return PF_ERR_NOMEM;
    for (size_t d = 0; d < 4; d++)
        for (size_t i = 0; i < H; i++) {
            mem[2 * H * d + i] = INT32_MAX;
            mem[2 * H * d + H + i] = INT32_MIN;
        }
    int parts[4] = { 0, 0, 0, 0 };
    for (int d = 0; d < 8; d++) {
        fx.dir[d] = pf_jpsp_dir(g->stride, d);
        if (d < 4)
            continue;
        int32_t *m = mem + 2 * H * (size_t)(d - 4);
        fx.sp[d] = (struct spans){ m, m + H, INT32_MAX, INT32_MIN };
        fx.diag_of[fx.dir[d].h][parts[fx.dir[d].h]++] = d;
        fx.diag_of[fx.dir[d].u][parts[fx.dir[d].u]++] = d;
    }
    fx.budget = (uint64_t)g->num_nodes * 4;
    for (uint32_t i = 0; i < n && fx.work < fx.budget; i++)
        if (changed[i].width > 0 && changed[i].height > 0)
            repair_rect(&fx, &changed[i]);
    if (fx.work >= fx.budget)
        pf_jpsp_fill(g, fx.t, 0, 8);
    free(mem);
    return PF_OK;
}
