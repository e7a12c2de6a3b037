/* aa_theta.c: Theta* (Nash, Daniel, Koenig, Felner 2007) and Lazy Theta* (Nash, Koenig, Tovey
 * 2010) on the lattice of grid corners, judged by the validator's own rules. */
#include <math.h>
#include <stdlib.h>
#include "aa_geom.h"
#include "aa_state.h"
#include "aa_trace.h"
#include "pf_types.h"
#include "search_ctx.h"

/* A search state is a corner and, at a double corner, the open side it was reached from: a
 * path may visit such a corner but must leave it into the side it came from (GPPC's no-cut
 * rule), so the two sides are two states. State id = corner * 2 + (side == 2); corner = y *
 * (width + 1) + x. Everything per query lives in arrays stamped with the query's epoch. */
struct pf_aa_theta {
    const struct pf_grid *g;
    int32_t w1, h1;                 /* corners per row, rows of corners */
    uint32_t num;                   /* states */
    struct pf_aa_state q;           /* per query */
    uint8_t *seen;                  /* 1 when the parent is known in sight (Lazy Theta*) */
    size_t bytes;
    struct pf_search_ctx *tr;       /* the context whose trace marks expansions, or NULL */
};

static const int8_t ddx[8] = { 1, 0, -1, 0, 1, -1, -1, 1 }, ddy[8] = { 0, 1, 0, -1, 1, 1, -1, -1 };

int pf_aa_theta_init(const struct pf_grid *g, struct pf_aa_theta **out, size_t *bytes)
{
    struct pf_aa_theta *t = calloc(1, sizeof *t);
    *out = NULL;
    if (!t)
        return PF_ERR_NOMEM;
    t->g = g;
    t->w1 = g->width + 1;
    t->h1 = g->height + 1;
    t->num = 2u * (uint32_t)t->w1 * (uint32_t)t->h1;
    t->seen = malloc(t->num);
    if (pf_aa_state_init(&t->q, t->num) != 0 || !t->seen) {
        pf_aa_theta_free(t);
        return PF_ERR_NOMEM;
    }
    t->bytes = sizeof *t + t->num + pf_aa_state_bytes(&t->q);
    if (bytes)
        *bytes = t->bytes;
    *out = t;
    return PF_OK;
}

void pf_aa_theta_free(struct pf_aa_theta *t)
{
    if (!t)
        return;
    free(t->seen);
    pf_aa_state_free(&t->q);
    free(t);
}

void pf_aa_theta_trace(struct pf_aa_theta *t, struct pf_search_ctx *ctx)
{
    t->tr = ctx;
}

static struct pf_aa_point at(const struct pf_aa_theta *t, uint32_t id)
{
    uint32_t c = id >> 1;
    return (struct pf_aa_point){ (double)(c % (uint32_t)t->w1), (double)(c / (uint32_t)t->w1) };
}

/* The state for arriving at corner (x, y) with the previous point in direction (bx, by); PF_NONE
 * when that direction lies in no open side of a double corner there. */
static uint32_t arrive(const struct pf_aa_theta *t, int32_t x, int32_t y, double bx, double by)
{
    uint32_t c = (uint32_t)y * (uint32_t)t->w1 + (uint32_t)x;
    int kind = pf_aa_double_corner(t->g, x, y);
    if (!kind)
        return 2 * c;
    double size = fabs(bx) + fabs(by);
    int side = pf_aa_side(kind, pf_aa_sign(bx, size), pf_aa_sign(by, size));
    return side ? 2 * c + (side == 2) : PF_NONE;
}

/* May the path leave state id along (dx, dy)? At a double corner only into the side it was
 * reached from (the start's own rule is pf_aa_leave's, checked with the segment). */
static int side_allows(const struct pf_aa_theta *t, uint32_t id, uint32_t start, double dx, double dy)
{
    if (id == start)
        return 1;
    struct pf_aa_point p = at(t, id);
    int kind = pf_aa_double_corner(t->g, (int32_t)p.x, (int32_t)p.y);
    if (!kind)
        return 1;
    double size = fabs(dx) + fabs(dy);
    return pf_aa_side(kind, pf_aa_sign(dx, size), pf_aa_sign(dy, size)) == (int)(id & 1) + 1;
}

/* A unit move from corner (x, y) along direction k: the diagonal crosses one cell, which must be
 * open; a straight move runs along one edge, which must have an open cell on one side. */
static int unit_ok(const struct pf_grid *g, int32_t x, int32_t y, int k)
{
    int32_t cx = ddx[k] > 0 ? x : x - 1, cy = ddy[k] > 0 ? y : y - 1;
    if (ddx[k] && ddy[k])
        return !pf_aa_blocked(g, cx, cy);
    if (ddy[k] == 0)
        return !(pf_aa_blocked(g, cx, y - 1) && pf_aa_blocked(g, cx, y));
    return !(pf_aa_blocked(g, x - 1, cy) && pf_aa_blocked(g, x, cy));
}

