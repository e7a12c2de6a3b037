/* test_domains.c: the voxel and node-graph variants through the one registry and context
 * API (pf_search, pf_ctx_validate, pf_ctx_should_be_optimal): exact costs on small spaces built
 * here, the domains' references, refusals across domains with their messages, and the models. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_graph.h"
#include "pf_search.h"
#include "voxel.h"

static const struct pf_variant *var(const char *name)
{
    const struct pf_variant *v = pf_variant_find(name);
    if (!v)
        fprintf(stderr, "no variant %s\n", name);
    return v;
}

/* A 4 x 4 x 4 volume with a wall at x = 1 except one hole at (1, 3, 3): from (0, 0, 0) to
 * (2, 0, 0) a path must climb to the hole and come back. */
static void voxels(void)
{
    struct pf_voxels v;
    CHECK_INT(pf_voxels_init(&v, 4, 4, 4), PF_OK);
    for (int y = 0; y < 4; y++)
        for (int z = 0; z < 4; z++)
            if (!(y == 3 && z == 3))
                pf_voxels_block(&v, 1, y, z);
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(&v);
    CHECK(ctx != NULL);
    CHECK_INT(pf_ctx_domain(ctx), PF_DOMAIN_VOXEL);
    CHECK_INT(pf_ctx_moves(ctx), PF_MOVES_26);
    CHECK(pf_ctx_voxels(ctx) == &v && pf_ctx_graph(ctx) == NULL && pf_ctx_grid(ctx) == NULL);
    pf_node s = pf_voxel_node(&v, 0, 0, 0), t = pf_voxel_node(&v, 2, 0, 0);
    CHECK(!pf_ctx_node_free(ctx, pf_voxel_node(&v, 1, 0, 0)));
    CHECK(pf_ctx_node_free(ctx, s));
    /* the hole can only be entered and left by face moves (no corner cutting): up the x = 0
     * column diagonally in y and z (3 moves of sqrt 2), one face move through the hole and
     * one out, then back down (3 moves of sqrt 2): 2 + 6 sqrt 2 */
    const double want = 2 + 6 * M_SQRT2;
    const char *const optimal[] = { "voxel/dijkstra/heap", "voxel/dijkstra/bucket", "voxel/astar/octile3d/heap",
                                    "voxel/astar/octile3d/bucket", "voxel/astar/octile3d/list",
                                    "voxel/astar/euclidean/heap", "voxel/astar/chebyshev/heap" };
    for (size_t i = 0; i < sizeof optimal / sizeof *optimal; i++) {
        const struct pf_variant *vv = var(optimal[i]);
        struct pf_prep prep;
        CHECK_INT(pf_ctx_prepare(ctx, vv, &prep), PF_OK);
        struct pf_result r;
        CHECK_INT(pf_search(ctx, vv, s, t, &r), PF_OK);
        CHECK_NEAR(r.cost, want, 1e-9);
        CHECK_INT(r.path_len, 9);
        CHECK(r.touched > 0 && r.state_bytes > 0 && r.c.expanded > 0);
        double cost = 0;
        char why[200] = "";
        CHECK(pf_ctx_validate(ctx, r.path, r.path_len, s, t, &cost, why, sizeof why));
        CHECK_NEAR(cost, want, 1e-9);
        CHECK(pf_ctx_should_be_optimal(ctx, vv));
    }
    /* BFS: fewest moves (8 here as well), not least cost; not required to be optimal */
    struct pf_result r;
    CHECK_INT(pf_search(ctx, var("voxel/bfs"), s, t, &r), PF_OK);
    CHECK_INT(r.path_len, 9);
    CHECK(!pf_ctx_should_be_optimal(ctx, var("voxel/bfs")));
    CHECK(!pf_ctx_should_be_optimal(ctx, var("voxel/astar/manhattan/heap")));
    CHECK(!pf_ctx_should_be_optimal(ctx, var("voxel/wastar2/octile3d/heap")));
    /* a path through the wall is refused by the validator, with its reason */
    pf_node bad[3] = { s, pf_voxel_node(&v, 1, 0, 0), t };
    char why[200] = "";
    double cost;
    CHECK(!pf_ctx_validate(ctx, bad, 3, s, t, &cost, why, sizeof why));
    CHECK(why[0] != '\0');
    /* a 2D variant on a voxel context: refused, with the domains named */
    CHECK_INT(pf_search(ctx, var("astar/octile/heap"), s, t, &r), PF_ERR_ARG);
    CHECK_INT(pf_ctx_prepare(ctx, var("astar/octile/heap"), NULL), PF_ERR_ARG);
    CHECK_INT(pf_variant_runs_on(var("astar/octile/heap"), PF_MOVES_26, why, sizeof why), 0);
    CHECK_STR(why, "astar/octile/heap searches 2D grids, not voxel volumes");
    /* a blocked start is refused */
    CHECK_INT(pf_search(ctx, var("voxel/astar/octile3d/heap"), pf_voxel_node(&v, 1, 1, 1), t, &r), PF_ERR_ARG);
    pf_ctx_destroy(ctx);
    pf_voxels_free(&v);
}

