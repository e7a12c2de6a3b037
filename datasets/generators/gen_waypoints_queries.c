/* gen_waypoints_queries.c: query files for node graphs: pairs drawn in the largest component,
 * their optimal costs from Dijkstra, sorted by cost. */
#include <stdlib.h>
#include <string.h>
#include "pf_waypoints.h"
#include "pf_gen.h"

static uint32_t find(uint32_t *parent, uint32_t a)
{
    while (parent[a] != a) {
        parent[a] = parent[parent[a]];
        a = parent[a];
    }
    return a;
}

static int by_cost(const void *a, const void *b)
{
    const struct pf_graph_query *x = a, *y = b;
    if (x->cost != y->cost)
        return x->cost < y->cost ? -1 : 1;
    if (x->s != y->s)
        return x->s < y->s ? -1 : 1;
    return x->t < y->t ? -1 : x->t > y->t;
}

int pf_gen_graph_queries(const struct pf_graph *g, uint64_t seed, uint32_t count,
                         struct pf_graph_queries *out, struct pf_error *err)
{
    memset(out, 0, sizeof *out);
    uint32_t n = g->num_nodes;
    if (n < 2) {
        pf_error_set(err, "queries: expected a graph of at least 2 nodes, found %u", n);
        return PF_ERR_ARG;
    }
    uint32_t *parent = malloc((size_t)n * sizeof *parent), *size = calloc(n, sizeof *size);
    uint32_t *members = malloc((size_t)n * sizeof *members);
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(g);
    out->q = malloc((size_t)(count ? count : 1) * sizeof *out->q);
    int rc = PF_ERR_NOMEM;
    if (!parent || !size || !members || !ctx || !out->q)
        goto out;
    /* components of the graph with its arcs taken both ways */
    for (uint32_t i = 0; i < n; i++)
        parent[i] = i;
    for (pf_node u = 0; u < n; u++) {
        for (uint32_t i = g->first[u]; i < g->first[u + 1]; i++) {
            uint32_t a = find(parent, u), b = find(parent, g->head[i]);
            if (a != b)
                parent[a < b ? b : a] = a < b ? a : b;      /* the smaller id is the root */
        }
    }
    uint32_t best = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t root = find(parent, i);
        size[root]++;
        if (size[root] > size[best] || (size[root] == size[best] && root < best))
            best = root;
    }
    uint32_t num = 0;
    for (uint32_t i = 0; i < n; i++)
        if (find(parent, i) == best)
            members[num++] = i;
    if (num < 2) {
        pf_error_set(err, "queries: expected a component of at least 2 nodes, found none");
        rc = PF_ERR_ARG;
        goto out;
    }
    struct pf_rng rng;
    pf_rng_seed(&rng, seed);
    struct pf_graph_variant dij = { .name = "dijkstra", .alg = &pf_galg_best_first,
                                    .h = &pf_gh_zero, .open = &pf_open_heap };
    uint64_t draws = 0;
    while (out->n < count && draws < 20 * (uint64_t)count) {
        draws++;
        pf_node s = members[pf_rng_below(&rng, num)], t = members[pf_rng_below(&rng, num)];
        if (s == t)
            continue;
        struct pf_result res;
        int sr = pf_graph_search(ctx, &dij, s, t, &res);
        if (sr == PF_NO_PATH)
            continue;                  /* a directed graph: t may not be reachable from s */
        if (sr != PF_OK) {
            rc = sr;
            goto out;
        }
        out->q[out->n++] = (struct pf_graph_query){ .s = s, .t = t, .has_cost = 1, .cost = res.g };
    }
    qsort(out->q, out->n, sizeof *out->q, by_cost);
    for (size_t i = 0; i < out->n; i++)
        out->q[i].line = (uint32_t)i + 2;     /* as written: after the 'queries' line */
    rc = PF_OK;
out:
    if (rc == PF_ERR_NOMEM)
        pf_error_set(err, "queries: out of memory for a graph of %u nodes", n);
    if (rc != PF_OK)
        pf_graph_queries_free(out);
    free(parent);
    free(size);
    free(members);
    pf_graph_ctx_destroy(ctx);
    return rc;
}
