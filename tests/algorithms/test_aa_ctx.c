/* test_aa_ctx.c: the any-angle search context: corner nodes, its validator's verdicts naming the
 * failing segment, and the four registry variants answering through pf_search. */
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
    CHECK_INT(pf_ctx_domain(ctx), PF_DOMAIN_ANYANGLE);
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
    CHECK(pf_variant_reference_in(PF_DOMAIN_ANYANGLE) == pf_variant_find("aa/truth"));
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
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return pf_check_report("test_aa_ctx");
}
