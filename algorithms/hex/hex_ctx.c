/* hex_ctx.c: the hex search context: state reused across queries by epoch stamps, its open
 * lists, its trace, and the paths its searches found. */
#include <stdlib.h>
#include <string.h>
#include "hex_ctx.h"

struct pf_hex_ctx *pf_hex_ctx_create(const struct pf_hex_map *m)
{
    struct pf_hex_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    size_t n = m->grid.num_nodes;
    ctx->m = m;
    ctx->fwd.stamp = calloc(n, sizeof *ctx->fwd.stamp);
    ctx->fwd.g = malloc(n * sizeof *ctx->fwd.g);
    ctx->buf = malloc(n * sizeof *ctx->buf);
    ctx->rng = 0x9E3779B97F4A7C15ull;
    if (!ctx->fwd.stamp || !ctx->fwd.g || !ctx->buf) {
        pf_hex_ctx_destroy(ctx);
        return NULL;
    }
    return ctx;
}

static void side_free(struct hex_side *s)
{
    if (s->open)
        s->open_ops->destroy(s->open);
    free(s->stamp);
    free(s->g);
}

void pf_hex_ctx_destroy(struct pf_hex_ctx *ctx)
{
    if (!ctx)
        return;
    side_free(&ctx->fwd);
    side_free(&ctx->bwd);
    free(ctx->buf);
    free(ctx->trace);
    free(ctx);
}

static size_t side_bytes(const struct hex_side *s, size_t n)
{
    return (s->stamp ? n * (sizeof *s->stamp + sizeof *s->g) : 0) +
           (s->open ? s->open_ops->bytes(s->open) : 0);
}

size_t pf_hex_ctx_bytes(const struct pf_hex_ctx *ctx)
{
    size_t n = ctx->m->grid.num_nodes;
    return sizeof *ctx + side_bytes(&ctx->fwd, n) + side_bytes(&ctx->bwd, n) + n * sizeof *ctx->buf +
           (ctx->trace ? n * sizeof *ctx->trace : 0);
}

void pf_hex_ctx_set_budget(struct pf_hex_ctx *ctx, uint64_t max_expansions)
{
    ctx->budget = max_expansions;
}

void pf_hex_ctx_set_seed(struct pf_hex_ctx *ctx, uint64_t seed)
{
    ctx->rng = seed ? seed : 0x9E3779B97F4A7C15ull;   /* xorshift needs a non-zero state */
}

int pf_hex_ctx_set_trace(struct pf_hex_ctx *ctx, int on)
{
    if (!on) {
        free(ctx->trace);
        ctx->trace = NULL;
        return PF_OK;
    }
    if (!ctx->trace && !(ctx->trace = calloc(ctx->m->grid.num_nodes, sizeof *ctx->trace)))
        return PF_ERR_NOMEM;
    return PF_OK;
}

long long pf_hex_ctx_trace_order(const struct pf_hex_ctx *ctx, pf_node n)
{
    if (!ctx->trace || n >= ctx->m->grid.num_nodes)
        return -1;
    return (long long)ctx->trace[n] - 1;
}

void pf_hex_ctx_visit(const struct pf_hex_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed), void *arg)
{
    for (pf_node n = 0; n < ctx->m->grid.num_nodes; n++) {
        uint32_t st = ctx->fwd.stamp[n];
        if (st >= ctx->epoch && ctx->epoch)
            fn(arg, n, (st & HX_CLOSED) != 0);
    }
}

int pf_hex_side_use_open(struct pf_hex_ctx *ctx, struct hex_side *side, const struct pf_open_ops *ops)
{
    if (side->open && side->open_ops == ops) {
        ops->clear(side->open);
        return PF_OK;
    }
    if (side->open)
        side->open_ops->destroy(side->open);
    side->open = ops->create(ctx->m->grid.num_nodes);
    side->open_ops = side->open ? ops : NULL;
    return side->open ? PF_OK : PF_ERR_NOMEM;
}

