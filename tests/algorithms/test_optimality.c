/* test_optimality.c: every variant that must be optimal returns exactly Dijkstra's cost, on
 * generated maps (where Dijkstra is itself checked against an independent Bellman-Ford), on
 * drawn scenario lines of generated maps of five families, and on every scenario line of Moving
 * AI maps of seven families (read in place from MOVINGAI_DIR, when set), where under moves 8 it
 * also matches the published optimum. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_search.h"

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* Independent ground truth for small maps: Bellman-Ford in doubles over the map characters,
 * with the movement rules written out again here. */
static int legal(const struct pf_grid *g, enum pf_moves m, int x, int y, int dx, int dy)
{
    int nx = x + dx, ny = y + dy;
    if (!pf_grid_in_bounds(g, nx, ny))
        return 0;
    int a = pf_terrain_class(pf_grid_char(g, x, y)), b = pf_terrain_class(pf_grid_char(g, nx, ny));
    if (a == PF_CLS_BLOCKED || a != b)
        return 0;
    if (dx == 0 || dy == 0)
        return 1;
    if (m == PF_MOVES_4)
        return 0;
    int s1 = pf_grid_in_bounds(g, nx, y) && pf_terrain_class(pf_grid_char(g, nx, y)) == a;
    int s2 = pf_grid_in_bounds(g, x, ny) && pf_terrain_class(pf_grid_char(g, x, ny)) == a;
    return m == PF_MOVES_8 ? s1 && s2 : m == PF_MOVES_8CUT ? s1 || s2 : 1;
}

static double bellman_ford(const struct pf_grid *g, enum pf_moves m, int sx, int sy, int gx, int gy)
{
    int w = g->width, h = g->height;
    double *d = malloc(sizeof(double) * (size_t)(w * h));
    for (int i = 0; i < w * h; i++)
        d[i] = INFINITY;
    d[sy * w + sx] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                if (isinf(d[y * w + x]))
                    continue;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        if ((dx || dy) && legal(g, m, x, y, dx, dy)) {
                            double c = d[y * w + x] + (dx && dy ? M_SQRT2 : 1.0);
                            if (c < d[(y + dy) * w + x + dx] - 1e-12) {
                                d[(y + dy) * w + x + dx] = c;
                                changed = 1;
                            }
                        }
                    }
            }
    }
    double r = d[gy * w + gx];
    free(d);
    return r;
}

struct tally {
    size_t queries, optimal_checks;
    double worst_inadmissible;
};

/* Solve one query with every variant; check the admissible ones against Dijkstra. */
/* A preprocessing variant is prepared once per context under an expansion budget of
 * PREP_BUDGET (contraction hierarchies settle ten times that in witness searches, a count, so
 * the same maps are checked on every machine); when it is over, the variant is left out on that
 * context (remembered, so that the preprocessing is not tried again for every query). */
#define PREP_BUDGET 400000u
static unsigned char refused[512];   /* per variant index on the context in use: 0 not yet
                                        prepared, 1 prepared, 2 over the budget */
static void prep_forget(void) { memset(refused, 0, sizeof refused); }   /* before a context goes */

static int prep_refused(struct pf_search_ctx *ctx, const struct pf_variant *v, size_t i)
{
    if (!(v->alg->needs & PF_NEEDS_PREPROCESS) || i >= sizeof refused)
        return 0;
    if (refused[i] == 0) {
        pf_ctx_set_budget(ctx, PREP_BUDGET);
        refused[i] = pf_ctx_prepare(ctx, v, NULL) == PF_BUDGET ? 2 : 1;
        pf_ctx_set_budget(ctx, 0);
        if (refused[i] == 2)
            printf("note: %s left out on a map whose preprocessing is over %u x 10 nodes settled\n", v->name,
                   PREP_BUDGET);
    }
    return refused[i] == 2;
}

