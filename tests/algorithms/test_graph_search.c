/* test_graph_search.c: searches on node graphs: Dijkstra on a generated DIMACS graph and on
 * rome99 (GRAPHS_DIR, when there) against an independent Bellman-Ford on arcs read here with
 * sscanf, on every open list; .p2p queries read and answered; BFS's fewest arcs; A* refused without positions and equal to Dijkstra where
 * admissible; exact counters; the validator's verdicts; the context reused across queries. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "pf_graph_io.h"

#define INF UINT64_MAX

struct raw { uint32_t n, m; uint32_t *u, *v; uint64_t *w; };

/* The .gr file read with sscanf, independently of libpf's reader. */
static int raw_read(const char *path, struct raw *r)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[256];
    uint32_t k = 0;
    memset(r, 0, sizeof *r);
    while (fgets(line, sizeof line, f)) {
        unsigned a, b;
        unsigned long long c;
        if (sscanf(line, "p sp %u %u", &a, &b) == 2) {
            r->n = a;
            r->m = b;
            r->u = malloc(b * sizeof *r->u);
            r->v = malloc(b * sizeof *r->v);
            r->w = malloc(b * sizeof *r->w);
        } else if (sscanf(line, "a %u %u %llu", &a, &b, &c) == 3 && k < r->m) {
            r->u[k] = a - 1;
            r->v[k] = b - 1;
            r->w[k++] = c;
        }
    }
    fclose(f);
    return k == r->m && r->m ? 0 : -1;
}

/* Bellman-Ford from s: dist[] of every node (INF where unreachable), and hops[] of the path of
 * fewest arcs (a BFS over the same arc list, by rounds). */
static void bellman_ford(const struct raw *r, uint32_t s, uint64_t *dist, uint32_t *hops)
{
    for (uint32_t i = 0; i < r->n; i++) {
        dist[i] = INF;
        hops[i] = UINT32_MAX;
    }
    dist[s] = 0;
    hops[s] = 0;
    for (uint32_t round = 0, changed = 1; changed && round < r->n; round++) {
        changed = 0;
        for (uint32_t k = 0; k < r->m; k++) {
            uint32_t a = r->u[k], b = r->v[k];
            if (dist[a] != INF && dist[a] + r->w[k] < dist[b]) {
                dist[b] = dist[a] + r->w[k];
                changed = 1;
            }
            if (hops[a] == round && hops[b] == UINT32_MAX) {
                hops[b] = round + 1;
                changed = 1;
            }
        }
    }
}

/* A DIMACS .gr file like rome99 (3420 nodes, no positions), written at path: a 60 x 57 street
 * grid, seeded, with arcs of 1 to 12711 both ways, some one way only, some streets missing
 * (so that some pairs have no path) and some long arcs across. 0, or -1 when it cannot be
 * written. */
static int write_generated_gr(const char *path)
{
    enum { GW = 60, GH = 57 };
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    uint64_t state = 987654321;
    static uint32_t u[4 * GW * GH + 200], v[4 * GW * GH + 200], w[4 * GW * GH + 200];
    uint32_t m = 0;
    for (uint32_t y = 0; y < GH; y++)
        for (uint32_t x = 0; x < GW; x++)
            for (int d = 0; d < 2; d++) {
                if ((d == 0 && x + 1 == GW) || (d == 1 && y + 1 == GH))
                    continue;
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                const uint32_t roll = (uint32_t)(state >> 33), a = y * GW + x, b = a + (d ? GW : 1);
                if (roll % 100 < 40)
                    continue;                                   /* no street here */
                const uint32_t c = 1 + (roll >> 8) % 12711;
                u[m] = a, v[m] = b, w[m++] = c;
                if (roll % 100 >= 46)                           /* else one way only */
                    u[m] = b, v[m] = a, w[m++] = c;
            }
    for (int k = 0; k < 200; k++) {                              /* long arcs, one way */
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        const uint32_t roll = (uint32_t)(state >> 33);
        u[m] = roll % (GW * GH), v[m] = (roll / 7) % (GW * GH), w[m++] = 5000 + roll % 7000;
    }
    fprintf(f, "c a generated street grid\np sp %u %u\n", GW * GH, m);
    for (uint32_t k = 0; k < m; k++)
        fprintf(f, "a %u %u %u\n", u[k] + 1, v[k] + 1, w[k]);
    return fclose(f) == 0 ? 0 : -1;
}

