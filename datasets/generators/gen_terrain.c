/* gen_terrain.c: the seeded terrain generator of weighted maps (regions of one terrain, winding
 * roads, fords) and its recipe strings "terrain-N-SEED" / "terrain-WxH-SEED". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"
#include "regions.h"
#include "text_fields.h"

#define PREFIX "terrain-"

int pf_terrain_is_recipe(const char *text)
{
    return strncmp(text, PREFIX, strlen(PREFIX)) == 0;
}

int pf_terrain_parse(const char *text, struct pf_terrain_recipe *r, struct pf_error *err)
{
    memset(r, 0, sizeof *r);
    size_t n = strlen(text);
    int shown = (int)(n > 100 ? 100 : n);
    if (!pf_terrain_is_recipe(text)) {
        pf_error_set(err, "recipe '%.*s': expected 'terrain-SIZE-SEED', found no 'terrain-'", shown, text);
        return PF_ERR_PARSE;
    }
    const char *size = text + strlen(PREFIX), *dash = strchr(size, '-');
    if (!dash) {
        pf_error_set(err, "recipe '%.*s': expected 'terrain-SIZE-SEED', found no '-SEED' after the size",
                     shown, text);
        return PF_ERR_PARSE;
    }
    const char *x = memchr(size, 'x', (size_t)(dash - size));
    uint64_t w, h;
    int bad = x ? pf_field_uint(size, (size_t)(x - size), UINT64_MAX, &w) ||
                      pf_field_uint(x + 1, (size_t)(dash - x - 1), UINT64_MAX, &h)
                : pf_field_uint(size, (size_t)(dash - size), UINT64_MAX, &w);
    if (!x)
        h = w;
    if (bad || w < PF_TERRAIN_MIN_SIDE || w > PF_TERRAIN_MAX_SIDE || h < PF_TERRAIN_MIN_SIDE ||
        h > PF_TERRAIN_MAX_SIDE) {
        pf_error_set(err, "recipe '%.*s': expected a size N or WxH with sides from %d to %d, found '%.*s'", shown,
                     text, PF_TERRAIN_MIN_SIDE, PF_TERRAIN_MAX_SIDE, (int)(dash - size > 40 ? 40 : dash - size),
                     size);
        return PF_ERR_PARSE;
    }
    if (pf_field_uint(dash + 1, strlen(dash + 1), UINT64_MAX, &r->seed)) {
        pf_error_set(err, "recipe '%.*s': expected a seed from 0 to %llu after the size, found '%.40s'", shown,
                     text, (unsigned long long)UINT64_MAX, dash + 1);
        return PF_ERR_PARSE;
    }
    r->width = (int32_t)w;
    r->height = (int32_t)h;
    return PF_OK;
}

int pf_terrain_name(const struct pf_terrain_recipe *r, char *buf, size_t cap)
{
    int n = r->width == r->height
                ? snprintf(buf, cap, PREFIX "%d-%llu", r->width, (unsigned long long)r->seed)
                : snprintf(buf, cap, PREFIX "%dx%d-%llu", r->width, r->height, (unsigned long long)r->seed);
    return n >= 0 && (size_t)n < cap ? PF_OK : PF_ERR_LIMIT;
}

/* The 16 compass directions of a road, k * 22.5 degrees: exact constants, so that a road's
 * course is the same on every platform (no libm sin or cos). */
static const double dir_x[16] = { 1, 0.92387953251128674, 0.70710678118654757, 0.38268343236508978,
                                  0, -0.38268343236508978, -0.70710678118654757, -0.92387953251128674,
                                  -1, -0.92387953251128674, -0.70710678118654757, -0.38268343236508978,
                                  0, 0.38268343236508978, 0.70710678118654757, 0.92387953251128674 };
#define DIR_Y(k) dir_x[((k) + 12) % 16]

/* Paint a road brush of side `width` at (x, y): road on land, ford on water. */
static void paint(char *lab, int32_t W, int32_t H, int32_t x, int32_t y, int32_t width)
{
    for (int32_t j = 0; j < width; j++)
        for (int32_t i = 0; i < width; i++) {
            int32_t cx = x + i, cy = y + j;
            if (cx < 0 || cy < 0 || cx >= W || cy >= H)
                continue;
            char *c = &lab[(size_t)cy * (size_t)W + (size_t)cx];
            *c = (*c == 'w' || *c == '~') ? '~' : 'r';
        }
}

/* One winding road from a random point of one side towards a random point of the opposite
 * side: it keeps its heading, wanders by a compass point now and then, and is pulled back
 * towards its goal when it strays by more than 45 degrees. Cells are joined side to side, so
 * a road is passable without cutting corners. */
