/* test_bidir.c: bidirectional Dijkstra, A* and BFS and IDA* return Dijkstra's exact costs (BFS:
 * BFS's move counts) on random maps with walls, water and swamp under every model, start ==
 * goal, adjacent cells and unreachable goals included; a map where stopping at the first
 * meeting is suboptimal; IDA*'s budget; exact counters on a tiny map. */
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

static void grid_from(struct pf_grid *g, const char *const *rows, int w, int h)
{
    CHECK_INT(pf_grid_init(g, w, h), PF_OK);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            pf_grid_set(g, x, y, rows[y][x]);
}

static const struct pf_variant *var(const char *name)
{
    const struct pf_variant *v = pf_variant_find(name);
    if (!v) {
        fprintf(stderr, "no variant %s\n", name);
        exit(1);
    }
    return v;
}

/* The answer of v compared with the reference's (cost, or move count for BFS), the path
 * checked by the independent validator. */
static void same_as(struct pf_search_ctx *ctx, const struct pf_variant *v,
                    const struct pf_variant *ref, pf_node s, pf_node t, int by_moves)
{
    struct pf_result a, b;
    int ra = pf_search(ctx, ref, s, t, &a);
    pf_cost want = a.g;
    uint32_t want_len = a.path_len;
    int rb = pf_search(ctx, v, s, t, &b);
    CHECK_INT(rb, ra);
    if (ra != PF_OK || rb != PF_OK)
        return;
    if (by_moves)
        CHECK_INT(b.path_len, want_len);
    else
        CHECK_INT(b.g, want);
    double cost;
    char why[200];
    int ok = pf_path_validate(ctx->grid, ctx->moves, b.path, b.path_len, s, t, &cost, why, sizeof why);
    if (!ok)
        fprintf(stderr, "%s: %s\n", v->name, why);
    CHECK(ok);
    CHECK_NEAR(cost, b.cost, 1e-9);
}

/* Random maps: walls, water (its own class) and swamp (land), every model, many pairs. */

/* The rule this suite must not follow, for comparison: alternate the sides, stop at the first
 * move that reaches a node the other side has reached (PathFinding.js's BiAStarFinder, with
 * h = 0). Plain arrays, a linear scan for the least g: small maps only. Returns the cost. */
static pf_cost first_meeting(struct pf_search_ctx *ctx, pf_node s, pf_node t)
{
    uint32_t n = ctx->num_nodes;
    pf_cost *g[2] = { malloc(n * sizeof(pf_cost)), malloc(n * sizeof(pf_cost)) };
    char *st[2] = { calloc(n, 1), calloc(n, 1) };     /* 0 new, 1 open, 2 closed */
    pf_cost found = PF_COST_INF;
    g[0][s] = 0, st[0][s] = 1, g[1][t] = 0, st[1][t] = 1;
    for (int side = 0; found == PF_COST_INF; side ^= 1) {
        pf_node best = PF_NONE;
        for (pf_node i = 0; i < n; i++)
            if (st[side][i] == 1 && (best == PF_NONE || g[side][i] < g[side][best]))
                best = i;
        if (best == PF_NONE)
            break;
        st[side][best] = 2;
        for (int d = 0; d < 8 && found == PF_COST_INF; d++) {
            if (!(ctx->mask[best] & (1u << d)))
                continue;
            pf_node m = best + (uint32_t)ctx->off[d];
            pf_cost ng = g[side][best] + ctx->step[d];
            if (st[!side][m]) {
                found = ng + g[!side][m];
            } else if (!st[side][m] || (st[side][m] == 1 && ng < g[side][m])) {
                g[side][m] = ng;
                st[side][m] = 1;
            }
        }
    }
    free(g[0]), free(g[1]), free(st[0]), free(st[1]);
    return found;
}

static int ida_solved;

