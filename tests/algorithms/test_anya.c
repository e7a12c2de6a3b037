/* test_anya.c: Anya's lengths and paths on hand-made maps, against a brute force on random maps, and on AcrosstheCape's published optima. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"
#include "anya.h"
#include "pf_io.h"

static int blocked(const struct pf_grid *g, int32_t x, int32_t y)
{
    return pf_aa_blocked(g, x, y);
}
static int dcorner(const struct pf_grid *g, int32_t x, int32_t y)
{
    int nw = blocked(g, x - 1, y - 1), ne = blocked(g, x, y - 1);
    int sw = blocked(g, x - 1, y), se = blocked(g, x, y);
    return (nw && se && !ne && !sw) || (ne && sw && !nw && !se);
}

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

/* The segment u-v of the visibility graph, with the start's and target's double-corner rule. */
static int edge_ok(const struct pf_grid *g, int ux, int uy, int vx, int vy, enum pf_aa_role ur,
                   enum pf_aa_role vr)
{
    struct pf_aa_point u = { ux, uy }, v = { vx, vy };
    if (pf_aa_segment(g, u, v, NULL) != PF_AA_VALID)
        return 0;
    if (ur == PF_AA_FIRST && pf_aa_leave(g, u, (struct pf_aa_point){ vx - ux, vy - uy }, ur) != PF_AA_VALID)
        return 0;
    return vr != PF_AA_LAST || pf_aa_leave(g, v, (struct pf_aa_point){ ux - vx, uy - vy }, vr) == PF_AA_VALID;
}

/* ---- brute force: Dijkstra over the visibility graph of the corners ------------------------- */

/* Until the any-angle ground truth lands: the exact optimum (-1 when unreachable): a shortest path turns only at corners of blocked
 * squares, never at a double corner (a turn there stays in one open quadrant and can be cut
 * short), so the corners, the start and the target with the valid segments between them hold
 * it. O(V^2) Dijkstra, small maps only. */
static double brute(const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    if (sx == tx && sy == ty)
        return 0;
    int w1 = g->width + 1, nv = 0;
    int *vx = malloc(sizeof(int) * (size_t)(w1 * (g->height + 1) + 2));
    int *vy = malloc(sizeof(int) * (size_t)(w1 * (g->height + 1) + 2));
    vx[nv] = sx, vy[nv++] = sy;
    vx[nv] = tx, vy[nv++] = ty;
    for (int y = 0; y <= g->height; y++)
        for (int x = 0; x <= g->width; x++) {
            int nb = blocked(g, x - 1, y - 1) + blocked(g, x, y - 1) + blocked(g, x - 1, y) + blocked(g, x, y);
            if (nb >= 1 && nb <= 3 && !dcorner(g, x, y))
                vx[nv] = x, vy[nv++] = y;
        }
    double *d = malloc(sizeof(double) * (size_t)nv);
    char *done = calloc((size_t)nv, 1);
    for (int i = 0; i < nv; i++)
        d[i] = INFINITY;
    d[0] = 0;
    double res = -1;
    for (;;) {
        int u = -1;
        for (int i = 0; i < nv; i++)
            if (!done[i] && d[i] < INFINITY && (u < 0 || d[i] < d[u]))
                u = i;
        if (u < 0)
            break;
        if (u == 1) {
            res = d[1];
            break;
        }
        done[u] = 1;
        for (int v = 1; v < nv; v++) {
            if (done[v] || (vx[v] == vx[u] && vy[v] == vy[u]))
                continue;
            double c = d[u] + hypot(vx[v] - vx[u], vy[v] - vy[u]);
            if (c < d[v] && edge_ok(g, vx[u], vy[u], vx[v], vy[v], u == 0 ? PF_AA_FIRST : PF_AA_MIDDLE,
                                    v == 1 ? PF_AA_LAST : PF_AA_MIDDLE))
                d[v] = c;
        }
    }
    free(vx);
    free(vy);
    free(d);
    free(done);
    return res;
}

/* ---- the tests ------------------------------------------------------------------------------ */

