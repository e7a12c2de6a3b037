/* test_anya.c: Anya on hand-made maps, and equal to the ground truth on random, Moving AI and GPPC maps. */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"
#include "anya.h"
#include "pf_io.h"
#include "anyangle_data.h"

#define LEN_TOL 1e-9   /* Anya and the ground truth sum the same segments' lengths in doubles */

/* A returned path passes the one validator and its length is the one reported. */
static int path_ok(const struct pf_grid *g, const struct pf_aa_point *pts, uint32_t n, int sx,
                   int sy, int tx, int ty, double len)
{
    double cost = -1;
    enum pf_aa_why why;
    long bad = pf_aa_validate(g, sx, sy, tx, ty, pts, n, &cost, &why);
    if (bad >= 0)
        fprintf(stderr, "path %d,%d -> %d,%d: segment %ld %s\n", sx, sy, tx, ty, bad, pf_aa_why_str(why));
    return bad < 0 && fabs(cost - len) < 1e-9;
}

/* The ground truth's length (-1 when unreachable), its path validated as Anya's are. */
static double truth(struct pf_aa_truth *t, const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    static struct pf_aa_point pts[1 << 16];
    size_t n = 0;
    double cost = -1;
    int rc = pf_aa_truth_query(t, sx, sy, tx, ty, pts, sizeof pts / sizeof pts[0], &n, &cost, NULL);
    CHECK(rc == PF_OK || rc == PF_NO_PATH);
    if (rc != PF_OK)
        return -1;
    CHECK(path_ok(g, pts, (uint32_t)n, sx, sy, tx, ty, cost));
    return cost;
}

/* ---- the tests ------------------------------------------------------------------------------ */

static double run(struct pf_anya *a, const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    double len;
    const struct pf_aa_point *pts;
    uint32_t n;
    int rc = pf_anya_search(a, g, sx, sy, tx, ty, &len, &pts, &n);
    CHECK(rc == PF_OK || rc == PF_NO_PATH);
    if (rc == PF_OK)
        CHECK(path_ok(g, pts, n, sx, sy, tx, ty, len));
    else
        CHECK_NEAR(len, -1, 0);
    return len;
}

