/* test_jps_plus.c: jps+ returns exactly Dijkstra's cost (fixed point) and a valid cell path on
 * generated maps with water, swamp and walls (many pairs, every tie rule, start = goal, pairs
 * across classes), its jump-distance table holds the values worked out by hand on a small map
 * and exactly 16 bytes per padded node, it is prepared once per context, and it refuses models
 * 4, 8-cut and 8-any with its reason. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"
#include "jps_plus.h"

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* A random map: walls, trees, swamp (land), and water, some of it in blobs, so that land and
 * water regions touch along long edges. */
static void random_map(struct pf_grid *g, int w, int h, int wall_pct, int water_pct)
{
    pf_grid_init(g, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            uint32_t r = rnd(100);
            char c = r < (uint32_t)wall_pct ? (r % 3 ? '@' : 'T')
                    : r < (uint32_t)(wall_pct + water_pct) ? 'W' : (r % 7 ? '.' : 'S');
            pf_grid_set(g, x, y, c);
        }
    for (int b = rnd(4); b > 0; b--) {             /* water blobs */
        int cx = (int)rnd((uint32_t)w), cy = (int)rnd((uint32_t)h), rad = 1 + (int)rnd(6);
        for (int y = cy - rad; y <= cy + rad; y++)
            for (int x = cx - rad; x <= cx + rad; x++)
                if (pf_grid_in_bounds(g, x, y) && (x - cx) * (x - cx) + (y - cy) * (y - cy) <= rad * rad)
                    pf_grid_set(g, x, y, 'W');
    }
}

static size_t queries, compared;

/* Every tie rule on one pair: the status of Dijkstra, its exact fixed-point cost, a valid path. */
static void check_pair(struct pf_search_ctx *ctx, const struct pf_grid *g, pf_node s, pf_node t, int map_no)
{
    const struct pf_variant *dij = pf_variant_find("dijkstra/heap"), *jp = pf_variant_find("jps+");
    struct pf_result rd, r;
    pf_ctx_set_tie(ctx, PF_TIE_GMAX);
    int sd = pf_search(ctx, dij, s, t, &rd);
    pf_cost gd = rd.g;
    queries++;
    for (int tie = PF_TIE_GMAX; tie <= PF_TIE_LIFO; tie++) {
        pf_ctx_set_tie(ctx, (enum pf_tie)tie);
        int sj = pf_search(ctx, jp, s, t, &r);
        int32_t sx, sy, tx, ty;
        pf_grid_xy(g, s, &sx, &sy);
        pf_grid_xy(g, t, &tx, &ty);
        if (sj != sd) {
            fprintf(stderr, "map %d (%dx%d) (%d,%d)->(%d,%d) tie %s: jps+ %s, dijkstra %s\n", map_no, g->width,
                    g->height, sx, sy, tx, ty, pf_tie_name((enum pf_tie)tie), pf_status_name(sj), pf_status_name(sd));
            pf_check_failures++;
            continue;
        }
        if (sj != PF_OK)
            continue;
        compared++;
        double cost;
        char why[200];
        if (r.g != gd || !pf_path_validate(g, PF_MOVES_8, r.path, r.path_len, s, t, &cost, why, sizeof why) ||
            fabs(cost - r.cost) > 1e-9 * (1 + cost)) {
            fprintf(stderr, "map %d (%dx%d) (%d,%d)->(%d,%d) tie %s: jps+ g %llu (cost %.9f), dijkstra g %llu: %s\n",
                    map_no, g->width, g->height, sx, sy, tx, ty, pf_tie_name((enum pf_tie)tie),
                    (unsigned long long)r.g, r.cost, (unsigned long long)gd,
                    r.g != gd ? "costs differ" : why);
            pf_check_failures++;
        }
    }
    pf_ctx_set_tie(ctx, PF_TIE_GMAX);
}

static pf_node random_cell(const struct pf_grid *g)
{
    for (;;) {
        int x = (int)rnd((uint32_t)g->width), y = (int)rnd((uint32_t)g->height);
        if (pf_grid_passable(g, x, y))
            return pf_grid_node(g, x, y);
    }
}

/* the table of a 6x3 map worked out by hand ('@' at (2,1)) */
static void hand_table(void)
{
    static const char *rows[] = { "......", "..@...", "....W." };
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 6, 3), PF_OK);
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 6; x++)
            pf_grid_set(&g, x, y, rows[y][x]);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("jps+"), &p), PF_OK);
    CHECK_INT(p.ran, 1);
    CHECK_INT(p.bytes, 8 * 5 * 16);                /* (6 + 2) x (3 + 2) padded nodes, 16 bytes each */
    const int16_t *d = ctx_prep(ctx, &pf_alg_jps_plus);
    CHECK(d != NULL);
