/* hex_validate.c: the hex domain's path validator: the path's ends, its cells and its steps
 * checked against the map alone, and its cost recomputed (one per step). */
#include <stdio.h>
#include "pf_hex.h"

int pf_hex_validate(const struct pf_hex_map *m, const pf_node *path, uint32_t len, pf_node start,
                    pf_node goal, double *cost, char *why, size_t why_len)
{
    const struct pf_grid *g = &m->grid;
    int32_t x, y, px = 0, py = 0;
    if (len == 0 || !path) {
        snprintf(why, why_len, "empty path");
        return 0;
    }
    if (path[0] != start || path[len - 1] != goal) {
        snprintf(why, why_len, "the path runs from node %u to node %u, not from the start %u to the goal %u",
                 path[0], path[len - 1], start, goal);
        return 0;
    }
    for (uint32_t i = 0; i < len; i++) {
        if (path[i] >= g->num_nodes) {
            snprintf(why, why_len, "step %u: node %u is not a cell of the map", i, path[i]);
            return 0;
        }
        pf_hex_xy(m, path[i], &x, &y);
        if (!pf_grid_in_bounds(g, x, y)) {
            snprintf(why, why_len, "step %u: node %u lies outside the map", i, path[i]);
            return 0;
        }
        if (!pf_hex_free(m, path[i])) {
            snprintf(why, why_len, "step %u: cell (%d, %d) is blocked", i, x, y);
            return 0;
        }
        if (i > 0) {
            int ok = 0;
            for (int d = 0; d < PF_HEX_DIRS && !ok; d++) {
                int32_t nx, ny;
                pf_hex_neighbour_xy(px, py, d, &nx, &ny);
                ok = nx == x && ny == y;
            }
            if (!ok) {
                snprintf(why, why_len, "step %u: (%d, %d) to (%d, %d) is not a move to one of the six neighbours",
                         i, px, py, x, y);
                return 0;
            }
        }
        px = x;
        py = y;
    }
    *cost = (double)(len - 1);
    return 1;
}
