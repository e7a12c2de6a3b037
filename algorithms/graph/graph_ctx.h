/* graph_ctx.h: the graph search context's layout and helpers shared by the graph search
 * files (internal to libpf). */
#ifndef PF_GRAPH_CTX_H
#define PF_GRAPH_CTX_H

#include "pf_graph.h"
#include "search_ctx.h"

struct pf_graph_ctx {
    const struct pf_graph *g;
    /* Per-query state, valid where stamp[n] >= epoch: the epoch (even, one per query) or
     * epoch | GC_CLOSED once the node is expanded. g, h and parent are only read there. */
    uint32_t epoch;
    uint32_t *stamp;
    pf_cost *gv;          /* cost of the best path found so far */
    pf_cost *hv;          /* the heuristic, computed once per node and query */
    pf_node *parent;
    pf_node *path;        /* the BFS queue during a query, then the path found */
    const struct pf_open_ops *open_ops;
    void *open;
    uint64_t budget;
    struct pf_search_ctx *tr;   /* a traced query's context, whose step log the searches fill; else NULL */
};

#define GC_CLOSED 1u
#define GC_EPOCH 2u

/* Generated in this query and not closed. */
static inline int gc_open(uint32_t st, uint32_t epoch) { return st == epoch; }

/* Every graph search's step on its chosen node n (graph_bfs.c, graph_generic.c,
 * graph_search_core.h): 0 with *rc PF_OK when n is the goal, 0 with *rc PF_BUDGET when
 * expanding it spends the budget, else 1 with n closed and counted. */
static inline int gc_expand(uint32_t *stamp, uint32_t epoch, pf_node n, pf_node goal,
                            uint64_t *expanded, uint64_t budget, int *rc)
{
    if (n == goal) {
        *rc = PF_OK;
        return 0;
    }
    stamp[n] = epoch | GC_CLOSED;
    ++*expanded;
    if (budget && *expanded >= budget) {
        *rc = PF_BUDGET;
        return 0;
    }
    return 1;
}

/* BFS's traced copy (graph_bfs.c): the one a traced query runs instead of pf_galg_bfs. */
extern const struct pf_graph_alg pf_galg_bfs_traced;

/* Start a query: a new epoch (clearing the stamps only when the counter wraps) and zeroed
 * counters. */
void pf_graph_ctx_begin(struct pf_graph_ctx *ctx, struct pf_result *res);
/* Make the context's open list ops (creating it once): PF_OK or PF_ERR_NOMEM. */
int pf_graph_ctx_use_open(struct pf_graph_ctx *ctx, const struct pf_open_ops *ops);
/* Follow parent[] from goal back to start into ctx->path; fill res path, path_len, g (the
 * sum of the cheapest arc of each step), cost and status PF_OK. */
void pf_graph_ctx_finish_path(struct pf_graph_ctx *ctx, pf_node start, pf_node goal,
                              struct pf_result *res);

/* The graph and the graph search state of a node-graph context (its space and state:
 * graph_context.c). */
static inline const struct pf_graph *ctx_graph(const struct pf_search_ctx *ctx) { return ctx->space; }
static inline struct pf_graph_ctx *ctx_gstate(const struct pf_search_ctx *ctx) { return ctx->state; }

#endif
