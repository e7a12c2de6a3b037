/* polyanya_search.h: Polyanya (Cui, Harabor, Grastien, IJCAI 2017): optimal any-angle search over a
 * navigation mesh, compiled by polyanya.c and, with POLYANYA_TRACED, by polyanya_traced.c. */
/*
 * The plane, its rules and the mesh are aa_mesh.h's: convex polygons (counter-clockwise in the
 * numbers' own sense) covering the closed free space exactly, integer vertices, an edge shared
 * whole with one neighbour or with none (-1: a wall), two vertices at a double corner (one per
 * open side) so that no polygon edge joins the two sides. A vertex whose around list holds a
 * gap (-1) is a corner: the only places a shortest path can turn.
 *
 * Search nodes. Every node has a root r (the start, or a corner vertex where the path turns)
 * with its cost g, and a polygon P that the node looks into. Two kinds:
 *  - an interval node: an interval [A, B] of one edge of P (its entry edge), every point of
 *    which r sees; r lies strictly outside P, beyond the entry edge. It stands for the points
 *    of P seen from r through [A, B]: the cone of rays r->p, p in [A, B];
 *  - a corners node: r is a point of P (a vertex of it, or the start on its boundary or
 *    inside), seeing all of P (convex); it holds P's corners, in its half-plane (below), as
 *    turning points of paths from r.
 * A third kind, the final node, holds a complete path: r then the target, seen from r.
 *
 * Expanding an interval node, or r looking into a polygon P it lies on (a fan, done at once
 * when r becomes a root): for each edge of P other than the entry edge (a fan: other than the
 * edges through r or in line with it, which r sees edge-on), the part of it inside the cone
 * (a fan: inside its half-plane, below), when it has positive length and a neighbour Q
 * beyond, becomes an interval node of root r looking into Q (the observable successors); a Q
 * entered by its only edge that does not hold the target is dropped (dead-end pruning: its
 * other edges are walls and its other vertices have only Q around them, so nothing goes on from
 * it). Each vertex of P inside the closed cone (a fan: every vertex but r in its half-plane,
 * in one corners node expanded later) that is a corner becomes a root at cost g + |r v| when that beats its best cost
 * so far (root-level pruning: one best g per vertex). A new root v, reached in direction d,
 * fans into each polygon around v that a taut path turns into: from the one
 * holding d round to the obstacle gap, on the side that does not pass back through -d; each
 * keeps only the half-plane beyond the line r v on the gap's side (a path that bends at v
 * bends towards the obstacle). These fans hold Polyanya's non-observable successors;
 * they carry a path round a corner whichever way the mesh's edges fall there, along a wall
 * or along an edge seen edge-on (the collinear cases): such a path meets the corner at its end
 * as a vertex of P. When P holds the target and the target lies in the closed cone (a fan:
 * in its half-plane), the final node (f = g + |r t|, exact) is pushed.
 *
 * f = g + h. An interval node's h is the least length of r -> p -> t over p in [A, B], with t
 * mirrored across the interval's line when it lies on r's side (a path from r through the
 * interval to a point on r's side comes back across that line): the segment r -> t' meets the
 * line at p*; h = |r t'| when p* is in [A, B], else through the nearer end. A corners node's
 * h is the least |r u| + |u t| over its corners u. The start fans into each polygon holding it (its vertex's around list;
 * the polygon of its south-east cell and the neighbour across an edge it lies on).
 *
 * Why it is optimal. Every node stands for valid paths: r sees its interval (induction: a
 * successor's interval is a part of P's boundary inside the parent's cone, P convex and in
 * the free space), and a polygon's closure holds no double corner crossing (the sides of a
 * double corner share no edge), so g + |r p| is the length of a valid path to p, and a final
 * node's f is a valid path's length. h is admissible: it is the exact length to t with every
 * obstacle beyond the interval removed. f never decreases from a node to its successors: an
 * observable successor's points are seen through the parent's interval, and a new root v in
 * the parent's cone has g + |r v| + |v t| >= the parent's h (the path r -> v -> t passes the
 * interval, and the reflection only lowers h). Completeness: a shortest path is taut: a
 * polyline from the start turning only at corners, each segment in the free space. Follow a
 * segment from a turning point c (the start or a corner root): it leaves c into one of the
 * polygons around c (a fan of root c looks into each), then crosses polygon edges one
 * after another; each crossing lies in the cone of the node looking into the polygon before
 * it, so the observable successor through that edge holds it (an edge crossed at one point
 * only, through a vertex, is covered by the closed intervals of the edges on either side). The
 * segment ends at the next corner c', a vertex of the last polygon it crosses, inside that
 * node's closed cone: c' becomes a root, at the path's cost or less; the path bends there
 * towards the obstacle, beyond the line it arrived on, into a polygon of c''s taut side, whose
 * fan holds its next segment. When the segment reaches the target, the polygon holding
 * it pushes the final node. Root-level pruning drops only the nodes of a root since reached
 * more cheaply. An optimal path's corners, reached along it, get their least cost, and the
 * fan made then holds the path's next segment (were it not taut for the arrival that set
 * the cost, swapping arrivals of equal cost would give a shorter path). So A* (stale nodes
 * dropped at the pop, none closed) pops the final node of an optimal path before any node of
 * greater f, and the first final node popped is optimal (its path is rebuilt from the roots'
 * best parents, no longer).
 * test_polyanya checks this against Anya and the ground truth on generated maps and meshes.
 *
 * Exactness. Vertices and roots are integers, so the tests that decide what is skipped (an
 * edge in line with r, r on an edge) are exact integer products. Interval ends are doubles,
 * projections of earlier ends from integer roots; an end within 1e-9 of an integer coordinate
 * is snapped to it; a point is in a cone when it is within 1e-9 of it. The returned length is
 * the sum of the double lengths of the path's segments.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "aa_trace.h"
#include "polyanya_state.h"
#include "search_ctx.h"

#ifndef POLYANYA_TRACED
#define POLYANYA_TRACED 0   /* 1 in polyanya_traced.c: the copy a traced query runs, which logs its nodes */
#endif

