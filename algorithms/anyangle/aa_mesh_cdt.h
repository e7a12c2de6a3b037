/* aa_mesh_cdt.h: the constrained Delaunay triangulation of a map's obstacle corners, for the merged mesh (internal to aa_mesh*.c). */
#ifndef PF_AA_MESH_CDT_H
#define PF_AA_MESH_CDT_H

#include <stdint.h>
#include "pf_grid.h"

/* A triangle: points v[0], v[1], v[2] counter-clockwise (aa_mesh.h's sense); edge i runs from
 * v[i] to v[(i + 1) % 3], with triangle n[i] across it (-1 across the map's border). */
struct pf_cdt_tri {
    int32_t v[3], n[3];
};

/* The triangulation of the box [0, W] x [0, H] whose points are its four corners and every
 * obstacle corner (a grid corner whose four cells, outside the map counting as blocked, are
 * neither all alike nor a straight wall: a double corner is one point here), and whose edges
 * include every wall (a maximal straight run of unit edges between an open and a blocked cell,
 * which holds no point inside it), Delaunay elsewhere. Each triangle lies wholly in open or
 * wholly in blocked space. */
struct pf_cdt {
    int32_t w, h;
    uint8_t *blk;              /* (w + 2) (h + 2): cell (x, y) blocked at (y + 1) (w + 2) + x + 1 */
    int32_t *px, *py;          /* the points */
    uint32_t np;
    int32_t *pid;              /* (w + 1) (h + 1): the point at corner (x, y), -1 none */
    struct pf_cdt_tri *t;
    uint32_t nt;
    int32_t *vtri;             /* a triangle holding each point */
};

/* Builds it for g: 0, or -1 when out of memory, when a side of the map exceeds 16,384 (its
 * exact arithmetic's bound) or on an inconsistency (which the mesh check would also report).
 * pf_cdt_free releases it in either case. */
int pf_cdt_build(struct pf_cdt *c, const struct pf_grid *g);
void pf_cdt_free(struct pf_cdt *c);

/* Cell (x, y) blocked, outside the map included. */
static inline int pf_cdt_blocked(const struct pf_cdt *c, int32_t x, int32_t y)
{
    return c->blk[(size_t)(y + 1) * (size_t)(c->w + 2) + (size_t)(x + 1)];
}

/* Twice the signed area of triangle a b c: > 0 when counter-clockwise. */
static inline int64_t pf_cdt_orient(int64_t ax, int64_t ay, int64_t bx, int64_t by, int64_t cx, int64_t cy)
{
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

#endif
