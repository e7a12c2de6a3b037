/* test_jps.c: jump point search returns exactly Dijkstra's cost under moves 4 and 8, for every
 * start/goal pair of small generated maps (random, maze, rooms, open, caves, with water and
 * swamp cells), on sampled pairs of larger ones, on drawn scenario lines of generated maps the
 * size of Moving AI ones and on Moving AI lines (MOVINGAI_DIR, when there), with
 * cell paths that validate; it refuses 8-cut and 8-any with its reason; tracing marks jump
 * points and scanned cells. */
#include <stdlib.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_search.h"

/* Ground truth independent of libpf's searches: Dijkstra with its own small binary heap over
 * the move masks, in the same fixed-point units, from one start to every cell. */
struct hent { pf_cost d; pf_node n; };
static struct hent *heap;
static uint32_t hsize;
static void hpush(pf_cost d, pf_node n)
{
    uint32_t i = hsize++;
    while (i && heap[(i - 1) / 2].d > d) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = (struct hent){ d, n };
}
static struct hent hpop(void)
{
    struct hent top = heap[0], last = heap[--hsize];
    uint32_t i = 0;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= hsize)
            break;
        if (c + 1 < hsize && heap[c + 1].d < heap[c].d)
            c++;
        if (heap[c].d >= last.d)
            break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

static void all_costs(const struct pf_grid *g, enum pf_moves m, pf_node s, pf_cost *dist)
{
    const int32_t st = g->stride;
    const int32_t off[8] = { -st, 1, st, -1, -st + 1, st + 1, st - 1, -st - 1 };
    for (uint32_t i = 0; i < g->num_nodes; i++)
        dist[i] = PF_COST_INF;
    dist[s] = 0;
    hsize = 0;
    hpush(0, s);
    while (hsize) {
        struct hent e = hpop();
        if (e.d != dist[e.n])
            continue;
        uint8_t mk = pf_grid_move_mask(g, e.n, m);
        for (int d = 0; d < 8; d++) {
            if (!(mk & (1u << d)))
                continue;
            pf_node n = (pf_node)((int32_t)e.n + off[d]);
            pf_cost c = e.d + (d < 4 ? PF_CARD : PF_DIAG);
            if (c < dist[n]) {
                dist[n] = c;
                hpush(c, n);
            }
        }
    }
}

static uint64_t pairs_checked;
static uint32_t start_every = 1;   /* every start of the small maps; fewer under the sanitizers */

/* Water ('W') and swamp ('S') on a share of the passable cells, seeded. */
static void sprinkle(struct pf_grid *g, uint64_t seed, double water, double swamp)
{
    struct pf_rng r;
    pf_rng_seed(&r, seed);
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            if (!pf_grid_passable(g, x, y))
                continue;
            double u = pf_rng_unit(&r);
            if (u < water)
                pf_grid_set(g, x, y, 'W');
            else if (u < water + swamp)
                pf_grid_set(g, x, y, 'S');
        }
}

/* One search, checked against the known optimum (PF_COST_INF: no path). */
static void check_pair(struct pf_search_ctx *ctx, const struct pf_variant *jps, enum pf_moves m,
                       pf_node s, pf_node t, pf_cost want, const char *what)
{
    const struct pf_grid *g = pf_ctx_grid(ctx);
    struct pf_result r;
    int rc = pf_search(ctx, jps, s, t, &r);
    pairs_checked++;
    if (want == PF_COST_INF) {
        if (rc != PF_NO_PATH) {
            fprintf(stderr, "%s moves %s: %u -> %u: expected no path, found status %d\n", what,
                    pf_moves_name(m), s, t, rc);
            CHECK_INT(rc, PF_NO_PATH);
        }
        return;
    }
    if (rc != PF_OK || r.g != want) {
        int32_t sx, sy, tx, ty;
        pf_grid_xy(g, s, &sx, &sy);
        pf_grid_xy(g, t, &tx, &ty);
        fprintf(stderr, "%s moves %s: (%d,%d) -> (%d,%d): expected cost %llu, found %llu (status %d)\n",
                what, pf_moves_name(m), sx, sy, tx, ty, (unsigned long long)want,
                (unsigned long long)r.g, rc);
        CHECK_INT(r.g, want);
        return;
    }
    double cost;
    char why[256];
    if (!pf_path_validate(g, m, r.path, r.path_len, s, t, &cost, why, sizeof why)) {
        fprintf(stderr, "%s moves %s: %u -> %u: path does not validate: %s\n", what, pf_moves_name(m),
                s, t, why);
        CHECK(0);
    }
}