static void draw_road(char *lab, int32_t W, int32_t H, struct pf_rng *rng)
{
    int side = (int)pf_rng_below(rng, 4);
    double px, py, tx, ty;
    double a = pf_rng_unit(rng) * (side < 2 ? H : W), b = pf_rng_unit(rng) * (side < 2 ? H : W);
    if (side < 2) {     /* from the left or the right side */
        px = side == 0 ? 0.5 : W - 0.5;
        tx = side == 0 ? W - 0.5 : 0.5;
        py = a;
        ty = b;
    } else {            /* from the top or the bottom */
        py = side == 2 ? 0.5 : H - 0.5;
        ty = side == 2 ? H - 0.5 : 0.5;
        px = a;
        tx = b;
    }
    int32_t width = 1 + (int32_t)pf_rng_below(rng, 3);
    int k = 0;
    int32_t prev_x = (int32_t)px, prev_y = (int32_t)py;
    for (int64_t step = 0; step < 4 * ((int64_t)W + H); step++) {
        /* the compass point closest to the goal's direction */
        int want = 0;
        double best = -1e300;
        for (int d = 0; d < 16; d++) {
            double dot = dir_x[d] * (tx - px) + DIR_Y(d) * (ty - py);
            if (dot > best) {
                best = dot;
                want = d;
            }
        }
        int off = ((want - k) % 16 + 16 + 8) % 16 - 8;   /* -8..7 points to turn */
        if (step == 0)
            k = want;
        else if ((off > 2 || off < -2) && pf_rng_below(rng, 4) == 0)
            k = (k + (off > 0 ? 1 : 15)) % 16;
        else if (pf_rng_below(rng, 12) == 0)
            k = (k + (pf_rng_below(rng, 2) ? 1 : 15)) % 16;
        px += dir_x[k];
        py += DIR_Y(k);
        if (px < 0 || py < 0 || px >= W || py >= H)
            break;
        int32_t cx = (int32_t)px, cy = (int32_t)py;
        if (cx != prev_x && cy != prev_y)
            paint(lab, W, H, cx, prev_y, width);
        paint(lab, W, H, cx, cy, width);
        prev_x = cx;
        prev_y = cy;
    }
}

/* The costs of the generated terrain (0 decimals). */
static void terrain_costs(struct pf_costs *c)
{
    static const struct { char label; uint32_t cost; } table[] = {
        { 'r', 1 }, { '.', 2 }, { 'f', 4 }, { 's', 8 }, { '~', 16 }, { 'w', 0 },
    };
    pf_costs_init(c, 0);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        pf_costs_define(c, table[i].label, table[i].cost);
}

/* Open cells outside the largest component become water: every open cell then reaches every
 * other. Rebuilds w. */
static int join_components(struct pf_wgrid *w, char *lab, const struct pf_costs *c)
{
    uint32_t *label = malloc((size_t)w->grid.num_nodes * sizeof *label);
    uint32_t num, largest, size;
    if (!label || pf_gen_components(&w->grid, label, &num, &largest, &size) != PF_OK) {
        free(label);
        return PF_ERR_NOMEM;
    }
    int32_t W = w->grid.width, H = w->grid.height;
    for (int32_t y = 0; y < H; y++)
        for (int32_t x = 0; x < W; x++) {
            uint32_t l = label[pf_grid_node(&w->grid, x, y)];
            if (l && l != largest)
                lab[(size_t)y * (size_t)W + (size_t)x] = 'w';
        }
    free(label);
    pf_wgrid_free(w);
    return pf_wgrid_build(w, W, H, lab, c, NULL, NULL, NULL, 0);
}

int pf_gen_terrain(const struct pf_terrain_recipe *r, struct pf_wgrid *w, struct pf_costs *c,
                   struct pf_error *err)
{
    memset(w, 0, sizeof *w);
    int32_t W = r->width, H = r->height;
    if (W < PF_TERRAIN_MIN_SIDE || W > PF_TERRAIN_MAX_SIDE || H < PF_TERRAIN_MIN_SIDE || H > PF_TERRAIN_MAX_SIDE) {
        pf_error_set(err, "terrain: expected sides from %d to %d, found %dx%d", PF_TERRAIN_MIN_SIDE,
                     PF_TERRAIN_MAX_SIDE, W, H);
        return PF_ERR_ARG;
    }
    terrain_costs(c);
    struct pf_regions R;
    char *lab = malloc((size_t)W * (size_t)H);
    char *kind = NULL;
    int rc = PF_ERR_NOMEM;
    if (!lab || pf_regions_init(&R, W, H, r->seed) != PF_OK)
        goto done;
    size_t nreg = (size_t)R.nx * (size_t)R.ny;
    kind = malloc(nreg);
    if (!kind)
        goto regions;
    /* each region's terrain: fields 40%, forest 27%, swamp 15%, water 18% */
    struct pf_rng rng;
    pf_rng_seed(&rng, r->seed ^ 0x7E11A1Cull);
    for (size_t i = 0; i < nreg; i++) {
        uint32_t u = pf_rng_below(&rng, 100);
        kind[i] = u < 40 ? '.' : u < 67 ? 'f' : u < 82 ? 's' : 'w';
    }
    for (int32_t y = 0; y < H; y++)
        for (int32_t x = 0; x < W; x++)
            lab[(size_t)y * (size_t)W + (size_t)x] = kind[pf_regions_at(&R, x, y)];
    int roads = 2 + (W + H) / 512;
    for (int i = 0; i < roads; i++)
        draw_road(lab, W, H, &rng);
    rc = pf_wgrid_build(w, W, H, lab, c, NULL, NULL, NULL, 0);
    if (rc == PF_OK)
        rc = join_components(w, lab, c);
regions:
    pf_regions_free(&R);
done:
    if (rc != PF_OK) {
        pf_wgrid_free(w);
        pf_error_set(err, "terrain: out of memory for a %dx%d map", W, H);
    }
    free(kind);
    free(lab);
    return rc;
}
