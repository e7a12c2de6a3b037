/* graph_posthoc.c: the Posthoc trace of a node graph's search: its events at the nodes'
 * positions (ids the graph's node numbers), drawn as points sized to the graph's spread. */
#include <math.h>
#include <stdio.h>
#include "pf_graph.h"
#include "posthoc.h"
#include "trace.h"
#include "graph_posthoc.h"

static void node_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    const struct pf_graph *g = arg;
    *x = g->pos[3 * (size_t)n];
    *y = g->pos[3 * (size_t)n + 1];
    (void)z;
}

/* The spacing of nodes spread evenly over the bounding box of the graph's positions. */
static double spacing(const struct pf_graph *g)
{
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
    for (uint32_t i = 0; i < g->num_nodes; i++) {
        double x = g->pos[3 * (size_t)i], y = g->pos[3 * (size_t)i + 1];
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    double side = fmax(x1 - x0, y1 - y0);
    return side > 0 ? side / sqrt((double)g->num_nodes) : 1.0;
}

int pf_graph_posthoc_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *v,
                           const char *map_name, const char *path)
{
    if (!g->pos) {
        fprintf(stderr, "pfbench trace: a Posthoc trace draws the nodes where they lie, and %s gives no positions\n",
                map_name);
        return -1;
    }
    struct pf_search_ctx *ctx = pf_ctx_create_graph(g);
    struct pf_result r;
    int rc = -1;
    if (pf_trace_run(ctx, v, map_name, s, t, &r) == 0) {   /* a search that cannot run: its outcome */
        struct pf_posthoc_space sp = { node_where, g, 0, 1, g->num_nodes, (double)g->scale, NULL, NULL, NULL };
        double d = spacing(g);
        pf_posthoc_point_views(&sp, 0.25 * d, 0.04 * d);
        rc = pf_posthoc_write(path, &sp, ctx, v, map_name, s, t, &r);
    }
    pf_ctx_destroy(ctx);
    return rc;
}
