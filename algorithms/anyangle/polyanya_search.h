/* polyanya_search.h: Polyanya (Cui, Harabor, Grastien, IJCAI 2017): optimal any-angle search over a
 * navigation mesh, compiled by polyanya.c and, with POLYANYA_TRACED, by polyanya_traced.c. */
/*
 * The plane, its rules and the mesh are aa_mesh.h's: convex polygons (counter-clockwise in the
 * numbers' own sense) covering the closed free space exactly, integer vertices, an edge shared
 * whole with one neighbour or with none (-1: a wall), two vertices at a double corner (one per
 * open side) so that no polygon edge joins the two sides. A vertex whose around list holds a
 * gap (-1) is a corner: the only places a shortest path can turn.
 *
 * Search nodes. A node has a root r (the start, or a corner vertex where the path turns) with
 * its cost g, and an interval [A, B] of one edge of a polygon z (its entry edge), every point of
 * which r sees, z lying beyond it. It stands for the paths that reach r for g, then go straight
 * from r through a point of the interval into z. The final node holds a complete path: r then
 * the target, seen from r.
 *
 * Expanding a node whose root lies off its entry edge's line. The rays r -> A and r -> B split
 * z's other edges into three parts, met in this order walking from the entry edge's second
 * vertex V1 round to its first V0: the part beyond the ray r -> B, the cone between the rays
 * (closed: the rays belong to it) and the part beyond r -> A. The cone is seen from r through
 * the interval: each edge's piece in it becomes a node of root r (observable successors). The
 * part beyond r -> B is hidden from r; a path reaches it only by turning at B, which a shortest
 * path does only when B is the vertex V1 and V1 a corner: then V1 becomes a root at g + |r V1|
 * and each edge's piece beyond the ray becomes a node of root V1, which sees it (z is convex
 * and V1 one of its vertices); likewise beyond r -> A when A is the corner V0 (non-observable
 * successors). Only pieces of positive length with a neighbour beyond become nodes; a polygon
 * entered by its only edge that does not hold the target is dropped (dead-end pruning: its
 * other edges are walls and its other vertices have only it around them). When z holds the
 * target, the final node is pushed from the root of the part holding it (none when that part
 * is hidden and its end is no corner).
 *
 * Edge-on nodes. When r lies on the entry edge's line, the edge is seen edge-on: either r is
 * one of its ends (a non-observable piece starting at the new root V1 is the edge through V1),
 * or the edge runs along a ray of r's cone. No point of z's interior is seen from r through
 * it; a path reaches z by going along the edge to its nearer end w and turning there
 * (Polyanya's collinear case): w is r itself, or else w must be a corner and becomes a root
 * at g + |r w|. Then w sees all of z: each of z's other edges with a neighbour becomes a node of
 * root w, whole, and the final node when z holds the target. The edge through w among them is
 * edge-on again: so a root walks round itself polygon by polygon, from where the path arriving
 * at it leaves the ray, to its obstacle.
 *
 * The start looks into each polygon holding it (its vertex's around list; the polygon of its
 * south-east cell and the neighbour across an edge it lies on): each edge of them with a
 * neighbour, but those through the start, becomes a node of root start, whole.
 *
 * Pruning. Root-level: a root keeps its least cost; reaching it again for more (by more than
 * G_EPS) is refused, with the pieces that would hang from it, and the nodes of a root reached
 * since for less are dropped when pushed or popped; an arrival for as much goes on (it may
 * turn into another polygon round the root). A node with a single successor that would be
 * popped next anyway is expanded at once, without a push (Polyanya's chaining).
 *
 * f = g + h. h is the least length of r -> p -> t over p in [A, B], with t mirrored across the
 * interval's line when it lies on r's side (a path from r through the interval to a point on
 * r's side comes back across that line): the segment r -> t' meets the line at p*; h = |r t'|
 * when p* is in [A, B], else through the nearer end; |r t| for an edge-on node ending at r.
 *
 * Why it is optimal. Every node stands for valid paths: its root sees its interval (a cone
 * piece is seen through the parent's interval, a non-observable or edge-on piece from a vertex
 * of convex z) and no polygon's closure holds a double corner crossing (the sides of a double
 * corner share no edge, and a root turns only into the polygons of its own side), so a final
 * node's f is a valid path's length. h is admissible: the exact length to t with every
 * obstacle beyond the interval removed. So A* (nodes of a root since reached for less dropped,
 * none closed) returns an optimal path once it holds, whenever an optimal length C* is finite,
 * an open node on an optimal path with f <= C* until the final node of one is popped.
 * Completeness: take a shortest path; it is taut: straight segments between the start, corners
 * where it turns towards their obstacle, and the target. Follow a segment from a turning point
 * c, a root reached for its least cost. It leaves c into a polygon round c that c's nodes look
 * into: the start looks into all; a corner's first polygon is the one where the ray of its
 * arrival goes on past it (the straight continuation d; the non-observable piece there holds
 * the directions from d towards the obstacle, and the path turns that way), then the walk
 * round c goes on towards the obstacle, through every polygon a taut turn at c can enter. Then
 * it crosses polygon edges one after another; each crossing point lies in a piece of the node
 * looking into the polygon before it (the cone is closed, and a crossing through a vertex lies
 * in the pieces on either side), so that polygon's successor through the edge holds it. The
 * segment ends at the target, in a polygon of that chain (the final node, of cost the path's),
 * or at the next corner c', a vertex of the last polygon crossed, where the path turns. The
 * segment continued past c' (d') leaves that polygon through an edge ending at c', or runs
 * along an edge ending at c', or, when c' lies strictly inside the cone, the segment's node in
 * the next polygon has c' as an interval end: in each case, going on along d' polygon by
 * polygon, a node of root c is expanded whose interval ends at c' on a vertex of its entry edge
 * (or which is edge-on with c' its nearer end), and the polygon holding d' makes c' a root with
 * its non-observable piece, then its walk. d' does not point into the obstacle (a path bending
 * there is no shortest path). So each corner of the path is reached at the path's cost or less;
 * when for less, the rest of the path from it is no longer than the path from the cheaper
 * arrival, and the argument goes on from that arrival (root-level pruning drops only what a
 * cheaper or equal arrival covers). Ties of f are broken towards larger g; the first final node
 * popped is optimal, its path rebuilt from the roots' best parents, no longer.
 * test_polyanya checks this against Anya and the ground truth on generated maps and meshes.
 *
 * Exactness. Vertices and roots are integers, so the tests that decide a node's kind (the root
 * on the entry edge's line, an interval end on a vertex) are exact: an interval end within 1e-9
 * of an integer coordinate is snapped to it, so ends projected onto a vertex are that vertex.
 * A point within 1e-9 (in units of length) of a ray counts as on it. The returned length is the
 * sum of the double lengths of the path's segments.
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
#define FINAL (-2)          /* the final node's kind, in its edge field */

