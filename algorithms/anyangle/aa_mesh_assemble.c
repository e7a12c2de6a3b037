/* aa_mesh_assemble.c: a conforming mesh from rectangles of open cells (vertices, edges, around lists). */
#include <stdlib.h>
#include <string.h>
#include "aa_mesh_build.h"

/* Quadrants of a corner, in counter-clockwise order (increasing atan2(dy, dx), aa_mesh.h):
 * the cell to the south-east (+, +), south-west, north-west, north-east. */
enum { Q_SE = 0, Q_SW = 1, Q_NW = 2, Q_NE = 3 };

struct asm_state {
    const int32_t *label;  /* rectangle of each cell, -1 blocked */
    int32_t w, h;
    int32_t *vid;          /* (w + 1) (h + 1): first vertex id at a corner, -1 none */
};

static int32_t lab(const struct asm_state *s, int32_t x, int32_t y)
{
    if (x < 0 || y < 0 || x >= s->w || y >= s->h)
        return -1;
    return s->label[(size_t)y * (size_t)s->w + (size_t)x];
}

/* The labels of the four cells around corner (x, y), in quadrant order. */
static void quads(const struct asm_state *s, int32_t x, int32_t y, int32_t q[4])
{
    q[Q_SE] = lab(s, x, y);
    q[Q_SW] = lab(s, x - 1, y);
    q[Q_NW] = lab(s, x - 1, y - 1);
    q[Q_NE] = lab(s, x, y - 1);
}

/* How many vertices corner (x, y) is: 0 (inside a polygon, inside an edge, or in blocked
 * space), 1, or 2 at a double corner (one per open side). */
static int corner_count(const int32_t q[4])
{
    if (q[Q_SE] < 0 && q[Q_SW] < 0 && q[Q_NW] < 0 && q[Q_NE] < 0)
        return 0;
    if ((q[Q_NW] == q[Q_NE] && q[Q_SW] == q[Q_SE]) || (q[Q_NW] == q[Q_SW] && q[Q_NE] == q[Q_SE]))
        return 0;
    int diag1 = q[Q_NE] < 0 && q[Q_SW] < 0 && q[Q_SE] >= 0 && q[Q_NW] >= 0;
    int diag2 = q[Q_NW] < 0 && q[Q_SE] < 0 && q[Q_NE] >= 0 && q[Q_SW] >= 0;
    return diag1 || diag2 ? 2 : 1;
}

/* The around list of the vertex of corner (x, y) on the side of quadrant `side` (-1: the only
 * vertex there): the polygons counter-clockwise, equal neighbours merged, -1 per blocked run.
 * Writes up to 4 entries into out (when not NULL), returns their number. */
static uint32_t around(const int32_t q[4], int split, int side, int32_t *out)
{
    int32_t list[4];
    uint32_t n = 0;
    if (split) {               /* one open quadrant, then the gap */
        list[n++] = q[side];
        list[n++] = -1;
    } else {
        /* start after a change, so that cyclic runs are not cut in two */
        int start = 0;
        for (int i = 0; i < 4; i++)
            if (q[i] != q[(i + 3) & 3]) {
                start = i;
                break;
            }
        for (int k = 0; k < 4; k++) {
            int32_t v = q[(start + k) & 3];
            if (n == 0 || list[n - 1] != v)
                list[n++] = v;
        }
        if (n > 1 && list[n - 1] == list[0])
            n--;
    }
    if (out)
        memcpy(out, list, n * sizeof *list);
    return n;
}

/* The vertex id at corner (x, y) seen from a polygon holding quadrant `side` of it. */
static int32_t vertex_at(const struct asm_state *s, int32_t x, int32_t y, int side)
{
    int32_t q[4], id = s->vid[(size_t)y * (size_t)(s->w + 1) + (size_t)x];
    quads(s, x, y, q);
    if (corner_count(q) == 2 && (side == Q_NW || side == Q_SW))
        return id + 1;        /* the second open side: north-west (kind 1) or south-west (kind 2) */
    return id;
}

/* Walks rectangle r's boundary counter-clockwise (top edge east, right edge south, bottom edge
 * west, left edge north), writing its vertices and the polygon across each edge when verts is
 * not NULL. Returns the vertex count. */
