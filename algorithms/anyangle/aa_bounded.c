/* aa_bounded.c: the ground truth without the all-pairs graph, for maps with many corners: A*
 * that finds a corner's successors when it expands it, among the corners a known bound on the
 * length allows. */
#include <stdlib.h>
#include "aa_corners.h"
#include "aa_geom.h"
#include "aa_trace.h"
#include "pf_types.h"
#include "search_ctx.h"

/* Why it is exact: the same vertices and edges as the visibility graph of aa_truth.c, and a
 * vertex v can be on a path no longer than the bound B only if |s - v| + |v - t| <= B (it lies
 * in the ellipse with foci s and t), or, reached from u with cost g(u), only if
 * g(u) + |u - v| + |v - t| <= B. Given any B >= the optimum (the length of any valid path, such
 * as Theta*'s), pruning by those tests removes no vertex of a shortest path, so A* over what is
 * left returns the optimum. The bound is loosened by 1e-9 relative so that rounding cannot cut
 * the optimal path when B equals it. The cost of a query grows with the corners inside the
 * ellipse, not with the map: the all-pairs graph is quadratic in the map's corners. */
struct pf_aa_bounded {
    const struct pf_grid *g;
    struct pf_aa_corners c;
    struct pf_aa_state q;
    uint32_t *lo, *hi;   /* per corner row, the vertices inside this query's ellipse */
    size_t bytes;
    struct pf_search_ctx *tr;   /* the context whose trace marks expansions, or NULL */
};

int pf_aa_bounded_build(const struct pf_grid *g, struct pf_aa_bounded **out, size_t *bytes)
{
    struct pf_aa_bounded *b = calloc(1, sizeof *b);
    *out = NULL;
    if (!b)
        return PF_ERR_NOMEM;
    b->g = g;
    int rc = pf_aa_corners_build(g, &b->c);
    if (rc == PF_OK) {
        b->lo = malloc(((size_t)g->height + 1) * sizeof *b->lo);
        b->hi = malloc(((size_t)g->height + 1) * sizeof *b->hi);
        if (!b->lo || !b->hi || pf_aa_state_init(&b->q, b->c.n + 2) != 0)
            rc = PF_ERR_NOMEM;
    }
    if (rc != PF_OK) {
        pf_aa_bounded_free(b);
        return rc;
    }
    b->bytes = sizeof *b + pf_aa_corners_bytes(&b->c, g) + pf_aa_state_bytes(&b->q) +
               2 * ((size_t)g->height + 1) * sizeof *b->lo;
    if (bytes)
        *bytes = b->bytes;
    *out = b;
    return PF_OK;
}

void pf_aa_bounded_free(struct pf_aa_bounded *b)
{
    if (!b)
        return;
    pf_aa_corners_free(&b->c);
    pf_aa_state_free(&b->q);
    free(b->lo);
    free(b->hi);
    free(b);
}

void pf_aa_bounded_trace(struct pf_aa_bounded *b, struct pf_search_ctx *ctx)
{
    b->tr = ctx;
}

/* The vertices of each row inside the ellipse |p - s| + |p - t| <= bound: in coordinates
 * along (X) and across (Y) the line s-t from its midpoint, X^2 / a^2 + Y^2 / c^2 <= 1, a
 * quadratic in x for each row. Widened by half a cell, so rounding never drops a vertex. */