static inline double dist(double dx, double dy) { return sqrt(dx * dx + dy * dy); }

/* v, or the integer within SNAP_EPS of it (v >= 0: a coordinate of the map). */
static inline double snap(double v)
{
    double r = (double)(int64_t)(v + 0.5);
    return fabs(v - r) < SNAP_EPS ? r : v;
}

/* 1 when a search may go on across the edge from polygon entry a: it has a neighbour, not a
 * dead end unless that holds the target (dead-end pruning, see the top comment). */
static inline int open_across(const struct pf_polyanya *P, const struct pentry *a)
{
    return a->adj >= 0 && (!a->dead || P->tstamp[a->adj] == P->epoch);
}

/* Which side of the ray of unit direction (dx, dy) the offset (x, y) lies on: > 0 to its left
 * in the numbers' sense, 0 within SIDE_EPS of its line. */
static inline double side_of(double dx, double dy, double x, double y)
{
    double c = dx * y - dy * x;
    return fabs(c) <= SIDE_EPS ? 0 : c;
}

static int before(const struct pslot *x, const struct pslot *y)
{
    return x->f < y->f || (x->f == y->f && x->g > y->g);
}

/* 1 when slot y comes before node n in the open list's order. */
static inline int slot_first(const struct pslot *y, const struct pnode *n)
{
    return y->f < n->f || (y->f == n->f && y->g > n->g);
}

