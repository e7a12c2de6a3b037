/* aa_mesh_cdt.c: the constrained Delaunay triangulation of a map's obstacle corners (Lawson insertion, Sloan's constraint flips). */
#include <stdlib.h>
#include <string.h>
#include "aa_mesh_cdt.h"
#include "pf_anyangle.h"

/* All predicates are exact in int64: coordinates are at most PF_CDT_MAX_SIDE = 2^14, so the
 * in-circle determinant's three terms (a squared length times a cross product of differences)
 * are each below 2^58. */
#define PF_CDT_MAX_SIDE 16384

static int64_t orient_p(const struct pf_cdt *c, int32_t a, int32_t b, int32_t p)
{
    return pf_cdt_orient(c->px[a], c->py[a], c->px[b], c->py[b], c->px[p], c->py[p]);
}

/* > 0 when point d lies strictly inside the circle through a, b, c (counter-clockwise). */
static int incircle(const struct pf_cdt *c, int32_t a, int32_t b, int32_t cc, int32_t d)
{
    int64_t adx = c->px[a] - c->px[d], ady = c->py[a] - c->py[d];
    int64_t bdx = c->px[b] - c->px[d], bdy = c->py[b] - c->py[d];
    int64_t cdx = c->px[cc] - c->px[d], cdy = c->py[cc] - c->py[d];
    int64_t det = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
                  (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
                  (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
    return det > 0;
}

/* 1 when the edge between points a and b is a wall: axis-aligned with an open cell on one side
 * of its first unit step and a blocked one (or the outside) on the other. A triangulation edge
 * holds no point inside it and a wall ends only at points, so its first step decides. */
static int is_wall(const struct pf_cdt *c, int32_t a, int32_t b)
{
    int32_t ax = c->px[a], ay = c->py[a], bx = c->px[b], by = c->py[b];
    if (ax == bx) {
        int32_t y = by > ay ? ay : ay - 1;
        return pf_cdt_blocked(c, ax - 1, y) != pf_cdt_blocked(c, ax, y);
    }
    if (ay == by) {
        int32_t x = bx > ax ? ax : ax - 1;
        return pf_cdt_blocked(c, x, ay - 1) != pf_cdt_blocked(c, x, ay);
    }
    return 0;
}

static int index_of(const struct pf_cdt_tri *t, int32_t p)
{
    return t->v[0] == p ? 0 : t->v[1] == p ? 1 : 2;
}

/* Triangle u's edge from y to x now faces t. */
static void relink(struct pf_cdt *c, int32_t u, int32_t x, int32_t y, int32_t t)
{
    if (u < 0)
        return;
    struct pf_cdt_tri *s = &c->t[u];
    for (int j = 0; j < 3; j++)
        if (s->v[j] == y && s->v[(j + 1) % 3] == x)
            s->n[j] = t;
}

/* Sets triangle t to (a, b, c) with neighbours n0, n1, n2, and points its neighbours back. */
static void set_tri(struct pf_cdt *c, int32_t t, int32_t a, int32_t b, int32_t cc, int32_t n0, int32_t n1,
                    int32_t n2)
{
    c->t[t] = (struct pf_cdt_tri){ { a, b, cc }, { n0, n1, n2 } };
    relink(c, n0, a, b, t);
    relink(c, n1, b, cc, t);
    relink(c, n2, cc, a, t);
    c->vtri[a] = c->vtri[b] = c->vtri[cc] = t;
}

/* Flips edge e of t (a -> b, opposite c) with u's (b -> a, opposite d) into c - d, when the
 * quadrilateral is strictly convex: t becomes (c, a, d), u (d, b, c). 1 when flipped. */
static int flip(struct pf_cdt *c, int32_t t, int e)
{
    struct pf_cdt_tri T = c->t[t];
    int32_t u = T.n[e], a = T.v[e], b = T.v[(e + 1) % 3], cc = T.v[(e + 2) % 3];
    struct pf_cdt_tri U = c->t[u];
    int j = index_of(&U, b);
    int32_t d = U.v[(j + 2) % 3];
    if (orient_p(c, cc, a, d) <= 0 || orient_p(c, d, b, cc) <= 0)
        return 0;
    int32_t n_ad = U.n[(j + 1) % 3], n_bc = T.n[(e + 1) % 3];
    c->t[t] = (struct pf_cdt_tri){ { cc, a, d }, { T.n[(e + 2) % 3], n_ad, u } };
    c->t[u] = (struct pf_cdt_tri){ { d, b, cc }, { U.n[(j + 2) % 3], n_bc, t } };
    relink(c, n_ad, a, d, t);   /* the two outer edges that changed sides */
    relink(c, n_bc, b, cc, u);
    c->vtri[a] = t;
    c->vtri[b] = u;
    return 1;
}

/* A stack of triangles (insertion) or of (triangle, edge) pairs (restoration). */
struct stack {
    int32_t *s;
    size_t n, cap;
};

static int push(struct stack *s, int32_t v)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        int32_t *p = realloc(s->s, cap * sizeof *p);
        if (!p)
            return -1;
        s->s = p;
        s->cap = cap;
    }
    s->s[s->n++] = v;
    return 0;
}