#define SNAP_EPS 1e-9
#define LEN_EPS 1e-9
#define SIDE_EPS 1e-9
#define G_EPS 1e-8
#define NO_ROOT UINT32_MAX
#define CORNERS (-1)        /* node kinds, in the node's edge field */
#define FINAL (-2)

static inline double dist(double dx, double dy) { return sqrt(dx * dx + dy * dy); }

static double snap(double v)
{
    double r = nearbyint(v);
    return fabs(v - r) < SNAP_EPS ? r : v;
}


static void root_xy(const struct pf_polyanya *P, uint32_t root, double *x, double *y)
{
    if (root < P->m->num_vertices) {
        *x = P->m->vx[root];
        *y = P->m->vy[root];
    } else {
        *x = P->sx;
        *y = P->sy;
    }
}

static int before(const struct pnode *x, const struct pnode *y)
{
    return x->f < y->f || (x->f == y->f && x->g > y->g);
}

static void push(struct pf_polyanya *P, const struct pnode *n)
{
    if (P->hn == P->hcap) {
        struct pnode *h = realloc(P->heap, 2 * P->hcap * sizeof *h);
        if (!h) {
            P->nomem = 1;
            return;
        }
        P->heap = h;
        P->hcap *= 2;
    }
    size_t i = P->hn++;
    for (; i && before(n, &P->heap[(i - 1) / 2]); i = (i - 1) / 2)
        P->heap[i] = P->heap[(i - 1) / 2];
    P->heap[i] = *n;
    P->st.generated++;
}

static struct pnode pop(struct pf_polyanya *P)
{
    struct pnode top = P->heap[0], last = P->heap[--P->hn];
    size_t i = 0, c;
    while ((c = 2 * i + 1) < P->hn) {
        if (c + 1 < P->hn && before(&P->heap[c + 1], &P->heap[c]))
            c++;
        if (!before(&P->heap[c], &last))
            break;
        P->heap[i] = P->heap[c];
        i = c;
    }
    P->heap[i] = last;
    return top;
}

