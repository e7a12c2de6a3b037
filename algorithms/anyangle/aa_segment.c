/* aa_segment.c: GPPC's any-angle line-of-sight rule for one segment and the rule at a point. */
#include "aa_geom.h"

int pf_aa_blocked(const struct pf_grid *g, int32_t x, int32_t y)
{
    /* the padded grid has a blocked ring at x = -1, x = width and the same rows; beyond it
     * everything is outside the map, hence blocked (rule 5 of the problem definition) */
    if (x < -1 || y < -1 || x > g->width || y > g->height)
        return 1;
    return g->cls[(uint32_t)(y + 1) * (uint32_t)g->stride + (uint32_t)(x + 1)] != PF_CLS_LAND;
}

/* Cell (i, j) of a segment parallel to an axis: i across it, j along it (swapped when it
 * runs along y). */
static int axis_blocked(const struct pf_grid *g, int along_y, int32_t i, int32_t j)
{
    return along_y ? pf_aa_blocked(g, i, j) : pf_aa_blocked(g, j, i);
}

/* A segment on the line {across = c}, over the open range (lo, hi) of the other coordinate. */
static enum pf_aa_why axis_segment(const struct pf_grid *g, int along_y, double c, double lo,
                                   double hi, uint64_t *cells)
{
    int32_t j0 = (int32_t)floor(lo), j1 = (int32_t)ceil(hi) - 1;
    if (cells)
        *cells += (uint64_t)(j1 - j0 + 1);
    if (!pf_aa_is_int(c)) {
        /* inside one column (row) of cells: each cell it crosses must be open */
        int32_t i = (int32_t)floor(c);
        for (int32_t j = j0; j <= j1; j++)
            if (axis_blocked(g, along_y, i, j))
                return PF_AA_CELL;
        return PF_AA_VALID;
    }
    /* on a grid line: each unit edge it runs along must have an open cell on one side, and it
     * may not pass through a double corner on the way */
    int32_t i = (int32_t)c;
    for (int32_t j = j0; j <= j1; j++) {
        if (axis_blocked(g, along_y, i - 1, j) && axis_blocked(g, along_y, i, j))
            return PF_AA_WALL;
        if (j > j0) {
            int32_t x = along_y ? i : j, y = along_y ? j : i;
            if (pf_aa_double_corner(g, x, y))
                return PF_AA_DOUBLE_CORNER;
        }
    }
    return PF_AA_VALID;
}

enum pf_aa_why pf_aa_segment(const struct pf_grid *g, struct pf_aa_point a, struct pf_aa_point b,
                             uint64_t *cells)
{
    double ax = pf_aa_snap(a.x), ay = pf_aa_snap(a.y), bx = pf_aa_snap(b.x), by = pf_aa_snap(b.y);
    double dx = bx - ax, dy = by - ay;
    if (dx == 0 && dy == 0)
        return PF_AA_VALID;
    if (dx == 0)
        return axis_segment(g, 1, ax, fmin(ay, by), fmax(ay, by), cells);
    if (dy == 0)
        return axis_segment(g, 0, ay, fmin(ax, bx), fmax(ax, bx), cells);
    /* The general walk: from the cell the segment enters at a, step into the next cell across
     * whichever grid line it meets first. The parameter where it meets x = nx is
     * |nx - ax| / |dx|; both parameters are compared multiplied by |dx| |dy|, so that integer
     * endpoints give integer products, compared exactly. */
    int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1;
    int32_t cx = (int32_t)(dx > 0 ? floor(ax) : ceil(ax) - 1);
    int32_t cy = (int32_t)(dy > 0 ? floor(ay) : ceil(ay) - 1);
    double adx = fabs(dx), ady = fabs(dy), end = adx * ady, tol = PF_AA_REL * end;
    uint64_t n = 0;
    enum pf_aa_why why = PF_AA_VALID;
    for (;;) {
        n++;
        if (pf_aa_blocked(g, cx, cy)) {
            why = PF_AA_CELL;
            break;
        }
        double ex = fabs((double)(sx > 0 ? cx + 1 : cx) - ax) * ady;
        double ey = fabs((double)(sy > 0 ? cy + 1 : cy) - ay) * adx;
        if (fmin(ex, ey) >= end - tol)
            break; /* b lies in this cell or on its boundary */
        if (fabs(ex - ey) <= tol) {
            /* through a corner: forbidden when both cells beside the diagonal step are
             * blocked (two diagonally touching blocked squares) */
            if (pf_aa_blocked(g, cx + sx, cy) && pf_aa_blocked(g, cx, cy + sy)) {
                why = PF_AA_DOUBLE_CORNER;
                break;
            }
            cx += sx;
            cy += sy;
        } else if (ex < ey) {
            cx += sx;
        } else {
            cy += sy;
        }
    }
    if (cells)
        *cells += n;
    return why;
}

