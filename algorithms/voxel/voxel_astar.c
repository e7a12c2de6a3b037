/* voxel_astar.c: best-first search over the voxel domain (A*, weighted A*, Dijkstra with the
 * zero estimate), written once and compiled once per (built-in open list, hot estimate) pair
 * so that the 26-move loop makes no indirect calls; other pairs go through the ops tables.
 * Why not the grid's loop (grid/best_first_core.h): that loop keeps flat per-node arrays (17
 * bytes a node: stamp, g, move mask, frontier), 4.1 GB for the 241 million voxels of the largest
 * level, so this domain's state is paged and grows with what a query touches (voxel_state.h),
 * and the heap variant runs its own 4-ary heap with a top slot (voxel_heap.h): 318 -> 245 M
 * instructions on Complex's first 30 lines for the heap, 1,148 -> 992 M on DA1's for the top
 * slot, the same expansions in the same order (docs/DOMAINS.md, "Measured"). */
#include <stdlib.h>
#include <string.h>
#include "open_bucket_impl.h"
#include "voxel_heap.h"
#include "voxel_heuristics_impl.h"
#include "voxel_state.h"

enum { OK_HEAP, OK_BUCKET, OK_OPS };   /* open list: the voxel heap, the bucket queue, or ops */
enum { HK_ZERO, HK_OCTILE, HK_OTHER };          /* estimate: inlined, or through the pointer */

static inline __attribute__((always_inline)) pf_cost
est(const int hk, const struct pf_voxel_heuristic *h, int32_t dx, int32_t dy, int32_t dz)
{
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    dz = dz < 0 ? -dz : dz;
    return hk == HK_ZERO ? 0 : hk == HK_OCTILE ? pf_vest_octile3d(dx, dy, dz) : h->estimate(dx, dy, dz);
}

/* The open list calls; the voxel heap also needs its slot array (c->heap_at). */
static inline __attribute__((always_inline)) int
q_push(const int ok, const struct pf_open_ops *ops, void *q, uint32_t *at, uint32_t n,
       pf_cost f, uint32_t t)
{
    return ok == OK_HEAP ? vxh_push(q, at, n, f, t) : ok == OK_BUCKET ? bucket_push(q, n, f, t)
                                                                     : ops->push(q, n, f, t);
}
static inline __attribute__((always_inline)) int
q_decrease(const int ok, const struct pf_open_ops *ops, void *q, uint32_t *at, uint32_t n,
           pf_cost f, uint32_t t)
{
    return ok == OK_HEAP ? vxh_decrease(q, at, n, f, t) : ok == OK_BUCKET ? bucket_decrease(q, n, f, t) : ops->decrease(q, n, f, t);
}
static inline __attribute__((always_inline)) pf_node
q_pop(const int ok, const struct pf_open_ops *ops, void *q, uint32_t *at)
{
    return ok == OK_HEAP ? vxh_pop(q, at) : ok == OK_BUCKET ? bucket_pop(q) : ops->pop_min(q);
}
static inline __attribute__((always_inline)) uint32_t
q_size(const int ok, const struct pf_open_ops *ops, void *q)
{
    return ok == OK_HEAP ? vxh_size(q)
           : ok == OK_BUCKET ? ((struct pf_bucket *)q)->size : ops->size(q);
}

/* Larger g first among equal f (costs stay below 2^32 on any volume pfbench reads). */
static inline uint32_t tie_gmax(pf_cost g) { return UINT32_MAX - (uint32_t)(g < UINT32_MAX ? g : UINT32_MAX); }

/* Bit d set when move d from slot k of class cl (a constant: c->kclass) lowers the cost of
 * the voxel it reaches, whose block's costs are ng8[blk] (blk and the slot offset as in
 * c->step, here folded to constants from the order of pf_vox_dirs: z, then y, then x, the
 * centre skipped): two instructions a move instead of three table loads. gn + C3 cannot
 * wrap: every g stored is below VX_INF - C3. */
