/* anya_rows.h: Anya's reading of the grid: blocked cells, double corners, runs of open cells, flat travel (private). */
#ifndef PF_ANYA_ROWS_H
#define PF_ANYA_ROWS_H

#include <stdint.h>
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

/* The ends of the run of open cells of row `row` that starts or ends at point x. Eight cells
 * at a time while the eight lie in the row (its blocked ring stops every run): a land byte is
 * 1, so a word XOR 0x01...01 is zero when all eight are land, and its lowest (highest) nonzero
 * byte is the first blocked cell going right (left). */
#define LAND8 0x0101010101010101ull
static inline int32_t scan_left(const struct pf_grid *g, int32_t row, int32_t x)
{
    const uint8_t *r = g->cls + (size_t)(row + 1) * (size_t)g->stride + 1;   /* r[c]: cell c */
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (x >= 7) {
        uint64_t w;
        memcpy(&w, r + x - 8, 8);
        if ((w ^= LAND8) != 0)
            return x - (__builtin_clzll(w) >> 3);
        x -= 8;
    }
#endif
    while (r[x - 1] == PF_CLS_LAND)
        x--;
    return x;
}
static inline int32_t scan_right(const struct pf_grid *g, int32_t row, int32_t x)
{
    const uint8_t *r = g->cls + (size_t)(row + 1) * (size_t)g->stride + 1;
#if defined(__GNUC__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (x <= g->stride - 9) {
        uint64_t w;
        memcpy(&w, r + x, 8);
        if ((w ^= LAND8) != 0)
            return x + (__builtin_ctzll(w) >> 3);
        x += 8;
    }
#endif
    while (r[x] == PF_CLS_LAND)
        x++;
    return x;
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
/* The next point along line y from x where a flat interval must end. */
static inline int32_t flat_next(const struct pf_grid *g, int32_t y, int32_t x, int dir)
{
    do
        x += dir;
    while (!dcorner(g, x, y) && flat_pass(g, y, x, dir) && !opens(g, y - 1, x, dir) &&
           !opens(g, y, x, dir));
    return x;
}

#endif
