/* chart_ladder.c: the charts on the size ladder of a movement model (the family with the most
 * map sizes): the open lists (time per query and per expansion against the open list's size)
 * and the scaling with map size. */
#include <stdlib.h>
#include <string.h>
#include "stats.h"
#include "chart_ctx.h"
#include "domain.h"

/* openlists size ladder: "cells median_us queries" */
static int g_size(const struct pf_chart_record *g, size_t n, uint64_t *tmp, const void *arg, char *line,
                  size_t cap)
{
    (void)arg;
    for (size_t i = 0; i < n; i++)
        tmp[i] = g[i].a;
    snprintf(line, cap, "%zu %.9g %zu", g[0].k2, (double)pf_median_u64(tmp, n) / 1000.0, n);
    return 1;
}

/* scaling: "cells median_us ns_per_expansion" */
static int g_scaling(const struct pf_chart_record *g, size_t n, uint64_t *tmp, const void *arg, char *line,
                     size_t cap)
{
    (void)arg;
    double t = 0, e = 0;
    for (size_t i = 0; i < n; i++) {
        tmp[i] = g[i].a;
        t += (double)g[i].a;
        e += (double)g[i].b;
    }
    snprintf(line, cap, "%zu %.9g %.9g", g[0].k2, (double)pf_median_u64(tmp, n) / 1000.0, t / e);
    return 1;
}

/* openlists per map: "mean_max_open ns_per_expansion" */
static int g_open(const struct pf_chart_record *g, size_t n, uint64_t *tmp, const void *arg, char *line,
                  size_t cap)
{
    (void)tmp;
    (void)arg;
    double t = 0, e = 0, o = 0;
    for (size_t i = 0; i < n; i++) {
        t += (double)g[i].a;
        e += (double)g[i].b;
        o += (double)g[i].o;
    }
    if (e <= 0 || o <= 0)
        return 0;
    snprintf(line, cap, "%.9g %.9g", o / (double)n, t / e);
    return 1;
}

/* The places a row's map has: cells, voxels (with the depth) or graph nodes. */
static size_t row_places(const struct pf_row *r)
{
    return (size_t)r->width * (size_t)r->height * (size_t)(r->depth > 0 ? r->depth : 1);
}

struct ladder {
    long fam;              /* family index, -1 when there is none */
    size_t nsizes;
};

/* The size ladder under moves m: the family with the most distinct map sizes (cells) among
 * solved rows, at least two; on a tie the family met first in runs.csv. */
static struct ladder find_ladder(struct pf_chart_ctx *c, size_t m)
{
    struct ladder L = { -1, 0 };
    struct pf_chart_records v = { 0 };
    for (size_t i = 0; i < c->rows->n; i++) {
        const struct pf_row *r = &c->rows->r[i];
        size_t cells = row_places(r);
        if (c->row_moves[i] != m || strcmp(r->status, "ok") || r->time_ns == 0)
            continue;
        /* rows come grouped by map: skip a repeat of the last pair */
        if (v.n && v.r[v.n - 1].k1 == c->row_family[i] && v.r[v.n - 1].k2 == cells)
            continue;
        if (pf_chart_records_push(c, &v, c->row_family[i], cells, 0, 0, 0))
            break;
    }
    if (v.n)
        qsort(v.r, v.n, sizeof *v.r, pf_chart_record_cmp);
    for (size_t i = 0; i < v.n;) {
        size_t j = i, k = 0;
        for (; j < v.n && v.r[j].k1 == v.r[i].k1; j++)
            k += j == i || v.r[j].k2 != v.r[j - 1].k2;
        if (k >= 2 && (k > L.nsizes || (k == L.nsizes && (long)v.r[i].k1 < L.fam))) {
            L.fam = (long)v.r[i].k1;
            L.nsizes = k;
        }
        i = j;
    }
    free(v.r);
    return L;
}