/* The edge opposite p in t: flipped while its far point lies inside t's circle (Lawson). */
static int legalize(struct pf_cdt *c, struct stack *st, int32_t p)
{
    while (st->n) {
        int32_t t = st->s[--st->n];
        int e = (index_of(&c->t[t], p) + 1) % 3;
        int32_t u = c->t[t].n[e];
        if (u < 0)
            continue;
        int j = index_of(&c->t[u], c->t[t].v[(e + 1) % 3]);
        int32_t d = c->t[u].v[(j + 2) % 3];
        if (incircle(c, c->t[t].v[0], c->t[t].v[1], c->t[t].v[2], d) && flip(c, t, e))
            if (push(st, t) || push(st, u))
                return -1;
    }
    return 0;
}

/* The triangle holding point p, walking from t; *edge the edge p lies on, -1 inside. */
static int32_t locate(const struct pf_cdt *c, int32_t t, int32_t p, int *edge)
{
    uint32_t turn = 0;
    for (uint64_t steps = 0;; steps++) {
        if (steps > 4 * (uint64_t)c->nt + 16) {   /* never on a Delaunay walk; scan then */
            for (t = 0; t < (int32_t)c->nt; t++) {
                int k = 0;
                for (; k < 3; k++)
                    if (orient_p(c, c->t[t].v[k], c->t[t].v[(k + 1) % 3], p) < 0)
                        break;
                if (k == 3)
                    break;
            }
            if (t == (int32_t)c->nt)
                return -1;
        }
        const struct pf_cdt_tri *T = &c->t[t];
        int moved = 0, zero = -1, zeros = 0;
        turn++;
        for (int k = 0; k < 3 && !moved; k++) {
            int i = (int)((k + turn) % 3);
            int64_t o = orient_p(c, T->v[i], T->v[(i + 1) % 3], p);
            if (o < 0 && T->n[i] >= 0) {
                t = T->n[i];
                moved = 1;
            } else if (o == 0) {
                zero = i;
                zeros++;
            }
        }
        if (!moved) {
            *edge = zeros ? zero : -1;
            return zeros > 1 ? -1 : t;
        }
    }
}

