/* test_weighted.c: weighted terrain: the two cost rules' exact costs on small hand-made maps, an
 * independent Bellman-Ford in real numbers against Dijkstra and every admissible A* (every open
 * list) on seeded random terrain, the validator's verdicts, and the refusals of the builder. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_weighted.h"
#include "wbellman.h"

static void costs_set(struct pf_costs *c, char label, double cost, uint32_t scale)
{
    c->cost[(unsigned char)label] = cost;
    c->fixed[(unsigned char)label] = (uint32_t)llround(cost * scale);
    c->line[(unsigned char)label] = 1;
    c->scale = scale;
}

/* One query with variant name on w under rule m; the real cost, or -1 when no path. */
static double solve(const struct pf_wgrid *w, enum pf_moves m, const char *name, int x0, int y0, int x1,
                    int y1, pf_cost *g)
{
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(w, m);
    const struct pf_variant *v = pf_variant_find(name);
    CHECK(ctx && v);
    struct pf_result r;
    pf_node s = pf_grid_node(&w->grid, x0, y0), t = pf_grid_node(&w->grid, x1, y1);
    int rc = pf_search(ctx, v, s, t, &r);
    double cost = -1;
    if (rc == PF_OK) {
        double vc;
        char why[200];
        CHECK(pf_ctx_validate(ctx, r.path, r.path_len, s, t, &vc, why, sizeof why));
        CHECK_NEAR(vc, r.cost, 1e-12);
        cost = r.cost;
        if (g)
            *g = r.g;
    }
    pf_ctx_destroy(ctx);
    return cost;
}

static void hand_maps(void)
{
    struct pf_costs c;
    memset(&c, 0, sizeof c);
    costs_set(&c, 'a', 1, 1);
    costs_set(&c, 'b', 3, 1);
    costs_set(&c, 'c', 5, 1);
    costs_set(&c, '#', 0, 1);
    struct pf_wgrid w;
    /* a row: mean (1+3)/2 + (3+5)/2 = 6, enter 3 + 5 = 8 */
    CHECK_INT(pf_wgrid_build(&w, 3, 1, "abc", &c, NULL, NULL, NULL, 0), PF_OK);
    CHECK_INT(w.min_cost, 1);
    CHECK_INT(w.max_cost, 5);
    pf_cost g = 0;
    CHECK_NEAR(solve(&w, PF_MOVES_MEAN, "weighted/dijkstra/heap", 0, 0, 2, 0, &g), 6.0, 1e-12);
    CHECK_INT(g, 2 * PF_CARD * 4 + 2 * PF_CARD * 8);
    CHECK_NEAR(solve(&w, PF_MOVES_ENTER, "weighted/dijkstra/heap", 0, 0, 2, 0, NULL), 8.0, 1e-12);
    /* backwards under enter: 3 + 1 */
    CHECK_NEAR(solve(&w, PF_MOVES_ENTER, "weighted/dijkstra/heap", 2, 0, 0, 0, NULL), 4.0, 1e-12);
    pf_wgrid_free(&w);

    /* 2x2 all 'a' but one 'c': the diagonal (0,0)->(1,1) costs sqrt2 * (1+1+1+5)/4 under mean,
     * sqrt2 * 5 under enter; going round costs 1 + 3 (mean) or 1 + 5 (enter) */
    CHECK_INT(pf_wgrid_build(&w, 2, 2, "aaac", &c, NULL, NULL, NULL, 0), PF_OK);
    CHECK_NEAR(solve(&w, PF_MOVES_MEAN, "weighted/dijkstra/heap", 0, 0, 1, 1, NULL), M_SQRT2 * 2, 1e-12);
    CHECK_NEAR(solve(&w, PF_MOVES_ENTER, "weighted/dijkstra/heap", 0, 0, 1, 1, NULL), 6.0, 1e-12);
    pf_wgrid_free(&w);

    /* a wall beside the diagonal: no corner cutting, so around: mean 1 + 1 + ... */
    CHECK_INT(pf_wgrid_build(&w, 2, 2, "a#aa", &c, NULL, NULL, NULL, 0), PF_OK);
    CHECK_NEAR(solve(&w, PF_MOVES_MEAN, "weighted/dijkstra/heap", 0, 0, 1, 1, NULL), 2.0, 1e-12);
    CHECK_NEAR(solve(&w, PF_MOVES_MEAN, "weighted/dijkstra/heap", 0, 0, 1, 0, NULL), -1, 0);   /* a wall */
    {
        pf_node path[2] = { pf_grid_node(&w.grid, 0, 0), pf_grid_node(&w.grid, 1, 1) };
        double cost;
        char why[200] = "";
        CHECK(!pf_wpath_validate(&w, PF_MOVES_MEAN, path, 2, path[0], path[1], &cost, NULL, why, sizeof why));
        CHECK(strstr(why, "cuts the corner") != NULL);
    }
    pf_wgrid_free(&w);

    /* costs too dear for the bucket queue's window (a cost of 7.125 at 3 decimals: 7125 units a
     * cell, moves of up to 4 * 3363 * 7125): refused with the reason, the heap runs */
    {
        struct pf_costs d;
        memset(&d, 0, sizeof d);
        costs_set(&d, 'a', 1, 1000);
        costs_set(&d, 's', 7.125, 1000);
        d.decimals = 3;
        CHECK_INT(pf_wgrid_build(&w, 3, 1, "asa", &d, NULL, NULL, NULL, 0), PF_OK);
        struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, PF_MOVES_MEAN);
        char why[400] = "";
        CHECK(!pf_ctx_runs(ctx, pf_variant_find("weighted/dijkstra/bucket"), why, sizeof why));
        CHECK(strstr(why, "weighted/dijkstra/bucket cannot search this map: the bucket queue keeps one bucket per "
                          "fixed-point cost, and this map's dearest moves (cost 7125 x 10^-3 a cell) would need a "
                          "window of 191691000 buckets") != NULL);
        CHECK(pf_ctx_runs(ctx, pf_variant_find("weighted/dijkstra/heap"), NULL, 0));
        struct pf_result r;
        CHECK_INT(pf_search(ctx, pf_variant_find("weighted/dijkstra/bucket"), pf_grid_node(&w.grid, 0, 0),
                            pf_grid_node(&w.grid, 2, 0), &r), PF_ERR_ARG);
        pf_ctx_destroy(ctx);
        CHECK_NEAR(solve(&w, PF_MOVES_MEAN, "weighted/dijkstra/heap", 0, 0, 2, 0, NULL), 8.125, 1e-12);
        pf_wgrid_free(&w);
    }

    /* a label without a cost: refused with its cell */
    int32_t bx = -1, by = -1;
    char why[200] = "";
    CHECK_INT(pf_wgrid_build(&w, 3, 2, "aaaabz", &c, &bx, &by, why, sizeof why), PF_ERR_PARSE);
    CHECK_INT(bx, 2);
    CHECK_INT(by, 1);
    CHECK(strstr(why, "label 'z'") != NULL);
}

