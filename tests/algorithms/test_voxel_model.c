/* test_voxel_model.c: the 26-neighbour model: the proof that the fixed-point costs order paths
 * exactly (an exhaustive check), the moves, the 3D heuristics' consistency and flags, exact
 * costs and counters on hand-made volumes (corner cutting refused), and the paged state. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "pf_voxel.h"
#include "voxel_state.h"

/* The check the proof in pf_voxel.h relies on: over |d2| <= 724, |d3| <= 591 (two paths of real
 * cost <= 1024) with d1 nearest to -(d2 sqrt 2 + d3 sqrt 3), the integer difference
 * F = d1 C1 + d2 C2 + d3 C3 is never 0 and has the sign of the real difference R. Returns the
 * number of pairs that fail and the least |R| seen. */
static long units_failures(uint64_t c1, uint64_t c2, uint64_t c3, long double *min_r)
{
    const long double s2 = sqrtl(2.0L), s3 = sqrtl(3.0L);
    const int D2 = (int)(PF_VOX_EXACT_COST / sqrt(2.0)), D3 = (int)(PF_VOX_EXACT_COST / sqrt(3.0));
    long bad = 0;
    *min_r = 1;
    for (int d3 = 0; d3 <= D3; d3++)
        for (int d2 = -D2; d2 <= D2; d2++) {
            if (d3 == 0 && d2 <= 0)
                continue;                     /* -d gives the same case with both signs flipped */
            const long double x = d2 * s2 + d3 * s3;
            const long double near = roundl(x);
            const long double r = x - near;   /* R with d1 = -near */
            const int64_t f = -(int64_t)near * (int64_t)c1 + (int64_t)d2 * (int64_t)c2 + (int64_t)d3 * (int64_t)c3;
            if (fabsl(r) < *min_r)
                *min_r = fabsl(r);
            if (f == 0 || (f > 0) != (r > 0))
                bad++;
        }
    return bad;
}

static void test_units(void)
{
    CHECK_INT(PF_VOX_C2, (uint64_t)ceil(sqrt(2.0) * PF_VOX_C1));
    CHECK_INT(PF_VOX_C3, (uint64_t)ceil(sqrt(3.0) * PF_VOX_C1));
    /* the error bound of the proof: |d2 e2 + d3 e3| < 2.9e-6 < 1/2 over the box */
    double e2 = (double)PF_VOX_C2 / PF_VOX_C1 - sqrt(2.0), e3 = (double)PF_VOX_C3 / PF_VOX_C1 - sqrt(3.0);
    CHECK(e2 >= 0 && e3 >= 0 && 724 * e2 + 591 * e3 < 2.9e-6);
    long double min_r;
    CHECK_INT(units_failures(PF_VOX_C1, PF_VOX_C2, PF_VOX_C3, &min_r), 0);
    CHECK(min_r > 3.7e-8L && min_r < 3.9e-8L);
    /* the units first tried are not exact: d = (28, -495, 388) gives F = 0 */
    CHECK(units_failures(192070, 271628, 332675, &min_r) > 0);
    CHECK_INT(28 * 192070 - 495 * 271628 + 388 * 332675, 0);
    /* fixed costs of benchmark-length paths stay far from overflow and the tie key's range */
    CHECK(PF_VOX_EXACT_COST * PF_VOX_C3 < 2147483648.0);
}

static void test_moves(void)
{
    int count[4] = { 0, 0, 0, 0 };
    for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
        const struct pf_vox_dir *m = &pf_vox_dirs[d];
        CHECK_INT(m->k, (m->dx != 0) + (m->dy != 0) + (m->dz != 0));
        CHECK_INT(__builtin_popcount(m->box), (1 << m->k) - 1);   /* 1, 3 or 7 voxels besides the start */
        CHECK(!(m->box & (1u << 13)));
        count[m->k]++;
        for (int e = 0; e < d; e++)
            CHECK(pf_vox_dirs[e].dx != m->dx || pf_vox_dirs[e].dy != m->dy || pf_vox_dirs[e].dz != m->dz);
    }
    CHECK(count[1] == 6 && count[2] == 12 && count[3] == 8);
    /* the search's constant move costs are the directions' classes */
    for (int d = 0; d < PF_VOX_NUM_DIRS; d++)
        CHECK_INT(vx_cost[d], pf_vox_dirs[d].k == 1 ? PF_VOX_C1 : pf_vox_dirs[d].k == 2 ? PF_VOX_C2 : PF_VOX_C3);
    /* vx_legal (a dozen bit operations) against the 26 box tests: every neighbourhood with at
     * most two blocked voxels, then 2^20 drawn ones at densities 1/2, 1/4 and 1/8 */
    long bad = 0, tried = 0;
    uint64_t r = 0x9E3779B97F4A7C15ull;
    for (long i = 0; i < 27 * 27 + 3 * (1L << 20); i++) {
        uint32_t occ;
        if (i < 27 * 27) {
            occ = (1u << (i % 27)) | (1u << (i / 27));
        } else {
            uint32_t m = 0x7FFFFFFu;
            for (long k = 0; k <= (i - 27 * 27) >> 20; k++) {    /* AND of 1, 2 or 3 draws */
                r ^= r << 13, r ^= r >> 7, r ^= r << 17;
                m &= (uint32_t)(r >> 11);
            }
            occ = m;
        }
        occ &= 0x7FFFFFFu & ~(1u << 13);                            /* the centre is free */
        uint32_t want = 0;
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++)
            want |= (uint32_t)((occ & pf_vox_dirs[d].box) == 0) << d;
        bad += vx_legal(occ) != want;
        tried++;
    }
    CHECK_INT(bad, 0);
    CHECK_INT(tried, 27 * 27 + 3 * (1L << 20));
}

