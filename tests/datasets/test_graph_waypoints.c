/* test_graph_waypoints.c: the waypoint-graph generator and its queries: recipes and their
 * messages, the same graph byte for byte for a recipe (checksum and first lines), and on every
 * query line A* with each admissible heuristic and every open list equal to Dijkstra's optimum
 * written in the file. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "pf_waypoints.h"

/* FNV-1a, 64 bits. */
static uint64_t fnv1a(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static char *graph_text(const struct pf_graph *g, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    pf_graph_print(f, g);
    fclose(f);
    return buf;
}

static void test_recipes(void)
{
    struct pf_waypoint_recipe r;
    struct pf_error err;
    char name[128];
    CHECK_INT(pf_waypoints_parse("waypoints:256", &r, &err), PF_OK);
    CHECK_INT(r.nodes, 1024);
    CHECK_INT(pf_waypoints_name(&r, name, sizeof name), PF_OK);
    CHECK_STR(name, "gen-waypoints-256-n1024-h24-c6-sl60-k6-s1");
    CHECK_INT(pf_waypoints_parse("waypoints:64:seed=18446744073709551615:k=3:slope=45:cliffs=0:hills=2:n=10",
                                 &r, &err), PF_OK);
    CHECK_INT(pf_waypoints_name(&r, name, sizeof name), PF_OK);
    CHECK_STR(name, "gen-waypoints-64-n10-h2-c0-sl45-k3-s18446744073709551615");
    CHECK_INT(pf_waypoints_name(&r, name, 10), PF_ERR_LIMIT);
    static const struct { const char *text, *msg; } bad[] = {
        { "maze:64", "recipe 'maze:64': expected 'waypoints:SIZE', found another family" },
        { "waypoints:8", "recipe 'waypoints:8': expected a terrain size from 16 to 4096, found '8'" },
        { "waypoints:64x64", "recipe 'waypoints:64x64': expected a terrain size from 16 to 4096, found '64x64'" },
        { "waypoints:64:k=0", "recipe 'waypoints:64:k=0': expected a whole number from 1 to 32 after 'k=', found 'k=0'" },
        { "waypoints:64:n=1:", "recipe 'waypoints:64:n=1:': expected a whole number from 2 to 1048576 after 'n=', found 'n=1'" },
        { "waypoints:64:seed=1:seed=2", "recipe 'waypoints:64:seed=1:seed=2': expected each key once, found 'seed=2' again" },
        { "waypoints:64:radius=3", "recipe 'waypoints:64:radius=3': expected n=, hills=, cliffs=, slope=, k= or seed=, found 'radius=3'" },
        { "waypoints:64:seed", "recipe 'waypoints:64:seed': expected n=, hills=, cliffs=, slope=, k= or seed=, found 'seed'" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&err, 0, sizeof err);
        CHECK_INT(pf_waypoints_parse(bad[i].text, &r, &err), PF_ERR_PARSE);
        CHECK_STR(err.msg, bad[i].msg);
    }
    CHECK_INT(pf_waypoints_parse("waypoints:64:k=3:slope=45:cliffs=0:hills=2:n=10", &r, &err), PF_OK);
    r.k = 40;
    struct pf_graph g;
    CHECK_INT(pf_gen_waypoints(&r, &g, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "waypoints: expected size 16..4096, n 2..1048576, hills 0..4096, cliffs "
                       "0..1024, slope 1..1000, k 1..32, found 64, 10, 2, 0, 45, 40");
}

static void test_generated(void)
{
    struct pf_waypoint_recipe r;
    struct pf_error err;
    struct pf_graph g, g2;
    CHECK_INT(pf_waypoints_parse("waypoints:128:n=400:seed=3", &r, &err), PF_OK);
    CHECK_INT(pf_gen_waypoints(&r, &g, &err), PF_OK);
    CHECK_INT(g.num_nodes, 400);
    CHECK_INT(g.num_arcs, 2212);
    CHECK_INT(g.scale, 1000);
    /* the same recipe gives the same file, here and on every machine */
    size_t len, len2;
    char *text = graph_text(&g, &len);
    CHECK_INT(pf_gen_waypoints(&r, &g2, &err), PF_OK);
    char *text2 = graph_text(&g2, &len2);
    CHECK(len == len2 && memcmp(text, text2, len) == 0);
    CHECK_INT(len, 45296);
    CHECK(fnv1a(text, len) == 0x478718b862547dffull);
    CHECK(strncmp(text, "graph 400 2212\ndecimals 3\nv 0 7.187 6.166 9.023\n"
                        "v 1 11.629 2.531 8.359\nv 2 4.455 3.448 6.689\n", 93) == 0);
    CHECK(strstr(text, "\na 0 1 5.779\na 0 3 2.947\na 0 5 7.712\n") != NULL);
    free(text2);
    pf_graph_free(&g2);

    /* the admissibility check: every arc costs its 3D distance, so Manhattan is refused */
    char why[200];
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, why, sizeof why));
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_chebyshev, why, sizeof why));
    CHECK(!pf_graph_heuristic_admissible(&g, &pf_gh_manhattan, why, sizeof why));
    CHECK_STR(why, "arc 0 -> 1 costs 5.779 but its ends are 8.741 apart (manhattan)");

    /* read back from its own text: the same graph and the same verdicts */
    CHECK_INT(pf_graph_parse("w.graph", text, len, &g2, 1 << 26, &err), PF_OK);
    CHECK(memcmp(g2.w, g.w, g.num_arcs * sizeof *g.w) == 0);
    CHECK(memcmp(g2.pos, g.pos, 3 * g.num_nodes * sizeof *g.pos) == 0);
    CHECK(memcmp(g2.bad_arc, g.bad_arc, sizeof g.bad_arc) == 0);
    pf_graph_free(&g2);
    free(text);

    /* queries: deterministic, sorted by cost, optimal by Dijkstra */
    struct pf_graph_queries qs, qs2;
    CHECK_INT(pf_gen_graph_queries(&g, 7, 60, &qs, &err), PF_OK);
    CHECK_INT(qs.n, 60);
    CHECK_INT(pf_gen_graph_queries(&g, 7, 60, &qs2, &err), PF_OK);
    CHECK(qs2.n == qs.n && memcmp(qs.q, qs2.q, qs.n * sizeof *qs.q) == 0);
    pf_graph_queries_free(&qs2);
    CHECK_INT(qs.q[0].s, 55);
    CHECK_INT(qs.q[0].t, 48);
    CHECK_INT(qs.q[0].cost, 9483);
    for (size_t i = 1; i < qs.n; i++)
        CHECK(qs.q[i].cost >= qs.q[i - 1].cost);

    /* written and read back */
    char dir[] = "/tmp/test_graph_waypoints.XXXXXX", path[256];
    if (mkdtemp(dir)) {
        snprintf(path, sizeof path, "%s/w.queries", dir);
        CHECK_INT(pf_graph_queries_write(path, &g, &qs, &err), PF_OK);
        CHECK_INT(pf_graph_queries_read(path, &g, &qs2, &err), PF_OK);
        CHECK(qs2.n == qs.n && memcmp(qs.q, qs2.q, qs.n * sizeof *qs.q) == 0);
        pf_graph_queries_free(&qs2);
        FILE *f = fopen(path, "r");
        char line[2][64] = { "", "" };
        if (f) {
            CHECK(fgets(line[0], sizeof line[0], f) != NULL);
            CHECK(fgets(line[1], sizeof line[1], f) != NULL);
            fclose(f);
        }
        CHECK_STR(line[0], "queries 60\n");
        CHECK_STR(line[1], "q 55 48 9.483\n");
        unlink(path);
        rmdir(dir);
    }

    /* every line: A* with every admissible heuristic on every open list finds the optimum */
    struct pf_graph_ctx *ctx = pf_graph_ctx_create(&g);
    const struct pf_open_ops *opens[3] = { &pf_open_heap, &pf_open_bucket, &pf_open_list };
    uint64_t exp_dij = 0, exp_euc = 0;
    int optimal = 0, runs = 0;
    for (size_t i = 0; i < qs.n; i++) {
        for (int k = 0; k < PF_GH_COUNT; k++) {
            const struct pf_graph_heuristic *h = pf_graph_heuristics[k];
            for (int o = 0; o < 3; o++) {
                struct pf_graph_variant v = { .name = "astar", .alg = &pf_galg_best_first,
                                              .h = h, .open = opens[o] };
                struct pf_result res;
                CHECK_INT(pf_graph_search(ctx, &v, qs.q[i].s, qs.q[i].t, &res), PF_OK);
                pf_cost fixed = 0;
                CHECK(pf_graph_path_validate(&g, res.path, res.path_len, qs.q[i].s, qs.q[i].t,
                                             &fixed, NULL, NULL, 0));
                CHECK_INT(fixed, res.g);
                if (pf_graph_should_be_optimal(&g, &v)) {
                    CHECK_INT(res.g, qs.q[i].cost);
                    optimal += res.g == qs.q[i].cost;
                    runs++;
                } else {
                    CHECK(res.g >= qs.q[i].cost);
                }
                if (o == 0 && k == PF_GH_ZERO)
                    exp_dij += res.c.expanded;
                if (o == 0 && k == PF_GH_EUCLIDEAN)
                    exp_euc += res.c.expanded;
            }
        }
    }
    CHECK_INT(runs, 60 * 3 * 3);       /* zero, Euclidean, Chebyshev; not Manhattan */
    CHECK_INT(optimal, runs);
    CHECK(exp_euc < exp_dij);
    printf("test_graph_waypoints: 60 queries, expansions Dijkstra %llu, A* Euclidean %llu\n",
           (unsigned long long)exp_dij, (unsigned long long)exp_euc);
    pf_graph_ctx_destroy(ctx);
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
}

int main(void)
{
    test_recipes();
    test_generated();
    return pf_check_report("test_graph_waypoints");
}
