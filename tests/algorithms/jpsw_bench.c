/* jpsw_bench.c: a standalone benchmark (not a test) of weighted/jpsw against weighted A*
 * (weighted/astar/octile/heap): seeded Voronoi region terrain (costs 1, 2, 4, 8, some regions
 * walls) of 512x512 and 1024x1024 and, given a Moving AI map, that map's walls with its open
 * cells given region costs; both cost rules, the same seeded lines, passes in ABBA order. It
 * prints each search's time, the ratio and the expansions, and checks the costs are equal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "pf_io.h"
#include "pf_weighted.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t rng_next(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return *s >> 33;
}

/* Region labels over W x H: nseeds Voronoi cells, one in wall_in of them a wall; cells already
 * '#' in lab stay walls (a Moving AI map's). */
static void regions(char *lab, int W, int H, int nseeds, int wall_in, uint64_t seed)
{
    uint64_t rng = seed;
    int *sx = malloc((size_t)nseeds * sizeof *sx), *sy = malloc((size_t)nseeds * sizeof *sy);
    char *sl = malloc((size_t)nseeds);
    for (int i = 0; i < nseeds; i++) {
        sx[i] = (int)(rng_next(&rng) % (uint64_t)W);
        sy[i] = (int)(rng_next(&rng) % (uint64_t)H);
        sl[i] = wall_in && rng_next(&rng) % (uint64_t)wall_in == 0 ? '#' : "abcd"[rng_next(&rng) % 4];
    }
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            if (lab[y * W + x] == '#')
                continue;
            int best = 0;
            long bd = -1;
            for (int i = 0; i < nseeds; i++) {
                long d = (long)(x - sx[i]) * (x - sx[i]) + (long)(y - sy[i]) * (y - sy[i]);
                if (bd < 0 || d < bd) {
                    bd = d;
                    best = i;
                }
            }
            lab[y * W + x] = sl[best];
        }
    free(sx);
    free(sy);
    free(sl);
}

/* ABBA passes of the lines on one map and rule; prints one row. */
static void race(const char *name, const struct pf_wgrid *w, enum pf_moves m, const pf_node *s,
                 const pf_node *t, int lines, int rounds)
{
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(w, m);
    const struct pf_variant *va = pf_variant_find("weighted/astar/octile/heap");
    const struct pf_variant *vj = pf_variant_find("weighted/jpsw");
    double t0 = now();
    struct pf_prep prep;
    if (!ctx || pf_ctx_prepare(ctx, va, NULL) != PF_OK || pf_ctx_prepare(ctx, vj, &prep) != PF_OK) {
        fprintf(stderr, "jpsw_bench: cannot prepare %s\n", name);
        exit(1);
    }
    double prep_s = now() - t0;
    pf_cost *ga = calloc((size_t)lines, sizeof *ga);
    double time[2] = { 0, 0 };
    uint64_t exp[2] = { 0, 0 }, gen[2] = { 0, 0 }, push[2] = { 0, 0 }, reop[2] = { 0, 0 };
    int bad = 0;
    for (int r = 0; r < rounds; r++)
        for (int pass = 0; pass < 4; pass++) {
            const int j = pass == 1 || pass == 2;          /* A B B A */
            const struct pf_variant *v = j ? vj : va;
            double a = now();
            for (int i = 0; i < lines; i++) {
                struct pf_result res;
                int rc = pf_search(ctx, v, s[i], t[i], &res);
                pf_cost g = rc == PF_OK ? res.g : PF_COST_INF;
                exp[j] += res.c.expanded;
                gen[j] += res.c.generated;
                push[j] += res.c.pushes;
                reop[j] += res.c.reopened;
                if (!j && r == 0 && pass == 0)
                    ga[i] = g;
                else if (g != ga[i])
                    bad++;
            }
            time[j] += now() - a;
        }
    printf("%-28s %-5s %4d lines  A* %8.2f ms  JPSW %8.2f ms  ratio %5.2fx  expansions A* %9.0f JPSW %8.0f"
           "  prep %.0f ms %.1f MB%s\n",
           name, m == PF_MOVES_MEAN ? "mean" : "enter", lines, 1e3 * time[0] / (2 * rounds),
           1e3 * time[1] / (2 * rounds), time[0] / time[1], (double)exp[0] / (2 * rounds),
           (double)exp[1] / (2 * rounds), 1e3 * prep_s, (double)prep.bytes / 1e6,
           bad ? "  COST MISMATCH" : "");
    printf("%-28s %-5s generated A* %.0f JPSW %.0f, pushes A* %.0f JPSW %.0f, reopened JPSW %.0f\n", "",
           "", (double)gen[0] / (2 * rounds), (double)gen[1] / (2 * rounds), (double)push[0] / (2 * rounds),
           (double)push[1] / (2 * rounds), (double)reop[1] / (2 * rounds));
    free(ga);
    pf_ctx_destroy(ctx);
}

