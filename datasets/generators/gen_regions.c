/* gen_regions.c: large uniform regions for the weighted generators: jittered Voronoi cells
 * whose borders are warped by two octaves of value noise, so that they look drawn, not ruled. */
#include <math.h>
#include <stdlib.h>
#include "pf_gen.h"
#include "regions.h"

/* A value in [-1, 1) for lattice point (ix, iy) of noise channel ch. */
static double lattice(uint64_t seed, int64_t ix, int64_t iy, uint64_t ch)
{
    uint64_t h = seed ^ ((uint64_t)ix * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)iy * 0xC2B2AE3D27D4EB4Full) ^
                 (ch * 0x165667B19E3779F9ull);
    return (double)(pf_splitmix64(&h) >> 11) * 0x1.0p-52 - 1.0;
}

/* Smooth value noise of period `period` cells at (x, y), in [-1, 1]. */
static double value_noise(uint64_t seed, uint64_t ch, double x, double y, double period)
{
    double fx = x / period, fy = y / period;
    double bx = floor(fx), by = floor(fy);
    double tx = fx - bx, ty = fy - by;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    int64_t ix = (int64_t)bx, iy = (int64_t)by;
    double a = lattice(seed, ix, iy, ch), b = lattice(seed, ix + 1, iy, ch);
    double c = lattice(seed, ix, iy + 1, ch), d = lattice(seed, ix + 1, iy + 1, ch);
    double top = a + (b - a) * tx, bottom = c + (d - c) * tx;
    return top + (bottom - top) * ty;
}

int pf_regions_init(struct pf_regions *R, int32_t width, int32_t height, uint64_t seed)
{
    /* 40 cells on a 256 x 256 map, growing with the fourth root of the area: about 40
     * regions there, 330 on a 2048 x 2048 map */
    double area = (double)width * (double)height / 65536.0;
    int32_t cell = (int32_t)(40.0 * sqrt(sqrt(area)) + 0.5);
    R->cell = cell < 6 ? 6 : cell;
    R->nx = (width + R->cell - 1) / R->cell;
    R->ny = (height + R->cell - 1) / R->cell;
    R->seed = seed;
    size_t n = (size_t)R->nx * (size_t)R->ny;
    R->px = malloc(n * sizeof *R->px);
    R->py = malloc(n * sizeof *R->py);
    if (!R->px || !R->py) {
        pf_regions_free(R);
        return PF_ERR_NOMEM;
    }
    struct pf_rng rng;
    pf_rng_seed(&rng, seed ^ 0x7E44A1B5EED5ull);
    for (int32_t j = 0; j < R->ny; j++)
        for (int32_t i = 0; i < R->nx; i++) {
            size_t k = (size_t)j * (size_t)R->nx + (size_t)i;
            R->px[k] = i * R->cell + (int32_t)pf_rng_below(&rng, (uint32_t)R->cell);
            R->py[k] = j * R->cell + (int32_t)pf_rng_below(&rng, (uint32_t)R->cell);
        }
    return PF_OK;
}

void pf_regions_free(struct pf_regions *R)
{
    free(R->px);
    free(R->py);
    R->px = R->py = NULL;
}

uint32_t pf_regions_at(const struct pf_regions *R, int32_t x, int32_t y)
{
    /* the point is moved by up to about a third of a square before its nearest seed is found */
    double amp = 0.35 * R->cell, p = R->cell;
    double wx = x + amp * (value_noise(R->seed, 1, x, y, p) + 0.5 * value_noise(R->seed, 3, x, y, p / 2));
    double wy = y + amp * (value_noise(R->seed, 2, x, y, p) + 0.5 * value_noise(R->seed, 4, x, y, p / 2));
    int32_t ci = (int32_t)floor(wx / R->cell), cj = (int32_t)floor(wy / R->cell);
    double best = INFINITY;
    uint32_t arg = 0;
    for (int32_t j = cj - 1; j <= cj + 1; j++) {
        if (j < 0 || j >= R->ny)
            continue;
        for (int32_t i = ci - 1; i <= ci + 1; i++) {
            if (i < 0 || i >= R->nx)
                continue;
            size_t k = (size_t)j * (size_t)R->nx + (size_t)i;
            double dx = R->px[k] - wx, dy = R->py[k] - wy, d = dx * dx + dy * dy;
            if (d < best) {
                best = d;
                arg = (uint32_t)k;
            }
        }
    }
    if (best == INFINITY) {         /* warped far outside: the nearest square's seed */
        ci = ci < 0 ? 0 : ci >= R->nx ? R->nx - 1 : ci;
        cj = cj < 0 ? 0 : cj >= R->ny ? R->ny - 1 : cj;
        arg = (uint32_t)cj * (uint32_t)R->nx + (uint32_t)ci;
    }
    return arg;
}