static inline __attribute__((always_inline)) uint32_t
vx_better_class(const int cl, const uint32_t *const ng8[8], uint32_t k, uint32_t gn)
{
    const int lm = (int)VX_LM, one[3] = { 0, 1, lm };     /* a slot of each class along an axis */
    const int x0 = one[cl % 3], y0 = one[cl / 3 % 3], z0 = one[cl / 9];
    uint32_t m = 0;
#pragma GCC unroll 26
    for (int d = PF_VOX_NUM_DIRS - 1; d >= 0; d--) {
        const int b = d < 13 ? d : d + 1;                  /* the 3 x 3 x 3 offset, centre 13 */
        const int x = x0 + b % 3 - 1, y = y0 + b / 3 % 3 - 1, z = z0 + b / 9 - 1;
        const int blk = ((x & ~lm) != 0) | ((y & ~lm) != 0) << 1 | ((z & ~lm) != 0) << 2;
        const int delta = (int)vx_slot_in_page(x, y, z) - (int)vx_slot_in_page(x0, y0, z0);
        m = 2 * m + (gn + vx_cost[d] < ng8[blk][(int32_t)k + delta]);
    }
    return m;
}

#define VX_RESTART 100    /* internal: the state is full, grow and run again */


static inline __attribute__((always_inline)) int
core(struct pf_voxel_ctx *c, const struct pf_voxel_heuristic *h, const struct pf_open_ops *ops,
     void *q, double weight, pf_node start, pf_node goal, struct pf_voxel_result *res,
     const int ok, const int hk, const int tr)
{
    const struct pf_voxels *v = c->v;
    const uint64_t *bits = v->bits;
    const double w = weight > 0 ? weight : 1.0;
    const int weighted = w != 1.0;
    const uint64_t budget = c->budget;
    const uint64_t plane = (uint64_t)v->sx * v->sy;
    const uint64_t sx = v->sx;
    struct vox_page *const pages = c->page;     /* fixed during a run: growth is between runs */
    uint32_t *const at = c->heap_at;
    int32_t gx, gy, gz;
    pf_voxel_xyz(v, goal, &gx, &gy, &gz);
    int32_t ddx[PF_VOX_NUM_DIRS], ddy[PF_VOX_NUM_DIRS], ddz[PF_VOX_NUM_DIRS];
    for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
        ddx[d] = pf_vox_dirs[d].dx;
        ddy[d] = pf_vox_dirs[d].dy;
        ddz[d] = pf_vox_dirs[d].dz;
    }
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    uint64_t touched = 1;
    int rc = PF_NO_PATH;
    int32_t x, y, z;
    uint32_t id;

    vx_begin(c);
    {
        pf_voxel_xyz(v, start, &x, &y, &z);
        const uint32_t p = vx_page(c, x, y, z), k = vx_slot_in_page(x, y, z);
        pf_cost hv = est(hk, h, x - gx, y - gy, z - gz);
        if (weighted)
            hv = (pf_cost)(w * (double)hv);
        pages[p].g[k] = 0;
        pages[p].info[k] = VX_START;
        if (q_push(ok, ops, q, at, p * VX_PAGE + k, hv, tie_gmax(0)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
        if (tr)
            vx_log(c, PF_STEP_GENERATE, start, PF_NONE, 0, hv);
    }
    while ((id = q_pop(ok, ops, q, at)) != PF_NONE) {
        const uint32_t p = id / VX_PAGE, k = id % VX_PAGE;
        {
            const struct vox_page_meta *m = &c->meta[p];
            x = m->x0 + (int32_t)(k & VX_LM);
            y = m->y0 + (int32_t)(k >> VX_SH & VX_LM);
            z = m->z0 + (int32_t)(k >> 2 * VX_SH);
        }
        struct vox_page *pg = &pages[p];
        if (x == gx && y == gy && z == gz) {
            rc = PF_OK;
            break;
        }
        pg->info[k] |= VX_CLOSED;           /* (the heap has its slot 0 too; pictures read this) */
        expanded++;
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const pf_node n = pf_voxel_node(v, x, y, z);
        if (tr)
            vx_log(c, PF_STEP_EXPAND, n, PF_NONE, 0, 0);
        /* the blocked bits around n: nine rows of three bits, one unaligned load each */
        uint32_t occ = 0;
        {
            const uint64_t o = (uint64_t)n - plane - sx - 1;
#pragma GCC unroll 9
            for (int r = 0; r < 9; r++) {
                const uint64_t ro = o + (uint64_t)(r % 3) * sx + (uint64_t)(r / 3) * plane;
                uint64_t wd;
                memcpy(&wd, (const unsigned char *)bits + (ro >> 3), sizeof wd);
                occ |= ((uint32_t)(wd >> (ro & 7)) & 7u) << (3 * r);
            }
        }
        const pf_cost gn = pg->g[k];
        const uint32_t legal = vx_legal(occ);
        generated += vx_popcount(legal);
        /* the pages of the (up to 8) blocks the legal moves reach, looked up in the order of
         * the first move into each (the order pages are handed out in, hence the local ids);
         * c->step says which block and slot each move lands in. A block no legal move enters
         * reads the all-zero page c->cap, where nothing improves. */
        const uint32_t kc = c->kclass[k];
        const struct vx_step *st = c->step[kc];
        const uint32_t *bd = c->blk_dirs[kc];
        const uint32_t *const none = pages[c->cap].g;
        const uint32_t *ng8[8] = { pg->g, none, none, none, none, none, none, none };
        uint32_t near[8];                  /* the page numbers of the blocks looked up */
        near[0] = p;
        for (uint32_t rem = legal & ~bd[0]; rem;) {
            const int d = __builtin_ctz(rem);
            const uint32_t b = st[d].blk;
            near[b] = vx_page(c, x + ddx[d], y + ddy[d], z + ddz[d]);
            if (near[b] == VX_FULL) {
                rc = VX_RESTART;
                goto out;
            }
            ng8[b] = pages[near[b]].g;
            rem &= ~bd[b];
        }
        /* which moves lower a cost: every move in turn without a branch (so the loads of the
         * neighbours' costs overlap), then only those; one unrolled compare per class of
         * slot (27), the block and offset of each move constants */
        uint32_t better = 0;
        switch (kc) {
#define VX_CL(n) case n: better = vx_better_class(n, ng8, k, (uint32_t)gn); break;
            VX_CL(0) VX_CL(1) VX_CL(2) VX_CL(3) VX_CL(4) VX_CL(5) VX_CL(6) VX_CL(7) VX_CL(8)
            VX_CL(9) VX_CL(10) VX_CL(11) VX_CL(12) VX_CL(13) VX_CL(14) VX_CL(15) VX_CL(16)
            VX_CL(17) VX_CL(18) VX_CL(19) VX_CL(20) VX_CL(21) VX_CL(22) VX_CL(23) VX_CL(24)
            VX_CL(25) VX_CL(26)
#undef VX_CL
        }
        better &= legal;
        while (better) {
            const int d = __builtin_ctz(better);
            better &= better - 1;
            const uint32_t mp = near[st[d].blk], mk = (uint32_t)((int32_t)k + st[d].delta);
            struct vox_page *mpg = &pages[mp];
            const pf_cost og = mpg->g[mk];
            const pf_cost ng = gn + vx_cost[d];
            if (ng >= VX_INF - PF_VOX_C3) {
                rc = PF_ERR_LIMIT;         /* 32-bit costs would overflow on the next moves */
                goto out;
            }
            const int fresh = og == VX_INF;
            const uint32_t mid = mp * VX_PAGE + mk;
            const int was_open = !fresh && (ok == OK_HEAP ? at[mid] != 0 : !(mpg->info[mk] & VX_CLOSED));
            pf_cost hv;
            if (ok == OK_HEAP && was_open) {
                hv = vxh_f(q, at, mid) - og;   /* its estimate, as queued: f - g */
            } else {
                hv = est(hk, h, x + ddx[d] - gx, y + ddy[d] - gy, z + ddz[d] - gz);
                if (weighted)
                    hv = (pf_cost)(w * (double)hv);
            }
            if (tr)
                vx_log(c, fresh ? PF_STEP_GENERATE : PF_STEP_UPDATE, (pf_node)((int64_t)n + c->off[d]), n, ng, ng + hv);
            touched += fresh;
            if (!fresh && !was_open)
                reopened++;
            mpg->g[mk] = (uint32_t)ng;
            mpg->info[mk] = (uint8_t)d;        /* open (again), reached by move d */
            if (was_open) {
                decreases++;
                if (q_decrease(ok, ops, q, at, mid, ng + hv, tie_gmax(ng)) != PF_OK)
                    goto nomem;
            } else {
                pushes++;
                if (q_push(ok, ops, q, at, mid, ng + hv, tie_gmax(ng)) != PF_OK)
                    goto nomem;
            }
        }
        const uint64_t sz = q_size(ok, ops, q);
        if (sz > max_open)
            max_open = sz;
    }
out:
    res->touched = touched;
    res->pages = c->count;
    res->state_bytes = (uint64_t)c->count * VX_PAGE_BYTES;
    if (rc == PF_OK) {
        res->g = pages[id / VX_PAGE].g[id % VX_PAGE];
        if (pf_vx_finish_path(c, x, y, z, res, NULL) != PF_OK)
            rc = res->status;
    }
    goto end;
nomem:
    rc = PF_ERR_NOMEM;
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

typedef int (*core_fn)(struct pf_voxel_ctx *, const struct pf_voxel_heuristic *,
                       const struct pf_open_ops *, void *, double, pf_node, pf_node,
                       struct pf_voxel_result *);
#define VX_FN(ok, hk)                                                                        \
    static int core_##ok##_##hk(struct pf_voxel_ctx *c, const struct pf_voxel_heuristic *h,   \
                                const struct pf_open_ops *ops, void *q, double w, pf_node s,  \
                                pf_node g, struct pf_voxel_result *res)                       \
    {                                                                                        \
        return core(c, h, ops, q, w, s, g, res, ok, hk, 0);                                  \
    }
VX_FN(OK_HEAP, HK_ZERO) VX_FN(OK_HEAP, HK_OCTILE) VX_FN(OK_HEAP, HK_OTHER)
VX_FN(OK_BUCKET, HK_ZERO) VX_FN(OK_BUCKET, HK_OCTILE) VX_FN(OK_BUCKET, HK_OTHER)
VX_FN(OK_OPS, HK_ZERO) VX_FN(OK_OPS, HK_OCTILE) VX_FN(OK_OPS, HK_OTHER)
#undef VX_FN

/* The traced copies (one per open list; the estimate through its pointer): they log each
 * step, and the untraced ones above compile without a test. Never inlined into the caller. */
#define VX_TRACED(ok)                                                                              \
    static __attribute__((noinline)) int traced_##ok(struct pf_voxel_ctx *c, const struct pf_voxel_heuristic *h, \
                                                     const struct pf_open_ops *ops, void *q, double w, pf_node s, \
                                                     pf_node g, struct pf_voxel_result *res)       \
    {                                                                                              \
        return core(c, h, ops, q, w, s, g, res, ok, HK_OTHER, 1);                                  \
    }
