/* voxel_state.h: the sparse search state of the voxel searches (internal to libpf): pages of
 * 8 x 8 x 8 voxels, given to blocks of the volume on first touch in a query through a small
 * open-addressing hash (block -> page), so the state grows with the blocks a query touches,
 * never with the volume; plus the context that holds them and the open lists. */
#ifndef PF_VOXEL_STATE_H
#define PF_VOXEL_STATE_H

#include <string.h>
#include "pf_voxel.h"
#include "search_ctx.h"

/* A page: the state of the 512 voxels of one block. A voxel's local id (the node number the
 * open lists see) is page * 512 + (x & 7) + 8 (y & 7) + 64 (z & 7): dense per page. Blocks of
 * 8^3 rather than 4^3: a voxel's 26 moves then stay in its own block far more often (the
 * expected number of blocks they reach is 1.95 instead of 3.4), so there are fewer block
 * look-ups per expansion and the explored region lies in fewer, larger pieces of memory
 * (at some cost in state per touched voxel on short queries: see docs/DOMAINS.md). */
#define VX_SH 3u                              /* a block is 2^VX_SH voxels a side */
#define VX_SIDE (1u << VX_SH)
#define VX_LM (VX_SIDE - 1u)
#define VX_PAGE (VX_SIDE * VX_SIDE * VX_SIDE)
struct vox_page {
    uint32_t g[VX_PAGE];        /* best cost so far (BFS: depth); VX_INF: not reached */
    uint8_t info[VX_PAGE];      /* move that reached it (0..25) | VX_CLOSED; VX_START */
};
#define VX_INF UINT32_MAX      /* costs are 32-bit here: a query whose costs would pass
                                   VX_INF - C3 (a real cost near 3590) stops with PF_ERR_LIMIT */
#define VX_CLOSED 0x80u
#define VX_DIR 0x1Fu
#define VX_START 0x1Fu          /* the start: no parent */

/* Which block a page belongs to, and its first voxel (the block's corner). */
struct vox_page_meta {
    uint32_t block;
    int32_t x0, y0, z0;
};

/* A hash slot: page in the high half, block in the low half; all ones is empty. Slots are
 * emptied after each query by deleting the blocks in reverse order of their pages, which
 * linear probing allows (a key's probe run only crosses keys inserted before it). */
#define VX_EMPTY UINT64_MAX
#define VX_FULL UINT32_MAX       /* no page left: the query must run again on a larger state */

static inline uint64_t vx_mix(uint32_t b)
{
    uint64_t h = (uint64_t)b * 0x9E3779B97F4A7C15ull;
    return h ^ (h >> 32);
}

/* Block look-ups remembered: a direct-mapped table of (page << 32 | block) indexed by the
 * low four bits of the block's x, y and z, so that the blocks of a 64 x 64 x 64 region never
 * evict one another; emptied (all ones) when a query starts. */
#define VX_NEAR_CACHE 4096u

/* Open lists the context has made, one per ops table used. */
#define VX_MAX_OPEN 4

/* The voxel heap (voxel_heap.h): entries are the binary heap's (f, tie, id) as one 128-bit
 * number. */
struct vx_heap {
    unsigned __int128 *buf;     /* the allocation, 64-byte aligned */
    unsigned __int128 *a;       /* buf + 2 */
    unsigned __int128 top;      /* one entry kept out of the array; all ones: none */
    uint32_t size, cap;         /* entries in the array, room for */
};

/* The cost of each move in the order of pf_vox_dirs (z, then y, then x), as constants so that
 * the search's unrolled loop over the moves adds them without loads (test_voxel_model checks
 * them against the directions' classes). */
static const uint32_t vx_cost[PF_VOX_NUM_DIRS] = {
    PF_VOX_C3, PF_VOX_C2, PF_VOX_C3, PF_VOX_C2, PF_VOX_C1, PF_VOX_C2, PF_VOX_C3, PF_VOX_C2, PF_VOX_C3,
    PF_VOX_C2, PF_VOX_C1, PF_VOX_C2, PF_VOX_C1, PF_VOX_C1, PF_VOX_C2, PF_VOX_C1, PF_VOX_C2,
    PF_VOX_C3, PF_VOX_C2, PF_VOX_C3, PF_VOX_C2, PF_VOX_C1, PF_VOX_C2, PF_VOX_C3, PF_VOX_C2, PF_VOX_C3,
};

