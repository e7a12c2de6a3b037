/* gen_maps.c: the five map generators (random, maze, rooms, open, caves) behind pf_gen_map. */
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"

/* Fill the rectangle [x0, x1) x [y0, y1), clipped to the map, with character c. */
static void fill_rect(struct pf_grid *g, int32_t x0, int32_t y0, int32_t x1, int32_t y1, char c)
{
    if (x1 > g->width)
        x1 = g->width;
    if (y1 > g->height)
        y1 = g->height;
    for (int32_t y = y0; y < y1; y++)
        for (int32_t x = x0; x < x1; x++)
            pf_grid_set(g, x, y, c);
}

/* random: each cell is blocked with probability p, drawn in row-major order. */
static int gen_random(struct pf_grid *g, double p, struct pf_rng *rng)
{
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            pf_grid_set(g, x, y, pf_rng_unit(rng) < p ? '@' : '.');
    return PF_OK;
}

/* maze: a perfect maze (exactly one path between two corridor cells) carved by a randomized
 * depth-first search on a lattice of w x w cells with w-wide walls between them. Lattice cell
 * (i, j) covers x in [2wi, 2wi + w), y in [2wj, 2wj + w); the map edge is the outer wall, and
 * columns or rows left over on the right or bottom stay wall. Depth-first search gives the
 * long winding corridors of the Moving AI maze maps. */
static int gen_maze(struct pf_grid *g, int32_t w, struct pf_rng *rng)
{
    int32_t pitch = 2 * w;
    int32_t cx = (g->width + w) / pitch, cy = (g->height + w) / pitch;
    size_t cells = (size_t)cx * (size_t)cy;
    uint8_t *seen = calloc(cells, 1);
    uint32_t *stack = malloc(cells * sizeof *stack);
    if (!seen || !stack) {
        free(seen);
        free(stack);
        return PF_ERR_NOMEM;
    }
    static const int32_t step_x[4] = { 0, 1, 0, -1 }, step_y[4] = { -1, 0, 1, 0 };
    uint32_t first = pf_rng_below(rng, (uint32_t)cells);
    size_t top = 0;
    stack[top++] = first;
    seen[first] = 1;
    fill_rect(g, (int32_t)(first % (uint32_t)cx) * pitch, (int32_t)(first / (uint32_t)cx) * pitch,
              (int32_t)(first % (uint32_t)cx) * pitch + w, (int32_t)(first / (uint32_t)cx) * pitch + w, '.');
    while (top > 0) {
        uint32_t c = stack[top - 1];
        int32_t i = (int32_t)(c % (uint32_t)cx), j = (int32_t)(c / (uint32_t)cx);
        int next[4], n = 0;
        for (int d = 0; d < 4; d++) {
            int32_t ni = i + step_x[d], nj = j + step_y[d];
            if (ni >= 0 && nj >= 0 && ni < cx && nj < cy && !seen[(size_t)nj * (size_t)cx + (size_t)ni])
                next[n++] = d;
        }
        if (n == 0) {
            top--;
            continue;
        }
        int d = next[pf_rng_below(rng, (uint32_t)n)];
        int32_t ni = i + step_x[d], nj = j + step_y[d];
        uint32_t nc = (uint32_t)nj * (uint32_t)cx + (uint32_t)ni;
        seen[nc] = 1;
        stack[top++] = nc;
        /* carve the neighbour cell and the w-wide wall between the two cells */
        int32_t x0 = (i < ni ? i : ni) * pitch, y0 = (j < nj ? j : nj) * pitch;
        int32_t x1 = (i > ni ? i : ni) * pitch + w, y1 = (j > nj ? j : nj) * pitch + w;
        fill_rect(g, x0, y0, x1, y1, '.');
    }
    free(seen);
    free(stack);
    return PF_OK;
}

/* Open `doors` distinct cells of a wall segment: the cells at offsets 0..len-1 from (x, y)
 * along (dx, dy). Floyd's sampling draws exactly min(doors, len) distinct offsets, using the
 * map itself to remember which offsets are already doors. */
static void open_doors(struct pf_grid *g, int32_t x, int32_t y, int dx, int dy, int32_t len,
                       int32_t doors, struct pf_rng *rng)
{
    if (doors >= len) {
        for (int32_t k = 0; k < len; k++)
            pf_grid_set(g, x + k * dx, y + k * dy, '.');
        return;
    }
    for (int32_t j = len - doors; j < len; j++) {
        int32_t t = (int32_t)pf_rng_below(rng, (uint32_t)j + 1);
        if (pf_grid_char(g, x + t * dx, y + t * dy) == '.')
            t = j;
        pf_grid_set(g, x + t * dx, y + t * dy, '.');
    }
}