VX_TRACED(OK_HEAP) VX_TRACED(OK_BUCKET) VX_TRACED(OK_OPS)
#undef VX_TRACED

static const core_fn traced[3] = { traced_OK_HEAP, traced_OK_BUCKET, traced_OK_OPS };

static const core_fn cores[3][3] = {
    { core_OK_HEAP_HK_ZERO, core_OK_HEAP_HK_OCTILE, core_OK_HEAP_HK_OTHER },
    { core_OK_BUCKET_HK_ZERO, core_OK_BUCKET_HK_OCTILE, core_OK_BUCKET_HK_OTHER },
    { core_OK_OPS_HK_ZERO, core_OK_OPS_HK_OCTILE, core_OK_OPS_HK_OTHER },
};

/* Start and goal: free voxels of the map (PF_ERR_ARG otherwise). */
static int endpoints_ok(const struct pf_voxels *v, pf_node start, pf_node goal)
{
    if (start >= v->num_nodes || goal >= v->num_nodes)
        return 0;
    return !pf_voxel_blocked_node(v, start) && !pf_voxel_blocked_node(v, goal);
}

int pf_voxel_astar(struct pf_voxel_ctx *c, const struct pf_voxel_heuristic *h,
                   const struct pf_open_ops *open, double weight, pf_node start, pf_node goal,
                   struct pf_voxel_result *res)
{
    memset(res, 0, sizeof *res);
    if (!h || !open || !endpoints_ok(c->v, start, goal))
        return res->status = PF_ERR_ARG;
    const int ok = open == &pf_open_heap ? OK_HEAP : open == &pf_open_bucket ? OK_BUCKET : OK_OPS;
    const int hk = h == &pf_vh_zero ? HK_ZERO : h == &pf_vh_octile3d ? HK_OCTILE : HK_OTHER;
    uint32_t restarts = 0;
    for (;;) {
        void *q = pf_vx_open(c, open);
        if (!q)
            return res->status = PF_ERR_NOMEM;
        if (ok == OK_HEAP)
            vxh_clear(q);
        else
            open->clear(q);
        if (c->steps) {                    /* a run again after growth logs afresh */
            c->steps->n = 0;
            c->steps->lost = 0;
        }
        int rc = (c->steps ? traced[ok] : cores[ok][hk])(c, h, open, q, weight, start, goal, res);
        if (ok == OK_HEAP)
            vxh_clear(&c->heap);
        else
            open->clear(q);
        pf_vx_end(c);
        if (rc != VX_RESTART) {
            res->restarts = restarts;
            return rc;
        }
        rc = pf_vx_grow(c);                /* between runs, never inside one */
        if (rc != PF_OK) {
            memset(res, 0, sizeof *res);
            return res->status = rc;
        }
        restarts++;
    }
}
