/* test_prepare.c: pf_ctx_prepare runs an algorithm's setup and preprocessing once per context,
 * reports the preprocessed bytes, frees both with the context; models outside runs_on are
 * refused with the algorithm's reason; jump paths come back as every cell between the jump
 * points, with their exact cost. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"

static int setups, preps, releases, teardowns, searches;

static int prep(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    (void)m;
    preps++;
    *bytes = g->num_nodes;
    *data = calloc(g->num_nodes, 1);
    return *data ? PF_OK : PF_ERR_NOMEM;
}
static void release(void *d) { releases++; free(d); }
static int setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **s, size_t *bytes)
{
    (void)v;
    setups++;
    *bytes = ctx->num_nodes * sizeof(pf_node);
    *s = malloc(*bytes);
    return *s ? PF_OK : PF_ERR_NOMEM;
}
static void teardown(void *s) { teardowns++; free(s); }

/* the "jump" search: start -> (3,0) -> (5,2) -> (5,4) -> goal (0,4) as jump points only */
static const struct pf_alg jump_alg;
static int jump_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                       pf_node goal, struct pf_result *res)
{
    (void)v;
    searches++;
    pf_ctx_begin(ctx, res);
    pf_node *parent = ctx_scratch(ctx, &jump_alg);
    CHECK(parent != NULL);
    CHECK(ctx_prep(ctx, &jump_alg) != NULL);
    const struct pf_grid *g = ctx->grid;
    pf_node a = pf_grid_node(g, 3, 0), b = pf_grid_node(g, 5, 2), c = pf_grid_node(g, 5, 4);
    parent[a] = start;
    parent[b] = a;
    parent[c] = b;
    parent[goal] = c;
    pf_ctx_finish_jump_path(ctx, parent, start, goal, res);
    return res->status;
}
static const struct pf_alg jump_alg = {
    .name = "jump", .optimal_on = PF_MOVES_BIT(PF_MOVES_8), .needs = PF_NEEDS_PREPROCESS,
    .runs_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8),
    .limits = "its made-up rules need a model without corner cutting",
    .preprocess = prep, .release = release, .setup = setup, .teardown = teardown,
    .search = jump_search,
};

/* An open list that counts how often it is made and emptied: preparing makes it once and never
 * empties it; emptying belongs to the search, inside the query's time. */
static int creates, clears;
static void *counting_create(uint32_t n) { creates++; return pf_open_heap.create(n); }
static void counting_clear(void *q) { clears++; pf_open_heap.clear(q); }
static const struct pf_open_ops *counting_ops(void)
{
    static struct pf_open_ops ops;
    ops = pf_open_heap;
    ops.name = "counting-heap";
    ops.create = counting_create;
    ops.clear = counting_clear;
    return &ops;
}

static void open_list_outside_the_clock(const struct pf_grid *g)
{
    const struct pf_variant astar = { .name = "test/astar-counting", .alg = &pf_alg_best_first,
                                      .heuristic = &pf_h_octile.info, .open = counting_ops() };
    struct pf_search_ctx *ctx = pf_ctx_create(g, PF_MOVES_8);
    struct pf_result r;
    pf_node s = pf_grid_node(g, 0, 0), t = pf_grid_node(g, 5, 4);
    CHECK_INT(pf_ctx_prepare(ctx, &astar, NULL), PF_OK);
    CHECK_INT(creates, 1);
    CHECK_INT(clears, 0);
    for (int q = 1; q <= 3; q++) {
        CHECK_INT(pf_ctx_prepare(ctx, &astar, NULL), PF_OK);   /* what the timer does before each query */
        CHECK_INT(clears, q - 1);                               /* ... without emptying anything */
        CHECK_INT(pf_search(ctx, &astar, s, t, &r), PF_OK);
        CHECK_INT(clears, q);                                   /* the search empties it, timed */
    }
    CHECK_INT(creates, 1);
    pf_ctx_destroy(ctx);
}

