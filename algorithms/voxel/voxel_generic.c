/* voxel_generic.c: the textbook generic search on voxel volumes, as on grids (generic.c) and
 * graphs (graph_generic.c): a reachable set, an explored set and a pluggable choose_node
 * (fifo, lifo, seeded random, greedy by the variant's 3D estimate); a voxel's parent move is
 * set when it is first reached, never relaxed, so it finds a path, not the best one. */
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"
#include "voxel_heap.h"
#include "voxel_state.h"

#define VX_RESTART 100    /* internal: the state is full, grow and run again */

/* The reachable set of fifo, lifo and random: the context's BFS array of local ids (each
 * reached voxel enters it once, so cap * VX_PAGE ids hold any query); NULL when out of memory. */
static uint32_t *reachable_set(struct pf_voxel_ctx *c)
{
    if (!c->queue)
        c->queue = malloc((size_t)c->cap * VX_PAGE * sizeof *c->queue);
    return c->queue;
}

/* One run of the query over the paged state; VX_RESTART when the pages run out. A page's g
 * is the voxel's depth (VX_INF: not reached yet), its info the move that first reached it,
 * with VX_CLOSED once it is explored (the pictures read both). tr: the traced copy, which logs
 * each step, g as the depth in moves in the voxel cost's unit (as BFS), f that g, or h for the
 * greedy pick (what it orders by); the untraced copy compiles without a test. */
static inline __attribute__((always_inline)) int generic_core(struct pf_voxel_ctx *c, enum pf_pick pick,
                                                              const struct pf_voxel_heuristic *h, uint64_t *rng,
                                                              pf_node start, pf_node goal,
                                                              struct pf_voxel_result *res, const int tr)
{
    const struct pf_voxels *v = c->v;
    struct vx_heap *const greedy = pick == PF_PICK_GREEDY ? &c->heap : NULL;   /* keyed by h */
    uint32_t *const at = c->heap_at;
    pf_node *const set = c->queue;
    uint64_t expanded = 0, generated = 0, pushes = 1, max_open = 1;
    uint32_t head = 0, tail = 0;           /* fifo uses [head, tail); lifo and random [0, tail) */
    int rc = PF_NO_PATH;
    int32_t x, y, z, gx, gy, gz;
    vx_begin(c);
    pf_voxel_xyz(v, goal, &gx, &gy, &gz);
    pf_voxel_xyz(v, start, &x, &y, &z);
    {
        const uint32_t p = vx_page(c, x, y, z), k = vx_slot_in_page(x, y, z);   /* count 0: a page */
        c->page[p].g[k] = 0;
        c->page[p].info[k] = VX_START;
        if (tr)
            vx_log(c, PF_STEP_GENERATE, start, PF_NONE, 0, greedy ? h->estimate(abs(x - gx), abs(y - gy), abs(z - gz)) : 0);
        if (greedy) {
            if (vxh_push(greedy, at, p * VX_PAGE + k, 0, 0) != PF_OK)
                rc = PF_ERR_NOMEM;
        } else {
            set[tail++] = p * VX_PAGE + k;
        }
    }
    while (rc == PF_NO_PATH) {
        /* choose_node */
        const uint32_t id = greedy ? vxh_pop(greedy, at) : ctx_pick(set, &head, &tail, pick, rng);
        if (id == PF_NONE)
            break;
        vx_id_xyz(c, id, &x, &y, &z);
        if (x == gx && y == gy && z == gz) {
            rc = PF_OK;
            break;
        }
        struct vox_page *pg = &c->page[id / VX_PAGE];
        pg->info[id % VX_PAGE] |= VX_CLOSED;   /* explored */
        expanded++;
        if (tr)
            vx_log(c, PF_STEP_EXPAND, pf_voxel_node(v, x, y, z), PF_NONE, 0, 0);
        if (c->budget && expanded >= c->budget) {
            rc = PF_BUDGET;
            break;
        }
        const uint32_t depth = pg->g[id % VX_PAGE] + 1;
        uint32_t mk = pf_voxel_move_mask(v, pf_voxel_node(v, x, y, z));
        generated += vx_popcount(mk);
        while (mk) {
            const int d = __builtin_ctz(mk);
            mk &= mk - 1;
            const int32_t mx = x + pf_vox_dirs[d].dx, my = y + pf_vox_dirs[d].dy, mz = z + pf_vox_dirs[d].dz;
            const uint32_t mp = vx_page(c, mx, my, mz);
            if (mp == VX_FULL)
                return VX_RESTART;
            const uint32_t k = vx_slot_in_page(mx, my, mz);
            struct vox_page *mpg = &c->page[mp];
            if (mpg->g[k] != VX_INF)           /* already reachable or explored */
                continue;
            mpg->g[k] = depth;
            mpg->info[k] = (uint8_t)d;         /* first discovery: the parent for good */
            pushes++;
            const pf_cost hv = greedy ? h->estimate(abs(mx - gx), abs(my - gy), abs(mz - gz)) : 0;
            if (tr)
                vx_log(c, PF_STEP_GENERATE, pf_voxel_node(v, mx, my, mz), pf_voxel_node(v, x, y, z),
                       (pf_cost)depth * PF_VOX_C1, greedy ? hv : (pf_cost)depth * PF_VOX_C1);
            if (greedy) {
                /* ties of h: the voxel reached first */
                if (vxh_push(greedy, at, mp * VX_PAGE + k, hv, (uint32_t)pushes) != PF_OK) {
                    rc = PF_ERR_NOMEM;
                    break;
                }
            } else {
                set[tail++] = mp * VX_PAGE + k;
            }
        }
        const uint64_t open = greedy ? vxh_size(greedy) : tail - head;
        if (open > max_open)
            max_open = open;
    }
    res->touched = pushes;                     /* every voxel reached got a page slot */
    res->pages = c->count;
    res->state_bytes = (uint64_t)c->count * VX_PAGE_BYTES;
    pf_counters_set(&res->c, expanded, generated, 0, pushes, 0, max_open);
    if (rc == PF_OK) {
        /* the path's fixed-point cost from its moves, in 64 bits: a first-discovery path can
         * be far longer than a 32-bit page cost allows, which is why the pages hold the depth */
        if (pf_vx_finish_path(c, x, y, z, res, &res->g) != PF_OK)
            return res->status;
    }
    return res->status = rc;
}

