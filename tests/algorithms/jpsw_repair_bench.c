/* jpsw_repair_bench.c: a standalone benchmark (not a test) of weighted/jpsw's repair against its
 * rebuild, side by side, on 512x512 region terrain (costs 1, 2, 4, 8; or a Moving AI map's
 * walls with region costs on its open cells) with a GPPC-like change sequence: door sites (2x1
 * to 6x3) that close (walls), open again (their first labels back) or turn to mud (the dearest
 * cost), 1 to 8 sites an event. Two contexts on the one map follow each event, one by its
 * repair and one by its rebuild (pf_ctx_map_change with PF_FOLLOW_REPAIR and PF_FOLLOW_REBUILD,
 * the harness's call), their order swapped from event to event; a few jpsw queries run on both
 * in between and must agree. The sequence is replayed REPLAYS times; per event the median of
 * its replays in the thread's CPU time (a loaded machine's waits do not count), then the medians
 * over the events and the median of each event's rebuild / repair. At the end the repaired
 * lines must equal a rebuild's (pf_ctx_check_prep). Under callgrind, follow_repair and
 * follow_rebuild's inclusive counts are the two sides' instructions.
 * Usage: jpsw_repair_bench [-r REPLAYS] [-e EVENTS] [-m mean|enter] [MAP] (default 5 replays,
 * 93 events (dao_arena2's count), the mean rule, generated terrain). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "pf_io.h"
#include "pf_weighted.h"
#include "stats.h"
#include "repair_bench.h"

#define SITES 120
#define MAX_PER_EVENT 8

static uint64_t rng = 0x5EED2026ull;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng >> 33) % n;
}

/* Region terrain: rectangles of one of the labels a..d over a ground of a; cells already '#'
 * (a map's walls) stay walls. */
static void terrain(char *lab, int W, int H)
{
    for (int i = 0; i < W * H; i++)
        lab[i] = lab[i] == '#' ? '#' : 'a';
    for (int k = 0; k < W * H / 400; k++) {
        const int rw = 4 + (int)rnd(40), rh = 4 + (int)rnd(40), x0 = (int)rnd((uint32_t)W), y0 = (int)rnd((uint32_t)H);
        const char l = "abcd#"[rnd(k % 7 ? 4 : 5)];
        for (int y = y0; y < y0 + rh && y < H; y++)
            for (int x = x0; x < x0 + rw && x < W; x++)
                if (lab[y * W + x] != '#' || l == '#')
                    lab[y * W + x] = l;
    }
}

struct event {
    int n;
    struct pf_rect r[MAX_PER_EVENT];
    char *labels[MAX_PER_EVENT];
};

/* The change sequence: each event 1..8 distinct sites, each closed, opened or made mud. */
static struct event *make_events(const char *lab, int W, int H, int E)
{
    struct pf_rect site[SITES];
    for (int i = 0; i < SITES; i++) {
        const int horiz = rnd(2);
        site[i].width = horiz ? 2 + (int32_t)rnd(5) : 1 + (int32_t)rnd(3);
        site[i].height = horiz ? 1 + (int32_t)rnd(3) : 2 + (int32_t)rnd(5);
        site[i].x = (int32_t)rnd((uint32_t)(W - site[i].width + 1));
        site[i].y = (int32_t)rnd((uint32_t)(H - site[i].height + 1));
    }
    struct event *ev = calloc((size_t)E, sizeof *ev);
    for (int e = 0; e < E; e++) {
        ev[e].n = 1 + (int)rnd(MAX_PER_EVENT);
        for (int k = 0; k < ev[e].n; k++) {
            const struct pf_rect r = site[(e * 7 + k * 13 + (int)rnd(5)) % SITES];
            const int kind = (int)rnd(4);                  /* 0, 1 close; 2 open; 3 mud */
            char *p = malloc((size_t)(r.width * r.height));
            for (int y = 0; y < r.height; y++)
                for (int x = 0; x < r.width; x++) {
                    const char first = lab[(r.y + y) * W + r.x + x];
                    p[y * r.width + x] = kind < 2 ? '#' : kind == 2 || first == '#' ? first : 'd';
                }
            ev[e].r[k] = r;
            ev[e].labels[k] = p;
        }
    }
    return ev;
}

