/* chart_tradeoff.c: what preprocessing buys, per movement model: one point per (variant, map
 * family) of the searches that must be optimal, median query time against the preprocessing
 * time per map and against the preprocessed bytes per cell (or node), the undominated points of
 * each family filled. Drawn are the variants that preprocess and, per family, every search
 * without preprocessing that no other search dominates (so the fastest online search stands
 * beside JPS+, subgoal graphs and contraction hierarchies). Which variant preprocesses is read
 * from its rows (prep_ns, prep_bytes), never from its name. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

/* 1 when a (variant, family) group carries preprocessing. */
static int preprocesses(const struct pf_sum *s) { return s->median_prep_ns > 0 || s->prep_bytes_per_cell > 0; }

/* 1 when b dominates a (the same family and model): no worse in query time, preprocessing
 * time and bytes, and better in one (GPPC's Pareto rule, as the report's entries table). */
static int dominates(const struct pf_sum *b, const struct pf_sum *a)
{
    int no_worse = b->median_time_ns <= a->median_time_ns && b->median_prep_ns <= a->median_prep_ns &&
                   b->prep_bytes_per_cell <= a->prep_bytes_per_cell;
    int better = b->median_time_ns < a->median_time_ns || b->median_prep_ns < a->median_prep_ns ||
                 b->prep_bytes_per_cell < a->prep_bytes_per_cell;
    return no_worse && better;
}

/* The groups of model mv that may stand on the chart: optimal there, solved, timed. */
static int candidate(const struct pf_sum *s, const char *mv)
{
    return !strcmp(s->moves, mv) && s->should_be_optimal && s->ok > 0 && s->median_time_ns > 0;
}

void pf_chart_tradeoff(struct pf_chart_ctx *c, size_t m)
{
    const char *mvs = c->mov.s[m];
    char mv[16], name[64], dat[80], vars[80];
    pf_chart_moves_tag(mvs, mv, sizeof mv);
    snprintf(name, sizeof name, "tradeoff-%s", mv);
    snprintf(dat, sizeof dat, "%s.dat", name);
    snprintf(vars, sizeof vars, "%s.vars.gp", name);
    const size_t n = c->sum.n;
    char *keep = calloc(n + 1, 1), *undom = calloc(n + 1, 1), *vh = calloc(c->var.n + 1, 1);
    if (!keep || !undom || !vh) {
        pf_chart_fail(c, "out of memory preparing the trade-off data");
        goto out;
    }
    size_t nprep = 0, npoints = 0, nvar = 0, nfam = 0;
    double min_prep = INFINITY, min_bytes = INFINITY, max_prep = 0, max_bytes = 0;
    for (size_t i = 0; i < n; i++) {
        const struct pf_sum *a = &c->sum.s[i];
        if (!candidate(a, mvs))
            continue;
        undom[i] = 1;
        for (size_t j = 0; j < n && undom[i]; j++)
            if (j != i && candidate(&c->sum.s[j], mvs) && !strcmp(c->sum.s[j].family, a->family) &&
                dominates(&c->sum.s[j], a))
                undom[i] = 0;
        keep[i] = preprocesses(a) || undom[i];
        nprep += preprocesses(a);
    }
    if (nprep == 0)
        goto out;                   /* nothing preprocesses under this model: no chart, as a run of
                                       online searches has nothing to trade */
    for (size_t i = 0; i < n; i++) {
        if (!keep[i])
            continue;
        const struct pf_sum *s = &c->sum.s[i];
        long v = pf_names_find(&c->var, s->variant);
        if (v >= 0 && !vh[v]) {
            vh[v] = 1;
            nvar++;
        }
        npoints++;
        double p = s->median_prep_ns / 1e6, b = s->prep_bytes_per_cell;
        if (p > 0) {
            min_prep = fmin(min_prep, p);
            max_prep = fmax(max_prep, p);
        }
        if (b > 0) {
            min_bytes = fmin(min_bytes, b);
            max_bytes = fmax(max_bytes, b);
        }
    }
    for (size_t i = 0; i < n; i++) {            /* families drawn: count each once */
        if (!keep[i])
            continue;
        size_t j = 0;
        while (j < i && !(keep[j] && !strcmp(c->sum.s[j].family, c->sum.s[i].family)))
            j++;
        nfam += j == i;
    }
    /* searches without preprocessing stand at a floor a decade below the least figure, tic "none" */
    double pfloor = isfinite(min_prep) ? pow(10, floor(log10(min_prep)) - 1) : 1e-3;
    double bfloor = isfinite(min_bytes) ? pow(10, floor(log10(min_bytes)) - 1) : 0.1;
    struct pf_out o, g;
    if (pf_chart_out_open(c, &o, dat) != 0)
        goto out;
    /* one block per variant (in the run's order): family, preprocessing ms per map (the floor when
     * none), bytes per cell (the floor when none), median query us, 1 when undominated */
    fputs("# tradeoff: family prep_ms bytes_per_cell query_us undominated\n", o.f);
    int nb = 0;
    char blocks[4096] = "";
    for (size_t v = 0; v < c->var.n; v++) {
        if (!vh[v])
            continue;
        fprintf(o.f, "%s# variant %s\n", nb ? "\n\n" : "", c->var.s[v]);
        snprintf(blocks + strlen(blocks), sizeof blocks - strlen(blocks), "%s%s", nb ? " " : "", c->var.s[v]);
        nb++;
        for (size_t i = 0; i < n; i++) {
            const struct pf_sum *s = &c->sum.s[i];
            if (!keep[i] || strcmp(s->variant, c->var.s[v]))
                continue;
            double p = s->median_prep_ns / 1e6, b = s->prep_bytes_per_cell;
            fprintf(o.f, "%s %.9g %.9g %.9g %d\n", s->family, p > 0 ? p : pfloor, b > 0 ? b : bfloor,
                    s->median_time_ns / 1e3, undom[i]);
        }
    }
    if (pf_chart_out_close(c, &o) != 0 || pf_chart_out_open(c, &g, vars) != 0)
        goto out;
    fprintf(g.f, "nvariants = %d\nprep_floor = %.9g\nbytes_floor = %.9g\nprep_max = %.9g\nbytes_max = %.9g\n", nb,
            pfloor, bfloor, fmax(max_prep, pfloor * 10), fmax(max_bytes, bfloor * 10));
    pf_chart_gp_string(g.f, "datafile", "%s", dat);
    pf_chart_gp_string(g.f, "blocks", "%s", blocks);
    pf_chart_gp_string(g.f, "title", "What preprocessing buys, movement model %s: query time against preprocessing", mvs);
    if (pf_chart_out_close(c, &g) != 0)
        goto out;
    pf_chart_index(c, name, "tradeoff.gp", "What preprocessing buys", mvs,
                   "One point per (variant, map family), %zu points of %d variants over %zu families: the median query "
                   "time against the preprocessing time per map (left) and the bytes it keeps per cell or node (right), "
                   "medians over the family's maps. Drawn: every search that preprocesses (%zu points), and every search without "
                   "preprocessing (at 'none') that no other optimal search of its family dominates. Filled points are "
                   "undominated in their family: no other optimal search is as fast, preprocesses as quickly and keeps "
                   "as little, and better in one.",
                   npoints, nb, nfam, nprep);
out:
    free(keep);
    free(undom);
    free(vh);
}