/* Legal moves from a voxel whose 3 x 3 x 3 neighbourhood has the blocked bits occ (indexing
 * as pf_vox_dir.box; the centre free): bit d set when every voxel of move d's bounding box is
 * free. That box is {0, dx} x {0, dy} x {0, dz}, so ANDing each offset's free bit with the one
 * next to it towards the centre, along x, then y, then z, leaves at each offset the AND over
 * its box: a dozen operations instead of 26 box tests. */
static inline uint32_t vx_legal(uint32_t occ)
{
    uint32_t f = ~occ & 0x7FFFFFFu, m;
    m = f & 0x2492492u;                   /* the x = 0 voxels: bit 1 of each row of three */
    f &= m | m >> 1 | m << 1;
    m = f & 0xE07038u;                    /* the y = 0 rows: bits 3..5 of each layer of nine */
    f &= m | m >> 3 | m << 3;
    m = f & 0x3FE00u;                     /* the z = 0 layer: bits 9..17 */
    f &= m | m >> 9 | m << 9;
    return (f & 0x1FFFu) | (f >> 14) << 13;   /* directions skip the centre, bit 13 */
}

/* Bits set in m (without a library call where the target has no popcount instruction). */
static inline uint32_t vx_popcount(uint32_t m)
{
    m = m - (m >> 1 & 0x55555555u);
    m = (m & 0x33333333u) + (m >> 2 & 0x33333333u);
    return ((m + (m >> 4)) & 0x0F0F0F0Fu) * 0x01010101u >> 24;
}

/* Where move d lands from a voxel of class c (c->kclass[slot]: per axis, whether the voxel is
 * on the block's low face, inside, or on its high face; 27 classes): `blk` says which blocks
 * it crosses into (bit 0: the next block along x, 1: along y, 2: along z; the side follows
 * from the class), and the slot it lands in, in that block, is the voxel's slot + `delta`.
 * Tables per class rather than per slot keep them small enough to stay in the first-level
 * cache (2.8 KB instead of 53 KB for 512 slots). */
struct vx_step {
    int16_t delta;
    uint16_t blk;
};

struct pf_voxel_ctx {
    const struct pf_voxels *v;
    uint32_t nbx, nby;          /* blocks per row and per column: ceil(w / 4), ceil(h / 4) */
    uint64_t *slot;             /* tmask + 1 slots */
    uint64_t tmask;
    struct vox_page *page;      /* cap pages, and page[cap]: every g 0, never given out (a
                                   move that needs no page reads it and improves nothing) */
    struct vox_page_meta *meta;
    uint32_t cap, max_cap;      /* pages now; the most it may grow to */
    uint32_t count;             /* pages given in the current query */
    uint64_t near_cache[VX_NEAR_CACHE];   /* recent look-ups, see vx_page */
    int32_t off[PF_VOX_NUM_DIRS];     /* node offset of each move */
    pf_node *path;              /* the last path, path_cap nodes */
    uint32_t path_cap;
    uint32_t *queue;            /* BFS: cap * VX_PAGE ids, made on first use */
    uint64_t budget;
    struct { const struct pf_open_ops *ops; void *q; } open[VX_MAX_OPEN];
    struct vx_heap heap;        /* the open list given for the binary heap, made on first use */
    uint32_t *heap_at;          /* its slot of each local id (cap * VX_PAGE), made on first use;
                                   0 when a voxel reached in this query has left the heap; not
                                   reset for a new page (read only for voxels already reached) */
    struct vx_step step[27][PF_VOX_NUM_DIRS];
    uint32_t blk_dirs[27][8];   /* from class c, the moves that land in block blk */
    uint8_t kclass[VX_PAGE];    /* the class of each slot */
    struct ctx_steps *steps;    /* the traced query's step log (the search context's), or NULL */
};

/* Only in the traced copies: a step of the query into the log, at the volume's node numbers. */
static inline void vx_log(struct pf_voxel_ctx *c, unsigned what, pf_node id, pf_node parent, pf_cost g, pf_cost f)
{
    struct ctx_steps *l = c->steps;
    if (l->n == l->cap && !pf_ctx_steps_grow(l))
        return;
    l->s[l->n++] = (struct pf_trace_step){ (uint8_t)what, 0, id, parent, g, f };
}

static inline uint32_t vx_block(const struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z)
{
    return (uint32_t)(x >> VX_SH) + c->nbx * ((uint32_t)(y >> VX_SH) + c->nby * (uint32_t)(z >> VX_SH));
}