static void random_maps(void)
{
    static const char terrain[] = "....S..@@W";
    for (int k = 0; k < 24; k++) {
        int w = 6 + (int)rnd(30), h = 6 + (int)rnd(30);
        struct pf_grid g;
        CHECK_INT(pf_grid_init(&g, w, h), PF_OK);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                pf_grid_set(&g, x, y, terrain[rnd(sizeof terrain - 1)]);
        for (int m = 0; m < PF_NUM_MOVES; m++) {
            struct pf_search_ctx *ctx = pf_ctx_create(&g, (enum pf_moves)m);
            CHECK(ctx != NULL);
            pf_ctx_set_budget(ctx, 0);
            for (int q = 0; q < 60; q++) {
                pf_node s, t;
                do
                    s = pf_grid_node(&g, (int)rnd((uint32_t)w), (int)rnd((uint32_t)h));
                while (g.cls[s] == PF_CLS_BLOCKED);
                if (q % 10 == 0)
                    t = s;                                 /* start == goal */
                else if (q % 10 == 1 && g.cls[s + 1] != PF_CLS_BLOCKED)
                    t = s + 1;                             /* adjacent (maybe another class) */
                else
                    do
                        t = pf_grid_node(&g, (int)rnd((uint32_t)w), (int)rnd((uint32_t)h));
                    while (g.cls[t] == PF_CLS_BLOCKED);
                same_as(ctx, var("bidir-dijkstra/heap"), var("dijkstra/heap"), s, t, 0);
                same_as(ctx, var("bidir-astar/octile/heap"), var("dijkstra/heap"), s, t, 0);
                same_as(ctx, var("bidir-bfs"), var("bfs"), s, t, 1);
                /* IDA* on small maps under a budget: without a closed list it is exponential
                 * (an unreachable goal makes it enumerate every simple path) */
                if (w * h <= 150) {
                    struct pf_result r;
                    pf_ctx_set_budget(ctx, 200000);
                    if (pf_search(ctx, var("idastar/octile"), s, t, &r) != PF_BUDGET) {
                        same_as(ctx, var("idastar/octile"), var("dijkstra/heap"), s, t, 0);
                        ida_solved++;
                    }
                    pf_ctx_set_budget(ctx, 0);
                }
            }
            pf_ctx_destroy(ctx);
        }
        pf_grid_free(&g);
    }
}

/* 4x4 under model 8 from the top-left to the bottom-right corner: three diagonals (the optimum)
 * against the two diagonals and two straight steps the first meeting takes. */
