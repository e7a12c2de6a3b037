/* fuzz_graph_check.h: what the node-graph fuzz targets check on every graph a reader accepts:
 * the CSR invariants, and that Dijkstra and admissible A* agree on a validated path. */
#ifndef FUZZ_GRAPH_CHECK_H
#define FUZZ_GRAPH_CHECK_H

#include "pf_graph_io.h"

static void check_csr(const struct pf_graph *g)
{
    if (g->num_nodes == 0 || !g->first || g->first[0] != 0 || g->first[g->num_nodes] != g->num_arcs)
        fail("first[] does not span the arcs", NULL);
    pf_cost total = 0, max_w = 0;
    for (pf_node u = 0; u < g->num_nodes; u++) {
        if (g->first[u] > g->first[u + 1])
            fail("first[] decreases", NULL);
        for (uint32_t i = g->first[u]; i < g->first[u + 1]; i++) {
            if (g->head[i] >= g->num_nodes)
                fail("an arc's head is not a node", NULL);
            total += g->w[i];
            if (g->w[i] > max_w)
                max_w = g->w[i];
        }
    }
    if (total != g->total || max_w != g->max_w || total > PF_GRAPH_MAX_TOTAL)
        fail("total or max_w wrong", NULL);
    uint32_t s = 1;
    for (int d = 0; d < g->decimals; d++)
        s *= 10;
    if (g->decimals < 0 || g->decimals > 6 || s != g->scale)
        fail("scale is not 10^decimals", NULL);
    if (!g->pos)
        for (int k = 0; k < PF_GH_COUNT; k++)
            if (g->bad_arc[k] != UINT32_MAX)
                fail("a heuristic judged on a graph without positions", NULL);
}

/* Dijkstra from node 0 to the last node, its path validated; A* with every heuristic the graph
 * admits must find the same cost. */
static void check_search(const struct pf_graph *g)
{
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(g);
    if (!ctx)
        return;
    pf_node s = 0, t = g->num_nodes - 1;
    struct pf_graph_variant dij = { .name = "dijkstra", .alg = &pf_galg_best_first,
                                    .h = &pf_gh_zero };
    struct pf_result r;
    int rc = pf_graph_search(ctx, &dij, s, t, &r);
    if (rc != PF_OK && rc != PF_NO_PATH)
        fail("Dijkstra failed", pf_status_name(rc));
    pf_cost best = rc == PF_OK ? r.g : 0;
    if (rc == PF_OK) {
        char why[200];
        pf_cost fixed;
        if (!pf_graph_path_validate(g, r.path, r.path_len, s, t, &fixed, NULL, why, sizeof why))
            fail("Dijkstra's path is not valid", why);
        if (fixed != r.g)
            fail("Dijkstra's cost differs from its path's", NULL);
    }
    for (int k = 1; k < PF_GH_COUNT; k++) {
        const struct pf_graph_heuristic *h = pf_graph_heuristics[k];
        if (!pf_graph_heuristic_admissible(g, h, NULL, 0))
            continue;
        /* the bucket queue where it can run, else the heap */
        struct pf_graph_variant a = { .name = "astar", .alg = &pf_galg_best_first, .h = h,
                                      .open = pf_graph_open_runs(g, &pf_open_bucket, NULL, 0)
                                                  ? &pf_open_bucket : &pf_open_heap };
        int ra = pf_graph_search(ctx, &a, s, t, &r);
        if (ra == PF_ERR_NOMEM || (ra == PF_ERR_LIMIT && a.open == &pf_open_bucket))
            continue;       /* out of memory, or keys spread past the bucket window: refused */
        if (ra != rc || (ra == PF_OK && r.g != best))
            fail("admissible A* disagrees with Dijkstra", h->info.name);
    }
    pf_graph_ctx_destroy(ctx);
}

#endif
