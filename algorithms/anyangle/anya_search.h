/* anya_search.h: Anya (Harabor, Grastien, Oz, Aksakalli, JAIR 2016): optimal any-angle search by
 * intervals, compiled by anya.c and, with ANYA_TRACED, by anya_traced.c. */
/*
 * The plane and its rules are GPPC's (Problem_Definition.md of the any-angle start kit; see
 * pf_anyangle.h): cell (x, y) is the square (x, y)-(x+1, y+1), open when it is land; a segment
 * may not cross a blocked square, run between two blocked squares, or pass through a double
 * corner (two blocked squares touching only at a corner); a start or target on a double
 * corner leaves or is entered from its south-east quadrant only. "Line y" is the horizontal
 * grid line y; "row c" is the cells between lines c and c + 1.
 *
 * Search nodes. A node is a root r (a corner point: the start or a corner where the path turns)
 * and an interval [a, b] of a line y; every point of the interval is visible from r. A cone
 * node has r off line y, so the search moves on away from r to line y + d; a flat node has r
 * on line y and carries the path along the line away from r. Cone intervals always lie over one
 * run of open cells of the row between r's side and line y (they are clipped to it), which is
 * what keeps a ray from crossing a double corner: at a double corner on line y the runs on the
 * two sides overlap in a single point, and single-point overlaps are never continued.
 *
 * Successors of a cone node, for each run [L, R] of open cells of the row beyond line y that
 * overlaps the interval in [ja, jb] with positive length:
 *  - observable: [ja, jb] projected from r onto the next line, clipped to [L, R], root r;
 *  - at ja, when ja is a corner that casts a shadow (the cell left of ja on r's side or beyond
 *    is blocked): the points of [L, R] on the next line left of the ray r->ja, root ja; and when
 *    only r's side is blocked, the flat interval along line y leftwards from ja, root ja;
 *  - the same, mirrored, at jb.
 * Successors of a flat node (r on line y, interval ending at integer e away from r): at a corner
 * where the cells on one side open up (blocked before e, open after it) the run of open cells
 * after e on the next line on that side, root e; and the next flat interval along the line,
 * root r. Flat intervals end at the first integer point where something changes (a side opens,
 * the line is closed, a double corner), so these are the only places a path along a line turns.
 * The start spreads into its own line (flats both ways) and the runs of the rows above and below.
 *
 * f = g(r) + h, h = the exact least length of r -> p -> t over p in the interval: the straight
 * line r -> t' crosses line y at x*, with t' = t mirrored over line y when t and r are on the
 * same side; the length through p is convex in p, so its minimum is at x* clamped to [a, b].
 *
 * Why it is optimal. A shortest path in the plane is taut: it turns only at corners of blocked
 * squares, bending around them. Every point of an interval is visible from its root, so g(r) +
 * |r p| is the length of a valid path to p. Conversely, follow an optimal path from the start:
 * each segment from a turning corner c leaves c into the open cells next to c and crosses the
 * grid lines one after another; the intervals with root c (the start's spread, or the shadow
 * and flat successors that made c a root) cover the first crossing, and each observable
 * successor covers the next one, because the segment stays inside the runs it crosses. When
 * the segment reaches the next turning corner c', c' is an end of such an interval that casts
 * a shadow (the path bends around the blocked square there), so c' becomes a root with the
 * points the path goes on to in its shadow or flat successors. Hence every optimal path is
 * represented by a chain of nodes, h never overestimates (it is the length with the obstacles
 * removed beyond the interval), f never decreases from a node to its successors (the triangle
 * inequality: a successor's points are seen through its parent's interval), and
 * A* stops with an optimal length when the node holding the target is popped. Pruning by root,
 * as in the paper (a node whose root has since been reached more cheaply is dropped), keeps
 * this: the chain through the cheaper arrival at r makes r a root with at least the shadow
 * and flat successors the taut path needs beyond r, or sees their points from an earlier root
 * at no greater cost (the triangle inequality). The sweep (a cone node whose only successor is
 * its observable one is replaced by it, line after line, before its successors are made) keeps
 * this too: it only expands some nodes ahead of A*'s order, and every optimal path through the
 * node goes on through the one successor, so a chain of open nodes with f <= the optimum still
 * covers it; the target's line is never swept over, so the target is found only on a node that
 * is first in A*'s order. test_anya checks the whole against the
 * ground truth (random maps, five Moving AI maps, AcrosstheCape).
 *
 * Exactness. Roots and run ends are integers; interval ends are doubles, each a run end or a
 * projection of an earlier end from an integer root (a ratio of small integers, exact to about
 * 1e-12 on maps of thousands of cells; the sweep's rx + s t, with s one rounded division, is
 * as close). An end within 1e-9 of an integer is snapped to it, so a ray that grazes a corner
 * sees the corner: a true end that is no integer is a ratio with a denominator below the map's
 * height H, so at least 1 / H from every integer, and no snap decision depends on how the
 * double was rounded. Lengths compare with 1e-8 slack; the returned length is the sum of the
 * double lengths of the path's segments.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "aa_trace.h"
#include "anya_heap.h"
#include "anya_rows.h"
#include "anya_sight.h"
#include "anya_state.h"
#include "search_ctx.h"

#ifndef ANYA_TRACED
#define ANYA_TRACED 0   /* 1 in anya_traced.c: the copy a traced query runs, which logs what it does */
#endif

