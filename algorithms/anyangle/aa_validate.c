/* aa_validate.c: the one any-angle path validator (GPPC's Problem_Definition.md rules). */
#include "aa_geom.h"

/* Segments shorter than this are refused (rule 1: "at least 0.01", against ambiguity). */
#define PF_AA_MIN_SEGMENT 0.01

const char *pf_aa_why_str(enum pf_aa_why why)
{
    switch (why) {
    case PF_AA_VALID: return "valid";
    case PF_AA_COUNT: return "wrong number of points";
    case PF_AA_START: return "does not begin at the start";
    case PF_AA_TARGET: return "does not end at the target";
    case PF_AA_OUTSIDE: return "leaves the map";
    case PF_AA_SHORT: return "segment shorter than 0.01";
    case PF_AA_CELL: return "passes through a blocked cell";
    case PF_AA_WALL: return "runs between two blocked cells sharing an edge";
    case PF_AA_DOUBLE_CORNER: return "cuts through a double corner";
    case PF_AA_ENDPOINT_CORNER: return "start or target left or reached from a blocked side";
    }
    return "?";
}

static struct pf_aa_point sub(struct pf_aa_point a, struct pf_aa_point b)
{
    return (struct pf_aa_point){ a.x - b.x, a.y - b.y };
}

static int same_point(struct pf_aa_point p, int32_t x, int32_t y)
{
    return pf_aa_snap(p.x) == (double)x && pf_aa_snap(p.y) == (double)y;
}

/* A middle point on a double corner may be visited but not cut through: the directions back to
 * the previous point and on to the next must lie in the same open side (quarter-plane). */
static enum pf_aa_why turn_rule(const struct pf_grid *g, struct pf_aa_point p,
                                struct pf_aa_point back, struct pf_aa_point on)
{
    double px = pf_aa_snap(p.x), py = pf_aa_snap(p.y);
    if (!pf_aa_is_int(px) || !pf_aa_is_int(py))
        return PF_AA_VALID;
    int kind = pf_aa_double_corner(g, (int32_t)px, (int32_t)py);
    if (!kind)
        return PF_AA_VALID;
    double sb = fabs(back.x) + fabs(back.y), so = fabs(on.x) + fabs(on.y);
    int side_b = pf_aa_side(kind, pf_aa_sign(back.x, sb), pf_aa_sign(back.y, sb));
    int side_o = pf_aa_side(kind, pf_aa_sign(on.x, so), pf_aa_sign(on.y, so));
    return side_b != 0 && side_b == side_o ? PF_AA_VALID : PF_AA_DOUBLE_CORNER;
}

static long fail(enum pf_aa_why *why, enum pf_aa_why w, long seg)
{
    if (why)
        *why = w;
    return seg;
}

long pf_aa_validate(const struct pf_grid *g, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                    const struct pf_aa_point *pts, size_t n, double *cost, enum pf_aa_why *why)
{
    if (cost)
        *cost = 0;
    if (why)
        *why = PF_AA_VALID;
    if (sx == tx && sy == ty) /* the same point: the answer is the empty path */
        return n == 0 ? -1 : fail(why, PF_AA_COUNT, 0);
    if (n < 2)
        return fail(why, PF_AA_COUNT, 0);
    if (!same_point(pts[0], sx, sy))
        return fail(why, PF_AA_START, 0);
    if (!same_point(pts[n - 1], tx, ty))
        return fail(why, PF_AA_TARGET, (long)n - 2);
    return pf_aa_check_path(g, pts, n, cost, why);
}

long pf_aa_check_path(const struct pf_grid *g, const struct pf_aa_point *pts, size_t n,
                      double *cost, enum pf_aa_why *why)
{
    if (cost)
        *cost = 0;
    if (why)
        *why = PF_AA_VALID;
    if (n < 2)
        return fail(why, PF_AA_COUNT, 0);
    double len = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        struct pf_aa_point a = pts[i], b = pts[i + 1];
        long seg = (long)i;
        for (int k = 0; k < 2; k++) {
            struct pf_aa_point p = k ? b : a;
            if (!(p.x >= -PF_AA_SNAP && p.y >= -PF_AA_SNAP && p.x <= g->width + PF_AA_SNAP &&
                  p.y <= g->height + PF_AA_SNAP))
                return fail(why, PF_AA_OUTSIDE, seg);
        }
        struct pf_aa_point d = sub(b, a);
        double l = hypot(d.x, d.y);
        if (l < PF_AA_MIN_SEGMENT - 1e-12)
            return fail(why, PF_AA_SHORT, seg);
        /* the rule at each end: leaving a along d, arriving at b from -d */
        enum pf_aa_why w = pf_aa_leave(g, a, d, i == 0 ? PF_AA_FIRST : PF_AA_MIDDLE);
        if (w == PF_AA_VALID)
            w = pf_aa_leave(g, b, sub(a, b), i + 2 == n ? PF_AA_LAST : PF_AA_MIDDLE);
        if (w == PF_AA_VALID && i > 0)
            w = turn_rule(g, a, sub(pts[i - 1], a), d);
        if (w == PF_AA_VALID)
            w = pf_aa_segment(g, a, b, NULL);
        if (w != PF_AA_VALID)
            return fail(why, w, seg);
        len += l;
    }
    if (cost)
        *cost = len;
    return -1;
}
