/* graph_heuristics.c: the geometric heuristics of the node-graph domain and the load-time
 * check of where each is admissible. */
#include <stdio.h>
#include "graph_heuristics_impl.h"

static double norm_euclidean(double dx, double dy, double dz) { return gh_euclidean(dx, dy, dz); }
static double norm_manhattan(double dx, double dy, double dz) { return gh_manhattan(dx, dy, dz); }
static double norm_chebyshev(double dx, double dy, double dz) { return gh_chebyshev(dx, dy, dz); }

const struct pf_graph_heuristic pf_gh_zero = { .info = { "zero", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = PF_GH_ZERO };
const struct pf_graph_heuristic pf_gh_euclidean = {
    .info = { "euclidean", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = PF_GH_EUCLIDEAN, .needs_positions = 1, .norm = norm_euclidean
};
const struct pf_graph_heuristic pf_gh_manhattan = {
    .info = { "manhattan", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = PF_GH_MANHATTAN, .needs_positions = 1, .norm = norm_manhattan
};
const struct pf_graph_heuristic pf_gh_chebyshev = {
    .info = { "chebyshev", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = PF_GH_CHEBYSHEV, .needs_positions = 1, .norm = norm_chebyshev
};
const struct pf_graph_heuristic *const pf_graph_heuristics[PF_GH_COUNT] = {
    [PF_GH_ZERO] = &pf_gh_zero,
    [PF_GH_EUCLIDEAN] = &pf_gh_euclidean,
    [PF_GH_MANHATTAN] = &pf_gh_manhattan,
    [PF_GH_CHEBYSHEV] = &pf_gh_chebyshev,
};

static double dist(const struct pf_graph *g, const struct pf_graph_heuristic *h, pf_node a,
                   pf_node b)
{
    const double *p = g->pos + 3 * (size_t)a, *q = g->pos + 3 * (size_t)b;
    return h->norm(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/* The first arc (by index) that costs less than h's distance between its ends, or UINT32_MAX. */
static uint32_t first_bad_arc(const struct pf_graph *g, const struct pf_graph_heuristic *h)
{
    if (!h->norm || !g->pos)
        return UINT32_MAX;
    for (pf_node u = 0; u < g->num_nodes; u++)
        for (uint32_t i = g->first[u]; i < g->first[u + 1]; i++)
            if ((double)g->w[i] < (double)g->scale * dist(g, h, u, g->head[i]) * GH_SLACK)
                return i;
    return UINT32_MAX;
}

void pf_graph_check_heuristics(struct pf_graph *g)
{
    for (int k = 0; k < PF_GH_COUNT; k++)
        g->bad_arc[k] = first_bad_arc(g, pf_graph_heuristics[k]);
}

/* Whether h is the built-in heuristic of its id (whose verdict g->bad_arc keeps). */
static int builtin(const struct pf_graph_heuristic *h)
{
    return h->id >= 0 && h->id < PF_GH_COUNT && pf_graph_heuristics[h->id] == h;
}

int pf_graph_heuristic_runs(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                            char *why, size_t why_len)
{
    if (h->needs_positions && !g->pos) {
        if (why)
            snprintf(why, why_len, "the graph has no node positions (heuristic %s needs them)",
                     h->info.name);
        return 0;
    }
    return 1;
}

/* The tail of arc i (a binary search over first[]). */
static pf_node arc_tail(const struct pf_graph *g, uint32_t i)
{
    pf_node lo = 0, hi = g->num_nodes;       /* first[lo] <= i < first[hi] */
    while (hi - lo > 1) {
        pf_node mid = lo + (hi - lo) / 2;
        if (g->first[mid] <= i)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

int pf_graph_heuristic_admissible(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                                  char *why, size_t why_len)
{
    if (!pf_graph_heuristic_runs(g, h, why, why_len))
        return 0;
    /* a heuristic from outside libpf is judged now, by the same rule */
    uint32_t i = builtin(h) ? g->bad_arc[h->id] : first_bad_arc(g, h);
    if (i == UINT32_MAX)
        return 1;
    if (why) {
        pf_node u = arc_tail(g, i), v = g->head[i];
        snprintf(why, why_len, "arc %u -> %u costs %.*f but its ends are %.9g apart (%s)", u, v,
                 g->decimals, (double)g->w[i] / g->scale, dist(g, h, u, v), h->info.name);
    }
    return 0;
}

pf_cost pf_graph_estimate(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                          pf_node a, pf_node b)
{
    if (!h || !h->norm || !g->pos)
        return 0;
    return gh_fixed((double)g->scale, dist(g, h, a, b));
}