#define SNAP_EPS 1e-9
#define LEN_EPS 1e-9
#define G_EPS 1e-8
#define NO_ROOT UINT32_MAX


/* v snapped to the integer nearest it when within SNAP_EPS (halves either way: they are never
 * that near). The nearest integer is v + 1.5 * 2^52 - 1.5 * 2^52: the sum of a double below
 * 2^51 in magnitude and 1.5 * 2^52 has no fraction bits, so it is rounded to an integer, in two
 * additions (the casts to an integer and back cost twice that). Fast-math, which may fold the
 * two, and arithmetic wider than double (FLT_EVAL_METHOD, x87), which would not round, take
 * the casts. */
static double snap(double v)
{
#if defined(__FAST_MATH__) || !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
    double r = (double)(int64_t)(v < 0 ? v - 0.5 : v + 0.5);
#else
    const double big = 6755399441055744.0;
    double r = (v + big) - big;
#endif
    return fabs(v - r) < SNAP_EPS ? r : v;
}

/* Euclidean length for the search's g and h: sqrt of the sum of squares, within an ulp of
 * hypot for the plane's coordinates (below 2^26), at a fraction of libm hypot's cost; lengths
 * compare with G_EPS slack, and the returned length is recomputed with hypot. */
static inline double dist(double dx, double dy)
{
    return sqrt(dx * dx + dy * dy);
}

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* The least length of r -> p -> t over p in [a, b] on line y (see the top comment). */
static double interval_h(const struct pf_anya *A, double rx, double ry, int32_t y, double a, double b)
{
    double tx = A->tx, ty = A->ty, yy = y;
    if ((ry < yy && ty < yy) || (ry > yy && ty > yy))
        ty = 2 * yy - ty;
    if (ry == yy && ty == yy) {
        double p1 = clampd(rx, a, b), p2 = clampd(tx, a, b);
        double h1 = fabs(p1 - rx) + fabs(tx - p1), h2 = fabs(p2 - rx) + fabs(tx - p2);
        return h1 < h2 ? h1 : h2;
    }
    /* x* = rx + num / den, compared with a and b by cross-multiplying, without a division.
     * den = ty - ry (t' here) is not 0: with r on line y, t is off it (both on it is the case
     * above); with r off line y, t' is on line y or beyond it from r. When x* lies in [a, b],
     * the least length is |r t'|, one square root. */
    double den = ty - ry, num = (tx - rx) * (yy - ry), sgn = den > 0 ? 1 : -1, p;
    num *= sgn;
    den *= sgn;
    if (num < (a - rx) * den)
        p = a;
    else if (num > (b - rx) * den)
        p = b;
    else
        return dist(tx - rx, ty - ry);
    return dist(p - rx, yy - ry) + dist(tx - p, ty - yy);
}

