/* voxel_ctx.c: the voxel search context: its sparse state (made once, grown only between
 * queries), its open lists, path extraction and memory figures. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "voxel_state.h"

#define VX_DEFAULT_CAP (1u << 16)

/* Slots per record: a table at most half full, a power of two. */
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
}

/* Records and slots for cap ids; the open lists are made again on their next use. */
static int alloc_state(struct pf_voxel_ctx *c, uint32_t cap)
{
    uint64_t t = table_size(cap);
    uint64_t *slot = malloc(t * sizeof *slot);
    struct vox_rec *rec = malloc((size_t)cap * sizeof *rec);
    if (!slot || !rec) {
        free(slot);
        free(rec);
        return PF_ERR_NOMEM;
    }
    memset(slot, 0xff, t * sizeof *slot);
    free(c->slot);
    free(c->rec);
    c->slot = slot;
    c->tmask = t - 1;
    c->rec = rec;
    c->cap = cap;
    free_open(c);
    return PF_OK;
}

struct pf_voxel_ctx *pf_voxel_ctx_create(const struct pf_voxels *v, uint32_t initial_capacity)
{
    struct pf_voxel_ctx *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->v = v;
    /* a query touches free voxels only, and ids must leave the bucket queue's head bit free */
    uint64_t free_voxels = (uint64_t)v->w * (uint64_t)v->h * (uint64_t)v->d - v->blocked;
    c->max_cap = free_voxels < VX_ID_MASK - 1 ? (uint32_t)free_voxels + 1 : VX_ID_MASK - 1;
    uint32_t cap = initial_capacity ? initial_capacity : VX_DEFAULT_CAP;
    if (cap > c->max_cap)
        cap = c->max_cap;
    for (int d = 0; d < PF_VOX_NUM_DIRS; d++)
        c->off[d] = pf_vox_dirs[d].dx + pf_vox_dirs[d].dy * (int32_t)v->sx +
                    pf_vox_dirs[d].dz * (int32_t)(v->sx * v->sy);
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
    free(c->slot);
    free(c->rec);
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
        for (uint32_t id = c->count; id-- > 0;) {
            const pf_node n = c->rec[id].node;
            int32_t x, y, z;
            pf_voxel_xyz(c->v, n, &x, &y, &z);
            uint64_t i = vx_hash(x, y, z) & c->tmask;
            while ((uint32_t)c->slot[i] != n)
                i = (i + 1) & c->tmask;
            c->slot[i] = VX_EMPTY;
        }
    }
    c->count = 0;
}

void *pf_vx_open(struct pf_voxel_ctx *c, const struct pf_open_ops *ops)
{
    for (int i = 0; i < VX_MAX_OPEN; i++) {
        if (c->open[i].ops == ops)
            return c->open[i].q;
        if (!c->open[i].ops) {
            void *q = ops->create(c->cap);
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

int pf_vx_finish_path(struct pf_voxel_ctx *c, uint32_t goal_id, struct pf_voxel_result *res)
{
    uint32_t len = 0;
    for (uint32_t id = goal_id; id != VX_NO_PARENT; id = c->rec[id].link & VX_ID_MASK)
        len++;
    if (len > c->path_cap) {
        pf_node *p = realloc(c->path, (size_t)len * sizeof *p);
        if (!p)
            return res->status = PF_ERR_NOMEM;
        c->path = p;
        c->path_cap = len;
    }
    uint32_t i = len;
    for (uint32_t id = goal_id; id != VX_NO_PARENT; id = c->rec[id].link & VX_ID_MASK)
        c->path[--i] = c->rec[id].node;
    /* the cost in double from the classes of the moves */
    uint64_t nk[4] = { 0, 0, 0, 0 };
    const uint32_t plane = c->v->sx * c->v->sy;
    for (uint32_t k = 1; k < len; k++) {
        int64_t dn = (int64_t)c->path[k] - (int64_t)c->path[k - 1];
        int64_t dz = dn > (int64_t)plane / 2 ? 1 : dn < -(int64_t)plane / 2 ? -1 : 0;
        dn -= dz * plane;
        int64_t dy = dn > (int64_t)c->v->sx / 2 ? 1 : dn < -(int64_t)c->v->sx / 2 ? -1 : 0;
        dn -= dy * c->v->sx;
        nk[(dz != 0) + (dy != 0) + (dn != 0)]++;
    }
    res->cost = (double)nk[1] + (double)nk[2] * sqrt(2.0) + (double)nk[3] * sqrt(3.0);
    res->path = c->path;
    res->path_len = len;
    return res->status = PF_OK;
}

size_t pf_voxel_ctx_capacity(const struct pf_voxel_ctx *c) { return c->cap; }

size_t pf_voxel_ctx_bytes(const struct pf_voxel_ctx *c)
{
    size_t b = sizeof *c + (c->tmask + 1) * sizeof *c->slot + (size_t)c->cap * sizeof *c->rec +
               (size_t)c->path_cap * sizeof *c->path;
    for (int i = 0; i < VX_MAX_OPEN; i++)
        if (c->open[i].ops)
            b += c->open[i].ops->bytes(c->open[i].q);
    return b;
}

/* A record, and two slots (the table is at most half full; between 2 and 4 slots per
 * record by the power of two, 2 when the capacity is one). */
double pf_voxel_state_bytes_per_node(void)
{
    return (double)sizeof(struct vox_rec) + 2.0 * sizeof(uint64_t);
}