/* 1 when root r has since been reached for less than g: its nodes are dropped. */
static int stale(const struct pf_polyanya *P, uint32_t r, double g)
{
    return P->stamp[r] == P->epoch && g > P->best[r] + G_EPS;
}

/* The least length of r -> p -> t over p in the interval [A, B] (see the top comment). */
static double interval_h(const struct pf_polyanya *P, double rx, double ry, const struct pnode *n)
{
    double ux = n->bx - n->ax, uy = n->by - n->ay, uu = ux * ux + uy * uy;
    double tx = P->tx, ty = P->ty;
    double sr = ux * (ry - n->ay) - uy * (rx - n->ax), st = ux * (ty - n->ay) - uy * (tx - n->ax);
    if ((sr > 0 && st > 0) || (sr < 0 && st < 0)) {
        double k = 2 * st / uu;     /* mirror t across the line */
        tx += k * uy;
        ty -= k * ux;
        st = -st;
    }
    double via_a = dist(n->ax - rx, n->ay - ry) + dist(tx - n->ax, ty - n->ay);
    double via_b = dist(n->bx - rx, n->by - ry) + dist(tx - n->bx, ty - n->by);
    if (sr == st)
        return via_a < via_b ? via_a : via_b;
    double lam = sr / (sr - st);
    double px = rx + lam * (tx - rx), py = ry + lam * (ty - ry);
    double s = ((px - n->ax) * ux + (py - n->ay) * uy) / uu;
    return s <= 0 ? via_a : s >= 1 ? via_b : dist(tx - rx, ty - ry);
}

/* Traced: node n of the root at (rx, ry) as the log keeps it (an interval node is its interval;
 * a corners node and the final node are the point of their root): logged when generated, found
 * by this content when expanded (aa_nodes.c). */
static void logged(struct pf_polyanya *P, const struct pnode *n, double rx, double ry, int expanded)
{
    const int iv = n->edge >= 0;
    const struct pf_aa_search_node nd = { rx, ry, iv ? n->ax : rx, iv ? n->ay : ry, iv ? n->bx : rx,
                                          iv ? n->by : ry, n->g, n->f, n->edge == FINAL ? -1 : n->poly };
    if (expanded)
        pf_aa_node_expanded(P->tr, P->cur = pf_aa_node_find(P->tr, &nd));
    else
        pf_aa_node_generated(P->tr, P->cur, &nd);
}

static void push_interval(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry,
                          int32_t q, uint32_t edge, double ax, double ay, double bx, double by)
{
    P->st.intervals++;
    /* a polygon entered by its only edge, without the target, leads nowhere: its other edges
     * are walls, and its other vertices have no polygon but it around them, so no taut path
     * turns there (Polyanya's dead-end pruning) */
    if (stale(P, root, g)) {
        P->st.pruned++;
        return;
    }
    if (P->deadend[q] && P->tstamp[q] != P->epoch)
        return;
    struct pnode n = { 0, g, ax, ay, bx, by, root, q, (int32_t)edge };
    n.f = g + interval_h(P, rx, ry, &n);
    if (POLYANYA_TRACED)
        logged(P, &n, rx, ry, 0);
    if (root != P->hold_root) {
        push(P, &n);
    } else if (P->nheld++ == 0) {
        P->held = n;
    } else {
        if (P->nheld == 2)
            push(P, &P->held);
        push(P, &n);
    }
}

static void push_final(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry)
{
    struct pnode n = { g + dist(P->tx - rx, P->ty - ry), g, rx, ry, rx, ry, root, -1, FINAL };
    if (POLYANYA_TRACED)
        logged(P, &n, rx, ry, 0);
    push(P, &n);
}

/* Root r (at rx, ry, cost g) looks into all of polygon z, or, for a turning root, only into the
 * half-plane side * cross(d, X - r) >= 0 (side +1 or -1, 0 for all; integers: exact): the part
 * of each edge there with a neighbour beyond becomes an interval node at once (its h is
 * exact through the edge); the corners of z there wait in one node whose f is the least
 * g + |r u| + |u t| over them (each becomes a root when it is expanded); the target, when z
 * holds it there, makes the final node. */