/* ---- roots and pushing ---------------------------------------------------------------------- */

/* Record that corner (x, y) is reached at cost g from root `from`; 0 when a cheaper way to it
 * is already known (the node is pruned), 1 otherwise. */
static int reach_root(struct pf_anya *A, int32_t x, int32_t y, double g, uint32_t from)
{
    uint32_t i = (uint32_t)y * (uint32_t)A->w1 + (uint32_t)x;
    struct root *t = &A->roots[i];
    if (t->stamp == A->epoch) {
        if (g > t->best + G_EPS) {
            A->st.pruned++;
            return 0;
        }
        if (g >= t->best - G_EPS)
            return 1;
    }
    A->st.roots++;
    t->stamp = A->epoch;
    t->best = g;
    t->parent = from;
    return 1;
}

static uint32_t corner(const struct pf_anya *A, int32_t x, int32_t y)
{
    return (uint32_t)y * (uint32_t)A->w1 + (uint32_t)x;
}

/* 1 when a cone node with root row ry and interval [a, b] on line y leads nowhere: every cell
 * of the row beyond line y under the interval is blocked, so it has no successor (its
 * successors all lie over open cells of that row). */
static int dead_end(const struct pf_anya *A, double ry, int32_t y, double a, double b)
{
    int32_t row = ry < y ? y : y - 1, ib = (int32_t)b, c_hi = b > ib ? ib : ib - 1;
    return next_open(&A->rows, row, (int32_t)a, c_hi) > c_hi;
}

/* Push the node (root (x, y) = (rx, ry), [a, b] on line y) whose root costs g; a cone node that
 * leads nowhere is dropped (unless it holds the target's line: it is found there). Its root is
 * never beaten here, so the root table is not read: it is the start, or a corner that
 * reach_root has just accepted at g, or the root of the node being expanded, which passed the
 * test at its pop (or its chained parent did) and whose best cost no arrival in between can
 * change (those arrive at corners of the node's line y, off a cone root's line, or at the far
 * end of a flat interval, away from its root). */
static void push(struct pf_anya *A, int32_t irx, int32_t iry, double g, int32_t y, double a, double b)
{
    uint32_t root = corner(A, irx, iry);
    A->st.intervals++;
    double rx = irx, ry = iry;
    if (ry != y && y != A->ty && dead_end(A, ry, y, a, b))
        return;
    struct node n = { g + interval_h(A, rx, ry, y, a, b), g, a, b, y, root };
    A->st.generated++;
    if (ANYA_TRACED)
        pf_aa_node_generated(A->tr, A->cur, &(struct pf_aa_search_node){ rx, ry, a, y, b, y, g, n.f, -1 });
    /* while a node of this root is expanded, its first successor of the same root is held
     * back from the heap: when it stays the only one, the search may go straight on into it */
    if (root == A->hold_root && A->nheld++ == 0) {
        A->held = n;
        return;
    }
    if (root == A->hold_root && A->nheld == 2)
        heap_push(A, &A->held);
    heap_push(A, &n);
}

/* Push the flat node from corner (x, y) towards dir along line y, root (rx, y). */
static void push_flat(struct pf_anya *A, int32_t rx, double g, int32_t y, int32_t x, int dir)
{
    if (!flat_pass(A->g, y, x, dir))
        return;
    int32_t e = flat_end(&A->rows, y, x, dir);
    if (dir > 0)
        push(A, rx, y, g, y, x, e);
    else
        push(A, rx, y, g, y, e, x);
}

/* ---- successors ----------------------------------------------------------------------------- */

/* What casts a shadow at the end X (on line y) of the overlap of a cone interval with the run
 * [L, R] of row cr: side -1 for the left end, +1 for the right end; p is the ray r -> X
 * projected onto line y2. SH_CONE: the points of [L, R] on line y2 beyond the ray (*lo, *hi);
 * SH_FLAT: line y from X away from the interval (only the row before line y is blocked). */
