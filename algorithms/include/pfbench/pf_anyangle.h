/* pf_anyangle.h: the any-angle plane over a grid (GPPC's rules): points, the one validator. */
#ifndef PF_ANYANGLE_H
#define PF_ANYANGLE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "pf_grid.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The plane: x grows east, y grows south; cell (x, y) is the square from corner (x, y) to
 * corner (x + 1, y + 1). A cell is open when its terrain is land ('.', 'G', 'S': GPPC's
 * traversable characters); water and obstacles are blocked, and so is everything outside the
 * map. Queries start and end at integer corners that are the top-left corner of an open cell.
 * A path is a polyline of double-precision points; start == target is answered by no points. */
struct pf_aa_point {
    double x, y;
};

/* Why a path is refused: the validator's verdict names one reason and one segment. */
enum pf_aa_why {
    PF_AA_VALID = 0,
    PF_AA_COUNT,          /* too few points (one point, or none for distinct endpoints), or
                             points given when start == target */
    PF_AA_START,          /* the first point is not the query's start */
    PF_AA_TARGET,         /* the last point is not the query's target */
    PF_AA_OUTSIDE,        /* a point outside the map's rectangle */
    PF_AA_SHORT,          /* a segment shorter than 0.01 */
    PF_AA_CELL,           /* a segment or a point inside a blocked cell */
    PF_AA_WALL,           /* runs between two blocked cells that share an edge */
    PF_AA_DOUBLE_CORNER,  /* passes through a corner shared by two diagonally touching blocked
                             cells, or turns there from one open side to the other */
    PF_AA_ENDPOINT_CORNER /* start or target on a double corner, left or reached from outside
                             its south-east open side (or on the corner no query can name) */
};
#define PF_AA_NUM_WHY 10

/* A short phrase for a reason: "passes through a blocked cell". */
const char *pf_aa_why_str(enum pf_aa_why why);

/* 1 when cell (x, y) is blocked in the any-angle plane (any cell outside the map is). */
int pf_aa_blocked(const struct pf_grid *g, int32_t x, int32_t y);

/* The line-of-sight rule for the open segment a-b (its endpoints excluded): PF_AA_VALID, or
 * PF_AA_CELL, PF_AA_WALL or PF_AA_DOUBLE_CORNER. Walks the cells the segment crosses; adds
 * their number to *cells when cells is not NULL. Exact for integer (and half-integer)
 * coordinates; other coordinates within 1e-9 of an integer count as that integer. */
enum pf_aa_why pf_aa_segment(const struct pf_grid *g, struct pf_aa_point a, struct pf_aa_point b,
                             uint64_t *cells);

/* Roles of a point in a path, for the local rule at that point. */
enum pf_aa_role { PF_AA_MIDDLE = 0, PF_AA_FIRST = 1, PF_AA_LAST = 2 };

/* The local rule at point p for one direction d (from p towards a neighbour on the path):
 * whether leaving p along d enters blocked space at once, and, for a start (role FIRST) or a
 * target (role LAST), GPPC's double-corner rule. PF_AA_VALID or the reason. */
enum pf_aa_why pf_aa_leave(const struct pf_grid *g, struct pf_aa_point p, struct pf_aa_point d,
                           enum pf_aa_role role);

/* The one validator: is pts[0..n) a valid any-angle path from (sx, sy) to (tx, ty) on g?
 * Returns -1 when it is (with its Euclidean length in *cost), else the index of the first
 * failing segment (segment i joins pts[i] and pts[i+1]; 0 for a count error) with the reason in
 * *why. cost and why may be NULL. */
long pf_aa_validate(const struct pf_grid *g, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                    const struct pf_aa_point *pts, size_t n, double *cost, enum pf_aa_why *why);

/* The polyline rules alone (every rule but the query's: pts[0] and pts[n-1] are taken as the
 * start and the target, and may be any points), for n >= 2; same answer as above. */
long pf_aa_check_path(const struct pf_grid *g, const struct pf_aa_point *pts, size_t n,
                      double *cost, enum pf_aa_why *why);

/* What an any-angle search did: nodes expanded and generated (relaxed), line-of-sight checks
 * and the cells they scanned (pf_aa_segment's walk). */
struct pf_aa_stats {
    uint64_t expanded, generated, los_checks, cells;
};

/* The ground truth (aa_truth.c): the exact shortest any-angle path, by A* on the visibility
 * graph of the blocked squares' convex corners (the argument for exactness is there). Built
 * once per map (it keeps a pointer to g); each query joins its start and target to the graph.
 * pf_aa_truth_build: PF_OK with the bytes it holds, or PF_ERR_NOMEM. */
