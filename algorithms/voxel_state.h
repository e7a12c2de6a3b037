/* voxel_state.h: the sparse search state of the voxel searches (internal to libpf): an
 * open-addressing hash from node to a dense local id, given on first touch in a query, and
 * per-id records; plus the context that holds them and the open lists. */
#ifndef PF_VOXEL_STATE_H
#define PF_VOXEL_STATE_H

#include "voxel.h"

/* A record per local id, in the order the query touched the voxels. */
struct vox_rec {
    pf_cost g;                /* best cost so far (BFS: depth) */
    pf_node node;             /* the voxel */
    uint32_t link;            /* parent's local id | VX_CLOSED; VX_NO_PARENT at the start */
};
#define VX_CLOSED 0x80000000u
#define VX_ID_MASK 0x7FFFFFFFu
#define VX_NO_PARENT VX_ID_MASK

/* A hash slot is one 64-bit word: local id in the high half, node in the low half; all ones
 * is empty (no node is 0xFFFFFFFF). Slots are cleared after each query by deleting the
 * touched keys in reverse order of insertion, which linear probing allows: a key's probe run
 * only crosses keys inserted before it. */
#define VX_EMPTY UINT64_MAX

/* The slot of a voxel keeps spatial locality: voxels of one 4 x 4 x 4 block share a run of 64
 * slots (placed by a hash of the block), so the 26 neighbours of a voxel fall on a few cache
 * lines and consecutive expansions reuse them. */
static inline uint64_t vx_hash(int32_t x, int32_t y, int32_t z)
{
    uint64_t b = ((uint64_t)(uint32_t)(x >> 2) * 0x9E3779B97F4A7C15ull) ^
                 ((uint64_t)(uint32_t)(y >> 2) * 0xC2B2AE3D27D4EB4Full) ^
                 ((uint64_t)(uint32_t)(z >> 2) * 0x165667B19E3779F9ull);
    b ^= b >> 29;
    return (b << 6) | (uint64_t)((x & 3) | (y & 3) << 2 | (z & 3) << 4);
}

/* Open lists the context has made, one per ops table used. */
#define VX_MAX_OPEN 4

struct pf_voxel_ctx {
    const struct pf_voxels *v;
    uint64_t *slot;           /* tmask + 1 slots */
    uint64_t tmask;
    struct vox_rec *rec;      /* cap records */
    uint32_t cap, max_cap;    /* capacity now; the most it may grow to */
    uint32_t count;           /* local ids given in the current query */
    int32_t off[PF_VOX_NUM_DIRS];   /* node offset of each move */
    pf_node *path;            /* the last path, path_cap nodes */
    uint32_t path_cap;
    uint64_t budget;
    struct { const struct pf_open_ops *ops; void *q; } open[VX_MAX_OPEN];
};

/* The local id of node n at (x, y, z); a new one (record set up with g = PF_COST_INF) when the
 * query has not touched it. VX_FULL when a new id is needed and the state is full. */
#define VX_FULL UINT32_MAX
static inline uint32_t vx_touch(struct pf_voxel_ctx *c, pf_node n, int32_t x, int32_t y,
                                int32_t z, int *fresh)
{
    uint64_t i = vx_hash(x, y, z) & c->tmask;
    for (;;) {
        const uint64_t s = c->slot[i];
        if ((uint32_t)s == n) {
            *fresh = 0;
            return (uint32_t)(s >> 32);
        }
        if (s == VX_EMPTY)
            break;
        i = (i + 1) & c->tmask;
    }
    if (c->count == c->cap)
        return VX_FULL;
    const uint32_t id = c->count++;
    c->slot[i] = (uint64_t)id << 32 | n;
    c->rec[id].g = PF_COST_INF;
    c->rec[id].node = n;
    c->rec[id].link = VX_NO_PARENT;
    *fresh = 1;
    return id;
}

/* Start a query (the previous one left the table empty). */
static inline void vx_begin(struct pf_voxel_ctx *c) { c->count = 0; }
/* End a query: empty the slots it used. */
void pf_vx_end(struct pf_voxel_ctx *c);
/* The open list of ops on this context, made on first use at the current capacity. NULL when
 * out of memory. */
void *pf_vx_open(struct pf_voxel_ctx *c, const struct pf_open_ops *ops);
/* Double the capacity (records, slots, open lists); PF_OK, PF_ERR_LIMIT at max_cap, or
 * PF_ERR_NOMEM. Only between queries. */
int pf_vx_grow(struct pf_voxel_ctx *c);
/* Write the path of local id goal back to the start into c->path and fill res (path, cost
 * recomputed from the moves, status PF_OK). */
int pf_vx_finish_path(struct pf_voxel_ctx *c, uint32_t goal_id, struct pf_voxel_result *res);

#endif
