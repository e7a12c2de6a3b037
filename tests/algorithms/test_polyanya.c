/* test_polyanya.c: Polyanya on hand-made maps, and equal to Anya and the ground truth on random, maze and rooms maps, over every mesh builder. */
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include "check.h"
#include "anya.h"
#include "polyanya.h"
#include "pf_gen.h"
#include "pf_io.h"

#define LEN_TOL 1e-9

static int verbose_fail = 5;

/* Polyanya's answer on mesh m, its path checked by the one validator (length as reported, no
 * two consecutive points equal); -1 when there is no path. */
static double run(struct pf_polyanya *p, const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    double len;
    const struct pf_aa_point *pts;
    uint32_t n;
    int rc = pf_polyanya_search(p, sx, sy, tx, ty, &len, &pts, &n);
    CHECK(rc == PF_OK || rc == PF_NO_PATH);
    if (rc != PF_OK) {
        CHECK_NEAR(len, -1, 0);
        return -1;
    }
    double cost = -1;
    enum pf_aa_why why = PF_AA_VALID;
    long bad = pf_aa_validate(g, sx, sy, tx, ty, pts, n, &cost, &why);
    if (bad >= 0 && verbose_fail-- > 0) {
        fprintf(stderr, "path %d,%d -> %d,%d: segment %ld %s:", sx, sy, tx, ty, bad, pf_aa_why_str(why));
        for (uint32_t i = 0; i < n; i++)
            fprintf(stderr, " (%g,%g)", pts[i].x, pts[i].y);
        fprintf(stderr, "\n");
    }
    CHECK(bad < 0);
    CHECK_NEAR(cost, len, 1e-9);
    return len;
}

/* Polyanya over meshes of every builder against want (a length, -1 for no path). */
static int all_meshes(struct pf_polyanya **p, const struct pf_grid *g, int sx, int sy, int tx, int ty,
                      double want)
{
    int bad = 0;
    for (int b = 0; b < PF_MESH_NUM_BUILDERS; b++) {
        double got = run(p[b], g, sx, sy, tx, ty);
        if (fabs(got - want) > LEN_TOL) {
            bad++;
            if (verbose_fail-- > 0)
                fprintf(stderr, "%s mesh %d,%d -> %d,%d: want %.9f, polyanya %.9f\n",
                        pf_mesh_builder_name((enum pf_mesh_builder)b), sx, sy, tx, ty, want, got);
        }
    }
    return bad;
}

struct meshes {
    struct pf_mesh *m[PF_MESH_NUM_BUILDERS];
    struct pf_polyanya *p[PF_MESH_NUM_BUILDERS];
};

static void meshes_make(struct meshes *M, const struct pf_grid *g)
{
    for (int b = 0; b < PF_MESH_NUM_BUILDERS; b++) {
        M->m[b] = pf_mesh_build(g, (enum pf_mesh_builder)b);
        CHECK(M->m[b] != NULL);
        M->p[b] = pf_polyanya_new(M->m[b]);
        CHECK(M->p[b] != NULL);
    }
}

static void meshes_free(struct meshes *M)
{
    for (int b = 0; b < PF_MESH_NUM_BUILDERS; b++) {
        pf_polyanya_free(M->p[b]);
        free(M->m[b]);
    }
}

static void hand(const char *const *rows, int sx, int sy, int tx, int ty, double want)
{
    struct pf_grid g;
    struct meshes M;
    pf_test_grid(&g, rows);
    meshes_make(&M, &g);
    CHECK_INT(all_meshes(M.p, &g, sx, sy, tx, ty, want), 0);
    meshes_free(&M);
    pf_grid_free(&g);
}

static void hand_made(void)
{
    static const char *const open5[] = { ".....", ".....", ".....", ".....", NULL };
    hand(open5, 0, 0, 5, 3, sqrt(34));
    hand(open5, 5, 4, 0, 0, sqrt(41));
    hand(open5, 2, 0, 2, 4, 4);
    hand(open5, 3, 3, 3, 3, 0);
    static const char *const block[] = { "...", ".@.", "...", NULL };
    hand(block, 0, 0, 3, 3, 2 * sqrt(5));
    hand(block, 0, 2, 2, 0, 2 * sqrt(2));
    hand(block, 1, 1, 2, 2, 2);
    /* (2, 2) is a double corner: the straight line (3, 1)-(1, 3) may not pass through it */
    static const char *const gap[] = { "....", ".@..", "..@.", "....", NULL };
    hand(gap, 3, 1, 1, 3, 4);
    /* a start or target on a double corner leaves or is entered from the south-east */
    static const char *const dc[] = { "....", "..@.", ".@..", "....", NULL };
    hand(dc, 2, 2, 1, 1, 4);
    hand(dc, 1, 1, 2, 2, 4);
    hand(dc, 2, 2, 4, 4, 2 * sqrt(2));
    /* along a wall, then around its end */
    static const char *const wall[] = { "@@@..", ".....", NULL };
    hand(wall, 0, 1, 4, 0, 3 + sqrt(2));
    static const char *const shut[] = { ".@..", "@@..", "....", NULL };
    hand(shut, 0, 0, 3, 2, -1);
}

