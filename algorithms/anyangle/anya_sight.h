/* anya_sight.h: Anya's first test of a query: is the straight segment from start to target a valid path (private). */
#ifndef PF_ANYA_SIGHT_H
#define PF_ANYA_SIGHT_H

#include <stdint.h>
#include "anya_rows.h"
#include "pf_anyangle.h"

/* 1 when the straight segment from corner (sx, sy) to corner (tx, ty) is a valid path by the
 * validator's rules (pf_aa_check_path), for endpoints that are no double corner of the kind
 * with a blocked south-east square (pf_anya_search refuses those first). A segment along a
 * grid line is checked by pf_aa_leave and pf_aa_segment. A diagonal one: the rule at a start
 * on a double corner (left through its open south-east square only) and at such a target
 * (reached from the south-east only), then the cells it crosses, walked as pf_aa_segment
 * walks them but in integers, exact with integer ends (the crossings with the next vertical
 * and horizontal lines compare as products with adx * ady), stopped at the first blocked cell;
 * pf_aa_leave's other rules at the ends are that the first and last cells are open, which the
 * walk checks. */
static inline int in_sight(const struct pf_grid *g, int32_t sx, int32_t sy, int32_t tx, int32_t ty)
{
    if (sx == tx || sy == ty) {
        struct pf_aa_point s = { sx, sy }, t = { tx, ty }, d = { tx - sx, ty - sy }, back = { sx - tx, sy - ty };
        return pf_aa_leave(g, s, d, PF_AA_FIRST) == PF_AA_VALID && pf_aa_leave(g, t, back, PF_AA_LAST) == PF_AA_VALID &&
               pf_aa_segment(g, s, t, NULL) == PF_AA_VALID;
    }
    int32_t ix = tx > sx ? 1 : -1, iy = ty > sy ? 1 : -1;
    if ((ix < 0 || iy < 0) && dcorner(g, sx, sy))
        return 0;
    if ((ix > 0 || iy > 0) && dcorner(g, tx, ty))
        return 0;
    int64_t adx = (int64_t)(tx - sx) * ix, ady = (int64_t)(ty - sy) * iy, end = adx * ady;
    int32_t cx = ix > 0 ? sx : sx - 1, cy = iy > 0 ? sy : sy - 1;   /* the first cell crossed */
    int64_t ex = ady, ey = adx;   /* where the next vertical (horizontal) line is met, times adx ady */
    for (;;) {
        if (blk(g, cx, cy))
            return 0;
        if ((ex < ey ? ex : ey) >= end)
            return 1;             /* the target is on this cell's boundary */
        if (ex == ey) {
            /* through a corner: not between two diagonally touching blocked squares */
            if (blk(g, cx + ix, cy) && blk(g, cx, cy + iy))
                return 0;
            cx += ix;
            cy += iy;
            ex += ady;
            ey += adx;
        } else if (ex < ey) {
            cx += ix;
            ex += ady;
        } else {
            cy += iy;
            ey += adx;
        }
    }
}

#endif
