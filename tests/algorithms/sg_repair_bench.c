/* sg_repair_bench.c: a standalone benchmark (not a test) of how sg and tsg follow the GPPC
 * dynamic start kit's change events: per event, the time of pf_ctx_map_change repairing each
 * one (a context of its own) against rebuilding it (another context), on the same map; prints
 * the medians over events, their ratio, and the totals. The kit's tarball: argv[1], else
 * $PEERS_SRC or ../shared/peers-src; the scenario: argv[2], default dao_arena2; argv[3] = "sg"
 * or "tsg" times that one only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "search_ctx.h"
#include "algorithms/gppc_dynamic_kit.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int dbl_cmp(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *t, uint32_t n)
{
    qsort(t, n, sizeof *t, dbl_cmp);
    return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

int main(int argc, char **argv)
{
    char buf[1024];
    const char *tar = argc > 1 ? argv[1] : kit_tarball(buf, sizeof buf), *name = argc > 2 ? argv[2] : "dao_arena2";
    struct kit k;
    if (kit_load(&k, tar, name) != 0) {
        fprintf(stderr, "sg_repair_bench: cannot read %s from %s\n", name, tar);
        return 1;
    }
    struct pf_grid g;
    pf_grid_init(&g, k.width, k.height);
    for (int32_t y = 0; y < k.height; y++)
        for (int32_t x = 0; x < k.width; x++)
            pf_grid_set(&g, x, y, '.');
    const char *names[2] = { "sg", "tsg" };
    const int v0 = argc > 3 && strcmp(argv[3], "tsg") == 0, v1 = argc > 3 && strcmp(argv[3], "sg") == 0 ? 1 : 2;
    struct pf_search_ctx *ctx[2][2];                /* [variant][0 repair, 1 rebuild] */
    double *t[2][2];
    for (int v = v0; v < v1; v++)
        for (int w = 0; w < 2; w++) {
            ctx[v][w] = pf_ctx_create(&g, PF_MOVES_8);
            t[v][w] = malloc(k.nevent * sizeof(double));
            if (!ctx[v][w] || !t[v][w] || pf_ctx_prepare(ctx[v][w], pf_variant_find(names[v]), NULL) != PF_OK) {
                fprintf(stderr, "sg_repair_bench: cannot prepare %s\n", names[v]);
                return 1;
            }
        }
    struct pf_rect *r = malloc(k.npaste * sizeof *r);
    double total[2][2] = { { 0, 0 }, { 0, 0 } };
    uint32_t patches = 0;
    for (uint32_t e = 0; e < k.nevent; e++) {
        const int n = kit_apply(&k, e, &g, r);
        if (n <= 0) {
            fprintf(stderr, "sg_repair_bench: event %u does not fit the map\n", e);
            return 1;
        }
        patches += (uint32_t)n;
        for (int v = v0; v < v1; v++)
            for (int w = 0; w < 2; w++) {
                struct pf_change ch;
                const double t0 = now();
                int rc = pf_ctx_map_change(ctx[v][w], r, (uint32_t)n, w ? PF_FOLLOW_REBUILD : PF_FOLLOW_REPAIR, &ch);
                t[v][w][e] = now() - t0;
                total[v][w] += t[v][w][e];
                if (rc != PF_OK || ch.repaired != (uint32_t)!w) {
                    fprintf(stderr, "sg_repair_bench: %s event %u: status %d, %u repaired\n", names[v], e, rc,
                            ch.repaired);
                    return 1;
                }
            }
    }
    printf("%s: %u change events, %u patches\n", name, k.nevent, patches);
    printf("%-4s %14s %14s %8s %12s %12s\n", "alg", "repair med us", "rebuild med us", "ratio", "repair ms", "rebuild ms");
    for (int v = v0; v < v1; v++) {
        const double a = median(t[v][0], k.nevent), b = median(t[v][1], k.nevent);
        printf("%-4s %14.1f %14.1f %7.1fx %12.2f %12.2f\n", names[v], 1e6 * a, 1e6 * b, b / a, 1e3 * total[v][0],
               1e3 * total[v][1]);
    }
    for (int v = v0; v < v1; v++)
        for (int w = 0; w < 2; w++)
            pf_ctx_destroy(ctx[v][w]), free(t[v][w]);
    free(r);
    pf_grid_free(&g);
    kit_free(&k);
    return 0;
}