static pf_cost step_cost(int k)
{
    return k == 1 ? PF_VOX_C1 : k == 2 ? PF_VOX_C2 : PF_VOX_C3;
}

/* h(a) <= cost(m) + h(a - m) for every offset a in [-R, R]^3 and move m; the number of
 * violations. */
static long inconsistencies(const struct pf_voxel_heuristic *h, int R)
{
    long bad = 0;
    for (int x = -R; x <= R; x++)
        for (int y = -R; y <= R; y++)
            for (int z = -R; z <= R; z++) {
                pf_cost ha = h->estimate(abs(x), abs(y), abs(z));
                for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
                    const struct pf_vox_dir *m = &pf_vox_dirs[d];
                    pf_cost hb = h->estimate(abs(x - m->dx), abs(y - m->dy), abs(z - m->dz));
                    bad += ha > step_cost(m->k) + hb;
                }
            }
    return bad;
}

static void test_heuristics(void)
{
    const unsigned m26 = 1u << PF_VOX_MOVES_26;
    CHECK(pf_vh_octile3d.info.admissible_on & m26);
    CHECK(pf_vh_euclidean.info.admissible_on & m26);
    CHECK(pf_vh_chebyshev.info.admissible_on & m26);
    CHECK(pf_vh_zero.info.admissible_on & m26);
    CHECK(!(pf_vh_manhattan.info.admissible_on & m26));
    CHECK(pf_voxel_heuristic_find("octile3d") == &pf_vh_octile3d);
    CHECK(pf_voxel_heuristic_find("octile") == NULL);
    /* exact values */
    CHECK_INT(pf_vh_octile3d.estimate(1, 1, 1), PF_VOX_C3);
    CHECK_INT(pf_vh_octile3d.estimate(0, 2, 1), PF_VOX_C2 + PF_VOX_C1);
    CHECK_INT(pf_vh_octile3d.estimate(5, 2, 3), 2 * PF_VOX_C3 + PF_VOX_C2 + 2 * PF_VOX_C1);
    CHECK_INT(pf_vh_euclidean.estimate(3, 4, 0), 5 * PF_VOX_C1);      /* an exact square root */
    CHECK_INT(pf_vh_euclidean.estimate(1, 1, 1), PF_VOX_C3 - 1);      /* rounded down */
    CHECK_INT(pf_vh_euclidean.estimate(1, 1, 0), PF_VOX_C2 - 1);
    CHECK_INT(pf_vh_chebyshev.estimate(2, 7, 3), 7 * PF_VOX_C1);
    CHECK_INT(pf_vh_manhattan.estimate(1, 1, 1), 3 * PF_VOX_C1);
    CHECK(pf_vh_manhattan.estimate(1, 1, 1) > PF_VOX_C3);             /* overestimates a corner move */
    /* consistent in fixed point (hence admissible, with h(0) = 0), exhaustively near the goal */
    for (int i = 0; pf_voxel_heuristics[i]; i++) {
        const struct pf_voxel_heuristic *h = pf_voxel_heuristics[i];
        CHECK_INT(h->estimate(0, 0, 0), 0);
        long bad = inconsistencies(h, 9);
        if (h->info.admissible_on & m26)
            CHECK_INT(bad, 0);
        else
            CHECK(bad > 0);
    }
}

/* A w x h x d volume with the listed voxels blocked ({-1} ends the list). */
static void volume(struct pf_voxels *v, int w, int h, int d, const int *blocked)
{
    if (pf_voxels_init(v, w, h, d) != PF_OK)
        exit(1);
    for (int i = 0; blocked && blocked[i] >= 0; i += 3)
        pf_voxels_block(v, blocked[i], blocked[i + 1], blocked[i + 2]);
}

