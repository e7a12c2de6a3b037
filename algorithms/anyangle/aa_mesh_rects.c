/* aa_mesh_rects.c: decompositions of a map's open cells into rectangles, for the mesh. */
#include <stdlib.h>
#include "aa_mesh_build.h"
#include "pf_anyangle.h"

/* A growing array of rectangles. */
struct rect_list {
    struct pf_mesh_rect *r;
    uint32_t n, cap;
};

static int push(struct rect_list *l, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    if (l->n == l->cap) {
        uint32_t cap = l->cap ? l->cap * 2 : 256;
        struct pf_mesh_rect *r = realloc(l->r, cap * sizeof *r);
        if (!r)
            return -1;
        l->r = r;
        l->cap = cap;
    }
    l->r[l->n++] = (struct pf_mesh_rect){ x0, y0, x1, y1 };
    return 0;
}

static struct pf_mesh_rect *fail(struct rect_list *l)
{
    free(l->r);
    return NULL;
}

struct pf_mesh_rect *pf_mesh_rects_cells(const struct pf_grid *g, int32_t *label, uint32_t *n)
{
    struct rect_list l = { 0 };
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            int open = !pf_aa_blocked(g, x, y);
            label[(size_t)y * (size_t)g->width + (size_t)x] = open ? (int32_t)l.n : -1;
            if (open && push(&l, x, y, x + 1, y + 1) != 0)
                return fail(&l);
        }
    *n = l.n;
    return l.r ? l.r : malloc(1);
}

/* Each row's maximal runs of open cells; a run continues the rectangle of the row above when
 * that row has a run with the same ends, else starts a new one. */
struct pf_mesh_rect *pf_mesh_rects_runs(const struct pf_grid *g, int32_t *label, uint32_t *n)
{
    struct rect_list l = { 0 };
    int32_t w = g->width;
    for (int32_t y = 0; y < g->height; y++) {
        int32_t *row = label + (size_t)y * (size_t)w;
        for (int32_t x = 0; x < w;) {
            if (pf_aa_blocked(g, x, y)) {
                row[x++] = -1;
                continue;
            }
            int32_t x1 = x;
            while (x1 < w && !pf_aa_blocked(g, x1, y))
                x1++;
            int32_t id = -1;
            if (y > 0) {
                int32_t up = row[x - w];
                if (up >= 0 && l.r[up].x0 == x && l.r[up].x1 == x1 && l.r[up].y1 == y)
                    id = up;
            }
            if (id >= 0) {
                l.r[id].y1 = y + 1;
            } else {
                id = (int32_t)l.n;
                if (push(&l, x, y, x1, y + 1) != 0)
                    return fail(&l);
            }
            for (; x < x1; x++)
                row[x] = id;
        }
    }
    *n = l.n;
    return l.r ? l.r : malloc(1);
}

/* Length of the run of open cells not yet labelled that starts at (x, y), at most cap. */
static int32_t free_run(const struct pf_grid *g, const int32_t *label, int32_t x, int32_t y, int32_t cap)
{
    const int32_t *row = label + (size_t)y * (size_t)g->width;
    int32_t n = 0;
    while (n < cap && x + n < g->width && row[x + n] == INT32_MIN && !pf_aa_blocked(g, x + n, y))
        n++;
    return n;
}

/* Greedy largest rectangles: at each open cell not yet covered (row-major order), the
 * rectangle of largest area with that cell as its top-left corner among the cells not yet
 * covered (its width shrinks row by row to the narrowest run below). */
struct pf_mesh_rect *pf_mesh_rects_greedy(const struct pf_grid *g, int32_t *label, uint32_t *n)
{
    struct rect_list l = { 0 };
    int32_t w = g->width, h = g->height;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        label[i] = INT32_MIN;   /* not yet decided */
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            int32_t *c = label + (size_t)y * (size_t)w + (size_t)x;
            if (*c != INT32_MIN)
                continue;
            if (pf_aa_blocked(g, x, y)) {
                *c = -1;
                continue;
            }
            int32_t run = free_run(g, label, x, y, w), best_w = run, best_h = 1;
            int64_t best = run;
            for (int32_t y1 = y + 1; y1 < h && run > 0; y1++) {
                run = free_run(g, label, x, y1, run);
                if ((int64_t)run * (y1 - y + 1) > best) {
                    best = (int64_t)run * (y1 - y + 1);
                    best_w = run;
                    best_h = y1 - y + 1;
                }
            }
            if (push(&l, x, y, x + best_w, y + best_h) != 0)
                return fail(&l);
            for (int32_t yy = y; yy < y + best_h; yy++)
                for (int32_t xx = x; xx < x + best_w; xx++)
                    label[(size_t)yy * (size_t)w + (size_t)xx] = (int32_t)l.n - 1;
        }
    *n = l.n;
    return l.r ? l.r : malloc(1);
}
