/* test_maps.c: hand-made maps with known answers, for every movement model and terrain rule,
 * run through every variant; plus the validator's verdicts on hand-made bad paths. */
#include <math.h>
#include "check.h"
#include "pf_search.h"

#define R2 M_SQRT2

/* Run every variant from (sx,sy) to (gx,gy); variants that must be optimal return `want`
 * (negative: no path), every path found is valid. Returns Dijkstra's cost. */
static double solve_all(const char *const *rows, enum pf_moves m, int sx, int sy, int gx, int gy,
                        double want, const char *what)
{
    struct pf_grid g;
    if (pf_test_grid(&g, rows) != 0)
        return -2;
    struct pf_search_ctx *ctx = pf_ctx_create(&g, m);
    pf_node s = pf_grid_node(&g, sx, sy), t = pf_grid_node(&g, gx, gy);
    double dij = -2;
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (!pf_variant_runs_on(v, m, NULL, 0))
            continue;                 /* refused under this model (its descriptor's runs_on) */
        struct pf_result r;
        int rc = pf_search(ctx, v, s, t, &r);
        if (want < 0) {
            if (rc != PF_NO_PATH) {
                fprintf(stderr, "%s (moves %s): %s: expected no path, got %s\n", what, pf_moves_name(m),
                        v->name, pf_status_name(rc));
                pf_check_failures++;
            }
            continue;
        }
        if (rc != PF_OK) {
            fprintf(stderr, "%s (moves %s): %s: expected a path, got %s\n", what, pf_moves_name(m),
                    v->name, pf_status_name(rc));
            pf_check_failures++;
            continue;
        }
        double cost;
        char why[200];
        if (!pf_path_validate(&g, m, r.path, r.path_len, s, t, &cost, why, sizeof why)) {
            fprintf(stderr, "%s (moves %s): %s: invalid path: %s\n", what, pf_moves_name(m), v->name, why);
            pf_check_failures++;
        }
        CHECK_NEAR(cost, r.cost, 1e-12);
        if (pf_variant_should_be_optimal(v, m) && fabs(r.cost - want) > 1e-9) {
            fprintf(stderr, "%s (moves %s): %s: expected cost %.9f, got %.9f\n", what, pf_moves_name(m),
                    v->name, want, r.cost);
            pf_check_failures++;
        }
        if (strcmp(v->name, "dijkstra/heap") == 0)
            dij = r.cost;
        pf_check_count++;
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return want < 0 ? -1 : dij;
}

static void test_movement_models(void)
{
    /* a corner: the diagonal (0,0)->(1,1) passes one blocked side */
    const char *corner[] = { "..", "@.", NULL };
    solve_all(corner, PF_MOVES_4, 0, 0, 1, 1, 2, "corner");
    solve_all(corner, PF_MOVES_8, 0, 0, 1, 1, 2, "corner");          /* no corner cutting */
    solve_all(corner, PF_MOVES_8CUT, 0, 0, 1, 1, R2, "corner");
    solve_all(corner, PF_MOVES_8ANY, 0, 0, 1, 1, R2, "corner");

    /* a squeeze: both sides blocked */
    const char *squeeze[] = { ".@", "@.", NULL };
    solve_all(squeeze, PF_MOVES_4, 0, 0, 1, 1, -1, "squeeze");
    solve_all(squeeze, PF_MOVES_8, 0, 0, 1, 1, -1, "squeeze");
    solve_all(squeeze, PF_MOVES_8CUT, 0, 0, 1, 1, -1, "squeeze");
    solve_all(squeeze, PF_MOVES_8ANY, 0, 0, 1, 1, R2, "squeeze");

    /* an open 5x5 room corner to corner */
    const char *open[] = { ".....", ".....", ".....", ".....", ".....", NULL };
    solve_all(open, PF_MOVES_4, 0, 0, 4, 4, 8, "open");
    solve_all(open, PF_MOVES_8, 0, 0, 4, 4, 4 * R2, "open");
    solve_all(open, PF_MOVES_8, 0, 0, 4, 2, 2 + 2 * R2, "open");
    solve_all(open, PF_MOVES_8, 2, 2, 2, 2, 0, "open, start is goal");

    /* a U-shaped wall: the path goes around it */
    const char *u[] = {
        ".......",
        ".@...@.",
        ".@...@.",
        ".@@@@@.",
        ".......",
        NULL };
    /* from inside the U (3,2) to below it (3,4): out over the top, down column 0, back */
    solve_all(u, PF_MOVES_4, 3, 2, 3, 4, 2 + 3 + 4 + 3, "u");        /* 12 */
    /* under 8 every corner of the U forbids its diagonal: (3,2)->(2,1) is the only one */
    solve_all(u, PF_MOVES_8, 3, 2, 3, 4, 10 + R2, "u");
    solve_all(u, PF_MOVES_8ANY, 3, 2, 3, 4, 4 + 4 * R2, "u");
    /* an unreachable goal is a result, not an error */
    const char *walled[] = { "..@..", "..@..", "..@..", NULL };
    solve_all(walled, PF_MOVES_8ANY, 0, 0, 4, 2, -1, "walled");
}