static uint32_t walk(const struct asm_state *s, const struct pf_mesh_rect *r, uint32_t *verts,
                     int32_t *adj)
{
    /* per side: start corner, step, the polygon's quadrant at an inner point's corner and the
     * outside cell's offset from the step's start */
    static const int dx[4] = { 1, 0, -1, 0 }, dy[4] = { 0, 1, 0, -1 };
    static const int side_q[4] = { Q_SE, Q_SW, Q_NW, Q_NE };  /* the polygon's cell at a side's start corner */
    static const int ox[4] = { 0, 0, -1, -1 }, oy[4] = { -1, 0, 0, -1 };  /* outside cell of a step */
    int32_t x = r->x0, y = r->y0;
    uint32_t n = 0;
    for (int side = 0; side < 4; side++) {
        int32_t len = (side & 1) ? r->y1 - r->y0 : r->x1 - r->x0;
        for (int32_t k = 0; k < len; k++, x += dx[side], y += dy[side]) {
            int32_t q[4];
            quads(s, x, y, q);
            if (k > 0 && !corner_count(q))
                continue;
            if (verts) {
                verts[n] = (uint32_t)vertex_at(s, x, y, side_q[side]);
                adj[n] = lab(s, x + ox[side], y + oy[side]);
            }
            n++;
        }
    }
    return n;
}

struct pf_mesh *pf_mesh_assemble(const struct pf_grid *g, const int32_t *label,
                                 const struct pf_mesh_rect *rects, uint32_t nrect, uint32_t builder)
{
    struct asm_state s = { .label = label, .w = g->width, .h = g->height };
    size_t ncorner = (size_t)(s.w + 1) * (size_t)(s.h + 1);
    s.vid = malloc(ncorner * sizeof *s.vid);
    if (!s.vid)
        return NULL;
    uint32_t nv = 0, naround = 0, nentries = 0;
    for (int32_t y = 0; y <= s.h; y++)
        for (int32_t x = 0; x <= s.w; x++) {
            int32_t q[4];
            quads(&s, x, y, q);
            int c = corner_count(q);
            s.vid[(size_t)y * (size_t)(s.w + 1) + (size_t)x] = c ? (int32_t)nv : -1;
            nv += (uint32_t)c;
            naround += c == 2 ? 4 : c ? around(q, 0, -1, NULL) : 0;
        }
    for (uint32_t r = 0; r < nrect; r++)
        nentries += walk(&s, &rects[r], NULL, NULL);
    struct pf_mesh *m = pf_mesh_alloc(g->width, g->height, nv, nrect, nentries, naround);
    if (!m) {
        free(s.vid);
        return NULL;
    }
    m->builder = builder;
    uint32_t a = 0;
    for (int32_t y = 0; y <= s.h; y++)
        for (int32_t x = 0; x <= s.w; x++) {
            int32_t q[4];
            quads(&s, x, y, q);
            int c = corner_count(q);
            int32_t id = s.vid[(size_t)y * (size_t)(s.w + 1) + (size_t)x];
            for (int k = 0; k < c; k++) {
                /* a double corner's sides: kind 1 (NE, SW blocked) SE then NW; kind 2 NE then SW */
                int side = c == 1 ? -1 : q[Q_SE] >= 0 ? (k ? Q_NW : Q_SE) : (k ? Q_SW : Q_NE);
                m->vx[id + k] = x;
                m->vy[id + k] = y;
                m->v_around_start[id + k] = a;
                a += around(q, c == 2, side, m->v_around + a);
            }
        }
    m->v_around_start[nv] = a;
    uint32_t e = 0;
    for (uint32_t r = 0; r < nrect; r++) {
        m->p_start[r] = e;
        e += walk(&s, &rects[r], m->p_verts + e, m->p_adj + e);
        for (int32_t y = rects[r].y0; y < rects[r].y1; y++)
            for (int32_t x = rects[r].x0; x < rects[r].x1; x++)
                m->cell_poly[(size_t)y * (size_t)s.w + (size_t)x] = (int32_t)r;
    }
    m->p_start[nrect] = e;
    free(s.vid);
    return m;
}
