/* voxel_bfs.c: breadth-first search over the voxel domain (fewest moves, each move one step),
 * stopping when the goal is reached; its FIFO is an array of local ids made once per context. */
#include <stdlib.h>
#include <string.h>
#include "voxel_state.h"

#define VX_RESTART 100

/* tr: the traced copy, which logs each step (g as the depth in moves, in the voxel cost's
 * fixed-point unit); the untraced copy compiles without a test. */
static inline __attribute__((always_inline)) int bfs_core(struct pf_voxel_ctx *c, pf_node start, pf_node goal,
                                                          struct pf_voxel_result *res, const int tr)
{
    const struct pf_voxels *v = c->v;
    uint32_t *queue = c->queue;
    uint64_t expanded = 0, generated = 0, max_open = 1;
    uint32_t head = 0, tail = 0;
    int rc = PF_NO_PATH;
    int32_t x, y, z, gx, gy, gz;
    vx_begin(c);
    pf_voxel_xyz(v, goal, &gx, &gy, &gz);
    pf_voxel_xyz(v, start, &x, &y, &z);
    {
        const uint32_t p = vx_page(c, x, y, z), k = vx_slot_in_page(x, y, z);
        c->page[p].g[k] = 0;
        c->page[p].info[k] = VX_START;
        queue[tail++] = p * VX_PAGE + k;
        if (tr)
            vx_log(c, PF_STEP_GENERATE, start, PF_NONE, 0, 0);
    }
    if (start == goal)
        rc = PF_OK;
    while (rc == PF_NO_PATH && head < tail) {
        const uint32_t id = queue[head++];
        vx_id_xyz(c, id, &x, &y, &z);
        const pf_cost gn = c->page[id / VX_PAGE].g[id % VX_PAGE];
        expanded++;
        if (c->budget && expanded >= c->budget) {
            rc = PF_BUDGET;
            break;
        }
        if (tr)
            vx_log(c, PF_STEP_EXPAND, pf_voxel_node(v, x, y, z), PF_NONE, 0, 0);
        const uint32_t mk = pf_voxel_move_mask(v, pf_voxel_node(v, x, y, z));
        for (int d = 0; d < PF_VOX_NUM_DIRS && rc == PF_NO_PATH; d++) {
            if (!(mk >> d & 1u))
                continue;
            generated++;
            const int32_t mx = x + pf_vox_dirs[d].dx, my = y + pf_vox_dirs[d].dy, mz = z + pf_vox_dirs[d].dz;
            const uint32_t mp = vx_page(c, mx, my, mz);
            if (mp == VX_FULL)
                return VX_RESTART;
            const uint32_t k = vx_slot_in_page(mx, my, mz);
            struct vox_page *pg = &c->page[mp];
            if (pg->g[k] != VX_INF)
                continue;
            pg->g[k] = (uint32_t)gn + 1;
            pg->info[k] = (uint8_t)d;
            queue[tail++] = mp * VX_PAGE + k;
            if (tr)
                vx_log(c, PF_STEP_GENERATE, pf_voxel_node(v, mx, my, mz), pf_voxel_node(v, x, y, z),
                       (gn + 1) * PF_VOX_C1, (gn + 1) * PF_VOX_C1);
            if (mx == gx && my == gy && mz == gz) {
                x = mx;
                y = my;
                z = mz;
                rc = PF_OK;
            }
        }
        if (tail - head > max_open)
            max_open = tail - head;
    }
    res->touched = tail;
    res->pages = c->count;
    res->state_bytes = (uint64_t)c->count * VX_PAGE_BYTES;
    pf_counters_set(&res->c, expanded, generated, 0, tail, 0, max_open);
    if (rc == PF_OK) {
        res->g = c->page[vx_page(c, x, y, z)].g[vx_slot_in_page(x, y, z)];
        return pf_vx_finish_path(c, x, y, z, res, NULL);
    }
    return res->status = rc;
}

static int bfs_run(struct pf_voxel_ctx *c, pf_node start, pf_node goal, struct pf_voxel_result *res)
{
    return bfs_core(c, start, goal, res, 0);
}

static __attribute__((noinline)) int bfs_traced(struct pf_voxel_ctx *c, pf_node start, pf_node goal,
                                                struct pf_voxel_result *res)
{
    return bfs_core(c, start, goal, res, 1);
}

int pf_voxel_bfs(struct pf_voxel_ctx *c, pf_node start, pf_node goal, struct pf_voxel_result *res)
{
    memset(res, 0, sizeof *res);
    const struct pf_voxels *v = c->v;
    if (start >= v->num_nodes || goal >= v->num_nodes || pf_voxel_blocked_node(v, start) ||
        pf_voxel_blocked_node(v, goal))
        return res->status = PF_ERR_ARG;
    uint32_t restarts = 0;
    for (;;) {
        if (!c->queue) {
            c->queue = malloc((size_t)c->cap * VX_PAGE * sizeof *c->queue);
            if (!c->queue)
                return res->status = PF_ERR_NOMEM;
        }
        if (c->steps) {                    /* a run again after growth logs afresh */
            c->steps->n = 0;
            c->steps->lost = 0;
        }
        int rc = (c->steps ? bfs_traced : bfs_run)(c, start, goal, res);
        pf_vx_end(c);
        if (rc != VX_RESTART) {
            res->restarts = restarts;
            return rc;
        }
        rc = pf_vx_grow(c);
        memset(res, 0, sizeof *res);
        if (rc != PF_OK)
            return res->status = rc;
        restarts++;
    }
}
