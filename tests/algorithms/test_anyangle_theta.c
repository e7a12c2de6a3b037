/* test_anyangle_theta.c: Theta* and Lazy Theta* on the corner lattice: valid paths, exact costs
 * where they are optimal, never below the ground truth, reused state, and Lazy Theta*'s fewer
 * line-of-sight checks, on small maps, on drawn lines of generated maps (against the any-angle
 * truth) and on the GPPC AcrosstheCape scenarios (ANYANGLE_DIR, when there). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "pf_anyangle.h"
#include "anyangle_data.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_types.h"

#define CAP 8192
static struct pf_aa_point pts[CAP];

/* Run one search; check status, validity and (when want >= 0) the cost. Returns the cost. */
static double run(struct pf_aa_theta *t, const struct pf_grid *g, int lazy, int32_t sx, int32_t sy,
                  int32_t tx, int32_t ty, double want, struct pf_aa_stats *st, int line)
{
    size_t n = 0;
    double cost = -1, vcost = -1;
    enum pf_aa_why why = PF_AA_VALID;
    int rc = pf_aa_theta_query(t, lazy, sx, sy, tx, ty, pts, CAP, &n, &cost, st);
    long bad = pf_aa_validate(g, sx, sy, tx, ty, pts, n, &vcost, &why);
    pf_check_count++;
    if (rc != PF_OK || bad != -1 || fabs(vcost - cost) > 1e-9 * (1 + cost) ||
        (want >= 0 && fabs(cost - want) > 1e-9 * (1 + want))) {
        pf_check_failures++;
        fprintf(stderr, "line %d: %s (%d,%d)-(%d,%d): status %d cost %.12g (want %.12g), "
                "validator: segment %ld %s\n", line, lazy ? "lazy theta*" : "theta*", sx, sy, tx,
                ty, rc, cost, want, bad, pf_aa_why_str(why));
    }
    return cost;
}

static void test_small(void)
{
    static const char *const open10[] = { "..........", "..........", "..........", "..........",
                                          "..........", "..........", NULL };
    static const char *const block[] = { ".....", ".....", "..@..", ".....", ".....", NULL };
    static const char *const pinch[] = { "....", "..@.", ".@..", "....", NULL };
    static const char *const example[] = { "...@.", "@.@..", "@..@.", "@@...", NULL };
    static const char *const wall[] = { "..@..", "..@..", "..@..", NULL };
    struct pf_grid g;
    struct pf_aa_theta *t;
    for (int lazy = 0; lazy < 2; lazy++) {
        CHECK(pf_test_grid(&g, open10) == 0);
        CHECK_INT(pf_aa_theta_init(&g, &t, NULL), PF_OK);
        run(t, &g, lazy, 0, 0, 7, 3, sqrt(58), NULL, __LINE__);   /* one straight segment */
        run(t, &g, lazy, 9, 5, 0, 1, sqrt(97), NULL, __LINE__);
        run(t, &g, lazy, 3, 3, 3, 3, 0, NULL, __LINE__);
        pf_aa_theta_free(t);
        pf_grid_free(&g);

        CHECK(pf_test_grid(&g, block) == 0);    /* around one blocked cell, touching its corner */
        CHECK_INT(pf_aa_theta_init(&g, &t, NULL), PF_OK);
        run(t, &g, lazy, 0, 0, 5, 5, 2 * sqrt(13), NULL, __LINE__);
        pf_aa_theta_free(t);
        pf_grid_free(&g);

        CHECK(pf_test_grid(&g, pinch) == 0);    /* never through the double corner (2,2) */
        CHECK_INT(pf_aa_theta_init(&g, &t, NULL), PF_OK);
        run(t, &g, lazy, 0, 0, 4, 4, 2 * sqrt(10), NULL, __LINE__);
        run(t, &g, lazy, 2, 2, 0, 0, 2 + sqrt(10), NULL, __LINE__); /* start on it: leave SE */
        run(t, &g, lazy, 0, 0, 2, 2, 2 + sqrt(10), NULL, __LINE__); /* target on it: reach from SE */
        pf_aa_theta_free(t);
        pf_grid_free(&g);

        CHECK(pf_test_grid(&g, example) == 0);  /* the problem definition's example */
        CHECK_INT(pf_aa_theta_init(&g, &t, NULL), PF_OK);
        run(t, &g, lazy, 0, 0, 3, 1, 4 * sqrt(2) + 2, NULL, __LINE__);
        pf_aa_theta_free(t);
        pf_grid_free(&g);

        CHECK(pf_test_grid(&g, wall) == 0);
        CHECK_INT(pf_aa_theta_init(&g, &t, NULL), PF_OK);
        size_t n = 7;
        double cost;
        CHECK_INT(pf_aa_theta_query(t, lazy, 0, 0, 4, 0, pts, CAP, &n, &cost, NULL), PF_NO_PATH);
        CHECK_INT(n, 0);
        pf_aa_theta_free(t);
        pf_grid_free(&g);
    }
}

