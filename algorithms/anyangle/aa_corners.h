/* aa_corners.h: the blocked squares' convex corners, the vertices of the ground truth. */
#ifndef PF_AA_CORNERS_H
#define PF_AA_CORNERS_H

#include <stddef.h>
#include <stdint.h>
#include "aa_state.h"
#include "pf_anyangle.h"

/* The corners where a shortest path may bend (aa_truth.c says why): those with exactly one
 * blocked cell of four, and each open side of a double corner as a vertex of its own. In
 * row-major order (y, then x); the vertices of corner row y are row[y] .. row[y + 1] - 1. */
struct pf_aa_corners {
    uint32_t n;
    int32_t *vx, *vy;
    uint8_t *kind, *side;  /* 0 and the blocked quadrant (1 NW, 2 NE, 3 SW, 4 SE) for a convex
                              corner; for a double corner its kind and side (1, 2; aa_geom.h) */
    uint32_t *row;         /* height + 2 entries */
};

int pf_aa_corners_build(const struct pf_grid *g, struct pf_aa_corners *c);  /* PF_OK, NOMEM */
void pf_aa_corners_free(struct pf_aa_corners *c);
size_t pf_aa_corners_bytes(const struct pf_aa_corners *c, const struct pf_grid *g);

/* May a shortest path use vertex v with a segment leaving it along (dx, dy)? Tangency at a
 * convex corner (neither d nor -d points into its blocked cell), the open side at a double
 * corner. */
int pf_aa_corner_allows(const struct pf_aa_corners *c, uint32_t v, double dx, double dy);

/* The validator's rules for the segment a-b with roles at both ends; counts the check and its
 * cells in st when st is not NULL. */
int pf_aa_sight(const struct pf_grid *g, struct pf_aa_point a, struct pf_aa_point b,
                enum pf_aa_role ra, enum pf_aa_role rb, struct pf_aa_stats *st);

/* A search over the vertices, the start (numbered n) and the target (n + 1) has ended: its
 * path into pts[0..*npts) and its length into *cost (PF_OK), PF_NO_PATH when the target was
 * not reached, PF_ERR_LIMIT when the path has more than cap points. */
int pf_aa_corners_path(const struct pf_aa_corners *c, const struct pf_aa_state *q,
                       struct pf_aa_point s, struct pf_aa_point t, struct pf_aa_point *pts,
                       size_t cap, size_t *npts, double *cost);

#endif
