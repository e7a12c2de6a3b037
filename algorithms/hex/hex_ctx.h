/* hex_ctx.h: the hex search context's layout and the helpers its search files share
 * (internal to libpf). */
#ifndef PF_HEX_CTX_H
#define PF_HEX_CTX_H

#include "pf_hex.h"

/* A stamp is epoch | closed | dir: the query's epoch (a multiple of HX_EPOCH), HX_CLOSED once
 * the node is expanded, and the direction of the move that reached it (HX_DIR_NONE at the
 * start), so its parent is pf_hex_step(m, n, dir ^ 1): no parent array. g is read only where
 * stamp >= epoch. */
#define HX_DIR 7u
#define HX_DIR_NONE 7u
#define HX_CLOSED 8u
#define HX_EPOCH 16u

/* One side of a search: stamps, costs and an open list. */
struct hex_side {
    uint32_t *stamp;
    pf_cost *g;
    const struct pf_open_ops *open_ops;
    void *open;
};

struct pf_hex_ctx {
    const struct pf_hex_map *m;
    uint32_t epoch;
    struct hex_side fwd;
    struct hex_side bwd;      /* the bidirectional search's backward side (made on demand) */
    pf_node *buf;             /* num_nodes: BFS queue or generic set in a query, then the path */
    uint64_t budget;
    uint64_t rng;             /* xorshift64* state of the random generic search */
    uint32_t *trace;          /* expansion order + 1 per node, when tracing */
    uint32_t trace_n;
};

/* Generated in this query and not closed. */
static inline int hx_open(uint32_t st, uint32_t epoch) { return st - epoch < HX_CLOSED; }

/* Equal f: larger g first (the other domains' default rule). */
static inline uint32_t hx_tie(pf_cost g)
{
    return UINT32_MAX - (uint32_t)(g < UINT32_MAX ? g : UINT32_MAX);
}

static inline void hx_trace(struct pf_hex_ctx *ctx, pf_node n)
{
    if (ctx->trace)
        ctx->trace[n] = ++ctx->trace_n;
}

/* Start a query: zeroed result, a new epoch (the stamps cleared only when it wraps), an empty
 * trace when tracing. */
void pf_hex_ctx_begin(struct pf_hex_ctx *ctx, struct pf_result *res);
/* Make side's open list ops (created once, cleared when reused): PF_OK or PF_ERR_NOMEM. */
int pf_hex_side_use_open(struct pf_hex_ctx *ctx, struct hex_side *side, const struct pf_open_ops *ops);
/* Make the backward side's arrays (once): PF_OK or PF_ERR_NOMEM. */
int pf_hex_ctx_use_backward(struct pf_hex_ctx *ctx);
/* Follow the forward stamps' directions from goal back to start into ctx->buf: res path,
 * path_len, g, cost and status PF_OK. */
void pf_hex_ctx_finish_path(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);
/* A path of len cells in ctx->buf as the result (len - 1 steps). */
void pf_hex_ctx_set_path(struct pf_hex_ctx *ctx, uint32_t len, struct pf_result *res);

/* The searches (hex_best_first.c, hex_bfs.c, hex_generic.c, hex_bidir.c); pf_hex_search checks
 * the nodes and begins the query before calling them. */
int pf_hex_best_first(struct pf_hex_ctx *ctx, const struct pf_open_ops *ops, int use_h, pf_node start,
                      pf_node goal, struct pf_result *res);
int pf_hex_bfs(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);
int pf_hex_generic(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start, pf_node goal,
                   struct pf_result *res);
int pf_hex_bidir(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);

#endif