/* The searches on a DIMACS graph at path (rome99 when `rome`: its sizes checked too). */
static void test_dimacs(const char *path, const char *name, int rome)
{
    struct raw r;
    if (raw_read(path, &r) != 0) {
        CHECK(!"the .gr file read with sscanf");
        return;
    }
    struct pf_graph g;
    struct pf_error err;
    int had_co = -1;
    CHECK_INT(pf_dimacs_read(path, &g, (uint64_t)1 << 30, &had_co, &err), PF_OK);
    CHECK_INT(had_co, 0);
    if (rome) {
        CHECK_INT(g.num_nodes, 3353);
        CHECK_INT(g.num_arcs, 8870);
        CHECK_INT(g.max_w, 12711);
        CHECK_INT(g.total, 4721692);
    }
    CHECK_INT(g.num_nodes, r.n);
    CHECK_INT(g.num_arcs, r.m);
    CHECK_INT(g.scale, 1);

    /* no positions: only the heuristic-free searches apply */
    struct pf_graph_variant astar = { .name = "astar/euclidean", .alg = &pf_galg_best_first,
                                      .h = &pf_gh_euclidean };
    char why[200];
    CHECK(!pf_graph_heuristic_runs(&g, &pf_gh_euclidean, why, sizeof why));
    CHECK_STR(why, "the graph has no node positions (heuristic euclidean needs them)");
    CHECK(!pf_graph_should_be_optimal(&g, &astar));
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(&g);
    struct pf_result res;
    CHECK_INT(pf_graph_search(ctx, &astar, 0, 1, &res), PF_ERR_ARG);

    const struct pf_open_ops *opens[3] = { &pf_open_heap, &pf_open_bucket, &pf_open_list };
    struct pf_graph_variant dij[3];
    for (int o = 0; o < 3; o++) {
        dij[o] = (struct pf_graph_variant){ .name = "dijkstra", .alg = &pf_galg_best_first,
                                            .h = &pf_gh_zero, .open = opens[o] };
        CHECK(pf_graph_should_be_optimal(&g, &dij[o]));
    }
    struct pf_graph_variant bfs = { .name = "bfs", .alg = &pf_galg_bfs };
    CHECK(!pf_graph_should_be_optimal(&g, &bfs));

    uint64_t *dist = malloc(r.n * sizeof *dist);
    uint32_t *hops = malloc(r.n * sizeof *hops);
    uint64_t state = 12345;
    int pairs = 0, exact = 0, bfs_ok = 0, unreachable = 0, expanded_ok = 0;
    for (int src = 0; src < 12; src++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        uint32_t s = (uint32_t)(state >> 33) % r.n;
        bellman_ford(&r, s, dist, hops);
        for (int k = 0; k < 8; k++) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            uint32_t t = (uint32_t)(state >> 33) % r.n;
            pairs++;
            for (int o = 0; o < 3; o++) {
                int rc = pf_graph_search(ctx, &dij[o], s, t, &res);
                if (dist[t] == INF) {
                    CHECK_INT(rc, PF_NO_PATH);
                    unreachable += o == 0;
                    continue;
                }
                CHECK_INT(rc, PF_OK);
                CHECK_INT(res.g, dist[t]);
                pf_cost fixed = 0;
                double cost = 0;
                CHECK(pf_graph_path_validate(&g, res.path, res.path_len, s, t, &fixed, &cost,
                                             why, sizeof why));
                CHECK_INT(fixed, dist[t]);
                CHECK_NEAR(cost, (double)dist[t], 0);
                exact += rc == PF_OK && res.g == dist[t] && o == 0;
                /* Dijkstra expands every node closer than the goal and none farther */
                uint64_t closer = 0, upto = 0;
                for (uint32_t i = 0; i < r.n; i++) {
                    closer += dist[i] < dist[t];
                    upto += dist[i] <= dist[t];
                }
                int in = res.c.expanded >= closer && res.c.expanded <= upto;
                CHECK(in);
                expanded_ok += in && o == 0;
            }
            int rc = pf_graph_search(ctx, &bfs, s, t, &res);
            if (dist[t] == INF) {
                CHECK_INT(rc, PF_NO_PATH);
                continue;
            }
            CHECK_INT(rc, PF_OK);
            CHECK_INT(res.path_len, hops[t] + 1);
            CHECK(res.g >= dist[t]);
            CHECK(pf_graph_path_validate(&g, res.path, res.path_len, s, t, NULL, NULL, why,
                                         sizeof why));
            bfs_ok += res.path_len == hops[t] + 1;
        }
    }
    CHECK_INT(pairs, 96);
    CHECK_INT(exact + unreachable, pairs);
    CHECK_INT(expanded_ok, exact);
    CHECK_INT(bfs_ok, exact);
    printf("test_graph_search: %s: %d pairs, %d exact, %d unreachable\n", name, pairs, exact,
           unreachable);

    /* a .p2p file of rome99 queries, read and answered */
    char dir2[] = "/tmp/test_graph_search.XXXXXX", p2p[256];
    if (mkdtemp(dir2)) {
        snprintf(p2p, sizeof p2p, "%s/rome99.p2p", dir2);
        FILE *f = fopen(p2p, "w");
        fputs("c three queries\np aux sp p2p 3\nq 1 3353\nq 100 2000\nq 2000 100\n", f);
        fclose(f);
        struct pf_graph_queries qs;
        CHECK_INT(pf_graph_queries_read(p2p, &g, &qs, &err), PF_OK);
        CHECK_INT(qs.n, 3);
        for (size_t i = 0; i < qs.n; i++) {
            bellman_ford(&r, qs.q[i].s, dist, hops);
            int rc = pf_graph_search(ctx, &dij[0], qs.q[i].s, qs.q[i].t, &res);
            CHECK_INT(rc, dist[qs.q[i].t] == INF ? PF_NO_PATH : PF_OK);
            if (rc == PF_OK)
                CHECK_INT(res.g, dist[qs.q[i].t]);
        }
        pf_graph_queries_free(&qs);
        unlink(p2p);
        rmdir(dir2);
    }
    free(dist);
    free(hops);
    free(r.u);
    free(r.v);
    free(r.w);
    pf_graph_ctx_destroy(ctx);
    pf_graph_free(&g);
}