/* Every AcrosstheCape line (every 4th under the sanitizers): valid, never shorter than the
 * published optimum, the same answer and counters when asked again (state reused by epochs;
 * every 10th line), and Lazy Theta* checking sight less often than Theta*. */
static void scen_lines(const struct pf_grid *g, const struct pf_scen *s, const char *name, size_t step)
{
    struct pf_aa_theta *t;
    CHECK_INT(pf_aa_theta_init(g, &t, NULL), PF_OK);
    uint64_t los[2] = { 0, 0 }, exp[2] = { 0, 0 };
    double gap[2] = { 0, 0 }, worst[2] = { 0, 0 };
    size_t optimal[2] = { 0, 0 }, below = 0, lines = 0;
    for (size_t i = 0; i < s->n; i += step) {
        const struct pf_scen_entry *e = &s->e[i];
        double tol = 0.5 * pow(10, -e->decimals) + 1e-9;
        for (int lazy = 0; lazy < 2; lazy++) {
            struct pf_aa_stats st, again;
            double c = run(t, g, lazy, e->sx, e->sy, e->gx, e->gy, -1, &st, __LINE__);
            if (i % 10 == 0) {
                double c2 = run(t, g, lazy, e->sx, e->sy, e->gx, e->gy, -1, &again, __LINE__);
                CHECK(c == c2 && st.expanded == again.expanded &&
                      st.los_checks == again.los_checks && st.cells == again.cells);
            }
            if (c < e->optimum - tol)
                below++;
            if (c <= e->optimum + tol)
                optimal[lazy]++;
            double r = e->optimum > 0 ? c / e->optimum - 1 : 0;
            gap[lazy] += r;
            worst[lazy] = r > worst[lazy] ? r : worst[lazy];
            los[lazy] += st.los_checks;
            exp[lazy] += st.expanded;
        }
        lines++;
    }
    for (int lazy = 0; lazy < 2; lazy++)
        printf("%s on %s: %zu of %zu optimal, mean gap %.4f%%, worst %.4f%%, "
               "%llu expansions, %llu line-of-sight checks\n", lazy ? "lazy theta*" : "theta*", name,
               optimal[lazy], lines, 100 * gap[lazy] / (double)lines, 100 * worst[lazy],
               (unsigned long long)exp[lazy], (unsigned long long)los[lazy]);
    CHECK_INT(below, 0);
    CHECK(los[1] < los[0]);
    pf_aa_theta_free(t);
}

/* AcrosstheCape (every step-th line) against its published optima. */
static void test_cape(const char *dir, size_t step)
{
    struct pf_grid g;
    struct pf_scen s;
    if (aa_cape_read(dir, &g, &s) != 0) {
        CHECK(0);
        return;
    }
    scen_lines(&g, &s, "AcrosstheCape", step);
    pf_scen_free(&s);
    pf_grid_free(&g);
}

/* Generated maps with drawn start and goal pairs, their optima the any-angle truth's, checked as
 * AcrosstheCape is, with or without it. */
static void test_generated(size_t step)
{
    static const char *const recipes[] = { "rooms:96x80:r=12:d=2:seed=71", "random:80x80:p=0.25:seed=72",
                                           "caves:90x70:fill=0.45:seed=73" };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        struct pf_scen s;
        struct pf_aa_truth *truth;
        CHECK_INT(pf_gen_parse(recipes[k], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        CHECK_INT(pf_gen_scen(&g, recipes[k], rc.seed, 3, 30, &s, &err), PF_OK);
        CHECK(s.n >= 30);
        CHECK_INT(pf_aa_truth_build(&g, &truth, NULL), PF_OK);
        size_t solved = 0;
        for (size_t i = 0; i < s.n; i++) {
            size_t n = 0;
            double cost = -1;
            CHECK_INT(pf_aa_truth_query(truth, s.e[i].sx, s.e[i].sy, s.e[i].gx, s.e[i].gy, pts, CAP, &n, &cost,
                                        NULL), PF_OK);
            solved += cost >= 0;
            s.e[i].optimum = cost;      /* the exact any-angle optimum, to the last bit */
            s.e[i].decimals = 9;
        }
        CHECK_INT(solved, s.n);
        scen_lines(&g, &s, recipes[k], step);
        pf_aa_truth_free(truth);
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
    const char *dir = aa_cape_dir("test_anyangle_theta", buf, sizeof buf);
    if (!dir)
        return pf_check_report("test_anyangle_theta");
    test_cape(dir, light ? 4 : 1);
    return pf_check_report("test_anyangle_theta");
}
