/* chart_lines.c: the time and expanded charts of a movement model: the scenarios binned by
 * their optimal cost, one line per shown variant, the median of each bin. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stats.h"
#include "chart_ctx.h"

static void fmt_val(char *buf, size_t cap, double v)
{
    if (isnan(v))
        snprintf(buf, cap, "NaN");
    else
        snprintf(buf, cap, "%.9g", v);
}

/* time / expanded: "x median queries"; a query stopped by the expansion budget counts as
 * slower than every solved one (PF_UNSOLVED, stats.h), and a median it takes part in is drawn
 * as missing; arg = the bins' x values, metric in the low bit. */
struct bin_arg {
    const double *x;
    int expanded;
};

static int g_bin(const struct pf_chart_record *g, size_t n, uint64_t *tmp, const void *argp, char *line,
                 size_t cap)
{
    const struct bin_arg *arg = argp;
    for (size_t i = 0; i < n; i++)
        tmp[i] = arg->expanded ? g[i].b : g[i].a;
    uint64_t m = pf_median_u64(tmp, n);
    double y = m >= PF_UNSOLVED / 2 ? NAN : arg->expanded ? (m ? (double)m : 0.5)
                                                    : (m ? (double)m / 1000.0 : 0.001);
    char ys[40];
    fmt_val(ys, sizeof ys, y);
    snprintf(line, cap, "%.9g %s %zu", arg->x[g[0].k2], ys, n);
    return 1;
}

struct scen {
    size_t map;
    uint32_t id;
    double cost;
    size_t bin;
};

static int cmp_scen_key(const void *x, const void *y)
{
    const struct scen *p = x, *q = y;
    if (p->map != q->map)
        return p->map < q->map ? -1 : 1;
    return p->id < q->id ? -1 : p->id > q->id;
}

static const struct scen *g_scens;

static int cmp_scen_cost(const void *x, const void *y)
{
    const struct scen *p = &g_scens[*(const size_t *)x], *q = &g_scens[*(const size_t *)y];
    if (p->cost != q->cost)
        return p->cost < q->cost ? -1 : 1;
    return cmp_scen_key(p, q);
}

/* The optimal cost of a row's scenario: Dijkstra's (the reference's) cost, else the published
 * optimum; 0 when neither is known. */
static double row_optimum(const struct pf_row *r)
{
    if (!isnan(r->dijkstra_cost) && r->dijkstra_cost > 0)
        return r->dijkstra_cost;
    if (!isnan(r->scen_optimum) && r->scen_optimum > 0)
        return r->scen_optimum;
    return 0;
}

