/* test_epoch.c: a search context gives the same answers before and after its epoch counter
 * wraps, and blocked cells keep their permanent wall stamp across the wrap. */
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"

/* walls, water (reached only from water) and a corner that forbids a diagonal */
static const char *const rows[] = {
    "..@.....W.",
    ".@@.@@..WW",
    "....@...W.",
    ".@@@@.@...",
    ".....@..@.",
    "@@.@...@..",
    NULL };

static const int queries[][4] = { { 0, 0, 9, 5 }, { 9, 0, 0, 5 }, { 3, 0, 5, 3 },
                                   { 8, 0, 9, 1 }, { 0, 4, 9, 0 },
                                   { 0, 0, 8, 2 } };
#define NQ (sizeof queries / sizeof queries[0])

struct answer {
    int status;
    pf_cost g;
    uint64_t expanded, generated;
    uint32_t path_len;
    pf_node path[64];
};

static void solve(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                  size_t q, struct answer *a)
{
    struct pf_result r;
    pf_ctx_set_seed(ctx, 7);          /* generic/random draws the same numbers every time */
    a->status = pf_search(ctx, v, pf_grid_node(g, queries[q][0], queries[q][1]),
                          pf_grid_node(g, queries[q][2], queries[q][3]), &r);
    a->g = r.g;
    a->expanded = r.c.expanded;
    a->generated = r.c.generated;
    a->path_len = r.path_len < 64 ? r.path_len : 64;
    for (uint32_t i = 0; i < a->path_len; i++)
        a->path[i] = r.path[i];
}

static int same(const struct answer *a, const struct answer *b)
{
    if (a->status != b->status || a->g != b->g || a->expanded != b->expanded ||
        a->generated != b->generated || a->path_len != b->path_len)
        return 0;
    for (uint32_t i = 0; i < a->path_len; i++)
        if (a->path[i] != b->path[i])
            return 0;
    return 1;
}

static void walls_intact(const struct pf_search_ctx *ctx, const struct pf_grid *g, const char *when)
{
    uint32_t bad = 0, walls = 0;
    for (uint32_t i = 0; i < g->num_nodes; i++) {
        int blocked = g->cls[i] == PF_CLS_BLOCKED;
        walls += (uint32_t)blocked;
        if (blocked != (ctx->stamp[i] == PF_ST_WALL))
            bad++;
    }
    if (bad)
        fprintf(stderr, "%s: %u cells with the wrong wall stamp\n", when, bad);
    CHECK_INT(bad, 0);
    CHECK(walls > 16);                /* the padding and the map's own walls */
}

int main(void)
{
    struct pf_grid g;
    if (pf_test_grid(&g, rows) != 0)
        return 1;
    size_t nv = pf_variant_count();
    struct answer *want = calloc(nv * NQ, sizeof *want), got;
    for (int m = 0; m < 4; m++) {
        struct pf_search_ctx *ctx = pf_ctx_create(&g, (enum pf_moves)m);
        pf_ctx_set_budget(ctx, 100000);   /* IDA* enumerates simple paths to an unreachable goal */
        walls_intact(ctx, &g, "new context");
        for (size_t i = 0; i < nv; i++)
            for (size_t q = 0; q < NQ; q++)
                solve(ctx, &g, pf_variant_at(i), q, &want[i * NQ + q]);
        CHECK_INT(want[0].status, PF_OK);        /* across the map, */
        CHECK_INT(want[3].status, PF_OK);        /* water to water, */
        CHECK_INT(want[5].status, PF_NO_PATH);   /* but not ground to water */
        /* the next few queries cross the wrap: every stamp left from the old epochs must
         * read as "not reached" again, and the walls must be stamped again */
        ctx->epoch = (UINT32_MAX - 5 * PF_ST_EPOCH) & ~(PF_ST_EPOCH - 1);
        int wrapped = 0;
        for (size_t i = 0; i < nv; i++)
            for (size_t q = 0; q < NQ; q++) {
                const struct answer *w = &want[i * NQ + q];
                uint32_t before = ctx->epoch;
                solve(ctx, &g, pf_variant_at(i), q, &got);
                wrapped |= ctx->epoch < before;
                if (!same(&got, w)) {
                    fprintf(stderr, "moves %s, %s, query %zu, after epoch %u: was %d g %lld exp %llu "
                            "len %u, now %d g %lld exp %llu len %u\n",
                            pf_moves_name((enum pf_moves)m), pf_variant_at(i)->name, q, before,
                            w->status, (long long)w->g, (unsigned long long)w->expanded, w->path_len,
                            got.status, (long long)got.g, (unsigned long long)got.expanded,
                            got.path_len);
                    pf_check_failures++;
                }
                pf_check_count++;
            }
        CHECK(wrapped);
        walls_intact(ctx, &g, "after the wrap");
        pf_ctx_destroy(ctx);
    }
    free(want);
    pf_grid_free(&g);
    return pf_check_report("test_epoch");
}
