/* polyanya_state.h: Polyanya's search state and per-mesh tables, shared by its search and its table setup (private). */
#ifndef PF_POLYANYA_STATE_H
#define PF_POLYANYA_STATE_H
#include <stddef.h>
#include <stdint.h>
#include "polyanya.h"

#define NO_ROOT UINT32_MAX  /* the start's parent */

struct pnode {
    double f, g;
    double ax, ay, bx, by;  /* interval node: A nearer the entry edge's first vertex, B its second */
    uint32_t root;          /* a vertex, or num_vertices for a start that is no vertex */
    int32_t poly;           /* the polygon the node looks into */
    int32_t edge;           /* the entry edge's place in poly's list, or FINAL */
};

/* An open list entry: a node's f and g (its order) and its place in the pool. */
struct pslot {
    double f, g;
    uint32_t node;
};

/* One polygon entry (a vertex of a polygon and the edge to the next), packed so that a walk
 * round a polygon reads one array: the vertex's coordinates, its number, whether it is a corner
 * (pf_mesh_is_corner), the polygon across the edge (-1: none), the edge's place in it, and
 * whether that polygon is a dead end (it has no other neighbour: entered only for the target). */
struct pentry {
    double x, y;
    uint32_t v;
    int32_t adj;
    uint32_t opp;
    uint16_t corner;
    uint16_t dead;
};

struct pf_polyanya {
    const struct pf_mesh *m;
    struct pentry *pe;      /* per polygon entry */
    uint8_t *deadend;       /* per polygon: 1 when it has one neighbour only */
    double *best;           /* per root (vertices, then a start that is none): best g, */
    uint32_t *stamp;        /* this query's when equal to epoch, */
    uint32_t *parent;       /* and the root it was reached from */
    uint32_t *tstamp;       /* per polygon: equal to epoch when it holds the target */
    uint32_t epoch;
    int32_t *polys;         /* the polygons holding an endpoint */
    struct pnode *pool;     /* the nodes pushed by this query, nn of them, */
    struct pslot *heap;     /* and the open list's hn slots of them; both hold hcap */
    size_t nn, hn, hcap;
    struct pf_aa_point *pts;
    int nomem;
    struct pf_polyanya_stats st;
    int holding;            /* while a node is expanded, its successors are held, not pushed: */
    uint32_t nheld;         /* how many, the first in held (chaining) */
    struct pnode held;
    double hrx, hry;        /* the held node's root */
    double sx, sy, tx, ty;  /* the query */
    struct pf_search_ctx *tr;   /* the context whose step log a traced query fills, or NULL */
    uint32_t cur;           /* traced: the id of the node being expanded (AA_NO_NODE: none) */
    uint32_t *porder;       /* when tracing: per polygon, the order + 1 of its first expansion */
    uint32_t pn;            /* expansions marked so far */
};

/* The traced copy of pf_polyanya_search (polyanya_traced.c), which pf_polyanya_search runs when
 * a trace is set (pf_polyanya_trace): it logs each node and expansion; the untraced copy has no
 * test for it. */
int pf_polyanya_search_traced(struct pf_polyanya *p, int32_t sx, int32_t sy, int32_t tx, int32_t ty, double *len,
                              const struct pf_aa_point **pts, uint32_t *npoints);

static inline uint32_t next_in(uint32_t i, uint32_t k) { return i + 1 == k ? 0 : i + 1; }

/* The point of root `root`: a vertex, or the query's start when it is none. */
static inline void root_xy(const struct pf_polyanya *P, uint32_t root, double *x, double *y)
{
    if (root < P->m->num_vertices) {
        *x = P->m->vx[root];
        *y = P->m->vy[root];
    } else {
        *x = P->sx;
        *y = P->sy;
    }
}

/* The query's ends and its answer (polyanya_ends.c): the polygons holding corner (x, y) on its
 * south-east side, into P->polys, their number (*vert: its vertex or -1); the path from the
 * start through the roots to `last`, then the target, into P->pts, and its length. */
uint32_t pf_polyanya_point_polys(struct pf_polyanya *P, int32_t x, int32_t y, int32_t *vert);
double pf_polyanya_write_path(struct pf_polyanya *P, uint32_t last, uint32_t *np);

#endif
