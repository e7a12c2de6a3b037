/* graph_ctx.c: the node-graph search context (state reused across queries by epoch stamps),
 * the query entry point and the rule of which graph variants must be optimal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "graph_ctx.h"

struct pf_graph_ctx *pf_graph_ctx_create(const struct pf_graph *g)
{
    struct pf_graph_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    size_t n = g->num_nodes ? g->num_nodes : 1;
    ctx->g = g;
    ctx->stamp = calloc(n, sizeof *ctx->stamp);
    ctx->gv = malloc(n * sizeof *ctx->gv);
    ctx->hv = malloc(n * sizeof *ctx->hv);
    ctx->parent = malloc(n * sizeof *ctx->parent);
    ctx->path = malloc(n * sizeof *ctx->path);
    if (!ctx->stamp || !ctx->gv || !ctx->hv || !ctx->parent || !ctx->path) {
        pf_graph_ctx_destroy(ctx);
        return NULL;
    }
    ctx->epoch = 0;
    return ctx;
}

void pf_graph_ctx_destroy(struct pf_graph_ctx *ctx)
{
    if (!ctx)
        return;
    if (ctx->open)
        ctx->open_ops->destroy(ctx->open);
    free(ctx->stamp);
    free(ctx->gv);
    free(ctx->hv);
    free(ctx->parent);
    free(ctx->path);
    free(ctx);
}

void pf_graph_ctx_set_budget(struct pf_graph_ctx *ctx, uint64_t max_expansions)
{
    ctx->budget = max_expansions;
}

void pf_graph_ctx_visit(const struct pf_graph_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed), void *arg)
{
    for (pf_node n = 0; n < ctx->g->num_nodes; n++)
        if ((ctx->stamp[n] & ~GC_CLOSED) == ctx->epoch)
            fn(arg, n, (ctx->stamp[n] & GC_CLOSED) != 0);
}

size_t pf_graph_ctx_bytes(const struct pf_graph_ctx *ctx)
{
    size_t n = ctx->g->num_nodes;
    return sizeof *ctx +
           n * (sizeof *ctx->stamp + sizeof *ctx->gv + sizeof *ctx->hv + sizeof *ctx->parent +
                sizeof *ctx->path) +
           (ctx->open ? ctx->open_ops->bytes(ctx->open) : 0);
}

int pf_graph_ctx_use_open(struct pf_graph_ctx *ctx, const struct pf_open_ops *ops)
{
    if (ctx->open && ctx->open_ops == ops) {
        ops->clear(ctx->open);
        return PF_OK;
    }
    if (ctx->open)
        ctx->open_ops->destroy(ctx->open);
    ctx->open = ops->create(ctx->g->num_nodes ? ctx->g->num_nodes : 1);
    ctx->open_ops = ctx->open ? ops : NULL;
    return ctx->open ? PF_OK : PF_ERR_NOMEM;
}

int pf_graph_ctx_prepare(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v)
{
    if (!(v->alg->needs & PF_NEEDS_OPEN))
        return PF_OK;
    return pf_graph_ctx_use_open(ctx, v->open ? v->open : &pf_open_heap);
}

void pf_graph_ctx_begin(struct pf_graph_ctx *ctx, struct pf_result *res)
{
    memset(res, 0, sizeof *res);
    if (ctx->epoch >= UINT32_MAX - 2 * GC_EPOCH) {
        memset(ctx->stamp, 0, (size_t)ctx->g->num_nodes * sizeof *ctx->stamp);
        ctx->epoch = 0;
    }
    ctx->epoch += GC_EPOCH;
}

void pf_graph_ctx_finish_path(struct pf_graph_ctx *ctx, pf_node start, pf_node goal,
                              struct pf_result *res)
{
    const struct pf_graph *g = ctx->g;
    uint32_t len = 0;
    for (pf_node n = goal;; n = ctx->parent[n]) {
        ctx->path[len++] = n;
        if (n == start)
            break;
    }
    pf_cost cost = 0;
    for (uint32_t i = 0, j = len - 1; i < j; i++, j--) {
        pf_node t = ctx->path[i];
        ctx->path[i] = ctx->path[j];
        ctx->path[j] = t;
    }
    for (uint32_t i = 0; i + 1 < len; i++)
        cost += g->w[pf_graph_find_arc(g, ctx->path[i], ctx->path[i + 1])];
    res->path = ctx->path;
    res->path_len = len;
    res->g = cost;
    res->cost = (double)cost / g->scale;
    res->status = PF_OK;
}

int pf_graph_search(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                    pf_node goal, struct pf_result *res)
{
    memset(res, 0, sizeof *res);
    if (start >= ctx->g->num_nodes || goal >= ctx->g->num_nodes || !v->alg || !v->alg->search)
        return res->status = PF_ERR_ARG;
    if (v->h && !pf_graph_heuristic_runs(ctx->g, v->h, NULL, 0))
        return res->status = PF_ERR_ARG;
    if ((v->alg->needs & PF_NEEDS_OPEN) && !pf_graph_open_runs(ctx->g, v->open, NULL, 0))
        return res->status = PF_ERR_ARG;
    return v->alg->search(ctx, v, start, goal, res);
}

int pf_graph_should_be_optimal(const struct pf_graph *g, const struct pf_graph_variant *v)
{
    if (!v->alg->optimal || v->weight > 1.0)
        return 0;
    if (!(v->alg->needs & PF_NEEDS_HEURISTIC) || !v->h)
        return 1;
    return pf_graph_heuristic_admissible(g, v->h, NULL, 0);
}

int pf_graph_open_runs(const struct pf_graph *g, const struct pf_open_ops *ops, char *why,
                       size_t why_len)
{
    if (ops != &pf_open_bucket || g->max_w < PF_GRAPH_BUCKET_SPAN)
        return 1;
    if (why)
        snprintf(why, why_len, "the bucket queue needs arcs costing below %u fixed-point units "
                 "(%u x 10^-%d), found one of %llu", PF_GRAPH_BUCKET_SPAN,
                 PF_GRAPH_BUCKET_SPAN, g->decimals, (unsigned long long)g->max_w);
    return 0;
}
