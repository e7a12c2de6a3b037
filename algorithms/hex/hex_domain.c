/* hex_domain.c: the hex domain's descriptor: its one model (6), its heuristic (hex distance),
 * its algorithms as the registry runs them on a hex context, and its built-in variants, made of
 * the same lines as pf_hex_variants (hex_variants.def). */
#include "hex_ctx.h"
#include "hex_heuristic.h"
#include "search_ctx.h"

const struct pf_hex_heuristic pf_h_hex = {
    { "hex", PF_MOVES_BIT(PF_MOVES_HEX), PF_HEURISTIC_HEX },
};

/* One query of variant v as the hex search of kind `kind`: the variant's fields are its data
 * (open list, heuristic, pick); the context's budget and seed carried over, and its trace. */
static int run_kind(struct pf_search_ctx *ctx, enum pf_hex_kind kind, const struct pf_variant *v, pf_node start,
                    pf_node goal, struct pf_result *res)
{
    struct pf_hex_ctx *hc = ctx->state;
    struct pf_hex_search s = { kind, v->open, v->heuristic != NULL, v->pick };
    /* tracing is a picture's query, not a timed one: its array follows the context's */
    if ((ctx->trace != NULL) != (hc->trace != NULL) && pf_hex_ctx_set_trace(hc, ctx->trace != NULL) != PF_OK) {
        memset(res, 0, sizeof *res);
        return res->status = PF_ERR_NOMEM;
    }
    hc->budget = ctx->budget;
    hc->rng = ctx->rng;
    ctx_trace_clear(ctx);
    hc->tr = ctx->steps ? ctx : NULL;   /* the traced copies log into its steps */
    int rc = pf_hex_search(hc, &s, start, goal, res);
    ctx->rng = hc->rng;
    if (ctx->trace && hc->trace) {
        memcpy(ctx->trace, hc->trace, (size_t)ctx->num_nodes * sizeof *ctx->trace);
        ctx->trace_n = hc->trace_n;
    }
    return rc;
}

/* What a variant needs before its first query (its open lists, the backward side), and the
 * hex context's trace on when the registry context's is. */
static int hex_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v, enum pf_hex_kind kind)
{
    struct pf_hex_ctx *hc = ctx->state;
    struct pf_hex_search s = { kind, v->open, v->heuristic != NULL, v->pick };
    if (pf_hex_ctx_set_trace(hc, ctx->trace != NULL) != PF_OK)
        return PF_ERR_NOMEM;
    return pf_hex_ctx_prepare(hc, &s);
}

#define HEX_ALG(fn, kind)                                                                               \
    static int fn##_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t, \
                           struct pf_result *res)                                                       \
    {                                                                                                   \
        return run_kind(ctx, kind, v, s, t, res);                                                       \
    }                                                                                                   \
    static int fn##_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v)                     \
    {                                                                                                   \
        return hex_prepare(ctx, v, kind);                                                               \
    }
HEX_ALG(best_first, PF_HEX_BEST_FIRST)
HEX_ALG(bfs, PF_HEX_BFS)
HEX_ALG(generic, PF_HEX_GENERIC)
HEX_ALG(bidir, PF_HEX_BIDIR)

static const struct pf_alg alg_best_first = {
    .name = "astar", .domain = &pf_domain_hex, .optimal_on = PF_MOVES_BIT(PF_MOVES_HEX),
    .needs = PF_NEEDS_OPEN, .prepare = best_first_prepare, .search = best_first_search,
};
static const struct pf_alg alg_bfs = {
    .name = "bfs", .domain = &pf_domain_hex, .optimal_on = PF_MOVES_BIT(PF_MOVES_HEX),   /* unit steps */
    .prepare = bfs_prepare, .search = bfs_search,
};
static const struct pf_alg alg_generic = {
    .name = "generic", .domain = &pf_domain_hex, .optimal_on = 0,
    .prepare = generic_prepare, .search = generic_search,
};
static const struct pf_alg alg_bidir = {
    .name = "bidir-dijkstra", .domain = &pf_domain_hex, .optimal_on = PF_MOVES_BIT(PF_MOVES_HEX),
    .frontier = &pf_open_heap, .prepare = bidir_prepare, .search = bidir_search,
};

/* a .def line's kind and heuristic flag as the registry's algorithm and heuristic */
#define ALG_PF_HEX_BEST_FIRST alg_best_first
#define ALG_PF_HEX_BFS alg_bfs
#define ALG_PF_HEX_GENERIC alg_generic
#define ALG_PF_HEX_BIDIR alg_bidir
#define HEUR_0 NULL
#define HEUR_1 (&pf_h_hex.info)

static const struct pf_variant variants[] = {
#define X(name_, algo_, heur, kind, open_, use_h, pick_, about_) \
    { .name = name_, .alg = &ALG_##kind, .heuristic = HEUR_##use_h, .open = open_, .pick = pick_, .algo = algo_, .about = about_ },
#include "hex_variants.def"
#undef X
};

static const struct pf_domain_model models[] = { { (enum pf_moves)PF_MOVES_HEX, PF_HEX_MOVES_NAME } };

extern const struct pf_ctx_ops pf_hex_ctx_ops;   /* hex_context.c */

const struct pf_domain pf_domain_hex = {
    .name = "hex",
    .words = "hex maps",
    .reference = "hex/dijkstra/heap",
    .heuristic_kind = PF_HEURISTIC_HEX,
    .owns_open = 0,
    .unit = "cells",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_hex_ctx_ops,
};