static double check_query(struct pf_search_ctx *ctx, const struct pf_grid *g, enum pf_moves m,
                        int sx, int sy, int gx, int gy, double truth, int with_list,
                        int with_inadmissible, const char *where, struct tally *t)
{
    pf_node s = pf_grid_node(g, sx, sy), goal = pf_grid_node(g, gx, gy);
    struct pf_result r;
    const struct pf_variant *dij = pf_variant_find("dijkstra/heap");
    int rc = pf_search(ctx, dij, s, goal, &r);
    double dcost = rc == PF_OK ? r.cost : -1;
    if (!isnan(truth) && fabs(dcost - truth) > 1e-9 * (1 + truth)) {
        fprintf(stderr, "%s: dijkstra/heap cost %.9f, ground truth %.9f\n", where, dcost, truth);
        pf_check_failures++;
    }
    t->queries++;
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if ((!with_list && v->open == &pf_open_list) || !pf_variant_runs_on(v, m, NULL, 0))
            continue;
        if (!with_inadmissible && !pf_variant_should_be_optimal(v, m))
            continue;
        if (!pf_variant_runs_on(v, m, NULL, 0))
            continue;                 /* refused under this model (its descriptor's runs_on) */
        if (v->alg->needs & PF_NEEDS_BUDGET)
            continue;   /* no closed list: hours per map unbounded; test_bidir checks IDA* */
        if (prep_refused(ctx, v, i))
            continue;   /* a preprocessing over this test's budget: test_ch checks it */
        rc = pf_search(ctx, v, s, goal, &r);
        if (dcost < 0) {
            if (rc != PF_NO_PATH) {
                fprintf(stderr, "%s: %s found a path where Dijkstra found none\n", where, v->name);
                pf_check_failures++;
            }
            continue;
        }
        if (rc != PF_OK) {
            fprintf(stderr, "%s: %s: %s\n", where, v->name, pf_status_name(rc));
            pf_check_failures++;
            continue;
        }
        double cost;
        char why[200];
        if (!pf_path_validate(g, m, r.path, r.path_len, s, goal, &cost, why, sizeof why) ||
            fabs(cost - r.cost) > 1e-9 * (1 + cost)) {
            fprintf(stderr, "%s: %s: invalid path: %s\n", where, v->name, why);
            pf_check_failures++;
            continue;
        }
        if (v->weight > 1 && pf_h_admissible(pf_h2d(v->heuristic), m) && r.cost > v->weight * dcost * (1 + 1e-9)) {
            fprintf(stderr, "%s: %s cost %.9f is over %g x Dijkstra's %.9f\n", where, v->name, r.cost,
                    v->weight, dcost);
            pf_check_failures++;      /* weighted A*: within a factor w of the optimum */
        }
        if (pf_variant_should_be_optimal(v, m)) {
            t->optimal_checks++;
            if (fabs(r.cost - dcost) > 1e-9 * dcost) {
                fprintf(stderr, "%s (moves %s): %s cost %.9f, Dijkstra %.9f\n", where, pf_moves_name(m),
                        v->name, r.cost, dcost);
                pf_check_failures++;
            }
        } else if (dcost > 0 && r.cost / dcost - 1 > t->worst_inadmissible) {
            t->worst_inadmissible = r.cost / dcost - 1;
        }
    }
    return dcost;
}