/* ladder, ladder_xtics and ladder_xrange for the vars file of a chart on ladder L. */
static void ladder_vars(struct pf_chart_ctx *c, size_t m, struct ladder L, FILE *f)
{
    pf_chart_gp_string(f, "ladder", "%s", L.fam >= 0 ? c->fam.s[L.fam] : "");
    fprintf(f, "have_ladder = %d\n", L.fam >= 0);
    if (L.fam < 0)
        return;
    /* sizes in ascending cells, labelled W² or W×H from their first row */
    size_t lo = 0, hi = 0, nt = 0;
    fputs("ladder_xtics = '(", f);
    for (size_t last = 0;;) {
        size_t best = 0;
        const struct pf_row *br = NULL;
        for (size_t i = 0; i < c->rows->n; i++) {
            const struct pf_row *r = &c->rows->r[i];
            size_t cells = row_places(r);
            if (c->row_moves[i] == m && (long)c->row_family[i] == L.fam && cells > last && (!br || cells < best)) {
                best = cells;
                br = r;
            }
        }
        if (!br)
            break;
        /* labelled by the row's domain; a domain this build does not know: W×H, or W×H×D */
        const struct pf_domain_ops *d = pf_domain_named(br->domain);
        int32_t depth = br->depth > 0 ? br->depth : 1;
        char label[96];
        if (d)
            d->size_label(br->width, br->height, depth, label, sizeof label);
        else
            (depth > 1 ? pf_size_label_volume : pf_size_label_plane)(br->width, br->height, depth, label,
                                                                     sizeof label);
        fprintf(f, "%s\"%s\" %zu", nt ? ", " : "", label, best);
        if (!nt)
            lo = best;
        hi = best;
        nt++;
        last = best;
    }
    fprintf(f, ")'\nladder_xrange = '[%.6g : %.6g]'\n", (double)lo / 1.7, (double)hi * 1.7);
    /* what a map's size counts, from its rows' domain column */
    const char *unit = "cells";
    for (size_t i = 0; i < c->rows->n; i++)
        if (c->row_moves[i] == m && (long)c->row_family[i] == L.fam) {
            unit = pf_domain_named(c->rows->r[i].domain) ? pf_domain_named(c->rows->r[i].domain)->unit : "cells";
            break;
        }
    pf_chart_gp_string(f, "ladder_unit", "%s", unit);
}

/* The two charts on the size ladder; one call draws one of them (their records are gathered
 * in the same pass over the rows). */
enum ladder_chart { OPENLISTS, SCALING };

