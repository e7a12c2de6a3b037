/* test_jpsw.c: JPSW (weighted/jpsw) against Dijkstra (weighted/dijkstra/heap) under both cost
 * rules: the same fixed-point cost g and real cost on every line of seeded maps of five kinds
 * (random labels, Voronoi regions with walls, open uniform, corridors, thin stripes), a
 * Bellman-Ford in doubles on small ones, hand-made maps with costs worked out by hand (a road
 * that ends, changes cost, runs by a wall: every pair of cells against Dijkstra), the
 * pruning's sets on uniform blocks and by walls, tracing marks, and fewer expansions than A*. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "jpsw.h"
#include "wbellman.h"

/* Labels: '#' wall; a 1, b 2, c 4, d 8, e 1.5, f 7.3 (one decimal: scale 10). */
static const char labels[] = "abcdef";
static const double label_cost[] = { 1, 2, 4, 8, 1.5, 7.3 };

static void make_costs(struct pf_costs *c)
{
    memset(c, 0, sizeof *c);
    c->scale = 10;
    c->decimals = 1;
    for (int i = 0; i < 6; i++) {
        unsigned char l = (unsigned char)labels[i];
        c->cost[l] = label_cost[i];
        c->fixed[l] = (uint32_t)llround(label_cost[i] * 10);
        c->line[l] = 1;
    }
    c->line['#'] = 1;
}

static uint64_t rng_next(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

enum kind { K_RANDOM, K_REGIONS, K_OPEN, K_CORRIDORS, K_STRIPES, NUM_KINDS };
static const char *const kind_name[NUM_KINDS] = { "random", "regions", "open", "corridors", "stripes" };

/* A seeded W x H map of kind k into lab; scatter: the percentage of lone walls in regions. */
static void gen(enum kind k, int W, int H, int scatter, uint64_t *rng, char *lab)
{
    switch (k) {
    case K_RANDOM:                   /* a label per cell: nothing uniform */
        for (int i = 0; i < W * H; i++)
            lab[i] = rng_next(rng) % 100 < 15 ? '#' : labels[rng_next(rng) % 6];
        break;
    case K_REGIONS: {                /* Voronoi regions of 3 to 5 costs, some walls */
        int ns = 3 + (int)(rng_next(rng) % 8), nl = 3 + (int)(rng_next(rng) % 3);
        int sx[12], sy[12];
        char sl[12];
        for (int i = 0; i < ns; i++) {
            sx[i] = (int)(rng_next(rng) % (uint64_t)W);
            sy[i] = (int)(rng_next(rng) % (uint64_t)H);
            sl[i] = rng_next(rng) % 9 == 0 ? '#' : labels[rng_next(rng) % (uint64_t)nl];
        }
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int best = 0, bd = INT32_MAX;
                for (int i = 0; i < ns; i++) {
                    int d = (x - sx[i]) * (x - sx[i]) + (y - sy[i]) * (y - sy[i]);
                    if (d < bd) {
                        bd = d;
                        best = i;
                    }
                }
                lab[y * W + x] = (int)(rng_next(rng) % 100) < scatter ? '#' : sl[best];
            }
        break;
    }
    case K_OPEN: {                   /* one cost, few walls */
        char l = labels[rng_next(rng) % 6];
        for (int i = 0; i < W * H; i++)
            lab[i] = rng_next(rng) % 100 < 3 ? '#' : l;
        break;
    }
    case K_CORRIDORS:                /* walls every third row and column, gaps, costs by corridor */
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int wall = (y % 3 == 2 || x % 5 == 4) && rng_next(rng) % 100 < 80;
                lab[y * W + x] = wall ? '#' : labels[(unsigned)(y / 3 + x / 5) % 4];
            }
        break;
    default: {                       /* stripes of two costs, straight or diagonal, 1 to 3 wide */
        int dir = (int)(rng_next(rng) % 4), wd = 1 + (int)(rng_next(rng) % 3);
        char l0 = labels[rng_next(rng) % 6], l1 = labels[rng_next(rng) % 6];
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int t = dir == 0 ? x : dir == 1 ? y : dir == 2 ? x + y : x - y + H;
                lab[y * W + x] = rng_next(rng) % 100 < 2 ? '#' : (t / wd) % 2 ? l1 : l0;
            }
        break;
    }
    }
}

