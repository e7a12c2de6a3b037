/* dyn_changes.c: the changes of a generated dynamic scenario: doors that close and open,
 * rubble that falls and is cleared, walls that appear and come down, each as a patch. */
#include <stdlib.h>
#include <string.h>
#include "dyn_changes.h"

#define FREE_TRIES 4096   /* random draws for a free cell before giving up a change */
#define DOOR_TRIES 16     /* random draws for an open door */

static int free_at(const struct dyn_state *s, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < s->width && y < s->height &&
           s->orig[(size_t)y * (size_t)s->width + (size_t)x] == '.';
}

/* Door runs along direction (dx, dy) from every cell: 1 or 2 free cells, blocked at both
 * ends, free on both sides across. */
static int find_along(struct dyn_state *s, int dx, int dy, uint32_t *cap)
{
    for (int32_t y = 0; y < s->height; y++)
        for (int32_t x = 0; x < s->width; x++) {
            if (!free_at(s, x, y) || free_at(s, x - dx, y - dy) || x - dx < 0 || y - dy < 0)
                continue;
            int32_t len = 0;
            while (len < 3 && free_at(s, x + len * dx, y + len * dy) &&
                   free_at(s, x + len * dx + dy, y + len * dy + dx) &&
                   free_at(s, x + len * dx - dy, y + len * dy - dx))
                len++;
            int32_t ex = x + len * dx, ey = y + len * dy;
            if (len < 1 || len > 2 || ex >= s->width || ey >= s->height || free_at(s, ex, ey))
                continue;
            if (s->num_doors == *cap) {
                uint32_t nc = *cap ? *cap * 2 : 64;
                struct pf_rect *nd = realloc(s->doors, nc * sizeof *nd);
                if (!nd)
                    return PF_ERR_NOMEM;
                s->doors = nd;
                *cap = nc;
            }
            s->doors[s->num_doors++] = (struct pf_rect){ x, y, dx ? len : 1, dy ? len : 1 };
        }
    return PF_OK;
}

int pf_dyn_find_doors(struct dyn_state *s)
{
    uint32_t cap = 0;
    if (find_along(s, 1, 0, &cap) != PF_OK || find_along(s, 0, 1, &cap) != PF_OK)
        return PF_ERR_NOMEM;
    s->door_closed = calloc(s->num_doors + 1, 1);
    return s->door_closed ? PF_OK : PF_ERR_NOMEM;
}

static uint64_t hash_cells(const char *c, int32_t w, int32_t h)
{
    uint64_t x = 1469598103934665603ull ^ (uint64_t)w ^ ((uint64_t)h << 32);
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        x = (x ^ (unsigned char)c[i]) * 1099511628211ull;
    return x;
}

int pf_dyn_add_patch(struct dyn_state *s, const char *cells, int32_t w, int32_t h, uint32_t *id)
{
    uint64_t hv = hash_cells(cells, w, h);
    size_t n = (size_t)w * (size_t)h;
    for (uint32_t i = 0; i < s->num_patches; i++)
        if (s->hash[i] == hv && s->patches[i].width == w && s->patches[i].height == h &&
            memcmp(s->patches[i].cells, cells, n) == 0) {
            *id = i;
            return PF_OK;
        }
    if (s->num_patches == s->cap_patches) {
        uint32_t nc = s->cap_patches ? s->cap_patches * 2 : 64;
        struct pf_dyn_patch *np = realloc(s->patches, nc * sizeof *np);
        if (np)
            s->patches = np;
        uint64_t *nh = np ? realloc(s->hash, nc * sizeof *nh) : NULL;
        if (!nh)
            return PF_ERR_NOMEM;
        s->hash = nh;
        s->cap_patches = nc;
    }
    char *c = malloc(n);
    if (!c)
        return PF_ERR_NOMEM;
    memcpy(c, cells, n);
    s->patches[s->num_patches] = (struct pf_dyn_patch){ w, h, c, 0 };
    s->hash[s->num_patches] = hv;
    *id = s->num_patches++;
    return PF_OK;
}