#define SH_CONE 1
#define SH_FLAT 2
static int shadow_kind(const struct pf_anya *A, int32_t X, int side, int32_t before_row, int32_t cr, double p,
                       int32_t L, int32_t R, double *lo, double *hi)
{
    int32_t c = side < 0 ? X - 1 : X;
    int bb = blk(A->g, c, before_row), bc = blk(A->g, c, cr);
    if (!bb && !bc)
        return 0;
    *lo = side < 0 ? L : clampd(p, L, R);
    *hi = side < 0 ? clampd(p, L, R) : R;
    return (*hi > *lo + LEN_EPS ? SH_CONE : 0) | (bb && !bc ? SH_FLAT : 0);
}

/* Shadow successors at the end X of such an overlap (shadow_kind), root X. */
static void shadow(struct pf_anya *A, const struct node *n, int32_t rx, int32_t ry, int32_t X,
                   int side, int32_t before_row, int32_t cr, int32_t y2, double p, int32_t L, int32_t R)
{
    double lo, hi;
    int kind = shadow_kind(A, X, side, before_row, cr, p, L, R, &lo, &hi);
    if (!kind)
        return;
    double g = n->g + dist((double)(X - rx), (double)(n->y - ry));
    if (!reach_root(A, X, n->y, g, n->root))
        return;
    if (kind & SH_CONE)
        push(A, X, n->y, g, y2, lo, hi);
    if (kind & SH_FLAT)
        push_flat(A, X, g, n->y, X, side);
}

/* 1 when an end X (a double) of a cone interval inside the run [L, R] of row cr casts a shadow
 * (shadow_kind, read for this case): only an integer end can. At a run end the cell beyond is
 * blocked in row cr, so only a cone shadow can arise, when the ray p leaves room inside the
 * run; inside the run the cell beyond is open, so a shadow (a flat one at least) arises
 * exactly when that cell is blocked in the row before line y. The sweep and cone_successors
 * ask it first, so shadow() runs only where a shadow is. */
static int casts(const struct pf_anya *A, double X, int side, int32_t before_row, double p, int32_t L, int32_t R)
{
    /* the cases combine with & and |, not ?: or || (no branch to mispredict); the cell read for
     * a non-integer X is inside the grid's ring all the same */
    int32_t x = (int32_t)X;
    int whole = X == (double)x;
    int at_end = side < 0 ? x == L : x == R, room = side < 0 ? p > L + LEN_EPS : p < R - LEN_EPS;
    return whole & ((at_end & room) | ((!at_end) & blk(A->g, side < 0 ? x - 1 : x, before_row)));
}

/* The sweep: while a cone node's only successor would be its observable one (the interval over
 * one run of the row beyond line y, neither end casting a shadow), the node is replaced by that
 * successor, line after line, with no node made and no heap: the successor has the node's
 * root and g and sees every point the node leads to, so every path through the node goes on
 * through it (see the top comment). It stops before the target's line, so that the node holding
 * the target is still found in A*'s order. Intervals lie in [0, W], so truncation is floor. */
static void sweep(const struct pf_anya *A, struct node *n, int32_t rx, int32_t ry)
{
    int32_t d = n->y > ry ? 1 : -1;
    /* each end moves along its ray from r: x = rx + s t on the line t = y - ry away from r's
     * line, so a line's ends cost a multiplication each; the slope s changes (a division) only
     * where an end is clipped to its run */
    double sa = (n->a - rx) / (double)(n->y - ry), sb = (n->b - rx) / (double)(n->y - ry);
    for (int32_t y = n->y, y2 = y + d; y2 != A->ty; y = y2, y2 += d) {
        int32_t cr = d > 0 ? y : y - 1, before_row = d > 0 ? y - 1 : y;
        int32_t c_lo = (int32_t)n->a, ib = (int32_t)n->b, c_hi = n->b > ib ? ib : ib - 1;
        /* R: the first blocked cell from c_lo on (c_lo itself when it is blocked) */
        int32_t R = scan_right(&A->rows, cr, c_lo);
        if (n->b - n->a <= LEN_EPS || R - 1 < c_hi)
            return;
        int32_t L = scan_left(&A->rows, cr, c_lo);
        double t = y2 - ry, pa = snap(rx + sa * t), pb = snap(rx + sb * t);
        double lo = pa > L ? pa : L, hi = pb < R ? pb : R;
        if ((hi <= lo + LEN_EPS) | casts(A, n->a, -1, before_row, pa, L, R) |
            casts(A, n->b, +1, before_row, pb, L, R))
            return;
        if (pa < L)
            sa = (L - rx) / t;
        if (pb > R)
            sb = (R - rx) / t;
        n->y = y2;
        n->a = lo;
        n->b = hi;
    }
}

