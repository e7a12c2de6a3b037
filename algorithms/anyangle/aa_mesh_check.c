/* aa_mesh_check.c: the navigation mesh's exact-cover and consistency check (tests, pfbench mesh). */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "aa_mesh_build.h"
#include "pf_anyangle.h"

static int bad(char *why, size_t cap, const char *fmt, ...)
{
    if (why && cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, cap, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static uint32_t vert(const struct pf_mesh *m, uint32_t p, uint32_t i)
{
    uint32_t n = m->p_start[p + 1] - m->p_start[p];
    return m->p_verts[m->p_start[p] + i % n];
}

/* Convex, counter-clockwise (aa_mesh.h), vertices inside the map: twice its area, or -1. */
static int64_t shape(const struct pf_mesh *m, uint32_t p)
{
    uint32_t n = pf_mesh_poly_size(m, p);
    int64_t area2 = 0, turns = 0;
    if (n < 3)
        return -1;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a = vert(m, p, i), b = vert(m, p, i + 1), c = vert(m, p, i + 2);
        if (a >= m->num_vertices || m->vx[a] < 0 || m->vy[a] < 0 || m->vx[a] > m->width || m->vy[a] > m->height)
            return -1;
        int64_t cross = (int64_t)(m->vx[b] - m->vx[a]) * (m->vy[c] - m->vy[b]) -
                        (int64_t)(m->vy[b] - m->vy[a]) * (m->vx[c] - m->vx[b]);
        int64_t dot = (int64_t)(m->vx[b] - m->vx[a]) * (m->vx[c] - m->vx[b]) +
                      (int64_t)(m->vy[b] - m->vy[a]) * (m->vy[c] - m->vy[b]);
        if (cross < 0 || (cross == 0 && dot <= 0))   /* a right turn, or doubling back */
            return -1;
        turns += cross > 0;
        area2 += (int64_t)m->vx[a] * m->vy[b] - (int64_t)m->vx[b] * m->vy[a];
    }
    return area2 > 0 && turns >= 3 ? area2 : -1;
}

#define CLIP_MAX 1024   /* vertices of a polygon the area check takes */

/* Area of convex polygon p inside the unit square of cell (cx, cy): Sutherland-Hodgman (each
 * of the square's four sides adds at most one vertex to a convex polygon). */
static double clip_area(const struct pf_mesh *m, uint32_t p, int32_t cx, int32_t cy)
{
    double buf[2][2 * (CLIP_MAX + 8)];
    uint32_t n = pf_mesh_poly_size(m, p);
    if (n > CLIP_MAX)
        n = 0;   /* refused by the caller */
    for (uint32_t i = 0; i < n; i++) {
        buf[0][2 * i] = m->vx[vert(m, p, i)];
        buf[0][2 * i + 1] = m->vy[vert(m, p, i)];
    }
    int cur = 0;
    for (int e = 0; e < 4 && n; e++) {
        int axis = e & 1;
        double lim = e < 2 ? (axis ? cy : cx) : (axis ? cy + 1 : cx + 1);
        double sgn = e < 2 ? 1 : -1;  /* keep coord >= lim, then coord <= lim */
        uint32_t k = 0;
        for (uint32_t i = 0; i < n; i++) {
            double *a = &buf[cur][2 * i], *b = &buf[cur][2 * ((i + 1) % n)];
            double da = sgn * (a[axis] - lim), db = sgn * (b[axis] - lim);
            if (da >= 0) {
                buf[!cur][2 * k] = a[0];
                buf[!cur][2 * k++ + 1] = a[1];
            }
            if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
                double t = da / (da - db);
                buf[!cur][2 * k] = a[0] + t * (b[0] - a[0]);
                buf[!cur][2 * k++ + 1] = a[1] + t * (b[1] - a[1]);
            }
        }
        cur = !cur;
        n = k;
    }
    double area2 = 0;
    for (uint32_t i = 0; i < n; i++)
        area2 += buf[cur][2 * i] * buf[cur][2 * ((i + 1) % n) + 1] -
                 buf[cur][2 * ((i + 1) % n)] * buf[cur][2 * i + 1];
    return area2 / 2;
}

/* 1 when polygon p is an axis-aligned rectangle (with collinear vertices on its sides); box
 * gets its bounding box either way. */