/* Node n into the pool, its slot into the heap: the heap moves 24 bytes, not the node. */
static void push(struct pf_polyanya *P, const struct pnode *n)
{
    if (P->nn == P->hcap) {
        struct pnode *pool = realloc(P->pool, 2 * P->hcap * sizeof *pool);
        if (pool)
            P->pool = pool;
        struct pslot *h = pool ? realloc(P->heap, 2 * P->hcap * sizeof *h) : NULL;
        if (!h) {
            P->nomem = 1;
            return;
        }
        P->heap = h;
        P->hcap *= 2;
    }
    struct pslot x = { n->f, n->g, (uint32_t)P->nn };
    P->pool[P->nn++] = *n;
    size_t i = P->hn++;
    for (; i && before(&x, &P->heap[(i - 1) / 2]); i = (i - 1) / 2)
        P->heap[i] = P->heap[(i - 1) / 2];
    P->heap[i] = x;
    P->st.generated++;
}

static const struct pnode *pop(struct pf_polyanya *P)
{
    struct pslot top = P->heap[0], last = P->heap[--P->hn];
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
    return &P->pool[top.node];
}

/* Node n into the open list and its first node out, in one sift from the top (n comes after
 * that first node); NULL out of memory. */
static const struct pnode *replace_top(struct pf_polyanya *P, const struct pnode *n)
{
    if (P->nn == P->hcap) {
        push(P, n);
        return P->nomem ? NULL : pop(P);
    }
    struct pslot top = P->heap[0], x = { n->f, n->g, (uint32_t)P->nn };
    P->pool[P->nn++] = *n;
    size_t i = 0, c;
    while ((c = 2 * i + 1) < P->hn) {
        if (c + 1 < P->hn && before(&P->heap[c + 1], &P->heap[c]))
            c++;
        if (!before(&P->heap[c], &x))
            break;
        P->heap[i] = P->heap[c];
        i = c;
    }
    P->heap[i] = x;
    P->st.generated++;
    return &P->pool[top.node];
}

/* 1 when root r has since been reached for less than g: its nodes are dropped. */
static int stale(const struct pf_polyanya *P, uint32_t r, double g)
{
    return P->stamp[r] == P->epoch && g > P->best[r] + G_EPS;
}

/* Corner v reached for g from root `from`: 0 when it was reached before for less (root-level
 * pruning: what would hang from this arrival is dropped); else 1, with its best cost and parent
 * set when g is its least yet. */
static int reach(struct pf_polyanya *P, uint32_t v, double g, uint32_t from)
{
    if (P->stamp[v] == P->epoch) {
        if (g > P->best[v] + G_EPS) {
            P->st.pruned++;
            return 0;
        }
        if (g >= P->best[v])
            return 1;
    }
    P->stamp[v] = P->epoch;
    P->best[v] = g;
    P->parent[v] = from;
    P->st.roots++;
    return 1;
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
    if (sr != st) {                 /* r -> t' meets the line at s: 0 at A, 1 at B */
        double lam = sr / (sr - st);
        double s = ((rx + lam * (tx - rx) - n->ax) * ux + (ry + lam * (ty - ry) - n->ay) * uy) / uu;
        if (s <= 0)
            return dist(n->ax - rx, n->ay - ry) + dist(tx - n->ax, ty - n->ay);
        if (s >= 1)
            return dist(n->bx - rx, n->by - ry) + dist(tx - n->bx, ty - n->by);
        return dist(tx - rx, ty - ry);
    }
    double via_a = dist(n->ax - rx, n->ay - ry) + dist(tx - n->ax, ty - n->ay);
    double via_b = dist(n->bx - rx, n->by - ry) + dist(tx - n->bx, ty - n->by);
    return via_a < via_b ? via_a : via_b;
}