/* The page of the block of voxel (x, y, z): found, or given now (its voxels unreached);
 * VX_FULL when every page is in use. */
static inline uint32_t vx_page(struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z)
{
    const uint32_t b = vx_block(c, x, y, z);
    uint64_t *const memo = &c->near_cache[(uint32_t)(x >> VX_SH & 15) | (uint32_t)(y >> VX_SH & 15) << 4 |
                                          (uint32_t)(z >> VX_SH & 15) << 8];
    if ((uint32_t)*memo == b)
        return (uint32_t)(*memo >> 32);
    uint64_t i = vx_mix(b) & c->tmask;
    for (;;) {
        const uint64_t s = c->slot[i];
        if ((uint32_t)s == b) {
            *memo = s;
            return (uint32_t)(s >> 32);
        }
        if (s == VX_EMPTY)
            break;
        i = (i + 1) & c->tmask;
    }
    if (c->count == c->cap)
        return VX_FULL;
    const uint32_t p = c->count++;
    c->slot[i] = *memo = (uint64_t)p << 32 | b;
    struct vox_page *pg = &c->page[p];
    for (uint32_t k = 0; k < VX_PAGE; k++)
        pg->g[k] = VX_INF;
    c->meta[p].block = b;
    c->meta[p].x0 = x & ~(int32_t)VX_LM;
    c->meta[p].y0 = y & ~(int32_t)VX_LM;
    c->meta[p].z0 = z & ~(int32_t)VX_LM;
    return p;
}

static inline uint32_t vx_slot_in_page(int32_t x, int32_t y, int32_t z)
{
    return ((uint32_t)x & VX_LM) | ((uint32_t)y & VX_LM) << VX_SH | ((uint32_t)z & VX_LM) << 2 * VX_SH;
}

/* The voxel of local id `id`. */
static inline void vx_id_xyz(const struct pf_voxel_ctx *c, uint32_t id, int32_t *x, int32_t *y,
                             int32_t *z)
{
    const struct vox_page_meta *m = &c->meta[id / VX_PAGE];
    const uint32_t k = id % VX_PAGE;
    *x = m->x0 + (int32_t)(k & VX_LM);
    *y = m->y0 + (int32_t)(k >> VX_SH & VX_LM);
    *z = m->z0 + (int32_t)(k >> 2 * VX_SH);
}

/* Bytes of paged state per page: the page, its block record and two hash slots (the table
 * is at most half full). */
#define VX_PAGE_BYTES (sizeof(struct vox_page) + sizeof(struct vox_page_meta) + 2 * sizeof(uint64_t))

/* Start a query (the previous one left the table empty). */
static inline void vx_begin(struct pf_voxel_ctx *c)
{
    c->count = 0;
    memset(c->near_cache, 0xff, sizeof c->near_cache);
}
/* End a query: empty the slots it used. */
void pf_vx_end(struct pf_voxel_ctx *c);
/* The open list of ops on this context, made on first use for cap * VX_PAGE ids; for
 * pf_open_heap, the best-first search's own heap (struct vx_heap, voxel_heap.h) and its slot
 * array. NULL when out of memory. Called before a variant's first timed query, it makes the
 * list outside the clock. */
void *pf_vx_open(struct pf_voxel_ctx *c, const struct pf_open_ops *ops);
/* Double the pages (and slots, open lists, BFS queue); PF_OK, PF_ERR_LIMIT at max_cap, or
 * PF_ERR_NOMEM. Only between runs of a query. */
int pf_vx_grow(struct pf_voxel_ctx *c);
/* Write the path from the start to voxel (x, y, z) (reached in this query) into c->path,
 * following the moves stored in info, and fill res (path, cost recomputed from the moves,
 * status PF_OK); when fixed is not NULL, also the path's fixed-point cost summed from its
 * moves (the searches whose page costs are not costs need it; the walk counts them anyway). */
int pf_vx_finish_path(struct pf_voxel_ctx *c, int32_t x, int32_t y, int32_t z,
                      struct pf_voxel_result *res, pf_cost *fixed);
/* A voxel result as the registry's result (voxel_alg.c): status, costs, path, counters, the
 * voxels touched and their bytes; returns rc. */
struct pf_result;
int pf_vx_to_result(int rc, const struct pf_voxel_result *vr, struct pf_result *res);

/* The paged voxel state of a voxel context (its state: voxel_context.c). */
static inline struct pf_voxel_ctx *ctx_vstate(const struct pf_search_ctx *ctx) { return ctx->state; }

#endif
