/* jps_plus_repair.c: JPS+'s local repair: after the map changed inside some rectangles, only the
 * jump-distance entries the change can reach are computed again, with the build's own rules
 * (jps_plus_rules.h) and in the build's order along each direction, into the same table.
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
 *  1. Cardinals first (no cardinal entry reads a diagonal one). E and W: a sweep along each row
 *     of the run computes its cells, the most forward first as the build does, then goes on
 *     back while an entry changes. N and S: a wave computes row after row in the build's order
 *     (the forward row first), in each row the run's cells and the cells whose next node
 *     changed in the row before; it stops after the run's last row once a row changes
 *     nothing. Either way, when an entry is computed the entry it reads is final (computed
 *     before it, or untouched and consistent), and every inconsistent entry lies in the run or
 *     behind a changed entry, which is where the sweep and the wave go next: at the end every
 *     cardinal entry is consistent.
 *  2. Diagonals, each by a wave as N and S are, its seeds in each row being the grown
 *     rectangle's cells and the cells (c - o', d') behind each cardinal entry c whose sign
 *     changed in step 1 (the sweeps and waves note them by row). Diagonal entries are read only
 *     by entries of the same direction: the diagonals disturb neither the cardinals nor each
 *     other.
 * Rectangles are repaired one after the other (1 then 2): whatever one disturbs lies behind
 * its own changes or in the runs and seeds of those still to come, and an entry computed
 * again from entries another rectangle changed meanwhile is consistent afterwards all the same.
 * When the rectangles cover much of the map, or the work grows to half a build, the table is
 * filled whole, as the build does, into the same memory (the fill reads nothing it has not
 * written: any table state is a correct start). */
#include <stdint.h>
#include <stdlib.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "jps_plus_rules.h"

/* Per row of the map, the columns lo..hi of the nodes a wave computes (lo > hi: none); y0..y1
 * the rows holding a span. */
struct spans {
    int32_t *lo, *hi;
    int32_t y0, y1;
};

struct fix {
    const struct pf_grid *g;
    int16_t *t;
    struct pf_jpsp_dir dir[8];
    struct spans sp[8];               /* N, S and the diagonals: the seeds of their waves */
    int diag_of[4][2];                /* the two diagonals having cardinal c as a part */
    uint64_t work, budget;            /* entries computed; past the budget, fill whole */
};

static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }

/* Add columns lo..hi of row y to s (clipped to the map: the border never changes). */
static void span_add(struct spans *s, const struct pf_grid *g, int32_t y, int32_t lo, int32_t hi)
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
static void seed_diagonals(struct fix *f, int c, int32_t y, int32_t lo, int32_t hi)
{
    for (int k = 0; k < 2; k++) {
        const int d = f->diag_of[c][k];
        span_add(&f->sp[d], f->g, y - pf_dir_dy[d], lo - pf_dir_dx[d], hi - pf_dir_dx[d]);
    }
}

/* Step 1, E or W, on row y: entry r->d of the `run` nodes from f back (f - o, ...), whatever
 * they held, then on back while an entry changes (the border stops it: its entries stay 0). */
static void sweep(struct fix *fx, const struct pf_jpsp_dir *r, int32_t y, int32_t first, int32_t run)
{
    const uint8_t *cls = fx->g->cls;
    int16_t *t = fx->t;
    pf_node f = pf_grid_node(fx->g, first, y);
    int32_t x = first, slo = INT32_MAX, shi = INT32_MIN;
    int32_t i = 0;
    for (;; i++, f -= (uint32_t)r->o, x -= r->o) {
        int16_t *e = &t[(size_t)f * 8 + r->d];
        const int16_t v = pf_jpsp_card_entry(cls, t, f, r);
        if (v == *e) {
            if (i >= run - 1)
                break;
            continue;
        }
        if ((v > 0) != (*e > 0)) {
            slo = imin(slo, x);
            shi = imax(shi, x);
        }
        *e = v;
    }
    fx->work += (uint64_t)i + 1;
    if (slo <= shi)
        seed_diagonals(fx, r->d, y, slo, shi);
}

/* A wave of direction r->d (N, S or a diagonal) over its seeds fx->sp[r->d], which it empties:
 * rows in the build's order, in each the seeded columns and those behind a change in the row
 * before. A cardinal wave seeds the diagonals behind its sign changes. */