struct pf_aa_truth;
int pf_aa_truth_build(const struct pf_grid *g, struct pf_aa_truth **out, size_t *bytes);
void pf_aa_truth_free(struct pf_aa_truth *t);
uint32_t pf_aa_truth_vertices(const struct pf_aa_truth *t);  /* the graph's corners */
/* The shortest path from corner (sx, sy) to (tx, ty): PF_OK with its points in pts[0..*npts)
 * (no points when the two are equal) and its length in *cost; PF_NO_PATH; PF_ERR_LIMIT when it
 * has more than cap points (pf_aa_truth_vertices + 2 always suffice). st may be NULL. No
 * allocation. */
int pf_aa_truth_query(struct pf_aa_truth *t, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                      struct pf_aa_point *pts, size_t cap, size_t *npts, double *cost,
                      struct pf_aa_stats *st);

/* The same ground truth for maps with too many corners for the all-pairs graph
 * (aa_bounded.c): the corners are found once per map; a query's A* finds each corner's edges
 * when it expands it, among the corners that `bound` allows (any valid path's length, such as
 * Theta*'s: at least the optimum). Same statuses, plus PF_ERR_ARG when bound is below the
 * straight-line distance or not finite. */
struct pf_aa_bounded;
int pf_aa_bounded_build(const struct pf_grid *g, struct pf_aa_bounded **out, size_t *bytes);
void pf_aa_bounded_free(struct pf_aa_bounded *b);
int pf_aa_bounded_query(struct pf_aa_bounded *b, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                        double bound, struct pf_aa_point *pts, size_t cap, size_t *npts,
                        double *cost, struct pf_aa_stats *st);

/* Theta* (Nash, Daniel, Koenig, Felner, AAAI 2007) and Lazy Theta* (Nash, Koenig, Tovey, AAAI
 * 2010) on the corners (aa_theta.c): not optimal, always valid. The context is made once per
 * map (its arrays are stamped per query); a query allocates nothing. pf_aa_theta_query: lazy 0
 * for Theta*, 1 for Lazy Theta*; statuses as pf_aa_truth_query. */
struct pf_aa_theta;
int pf_aa_theta_init(const struct pf_grid *g, struct pf_aa_theta **out, size_t *bytes);
void pf_aa_theta_free(struct pf_aa_theta *t);
int pf_aa_theta_query(struct pf_aa_theta *t, int lazy, int32_t sx, int32_t sy, int32_t tx,
                      int32_t ty, struct pf_aa_point *pts, size_t cap, size_t *npts, double *cost,
                      struct pf_aa_stats *st);

/* A search node of Anya or Polyanya in a traced query, for its Posthoc trace: its root (rx, ry),
 * the point its paths come from, and its interval from (ax, ay) to (bx, by), which the root
 * sees: on a grid line (Anya) or a polygon's edge (Polyanya; a node that holds a polygon's
 * corners, or the target, is the point of its root). poly: the polygon it looks into
 * (Polyanya), else -1. Its g is the root's cost, f = g + the least length on to the target. */
struct pf_aa_search_node {
    double rx, ry, ax, ay, bx, by;
    double g, f;
    int32_t poly;
};
struct pf_search_ctx;
/* The search nodes of the last traced query on ctx (pf_ctx_set_trace) by Anya or Polyanya:
 * node k is the id of its steps (pf_ctx_trace_steps: each generation's parent, each expansion).
 * NULL with *n = 0 after any other search. */
const struct pf_aa_search_node *pf_aa_search_nodes(const struct pf_search_ctx *ctx, size_t *n);

/* The navigation mesh of g's free space (aa_mesh.h, the builder of the preprocessing), for
 * pictures: each polygon's closed outline as "x y" lines, each point shifted by (dx, dy), a
 * blank line after each polygon. PF_OK, PF_ERR_NOMEM or PF_ERR_IO. */
int pf_aa_mesh_outlines(const struct pf_grid *g, double dx, double dy, FILE *f);

/* After a traced query (pfbench trace) of variant v on ctx: the outlines of the mesh polygons
 * its search expanded, as pf_aa_mesh_outlines writes them with a third column, the order of
 * the polygon's first expansion (0 first); *count of them, 0 for a search over no mesh.
 * PF_OK or PF_ERR_IO. */
struct pf_search_ctx;
struct pf_variant;
int pf_aa_trace_polygons(struct pf_search_ctx *ctx, const struct pf_variant *v, double dx, double dy, FILE *f,
                         uint64_t *count);

#ifdef __cplusplus
}
#endif

#endif