/* The labels' real costs, for Bellman-Ford (wbellman.h). */
static double jb(const char *lab, int W, int H, enum pf_moves m, int s, int t)
{
    double lc[256] = { 0 };
    for (int i = 0; i < 6; i++)
        lc[(unsigned char)labels[i]] = label_cost[i];
    return bellman(lab, lc, W, H, m, s, t);
}

/* One line on ctx with variant v: its status; *g and *cost when found, after checking the
 * path with the validator, whose fixed cost must be the search's g. */
static int run(struct pf_search_ctx *ctx, const struct pf_wgrid *w, const char *name, pf_node s,
               pf_node t, pf_cost *g, double *cost, uint64_t *expanded)
{
    struct pf_result r;
    int rc = pf_search(ctx, pf_variant_find(name), s, t, &r);
    if (expanded)
        *expanded += r.c.expanded;
    if (rc != PF_OK)
        return rc;
    char why[200] = "";
    double vc = 0;
    pf_cost fx = 0;
    int ok = pf_wpath_validate(w, ctx->moves, r.path, r.path_len, s, t, &vc, &fx, why, sizeof why);
    CHECK(ok);
    if (!ok)
        fprintf(stderr, "  %s: %s\n", name, why);
    CHECK_INT(fx, r.g);
    CHECK_NEAR(vc, r.cost, 1e-9 * (1 + vc));
    *g = r.g;
    *cost = r.cost;
    return rc;
}

/* Every kind, both rules, many maps and lines: JPSW's g equals Dijkstra's exactly. */
static void against_dijkstra(void)
{
    struct pf_costs c;
    make_costs(&c);
    uint64_t rng = 2024;
    int lines = 0, found = 0, bellman_lines = 0;
    for (int k = 0; k < NUM_KINDS; k++) {
        int kind_fail = pf_check_failures;
        for (int map = 0; map < 14; map++) {
            const int W = 8 + (int)(rng_next(&rng) % 40), H = 6 + (int)(rng_next(&rng) % 30);
            char *lab = malloc((size_t)W * H);
            gen((enum kind)k, W, H, 4, &rng, lab);
            struct pf_wgrid w;
            CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
            for (int rule = 0; rule < 2; rule++) {
                const enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
                struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, m);
                CHECK(ctx != NULL);
                for (int q = 0; q < 60; q++) {
                    int s = (int)(rng_next(&rng) % (uint64_t)(W * H)), t = (int)(rng_next(&rng) % (uint64_t)(W * H));
                    if (lab[s] == '#' || lab[t] == '#')
                        continue;
                    pf_node sn = pf_grid_node(&w.grid, s % W, s / W), tn = pf_grid_node(&w.grid, t % W, t / W);
                    pf_cost gd = 0, gj = 0;
                    double cd = 0, cj = 0;
                    int rd = run(ctx, &w, "weighted/dijkstra/heap", sn, tn, &gd, &cd, NULL);
                    int rj = run(ctx, &w, "weighted/jpsw", sn, tn, &gj, &cj, NULL);
                    CHECK_INT(rj, rd);
                    /* the same line with heap nodes taken one expansion early, as on maps
                     * beyond JPSW_DEEP_BYTES: the goal may then be popped with a node pending */
                    struct jpsw_prep *pp = ctx_prep(ctx, &pf_alg_jpsw);
                    CHECK(pp != NULL && !pp->deep);
                    if (pp) {
                        pf_cost gp = 0;
                        double cp = 0;
                        pp->deep = 1;
                        const int rp = run(ctx, &w, "weighted/jpsw", sn, tn, &gp, &cp, NULL);
                        pp->deep = 0;
                        CHECK_INT(rp, rd);
                        if (rd == PF_OK && rp == PF_OK) {
                            CHECK_INT(gp, gd);
                            CHECK_NEAR(cp, cd, 1e-9 * (1 + cd));
                        }
                    }
                    lines++;
                    if (rd == PF_OK && rj == PF_OK) {
                        found++;
                        CHECK_INT(gj, gd);
                        CHECK_NEAR(cj, cd, 1e-9 * (1 + cd));
                        if (gj != gd)
                            fprintf(stderr, "  %s map %d %s: (%d,%d)->(%d,%d)\n", kind_name[k], map,
                                    rule ? "enter" : "mean", s % W, s / W, t % W, t / W);
                    }
                    if (W * H <= 300 && q < 6) {
                        double want = jb(lab, W, H, m, s, t);
                        CHECK_NEAR(rj == PF_OK ? cj : -1, want, 1e-9 * (1 + want));
                        bellman_lines++;
                    }
                }
                pf_ctx_destroy(ctx);
            }
            pf_wgrid_free(&w);
            free(lab);
        }
        if (pf_check_failures != kind_fail)
            fprintf(stderr, "kind %s: %d failures\n", kind_name[k], pf_check_failures - kind_fail);
    }
    CHECK(lines > 4000);
    CHECK(found > 2500);
    CHECK(bellman_lines > 20);
    CHECK(pf_variant_should_be_optimal(pf_variant_find("weighted/jpsw"), PF_MOVES_MEAN));
    CHECK(pf_variant_should_be_optimal(pf_variant_find("weighted/jpsw"), PF_MOVES_ENTER));
}

