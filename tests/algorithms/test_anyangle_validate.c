/* test_anyangle_validate.c: the any-angle validator, one test per figure and case of GPPC's
 * Problem_Definition.md (start kit gppc-startkit-anyangle, figs/), each asserting the verdict,
 * the failing segment and the reason. */
#include <math.h>
#include "check.h"
#include "pf_anyangle.h"

#define P(x, y) ((struct pf_aa_point){ (x), (y) })
#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Validate the polyline pts (its first and last points as start and target); check the failing segment and reason. */
static void expect(const struct pf_grid *g, const struct pf_aa_point *pts, size_t n, long seg,
                   enum pf_aa_why why, int line)
{
    enum pf_aa_why w = PF_AA_VALID;
    double cost = -1;
    long got = pf_aa_check_path(g, pts, n, &cost, &w);
    pf_check_count++;
    if (got != seg || w != why) {
        pf_check_failures++;
        fprintf(stderr, "line %d: expected segment %ld (%s), got %ld (%s)\n", line, seg,
                pf_aa_why_str(why), got, pf_aa_why_str(w));
    }
}
#define EXPECT(g, pts, seg, why) expect(g, pts, LEN(pts), seg, why, __LINE__)

/* figs/grid_plane.png: the example map; cell (x, y) is the square (x, y)-(x+1, y+1), blocked
 * where the map says so and everywhere outside the map. */
static const char *const example[] = { "...@.", "@.@..", "@..@.", "@@...", NULL };

static void test_grid_plane(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, example) == 0);
    CHECK_INT(pf_aa_blocked(&g, 3, 0), 1);
    CHECK_INT(pf_aa_blocked(&g, 0, 1), 1);
    CHECK_INT(pf_aa_blocked(&g, 4, 0), 0);
    CHECK_INT(pf_aa_blocked(&g, -1, 2), 1);
    CHECK_INT(pf_aa_blocked(&g, 5, 2), 1);
    CHECK_INT(pf_aa_blocked(&g, 2, 4), 1);
    CHECK_INT(pf_aa_blocked(&g, -9, 40), 1);
    pf_grid_free(&g);
}

/* figs/grid_plane_path.png and grid_plane_path_center.png: the query (0,0) -> (3,1); the
 * shortest path touches corners and runs along the blocked cell (3,2)'s edges; the
 * cell-centred path is longer and also valid. */
static void test_grid_plane_path(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, example) == 0);
    const struct pf_aa_point best[] = { P(0, 0), P(3, 3), P(4, 3), P(4, 2), P(3, 1) };
    double cost = 0;
    enum pf_aa_why why = PF_AA_CELL;
    CHECK_INT(pf_aa_validate(&g, 0, 0, 3, 1, best, LEN(best), &cost, &why), -1);
    CHECK_INT(why, PF_AA_VALID);
    CHECK_NEAR(cost, 4 * sqrt(2) + 2, 1e-12);
    const struct pf_aa_point centred[] = { P(0, 0),     P(0.5, 0.5), P(1.5, 0.5), P(1.5, 2.5),
                                           P(2.5, 2.5), P(2.5, 3.5), P(4.5, 3.5), P(4.5, 1.5),
                                           P(3.5, 1.5), P(3, 1) };
    CHECK_INT(pf_aa_validate(&g, 0, 0, 3, 1, centred, LEN(centred), &cost, &why), -1);
    CHECK_NEAR(cost, 2 * sqrt(0.5) + 1 + 2 + 1 + 1 + 2 + 2 + 1, 1e-12);
    /* the straight line reaches t = (3,1), a double corner, from its north-west side */
    const struct pf_aa_point straight[] = { P(0, 0), P(3, 1) };
    EXPECT(&g, straight, 0, PF_AA_ENDPOINT_CORNER);
    /* along the edge x = 1 with the blocked (0,1) to the west and the open (1,1) to the east */
    enum pf_aa_why why2 = PF_AA_CELL;
    const struct pf_aa_point along[] = { P(1, 1), P(1, 2), P(2, 3) };
    CHECK_INT(pf_aa_validate(&g, 1, 1, 2, 3, along, LEN(along), NULL, &why2), -1);
    CHECK_INT(why2, PF_AA_VALID);
    /* the map's border counts as blocked: along the top edge is fine, along the left edge of the
     * blocked column (0,1)-(0,3) runs between it and the outside */
    const struct pf_aa_point top[] = { P(0, 0), P(3, 0) };
    EXPECT(&g, top, -1, PF_AA_VALID);
    const struct pf_aa_point left[] = { P(0, 0), P(0, 1), P(0, 3) };
    /* (0,0)-(0,1) runs between the outside and the open cell (0,0); (0,1)-(0,3) between the
     * outside and blocked cells */
    EXPECT(&g, left, 1, PF_AA_WALL);
    const struct pf_aa_point out[] = { P(0, 0), P(-0.5, 0.5), P(1, 1) };
    EXPECT(&g, out, 0, PF_AA_OUTSIDE);
    pf_grid_free(&g);
}

