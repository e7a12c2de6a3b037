/* regions.h: large regions for the weighted generators: Voronoi cells around jittered seeds,
 * one per square of a coarse grid, with borders warped by smooth value noise (internal). */
#ifndef PF_REGIONS_H
#define PF_REGIONS_H

#include <stdint.h>

struct pf_regions {
    int32_t cell;           /* side of a coarse square, in cells */
    int32_t nx, ny;         /* coarse squares across and down: nx * ny regions */
    int32_t *px, *py;       /* each region's seed point */
    uint64_t seed;
};

/* Regions over a width x height map: a few dozen (256 x 256) to a few hundred (2048 x 2048).
 * PF_OK or PF_ERR_NOMEM. Every number is drawn from seed, and only +, *, / and sqrt are used,
 * so the same seed gives the same regions on every platform. */
int pf_regions_init(struct pf_regions *R, int32_t width, int32_t height, uint64_t seed);
void pf_regions_free(struct pf_regions *R);
/* The region of cell (x, y): 0 .. nx * ny - 1. */
uint32_t pf_regions_at(const struct pf_regions *R, int32_t x, int32_t y);

#endif