static void fan(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry, int32_t z,
                double dx, double dy, double side)
{
    const struct pf_mesh *m = P->m;
    uint32_t s = m->p_start[z], k = m->p_start[z + 1] - s;
    const struct pentry *pe = P->pe + s;
    double turn_h = INFINITY;
    double sa = side * (dx * (pe[0].y - ry) - dy * (pe[0].x - rx));
    for (uint32_t i = 0; i < k; i++) {
        const struct pentry *A = &pe[i], *B = &pe[next_in(i, k)];
        double ax = A->x, ay = A->y, bx = B->x, by = B->y;
        double sb = side * (dx * (by - ry) - dy * (bx - rx));
        if (A->corner && A->v != root && sa >= 0) {
            /* a corner already reached for no more than this would be refused by turn when
             * the node is expanded (best costs only fall): it is left out of the node */
            double d = dist(ax - rx, ay - ry);
            if (P->stamp[A->v] != P->epoch || g + d < P->best[A->v] - G_EPS) {
                double h = d + dist(P->tx - ax, P->ty - ay);
                turn_h = h < turn_h ? h : turn_h;
            }
        }
        int32_t q = A->adj;
        /* zero for an edge through r or in line with it */
        if (q >= 0 && (bx - ax) * (ry - ay) - (by - ay) * (rx - ax) != 0 &&
            (side == 0 || sa > 0 || sb > 0)) {
            double lo = sa < 0 ? sa / (sa - sb) : 0, hi = sb < 0 ? sa / (sa - sb) : 1;
            push_interval(P, root, g, rx, ry, q, A->opp, ax + hi * (bx - ax),
                          ay + hi * (by - ay), ax + lo * (bx - ax), ay + lo * (by - ay));
        }
        sa = sb;
    }
    if (turn_h < INFINITY) {
        struct pnode n = { g + turn_h, g, dx, dy, side, 0, root, z, CORNERS };
        if (POLYANYA_TRACED)
            logged(P, &n, rx, ry, 0);
        push(P, &n);
    }
    if (P->tstamp[z] == P->epoch && side * (dx * (P->ty - ry) - dy * (P->tx - rx)) >= 0)
        push_final(P, root, g, rx, ry);
}

/* 1 when direction (ux, uy) from a vertex lies in the closed angle of the polygon of around
 * entry a: from the edge to its next vertex counter-clockwise to the edge to its previous one
 * (integers: exact). */
static inline int in_angle(const struct pangle *a, double ux, double uy)
{
    if (a->nx * uy - a->ny * ux < 0)
        return 0;
    return a->nx * a->py - a->ny * a->px == 0 || ux * a->py - uy * a->px >= 0;
}

/* Corner vertex v is reached at cost g from root `from` at (rx, ry): when that beats its best
 * cost, it becomes a root and looks into the polygons around it where a taut path turns: the
 * path arriving in direction d bends round the obstacle gap, so it leaves into the polygons
 * from the one holding d round to the gap, on the side that does not pass back through the
 * direction it came from (-d); none when d points into the gap. The start looks into all. */
static void turn(struct pf_polyanya *P, uint32_t v, double g, uint32_t from, double rx, double ry)
{
    if (P->stamp[v] == P->epoch && g >= P->best[v] - G_EPS) {
        P->st.pruned++;
        return;
    }
    P->stamp[v] = P->epoch;
    P->best[v] = g;
    P->parent[v] = from;
    P->st.roots++;
    const struct pf_mesh *m = P->m;
    uint32_t s = m->v_around_start[v], k = m->v_around_start[v + 1] - s, gap = P->gap[v];
    double vx = m->vx[v], vy = m->vy[v], dx = vx - rx, dy = vy - ry;
    const struct pangle *ang = P->ang + s;
    uint32_t jd = 0, jin = 0;       /* places after the gap, counter-clockwise: 1 .. k - 1 */
    for (uint32_t j = 1, e = gap + 1; j < k; j++, e++) {
        if (e >= k)
            e -= k;
        if (!jd && in_angle(&ang[e], dx, dy))
            jd = j;
        if (!jin && in_angle(&ang[e], -dx, -dy))
            jin = j;
        if (jd && jin)
            break;
    }
    if (!jd)
        return;
    /* counter-clockwise from d to the gap: the side cross(d, X - v) > 0; clockwise: < 0 */
    uint32_t lo = jd > jin ? jd : 1, hi = jd < jin ? jd : k - 1;
    double side = jd > jin ? 1 : jd < jin ? -1 : 0;
    for (uint32_t j = lo, e = gap + lo; j <= hi; j++, e++)
        fan(P, v, g, vx, vy, m->v_around[s + (e >= k ? e - k : e)], dx, dy, side);
}