static struct pf_rng rng;
static uint32_t next_rand(void)
{
    return (uint32_t)(pf_rng_next(&rng) >> 32);
}

/* Random queries on g: Polyanya over every mesh against Anya and the ground truth. */
static int compare(const struct pf_grid *g, struct pf_anya *a, int queries, const char *what,
                   int with_truth)
{
    struct meshes M;
    meshes_make(&M, g);
    struct pf_aa_truth *t = NULL;
    size_t bytes;
    if (with_truth)
        CHECK_INT(pf_aa_truth_build(g, &t, &bytes), PF_OK);
    static struct pf_aa_point tp[1 << 16];
    int bad = 0, done = 0;
    for (int q = 0; q < 10 * queries && done < queries; q++) {
        int sx = (int)(next_rand() % (uint32_t)g->width), sy = (int)(next_rand() % (uint32_t)g->height);
        int tx = (int)(next_rand() % (uint32_t)g->width), ty = (int)(next_rand() % (uint32_t)g->height);
        if (pf_aa_blocked(g, sx, sy) || pf_aa_blocked(g, tx, ty))
            continue;
        double want, len;
        const struct pf_aa_point *pts;
        uint32_t n;
        int rc = pf_anya_search(a, g, sx, sy, tx, ty, &want, &pts, &n);
        CHECK(rc == PF_OK || rc == PF_NO_PATH);
        if (t) {
            size_t tn = 0;
            double cost = -1;
            int trc = pf_aa_truth_query(t, sx, sy, tx, ty, tp, sizeof tp / sizeof *tp, &tn, &cost, NULL);
            CHECK_NEAR(trc == PF_OK ? cost : -1, want, LEN_TOL);
        }
        (void)len;
        bad += all_meshes(M.p, g, sx, sy, tx, ty, want) != 0;
        done++;
    }
    if (bad)
        fprintf(stderr, "%s: %d of %d queries off the optimum\n", what, bad, done);
    CHECK_INT(bad, 0);
    pf_aa_truth_free(t);
    meshes_free(&M);
    return done;
}

static void random_maps(struct pf_anya *a)
{
    int done = 0;
    for (int m = 0; m < 150; m++) {
        struct pf_grid g;
        int w = 4 + (int)(next_rand() % 12), h = 4 + (int)(next_rand() % 12);
        int density = 5 + (int)(next_rand() % 40);
        pf_grid_init(&g, w, h);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                pf_grid_set(&g, x, y, (int)(next_rand() % 100) < density ? '@' : '.');
        char what[64];
        snprintf(what, sizeof what, "random map %d (%dx%d)", m, w, h);
        done += compare(&g, a, 12, what, 1);
        pf_grid_free(&g);
    }
    CHECK(done > 1500);
}

/* Generated maps of the harness's families, 32 to 128 cells a side, against Anya. */
static void generated(struct pf_anya *a)
{
    static const char *const recipes[] = {
        "random:64x64:p=0.3:seed=1", "random:96x80:p=0.1:seed=2", "maze:64x64:w=1:seed=4",
        "maze:128x96:w=3:seed=5", "rooms:128x128:r=16:d=2:seed=6", "caves:64x64:seed=7",
        "random:128x128:p=0.35:seed=8", "rooms:64x48:r=8:d=1:seed=9",
    };
    for (size_t i = 0; i < sizeof recipes / sizeof *recipes; i++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        CHECK_INT(pf_gen_parse(recipes[i], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        CHECK_INT(compare(&g, a, 100, recipes[i], 0), 100);
        pf_grid_free(&g);
    }
}

int main(void)
{
    struct pf_anya *a = pf_anya_new();
    CHECK(a != NULL);
    pf_rng_seed(&rng, 40);
    hand_made();
    random_maps(a);
    generated(a);
    pf_anya_free(a);
    return pf_check_report("test_polyanya");
}
