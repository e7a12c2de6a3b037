/* aa_mesh.c: the navigation mesh's block (layout, loading), its look-ups and its outlines. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "aa_mesh_build.h"

static const char *const builder_names[PF_MESH_NUM_BUILDERS] = { "cells", "rects", "greedy", "merged" };

const char *pf_mesh_builder_name(enum pf_mesh_builder b)
{
    return (unsigned)b < PF_MESH_NUM_BUILDERS ? builder_names[b] : "?";
}

static size_t up8(size_t n)
{
    return (n + 7) & ~(size_t)7;
}

/* Lays the arrays out after the struct for m's counts; returns the block's size, or 0 when the
 * counts overflow. With base not NULL, sets m's pointers into base. */
static size_t layout(struct pf_mesh *m, char *base)
{
    size_t cells = (size_t)m->width * (size_t)m->height;
    size_t sz[9] = {
        m->num_vertices * sizeof(int32_t), m->num_vertices * sizeof(int32_t),
        ((size_t)m->num_vertices + 1) * sizeof(uint32_t), m->num_around_entries * sizeof(int32_t),
        ((size_t)m->num_polygons + 1) * sizeof(uint32_t), m->num_poly_entries * sizeof(uint32_t),
        m->num_poly_entries * sizeof(int32_t), cells * sizeof(int32_t), 0 };
    void **ptr[8] = { (void **)&m->vx, (void **)&m->vy, (void **)&m->v_around_start,
                      (void **)&m->v_around, (void **)&m->p_start, (void **)&m->p_verts,
                      (void **)&m->p_adj, (void **)&m->cell_poly };
    size_t off = up8(sizeof *m);
    for (int i = 0; i < 8; i++) {
        if (base)
            *ptr[i] = base + off;
        off += up8(sz[i]);
    }
    return off;
}

struct pf_mesh *pf_mesh_alloc(int32_t width, int32_t height, uint32_t num_vertices,
                              uint32_t num_polygons, uint32_t num_poly_entries,
                              uint32_t num_around_entries)
{
    /* zeroed, padding included: the block is saved to the prep cache byte for byte */
    struct pf_mesh h;
    memset(&h, 0, sizeof h);
    h.magic = PF_MESH_MAGIC;
    h.width = width;
    h.height = height;
    h.num_vertices = num_vertices;
    h.num_polygons = num_polygons;
    h.num_poly_entries = num_poly_entries;
    h.num_around_entries = num_around_entries;
    size_t bytes = layout(&h, NULL);
    struct pf_mesh *m = calloc(1, bytes);
    if (!m)
        return NULL;
    memcpy(m, &h, sizeof h);
    m->bytes = bytes;
    layout(m, (char *)m);
    memset(m->cell_poly, 0xff, (size_t)width * (size_t)height * sizeof(int32_t));
    return m;
}

int pf_mesh_rebind(struct pf_mesh *m, size_t size, int32_t width, int32_t height)
{
    if (size < sizeof *m || m->magic != PF_MESH_MAGIC || m->bytes != size || m->width != width ||
        m->height != height || layout(m, NULL) != size)
        return -1;
    layout(m, (char *)m);
    return 0;
}

int pf_mesh_is_corner(const struct pf_mesh *m, uint32_t v)
{
    for (uint32_t i = m->v_around_start[v]; i < m->v_around_start[v + 1]; i++)
        if (m->v_around[i] < 0)
            return 1;
    return 0;
}

int32_t pf_mesh_point_polygon(const struct pf_mesh *m, double x, double y)
{
    double fx = floor(x), fy = floor(y);
    if (!(fx >= 0 && fy >= 0 && fx < m->width && fy < m->height))
        return -1;
    return m->cell_poly[(size_t)fy * (size_t)m->width + (size_t)fx];
}

int32_t pf_mesh_corner_vertex(const struct pf_mesh *m, int32_t x, int32_t y)
{
    int32_t p = pf_mesh_point_polygon(m, x, y);
    if (p < 0)
        return -1;
    for (uint32_t i = m->p_start[p]; i < m->p_start[p + 1]; i++) {
        uint32_t v = m->p_verts[i];
        if (m->vx[v] == x && m->vy[v] == y)
            return (int32_t)v;
    }
    return -1;
}

struct pf_mesh_loc pf_mesh_locate(const struct pf_mesh *m, int32_t x, int32_t y)
{
    struct pf_mesh_loc loc = { .kind = PF_MESH_NOWHERE, .poly = -1, .other = -1, .vertex = -1 };
    int32_t p = pf_mesh_point_polygon(m, x, y);
    if (p < 0)
        return loc;
    loc.poly = p;
    loc.vertex = pf_mesh_corner_vertex(m, x, y);
    if (loc.vertex >= 0) {
        loc.kind = PF_MESH_ON_VERTEX;
        return loc;
    }
    uint32_t s = m->p_start[p], n = m->p_start[p + 1] - s;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a = m->p_verts[s + i], b = m->p_verts[s + (i + 1) % n];
        int64_t cross = (int64_t)(m->vx[b] - m->vx[a]) * (y - m->vy[a]) -
                        (int64_t)(m->vy[b] - m->vy[a]) * (x - m->vx[a]);
        int64_t dot = (int64_t)(x - m->vx[a]) * (m->vx[b] - m->vx[a]) +
                      (int64_t)(y - m->vy[a]) * (m->vy[b] - m->vy[a]);
        int64_t len2 = (int64_t)(m->vx[b] - m->vx[a]) * (m->vx[b] - m->vx[a]) +
                       (int64_t)(m->vy[b] - m->vy[a]) * (m->vy[b] - m->vy[a]);
        if (cross == 0 && dot > 0 && dot < len2) {
            loc.kind = PF_MESH_ON_EDGE;
            loc.edge = i;
            loc.other = m->p_adj[s + i];
            return loc;
        }
    }
    loc.kind = PF_MESH_IN_POLYGON;
    return loc;
}

int pf_mesh_write_outlines(const struct pf_mesh *m, double dx, double dy, FILE *f)
{
    for (uint32_t p = 0; p < m->num_polygons; p++) {
        for (uint32_t i = m->p_start[p]; i <= m->p_start[p + 1]; i++) {
            uint32_t v = m->p_verts[i < m->p_start[p + 1] ? i : m->p_start[p]];
            fprintf(f, "%g %g\n", m->vx[v] + dx, m->vy[v] + dy);
        }
        fputc('\n', f);
    }
    return ferror(f) ? -1 : 0;
}
