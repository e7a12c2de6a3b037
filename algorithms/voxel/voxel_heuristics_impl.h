/* voxel_heuristics_impl.h: the 3D estimates as static inline functions of |dx|, |dy|, |dz|, in
 * the fixed-point units of pf_voxel.h, so the voxel search loop can inline the one it runs. */
#ifndef PF_VOXEL_HEURISTICS_IMPL_H
#define PF_VOXEL_HEURISTICS_IMPL_H

#include <math.h>
#include "pf_voxel.h"

static inline pf_cost pf_vest_zero(int32_t dx, int32_t dy, int32_t dz)
{
    (void)dx;
    (void)dy;
    (void)dz;
    return 0;
}

/* With a <= b <= c the sorted differences: a corner moves, b - a edge moves, c - b face moves.
 * An integer: exactly the fixed-point cost of the free straight path, so it is consistent
 * whenever the model's costs are these integers (checked exhaustively in test_voxel_model). */
static inline pf_cost pf_vest_octile3d(int32_t dx, int32_t dy, int32_t dz)
{
    uint32_t a = (uint32_t)dx, b = (uint32_t)dy, c = (uint32_t)dz, t;
    if (a > b) { t = a; a = b; b = t; }
    if (b > c) { t = b; b = c; c = t; }
    if (a > b) { t = a; a = b; b = t; }
    return (pf_cost)a * PF_VOX_C3 + (pf_cost)(b - a) * PF_VOX_C2 + (pf_cost)(c - b) * PF_VOX_C1;
}

/* floor(C1 * sqrt(dx^2 + dy^2 + dz^2)), exact: the double estimate is corrected with integer
 * arithmetic, so it never rounds up (an admissible estimate must round down). */
static inline pf_cost pf_vest_euclidean(int32_t dx, int32_t dy, int32_t dz)
{
    const unsigned __int128 s = (unsigned __int128)((uint64_t)dx * (uint64_t)dx +
                                                    (uint64_t)dy * (uint64_t)dy +
                                                    (uint64_t)dz * (uint64_t)dz) *
                                ((uint64_t)PF_VOX_C1 * PF_VOX_C1);
    uint64_t k = (uint64_t)sqrt((double)s);
    while ((unsigned __int128)k * k > s)
        k--;
    while ((unsigned __int128)(k + 1) * (k + 1) <= s)
        k++;
    return k;
}

static inline pf_cost pf_vest_chebyshev(int32_t dx, int32_t dy, int32_t dz)
{
    int32_t m = dx > dy ? dx : dy;
    m = m > dz ? m : dz;
    return (pf_cost)m * PF_VOX_C1;
}

static inline pf_cost pf_vest_manhattan(int32_t dx, int32_t dy, int32_t dz)
{
    return ((pf_cost)dx + (pf_cost)dy + (pf_cost)dz) * PF_VOX_C1;
}

#endif
