/* draw_graph.c: traces and search pictures of node-graph searches: the nodes where they lie, the
 * path each variant found, and what it cost. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "pf_io.h"
#include "draw_graph.h"

/* One search on a fresh context (budget: a picture needs no more than 10 M expansions). */
static struct pf_search_ctx *solve(const struct pf_graph *g, const struct pf_variant *v, pf_node s, pf_node t,
                                   struct pf_result *r)
{
    struct pf_search_ctx *ctx = pf_ctx_create_graph(g);
    if (!ctx) {
        fprintf(stderr, "pfbench: out of memory searching a graph of %u nodes\n", g->num_nodes);
        return NULL;
    }
    pf_ctx_set_budget(ctx, 10000000);
    if (pf_ctx_prepare(ctx, v, NULL) != PF_OK) {
        fprintf(stderr, "pfbench: %s cannot be prepared on this graph\n", v->name);
        pf_ctx_destroy(ctx);
        return NULL;
    }
    pf_search(ctx, v, s, t, r);
    return ctx;
}

int pf_graph_trace_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *v,
                         const char *map_name, const char *path)
{
    struct pf_result r;
    struct pf_search_ctx *ctx = solve(g, v, s, t, &r);
    if (!ctx)
        return -1;
    struct pf_out o;
    struct pf_error err;
    if (pf_out_open(&o, path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        pf_ctx_destroy(ctx);
        return -1;
    }
    fprintf(o.f, "# pfbench graph trace map=%s nodes=%u arcs=%u variant=%s start=%u goal=%u cost=%.*f expanded=%llu\n",
            map_name, g->num_nodes, g->num_arcs, v->name, s, t, g->decimals, r.status == PF_OK ? r.cost : -1.0,
            (unsigned long long)r.c.expanded);
    for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++) {
        pf_node n = r.path[i];
        if (g->pos)
            fprintf(o.f, "%u %.6g %.6g %.6g\n", n, g->pos[3 * (size_t)n], g->pos[3 * (size_t)n + 1],
                    g->pos[3 * (size_t)n + 2]);
        else
            fprintf(o.f, "%u\n", n);
    }
    int rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    if (rc)
        fprintf(stderr, "pfbench: %s\n", err.msg);
    pf_ctx_destroy(ctx);
    return rc;
}

/* The expanded nodes' positions, one "x y" line each, for a panel. */
struct closed_out {
    FILE *f;
    const struct pf_graph *g;
};

static void put_closed(void *arg, pf_node n, int closed)
{
    const struct closed_out *c = arg;
    if (closed)
        fprintf(c->f, "%.6g %.6g\n", c->g->pos[3 * (size_t)n], c->g->pos[3 * (size_t)n + 1]);
}

static FILE *open_in(const char *dir, const char *name)
{
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (!f)
        fprintf(stderr, "pfbench: cannot write %s: %s\n", path, strerror(errno));
    return f;
}

int pf_graph_panels_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *const *vars,
                          size_t n, int first, const char *dir, int verbose)
{
    if (!g->pos) {
        fprintf(stderr, "pfbench draw: this graph has no node positions: nothing to draw it by\n");
        return -1;
    }
    FILE *f = open_in(dir, "nodes.xy");
    if (!f)
        return -1;
    for (uint32_t i = 0; i < g->num_nodes; i++)
        fprintf(f, "%.6g %.6g\n", g->pos[3 * (size_t)i], g->pos[3 * (size_t)i + 1]);
    fclose(f);
    if (!(f = open_in(dir, "ends.xy")))
        return -1;
    fprintf(f, "%.6g %.6g\n%.6g %.6g\n", g->pos[3 * (size_t)s], g->pos[3 * (size_t)s + 1], g->pos[3 * (size_t)t],
            g->pos[3 * (size_t)t + 1]);
    fclose(f);
    for (size_t k = 0; k < n; k++) {
        if (verbose)
            fprintf(stderr, "pfbench draw: %s\n", vars[k]->name);
        struct pf_result r;
        struct pf_search_ctx *ctx = solve(g, vars[k], s, t, &r);
        if (!ctx)
            return -1;
        char name[64];
        snprintf(name, sizeof name, "%02zu.path", k + (size_t)first);
        int bad = !(f = open_in(dir, name));
        for (uint32_t i = 0; !bad && r.status == PF_OK && i < r.path_len; i++)
            fprintf(f, "%.6g %.6g\n", g->pos[3 * (size_t)r.path[i]], g->pos[3 * (size_t)r.path[i] + 1]);
        if (f)
            fclose(f);
        snprintf(name, sizeof name, "%02zu.closed", k + (size_t)first);
        if (!bad && !(bad = !(f = open_in(dir, name)))) {
            struct closed_out c = { f, g };
            pf_ctx_visit_nodes(ctx, put_closed, &c);
            fclose(f);
        }
        snprintf(name, sizeof name, "%02zu.title", k + (size_t)first);
        if (!bad && !(bad = !(f = open_in(dir, name)))) {
            if (r.status == PF_OK)
                fprintf(f, "%s: %llu expanded, cost %.*f\n", vars[k]->name, (unsigned long long)r.c.expanded,
                        g->decimals, r.cost);
            else
                fprintf(f, "%s: %s after %llu expanded\n", vars[k]->name, pf_status_name(r.status),
                        (unsigned long long)r.c.expanded);
            fclose(f);
        }
        pf_ctx_destroy(ctx);
        if (bad)
            return -1;
    }
    return 0;
}
