/* test_ch.c: contraction hierarchies on node graphs (graph/ch): exact costs equal to
 * graph/dijkstra/heap on every pair of small graphs (a hand-made one with parallel arcs, a loop
 * and an unreachable node; random directed ones) and on random pairs of a generated waypoint
 * graph and of rome99 (GRAPHS_DIR, when there), every path
 * valid; the preprocessing timed once and its bytes; the expansion budget refusing both the
 * preprocessing (with its message) and a query; the counters. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "ch.h"
#include "search_ctx.h"
#include "pf_graph_io.h"
#include "pf_waypoints.h"

static uint64_t rng = 88172645463325252ull;
static uint32_t rnd(uint32_t k)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % k);
}

/* graph/ch against graph/dijkstra/heap from s to t on ctx: the same status and cost, a valid
 * path whose recomputed cost is that cost. 1 when all holds. */
static int same_as_dijkstra(struct pf_search_ctx *ctx, pf_node s, pf_node t)
{
    const struct pf_variant *ch = pf_variant_find("graph/ch"), *dij = pf_variant_find("graph/dijkstra/heap");
    struct pf_result rd, rc;
    int sd = pf_search(ctx, dij, s, t, &rd);
    pf_cost gd = rd.g;
    int sc = pf_search(ctx, ch, s, t, &rc);
    CHECK_INT(sc, sd);
    if (sc != sd)
        return 0;
    if (sd != PF_OK)
        return 1;
    CHECK_INT(rc.g, gd);
    char why[200];
    double cost = -1;
    int valid = pf_ctx_validate(ctx, rc.path, rc.path_len, s, t, &cost, why, sizeof why);
    CHECK(valid);
    if (!valid)
        fprintf(stderr, "  %u -> %u: %s\n", s, t, why);
    CHECK_NEAR(cost, rc.cost, 1e-9);
    CHECK(rc.c.expanded >= 1 || s == t);
    CHECK(rc.c.pushes >= rc.c.expanded);
    return rc.g == gd && valid;
}

/* Every pair of g, and the preprocessing's report. */
static void all_pairs(const struct pf_graph *g, const char *what)
{
    struct pf_search_ctx *ctx = pf_ctx_create_graph(g);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), &p), PF_OK);
    CHECK_INT(p.ran, 1);
    CHECK(p.bytes > (size_t)g->num_nodes * 4);
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), &p), PF_OK);
    CHECK_INT(p.ran, 0);                     /* made once per context */
    int pairs = 0, ok = 0;
    for (pf_node s = 0; s < g->num_nodes; s++)
        for (pf_node t = 0; t < g->num_nodes; t++) {
            pairs++;
            ok += same_as_dijkstra(ctx, s, t);
        }
    CHECK_INT(ok, pairs);
    printf("test_ch: %s: %d pairs, %d equal to dijkstra\n", what, pairs, ok);
    pf_ctx_destroy(ctx);
}

static void test_small(void)
{
    /* 0 -> 1 -> 2 -> 3 the cheap way round, 0 -> 3 dear; a parallel arc, a loop, a zero-cost
     * arc, node 5 reaching nothing and reached by nothing but itself */
    const struct pf_graph_arc arcs[] = {
        { 0, 1, 2 }, { 1, 2, 2 }, { 2, 3, 2 }, { 0, 3, 10 }, { 1, 2, 1 }, { 3, 3, 1 },
        { 3, 4, 0 }, { 4, 0, 3 }, { 2, 0, 7 }, { 5, 5, 4 },
    };
    struct pf_graph g;
    CHECK_INT(pf_graph_build(&g, 6, arcs, sizeof arcs / sizeof arcs[0], 1), PF_OK);
    all_pairs(&g, "small");
    struct pf_search_ctx *ctx = pf_ctx_create_graph(&g);
    struct pf_result res;
    CHECK_INT(pf_search(ctx, pf_variant_find("graph/ch"), 0, 4, &res), PF_OK);
    CHECK_INT(res.g, 5);                     /* 0 1 2 3 4 over the cheaper parallel arc */
    CHECK_INT(res.path_len, 5);
    CHECK_INT(res.path[2], 2);
    CHECK_INT(pf_search(ctx, pf_variant_find("graph/ch"), 2, 2, &res), PF_OK);
    CHECK_INT(res.path_len, 1);
    CHECK_INT(res.c.expanded, 0);            /* start = goal: met before any search */
    CHECK_INT(pf_search(ctx, pf_variant_find("graph/ch"), 0, 5, &res), PF_NO_PATH);
    pf_ctx_destroy(ctx);

    pf_graph_free(&g);
}

/* The budget on g (130 nodes): 10 nodes settled (a budget of 1 a query, times 10 queries) is
 * too few to contract it, and the note says so; so is a time limit of a nanosecond, and so is an
 * interrupt; a query's expansions are capped as well. */
static void test_budget(const struct pf_graph *g)
{
    struct pf_result res;
    struct pf_search_ctx *ctx = pf_ctx_create_graph(g);
    pf_ctx_set_budget(ctx, 1);
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), NULL), PF_BUDGET);
    CHECK_STR(pf_ctx_note(ctx), "contraction stopped by the expansion budget of 10 nodes settled "
                                "(witness searches), after 0 of 130 nodes");
    pf_ctx_set_budget(ctx, 0);
    pf_ctx_set_prep_seconds(ctx, 1e-9);
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), NULL), PF_BUDGET);
    CHECK(strstr(pf_ctx_note(ctx), "contraction stopped by the time budget of 1e-09 s") == pf_ctx_note(ctx));
    pf_ctx_set_prep_seconds(ctx, 0);
    /* an interrupt (pfbench run's Ctrl-C) stops it at its first check, with nothing kept; once
     * lifted, the same context prepares */
    pf_prep_interrupt(1);
    CHECK_INT(pf_prep_interrupted(), 1);
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), NULL), PF_BUDGET);
    CHECK_STR(pf_ctx_note(ctx), "contraction interrupted, after 0 of 130 nodes");
    pf_prep_interrupt(0);
    CHECK_INT(pf_prep_interrupted(), 0);
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), NULL), PF_OK);
    pf_ctx_set_budget(ctx, 1);
    CHECK_INT(pf_search(ctx, pf_variant_find("graph/ch"), 0, 1, &res), PF_BUDGET);
    CHECK_INT(res.c.expanded, 1);
    pf_ctx_destroy(ctx);
}