/* Line of sight from state a to state b under every rule of the validator. */
static int sight(const struct pf_aa_theta *t, uint32_t a, uint32_t b, uint32_t start,
                 uint32_t goal_corner, struct pf_aa_stats *st)
{
    struct pf_aa_point p = at(t, a), q = at(t, b), d = { q.x - p.x, q.y - p.y };
    st->los_checks++;
    if (!side_allows(t, a, start, d.x, d.y))
        return 0;
    if (pf_aa_leave(t->g, p, d, a == start ? PF_AA_FIRST : PF_AA_MIDDLE) != PF_AA_VALID ||
        pf_aa_leave(t->g, q, (struct pf_aa_point){ -d.x, -d.y },
                    (b >> 1) == goal_corner ? PF_AA_LAST : PF_AA_MIDDLE) != PF_AA_VALID)
        return 0;
    return pf_aa_segment(t->g, p, q, &st->cells) == PF_AA_VALID;
}

static double dist(struct pf_aa_point a, struct pf_aa_point b)
{
    return hypot(b.x - a.x, b.y - a.y);
}

/* The unit move from state u along direction k, to state *v: legal for the grid, for u's side
 * and, at the ends of the query, for GPPC's start and target rules. */
static int unit_move(const struct pf_aa_theta *t, uint32_t u, int k, uint32_t start,
                     uint32_t goal_corner, uint32_t *v)
{
    struct pf_aa_point p = at(t, u);
    int32_t x = (int32_t)p.x + ddx[k], y = (int32_t)p.y + ddy[k];
    if (x < 0 || y < 0 || x >= t->w1 || y >= t->h1 || !unit_ok(t->g, (int32_t)p.x, (int32_t)p.y, k) ||
        !side_allows(t, u, start, ddx[k], ddy[k]))
        return 0;
    struct pf_aa_point d = { ddx[k], ddy[k] }, q = { x, y }, back = { -ddx[k], -ddy[k] };
    if (u == start && pf_aa_leave(t->g, p, d, PF_AA_FIRST) != PF_AA_VALID)
        return 0;
    uint32_t c = (uint32_t)y * (uint32_t)t->w1 + (uint32_t)x;
    if (c == goal_corner && pf_aa_leave(t->g, q, back, PF_AA_LAST) != PF_AA_VALID)
        return 0;
    *v = arrive(t, x, y, back.x, back.y);
    return *v != PF_NONE;
}

/* Lazy Theta*'s repair when the assumed parent is out of sight: the best expanded neighbour
 * state with a legal unit move to v (the one that generated v always qualifies). */
static void lazy_repair(struct pf_aa_theta *t, uint32_t v, uint32_t start, uint32_t goal_corner,
                        struct pf_aa_stats *st)
{
    struct pf_aa_point q = at(t, v);
    double best = INFINITY;
    uint32_t bp = PF_NONE;
    for (int k = 0; k < 8; k++) {
        int32_t x = (int32_t)q.x + ddx[k], y = (int32_t)q.y + ddy[k];
        if (x < 0 || y < 0 || x >= t->w1 || y >= t->h1)
            continue;
        for (uint32_t s = 0; s < 2; s++) {
            uint32_t u = 2 * ((uint32_t)y * (uint32_t)t->w1 + (uint32_t)x) + s, w;
            int back = (k & 4) | ((k + 2) & 3); /* the direction opposite k */
            if (t->q.stamp[u] != t->q.epoch || !t->q.closed[u] ||
                !unit_move(t, u, back, start, goal_corner, &w) || w != v)
                continue;
            st->generated++;
            double c = t->q.gval[u] + (ddx[k] && ddy[k] ? M_SQRT2 : 1.0);
            if (c < best) {
                best = c;
                bp = u;
            }
        }
    }
    t->q.parent[v] = bp;
    t->q.gval[v] = best;
    t->seen[v] = 1;
    if (t->tr && bp != PF_NONE) {     /* traced: the new label, an update */
        const double f = best + dist(q, at(t, 2 * goal_corner));
        ctx_step_label(t->tr, 0, v >> 1, bp >> 1, (pf_cost)llround(best * PF_CARD), (pf_cost)llround(f * PF_CARD), 1);
    }
}

/* Traced: state v labelled g, h from parent, as a step between their corners (g and f in
 * PF_CARD units per unit of length, rounded; the root has no parent); was: it had a label. */
static void trace_label(const struct pf_aa_theta *t, uint32_t v, uint32_t parent, double g, double h, int was)
{
    ctx_step_label(t->tr, 0, v >> 1, parent == v ? PF_NONE : parent >> 1, (pf_cost)llround(g * PF_CARD),
                   (pf_cost)llround((g + h) * PF_CARD), was);
}

/* tracing (a constant in each copy of the query): the label is logged as a step. */
static inline __attribute__((always_inline)) void put(struct pf_aa_theta *t, uint32_t v, uint32_t parent, double g,
                                                      int in_sight, struct pf_aa_point goal, const int tracing)
{
    const int was = tracing && t->q.stamp[v] == t->q.epoch;
    const double h = dist(at(t, v), goal);
    if (pf_aa_state_offer(&t->q, v, parent, g, h)) {
        t->seen[v] = (uint8_t)in_sight;
        if (tracing)
            trace_label(t, v, parent, g, h, was);
    }
}

