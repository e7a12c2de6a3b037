/* voxel_ctx.c: the voxel search context: its paged sparse state (made once, grown only
 * between runs of a query), its open lists, path extraction and memory figures. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "voxel_heap.h"
#include "voxel_state.h"

#define VX_DEFAULT_PAGES (65536u / VX_PAGE)
#define VX_MAX_PAGES (1u << (31 - 3 * VX_SH))   /* ids below 2^31: the bucket queue keeps a flag in bit 31 */

/* Slots for cap pages: a table at most half full, a power of two. */
static uint64_t table_size(uint32_t cap)
{
    uint64_t t = 64;
    while (t < 2 * (uint64_t)cap)
        t *= 2;
    return t;
}

static void free_open(struct pf_voxel_ctx *c)
{
    for (int i = 0; i < VX_MAX_OPEN; i++) {
        if (c->open[i].ops)
            c->open[i].ops->destroy(c->open[i].q);
        c->open[i].ops = NULL;
        c->open[i].q = NULL;
    }
    free(c->queue);
    c->queue = NULL;
    free(c->heap_at);
    c->heap_at = NULL;
}

/* Pages and slots for cap pages; the open lists and the BFS queue are made again on next use. */
static int alloc_state(struct pf_voxel_ctx *c, uint32_t cap)
{
    uint64_t t = table_size(cap);
    uint64_t *slot = malloc(t * sizeof *slot);
    struct vox_page *page = malloc(((size_t)cap + 1) * sizeof *page);
    struct vox_page_meta *meta = malloc((size_t)cap * sizeof *meta);
    if (!slot || !page || !meta) {
        free(slot);
        free(page);
        free(meta);
        return PF_ERR_NOMEM;
    }
    memset(slot, 0xff, t * sizeof *slot);
    memset(&page[cap], 0, sizeof *page);
    free(c->slot);
    free(c->page);
    free(c->meta);
    c->slot = slot;
    c->tmask = t - 1;
    c->page = page;
    c->meta = meta;
    c->cap = cap;
    free_open(c);
    return PF_OK;
}

struct pf_voxel_ctx *pf_voxel_ctx_create(const struct pf_voxels *v, uint32_t initial_pages)
{
    struct pf_voxel_ctx *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->v = v;
    c->nbx = ((uint32_t)v->w + VX_LM) >> VX_SH;
    c->nby = ((uint32_t)v->h + VX_LM) >> VX_SH;
    uint64_t blocks = (uint64_t)c->nbx * c->nby * (((uint64_t)v->d + VX_LM) >> VX_SH);
    c->max_cap = blocks < VX_MAX_PAGES ? (uint32_t)blocks : VX_MAX_PAGES;
    uint32_t cap = initial_pages ? initial_pages : VX_DEFAULT_PAGES;
    if (cap > c->max_cap)
        cap = c->max_cap;
    for (int d = 0; d < PF_VOX_NUM_DIRS; d++)
        c->off[d] = pf_vox_dirs[d].dx + pf_vox_dirs[d].dy * (int32_t)v->sx +
                    pf_vox_dirs[d].dz * (int32_t)(v->sx * v->sy);
    const int lm = (int)VX_LM;
    for (int k = 0; k < (int)VX_PAGE; k++) {
        const int x = k & lm, y = k >> VX_SH & lm, z = k >> 2 * VX_SH;
        c->kclass[k] = (uint8_t)((x == 0 ? 0 : x == lm ? 2 : 1) + 3 * (y == 0 ? 0 : y == lm ? 2 : 1) +
                                 9 * (z == 0 ? 0 : z == lm ? 2 : 1));
    }
    for (int cl = 0; cl < 27; cl++) {
        const int one[3] = { 0, 1, lm };       /* a voxel of each class along an axis */
        const int x0 = one[cl % 3], y0 = one[cl / 3 % 3], z0 = one[cl / 9];
        const int k = (int)vx_slot_in_page(x0, y0, z0);
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
            const int x = x0 + pf_vox_dirs[d].dx, y = y0 + pf_vox_dirs[d].dy, z = z0 + pf_vox_dirs[d].dz;
            c->step[cl][d].blk = (uint16_t)(((x & ~lm) != 0) | ((y & ~lm) != 0) << 1 | ((z & ~lm) != 0) << 2);
            c->step[cl][d].delta = (int16_t)((int)vx_slot_in_page(x, y, z) - k);
            c->blk_dirs[cl][c->step[cl][d].blk] |= 1u << d;
        }
    }
    if (alloc_state(c, cap) != PF_OK) {
        free(c);
        return NULL;
    }
    return c;
}

void pf_voxel_ctx_destroy(struct pf_voxel_ctx *c)
{
    if (!c)
        return;
    free_open(c);
    free(c->heap.buf);
    free(c->slot);
    free(c->page);
    free(c->meta);
    free(c->path);
    free(c);
}

void pf_voxel_ctx_set_budget(struct pf_voxel_ctx *c, uint64_t max_expansions)
{
    c->budget = max_expansions;
}