static int is_rect(const struct pf_mesh *m, uint32_t p, int32_t box[4])
{
    uint32_t n = pf_mesh_poly_size(m, p);
    box[0] = box[1] = INT32_MAX;
    box[2] = box[3] = INT32_MIN;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t v = vert(m, p, i);
        box[0] = m->vx[v] < box[0] ? m->vx[v] : box[0];
        box[1] = m->vy[v] < box[1] ? m->vy[v] : box[1];
        box[2] = m->vx[v] > box[2] ? m->vx[v] : box[2];
        box[3] = m->vy[v] > box[3] ? m->vy[v] : box[3];
    }
    for (uint32_t i = 0; i < n; i++) {   /* convex (checked before) with axis-aligned edges */
        uint32_t a = vert(m, p, i), b = vert(m, p, i + 1);
        if (m->vx[a] != m->vx[b] && m->vy[a] != m->vy[b])
            return 0;
    }
    return 1;
}

/* Every open cell covered once (area 1), blocked cells not at all; *area2 sums the areas. */
static int cover(const struct pf_mesh *m, const struct pf_grid *g, char *why, size_t cap)
{
    size_t cells = (size_t)m->width * (size_t)m->height;
    double *c = calloc(cells ? cells : 1, sizeof *c);
    if (!c)
        return bad(why, cap, "out of memory");
    for (uint32_t p = 0; p < m->num_polygons; p++) {
        int32_t box[4];
        int rect = is_rect(m, p, box);
        if (!rect && pf_mesh_poly_size(m, p) > CLIP_MAX) {
            free(c);
            return bad(why, cap, "polygon %u: more than %d vertices and not a rectangle", p, CLIP_MAX);
        }
        for (int32_t y = box[1]; y < box[3]; y++)
            for (int32_t x = box[0]; x < box[2]; x++)
                c[(size_t)y * (size_t)m->width + (size_t)x] += rect ? 1.0 : clip_area(m, p, x, y);
    }
    for (int32_t y = 0; y < m->height; y++)
        for (int32_t x = 0; x < m->width; x++) {
            double want = pf_aa_blocked(g, x, y) ? 0 : 1, got = c[(size_t)y * (size_t)m->width + (size_t)x];
            if (fabs(got - want) > 1e-9) {
                free(c);
                return bad(why, cap, "cell (%d,%d) %s is covered %.6g times", x, y,
                           want > 0 ? "(open)" : "(blocked)", got);
            }
        }
    free(c);
    return 0;
}

/* Polygon q has the edge b -> a (the reverse of one of p's), with p across it. */
static int reverse_edge(const struct pf_mesh *m, uint32_t q, uint32_t a, uint32_t b, int32_t p)
{
    uint32_t n = pf_mesh_poly_size(m, q);
    for (uint32_t i = 0; i < n; i++)
        if (vert(m, q, i) == b && vert(m, q, i + 1) == a)
            return m->p_adj[m->p_start[q] + i] == p;
    return 0;
}

/* Every unit step of the axis-aligned edge a -> b has a blocked cell on its outer side. */
static int along_wall(const struct pf_mesh *m, const struct pf_grid *g, uint32_t a, uint32_t b)
{
    int32_t dx = (m->vx[b] > m->vx[a]) - (m->vx[b] < m->vx[a]);
    int32_t dy = (m->vy[b] > m->vy[a]) - (m->vy[b] < m->vy[a]);
    if (dx && dy)
        return 0;
    for (int32_t x = m->vx[a], y = m->vy[a]; x != m->vx[b] || y != m->vy[b]; x += dx, y += dy) {
        /* the outer side of a step in direction (dx, dy) is (dy, -dx) */
        int32_t cx = dx > 0 ? x : dx < 0 ? x - 1 : (dy > 0 ? x : x - 1);
        int32_t cy = dy > 0 ? y : dy < 0 ? y - 1 : (dx > 0 ? y - 1 : y);
        if (!pf_aa_blocked(g, cx, cy))
            return 0;
    }
    return 1;
}

/* 1 when the point just beside corner (x, y) into cell (x, y) (cell_poly's point,
 * pf_mesh_left_of) lies inside convex polygon p. */
static int inside(const struct pf_mesh *m, uint32_t p, int32_t x, int32_t y)
{
    uint32_t n = pf_mesh_poly_size(m, p);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a = vert(m, p, i), b = vert(m, p, i + 1);
        if (!pf_mesh_left_of(m->vx[a], m->vy[a], m->vx[b], m->vy[b], x, y))
            return 0;
    }
    return 1;
}