static void cone_successors(struct pf_anya *A, const struct node *n, int32_t rx, int32_t ry)
{
    int32_t y = n->y, d = y > ry ? 1 : -1;
    int32_t cr = d > 0 ? y : y - 1, before_row = d > 0 ? y - 1 : y, y2 = y + d;
    double k = (double)(y2 - ry) / (double)(y - ry);
    int32_t c_lo = (int32_t)n->a, ib = (int32_t)n->b, c_hi = n->b > ib ? ib : ib - 1;   /* floor, ceil - 1 */
    const struct rows *b = &A->rows;
    for (int32_t c = next_open(b, cr, c_lo, c_hi); c <= c_hi; c = next_open(b, cr, c + 1, c_hi)) {
        /* the run [L, R] holding cell c; the cells of the interval in it end at R - 1 or c_hi */
        int32_t c1 = c, R = scan_right(&A->rows, cr, c + 1);
        c = R - 1 < c_hi ? R - 1 : c_hi;
        int32_t L = c1 == c_lo ? scan_left(&A->rows, cr, c1) : c1;
        double ja = n->a > L ? n->a : L, jb = n->b < R ? n->b : R;
        if (jb - ja <= LEN_EPS)
            continue;
        double pa = snap(rx + (ja - rx) * k), pb = snap(rx + (jb - rx) * k);
        double lo = pa > L ? pa : L, hi = pb < R ? pb : R;
        if (hi > lo + LEN_EPS)
            push(A, rx, ry, n->g, y2, lo, hi);
        if (casts(A, ja, -1, before_row, pa, L, R))
            shadow(A, n, rx, ry, (int32_t)ja, -1, before_row, cr, y2, pa, L, R);
        if (casts(A, jb, +1, before_row, pb, L, R))
            shadow(A, n, rx, ry, (int32_t)jb, +1, before_row, cr, y2, pb, L, R);
    }
}

static void flat_successors(struct pf_anya *A, const struct node *n, int32_t rx)
{
    const struct pf_grid *g = A->g;
    int32_t y = n->y;
    int dir = n->b > rx + 0.5 ? 1 : -1;
    int32_t e = (int32_t)(dir > 0 ? n->b : n->a);
    if (dcorner(g, e, y))
        return;
    int up = opens(g, y - 1, e, dir), down = opens(g, y, e, dir);
    if (up || down) {
        double ge = n->g + fabs((double)(e - rx));
        if (reach_root(A, e, y, ge, n->root)) {
            if (up) {
                int32_t far = dir > 0 ? scan_right(&A->rows, y - 1, e) : scan_left(&A->rows, y - 1, e);
                push(A, e, y, ge, y - 1, dir > 0 ? e : far, dir > 0 ? far : e);
            }
            if (down) {
                int32_t far = dir > 0 ? scan_right(&A->rows, y, e) : scan_left(&A->rows, y, e);
                push(A, e, y, ge, y + 1, dir > 0 ? e : far, dir > 0 ? far : e);
            }
        }
    }
    push_flat(A, rx, n->g, y, e, dir);
}

/* The start's spread: its line both ways and the runs of the rows above and below it. On a
 * double corner only the south-east quadrant is open to it. */
