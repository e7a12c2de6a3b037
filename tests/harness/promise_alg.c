/* promise_alg.c (test only): pfbench's promise that a new algorithm is one file and one
 * registration. A plain Dijkstra under a new name, declared optimal on every movement model,
 * and a broken copy declared the same, which stops when the goal is generated; linked into
 * pfbench_promise only (tests/CMakeLists.txt), checked by tests/harness/promise_test.sh. */
#include <stdio.h>
#include <stdlib.h>
#include "search_ctx.h"

/* Dijkstra written plainly: the open list through its ops table, one loop over the eight
 * directions. Node state is the context's (search_ctx.h): a node is generated in this query
 * when its stamp is >= the epoch, the stamp's low bits hold the direction that reached it
 * (pf_ctx_finish_path follows them back), and PF_ST_CLOSED marks it expanded. */
static int plain_dijkstra(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                          pf_node goal, struct pf_result *res, int stop_when_generated)
{
    pf_ctx_begin(ctx, res);
    const struct pf_open_ops *open = v->open;
    if (pf_ctx_use_open(ctx, open) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    void *q = ctx->open;
    const uint32_t epoch = ctx->epoch;
    struct pf_counters c = { .pushes = 1, .max_open = 1 };
    int rc = PF_NO_PATH;

    ctx->g[start] = 0;
    ctx->stamp[start] = epoch;
    if (open->push(q, start, 0, 0) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    pf_node n;
    while (rc == PF_NO_PATH && (n = open->pop_min(q)) != PF_NONE) {
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        ctx->stamp[n] |= PF_ST_CLOSED;
        c.expanded++;
        ctx_trace(ctx, n);
        if (ctx->budget && c.expanded >= ctx->budget) {
            rc = PF_BUDGET;
            break;
        }
        for (uint32_t d = 0; d < 8; d++) {
            if (!(ctx->mask[n] & (1u << d)))
                continue;                                   /* not a legal move */
            c.generated++;
            pf_node m = n + (uint32_t)ctx->off[d];
            pf_cost g = ctx->g[n] + ctx->step[d];
            int seen = ctx->stamp[m] >= epoch;
            if (seen && g >= ctx->g[m])
                continue;                                   /* no shorter this way */
            ctx->g[m] = g;
            ctx->stamp[m] = epoch | d;
            int pushed = seen ? (c.decreases++, open->decrease(q, m, g, 0))
                              : (c.pushes++, open->push(q, m, g, 0));
            if (pushed != PF_OK)
                return res->status = PF_ERR_NOMEM;
            if (stop_when_generated && m == goal) {
                rc = PF_OK;           /* the bug: a cheaper path to the goal may still come */
                break;
            }
        }
        if (open->size(q) > c.max_open)
            c.max_open = open->size(q);
    }
    if (rc == PF_OK)
        pf_ctx_finish_path(ctx, start, goal, res);
    res->c = c;
    return res->status = rc;
}

static int good_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                       pf_node goal, struct pf_result *res)
{
    return plain_dijkstra(ctx, v, start, goal, res, 0);
}

static int broken_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                         pf_node goal, struct pf_result *res)
{
    return plain_dijkstra(ctx, v, start, goal, res, 1);
}

static const struct pf_alg plain_dijkstra_alg = {
    .name = "plain-dijkstra",
    .optimal_on = PF_MOVES_2D,
    .needs = PF_NEEDS_OPEN,
    .search = good_search,
};

static const struct pf_alg broken_dijkstra_alg = {
    .name = "broken-dijkstra",
    .optimal_on = PF_MOVES_2D,          /* a false claim: validate must catch it */
    .needs = PF_NEEDS_OPEN,
    .search = broken_search,
};

static const struct pf_variant plain_dijkstra_variant = {
    .name = "plain-dijkstra", .alg = &plain_dijkstra_alg, .open = &pf_open_heap,
    .about = "test only: Dijkstra written plainly, under a new name",
};

static const struct pf_variant broken_dijkstra_variant = {
    .name = "broken-dijkstra", .alg = &broken_dijkstra_alg, .open = &pf_open_heap,
    .about = "test only: Dijkstra that stops when the goal is generated (not optimal)",
};

static void register_or_die(const struct pf_variant *v)
{
    char why[200] = "registered twice";
    if (pf_variant_register(v) != PF_OK) {
        pf_variant_check(v, why, sizeof why);
        fprintf(stderr, "promise_alg.c: variant '%s' refused: %s\n", v->name, why);
        exit(2);
    }
}

/* One registration each, before main. */
__attribute__((constructor)) static void register_promise_variants(void)
{
    register_or_die(&plain_dijkstra_variant);
    register_or_die(&broken_dijkstra_variant);
}
