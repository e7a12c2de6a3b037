/* chart_heuristics.c: the heuristics chart, one for every movement model: per variant that
 * takes a heuristic, its mean expansions and worst suboptimality under each model. */
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

/* One chart for every movement model: per variant that takes a heuristic, one bar per model:
 * mean nodes expanded per solved query and worst suboptimality (from the summary). */
void pf_chart_heuristics(struct pf_chart_ctx *c)
{
    size_t nv = c->var.n, nm = c->mov.n;
    double *ok = calloc(nv * nm + 1, sizeof *ok), *ex = calloc(nv * nm + 1, sizeof *ex),
           *ws = calloc(nv * nm + 1, sizeof *ws);
    char *vh = calloc(nv + 1, 1), *mh = calloc(nm + 1, 1);
    size_t nh = 0;
    if (!ok || !ex || !ws || !vh || !mh) {
        pf_chart_fail(c, "out of memory preparing the heuristics data");
        goto out;
    }
    for (size_t v = 0; v < nv; v++)
        nh += strcmp(c->vrow[v]->heuristic, "-") != 0;
    for (size_t i = 0; i < c->sum.n; i++) {
        const struct pf_sum *s = &c->sum.s[i];
        long v = pf_names_find(&c->var, s->variant), m = pf_names_find(&c->mov, s->moves);
        if (v < 0 || m < 0 || !strcmp(c->vrow[v]->heuristic, "-") || s->ok == 0)
            continue;
        size_t k = (size_t)v * nm + (size_t)m;
        ok[k] += (double)s->ok;
        ex[k] += s->sum_expanded;
        if (s->worst_subopt > ws[k])
            ws[k] = s->worst_subopt;
        vh[v] = mh[m] = 1;
    }
    size_t ng = 0, nmod = 0;
    for (size_t v = 0; v < nv; v++)
        ng += vh[v];
    char models[256] = "";
    size_t ml = 0;
    for (size_t j = 0; j < nm; j++)
        if (mh[c->morder[j]]) {
            ml += (size_t)snprintf(models + ml, sizeof models - ml, "%s%s", nmod ? ", " : "", c->mov.s[c->morder[j]]);
            if (ml >= sizeof models)
                ml = sizeof models - 1;
            nmod++;
        }
    if (nh == 0) {
        pf_chart_skip(c, "heuristics", "no variant takes a heuristic (the heuristic column is - in every row)");
        goto out;
    }
    if (ng == 0) {
        pf_chart_skip(c, "heuristics", "no solved query of a variant that takes a heuristic");
        goto out;
    }
    struct pf_out fe, fs, vo;
    if (pf_chart_out_open(c, &fe, "heuristics-exp.dat") != 0)
        goto out;
    if (pf_chart_out_open(c, &fs, "heuristics-subopt.dat") != 0) {
        pf_out_abort(&fe);
        goto out;
    }
    fputs("variant", fe.f);
    fputs("variant", fs.f);
    for (size_t j = 0; j < nm; j++)
        if (mh[c->morder[j]]) {
            fprintf(fe.f, " \"moves %s\"", c->mov.s[c->morder[j]]);
            fprintf(fs.f, " \"moves %s\"", c->mov.s[c->morder[j]]);
        }
    fputs("\n", fe.f);
    fputs("\n", fs.f);
    for (size_t v = 0; v < nv; v++) {
        if (!vh[v])
            continue;
        fprintf(fe.f, "%s", c->var.s[v]);
        fprintf(fs.f, "%s", c->var.s[v]);
        for (size_t j = 0; j < nm; j++) {
            size_t m = c->morder[j], k = v * nm + m;
            if (!mh[m])
                continue;
            if (ok[k] > 0) {
                fprintf(fe.f, " %.9g", ex[k] / ok[k]);
                fprintf(fs.f, " %.9g", ws[k] * 100);
            } else {
                fputs(" NaN", fe.f);
                fputs(" NaN", fs.f);
            }
        }
        fputs("\n", fe.f);
        fputs("\n", fs.f);
    }
    if (pf_chart_out_close(c, &fe) != 0) {
        pf_out_abort(&fs);
        goto out;
    }
    if (pf_chart_out_close(c, &fs) != 0 || pf_chart_out_open(c, &vo, "heuristics.vars.gp") != 0)
        goto out;
    fprintf(vo.f, "nmodels = %zu\nngroups = %zu\nbar_labels = %d\n", nmod, ng, ng * nmod <= 24);
    pf_chart_gp_string(vo.f, "models", "%s", models);
    pf_chart_gp_string(vo.f, "title", "Heuristics: every variant that takes one, all maps, %s %s",
                       nmod == 1 ? "movement model" : "movement models", models);
    if (pf_chart_out_close(c, &vo) != 0)
        goto out;
    pf_chart_index(c, "heuristics", "heuristics.gp", "Heuristics and movement models", NULL,
                   "Every variant that takes a heuristic (%zu: heuristic column other than -), one bar per movement model (%s; one chart for all models): mean nodes expanded per solved query (top) and worst suboptimality in %% (bottom); an inadmissible heuristic shows above 0 at the bottom.",
                   ng, models);
out:
    free(ok);
    free(ex);
    free(ws);
    free(vh);
    free(mh);
}
