/* test_anyangle_truth.c: the any-angle ground truth: exact costs on small maps worked by hand,
 * every path accepted by the validator, both forms of the truth (the all-pairs graph and the
 * bounded search) equal on drawn lines of generated maps, and the published optima of the GPPC
 * start kit's AcrosstheCape scenarios (ANYANGLE_DIR or ../shared/anyangle, when there) to their
 * printed precision, by both forms. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "pf_anyangle.h"
#include "anyangle_data.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_types.h"

#define CAP 4096

/* Query the truth, check the cost and that the validator accepts the path with that cost. */
static void expect_cost(struct pf_aa_truth *t, const struct pf_grid *g, int32_t sx, int32_t sy,
                        int32_t tx, int32_t ty, double want, int line)
{
    static struct pf_aa_point pts[CAP];
    size_t n = 0;
    double cost = -1, vcost = -1;
    enum pf_aa_why why;
    int rc = pf_aa_truth_query(t, sx, sy, tx, ty, pts, CAP, &n, &cost, NULL);
    long bad = pf_aa_validate(g, sx, sy, tx, ty, pts, n, &vcost, &why);
    pf_check_count++;
    if (rc != PF_OK || fabs(cost - want) > 1e-9 * (1 + want) || bad != -1 ||
        fabs(vcost - cost) > 1e-9 * (1 + want)) {
        pf_check_failures++;
        fprintf(stderr, "line %d: (%d,%d)-(%d,%d): status %d cost %.12g (want %.12g), "
                "validator: segment %ld %s\n", line, sx, sy, tx, ty, rc, cost, want, bad,
                pf_aa_why_str(why));
    }
}
#define EXPECT_COST(t, g, sx, sy, tx, ty, want) expect_cost(t, g, sx, sy, tx, ty, want, __LINE__)

static void test_small(void)
{
    /* the problem definition's example map: around (3,2) to reach the target (3,1), a double
     * corner, from its south-east side */
    static const char *const example[] = { "...@.", "@.@..", "@..@.", "@@...", NULL };
    struct pf_grid g;
    struct pf_aa_truth *t;
    CHECK(pf_test_grid(&g, example) == 0);
    CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
    EXPECT_COST(t, &g, 0, 0, 3, 1, 4 * sqrt(2) + 2);
    EXPECT_COST(t, &g, 0, 0, 1, 2, 1 + sqrt(2));  /* (1,1), then down the blocked (0,1)'s east edge */
    EXPECT_COST(t, &g, 4, 0, 4, 0, 0);
    EXPECT_COST(t, &g, 1, 1, 4, 3, 2 * sqrt(2) + 1); /* (3,3), touching (2,2); the line cuts (2,1) */
    pf_aa_truth_free(t);
    pf_grid_free(&g);

    /* a double corner at (2,2) (blocked (2,1) and (1,2)): not crossed; a start on it leaves
     * through its south-east side */
    static const char *const pinch[] = { "....", "..@.", ".@..", "....", NULL };
    CHECK(pf_test_grid(&g, pinch) == 0);
    CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
    /* (2,1), (3,1), (3,2); (1,2), (1,3), (2,3); (2,2) once per open side */
    CHECK_INT(pf_aa_truth_vertices(t), 3 + 3 + 2);
    EXPECT_COST(t, &g, 0, 0, 4, 4, 2 * sqrt(10));
    EXPECT_COST(t, &g, 2, 2, 0, 0, 2 + sqrt(10));
    /* a target there is reached from the south-east side only, not along the diagonal */
    EXPECT_COST(t, &g, 0, 0, 2, 2, 2 + sqrt(10));
    pf_aa_truth_free(t);
    pf_grid_free(&g);

    /* around an L: (2,2), then along the blocked cells' south and east edges */
    static const char *const ell[] = { "...@.", "..@@.", ".....", NULL };
    CHECK(pf_test_grid(&g, ell) == 0);
    CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
    EXPECT_COST(t, &g, 0, 0, 4, 0, 2 * sqrt(2) + 2 + 2);
    pf_aa_truth_free(t);
    pf_grid_free(&g);

    /* a target behind a wall: no path, no points */
    static const char *const wall[] = { "..@..", "..@..", "..@..", NULL };
    CHECK(pf_test_grid(&g, wall) == 0);
    CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
    struct pf_aa_point pts[16];
    size_t n = 9;
    double cost = -1;
    CHECK_INT(pf_aa_truth_query(t, 0, 0, 4, 0, pts, 16, &n, &cost, NULL), PF_NO_PATH);
    CHECK_INT(n, 0);
    pf_aa_truth_free(t);
    pf_grid_free(&g);
}