struct run {
    int status;
    double cost;
    uint32_t len;
    uint64_t expanded, generated, pushes;
};

static struct run astar(struct pf_voxel_ctx *c, const struct pf_voxels *v, const struct pf_voxel_heuristic *h,
                        const struct pf_open_ops *o, int ax, int ay, int az, int bx, int by, int bz)
{
    struct pf_voxel_result r;
    pf_node s = pf_voxel_node(v, ax, ay, az), g = pf_voxel_node(v, bx, by, bz);
    struct run out = { pf_voxel_astar(c, h, o, 1.0, s, g, &r), r.cost, r.path_len, r.c.expanded,
                       r.c.generated, r.c.pushes };
    if (out.status == PF_OK) {
        double cost;
        char why[200];
        CHECK(pf_voxel_path_validate(v, r.path, r.path_len, s, g, &cost, why, sizeof why));
        CHECK_NEAR(cost, r.cost, 1e-12);
    }
    return out;
}

/* The move-mask bits of the n moves listed as (dx, dy, dz) triples. */
static uint32_t moves_bits(const int *m, int n)
{
    uint32_t bits = 0;
    for (int i = 0; i < n; i++)
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++)
            if (pf_vox_dirs[d].dx == m[3 * i] && pf_vox_dirs[d].dy == m[3 * i + 1] && pf_vox_dirs[d].dz == m[3 * i + 2])
                bits |= 1u << d;
    return bits;
}

static void test_small_volumes(void)
{
    struct pf_voxels v;
    const struct pf_open_ops *opens[3] = { &pf_open_heap, &pf_open_bucket, &pf_open_list };

    /* a free 2 x 2 x 2 cube: one corner move; A* expands the start only */
    volume(&v, 2, 2, 2, NULL);
    struct pf_voxel_ctx *c = pf_voxel_ctx_create(&v, 0);
    for (int o = 0; o < 3; o++) {
        struct run r = astar(c, &v, &pf_vh_octile3d, opens[o], 0, 0, 0, 1, 1, 1);
        CHECK_INT(r.status, PF_OK);
        CHECK_NEAR(r.cost, sqrt(3.0), 1e-15);
        CHECK_INT(r.len, 2);
        CHECK_INT(r.expanded, 1);
        CHECK_INT(r.generated, 7);
        CHECK_INT(r.pushes, 8);
    }
    static const int all7[] = { 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1 };
    CHECK_INT(pf_voxel_move_mask(&v, pf_voxel_node(&v, 0, 0, 0)), moves_bits(all7, 7));
    pf_voxel_ctx_destroy(c);
    pf_voxels_free(&v);

    /* the same cube with (1,0,0) blocked: the corner move and two edge moves cut it */
    static const int one[] = { 1, 0, 0, -1 };
    volume(&v, 2, 2, 2, one);
    c = pf_voxel_ctx_create(&v, 0);
    static const int left3[] = { 0, 1, 0, 0, 0, 1, 0, 1, 1 };
    CHECK_INT(pf_voxel_move_mask(&v, pf_voxel_node(&v, 0, 0, 0)), moves_bits(left3, 3));
    for (int o = 0; o < 3; o++) {
        struct run r = astar(c, &v, &pf_vh_octile3d, opens[o], 0, 0, 0, 1, 1, 1);
        CHECK_INT(r.status, PF_OK);
        CHECK_NEAR(r.cost, 1 + sqrt(2.0), 1e-15);
        CHECK_INT(r.len, 3);
    }
    pf_voxel_ctx_destroy(c);
    pf_voxels_free(&v);

    /* a 3 x 3 x 1 slab with its centre blocked: no corner cutting, the way round costs 4 */
    static const int centre[] = { 1, 1, 0, -1 };
    volume(&v, 3, 3, 1, centre);
    c = pf_voxel_ctx_create(&v, 0);
    for (int i = 0; pf_voxel_heuristics[i]; i++) {
        struct run r = astar(c, &v, pf_voxel_heuristics[i], &pf_open_heap, 0, 0, 0, 2, 2, 0);
        CHECK_INT(r.status, PF_OK);
        CHECK_NEAR(r.cost, 4.0, 1e-15);
        CHECK_INT(r.len, 5);
    }
    {
        struct pf_voxel_result r;
        CHECK_INT(pf_voxel_bfs(c, pf_voxel_node(&v, 0, 0, 0), pf_voxel_node(&v, 2, 2, 0), &r), PF_OK);
        CHECK_INT(r.path_len, 5);
        CHECK_INT(r.g, 4);
        /* blocked endpoints are refused */
        CHECK_INT(pf_voxel_bfs(c, pf_voxel_node(&v, 1, 1, 0), pf_voxel_node(&v, 2, 2, 0), &r), PF_ERR_ARG);
        CHECK_INT(pf_voxel_astar(c, &pf_vh_zero, &pf_open_heap, 1, pf_voxel_node(&v, 1, 1, 0),
                                 pf_voxel_node(&v, 0, 0, 0), &r), PF_ERR_ARG);
    }
    pf_voxel_ctx_destroy(c);
    pf_voxels_free(&v);

    /* a wall at x = 1 through a 3 x 2 x 2 volume: no path; every reachable voxel expanded */
    static const int wall[] = { 1, 0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, -1 };
    volume(&v, 3, 2, 2, wall);
    c = pf_voxel_ctx_create(&v, 0);
    for (int o = 0; o < 3; o++) {
        struct run r = astar(c, &v, &pf_vh_octile3d, opens[o], 0, 0, 0, 2, 1, 1);
        CHECK_INT(r.status, PF_NO_PATH);
        CHECK_INT(r.expanded, 4);
        CHECK_INT(r.generated, 12);          /* 4 voxels of the plane x = 0, 3 moves each */
    }
    {
        struct pf_voxel_result r;
        CHECK_INT(pf_voxel_bfs(c, pf_voxel_node(&v, 0, 0, 0), pf_voxel_node(&v, 2, 1, 1), &r), PF_NO_PATH);
        CHECK_INT(r.c.expanded, 4);
    }
    pf_voxel_ctx_destroy(c);
    pf_voxels_free(&v);
}