/* rooms: r x r rooms separated by 1-cell walls; room (i, j) covers x in [i(r+1), i(r+1) + r)
 * (rooms on the right and bottom edges may be cut short). Every wall segment shared by two
 * rooms gets `doors` 1-cell doors at random places, so every room connects to its
 * neighbours and the whole map is one component; crossings of walls stay blocked. */
static int gen_rooms(struct pf_grid *g, int32_t r, int32_t doors, struct pf_rng *rng)
{
    int32_t pitch = r + 1;
    int32_t nx = (g->width + r) / pitch, ny = (g->height + r) / pitch;   /* rooms across, down */
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            pf_grid_set(g, x, y, (x % pitch == r || y % pitch == r) ? '@' : '.');
    for (int32_t j = 0; j < ny; j++) {
        int32_t y0 = j * pitch, h = g->height - y0 < r ? g->height - y0 : r;
        for (int32_t i = 0; i < nx; i++) {
            int32_t x0 = i * pitch, w = g->width - x0 < r ? g->width - x0 : r;
            if (i + 1 < nx)   /* the wall to the east of room (i, j) */
                open_doors(g, x0 + r, y0, 0, 1, h, doors, rng);
            if (j + 1 < ny)   /* the wall to the south */
                open_doors(g, x0, y0 + r, 1, 0, w, doors, rng);
        }
    }
    return PF_OK;
}

/* caves: cellular automaton. Cells start as wall with probability fill, then five rounds of
 * the 4-5 rule: a cell becomes wall when at least 5 of the 9 cells of its 3x3 block (itself
 * included, outside the map counting as wall) are wall. Small pockets may stay cut off; the
 * scenarios use the largest component. */
static int gen_caves(struct pf_grid *g, double fill, struct pf_rng *rng)
{
    int32_t W = g->width, H = g->height;
    size_t n = (size_t)W * (size_t)H;
    uint8_t *a = malloc(n), *b = malloc(n);
    if (!a || !b) {
        free(a);
        free(b);
        return PF_ERR_NOMEM;
    }
    for (size_t k = 0; k < n; k++)
        a[k] = pf_rng_unit(rng) < fill;
    for (int round = 0; round < 5; round++) {
        for (int32_t y = 0; y < H; y++) {
            for (int32_t x = 0; x < W; x++) {
                int walls = 0;
                for (int32_t yy = y - 1; yy <= y + 1; yy++)
                    for (int32_t xx = x - 1; xx <= x + 1; xx++)
                        walls += (xx < 0 || yy < 0 || xx >= W || yy >= H) ? 1 : a[(size_t)yy * (size_t)W + (size_t)xx];
                b[(size_t)y * (size_t)W + (size_t)x] = walls >= 5;
            }
        }
        uint8_t *t = a;
        a = b;
        b = t;
    }
    for (int32_t y = 0; y < H; y++)
        for (int32_t x = 0; x < W; x++)
            pf_grid_set(g, x, y, a[(size_t)y * (size_t)W + (size_t)x] ? '@' : '.');
    free(a);
    free(b);
    return PF_OK;
}

int pf_gen_map(const struct pf_gen_recipe *r, struct pf_grid *g, struct pf_error *err)
{
    memset(g, 0, sizeof *g);
    int rc = pf_gen_check(r, err);
    if (rc != PF_OK)
        return rc;
    uint64_t cells = (uint64_t)r->width * (uint64_t)r->height, max = pf_default_max_cells();
    if (cells > max) {
        pf_error_set(err, "recipe for %s: expected a map of at most %llu cells (the memory limit; "
                     "PFBENCH_MAX_CELLS raises it), found %dx%d = %llu cells", r->family,
                     (unsigned long long)max, r->width, r->height, (unsigned long long)cells);
        return PF_ERR_LIMIT;
    }
    rc = pf_grid_init(g, r->width, r->height);   /* every cell starts blocked */
    if (rc != PF_OK) {
        pf_error_set(err, "recipe for %s: out of memory for a %dx%d map", r->family, r->width, r->height);
        return rc;
    }
    struct pf_rng rng;
    pf_rng_seed(&rng, r->seed);
    if (strcmp(r->family, "random") == 0)
        rc = gen_random(g, r->param, &rng);
    else if (strcmp(r->family, "maze") == 0)
        rc = gen_maze(g, (int32_t)r->param, &rng);
    else if (strcmp(r->family, "rooms") == 0)
        rc = gen_rooms(g, (int32_t)r->param, r->doors, &rng);
    else if (strcmp(r->family, "caves") == 0)
        rc = gen_caves(g, r->param, &rng);
    else
        fill_rect(g, 0, 0, g->width, g->height, '.');   /* open */
    if (rc != PF_OK) {
        pf_error_set(err, "recipe for %s: out of memory for a %dx%d map", r->family, r->width, r->height);
        pf_grid_free(g);
    }
    return rc;
}