/* The published optima (every step-th line): column 9 of AcrosstheCape.map.scen is the
 * any-angle optimum. Both forms of the truth: the all-pairs graph, and the bounded search given
 * a bound 1 % above the optimum (any bound at least the optimum must give the optimum). */
static int test_cape(const char *dir, size_t step)
{
    struct pf_grid g;
    struct pf_scen s;
    if (aa_cape_read(dir, &g, &s) != 0)
        return -1;
    struct pf_aa_truth *t;
    struct pf_aa_bounded *b;
    size_t bytes = 0;
    CHECK_INT(pf_aa_truth_build(&g, &t, &bytes), PF_OK);
    CHECK_INT(pf_aa_bounded_build(&g, &b, NULL), PF_OK);
    size_t cap = pf_aa_truth_vertices(t) + 2, matched[2] = { 0, 0 }, lines = 0;
    struct pf_aa_point *pts = malloc(cap * sizeof *pts);
    for (size_t i = 0; i < s.n; i += step, lines++) {
        const struct pf_scen_entry *e = &s.e[i];
        for (int bounded = 0; bounded < 2; bounded++) {
            size_t n = 0;
            double cost = -1, vcost = -1, tol = 0.5 * pow(10, -e->decimals) + 1e-9;
            enum pf_aa_why why;
            int rc = bounded ? pf_aa_bounded_query(b, e->sx, e->sy, e->gx, e->gy,
                                                   e->optimum * 1.01 + 0.01, pts, cap, &n, &cost, NULL)
                             : pf_aa_truth_query(t, e->sx, e->sy, e->gx, e->gy, pts, cap, &n, &cost, NULL);
            long bad = pf_aa_validate(&g, e->sx, e->sy, e->gx, e->gy, pts, n, &vcost, &why);
            if (rc == PF_OK && fabs(cost - e->optimum) <= tol && bad == -1)
                matched[bounded]++;
            else
                fprintf(stderr, "AcrosstheCape.map.scen:%u: %s: status %d cost %.9f, published %.9f, "
                        "validator %ld %s\n", e->line, bounded ? "bounded" : "graph", rc, cost,
                        e->optimum, bad, pf_aa_why_str(why));
        }
    }
    printf("AcrosstheCape: %zu and %zu of %zu published optima matched (graph of %u corners, %zu "
           "bytes; bounded search)\n", matched[0], matched[1], lines, pf_aa_truth_vertices(t), bytes);
    CHECK_INT(s.n, 201);
    CHECK_INT(matched[0], lines);
    CHECK_INT(matched[1], lines);
    free(pts);
    pf_aa_bounded_free(b);
    pf_aa_truth_free(t);
    pf_scen_free(&s);
    pf_grid_free(&g);
    return 0;
}

/* Generated maps with drawn start and goal pairs (every step-th), with or without
 * AcrosstheCape: both forms of the truth give the same cost, the bounded one given Theta*'s
 * length as its bound (a valid path's, so at least the optimum); both paths validate at that
 * cost, which lies between the straight-line distance and Theta*'s length. */