/* Random directed graphs: sparse and dense, costs 0..50 (zero costs and ties included). */
static void test_random(void)
{
    for (int k = 0; k < 4; k++) {
        uint32_t n = 40 + 30 * (uint32_t)k, m = n * (2 + 2 * (uint32_t)k);
        struct pf_graph_arc *a = malloc(m * sizeof *a);
        for (uint32_t i = 0; i < m; i++)
            a[i] = (struct pf_graph_arc){ rnd(n), rnd(n), rnd(51) };
        struct pf_graph g;
        CHECK_INT(pf_graph_build(&g, n, a, m, 1), PF_OK);
        char what[64];
        snprintf(what, sizeof what, "random %u nodes, %u arcs", n, m);
        all_pairs(&g, what);
        if (n == 130)
            test_budget(&g);
        pf_graph_free(&g);
        free(a);
    }
}

/* Random symmetric graphs (every arc with its reverse at the same cost, as on grids and the
 * waypoint graphs): the contraction decides each pair of neighbours once for both directions
 * there, so these check that path; costs 0..50, and one graph with
 * one more arc, one way only. */
static void test_symmetric(void)
{
    for (int k = 0; k < 4; k++) {
        uint32_t n = 50 + 30 * (uint32_t)k, half = n * (1 + (uint32_t)k);
        struct pf_graph_arc *a = malloc((2 * half + 1) * sizeof *a);
        uint32_t m = 0;
        for (uint32_t i = 0; i < half; i++) {
            const uint32_t u = rnd(n), v = rnd(n), w = rnd(51);
            a[m++] = (struct pf_graph_arc){ u, v, w };
            a[m++] = (struct pf_graph_arc){ v, u, w };
        }
        if (k == 3)   /* one arc one way only: the graph is no longer symmetric */
            a[m++] = (struct pf_graph_arc){ 0, n - 1, 3 };
        struct pf_graph g;
        CHECK_INT(pf_graph_build(&g, n, a, m, 1), PF_OK);
        char what[64];
        snprintf(what, sizeof what, "symmetric %u nodes, %u arcs", n, m);
        all_pairs(&g, what);
        pf_graph_free(&g);
        free(a);
    }
}

/* 3000 random pairs of a larger graph, rome99 or a generated one, each equal to Dijkstra; the
 * hierarchy's search space a tenth of Dijkstra's at most. Frees g. */
static void large_graph(struct pf_graph *g, const char *name)
{
    struct pf_search_ctx *ctx = pf_ctx_create_graph(g);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("graph/ch"), &p), PF_OK);
    const struct pf_ch *ch = NULL;
    for (uint32_t i = 0; i < ctx->num_slots; i++)
        if (ctx->slot[i].alg == &pf_alg_graph_ch)
            ch = ctx->slot[i].prep;
    CHECK(ch != NULL);
    int pairs = 0, ok = 0;
    uint64_t ch_exp = 0, dij_exp = 0;
    for (int i = 0; i < 3000; i++) {
        pf_node s = rnd(g->num_nodes), t = rnd(g->num_nodes);
        pairs++;
        ok += same_as_dijkstra(ctx, s, t);
        struct pf_result r;
        pf_search(ctx, pf_variant_find("graph/ch"), s, t, &r);
        ch_exp += r.c.expanded;
        pf_search(ctx, pf_variant_find("graph/dijkstra/heap"), s, t, &r);
        dij_exp += r.c.expanded;
    }
    CHECK_INT(ok, pairs);
    /* the point of the hierarchy: a small search space (rome99's is tens of nodes) */
    CHECK(ch_exp * 10 < dij_exp);
    printf("test_ch: %s: %d pairs, %d equal to dijkstra; %llu shortcuts, %zu bytes; "
           "expanded %.1f (ch) against %.1f (dijkstra) a query\n", name, pairs, ok,
           ch ? (unsigned long long)ch->shortcuts : 0ull, p.bytes, (double)ch_exp / pairs,
           (double)dij_exp / pairs);
    pf_ctx_destroy(ctx);
    pf_graph_free(g);
}

int main(void)
{
    test_small();
    test_random();
    test_symmetric();
    /* a generated road-like graph of rome99's size, with or without the data */
    struct pf_graph g;
    struct pf_waypoint_recipe wr;
    struct pf_error err;
    CHECK_INT(pf_waypoints_parse("waypoints:512:n=3300:seed=5", &wr, &err), PF_OK);
    CHECK_INT(pf_gen_waypoints(&wr, &g, &err), PF_OK);
    large_graph(&g, "waypoints:512:n=3300:seed=5");
    const char *dir = getenv("GRAPHS_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/dimacs/rome99.gr", dir ? dir : "");
    if (!dir || !*dir || access(path, R_OK) != 0) {
        printf("test_ch: skipped rome99: no GRAPHS_DIR/dimacs/rome99.gr\n");
        return pf_check_report("test_ch");
    }
    CHECK_INT(pf_dimacs_read(path, &g, (uint64_t)1 << 30, NULL, &err), PF_OK);
    large_graph(&g, "rome99");
    return pf_check_report("test_ch");
}