/* Traced: node n of the root at (rx, ry) as the log keeps it (an interval node is its interval;
 * the final node is the point of its root): logged when generated, found by this content when
 * expanded (aa_nodes.c). */
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

/* A node of root `root` (at rx, ry, cost g) looking into polygon q through the interval (ax, ay)
 * - (bx, by) of q's edge `edge` (q open_across): pushed, or held while a node is expanded
 * (chaining). */
static void push_interval(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry,
                          int32_t q, uint32_t edge, double ax, double ay, double bx, double by)
{
    P->st.intervals++;
    if (stale(P, root, g)) {
        P->st.pruned++;
        return;
    }
    struct pnode n = { 0, g, ax, ay, bx, by, root, q, (int32_t)edge };
    if (POLYANYA_TRACED || !P->holding) {
        n.f = g + interval_h(P, rx, ry, &n);
        if (POLYANYA_TRACED)
            logged(P, &n, rx, ry, 0);
    }
    if (!P->holding) {
        push(P, &n);
    } else if (P->nheld++ == 0) {
        P->held = n;
        P->hrx = rx;
        P->hry = ry;
    } else {
        if (P->nheld == 2) {
            if (!POLYANYA_TRACED)
                P->held.f = P->held.g + interval_h(P, P->hrx, P->hry, &P->held);
            push(P, &P->held);
        }
        if (!POLYANYA_TRACED)
            n.f = g + interval_h(P, rx, ry, &n);
        push(P, &n);
    }
}

/* The piece [lo, hi] (parameters from a to b) of the edge from polygon entry a to the next, b,
 * as a node of root `root` looking into the polygon beyond (it lists the edge from b to a). */
static void push_piece(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry,
                       const struct pentry *a, const struct pentry *b, double lo, double hi)
{
    double ex = b->x - a->x, ey = b->y - a->y;
    double hx = b->x, hy = b->y, lx = a->x, ly = a->y;
    if (hi < 1) {
        hx = snap(a->x + hi * ex);
        hy = snap(a->y + hi * ey);
    }
    if (lo > 0) {
        lx = snap(a->x + lo * ex);
        ly = snap(a->y + lo * ey);
    }
    push_interval(P, root, g, rx, ry, a->adj, a->opp, hx, hy, lx, ly);
}

static void push_final(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry)
{
    struct pnode n = { g + dist(P->tx - rx, P->ty - ry), g, rx, ry, rx, ry, root, -1, FINAL };
    if (POLYANYA_TRACED)
        logged(P, &n, rx, ry, 0);
    push(P, &n);
}

/* Root r (at rx, ry, cost g), on polygon z's boundary or inside it, sees all of z (convex):
 * each edge with a neighbour beyond becomes a node whole, but the edge `skip` (-1: none) and,
 * when `through` is 0, the edges through r (exact: integers); the final node when z holds the
 * target. */
static void look_all(struct pf_polyanya *P, uint32_t root, double g, double rx, double ry, int32_t z,
                     int32_t skip, int through)
{
    const struct pf_mesh *m = P->m;
    uint32_t s = m->p_start[z], k = m->p_start[z + 1] - s;
    const struct pentry *pe = P->pe + s;
    for (uint32_t i = 0; i < k; i++) {
        const struct pentry *a = &pe[i], *b = &pe[next_in(i, k)];
        if ((int32_t)i == skip || !open_across(P, a))
            continue;
        if (!through) {
            double ex = b->x - a->x, ey = b->y - a->y, px = rx - a->x, py = ry - a->y;
            double d = px * ex + py * ey;
            if (ex * py - ey * px == 0 && d >= 0 && d <= ex * ex + ey * ey)
                continue;
        }
        push_interval(P, root, g, rx, ry, a->adj, a->opp, b->x, b->y, a->x, a->y);
    }
    if (P->tstamp[z] == P->epoch)
        push_final(P, root, g, rx, ry);
}