static double run(struct pf_anya *a, const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    double len;
    const struct pf_aa_point *pts;
    uint32_t n;
    CHECK_INT(pf_anya_search(a, g, sx, sy, tx, ty, &len, &pts, &n), PF_OK);
    if (len >= 0)
        CHECK(path_ok(g, pts, n, sx, sy, tx, ty, len));
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

    /* the counters, worked out by hand on a corridor one cell high: the start pushes the flat
     * interval [0, 5] of its own line and the cone [0, 5] of line 1 (nothing above the map);
     * the flat node's f is 5 (along the line), the cone's 2 * sqrt(7.25) (mirrored target), so
     * one expansion pops the flat node, which holds the target */
    static const char *const corridor[] = { ".....", NULL };
    pf_test_grid(&g, corridor);
    CHECK_NEAR(run(a, &g, 0, 0, 5, 0), 5, 1e-12);
    CHECK_INT(pf_anya_stats(a)->expanded, 1);
    CHECK_INT(pf_anya_stats(a)->generated, 2);
    CHECK_INT(pf_anya_stats(a)->intervals, 2);
    /* to the far bottom corner both have f = sqrt(26); the cone, pushed first, wins the tie */
    CHECK_NEAR(run(a, &g, 0, 0, 5, 1), sqrt(26), 1e-12);
    CHECK_INT(pf_anya_stats(a)->expanded, 1);
    CHECK_INT(pf_anya_stats(a)->generated, 2);
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

static void random_maps(struct pf_anya *a)
{
    int queries = 0, mismatches = 0;
    for (int m = 0; m < 300; m++) {
        int w = 4 + (int)(next_rand() % 11), h = 4 + (int)(next_rand() % 11);
        int density = 5 + (int)(next_rand() % 40);
        struct pf_grid g;
        pf_grid_init(&g, w, h);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                pf_grid_set(&g, x, y, (int)(next_rand() % 100) < density ? "@@TW"[next_rand() % 4]
                                                                          : "...GS"[next_rand() % 5]);
        for (int q = 0; q < 12; q++) {
            int sx = (int)(next_rand() % (uint32_t)w), sy = (int)(next_rand() % (uint32_t)h);
            int tx = (int)(next_rand() % (uint32_t)w), ty = (int)(next_rand() % (uint32_t)h);
            if (blocked(&g, sx, sy) || blocked(&g, tx, ty))
                continue;
            double want = brute(&g, sx, sy, tx, ty), got = run(a, &g, sx, sy, tx, ty);
            queries++;
            if (fabs(want - got) > 1e-9) {
                if (mismatches++ < 5) {
                    fprintf(stderr, "map %d (%dx%d) %d,%d -> %d,%d: brute force %.9f, anya %.9f\n",
                            m, w, h, sx, sy, tx, ty, want, got);
                    for (int y = 0; y < h; y++)
                        fprintf(stderr, "  %.*s\n", w, g.chars + y * w);
                }
            }
        }
        pf_grid_free(&g);
    }
    CHECK_INT(mismatches, 0);
    CHECK(queries > 2000);
}

/* The start kit's scenarios: their ninth column is the any-angle optimum. */
static void across_the_cape(struct pf_anya *a)
{
    const char *src = getenv("PF_SOURCE_DIR");
    char mp[1024], sp[1024];
    snprintf(mp, sizeof mp, "%s/../shared/anyangle/AcrosstheCape.map", src ? src : ".");
    snprintf(sp, sizeof sp, "%s/../shared/anyangle/AcrosstheCape.map.scen", src ? src : ".");
    struct pf_grid g;
    struct pf_scen s;
    struct pf_error err;
    if (pf_map_read(mp, &g, pf_default_max_cells(), &err) != PF_OK) {
        printf("AcrosstheCape: skipped (%s absent)\n", mp);
        return;
    }
    CHECK_INT(pf_scen_read(sp, &s, &err), PF_OK);
    CHECK_INT(s.n, 201);
    size_t matched = 0;
    for (size_t i = 0; i < s.n; i++) {
        const struct pf_scen_entry *e = &s.e[i];
        double len;
        const struct pf_aa_point *pts;
        uint32_t n;
        CHECK_INT(pf_anya_search(a, &g, e->sx, e->sy, e->gx, e->gy, &len, &pts, &n), PF_OK);
        if (fabs(len - e->optimum) <= pf_scen_tolerance(e) && path_ok(&g, pts, n, e->sx, e->sy, e->gx, e->gy, len))
            matched++;
        else
            fprintf(stderr, "AcrosstheCape line %u: want %.9f, anya %.9f\n", e->line, e->optimum, len);
    }
    CHECK_INT(matched, s.n);
    pf_scen_free(&s);
    pf_grid_free(&g);
}

int main(void)
{
    struct pf_anya *a = pf_anya_new();
    CHECK(a != NULL);
    hand_made(a);
    random_maps(a);
    across_the_cape(a);
    pf_anya_free(a);
    return pf_check_report("test_anya");
}