/* Inserts point p (Lawson): splits the triangle or edge it lies in, then legalizes. */
static int insert(struct pf_cdt *c, struct stack *st, int32_t p, int32_t *hint)
{
    int e;
    int32_t t = locate(c, *hint, p, &e);
    if (t < 0)
        return -1;
    struct pf_cdt_tri T = c->t[t];
    st->n = 0;
    if (e < 0) {
        int32_t t1 = (int32_t)c->nt++, t2 = (int32_t)c->nt++;
        set_tri(c, t, T.v[0], T.v[1], p, T.n[0], t1, t2);
        set_tri(c, t1, T.v[1], T.v[2], p, T.n[1], t2, t);
        set_tri(c, t2, T.v[2], T.v[0], p, T.n[2], t, t1);
        if (push(st, t) || push(st, t1) || push(st, t2))
            return -1;
    } else {
        int32_t a = T.v[e], b = T.v[(e + 1) % 3], cc = T.v[(e + 2) % 3], u = T.n[e];
        int32_t t1 = (int32_t)c->nt++, u1 = u >= 0 ? (int32_t)c->nt++ : -1;
        if (u >= 0) {
            struct pf_cdt_tri U = c->t[u];
            int j = index_of(&U, b);
            int32_t d = U.v[(j + 2) % 3];
            set_tri(c, u, b, p, d, t1, u1, U.n[(j + 2) % 3]);
            set_tri(c, u1, p, a, d, t, U.n[(j + 1) % 3], u);
        }
        set_tri(c, t, cc, a, p, T.n[(e + 2) % 3], u1, t1);
        set_tri(c, t1, b, cc, p, T.n[(e + 1) % 3], t, u);
        if (push(st, t) || push(st, t1) || (u >= 0 && (push(st, u) || push(st, u1))))
            return -1;
    }
    *hint = t;
    return legalize(c, st, p);
}

/* The triangle at point a whose angle there holds the direction to point b (*i: a's index in
 * it); -1 when none. Turns counter-clockwise round a, then clockwise from the start when the
 * border stops it. */
static int32_t wedge(const struct pf_cdt *c, int32_t a, int32_t b, int *i)
{
    int32_t t0 = c->vtri[a];
    for (int pass = 0; pass < 2; pass++) {
        int32_t t = t0;
        do {
            const struct pf_cdt_tri *T = &c->t[t];
            int k = index_of(T, a);
            if (orient_p(c, a, T->v[(k + 1) % 3], b) >= 0 && orient_p(c, a, T->v[(k + 2) % 3], b) < 0) {
                *i = k;
                return t;
            }
            t = pass == 0 ? T->n[(k + 2) % 3] : T->n[k];
        } while (t >= 0 && t != t0);
        if (t == t0)
            break;
    }
    return -1;
}

/* 1 when the open segments p q and a b cross at a single inner point. */
static int crosses(const struct pf_cdt *c, int32_t p, int32_t q, int32_t a, int32_t b)
{
    int64_t o1 = orient_p(c, a, b, p), o2 = orient_p(c, a, b, q);
    int64_t o3 = orient_p(c, p, q, a), o4 = orient_p(c, p, q, b);
    return ((o1 < 0 && o2 > 0) || (o1 > 0 && o2 < 0)) && ((o3 < 0 && o4 > 0) || (o3 > 0 && o4 < 0));
}

/* Makes a -> b an edge (Sloan 1993): the edges crossing it, in a queue, are flipped where their
 * quadrilateral is convex and queued again while they still cross it. q holds pairs of points. */
static int constrain(struct pf_cdt *c, struct stack *q, int32_t a, int32_t b)
{
    int i;
    int32_t t = wedge(c, a, b, &i);
    if (t < 0)
        return -1;
    if (c->t[t].v[(i + 1) % 3] == b)
        return 0;
    q->n = 0;
    int32_t r = c->t[t].v[(i + 1) % 3], l = c->t[t].v[(i + 2) % 3];   /* right and left of a b */
    for (;;) {
        if (push(q, r) || push(q, l))
            return -1;
        int e = index_of(&c->t[t], r);   /* the crossed edge runs r -> l in t */
        if (c->t[t].v[(e + 1) % 3] != l)
            return -1;
        t = c->t[t].n[e];
        if (t < 0)
            return -1;
        int32_t w = c->t[t].v[(index_of(&c->t[t], l) + 2) % 3];
        if (w == b)
            break;
        int64_t o = orient_p(c, a, b, w);
        if (o == 0)
            return -1;
        if (o > 0)
            l = w;
        else
            r = w;
    }
    /* a circular queue over q->s: head h, count k; an edge (x, y) is found again by its ends */
    size_t cap = q->n / 2, h = 0, k = cap, guard = 0;
    while (k) {
        int32_t x = q->s[2 * h], y = q->s[2 * h + 1];
        h = (h + 1) % cap;
        k--;
        if (++guard > 64 * cap * cap + 1024)
            return -1;
        int j;
        int32_t s = wedge(c, x, y, &j);
        if (s < 0 || c->t[s].v[(j + 1) % 3] != y)
            return -1;
        int e = j;   /* the edge x -> y of s */
        int32_t u = c->t[s].n[e];
        int32_t z = c->t[s].v[(e + 2) % 3];
        int32_t d = c->t[u].v[(index_of(&c->t[u], y) + 2) % 3];
        size_t tail = (h + k) % cap;
        if (flip(c, s, e)) {
            if (!crosses(c, z, d, a, b))
                continue;
            x = z;
            y = d;
        }
        q->s[2 * tail] = x;
        q->s[2 * tail + 1] = y;
        k++;
    }
    return 0;
}