/* The state grows with what a query touches: on a 400^3 volume (8 MB of bits), a query inside
 * one 8 x 8 x 8 block uses one page and 46 of its voxels; a context that starts with one page grows between runs of
 * a larger query, and gives the same answer and counters as a large one. */
static void test_state(void)
{
    struct pf_voxels v;
    volume(&v, 400, 400, 400, NULL);
    struct pf_voxel_ctx *c = pf_voxel_ctx_create(&v, 0);
    struct pf_voxel_result r;
    size_t before = pf_voxel_ctx_bytes(c);
    CHECK(before < (1u << 20));              /* 128 pages of 2560 + 16 bytes, their slots, tables */
    CHECK_INT(pf_voxel_astar(c, &pf_vh_octile3d, &pf_open_heap, 1, pf_voxel_node(&v, 0, 0, 0),
                             pf_voxel_node(&v, 3, 3, 3), &r), PF_OK);
    CHECK_INT(r.pages, 1);
    CHECK_INT(r.touched, 46);            /* [0,2]^3 and [1,3]^3 around the 3 expanded */
    CHECK_INT(r.c.expanded, 3);
    CHECK_INT(r.state_bytes, 2560 + 16 + 2 * 8);   /* one page: 512 costs and moves, its block, 2 slots */
    printf("test_voxel_model: %.1f bytes of state per touched voxel (one page, 46 voxels)\n",
           (double)r.state_bytes / (double)r.touched);

    struct pf_voxel_ctx *small = pf_voxel_ctx_create(&v, 1);
    struct pf_voxel_result a, b;
    pf_node s = pf_voxel_node(&v, 10, 10, 10), g = pf_voxel_node(&v, 30, 14, 12);
    CHECK_INT(pf_voxel_astar(c, &pf_vh_euclidean, &pf_open_heap, 1, s, g, &r), PF_OK);
    CHECK_INT(pf_voxel_astar(small, &pf_vh_euclidean, &pf_open_heap, 1, s, g, &a), PF_OK);
    CHECK(a.restarts > 0);
    CHECK_INT(pf_voxel_astar(small, &pf_vh_euclidean, &pf_open_heap, 1, s, g, &b), PF_OK);
    CHECK_INT(b.restarts, 0);
    CHECK_INT(a.c.expanded, r.c.expanded);
    CHECK_INT(b.c.expanded, r.c.expanded);
    CHECK_INT(a.g, r.g);
    CHECK_NEAR(a.cost, 2 * sqrt(3.0) + 2 * sqrt(2.0) + 16, 1e-12);   /* (20, 4, 2) */
    pf_voxel_ctx_destroy(small);
    pf_voxel_ctx_destroy(c);
    pf_voxels_free(&v);
}

int main(void)
{
    test_units();
    test_moves();
    test_heuristics();
    test_small_volumes();
    test_state();
    return pf_check_report("test_voxel_model");
}