/* Apply change c to the block counts (sign +1 or -1) and make its rectangle's patch: the map
 * as it will stand there. */
static int emit(struct dyn_state *s, const struct dyn_change *c, int sign, uint32_t *patch,
                int32_t *x, int32_t *y)
{
    const struct pf_rect *r = &c->r;
    char *cells = malloc((size_t)r->width * (size_t)r->height);
    if (!cells)
        return PF_ERR_NOMEM;
    for (int32_t j = 0; j < r->height; j++)
        for (int32_t i = 0; i < r->width; i++) {
            size_t k = (size_t)j * (size_t)r->width + (size_t)i;
            size_t m = (size_t)(r->y + j) * (size_t)s->width + (size_t)(r->x + i);
            if (c->shape[k])
                s->blocks[m] = (uint16_t)(s->blocks[m] + sign);
            cells[k] = s->orig[m] == '@' || s->blocks[m] ? '@' : '.';
        }
    int rc = pf_dyn_add_patch(s, cells, r->width, r->height, patch);
    free(cells);
    *x = r->x;
    *y = r->y;
    return rc;
}

/* A random cell that is free on the map as it stands; 0 when none was found. */
static int random_free(struct dyn_state *s, int32_t *x, int32_t *y)
{
    for (int t = 0; t < FREE_TRIES; t++) {
        *x = (int32_t)pf_rng_below(&s->rng, (uint32_t)s->width);
        *y = (int32_t)pf_rng_below(&s->rng, (uint32_t)s->height);
        if (pf_grid_passable(s->cur, *x, *y))
            return 1;
    }
    return 0;
}

/* A new change's shape: its rectangle (clipped to the map) c->r all blocked. 0 on no memory. */
static int full_shape(struct dyn_change *c)
{
    size_t n = (size_t)c->r.width * (size_t)c->r.height;
    c->shape = malloc(n);
    if (c->shape)
        memset(c->shape, 1, n);
    return c->shape != NULL;
}

/* The shape of a new change of each kind into c: 1 made, 0 when this kind found nothing to
 * block, -1 out of memory. */
static int shape_door(struct dyn_state *s, struct dyn_change *c)
{
    for (int t = 0; t < DOOR_TRIES; t++) {
        uint32_t d = pf_rng_below(&s->rng, s->num_doors);
        if (s->door_closed[d])
            continue;
        c->r = s->doors[d];
        c->door = (int32_t)d;
        if (!full_shape(c))
            return -1;
        s->door_closed[d] = 1;
        return 1;
    }
    return 0;
}

/* A rough disc of radius 1 to 3 over the free cells around a free centre. */
static int shape_rubble(struct dyn_state *s, struct dyn_change *c)
{
    int32_t cx, cy;
    if (!random_free(s, &cx, &cy))
        return 0;
    int32_t rad = 1 + (int32_t)pf_rng_below(&s->rng, 3);
    int32_t x0 = cx - rad < 0 ? 0 : cx - rad, y0 = cy - rad < 0 ? 0 : cy - rad;
    int32_t x1 = cx + rad >= s->width ? s->width - 1 : cx + rad;
    int32_t y1 = cy + rad >= s->height ? s->height - 1 : cy + rad;
    c->r = (struct pf_rect){ x0, y0, x1 - x0 + 1, y1 - y0 + 1 };
    if (!full_shape(c))
        return -1;
    for (int32_t y = y0; y <= y1; y++)
        for (int32_t x = x0; x <= x1; x++) {
            int32_t dx = x - cx, dy = y - cy;
            int on = (dx == 0 && dy == 0) ||
                     (pf_grid_passable(s->cur, x, y) && dx * dx + dy * dy <= rad * rad + 1 &&
                      pf_rng_below(&s->rng, 4) != 0);
            c->shape[(size_t)(y - y0) * (size_t)c->r.width + (size_t)(x - x0)] = (uint8_t)on;
        }
    return 1;
}

