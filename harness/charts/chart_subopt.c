/* chart_subopt.c: what the suboptimal searches pay, per movement model: for every variant not
 * required to be optimal there (the summary's should_be_optimal), its mean cost over the optimum
 * in each map family. On weighted terrain it shows what ignoring the weights costs (the 2D A*
 * on the walls, BFS, the generic searches) against weighted A*'s bounded loss. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

void pf_chart_subopt(struct pf_chart_ctx *c, size_t m)
{
    char mv[16], name[64], dat[80], vars[80];
    pf_chart_moves_tag(c->mov.s[m], mv, sizeof mv);
    snprintf(name, sizeof name, "subopt-%s", mv);
    snprintf(dat, sizeof dat, "%s.dat", name);
    snprintf(vars, sizeof vars, "%s.vars.gp", name);
    size_t nv = c->var.n, nf = c->fam.n;
    double *val = malloc((nv * nf + 1) * sizeof *val);
    char *vh = calloc(nv + 1, 1), *fh = calloc(nf + 1, 1);
    if (!val || !vh || !fh) {
        pf_chart_fail(c, "out of memory preparing the suboptimality data");
        goto out;
    }
    for (size_t i = 0; i < nv * nf; i++)
        val[i] = NAN;
    double ymax = 0;
    for (size_t i = 0; i < c->sum.n; i++) {
        const struct pf_sum *s = &c->sum.s[i];
        long v = pf_names_find(&c->var, s->variant), f = pf_names_find(&c->fam, s->family);
        if (strcmp(s->moves, c->mov.s[m]) || v < 0 || f < 0 || s->should_be_optimal || s->ok == 0)
            continue;
        val[(size_t)v * nf + (size_t)f] = 100.0 * pf_sum_mean_subopt(s);
        ymax = fmax(ymax, val[(size_t)v * nf + (size_t)f]);
        vh[v] = fh[f] = 1;
    }
    size_t ncol = 0, nrow = 0;
    for (size_t v = 0; v < nv; v++)
        ncol += vh[v];
    for (size_t f = 0; f < nf; f++)
        nrow += fh[f];
    if (ncol == 0) {
        pf_chart_skip(c, name, "every variant with solved rows under movement model %s must be optimal there",
                      c->mov.s[m]);
        goto out;
    }
    struct pf_out o, g;
    if (pf_chart_out_open(c, &o, dat) != 0)
        goto out;
    /* a table: one row per family, one column per variant (a header line of names) */
    fputs("family", o.f);
    for (size_t v = 0; v < nv; v++)
        if (vh[v])
            fprintf(o.f, " \"%s\"", c->var.s[v]);
    fputs("\n", o.f);
    for (size_t f = 0; f < nf; f++) {
        if (!fh[f])
            continue;
        fprintf(o.f, "%s", c->fam.s[f]);
        for (size_t v = 0; v < nv; v++)
            if (vh[v]) {
                double x = val[v * nf + f];
                if (isnan(x))
                    fputs(" NaN", o.f);
                else
                    fprintf(o.f, " %.9g", x);
            }
        fputs("\n", o.f);
    }
    if (pf_chart_out_close(c, &o) != 0 || pf_chart_out_open(c, &g, vars) != 0)
        goto out;
    fprintf(g.f, "nvariants = %zu\nnfamilies = %zu\nbar_labels = %d\nymax = %.9g\n", ncol, nrow, ncol * nrow <= 30, ymax);
    pf_chart_gp_string(g.f, "datafile", "%s", dat);
    pf_chart_gp_string(g.f, "title", "What the suboptimal searches pay, movement model %s: mean cost above the optimum",
                       c->mov.s[m]);
    if (pf_chart_out_close(c, &g) != 0)
        goto out;
    pf_chart_index(c, name, "subopt.gp", "What the suboptimal searches pay", c->mov.s[m],
                   "Every variant not required to be optimal under this model (%zu), per map family (%zu): the mean of cost / optimal cost - 1 over its solved queries, in %%. On weighted terrain it shows what ignoring the weights costs (the 2D A* on the walls, BFS, the generic searches) beside weighted A*'s bounded loss.",
                   ncol, nrow);
out:
    free(val);
    free(vh);
    free(fh);
}