/* figs/invalid_segments.png, _edge.png, _center.png: what a point sees. The map (4x4):
 * blocked (2,0), (2,1) and (1,2). */
static const char *const seen[] = { "..@.", "..@.", ".@..", "....", NULL };

static void test_covisible(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, seen) == 0);
    /* from the corner a = (1,1) */
    const struct pf_aa_point a_ok[] = { P(1, 1), P(0.5, 3.5) }, a_ok2[] = { P(1, 1), P(2, 0) };
    const struct pf_aa_point a_cell[] = { P(1, 1), P(1.5, 3.5) }, a_far[] = { P(1, 1), P(3.5, 0.5) };
    const struct pf_aa_point a_pinch[] = { P(1, 1), P(2.5, 2.5) };
    EXPECT(&g, a_ok, -1, PF_AA_VALID);
    EXPECT(&g, a_ok2, -1, PF_AA_VALID);    /* along the blocked cell (2,0)'s west edge */
    EXPECT(&g, a_cell, 0, PF_AA_CELL);
    EXPECT(&g, a_far, 0, PF_AA_CELL);
    EXPECT(&g, a_pinch, 0, PF_AA_DOUBLE_CORNER);  /* through (2,2), between (2,1) and (1,2) */
    /* from a = (1.5, 1) on an edge: the red boundary line touches the corner (1,2) */
    const struct pf_aa_point e_line[] = { P(1.5, 1), P(0, 4) }, e_below[] = { P(1.5, 1), P(0.5, 3.5) };
    EXPECT(&g, e_line, -1, PF_AA_VALID);
    EXPECT(&g, e_below, 0, PF_AA_CELL);
    /* from a = (1.5, 3.5) in a cell: the red lines touch the corners (1,3), (2,3) and (3,2) */
    const struct pf_aa_point c_left[] = { P(1.5, 3.5), P(0, 2) }, c_right[] = { P(1.5, 3.5), P(4, 1) };
    const struct pf_aa_point c_above[] = { P(1.5, 3.5), P(3.5, 0.5) };
    EXPECT(&g, c_left, -1, PF_AA_VALID);
    EXPECT(&g, c_right, -1, PF_AA_VALID);
    EXPECT(&g, c_above, 0, PF_AA_CELL);
    /* a point inside a blocked cell */
    const struct pf_aa_point inside[] = { P(0, 0), P(2.5, 0.5), P(3, 3) };
    EXPECT(&g, inside, 0, PF_AA_CELL);
    pf_grid_free(&g);
}

/* figs/invalid_segments_cut1.png: x = (2,2) between the blocked (2,1) (north-east) and (1,2)
 * (south-west): a-x-b visits x from the north-west side and returns to it (valid); c-x-d and
 * c-d cut through. */
