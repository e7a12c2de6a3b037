/* weighted_map.c: the weighted map: building it from labels and costs, the fixed-point cost of a move
 * under each cost rule, and the independent path check with real costs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_weighted.h"

/* Cell (x, y) labelled ch: its label, class and fixed cost. */
static void set_cell(struct pf_wgrid *w, const struct pf_costs *costs, int32_t x, int32_t y, char ch)
{
    const uint32_t c = costs->fixed[(unsigned char)ch];
    const pf_node n = pf_grid_node(&w->grid, x, y);
    w->grid.chars[(size_t)y * (size_t)w->grid.width + (size_t)x] = ch;
    w->grid.cls[n] = c ? PF_CLS_LAND : PF_CLS_BLOCKED;
    w->cost[n] = c;
}

/* The open cells, their least and largest costs (0 and 0 when none is open), from the cells
 * counted per label. */
static void count_costs(struct pf_wgrid *w, const struct pf_costs *costs)
{
    uint32_t lo = UINT32_MAX, hi = 0;
    w->open_cells = 0;
    for (int l = 0; l < 256; l++) {
        const uint32_t c = costs->fixed[l];
        if (c && w->label_cells[l]) {
            w->open_cells += w->label_cells[l];
            lo = c < lo ? c : lo;
            hi = c > hi ? c : hi;
        }
    }
    w->min_cost = w->open_cells ? lo : 0;
    w->max_cost = hi;
}

int pf_wgrid_build(struct pf_wgrid *w, int32_t width, int32_t height, const char *labels,
                   const struct pf_costs *costs, int32_t *bad_x, int32_t *bad_y, char *why,
                   size_t why_len)
{
    memset(w, 0, sizeof *w);
    if (width <= 0 || height <= 0 || (uint64_t)width * (uint64_t)height > PF_WGRID_MAX_CELLS) {
        if (why && why_len)
            snprintf(why, why_len, "a weighted map of %d x %d cells is over the limit of %u cells",
                     width, height, PF_WGRID_MAX_CELLS);
        return PF_ERR_LIMIT;
    }
    /* a label without a cost is refused before anything is allocated */
    for (int32_t y = 0; y < height; y++)
        for (int32_t x = 0; x < width; x++) {
            unsigned char c = (unsigned char)labels[(size_t)y * (size_t)width + (size_t)x];
            if (!costs->line[c]) {
                if (bad_x)
                    *bad_x = x;
                if (bad_y)
                    *bad_y = y;
                if (why && why_len)
                    snprintf(why, why_len, "label '%c' at (%d,%d) has no cost in the costs file", c, x, y);
                return PF_ERR_PARSE;
            }
        }
    if (pf_grid_init(&w->grid, width, height) != PF_OK)
        return PF_ERR_NOMEM;
    w->cost = calloc(w->grid.num_nodes, sizeof *w->cost);
    if (!w->cost) {
        pf_wgrid_free(w);
        return PF_ERR_NOMEM;
    }
    w->scale = costs->scale ? costs->scale : 1;
    w->decimals = costs->decimals;
    for (int i = 0; i < 256; i++)
        w->label_cost[i] = costs->line[i] ? costs->cost[i] : NAN;
    for (int32_t y = 0; y < height; y++)
        for (int32_t x = 0; x < width; x++) {
            const char ch = labels[(size_t)y * (size_t)width + (size_t)x];
            set_cell(w, costs, x, y, ch);
            w->label_cells[(unsigned char)ch]++;
        }
    count_costs(w, costs);
    return PF_OK;
}

int pf_wgrid_apply_patch(struct pf_wgrid *w, const struct pf_costs *costs, const struct pf_rect *r,
                         const char *labels)
{
    if (r->x < 0 || r->y < 0 || r->width < 0 || r->height < 0 || r->x > w->grid.width - r->width ||
        r->y > w->grid.height - r->height)
        return PF_ERR_ARG;
    const size_t cells = (size_t)r->width * (size_t)r->height;
    for (size_t i = 0; i < cells; i++)
        if (!costs->line[(unsigned char)labels[i]])
            return PF_ERR_PARSE;
    for (int32_t y = 0; y < r->height; y++)
        for (int32_t x = 0; x < r->width; x++) {
            const char ch = labels[(size_t)y * (size_t)r->width + (size_t)x];
            w->label_cells[(unsigned char)pf_grid_char(&w->grid, r->x + x, r->y + y)]--;
            w->label_cells[(unsigned char)ch]++;
            set_cell(w, costs, r->x + x, r->y + y, ch);
        }
    count_costs(w, costs);
    return PF_OK;
}

void pf_wgrid_free(struct pf_wgrid *w)
{
    pf_grid_free(&w->grid);
    free(w->cost);
    w->cost = NULL;
}