/* Every ordered pair of passable cells. */
static void exhaustive(const struct pf_grid *g, const struct pf_variant *jps, const char *what)
{
    pf_cost *dist = malloc(g->num_nodes * sizeof *dist);
    heap = malloc(8 * g->num_nodes * sizeof *heap);
    const enum pf_moves models[2] = { PF_MOVES_4, PF_MOVES_8 };
    for (int k = 0; k < 2; k++) {
        struct pf_search_ctx *ctx = pf_ctx_create(g, models[k]);
        for (pf_node s = 0; s < g->num_nodes; s++) {
            if (g->cls[s] == PF_CLS_BLOCKED || s % start_every)
                continue;
            all_costs(g, models[k], s, dist);
            for (pf_node t = 0; t < g->num_nodes; t++)
                if (g->cls[t] != PF_CLS_BLOCKED)
                    check_pair(ctx, jps, models[k], s, t, dist[t], what);
        }
        pf_ctx_destroy(ctx);
    }
    free(dist);
    free(heap);
}

static void generated(const struct pf_variant *jps)
{
    static const char *const small[] = {
        "random:17x13:p=0.25:seed=1", "random:23x19:p=0.35:seed=2", "random:16x16:p=0.1:seed=3",
        "maze:21x17:w=1:seed=4",      "maze:24x20:w=2:seed=5",      "rooms:25x21:r=5:d=1:seed=6",
        "rooms:19x23:r=4:d=2:seed=7", "open:13x9",                  "caves:22x18:fill=0.45:seed=8",
    };
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        CHECK_INT(pf_gen_parse(small[i], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        exhaustive(&g, jps, small[i]);
        /* the same map with terrain classes: water connects only to water */
        sprinkle(&g, 100 + i, 0.15, 0.1);
        exhaustive(&g, jps, small[i]);
        pf_grid_free(&g);
    }
    /* a water lake inside land: regions of a class bounded by the other class */
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 20, 14), PF_OK);
    for (int32_t y = 0; y < 14; y++)
        for (int32_t x = 0; x < 20; x++)
            pf_grid_set(&g, x, y, (x - 9) * (x - 9) + (y - 7) * (y - 7) < 30 ? 'W' : (x * 7 + y * 3) % 11 == 0 ? '@' : '.');
    exhaustive(&g, jps, "lake");
    pf_grid_free(&g);
}