int main(int argc, char **argv)
{
    int replays = 5, E = 93;
    enum pf_moves rule = PF_MOVES_MEAN;
    const char *map = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            puts("usage: jpsw_repair_bench [-r REPLAYS] [-e EVENTS] [-m mean|enter] [MAP]\n"
                 "JPSW's repair against its rebuild, side by side, per change event on generated terrain or MAP\n"
                 "(default: 5 replays, 93 events, the mean rule, generated terrain).");
            return 0;
        }
        if (!strcmp(argv[i], "-r") && i + 1 < argc)
            replays = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-e") && i + 1 < argc)
            E = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-m") && i + 1 < argc)
            rule = !strcmp(argv[++i], "enter") ? PF_MOVES_ENTER : PF_MOVES_MEAN;
        else
            map = argv[i];
    }
    int W = 512, H = 512;
    char *lab = NULL;
    if (map) {
        struct pf_grid g;
        struct pf_error err;
        if (pf_map_read(map, &g, pf_default_max_cells(), &err) != PF_OK) {
            fprintf(stderr, "jpsw_repair_bench: %s\n", err.msg);
            return 1;
        }
        W = g.width, H = g.height;
        lab = malloc((size_t)W * H);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                lab[y * W + x] = g.cls[pf_grid_node(&g, x, y)] == PF_CLS_BLOCKED ? '#' : 0;
        pf_grid_free(&g);
    } else {
        lab = calloc((size_t)W * H, 1);
    }
    terrain(lab, W, H);
    struct pf_costs c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < 4; i++) {
        const unsigned char l = (unsigned char)"abcd"[i];
        c.cost[l] = 1 << i;
        c.fixed[l] = 1u << i;
        c.line[l] = 1;
    }
    c.line['#'] = 1;
    c.scale = 1;
    struct event *ev = make_events(lab, W, H, E);
    double *rep = malloc((size_t)E * replays * sizeof *rep), *reb = malloc((size_t)E * replays * sizeof *reb);
    const struct pf_variant *v = pf_variant_find("weighted/jpsw");
    int patches[MAX_PER_EVENT + 1] = { 0 }, bad = 0, equal = 0;
    for (int pass = 0; pass < replays; pass++) {
        struct pf_wgrid w;
        if (pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0) != PF_OK)
            return 1;
        struct pf_search_ctx *a = pf_ctx_create_weighted(&w, rule), *b = pf_ctx_create_weighted(&w, rule);
        if (!a || !b || pf_ctx_prepare(a, v, NULL) != PF_OK || pf_ctx_prepare(b, v, NULL) != PF_OK)
            return 1;
        for (int e = 0; e < E; e++) {
            for (int k = 0; k < ev[e].n; k++)
                pf_wgrid_apply_patch(&w, &c, &ev[e].r[k], ev[e].labels[k]);
            patches[ev[e].n] += pass == 0;
            for (int side = 0; side < 2; side++) {
                const int repair = (side + e) % 2;
                const double t0 = bench_clock(CLOCK_THREAD_CPUTIME_ID);
                if (repair)
                    follow_repair(a, ev[e].r, (uint32_t)ev[e].n);
                else
                    follow_rebuild(b, ev[e].r, (uint32_t)ev[e].n);
                (repair ? rep : reb)[e * replays + pass] = bench_clock(CLOCK_THREAD_CPUTIME_ID) - t0;
            }
            for (int q = 0; q < 4; q++) {
                const pf_node s = pf_grid_node(&w.grid, (int32_t)rnd((uint32_t)W), (int32_t)rnd((uint32_t)H));
                const pf_node t = pf_grid_node(&w.grid, (int32_t)rnd((uint32_t)W), (int32_t)rnd((uint32_t)H));
                if (!w.cost[s] || !w.cost[t])
                    continue;
                struct pf_result x, y;
                const int rx = pf_search(a, v, s, t, &x), ry = pf_search(b, v, s, t, &y);
                bad += rx != ry || (rx == PF_OK && x.g != y.g);
            }
        }
        char why[300] = "";
        equal += pf_ctx_check_prep(a, v, why, sizeof why) == 1;
        if (*why)
            fprintf(stderr, "jpsw_repair_bench: %s\n", why);
        pf_ctx_destroy(a);
        pf_ctx_destroy(b);
        pf_wgrid_free(&w);
    }
    double *mr = malloc((size_t)E * sizeof *mr), *mb = malloc((size_t)E * sizeof *mb), *ratio = malloc((size_t)E * sizeof *ratio);
    for (int e = 0; e < E; e++) {
        mr[e] = pf_median_double(rep + e * replays, replays);
        mb[e] = pf_median_double(reb + e * replays, replays);
        ratio[e] = mr[e] > 0 ? mb[e] / mr[e] : 0;
    }
    int half = 0, mp = 0;
    for (mp = 1; mp <= MAX_PER_EVENT && (half += patches[mp]) < (E + 1) / 2; mp++)
        ;
    printf("jpsw repair vs rebuild, %s %dx%d, rule %s: %d events (median %d patches), %d replays, CPU time\n",
           map ? map : "generated terrain", W, H, rule == PF_MOVES_MEAN ? "mean" : "enter", E, mp, replays);
    printf("  median per event: repair %.1f us, rebuild %.1f us; median of rebuild/repair per event %.1fx\n",
           1e6 * pf_median_double(mr, E), 1e6 * pf_median_double(mb, E), pf_median_double(ratio, E));
    printf("  queries disagreeing: %d; repaired lines equal to a rebuild's at the end: %d of %d replays\n", bad,
           equal, replays);
    return bad || equal != replays;
}
