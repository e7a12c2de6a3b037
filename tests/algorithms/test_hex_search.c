/* test_hex_search.c: every hex variant on seeded random hex maps against an independent
 * breadth-first distance: the optimal ones return it, the generic ones a valid path no
 * shorter; every path passes the validator; Dijkstra's and A*'s expansions are bounded by the
 * distances; tracing, budgets, epochs, unreachable goals and the validator's refusals. */
#include "check.h"
#include "hex_test_maps.h"
#include "hex_ctx.h"
#include "movingai_maps.h"

static const struct pf_hex_variant_spec *spec(const char *name)
{
    const struct pf_hex_variant_spec *v = pf_hex_variant_find(name);
    CHECK(v != NULL);
    return v;
}

/* A free cell of m drawn from the seeded stream s (the map has at least one). */
static void draw_free(const struct pf_hex_map *m, uint64_t *s, int32_t *x, int32_t *y)
{
    do {
        *x = (int32_t)(hex_test_rng(s) % (uint64_t)m->grid.width);
        *y = (int32_t)(hex_test_rng(s) % (uint64_t)m->grid.height);
    } while (!hex_test_free(m, *x, *y));
}

static void check_random_maps(void)
{
    int queries = 0, found = 0, unreachable = 0;
    const struct pf_hex_search *dij = &spec("hex/dijkstra/heap")->search;
    const struct pf_hex_search *ast = &spec("hex/astar/hex/heap")->search;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        int32_t w = 12 + (int32_t)(seed * 7) % 40, h = 9 + (int32_t)(seed * 5) % 30;
        double p = 0.07 * (double)(seed % 7);
        struct pf_hex_map m;
        CHECK(hex_test_map(&m, w, h, p, seed) == 0);
        struct pf_hex_ctx *ctx = pf_hex_ctx_create(&m);
        CHECK(ctx != NULL);
        pf_hex_ctx_set_seed(ctx, seed);
        int32_t *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
        uint64_t s = seed * 1234567;
        for (int k = 0; k < 25; k++) {
            int32_t sx, sy, gx, gy;
            draw_free(&m, &s, &sx, &sy);
            draw_free(&m, &s, &gx, &gy);
            hex_test_bfs(&m, sx, sy, dist);
            const int32_t want = dist[gy * w + gx];
            const pf_node st = pf_hex_node(&m, sx, sy), gl = pf_hex_node(&m, gx, gy);
            queries++;
            found += want >= 0;
            unreachable += want < 0;
            /* cells closer than the goal, and as close */
            uint64_t below = 0, upto = 0;
            for (int32_t i = 0; i < w * h; i++) {
                below += dist[i] >= 0 && dist[i] < want;
                upto += dist[i] >= 0 && dist[i] <= want;
            }
            for (size_t v = 0; v < pf_hex_num_variants; v++) {
                const struct pf_hex_variant_spec *vs = &pf_hex_variants[v];
                struct pf_result r;
                int rc = pf_hex_search(ctx, &vs->search, st, gl, &r);
                if (want < 0) {
                    if (rc != PF_NO_PATH)
                        fprintf(stderr, "%s: seed %llu query %d: status %d, want no path\n", vs->name,
                                (unsigned long long)seed, k, rc);
                    CHECK_INT(rc, PF_NO_PATH);
                    continue;
                }
                CHECK_INT(rc, PF_OK);
                if (rc != PF_OK)
                    continue;
                double cost = -1;
                char why[256] = "";
                int ok = pf_hex_validate(&m, r.path, r.path_len, st, gl, &cost, why, sizeof why);
                if (!ok)
                    fprintf(stderr, "%s: invalid path: %s\n", vs->name, why);
                CHECK(ok);
                CHECK_NEAR(cost, r.cost, 0);
                CHECK_INT(r.g, (pf_cost)(r.path_len - 1) * PF_HEX_STEP);
                if (pf_hex_search_optimal(&vs->search)) {
                    if (r.cost != want)
                        fprintf(stderr, "%s: seed %llu query %d: cost %g, want %d\n", vs->name,
                                (unsigned long long)seed, k, r.cost, want);
                    CHECK_INT((long long)r.cost, want);
                    CHECK_INT(r.c.reopened, 0);
                } else {
                    CHECK(r.cost >= want);
                }
                /* Dijkstra and BFS expand every cell closer than the goal, and only cells no
                 * farther (the goal itself is taken off the frontier, not expanded) */
                if ((vs->search.kind == PF_HEX_BEST_FIRST && !vs->search.heuristic) ||
                    vs->search.kind == PF_HEX_BFS) {
                    CHECK(r.c.expanded >= below);
                    CHECK(r.c.expanded <= upto - 1);
                }
            }
            /* A* with a consistent heuristic expands no more than Dijkstra */
            struct pf_result rd, ra;
            pf_hex_search(ctx, dij, st, gl, &rd);
            pf_hex_search(ctx, ast, st, gl, &ra);
            CHECK(ra.c.expanded <= rd.c.expanded);
        }
        free(dist);
        pf_hex_ctx_destroy(ctx);
        pf_hex_map_free(&m);
    }
    CHECK(found > 100);
    CHECK(unreachable > 0);
    fprintf(stderr, "test_hex_search: %d queries, %d with a path\n", queries, found);
}