/* One query on a fresh context: the status, and g and the real cost when found. */
static int solve(const struct pf_wgrid *w, enum pf_moves m, int x0, int y0, int x1, int y1, pf_cost *g,
                 double *cost)
{
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(w, m);
    int rc = run(ctx, w, "weighted/jpsw", pf_grid_node(&w->grid, x0, y0), pf_grid_node(&w->grid, x1, y1), g,
                 cost, NULL);
    pf_ctx_destroy(ctx);
    return rc;
}

static void hand_maps(void)
{
    struct pf_costs c;
    make_costs(&c);
    struct pf_wgrid w;
    pf_cost g = 0;
    double cost = 0;
    /* a band of cost 8 with a gap of cost 1 at the east end. From (0,2) to (0,0): straight up
     * costs 8 + 1 = 9 entering and (1+8)/2 + (8+1)/2 = 9 by the mean; round through the gap,
     * 3 east, NE, NW, 3 west, costs 6 + 2 sqrt 2 entering (every cell entered costs 1), but
     * under the mean the two diagonals' squares hold an 8 each: sqrt2 * 11/4 apiece, so 9. */
    CHECK_INT(pf_wgrid_build(&w, 5, 3, "aaaaa" "dddda" "aaaaa", &c, NULL, NULL, NULL, 0), PF_OK);
    CHECK_INT(solve(&w, PF_MOVES_ENTER, 0, 2, 0, 0, &g, &cost), PF_OK);
    CHECK_INT(g, 10 * (6 * 4 * PF_CARD + 2 * 4 * PF_DIAG));
    CHECK_NEAR(cost, 6 + 2 * M_SQRT2, 1e-12);
    CHECK_INT(solve(&w, PF_MOVES_MEAN, 0, 2, 0, 0, &g, &cost), PF_OK);
    CHECK_INT(g, 10 * (2 * PF_CARD * 9 + 2 * PF_CARD * 9));
    CHECK_NEAR(cost, 9.0, 1e-12);
    pf_wgrid_free(&w);

    /* open cost 2: from (0,0) to (9,4), 4 diagonals and 5 straight moves at 2 a cell */
    char open[100];
    memset(open, 'b', sizeof open);
    CHECK_INT(pf_wgrid_build(&w, 10, 10, open, &c, NULL, NULL, NULL, 0), PF_OK);
    for (int rule = 0; rule < 2; rule++) {
        CHECK_INT(solve(&w, rule ? PF_MOVES_ENTER : PF_MOVES_MEAN, 0, 0, 9, 4, &g, &cost), PF_OK);
        CHECK_INT(g, 20 * 4 * (4 * (pf_cost)PF_DIAG + 5 * PF_CARD));
        CHECK_NEAR(cost, 2 * (4 * M_SQRT2 + 5), 1e-12);
    }
    pf_wgrid_free(&w);

    /* walls in the way, cost 1: from (0,1) to (4,1) the path is SE, E, E, NE (NE from (2,2)
     * would cut the wall at (2,1)): 2 + 2 sqrt 2 under both rules, as Bellman-Ford says */
    const char *door = "a#a#a" "aa#aa" "aaaaa";
    CHECK_INT(pf_wgrid_build(&w, 5, 3, door, &c, NULL, NULL, NULL, 0), PF_OK);
    for (int rule = 0; rule < 2; rule++) {
        enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
        CHECK_INT(solve(&w, m, 0, 1, 4, 1, &g, &cost), PF_OK);
        CHECK_INT(g, 10 * 4 * (2 * (pf_cost)PF_DIAG + 2 * PF_CARD));
        CHECK_NEAR(cost, 2 * M_SQRT2 + 2, 1e-12);
        CHECK_NEAR(cost, jb(door, 5, 3, m, 5, 9), 1e-12);
        /* (2,0) is shut in by walls and the corners they forbid */
        CHECK_INT(solve(&w, m, 2, 0, 4, 2, &g, &cost), PF_NO_PATH);
    }
    pf_wgrid_free(&w);
}