pf_cost pf_wgrid_step(const struct pf_wgrid *w, enum pf_moves m, pf_node n, int d)
{
    const int32_t s = w->grid.stride;
    const uint32_t *c = w->cost;
    pf_node t = (pf_node)((int32_t)n + pf_dir_dy[d] * s + pf_dir_dx[d]);
    if (!c[n] || !c[t])
        return PF_COST_INF;
    if (d < 4)
        return m == PF_MOVES_MEAN ? 2 * (pf_cost)PF_CARD * ((pf_cost)c[n] + c[t])
                                  : 4 * (pf_cost)PF_CARD * c[t];
    pf_node a = (pf_node)((int32_t)n + pf_dir_dx[d]), b = (pf_node)((int32_t)n + pf_dir_dy[d] * s);
    if (!c[a] || !c[b])
        return PF_COST_INF;                 /* no corner cutting */
    return m == PF_MOVES_MEAN ? (pf_cost)PF_DIAG * ((pf_cost)c[n] + c[t] + c[a] + c[b])
                              : 4 * (pf_cost)PF_DIAG * c[t];
}

int pf_wgrid_open_runs(const struct pf_wgrid *w, const struct pf_open_ops *ops, char *why, size_t why_len)
{
    const pf_cost spread = 2 * 4 * (pf_cost)PF_DIAG * w->max_cost;
    if (ops != &pf_open_bucket || spread < PF_WBUCKET_SPAN)
        return 1;
    if (why && why_len)
        snprintf(why, why_len, "the bucket queue keeps one bucket per fixed-point cost, and this map's "
                 "dearest moves (cost %u x 10^-%d a cell) would need a window of %llu buckets, over its "
                 "limit of %u", w->max_cost, w->decimals, (unsigned long long)spread, PF_WBUCKET_SPAN);
    return 0;
}

/* The real cost of a label at (x, y), from the labels and the costs file (0 outside the map,
 * and for walls). */
static double label_cost(const struct pf_wgrid *w, int32_t x, int32_t y)
{
    if (!pf_grid_in_bounds(&w->grid, x, y))
        return 0;
    double c = w->label_cost[(unsigned char)pf_grid_char(&w->grid, x, y)];
    return c > 0 ? c : 0;
}

int pf_wpath_validate(const struct pf_wgrid *w, enum pf_moves m, const pf_node *path, uint32_t len,
                      pf_node start, pf_node goal, double *cost, pf_cost *fixed, char *why,
                      size_t why_len)
{
    double total = 0;
    pf_cost fx = 0;
    *cost = 0;
    if (fixed)
        *fixed = 0;
    if (!pf_wrule(m)) {
        snprintf(why, why_len, "movement model %s is not a cost rule", pf_moves_name(m));
        return 0;
    }
    if (len == 0 || !path) {
        snprintf(why, why_len, "empty path");
        return 0;
    }
    if (path[0] != start || path[len - 1] != goal) {
        snprintf(why, why_len, "path does not run from start to goal");
        return 0;
    }
    for (uint32_t i = 0; i < len; i++)
        if (path[i] >= w->grid.num_nodes) {
            snprintf(why, why_len, "step %u leaves the map", i);
            return 0;
        }
    int32_t x0, y0;
    pf_grid_xy(&w->grid, path[0], &x0, &y0);
    if (label_cost(w, x0, y0) <= 0) {
        snprintf(why, why_len, "start (%d,%d) is blocked", x0, y0);
        return 0;
    }
    for (uint32_t i = 1; i < len; i++) {
        int32_t x1, y1;
        pf_grid_xy(&w->grid, path[i], &x1, &y1);
        int32_t dx = x1 - x0, dy = y1 - y0;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) {
            snprintf(why, why_len, "step %u from (%d,%d) to (%d,%d) is not a move to a neighbour", i, x0, y0,
                     x1, y1);
            return 0;
        }
        double a = label_cost(w, x0, y0), b = label_cost(w, x1, y1);
        if (b <= 0) {
            snprintf(why, why_len, "step %u enters blocked cell (%d,%d)", i, x1, y1);
            return 0;
        }
        int d = 0;
        while (pf_dir_dx[d] != dx || pf_dir_dy[d] != dy)
            d++;
        if (dx && dy) {
            double sa = label_cost(w, x1, y0), sb = label_cost(w, x0, y1);
            if (sa <= 0 || sb <= 0) {
                snprintf(why, why_len, "step %u from (%d,%d) to (%d,%d) cuts the corner of a blocked cell", i, x0,
                         y0, x1, y1);
                return 0;
            }
            total += m == PF_MOVES_MEAN ? M_SQRT2 * (a + b + sa + sb) / 4 : M_SQRT2 * b;
        } else {
            total += m == PF_MOVES_MEAN ? (a + b) / 2 : b;
        }
        fx += pf_wgrid_step(w, m, path[i - 1], d);
        x0 = x1;
        y0 = y1;
    }
    *cost = total;
    if (fixed)
        *fixed = fx;
    return 1;
}