/* A corners node: its corners in its half-plane become roots. */
static void expand_corners(struct pf_polyanya *P, const struct pnode *n, double rx, double ry)
{
    const struct pf_mesh *m = P->m;
    uint32_t s = m->p_start[n->poly], k = m->p_start[n->poly + 1] - s;
    const struct pentry *pe = P->pe + s;
    for (uint32_t i = 0; i < k; i++) {
        double ax = pe[i].x, ay = pe[i].y;
        if (pe[i].corner && pe[i].v != n->root && n->bx * (n->ax * (ay - ry) - n->ay * (ax - rx)) >= 0)
            turn(P, pe[i].v, n->g + dist(ax - rx, ay - ry), n->root, rx, ry);
    }
}

/* An interval node: the cone from r through [A, B]. A point X is inside it when
 * ca(X) = cross(A - r, X - r) / |A - r| <= 0 and cb(X) = cross(B - r, X - r) / |B - r| >= 0. */
static void expand_interval(struct pf_polyanya *P, const struct pnode *n, double rx, double ry)
{
    const struct pf_mesh *m = P->m;
    uint32_t s = m->p_start[n->poly], k = m->p_start[n->poly + 1] - s, e = (uint32_t)n->edge;
    double dax = n->ax - rx, day = n->ay - ry, dbx = n->bx - rx, dby = n->by - ry;
    double la = dist(dax, day), lb = dist(dbx, dby);
    dax /= la;
    day /= la;
    dbx /= lb;
    dby /= lb;
    /* walk the far side from the entry edge's second vertex round to its first */
    /* the vertices in line with the entry edge beyond its second vertex lie on the
     * interval's line beyond B, outside the cone: the walk starts at the last of them */
    const struct pentry *pe = P->pe + s;
    uint32_t i = P->runend[s + e];
    double ax = pe[i].x, ay = pe[i].y;
    double aca = dax * (ay - ry) - day * (ax - rx), acb = dbx * (ay - ry) - dby * (ax - rx);
    for (uint32_t j = (i + k - e) % k; j < k; j++, i = next_in(i, k)) {
        const struct pentry *B = &pe[next_in(i, k)];
        double bx = B->x, by = B->y;
        double bca = dax * (by - ry) - day * (bx - rx), bcb = dbx * (by - ry) - dby * (bx - rx);
        if (j + 1 < k && B->corner && bca <= SIDE_EPS && bcb >= -SIDE_EPS)
            turn(P, B->v, n->g + dist(bx - rx, by - ry), n->root, rx, ry);
        int32_t q = pe[i].adj;
        if (q >= 0 && (bx - ax) * (ry - ay) - (by - ay) * (rx - ax) != 0) {
            /* the part t in [lo, hi] of a -> b with cb >= 0 and ca <= 0 */
            double lo = 0, hi = 1;
            int out = (acb < 0 && bcb <= 0) || (aca > 0 && bca >= 0);
            if (acb < 0 && bcb > 0)
                lo = acb / (acb - bcb);
            else if (acb >= 0 && bcb < 0)
                hi = acb / (acb - bcb);
            if (aca > 0 && bca < 0 && aca / (aca - bca) > lo)
                lo = aca / (aca - bca);
            else if (aca <= 0 && bca > 0 && aca / (aca - bca) < hi)
                hi = aca / (aca - bca);
            double len = dist(bx - ax, by - ay);
            if (!out && (hi - lo) * len > LEN_EPS)
                push_interval(P, n->root, n->g, rx, ry, q, pe[i].opp,
                              snap(ax + hi * (bx - ax)), snap(ay + hi * (by - ay)),
                              snap(ax + lo * (bx - ax)), snap(ay + lo * (by - ay)));
        }
        /* past the cone's A side: the far side turns on away from it and the near side
         * beyond is seen from r directly, not through the interval, so nothing further
         * lies in the cone (no point of P is behind r, in the wedge opposite the cone) */
        if (bca > SIDE_EPS)
            break;
        ax = bx;
        ay = by;
        aca = bca;
        acb = bcb;
    }
    if (P->tstamp[n->poly] == P->epoch) {
        double tca = dax * (P->ty - ry) - day * (P->tx - rx), tcb = dbx * (P->ty - ry) - dby * (P->tx - rx);
        if (tca <= SIDE_EPS && tcb >= -SIDE_EPS)
            push_final(P, n->root, n->g, rx, ry);
    }
}