static const char *const cut1[] = { "....", "..@.", ".@..", "....", NULL };

static void test_cut1(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, cut1) == 0);
    const struct pf_aa_point axb[] = { P(1.5, 0.5), P(2, 2), P(0.5, 1.5) };
    const struct pf_aa_point cxd[] = { P(0.5, 0.5), P(2, 2), P(3.5, 3.5) };
    const struct pf_aa_point cd[] = { P(0.5, 0.5), P(3.5, 3.5) };
    EXPECT(&g, axb, -1, PF_AA_VALID);
    EXPECT(&g, cxd, 1, PF_AA_DOUBLE_CORNER);
    EXPECT(&g, cd, 0, PF_AA_DOUBLE_CORNER);
    /* along the grid line through x: still through the pinch */
    const struct pf_aa_point line[] = { P(1, 2), P(3, 2) };
    EXPECT(&g, line, 0, PF_AA_DOUBLE_CORNER);
    pf_grid_free(&g);
}

/* figs/invalid_segments_cut2.png: x = (2,2) between the blocked (1,1) (north-west) and (2,2)
 * (south-east): a-x-b stays on the south-west side (a-x runs along (1,1)'s south edge). */
static const char *const cut2[] = { "....", ".@..", "..@.", "....", NULL };

static void test_cut2(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, cut2) == 0);
    const struct pf_aa_point axb[] = { P(0.5, 2), P(2, 2), P(1.5, 3.5) };
    const struct pf_aa_point cxd[] = { P(0.5, 3.5), P(2, 2), P(3.5, 0.5) };
    const struct pf_aa_point cd[] = { P(0.5, 3.5), P(3.5, 0.5) };
    EXPECT(&g, axb, -1, PF_AA_VALID);
    EXPECT(&g, cxd, 1, PF_AA_DOUBLE_CORNER);
    EXPECT(&g, cd, 0, PF_AA_DOUBLE_CORNER);
    pf_grid_free(&g);
}

/* figs/invalid_segments_start.png and _target.png: s (or t) = (2,2) on a double corner whose
 * south-east cell is open: it is left (reached) through the south-east side only. */
static void test_start_target(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, cut1) == 0);
    const struct pf_aa_point sat[] = { P(2, 2), P(2.5, 3.5), P(0, 3) };
    const struct pf_aa_point sbt[] = { P(2, 2), P(0.5, 1.5), P(0, 3) };
    const struct pf_aa_point east[] = { P(2, 2), P(4, 2) }; /* along (2,1)'s south edge */
    EXPECT(&g, sat, -1, PF_AA_VALID);
    EXPECT(&g, sbt, 0, PF_AA_ENDPOINT_CORNER);
    EXPECT(&g, east, -1, PF_AA_VALID);
    const struct pf_aa_point sat_t[] = { P(0, 3), P(2.5, 3.5), P(2, 2) };
    const struct pf_aa_point sbt_t[] = { P(0, 3), P(0.5, 1.5), P(2, 2) };
    EXPECT(&g, sat_t, -1, PF_AA_VALID);
    EXPECT(&g, sbt_t, 1, PF_AA_ENDPOINT_CORNER);
    /* the same corner in the middle of a path may be visited from the north-west side */
    const struct pf_aa_point mid[] = { P(0, 0), P(2, 2), P(1, 0) };
    EXPECT(&g, mid, -1, PF_AA_VALID);
    pf_grid_free(&g);
}

/* figs/invalid_segments_start2.png: s = (2,2) on the other kind of double corner (its
 * south-east cell is blocked, so no query names it): every path from it (or to it) is
 * invalid. */
