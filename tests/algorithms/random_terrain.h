/* random_terrain.h: a generated 2D test map of walls, trees, water, swamp and ground, drawn from
 * the calling test's own random numbers (the tests of the subgoal graphs and their hierarchy). */
#ifndef PF_TEST_RANDOM_TERRAIN_H
#define PF_TEST_RANDOM_TERRAIN_H

#include <stdint.h>
#include "pf_grid.h"

/* g, w x h: each cell a wall or tree with wall % chance, else water with water %, else swamp
 * one time in 7 and ground otherwise; rnd(n) draws from 0 .. n - 1, once a cell. */
static inline void random_terrain(struct pf_grid *g, int w, int h, int wall, int water, uint32_t (*rnd)(uint32_t))
{
    pf_grid_init(g, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            const uint32_t r = rnd(100);
            pf_grid_set(g, x, y, r < (uint32_t)wall ? (r % 3 ? '@' : 'T')
                                 : r < (uint32_t)(wall + water) ? 'W' : (r % 7 ? '.' : 'S'));
        }
}

#endif