static double twice_norm(double dx, double dy, double dz)
{
    return 2 * (dx < 0 ? -dx : dx) + 2 * (dy < 0 ? -dy : dy) + 2 * (dz < 0 ? -dz : dz);
}

static double half_norm(double dx, double dy, double dz)
{
    return 0.5 * sqrt(dx * dx + dy * dy + dz * dz);
}

/* The bucket queue's window on graphs: refused up front for an arc past the span, and during
 * a query whose keys spread past it; the heap answers both. */
static void test_bucket_span(void)
{
    static const char big_arc[] = "graph 2 1\na 0 1 5000\n";        /* 5,000,000 units */
    static const char far[] =
        "graph 4 3\nv 0 0 0 0\nv 1 5000 0 0\nv 2 0 0 0\nv 3 1 0 0\n"
        "a 0 1 0.001\na 0 2 0.001\na 2 3 1\n";
    struct pf_graph g;
    struct pf_error err;
    struct pf_result res;
    char why[200];
    struct pf_graph_variant dij = { .name = "dijkstra/bucket", .alg = &pf_galg_best_first,
                                    .open = &pf_open_bucket };
    struct pf_graph_variant heap = { .name = "dijkstra/heap", .alg = &pf_galg_best_first };
    CHECK_INT(pf_graph_parse("big.graph", big_arc, sizeof big_arc - 1, &g, 1 << 20, &err), PF_OK);
    CHECK(!pf_graph_open_runs(&g, &pf_open_bucket, why, sizeof why));
    CHECK_STR(why, "the bucket queue needs arcs costing below 4194304 fixed-point units "
                   "(4194304 x 10^-3), found one of 5000000");
    CHECK(pf_graph_open_runs(&g, &pf_open_heap, why, sizeof why));
    CHECK(pf_graph_open_runs(&g, NULL, why, sizeof why));
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(&g);
    CHECK_INT(pf_graph_search(ctx, &dij, 0, 1, &res), PF_ERR_ARG);
    CHECK_INT(pf_graph_search(ctx, &heap, 0, 1, &res), PF_OK);
    CHECK_INT(res.g, 5000000);
    pf_graph_ctx_destroy(ctx);
    pf_graph_free(&g);

    /* A* Euclidean pushes node 1 (h 5,000,000 units) and node 2 (h 1,000) at once */
    CHECK_INT(pf_graph_parse("far.graph", far, sizeof far - 1, &g, 1 << 20, &err), PF_OK);
    CHECK(pf_graph_open_runs(&g, &pf_open_bucket, why, sizeof why));
    ctx = pf_graph_ctx_create(&g);
    struct pf_graph_variant a = { .name = "astar/euclidean/bucket", .alg = &pf_galg_best_first,
                                  .h = &pf_gh_euclidean, .open = &pf_open_bucket };
    CHECK_INT(pf_graph_search(ctx, &a, 0, 3, &res), PF_ERR_LIMIT);
    CHECK_INT(pf_graph_search(ctx, &dij, 0, 3, &res), PF_OK);     /* Dijkstra: keys 1..1001 */
    CHECK_INT(res.g, 1001);
    a.open = &pf_open_heap;
    CHECK_INT(pf_graph_search(ctx, &a, 0, 3, &res), PF_OK);
    CHECK_INT(res.g, 1001);
    pf_graph_ctx_destroy(ctx);
    pf_graph_free(&g);
}

