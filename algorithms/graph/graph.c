/* graph.c: the node graph's CSR form: built from a reader's arc list, freed, arcs looked up. */
#include <stdlib.h>
#include <string.h>
#include "pf_graph.h"

int pf_graph_build(struct pf_graph *g, uint32_t n, const struct pf_graph_arc *arcs, uint32_t m,
                   uint32_t scale)
{
    memset(g, 0, sizeof *g);
    int decimals = 0;
    uint32_t s = scale;
    while (s > 1 && s % 10 == 0) {
        s /= 10;
        decimals++;
    }
    if (s != 1 || decimals > 6 || n > PF_GRAPH_MAX_NODES)
        return PF_ERR_ARG;
    pf_cost total = 0, max_w = 0;
    for (uint32_t i = 0; i < m; i++) {
        if (arcs[i].u >= n || arcs[i].v >= n)
            return PF_ERR_ARG;
        if (arcs[i].w > PF_GRAPH_MAX_TOTAL - total)
            return PF_ERR_LIMIT;
        total += arcs[i].w;
        if (arcs[i].w > max_w)
            max_w = arcs[i].w;
    }
    g->first = calloc((size_t)n + 1, sizeof *g->first);
    g->head = malloc((size_t)(m ? m : 1) * sizeof *g->head);
    g->w = malloc((size_t)(m ? m : 1) * sizeof *g->w);
    if (!g->first || !g->head || !g->w) {
        pf_graph_free(g);
        return PF_ERR_NOMEM;
    }
    /* counting sort by tail: first[u + 1] counts u's arcs, then prefix sums, then place */
    for (uint32_t i = 0; i < m; i++)
        g->first[arcs[i].u + 1]++;
    for (uint32_t u = 0; u < n; u++)
        g->first[u + 1] += g->first[u];
    for (uint32_t i = 0; i < m; i++) {
        uint32_t at = g->first[arcs[i].u]++;
        g->head[at] = arcs[i].v;
        g->w[at] = arcs[i].w;
    }
    for (uint32_t u = n; u > 0; u--)     /* first[u] now holds the end of u's arcs: shift back */
        g->first[u] = g->first[u - 1];
    g->first[0] = 0;
    g->num_nodes = n;
    g->num_arcs = m;
    g->scale = scale;
    g->decimals = decimals;
    g->total = total;
    g->max_w = max_w;
    for (int h = 0; h < PF_GH_COUNT; h++)
        g->bad_arc[h] = UINT32_MAX;
    return PF_OK;
}

void pf_graph_free(struct pf_graph *g)
{
    free(g->first);
    free(g->head);
    free(g->w);
    free(g->pos);
    memset(g, 0, sizeof *g);
}

uint32_t pf_graph_find_arc(const struct pf_graph *g, pf_node u, pf_node v)
{
    uint32_t best = UINT32_MAX;
    if (u >= g->num_nodes)
        return best;
    for (uint32_t i = g->first[u]; i < g->first[u + 1]; i++)
        if (g->head[i] == v && (best == UINT32_MAX || g->w[i] < g->w[best]))
            best = i;
    return best;
}
