/* run_gbench.c: Google Benchmark in `pfbench run`: each map's benchmarks into a part file,
 * and the parts joined into gbench.json at the end. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "gbench.h"
#include "run.h"

/* Google Benchmark on this map: per variant, three groups of queries (short, medium and long
 * thirds of the planned lines, which come sorted by bucket). Slow variants are left out. */
void pf_run_gbench_map(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                       const struct pf_plan_map *m, const uint64_t *median_per_variant)
{
    if (R->gbench_min_time <= 0 || !pf_gbench_available() || R->gbench_failed)
        return;
    size_t n = 0;
    for (size_t j = 0; j < m->n; j++)
        n += m->mine[j];
    if (n < 3)
        return;
    pf_node *st = malloc(n * sizeof *st), *gl = malloc(n * sizeof *gl);
    struct pf_gbench_job *jobs = calloc(R->nvariants * 3, sizeof *jobs);
    if (!st || !gl || !jobs)
        goto out;
    size_t q = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (!m->mine[j])
            continue;
        pf_space_nodes(sp, &m->scen.e[j], &st[q], &gl[q]);
        q++;
    }
    size_t nj = 0;
    static const char *const third[3] = { "short", "medium", "long" };
    for (size_t v = 0; v < R->nvariants; v++) {
        if (median_per_variant[v] == 0 || median_per_variant[v] > 20000000ull)
            continue;                         /* budget rows or over 20 ms a query */
        for (int k = 0; k < 3; k++) {
            struct pf_gbench_job *j = &jobs[nj++];
            size_t a = n * (size_t)k / 3, b = n * (size_t)(k + 1) / 3;
            snprintf(j->name, sizeof j->name, "%s/%s/%s", R->variants[v]->name, m->name, third[k]);
            j->ctx = ctx;
            j->variant = R->variants[v];
            j->starts = st + a;
            j->goals = gl + a;
            j->count = b - a;
        }
    }
    if (nj) {
        char path[2200];
        snprintf(path, sizeof path, "%s/gbench-parts", R->dir);
        mkdir(path, 0777);
        snprintf(path, sizeof path, "%s/gbench-parts/%04zu.json", R->dir, R->gbench_parts);
        char suite[64];
        snprintf(suite, sizeof suite, "%s", R->suite->name);
        struct pf_gbench_context info[] = {
            { "pfbench_compiler", R->meta.compiler }, { "pfbench_cflags", R->meta.cflags },
            { "pfbench_build_type", R->meta.build_type }, { "pfbench_commit", R->meta.commit },
            { "pfbench_suite", suite }, { "pfbench_map", m->name },
        };
        if (!R->quiet)
            fprintf(stderr, "[map %s] Google Benchmark: %zu benchmarks\n", m->name, nj);
        pf_ctx_set_budget(ctx, 0);
        if (pf_gbench_run(jobs, nj, path, R->gbench_min_time, info, sizeof info / sizeof info[0]) == 0)
            R->gbench_parts++;
        else
            R->gbench_failed = 1;
        pf_ctx_set_budget(ctx, R->budget);
    }
out:
    free(st);
    free(gl);
    free(jobs);
}

/* Join the per-map Google Benchmark files into one gbench.json, then drop the parts. A resumed
 * run's gbench.json (the maps timed before the interruption) comes first. */
void pf_run_gbench_merge(struct run *R)
{
    if (!R->gbench_parts)
        return;
    size_t n = R->gbench_parts + 1;
    char (*paths)[2300] = calloc(n, sizeof *paths);
    const char **pp = calloc(n, sizeof *pp);
    char out[2200], err[2400];
    size_t missing;
    if (!paths || !pp) {
        fprintf(stderr, "pfbench run: out of memory joining gbench.json\n");
    } else {
        snprintf(out, sizeof out, "%s/gbench.json", R->dir);
        snprintf(paths[0], sizeof paths[0], "%s", out);
        pp[0] = paths[0];
        for (size_t i = 1; i < n; i++) {
            snprintf(paths[i], sizeof paths[i], "%s/gbench-parts/%04zu.json", R->dir, i - 1);
            pp[i] = paths[i];
        }
        if (pf_gbench_join(out, pp, NULL, n, &missing, err, sizeof err) != 0)
            fprintf(stderr, "pfbench run: %s (the parts stay in %s/gbench-parts)\n", err, R->dir);
        else
            for (size_t i = 1; i < n; i++)
                remove(paths[i]);
    }
    free(paths);
    free(pp);
    snprintf(out, sizeof out, "%s/gbench-parts", R->dir);
    rmdir(out);
}
