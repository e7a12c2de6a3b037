/* graph_context.c: the search context of the node-graph domain: its space is the graph, its
 * state the graph's search state (pf_graph_ctx), and its calls (the path check, what a graph
 * allows, where a heuristic is admissible on it, its content id). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include "pf_graph.h"
#include "search_ctx.h"

static void graph_free(struct pf_search_ctx *ctx)
{
    pf_graph_ctx_destroy(ctx->state);
    ctx->state = NULL;
}

static size_t graph_bytes(const struct pf_search_ctx *ctx) { return pf_graph_ctx_bytes(ctx->state); }

static int graph_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    (void)ctx;
    (void)n;
    return 1;                                   /* every node of a graph is a place */
}

static int graph_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                          pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_graph_path_validate(ctx->space, path, len, start, goal, NULL, cost, why, why_len);
}

static int graph_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why,
                      size_t why_len)
{
    char r[200] = "";
    int ok = (!v->heuristic || pf_graph_heuristic_runs(ctx->space, pf_hgraph(v->heuristic), r, sizeof r)) &&
             (!(v->alg->needs & PF_NEEDS_OPEN) || pf_graph_open_runs(ctx->space, v->open, r, sizeof r));
    if (!ok && why && why_len)
        snprintf(why, why_len, "%s cannot search this graph: %s", v->name, r);
    return ok;
}

/* a geometric heuristic is admissible on a graph only when its arcs are no shorter than the
 * distance between their ends: the graph library's rule (positions and bad_arc) */
static int graph_admissible(const struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    return !v->heuristic || pf_graph_heuristic_admissible(ctx->space, pf_hgraph(v->heuristic), NULL, 0);
}

static void graph_visit_nodes(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed),
                              void *arg)
{
    pf_graph_ctx_visit(ctx->state, fn, arg);
}

/* the arcs and their costs: what a preprocessing reads (positions only guide heuristics) */
static void graph_content_id(const struct pf_search_ctx *ctx, char out[17])
{
    const struct pf_graph *g = ctx->space;
    uint64_t h = pf_fnv(PF_FNV_START, &g->num_nodes, sizeof g->num_nodes);
    h = pf_fnv(h, &g->num_arcs, sizeof g->num_arcs);
    h = pf_fnv(h, &g->scale, sizeof g->scale);
    h = pf_fnv(h, g->first, ((size_t)g->num_nodes + 1) * sizeof *g->first);
    h = pf_fnv(h, g->head, (size_t)g->num_arcs * sizeof *g->head);
    h = pf_fnv(h, g->w, (size_t)g->num_arcs * sizeof *g->w);
    snprintf(out, 17, "%016" PRIx64, h);
}

const struct pf_ctx_ops pf_graph_ctx_ops = {
    .free = graph_free, .bytes = graph_bytes, .node_free = graph_node_free,
    .validate = graph_validate, .runs = graph_runs, .admissible = graph_admissible,
    .visit_nodes = graph_visit_nodes, .content_id = graph_content_id,
};

struct pf_search_ctx *pf_ctx_create_graph(const struct pf_graph *g)
{
    struct pf_search_ctx *ctx =
        pf_ctx_alloc(&pf_domain_graph, PF_MOVES_GRAPH, g->num_nodes);
    if (!ctx)
        return NULL;
    struct pf_graph_ctx *gc = pf_graph_ctx_create(g);
    if (!gc) {
        free(ctx);
        return NULL;
    }
    ctx->space = g;
    ctx->state = gc;
    return ctx;
}

const struct pf_graph *pf_ctx_graph(const struct pf_search_ctx *ctx)
{
    return ctx->domain == &pf_domain_graph ? ctx->space : NULL;
}

