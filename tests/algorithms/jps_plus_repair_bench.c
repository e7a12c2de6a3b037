/* jps_plus_repair_bench.c: a standalone benchmark (not a test) of JPS+'s repair against its
 * rebuild on the GPPC dynamic start kit's scenarios: each scenario is replayed with its queries
 * (jps+, checked against the file's distances) once repairing and once rebuilding at every change
 * event (pf_ctx_map_change), the table's build alone (pf_jpsp_preprocess) timed too; the best of
 * several replays per event, then medians over the events. It checks that the repaired table
 * equals a rebuild's at the end.
 * Usage: jps_plus_repair_bench [TARBALL [SCENARIO...]] (default: the start kit in
 * ../shared/peers-src, dao_arena2 and switch_sc1_Aurora_TheFrozenSea). */
#include <time.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "gppc_dynamic_data.h"

#define REPLAYS 5
#define MAX_RECTS 4096

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(const double *v, uint32_t n)
{
    double *s = malloc(n * sizeof *s);
    memcpy(s, v, n * sizeof *s);
    qsort(s, n, sizeof *s, cmp_double);
    double m = n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
    free(s);
    return m;
}

static void keep_min(double *slot, double t, int first) { *slot = first || t < *slot ? t : *slot; }

/* One replay of s under policy how on a new context: each change event's time into ev[] (the
 * best of the replays), and with build[] the table's build alone after each event; the
 * queries run in between (jps+), as a run replays them, and count in *wrong when their cost is
 * not the file's. 1 when the table equals a rebuild's at the end. */
static int replay(const struct gd_scen *s, enum pf_follow how, double *ev, double *build, int first, uint32_t *events,
                  uint32_t *wrong, double *patches)
{
    const struct pf_variant *v = pf_variant_find("jps+");
    struct pf_rect *r = malloc(MAX_RECTS * sizeof *r);
    struct pf_grid g;
    pf_grid_init(&g, s->width, s->height);
    for (int32_t y = 0; y < s->height; y++)
        for (int32_t x = 0; x < s->width; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    pf_ctx_prepare(ctx, v, NULL);
    uint32_t e = 0;
    for (uint32_t i = 0; i < s->num_cmds;) {
        const struct gd_cmd *c = &s->cmds[i];
        if (c->kind == 'Q') {
            struct pf_result res;
            int st = pf_search(ctx, v, pf_grid_node(&g, c->x, c->y), pf_grid_node(&g, c->gx, c->gy), &res);
            *wrong += c->dist < 0 ? st != PF_NO_PATH : st != PF_OK || res.cost - c->dist > 1e-4 || c->dist - res.cost > 1e-4;
            i++;
            continue;
        }
        uint32_t n = gd_event(s, &i, &g, r, MAX_RECTS);
        double t0 = now();
        pf_ctx_map_change(ctx, r, n, how, NULL);
        keep_min(&ev[e], now() - t0, first);
        if (build) {
            void *data;
            size_t bytes;
            t0 = now();
            pf_jpsp_preprocess(&g, PF_MOVES_8, &data, &bytes);
            keep_min(&build[e], now() - t0, first);
            pf_jpsp_release(data);
        }
        patches[e++] = n;
    }
    char why[256] = "";
    int equal = pf_ctx_check_prep(ctx, v, why, sizeof why) == 1;
    if (why[0])
        fprintf(stderr, "%s\n", why);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    free(r);
    *events = e;
    return equal;
}

static int bench(const char *tarball, const char *name)
{
    struct gd_scen s;
    if (gd_load(tarball, name, &s) != 0) {
        fprintf(stderr, "%s: cannot read %s from %s\n", name, name, tarball);
        return 1;
    }
    uint32_t cap = s.num_cmds + 1, events = 0, wrong = 0;
    double *rep = calloc(cap, sizeof *rep), *reb = calloc(cap, sizeof *reb), *pre = calloc(cap, sizeof *pre);
    double *ratio = calloc(cap, sizeof *ratio), *patches = calloc(cap, sizeof *patches);
    int equal = 1;
    for (int pass = 0; pass < REPLAYS; pass++) {
        equal &= replay(&s, PF_FOLLOW_REPAIR, rep, NULL, pass == 0, &events, &wrong, patches);
        replay(&s, PF_FOLLOW_REBUILD, reb, pre, pass == 0, &events, &wrong, patches);
    }
    double worst = 0;
    for (uint32_t e = 0; e < events; e++) {
        ratio[e] = reb[e] / rep[e];
        worst = rep[e] > worst ? rep[e] : worst;
    }
    printf("%s %dx%d: %u events, median %.0f patches; median per event: repair %.2f us, rebuild %.2f us, "
           "table build alone %.2f us; median speed-up %.1fx (rebuild / repair per event), %.1fx (table build / "
           "repair, medians); slowest repair %.2f us; repaired table %s a rebuild's; %u answers not the file's\n",
           name, s.width, s.height, events, median(patches, events), 1e6 * median(rep, events),
           1e6 * median(reb, events), 1e6 * median(pre, events), median(ratio, events),
           median(pre, events) / median(rep, events), 1e6 * worst, equal ? "equals" : "DIFFERS FROM", wrong);
    free(rep), free(reb), free(pre), free(ratio), free(patches);
    gd_free(&s);
    return !equal || wrong;
}

int main(int argc, char **argv)
{
    char tarball[4096];
    if (argc > 1)
        snprintf(tarball, sizeof tarball, "%s", argv[1]);
    else if (!gd_tarball(tarball, sizeof tarball)) {
        fprintf(stderr, "no start kit at %s: give its path\n", tarball);
        return 1;
    }
    static const char *const fallback[] = { "dao_arena2", "switch_sc1_Aurora_TheFrozenSea" };
    const char *const *names = argc > 2 ? (const char *const *)argv + 2 : fallback;
    int count = argc > 2 ? argc - 2 : 2, rc = 0;
    for (int i = 0; i < count; i++)
        rc |= bench(tarball, names[i]);
    return rc;
}