static int generic_run(struct pf_voxel_ctx *c, enum pf_pick pick, const struct pf_voxel_heuristic *h,
                       uint64_t *rng, pf_node start, pf_node goal, struct pf_voxel_result *res)
{
    return generic_core(c, pick, h, rng, start, goal, res, 0);
}

static __attribute__((noinline)) int generic_traced(struct pf_voxel_ctx *c, enum pf_pick pick,
                                                    const struct pf_voxel_heuristic *h, uint64_t *rng, pf_node start,
                                                    pf_node goal, struct pf_voxel_result *res)
{
    return generic_core(c, pick, h, rng, start, goal, res, 1);
}

/* The query: runs again from the start, with the random pick's state as it was, whenever the
 * pages run out (so a query's counters are those of one complete run). */
static int voxel_generic(struct pf_search_ctx *sctx, const struct pf_variant *var, pf_node start,
                         pf_node goal, struct pf_result *res)
{
    struct pf_voxel_ctx *c = ctx_vstate(sctx);
    const struct pf_voxels *v = c->v;
    const enum pf_pick pick = var->pick;
    struct pf_voxel_result vr;
    memset(&vr, 0, sizeof vr);
    if (start >= v->num_nodes || goal >= v->num_nodes || pf_voxel_blocked_node(v, start) ||
        pf_voxel_blocked_node(v, goal) || (pick == PF_PICK_GREEDY && !pf_h3d(var->heuristic)))
        return pf_vx_to_result(vr.status = PF_ERR_ARG, &vr, res);
    pf_voxel_ctx_set_budget(c, sctx->budget);
    c->steps = sctx->steps;                    /* the step log of a traced context, else NULL */
    const uint64_t rng0 = sctx->rng;
    uint32_t restarts = 0;
    for (;;) {
        if (pick == PF_PICK_GREEDY ? !pf_vx_open(c, &pf_open_heap) : !reachable_set(c))
            return pf_vx_to_result(vr.status = PF_ERR_NOMEM, &vr, res);
        if (pick == PF_PICK_GREEDY)
            vxh_clear(&c->heap);
        if (c->steps) {                        /* a run again after growth logs afresh */
            c->steps->n = 0;
            c->steps->lost = 0;
        }
        int rc = (c->steps ? generic_traced : generic_run)(c, pick, pf_h3d(var->heuristic), &sctx->rng, start, goal,
                                                           &vr);
        if (pick == PF_PICK_GREEDY)
            vxh_clear(&c->heap);
        pf_vx_end(c);
        if (rc != VX_RESTART) {
            vr.restarts = restarts;
            return pf_vx_to_result(rc, &vr, res);
        }
        rc = pf_vx_grow(c);                    /* between runs, never inside one */
        memset(&vr, 0, sizeof vr);
        if (rc != PF_OK)
            return pf_vx_to_result(vr.status = rc, &vr, res);
        sctx->rng = rng0;
        restarts++;
    }
}

/* The pick's open list (the voxel heap for greedy, the reachable-set array otherwise), made
 * before the first timed query rather than inside it. */
static int voxel_generic_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    struct pf_voxel_ctx *c = ctx_vstate(ctx);
    if (v->pick == PF_PICK_GREEDY)
        return pf_vx_open(c, &pf_open_heap) ? PF_OK : PF_ERR_NOMEM;
    return reachable_set(c) ? PF_OK : PF_ERR_NOMEM;
}

const struct pf_alg pf_alg_voxel_generic = {
    .name = "generic",
    .domain = &pf_domain_voxel,
    .optimal_on = 0,                       /* first discovery wins: no cost guarantee */
    .prepare = voxel_generic_prepare,
    .search = voxel_generic,
};
