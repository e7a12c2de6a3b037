/* test_tsg.c: the two-level subgoal graph (tsg): its global and local subgoals and edges worked
 * out by hand on small maps, every pair of open cells of generated maps at Dijkstra's exact
 * fixed-point cost with a valid path, the final graph's invariants (no two local subgoals
 * joined, every edge at the octile distance), and the first lines of generated scenarios
 * (always) and of Moving AI maps (MOVINGAI_DIR, when there) at their optima. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "dijkstra_check.h"
#include "movingai_maps.h"
#include "random_terrain.h"
#include "pf_io.h"
#include "search_ctx.h"
#include "sg.h"

int pf_test_grid(struct pf_grid *g, const char *const *rows);   /* check.c */

static const struct pf_variant *tsgv(void) { return pf_variant_find("tsg"); }

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)((rng >> 33) % n);
}

/* The prepared two-level graph of ctx. */
static const struct pf_sg *graph_of(struct pf_search_ctx *ctx)
{
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, tsgv(), &p), PF_OK);
    return ctx_prep(ctx, &pf_alg_tsg);
}

/* The new number of the subgoal at (x, y), and whether list i holds target t (with its mid). */
static uint32_t at(const struct pf_grid *g, const struct pf_sg *sg, int x, int y)
{
    return sg->id[pf_grid_node(g, x, y)];
}

static int has(const struct pf_sg *sg, uint32_t i, uint32_t t, uint32_t mid)
{
    for (uint32_t e = sg->first[i]; e < sg->first[i + 1]; e++)
        if (sg->edge[e].to == t && sg->mid[e] == mid)
            return 1;
    return 0;
}

/* One wall cell in a 5x5 field: subgoals (1,1), (3,1), (1,3), (3,3) (numbers 0 to 3 in the
 * simple graph), a 4-cycle of edges of 2 (the diagonals cross the wall). All have two edges, so
 * they are visited by number:
 *   (1,1): its pair (3,1), (1,3) has the witness (3,1) - (3,3) - (1,3), 4 = 2 + 2: local.
 *   (3,1): its pair (1,1), (3,3) has (1,1) - (1,3) - (3,3), 4, (1,3) global: local.
 *   (1,3): its pair (1,1), (3,3): without it, (1,1) reaches only (3,1), local, not passed;
 *          4 is more than their octile distance 2 sqrt 2, so no edge is added: global.
 *   (3,3): its pair (3,1), (1,3): (3,1) reaches only (1,1), local: global likewise.
 * So 2 global ((1,3), (3,3), numbers 0, 1 in cell order) and 2 local ((1,1) 2, (3,1) 3), no
 * edge added: the global edge 0 - 1 both ways, and each local one's two edges. */
