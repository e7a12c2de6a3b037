/* aa_mesh.h: a navigation mesh of a grid map's free space under GPPC's any-angle rules (libpf). */
#ifndef PF_AA_MESH_H
#define PF_AA_MESH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "pf_grid.h"

/* The mesh covers the closed free space of the any-angle plane (pf_anyangle.h: x grows east, y
 * south, cell (x, y) is the square from corner (x, y) to (x + 1, y + 1)) with convex polygons
 * whose vertices are integer corners, 0 <= x <= W, 0 <= y <= H.
 *
 * How it encodes GPPC's rules (aa_segment.c, aa_validate.c, docs/ANYANGLE.md):
 * - A path may run along a wall, the edge between an open and a blocked cell (or the map's
 *   border): such an edge is a polygon edge with no neighbour (-1), part of the closed free
 *   space, so a path may touch and follow it. An edge between two blocked cells is in no polygon.
 * - A path may not pass through a double corner (a corner whose two blocked cells touch only
 *   diagonally) from one open side to the other; it may visit it and turn there while staying
 *   on one side. The mesh therefore has TWO vertices at a double corner, same coordinates, one
 *   per open side (quarter-plane): the polygons of one side use one, those of the other side
 *   the other, and no polygon edge joins the sides. Each vertex thus has at most one obstacle
 *   gap around it (a grid corner has at most two runs of blocked cells around it, and two only
 *   at a double corner), so no vertex is "ambiguous" in Polyanya's sense; a vertex with a gap
 *   is a corner a shortest path may turn at (pf_mesh_is_corner).
 * - A start or target on a double corner is on its south-east side (the only one a query can
 *   name): pf_mesh_point_polygon and pf_mesh_corner_vertex answer with that side.
 *
 * Conforming: each polygon edge (between consecutive vertices of a polygon) is shared whole
 * with exactly one neighbour polygon, or with none (-1). Hence a polygon may list collinear
 * vertices (a straight angle) where a neighbour's corner meets the middle of its side, e.g. a
 * T-junction of rectangles.
 *
 * Orientation: "counter-clockwise" in the numbers' own sense, the sense of Polyanya's code:
 * for consecutive vertices a, b, c of a polygon, cross(b - a, c - b) =
 * (bx - ax)(cy - by) - (by - ay)(cx - bx) >= 0, > 0 at a real corner; the polygon's signed area
 * (shoelace sum of x_i y_{i+1} - x_{i+1} y_i, halved) is positive. Drawn with y growing down, as
 * maps are, it runs clockwise on the screen. The polygons around a vertex are listed in the same
 * sense: by increasing angle atan2(dy, dx) of the direction from the vertex into them.
 *
 * Memory: one malloc'd block without pointers into other blocks: the struct, then its arrays
 * (pf_mesh_bytes), so that the prep cache saves it as it is and pf_mesh_rebind fixes the
 * pointers after loading it. */
struct pf_mesh {
    uint64_t magic;               /* PF_MESH_MAGIC, for loading */
    uint64_t bytes;               /* the whole block */
    int32_t width, height;        /* the map's size */
    uint32_t num_vertices, num_polygons;
    uint32_t num_poly_entries;    /* sum over polygons of their vertex counts */
    uint32_t num_around_entries;  /* sum over vertices of their around lists' lengths */
    uint32_t builder;             /* enum pf_mesh_builder that made it */
    /* vertex v: corner (vx[v], vy[v]); the polygons around it, in counter-clockwise order,
     * are v_around[v_around_start[v] .. v_around_start[v + 1]), with -1 standing for one
     * obstacle gap (a maximal blocked sector: at most one per vertex, see above) */
    int32_t *vx, *vy;
    uint32_t *v_around_start;     /* num_vertices + 1 offsets */
    int32_t *v_around;
    /* polygon p: its vertices, counter-clockwise, are p_verts[p_start[p] .. p_start[p + 1]);
     * p_adj at the same index i is the polygon across the edge from vertex i to vertex i + 1
     * (the last to the first), -1 for an obstacle or the border */
    uint32_t *p_start;            /* num_polygons + 1 offsets */
    uint32_t *p_verts;
    int32_t *p_adj;
    /* cell (x, y)'s interior lies in polygon cell_poly[y * width + x], -1 for a blocked cell
     * (a builder of non-rectangular polygons may cut a cell: then the entry is the polygon
     * holding the part of the cell next to its top-left corner (x, y), the query's side) */
    int32_t *cell_poly;
};

#define PF_MESH_MAGIC 0x3148534d41416650ull  /* "PfAAMSH1" */

