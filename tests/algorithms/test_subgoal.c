/* test_subgoal.c: the simple subgoal graph (sg): its subgoals, clearances and edges worked out
 * by hand on small maps, exact costs there, Dijkstra's exact fixed-point cost and a valid cell
 * path on generated maps with water and swamp (every tie rule), every tested line of generated
 * scenarios (always) and of Moving AI maps (MOVINGAI_DIR, when there) at the .scen optimum, its preprocessing reported once per context, and its refusal of
 * models 4, 8-cut and 8-any with the reason. */
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

/* a fixed-seed linear congruential draw in [0, n): the maps and pairs are the same every run */
static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)((rng >> 33) % n);
}

/* A hand-made map from its rows and a model-8 context on it. */
static struct pf_search_ctx *hand_ctx(struct pf_grid *g, const char *const *rows)
{
    CHECK_INT(pf_test_grid(g, rows), 0);
    return pf_ctx_create(g, PF_MOVES_8);
}

static const struct pf_variant *sgv(void) { return pf_variant_find("sg"); }

/* One query under sg against Dijkstra: same status, same fixed-point cost, a valid path whose
 * recomputed cost is the one reported. where names the query in messages. */
static void same_as_dijkstra(struct pf_search_ctx *ctx, const struct pf_grid *g, pf_node s, pf_node t,
                             const char *where)
{
    same_as_dijkstra_8(ctx, sgv(), g, s, t, where);
}

/* A 7x5 map with one 2x1 wall: its four convex corners are the subgoals, the clearances and
 * the edges between them are as worked out here, and the costs are exact. */
static void hand_map(void)
{
    static const char *const rows[] = {
        ".......",
        ".......",
        "..@@...",
        ".......",
        "......W",
        NULL };
    struct pf_grid g;
    struct pf_search_ctx *ctx = hand_ctx(&g, rows);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, sgv(), &p), PF_OK);
    CHECK_INT(p.ran, 1);
    const struct pf_sg *sg = ctx_prep(ctx, &pf_alg_sg);
    CHECK(sg != NULL);
    CHECK_INT(p.bytes, sg->bytes);
    /* the corners diagonal to the wall's ends: (1,1), (4,1), (1,3), (4,3); the water cell's
     * land neighbours see it as a wall: (5,3) has it south-east with (6,3) and (5,4) free */
    CHECK_INT(sg->num_sg, 5);
    const int sub[][2] = { { 1, 1 }, { 4, 1 }, { 1, 3 }, { 4, 3 }, { 5, 3 } };
    for (size_t i = 0; i < 5; i++)
        CHECK(sg->id[pf_grid_node(&g, sub[i][0], sub[i][1])] != PF_NONE);
    CHECK(sg->id[pf_grid_node(&g, 2, 1)] == PF_NONE);   /* beside the wall, not at a corner */
    /* the water cell (6,4) is none: for it land is a wall, so no diagonal of it has two free
     * sides; and the map's edge makes none ((0,0) has no free side towards it) */
    CHECK(sg->id[pf_grid_node(&g, 6, 4)] == PF_NONE);
    CHECK(sg->id[pf_grid_node(&g, 0, 0)] == PF_NONE);
#define C(x, y, dir) sg->clr[(size_t)pf_grid_node(&g, x, y) * 8 + (dir)]
    enum { N, E, S, W, NE, SE, SW, NW };
    CHECK_INT(C(0, 1, E), 1);       /* (1,1) is a subgoal one step east */
    CHECK_INT(C(1, 1, E), 3);       /* then (4,1), three steps on */
    CHECK_INT(C(4, 1, E), -2);      /* (5,1), (6,1), the edge */
    CHECK_INT(C(2, 1, S), 0);       /* the wall */
    CHECK_INT(C(1, 2, E), 0);
    CHECK_INT(C(0, 0, SE), 1);      /* (1,1) */
    CHECK_INT(C(1, 1, SE), 0);      /* (2,2) is the wall */
    CHECK_INT(C(5, 3, SE), 0);      /* (6,4) is water: a wall for land */
    CHECK_INT(C(6, 4, N), 0);       /* and land a wall for water */