static void one_wall(void)
{
    static const char *const rows[] = { ".....", ".....", "..@..", ".....", ".....", NULL };
    struct pf_grid g;
    CHECK_INT(pf_test_grid(&g, rows), 0);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    const struct pf_sg *sg = graph_of(ctx);
    CHECK_INT(sg->num_sg, 4);
    CHECK_INT(sg->num_global, 2);
    CHECK_INT(at(&g, sg, 1, 3), 0);
    CHECK_INT(at(&g, sg, 3, 3), 1);
    CHECK_INT(at(&g, sg, 1, 1), 2);
    CHECK_INT(at(&g, sg, 3, 1), 3);
    CHECK_INT(sg->first[4], 6);
    CHECK(has(sg, 0, 1, PF_NONE) && has(sg, 1, 0, PF_NONE) && sg->first[2] == 2);
    CHECK(has(sg, 2, 3, PF_NONE) && has(sg, 2, 0, PF_NONE) && has(sg, 3, 2, PF_NONE) && has(sg, 3, 1, PF_NONE));
    /* (0,0) -> (4,4) round the wall, e.g. by (1,1), (3,1), then one diagonal and two straight
     * steps: 2 sqrt 2 + 4 */
    struct pf_result r;
    CHECK_INT(pf_search(ctx, tsgv(), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 4, 4), &r), PF_OK);
    CHECK_INT(r.g, 4 * PF_CARD + 2 * PF_DIAG);
    /* between the local subgoals and to the global ones, both ways */
    const int ends[][4] = { { 1, 1, 3, 3 }, { 3, 3, 1, 1 }, { 3, 1, 1, 3 }, { 1, 3, 3, 1 }, { 1, 1, 3, 1 } };
    const pf_cost want[] = { 4 * PF_CARD, 4 * PF_CARD, 4 * PF_CARD, 4 * PF_CARD, 2 * PF_CARD };
    for (int k = 0; k < 5; k++) {
        CHECK_INT(pf_search(ctx, tsgv(), pf_grid_node(&g, ends[k][0], ends[k][1]),
                            pf_grid_node(&g, ends[k][2], ends[k][3]), &r), PF_OK);
        CHECK_INT(r.g, want[k]);
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Two walls under a 5-wide row: subgoals (0,1), (2,1), (4,1) in a chain of edges of 2. The two
 * ends have one edge each (no pair to keep) and come first: both local. Then (2,1): its pair
 * (0,1), (4,1) has no other connection, but 2 + 2 is their octile distance (4 straight steps),
 * so the edge (0,1) - (4,1) of 4 through (2,1) is added and it is local too: no global subgoal,
 * each list holding its two edges. A query from below one end to below the other goes up, by
 * the added edge (refined through (2,1)), and down: 6. */
static void chain(void)
{
    static const char *const rows[] = { ".....", ".....", ".@.@.", NULL };
    struct pf_grid g;
    CHECK_INT(pf_test_grid(&g, rows), 0);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    const struct pf_sg *sg = graph_of(ctx);
    CHECK_INT(sg->num_sg, 3);
    CHECK_INT(sg->num_global, 0);
    CHECK_INT(at(&g, sg, 0, 1), 0);
    CHECK_INT(at(&g, sg, 2, 1), 1);
    CHECK_INT(at(&g, sg, 4, 1), 2);
    CHECK_INT(sg->first[3], 6);
    CHECK(has(sg, 0, 1, PF_NONE) && has(sg, 0, 2, 1) && has(sg, 2, 0, 1) && has(sg, 2, 1, PF_NONE));
    struct pf_result r;
    CHECK_INT(pf_search(ctx, tsgv(), pf_grid_node(&g, 0, 2), pf_grid_node(&g, 4, 2), &r), PF_OK);
    CHECK_INT(r.g, 6 * PF_CARD);
    CHECK_INT(r.path_len, 7);
    double cost;
    char why[200];
    CHECK(pf_path_validate(&g, PF_MOVES_8, r.path, r.path_len, pf_grid_node(&g, 0, 2), pf_grid_node(&g, 4, 2), &cost,
                           why, sizeof why));
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* The final graph's invariants: a global subgoal's edges end at global ones, every edge costs
 * the octile distance of its ends, and an added edge (with a mid) stands for a local subgoal. */
static void invariants(const struct pf_sg *sg, const char *where)
{
    int bad = 0;
    const uint32_t G = sg->num_global;
    for (uint32_t i = 0; i < sg->num_sg; i++)
        for (uint32_t e = sg->first[i]; e < sg->first[i + 1]; e++) {
            const uint32_t t = sg->edge[e].to, m = sg->mid[e];
            const uint32_t dx = (uint32_t)abs((int32_t)(sg->xy[i] & 0xffff) - (int32_t)(sg->xy[t] & 0xffff));
            const uint32_t dy = (uint32_t)abs((int32_t)(sg->xy[i] >> 16) - (int32_t)(sg->xy[t] >> 16));
            const uint32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
            bad |= i < G && t >= G;
            bad |= sg->edge[e].w != lo * PF_DIAG + (hi - lo) * PF_CARD;
            bad |= m != PF_NONE && m < G;
        }
    pf_check_count++;
    if (bad) {
        fprintf(stderr, "%s: the two-level graph breaks an invariant\n", where);
        pf_check_failures++;
    }
}

/* Generated maps (walls, trees, water, swamp): the invariants, and every ordered pair of open cells
 * at Dijkstra's exact cost, status alike, with a valid path of the cost reported. */
static void generated(void)
{
    char where[200];
    for (int map = 0; map < 10; map++) {
        const int w = 6 + (int)rnd(10), h = 6 + (int)rnd(10), wall = 10 + (int)rnd(30), water = (int)rnd(12);
        struct pf_grid g;
        random_terrain(&g, w, h, wall, water, rnd);
        struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
        snprintf(where, sizeof where, "map %d (%dx%d)", map, w, h);
        invariants(graph_of(ctx), where);
        for (int a = 0; a < w * h; a++)
            for (int b = 0; b < w * h; b++)
                if (pf_grid_passable(&g, a % w, a / w) && pf_grid_passable(&g, b % w, b / w))
                    same_as_dijkstra_8(ctx, tsgv(), &g, pf_grid_node(&g, a % w, a / w), pf_grid_node(&g, b % w, b / w),
                                       where);
        pf_ctx_destroy(ctx);
        pf_grid_free(&g);
    }
}

/* One map: the graph's invariants and the first 300 lines at the .scen optimum. */
static void scenario_lines(struct mai_map *m)
{
    struct pf_search_ctx *ctx = pf_ctx_create(&m->g, PF_MOVES_8);
    const struct pf_sg *sg = graph_of(ctx);
    invariants(sg, m->map);
    const size_t n = m->s.n < 300 ? m->s.n : 300;
    for (size_t i = 0; i < n; i++)
        mai_at_optimum(ctx, tsgv(), m, &m->s.e[i]);
    printf("test_tsg: %s: %u subgoals, %u global, %u local, %u edges; first %zu lines at the optimum\n",
           m->map, sg->num_sg, sg->num_global, sg->num_sg - sg->num_global, sg->first[sg->num_sg], n);
    pf_ctx_destroy(ctx);
}

/* Generated maps of the Moving AI families with drawn scenario lines (Dijkstra's optima), run
 * with or without the data. */
static void generated_scenarios(void)
{
    static const char *const recipes[] = { "rooms:160x128:r=12:d=2:seed=31", "maze:129x97:w=2:seed=32",
                                           "caves:140x140:fill=0.45:seed=33", "random:150x110:p=0.3:seed=34" };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct mai_map m;
        if (!mai_generate(recipes[k], 6, 25, &m))
            continue;
        scenario_lines(&m);
        mai_close(&m);
    }
}

/* Moving AI maps (MOVINGAI_DIR): the same. Absent maps are skipped. */
static void movingai(void)
{
    const char *dir = mai_dir("test_tsg");
    static const char *const maps[] = { "dao/den520d.map", "dao/brc202d.map", "maze/maze512-1-0.map",
                                        "street/Boston_0_512.map" };
    for (size_t k = 0; dir && k < sizeof maps / sizeof maps[0]; k++) {
        struct mai_map m;
        if (!mai_open("test_tsg", dir, maps[k], &m))
            continue;
        scenario_lines(&m);
        mai_close(&m);
    }
}

static void refuses_models(void)
{
    char why[300];
    CHECK(!pf_variant_runs_on(tsgv(), PF_MOVES_4, why, sizeof why));
    CHECK(strstr(why, "tsg cannot run under movement model 4") != NULL);
    CHECK(!pf_variant_runs_on(tsgv(), PF_MOVES_8CUT, why, sizeof why));
    CHECK(pf_variant_runs_on(tsgv(), PF_MOVES_8, why, sizeof why));
    CHECK(pf_variant_should_be_optimal(tsgv(), PF_MOVES_8));
}

int main(void)
{
    one_wall();
    chain();
    refuses_models();
    generated();
    generated_scenarios();
    movingai();
    return pf_check_report("test_tsg");
}