static void ladder_chart(struct pf_chart_ctx *c, size_t m, enum ladder_chart which)
{
    char mv[16];
    pf_chart_moves_tag(c->mov.s[m], mv, sizeof mv);
    char oname[64], sname[64], file[96];
    snprintf(oname, sizeof oname, "openlists-%s", mv);
    snprintf(sname, sizeof sname, "scaling-%s", mv);
    struct ladder L = find_ladder(c, m);
    struct pf_chart_records size = { 0 }, open = { 0 }, scal = { 0 };
    size_t nol = 0;
    for (size_t v = 0; v < c->var.n; v++)
        nol += strcmp(c->vrow[v]->open, "-") != 0;
    for (size_t i = 0; i < c->rows->n; i++) {
        const struct pf_row *r = &c->rows->r[i];
        if (c->row_moves[i] != m || strcmp(r->status, "ok") || r->time_ns == 0)
            continue;
        size_t v = c->row_variant[i], cells = row_places(r);
        int lad = (long)c->row_family[i] == L.fam;
        if (strcmp(c->vrow[v]->open, "-")) {
            if (pf_chart_records_push(c, &open, v, c->row_map[i], r->time_ns, r->c.expanded, r->c.max_open) ||
                (lad && pf_chart_records_push(c, &size, v, cells, r->time_ns, 0, 0)))
                goto out;
        }
        if (lad && c->sel[v] && r->c.expanded > 0 &&
            pf_chart_records_push(c, &scal, v, cells, r->time_ns, r->c.expanded, 0))
            goto out;
    }
    /* open lists */
    if (which != OPENLISTS) {
        /* drawn by the other call */
    } else if (nol == 0) {
        pf_chart_skip(c, oname, "no variant takes an open list (the open column is - in every row)");
    } else if (open.n == 0) {
        pf_chart_skip(c, oname, "no solved query of a variant with an open list under movement model %s", mv);
    } else {
        struct pf_out vs, vo;
        snprintf(file, sizeof file, "%s-open.vars.gp", oname);
        if (pf_chart_out_open(c, &vo, file) != 0)
            goto out;
        snprintf(file, sizeof file, "%s-open", oname);
        int nbo = pf_chart_write_blocks(c, file, &open, g_open, NULL, vo.f);
        if (pf_chart_out_close(c, &vo) != 0 || nbo < 0)
            goto out;
        snprintf(file, sizeof file, "%s-size.vars.gp", oname);
        if (pf_chart_out_open(c, &vs, file) != 0)
            goto out;
        snprintf(file, sizeof file, "%s-size", oname);
        int nbs = pf_chart_write_blocks(c, file, &size, g_size, NULL, vs.f);
        pf_chart_gp_string(vs.f, "title", "Open lists: every variant with an open list (movement model %s)", mv);
        ladder_vars(c, m, L, vs.f);
        if (pf_chart_out_close(c, &vs) != 0 || nbs < 0)
            goto out;
        if (nbo == 0) {
            pf_chart_skip(c, oname, "no map under movement model %s has open-list sizes (max_open) and expansions", mv);
        } else if (L.fam >= 0) {
            pf_chart_index(c, oname, "openlists.gp", "Open lists", mv,
                           "Movement model %s, every variant with an open list (%d variants: open column other than -): median time per query on the %s size ladder, the family with the most map sizes (left), and, one point per map, the time per expanded node against the mean open-list size max_open (right), where a linear list's cost grows with its length.",
                           mv, nbo, c->fam.s[L.fam]);
        } else {
            pf_chart_index(c, oname, "openlists.gp", "Open lists", mv,
                           "Movement model %s, every variant with an open list (%d variants: open column other than -): one point per map, the time per expanded node against the mean open-list size max_open (right); the left panel is empty: no map family has two or more map sizes.",
                           mv, nbo);
        }
    }
    /* scaling */
    if (which != SCALING) {
        /* drawn by the other call */
    } else if (L.fam < 0) {
        pf_chart_skip(c, sname, "no map family has two or more map sizes among the solved rows of movement model %s", mv);
    } else if (scal.n == 0) {
        pf_chart_skip(c, sname, "no solved query of a shown variant on the %s maps under movement model %s", c->fam.s[L.fam], mv);
    } else {
        struct pf_out vo;
        snprintf(file, sizeof file, "%s.vars.gp", sname);
        if (pf_chart_out_open(c, &vo, file) != 0)
            goto out;
        int nb = pf_chart_write_blocks(c, sname, &scal, g_scaling, NULL, vo.f);
        pf_chart_gp_string(vo.f, "title", "Scaling with map size on the %s maps (movement model %s)", c->fam.s[L.fam], mv);
        char note[160];
        pf_chart_selection_note(c, nb, mv, note, sizeof note);
        pf_chart_gp_string(vo.f, "sel_note", "%s", note);
        pf_chart_gp_string(vo.f, "sel_hint", "%s", c->sel_hint);
        ladder_vars(c, m, L, vo.f);
        if (pf_chart_out_close(c, &vo) != 0 || nb < 0)
            goto out;
        pf_chart_index(c, sname, "scaling.gp", "Scaling with map size", mv,
                       "Movement model %s, the %s maps (the family with the most map sizes: %zu): median time per query (left) and time per expanded node (right) against the number of cells, log-log, one line per variant (%s).",
                       mv, c->fam.s[L.fam], L.nsizes, note);
    }
out:
    free(size.r);
    free(open.r);
    free(scal.r);
}

void pf_chart_openlists(struct pf_chart_ctx *c, size_t m) { ladder_chart(c, m, OPENLISTS); }

void pf_chart_scaling(struct pf_chart_ctx *c, size_t m) { ladder_chart(c, m, SCALING); }
