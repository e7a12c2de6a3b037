/* run_dynamic_map.c: one dynamic scenario of `pfbench run`: the reference's answers replayed,
 * then each variant's block, a plugin's in forked children. */
#include <stdio.h>
#include <stdlib.h>
#include "commands.h"
#include "plugin.h"
#include "run.h"
#include "run_block.h"

int pf_run_dynamic(struct run *R, size_t mi, const struct pf_space *sp)
{
    const struct pf_plan_map *m = &R->plan.m[mi];
    double *dcost = malloc(m->n * sizeof *dcost);
    uint64_t *chg = calloc(2 * m->n * (size_t)R->repeat, sizeof *chg);   /* changes, then rebuilds */
    struct pf_run_bufs B = {
        malloc(m->n * sizeof *B.rows), calloc(m->n, sizeof *B.q),
        malloc(m->n * (size_t)R->repeat * sizeof *B.times), NULL, 0, 0,
    };
    int rc = dcost && chg && B.rows && B.q && B.times ? 0 : -1;
    if (rc)
        fprintf(stderr, "pfbench run: out of memory for map %s\n", m->name);
    if (rc == 0)
        rc = pf_run_dynamic_reference(R, sp, m, dcost);
    double map_units = (double)m->n_mine * (double)m->width * (double)m->height;
    for (size_t vi = 0; vi < R->nvariants && !pf_run_stop && rc == 0; vi++) {
        const struct pf_variant *v = R->variants[vi];
        char why[400];
        R->units_done += map_units / (double)R->nvariants;
        if (pf_variant_domain(v) != m->domain)
            continue;                               /* another domain's variant: its own maps */
        if (!pf_variant_runs_on(v, pf_plan_moves(m, R->moves), why, sizeof why)) {
            if (!R->quiet)
                fprintf(stderr, "pfbench run: note: %s: not run on %s (%s)\n", v->name, m->name, why);
            continue;
        }
        if (!R->quiet)
            fprintf(stderr, "[map %zu/%zu %s] %s: replaying %zu queries x %d passes\n", mi + 1, R->plan.n, m->name,
                    v->name, m->n, R->repeat);
        if (pf_plugin_variant_of(v))
            rc = pf_run_dynamic_plugin(R, sp, m, v, dcost, &B, chg);   /* in forked children */
        else
            rc = pf_run_dynamic_block(R, sp, m, v, dcost, &B, chg, NULL);
    }
    free(dcost);
    free(chg);
    free(B.rows);
    free(B.q);
    free(B.times);
    return rc;
}