/* The query; tracing 1: it logs its steps (theta_traced, a copy of its own never inlined, so
 * that the untraced copy compiles as it would without tracing). */
static inline __attribute__((always_inline)) int
theta_run(struct pf_aa_theta *t, int lazy, int32_t sx, int32_t sy, int32_t tx, int32_t ty, struct pf_aa_point *pts,
          size_t cap, size_t *npts, double *cost, struct pf_aa_stats *st, const int tracing)
{
    st = pf_aa_state_begin(&t->q, st, npts, cost);
    if (sx == tx && sy == ty)
        return PF_OK;
    uint32_t start = 2 * ((uint32_t)sy * (uint32_t)t->w1 + (uint32_t)sx);
    uint32_t goal_corner = (uint32_t)ty * (uint32_t)t->w1 + (uint32_t)tx, found = PF_NONE;
    struct pf_aa_point goal = { tx, ty };
    put(t, start, start, 0, 1, goal, tracing);
    while (t->q.heap.size > 0) {
        uint32_t u = pf_aa_heap_pop(&t->q.heap);
        uint32_t pu = t->q.parent[u];
        /* Lazy Theta*: a parent assumed in sight is checked now, and when it is not, u takes
         * the best expanded neighbour instead */
        if (!t->seen[u] && !sight(t, pu, u, start, goal_corner, st)) {
            lazy_repair(t, u, start, goal_corner, st);
            if (t->q.parent[u] == PF_NONE) { /* cannot happen (see lazy_repair); never expand it */
                t->q.closed[u] = 1;
                continue;
            }
        }
        t->q.closed[u] = 1;
        st->expanded++;
        if (tracing)
            ctx_trace_step(t->tr, u >> 1, 0);   /* the state's corner: state id = corner * 2 + side */
        if ((u >> 1) == goal_corner) {
            found = u;
            break;
        }
        pu = t->q.parent[u];
        for (int k = 0; k < 8; k++) {
            uint32_t v;
            if (!unit_move(t, u, k, start, goal_corner, &v))
                continue;
            if (t->q.stamp[v] == t->q.epoch && t->q.closed[v])
                continue;
            st->generated++;
            struct pf_aa_point q = at(t, v);
            if (pu != u) {
                /* path 2: from u's parent straight to v, when v is reached in the same open
                 * side (the state) and (Theta*) in sight, or (Lazy Theta*) assumed so */
                struct pf_aa_point a = at(t, pu);
                if (arrive(t, (int32_t)q.x, (int32_t)q.y, a.x - q.x, a.y - q.y) == v &&
                    side_allows(t, pu, start, q.x - a.x, q.y - a.y) &&
                    (lazy || sight(t, pu, v, start, goal_corner, st))) {
                    put(t, v, pu, t->q.gval[pu] + dist(a, q), !lazy, goal, tracing);
                    continue;
                }
            }
            put(t, v, u, t->q.gval[u] + (ddx[k] && ddy[k] ? M_SQRT2 : 1.0), 1, goal, tracing); /* path 1 */
        }
    }
    if (found == PF_NONE)
        return PF_NO_PATH;
    size_t n = pf_aa_state_chain(&t->q, found);
    if (n > cap)
        return PF_ERR_LIMIT;
    *npts = n;
    *cost = t->q.gval[found];
    uint32_t v = found;
    for (size_t i = n; i-- > 0; v = t->q.parent[v])
        pts[i] = at(t, v);
    return PF_OK;
}

static __attribute__((noinline)) int theta_traced(struct pf_aa_theta *t, int lazy, int32_t sx, int32_t sy, int32_t tx,
                                                  int32_t ty, struct pf_aa_point *pts, size_t cap, size_t *npts,
                                                  double *cost, struct pf_aa_stats *st)
{
    return theta_run(t, lazy, sx, sy, tx, ty, pts, cap, npts, cost, st, 1);
}

static __attribute__((noinline)) int theta_plain(struct pf_aa_theta *t, int lazy, int32_t sx, int32_t sy, int32_t tx,
                                                 int32_t ty, struct pf_aa_point *pts, size_t cap, size_t *npts,
                                                 double *cost, struct pf_aa_stats *st)
{
    return theta_run(t, lazy, sx, sy, tx, ty, pts, cap, npts, cost, st, 0);
}

int pf_aa_theta_query(struct pf_aa_theta *t, int lazy, int32_t sx, int32_t sy, int32_t tx,
                      int32_t ty, struct pf_aa_point *pts, size_t cap, size_t *npts, double *cost,
                      struct pf_aa_stats *st)
{
    return (t->tr ? theta_traced : theta_plain)(t, lazy, sx, sy, tx, ty, pts, cap, npts, cost, st);
}