/* The polygons holding corner (x, y) on its south-east side, into P->polys: its vertex's around
 * list, or the polygon of its south-east cell and the neighbour across an edge the point lies
 * on. Their number, 0 when the south-east cell is blocked; *vert is the vertex or -1. */
static uint32_t point_polys(struct pf_polyanya *P, int32_t x, int32_t y, int32_t *vert)
{
    const struct pf_mesh *m = P->m;
    uint32_t n = 0;
    int32_t p = pf_mesh_point_polygon(m, x, y);
    /* a point on the map's east or south border, or with only its south-east cell blocked:
     * the polygon of another cell around it (the mesh's cell_poly holds whole cells in the
     * rectangle meshes; a double corner has an open south-east cell or is no endpoint) */
    int32_t sw = pf_mesh_point_polygon(m, x - 1, y), nw = pf_mesh_point_polygon(m, x - 1, y - 1);
    int32_t ne = pf_mesh_point_polygon(m, x, y - 1);
    if (p < 0 && nw >= 0)
        p = nw;
    if (p < 0 && (sw < 0) != (ne < 0))
        p = sw >= 0 ? sw : ne;
    *vert = -1;
    if (p < 0)
        return 0;
    for (uint32_t i = m->p_start[p]; i < m->p_start[p + 1]; i++)
        if (m->vx[m->p_verts[i]] == x && m->vy[m->p_verts[i]] == y)
            *vert = (int32_t)m->p_verts[i];
    if (*vert >= 0) {
        uint32_t v = (uint32_t)*vert;
        for (uint32_t i = m->v_around_start[v]; i < m->v_around_start[v + 1]; i++)
            if (m->v_around[i] >= 0)
                P->polys[n++] = m->v_around[i];
        return n;
    }
    P->polys[n++] = p;
    uint32_t s = m->p_start[p], k = m->p_start[p + 1] - s;
    for (uint32_t i = 0; i < k; i++) {
        uint32_t a = m->p_verts[s + i], b = m->p_verts[s + next_in(i, k)];
        int64_t ex = m->vx[b] - m->vx[a], ey = m->vy[b] - m->vy[a];
        int64_t px = x - m->vx[a], py = y - m->vy[a], d = px * ex + py * ey;
        if (ex * py - ey * px == 0 && d > 0 && d < ex * ex + ey * ey && m->p_adj[s + i] >= 0)
            P->polys[n++] = m->p_adj[s + i];
    }
    return n;
}

/* Tracing: polygon z expanded (its first expansion's order is kept). */
static void mark(struct pf_polyanya *P, int32_t z)
{
    P->pn++;
    if (!P->porder[z])
        P->porder[z] = P->pn;
}

/* The path: the roots from the start to `last`, then the target; its length. */
static double write_path(struct pf_polyanya *P, uint32_t last, uint32_t *np)
{
    double lx, ly;
    root_xy(P, last, &lx, &ly);
    if (lx == P->tx && ly == P->ty)     /* the target is itself the last root */
        last = P->parent[last];
    uint32_t count = 1;
    for (uint32_t r = last; r != NO_ROOT; r = P->parent[r])
        count++;
    uint32_t i = count - 1;
    P->pts[i] = (struct pf_aa_point){ P->tx, P->ty };
    for (uint32_t r = last; r != NO_ROOT; r = P->parent[r]) {
        double x, y;
        root_xy(P, r, &x, &y);
        P->pts[--i] = (struct pf_aa_point){ x, y };
    }
    *np = count;
    double total = 0;
    for (i = 1; i < count; i++)
        total += hypot(P->pts[i].x - P->pts[i - 1].x, P->pts[i].y - P->pts[i - 1].y);
    return total;
}