static void random_terrain(void)
{
    static const char *const optimal[] = {
        "weighted/dijkstra/heap", "weighted/dijkstra/bucket", "weighted/dijkstra/list",
        "weighted/astar/octile/heap", "weighted/astar/octile/bucket", "weighted/astar/octile/list",
        "weighted/astar/euclidean/heap", "weighted/astar/chebyshev/heap",
        "weighted/bidir-dijkstra/heap", "weighted/bidir-astar/octile/heap",
    };
    struct pf_costs c;
    memset(&c, 0, sizeof c);
    costs_set(&c, '.', 1.5, 10);
    costs_set(&c, 'g', 2.0, 10);
    costs_set(&c, 's', 7.3, 10);
    costs_set(&c, '@', 0, 10);
    c.decimals = 1;
    double lc[256] = { 0 };
    lc['.'] = 1.5;
    lc['g'] = 2.0;
    lc['s'] = 7.3;
    uint64_t rng = 12345;
    const int W = 24, H = 17;
    char lab[24 * 17];
    int lines = 0, found = 0, blind_worse = 0;
    for (int map = 0; map < 6; map++) {
        for (int i = 0; i < W * H; i++) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            unsigned r = (unsigned)(rng >> 33) % 100;
            lab[i] = r < 18 ? '@' : r < 50 ? '.' : r < 80 ? 'g' : 's';
        }
        struct pf_wgrid w;
        CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
        for (int q = 0; q < 12; q++) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            int s = (int)((rng >> 20) % (uint64_t)(W * H)), t = (int)((rng >> 40) % (uint64_t)(W * H));
            if (lab[s] == '@' || lab[t] == '@')
                continue;
            for (int rule = 0; rule < 2; rule++) {
                enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
                double want = bellman(lab, lc, W, H, m, s, t);
                lines++;
                found += want >= 0;
                for (size_t k = 0; k < sizeof optimal / sizeof optimal[0]; k++) {
                    double got = solve(&w, m, optimal[k], s % W, s / W, t % W, t / W, NULL);
                    CHECK_NEAR(got, want, 1e-9 * (1 + want));
                    CHECK(pf_variant_should_be_optimal(pf_variant_find(optimal[k]), m));
                }
                /* not optimal, but legal paths, never cheaper than the optimum */
                double b = solve(&w, m, "weighted/bfs", s % W, s / W, t % W, t / W, NULL);
                CHECK(want < 0 ? b < 0 : b >= want - 1e-9);
                CHECK(!pf_variant_should_be_optimal(pf_variant_find("weighted/bfs"), m));
                /* the 2D A* on the walls: the same cells reached, the cost never below the optimum */
                double u = solve(&w, m, "weighted/astar-unweighted/octile/heap", s % W, s / W, t % W, t / W, NULL);
                CHECK(want < 0 ? u < 0 : u >= want - 1e-9);
                blind_worse += u > want + 1e-9;
            }
        }
        pf_wgrid_free(&w);
    }
    CHECK(lines > 80);
    CHECK(found > 40);
    CHECK(blind_worse > 10);         /* ignoring the weights does cost something here */
    CHECK(!pf_variant_should_be_optimal(pf_variant_find("weighted/astar/manhattan/heap"), PF_MOVES_MEAN));
    CHECK(!pf_variant_should_be_optimal(pf_variant_find("weighted/wastar2/octile/heap"), PF_MOVES_ENTER));
    CHECK(pf_variant_reference_in(&pf_domain_weighted) == pf_variant_find("weighted/dijkstra/heap"));
}

int main(void)
{
    hand_maps();
    random_terrain();
    return pf_check_report("test_weighted");
}