static inline __attribute__((always_inline)) void wave_in(struct fix *fx, const struct pf_jpsp_dir *r, const int cardinal)
{
    struct spans *s = &fx->sp[r->d];
    if (s->y0 > s->y1)
        return;
    const struct pf_grid *g = fx->g;
    const uint8_t *cls = g->cls;
    int16_t *t = fx->t;
    const int dx = pf_dir_dx[r->d], dy = pf_dir_dy[r->d];
    const int32_t last = dy < 0 ? s->y1 : s->y0;
    int32_t lo = INT32_MAX, hi = INT32_MIN;          /* behind the row before's changes */
    for (int32_t y = dy < 0 ? s->y0 : s->y1; y >= 0 && y < g->height; y -= dy) {
        const int32_t a = imax(imin(lo, s->lo[y]), 0), b = imin(imax(hi, s->hi[y]), g->width - 1);
        s->lo[y] = INT32_MAX;
        s->hi[y] = INT32_MIN;
        lo = INT32_MAX;
        hi = INT32_MIN;
        int32_t slo = INT32_MAX, shi = INT32_MIN;
        pf_node n = a <= b ? pf_grid_node(g, a, y) : 0;     /* an empty row: a is INT32_MAX */
        for (int32_t x = a; x <= b; x++, n++) {
            int16_t *e = &t[(size_t)n * 8 + r->d];
            const int16_t v = cardinal ? pf_jpsp_card_entry(cls, t, n, r) : pf_jpsp_diag_entry(cls, t, n, r);
            if (v == *e)
                continue;
            if (cardinal && (v > 0) != (*e > 0)) {
                slo = imin(slo, x);
                shi = x;
            }
            *e = v;
            lo = imin(lo, x);
            hi = x;
        }
        if (a <= b)
            fx->work += (uint64_t)(b - a + 1);
        if (slo <= shi)
            seed_diagonals(fx, r->d, y, slo, shi);
        if (lo <= hi) {
            lo -= dx;
            hi -= dx;
        } else if (dy < 0 ? y >= last : y <= last)
            break;
    }
    s->y0 = INT32_MAX;
    s->y1 = INT32_MIN;
}

/* The two waves, each with its rule inline. */
static void wave_cardinal(struct fix *fx, const struct pf_jpsp_dir *r) { wave_in(fx, r, 1); }
static void wave_diagonal(struct fix *fx, const struct pf_jpsp_dir *r) { wave_in(fx, r, 0); }

/* Steps 1 and 2 for one rectangle. */
static void repair_rect(struct fix *fx, const struct pf_rect *rc)
{
    const struct pf_grid *g = fx->g;
    const int32_t x0 = rc->x, y0 = rc->y, x1 = rc->x + rc->width - 1, y1 = rc->y + rc->height - 1;
    const int32_t gx0 = imax(x0 - 1, 0), gy0 = imax(y0 - 1, 0);
    const int32_t gx1 = imin(x1 + 1, g->width - 1), gy1 = imin(y1 + 1, g->height - 1);
    for (int32_t y = gy0; y <= gy1; y++) {
        sweep(fx, &fx->dir[1], y, x1, x1 - gx0 + 1);            /* E */
        sweep(fx, &fx->dir[3], y, x0, gx1 - x0 + 1);            /* W */
    }
    for (int32_t y = y0; y <= gy1; y++)                          /* N: rows y0 .. y1 + 1 */
        span_add(&fx->sp[0], g, y, gx0, gx1);
    for (int32_t y = gy0; y <= y1; y++)                          /* S: rows y0 - 1 .. y1 */
        span_add(&fx->sp[2], g, y, gx0, gx1);
    wave_cardinal(fx, &fx->dir[0]);
    wave_cardinal(fx, &fx->dir[2]);
    for (int d = 4; d < 8; d++) {
        for (int32_t y = gy0; y <= gy1; y++)
            span_add(&fx->sp[d], g, y, gx0, gx1);
        wave_diagonal(fx, &fx->dir[d]);
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
    int32_t *mem = malloc(16 * H * sizeof *mem);
    if (!mem)
        return PF_ERR_NOMEM;
    for (size_t i = 0; i < 16 * H; i++)
        mem[i] = i % (2 * H) < H ? INT32_MAX : INT32_MIN;
    for (int d = 0; d < 8; d++) {
        fx.dir[d] = pf_jpsp_dir(g->stride, d);
        fx.sp[d] = (struct spans){ mem + 2 * H * (size_t)d, mem + 2 * H * (size_t)d + H, INT32_MAX, INT32_MIN };
    }
    int parts[4] = { 0, 0, 0, 0 };
    for (int d = 4; d < 8; d++) {
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