/* Lawson's flips over every edge that is neither a wall nor the border, until all are locally
 * Delaunay: the constrained Delaunay triangulation. */
static int restore(struct pf_cdt *c, struct stack *st)
{
    for (int again = 1; again;) {
        again = 0;
        st->n = 0;
        for (uint32_t t = 0; t < c->nt; t++)
            for (int e = 0; e < 3; e++)
                if (c->t[t].n[e] > (int32_t)t && push(st, (int32_t)(3 * t + (uint32_t)e)))
                    return -1;
        while (st->n) {
            int32_t te = st->s[--st->n], t = te / 3, e = te % 3;
            const struct pf_cdt_tri *T = &c->t[t];
            int32_t u = T->n[e];
            if (u < 0 || is_wall(c, T->v[e], T->v[(e + 1) % 3]))
                continue;
            int32_t d = c->t[u].v[(index_of(&c->t[u], T->v[(e + 1) % 3]) + 2) % 3];
            if (!incircle(c, T->v[0], T->v[1], T->v[2], d) || !flip(c, t, e))
                continue;
            again = 1;
            for (int k = 0; k < 3; k++)
                if (push(st, 3 * t + k) || push(st, 3 * u + k))
                    return -1;
        }
    }
    return 0;
}

/* A corner of the triangulation: not all four cells alike, not a straight wall. */
static int is_point(const struct pf_cdt *c, int32_t x, int32_t y)
{
    int se = pf_cdt_blocked(c, x, y), sw = pf_cdt_blocked(c, x - 1, y);
    int nw = pf_cdt_blocked(c, x - 1, y - 1), ne = pf_cdt_blocked(c, x, y - 1);
    if (se == sw && sw == nw && nw == ne)
        return (x == 0 || x == c->w) && (y == 0 || y == c->h);
    return !((nw == ne && sw == se) || (nw == sw && ne == se)) || ((x == 0 || x == c->w) && (y == 0 || y == c->h));
}

static int points(struct pf_cdt *c, const struct pf_grid *g)
{
    int32_t w = c->w, h = c->h;
    size_t ncell = (size_t)(w + 2) * (size_t)(h + 2), ncorner = (size_t)(w + 1) * (size_t)(h + 1);
    c->blk = malloc(ncell);
    c->pid = malloc(ncorner * sizeof *c->pid);
    if (!c->blk || !c->pid)
        return -1;
    memset(c->blk, 1, ncell);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
            c->blk[(size_t)(y + 1) * (size_t)(w + 2) + (size_t)(x + 1)] = (uint8_t)(pf_aa_blocked(g, x, y) != 0);
    uint32_t n = 0;
    for (int32_t y = 0; y <= h; y++)
        for (int32_t x = 0; x <= w; x++)
            n += (uint32_t)is_point(c, x, y);
    c->px = malloc(n * sizeof *c->px);
    c->py = malloc(n * sizeof *c->py);
    c->vtri = malloc(n * sizeof *c->vtri);
    c->t = calloc(2 * (size_t)n + 8, sizeof *c->t);   /* zeroed: set_tri reads new slots */
    if (!c->px || !c->py || !c->vtri || !c->t)
        return -1;
    /* the box's corners first (ids 0..3), then the others row by row */
    static const int bx[4] = { 0, 1, 1, 0 }, by[4] = { 0, 0, 1, 1 };
    for (int k = 0; k < 4; k++) {
        c->px[k] = bx[k] * w;
        c->py[k] = by[k] * h;
    }
    c->np = 4;
    for (int32_t y = 0; y <= h; y++)
        for (int32_t x = 0; x <= w; x++) {
            int32_t *id = &c->pid[(size_t)y * (size_t)(w + 1) + (size_t)x];
            int box = (x == 0 || x == w) && (y == 0 || y == h);
            *id = box ? (x ? 1 : 0) + (y ? (x ? 1 : 3) : 0) : is_point(c, x, y) ? (int32_t)c->np : -1;
            if (!box && *id >= 0) {
                c->px[c->np] = x;
                c->py[c->np++] = y;
            }
        }
    return 0;
}

