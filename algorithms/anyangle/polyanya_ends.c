/* polyanya_ends.c: Polyanya's query ends (the polygons holding the start and the target) and its answer (the path from the roots). */
#include <math.h>
#include "polyanya_state.h"

/* The polygons holding corner (x, y) on its south-east side, into P->polys: its vertex's around
 * list, or the polygon of its south-east cell and the neighbour across an edge the point lies
 * on. Their number, 0 when the south-east cell is blocked; *vert is the vertex or -1. */
uint32_t pf_polyanya_point_polys(struct pf_polyanya *P, int32_t x, int32_t y, int32_t *vert)
{
    const struct pf_mesh *m = P->m;
    uint32_t n = 0;
    int32_t p = pf_mesh_point_polygon(m, x, y);
    /* a point on the map's east or south border, or with only its south-east cell blocked:
     * the polygon of another cell around it (the mesh's cell_poly holds whole cells in the
     * rectangle meshes; a double corner has an open south-east cell or is no endpoint) */
    int32_t sw = pf_mesh_point_polygon(m, x - 1, y), nw = pf_mesh_point_polygon(m, x - 1, y - 1);
    int32_t ne = pf_mesh_point_polygon(m, x, y - 1);
    if (p < 0 && nw >= 0)
        p = nw;
    if (p < 0 && (sw < 0) != (ne < 0))
        p = sw >= 0 ? sw : ne;
    *vert = -1;
    if (p < 0)
        return 0;
    for (uint32_t i = m->p_start[p]; i < m->p_start[p + 1]; i++)
        if (m->vx[m->p_verts[i]] == x && m->vy[m->p_verts[i]] == y)
            *vert = (int32_t)m->p_verts[i];
    if (*vert >= 0) {
        uint32_t v = (uint32_t)*vert;
        for (uint32_t i = m->v_around_start[v]; i < m->v_around_start[v + 1]; i++)
            if (m->v_around[i] >= 0)
                P->polys[n++] = m->v_around[i];
        return n;
    }
    P->polys[n++] = p;
    uint32_t s = m->p_start[p], k = m->p_start[p + 1] - s;
    for (uint32_t i = 0; i < k; i++) {
        uint32_t a = m->p_verts[s + i], b = m->p_verts[s + next_in(i, k)];
        int64_t ex = m->vx[b] - m->vx[a], ey = m->vy[b] - m->vy[a];
        int64_t px = x - m->vx[a], py = y - m->vy[a], d = px * ex + py * ey;
        if (ex * py - ey * px == 0 && d > 0 && d < ex * ex + ey * ey && m->p_adj[s + i] >= 0)
            P->polys[n++] = m->p_adj[s + i];
    }
    return n;
}

/* The path: the roots from the start to `last`, then the target; its length. */
double pf_polyanya_write_path(struct pf_polyanya *P, uint32_t last, uint32_t *np)
{
    double lx, ly;
    root_xy(P, last, &lx, &ly);
    if (lx == P->tx && ly == P->ty)     /* the target is itself the last root */
        last = P->parent[last];
    uint32_t count = 1;
    for (uint32_t r = last; r != NO_ROOT; r = P->parent[r])
        count++;
    uint32_t i = count - 1;
    P->pts[i] = (struct pf_aa_point){ P->tx, P->ty };
    for (uint32_t r = last; r != NO_ROOT; r = P->parent[r]) {
        double x, y;
        root_xy(P, r, &x, &y);
        P->pts[--i] = (struct pf_aa_point){ x, y };
    }
    *np = count;
    double total = 0;
    for (i = 1; i < count; i++)
        total += hypot(P->pts[i].x - P->pts[i - 1].x, P->pts[i].y - P->pts[i - 1].y);
    return total;
}
