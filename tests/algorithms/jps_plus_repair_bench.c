/* jps_plus_repair_bench.c: a standalone benchmark (not a test) of JPS+'s repair against its
 * rebuild on the GPPC dynamic start kit's scenarios, side by side: two contexts replay the
 * scenario together on one map, one following each change event by its repair and the other by
 * its rebuild (pf_ctx_map_change with PF_FOLLOW_REPAIR and PF_FOLLOW_REBUILD: the same call the
 * harness times, the rebuild being the variant's whole rebuild path: its table built again
 * into new memory and its scratch set up again), their order swapped from event to event; the
 * queries (jps+, checked against the file's distances) run on both in between, as in a run.
 * The scenario is replayed REPLAYS times; per event the median of its replays, wall clock and
 * the thread's CPU time (which a loaded machine's waits do not inflate); then the median over
 * the events of each event's rebuild / repair. It checks that the repaired table equals a
 * rebuild's at the end. Under callgrind, follow_repair and follow_rebuild's inclusive counts
 * are the two sides' instructions.
 * Usage: jps_plus_repair_bench [-r REPLAYS] [TARBALL [SCENARIO...]] (default: 7 replays; the
 * start kit in $PEERS_SRC or ../shared/peers-src, dao_arena2 and switch_sc1_Aurora_TheFrozenSea);
 * BENCH_DUMP=1 in the environment prints each event's medians on stderr (clock 0 wall, 1 CPU;
 * event, patches, repair us, rebuild us, ratio). */
#include <string.h>
#include <time.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "dynamic_kit.h"
#include "stats.h"
#include "repair_bench.h"

#define MAX_RECTS 4096

/* What the harness's rebuild_ns times (run_dynamic.c check_repair): a fresh build beside the
 * kept data (pf_ctx_prep_rebuild), released after. */
__attribute__((noinline)) static void build_alone(struct pf_search_ctx *ctx, const struct pf_rect *r, uint32_t n)
{
    (void)r, (void)n;
    struct pf_prep_fresh fresh;
    if (pf_ctx_prep_rebuild(ctx, pf_variant_find("jps+"), &fresh) == PF_OK)
        pf_jpsp_release(fresh.data);
}

/* Per event and replay: [0] wall, [1] CPU time; rep for the repair, reb for the rebuild, alone
 * for the build alone. */
struct times {
    double *rep[2], *reb[2], *alone[2];
};

/* Time one side: wall and thread CPU seconds into w[k], c[k]. */
static void timed(void (*fn)(struct pf_search_ctx *, const struct pf_rect *, uint32_t), struct pf_search_ctx *ctx,
                  const struct pf_rect *r, uint32_t n, double *w, double *c)
{
    double c0 = bench_clock(CLOCK_THREAD_CPUTIME_ID), w0 = bench_clock(CLOCK_MONOTONIC);
    fn(ctx, r, n);
    double w1 = bench_clock(CLOCK_MONOTONIC), c1 = bench_clock(CLOCK_THREAD_CPUTIME_ID);
    *w = w1 - w0;
    *c = c1 - c0;
}

static int wrong_answer(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_grid *g,
                        const struct pf_dyn_cmd *c)
{
    struct pf_result res;
    int st = pf_search(ctx, v, pf_grid_node(g, c->x, c->y), pf_grid_node(g, c->gx, c->gy), &res);
    return c->dist < 0 ? st != PF_NO_PATH : st != PF_OK || res.cost - c->dist > 1e-4 || c->dist - res.cost > 1e-4;
}

/* Replay k of s: the two contexts side by side; each event's times at [e * replays + k].
 * 1 when the repaired table equals a rebuild's at the end. */
static int replay(const struct pf_dynscen *s, int k, int replays, struct times *T, uint32_t *events, uint32_t *wrong,
                  double *patches)
{
    const struct pf_variant *v = pf_variant_find("jps+");
    struct pf_rect *r = malloc(MAX_RECTS * sizeof *r);
    struct pf_grid g;
    pf_dynscen_start_grid(s, &g);
    struct pf_search_ctx *a = pf_ctx_create(&g, PF_MOVES_8), *b = pf_ctx_create(&g, PF_MOVES_8);
    pf_ctx_prepare(a, v, NULL);
    pf_ctx_prepare(b, v, NULL);
    uint32_t e = 0;
    for (uint32_t i = 0; i < s->num_cmds;) {
        const struct pf_dyn_cmd *c = &s->cmds[i];
        if (c->kind == PF_DYN_QUERY) {
            *wrong += wrong_answer(a, v, &g, c) + wrong_answer(b, v, &g, c);
            i++;
            continue;
        }
        int n = kit_event(s, &i, &g, r, MAX_RECTS);
        if (n <= 0) {
            fprintf(stderr, "line %u: patch %u does not fit the map\n", c->line, c->patch);
            (*wrong)++;
            break;
        }
        size_t at = (size_t)e * (size_t)replays + (size_t)k;
        if ((e + (uint32_t)k) % 2) {
            timed(follow_repair, a, r, (uint32_t)n, &T->rep[0][at], &T->rep[1][at]);
            timed(follow_rebuild, b, r, (uint32_t)n, &T->reb[0][at], &T->reb[1][at]);
            timed(build_alone, a, r, (uint32_t)n, &T->alone[0][at], &T->alone[1][at]);
        } else {
            timed(build_alone, a, r, (uint32_t)n, &T->alone[0][at], &T->alone[1][at]);
            timed(follow_rebuild, b, r, (uint32_t)n, &T->reb[0][at], &T->reb[1][at]);
            timed(follow_repair, a, r, (uint32_t)n, &T->rep[0][at], &T->rep[1][at]);
        }
        patches[e++] = n;
    }
    char why[256] = "";
    int equal = pf_ctx_check_prep(a, v, why, sizeof why) == 1;
    if (why[0])
        fprintf(stderr, "%s\n", why);
    pf_ctx_destroy(a);
    pf_ctx_destroy(b);
    pf_grid_free(&g);
    free(r);
    *events = e;
    return equal;
}

