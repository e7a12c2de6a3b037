/* segments.c: expand a segment path (GPPC's list of corners) into every cell it passes. */
#include <stdio.h>
#include "pf_search.h"

int pf_path_expand_segments(const struct pf_grid *g, const pf_node *corners, uint32_t n,
                            pf_node *out, uint32_t cap, uint32_t *out_len, char *why,
                            size_t why_len)
{
    *out_len = 0;
    if (why && why_len)
        why[0] = '\0';
    if (n == 0)
        return PF_OK;
    uint32_t len = 0;
    int32_t px = 0, py = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (corners[i] >= g->num_nodes) {
            if (why)
                snprintf(why, why_len, "point %u is node %u, outside the grid", i, corners[i]);
            return PF_ERR_ARG;
        }
        int32_t x, y;
        pf_grid_xy(g, corners[i], &x, &y);
        if (!pf_grid_in_bounds(g, x, y)) {
            if (why)
                snprintf(why, why_len, "point %u (node %u) is on the grid's border, outside the map",
                         i, corners[i]);
            return PF_ERR_ARG;
        }
        if (i == 0) {
            if (cap < 1)
                goto full;
            out[len++] = corners[0];
        } else {
            int32_t dx = x - px, dy = y - py;
            int32_t adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
            if (adx && ady && adx != ady) {
                if (why)
                    snprintf(why, why_len,
                             "segment %u from (%d,%d) to (%d,%d) is neither cardinal nor diagonal",
                             i, px, py, x, y);
                return PF_ERR_ARG;
            }
            int32_t k = adx > ady ? adx : ady;
            int32_t sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
            if ((uint64_t)len + (uint64_t)k > cap)
                goto full;
            for (int32_t j = 1; j <= k; j++)
                out[len++] = pf_grid_node(g, px + j * sx, py + j * sy);
        }
        px = x;
        py = y;
    }
    *out_len = len;
    return PF_OK;
full:
    if (why)
        snprintf(why, why_len, "the expanded path has more than %u cells", cap);
    return PF_ERR_LIMIT;
}
