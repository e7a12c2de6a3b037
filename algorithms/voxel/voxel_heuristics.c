/* voxel_heuristics.c: the descriptors of the 3D estimates (voxel_heuristics_impl.h) and where
 * each is admissible: Manhattan overestimates a diagonal move (3 C1 > C3), so it is not on the
 * 26-neighbour model; the others are lower bounds of its fixed-point costs. */
#include <string.h>
#include "voxel_heuristics_impl.h"

#define VH_ADM_26 (1u << PF_VOX_MOVES_26)

static pf_cost h_zero(int32_t x, int32_t y, int32_t z) { return pf_vest_zero(x, y, z); }
static pf_cost h_octile3d(int32_t x, int32_t y, int32_t z) { return pf_vest_octile3d(x, y, z); }
static pf_cost h_euclidean(int32_t x, int32_t y, int32_t z) { return pf_vest_euclidean(x, y, z); }
static pf_cost h_chebyshev(int32_t x, int32_t y, int32_t z) { return pf_vest_chebyshev(x, y, z); }
static pf_cost h_manhattan(int32_t x, int32_t y, int32_t z) { return pf_vest_manhattan(x, y, z); }

const struct pf_voxel_heuristic pf_vh_zero = { { "zero", VH_ADM_26, PF_HEURISTIC_VOXEL }, h_zero };
const struct pf_voxel_heuristic pf_vh_octile3d = { { "octile3d", VH_ADM_26, PF_HEURISTIC_VOXEL }, h_octile3d };
const struct pf_voxel_heuristic pf_vh_euclidean = { { "euclidean", VH_ADM_26, PF_HEURISTIC_VOXEL }, h_euclidean };
const struct pf_voxel_heuristic pf_vh_chebyshev = { { "chebyshev", VH_ADM_26, PF_HEURISTIC_VOXEL }, h_chebyshev };
const struct pf_voxel_heuristic pf_vh_manhattan = { { "manhattan", 0, PF_HEURISTIC_VOXEL }, h_manhattan };

const struct pf_voxel_heuristic *const pf_voxel_heuristics[] = {
    &pf_vh_zero, &pf_vh_octile3d, &pf_vh_euclidean, &pf_vh_chebyshev, &pf_vh_manhattan, NULL,
};

const struct pf_voxel_heuristic *pf_voxel_heuristic_find(const char *name)
{
    for (int i = 0; pf_voxel_heuristics[i]; i++)
        if (strcmp(pf_voxel_heuristics[i]->info.name, name) == 0)
            return pf_voxel_heuristics[i];
    return NULL;
}
