/* voxel_visit.c: what the last voxel query touched, voxel by voxel (for the 3D pictures): the
 * pages it was given, read after it ended and before the next query reuses them. */
#include "voxel_state.h"

void pf_voxel_ctx_visit(const struct pf_voxel_ctx *c,
                        void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg)
{
    for (uint32_t p = 0; p < c->count; p++) {
        const struct vox_page *pg = &c->page[p];
        for (uint32_t k = 0; k < VX_PAGE; k++) {
            if (pg->g[k] == VX_INF)
                continue;
            int32_t x, y, z;
            vx_id_xyz(c, p * VX_PAGE + k, &x, &y, &z);
            fn(arg, x, y, z, (pg->info[k] & VX_CLOSED) != 0);
        }
    }
}
