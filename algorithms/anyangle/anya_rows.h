/* anya_rows.h: Anya's reading of the grid: blocked cells, double corners, runs of open cells, flat travel (private). */
#ifndef PF_ANYA_ROWS_H
#define PF_ANYA_ROWS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "pf_grid.h"

static inline int blk(const struct pf_grid *g, int32_t x, int32_t y)
{
    /* pf_aa_blocked's rule (only land is open) without its range check: x and y stay within
     * the grid's blocked ring, because intervals never leave the map's rectangle */
    return g->cls[(size_t)(y + 1) * (size_t)g->stride + (size_t)(x + 1)] != PF_CLS_LAND;
}

/* A corner shared by two blocked squares that touch diagonally, the other two open. */
static inline int dcorner(const struct pf_grid *g, int32_t x, int32_t y)
{
    int nw = blk(g, x - 1, y - 1), ne = blk(g, x, y - 1), sw = blk(g, x - 1, y), se = blk(g, x, y);
    return (nw && se && !ne && !sw) || (ne && sw && !nw && !se);
}

/* The grid's rows as bits, 64 cells a word (bit 1: blocked; the blocked ring and the bits
 * past it are 1), made once per grid (pf_anya_prepare), so that the end of a run of open cells
 * (the next blocked cell) and the next open cell are a count of trailing or leading zeros. Row
 * `row` (-1 .. height) starts at w + (row + 1) * nw; cell x is bit x + 1 of it. */
struct rows {
    uint64_t *w;
    size_t cap;
    int32_t nw;                 /* words per row */
    const struct pf_grid *g;    /* the grid made from, and its cells, or NULL */
    const uint8_t *cls;
    int kept;                   /* made by pf_anya_prepare: kept for the grid's later queries */
};

static inline const uint64_t *brow(const struct rows *b, int32_t row)
{
    return b->w + (size_t)(row + 1) * (size_t)b->nw;
}

/* The ends of the run of open cells of row `row` that starts or ends at point x: the first
 * blocked cell at or right of cell x, and one past the last blocked cell left of cell x (the
 * ring stops both loops). */
static inline int32_t scan_right(const struct rows *b, int32_t row, int32_t x)
{
    const uint64_t *r = brow(b, row);
    uint32_t i = (uint32_t)x + 1, k = i >> 6;
    uint64_t w = r[k] >> (i & 63);
    if (w)
        return x + __builtin_ctzll(w);
    while (!r[++k])
        ;
    return (int32_t)(k * 64 + (uint32_t)__builtin_ctzll(r[k])) - 1;
}
static inline int32_t scan_left(const struct rows *b, int32_t row, int32_t x)
{
    const uint64_t *r = brow(b, row);
    uint32_t j = (uint32_t)x, k = j >> 6;   /* bit j: cell x - 1 */
    uint64_t w = r[k] << (63 - (j & 63));
    if (w)
        return x - __builtin_clzll(w);
    while (!r[--k])
        ;
    return (int32_t)(k * 64 + 63 - (uint32_t)__builtin_clzll(r[k]));
}
/* The first open cell of row `row` in [x, lim], or lim + 1 when all are blocked. */
static inline int32_t next_open(const struct rows *b, int32_t row, int32_t x, int32_t lim)
{
    const uint64_t *r = brow(b, row);
    uint32_t i = (uint32_t)x + 1, k = i >> 6;
    uint64_t w = ~r[k] >> (i & 63);
    int32_t c = x;
    while (!w) {
        c = (int32_t)(++k * 64) - 1;    /* the cell of the next word's bit 0 */
        if (c > lim)
            return lim + 1;
        w = ~r[k];
    }
    c += __builtin_ctzll(w);
    return c <= lim ? c : lim + 1;
}

/* The next point along line y from x where a flat interval must end, a word of points at a
 * time: with U and D the rows above and below line y, a walk right stops at point p when U or
 * D opens (blocked at p - 1, open at p) or both are blocked at p (the unit edge beyond is
 * closed); a double corner always opens one side, and the ring stops the walk at 0 or W.
 * Mirrored for a walk left. At bit position i of a row word (cell i - 1), "p - 1" is the word
 * shifted up by one, carrying the word below. */
static inline int32_t flat_end(const struct rows *b, int32_t y, int32_t x, int dir)
{
    const uint64_t *u = brow(b, y - 1), *d = brow(b, y);
    if (dir > 0) {
        uint32_t i = (uint32_t)x + 2, k = i >> 6;       /* bit of point x + 1 (cell x + 1) */
        uint64_t s = 0, keep = ~0ull << (i & 63);
        for (;; k++, keep = ~0ull) {
            uint64_t uc = (u[k] << 1) | (k ? u[k - 1] >> 63 : 0), dc = (d[k] << 1) | (k ? d[k - 1] >> 63 : 0);
            s = ((uc & ~u[k]) | (dc & ~d[k]) | (u[k] & d[k])) & keep;
            if (s)
                return (int32_t)(k * 64 + (uint32_t)__builtin_ctzll(s)) - 1;
        }
    }
    uint32_t j = (uint32_t)x - 1, k = j >> 6;           /* bit of point x - 1 (cell x - 2) */
    uint64_t keep = ~0ull >> (63 - (j & 63));
    for (;; k--, keep = ~0ull) {
        uint64_t un = (u[k] >> 1) | (u[k + 1] << 63), dn = (d[k] >> 1) | (d[k + 1] << 63);
        uint64_t s = ((un & ~u[k]) | (dn & ~d[k]) | (u[k] & d[k])) & keep;
        if (s)
            return (int32_t)(k * 64 + 63 - (uint32_t)__builtin_clzll(s));
    }
}

/* Make b the bit rows of g (1 on success, 0 when memory runs out). */
static inline int rows_make(struct rows *b, const struct pf_grid *g)
{
    int32_t nw = (g->stride + 63) / 64;
    size_t need = (size_t)nw * (size_t)(g->height + 2) + 1;   /* + a word that flat_end may read */
    if (need > b->cap) {
        uint64_t *w = realloc(b->w, need * sizeof *w);
        if (!w)
            return 0;
        b->w = w;
        b->cap = need;
    }
    for (int32_t y = 0; y < g->height + 2; y++) {
        const uint8_t *c = g->cls + (size_t)y * (size_t)g->stride;
        uint64_t *r = b->w + (size_t)y * (size_t)nw;
        for (int32_t k = 0; k < nw; k++) {
            uint64_t word = 0;
            for (int32_t i = 0; i < 64; i++) {
                int32_t x = k * 64 + i;
                word |= (uint64_t)(x >= g->stride || c[x] != PF_CLS_LAND) << i;
            }
            r[k] = word;
        }
    }
    b->w[need - 1] = ~0ull;
    b->nw = nw;
    b->g = g;
    b->cls = g->cls;
    return 1;
}

/* Flat travel along line y: the unit edge from x towards dir is open when a side is open. */
static inline int flat_pass(const struct pf_grid *g, int32_t y, int32_t x, int dir)
{
    int32_t c = dir > 0 ? x : x - 1;
    return !blk(g, c, y - 1) || !blk(g, c, y);
}
/* Side row `row` opens at x for a walk in direction dir: blocked before x, open after. */
static inline int opens(const struct pf_grid *g, int32_t row, int32_t x, int dir)
{
    return dir > 0 ? blk(g, x - 1, row) && !blk(g, x, row) : blk(g, x, row) && !blk(g, x - 1, row);
}

#endif