int pf_polyanya_search(struct pf_polyanya *P, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                       double *len, const struct pf_aa_point **pts, uint32_t *npoints)
{
    if (!POLYANYA_TRACED && P->tr)
        return pf_polyanya_search_traced(P, sx, sy, tx, ty, len, pts, npoints);
    const struct pf_mesh *m = P->m;
    memset(&P->st, 0, sizeof P->st);
    *len = -1;
    *npoints = 0;
    *pts = NULL;
    if (sx < 0 || sy < 0 || tx < 0 || ty < 0 || sx > m->width || tx > m->width || sy > m->height ||
        ty > m->height)
        return PF_ERR_ARG;
    if (++P->epoch == 0) {      /* the stamps wrapped: clear them once */
        memset(P->stamp, 0, ((size_t)m->num_vertices + 1) * sizeof *P->stamp);
        memset(P->tstamp, 0, ((size_t)m->num_polygons + 1) * sizeof *P->tstamp);
        P->epoch = 1;
    }
    P->hn = 0;
    P->nomem = 0;
    if (P->porder) {
        memset(P->porder, 0, ((size_t)m->num_polygons + 1) * sizeof *P->porder);
        P->pn = 0;
    }
    P->hold_root = NO_ROOT;
    P->sx = sx;
    P->sy = sy;
    P->tx = tx;
    P->ty = ty;
    int32_t sv, tv;
    uint32_t nt = point_polys(P, tx, ty, &tv);
    for (uint32_t i = 0; i < nt; i++)
        P->tstamp[P->polys[i]] = P->epoch;
    uint32_t ns = point_polys(P, sx, sy, &sv);
    if (!nt || !ns)
        return PF_NO_PATH;
    *pts = P->pts;
    if (sx == tx && sy == ty) {
        *len = 0;
        return PF_OK;
    }
    uint32_t sroot = sv >= 0 ? (uint32_t)sv : m->num_vertices;
    P->stamp[sroot] = P->epoch;
    P->best[sroot] = 0;
    P->parent[sroot] = NO_ROOT;
    P->cur = AA_NO_NODE;
    for (uint32_t i = 0; i < ns; i++)
        fan(P, sroot, 0, sx, sy, P->polys[i], 0, 0, 0);
    while (P->hn && !P->nomem) {
        struct pnode n = pop(P);
        if (n.edge == FINAL) {
            *len = write_path(P, n.root, npoints);
            return PF_OK;
        }
        if (stale(P, n.root, n.g)) {
            P->st.pruned++;
            continue;
        }
        double rx, ry;
        root_xy(P, n.root, &rx, &ry);
        if (POLYANYA_TRACED && P->porder)
            mark(P, n.poly);
        if (n.edge == CORNERS) {
            P->st.expanded++;
            if (POLYANYA_TRACED)
                logged(P, &n, rx, ry, 1);
            expand_corners(P, &n, rx, ry);
            continue;
        }
        /* an interval node with one interval successor of its root (a polygon with one way
         * on in the cone) that would be popped next goes straight on into it without the
         * heap (Polyanya's successor chaining, kept to the A* order) */
        for (;;) {
            P->st.expanded++;
            if (POLYANYA_TRACED)
                logged(P, &n, rx, ry, 1);
            P->hold_root = n.root;
            P->nheld = 0;
            expand_interval(P, &n, rx, ry);
            P->hold_root = NO_ROOT;
            if (P->nheld != 1 || P->nomem)
                break;
            if (P->hn && before(&P->heap[0], &P->held)) {
                push(P, &P->held);
                break;
            }
            n = P->held;
            if (POLYANYA_TRACED && P->porder)
                mark(P, n.poly);
        }
    }
    *pts = NULL;
    return P->nomem ? PF_ERR_NOMEM : PF_NO_PATH;
}
