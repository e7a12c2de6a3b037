/* voxel_grid.c: the bit-packed voxel volume, the 26 moves and their legality, path checks. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "voxel_state.h"

/* Bit of offset (a, b, c) in a 3 x 3 x 3 neighbourhood mask. */
#define VB(a, b, c) (1u << (((a) + 1) + 3 * ((b) + 1) + 9 * ((c) + 1)))
#define VCENTRE VB(0, 0, 0)
/* The bounding box of move (x, y, z): every voxel whose offsets are 0 or the move's own. */
#define VBOX(x, y, z) ((VB(x, y, z) | VB(x, y, 0) | VB(x, 0, z) | VB(0, y, z) | VB(x, 0, 0) | \
                        VB(0, y, 0) | VB(0, 0, z)) & ~VCENTRE)
#define VK(x, y, z) ((x != 0) + (y != 0) + (z != 0))
#define VD(x, y, z) { x, y, z, VK(x, y, z), VBOX(x, y, z) }

/* In the order of the neighbourhood (z, then y, then x), which is also the order of the bits of
 * a neighbourhood mask without its centre (vx_legal relies on it). */
const struct pf_vox_dir pf_vox_dirs[PF_VOX_NUM_DIRS] = {
    VD(-1, -1, -1), VD(0, -1, -1), VD(1, -1, -1), VD(-1, 0, -1), VD(0, 0, -1), VD(1, 0, -1),
    VD(-1, 1, -1), VD(0, 1, -1), VD(1, 1, -1), VD(-1, -1, 0), VD(0, -1, 0), VD(1, -1, 0),
    VD(-1, 0, 0), VD(1, 0, 0), VD(-1, 1, 0), VD(0, 1, 0), VD(1, 1, 0), VD(-1, -1, 1),
    VD(0, -1, 1), VD(1, -1, 1), VD(-1, 0, 1), VD(0, 0, 1), VD(1, 0, 1), VD(-1, 1, 1),
    VD(0, 1, 1), VD(1, 1, 1),
};

uint64_t pf_voxels_bytes(int64_t w, int64_t h, int64_t d)
{
    if (w < 1 || h < 1 || d < 1 || (uint64_t)w > PF_VOXEL_MAX_NODES ||
        (uint64_t)h > PF_VOXEL_MAX_NODES || (uint64_t)d > PF_VOXEL_MAX_NODES)
        return 0;
    uint64_t sx = (uint64_t)w + 2, sy = (uint64_t)h + 2, sz = (uint64_t)d + 2;
    if (sx * sy > PF_VOXEL_MAX_NODES || sx * sy * sz > PF_VOXEL_MAX_NODES)
        return 0;
    return (sx * sy * sz / 64 + 2) * sizeof(uint64_t);
}

int pf_voxels_init(struct pf_voxels *v, int32_t w, int32_t h, int32_t d)
{
    memset(v, 0, sizeof *v);
    uint64_t bytes = pf_voxels_bytes(w, h, d);
    if (!bytes)
        return PF_ERR_ARG;
    v->bits = malloc(bytes);
    if (!v->bits)
        return PF_ERR_NOMEM;
    memset(v->bits, 0, bytes);
    v->w = w;
    v->h = h;
    v->d = d;
    v->sx = (uint32_t)w + 2;
    v->sy = (uint32_t)h + 2;
    v->sz = (uint32_t)d + 2;
    v->num_nodes = (uint64_t)v->sx * v->sy * v->sz;
    /* the border: the first and last planes, rows and columns, blocked */
    for (uint32_t z = 0; z < v->sz; z++) {
        for (uint32_t y = 0; y < v->sy; y++) {
            uint64_t row = ((uint64_t)z * v->sy + y) * v->sx;
            if (z == 0 || y == 0 || z == v->sz - 1 || y == v->sy - 1) {
                for (uint64_t i = row; i < row + v->sx; i++)
                    v->bits[i >> 6] |= 1ull << (i & 63);
            } else {
                v->bits[row >> 6] |= 1ull << (row & 63);
                uint64_t e = row + v->sx - 1;
                v->bits[e >> 6] |= 1ull << (e & 63);
            }
        }
    }
    return PF_OK;
}

void pf_voxels_free(struct pf_voxels *v)
{
    free(v->bits);
    memset(v, 0, sizeof *v);
}

int pf_voxels_block(struct pf_voxels *v, int32_t x, int32_t y, int32_t z)
{
    pf_node n = pf_voxel_node(v, x, y, z);
    uint64_t bit = 1ull << (n & 63);
    if (v->bits[n >> 6] & bit)
        return 0;
    v->bits[n >> 6] |= bit;
    v->blocked++;
    return 1;
}

/* Three bits of the volume from bit p on: one unaligned little-endian load (the spare word at
 * the end keeps it inside the allocation). */
static inline uint32_t three_bits(const uint64_t *bits, uint64_t p)
{
    uint64_t w;
    memcpy(&w, (const unsigned char *)bits + (p >> 3), sizeof w);
    return (uint32_t)(w >> (p & 7)) & 7u;
}

uint32_t pf_voxel_neighbourhood(const struct pf_voxels *v, pf_node n)
{
    const uint64_t plane = (uint64_t)v->sx * v->sy;
    uint32_t occ = 0;
    uint64_t p = (uint64_t)n - plane - v->sx - 1;    /* (x - 1, y - 1, z - 1) */
    for (int c = 0; c < 3; c++, p += plane)
        for (int b = 0; b < 3; b++)
            occ |= three_bits(v->bits, p + (uint64_t)b * v->sx) << (3 * b + 9 * c);
    return occ;
}

uint32_t pf_voxel_move_mask(const struct pf_voxels *v, pf_node n)
{
    return vx_legal(pf_voxel_neighbourhood(v, n));
}

int pf_voxel_path_validate(const struct pf_voxels *v, const pf_node *path, uint32_t len,
                           pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    uint64_t nk[4] = { 0, 0, 0, 0 };
    if (len == 0 || path[0] != start || path[len - 1] != goal) {
        snprintf(why, why_len, "the path does not run from the start to the goal");
        return 0;
    }
    if (pf_voxel_blocked_node(v, start)) {
        snprintf(why, why_len, "the start is blocked");
        return 0;
    }
    for (uint32_t i = 1; i < len; i++) {
        int32_t x0, y0, z0, x1, y1, z1;
        pf_voxel_xyz(v, path[i - 1], &x0, &y0, &z0);
        pf_voxel_xyz(v, path[i], &x1, &y1, &z1);
        int d = -1;
        for (int k = 0; k < PF_VOX_NUM_DIRS; k++)
            if (pf_vox_dirs[k].dx == x1 - x0 && pf_vox_dirs[k].dy == y1 - y0 && pf_vox_dirs[k].dz == z1 - z0)
                d = k;
        if (d < 0) {
            snprintf(why, why_len, "step %u from (%d,%d,%d) to (%d,%d,%d) is not one move", i, x0, y0,
                     z0, x1, y1, z1);
            return 0;
        }
        if (!(pf_voxel_move_mask(v, path[i - 1]) >> d & 1u)) {
            snprintf(why, why_len, "step %u from (%d,%d,%d) to (%d,%d,%d) crosses a blocked voxel", i,
                     x0, y0, z0, x1, y1, z1);
            return 0;
        }
        nk[pf_vox_dirs[d].k]++;
    }
    *cost = (double)nk[1] + (double)nk[2] * sqrt(2.0) + (double)nk[3] * sqrt(3.0);
    return 1;
}