/* Where a run's terrain changes: a road (a, cost 1) through fields (b, 2) that ends, one whose
 * cost changes along it (c, 4, then a again), one with a wall beside it. Every pair of open
 * cells, both rules: JPSW's g is Dijkstra's. And the end of the road by hand, from (0,2) to
 * (8,0) on the first map: 5 road moves, then under `enter` 1 straight and 2 diagonal moves in
 * the fields, 7 + 4 sqrt 2; under `mean` the step off the road is cheapest straight, (1+2)/2,
 * before 2 diagonals in the fields, 5 + 1.5 + 4 sqrt 2. */
static void run_boundaries(void)
{
    struct pf_costs c;
    make_costs(&c);
    static const char *const maps[3] = {
        "bbbbbbbbb" "bbbbbbbbb" "aaaaaabbb" "bbbbbbbbb" "bbbbbbbbb",     /* the road ends */
        "bbbbbbbbb" "bbbbbbbbb" "aaacccaaa" "bbbbbbbbb" "bbbbbbbbb",     /* its cost changes */
        "bbbbbbbbb" "bb####bbb" "aaaaaaaaa" "bbbbbbbbb" "bbbbbbbbb",     /* a wall beside it */
    };
    enum { W = 9, H = 5 };
    int pairs = 0;
    for (int i = 0; i < 3; i++) {
        struct pf_wgrid w;
        CHECK_INT(pf_wgrid_build(&w, W, H, maps[i], &c, NULL, NULL, NULL, 0), PF_OK);
        for (int rule = 0; rule < 2; rule++) {
            const enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
            struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, m);
            for (int s = 0; s < W * H; s++)
                for (int t = 0; t < W * H; t++) {
                    if (maps[i][s] == '#' || maps[i][t] == '#')
                        continue;
                    const pf_node sn = pf_grid_node(&w.grid, s % W, s / W), tn = pf_grid_node(&w.grid, t % W, t / W);
                    pf_cost gd = 0, gj = 1;
                    double cd = 0, cj = 0;
                    CHECK_INT(run(ctx, &w, "weighted/jpsw", sn, tn, &gj, &cj, NULL), PF_OK);
                    CHECK_INT(run(ctx, &w, "weighted/dijkstra/heap", sn, tn, &gd, &cd, NULL), PF_OK);
                    if (gj != gd)
                        fprintf(stderr, "  map %d %s: (%d,%d)->(%d,%d)\n", i, rule ? "enter" : "mean", s % W,
                                s / W, t % W, t / W);
                    CHECK_INT(gj, gd);
                    pairs++;
                }
            pf_ctx_destroy(ctx);
        }
        if (i == 0) {
            pf_cost g = 0;
            double cost = 0;
            CHECK_INT(solve(&w, PF_MOVES_ENTER, 0, 2, 8, 0, &g, &cost), PF_OK);
            CHECK_INT(g, 4 * (pf_cost)PF_CARD * (5 * 10 + 20) + 4 * (pf_cost)PF_DIAG * 2 * 20);
            CHECK_NEAR(cost, 7 + 4 * M_SQRT2, 1e-12);
            CHECK_INT(solve(&w, PF_MOVES_MEAN, 0, 2, 8, 0, &g, &cost), PF_OK);
            CHECK_INT(g, 2 * (pf_cost)PF_CARD * (5 * 20 + 30) + (pf_cost)PF_DIAG * 2 * 80);
            CHECK_NEAR(cost, 6.5 + 4 * M_SQRT2, 1e-12);
        }
        pf_wgrid_free(&w);
    }
    CHECK_INT(pairs, 2 * (2 * 45 * 45 + 41 * 41));
}

/* The dearest cells (PF_WCOST_MAX fixed units, 6 decimals) down a corridor 3000 long: a jump
 * along it would cost more than the 2^48 its prefixes are kept mod, so its runs are cut, and
 * the costs must still be exact, both ways along, under both rules. */