static void ellipse_rows(struct pf_aa_bounded *b, struct pf_aa_point s, struct pf_aa_point t,
                         double bound, int32_t *y0, int32_t *y1)
{
    double d = hypot(t.x - s.x, t.y - s.y), a = bound / 2, c2 = a * a - d * d / 4;
    double ux = (t.x - s.x) / d, uy = (t.y - s.y) / d, mx = (s.x + t.x) / 2, my = (s.y + t.y) / 2;
    if (c2 < 1e-12)
        c2 = 1e-12;
    double qa = ux * ux / (a * a) + uy * uy / c2;
    *y0 = (int32_t)fmax(0, floor(my - a - 1));
    *y1 = (int32_t)fmin(b->g->height, ceil(my + a + 1));
    for (int32_t y = *y0; y <= *y1; y++) {
        double dy = y - my, qb = 2 * dy * ux * uy * (1 / (a * a) - 1 / c2);
        double qc = dy * dy * (uy * uy / (a * a) + ux * ux / c2) - 1, disc = qb * qb - 4 * qa * qc;
        uint32_t i = b->c.row[y], end = b->c.row[y + 1];
        b->lo[y] = b->hi[y] = i;
        if (disc < 0)
            continue;
        double r = sqrt(disc), xl = mx + (-qb - r) / (2 * qa) - 0.5, xr = mx + (-qb + r) / (2 * qa) + 0.5;
        while (i < end && b->c.vx[i] < xl)
            i++;
        b->lo[y] = i;
        while (i < end && b->c.vx[i] <= xr)
            i++;
        b->hi[y] = i;
    }
}

int pf_aa_bounded_query(struct pf_aa_bounded *b, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                        double bound, struct pf_aa_point *pts, size_t cap, size_t *npts,
                        double *cost, struct pf_aa_stats *st)
{
    st = pf_aa_state_begin(&b->q, st, npts, cost);
    if (sx == tx && sy == ty)
        return PF_OK;
    const struct pf_grid *g = b->g;
    const struct pf_aa_corners *c = &b->c;
    struct pf_aa_point s = { sx, sy }, goal = { tx, ty };
    uint32_t S = c->n, T = c->n + 1;
    double lim = bound * (1 + 1e-9) + 1e-9;
    if (!(lim >= hypot(goal.x - s.x, goal.y - s.y)) || !isfinite(lim))
        return PF_ERR_ARG; /* no path is shorter than the straight line; the bound must be one */
    int32_t y0, y1;
    ellipse_rows(b, s, goal, lim, &y0, &y1);
    pf_aa_state_offer(&b->q, S, S, 0, hypot(goal.x - s.x, goal.y - s.y));
    while (b->q.heap.size > 0) {
        uint32_t u = pf_aa_heap_pop(&b->q.heap);
        b->q.closed[u] = 1;
        st->expanded++;
        if (b->tr)   /* an expansion step (the visibility edges it follows are not logged) */
            ctx_trace_step(b->tr, u == S   ? pf_aa_corner_node(g, sx, sy)
                             : u == T ? pf_aa_corner_node(g, tx, ty)
                                      : pf_aa_corner_node(g, c->vx[u], c->vy[u]), 0);
        if (u == T)
            break;
        struct pf_aa_point p = u == S ? s : (struct pf_aa_point){ c->vx[u], c->vy[u] };
        enum pf_aa_role ru = u == S ? PF_AA_FIRST : PF_AA_MIDDLE;
        double gu = b->q.gval[u];
        if ((u == S || pf_aa_corner_allows(c, u, goal.x - p.x, goal.y - p.y)) &&
            pf_aa_sight(g, p, goal, ru, PF_AA_LAST, st)) {
            st->generated++;
            pf_aa_state_offer(&b->q, T, u, gu + hypot(goal.x - p.x, goal.y - p.y), 0);
        }
        for (int32_t y = y0; y <= y1; y++)
            for (uint32_t v = b->lo[y]; v < b->hi[y]; v++) {
                double dx = c->vx[v] - p.x, dy = c->vy[v] - p.y, l = hypot(dx, dy);
                double h = hypot(goal.x - c->vx[v], goal.y - c->vy[v]);
                if ((dx == 0 && dy == 0) || gu + l + h > lim ||
                    (b->q.stamp[v] == b->q.epoch && (b->q.closed[v] || gu + l >= b->q.gval[v])) ||
                    (u != S && !pf_aa_corner_allows(c, u, dx, dy)) ||
                    !pf_aa_corner_allows(c, v, -dx, -dy) ||
                    !pf_aa_sight(g, p, (struct pf_aa_point){ c->vx[v], c->vy[v] }, ru, PF_AA_MIDDLE, st))
                    continue;
                st->generated++;
                pf_aa_state_offer(&b->q, v, u, gu + l, h);
            }
    }
    return pf_aa_corners_path(c, &b->q, s, goal, pts, cap, npts, cost);
}
