/* test_sg_ch.c: contraction hierarchies over the subgoal graph (ch-sg): every pair of passable
 * cells of generated maps (walls, trees, water, swamp) at Dijkstra's exact fixed-point cost with
 * a valid path, hand-made cases (start or goal a subgoal, joined directly, across classes), the
 * contraction and the query under the expansion and time budgets, the multi-source entry of
 * ch_query.c on a small graph, and the first lines of generated scenarios (always) and of
 * Moving AI maps (MOVINGAI_DIR, when there) at their optima (its refusal of the other models:
 * test_subgoal.c). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "dijkstra_check.h"
#include "movingai_maps.h"
#include "random_terrain.h"
#include "ch.h"
#include "pf_io.h"
#include "search_ctx.h"
#include "sg.h"

int pf_test_grid(struct pf_grid *g, const char *const *rows);   /* check.c */

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)((rng >> 33) % n);
}

static const struct pf_variant *chsg(void) { return pf_variant_find("ch-sg"); }

/* ch-sg against dijkstra/heap from s to t (dijkstra_check.h). */
static int same_as_dijkstra(struct pf_search_ctx *ctx, const struct pf_grid *g, pf_node s, pf_node t)
{
    return same_as_dijkstra_8(ctx, chsg(), g, s, t, "test_sg_ch");
}

/* Every ordered pair of passable cells of g. */
static long all_pairs(const struct pf_grid *g)
{
    struct pf_search_ctx *ctx = pf_ctx_create(g, PF_MOVES_8);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, chsg(), &p), PF_OK);
    CHECK_INT(p.ran, 1);
    long pairs = 0;
    for (int sy = 0; sy < g->height; sy++)
        for (int sx = 0; sx < g->width; sx++)
            for (int ty = 0; ty < g->height; ty++)
                for (int tx = 0; tx < g->width; tx++)
                    if (pf_grid_passable(g, sx, sy) && pf_grid_passable(g, tx, ty)) {
                        pf_ctx_set_tie(ctx, (enum pf_tie)(pairs % 4));
                        same_as_dijkstra(ctx, g, pf_grid_node(g, sx, sy), pf_grid_node(g, tx, ty));
                        pairs++;
                    }
    CHECK_INT(pf_ctx_prepare(ctx, chsg(), &p), PF_OK);
    CHECK_INT(p.ran, 0);                      /* made once per context */
    pf_ctx_destroy(ctx);
    return pairs;
}

static void generated(void)
{
    long pairs = 0;
    for (int map = 0; map < 24; map++) {
        const int w = 3 + (int)rnd(18), h = 3 + (int)rnd(18), wall = (int)rnd(45), water = (int)rnd(15);
        struct pf_grid g;
        random_terrain(&g, w, h, wall, water, rnd);
        pairs += all_pairs(&g);
        pf_grid_free(&g);
    }
    printf("test_sg_ch: %ld pairs of 24 generated maps at Dijkstra's cost\n", pairs);
}