/* Index of vertex v in polygon p, or -1. */
static int64_t index_in(const struct pf_mesh *m, int32_t p, uint32_t v)
{
    uint32_t n = pf_mesh_poly_size(m, (uint32_t)p);
    for (uint32_t i = 0; i < n; i++)
        if (vert(m, (uint32_t)p, i) == v)
            return i;
    return -1;
}

/* v's around list: each polygon holds v, once; one gap at most; in counter-clockwise order each
 * entry is followed by the polygon across its edge into v (prev -> v), a gap by the polygon
 * whose edge out of v (v -> next) has none. Counts the polygons holding v into *uses. */
static int around_ok(const struct pf_mesh *m, uint32_t v, char *why, size_t cap)
{
    uint32_t s = m->v_around_start[v], n = pf_mesh_around_size(m, v), gaps = 0;
    if (n == 0)
        return bad(why, cap, "vertex %u has no polygons", v);
    for (uint32_t k = 0; k < n; k++) {
        int32_t p = m->v_around[s + k], q = m->v_around[s + (k + 1) % n];
        if (p < 0) {
            gaps++;
            if (q < 0)
                return bad(why, cap, "vertex %u: two gaps in a row", v);
            int64_t j = index_in(m, q, v);
            if (j < 0 || m->p_adj[m->p_start[q] + (uint32_t)j] != -1)
                return bad(why, cap, "vertex %u: the polygon after its gap has no border out of it", v);
            continue;
        }
        int64_t i = index_in(m, p, v);
        if (i < 0)
            return bad(why, cap, "vertex %u lists polygon %d, which does not hold it", v, p);
        uint32_t np = pf_mesh_poly_size(m, (uint32_t)p);
        int32_t across = m->p_adj[m->p_start[p] + (uint32_t)((i + np - 1) % np)];
        if (across != q || (n == 1 && q >= 0))
            return bad(why, cap, "vertex %u: around list out of order after polygon %d", v, p);
    }
    return gaps <= 1 ? 0 : bad(why, cap, "vertex %u has %u obstacle gaps", v, gaps);
}

int pf_mesh_check(const struct pf_mesh *m, const struct pf_grid *g, char *why, size_t cap)
{
    if (m->width != g->width || m->height != g->height)
        return bad(why, cap, "mesh of %dx%d for a map of %dx%d", m->width, m->height, g->width, g->height);
    uint32_t *uses = calloc((size_t)m->num_vertices + 1, sizeof *uses);
    if (!uses)
        return bad(why, cap, "out of memory");
    int rc = 0;
    for (uint32_t p = 0; p < m->num_polygons && rc == 0; p++) {
        if (shape(m, p) < 0) {
            rc = bad(why, cap, "polygon %u is not convex and counter-clockwise", p);
            break;
        }
        uint32_t n = pf_mesh_poly_size(m, p);
        for (uint32_t i = 0; i < n && rc == 0; i++) {
            uint32_t a = vert(m, p, i), b = vert(m, p, i + 1);
            int32_t q = m->p_adj[m->p_start[p] + i];
            uses[a]++;
            if (q >= (int32_t)m->num_polygons || q == (int32_t)p ||
                (q >= 0 && !reverse_edge(m, (uint32_t)q, a, b, (int32_t)p)))
                rc = bad(why, cap, "polygon %u edge %u: neighbour %d does not share it back", p, i, q);
            else if (q < 0 && !along_wall(m, g, a, b))
                rc = bad(why, cap, "polygon %u edge %u: a border edge not along blocked cells", p, i);
        }
    }
    for (uint32_t v = 0; v < m->num_vertices && rc == 0; v++) {
        uint32_t listed = 0;
        for (uint32_t k = m->v_around_start[v]; k < m->v_around_start[v + 1]; k++)
            listed += m->v_around[k] >= 0;
        if (listed != uses[v])
            rc = bad(why, cap, "vertex %u: %u polygons hold it, its around list names %u", v, uses[v], listed);
        else
            rc = around_ok(m, v, why, cap);
    }
    free(uses);
    if (rc == 0)
        rc = cover(m, g, why, cap);
    for (int32_t y = 0; y < m->height && rc == 0; y++)
        for (int32_t x = 0; x < m->width && rc == 0; x++) {
            int32_t p = pf_mesh_point_polygon(m, x, y);
            if ((p < 0) != pf_aa_blocked(g, x, y) || p >= (int32_t)m->num_polygons ||
                (p >= 0 && !inside(m, (uint32_t)p, x, y)))
                rc = bad(why, cap, "cell (%d,%d): the cell table says polygon %d", x, y, p);
        }
    return rc;
}
