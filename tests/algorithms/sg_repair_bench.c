/* sg_repair_bench.c: a standalone benchmark (not a test) of how sg and tsg follow the GPPC
 * dynamic start kit's change events: per event, the time of pf_ctx_map_change repairing each
 * one (a context of its own) against rebuilding it (another context), on the same map, their
 * order swapped from event to event; prints the medians over events in wall clock and in the
 * thread's CPU time (which a loaded machine's waits do not inflate), their ratio, and the
 * wall-clock totals. The kit's tarball: argv[1], else
 * $PEERS_SRC or ../shared/peers-src; the scenario: argv[2], default dao_arena2; argv[3] = "sg"
 * or "tsg" times that one only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "search_ctx.h"
#include "algorithms/dynamic_kit.h"
#include "stats.h"
#include "repair_bench.h"

int main(int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        puts("usage: sg_repair_bench [TARBALL [SCENARIO [sg|tsg]]]\n"
             "sg's and tsg's repair against their rebuild, side by side, per change event of a GPPC dynamic\n"
             "start kit scenario (default: the kit in $PEERS_SRC or ../shared/peers-src, dao_arena2, both):\n"
             "medians per event in wall clock and CPU time, and their ratio.");
        return 0;
    }
    char tar[4096];
    const char *name = argc > 2 ? argv[2] : "dao_arena2";
    if (argc > 1)
        snprintf(tar, sizeof tar, "%s", argv[1]);
    else if (!kit_tarball(tar, sizeof tar)) {
        fprintf(stderr, "sg_repair_bench: no start kit at %s: give its path\n", tar);
        return 1;
    }
    struct pf_dynscen k;
    struct pf_error err;
    struct pf_grid g;
    if (kit_read_tmp(tar, name, &k, &err) != PF_OK) {
        fprintf(stderr, "sg_repair_bench: %s\n", err.msg);
        return 1;
    }
    if (pf_dynscen_start_grid(&k, &g) != PF_OK)
        return 1;
    const char *names[2] = { "sg", "tsg" };
    const int v0 = argc > 3 && strcmp(argv[3], "tsg") == 0, v1 = argc > 3 && strcmp(argv[3], "sg") == 0 ? 1 : 2;
    struct pf_search_ctx *ctx[2][2];                /* [variant][0 repair, 1 rebuild] */
    double *t[2][2], *cpu[2][2];
    for (int v = v0; v < v1; v++)
        for (int w = 0; w < 2; w++) {
            ctx[v][w] = pf_ctx_create(&g, PF_MOVES_8);
            t[v][w] = malloc((k.num_events + 1) * sizeof(double));
            cpu[v][w] = malloc((k.num_events + 1) * sizeof(double));
            if (!ctx[v][w] || !t[v][w] || !cpu[v][w] || pf_ctx_prepare(ctx[v][w], pf_variant_find(names[v]), NULL) != PF_OK) {
                fprintf(stderr, "sg_repair_bench: cannot prepare %s\n", names[v]);
                return 1;
            }
        }
    const uint32_t pastes = k.num_cmds - k.num_queries;
    struct pf_rect *r = malloc((pastes + 1) * sizeof *r);
    double total[2][2] = { { 0, 0 }, { 0, 0 } };
    uint32_t patches = 0, e = 0;
    for (uint32_t i = 0; i < k.num_cmds && e < k.num_events; e++) {
        while (i < k.num_cmds && k.cmds[i].kind != PF_DYN_PATCH)
            i++;
        const uint32_t line = k.cmds[i].line;
        const int n = kit_event(&k, &i, &g, r, pastes);
        if (n <= 0) {
            fprintf(stderr, "sg_repair_bench: the event at line %u does not fit the map\n", line);
            return 1;
        }
        patches += (uint32_t)n;
        for (int v = v0; v < v1; v++)
            for (int ww = 0; ww < 2; ww++) {
                const int w = ww ^ (int)(e & 1);    /* repair first on even events, rebuild first on odd */
                struct pf_change ch;
                const double c0 = bench_clock(CLOCK_THREAD_CPUTIME_ID), t0 = bench_clock(CLOCK_MONOTONIC);
                int rc = pf_ctx_map_change(ctx[v][w], r, (uint32_t)n, w ? PF_FOLLOW_REBUILD : PF_FOLLOW_REPAIR, &ch);
                t[v][w][e] = bench_clock(CLOCK_MONOTONIC) - t0;
                cpu[v][w][e] = bench_clock(CLOCK_THREAD_CPUTIME_ID) - c0;
                total[v][w] += t[v][w][e];
                if (rc != PF_OK || ch.repaired != (uint32_t)!w) {
                    fprintf(stderr, "sg_repair_bench: %s event %u: status %d, %u repaired\n", names[v], e, rc,
                            ch.repaired);
                    return 1;
                }
            }
    }
    printf("%s: %u change events, %u patches\n", name, e, patches);
    printf("%-4s %14s %14s %8s %12s %12s %8s\n", "alg", "repair med us", "rebuild med us", "ratio", "repair ms",
           "rebuild ms", "cpu");
    for (int v = v0; v < v1; v++) {
        const double a = pf_median_double(t[v][0], e), b = pf_median_double(t[v][1], e);
        const double ca = pf_median_double(cpu[v][0], e), cb = pf_median_double(cpu[v][1], e);
        printf("%-4s %14.1f %14.1f %7.1fx %12.2f %12.2f\n", names[v], 1e6 * a, 1e6 * b, b / a, 1e3 * total[v][0],
               1e3 * total[v][1]);
        printf("%-4s %14.1f %14.1f %7.1fx %12s %12s %8s\n", names[v], 1e6 * ca, 1e6 * cb, cb / ca, "", "", "cpu");
    }
    for (int v = v0; v < v1; v++)
        for (int w = 0; w < 2; w++)
            pf_ctx_destroy(ctx[v][w]), free(t[v][w]), free(cpu[v][w]);
    free(r);
    pf_grid_free(&g);
    pf_dynscen_free(&k);
    return 0;
}
