/* test_aa_ctx.c: the any-angle search context: corner nodes, its validator's verdicts naming the
 * failing segment, the four registry variants answering through pf_search, and the corners
 * each marks expanded when tracing is on. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "check.h"
#include "pf_anyangle.h"
#include "pf_search.h"

/* 6 x 4 with one blocked cell at (2, 1): the corners from (0,0) to (6,4) */
static const char *const rows[] = { "......", "..@...", "......", "......", NULL };

static void corners_and_free(const struct pf_grid *g, struct pf_search_ctx *ctx)
{
    CHECK_INT(pf_ctx_num_nodes(ctx), 7 * 5);
    CHECK_INT(pf_aa_corner_node(g, 3, 2), 2 * 7 + 3);
    int32_t x, y;
    pf_aa_node_corner(g, 17, &x, &y);
    CHECK_INT(x, 3);
    CHECK_INT(y, 2);
    CHECK(pf_ctx_node_free(ctx, pf_aa_corner_node(g, 0, 0)));
    CHECK(!pf_ctx_node_free(ctx, pf_aa_corner_node(g, 2, 1)));   /* its cell is blocked */
    CHECK(!pf_ctx_node_free(ctx, pf_aa_corner_node(g, 6, 0)));   /* no cell east of it */
    CHECK(pf_ctx_domain(ctx) == &pf_domain_anyangle);
    CHECK_STR(pf_moves_name(pf_ctx_moves(ctx)), "aa");
}

static void validator(const struct pf_grid *g, struct pf_search_ctx *ctx)
{
    char why[200] = "";
    double cost = -1;
    /* (0,1) -> (4,2) crosses the blocked cell (2,1): refused, the segment named */
    pf_node through[] = { pf_aa_corner_node(g, 0, 1), pf_aa_corner_node(g, 4, 2) };
    CHECK(!pf_ctx_validate(ctx, through, 2, through[0], through[1], &cost, why, sizeof why));
    CHECK_STR(why, "segment 0 (0,1)-(4,2): passes through a blocked cell");
    /* the same ends around the cell's south-west corner: valid, length sqrt 5 + sqrt 2 */
    pf_node around[] = { pf_aa_corner_node(g, 0, 1), pf_aa_corner_node(g, 2, 2), pf_aa_corner_node(g, 4, 2) };
    CHECK(pf_ctx_validate(ctx, around, 3, around[0], around[2], &cost, why, sizeof why));
    CHECK_NEAR(cost, sqrt(5) + 2, 1e-12);
    /* a second segment through the cell: segment 1 named */
    pf_node second[] = { pf_aa_corner_node(g, 0, 0), pf_aa_corner_node(g, 2, 0), pf_aa_corner_node(g, 3, 3) };
    CHECK(!pf_ctx_validate(ctx, second, 3, second[0], second[2], &cost, why, sizeof why));
    CHECK_STR(why, "segment 1 (2,0)-(3,3): passes through a blocked cell");
    /* from a start to itself: the one-node path, length 0 */
    CHECK(pf_ctx_validate(ctx, around, 1, around[0], around[0], &cost, why, sizeof why));
    CHECK_NEAR(cost, 0, 0);
}

/* Every variant answers (0,1) -> (4,2) validly; the truth and Anya with the optimum. */
static void variants(const struct pf_grid *g, struct pf_search_ctx *ctx)
{
    static const char *const names[] = { "aa/truth", "aa/theta", "aa/lazy-theta", "aa/anya" };
    CHECK(pf_variant_reference_in(&pf_domain_anyangle) == pf_variant_find("aa/truth"));
    pf_node s = pf_aa_corner_node(g, 0, 1), t = pf_aa_corner_node(g, 4, 2);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const struct pf_variant *v = pf_variant_find(names[i]);
        CHECK(v != NULL);
        if (!v)
            continue;
        CHECK(pf_ctx_runs(ctx, v, NULL, 0));
        CHECK(pf_ctx_prepare(ctx, v, NULL) == PF_OK);
        struct pf_result r;
        CHECK_INT(pf_search(ctx, v, s, t, &r), PF_OK);
        char why[200] = "";
        double cost = -1;
        CHECK(pf_ctx_validate(ctx, r.path, r.path_len, s, t, &cost, why, sizeof why));
        CHECK_NEAR(cost, r.cost, 1e-9);
        if (pf_ctx_should_be_optimal(ctx, v))
            CHECK_NEAR(r.cost, sqrt(5) + 2, 1e-9);
        CHECK(r.c.expanded > 0);
        CHECK_INT(pf_search(ctx, v, s, s, &r), PF_OK);
        CHECK_INT(r.path_len, 1);
        CHECK_NEAR(r.cost, 0, 0);
    }
    CHECK(pf_ctx_should_be_optimal(ctx, pf_variant_find("aa/anya")));
    CHECK(!pf_ctx_should_be_optimal(ctx, pf_variant_find("aa/theta")));
    /* a 2D grid variant cannot search the plane */
    CHECK(!pf_ctx_runs(ctx, pf_variant_find("astar/octile/heap"), NULL, 0));
}

/* The orders the last query marked: how many corners hold one, the largest, and whether no
 * order is held twice (orders[] counts each, for the searches that give every corner its own). */
struct marks {
    uint64_t corners;
    int64_t top;
    int distinct;
};

