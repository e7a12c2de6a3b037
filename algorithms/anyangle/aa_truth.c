/* aa_truth.c: the any-angle ground truth: A* on the visibility graph of the obstacles' convex
 * corners, built once per map. */
#include <stdlib.h>
#include <string.h>
#include "aa_corners.h"
#include "aa_geom.h"
#include "aa_state.h"
#include "pf_types.h"

/* Why this is exact. The free space is the map's rectangle minus the open squares of the
 * blocked cells, a polygonal domain; a shortest path in a polygonal domain is a polyline that
 * bends only at convex vertices of the obstacles (Lozano-Perez and Wesley 1979: anywhere else a
 * bend can be cut a little shorter), and each of its segments is tangent to the obstacle at
 * both ends (the obstacle lies inside the turn). On the grid the convex vertices are the corners
 * with exactly one blocked cell of four, and the pinch of a double corner (two diagonally
 * touching blocked cells), which GPPC lets a path visit but not cross: it is two vertices here,
 * one per open side, each joined only to points in its side. So the shortest valid path is a
 * shortest path in the graph of these vertices plus start and target, joined wherever the
 * validator's own rules (pf_aa_leave, pf_aa_segment) accept the segment; A* with the Euclidean
 * distance (consistent: it obeys the triangle inequality) finds it. Lengths are doubles; each
 * edge is a correctly rounded square root and a path sums a few hundred of them, so a cost is
 * within about 1e-13 relative of the true length, and A* can only prefer one path to another
 * when their lengths differ by less than that: the answer is optimal to 1e-9 relative, which is
 * what the tests assert. */

struct pf_aa_truth {
    const struct pf_grid *g;
    struct pf_aa_corners c;   /* the vertices; the start is c.n, the target c.n + 1 */
    uint32_t *first, *adj;    /* edges: adj[first[v] .. first[v + 1]) */
    double *len;
    struct pf_aa_state q;     /* per query */
    uint32_t *tstamp;         /* the vertices that see the target, where tstamp == q.epoch */
    double *tlen;             /* and their distance to it */
    size_t bytes;
};

static struct pf_aa_point vpoint(const struct pf_aa_truth *t, uint32_t v)
{
    return (struct pf_aa_point){ t->c.vx[v], t->c.vy[v] };
}

/* Every pair of vertices that may be consecutive on a shortest path and see each other. */
static int add_edges(struct pf_aa_truth *t)
{
    size_t cap = 1024, m = 0;
    uint32_t *from = malloc(cap * sizeof *from), *to = malloc(cap * sizeof *to);
    if (!from || !to)
        goto nomem;
    for (uint32_t u = 0; u < t->c.n; u++)
        for (uint32_t v = u + 1; v < t->c.n; v++) {
            double dx = t->c.vx[v] - t->c.vx[u], dy = t->c.vy[v] - t->c.vy[u];
            if ((dx == 0 && dy == 0) || !pf_aa_corner_allows(&t->c, u, dx, dy) ||
                !pf_aa_corner_allows(&t->c, v, -dx, -dy) ||
                !pf_aa_sight(t->g, vpoint(t, u), vpoint(t, v), PF_AA_MIDDLE, PF_AA_MIDDLE, NULL))
                continue;
            if (m == cap) {
                cap *= 2;
                uint32_t *f2 = realloc(from, cap * sizeof *from), *t2;
                if (!f2)
                    goto nomem;
                from = f2;
                if (!(t2 = realloc(to, cap * sizeof *to)))
                    goto nomem;
                to = t2;
            }
            from[m] = u;
            to[m++] = v;
        }
    t->first = calloc((size_t)t->c.n + 2, sizeof *t->first);
    t->adj = malloc((2 * m + 1) * sizeof *t->adj);
    t->len = malloc((2 * m + 1) * sizeof *t->len);
    if (!t->first || !t->adj || !t->len)
        goto nomem;
    for (size_t i = 0; i < m; i++) {
        t->first[from[i] + 1]++;
        t->first[to[i] + 1]++;
    }
    for (uint32_t v = 0; v < t->c.n; v++)
        t->first[v + 1] += t->first[v];
    for (size_t i = 0; i < m; i++)
        for (int k = 0; k < 2; k++) {
            uint32_t a = k ? to[i] : from[i], b = k ? from[i] : to[i];
            uint32_t slot = t->first[a]++;
            t->adj[slot] = b;
            t->len[slot] = hypot(t->c.vx[b] - t->c.vx[a], t->c.vy[b] - t->c.vy[a]);
        }
    for (uint32_t v = t->c.n; v > 0; v--) /* the fill moved each start one list on */
        t->first[v] = t->first[v - 1];
    t->first[0] = 0;
    free(from);
    free(to);
    t->bytes += (size_t)(t->c.n + 2) * sizeof *t->first + 2 * m * (sizeof *t->adj + sizeof *t->len);
    return PF_OK;
nomem:
    free(from);
    free(to);
    return PF_ERR_NOMEM;
}