int main(void)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 8, 6), PF_OK);
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 8; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_variant v = { .name = "jump/test", .alg = &jump_alg };
    char why[200];
    CHECK_INT(pf_variant_check(&v, why, sizeof why), PF_OK);
    CHECK_INT(pf_variant_register(&v), PF_OK);

    /* a model outside runs_on: refused by prepare and by search, with the reason */
    struct pf_search_ctx *cut = pf_ctx_create(&g, PF_MOVES_8CUT);
    CHECK_INT(pf_variant_runs_on(&v, PF_MOVES_8CUT, why, sizeof why), 0);
    CHECK_STR(why, "jump/test cannot run under movement model 8-cut: its made-up rules need a "
                   "model without corner cutting");
    CHECK_INT(pf_variant_runs_on(&v, PF_MOVES_8, why, sizeof why), 1);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(cut, &v, &p), PF_ERR_ARG);
    struct pf_result r;
    CHECK_INT(pf_search(cut, &v, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 0, 4), &r), PF_ERR_ARG);
    CHECK_INT(preps + setups + searches, 0);
    pf_ctx_destroy(cut);

    /* prepared once per context: ran = 1 the first time, the same bytes after */
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    size_t before = pf_ctx_bytes(ctx);
    CHECK_INT(pf_ctx_prepare(ctx, &v, &p), PF_OK);
    CHECK_INT(p.ran, 1);
    CHECK_INT(p.bytes, g.num_nodes);
    CHECK_INT(pf_ctx_prepare(ctx, &v, &p), PF_OK);
    CHECK_INT(p.ran, 0);
    CHECK_INT(p.bytes, g.num_nodes);
    CHECK_INT(pf_ctx_bytes(ctx) - before, g.num_nodes + g.num_nodes * sizeof(pf_node));
    CHECK_INT(preps, 1);
    CHECK_INT(setups, 1);

    /* the jump path: 3 east, 2 south-east, 2 south, 5 west: 10 + 2 sqrt 2, 13 cells */
    pf_node start = pf_grid_node(&g, 0, 0), goal = pf_grid_node(&g, 0, 4);
    CHECK_INT(pf_search(ctx, &v, start, goal, &r), PF_OK);
    CHECK_INT(r.path_len, 13);
    CHECK_NEAR(r.cost, 10 + 2 * M_SQRT2, 1e-12);
    CHECK_INT(r.g, 10 * PF_CARD + 2 * PF_DIAG);
    static const int want[13][2] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 4, 1 }, { 5, 2 },
                                     { 5, 3 }, { 5, 4 }, { 4, 4 }, { 3, 4 }, { 2, 4 }, { 1, 4 },
                                     { 0, 4 } };
    for (uint32_t i = 0; i < r.path_len && i < 13; i++) {
        int32_t x, y;
        pf_grid_xy(&g, r.path[i], &x, &y);
        CHECK_INT(x, want[i][0]);
        CHECK_INT(y, want[i][1]);
    }
    double cost;
    CHECK_INT(pf_path_validate(&g, PF_MOVES_8, r.path, r.path_len, start, goal, &cost, why, sizeof why), 1);
    CHECK_INT(preps, 1);                       /* searching did not preprocess again */

    /* a link that is neither straight nor diagonal is refused, not drawn */
    pf_node *parent = ctx_scratch(ctx, &jump_alg);
    parent[goal] = pf_grid_node(&g, 2, 1);
    parent[pf_grid_node(&g, 2, 1)] = start;
    pf_ctx_finish_jump_path(ctx, parent, start, goal, &r);
    CHECK_INT(r.status, PF_ERR_ARG);
    CHECK_INT(r.path_len, 0);

    /* a second context prepares again; destroying both frees everything once */
    struct pf_search_ctx *ctx2 = pf_ctx_create(&g, PF_MOVES_4);
    CHECK_INT(pf_search(ctx2, &v, start, goal, &r), PF_OK);   /* prepares on its own */
    CHECK_INT(preps, 2);
    pf_ctx_destroy(ctx);
    pf_ctx_destroy(ctx2);
    CHECK_INT(releases, 2);
    CHECK_INT(teardowns, 2);
    open_list_outside_the_clock(&g);
    pf_grid_free(&g);
    return pf_check_report("test_prepare");
}