static void first_meeting_is_not_enough(void)
{
    static const char *const rows[] = { "....", "...@", "@...", "...." };
    struct pf_grid g;
    grid_from(&g, rows, 4, 4);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    pf_node s = pf_grid_node(&g, 0, 0), t = pf_grid_node(&g, 3, 3);
    CHECK_INT(first_meeting(ctx, s, t), 2 * PF_DIAG + 2 * PF_CARD);
    struct pf_result r;
    CHECK_INT(pf_search(ctx, var("bidir-dijkstra/heap"), s, t, &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_DIAG);
    CHECK_INT(r.path_len, 4);
    CHECK_INT(pf_search(ctx, var("bidir-astar/octile/heap"), s, t, &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_DIAG);
    CHECK_INT(pf_search(ctx, var("idastar/octile"), s, t, &r), PF_OK);
    CHECK_INT(r.g, 3 * PF_DIAG);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Counters worked out by hand on a 5-cell corridor under model 4 (see each line). */
static void corridor_counters(void)
{
    static const char *const rows[] = { "....." };
    struct pf_grid g;
    grid_from(&g, rows, 5, 1);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_4);
    pf_node s = pf_grid_node(&g, 0, 0), t = pf_grid_node(&g, 4, 0);
    struct pf_result r;
    /* open lists of equal size: forward goes first, and goes on (ties go forward); its 4th
     * expansion, cell 3, reaches the goal (labelled backward, g 0): mu = 4 steps, and then
     * top_f (4 steps) + top_b (0) + one step >= mu stops it. Pushes: the two roots and cells
     * 1..4; generated: 1 + 2 + 2 + 2 moves. */
    CHECK_INT(pf_search(ctx, var("bidir-dijkstra/heap"), s, t, &r), PF_OK);
    CHECK_INT(r.g, 4 * PF_CARD);
    CHECK_INT(r.path_len, 5);
    CHECK_INT(r.c.expanded, 4);
    CHECK_INT(r.c.generated, 7);
    CHECK_INT(r.c.pushes, 6);
    CHECK_INT(r.c.decreases, 0);
    CHECK_INT(r.c.reopened, 0);
    CHECK_INT(r.c.max_open, 2);
    /* layers of one node each, forward on ties: the 4th layer labels the goal */
    CHECK_INT(pf_search(ctx, var("bidir-bfs"), s, t, &r), PF_OK);
    CHECK_INT(r.path_len, 5);
    CHECK_INT(r.c.expanded, 4);
    CHECK_INT(r.c.generated, 7);
    CHECK_INT(r.c.pushes, 6);
    CHECK_INT(r.c.max_open, 2);
    /* bound h(start) = 4 steps is exact: one iteration, start and cells 1..3 expanded, the
     * goal found when generated from cell 3 (east is tried before west) */
    CHECK_INT(pf_search(ctx, var("idastar/octile"), s, t, &r), PF_OK);
    CHECK_INT(r.g, 4 * PF_CARD);
    CHECK_INT(r.path_len, 5);
    CHECK_INT(r.c.expanded, 4);
    CHECK_INT(r.c.generated, 7);
    CHECK_INT(r.c.pushes, 4);
    CHECK_INT(r.c.max_open, 4);
    /* start == goal: the one-cell path, nothing expanded */
    CHECK_INT(pf_search(ctx, var("bidir-dijkstra/heap"), s, s, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(r.c.expanded, 0);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* IDA* stops at the budget, exactly: an open 40x40 map whose goal is walled in, so no bound
 * ever finds it; the rows of cells around the goal are walls. */
static void idastar_budget(void)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 40, 40), PF_OK);
    for (int y = 0; y < 40; y++)
        for (int x = 0; x < 40; x++)
            pf_grid_set(&g, x, y, (x >= 37 && y >= 37 && !(x == 39 && y == 39)) ? '@' : '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    pf_ctx_set_budget(ctx, 5000);
    struct pf_result r;
    CHECK_INT(pf_search(ctx, var("idastar/octile"), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 39, 39), &r),
              PF_BUDGET);
    CHECK_INT(r.c.expanded, 5000);
    CHECK_INT(r.path_len, 0);
    /* and the next query on the same context starts clean: an adjacent cell */
    CHECK_INT(pf_search(ctx, var("idastar/octile"), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 1, 0), &r),
              PF_OK);
    CHECK_INT(r.g, PF_CARD);
    CHECK_INT(r.c.expanded, 1);
    /* the bidirectional searches prove it unreachable at once: the start (open lists of equal
     * size), then the goal, whose side is then empty */
    pf_ctx_set_budget(ctx, 0);
    CHECK_INT(pf_search(ctx, var("bidir-dijkstra/heap"), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 39, 39), &r),
              PF_NO_PATH);
    CHECK_INT(r.c.expanded, 2);
    CHECK_INT(pf_search(ctx, var("bidir-bfs"), pf_grid_node(&g, 0, 0), pf_grid_node(&g, 39, 39), &r),
              PF_NO_PATH);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

int main(void)
{
    first_meeting_is_not_enough();
    corridor_counters();
    idastar_budget();
    random_maps();
    CHECK(ida_solved > 300);      /* IDA* answered most small-map queries */
    printf("%d checks, %d failures\n", pf_check_count, pf_check_failures);
    return pf_check_failures ? 1 : 0;
}