/* The hand map of test_subgoal.c: a subgoal start and goal, a direct join, across classes. */
static void hand_map(void)
{
    static const char *const rows[] = { ".......", ".......", "..@@...", ".......", "......W", NULL };
    struct pf_grid g;
    CHECK_INT(pf_test_grid(&g, rows), 0);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    struct pf_result r;
    const pf_node s = pf_grid_node(&g, 1, 1);
    CHECK_INT(pf_search(ctx, chsg(), s, pf_grid_node(&g, 4, 3), &r), PF_OK);
    CHECK_INT(r.g, 5 * PF_CARD);                       /* (1,1) -> (4,1) -> (4,3) */
    CHECK_INT(pf_search(ctx, chsg(), pf_grid_node(&g, 2, 0), pf_grid_node(&g, 3, 4), &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_CARD + 2 * PF_DIAG);
    CHECK_INT(pf_search(ctx, chsg(), pf_grid_node(&g, 0, 4), pf_grid_node(&g, 5, 4), &r), PF_OK);
    CHECK_INT(r.g, 5 * PF_CARD);
    CHECK_INT(r.c.expanded, 1);                        /* joined directly: no hierarchy search */
    CHECK_INT(pf_search(ctx, chsg(), s, s, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(pf_search(ctx, chsg(), s, pf_grid_node(&g, 6, 4), &r), PF_NO_PATH);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* The contraction under the context's limits, as ch's and graph/ch's (ch_alg.c): an expansion
 * budget of 1 a query allows 10 nodes settled, too few, and a nanosecond is too short, each
 * refused with the note naming the limit; a query's expansions are capped too. */
static void budget(void)
{
    static const char *const rows[] = {
        "............", ".@..@..@..@.", "............", "@@@@@@@@@@.@",
        "............", ".@..@..@..@.", "............", NULL };
    struct pf_grid g;
    CHECK_INT(pf_test_grid(&g, rows), 0);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    struct pf_result r;
    pf_ctx_set_budget(ctx, 1);
    CHECK_INT(pf_ctx_prepare(ctx, chsg(), NULL), PF_BUDGET);
    CHECK(strstr(pf_ctx_note(ctx), "contraction stopped by the expansion budget of 10 nodes settled") ==
          pf_ctx_note(ctx));
    pf_ctx_set_budget(ctx, 0);
    pf_ctx_set_prep_seconds(ctx, 1e-9);
    CHECK_INT(pf_ctx_prepare(ctx, chsg(), NULL), PF_BUDGET);
    CHECK(strstr(pf_ctx_note(ctx), "contraction stopped by the time budget of 1e-09 s") == pf_ctx_note(ctx));
    pf_ctx_set_prep_seconds(ctx, 0);
    CHECK_INT(pf_ctx_prepare(ctx, chsg(), NULL), PF_OK);
    CHECK(same_as_dijkstra(ctx, &g, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 0, 6)));   /* by the gap */
    pf_ctx_set_budget(ctx, 1);
    CHECK_INT(pf_search(ctx, chsg(), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 0, 6), &r), PF_BUDGET);
    CHECK_INT(r.c.expanded, 1);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* pf_ch_query_multi on a path 0 - 1 - 2 - 3 - 4 (both ways, cost 10 each): the least of the
 * seeds' costs plus the distance, the path from the chosen source to the chosen target, and
 * the single pair as its one-seed case. */
static void multi_seed(void)
{
    static const uint32_t first[] = { 0, 1, 3, 5, 7, 8 };
    static const pf_node head[] = { 1, 0, 2, 1, 3, 2, 4, 3 };
    static const pf_cost w[] = { 10, 10, 10, 10, 10, 10, 10, 10 };
    const struct pf_ch_input in = { 5, first, head, w };
    const struct pf_ch_limits lim = { 50, 8, 1000, 0, 0 };
    struct pf_ch ch;
    struct pf_ch_query q;
    struct pf_result r;
    char why[200];
    CHECK_INT(pf_ch_build(&ch, &in, &lim, why, sizeof why), PF_OK);
    CHECK_INT(pf_ch_query_init(&q, &ch), PF_OK);
    /* sources 0 at 3 and 2 at 25, targets 4 at 1 and 3 at 30: 0 -> 4 costs 3 + 40 + 1 = 44,
     * 2 -> 4 25 + 20 + 1 = 46, 2 -> 3 25 + 10 + 30 = 65, 0 -> 3 3 + 30 + 30 = 63 */
    const pf_node src[] = { 0, 2 }, dst[] = { 4, 3 };
    const pf_cost sc[] = { 3, 25 }, dc[] = { 1, 30 };
    CHECK_INT(pf_ch_query_multi(&q, src, sc, 2, dst, dc, 2, 0, &r), PF_OK);
    CHECK_INT(r.g, 44);
    CHECK_INT(r.path_len, 5);
    CHECK_INT(r.path[0], 0);
    CHECK_INT(r.path[4], 4);
    /* a node on both sides meets at once; a seed given twice counts at its least cost */
    const pf_node src2[] = { 2, 2 }, dst2[] = { 2 };
    const pf_cost sc2[] = { 7, 4 }, dc2[] = { 5 };
    CHECK_INT(pf_ch_query_multi(&q, src2, sc2, 2, dst2, dc2, 1, 0, &r), PF_OK);
    CHECK_INT(r.g, 9);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(pf_ch_query_multi(&q, src, sc, 0, dst, dc, 2, 0, &r), PF_NO_PATH);
    CHECK_INT(pf_ch_query(&q, 1, 4, 0, &r), PF_OK);
    CHECK_INT(r.g, 30);
    pf_ch_query_free(&q);
    pf_ch_free(&ch);
}

/* One map: the first 300 lines at the .scen optimum, every 10th also at Dijkstra's cost. */
static void scenario_lines(struct mai_map *m)
{
    struct pf_search_ctx *ctx = pf_ctx_create(&m->g, PF_MOVES_8);
    const size_t n = m->s.n < 300 ? m->s.n : 300;
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &m->s.e[i];
        if (i % 10 == 0)
            same_as_dijkstra(ctx, &m->g, pf_grid_node(&m->g, e->sx, e->sy), pf_grid_node(&m->g, e->gx, e->gy));
        mai_at_optimum(ctx, chsg(), m, e);
    }
    printf("test_sg_ch: %s: the first %zu lines at the optimum\n", m->map, n);
    pf_ctx_destroy(ctx);
}

/* Generated maps of the Moving AI families with drawn scenario lines (Dijkstra's optima), run
 * with or without the data. */
static void generated_scenarios(void)
{
    static const char *const recipes[] = { "rooms:160x128:r=12:d=2:seed=41", "maze:129x97:w=2:seed=42",
                                           "caves:140x140:fill=0.45:seed=43" };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct mai_map m;
        if (!mai_generate(recipes[k], 6, 25, &m))
            continue;
        scenario_lines(&m);
        mai_close(&m);
    }
}

/* The same on three Moving AI maps (MOVINGAI_DIR). Absent maps are skipped by name. */
static void movingai(void)
{
    const char *dir = mai_dir("test_sg_ch");
    static const char *const maps[] = { "dao/den520d.map", "dao/brc202d.map", "maze/maze512-1-0.map" };
    for (size_t k = 0; dir && k < sizeof maps / sizeof maps[0]; k++) {
        struct mai_map m;
        if (!mai_open("test_sg_ch", dir, maps[k], &m))
            continue;
        scenario_lines(&m);
        mai_close(&m);
    }
}

int main(void)
{
    multi_seed();
    hand_map();
    budget();
    generated();
    generated_scenarios();
    movingai();
    return pf_check_report("test_sg_ch");
}