#undef C
    /* edges: (1,1) has (4,1) east (3 straight) and (1,3) south (2 straight), not (4,3): every
     * order of the 2 diagonal and 1 straight moves its octile distance needs meets the wall,
     * so the two are not h-reachable */
    const uint32_t a = sg->id[pf_grid_node(&g, 1, 1)];
    int to_41 = 0, to_13 = 0, to_43 = 0;
    for (uint32_t e = sg->first[a]; e < sg->first[a + 1]; e++) {
        pf_node c = sg->cell[sg->edge[e].to];
        to_41 |= c == pf_grid_node(&g, 4, 1) && sg->edge[e].w == 3 * PF_CARD;
        to_13 |= c == pf_grid_node(&g, 1, 3) && sg->edge[e].w == 2 * PF_CARD;
        to_43 |= c == pf_grid_node(&g, 4, 3);
    }
    CHECK(to_41 && to_13 && !to_43);
    /* around the wall: (2,0) -> (3,4) goes by (1,1) (1 diagonal), (1,3) (2 straight), then 1
     * diagonal and 1 straight; or by (4,1) and (4,3), as long: 3 + 2 sqrt 2, 5 moves */
    struct pf_result r;
    CHECK_INT(pf_search(ctx, sgv(), pf_grid_node(&g, 2, 0), pf_grid_node(&g, 3, 4), &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_CARD + 2 * PF_DIAG);
    CHECK_INT(r.path_len, 6);
    /* in the open, no subgoal needed: (0,4) -> (5,4) straight: 5 */
    CHECK_INT(pf_search(ctx, sgv(), pf_grid_node(&g, 0, 4), pf_grid_node(&g, 5, 4), &r), PF_OK);
    CHECK_INT(r.g, 5 * PF_CARD);
    CHECK_INT(r.c.expanded, 1);                      /* the start, joined to the goal directly */
    /* start = goal; from a subgoal to a subgoal; across classes */
    pf_node s = pf_grid_node(&g, 1, 1);
    CHECK_INT(pf_search(ctx, sgv(), s, s, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(r.g, 0);
    CHECK_INT(pf_search(ctx, sgv(), s, pf_grid_node(&g, 4, 3), &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_CARD + 2 * PF_CARD);       /* (1,1) -> (4,1) -> (4,3): 3 + 2 */
    CHECK_INT(pf_search(ctx, sgv(), s, pf_grid_node(&g, 6, 4), &r), PF_NO_PATH);
    /* prepared once */
    CHECK_INT(pf_ctx_prepare(ctx, sgv(), &p), PF_OK);
    CHECK_INT(p.ran, 0);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* A maze corridor one cell wide that doubles back: the path follows it, every cost exact. */
static void corridor(void)
{
    static const char *const rows[] = {
        "@@@@@@@",
        "@.....@",
        "@@@@@.@",
        "@.....@",
        "@.@@@@@",
        "@.....@",
        "@@@@@@@",
        NULL };
    struct pf_grid g;
    struct pf_search_ctx *ctx = hand_ctx(&g, rows);
    struct pf_result r;
    /* (1,1) -> (5,5): 4 east, 2 south, 4 west, 2 south, 4 east = 16 straight steps */
    CHECK_INT(pf_search(ctx, sgv(), pf_grid_node(&g, 1, 1), pf_grid_node(&g, 5, 5), &r), PF_OK);
    CHECK_INT(r.g, 16 * PF_CARD);
    CHECK_INT(r.path_len, 17);
    double cost;
    char why[200];
    CHECK(pf_path_validate(&g, PF_MOVES_8, r.path, r.path_len, pf_grid_node(&g, 1, 1), pf_grid_node(&g, 5, 5),
                           &cost, why, sizeof why));
    CHECK_NEAR(cost, 16.0, 1e-12);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* A map without a corner: no subgoal, no edge; every query joins start and goal directly. */
static void open_map(void)
{
    static const char *const rows[] = { "......", "......", "......", NULL };
    struct pf_grid g;
    struct pf_search_ctx *ctx = hand_ctx(&g, rows);
    struct pf_result r;
    CHECK_INT(pf_search(ctx, sgv(), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 5, 2), &r), PF_OK);
    CHECK_INT(((const struct pf_sg *)ctx_prep(ctx, &pf_alg_sg))->num_sg, 0);
    CHECK_INT(r.g, 2 * PF_DIAG + 3 * PF_CARD);
    CHECK_INT(r.path_len, 6);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Other models: refused with the reason, as jps+ is; likewise ch-sg, the contraction
 * hierarchy of the same graph (test_sg_ch.c tests its answers). */
static void refuses_models(void)
{
    static const char *const names[] = { "sg", "ch-sg" };
    for (size_t i = 0; i < 2; i++) {
        const struct pf_variant *v = pf_variant_find(names[i]);
        char why[300], want[100];
        snprintf(want, sizeof want, "%s cannot run under movement model 8-cut: its subgoals", names[i]);
        CHECK(v != NULL);
        CHECK(!pf_variant_runs_on(v, PF_MOVES_8CUT, why, sizeof why));
        CHECK(strstr(why, want) != NULL);
        CHECK(!pf_variant_runs_on(v, PF_MOVES_4, why, sizeof why));
        CHECK(!pf_variant_runs_on(v, PF_MOVES_8ANY, why, sizeof why));
        CHECK(pf_variant_runs_on(v, PF_MOVES_8, why, sizeof why));
        CHECK(pf_variant_should_be_optimal(v, PF_MOVES_8));
    }
}

/* Generated maps: walls, trees, swamp and water blobs; many pairs, every tie rule. */
static void generated(void)
{
    char where[200];
    for (int map = 0; map < 40; map++) {
        int w = 4 + (int)rnd(40), h = 4 + (int)rnd(40), wall = (int)rnd(45), water = (int)rnd(20);
        struct pf_grid g;
        random_terrain(&g, w, h, wall, water, rnd);
        struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
        for (int q = 0; q < 60; q++) {
            int sx = (int)rnd((uint32_t)w), sy = (int)rnd((uint32_t)h), tx = (int)rnd((uint32_t)w),
                ty = (int)rnd((uint32_t)h);
            if (!pf_grid_passable(&g, sx, sy) || !pf_grid_passable(&g, tx, ty))
                continue;
            pf_ctx_set_tie(ctx, (enum pf_tie)(q % 4));
            snprintf(where, sizeof where, "map %d (%dx%d) (%d,%d)->(%d,%d)", map, w, h, sx, sy, tx, ty);
            same_as_dijkstra(ctx, &g, pf_grid_node(&g, sx, sy), pf_grid_node(&g, tx, ty), where);
        }
        pf_ctx_destroy(ctx);
        pf_grid_free(&g);
    }
}

/* One map's scenario lines: every `every`-th at the .scen optimum, every `dij`-th also at
 * Dijkstra's exact fixed-point cost with a valid path. */
static void scenario_lines(struct mai_map *m, size_t every, size_t dij)
{
    char where[1200];
    struct pf_search_ctx *ctx = pf_ctx_create(&m->g, PF_MOVES_8);
    size_t lines = 0, dlines = 0;
    for (size_t i = 0; i < m->s.n; i += every, lines++) {
        const struct pf_scen_entry *e = &m->s.e[i];
        if (i % dij == 0) {
            snprintf(where, sizeof where, "%s:%u", m->scen, e->line);
            same_as_dijkstra(ctx, &m->g, pf_grid_node(&m->g, e->sx, e->sy), pf_grid_node(&m->g, e->gx, e->gy), where);
            dlines++;
        }
        mai_at_optimum(ctx, sgv(), m, e);
    }
    printf("test_subgoal: %s: %zu lines (every %zu) at the optimum, %zu (every %zu) at Dijkstra's cost\n",
           m->map, lines, every, dlines, dij);
    pf_ctx_destroy(ctx);
}

/* Generated maps of the Moving AI families with drawn scenario lines (Dijkstra's optima), run
 * with or without the data: every line also at Dijkstra's cost (every 4th under the
 * sanitizers). */
static void generated_scenarios(int sanitized)
{
    static const char *const recipes[] = { "rooms:160x128:r=12:d=2:seed=21", "maze:129x97:w=2:seed=22",
                                           "caves:140x140:fill=0.45:seed=23", "random:150x110:p=0.3:seed=24" };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct mai_map m;
        if (!mai_generate(recipes[k], 6, 25, &m))
            continue;
        scenario_lines(&m, 1, sanitized ? 4 : 1);
        mai_close(&m);
    }
}

/* Moving AI maps: every `every`-th line at the .scen optimum, every `dij`-th also at
 * Dijkstra's exact fixed-point cost with a valid path (4x sparser under the sanitizers).
 * Absent maps are skipped by name. */
static void movingai(int sanitized)
{
    const char *dir = mai_dir("test_subgoal");
    static const struct { const char *map; size_t every, dij; } maps[] = {
        { "dao/arena.map", 1, 1 }, { "dao/den520d.map", 1, 8 }, { "dao/brc202d.map", 1, 50 },
        { "street/Boston_0_512.map", 1, 40 }, { "maze/maze512-1-0.map", 10, 400 },
        { "maze/maze512-2-0.map", 10, 400 },
    };
    for (size_t k = 0; dir && k < sizeof maps / sizeof maps[0]; k++) {
        struct mai_map m;
        if (!mai_open("test_subgoal", dir, maps[k].map, &m))
            continue;
        scenario_lines(&m, maps[k].every * (sanitized ? 4 : 1), maps[k].dij * (sanitized ? 4 : 1));
        mai_close(&m);
    }
}

int main(void)
{
    hand_map();
    corridor();
    open_map();
    refuses_models();
    generated();
    const int light = pf_test_light();
    generated_scenarios(light);
    movingai(light);
    return pf_check_report("test_subgoal");
}