static void test_generated(void)
{
    struct tally t = { 0 };
    char where[128];
    for (int round = 0; round < 24; round++) {
        int w = 8 + (int)rnd(20), h = 8 + (int)rnd(20);
        double density = 0.1 * (round % 5);
        struct pf_grid g;
        pf_grid_init(&g, w, h);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                char c = rnd(1000) < density * 1000 ? "@T"[rnd(2)] : '.';
                if (round % 6 == 5 && rnd(10) < 3)
                    c = "SWG"[rnd(3)];                  /* some rounds mix in other terrain */
                pf_grid_set(&g, x, y, c);
            }
        for (int m = 0; m < PF_NUM_MOVES; m++) {
            struct pf_search_ctx *ctx = pf_ctx_create(&g, (enum pf_moves)m);
            for (int q = 0; q < 12; q++) {
                int sx = (int)rnd((uint32_t)w), sy = (int)rnd((uint32_t)h), gx = (int)rnd((uint32_t)w),
                    gy = (int)rnd((uint32_t)h);
                if (!pf_grid_passable(&g, sx, sy) || !pf_grid_passable(&g, gx, gy))
                    continue;
                double truth = bellman_ford(&g, (enum pf_moves)m, sx, sy, gx, gy);
                snprintf(where, sizeof where, "generated map %d (%dx%d), (%d,%d)->(%d,%d)", round, w, h,
                         sx, sy, gx, gy);
                check_query(ctx, &g, (enum pf_moves)m, sx, sy, gx, gy, isinf(truth) ? -1 : truth, 1, 1,
                            where, &t);
            }
            prep_forget();
            pf_ctx_destroy(ctx);
        }
        pf_grid_free(&g);
    }
    printf("generated maps: %zu queries, %zu optimality checks; worst suboptimality of the "
           "inadmissible variants %.2f%%\n", t.queries, t.optimal_checks, 100 * t.worst_inadmissible);
    CHECK(t.queries > 500);
}

/* family, map file, scenario file (relative to MOVINGAI_DIR) */
static const char *const maps[][3] = {
    { "dao", "dao/arena.map", "dao/arena.map.scen" },
    { "dao", "dao/den312d.map", "dao/den312d.map.scen" },
    { "da2", "da2/ht_chantry.map", "da2/ht_chantry.map.scen" },
    { "bg512", "bg512/AR0011SR.map", "bg512/AR0011SR.map.scen" },        /* legacy version 1.0, spaces */
    { "street", "street/Berlin_0_256.map", "street/Berlin_0_256.map.scen" }, /* CRLF */
    /* the MAPF set's small maps stand for three more families, with 8-decimal optima */
    { "maze", "mapf/maze-32-32-2.map", "mapf/maze-32-32-2-random-1.scen" },
    { "room", "mapf/room-32-32-4.map", "mapf/room-32-32-4-random-1.scen" },
    { "random", "mapf/random-32-32-20.map", "mapf/random-32-32-20-random-1.scen" },
};

/* Every scenario line of one map (a sample on large maps, sparser under the sanitizers) under
 * moves 8 with every variant, at the .scen optimum; a sample under the other models. */
static void check_map(const struct pf_grid *g, const struct pf_scen *s, const char *family, const char *mp,
                      const char *sp, int sanitized)
{
    /* the linear-scan list is quadratic: every line on small maps, a sample on large ones */
    size_t cells = (size_t)g->width * (size_t)g->height;
    size_t list_every = cells <= 20000 ? 1 : 40;
    /* inadmissible variants are only reported: every line on small maps, a sample on
     * large ones; under the sanitizers (10x slower) large maps check every 4th line */
    size_t inadm_every = cells <= 20000 ? 1 : 10;
    size_t line_every = cells > 20000 && sanitized ? 4 : 1;
    struct tally t = { 0 };
    size_t off_optimum = 0;
    double worst_dev = 0;
    struct pf_search_ctx *ctx = pf_ctx_create(g, PF_MOVES_8);
    for (size_t i = 0; i < s->n; i += line_every) {
        const struct pf_scen_entry *e = &s->e[i];
        char where[1200];
        snprintf(where, sizeof where, "%s:%u", sp, e->line);
        double dcost = check_query(ctx, g, PF_MOVES_8, e->sx, e->sy, e->gx, e->gy, NAN,
                                   i % list_every == 0, i % inadm_every == 0, where, &t);
        double dev = fabs(dcost - e->optimum);
        if (dev > worst_dev)
            worst_dev = dev;
        if (dcost < 0 || dev > pf_scen_tolerance(e)) {
            if (off_optimum++ < 5)
                fprintf(stderr, "%s: Dijkstra cost %.9f, published optimum %.*f\n", where, dcost,
                        e->decimals, e->optimum);
            pf_check_failures++;
        }
    }
    prep_forget();
    pf_ctx_destroy(ctx);
    /* the other movement models on a sample of lines (no published optimum for them) */
    struct tally t2 = { 0 };
    for (int m = 0; m < PF_NUM_MOVES; m++) {
        if (m == PF_MOVES_8)
            continue;
        ctx = pf_ctx_create(g, (enum pf_moves)m);
        for (size_t i = 0; i < s->n; i += 25) {
            char where[1200];
            snprintf(where, sizeof where, "%s:%u", sp, s->e[i].line);
            check_query(ctx, g, (enum pf_moves)m, s->e[i].sx, s->e[i].sy, s->e[i].gx, s->e[i].gy, NAN,
                        cells <= 20000, 1, where, &t2);
        }
        prep_forget();
        pf_ctx_destroy(ctx);
    }
    printf("%-6s %-22s %5zu lines (every %zu): %6zu optimality checks, max |cost - published| %.2g, "
           "inadmissible variants up to %.2f%% over; other models %zu checks\n",
           family, pf_basename(mp), s->n, line_every, t.optimal_checks, worst_dev, 100 * t.worst_inadmissible,
           t2.optimal_checks);
    CHECK_INT(off_optimum, 0);
}

