/* aa_mesh_build.h: what the mesh builders share (internal to aa_mesh*.c): rectangles, the block. */
#ifndef PF_AA_MESH_BUILD_H
#define PF_AA_MESH_BUILD_H

#include "aa_mesh.h"

/* A rectangle of open cells: corners (x0, y0) to (x1, y1), x0 < x1, y0 < y1. */
struct pf_mesh_rect {
    int32_t x0, y0, x1, y1;
};

/* The block for these counts, its pointers set and cell_poly filled with -1; NULL when out of
 * memory. */
struct pf_mesh *pf_mesh_alloc(int32_t width, int32_t height, uint32_t num_vertices,
                              uint32_t num_polygons, uint32_t num_poly_entries,
                              uint32_t num_around_entries);

/* The mesh whose polygons are the rectangles rects[0 .. nrect), which cover g's open cells
 * exactly; label[y W + x] is the rectangle holding cell (x, y), -1 for a blocked cell. */
struct pf_mesh *pf_mesh_assemble(const struct pf_grid *g, const int32_t *label,
                                 const struct pf_mesh_rect *rects, uint32_t nrect, uint32_t builder);

/* 1 when the point just beside corner (x, y) into cell (x, y), in direction (PF_MESH_NUDGE_X,
 * PF_MESH_NUDGE_Y) (the part of the cell next to its top-left corner, cell_poly's point), lies
 * strictly left of the line a -> b. That direction is parallel to no edge of a map up to 65,536
 * wide, so the point is never on the line. */
#define PF_MESH_NUDGE_X 65537
#define PF_MESH_NUDGE_Y 131071
static inline int pf_mesh_left_of(int64_t ax, int64_t ay, int64_t bx, int64_t by, int64_t x, int64_t y)
{
    int64_t o = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    return o ? o > 0 : (bx - ax) * PF_MESH_NUDGE_Y - (by - ay) * PF_MESH_NUDGE_X > 0;
}

/* The merged mesh (aa_mesh_merge.c): the constrained Delaunay triangulation of the obstacle
 * corners (aa_mesh_cdt.c), its open triangles merged while the union stays convex. */
struct pf_mesh *pf_mesh_build_merged(const struct pf_grid *g);

/* The rectangle decompositions (aa_mesh_rects.c): fill label (W H entries) and return the
 * rectangles (malloc'd, *n of them), NULL when out of memory. */
struct pf_mesh_rect *pf_mesh_rects_cells(const struct pf_grid *g, int32_t *label, uint32_t *n);
struct pf_mesh_rect *pf_mesh_rects_runs(const struct pf_grid *g, int32_t *label, uint32_t *n);
struct pf_mesh_rect *pf_mesh_rects_greedy(const struct pf_grid *g, int32_t *label, uint32_t *n);

#endif