int pf_hex_ctx_use_backward(struct pf_hex_ctx *ctx)
{
    if (ctx->bwd.stamp)
        return PF_OK;
    size_t n = ctx->m->grid.num_nodes;
    ctx->bwd.stamp = calloc(n, sizeof *ctx->bwd.stamp);
    ctx->bwd.g = malloc(n * sizeof *ctx->bwd.g);
    if (!ctx->bwd.stamp || !ctx->bwd.g) {
        free(ctx->bwd.stamp);
        free(ctx->bwd.g);
        ctx->bwd.stamp = NULL;
        ctx->bwd.g = NULL;
        return PF_ERR_NOMEM;
    }
    /* its stamps start below the current epoch, as the forward ones do */
    return PF_OK;
}

int pf_hex_ctx_prepare(struct pf_hex_ctx *ctx, const struct pf_hex_search *s)
{
    switch (s->kind) {
    case PF_HEX_BEST_FIRST:
        return pf_hex_side_use_open(ctx, &ctx->fwd, s->open ? s->open : &pf_open_heap);
    case PF_HEX_GENERIC:
        return s->pick == PF_PICK_GREEDY ? pf_hex_side_use_open(ctx, &ctx->fwd, &pf_open_heap) : PF_OK;
    case PF_HEX_BIDIR:
        if (pf_hex_ctx_use_backward(ctx) != PF_OK || pf_hex_side_use_open(ctx, &ctx->fwd, &pf_open_heap) != PF_OK)
            return PF_ERR_NOMEM;
        return pf_hex_side_use_open(ctx, &ctx->bwd, &pf_open_heap);
    case PF_HEX_BFS:
        return PF_OK;
    }
    return PF_ERR_ARG;
}

void pf_hex_ctx_begin(struct pf_hex_ctx *ctx, struct pf_result *res)
{
    memset(res, 0, sizeof *res);
    if (ctx->epoch >= UINT32_MAX - 2 * HX_EPOCH) {
        size_t n = ctx->m->grid.num_nodes;
        memset(ctx->fwd.stamp, 0, n * sizeof *ctx->fwd.stamp);
        if (ctx->bwd.stamp)
            memset(ctx->bwd.stamp, 0, n * sizeof *ctx->bwd.stamp);
        ctx->epoch = 0;
    }
    ctx->epoch += HX_EPOCH;
    if (ctx->trace) {
        memset(ctx->trace, 0, (size_t)ctx->m->grid.num_nodes * sizeof *ctx->trace);
        ctx->trace_n = 0;
    }
}

void pf_hex_ctx_set_path(struct pf_hex_ctx *ctx, uint32_t len, struct pf_result *res)
{
    res->path = ctx->buf;
    res->path_len = len;
    res->g = (pf_cost)(len - 1) * PF_HEX_STEP;
    res->cost = (double)(len - 1);
    res->status = PF_OK;
}

uint32_t pf_hex_ctx_walk_back(struct pf_hex_ctx *ctx, const uint32_t *stamp, pf_node from, pf_node to)
{
    uint32_t len = 0;
    for (pf_node n = from;; n = pf_hex_step(ctx->m, n, (int)(stamp[n] & HX_DIR) ^ 1)) {
        ctx->buf[len++] = n;
        if (n == to)
            break;
    }
    for (uint32_t i = 0, j = len - 1; i < j; i++, j--) {
        pf_node t = ctx->buf[i];
        ctx->buf[i] = ctx->buf[j];
        ctx->buf[j] = t;
    }
    return len;
}

void pf_hex_ctx_finish_path(struct pf_hex_ctx *ctx, pf_node start, pf_node goal, struct pf_result *res)
{
    pf_hex_ctx_set_path(ctx, pf_hex_ctx_walk_back(ctx, ctx->fwd.stamp, goal, start), res);
}