static void hand_made(struct pf_anya *a)
{
    struct pf_grid g;
    static const char *const open5[] = { ".....", ".....", ".....", ".....", NULL };
    pf_test_grid(&g, open5);
    CHECK_NEAR(run(a, &g, 0, 0, 5, 3), sqrt(34), 1e-12);      /* one straight segment */
    CHECK_NEAR(run(a, &g, 5, 4, 0, 0), sqrt(41), 1e-12);      /* corner to corner of the map */
    CHECK_NEAR(run(a, &g, 2, 0, 2, 4), 4, 1e-12);             /* along a line */
    CHECK_NEAR(run(a, &g, 3, 3, 3, 3), 0, 0);                 /* start is target */
    pf_grid_free(&g);

    static const char *const block[] = { "...", ".@.", "...", NULL };
    pf_test_grid(&g, block);
    CHECK_NEAR(run(a, &g, 0, 0, 3, 3), 2 * sqrt(5), 1e-12);   /* around the block */
    CHECK_NEAR(run(a, &g, 0, 2, 2, 0), 2 * sqrt(2), 1e-12);   /* touching its corner is fine */
    CHECK_NEAR(run(a, &g, 1, 1, 2, 2), 2, 1e-12);             /* along two of its edges */
    pf_grid_free(&g);

    /* (2, 2) is a double corner: the straight line (3, 1)-(1, 3) may not pass through it */
    static const char *const gap[] = { "....", ".@..", "..@.", "....", NULL };
    pf_test_grid(&g, gap);
    CHECK_NEAR(run(a, &g, 3, 1, 1, 3), 4, 1e-12);
    pf_grid_free(&g);

    /* a start or target on a double corner leaves or is entered from the south-east */
    static const char *const dc[] = { "....", "..@.", ".@..", "....", NULL };
    pf_test_grid(&g, dc);
    CHECK_NEAR(run(a, &g, 2, 2, 1, 1), 4, 1e-12);
    CHECK_NEAR(run(a, &g, 1, 1, 2, 2), 4, 1e-12);
    CHECK_NEAR(run(a, &g, 2, 2, 4, 4), 2 * sqrt(2), 1e-12);
    pf_grid_free(&g);

    /* water is blocked in the any-angle plane (GPPC's traversable terrain is land) */
    static const char *const water[] = { "...", ".W.", "...", NULL };
    pf_test_grid(&g, water);
    CHECK_NEAR(run(a, &g, 0, 0, 3, 3), 2 * sqrt(5), 1e-12);
    pf_grid_free(&g);

    /* a target in sight is answered by the straight segment before any interval: no node
     * expanded, generated or built, along a grid line and across cells alike */
    static const char *const corridor[] = { ".....", NULL };
    pf_test_grid(&g, corridor);
    CHECK_NEAR(run(a, &g, 0, 0, 5, 0), 5, 1e-12);
    CHECK_INT(pf_anya_stats(a)->expanded, 0);
    CHECK_INT(pf_anya_stats(a)->generated, 0);
    CHECK_INT(pf_anya_stats(a)->intervals, 0);
    CHECK_NEAR(run(a, &g, 0, 0, 5, 1), sqrt(26), 1e-12);
    CHECK_INT(pf_anya_stats(a)->expanded, 0);
    CHECK_INT(pf_anya_stats(a)->generated, 0);
    pf_grid_free(&g);

    /* walled in: no path */
    static const char *const wall[] = { ".@..", "@@..", "....", NULL };
    pf_test_grid(&g, wall);
    CHECK_NEAR(run(a, &g, 0, 0, 3, 2), -1, 0);
    CHECK_INT(pf_anya_search(a, &g, 5, 0, 0, 0, &(double){ 0 }, &(const struct pf_aa_point *){ NULL },
                             &(uint32_t){ 0 }), PF_ERR_ARG);
    pf_grid_free(&g);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t next_rand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

/* A random map into g, each side min + 0 .. span - 1 cells, 5-44 % of its cells blocked
 * (obstacles, trees, water), the others open (land, 'G', 'S'). */
static void random_grid(struct pf_grid *g, int min, int span)
{
    int w = min + (int)(next_rand() % (uint32_t)span), h = min + (int)(next_rand() % (uint32_t)span);
    int density = 5 + (int)(next_rand() % 40);
    pf_grid_init(g, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            pf_grid_set(g, x, y, (int)(next_rand() % 100) < density ? "@@TW"[next_rand() % 4]
                                                                     : "...GS"[next_rand() % 5]);
}

static void random_maps(struct pf_anya *a)
{
    int queries = 0, mismatches = 0;
    for (int m = 0; m < 300; m++) {
        struct pf_grid g;
        random_grid(&g, 4, 11);
        if (m % 2)
            CHECK_INT(pf_anya_prepare(a, &g), PF_OK);   /* half prepared (dropped below), half made per query */
        int w = g.width, h = g.height;
        struct pf_aa_truth *t = NULL;
        size_t bytes;
        CHECK_INT(pf_aa_truth_build(&g, &t, &bytes), PF_OK);
        for (int q = 0; q < 12; q++) {
            int sx = (int)(next_rand() % (uint32_t)w), sy = (int)(next_rand() % (uint32_t)h);
            int tx = (int)(next_rand() % (uint32_t)w), ty = (int)(next_rand() % (uint32_t)h);
            if (pf_aa_blocked(&g, sx, sy) || pf_aa_blocked(&g, tx, ty))
                continue;
            double want = truth(t, &g, sx, sy, tx, ty), got = run(a, &g, sx, sy, tx, ty);
            queries++;
            if (fabs(want - got) > LEN_TOL) {
                if (mismatches++ < 5) {
                    fprintf(stderr, "map %d (%dx%d) %d,%d -> %d,%d: ground truth %.9f, anya %.9f\n",
                            m, w, h, sx, sy, tx, ty, want, got);
                    for (int y = 0; y < h; y++)
                        fprintf(stderr, "  %.*s\n", w, g.chars + y * w);
                }
            }
        }
        pf_aa_truth_free(t);
        CHECK_INT(pf_anya_prepare(a, NULL), PF_OK);   /* g is freed: its rows are dropped */
        pf_grid_free(&g);
    }
    CHECK_INT(mismatches, 0);
    CHECK(queries > 2000);
}

/* The target-in-sight answer (the straight segment, no node expanded) on every pair of corners
 * of random small maps: given exactly when the one validator accepts the segment as a path. */
static void sight(struct pf_anya *a)
{
    long pairs = 0, seen = 0, wrong = 0;
    for (int m = 0; m < 60; m++) {
        struct pf_grid g;
        random_grid(&g, 3, 7);
        int w = g.width, h = g.height;
        for (int s = 0; s < (w + 1) * (h + 1); s++)
            for (int t = 0; t < (w + 1) * (h + 1); t++) {
                int sx = s % (w + 1), sy = s / (w + 1), tx = t % (w + 1), ty = t / (w + 1);
                if (s == t)
                    continue;
                struct pf_aa_point seg[2] = { { sx, sy }, { tx, ty } };
                int valid = pf_aa_validate(&g, sx, sy, tx, ty, seg, 2, NULL, NULL) < 0;
                double len;
                const struct pf_aa_point *pts;
                uint32_t n;
                int rc = pf_anya_search(a, &g, sx, sy, tx, ty, &len, &pts, &n);
                int direct = rc == PF_OK && n == 2 && pf_anya_stats(a)->expanded == 0;
                pairs++;
                seen += valid;
                if (valid != direct && wrong++ < 5)
                    fprintf(stderr, "map %d (%dx%d) %d,%d -> %d,%d: validator %s, anya %s\n", m, w, h, sx, sy, tx,
                            ty, valid ? "valid" : "invalid", direct ? "in sight" : "searched");
            }
        pf_grid_free(&g);
    }
    CHECK_INT(wrong, 0);
    CHECK(seen > 10000 && seen < pairs);
}

/* Anya on the first `limit` lines of scenario file `name` over g: every path valid and every
 * length equal to the published any-angle optimum (t NULL: the start kit's files, whose ninth
 * column is it, to its printed precision) or to the ground truth t's (Moving AI files, whose
 * ninth column is the 8-connected optimum). Returns the lines matched. */
static long lines_check(struct pf_anya *a, const struct pf_grid *g, const struct pf_scen *s,
                        size_t limit, struct pf_aa_truth *t, const char *name)
{
    size_t n = s->n < limit ? s->n : limit;
    long matched = 0;
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        double want = t ? truth(t, g, e->sx, e->sy, e->gx, e->gy) : e->optimum;
        double tol = t ? LEN_TOL : pf_scen_tolerance(e);
        double got = run(a, g, e->sx, e->sy, e->gx, e->gy);
        if (fabs(got - want) <= tol)
            matched++;
        else
            fprintf(stderr, "%s line %u: want %.9f, anya %.9f\n", name, e->line, want, got);
    }
    return matched;
}

/* The start kit's 201 scenarios with their published optima, and the first 300 lines of five
 * Moving AI maps (MOVINGAI_DIR) against the ground truth. The ground truth's visibility graph
 * takes 7 s to build on Boston_0_512, 80 s on maze512-1-0 and 330 s on random512-10-0 (one
 * core), so those three run only when PF_ANYA_ALL_MAPS=1 is set; PF_ANYA_LINES=N checks the
 * first N lines of each instead of 300, 0 every line (the check of every line, run
 * once by hand: make check-anyangle). */
static void scenarios(struct pf_anya *a)
{
    const char *mai = getenv("MOVINGAI_DIR"), *all = getenv("PF_ANYA_ALL_MAPS");
    const char *nl = getenv("PF_ANYA_LINES");
    size_t limit = 300;
    if (nl && *nl) {
        char *end;
        unsigned long long v = strtoull(nl, &end, 10);
        CHECK(*end == '\0');
        limit = v ? (size_t)v : SIZE_MAX;
    }
    char buf[600], path[1024], scen[1100];
    struct pf_grid g;
    struct pf_scen s;
    struct pf_error err;
    const char *dir = aa_cape_dir("test_anya", buf, sizeof buf);
    if (dir && aa_cape_read(dir, &g, &s) == 0) {
        CHECK_INT(lines_check(a, &g, &s, SIZE_MAX, NULL, "AcrosstheCape.map.scen"), 201);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
    static const char *const maps[] = { "dao/den520d.map", "dao/brc202d.map",
                                        "street/Boston_0_512.map", "maze/maze512-1-0.map",
                                        "random/random512-10-0.map" };
    size_t nmaps = all && *all == '1' ? sizeof maps / sizeof maps[0] : 2;
    for (size_t i = 0; mai && *mai && i < nmaps; i++) {
        snprintf(path, sizeof path, "%s/%s", mai, maps[i]);
        snprintf(scen, sizeof scen, "%s.scen", path);
        if (pf_map_read(path, &g, pf_default_max_cells(), &err) != PF_OK) {
            printf("test_anya: SKIPPED %s (%s)\n", path, err.msg);
            continue;
        }
        CHECK_INT(pf_scen_read(scen, &s, &err), PF_OK);
        CHECK_INT(pf_anya_prepare(a, &g), PF_OK);   /* its queries read the prepared bit rows */
        struct pf_aa_truth *t = NULL;
        size_t bytes;
        CHECK_INT(pf_aa_truth_build(&g, &t, &bytes), PF_OK);
        const size_t want = s.n < limit ? s.n : limit;
        const long matched = lines_check(a, &g, &s, limit, t, scen);
        CHECK_INT(matched, (long)want);
        printf("test_anya: %s: %ld of %zu lines at the ground truth's length\n", scen, matched, want);
        pf_aa_truth_free(t);
        pf_scen_free(&s);
        CHECK_INT(pf_anya_prepare(a, NULL), PF_OK);
        pf_grid_free(&g);
    }
}

int main(void)
{
    struct pf_anya *a = pf_anya_new();
    CHECK(a != NULL);
    hand_made(a);
    random_maps(a);
    sight(a);
    scenarios(a);
    pf_anya_free(a);
    return pf_check_report("test_anya");
}