void pf_chart_lines(struct pf_chart_ctx *c, size_t m)
{
    char mv[16];
    pf_chart_moves_tag(c->mov.s[m], mv, sizeof mv);
    const struct pf_rows *R = c->rows;
    char tname[64], ename[64];
    snprintf(tname, sizeof tname, "time-%s", mv);
    snprintf(ename, sizeof ename, "expanded-%s", mv);
    struct scen *sc = NULL;
    size_t ns = 0, scap = 0, *ord = NULL;
    double *binx = NULL;
    uint64_t *tmp = NULL;
    struct pf_chart_records binned = { 0 };
    for (size_t i = 0; i < R->n; i++) {
        double x = row_optimum(&R->r[i]);
        if (c->row_moves[i] != m || x <= 0)
            continue;
        if (ns == scap) {
            scap = scap ? scap * 2 : 64;
            struct scen *n2 = realloc(sc, scap * sizeof *sc);
            if (!n2)
                goto oom;
            sc = n2;
        }
        sc[ns++] = (struct scen){ c->row_map[i], R->r[i].scen_id, x, 0 };
    }
    if (ns)
        qsort(sc, ns, sizeof *sc, cmp_scen_key);
    size_t u = 0;
    for (size_t i = 0; i < ns; i++)
        if (!u || cmp_scen_key(&sc[u - 1], &sc[i]))
            sc[u++] = sc[i];
    ns = u;
    if (ns == 0) {
        pf_chart_skip(c, tname, "no row of movement model %s has a known optimal cost (dijkstra_cost or scen_optimum)", mv);
        pf_chart_skip(c, ename, "no row of movement model %s has a known optimal cost (dijkstra_cost or scen_optimum)", mv);
        free(sc);
        return;
    }
    size_t nb = c->bins ? c->bins : (ns + 5) / 6;
    if (!c->bins && nb > 18)
        nb = 18;
    if (nb > ns)
        nb = ns;
    ord = malloc(ns * sizeof *ord);
    binx = malloc(nb * sizeof *binx);
    tmp = malloc(ns * sizeof *tmp);
    if (!ord || !binx || !tmp)
        goto oom;
    for (size_t i = 0; i < ns; i++)
        ord[i] = i;
    g_scens = sc;
    qsort(ord, ns, sizeof *ord, cmp_scen_cost);
    /* bins of equal count in cost order; a bin's x is the median of its costs (in units of
     * 1e-6, through the one median) */
    for (size_t b = 0, i = 0; b < nb; b++) {
        size_t k = 0;
        for (; i < ns && i * nb / ns == b; i++) {
            sc[ord[i]].bin = b;
            tmp[k++] = (uint64_t)llround(sc[ord[i]].cost * 1e6);
        }
        binx[b] = (double)pf_median_u64(tmp, k) / 1e6;
    }
    double xlo = binx[0], xhi = binx[nb - 1];
    for (size_t i = 0; i < R->n; i++) {
        const struct pf_row *r = &R->r[i];
        if (c->row_moves[i] != m || !c->sel[c->row_variant[i]])
            continue;
        int ok = !strcmp(r->status, "ok"), budget = !strcmp(r->status, "budget");
        if (!ok && !budget)
            continue;
        struct scen key = { c->row_map[i], r->scen_id, 0, 0 };
        const struct scen *s = bsearch(&key, sc, ns, sizeof *sc, cmp_scen_key);
        if (!s)
            continue;
        if (pf_chart_records_push(c, &binned, c->row_variant[i], s->bin, ok ? r->time_ns : PF_UNSOLVED, ok ? r->c.expanded : PF_UNSOLVED, 0))
            goto out;
    }
    if (binned.n == 0) {
        pf_chart_skip(c, tname, "no solved or budget-stopped query of a shown variant under movement model %s", mv);
        pf_chart_skip(c, ename, "no solved or budget-stopped query of a shown variant under movement model %s", mv);
        goto out;
    }
    for (int metric = 0; metric < 2; metric++) {
        const char *name = metric ? ename : tname;
        struct pf_out vo;
        char vf[96];
        snprintf(vf, sizeof vf, "%s.vars.gp", name);
        if (pf_chart_out_open(c, &vo, vf) != 0)
            goto out;
        struct bin_arg arg = { binx, metric };
        int nbl = pf_chart_write_blocks(c, name, &binned, g_bin, &arg, vo.f);
        if (metric == 0)
            pf_chart_gp_string(vo.f, "title", "Median time per query by optimal path cost (movement model %s)", mv);
        else
            pf_chart_gp_string(vo.f, "title", "Median nodes expanded by optimal path cost (movement model %s)", mv);
        char note[160];
        pf_chart_selection_note(c, nbl, mv, note, sizeof note);
        pf_chart_gp_string(vo.f, "sel_note", "%s", note);
        pf_chart_gp_string(vo.f, "sel_hint", "%s", c->sel_hint);
        fprintf(vo.f, "nbins = %zu\nnscen = %zu\nxlo = %.6g\nxhi = %.6g\n", nb, ns, xlo / 1.3, xhi * 1.3);
        if (pf_chart_out_close(c, &vo) != 0 || nbl < 0)
            goto out;
        if (metric == 0)
            pf_chart_index(c, name, "time.gp", "Time per query against path cost", mv,
                           "Movement model %s: median time per query (µs, log scale) against the optimal path cost (log scale); the %zu scenarios cut into %zu bins of equal count, one line per variant (%s), a query stopped by the expansion budget counting as slower than every solved one.",
                           mv, ns, nb, note);
        else
            pf_chart_index(c, name, "expanded.gp", "Nodes expanded against path cost", mv,
                           "Movement model %s: median nodes expanded per query against the optimal path cost, binned like the time chart (%s): how much of the map each search touches; searches that differ only in the open list coincide.",
                           mv, note);
    }
    goto out;
oom:
    pf_chart_fail(c, "out of memory preparing the time chart data");
out:
    free(sc);
    free(ord);
    free(binx);
    free(tmp);
    free(binned.r);
}