/* Per event the median over its replays of x[e * replays + 0 .. replays), into out[e] (sorts
 * each event's replays in place). */
static void per_event(double *x, uint32_t events, int replays, double *out)
{
    for (uint32_t e = 0; e < events; e++)
        out[e] = pf_median_double(x + (size_t)e * (size_t)replays, (uint32_t)replays);
}

static int bench(const char *tarball, const char *name, int replays)
{
    struct pf_dynscen s;
    struct pf_error err;
    if (kit_read_tmp(tarball, name, &s, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        return 1;
    }
    uint32_t cap = s.num_cmds + 1, events = 0, wrong = 0;
    size_t all = (size_t)cap * (size_t)replays;
    struct times T;
    for (int c = 0; c < 2; c++) {
        T.rep[c] = calloc(all, sizeof(double));
        T.reb[c] = calloc(all, sizeof(double));
        T.alone[c] = calloc(all, sizeof(double));
    }
    double *rep = calloc(cap, sizeof *rep), *reb = calloc(cap, sizeof *reb), *ratio = calloc(cap, sizeof *ratio);
    double *alone = calloc(cap, sizeof *alone);
    double *patches = calloc(cap, sizeof *patches);
    int equal = 1;
    for (int k = 0; k < replays; k++)
        equal &= replay(&s, k, replays, &T, &events, &wrong, patches);
    printf("%s %dx%d: %u events, median %.0f patches, %d replays side by side\n", name, s.width, s.height, events,
           pf_median_double(patches, events), replays);
    static const char *const clocks[2] = { "wall", "cpu " };
    for (int c = 0; c < 2; c++) {
        per_event(T.rep[c], events, replays, rep);
        per_event(T.reb[c], events, replays, reb);
        per_event(T.alone[c], events, replays, alone);
        for (uint32_t e = 0; e < events; e++) {
            ratio[e] = reb[e] / rep[e];
            if (getenv("BENCH_DUMP"))
                fprintf(stderr, "%d %u %.0f %.2f %.2f %.1f\n", c, e, patches[e], 1e6 * rep[e], 1e6 * reb[e], ratio[e]);
        }
        printf("  %s: median per event: repair %.2f us, rebuild %.2f us (build alone %.2f us); median of "
               "rebuild/repair per event %.1fx (ratio of the medians %.1fx)\n",
               clocks[c], 1e6 * pf_median_double(rep, events), 1e6 * pf_median_double(reb, events),
               1e6 * pf_median_double(alone, events),
               pf_median_double(ratio, events), pf_median_double(reb, events) / pf_median_double(rep, events));
    }
    printf("  repaired table %s a rebuild's; %u answers not the file's\n", equal ? "equals" : "DIFFERS FROM", wrong);
    for (int c = 0; c < 2; c++)
        free(T.rep[c]), free(T.reb[c]), free(T.alone[c]);
    free(rep), free(reb), free(ratio), free(patches), free(alone);
    pf_dynscen_free(&s);
    return !equal || wrong;
}

int main(int argc, char **argv)
{
    int replays = 7, a = 1;
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        puts("usage: jps_plus_repair_bench [-r REPLAYS] [TARBALL [SCENARIO...]]\n"
             "JPS+'s repair against its rebuild, side by side, per change event of the GPPC dynamic start kit's\n"
             "scenarios (default: 7 replays; the kit in $PEERS_SRC or ../shared/peers-src; dao_arena2 and\n"
             "switch_sc1_Aurora_TheFrozenSea): medians per event in wall clock and CPU time, and their ratio.\n"
             "BENCH_DUMP=1 prints each event's medians on stderr.");
        return 0;
    }
    if (argc > 2 && !strcmp(argv[1], "-r")) {
        replays = atoi(argv[2]);
        a = 3;
        if (replays < 1) {
            fprintf(stderr, "-r: expected a number of replays >= 1, found '%s'\n", argv[2]);
            return 2;
        }
    }
    char tarball[4096];
    if (argc > a)
        snprintf(tarball, sizeof tarball, "%s", argv[a]);
    else if (!kit_tarball(tarball, sizeof tarball)) {
        fprintf(stderr, "no start kit at %s: give its path\n", tarball);
        return 1;
    }
    static const char *const fallback[] = { "dao_arena2", "switch_sc1_Aurora_TheFrozenSea" };
    const char *const *names = argc > a + 1 ? (const char *const *)argv + a + 1 : fallback;
    int count = argc > a + 1 ? argc - a - 1 : 2, rc = 0;
    for (int i = 0; i < count; i++)
        rc |= bench(tarball, names[i], replays);
    return rc;
}