static void test_terrain(void)
{
    /* water connects only to water; swamp and G are ground-like; T and O block */
    const char *lake[] = {
        "..WWW..",
        "..WWW..",
        ".SSGSS.",
        NULL };
    solve_all(lake, PF_MOVES_8, 0, 0, 6, 0, 6 + 2 * R2, "lake: around the water by the swamp row");
    solve_all(lake, PF_MOVES_8, 0, 0, 3, 0, -1, "lake: ground to water");
    solve_all(lake, PF_MOVES_8, 2, 0, 4, 1, R2 + 1, "lake: water to water");
    solve_all(lake, PF_MOVES_8ANY, 2, 1, 4, 1, 2, "lake: no diagonal out of the water");
    const char *trees[] = { ".T.", ".O.", "...", NULL };
    solve_all(trees, PF_MOVES_8, 0, 0, 2, 0, 6, "trees and out-of-bounds block");
    solve_all(trees, PF_MOVES_4, 0, 0, 2, 0, 6, "trees and out-of-bounds block");
    /* a water cell beside a diagonal blocks it for land under no-corner-cutting */
    const char *shore[] = { ".W", "..", NULL };
    solve_all(shore, PF_MOVES_8, 0, 0, 1, 1, 2, "shore");
    solve_all(shore, PF_MOVES_8CUT, 0, 0, 1, 1, R2, "shore");
}

/* Dijkstra must stop when the goal is popped: on this map a Dijkstra that stops when the
 * goal is first generated returns 3 + 3 sqrt 2 = 7.24 (found by a brute-force search over
 * random 6x6 maps against such a variant); the optimum is 7. */
static void test_dijkstra_stops_at_pop(void)
{
    const char *m[] = { "....@.", "....@@", ".....@", "..@..@", ".@....", ".....@", NULL };
    double d = solve_all(m, PF_MOVES_8, 0, 0, 2, 5, 7, "generation-stop trap");
    CHECK_NEAR(d, 7, 1e-12);
}

static void test_validator(void)
{
    const char *rows[] = { "...", ".@.", "...", NULL };
    struct pf_grid g;
    pf_test_grid(&g, rows);
    double cost;
    char why[200];
    pf_node a = pf_grid_node(&g, 0, 0), b = pf_grid_node(&g, 1, 0), c = pf_grid_node(&g, 2, 0),
            d = pf_grid_node(&g, 2, 1), mid = pf_grid_node(&g, 1, 1), e = pf_grid_node(&g, 0, 1);
    pf_node good[] = { a, b, c, d };
    CHECK(pf_path_validate(&g, PF_MOVES_4, good, 4, a, d, &cost, why, sizeof why));
    CHECK_NEAR(cost, 3, 1e-12);
    pf_node wall[] = { a, mid, d };
    CHECK(!pf_path_validate(&g, PF_MOVES_8ANY, wall, 3, a, d, &cost, why, sizeof why));
    CHECK_STR(why, "step 1 enters (1,1): blocked or other terrain");
    pf_node jump[] = { a, c };
    CHECK(!pf_path_validate(&g, PF_MOVES_8, jump, 2, a, c, &cost, why, sizeof why));
    CHECK_STR(why, "step 1 from (0,0) to (2,0) is not a move");
    pf_node cut[] = { b, e };
    CHECK(!pf_path_validate(&g, PF_MOVES_8, cut, 2, b, e, &cost, why, sizeof why));
    CHECK_STR(why, "step 1 from (1,0) to (0,1): diagonal not allowed under moves 8");
    CHECK(pf_path_validate(&g, PF_MOVES_8CUT, cut, 2, b, e, &cost, why, sizeof why));
    CHECK_NEAR(cost, R2, 1e-12);
    CHECK(!pf_path_validate(&g, PF_MOVES_4, cut, 2, b, e, &cost, why, sizeof why));
    CHECK(!pf_path_validate(&g, PF_MOVES_8, good, 4, b, d, &cost, why, sizeof why));
    CHECK_STR(why, "path does not run from start to goal");
    pf_grid_free(&g);
}

int main(void)
{
    test_movement_models();
    test_terrain();
    test_dijkstra_stops_at_pop();
    test_validator();
    return pf_check_report("test_maps");
}
