/* validate.c: an independent path check, written against the map characters rather than
 * the search's precomputed move masks, with the cost recomputed from the moves. */
#include <math.h>
#include <stdio.h>
#include "pf_search.h"

static int cell_class(const struct pf_grid *g, int32_t x, int32_t y)
{
    if (!pf_grid_in_bounds(g, x, y))
        return PF_CLS_BLOCKED;
    int c = pf_terrain_class(pf_grid_char(g, x, y));
    return c < 0 ? PF_CLS_BLOCKED : c;
}

int pf_path_validate(const struct pf_grid *g, enum pf_moves m, const pf_node *path,
                     uint32_t len, pf_node start, pf_node goal, double *cost,
                     char *why, size_t why_len)
{
    uint64_t card = 0, diag = 0;
    *cost = 0;
    if (len == 0 || !path) {
        snprintf(why, why_len, "empty path");
        return 0;
    }
    if (path[0] != start || path[len - 1] != goal) {
        snprintf(why, why_len, "path does not run from start to goal");
        return 0;
    }
    int32_t x0, y0;
    pf_grid_xy(g, path[0], &x0, &y0);
    if (cell_class(g, x0, y0) == PF_CLS_BLOCKED) {
        snprintf(why, why_len, "start (%d,%d) is blocked", x0, y0);
        return 0;
    }
    for (uint32_t i = 1; i < len; i++) {
        int32_t x1, y1;
        if (path[i] >= g->num_nodes) {
            snprintf(why, why_len, "step %u leaves the grid", i);
            return 0;
        }
        pf_grid_xy(g, path[i], &x1, &y1);
        int32_t dx = x1 - x0, dy = y1 - y0;
        int from = cell_class(g, x0, y0), to = cell_class(g, x1, y1);
        if ((dx == 0 && dy == 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) {
            snprintf(why, why_len, "step %u from (%d,%d) to (%d,%d) is not a move", i, x0, y0, x1, y1);
            return 0;
        }
        if (to == PF_CLS_BLOCKED || to != from) {
            snprintf(why, why_len, "step %u enters (%d,%d): blocked or other terrain", i, x1, y1);
            return 0;
        }
        if (dx != 0 && dy != 0) {
            int side_a = cell_class(g, x1, y0) == from, side_b = cell_class(g, x0, y1) == from;
            int ok = m == PF_MOVES_8 ? side_a && side_b
                   : m == PF_MOVES_8CUT ? side_a || side_b
                   : m == PF_MOVES_8ANY;
            if (!ok) {
                snprintf(why, why_len, "step %u from (%d,%d) to (%d,%d): diagonal not allowed under moves %s",
                         i, x0, y0, x1, y1, pf_moves_name(m));
                return 0;
            }
            diag++;
        } else {
            card++;
        }
        x0 = x1;
        y0 = y1;
    }
    *cost = (double)card + (double)diag * M_SQRT2;
    return 1;
}