/* Larger maps (wider than a 64-bit block), sampled pairs against dijkstra/heap. */
static void sampled(const struct pf_variant *jps)
{
    static const char *const big[] = {
        "random:300x170:p=0.3:seed=11", "maze:200x150:w=3:seed=12", "rooms:257x131:r=16:d=2:seed=13",
        "open:200x100",                 "caves:180x190:fill=0.45:seed=14",
    };
    const struct pf_variant *ref = pf_variant_reference();
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        CHECK_INT(pf_gen_parse(big[i], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        for (int water = 0; water < 2; water++) {
            if (water)
                sprinkle(&g, 200 + i, 0.2, 0.1);
            for (int m = 0; m < 2; m++) {
                enum pf_moves mv = m ? PF_MOVES_8 : PF_MOVES_4;
                struct pf_search_ctx *a = pf_ctx_create(&g, mv), *b = pf_ctx_create(&g, mv);
                struct pf_rng r;
                pf_rng_seed(&r, 300 + i);
                for (int k = 0; k < 60; k++) {
                    pf_node s, t;
                    do
                        s = pf_rng_below(&r, g.num_nodes);
                    while (g.cls[s] == PF_CLS_BLOCKED);
                    do
                        t = pf_rng_below(&r, g.num_nodes);
                    while (g.cls[t] == PF_CLS_BLOCKED);
                    struct pf_result rr;
                    int st = pf_search(b, ref, s, t, &rr);
                    check_pair(a, jps, mv, s, t, st == PF_OK ? rr.g : PF_COST_INF, big[i]);
                }
                pf_ctx_destroy(a);
                pf_ctx_destroy(b);
            }
        }
        pf_grid_free(&g);
    }
}

/* Refusal of the models with corner cutting, with the reason. */
static void refusals(const struct pf_variant *jps)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 4, 4), PF_OK);
    for (int32_t y = 0; y < 4; y++)
        for (int32_t x = 0; x < 4; x++)
            pf_grid_set(&g, x, y, '.');
    char why[256];
    CHECK_INT(pf_variant_runs_on(jps, PF_MOVES_8CUT, why, sizeof why), 0);
    CHECK_STR(why, "jps cannot run under movement model 8-cut: its pruning rules are those of 4 "
                   "moves and of 8 moves without corner cutting");
    CHECK_INT(pf_variant_runs_on(jps, PF_MOVES_8ANY, why, sizeof why), 0);
    CHECK_INT(pf_variant_runs_on(jps, PF_MOVES_4, why, sizeof why), 1);
    CHECK_INT(pf_variant_runs_on(jps, PF_MOVES_8, why, sizeof why), 1);
    CHECK_INT(pf_variant_should_be_optimal(jps, PF_MOVES_4), 1);
    CHECK_INT(pf_variant_should_be_optimal(jps, PF_MOVES_8), 1);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8CUT);
    struct pf_result r;
    CHECK_INT(pf_search(ctx, jps, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 3, 3), &r), PF_ERR_ARG);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Tracing: on an open 9x5 map from (0,2) to (8,2) the search jumps straight east: the start
 * and the goal are jump points, the cells between were scanned, only the start is expanded. */