/* x and y's bits interleaved (16 bits each). */
static uint64_t zorder(uint32_t x, uint32_t y)
{
    uint64_t z = 0;
    for (int b = 0; b < 16; b++)
        z |= (uint64_t)((x >> b) & 1) << (2 * b) | (uint64_t)((y >> b) & 1) << (2 * b + 1);
    return z;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int pf_cdt_build(struct pf_cdt *c, const struct pf_grid *g)
{
    memset(c, 0, sizeof *c);
    c->w = g->width;
    c->h = g->height;
    if (c->w < 1 || c->h < 1 || c->w > PF_CDT_MAX_SIDE || c->h > PF_CDT_MAX_SIDE || points(c, g) != 0)
        return -1;
    struct stack st = { 0 };
    set_tri(c, 0, 0, 1, 2, -1, -1, 1);
    set_tri(c, 1, 0, 2, 3, 0, -1, -1);
    c->nt = 2;
    int32_t hint = 0;
    int rc = 0;
    /* points in Z order: each near the last (a short walk) and no long rows of points, whose
     * thin triangles would cost many flips */
    uint64_t *order = malloc(((size_t)c->np + 1) * sizeof *order);
    if (!order)
        rc = -1;
    for (uint32_t p = 4; p < c->np && rc == 0; p++)
        order[p - 4] = (zorder((uint32_t)c->px[p], (uint32_t)c->py[p]) << 32) | p;
    if (rc == 0)
        qsort(order, c->np - 4, sizeof *order, cmp_u64);
    for (uint32_t k = 4; k < c->np && rc == 0; k++)
        rc = insert(c, &st, (int32_t)(order[k - 4] & 0xffffffffu), &hint);
    free(order);
    /* walls: from each point east and south to the next point, where its first step is a wall */
    for (uint32_t p = 4; p < c->np && rc == 0; p++) {
        int32_t x = c->px[p], y = c->py[p];
        for (int dir = 0; dir < 2 && rc == 0; dir++) {
            int32_t dx = dir == 0, dy = dir == 1, x1 = x + dx, y1 = y + dy;
            if (x1 > c->w || y1 > c->h || (dir == 0 && (y == 0 || y == c->h)) || (dir == 1 && (x == 0 || x == c->w)))
                continue;   /* the border's edges are the box's already */
            int wall = dir == 0 ? pf_cdt_blocked(c, x, y - 1) != pf_cdt_blocked(c, x, y)
                                : pf_cdt_blocked(c, x - 1, y) != pf_cdt_blocked(c, x, y);
            if (!wall)
                continue;
            while (c->pid[(size_t)y1 * (size_t)(c->w + 1) + (size_t)x1] < 0) {
                x1 += dx;
                y1 += dy;
            }
            rc = constrain(c, &st, (int32_t)p, c->pid[(size_t)y1 * (size_t)(c->w + 1) + (size_t)x1]);
        }
    }
    if (rc == 0)
        rc = restore(c, &st);
    free(st.s);
    return rc;
}

void pf_cdt_free(struct pf_cdt *c)
{
    free(c->blk);
    free(c->pid);
    free(c->px);
    free(c->py);
    free(c->vtri);
    free(c->t);
    memset(c, 0, sizeof *c);
}
