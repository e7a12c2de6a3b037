/* test_domains.c: the voxel and node-graph variants through the one registry and context
 * API (pf_search, pf_ctx_validate, pf_ctx_should_be_optimal): exact costs on small spaces built
 * here, the domains' references, refusals across domains with their messages, and the models. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_graph.h"
#include "pf_search.h"
#include "pf_voxel.h"

static const struct pf_variant *var(const char *name)
{
    const struct pf_variant *v = pf_variant_find(name);
    if (!v)
        fprintf(stderr, "no variant %s\n", name);
    return v;
}

/* A 4 x 4 x 4 volume with a wall at x = 1 except one hole at (1, 3, 3): from (0, 0, 0) to
 * (2, 0, 0) a path must climb to the hole and come back. */
static void wall_volume(struct pf_voxels *v)
{
    CHECK_INT(pf_voxels_init(v, 4, 4, 4), PF_OK);
    for (int y = 0; y < 4; y++)
        for (int z = 0; z < 4; z++)
            if (!(y == 3 && z == 3))
                pf_voxels_block(v, 1, y, z);
}

static void voxels(void)
{
    struct pf_voxels v;
    wall_volume(&v);
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(&v);
    CHECK(ctx != NULL);
    CHECK(pf_ctx_domain(ctx) == &pf_domain_voxel);
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

/* The fixed-point and the real cost of a voxel path, move by move: C1, C2 or C3 (1, sqrt 2,
 * sqrt 3) by the number of coordinates a move changes. */
static void path_costs(const struct pf_voxels *v, const pf_node *p, uint32_t len, uint64_t *fixed,
                       double *real)
{
    static const uint64_t ck[4] = { 0, PF_VOX_C1, PF_VOX_C2, PF_VOX_C3 };
    *fixed = 0;
    *real = 0;
    for (uint32_t i = 1; i < len; i++) {
        int32_t x0, y0, z0, x1, y1, z1;
        pf_voxel_xyz(v, p[i - 1], &x0, &y0, &z0);
        pf_voxel_xyz(v, p[i], &x1, &y1, &z1);
        const int k = (x0 != x1) + (y0 != y1) + (z0 != z1);
        *fixed += ck[k];
        *real += sqrt((double)k);
    }
}

/* The fifo generic search computed here on its own terms, over node numbers with plain arrays:
 * voxels chosen oldest first, the goal tested when chosen, a voxel's legal moves tried in the
 * order of pf_vox_dirs, each voxel entering the set once. Its expanded, generated and pushes. */
static void fifo_counters(const struct pf_voxels *v, pf_node s, pf_node t, uint64_t out[3])
{
    pf_node *set = malloc(v->num_nodes * sizeof *set);
    unsigned char *seen = calloc(v->num_nodes, 1);
    uint64_t head = 0, tail = 0;
    out[0] = out[1] = 0;
    set[tail++] = s;
    seen[s] = 1;
    while (head < tail && set[head] != t) {
        const pf_node n = set[head++];
        out[0]++;
        const uint32_t mk = pf_voxel_move_mask(v, n);
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
            if (!(mk >> d & 1u))
                continue;
            out[1]++;
            const pf_node m = (pf_node)((int64_t)n + pf_vox_dirs[d].dx + (int64_t)pf_vox_dirs[d].dy * v->sx +
                                        (int64_t)pf_vox_dirs[d].dz * v->sx * v->sy);
            if (!seen[m]) {
                seen[m] = 1;
                set[tail++] = m;
            }
        }
    }
    out[2] = tail;
    free(set);
    free(seen);
}

/* Generic search on the wall volume: every pick finds a valid path whose reported costs are
 * its moves' costs, never required to be optimal; fifo's counters exact; the pick matters; a
 * random run is the same under the same seed, including a run that had to grow the state. */