static void dearest_corridor(void)
{
    struct pf_costs c;
    memset(&c, 0, sizeof c);
    c.scale = 1000000;
    c.decimals = 6;
    c.cost['z'] = PF_WCOST_MAX / 1e6;
    c.fixed['z'] = PF_WCOST_MAX;
    c.line['z'] = 1;
    enum { W = 3000, H = 3 };
    char *lab = malloc(W * H);
    memset(lab, 'z', W * H);
    struct pf_wgrid w;
    CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
    const pf_cost card = 4 * (pf_cost)PF_CARD * PF_WCOST_MAX;
    CHECK((W - 1) * card > ((pf_cost)1 << 48));
    for (int rule = 0; rule < 2; rule++) {
        const enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
        pf_cost g = 0;
        double cost = 0;
        CHECK_INT(solve(&w, m, 0, 1, W - 1, 1, &g, &cost), PF_OK);
        CHECK_INT(g, (W - 1) * card);
        CHECK_INT(solve(&w, m, W - 1, 1, 0, 1, &g, &cost), PF_OK);
        CHECK_INT(g, (W - 1) * card);
        struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, m);
        const int ends[4][4] = { { 0, 0, W - 1, 2 }, { W - 1, 2, 0, 0 }, { 5, 2, W - 7, 0 }, { W - 3, 0, 1, 1 } };
        for (int i = 0; i < 4; i++) {
            const pf_node s = pf_grid_node(&w.grid, ends[i][0], ends[i][1]);
            const pf_node t = pf_grid_node(&w.grid, ends[i][2], ends[i][3]);
            pf_cost gj = 0, gd = 1;
            double cj = 0, cd = 0;
            CHECK_INT(run(ctx, &w, "weighted/jpsw", s, t, &gj, &cj, NULL), PF_OK);
            CHECK_INT(run(ctx, &w, "weighted/dijkstra/heap", s, t, &gd, &cd, NULL), PF_OK);
            CHECK_INT(gj, gd);
        }
        pf_ctx_destroy(ctx);
    }
    pf_wgrid_free(&w);
    free(lab);
}

/* The pruning's sets: JPS's natural neighbours on a uniform block (the search's shortcut), its
 * forced ones by a wall. */
static void successor_sets(void)
{
    struct pf_costs c;
    make_costs(&c);
    struct pf_wgrid w;
    CHECK_INT(pf_wgrid_build(&w, 5, 5, "ccccc" "cc#cc" "ccccc" "ccccc" "ccccc", &c, NULL, NULL, NULL, 0), PF_OK);
    for (int rule = 0; rule < 2; rule++) {
        enum pf_moves m = rule ? PF_MOVES_ENTER : PF_MOVES_MEAN;
        pf_node z = pf_grid_node(&w.grid, 2, 3);          /* its block: all c */
        for (int d = 0; d < 8; d++) {
            unsigned want = d < 4 ? 1u << d : (1u << d) | (1u << ws_side_x[d]) | (1u << ws_side_y[d]);
            CHECK_INT(pf_jpsw_successors(&w, m, z, d), want);
        }
        /* (3,1) reached going east from (2,1)... the wall is at (2,1); take (3,2) reached from
         * (2,2) going east: the cell behind-north (2,1) is a wall, so N and NE are forced */
        pf_node f = pf_grid_node(&w.grid, 3, 2);
        CHECK_INT(pf_jpsw_successors(&w, m, f, 1), (1u << 1) | (1u << 0) | (1u << 4));
        /* going south from (3,1) to (3,2): the wall is behind-west: W and SW forced */
        CHECK_INT(pf_jpsw_successors(&w, m, f, 2), (1u << 2) | (1u << 3) | (1u << 6));
    }
    pf_wgrid_free(&w);
}

/* Tracing: the start and the jump points marked, the goal scanned; and a uniform-region map:
 * JPSW expands fewer cells than A* over the same lines. */