static int test_movingai(const char *dir, int sanitized)
{
    int families = 0;
    const char *last_family = "";
    for (size_t k = 0; k < sizeof maps / sizeof maps[0]; k++) {
        char mp[1024], sp[1024];
        snprintf(mp, sizeof mp, "%s/%s", dir, maps[k][1]);
        snprintf(sp, sizeof sp, "%s/%s", dir, maps[k][2]);
        struct pf_grid g;
        struct pf_scen s;
        struct pf_error err;
        if (pf_map_read(mp, &g, 1u << 26, &err) != PF_OK || pf_scen_read(sp, &s, &err) != PF_OK ||
            pf_scen_check(&s, sp, &g, mp, &err) != PF_OK) {
            fprintf(stderr, "%s\n", err.msg);
            pf_check_failures++;
            continue;
        }
        if (strcmp(last_family, maps[k][0]) != 0)
            families++;
        last_family = maps[k][0];
        check_map(&g, &s, maps[k][0], mp, sp, sanitized);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
    return families;
}

/* Generated maps of five families with drawn scenario lines (their optima Dijkstra's), checked
 * as the Moving AI maps are, with or without them. */
static void test_generated_scenarios(int sanitized)
{
    static const char *const recipes[][2] = {
        { "maze", "maze:81x61:w=2:seed=61" },         { "room", "rooms:96x72:r=10:d=2:seed=62" },
        { "random", "random:90x70:p=0.3:seed=63" },   { "caves", "caves:100x80:fill=0.45:seed=64" },
        { "open", "open:64x48" },
    };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct pf_gen_recipe rc;
        struct pf_error err;
        struct pf_grid g;
        struct pf_scen s;
        if (pf_gen_parse(recipes[k][1], &rc, &err) != PF_OK || pf_gen_map(&rc, &g, &err) != PF_OK) {
            fprintf(stderr, "%s\n", err.msg);
            pf_check_failures++;
            continue;
        }
        /* three lines a bucket, one under the sanitizers */
        CHECK_INT(pf_gen_scen(&g, recipes[k][1], rc.seed, sanitized ? 1 : 3, 20, &s, &err), PF_OK);
        CHECK(s.n >= 20);
        check_map(&g, &s, recipes[k][0], recipes[k][1], recipes[k][1], sanitized);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
}

int main(void)
{
    const int light = pf_test_light();
    test_generated();
    test_generated_scenarios(light);
    const char *dir = getenv("MOVINGAI_DIR");
    if (!dir || !*dir) {
        printf("test_optimality: SKIPPED the Moving AI part: MOVINGAI_DIR is not set "
               "(point it at a folder of Moving AI maps, e.g. ../shared/movingai)\n");
        return pf_check_report("test_optimality");
    }
    int families = test_movingai(dir, light);
    CHECK(families >= 6);
    return pf_check_report("test_optimality");
}