static void test_start2(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, cut2) == 0);
    const struct pf_aa_point sat[] = { P(2, 2), P(0.5, 2.5), P(0, 0) };
    const struct pf_aa_point sbt[] = { P(2, 2), P(2.5, 0.5), P(0, 0) };
    const struct pf_aa_point to[] = { P(0, 0), P(0.5, 2.5), P(2, 2) };
    EXPECT(&g, sat, 0, PF_AA_ENDPOINT_CORNER);
    EXPECT(&g, sbt, 0, PF_AA_ENDPOINT_CORNER);
    EXPECT(&g, to, 1, PF_AA_ENDPOINT_CORNER);
    pf_grid_free(&g);
}

/* Rule 3: not between two blocked squares that share an edge (x = 2 between (1,1) and (2,1)),
 * though the segment's ends are open. */
static void test_wall(void)
{
    static const char *const wall[] = { "....", ".@@.", "....", NULL };
    struct pf_grid g;
    CHECK(pf_test_grid(&g, wall) == 0);
    const struct pf_aa_point through[] = { P(2, 0), P(2, 3) }, around[] = { P(2, 0), P(3, 1), P(2, 3) };
    const struct pf_aa_point on_it[] = { P(2, 0), P(2, 1.5) };
    EXPECT(&g, through, 0, PF_AA_WALL);
    EXPECT(&g, around, 1, PF_AA_CELL);  /* (3,1)-(2,3) crosses the blocked (2,1) */
    EXPECT(&g, on_it, 0, PF_AA_WALL);   /* ends inside the wall */
    const struct pf_aa_point below[] = { P(0, 2), P(4, 2) }; /* along the pair's south edges */
    EXPECT(&g, below, -1, PF_AA_VALID);
    pf_grid_free(&g);
}

/* Rule 1 and the query: segments of at least 0.01; the path begins at s and ends at t; s == t
 * is answered by the empty path. */
static void test_lengths_and_ends(void)
{
    struct pf_grid g;
    CHECK(pf_test_grid(&g, seen) == 0);
    const struct pf_aa_point shortseg[] = { P(0, 0), P(0.005, 0.005), P(1, 1) };
    const struct pf_aa_point enough[] = { P(0, 0), P(0.01, 0), P(1, 1) };
    EXPECT(&g, shortseg, 0, PF_AA_SHORT);
    EXPECT(&g, enough, -1, PF_AA_VALID);
    const struct pf_aa_point path[] = { P(0, 0), P(1, 1) };
    enum pf_aa_why why;
    CHECK_INT(pf_aa_validate(&g, 0, 1, 1, 1, path, 2, NULL, &why), 0);
    CHECK_INT(why, PF_AA_START);
    CHECK_INT(pf_aa_validate(&g, 0, 0, 1, 0, path, 2, NULL, &why), 0);
    CHECK_INT(why, PF_AA_TARGET);
    CHECK_INT(pf_aa_validate(&g, 0, 0, 1, 1, path, 1, NULL, &why), 0);
    CHECK_INT(why, PF_AA_COUNT);
    double cost = -1;
    CHECK_INT(pf_aa_validate(&g, 1, 1, 1, 1, NULL, 0, &cost, &why), -1);
    CHECK_NEAR(cost, 0, 0);
    CHECK_INT(pf_aa_validate(&g, 1, 1, 1, 1, path, 1, NULL, &why), 0);
    CHECK_INT(why, PF_AA_COUNT);
    /* a corner printed with rounding noise is still the corner */
    const struct pf_aa_point noisy[] = { P(0, 0), P(1.0000000000001, 0.9999999999999) };
    EXPECT(&g, noisy, -1, PF_AA_VALID);
    /* the cells the walk scans */
    uint64_t cells = 0;
    CHECK_INT(pf_aa_segment(&g, P(0, 3), P(4, 4), &cells), PF_AA_VALID);
    CHECK_INT(cells, 4);
    pf_grid_free(&g);
}

int main(void)
{
    test_grid_plane();
    test_grid_plane_path();
    test_covisible();
    test_cut1();
    test_cut2();
    test_start_target();
    test_start2();
    test_wall();
    test_lengths_and_ends();
    return pf_check_report("test_anyangle_validate");
}
