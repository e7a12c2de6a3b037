/* aa_geom.h: small shared helpers of the any-angle files: snapping to the lattice, signs. */
#ifndef PF_AA_GEOM_H
#define PF_AA_GEOM_H

#include <math.h>
#include "pf_anyangle.h"

/* Coordinates within this distance of an integer are that integer: entries print points with
 * a few decimals, and a corner written as 12.0000000001 must still be the corner. */
#define PF_AA_SNAP 1e-9
/* Relative tolerance of the line-of-sight walk's comparisons (ties between crossing an x line
 * and a y line); for integer endpoints on maps under 30000 cells every product compared is an
 * exact integer below 1e9, so distinct values differ by at least 1 and the walk is exact. */
#define PF_AA_REL 1e-9

static inline double pf_aa_snap(double v)
{
    double r = nearbyint(v);
    return fabs(v - r) <= PF_AA_SNAP ? r : v;
}

static inline int pf_aa_is_int(double v)
{
    return v == floor(v);
}

/* The sign of a direction component, 0 when it is negligible against the direction's size. */
static inline int pf_aa_sign(double c, double size)
{
    double tol = PF_AA_REL * size;
    return c > tol ? 1 : c < -tol ? -1 : 0;
}

/* The two cells of a corner's diagonal pinch: 1 when (X, Y) is a double corner whose blocked
 * cells are north-east and south-west, 2 when they are north-west and south-east, else 0. */
static inline int pf_aa_double_corner(const struct pf_grid *g, int32_t x, int32_t y)
{
    int nw = pf_aa_blocked(g, x - 1, y - 1), ne = pf_aa_blocked(g, x, y - 1);
    int sw = pf_aa_blocked(g, x - 1, y), se = pf_aa_blocked(g, x, y);
    if (ne && sw && !nw && !se)
        return 1;
    if (nw && se && !ne && !sw)
        return 2;
    return 0;
}

/* Which open side of a double corner of kind `kind` the direction (sx, sy) (signs) lies in:
 * kind 1 has sides south-east (1) and north-west (2), kind 2 north-east (1) and south-west (2),
 * each side a closed quarter-plane; 0 when it lies in neither (it points into a blocked cell). */
static inline int pf_aa_side(int kind, int sx, int sy)
{
    if (kind == 1)
        return (sx >= 0 && sy >= 0) ? 1 : (sx <= 0 && sy <= 0) ? 2 : 0;
    return (sx >= 0 && sy <= 0) ? 1 : (sx <= 0 && sy >= 0) ? 2 : 0;
}

#endif
