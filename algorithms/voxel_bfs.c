/* voxel_bfs.c: breadth-first search over the voxel domain (fewest moves). Local ids are given
 * in the order voxels are reached, which is BFS order, so the records are the queue itself. */
#include <string.h>
#include "voxel_state.h"

#define VX_RESTART 100

static int bfs_run(struct pf_voxel_ctx *c, pf_node start, pf_node goal, struct pf_voxel_result *res)
{
    const struct pf_voxels *v = c->v;
    uint64_t expanded = 0, generated = 0, max_open = 1;
    int rc = PF_NO_PATH, fresh;
    uint32_t found = VX_FULL;
    int32_t x, y, z;
    vx_begin(c);
    pf_voxel_xyz(v, start, &x, &y, &z);
    uint32_t sid = vx_touch(c, start, x, y, z, &fresh);
    c->rec[sid].g = 0;
    if (start == goal) {
        found = sid;
        rc = PF_OK;
    }
    for (uint32_t head = 0; rc == PF_NO_PATH && head < c->count; head++) {
        const pf_node n = c->rec[head].node;
        const pf_cost gn = c->rec[head].g;
        expanded++;
        if (c->budget && expanded >= c->budget) {
            rc = PF_BUDGET;
            break;
        }
        pf_voxel_xyz(v, n, &x, &y, &z);
        const uint32_t mk = pf_voxel_move_mask(v, n);
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
            if (!(mk >> d & 1u))
                continue;
            generated++;
            const pf_node m = n + (uint32_t)c->off[d];
            uint32_t mid = vx_touch(c, m, x + pf_vox_dirs[d].dx, y + pf_vox_dirs[d].dy,
                                    z + pf_vox_dirs[d].dz, &fresh);
            if (mid == VX_FULL) {
                rc = VX_RESTART;
                break;
            }
            if (!fresh)
                continue;
            c->rec[mid].g = gn + 1;
            c->rec[mid].link = head;
            if (m == goal) {
                found = mid;
                rc = PF_OK;
                break;
            }
        }
        if (c->count - head - 1 > max_open)
            max_open = c->count - head - 1;
    }
    res->touched = c->count;
    res->c.expanded = expanded;
    res->c.generated = generated;
    res->c.pushes = c->count;
    res->c.max_open = max_open;
    if (rc == PF_OK) {
        res->g = c->rec[found].g;
        return pf_vx_finish_path(c, found, res);
    }
    return res->status = rc;
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
        int rc = bfs_run(c, start, goal, res);
        pf_vx_end(c);
        if (rc != VX_RESTART) {
            res->restarts = restarts;
            return rc;
        }
        rc = pf_vx_grow(c);
        if (rc != PF_OK) {
            memset(res, 0, sizeof *res);
            return res->status = rc;
        }
        memset(res, 0, sizeof *res);
        restarts++;
    }
}