#define D(x, y, dir) d[(size_t)pf_grid_node(&g, x, y) * 8 + (dir)]
    enum { N, E, S, W, NE, SE, SW, NW };
    CHECK_INT(D(0, 0, E), 3);      /* (3,0): its south side (3,1) is free, (2,1) behind it is not */
    CHECK_INT(D(4, 0, E), -1);     /* one free cell, then the edge, no jump point */
    CHECK_INT(D(5, 0, E), 0);
    CHECK_INT(D(0, 1, E), -1);     /* (1,1), then the wall */
    CHECK_INT(D(3, 1, W), 0);
    CHECK_INT(D(1, 2, N), 2);      /* not (1,1) (its side (2,1) is the wall itself) but (1,0): */
    CHECK_INT(D(1, 1, N), 1);      /* (2,0) is free beside the wall behind it */
    CHECK_INT(D(0, 2, NE), 1);     /* (1,1): the scan north from it finds (1,0) */
    CHECK_INT(D(3, 2, E), 0);      /* (4,2) is water: another class is a wall */
    CHECK_INT(D(4, 2, W), 0);      /* and the water cell sees land as walls */
    CHECK_INT(D(4, 2, N), 0);
    CHECK_INT(D(2, 1, E), 0);      /* walls hold 0 */
    CHECK_INT(D(1, 0, SE), 0);     /* (2,1) is a wall: no diagonal past it */
    CHECK_INT(D(3, 0, SE), 1);     /* (4,1): east of it (5,1) is a jump point, water behind (5,2) */
#undef D
    /* prepared once: the second call reports the same bytes without running it again */
    CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("jps+"), &p), PF_OK);
    CHECK_INT(p.ran, 0);
    CHECK_INT(p.bytes, 8 * 5 * 16);
    /* start = goal: one cell, cost 0; across classes: no path */
    struct pf_result r;
    pf_node a = pf_grid_node(&g, 0, 0);
    CHECK_INT(pf_search(ctx, pf_variant_find("jps+"), a, a, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(r.g, 0);
    CHECK_INT(pf_search(ctx, pf_variant_find("jps+"), a, pf_grid_node(&g, 4, 2), &r), PF_NO_PATH);
    /* (0,0) -> (5,2): the wall and the water cell leave one diagonal: 3 east, (4,1), east (5,1),
     * south (5,2) = 5 + sqrt 2 */
    CHECK_INT(pf_search(ctx, pf_variant_find("jps+"), a, pf_grid_node(&g, 5, 2), &r), PF_OK);
    CHECK_INT(r.g, 5 * PF_CARD + PF_DIAG);
    CHECK_INT(r.path_len, 7);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

static void refusals(void)
{
    const struct pf_variant *jp = pf_variant_find("jps+");
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 4, 4), PF_OK);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            pf_grid_set(&g, x, y, '.');
    static const char *const reason =
        "its jump distances follow the no-corner-cutting rules of model 8 (GPPC, warthog); 8-cut and "
        "8-any need other pruning rules and 4 its own jump definition";
    static const enum pf_moves refused[] = { PF_MOVES_4, PF_MOVES_8CUT, PF_MOVES_8ANY };
    for (int i = 0; i < 3; i++) {
        char why[400], want[400];
        CHECK_INT(pf_variant_runs_on(jp, refused[i], why, sizeof why), 0);
        snprintf(want, sizeof want, "jps+ cannot run under movement model %s: %s", pf_moves_name(refused[i]), reason);
        CHECK_STR(why, want);
        CHECK_INT(pf_variant_should_be_optimal(jp, refused[i]), 0);
        struct pf_search_ctx *ctx = pf_ctx_create(&g, refused[i]);
        struct pf_prep p;
        CHECK_INT(pf_ctx_prepare(ctx, jp, &p), PF_ERR_ARG);
        CHECK_INT(p.bytes, 0);
        struct pf_result r;
        CHECK_INT(pf_search(ctx, jp, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 3, 3), &r), PF_ERR_ARG);
        pf_ctx_destroy(ctx);
    }
    CHECK_INT(pf_variant_runs_on(jp, PF_MOVES_8, NULL, 0), 1);
    CHECK_INT(pf_variant_should_be_optimal(jp, PF_MOVES_8), 1);
    CHECK_STR(pf_variant_algo(jp), "jps+");
    CHECK_STR(pf_variant_heuristic(jp), "octile");
    CHECK_STR(pf_variant_open(jp), "heap");
    pf_grid_free(&g);
}

int main(void)
{
    hand_table();
    refusals();
    /* 60 random maps with terrain classes, 8x8 to 70x50, 120 pairs each */
    for (int m = 0; m < 60; m++) {
        struct pf_grid g;
        int w = 8 + (int)rnd(63), h = 8 + (int)rnd(43);
        random_map(&g, w, h, (int)rnd(35), (int)rnd(30));
        struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
        struct pf_prep p;
        CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("jps+"), &p), PF_OK);
        CHECK_INT(p.bytes, (size_t)(w + 2) * (size_t)(h + 2) * 16);
        for (int k = 0; k < 120; k++)
            check_pair(ctx, &g, random_cell(&g), random_cell(&g), m);
        pf_ctx_destroy(ctx);
        pf_grid_free(&g);
    }
    /* an open 200x150 map with a few walls: long jumps to the edges and the goal in line */
    struct pf_grid g;
    random_map(&g, 200, 150, 1, 0);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    for (int k = 0; k < 300; k++)
        check_pair(ctx, &g, random_cell(&g), random_cell(&g), 60);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    printf("test_jps_plus: %zu pairs, %zu jps+ answers compared with Dijkstra's cost\n", queries, compared);
    CHECK(compared > 10000);
    return pf_check_report("test_jps_plus");
}