static void test_generated(size_t step)
{
    static const char *const recipes[] = { "rooms:96x80:r=12:d=2:seed=81", "random:80x80:p=0.25:seed=82",
                                           "caves:90x70:fill=0.45:seed=83", "maze:61x45:w=2:seed=84" };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        struct pf_scen s;
        struct pf_aa_truth *t;
        struct pf_aa_bounded *b;
        struct pf_aa_theta *th;
        CHECK_INT(pf_gen_parse(recipes[k], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        CHECK_INT(pf_gen_scen(&g, recipes[k], rc.seed, 3, 30, &s, &err), PF_OK);
        CHECK(s.n >= 30);
        CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
        CHECK_INT(pf_aa_bounded_build(&g, &b, NULL), PF_OK);
        CHECK_INT(pf_aa_theta_init(&g, &th, NULL), PF_OK);
        size_t cap = pf_aa_truth_vertices(t) + 2, lines = 0, matched = 0;
        struct pf_aa_point *pts = malloc(cap * sizeof *pts);
        for (size_t i = 0; i < s.n; i += step, lines++) {
            const struct pf_scen_entry *e = &s.e[i];
            size_t n = 0;
            double theta = -1, cost[2] = { -1, -1 }, vcost[2] = { -1, -1 };
            long bad[2];
            enum pf_aa_why why[2];
            int st[2];
            const int rt = pf_aa_theta_query(th, 0, e->sx, e->sy, e->gx, e->gy, pts, cap, &n, &theta, NULL);
            for (int bounded = 0; bounded < 2; bounded++) {
                st[bounded] = bounded ? pf_aa_bounded_query(b, e->sx, e->sy, e->gx, e->gy, theta, pts, cap, &n,
                                                            &cost[bounded], NULL)
                                      : pf_aa_truth_query(t, e->sx, e->sy, e->gx, e->gy, pts, cap, &n,
                                                          &cost[bounded], NULL);
                bad[bounded] = pf_aa_validate(&g, e->sx, e->sy, e->gx, e->gy, pts, n, &vcost[bounded], &why[bounded]);
            }
            const double line = hypot(e->gx - e->sx, e->gy - e->sy), tol = 1e-9 * (1 + theta);
            if (rt == PF_OK && st[0] == PF_OK && st[1] == PF_OK && bad[0] == -1 && bad[1] == -1 &&
                fabs(cost[0] - cost[1]) <= tol && fabs(vcost[0] - cost[0]) <= tol &&
                fabs(vcost[1] - cost[1]) <= tol && cost[0] >= line - tol && cost[0] <= theta + tol)
                matched++;
            else
                fprintf(stderr, "%s:%u: (%d,%d)-(%d,%d): theta* status %d %.9f; graph status %d %.9f, validator "
                        "%ld %s; bounded status %d %.9f, validator %ld %s\n", recipes[k], e->line, e->sx, e->sy,
                        e->gx, e->gy, rt, theta, st[0], cost[0], bad[0], pf_aa_why_str(why[0]), st[1], cost[1],
                        bad[1], pf_aa_why_str(why[1]));
        }
        printf("%s: %zu of %zu lines: graph and bounded truth agree, valid, between the straight line and "
               "Theta*\n", recipes[k], matched, lines);
        CHECK_INT(matched, lines);
        free(pts);
        pf_aa_theta_free(th);
        pf_aa_bounded_free(b);
        pf_aa_truth_free(t);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
}

int main(void)
{
    test_small();
    const int light = pf_test_light();      /* every 4th line under the sanitizers or valgrind */
    test_generated(light ? 4 : 1);
    char buf[512];
    const char *dir = aa_cape_dir("test_anyangle_truth", buf, sizeof buf);
    if (!dir)
        return pf_check_report("test_anyangle_truth");
    CHECK_INT(test_cape(dir, light ? 4 : 1), 0);
    return pf_check_report("test_anyangle_truth");
}
