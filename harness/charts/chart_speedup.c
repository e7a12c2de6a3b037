/* chart_speedup.c: the speed-up heat map of a movement model: the summary's speed-up of each
 * shown variant over the reference, per map family and their geometric mean. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

/* The reference of movement model m's speed-ups, as the summary chose it (its domain's Dijkstra,
 * or a stand-in among the run's variants); *stand_in says which. */
static const char *ref_name(const struct pf_chart_ctx *c, size_t m, int *stand_in)
{
    const char *r = pf_summary_ref(&c->sum, c->mov.s[m], stand_in);
    return *r ? r : "the reference variant";
}

static void fmt_speedup(char *buf, size_t cap, double x)
{
    if (x >= 9.95)
        snprintf(buf, cap, "%.0f", x);
    else if (x >= 0.995)
        snprintf(buf, cap, "%.1f", x);
    else if (x >= 0.01)
        snprintf(buf, cap, "%.2f", x);
    else
        snprintf(buf, cap, "%.1g", x);
}

void pf_chart_speedup(struct pf_chart_ctx *c, size_t m)
{
    char mv[16];
    pf_chart_moves_tag(c->mov.s[m], mv, sizeof mv);
    char name[64];
    snprintf(name, sizeof name, "speedup-%s", mv);
    int stand_in;
    const char *ref = ref_name(c, m, &stand_in), *registry = pf_summary_reference(c->mov.s[m]);
    size_t nv = c->var.n, nf = c->fam.n;
    double *sp = malloc((nv * nf + 1) * sizeof *sp), *gm = malloc((nv + 1) * sizeof *gm);
    size_t *vi = malloc((nv + 1) * sizeof *vi), *fi = malloc((nf + 1) * sizeof *fi);
    char *vh = calloc(nv + 1, 1), *fh = calloc(nf + 1, 1);
    if (!sp || !gm || !vi || !fi || !vh || !fh) {
        pf_chart_fail(c, "out of memory preparing the speed-up data");
        goto out;
    }
    for (size_t i = 0; i < nv * nf; i++)
        sp[i] = NAN;
    for (size_t i = 0; i < c->sum.n; i++) {
        const struct pf_sum *s = &c->sum.s[i];
        long v = pf_names_find(&c->var, s->variant), f = pf_names_find(&c->fam, s->family);
        if (strcmp(s->moves, c->mov.s[m]) || v < 0 || f < 0 || !c->sel[v] || isnan(s->speedup) || s->speedup <= 0)
            continue;
        sp[(size_t)v * nf + (size_t)f] = s->speedup;
        vh[v] = fh[f] = 1;
    }
    size_t nrow = 0, ncol = 0;
    for (size_t v = 0; v < nv; v++)
        if (vh[v])
            vi[nrow++] = v;
    for (size_t f = 0; f < nf; f++)
        if (fh[f])
            fi[ncol++] = f;
    if (nrow == 0) {
        if (!*pf_summary_ref(&c->sum, c->mov.s[m], NULL) && *registry)
            pf_chart_skip(c, name, "no speed-up under movement model %s: the run has neither the reference %s nor a variant with its algo and heuristic columns", mv, registry);
        else
            pf_chart_skip(c, name, "no speed-up under movement model %s: the reference %s has no timed rows there, or no shown variant has", mv, ref);
        goto out;
    }
    double lo = 0, hi = 0;
    for (size_t i = 0; i < nrow; i++) {
        for (size_t j = 0; j < ncol; j++) {
            double x = sp[vi[i] * nf + fi[j]];
            if (isnan(x))
                continue;
            if (log10(x) < lo)
                lo = log10(x);
            if (log10(x) > hi)
                hi = log10(x);
        }
        /* the last column is the summary's own figure (speed.csv), not a second computation:
         * blank where the summary gives none (budget rows left a family without a median) */
        gm[i] = NAN;
        for (size_t k = 0; k < c->sum.nsp; k++)
            if (!strcmp(c->sum.sp[k].variant, c->var.s[vi[i]]) && !strcmp(c->sum.sp[k].moves, c->mov.s[m]))
                gm[i] = c->sum.sp[k].speedup;
    }
    /* colour range: whole decades, white at 1 (log10 = 0) */
    lo = lo > -0.5 ? -0.5 : -ceil(-lo);
    hi = hi < 0.5 ? 0.5 : ceil(hi);
    struct pf_out d, vo;
    char file[96], lab[32];
    snprintf(file, sizeof file, "%s.dat", name);
    if (pf_chart_out_open(c, &d, file) != 0)
        goto out;
    for (size_t i = 0; i < nrow; i++)
        for (size_t j = 0; j <= ncol; j++) {
            double x = j < ncol ? sp[vi[i] * nf + fi[j]] : gm[i];
            if (isnan(x) || x <= 0)
                continue;
            double l = log10(x);
            fmt_speedup(lab, sizeof lab, x);
            fprintf(d.f, "%.6g %zu %.6g \"%s\" %d\n", j < ncol ? (double)(j + 1) : (double)ncol + 1.25,
                    i + 1, l, lab, (l > 0.62 * hi || l < 0.62 * lo) ? 16777215 : 0);
        }
    if (pf_chart_out_close(c, &d) != 0)
        goto out;
    snprintf(file, sizeof file, "%s.vars.gp", name);
    if (pf_chart_out_open(c, &vo, file) != 0)
        goto out;
    size_t ylabw = 0;    /* the longest row label, in characters: the left margin must hold it */
    for (size_t i = 0; i < nrow; i++) {
        const size_t w = strlen(c->var.s[vi[i]]);
        ylabw = w > ylabw ? w : ylabw;
    }
    fprintf(vo.f, "nfam = %zu\nnvar = %zu\nylabw = %zu\ncblo = %g\ncbhi = %g\n", ncol, nrow, ylabw, lo, hi);
    if (nrow > 16)   /* a taller canvas so that every row keeps a readable height */
        fprintf(vo.f, "height = %zu\n", 200 + 28 * nrow);
    pf_chart_gp_string(vo.f, "moves", "%s", mv);
    pf_chart_gp_string(vo.f, "reference", "%s", ref);
    if (stand_in)   /* the title says whose place the stand-in takes */
        pf_chart_gp_string(vo.f, "title", "Speedup over %s per map family (movement model %s; the run has no %s)", ref,
                           mv, registry);
    else
        pf_chart_gp_string(vo.f, "title", "Speedup over %s per map family (movement model %s)", ref, mv);
    pf_chart_gp_string(vo.f, "subtitle", "median time per query of %s ÷ the variant's; green = faster", ref);
    fputs("set xtics (", vo.f);
    for (size_t j = 0; j < ncol; j++) {
        pf_chart_gp_quote(vo.f, c->fam.s[fi[j]]);
        fprintf(vo.f, " %zu, ", j + 1);
    }
    fprintf(vo.f, "\"geo. mean\" %.2f)\nset ytics (", (double)ncol + 1.25);
    for (size_t i = 0; i < nrow; i++) {
        fputs(i ? ", " : "", vo.f);
        pf_chart_gp_quote(vo.f, c->var.s[vi[i]]);
        fprintf(vo.f, " %zu", i + 1);
    }
    fputs(")\nset cbtics (", vo.f);
    for (int e = (int)lo; e <= (int)hi; e++)
        fprintf(vo.f, "%s\"%g×\" %d", e > (int)lo ? ", " : "", pow(10, e), e);
    fputs(")\n", vo.f);
    if (pf_chart_out_close(c, &vo) != 0)
        goto out;
    char title[160], why[300] = "";
    if (stand_in) {
        snprintf(title, sizeof title, "Speedup over %s, standing in for %s", ref, registry);
        snprintf(why, sizeof why, " The run has no %s: %s, the first variant in runs.csv with its algo and heuristic columns (the same search on another open list), stands in for it.",
                 registry, ref);
    } else {
        snprintf(title, sizeof title, "Speedup over the reference");
    }
    pf_chart_index(c, name, "speedup.gp", title, mv,
                   "Movement model %s, heat map of variant rows by map-family columns (last column: the geometric mean over the families): the summary's speedup_vs_dijkstra, median time per query of the reference %s over the variant's, colour on a log scale (green = faster, purple = slower), the factor printed in each cell (%zu variants, %zu families).%s",
                   mv, ref, nrow, ncol, why);
out:
    free(sp);
    free(gm);
    free(vi);
    free(fi);
    free(vh);
    free(fh);
}
