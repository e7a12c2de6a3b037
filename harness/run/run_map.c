/* run_map.c: one map of `pfbench run`: its ground truth (the reference's costs), then every
 * selected variant's block in turn, with the progress line, then its Google Benchmark. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "plugin.h"
#include "run.h"
#include "ref_cache.h"
#include "run_block.h"

static void progress(struct run *R, size_t mi, const char *variant, size_t vi)
{
    if (R->quiet)
        return;
    static uint64_t last;
    uint64_t now = pf_now_ns();
    if (now - last < 1000000000ull && vi != 0)
        return;
    last = now;
    double el = (double)(now - R->t_start) / 1e9;
    double f = R->units_total > 0 ? R->units_done / R->units_total : 0;
    char eta[32] = "?";
    if (f > 0.02) {
        double rest = el * (1 - f) / f;
        snprintf(eta, sizeof eta, "%d:%02d", (int)rest / 60, (int)rest % 60);
    }
    fprintf(stderr, "[map %zu/%zu %s] %-24s %zu/%zu  %3.0f%%  elapsed %d:%02d  ETA %s\n", mi + 1,
            R->plan.n, R->plan.m[mi].name, variant, vi + 1, R->nvariants, 100 * f, (int)el / 60,
            (int)el % 60, eta);
}

int pf_run_map(struct run *R, size_t mi)
{
    const struct pf_plan_map *m = &R->plan.m[mi];
    if (m->n_mine == 0)
        return 0;
    struct pf_space sp;
    char err[700];
    if (pf_space_load(m, &sp, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench run: %s\n", err);
        return -1;
    }
    if (pf_space_changes(&sp)) {
        int rc = pf_run_dynamic(R, mi, &sp);
        pf_space_free(&sp);
        return rc;
    }
    struct pf_search_ctx *ctx = pf_space_ctx(&sp, R->moves);
    double *dcost = malloc(m->n * sizeof *dcost);
    uint64_t *medians = calloc(R->nvariants, sizeof *medians);
    /* the variants and the reference, which may not be among them */
    struct pf_run_prep *prep_seen = calloc(R->nvariants + 1, sizeof *prep_seen);
    size_t nprep = 0;
    struct pf_run_bufs B = {
        malloc(m->n * sizeof *B.rows), malloc(m->n * sizeof *B.q),
        malloc(m->n * (size_t)R->repeat * sizeof *B.times), malloc(m->n * sizeof *B.ok_times), 0, 0,
    };
    int rc = 0;
    if (!ctx || !dcost || !medians || !prep_seen || !B.rows || !B.q || !B.times || !B.ok_times) {
        fprintf(stderr, "pfbench run: out of memory for map %s\n", m->name);
        rc = -1;
        goto out;
    }
    pf_ctx_set_tie(ctx, R->tie);
    pf_ctx_set_map_name(ctx, m->name);       /* for plugins (env->map_name) */
    /* ground truth first: Dijkstra (best-first, zero heuristic, stops when the goal is popped),
     * or the answers it gave an earlier run of this map, model and build (ref_cache.c) */
    const struct pf_variant *dij = pf_variant_reference_in(m->domain);
    pf_ctx_set_budget(ctx, 0);
    struct pf_ref_cache refs;
    pf_ref_cache_open(&refs, ctx, dij);
    size_t missing = 0, cached = 0;
    for (size_t j = 0; j < m->n; j++) {
        dcost[j] = NAN;
        if (!m->mine[j])
            continue;
        pf_node s, t;
        pf_space_nodes(&sp, &m->scen.e[j], &s, &t);
        if (pf_ref_cache_get(&refs, s, t, &dcost[j]))
            cached++;
        else
            missing++;
    }
    /* its preparation timed here, where it runs (a reference with preprocessing: the any-angle
     * truth's visibility graph), so that its own rows report it; no time limit: it must answer */
    struct pf_run_prep ref_prep;
    if (missing)
        pf_run_prepare_variant(R, ctx, dij, m->name, 0, prep_seen, &nprep, &ref_prep);
    for (size_t j = 0; j < m->n && missing && !pf_run_stop; j++) {
        pf_node s, t;
        struct pf_result r;
        if (!m->mine[j])
            continue;
        pf_space_nodes(&sp, &m->scen.e[j], &s, &t);
        if (pf_ref_cache_get(&refs, s, t, &dcost[j]))
            continue;
        int st = pf_search(ctx, dij, s, t, &r);
        if (st == PF_OK)
            dcost[j] = r.cost;
        if (st == PF_OK || st == PF_NO_PATH)
            pf_ref_cache_put(&refs, s, t, dcost[j]);
    }
    if (!pf_run_stop && pf_ref_cache_save(&refs) != PF_OK && !R->quiet)
        fprintf(stderr, "pfbench run: note: %s's answers on %s could not be written into the preprocessing "
                "cache %s (the run goes on)\n", dij->name, m->name, pf_prep_cache_dir());
    if (cached && !R->quiet)
        fprintf(stderr, "pfbench run: note: %s's answers to %zu of %zu lines of %s read from the preprocessing "
                "cache %s\n", dij->name, cached, cached + missing, m->name, pf_prep_cache_dir());
    pf_ref_cache_close(&refs);
    /* the map's own budget from the suite, unless --budget said one for the run */
    pf_ctx_set_budget(ctx, m->budget && !R->budget_given ? m->budget : R->budget);
    double map_units = (double)m->n_mine * (double)m->width * (double)m->height * (double)m->depth;
    for (size_t vi = 0; vi < R->nvariants && !pf_run_stop && rc == 0; vi++) {
        char why[400];
        if (!pf_ctx_runs(ctx, R->variants[vi], why, sizeof why)) {
            /* no rows: a variant of another domain (said nowhere: it has its own maps), or one
             * this map does not allow (said) */
            if (!R->quiet && pf_variant_domain(R->variants[vi]) == m->domain)
                fprintf(stderr, "pfbench run: note: %s: not run on %s\n", why, m->name);
            R->units_done += map_units / (double)R->nvariants;
            continue;
        }
        progress(R, mi, R->variants[vi]->name, vi);
        struct pf_run_prep prep;
        if (pf_plugin_variant_of(R->variants[vi])) {
            /* a plugin: in a child process, out of Google Benchmark (medians[vi] stays 0) */
            rc = pf_run_plugin_block(R, ctx, &sp, m, R->variants[vi], dcost, &B);
        } else {
            pf_run_prepare_variant(R, ctx, R->variants[vi], m->name, R->prep_seconds, prep_seen, &nprep, &prep);
            rc = pf_run_block(R, ctx, &sp, m, R->variants[vi], dcost, &prep, &B, &medians[vi], NULL);
        }
        R->units_done += map_units / (double)R->nvariants;
    }
    if (!pf_run_stop && rc == 0)
        pf_run_gbench_map(R, ctx, &sp, m, medians);
out:
    pf_ctx_destroy(ctx);
    pf_space_free(&sp);
    free(dcost);
    free(medians);
    free(prep_seen);
    free(B.rows);
    free(B.q);
    free(B.times);
    free(B.ok_times);
    return rc;
}