/* Builders (aa_mesh_build.c). All make convex polygons covering the free space exactly. */
enum pf_mesh_builder {
    PF_MESH_CELLS = 0,   /* one unit square per open cell: the trivial mesh, for tests */
    PF_MESH_RECTS = 1,   /* rectangles: runs of a row merged with equal runs below */
    PF_MESH_GREEDY = 2,  /* rectangles: at each cell not yet covered, the largest rectangle
                            with it as top-left corner */
    PF_MESH_MERGED = 3,  /* the constrained Delaunay triangulation of the obstacle corners, its
                            open triangles merged while convex, longest shared edge first */
    PF_MESH_NUM_BUILDERS
};
#define PF_MESH_DEFAULT PF_MESH_MERGED   /* the builder of the preprocessing (docs/ANYANGLE.md) */
const char *pf_mesh_builder_name(enum pf_mesh_builder b);   /* "cells", "rects", "greedy", "merged" */

/* Builds the mesh of g's free space (cells open in pf_aa_blocked's sense). NULL when out of
 * memory. Freed with free(). */
struct pf_mesh *pf_mesh_build(const struct pf_grid *g, enum pf_mesh_builder b);

/* After loading a block saved as it was: check its header against `size` bytes and the map's
 * size, and set the pointers. 0, or -1 when it is not a mesh of that size. */
int pf_mesh_rebind(struct pf_mesh *m, size_t size, int32_t width, int32_t height);

/* Vertex counts and the ranges of the lists above. */
static inline uint32_t pf_mesh_poly_size(const struct pf_mesh *m, uint32_t p)
{
    return m->p_start[p + 1] - m->p_start[p];
}

static inline uint32_t pf_mesh_around_size(const struct pf_mesh *m, uint32_t v)
{
    return m->v_around_start[v + 1] - m->v_around_start[v];
}

/* 1 when vertex v touches an obstacle (its around list holds -1): a corner where a shortest
 * path may turn. */
int pf_mesh_is_corner(const struct pf_mesh *m, uint32_t v);

/* The polygon holding point (x, y) (0 <= x <= W, 0 <= y <= H): the one holding the cell
 * (floor x, floor y) to its south-east, so for a query's corner the polygon on the open side
 * GPPC's rules leave it by. -1 when that cell is blocked or outside the map. O(1). */
int32_t pf_mesh_point_polygon(const struct pf_mesh *m, double x, double y);

/* The vertex at integer corner (x, y) on the side of polygon pf_mesh_point_polygon(m, x, y),
 * or -1 when that corner is not a vertex (it lies inside a polygon or inside an edge) or the
 * cell is blocked. O(vertices of that polygon). */
int32_t pf_mesh_corner_vertex(const struct pf_mesh *m, int32_t x, int32_t y);

/* The mesh as an algorithm's preprocessing (aa_mesh_prep.c), for its descriptor (pf_search.h):
 * .preprocess = pf_mesh_prep_build (the PF_MESH_DEFAULT mesh, rectangles where that fails;
 * *data is the struct pf_mesh),
 * .prep_save = pf_prep_save_flat, .prep_load = pf_mesh_prep_load (PF_ERR_PARSE when the file is
 * not a mesh of the context's map size), .release = free. */
struct pf_search_ctx;
struct pf_variant;
int pf_mesh_prep_build(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes);
int pf_mesh_prep_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size,
                      void **data, size_t *bytes);

/* Where an integer corner lies in the mesh, for a search's start and target (Polyanya's
 * get_point_location): inside polygon `poly`; inside the edge `edge` of `poly` (its index in
 * the polygon's list, from vertex edge to edge + 1) with `other` across it (-1 a wall); or on
 * vertex `vertex`, the vertex on the side of `poly`. poly is pf_mesh_point_polygon's (the open
 * cell to the south-east); kind PF_MESH_NOWHERE when that cell is blocked or outside. */
enum pf_mesh_where { PF_MESH_NOWHERE = 0, PF_MESH_IN_POLYGON, PF_MESH_ON_EDGE, PF_MESH_ON_VERTEX };
struct pf_mesh_loc {
    enum pf_mesh_where kind;
    int32_t poly, other, vertex;
    uint32_t edge;
};
struct pf_mesh_loc pf_mesh_locate(const struct pf_mesh *m, int32_t x, int32_t y);

/* The exact-cover check of the tests (aa_mesh_check.c): every open cell's interior in exactly
 * one polygon, no blocked cell covered, no overlap, each polygon convex and counter-clockwise,
 * adjacency symmetric and conforming, around lists consistent with the polygons. 0 when the
 * mesh is right; else -1 with one reason written into why (why may be NULL). */
int pf_mesh_check(const struct pf_mesh *m, const struct pf_grid *g, char *why, size_t why_size);

/* Writes the mesh as gnuplot data: each polygon's closed outline, its points shifted by
 * (dx, dy), then a blank line. 0, or -1 on a write error. */
int pf_mesh_write_outlines(const struct pf_mesh *m, double dx, double dy, FILE *f);

#endif