enum pf_aa_why pf_aa_leave(const struct pf_grid *g, struct pf_aa_point p, struct pf_aa_point d,
                           enum pf_aa_role role)
{
    double px = pf_aa_snap(p.x), py = pf_aa_snap(p.y);
    double size = fabs(d.x) + fabs(d.y);
    int sx = pf_aa_sign(d.x, size), sy = pf_aa_sign(d.y, size);
    int ix = pf_aa_is_int(px), iy = pf_aa_is_int(py);
    int32_t x = (int32_t)floor(px), y = (int32_t)floor(py);
    if (!ix && !iy)
        return pf_aa_blocked(g, x, y) ? PF_AA_CELL : PF_AA_VALID;
    if (ix && !iy) { /* on a vertical edge: cells (x - 1, y) west and (x, y) east */
        int w = pf_aa_blocked(g, x - 1, y), e = pf_aa_blocked(g, x, y);
        if (w && e)
            return PF_AA_WALL;
        return (sx > 0 && e) || (sx < 0 && w) ? PF_AA_CELL : PF_AA_VALID;
    }
    if (!ix && iy) { /* on a horizontal edge: cells (x, y - 1) north and (x, y) south */
        int nb = pf_aa_blocked(g, x, y - 1), sb = pf_aa_blocked(g, x, y);
        if (nb && sb)
            return PF_AA_WALL;
        return (sy > 0 && sb) || (sy < 0 && nb) ? PF_AA_CELL : PF_AA_VALID;
    }
    /* a corner: the four cells around it */
    if (pf_aa_blocked(g, x - 1, y - 1) && pf_aa_blocked(g, x, y - 1) &&
        pf_aa_blocked(g, x - 1, y) && pf_aa_blocked(g, x, y))
        return PF_AA_CELL;
    if (role != PF_AA_MIDDLE) {
        /* a start or target on a double corner: only the kind whose south-east cell is open
         * can be a query point, and it is left (reached) through that south-east side only */
        int kind = pf_aa_double_corner(g, x, y);
        if (kind == 2 || (kind == 1 && pf_aa_side(1, sx, sy) != 1))
            return PF_AA_ENDPOINT_CORNER;
    }
    if (sx != 0 && sy != 0)
        return pf_aa_blocked(g, sx > 0 ? x : x - 1, sy > 0 ? y : y - 1) ? PF_AA_CELL : PF_AA_VALID;
    if (sy == 0) /* along the horizontal line: the cells north and south of the first edge */
        return pf_aa_blocked(g, sx > 0 ? x : x - 1, y - 1) && pf_aa_blocked(g, sx > 0 ? x : x - 1, y)
                   ? PF_AA_WALL : PF_AA_VALID;
    return pf_aa_blocked(g, x - 1, sy > 0 ? y : y - 1) && pf_aa_blocked(g, x, sy > 0 ? y : y - 1)
               ? PF_AA_WALL : PF_AA_VALID;
}