/* Four nodes on a unit square (0 at the origin, 1 at (1,0), 2 at (1,1), 3 at (0,1)); arcs
 * 0->1 (1), 1->2 (1), 0->3 (1), 3->2 (1.5), 0->2 (3): least cost from 0 to 2 is 2 (via 1). */
static void graphs(void)
{
    const struct pf_graph_arc arcs[] = { { 0, 1, 1000 }, { 1, 2, 1000 }, { 0, 3, 1000 },
                                         { 3, 2, 1500 }, { 0, 2, 3000 } };
    struct pf_graph g;
    CHECK_INT(pf_graph_build(&g, 4, arcs, 5, 1000), PF_OK);
    double pos[12] = { 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0 };
    g.pos = malloc(sizeof pos);
    memcpy(g.pos, pos, sizeof pos);
    pf_graph_check_heuristics(&g);
    struct pf_search_ctx *ctx = pf_ctx_create_graph(&g);
    CHECK(ctx != NULL);
    CHECK_INT(pf_ctx_domain(ctx), PF_DOMAIN_GRAPH);
    CHECK_INT(pf_ctx_moves(ctx), PF_MOVES_GRAPH);
    const char *const optimal[] = { "graph/dijkstra/heap", "graph/dijkstra/bucket", "graph/dijkstra/list",
                                    "graph/astar/euclidean/heap", "graph/astar/euclidean/bucket",
                                    "graph/astar/euclidean/list", "graph/astar/chebyshev/heap" };
    for (size_t i = 0; i < sizeof optimal / sizeof *optimal; i++) {
        const struct pf_variant *vv = var(optimal[i]);
        CHECK_INT(pf_ctx_prepare(ctx, vv, NULL), PF_OK);
        struct pf_result r;
        CHECK_INT(pf_search(ctx, vv, 0, 2, &r), PF_OK);
        CHECK_NEAR(r.cost, 2.0, 1e-12);
        CHECK_INT(r.g, 2000);
        CHECK_INT(r.path_len, 3);
        CHECK(pf_ctx_should_be_optimal(ctx, vv));
        double cost = 0;
        CHECK(pf_ctx_validate(ctx, r.path, r.path_len, 0, 2, &cost, NULL, 0));
        CHECK_NEAR(cost, 2.0, 1e-12);
    }
    /* BFS takes the one arc 0 -> 2 */
    struct pf_result r;
    CHECK_INT(pf_search(ctx, var("graph/bfs"), 0, 2, &r), PF_OK);
    CHECK_INT(r.path_len, 2);
    CHECK_NEAR(r.cost, 3.0, 1e-12);
    /* generic search: every pick reaches 2 first by the arc 0 -> 2 (first discovery wins) */
    const char *const gen[] = { "graph/generic/fifo", "graph/generic/lifo", "graph/generic/random",
                                "graph/generic/greedy" };
    for (size_t i = 0; i < sizeof gen / sizeof *gen; i++) {
        CHECK_INT(pf_ctx_prepare(ctx, var(gen[i]), NULL), PF_OK);
        CHECK_INT(pf_search(ctx, var(gen[i]), 0, 2, &r), PF_OK);
        CHECK_INT(r.path_len, 2);
        CHECK_NEAR(r.cost, 3.0, 1e-12);
        CHECK(!pf_ctx_should_be_optimal(ctx, var(gen[i])));
    }
    /* fifo explores 0, then 1 and 3 (reached before 2, arcs in file order), then pops 2;
     * lifo pops 2 right after 0 */
    CHECK_INT(pf_search(ctx, var("graph/generic/fifo"), 0, 2, &r), PF_OK);
    CHECK_INT(r.c.expanded, 3);
    CHECK_INT(r.c.generated, 5);
    CHECK_INT(r.c.pushes, 4);
    CHECK_INT(pf_search(ctx, var("graph/generic/lifo"), 0, 2, &r), PF_OK);
    CHECK_INT(r.c.expanded, 1);
    CHECK_INT(r.c.generated, 3);
    /* from 3 the only way to 2 is the arc 3 -> 2 */
    CHECK_INT(pf_search(ctx, var("graph/generic/lifo"), 3, 2, &r), PF_OK);
    CHECK_NEAR(r.cost, 1.5, 1e-12);
    CHECK_INT(pf_search(ctx, var("graph/generic/fifo"), 2, 0, &r), PF_NO_PATH);
    /* Manhattan (2 across the square's diagonal) is admissible on this graph's arcs... */
    CHECK(pf_ctx_should_be_optimal(ctx, var("graph/astar/manhattan/heap")));
    pf_ctx_destroy(ctx);
    /* ...but not once an arc is shorter than its ends' Manhattan distance: 1 -> 3 costing 1.5
     * where they are 2 apart (Euclidean 1.414: still admissible) */
    pf_graph_free(&g);
    const struct pf_graph_arc arcs2[] = { { 0, 1, 1000 }, { 1, 3, 1500 }, { 3, 2, 1000 } };
    CHECK_INT(pf_graph_build(&g, 4, arcs2, 3, 1000), PF_OK);
    g.pos = malloc(sizeof pos);
    memcpy(g.pos, pos, sizeof pos);
    pf_graph_check_heuristics(&g);
    ctx = pf_ctx_create_graph(&g);
    CHECK(!pf_ctx_should_be_optimal(ctx, var("graph/astar/manhattan/heap")));
    CHECK(pf_ctx_should_be_optimal(ctx, var("graph/astar/euclidean/heap")));
    CHECK(pf_ctx_should_be_optimal(ctx, var("graph/dijkstra/heap")));
    CHECK_INT(pf_search(ctx, var("graph/astar/euclidean/heap"), 0, 2, &r), PF_OK);
    CHECK_NEAR(r.cost, 3.5, 1e-12);
    /* a voxel variant on a graph context: refused */
    CHECK_INT(pf_search(ctx, var("voxel/astar/octile3d/heap"), 0, 2, &r), PF_ERR_ARG);
    pf_ctx_destroy(ctx);
    /* without positions, only the heuristic-free searches must be optimal */
    free(g.pos);
    g.pos = NULL;
    pf_graph_check_heuristics(&g);
    ctx = pf_ctx_create_graph(&g);
    CHECK(!pf_ctx_should_be_optimal(ctx, var("graph/astar/euclidean/heap")));
    CHECK(pf_ctx_should_be_optimal(ctx, var("graph/dijkstra/heap")));
    pf_ctx_destroy(ctx);
    pf_graph_free(&g);
}