static void start_successors(struct pf_anya *A, int32_t sx, int32_t sy)
{
    const struct pf_grid *g = A->g;
    int dc = dcorner(g, sx, sy);
    for (int d = -1; d <= 1; d += 2) {
        int32_t row = d > 0 ? sy : sy - 1;
        if (dc && d < 0)
            continue;
        if (blk(g, sx - 1, row) && blk(g, sx, row))
            continue;
        push(A, sx, sy, 0, sy + d, scan_left(&A->rows, row, sx), scan_right(&A->rows, row, sx));
    }
    push_flat(A, sx, 0, sy, sx, +1);
    if (!dc)
        push_flat(A, sx, 0, sy, sx, -1);
}

/* ---- tracing (pictures only) ---------------------------------------------------------------- */

#if !ANYA_TRACED
void pf_anya_trace(struct pf_anya *A, struct pf_search_ctx *ctx)
{
    A->tr = ctx;
}
#endif

/* The integer corners of an expanded node's interval, marked with the node's expansion order. */
static void trace_interval(struct pf_anya *A, const struct node *n)
{
    int32_t x0 = (int32_t)ceil(n->a - SNAP_EPS), x1 = (int32_t)floor(n->b + SNAP_EPS);
    if (x0 < 0)
        x0 = 0;
    if (x1 > A->w1 - 1)
        x1 = A->w1 - 1;
    for (int32_t x = x0; x <= x1; x++)
        ctx_trace_as(A->tr, corner(A, x, n->y), (uint32_t)A->st.expanded);
}

/* ---- the query ------------------------------------------------------------------------------ */

#if !ANYA_TRACED
struct pf_anya *pf_anya_new(void)
{
    return calloc(1, sizeof(struct pf_anya));
}

void pf_anya_free(struct pf_anya *A)
{
    if (!A)
        return;
    free(A->heap);
    free(A->roots);
    free(A->pts);
    free(A->rows.w);
    free(A);
}

int pf_anya_prepare(struct pf_anya *A, const struct pf_grid *g)
{
    A->rows.kept = g && rows_make(&A->rows, g);
    if (!g)
        return PF_OK;
    return A->rows.kept ? PF_OK : PF_ERR_NOMEM;
}

const struct pf_anya_stats *pf_anya_stats(const struct pf_anya *A)
{
    return &A->st;
}
#endif

/* Write the path: the chain of roots from the start to `last`, then the target. */
static int write_path(struct pf_anya *A, uint32_t last, uint32_t *np)
{
    uint32_t count = 1;
    for (uint32_t r = last; r != NO_ROOT; r = A->roots[r].parent)
        count++;
    if (count > A->ptcap) {
        struct pf_aa_point *pts = realloc(A->pts, count * sizeof *pts);
        if (!pts)
            return 0;
        A->pts = pts;
        A->ptcap = count;
    }
    uint32_t i = count - 1;
    A->pts[i] = (struct pf_aa_point){ A->tx, A->ty };
    for (uint32_t r = last; r != NO_ROOT; r = A->roots[r].parent)
        A->pts[--i] = (struct pf_aa_point){ (double)(r % (uint32_t)A->w1), (double)(r / (uint32_t)A->w1) };
    *np = count;
    return 1;
}

/* The answer: the path to the target through `last`, the root of the node holding it. */
static int found(struct pf_anya *A, uint32_t last, double *len, const struct pf_aa_point **pts, uint32_t *npoints)
{
    if (!write_path(A, last, npoints))
        return PF_ERR_NOMEM;
    *pts = A->pts;
    double total = 0;
    for (uint32_t i = 1; i < *npoints; i++)
        total += hypot(A->pts[i].x - A->pts[i - 1].x, A->pts[i].y - A->pts[i - 1].y);
    *len = total;
    return PF_OK;
}