void pf_vx_end(struct pf_voxel_ctx *c)
{
    if ((uint64_t)c->count * 8 > c->tmask) {      /* many keys: one pass over the table */
        memset(c->slot, 0xff, (c->tmask + 1) * sizeof *c->slot);
    } else {
        for (uint32_t p = c->count; p-- > 0;) {
            const uint32_t b = c->meta[p].block;
            uint64_t i = vx_mix(b) & c->tmask;
            while ((uint32_t)c->slot[i] != b)
                i = (i + 1) & c->tmask;
            c->slot[i] = VX_EMPTY;
        }
    }
    /* count stays: pf_voxel_ctx_visit reads the query's pages until the next vx_begin */
}

void *pf_vx_open(struct pf_voxel_ctx *c, const struct pf_open_ops *ops)
{
    if (ops == &pf_open_heap) {          /* the best-first search's own heap (voxel_heap.h) */
        if (!c->heap.buf && vxh_reserve(&c->heap, 1024) != PF_OK)
            return NULL;
        if (!c->heap_at && !(c->heap_at = malloc((size_t)c->cap * VX_PAGE * sizeof *c->heap_at)))
            return NULL;
        return &c->heap;
    }
    for (int i = 0; i < VX_MAX_OPEN; i++) {
        if (c->open[i].ops == ops)
            return c->open[i].q;
        if (!c->open[i].ops) {
            void *q = ops->create(c->cap * VX_PAGE);
            if (!q)
                return NULL;
            c->open[i].ops = ops;
            c->open[i].q = q;
            return q;
        }
    }
    return NULL;
}

int pf_vx_grow(struct pf_voxel_ctx *c)
{
    if (c->cap >= c->max_cap)
        return PF_ERR_LIMIT;
    uint64_t cap = (uint64_t)c->cap * 2;
    if (cap > c->max_cap)
        cap = c->max_cap;
    return alloc_state(c, (uint32_t)cap);
}

/* The info byte of voxel (x, y, z), reached in this query. */
static uint8_t info_of(struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z)
{
    uint32_t p = vx_page(c, x, y, z);
    return c->page[p].info[vx_slot_in_page(x, y, z)];
}

/* Follow the moves from voxel (x, y, z) back to the start: the number of voxels on the path;
 * with out, the nodes are written start first into out[0 .. len), and nk counts the moves
 * of each class. */
static uint32_t walk_back(struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z, uint32_t len,
                          pf_node *out, uint64_t nk[4])
{
    uint32_t n = 1;
    for (;; n++) {
        if (out)
            out[len - n] = pf_voxel_node(c->v, x, y, z);
        const unsigned d = info_of(c, x, y, z) & VX_DIR;
        if (d == VX_START)
            return n;
        x -= pf_vox_dirs[d].dx;
        y -= pf_vox_dirs[d].dy;
        z -= pf_vox_dirs[d].dz;
        nk[pf_vox_dirs[d].k]++;
    }
}

int pf_vx_finish_path(struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z,
                      struct pf_voxel_result *res, pf_cost *fixed)
{
    uint64_t nk[4] = { 0, 0, 0, 0 };
    const uint32_t len = walk_back(c, x, y, z, 0, NULL, nk);
    if (len > c->path_cap) {
        pf_node *p = realloc(c->path, (size_t)len * sizeof *p);
        if (!p)
            return res->status = PF_ERR_NOMEM;
        c->path = p;
        c->path_cap = len;
    }
    uint64_t again[4] = { 0, 0, 0, 0 };
    walk_back(c, x, y, z, len, c->path, again);
    res->cost = (double)nk[1] + (double)nk[2] * sqrt(2.0) + (double)nk[3] * sqrt(3.0);
    if (fixed)
        *fixed = nk[1] * PF_VOX_C1 + nk[2] * PF_VOX_C2 + nk[3] * PF_VOX_C3;
    res->path = c->path;
    res->path_len = len;
    return res->status = PF_OK;
}

size_t pf_voxel_ctx_capacity(const struct pf_voxel_ctx *c) { return (size_t)c->cap * VX_PAGE; }

size_t pf_voxel_ctx_bytes(const struct pf_voxel_ctx *c)
{
    size_t b = sizeof *c + (c->tmask + 1) * sizeof *c->slot +
               (size_t)c->cap * (sizeof *c->page + sizeof *c->meta) + sizeof *c->page +
               (size_t)c->path_cap * sizeof *c->path;
    if (c->queue)
        b += (size_t)c->cap * VX_PAGE * sizeof *c->queue;
    if (c->heap.buf)
        b += ((size_t)c->heap.cap + 8) * sizeof *c->heap.buf;
    if (c->heap_at)
        b += (size_t)c->cap * VX_PAGE * sizeof *c->heap_at;
    for (int i = 0; i < VX_MAX_OPEN; i++)
        if (c->open[i].ops)
            b += c->open[i].ops->bytes(c->open[i].q);
    return b;
}