/* A small graph with positions where everything is known by hand. */
static void test_small(void)
{
    /* 0 -> 1 -> 2 -> 4 along a detour that costs less than the direct arc 0 -> 4 */
    static const char text[] =
        "graph 5 6\n"
        "v 0 0 0 0\nv 1 3 0 0\nv 2 3 4 0\nv 3 0 4 0\nv 4 6 4 0\n"
        "a 0 1\na 1 2\na 2 4\na 0 4 20\na 0 3\na 3 4 10\n";
    struct pf_graph g;
    struct pf_error err;
    CHECK_INT(pf_graph_parse("small.graph", text, sizeof text - 1, &g, 1 << 20, &err), PF_OK);
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, NULL, 0));
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_chebyshev, NULL, 0));
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_manhattan, NULL, 0));  /* all axis-aligned */
    CHECK_INT(pf_graph_estimate(&g, &pf_gh_euclidean, 0, 4), 7211);   /* sqrt 52 = 7.2111 */
    CHECK_INT(pf_graph_estimate(&g, &pf_gh_manhattan, 0, 4), 9999);   /* 10, shrunk by 2^-40 */
    CHECK_INT(pf_graph_estimate(&g, &pf_gh_chebyshev, 0, 4), 5999);
    CHECK_INT(pf_graph_estimate(&g, &pf_gh_zero, 0, 4), 0);
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(&g);
    const struct pf_open_ops *opens[3] = { &pf_open_heap, &pf_open_bucket, &pf_open_list };
    for (int k = 0; k < PF_GH_COUNT; k++) {
        for (int o = 0; o < 3; o++) {
            struct pf_graph_variant v = { .name = "astar", .alg = &pf_galg_best_first,
                                          .h = pf_graph_heuristics[k], .open = opens[o] };
            struct pf_result res;
            CHECK_INT(pf_graph_search(ctx, &v, 0, 4, &res), PF_OK);
            CHECK_INT(res.g, 10000);          /* 3 + 4 + 3 */
            CHECK_INT(res.path_len, 4);
            CHECK_INT(res.path[1], 1);
            CHECK_INT(res.path[2], 2);
            CHECK_NEAR(res.cost, 10.0, 0);
            CHECK_INT(pf_graph_search(ctx, &v, 4, 0, &res), PF_NO_PATH);
            CHECK_INT(pf_graph_search(ctx, &v, 2, 2, &res), PF_OK);
            CHECK_INT(res.path_len, 1);
            CHECK_INT(res.g, 0);
        }
    }
    /* BFS: fewest arcs, 0 -> 4 directly */
    struct pf_graph_variant bfs = { .name = "bfs", .alg = &pf_galg_bfs };
    struct pf_result res;
    CHECK_INT(pf_graph_search(ctx, &bfs, 0, 4, &res), PF_OK);
    CHECK_INT(res.path_len, 2);
    CHECK_INT(res.g, 20000);
    /* Dijkstra's counters on this graph, exactly: pops 0 (3 pushes), 1 (g 3), 2 (g 7), 3 (g 4)
     * in f order 0, 1, 3, 2, then the goal */
    struct pf_graph_variant dij = { .name = "dijkstra", .alg = &pf_galg_best_first };
    CHECK_INT(pf_graph_search(ctx, &dij, 0, 4, &res), PF_OK);
    CHECK_INT(res.c.expanded, 4);
    CHECK_INT(res.c.generated, 6);
    CHECK_INT(res.c.pushes, 5);
    CHECK_INT(res.c.decreases, 2);      /* 4 first at 20, then 14 via 3, then 10 via 2 */
    /* a budget stops it */
    pf_graph_ctx_set_budget(ctx, 2);
    CHECK_INT(pf_graph_search(ctx, &dij, 0, 4, &res), PF_BUDGET);
    pf_graph_ctx_set_budget(ctx, 0);
    /* out-of-range nodes are refused */
    CHECK_INT(pf_graph_search(ctx, &dij, 0, 5, &res), PF_ERR_ARG);
    /* weighted A* may return a worse path and is not required to be optimal */
    struct pf_graph_variant wa = { .name = "wastar", .alg = &pf_galg_best_first,
                                   .h = &pf_gh_euclidean, .weight = 5 };
    CHECK(!pf_graph_should_be_optimal(&g, &wa));
    CHECK_INT(pf_graph_search(ctx, &wa, 0, 4, &res), PF_OK);

    /* heuristics from outside libpf: judged by the same rule, searched through the descriptor */
    char why2[200];
    struct pf_graph_heuristic twice = { .info = { "twice", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = -1, .needs_positions = 1,
                                        .norm = twice_norm };
    struct pf_graph_heuristic half = { .info = { "half", PF_MOVES_BIT(PF_MOVES_GRAPH), PF_HEURISTIC_GRAPH }, .id = PF_GH_EUCLIDEAN,
                                       .needs_positions = 1, .norm = half_norm };
    CHECK(!pf_graph_heuristic_admissible(&g, &twice, why2, sizeof why2));
    CHECK_STR(why2, "arc 0 -> 1 costs 3.000 but its ends are 6 apart (twice)");
    CHECK(pf_graph_heuristic_admissible(&g, &half, why2, sizeof why2));
    struct pf_graph_variant hv = { .name = "astar/half", .alg = &pf_galg_best_first, .h = &half,
                                   .open = &pf_open_bucket };
    CHECK(pf_graph_should_be_optimal(&g, &hv));
    CHECK_INT(pf_graph_search(ctx, &hv, 0, 4, &res), PF_OK);
    CHECK_INT(res.g, 10000);
    CHECK_INT(pf_graph_estimate(&g, &half, 0, 4), 3605);     /* sqrt 52 / 2 = 3.6056 */

    /* the validator */
    char why[200];
    pf_node bad1[] = { 0, 2, 4 }, bad2[] = { 1, 2, 4 }, bad3[] = { 0, 1, 9 }, ok[] = { 0, 3, 4 };
    CHECK(!pf_graph_path_validate(&g, bad1, 3, 0, 4, NULL, NULL, why, sizeof why));
    CHECK_STR(why, "step 1: no arc 0 -> 2");
    CHECK(!pf_graph_path_validate(&g, bad2, 3, 0, 4, NULL, NULL, why, sizeof why));
    CHECK_STR(why, "path starts at node 1, not at the start 0");
    CHECK(!pf_graph_path_validate(&g, bad3, 3, 0, 9, NULL, NULL, why, sizeof why));
    CHECK_STR(why, "step 2: node 9 is not in the graph (5 nodes)");
    CHECK(!pf_graph_path_validate(&g, ok, 3, 0, 3, NULL, NULL, why, sizeof why));
    CHECK_STR(why, "path ends at node 4, not at the goal 3");
    pf_cost fixed;
    double cost;
    CHECK(pf_graph_path_validate(&g, ok, 3, 0, 4, &fixed, &cost, why, sizeof why));
    CHECK_INT(fixed, 14000);
    CHECK_NEAR(cost, 14.0, 0);

    /* many queries on one context: the epoch never leaks a stale node */
    for (int i = 0; i < 1000; i++) {
        CHECK_INT(pf_graph_search(ctx, &dij, (pf_node)(i % 4), 4, &res), PF_OK);
    }
    CHECK_INT(res.g, 10000);          /* i = 999: from node 3, arc 3 -> 4 costs 10 */
    pf_graph_ctx_destroy(ctx);
    pf_graph_free(&g);
}

int main(void)
{
    test_small();
    test_bucket_span();
    /* a generated graph of rome99's size, with or without the data */
    char gen[] = "/tmp/test_graph_search_gr.XXXXXX", gr[256];
    if (mkdtemp(gen)) {
        snprintf(gr, sizeof gr, "%s/streets.gr", gen);
        CHECK_INT(write_generated_gr(gr), 0);
        test_dimacs(gr, "generated streets", 0);
        unlink(gr);
        rmdir(gen);
    } else {
        CHECK(!"a scratch folder in /tmp");
    }
    const char *dir = getenv("GRAPHS_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/dimacs/rome99.gr", dir ? dir : "");
    if (!dir || !*dir || access(path, R_OK) != 0) {
        printf("test_graph_search: skipped rome99: no GRAPHS_DIR/dimacs/rome99.gr\n");
        return pf_check_report("test_graph_search");
    }
    test_dimacs(path, "rome99", 1);
    return pf_check_report("test_graph_search");
}