/* A small map drawn by hand: odd rows shifted right. */
static const char *const rows[] = {
    ".....@....",
    "....@.....",
    "...@@.....",
    "..........",
    "@@@@@@@@..",
    "..W.......",
};

static void make_small(struct pf_hex_map *m)
{
    CHECK(pf_hex_map_init(m, 10, 6) == PF_OK);
    for (int32_t y = 0; y < 6; y++)
        for (int32_t x = 0; x < 10; x++)
            pf_hex_map_set(m, x, y, rows[y][x]);
    pf_hex_map_finish(m);
}

static void check_small(void)
{
    struct pf_hex_map m;
    make_small(&m);
    struct pf_hex_ctx *ctx = pf_hex_ctx_create(&m);
    const struct pf_hex_search *dij = &spec("hex/dijkstra/heap")->search;
    struct pf_result r;
    /* start = goal: one cell, cost 0 */
    pf_node a = pf_hex_node(&m, 0, 0);
    CHECK_INT(pf_hex_search(ctx, dij, a, a, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(r.g, 0);
    for (size_t v = 0; v < pf_hex_num_variants; v++) {
        CHECK_INT(pf_hex_search(ctx, &pf_hex_variants[v].search, a, a, &r), PF_OK);
        CHECK_INT(r.path_len, 1);
    }
    /* a goal past the wall of row 4, reached through its gap at x = 8, 9; (2, 5) is water */
    pf_node b = pf_hex_node(&m, 5, 5);
    CHECK_INT(pf_hex_search(ctx, dij, a, b, &r), PF_OK);
    int32_t *dist = malloc(60 * sizeof *dist);
    hex_test_bfs(&m, 0, 0, dist);
    CHECK_INT((long long)r.cost, dist[5 * 10 + 5]);
    CHECK(dist[55] > 0);
    CHECK_INT(pf_hex_search(ctx, dij, a, pf_hex_node(&m, 0, 5), &r), PF_NO_PATH);   /* cut off by the water */
    CHECK_INT(pf_hex_search(ctx, dij, a, pf_hex_node(&m, 2, 5), &r), PF_NO_PATH);
    CHECK_INT(pf_hex_search(ctx, dij, a, m.grid.num_nodes, &r), PF_ERR_ARG);
    CHECK_INT(pf_hex_search(ctx, dij, a, 0, &r), PF_ERR_ARG);    /* the padding's corner */
    /* budget: one expansion, then PF_BUDGET */
    pf_hex_ctx_set_budget(ctx, 1);
    CHECK_INT(pf_hex_search(ctx, dij, a, b, &r), PF_BUDGET);
    CHECK_INT(r.c.expanded, 1);
    pf_hex_ctx_set_budget(ctx, 0);
    /* epochs: a context whose counter is about to wrap still answers right */
    ctx->epoch = (UINT32_MAX - 3 * HX_EPOCH) & ~(HX_EPOCH - 1);   /* epochs are multiples of HX_EPOCH */
    for (int i = 0; i < 6; i++) {
        CHECK_INT(pf_hex_search(ctx, dij, a, b, &r), PF_OK);
        CHECK_INT((long long)r.cost, dist[55]);
        CHECK_INT(pf_hex_search(ctx, &spec("hex/bidir-dijkstra/heap")->search, b, a, &r), PF_OK);
        CHECK_INT((long long)r.cost, dist[55]);
    }
    /* tracing: orders 0 .. expanded - 1, each once */
    CHECK_INT(pf_hex_ctx_set_trace(ctx, 1), PF_OK);
    const char *traced[] = { "hex/dijkstra/heap", "hex/astar/hex/list", "hex/bfs", "hex/generic/greedy",
                             "hex/bidir-dijkstra/heap" };
    for (int t = 0; t < 5; t++) {
        CHECK_INT(pf_hex_search(ctx, &spec(traced[t])->search, a, b, &r), PF_OK);
        unsigned char seen[64] = { 0 };
        uint64_t n = 0, bad = 0;
        for (pf_node x = 0; x < m.grid.num_nodes; x++) {
            long long k = pf_hex_ctx_trace_order(ctx, x);
            if (k < 0)
                continue;
            n++;
            bad += k >= (long long)r.c.expanded || k >= 64 || seen[k]++ || !pf_hex_free(&m, x);
        }
        CHECK_INT(n, r.c.expanded);
        CHECK_INT(bad, 0);
    }
    /* the random pick repeats itself under the same seed */
    const struct pf_hex_search *rnd = &spec("hex/generic/random")->search;
    pf_node p1[64], p2[64];
    uint32_t l1, l2;
    pf_hex_ctx_set_seed(ctx, 42);
    pf_hex_search(ctx, rnd, a, b, &r);
    l1 = r.path_len;
    memcpy(p1, r.path, l1 * sizeof *p1);
    pf_hex_ctx_set_seed(ctx, 42);
    pf_hex_search(ctx, rnd, a, b, &r);
    l2 = r.path_len;
    memcpy(p2, r.path, l2 * sizeof *p2);
    CHECK(l1 == l2 && memcmp(p1, p2, l1 * sizeof *p1) == 0);
    CHECK(pf_hex_ctx_bytes(ctx) > m.grid.num_nodes * (sizeof(uint32_t) + sizeof(pf_cost)));
    free(dist);
    pf_hex_ctx_destroy(ctx);
    pf_hex_map_free(&m);
}

static void check_validator(void)
{
    struct pf_hex_map m;
    make_small(&m);
    double cost;
    char why[256];
    pf_node n00 = pf_hex_node(&m, 0, 0), n10 = pf_hex_node(&m, 1, 0), n01 = pf_hex_node(&m, 0, 1),
            n11 = pf_hex_node(&m, 1, 1), n20 = pf_hex_node(&m, 2, 0);
    /* (0, 0) even row: neighbours (1, 0) and (0, 1) (SE), not (1, 1); (0, 1) odd row: (1, 0) is its NE */
    pf_node good[] = { n00, n01, n10, n20 };
    CHECK(pf_hex_validate(&m, good, 4, n00, n20, &cost, why, sizeof why));
    CHECK_NEAR(cost, 3, 0);
    pf_node diag[] = { n00, n11 };
    CHECK(!pf_hex_validate(&m, diag, 2, n00, n11, &cost, why, sizeof why));
    CHECK(strstr(why, "six neighbours") != NULL);
    pf_node wrong_end[] = { n00, n10 };
    CHECK(!pf_hex_validate(&m, wrong_end, 2, n00, n20, &cost, why, sizeof why));
    pf_node blocked[] = { pf_hex_node(&m, 4, 0), pf_hex_node(&m, 5, 0) };   /* (5, 0) is '@' */
    CHECK(!pf_hex_validate(&m, blocked, 2, blocked[0], blocked[1], &cost, why, sizeof why));
    CHECK(strstr(why, "blocked") != NULL);
    pf_node off[] = { n00, 0 };
    CHECK(!pf_hex_validate(&m, off, 2, n00, 0, &cost, why, sizeof why));
    CHECK(!pf_hex_validate(&m, good, 0, n00, n20, &cost, why, sizeof why));
    pf_hex_map_free(&m);
}

/* Moving AI maps read as hex maps (their rows, six neighbours): every optimal variant returns
 * the breadth-first distance on seeded pairs of free cells, every path valid. */
#define MAI_PAIRS 8      /* the unsorted list's searches on a 512 x 512 maze dominate the time */
static void check_movingai(void)
{
    const char *dir = mai_dir("test_hex_search");
    const char *rel[] = { "dao/den312d.map", "maze/maze512-1-0.map", "room/8room_000.map" };
    for (int i = 0; dir && i < 3; i++) {
        struct pf_grid g;
        struct pf_error err;
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, rel[i]);
        FILE *f = fopen(path, "r");
        if (!f) {
            printf("test_hex_search: SKIPPED %s: not present\n", path);
            continue;
        }
        fclose(f);
        CHECK_INT(pf_map_read(path, &g, 1u << 26, &err), PF_OK);
        struct pf_hex_map m;
        CHECK_INT(pf_hex_map_from_grid(&m, &g), PF_OK);
        pf_grid_free(&g);
        int32_t w = m.grid.width, h = m.grid.height;
        int32_t *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
        struct pf_hex_ctx *ctx = pf_hex_ctx_create(&m);
        uint64_t s = 99 + (uint64_t)i, found = 0, wrong = 0, invalid = 0;
        for (int k = 0; k < MAI_PAIRS; k++) {
            int32_t sx, sy, gx, gy;
            draw_free(&m, &s, &sx, &sy);
            draw_free(&m, &s, &gx, &gy);
            hex_test_bfs(&m, sx, sy, dist);
            int32_t want = dist[gy * w + gx];
            found += want >= 0;
            for (size_t v = 0; v < pf_hex_num_variants; v++) {
                struct pf_result r;
                int rc = pf_hex_search(ctx, &pf_hex_variants[v].search, pf_hex_node(&m, sx, sy),
                                       pf_hex_node(&m, gx, gy), &r);
                if (rc != (want >= 0 ? PF_OK : PF_NO_PATH)) {
                    wrong++;
                    continue;
                }
                if (rc != PF_OK)
                    continue;
                double cost;
                char why[256];
                invalid += !pf_hex_validate(&m, r.path, r.path_len, pf_hex_node(&m, sx, sy), pf_hex_node(&m, gx, gy),
                                            &cost, why, sizeof why);
                wrong += pf_hex_search_optimal(&pf_hex_variants[v].search) ? r.cost != want : r.cost < want;
            }
        }
        printf("test_hex_search: %s as a hex map: %d pairs, %llu with a path\n", rel[i], MAI_PAIRS,
               (unsigned long long)found);
        CHECK_INT(wrong, 0);
        CHECK_INT(invalid, 0);
        free(dist);
        pf_hex_ctx_destroy(ctx);
        pf_hex_map_free(&m);
    }
}

int main(void)
{
    CHECK_STR(pf_hex_variants[0].name, "hex/dijkstra/heap");
    CHECK_INT(pf_hex_num_variants, 12);
    check_random_maps();
    check_small();
    check_validator();
    check_movingai();
    return pf_check_report("test_hex_search");
}