static void bench_map(const char *name, int W, int H, const char *lab, int lines, int rounds)
{
    struct pf_costs c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < 4; i++) {
        unsigned char l = (unsigned char)"abcd"[i];
        c.cost[l] = 1 << i;
        c.fixed[l] = 1u << i;
        c.line[l] = 1;
    }
    c.line['#'] = 1;
    c.scale = 1;
    struct pf_wgrid w;
    if (pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0) != PF_OK) {
        fprintf(stderr, "jpsw_bench: cannot build %s\n", name);
        exit(1);
    }
    pf_node *s = malloc((size_t)lines * sizeof *s), *t = malloc((size_t)lines * sizeof *t);
    uint64_t rng = 99;
    for (int i = 0; i < lines;) {
        int a = (int)(rng_next(&rng) % (uint64_t)(W * H)), b = (int)(rng_next(&rng) % (uint64_t)(W * H));
        if (lab[a] == '#' || lab[b] == '#')
            continue;
        s[i] = pf_grid_node(&w.grid, a % W, a / W);
        t[i++] = pf_grid_node(&w.grid, b % W, b / W);
    }
    race(name, &w, PF_MOVES_MEAN, s, t, lines, rounds);
    race(name, &w, PF_MOVES_ENTER, s, t, lines, rounds);
    free(s);
    free(t);
    pf_wgrid_free(&w);
}

int main(int argc, char **argv)
{
    int lines = 200, rounds = 2;
    const char *movingai = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            lines = atoi(argv[++i]);
        else if (strcmp(argv[i], "-r") == 0 && i + 1 < argc)
            rounds = atoi(argv[++i]);
        else if (argv[i][0] != '-')
            movingai = argv[i];
        else {
            fprintf(stderr, "usage: jpsw_bench [-n LINES] [-r ROUNDS] [MAP.map]\n"
                            "Times weighted/jpsw against weighted/astar/octile/heap on seeded region\n"
                            "terrain (512x512, 1024x1024) and on MAP's walls with region costs.\n");
            return 2;
        }
    }
    static const int size[2] = { 512, 1024 };
    for (int k = 0; k < 2; k++) {
        const int n = size[k];
        char *lab = calloc((size_t)n * n, 1);
        regions(lab, n, n, 40, 12, 7 + (uint64_t)k);
        char name[64];
        snprintf(name, sizeof name, "regions-%dx%d", n, n);
        bench_map(name, n, n, lab, lines, rounds);
        free(lab);
    }
    if (movingai) {
        struct pf_grid g;
        struct pf_error err;
        if (pf_map_read(movingai, &g, pf_default_max_cells(), &err) != PF_OK) {
            fprintf(stderr, "jpsw_bench: cannot read %s\n", movingai);
            return 1;
        }
        char *lab = malloc((size_t)g.width * g.height);
        for (int y = 0; y < g.height; y++)
            for (int x = 0; x < g.width; x++)
                lab[y * g.width + x] = g.cls[pf_grid_node(&g, x, y)] == PF_CLS_BLOCKED ? '#' : 0;
        regions(lab, g.width, g.height, 40, 0, 11);
        const char *base = strrchr(movingai, '/');
        bench_map(base ? base + 1 : movingai, g.width, g.height, lab, lines, rounds);
        free(lab);
        pf_grid_free(&g);
    }
    return 0;
}