static void tracing(const struct pf_variant *jps)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 9, 5), PF_OK);
    for (int32_t y = 0; y < 5; y++)
        for (int32_t x = 0; x < 9; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK_INT(pf_ctx_set_trace(ctx, 1), PF_OK);
    struct pf_result r;
    pf_node s = pf_grid_node(&g, 0, 2), t = pf_grid_node(&g, 8, 2);
    CHECK_INT(pf_search(ctx, jps, s, t, &r), PF_OK);
    CHECK_INT(r.c.expanded, 1);
    CHECK_INT(r.path_len, 9);
    CHECK_INT(pf_ctx_trace_order(ctx, s), 0);
    CHECK_INT(pf_ctx_trace_order(ctx, t), -1);
    CHECK_INT(pf_ctx_trace_marks(ctx, s), PF_TRACE_JUMP);
    CHECK_INT(pf_ctx_trace_marks(ctx, t), PF_TRACE_JUMP | PF_TRACE_SCANNED);
    CHECK_INT(pf_ctx_trace_marks(ctx, pf_grid_node(&g, 4, 2)), PF_TRACE_SCANNED);
    /* the diagonal jumps looked at (1,1) and (1,3); the corner (8,0) only by a straight scan */
    CHECK_INT(pf_ctx_trace_marks(ctx, pf_grid_node(&g, 1, 1)), PF_TRACE_SCANNED);
    CHECK_INT(pf_ctx_trace_marks(ctx, pf_grid_node(&g, 8, 0)), PF_TRACE_SCANNED);
    /* off: no marks, and the same answer */
    CHECK_INT(pf_ctx_set_trace(ctx, 0), PF_OK);
    CHECK_INT(pf_search(ctx, jps, s, t, &r), PF_OK);
    CHECK_INT(pf_ctx_trace_marks(ctx, s), 0);
    CHECK_INT(r.c.expanded, 1);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Every k-th scenario line of g under moves 8 (every 4k-th under moves 4), against
 * dijkstra/heap. */
static void scenario_lines(const struct pf_grid *g, const struct pf_scen *s, const struct pf_variant *jps,
                           int every, const char *what)
{
    const struct pf_variant *ref = pf_variant_reference();
    for (int m = 0; m < 2; m++) {
        enum pf_moves mv = m ? PF_MOVES_8 : PF_MOVES_4;
        struct pf_search_ctx *a = pf_ctx_create(g, mv), *b = pf_ctx_create(g, mv);
        for (size_t k = 0; k < s->n; k += (size_t)every * (m ? 1 : 4)) {
            pf_node st = pf_grid_node(g, s->e[k].sx, s->e[k].sy);
            pf_node gl = pf_grid_node(g, s->e[k].gx, s->e[k].gy);
            struct pf_result rr;
            int rc = pf_search(b, ref, st, gl, &rr);
            check_pair(a, jps, mv, st, gl, rc == PF_OK ? rr.g : PF_COST_INF, what);
        }
        pf_ctx_destroy(a);
        pf_ctx_destroy(b);
    }
}

/* Generated maps the size of Moving AI ones with drawn scenario lines, run with or without the
 * data: long paths across many 64-bit blocks. */
static void generated_scenarios(const struct pf_variant *jps, int every)
{
    static const char *const recipes[] = { "rooms:512x384:r=24:d=2:seed=51", "maze:385x321:w=4:seed=52",
                                           "caves:400x400:fill=0.45:seed=53", "random:450x300:p=0.25:seed=54" };
    for (size_t i = 0; i < sizeof recipes / sizeof recipes[0]; i++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        struct pf_scen s;
        CHECK_INT(pf_gen_parse(recipes[i], &rc, &err), PF_OK);
        CHECK_INT(pf_gen_map(&rc, &g, &err), PF_OK);
        CHECK_INT(pf_gen_scen(&g, recipes[i], rc.seed, 4, 60, &s, &err), PF_OK);
        CHECK(s.n >= 60);
        scenario_lines(&g, &s, jps, every, recipes[i]);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
}

/* Moving AI maps: every k-th line under moves 8 and 4, against dijkstra/heap. */
static void movingai(const char *dir, const struct pf_variant *jps, int every)
{
    static const char *const maps[] = { "dao/den520d", "street/Boston_0_512", "bg512/AR0011SR",
                                        "mapf/maze-32-32-2" };
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char mp[1024], sp[1100];
        snprintf(mp, sizeof mp, "%s/%s.map", dir, maps[i]);
        snprintf(sp, sizeof sp, "%s.scen", mp);
        struct pf_grid g;
        struct pf_scen s;
        struct pf_error err;
        if (pf_map_read(mp, &g, pf_default_max_cells(), &err) != PF_OK) {
            printf("test_jps: %s not there, skipped\n", mp);
            continue;
        }
        if (pf_scen_read(sp, &s, &err) != PF_OK) {
            snprintf(sp, sizeof sp, "%s/%s-random-1.scen", dir, maps[i]);
            if (pf_scen_read(sp, &s, &err) != PF_OK) {
                fprintf(stderr, "%s\n", err.msg);
                CHECK(0);
                pf_grid_free(&g);
                continue;
            }
        }
        scenario_lines(&g, &s, jps, every, maps[i]);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
}

int main(void)
{
    const struct pf_variant *jps = pf_variant_find("jps");
    CHECK(jps != NULL);
    if (!jps)
        return pf_check_report("test_jps");
    const int light = pf_test_light();
    if (light)
        start_every = 5;
    refusals(jps);
    tracing(jps);
    generated(jps);
    sampled(jps);
    generated_scenarios(jps, light ? 4 : 1);
    printf("test_jps: %llu generated pairs checked\n", (unsigned long long)pairs_checked);
    const char *dir = getenv("MOVINGAI_DIR");
    if (!dir || !*dir) {
        printf("test_jps: SKIPPED the Moving AI part: MOVINGAI_DIR is not set\n");
        return pf_check_report("test_jps");
    }
    movingai(dir, jps, light ? 40 : 5);
    printf("test_jps: %llu pairs checked in all\n", (unsigned long long)pairs_checked);
    return pf_check_report("test_jps");
}