static void registry(void)
{
    CHECK_STR(pf_variant_reference_in(PF_DOMAIN_GRID)->name, "dijkstra/heap");
    CHECK_STR(pf_variant_reference_in(PF_DOMAIN_VOXEL)->name, "voxel/dijkstra/heap");
    CHECK_STR(pf_variant_reference_in(PF_DOMAIN_GRAPH)->name, "graph/dijkstra/heap");
    CHECK(pf_variant_reference() == pf_variant_reference_in(PF_DOMAIN_GRID));
    CHECK_STR(pf_variant_heuristic(var("voxel/astar/octile3d/heap")), "octile3d");
    CHECK_STR(pf_variant_heuristic(var("graph/astar/euclidean/bucket")), "euclidean");
    CHECK_STR(pf_variant_open(var("graph/astar/euclidean/bucket")), "bucket");
    CHECK_STR(pf_variant_algo(var("voxel/dijkstra/heap")), "dijkstra");
    CHECK_STR(pf_variant_algo(var("graph/wastar2/euclidean/heap")), "wastar");
    CHECK_INT(pf_variant_domain(var("voxel/bfs")), PF_DOMAIN_VOXEL);
    CHECK_INT(pf_variant_domain(var("jps")), PF_DOMAIN_GRID);
    /* every variant of every domain passes the registry's own check */
    for (size_t i = 0; i < pf_variant_count(); i++)
        CHECK_INT(pf_variant_check(pf_variant_at(i), NULL, 0), PF_OK);
    /* a heuristic of one domain on an algorithm of another is refused */
    struct pf_variant mixed = { .name = "mixed", .alg = &pf_alg_voxel_best_first, .h = &pf_h_octile,
                                .open = &pf_open_heap };
    char why[200];
    CHECK_INT(pf_variant_check(&mixed, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its heuristic is of another domain than its algorithm (.h: 2D grids, .h3: voxels, .hg: graphs)");
    /* models and domains */
    enum pf_moves m;
    CHECK_INT(pf_moves_parse("26", &m), PF_OK);
    CHECK_INT(m, PF_MOVES_26);
    CHECK_INT(pf_moves_parse("graph", &m), PF_OK);
    CHECK_INT(pf_moves_domain(m), PF_DOMAIN_GRAPH);
    CHECK_INT(pf_moves_domain(PF_MOVES_8CUT), PF_DOMAIN_GRID);
    CHECK_STR(pf_domain_name(PF_DOMAIN_VOXEL), "voxel");
    enum pf_domain d;
    CHECK_INT(pf_domain_parse("graph", &d), PF_OK);
    CHECK_INT(d, PF_DOMAIN_GRAPH);
    CHECK_INT(pf_domain_parse("3d", &d), PF_ERR_ARG);
}

int main(void)
{
    registry();
    voxels();
    graphs();
    return pf_check_report("test_domains");
}