/* A node whose root r lies on its entry edge's line (from v0 to v1): z is reached by turning at
 * the edge's nearer end w, r itself or a corner (see the top comment), which sees all of z. */
static void expand_edge_on(struct pf_polyanya *P, const struct pnode *n, double rx, double ry,
                           const struct pentry *v0, const struct pentry *v1)
{
    const struct pentry *w = n->root == v0->v ? v0 : n->root == v1->v ? v1 : NULL;
    double g = n->g;
    if (!w) {
        double d0 = (v0->x - rx) * (v0->x - rx) + (v0->y - ry) * (v0->y - ry);
        double d1 = (v1->x - rx) * (v1->x - rx) + (v1->y - ry) * (v1->y - ry);
        w = d0 < d1 ? v0 : v1;
        /* nothing when r is the other side's vertex of a double corner at w, or inside the edge */
        if (d0 == 0 || d1 == 0 || !w->corner ||
            (v0->x - rx) * (v1->x - rx) + (v0->y - ry) * (v1->y - ry) < 0)
            return;
        g += sqrt(d0 < d1 ? d0 : d1);
        if (!reach(P, w->v, g, n->root))
            return;
    }
    look_all(P, w->v, g, w->x, w->y, n->poly, n->edge, 1);
}

/* A node: the cone from r through [A, B] and the parts of z beyond its rays (see the top
 * comment). A point X lies beyond the ray r -> B when cb(X) = cross(B - r, X - r) / |B - r| < 0,
 * beyond r -> A when ca(X) = cross(A - r, X - r) / |A - r| > 0, in the cone otherwise. */
