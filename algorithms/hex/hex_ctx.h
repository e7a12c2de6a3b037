/* hex_ctx.h: the hex search context's layout and the helpers its search files share
 * (internal to libpf). */
#ifndef PF_HEX_CTX_H
#define PF_HEX_CTX_H

#include "pf_hex.h"
#include "search_ctx.h"
#include "search_end.h"

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
    struct pf_search_ctx *tr; /* a traced query's registry context, whose step log the traced
                                 copies of the searches fill (hex_domain.c); else NULL */
};

/* Only in the traced copies: node n expanded on side (1: the backward search), and node s
 * labelled g, f from n (updated: it was open already). */
static inline void hx_log_expand(struct pf_hex_ctx *ctx, unsigned side, pf_node n)
{
    ctx_step(ctx->tr, PF_STEP_EXPAND, side, n, PF_NONE, 0, 0);
}
static inline void hx_log_label(struct pf_hex_ctx *ctx, unsigned side, pf_node s, pf_node n, pf_cost g, pf_cost f,
                                int updated)
{
    ctx_step_label(ctx->tr, side, s, n, g, f, updated);
}

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

/* Every hex search's step on its chosen node n (hex_search_core.h, hex_bfs.c, hex_generic.c,
 * hex_bidir_search.h): -1 with *rc PF_OK when n is the goal (PF_NONE for none), -1 with *rc PF_BUDGET
 * when expanding it spends the budget; else n closed in stamp, traced and counted, its
 * neighbours in s[] with the directions that reach them in dir[], their number returned and
 * added to *generated. A neighbour's cell depends on the row's parity, chosen by a mask bit. */
static inline int hx_expand(struct pf_hex_ctx *ctx, uint32_t *stamp, pf_node n, pf_node goal, uint64_t *expanded,
                            uint64_t *generated, pf_node s[PF_HEX_DIRS], unsigned dir[PF_HEX_DIRS], int *rc)
{
    if (n == goal) {
        *rc = PF_OK;
        return -1;
    }
    stamp[n] |= HX_CLOSED;
    hx_trace(ctx, n);
    if (++*expanded == ctx->budget) {
        *rc = PF_BUDGET;
        return -1;
    }
    const struct pf_hex_map *m = ctx->m;
    const unsigned mk = m->mask[n];
    const int32_t *off = m->off[(mk & PF_HEX_ODD) != 0];
    int k = 0;
    for (unsigned d = 0; d < PF_HEX_DIRS; d++)
        if (mk & (1u << d)) {
            s[k] = (pf_node)((int64_t)n + off[d]);
            dir[k++] = d;
        }
    *generated += (uint64_t)k;
    return k;
}

/* Start a query: zeroed result, a new epoch (the stamps cleared only when it wraps), an empty
 * trace when tracing. */
void pf_hex_ctx_begin(struct pf_hex_ctx *ctx, struct pf_result *res);
/* Make side's open list ops (created once, cleared when reused): PF_OK or PF_ERR_NOMEM. */
int pf_hex_side_use_open(struct pf_hex_ctx *ctx, struct hex_side *side, const struct pf_open_ops *ops);
/* Make the backward side's arrays (once): PF_OK or PF_ERR_NOMEM. */
int pf_hex_ctx_use_backward(struct pf_hex_ctx *ctx);
/* Follow stamp's directions from `from` back to `to`, then reverse: ctx->buf[0..len) holds
 * to..from; returns len. */
uint32_t pf_hex_ctx_walk_back(struct pf_hex_ctx *ctx, const uint32_t *stamp, pf_node from, pf_node to);
/* Follow the forward stamps' directions from goal back to start into ctx->buf: res path,
 * path_len, g, cost and status PF_OK. */
void pf_hex_ctx_finish_path(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);
/* A path of len cells in ctx->buf as the result (len - 1 steps). */
void pf_hex_ctx_set_path(struct pf_hex_ctx *ctx, uint32_t len, struct pf_result *res);

/* The searches (hex_best_first.c, hex_bfs.c, hex_generic.c, hex_bidir_search.h); pf_hex_search checks
 * the nodes and begins the query before calling them. */
int pf_hex_best_first(struct pf_hex_ctx *ctx, const struct pf_open_ops *ops, int use_h, pf_node start,
                      pf_node goal, struct pf_result *res);
int pf_hex_bfs(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);
int pf_hex_generic(struct pf_hex_ctx *ctx, enum pf_pick pick, pf_node start, pf_node goal,
                   struct pf_result *res);
int pf_hex_bidir(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);
/* Its traced copy, which logs each step (pf_hex_search runs it when ctx->tr is set). */
int pf_hex_bidir_traced(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res);

#endif