/* A straight segment of 3 to 2 + side / 8 cells, across or down from a free cell. */
static int shape_wall(struct dyn_state *s, struct dyn_change *c)
{
    int32_t x, y;
    if (!random_free(s, &x, &y))
        return 0;
    int32_t side = s->width < s->height ? s->width : s->height;
    int32_t len = 3 + (int32_t)pf_rng_below(&s->rng, (uint32_t)(side / 8 > 1 ? side / 8 : 1));
    if (pf_rng_below(&s->rng, 2)) {
        len = len > s->width - x ? s->width - x : len;
        c->r = (struct pf_rect){ x, y, len, 1 };
    } else {
        len = len > s->height - y ? s->height - y : len;
        c->r = (struct pf_rect){ x, y, 1, len };
    }
    return full_shape(c) ? 1 : -1;
}

/* Undo live change i: its cells unblocked (unless another change still blocks them). */
static int undo(struct dyn_state *s, uint32_t i, uint32_t *patch, int32_t *x, int32_t *y)
{
    struct dyn_change c = s->live[i];
    s->live[i] = s->live[--s->num_live];
    if (c.door >= 0)
        s->door_closed[c.door] = 0;
    int rc = emit(s, &c, -1, patch, x, y);
    free(c.shape);
    return rc;
}

int pf_dyn_make_change(struct dyn_state *s, uint32_t *patch, int32_t *x, int32_t *y)
{
    /* half the changes undo an earlier event's (one of the same event would cancel out) */
    if (s->num_live > 0 && pf_rng_below(&s->rng, 2)) {
        uint32_t i = pf_rng_below(&s->rng, s->num_live);
        if (s->live[i].event != s->event)
            return undo(s, i, patch, x, y);
    }
    unsigned kinds[3];
    int nk = 0;
    if ((s->kinds & PF_GEN_DOORS) && s->num_doors > 0)
        kinds[nk++] = PF_GEN_DOORS;
    if (s->kinds & PF_GEN_RUBBLE)
        kinds[nk++] = PF_GEN_RUBBLE;
    if (s->kinds & PF_GEN_WALLS)
        kinds[nk++] = PF_GEN_WALLS;
    struct dyn_change c = { { 0, 0, 0, 0 }, NULL, -1, s->event };
    int made = 0;
    if (nk > 0) {
        unsigned k = kinds[pf_rng_below(&s->rng, (uint32_t)nk)];
        made = k == PF_GEN_DOORS ? shape_door(s, &c) : k == PF_GEN_RUBBLE ? shape_rubble(s, &c)
                                                                         : shape_wall(s, &c);
    }
    if (made < 0)
        return PF_ERR_NOMEM;
    if (!made) {   /* nothing to block (every door closed, no free cell): undo one, or change nothing */
        if (s->num_live > 0)
            return undo(s, pf_rng_below(&s->rng, s->num_live), patch, x, y);
        *x = *y = 0;
        return pf_dyn_add_patch(s, s->orig[0] == '@' || s->blocks[0] ? "@" : ".", 1, 1, patch);
    }
    if (s->num_live == s->cap_live) {
        uint32_t nc = s->cap_live ? s->cap_live * 2 : 64;
        struct dyn_change *nl = realloc(s->live, nc * sizeof *nl);
        if (!nl) {
            free(c.shape);
            return PF_ERR_NOMEM;
        }
        s->live = nl;
        s->cap_live = nc;
    }
    s->live[s->num_live++] = c;
    return emit(s, &c, +1, patch, x, y);
}

void pf_dyn_state_free(struct dyn_state *s)
{
    for (uint32_t i = 0; i < s->num_live; i++)
        free(s->live[i].shape);
    free(s->live);
    for (uint32_t i = 0; i < s->num_patches; i++)
        free(s->patches[i].cells);
    free(s->patches);
    free(s->hash);
    free(s->doors);
    free(s->door_closed);
    free(s->blocks);
    memset(s, 0, sizeof *s);
}