static void voxel_generic(void)
{
    struct pf_voxels v;
    wall_volume(&v);
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(&v);
    CHECK(ctx != NULL);
    const pf_node s = pf_voxel_node(&v, 0, 0, 0), t = pf_voxel_node(&v, 2, 0, 0);
    const double best = 2 + 6 * M_SQRT2;
    const char *const gen[] = { "voxel/generic/fifo", "voxel/generic/lifo", "voxel/generic/random",
                                "voxel/generic/greedy" };
    struct pf_result r;
    for (size_t i = 0; i < sizeof gen / sizeof *gen; i++) {
        const struct pf_variant *vv = var(gen[i]);
        CHECK(pf_variant_domain(vv) == &pf_domain_voxel);
        CHECK_INT(pf_ctx_prepare(ctx, vv, NULL), PF_OK);
        CHECK_INT(pf_search(ctx, vv, s, t, &r), PF_OK);
        double cost = -1, real;
        uint64_t fixed;
        char why[200] = "";
        CHECK(pf_ctx_validate(ctx, r.path, r.path_len, s, t, &cost, why, sizeof why));
        path_costs(&v, r.path, r.path_len, &fixed, &real);
        CHECK_INT(r.g, fixed);
        CHECK_NEAR(r.cost, real, 1e-9);
        CHECK_NEAR(cost, real, 1e-9);
        CHECK(r.cost >= best - 1e-9);
        CHECK(r.path_len >= 9);
        CHECK_INT(r.touched, r.c.pushes);          /* every voxel reached got a state slot */
        CHECK(r.state_bytes > 0 && r.c.reopened == 0 && r.c.decreases == 0);
        CHECK(!pf_ctx_should_be_optimal(ctx, vv));
        /* start == goal: the one-voxel path, nothing explored */
        CHECK_INT(pf_search(ctx, vv, s, s, &r), PF_OK);
        CHECK_INT(r.path_len, 1);
        CHECK(r.path[0] == s);
        CHECK_INT(r.g, 0);
        CHECK_NEAR(r.cost, 0, 0);
        CHECK_INT(r.c.expanded, 0);
        CHECK_INT(r.c.pushes, 1);
    }
    /* fifo: BFS's order, so a fewest-moves path (8 moves). The layers by moves from the start
     * are max(y, z) on the x = 0 side (0..3), 4 for the hole, 5 + max(x - 2, 3 - y, 3 - z) on
     * the far side (5..8), the goal in the last: every free voxel (49) is reached once layer 7
     * is explored, and the goal is the first of layer 8 in the set, so the voxels explored are
     * layers 0..7: the 16 of x = 0, the hole and the 18 of x = 2, 3 with y, z >= 1 (35). Their
     * legal moves: 3, 5 or 8 in the x = 0 square (84) and the face move into the hole (1); the
     * hole's 2; on the far side, 2 * ny * nz - 1 for the voxels of the 2 x 4 x 4 box around
     * (ny, nz: 3, 3, 2 for y, z = 1, 2, 3): 2 * (2 * 8 * 8 - 9) = 238, and (2, 3, 3)'s move into
     * the hole (1): 326 in all. */
    uint64_t want[3];
    fifo_counters(&v, s, t, want);
    CHECK_INT(pf_search(ctx, var("voxel/generic/fifo"), s, t, &r), PF_OK);
    CHECK_INT(r.path_len, 9);
    CHECK_INT(r.c.expanded, want[0]);
    CHECK_INT(r.c.generated, want[1]);
    CHECK_INT(r.c.pushes, want[2]);
    CHECK_INT(r.c.pushes, 49);
    CHECK_INT(r.c.expanded, 35);
    CHECK_INT(r.c.generated, 326);
    const uint64_t fifo_expanded = r.c.expanded;
    /* lifo dives: another order, another count */
    CHECK_INT(pf_search(ctx, var("voxel/generic/lifo"), s, t, &r), PF_OK);
    CHECK(r.c.expanded != fifo_expanded);
    /* random: the same seed, the same search */
    const struct pf_variant *rnd = var("voxel/generic/random");
    pf_ctx_set_seed(ctx, 7);
    CHECK_INT(pf_search(ctx, rnd, s, t, &r), PF_OK);
    pf_node first[64];
    const uint32_t first_len = r.path_len;
    const struct pf_counters first_c = r.c;
    CHECK(first_len <= 64);
    memcpy(first, r.path, (first_len <= 64 ? first_len : 64) * sizeof *first);
    pf_ctx_set_seed(ctx, 7);
    CHECK_INT(pf_search(ctx, rnd, s, t, &r), PF_OK);
    CHECK_INT(r.path_len, first_len);
    CHECK(r.path_len == first_len && memcmp(r.path, first, first_len * sizeof *first) == 0);
    CHECK(memcmp(&r.c, &first_c, sizeof first_c) == 0);
    /* the budget stops the search after that many expansions */
    pf_ctx_set_budget(ctx, 3);
    CHECK_INT(pf_search(ctx, var("voxel/generic/fifo"), s, t, &r), PF_BUDGET);
    CHECK_INT(r.c.expanded, 3);
    CHECK_INT(pf_search(ctx, var("voxel/generic/greedy"), s, t, &r), PF_BUDGET);
    CHECK_INT(r.c.expanded, 3);
    pf_ctx_set_budget(ctx, 0);
    /* a blocked goal is refused */
    CHECK_INT(pf_search(ctx, var("voxel/generic/fifo"), s, pf_voxel_node(&v, 1, 0, 0), &r), PF_ERR_ARG);
    pf_ctx_destroy(ctx);
    pf_voxels_free(&v);

    /* no way through: a 3 x 1 x 1 volume with its middle blocked; the start is explored, its one
     * neighbour blocked */
    CHECK_INT(pf_voxels_init(&v, 3, 1, 1), PF_OK);
    pf_voxels_block(&v, 1, 0, 0);
    ctx = pf_ctx_create_voxel(&v);
    for (size_t i = 0; i < sizeof gen / sizeof *gen; i++) {
        CHECK_INT(pf_search(ctx, var(gen[i]), pf_voxel_node(&v, 0, 0, 0), pf_voxel_node(&v, 2, 0, 0), &r),
                  PF_NO_PATH);
        CHECK_INT(r.c.expanded, 1);
        CHECK_INT(r.c.generated, 0);
        CHECK_INT(r.c.pushes, 1);
    }
    pf_ctx_destroy(ctx);
    pf_voxels_free(&v);

    /* a free 96 x 96 x 16 volume: 288 blocks of 8^3, more than the 128 pages a context starts
     * with. A random search corner to corner that outgrows them runs again from the start on a
     * larger state, with the random draws of the first run: the same path and counters as the
     * same query on the grown context. */
    CHECK_INT(pf_voxels_init(&v, 96, 96, 16), PF_OK);
    ctx = pf_ctx_create_voxel(&v);
    const pf_node a = pf_voxel_node(&v, 0, 0, 0), b = pf_voxel_node(&v, 95, 95, 15);
    const size_t bytes0 = pf_ctx_bytes(ctx);
    pf_ctx_set_seed(ctx, 11);
    CHECK_INT(pf_search(ctx, rnd, a, b, &r), PF_OK);
    CHECK(pf_ctx_bytes(ctx) > bytes0);              /* the state grew during that query */
    CHECK(r.touched > 128 * 512);
    const struct pf_counters grown_c = r.c;
    const double grown_cost = r.cost;
    const uint32_t grown_len = r.path_len;
    pf_ctx_set_seed(ctx, 11);
    CHECK_INT(pf_search(ctx, rnd, a, b, &r), PF_OK);
    CHECK(memcmp(&r.c, &grown_c, sizeof grown_c) == 0);
    CHECK_INT(r.path_len, grown_len);
    CHECK_NEAR(r.cost, grown_cost, 0);
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
    CHECK(pf_ctx_domain(ctx) == &pf_domain_graph);
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
    CHECK_STR(pf_variant_reference_in(&pf_domain_grid)->name, "dijkstra/heap");
    CHECK_STR(pf_variant_reference_in(&pf_domain_voxel)->name, "voxel/dijkstra/heap");
    CHECK_STR(pf_variant_reference_in(&pf_domain_graph)->name, "graph/dijkstra/heap");
    CHECK(pf_variant_reference() == pf_variant_reference_in(&pf_domain_grid));
    CHECK_STR(pf_variant_heuristic(var("voxel/astar/octile3d/heap")), "octile3d");
    CHECK_STR(pf_variant_heuristic(var("graph/astar/euclidean/bucket")), "euclidean");
    CHECK_STR(pf_variant_open(var("graph/astar/euclidean/bucket")), "bucket");
    CHECK_STR(pf_variant_algo(var("voxel/dijkstra/heap")), "dijkstra");
    CHECK_STR(pf_variant_algo(var("graph/wastar2/euclidean/heap")), "wastar");
    CHECK(pf_variant_domain(var("voxel/bfs")) == &pf_domain_voxel);
    CHECK(pf_variant_domain(var("jps")) == &pf_domain_grid);
    /* every variant of every domain passes the registry's own check */
    for (size_t i = 0; i < pf_variant_count(); i++)
        CHECK_INT(pf_variant_check(pf_variant_at(i), NULL, 0), PF_OK);
    /* a heuristic of one domain on an algorithm of another is refused */
    struct pf_variant mixed = { .name = "mixed", .alg = &pf_alg_voxel_best_first, .heuristic = &pf_h_octile.info,
                                .open = &pf_open_heap };
    char why[200];
    CHECK_INT(pf_variant_check(&mixed, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its heuristic is of another kind than its algorithm's domain takes");
    /* models and domains */
    enum pf_moves m;
    CHECK_INT(pf_moves_parse("26", &m), PF_OK);
    CHECK_INT(m, PF_MOVES_26);
    CHECK_INT(pf_moves_parse("graph", &m), PF_OK);
    CHECK(pf_moves_domain(m) == &pf_domain_graph);
    CHECK(pf_moves_domain(PF_MOVES_8CUT) == &pf_domain_grid);
    CHECK_STR(pf_domain_voxel.name, "voxel");
    CHECK(pf_domain_find("graph") == &pf_domain_graph);
    CHECK(pf_domain_find("3d") == NULL);
}

int main(void)
{
    registry();
    voxels();
    voxel_generic();
    graphs();
    return pf_check_report("test_domains");
}
