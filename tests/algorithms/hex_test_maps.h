/* hex_test_maps.h: seeded random hex maps and an independent breadth-first distance for the
 * hex tests (the distance walks (x, y) neighbours by the odd-r rule written out here, not
 * through the map's offsets or masks). */
#ifndef PF_HEX_TEST_MAPS_H
#define PF_HEX_TEST_MAPS_H

#include <stdlib.h>
#include "pf_hex.h"

static uint64_t hex_test_rng(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

/* A w x h map, each cell blocked ('@', or 'W' one time in four) with probability p. */
static int hex_test_map(struct pf_hex_map *m, int32_t w, int32_t h, double p, uint64_t seed)
{
    if (pf_hex_map_init(m, w, h) != PF_OK)
        return -1;
    uint64_t s = seed;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            double u = (double)hex_test_rng(&s) / (double)(1ull << 31);
            char c = u < p ? (hex_test_rng(&s) % 4 ? '@' : 'W') : (hex_test_rng(&s) % 8 ? '.' : 'G');
            pf_hex_map_set(m, x, y, c);
        }
    pf_hex_map_finish(m);
    return 0;
}

/* The odd-r neighbours, by the layout's definition (odd rows shifted right by half a cell), in
 * the library's order E, W, NE, SW, NW, SE. */
static void hex_test_nb(int32_t x, int32_t y, int d, int32_t *nx, int32_t *ny)
{
    static const int ev[6][2] = { { 1, 0 }, { -1, 0 }, { 0, -1 }, { -1, 1 }, { -1, -1 }, { 0, 1 } };
    static const int od[6][2] = { { 1, 0 }, { -1, 0 }, { 1, -1 }, { 0, 1 }, { 0, -1 }, { 1, 1 } };
    const int (*t)[2] = (y & 1) ? od : ev;
    *nx = x + t[d][0];
    *ny = y + t[d][1];
}

static int hex_test_free(const struct pf_hex_map *m, int32_t x, int32_t y)
{
    if (x < 0 || y < 0 || x >= m->grid.width || y >= m->grid.height)
        return 0;
    char c = pf_grid_char(&m->grid, x, y);
    return c == '.' || c == 'G' || c == 'S';
}

/* Steps from (sx, sy) to every cell: dist[y * w + x], -1 where unreachable or blocked. */
static void hex_test_bfs(const struct pf_hex_map *m, int32_t sx, int32_t sy, int32_t *dist)
{
    int32_t w = m->grid.width, h = m->grid.height;
    int32_t *q = malloc((size_t)w * (size_t)h * sizeof *q);
    for (int32_t i = 0; i < w * h; i++)
        dist[i] = -1;
    if (!hex_test_free(m, sx, sy)) {
        free(q);
        return;
    }
    int32_t qh = 0, qt = 0;
    dist[sy * w + sx] = 0;
    q[qt++] = sy * w + sx;
    while (qh < qt) {
        int32_t c = q[qh++], x = c % w, y = c / w;
        for (int d = 0; d < 6; d++) {
            int32_t nx, ny;
            hex_test_nb(x, y, d, &nx, &ny);
            if (hex_test_free(m, nx, ny) && dist[ny * w + nx] < 0) {
                dist[ny * w + nx] = dist[c] + 1;
                q[qt++] = ny * w + nx;
            }
        }
    }
    free(q);
}

#endif