static void expand(struct pf_polyanya *P, const struct pnode *n, double rx, double ry)
{
    const struct pf_mesh *m = P->m;
    uint32_t s = m->p_start[n->poly], k = m->p_start[n->poly + 1] - s, e = (uint32_t)n->edge;
    const struct pentry *pe = P->pe + s, *v0 = &pe[e], *v1 = &pe[next_in(e, k)];
    if ((v1->x - v0->x) * (ry - v0->y) - (v1->y - v0->y) * (rx - v0->x) == 0) {
        expand_edge_on(P, n, rx, ry, v0, v1);
        return;
    }
    double dax = n->ax - rx, day = n->ay - ry, dbx = n->bx - rx, dby = n->by - ry;
    double la = dist(dax, day), lb = dist(dbx, dby);
    dax /= la;
    day /= la;
    dbx /= lb;
    dby /= lb;
    /* the interval's ends where a path may turn: on a corner of the entry edge */
    double gb = n->g + lb, ga = n->g + la;
    int tb = n->bx == v1->x && n->by == v1->y && v1->corner && reach(P, v1->v, gb, n->root);
    int ta = n->ax == v0->x && n->ay == v0->y && v0->corner && reach(P, v0->v, ga, n->root);
    double ax = v1->x, ay = v1->y;
    double aca = side_of(dax, day, ax - rx, ay - ry), acb = side_of(dbx, dby, ax - rx, ay - ry);
    for (uint32_t j = 1, i = next_in(e, k); j < k; j++, i = next_in(i, k)) {
        const struct pentry *a = &pe[i], *b = &pe[next_in(i, k)];
        double bx = b->x, by = b->y;
        double bca = side_of(dax, day, bx - rx, by - ry), bcb = side_of(dbx, dby, bx - rx, by - ry);
        if (open_across(P, a)) {
            /* this edge beyond r -> B up to xb, beyond r -> A from xa, in the cone between
             * (cb rises through 0 once along the walk, after a dip below it from V1 when B
             * is V1; ca likewise, rising above 0 and back to it at V0 when A is V0) */
            double xb = acb < 0 || (acb == 0 && bcb < 0) ? (bcb > 0 ? acb / (acb - bcb) : 1) : 0;
            double xa = bca > 0 || (bca == 0 && aca > 0) ? (aca < 0 ? aca / (aca - bca) : 0) : 1;
            double len = dist(bx - ax, by - ay);
            if (tb && xb * len > LEN_EPS)
                push_piece(P, v1->v, gb, v1->x, v1->y, a, b, 0, xb);
            if ((xa - xb) * len > LEN_EPS)
                push_piece(P, n->root, n->g, rx, ry, a, b, xb, xa);
            if (ta && (1 - xa) * len > LEN_EPS)
                push_piece(P, v0->v, ga, v0->x, v0->y, a, b, xa, 1);
        }
        if (bca > 0 && !ta)     /* the rest lies beyond r -> A, hidden */
            break;
        ax = bx;
        ay = by;
        aca = bca;
        acb = bcb;
    }
    if (P->tstamp[n->poly] == P->epoch) {
        double tca = side_of(dax, day, P->tx - rx, P->ty - ry), tcb = side_of(dbx, dby, P->tx - rx, P->ty - ry);
        if (tcb < 0) {
            if (tb)
                push_final(P, v1->v, gb, v1->x, v1->y);
        } else if (tca > 0) {
            if (ta)
                push_final(P, v0->v, ga, v0->x, v0->y);
        } else {
            push_final(P, n->root, n->g, rx, ry);
        }
    }
}
/* Tracing: polygon z expanded (its first expansion's order is kept). */
static void mark(struct pf_polyanya *P, int32_t z)
{
    P->pn++;
    if (!P->porder[z])
        P->porder[z] = P->pn;
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
    P->nn = 0;
    P->nomem = 0;
    if (P->porder) {
        memset(P->porder, 0, ((size_t)m->num_polygons + 1) * sizeof *P->porder);
        P->pn = 0;
    }
    P->holding = 0;
    P->sx = sx;
    P->sy = sy;
    P->tx = tx;
    P->ty = ty;
    int32_t sv, tv;
    uint32_t nt = pf_polyanya_point_polys(P, tx, ty, &tv);
    for (uint32_t i = 0; i < nt; i++)
        P->tstamp[P->polys[i]] = P->epoch;
    uint32_t ns = pf_polyanya_point_polys(P, sx, sy, &sv);
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
        look_all(P, sroot, 0, sx, sy, P->polys[i], -1, 0);
    struct pnode n = { 0 };
    int next = 0;       /* 1: n is the next node, already out of the open list */
    while (!P->nomem && (next || P->hn)) {
        if (!next)
            n = *pop(P);
        next = 0;
        if (n.edge == FINAL) {
            *len = pf_polyanya_write_path(P, n.root, npoints);
            return PF_OK;
        }
        if (stale(P, n.root, n.g)) {
            P->st.pruned++;
            continue;
        }
        /* a node with one successor that would be popped next goes straight on into it
         * without the heap (Polyanya's successor chaining, kept to the A* order); when
         * another would, the successor takes the open list's top place and that one goes
         * next (one sift instead of a push and a pop) */
        for (;;) {
            double rx, ry;
            root_xy(P, n.root, &rx, &ry);
            if (POLYANYA_TRACED && P->porder)
                mark(P, n.poly);
            P->st.expanded++;
            if (POLYANYA_TRACED)
                logged(P, &n, rx, ry, 1);
            P->holding = 1;
            P->nheld = 0;
            expand(P, &n, rx, ry);
            P->holding = 0;
            if (P->nheld != 1 || P->nomem)
                break;
            if (!POLYANYA_TRACED)
                P->held.f = P->held.g + interval_h(P, P->hrx, P->hry, &P->held);
            if (P->hn && slot_first(&P->heap[0], &P->held)) {
                const struct pnode *t = replace_top(P, &P->held);
                if (t) {
                    n = *t;
                    next = 1;
                }
                break;
            }
            n = P->held;
        }
    }
    *pts = NULL;
    return P->nomem ? PF_ERR_NOMEM : PF_NO_PATH;
}
