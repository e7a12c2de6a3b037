/* graph_validate.c: independent check of a node-graph path: ends, arcs, cost recomputed. */
#include <stdio.h>
#include "pf_graph.h"

int pf_graph_path_validate(const struct pf_graph *g, const pf_node *path, uint32_t len,
                           pf_node start, pf_node goal, pf_cost *fixed, double *cost,
                           char *why, size_t why_len)
{
    char dummy[8];
    if (!why) {
        why = dummy;
        why_len = sizeof dummy;
    }
    if (len == 0 || !path) {
        snprintf(why, why_len, "empty path");
        return 0;
    }
    if (path[0] != start) {
        snprintf(why, why_len, "path starts at node %u, not at the start %u", path[0], start);
        return 0;
    }
    if (path[len - 1] != goal) {
        snprintf(why, why_len, "path ends at node %u, not at the goal %u", path[len - 1], goal);
        return 0;
    }
    for (uint32_t i = 0; i < len; i++) {
        if (path[i] >= g->num_nodes) {
            snprintf(why, why_len, "step %u: node %u is not in the graph (%u nodes)", i, path[i],
                     g->num_nodes);
            return 0;
        }
    }
    pf_cost sum = 0;
    for (uint32_t i = 0; i + 1 < len; i++) {
        uint32_t a = pf_graph_find_arc(g, path[i], path[i + 1]);
        if (a == UINT32_MAX) {
            snprintf(why, why_len, "step %u: no arc %u -> %u", i + 1, path[i], path[i + 1]);
            return 0;
        }
        sum += g->w[a];
    }
    if (fixed)
        *fixed = sum;
    if (cost)
        *cost = (double)sum / g->scale;
    return 1;
}