static void trace_and_expansions(void)
{
    struct pf_costs c;
    make_costs(&c);
    uint64_t rng = 77;
    const int W = 160, H = 120;
    char *lab = malloc((size_t)W * H);
    int walls = 0;
    while (!walls) {                    /* regions, some of them walls, no lone walls */
        gen(K_REGIONS, W, H, 0, &rng, lab);
        walls = memchr(lab, '#', (size_t)W * H) != NULL;
    }
    struct pf_wgrid w;
    CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
    for (int rule = 0; rule < 2; rule++) {
        struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, rule ? PF_MOVES_ENTER : PF_MOVES_MEAN);
        uint64_t ea = 0, ej = 0;
        int lines = 0;
        for (int q = 0; q < 150; q++) {
            int s = (int)(rng_next(&rng) % (uint64_t)(W * H)), t = (int)(rng_next(&rng) % (uint64_t)(W * H));
            if (lab[s] == '#' || lab[t] == '#')
                continue;
            pf_node sn = pf_grid_node(&w.grid, s % W, s / W), tn = pf_grid_node(&w.grid, t % W, t / W);
            pf_cost ga = 0, gj = 0;
            double ca, cj;
            int ra = run(ctx, &w, "weighted/astar/octile/heap", sn, tn, &ga, &ca, &ea);
            int rj = run(ctx, &w, "weighted/jpsw", sn, tn, &gj, &cj, &ej);
            CHECK_INT(rj, ra);
            if (ra == PF_OK)
                CHECK_INT(gj, ga);
            lines++;
        }
        CHECK(lines > 100);
        CHECK(ej * 2 < ea);            /* JPSW's expansions count the elbows it expands in place */
        printf("regions %dx%d %s: expansions over %d lines: A* %llu, JPSW %llu\n", W, H,
               rule ? "enter" : "mean", lines, (unsigned long long)ea, (unsigned long long)ej);
        pf_ctx_destroy(ctx);
    }
    /* tracing on a small open map: a straight line */
    pf_wgrid_free(&w);
    char open[60];
    memset(open, 'a', sizeof open);
    CHECK_INT(pf_wgrid_build(&w, 10, 6, open, &c, NULL, NULL, NULL, 0), PF_OK);
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, PF_MOVES_MEAN);
    CHECK_INT(pf_ctx_set_trace(ctx, 1), PF_OK);
    pf_node s = pf_grid_node(&w.grid, 1, 1), t = pf_grid_node(&w.grid, 8, 1);
    struct pf_result r;
    CHECK_INT(pf_search(ctx, pf_variant_find("weighted/jpsw"), s, t, &r), PF_OK);
    CHECK_INT(r.path_len, 8);
    CHECK_INT(pf_ctx_trace_order(ctx, s), 0);
    CHECK_INT(pf_ctx_trace_marks(ctx, s), PF_TRACE_JUMP);
    CHECK(pf_ctx_trace_marks(ctx, t) & PF_TRACE_JUMP);
    CHECK(pf_ctx_trace_marks(ctx, t) & PF_TRACE_SCANNED);
    CHECK_INT(pf_ctx_trace_marks(ctx, pf_grid_node(&w.grid, 4, 1)), PF_TRACE_SCANNED);
    pf_ctx_destroy(ctx);
    pf_wgrid_free(&w);
    free(lab);
}

/* The early take is chosen by the size of the cell lines: off on a map within JPSW_DEEP_BYTES,
 * on beyond it. */
static void deep_by_size(void)
{
    struct pf_costs c;
    make_costs(&c);
    const int sizes[2][2] = { { 512, 512 }, { 1024, 600 } };   /* 16 MiB and 37.5 MiB of lines */
    for (int i = 0; i < 2; i++) {
        const int W = sizes[i][0], H = sizes[i][1];
        char *lab = malloc((size_t)W * H);
        memset(lab, 'b', (size_t)W * H);
        struct pf_wgrid w;
        CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
        struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, PF_MOVES_MEAN);
        pf_cost g = 0;
        double cost = 0;
        CHECK_INT(run(ctx, &w, "weighted/jpsw", pf_grid_node(&w.grid, 0, 0), pf_grid_node(&w.grid, 9, 3), &g,
                      &cost, NULL), PF_OK);
        const struct jpsw_prep *pp = ctx_prep(ctx, &pf_alg_jpsw);
        CHECK(pp != NULL && pp->deep == i);
        /* 6 east and 3 north-east on cost-2 cells: 6 + 3 sqrt 2, times 2 */
        CHECK_NEAR(cost, 2 * (6 + 3 * sqrt(2)), 1e-9);
        pf_ctx_destroy(ctx);
        pf_wgrid_free(&w);
        free(lab);
    }
}

int main(void)
{
    deep_by_size();
    successor_sets();
    hand_maps();
    run_boundaries();
    dearest_corridor();
    against_dijkstra();
    trace_and_expansions();
    return pf_check_report("test_jpsw");
}