void pf_aa_truth_free(struct pf_aa_truth *t)
{
    if (!t)
        return;
    pf_aa_corners_free(&t->c);
    free(t->first);
    free(t->adj);
    free(t->len);
    free(t->tstamp);
    free(t->tlen);
    pf_aa_state_free(&t->q);
    free(t);
}

int pf_aa_truth_build(const struct pf_grid *g, struct pf_aa_truth **out, size_t *bytes)
{
    struct pf_aa_truth *t = calloc(1, sizeof *t);
    *out = NULL;
    if (!t)
        return PF_ERR_NOMEM;
    t->g = g;
    int rc = pf_aa_corners_build(g, &t->c);
    if (rc == PF_OK)
        rc = add_edges(t);
    uint32_t nn = t->c.n + 2;
    if (rc == PF_OK) {
        t->tstamp = calloc(nn, sizeof *t->tstamp);
        t->tlen = malloc(nn * sizeof *t->tlen);
        if (pf_aa_state_init(&t->q, nn) != 0 || !t->tstamp || !t->tlen)
            rc = PF_ERR_NOMEM;
    }
    if (rc != PF_OK) {
        pf_aa_truth_free(t);
        return rc;
    }
    t->bytes += pf_aa_corners_bytes(&t->c, g) + (size_t)nn * (sizeof(uint32_t) + sizeof(double)) +
                pf_aa_state_bytes(&t->q);
    if (bytes)
        *bytes = t->bytes;
    *out = t;
    return PF_OK;
}

uint32_t pf_aa_truth_vertices(const struct pf_aa_truth *t)
{
    return t->c.n;
}

/* Relax node v from u with the segment length l. */
static void relax(struct pf_aa_truth *t, uint32_t u, uint32_t v, double l, struct pf_aa_point goal,
                  struct pf_aa_stats *st)
{
    struct pf_aa_point p = v == t->c.n + 1 ? goal : vpoint(t, v); /* the start is never relaxed */
    st->generated++;
    pf_aa_state_offer(&t->q, v, u, t->q.gval[u] + l, hypot(goal.x - p.x, goal.y - p.y));
}

int pf_aa_truth_query(struct pf_aa_truth *t, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                      struct pf_aa_point *pts, size_t cap, size_t *npts, double *cost,
                      struct pf_aa_stats *st)
{
    st = pf_aa_state_begin(&t->q, st, npts, cost);
    if (t->q.epoch == 1) /* new, or wrapped: the target's stamps start clean too */
        memset(t->tstamp, 0, (t->c.n + 2) * sizeof *t->tstamp);
    if (sx == tx && sy == ty)
        return PF_OK;
    const struct pf_grid *g = t->g;
    struct pf_aa_point s = { sx, sy }, goal = { tx, ty };
    uint32_t S = t->c.n, T = t->c.n + 1;
    /* the target's edges: every vertex that sees it (the search reads them as it expands) */
    for (uint32_t v = 0; v < t->c.n; v++) {
        struct pf_aa_point p = vpoint(t, v);
        if ((p.x == goal.x && p.y == goal.y) || !pf_aa_corner_allows(&t->c, v, goal.x - p.x, goal.y - p.y) ||
            !pf_aa_sight(g, p, goal, PF_AA_MIDDLE, PF_AA_LAST, st))
            continue;
        t->tstamp[v] = t->q.epoch;
        t->tlen[v] = hypot(goal.x - p.x, goal.y - p.y);
    }
    pf_aa_state_offer(&t->q, S, S, 0, hypot(goal.x - s.x, goal.y - s.y));
    while (t->q.heap.size > 0) {
        uint32_t u = pf_aa_heap_pop(&t->q.heap);
        t->q.closed[u] = 1;
        st->expanded++;
        if (u == T)
            break;
        if (u == S) { /* the start's edges: the target and every vertex in its sight */
            if (pf_aa_sight(g, s, goal, PF_AA_FIRST, PF_AA_LAST, st))
                relax(t, S, T, hypot(goal.x - s.x, goal.y - s.y), goal, st);
            for (uint32_t v = 0; v < t->c.n; v++) {
                struct pf_aa_point p = vpoint(t, v);
                if ((p.x == s.x && p.y == s.y) || !pf_aa_corner_allows(&t->c, v, s.x - p.x, s.y - p.y) ||
                    !pf_aa_sight(g, s, p, PF_AA_FIRST, PF_AA_MIDDLE, st))
                    continue;
                relax(t, S, v, hypot(p.x - s.x, p.y - s.y), goal, st);
            }
            continue;
        }
        for (uint32_t i = t->first[u]; i < t->first[u + 1]; i++)
            relax(t, u, t->adj[i], t->len[i], goal, st);
        if (t->tstamp[u] == t->q.epoch)
            relax(t, u, T, t->tlen[u], goal, st);
    }
    return pf_aa_corners_path(&t->c, &t->q, s, goal, pts, cap, npts, cost);
}
