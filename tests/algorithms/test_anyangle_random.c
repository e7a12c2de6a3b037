/* test_anyangle_random.c: the ground truth against brute force on random small maps: Dijkstra
 * over every corner (not only the convex ones) joined by every segment the validator's rules
 * allow, so that the truth's pruning (convex corners, tangent edges) is checked to lose
 * nothing; the bounded truth the same, given Theta*'s length or the optimum as its bound;
 * Theta* and Lazy Theta* valid and never shorter. 120 maps of 8 x 8, 15 %, 28 % and
 * 41 % blocked, 12 queries each. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "pf_anyangle.h"
#include "pf_gen.h"
#include "pf_types.h"

#define W 8
#define H 8
#define CORNERS ((W + 1) * (H + 1))
#define STATES (3 * CORNERS)   /* a corner and the open side it was reached from (0: none) */

static struct pf_rng rng;
static uint32_t next(uint32_t n)
{
    return pf_rng_below(&rng, n);
}

static int sgn(double v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

/* The side state of arriving at corner (x, y) from direction (bx, by): 0 when it is not a
 * double corner, 1 or 2 for its open sides, -1 when the direction is in neither. */
static int side_at(const struct pf_grid *g, int x, int y, double bx, double by)
{
    int nw = pf_aa_blocked(g, x - 1, y - 1), ne = pf_aa_blocked(g, x, y - 1);
    int sw = pf_aa_blocked(g, x - 1, y), se = pf_aa_blocked(g, x, y);
    int sx = sgn(bx), sy = sgn(by);
    if (ne && sw && !nw && !se)
        return sx >= 0 && sy >= 0 ? 1 : sx <= 0 && sy <= 0 ? 2 : -1;
    if (nw && se && !ne && !sw)
        return sx >= 0 && sy <= 0 ? 1 : sx <= 0 && sy >= 0 ? 2 : -1;
    return 0;
}

/* Dijkstra over (corner, side) states with every corner pair the rules allow as a segment. */
static double brute(const struct pf_grid *g, int sx, int sy, int tx, int ty)
{
    static double dist[STATES];
    static uint8_t done[STATES];
    for (int i = 0; i < STATES; i++) {
        dist[i] = INFINITY;
        done[i] = 0;
    }
    int s = 3 * (sy * (W + 1) + sx);
    dist[s] = 0;
    for (;;) {
        int u = -1;
        for (int i = 0; i < STATES; i++)
            if (!done[i] && dist[i] < INFINITY && (u < 0 || dist[i] < dist[u]))
                u = i;
        if (u < 0)
            return INFINITY;
        done[u] = 1;
        int c = u / 3, side = u % 3, ux = c % (W + 1), uy = c / (W + 1);
        if (ux == tx && uy == ty)
            return dist[u];
        struct pf_aa_point p = { ux, uy };
        for (int v = 0; v < CORNERS; v++) {
            int vx = v % (W + 1), vy = v / (W + 1);
            struct pf_aa_point q = { vx, vy }, d = { vx - ux, vy - uy }, e = { ux - vx, uy - vy };
            if (v == c)
                continue;
            int first = u == s, last = vx == tx && vy == ty;
            if (pf_aa_leave(g, p, d, first ? PF_AA_FIRST : PF_AA_MIDDLE) != PF_AA_VALID ||
                pf_aa_leave(g, q, e, last ? PF_AA_LAST : PF_AA_MIDDLE) != PF_AA_VALID)
                continue;
            if (!first && side && side_at(g, ux, uy, d.x, d.y) != side)
                continue; /* leaving a double corner into the other side */
            int vs = side_at(g, vx, vy, e.x, e.y);
            if (vs < 0 || pf_aa_segment(g, p, q, NULL) != PF_AA_VALID)
                continue;
            int w = 3 * v + vs;
            double nd = dist[u] + hypot(d.x, d.y);
            if (!done[w] && nd < dist[w])
                dist[w] = nd;
        }
    }
}

int main(void)
{
    static struct pf_aa_point pts[CORNERS * 3 + 2];
    pf_rng_seed(&rng, 26);
    int queries = 0, paths = 0, theta_optimal = 0;
    for (int m = 0; m < 120; m++) {
        char rows[H][W + 1];
        const char *rp[H + 1];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++)
                rows[y][x] = next(100) < (uint32_t)(15 + 13 * (m % 3)) ? '@' : '.'; /* 15, 28, 41 % */
            rows[y][W] = 0;
            rp[y] = rows[y];
        }
        rp[H] = NULL;
        struct pf_grid g;
        struct pf_aa_truth *t;
        struct pf_aa_theta *th;
        struct pf_aa_bounded *bd;
        CHECK(pf_test_grid(&g, rp) == 0);
        CHECK_INT(pf_aa_truth_build(&g, &t, NULL), PF_OK);
        CHECK_INT(pf_aa_theta_init(&g, &th, NULL), PF_OK);
        CHECK_INT(pf_aa_bounded_build(&g, &bd, NULL), PF_OK);
        for (int k = 0; k < 12; k++) {
            /* endpoints: top-left corners of open cells, as in a scenario file */
            int sx = (int)next(W), sy = (int)next(H), tx = (int)next(W), ty = (int)next(H);
            if (rows[sy][sx] == '@' || rows[ty][tx] == '@')
                continue;
            queries++;
            double want = brute(&g, sx, sy, tx, ty), cost = -1, vcost;
            size_t n;
            enum pf_aa_why why;
            int rc = pf_aa_truth_query(t, sx, sy, tx, ty, pts, sizeof pts / sizeof *pts, &n, &cost, NULL);
            if (want == INFINITY) {
                CHECK_INT(rc, PF_NO_PATH);
                for (int lazy = 0; lazy < 2; lazy++)
                    CHECK_INT(pf_aa_theta_query(th, lazy, sx, sy, tx, ty, pts, 3 * CORNERS, &n,
                                                &cost, NULL), PF_NO_PATH);
                continue;
            }
            paths++;
            CHECK_INT(rc, PF_OK);
            CHECK_NEAR(cost, want, 1e-9);
            CHECK_INT(pf_aa_validate(&g, sx, sy, tx, ty, pts, n, &vcost, &why), -1);
            for (int lazy = 0; lazy < 2; lazy++) {
                double c = -1;
                CHECK_INT(pf_aa_theta_query(th, lazy, sx, sy, tx, ty, pts, 3 * CORNERS, &n, &c, NULL),
                          PF_OK);
                CHECK_INT(pf_aa_validate(&g, sx, sy, tx, ty, pts, n, &vcost, &why), -1);
                CHECK(c >= want - 1e-9);
                theta_optimal += !lazy && c <= want + 1e-9;
                /* the bounded truth, given this valid length (and then the optimum itself) */
                double bc = -1;
                CHECK_INT(pf_aa_bounded_query(bd, sx, sy, tx, ty, lazy ? want : c, pts,
                                              sizeof pts / sizeof *pts, &n, &bc, NULL), PF_OK);
                CHECK_NEAR(bc, want, 1e-9);
                CHECK_INT(pf_aa_validate(&g, sx, sy, tx, ty, pts, n, &vcost, &why), -1);
            }
        }
        pf_aa_bounded_free(bd);
        pf_aa_theta_free(th);
        pf_aa_truth_free(t);
        pf_grid_free(&g);
    }
    printf("test_anyangle_random: %d queries, %d with a path, Theta* optimal on %d\n", queries,
           paths, theta_optimal);
    CHECK(paths > 500);
    return pf_check_report("test_anyangle_random");
}