static struct marks marks_of(const struct pf_search_ctx *ctx)
{
    static unsigned char seen[1024];
    struct marks m = { 0, -1, 1 };
    memset(seen, 0, sizeof seen);
    for (pf_node n = 0; n < pf_ctx_num_nodes(ctx); n++) {
        int64_t k = pf_ctx_trace_order(ctx, n);
        if (k < 0)
            continue;
        m.corners++;
        if (k > m.top)
            m.top = k;
        if (k >= (int64_t)sizeof seen || seen[k]++)
            m.distinct = 0;
    }
    return m;
}

/* Theta* on 4 x 2 open cells from (0,0) to (3,0): it expands exactly the corners (0,0), (1,0),
 * (2,0), (3,0) in that order (each next one has f = 3, every other corner more), and Lazy
 * Theta*, whose assumed parents are all in sight, the same. */
static void trace_exact(void)
{
    static const char *const open2[] = { "....", "....", NULL };
    struct pf_grid g;
    CHECK(pf_test_grid(&g, open2) == PF_OK);
    struct pf_search_ctx *ctx = pf_ctx_create_anyangle(&g);
    CHECK(ctx != NULL && pf_ctx_set_trace(ctx, 1) == PF_OK);
    if (!ctx)
        return;
    pf_node s = pf_aa_corner_node(&g, 0, 0), t = pf_aa_corner_node(&g, 3, 0);
    static const char *const names[] = { "aa/theta", "aa/lazy-theta" };
    for (size_t i = 0; i < 2; i++) {
        struct pf_result r;
        CHECK_INT(pf_search(ctx, pf_variant_find(names[i]), s, t, &r), PF_OK);
        CHECK_INT(r.c.expanded, 4);
        struct marks m = marks_of(ctx);
        CHECK_INT(m.corners, 4);
        for (int32_t x = 0; x <= 3; x++)
            CHECK_INT(pf_ctx_trace_order(ctx, pf_aa_corner_node(&g, x, 0)), x);
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* On the map with its blocked cell, (0,1) -> (4,2) and back, each variant traced: Theta* and
 * Lazy Theta* mark one corner per expansion (no double corner here) in orders 0 .. expanded - 1,
 * the start first and the target last; the truth marks Lazy Theta*'s expansions then the bounded
 * search's in one order, so its last order + 1 is its expansions and its start (expanded by
 * both) holds the bounded search's first order; Anya's orders are its
 * expanded nodes', the target on the last one's interval. A second query's trace holds only its
 * own marks, and tracing changes no answer or counter. */
static void trace_marks(const struct pf_grid *g, struct pf_search_ctx *ctx)
{
    static const char *const names[] = { "aa/truth", "aa/theta", "aa/lazy-theta", "aa/anya" };
    pf_node a = pf_aa_corner_node(g, 0, 1), b = pf_aa_corner_node(g, 4, 2);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const struct pf_variant *v = pf_variant_find(names[i]);
        struct pf_result off, on;
        CHECK(pf_ctx_set_trace(ctx, 0) == PF_OK);
        CHECK_INT(pf_search(ctx, v, a, b, &off), PF_OK);
        CHECK_INT(pf_ctx_trace_order(ctx, a), -1);
        CHECK(pf_ctx_set_trace(ctx, 1) == PF_OK);
        CHECK_INT(pf_search(ctx, v, b, a, &on), PF_OK);   /* the other way first: leftovers */
        CHECK_INT(pf_search(ctx, v, a, b, &on), PF_OK);
        CHECK_NEAR(on.cost, off.cost, 0);
        CHECK_INT(on.c.expanded, off.c.expanded);
        CHECK_INT(on.c.generated, off.c.generated);
        struct marks m = marks_of(ctx);
        CHECK_INT(m.top + 1, (int64_t)on.c.expanded);
        CHECK_INT(pf_ctx_trace_order(ctx, b), m.top);
        CHECK(pf_ctx_trace_order(ctx, a) >= 0);
        if (v->alg == &pf_alg_aa_theta || v->alg == &pf_alg_aa_lazy_theta) {
            CHECK_INT(m.corners, on.c.expanded);
            CHECK(m.distinct);
            CHECK_INT(pf_ctx_trace_order(ctx, a), 0);
        } else if (v->alg == &pf_alg_aa_truth) {
            /* both searches expand the start and the target; the start keeps the later order,
             * the bounded search's first, right after Lazy Theta*'s expansions */
            CHECK(m.corners < on.c.expanded);
            int64_t start_order = pf_ctx_trace_order(ctx, a);
            struct pf_result lz;
            CHECK_INT(pf_search(ctx, pf_variant_find("aa/lazy-theta"), a, b, &lz), PF_OK);
            CHECK_INT(start_order, (int64_t)lz.c.expanded);
        }
    }
    CHECK(pf_ctx_set_trace(ctx, 0) == PF_OK);
}

int main(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, rows) == PF_OK);
    struct pf_search_ctx *ctx = pf_ctx_create_anyangle(&g);
    CHECK(ctx != NULL);
    if (!ctx)
        return pf_check_report("test_aa_ctx");
    corners_and_free(&g, ctx);
    validator(&g, ctx);
    variants(&g, ctx);
    trace_marks(&g, ctx);
    pf_ctx_destroy(ctx);
    trace_exact();
    pf_grid_free(&g);
    return pf_check_report("test_aa_ctx");
}
