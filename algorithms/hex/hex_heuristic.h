/* hex_heuristic.h: hex distance, the hex domain's heuristic: the number of steps between two
 * cells on a map without walls (internal to libpf). */
#ifndef PF_HEX_HEURISTIC_H
#define PF_HEX_HEURISTIC_H

#include <stdint.h>
#include "pf_hex.h"

/* The hex domain's heuristics as the registry sees them: the head of pf_domain.h, kind "hex". */
#define PF_HEURISTIC_HEX "hex"
struct pf_hex_heuristic {
    struct pf_heuristic_info info;
};
extern const struct pf_hex_heuristic pf_h_hex;   /* hex distance (hex_domain.c) */

/* Odd-r offset (x, y) to axial (q, r): r = y, q = x - floor(y / 2) (y >= 0 on a map). Each
 * of the six moves changes (q, r) by one of (+1, 0), (-1, 0), (0, +1), (0, -1), (+1, -1),
 * (-1, +1) (hex_map.c's table, checked move by move in tests/algorithms/test_hex_heuristic.c).
 * With the third cube coordinate s = -q - r, a move changes exactly two of q, r, s, one by +1
 * and one by -1, so it changes |dq| + |dr| + |ds| (the offsets to the goal) by at most 2.
 *
 * Hex distance h = (|dq| + |dr| + |dq + dr|) / 2 (ds = -dq - dr).
 * Admissible: every move lowers the sum by at most 2, so it lowers h by at most 1; h is 0 at
 * the goal only, hence a path from n to the goal has at least h(n) steps, walls or not.
 * Consistent: for neighbours a and b the same argument gives |h(a) - h(b)| <= 1 = c(a, b),
 * so h(a) <= c(a, b) + h(b): A* with it closes every node with its exact distance and never
 * reopens one. It is exact on an open map (a move toward the goal along the two largest
 * offsets lowers the sum by 2), so it is the tightest estimate that ignores the walls. */
static inline int32_t pf_hex_axial_q(int32_t x, int32_t y)
{
    return x - (y >> 1);
}

static inline uint32_t pf_hex_distance(int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    int32_t dq = pf_hex_axial_q(x1, y1) - pf_hex_axial_q(x0, y0);
    int32_t dr = y1 - y0;
    int32_t ds = dq + dr;
    uint32_t a = (uint32_t)(dq < 0 ? -dq : dq), b = (uint32_t)(dr < 0 ? -dr : dr),
             c = (uint32_t)(ds < 0 ? -ds : ds);
    return (a + b + c) / 2;
}

/* The estimate of node n toward the goal at axial (gq, gr), in fixed point. */
static inline pf_cost pf_hex_estimate(const struct pf_hex_map *m, pf_node n, int32_t gq, int32_t gr)
{
    int32_t x, y;
    pf_hex_xy(m, n, &x, &y);
    int32_t dq = gq - pf_hex_axial_q(x, y), dr = gr - y, ds = dq + dr;
    uint32_t a = (uint32_t)(dq < 0 ? -dq : dq), b = (uint32_t)(dr < 0 ? -dr : dr),
             c = (uint32_t)(ds < 0 ? -ds : ds);
    return (pf_cost)((a + b + c) / 2) * PF_HEX_STEP;
}

#endif
