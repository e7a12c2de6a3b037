/* chart_saving.c: what a movement model saves against the optima its scenario lines print under
 * another model (any-angle against the 8-connected optima of Moving AI files), per map family:
 * the median and the largest saving of the reference's optimum, from saving.c's groups. */
#include <math.h>
#include <string.h>
#include "chart_ctx.h"

void pf_chart_saving(struct pf_chart_ctx *c, size_t m)
{
    const char *mv = c->mov.s[m];
    char tag[16], name[64], dat[80], vars[80], left[1024] = "", against[64] = "";
    pf_chart_moves_tag(mv, tag, sizeof tag);
    snprintf(name, sizeof name, "saving-%s", tag);
    snprintf(dat, sizeof dat, "%s.dat", name);
    snprintf(vars, sizeof vars, "%s.vars.gp", name);
    /* the model's groups: how many have lines, under how many file models; the skipped ones */
    size_t nbars = 0, nfm = 0, lo = 0;
    double ymin = 0, ymax = 0;
    const char *fms[8];                  /* the file models, in the order met */
    for (size_t i = 0; i < c->sav.n; i++) {
        const struct pf_saving *s = &c->sav.s[i];
        if (strcmp(s->moves, mv))
            continue;
        if (!s->lines) {
            if (lo < sizeof left)         /* past the buffer: cut, with "..." below */
                lo += (size_t)snprintf(left + lo, sizeof left - lo, "%s%s (%s)", lo ? "; " : " Left out: ",
                                       s->family, s->why);
            continue;
        }
        nbars++;
        ymin = fmin(ymin, s->median_pct);
        ymax = fmax(ymax, s->max_pct);
        size_t k = 0;
        while (k < nfm && strcmp(fms[k], s->file_moves))
            k++;
        if (k == nfm && nfm < sizeof fms / sizeof *fms) {
            fms[nfm++] = s->file_moves;
            snprintf(against + strlen(against), sizeof against - strlen(against), "%s%s",
                     k ? ", " : "", s->file_moves);
        }
    }
    if (!nbars) {
        /* not written where no row of the model has another model's optimum (like tradeoff-M);
         * skipped with the reason where some has, but not one solved by the reference */
        size_t other = 0;
        for (size_t i = 0; i < c->rows->n; i++)
            other += c->row_moves[i] == m && c->rows->r[i].file_moves[0] && strcmp(c->rows->r[i].file_moves, mv);
        if (other)
            pf_chart_skip(c, name, "of the %zu rows of movement model %s whose scenario line's optimum is under another "
                                "model (file_moves), none is a solved row of its reference", other, mv);
        return;
    }
    if (lo >= sizeof left)
        snprintf(left + sizeof left - 5, 5, "...");
    struct pf_out o, g;
    if (pf_chart_out_open(c, &o, dat) != 0)
        return;
    /* one line per (family, file model): the label, the lines, the median and the largest % */
    fputs("family lines median max\n", o.f);
    for (size_t i = 0; i < c->sav.n; i++) {
        const struct pf_saving *s = &c->sav.s[i];
        if (strcmp(s->moves, mv) || !s->lines)
            continue;
        if (nfm > 1)
            fprintf(o.f, "\"%s vs %s\"", s->family, s->file_moves);
        else
            fprintf(o.f, "\"%s\"", s->family);
        fprintf(o.f, " %zu %.9g %.9g\n", s->lines, s->median_pct, s->max_pct);
    }
    if (pf_chart_out_close(c, &o) != 0 || pf_chart_out_open(c, &g, vars) != 0)
        return;
    fprintf(g.f, "nfamilies = %zu\nymin = %.9g\nymax = %.9g\n", nbars, ymin, ymax);
    pf_chart_gp_string(g.f, "datafile", "%s", dat);
    pf_chart_gp_string(g.f, "title", "What movement model %s saves against the scenario files' optima (model %s)", mv,
                       against);
    pf_chart_gp_string(g.f, "ylabel", "(optimum %s - optimum %s) / optimum %s, %%", against, mv, against);
    if (pf_chart_out_close(c, &g) != 0)
        return;
    int stand_in = 0;
    const char *ref = pf_summary_ref(&c->sum, mv, &stand_in);
    pf_chart_index(c, name, "saving.gp", "What the model saves against the scenario files' optima", mv,
                   "Per map family (%zu): the optimum of the reference `%s`%s under model %s against the optimum "
                   "the same scenario line prints under model %s, over the reference's solved queries: the median "
                   "and the largest of (file's optimum - reference's) / file's optimum, in %%.%s",
                   nbars, ref, stand_in ? " (standing in for the registry's reference)" : "", mv, against, left);
}