int pf_anya_search(struct pf_anya *A, const struct pf_grid *g, int32_t sx, int32_t sy,
                   int32_t tx, int32_t ty, double *len, const struct pf_aa_point **pts,
                   uint32_t *npoints)
{
    if (!ANYA_TRACED && A->tr)
        return pf_anya_search_traced(A, g, sx, sy, tx, ty, len, pts, npoints);
    if (sx < 0 || sy < 0 || tx < 0 || ty < 0 || sx > g->width || tx > g->width ||
        sy > g->height || ty > g->height)
        return PF_ERR_ARG;
    memset(&A->st, 0, sizeof A->st);
    *len = -1;
    *npoints = 0;
    *pts = NULL;
    if (!fit_roots(A, g))
        return PF_ERR_NOMEM;
    /* the bit rows: pf_anya_prepare's when made from this grid, else made for this query */
    if (!(A->rows.kept && A->rows.g == g && A->rows.cls == g->cls) && !(A->rows.kept = 0, rows_make(&A->rows, g)))
        return PF_ERR_NOMEM;
    if (++A->epoch == 0) {      /* the stamps wrapped: clear them once */
        for (size_t i = 0; i < A->rcap; i++)
            A->roots[i].stamp = 0;
        A->epoch = 1;
    }
    A->g = g;
    A->w1 = g->width + 1;
    A->tx = tx;
    A->ty = ty;
    A->hn = 0;
    A->hold_root = NO_ROOT;
    A->nomem = 0;
    /* a double corner whose south-east square is blocked is no start or target (GPPC) */
    if ((dcorner(g, sx, sy) && blk(g, sx, sy)) || (dcorner(g, tx, ty) && blk(g, tx, ty)))
        return PF_NO_PATH;
    if (sx == tx && sy == ty) {
        *len = 0;
        return PF_OK;
    }
    /* The target in sight: no path is shorter than the straight segment, so when it is valid
     * it is the answer, found before any interval (most short queries of game maps end here:
     * 168 of Boston_0_512's first 300 lines) */
    if (in_sight(g, sx, sy, tx, ty)) {
        if (A->ptcap < 2) {
            struct pf_aa_point *p = realloc(A->pts, 2 * sizeof *p);
            if (!p)
                return PF_ERR_NOMEM;
            A->pts = p;
            A->ptcap = 2;
        }
        A->pts[0] = (struct pf_aa_point){ sx, sy };
        A->pts[1] = (struct pf_aa_point){ tx, ty };
        *pts = A->pts;
        *npoints = 2;
        /* integer squares are exact in a double: the correctly rounded length */
        *len = sqrt((double)(tx - sx) * (tx - sx) + (double)(ty - sy) * (ty - sy));
        return PF_OK;
    }
    A->tdc = dcorner(g, tx, ty);
    reach_root(A, sx, sy, 0, NO_ROOT);
    A->cur = AA_NO_NODE;
    start_successors(A, sx, sy);
    while (A->hn && !A->nomem) {
        struct node n = heap_pop(A);
        if (A->roots[n.root].stamp == A->epoch && n.g > A->roots[n.root].best + G_EPS) {
            A->st.pruned++;
            continue;
        }
        /* a node whose only successor has its root and would be popped next goes straight on
         * into it without the heap (successor chaining, kept to the A* order: the target is
         * still found only on a node that is first in that order) */
        for (;;) {
            int32_t rx = (int32_t)(n.root % (uint32_t)A->w1), ry = (int32_t)(n.root / (uint32_t)A->w1);
            A->st.expanded++;
            if (ANYA_TRACED) {
                trace_interval(A, &n);
                const struct pf_aa_search_node nd = { rx, ry, n.a, n.y, n.b, n.y, n.g, n.f, -1 };
                pf_aa_node_expanded(A->tr, A->cur = pf_aa_node_find(A->tr, &nd));
            }
            if (n.y == ty && tx >= n.a - LEN_EPS && tx <= n.b + LEN_EPS &&
                (!A->tdc || (rx >= tx && ry >= ty)))
                return found(A, n.root, len, pts, npoints);
            A->hold_root = n.root;
            A->nheld = 0;
            if (ry == n.y)
                flat_successors(A, &n, rx);
            else {
                sweep(A, &n, rx, ry);
                cone_successors(A, &n, rx, ry);
            }
            A->hold_root = NO_ROOT;
            if (A->nheld != 1 || A->nomem)
                break;
            if (A->hn && before(&A->heap[0], &A->held)) {
                heap_push(A, &A->held);
                break;
            }
            n = A->held;
        }
    }
    return A->nomem ? PF_ERR_NOMEM : PF_NO_PATH;
}
