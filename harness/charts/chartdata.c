/* chartdata.c: every number the charts show, computed once in C from runs.csv rows (and the
 * summary built from them): binned medians, size ladders, speed-ups, per-map averages. Writes
 * gnuplot data and variable files plus charts.tsv, the index scripts/charts.sh and the report
 * draw from. Which variants a chart shows comes from runs.csv columns (open, heuristic) and
 * the user's selection, never from variant names. */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_io.h"
#include "chartdata.h"
#include "cli.h"
#include "commands.h"
#include "names.h"
#include "stats.h"
#include "summary.h"

/* ------------------------------------------------------------------ statistics */


/* A query stopped by the expansion budget counts as slower than every solved one (PF_UNSOLVED,
 * stats.h); a median it takes part in is drawn as missing. */
#define SENT PF_UNSOLVED

/* ------------------------------------------------------------------ context and output */

struct ctx {
    const struct pf_rows *rows;
    const char *run_dir;
    char dir[4200];                  /* RUN_DIR/charts/data */
    struct pf_names var, fam, map, mov;
    size_t *rv, *rf, *rmap, *rmo;    /* per row: its variant, family, map, moves index */
    const struct pf_row **vrow;      /* per variant: its first row (algo, heuristic, open) */
    char *sel;                       /* per variant: on the time/expanded/speedup/scaling charts */
    size_t nsel;
    size_t *morder;                  /* moves indexes in display order */
    struct pf_summary sum;
    struct pf_out idx;
    unsigned bins;
    char sel_note[128], sel_hint[96];
    size_t ndrawn, nskipped;
    char *err;
    size_t errlen;
    int failed;
};

/* The selection note of one chart that draws `drawn` variants of movement model mv: the
 * run-wide selection when CHART_VARIANTS picked some, else how many of the run's variants
 * this chart draws (a run's variants span several models, and each chart draws one). */
static void chart_note(const struct ctx *c, int drawn, const char *mv, char *buf, size_t cap)
{
    if (c->nsel < c->var.n)
        snprintf(buf, cap, "%s", c->sel_note);
    else
        snprintf(buf, cap, "all %d variants of movement model %s", drawn, mv);
}

static void fail(struct ctx *c, const char *fmt, ...)
{
    if (c->failed++)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
}

static int out_open(struct ctx *c, struct pf_out *o, const char *name)
{
    char path[4600];
    struct pf_error e;
    snprintf(path, sizeof path, "%s/%s", c->dir, name);
    if (pf_out_open(o, path, &e) != PF_OK) {
        fail(c, "%s", e.msg);
        return -1;
    }
    return 0;
}

static int out_close(struct ctx *c, struct pf_out *o)
{
    struct pf_error e;
    if (ferror(o->f)) {
        fail(c, "%s: write error", o->path);
        pf_out_abort(o);
        return -1;
    }
    if (pf_out_commit(o, &e) != PF_OK) {
        fail(c, "%s", e.msg);
        return -1;
    }
    return 0;
}

/* A gnuplot string assignment NAME = "text" (quotes and backslashes escaped). */
static void gstr(FILE *f, const char *var, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(f, "%s = \"", var);
    for (const char *p = buf; *p; p++) {
        if (*p == '"' || *p == '\\')
            fputc('\\', f);
        fputc(*p, f);
    }
    fputs("\"\n", f);
}

/* A quoted gnuplot string (for tic lists). */
static void gquote(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* One index line: a chart to draw; the title names the movement model mv unless it is NULL
 * (a chart for all models). Tabs and newlines never occur in the texts we build. */
static void chart_line(struct ctx *c, const char *name, const char *script, const char *title,
                       const char *mv, const char *fmt, ...)
{
    char cap[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cap, sizeof cap, fmt, ap);
    va_end(ap);
    if (mv)
        fprintf(c->idx.f, "%s\t%s\t%s (movement model %s)\t%s\n", name, script, title, mv, cap);
    else
        fprintf(c->idx.f, "%s\t%s\t%s\t%s\n", name, script, title, cap);
    c->ndrawn++;
}

static void skip_line(struct ctx *c, const char *name, const char *fmt, ...)
{
    char why[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    fprintf(c->idx.f, "skip\t%s\t%s\n", name, why);
    c->nskipped++;
}

/* A movement model as it goes into file names and texts: letters, digits, '.', '-' and '_'
 * kept, anything else (a hand-edited runs.csv) replaced by '_'. */
static void moves_tag(const char *mv, char *buf, size_t cap)
{
    size_t i = 0;
    for (; mv[i] && i + 1 < cap; i++) {
        char ch = mv[i];
        int okc = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                  ch == '.' || ch == '-' || ch == '_';
        buf[i] = okc ? ch : '_';
    }
    buf[i] = '\0';
}

/* The reference variant of movement model mv's rows (its domain's Dijkstra). */
static const char *ref_name(const char *mv)
{
    const char *r = pf_summary_reference(mv);
    return *r ? r : "the reference variant";
}

/* ------------------------------------------------------------------ grouped records */

/* One row's contribution to a group (k1 = usually the variant, k2 = bin, size or map). */
struct rec {
    size_t k1, k2;
    uint64_t a, b, o;      /* time_ns, expanded, max_open (or a sentinel) */
};

static int cmp_rec(const void *x, const void *y)
{
    const struct rec *p = x, *q = y;
    if (p->k1 != q->k1)
        return p->k1 < q->k1 ? -1 : 1;
    return p->k2 < q->k2 ? -1 : p->k2 > q->k2;
}

struct recs {
    struct rec *r;
    size_t n, cap;
};

static int recs_push(struct ctx *c, struct recs *v, size_t k1, size_t k2, uint64_t a, uint64_t b,
                     uint64_t o)
{
    if (v->n == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 1024;
        struct rec *nr = realloc(v->r, nc * sizeof *nr);
        if (!nr) {
            fail(c, "out of memory preparing the chart data");
            return -1;
        }
        v->r = nr;
        v->cap = nc;
    }
    v->r[v->n++] = (struct rec){ k1, k2, a, b, o };
    return 0;
}

/* Writes one data line for a group of records into line (returns 0 to leave the group out). */
typedef int (*group_fn)(const struct rec *g, size_t n, uint64_t *tmp, const void *arg,
                        char *line, size_t cap);

/* NAME.dat: one block per k1 (a variant), "# variant NAME" first, blocks separated by two
 * blank lines, one line per k2 group; `blocks = "v1 v2 ..."` to vars. Returns the number of
 * blocks, or -1. */
static int write_blocks(struct ctx *c, const char *name, struct recs *v, group_fn fn,
                        const void *arg, FILE *vars)
{
    if (v->n)
        qsort(v->r, v->n, sizeof *v->r, cmp_rec);
    uint64_t *tmp = malloc((v->n ? v->n : 1) * sizeof *tmp);
    char *blocks = malloc(c->var.n * 50 + 1);
    struct pf_out o;
    if (!tmp || !blocks) {
        free(tmp);
        free(blocks);
        fail(c, "out of memory preparing the chart data");
        return -1;
    }
    blocks[0] = '\0';
    char file[300], line[512];
    snprintf(file, sizeof file, "%s.dat", name);
    if (out_open(c, &o, file) != 0) {
        free(tmp);
        free(blocks);
        return -1;
    }
    int nb = 0;
    size_t bl = 0;
    for (size_t i = 0; i < v->n;) {
        size_t k1 = v->r[i].k1;
        int opened = 0;
        while (i < v->n && v->r[i].k1 == k1) {
            size_t j = i;
            while (j < v->n && v->r[j].k1 == k1 && v->r[j].k2 == v->r[i].k2)
                j++;
            if (fn(v->r + i, j - i, tmp, arg, line, sizeof line)) {
                if (!opened) {
                    fprintf(o.f, "%s# variant %s\n", nb ? "\n\n" : "", c->var.s[k1]);
                    bl += (size_t)sprintf(blocks + bl, "%s%s", nb ? " " : "", c->var.s[k1]);
                    nb++;
                    opened = 1;
                }
                fprintf(o.f, "%s\n", line);
            }
            i = j;
        }
    }
    free(tmp);
    gstr(vars, "blocks", "%s", blocks);
    free(blocks);
    return out_close(c, &o) == 0 ? nb : -1;
}

static void fmt_val(char *buf, size_t cap, double v)
{
    if (isnan(v))
        snprintf(buf, cap, "NaN");
    else
        snprintf(buf, cap, "%.9g", v);
}

/* time / expanded: "x median queries"; arg = the bins' x values, metric in the low bit. */
struct bin_arg {
    const double *x;
    int expanded;
};

static int g_bin(const struct rec *g, size_t n, uint64_t *tmp, const void *argp, char *line,
                 size_t cap)
{
    const struct bin_arg *arg = argp;
    for (size_t i = 0; i < n; i++)
        tmp[i] = arg->expanded ? g[i].b : g[i].a;
    uint64_t m = pf_median_u64(tmp, n);
    double y = m >= SENT / 2 ? NAN : arg->expanded ? (m ? (double)m : 0.5)
                                                    : (m ? (double)m / 1000.0 : 0.001);
    char ys[40];
    fmt_val(ys, sizeof ys, y);
    snprintf(line, cap, "%.9g %s %zu", arg->x[g[0].k2], ys, n);
    return 1;
}

/* openlists size ladder: "cells median_us queries" */
static int g_size(const struct rec *g, size_t n, uint64_t *tmp, const void *arg, char *line,
                  size_t cap)
{
    (void)arg;
    for (size_t i = 0; i < n; i++)
        tmp[i] = g[i].a;
    snprintf(line, cap, "%zu %.9g %zu", g[0].k2, (double)pf_median_u64(tmp, n) / 1000.0, n);
    return 1;
}

/* scaling: "cells median_us ns_per_expansion" */
static int g_scaling(const struct rec *g, size_t n, uint64_t *tmp, const void *arg, char *line,
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
static int g_open(const struct rec *g, size_t n, uint64_t *tmp, const void *arg, char *line,
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

/* ------------------------------------------------------------------ time and expanded */

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

static void line_charts(struct ctx *c, size_t m)
{
    char mv[16];
    moves_tag(c->mov.s[m], mv, sizeof mv);
    const struct pf_rows *R = c->rows;
    char tname[64], ename[64];
    snprintf(tname, sizeof tname, "time-%s", mv);
    snprintf(ename, sizeof ename, "expanded-%s", mv);
    struct scen *sc = NULL;
    size_t ns = 0, scap = 0, *ord = NULL;
    double *binx = NULL;
    uint64_t *tmp = NULL;
    struct recs rv = { 0 };
    for (size_t i = 0; i < R->n; i++) {
        double x = row_optimum(&R->r[i]);
        if (c->rmo[i] != m || x <= 0)
            continue;
        if (ns == scap) {
            scap = scap ? scap * 2 : 64;
            struct scen *n2 = realloc(sc, scap * sizeof *sc);
            if (!n2)
                goto oom;
            sc = n2;
        }
        sc[ns++] = (struct scen){ c->rmap[i], R->r[i].scen_id, x, 0 };
    }
    if (ns)
        qsort(sc, ns, sizeof *sc, cmp_scen_key);
    size_t u = 0;
    for (size_t i = 0; i < ns; i++)
        if (!u || cmp_scen_key(&sc[u - 1], &sc[i]))
            sc[u++] = sc[i];
    ns = u;
    if (ns == 0) {
        skip_line(c, tname, "no row of movement model %s has a known optimal cost (dijkstra_cost or scen_optimum)", mv);
        skip_line(c, ename, "no row of movement model %s has a known optimal cost (dijkstra_cost or scen_optimum)", mv);
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
        if (c->rmo[i] != m || !c->sel[c->rv[i]])
            continue;
        int ok = !strcmp(r->status, "ok"), budget = !strcmp(r->status, "budget");
        if (!ok && !budget)
            continue;
        struct scen key = { c->rmap[i], r->scen_id, 0, 0 };
        const struct scen *s = bsearch(&key, sc, ns, sizeof *sc, cmp_scen_key);
        if (!s)
            continue;
        if (recs_push(c, &rv, c->rv[i], s->bin, ok ? r->time_ns : SENT, ok ? r->c.expanded : SENT, 0))
            goto out;
    }
    if (rv.n == 0) {
        skip_line(c, tname, "no solved or budget-stopped query of a shown variant under movement model %s", mv);
        skip_line(c, ename, "no solved or budget-stopped query of a shown variant under movement model %s", mv);
        goto out;
    }
    for (int metric = 0; metric < 2; metric++) {
        const char *name = metric ? ename : tname;
        struct pf_out vo;
        char vf[96];
        snprintf(vf, sizeof vf, "%s.vars.gp", name);
        if (out_open(c, &vo, vf) != 0)
            goto out;
        struct bin_arg arg = { binx, metric };
        int nbl = write_blocks(c, name, &rv, g_bin, &arg, vo.f);
        if (metric == 0)
            gstr(vo.f, "title", "Median time per query by optimal path cost (movement model %s)", mv);
        else
            gstr(vo.f, "title", "Median nodes expanded by optimal path cost (movement model %s)", mv);
        char note[160];
        chart_note(c, nbl, mv, note, sizeof note);
        gstr(vo.f, "sel_note", "%s", note);
        gstr(vo.f, "sel_hint", "%s", c->sel_hint);
        fprintf(vo.f, "nbins = %zu\nnscen = %zu\nxlo = %.6g\nxhi = %.6g\n", nb, ns, xlo / 1.3, xhi * 1.3);
        if (out_close(c, &vo) != 0 || nbl < 0)
            goto out;
        if (metric == 0)
            chart_line(c, name, "time.gp", "Time per query against path cost", mv,
                       "Movement model %s: median time per query (µs, log scale) against the optimal path cost (log scale); the %zu scenarios cut into %zu bins of equal count, one line per variant (%s), a query stopped by the expansion budget counting as slower than every solved one.",
                       mv, ns, nb, note);
        else
            chart_line(c, name, "expanded.gp", "Nodes expanded against path cost", mv,
                       "Movement model %s: median nodes expanded per query against the optimal path cost, binned like the time chart (%s): how much of the map each search touches; searches that differ only in the open list coincide.",
                       mv, note);
    }
    goto out;
oom:
    fail(c, "out of memory preparing the time chart data");
out:
    free(sc);
    free(ord);
    free(binx);
    free(tmp);
    free(rv.r);
}

/* ------------------------------------------------------------------ size ladder */

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
static struct ladder find_ladder(struct ctx *c, size_t m)
{
    struct ladder L = { -1, 0 };
    struct recs v = { 0 };
    for (size_t i = 0; i < c->rows->n; i++) {
        const struct pf_row *r = &c->rows->r[i];
        size_t cells = row_places(r);
        if (c->rmo[i] != m || strcmp(r->status, "ok") || r->time_ns == 0)
            continue;
        /* rows come grouped by map: skip a repeat of the last pair */
        if (v.n && v.r[v.n - 1].k1 == c->rf[i] && v.r[v.n - 1].k2 == cells)
            continue;
        if (recs_push(c, &v, c->rf[i], cells, 0, 0, 0))
            break;
    }
    if (v.n)
        qsort(v.r, v.n, sizeof *v.r, cmp_rec);
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
static void ladder_vars(struct ctx *c, size_t m, struct ladder L, FILE *f)
{
    gstr(f, "ladder", "%s", L.fam >= 0 ? c->fam.s[L.fam] : "");
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
            if (c->rmo[i] == m && (long)c->rf[i] == L.fam && cells > last && (!br || cells < best)) {
                best = cells;
                br = r;
            }
        }
        if (!br)
            break;
        if (br->depth > 1)          /* a voxel volume */
            fprintf(f, "%s\"%d×%d×%d\" %zu", nt ? ", " : "", br->width, br->height, br->depth, best);
        else if (br->height == 1)   /* a node graph: its width is its node count */
            fprintf(f, "%s\"%d nodes\" %zu", nt ? ", " : "", br->width, best);
        else if (br->width == br->height)
            fprintf(f, "%s\"%d²\" %zu", nt ? ", " : "", br->width, best);
        else
            fprintf(f, "%s\"%d×%d\" %zu", nt ? ", " : "", br->width, br->height, best);
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
        if (c->rmo[i] == m && (long)c->rf[i] == L.fam) {
            unit = !strcmp(c->rows->r[i].domain, "voxel") ? "voxels" : !strcmp(c->rows->r[i].domain, "graph") ? "nodes" : "cells";
            break;
        }
    gstr(f, "ladder_unit", "%s", unit);
}

/* which: 0 = the open-lists chart, 1 = the scaling chart (both on the size ladder). */
static void ladder_charts(struct ctx *c, size_t m, int which)
{
    char mv[16];
    moves_tag(c->mov.s[m], mv, sizeof mv);
    char oname[64], sname[64], file[96];
    snprintf(oname, sizeof oname, "openlists-%s", mv);
    snprintf(sname, sizeof sname, "scaling-%s", mv);
    struct ladder L = find_ladder(c, m);
    struct recs size = { 0 }, open = { 0 }, scal = { 0 };
    size_t nol = 0;
    for (size_t v = 0; v < c->var.n; v++)
        nol += strcmp(c->vrow[v]->open, "-") != 0;
    for (size_t i = 0; i < c->rows->n; i++) {
        const struct pf_row *r = &c->rows->r[i];
        if (c->rmo[i] != m || strcmp(r->status, "ok") || r->time_ns == 0)
            continue;
        size_t v = c->rv[i], cells = row_places(r);
        int lad = (long)c->rf[i] == L.fam;
        if (strcmp(c->vrow[v]->open, "-")) {
            if (recs_push(c, &open, v, c->rmap[i], r->time_ns, r->c.expanded, r->c.max_open) ||
                (lad && recs_push(c, &size, v, cells, r->time_ns, 0, 0)))
                goto out;
        }
        if (lad && c->sel[v] && r->c.expanded > 0 &&
            recs_push(c, &scal, v, cells, r->time_ns, r->c.expanded, 0))
            goto out;
    }
    /* open lists */
    if (which == 1) {
        /* drawn by the other call */
    } else if (nol == 0) {
        skip_line(c, oname, "no variant takes an open list (the open column is - in every row)");
    } else if (open.n == 0) {
        skip_line(c, oname, "no solved query of a variant with an open list under movement model %s", mv);
    } else {
        struct pf_out vs, vo;
        snprintf(file, sizeof file, "%s-open.vars.gp", oname);
        if (out_open(c, &vo, file) != 0)
            goto out;
        snprintf(file, sizeof file, "%s-open", oname);
        int nbo = write_blocks(c, file, &open, g_open, NULL, vo.f);
        if (out_close(c, &vo) != 0 || nbo < 0)
            goto out;
        snprintf(file, sizeof file, "%s-size.vars.gp", oname);
        if (out_open(c, &vs, file) != 0)
            goto out;
        snprintf(file, sizeof file, "%s-size", oname);
        int nbs = write_blocks(c, file, &size, g_size, NULL, vs.f);
        gstr(vs.f, "title", "Open lists: every variant with an open list (movement model %s)", mv);
        ladder_vars(c, m, L, vs.f);
        if (out_close(c, &vs) != 0 || nbs < 0)
            goto out;
        if (nbo == 0) {
            skip_line(c, oname, "no map under movement model %s has open-list sizes (max_open) and expansions", mv);
        } else if (L.fam >= 0) {
            chart_line(c, oname, "openlists.gp", "Open lists", mv,
                       "Movement model %s, every variant with an open list (%d variants: open column other than -): median time per query on the %s size ladder, the family with the most map sizes (left), and, one point per map, the time per expanded node against the mean open-list size max_open (right), where a linear list's cost grows with its length.",
                       mv, nbo, c->fam.s[L.fam]);
        } else {
            chart_line(c, oname, "openlists.gp", "Open lists", mv,
                       "Movement model %s, every variant with an open list (%d variants: open column other than -): one point per map, the time per expanded node against the mean open-list size max_open (right); the left panel is empty: no map family has two or more map sizes.",
                       mv, nbo);
        }
    }
    /* scaling */
    if (which == 0) {
        /* drawn by the other call */
    } else if (L.fam < 0) {
        skip_line(c, sname, "no map family has two or more map sizes among the solved rows of movement model %s", mv);
    } else if (scal.n == 0) {
        skip_line(c, sname, "no solved query of a shown variant on the %s maps under movement model %s", c->fam.s[L.fam], mv);
    } else {
        struct pf_out vo;
        snprintf(file, sizeof file, "%s.vars.gp", sname);
        if (out_open(c, &vo, file) != 0)
            goto out;
        int nb = write_blocks(c, sname, &scal, g_scaling, NULL, vo.f);
        gstr(vo.f, "title", "Scaling with map size on the %s maps (movement model %s)", c->fam.s[L.fam], mv);
        char note[160];
        chart_note(c, nb, mv, note, sizeof note);
        gstr(vo.f, "sel_note", "%s", note);
        gstr(vo.f, "sel_hint", "%s", c->sel_hint);
        ladder_vars(c, m, L, vo.f);
        if (out_close(c, &vo) != 0 || nb < 0)
            goto out;
        chart_line(c, sname, "scaling.gp", "Scaling with map size", mv,
                   "Movement model %s, the %s maps (the family with the most map sizes: %zu): median time per query (left) and time per expanded node (right) against the number of cells, log-log, one line per variant (%s).",
                   mv, c->fam.s[L.fam], L.nsizes, note);
    }
out:
    free(size.r);
    free(open.r);
    free(scal.r);
}

/* ------------------------------------------------------------------ speed-up heat map */

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

static void speedup_chart(struct ctx *c, size_t m)
{
    char mv[16];
    moves_tag(c->mov.s[m], mv, sizeof mv);
    char name[64];
    snprintf(name, sizeof name, "speedup-%s", mv);
    size_t nv = c->var.n, nf = c->fam.n;
    double *sp = malloc((nv * nf + 1) * sizeof *sp), *gm = malloc((nv + 1) * sizeof *gm);
    size_t *vi = malloc((nv + 1) * sizeof *vi), *fi = malloc((nf + 1) * sizeof *fi);
    char *vh = calloc(nv + 1, 1), *fh = calloc(nf + 1, 1);
    if (!sp || !gm || !vi || !fi || !vh || !fh) {
        fail(c, "out of memory preparing the speed-up data");
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
        skip_line(c, name, "no speed-up under movement model %s: the reference %s has no timed rows there, or no shown variant has", mv, ref_name(mv));
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
    if (out_open(c, &d, file) != 0)
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
    if (out_close(c, &d) != 0)
        goto out;
    snprintf(file, sizeof file, "%s.vars.gp", name);
    if (out_open(c, &vo, file) != 0)
        goto out;
    fprintf(vo.f, "nfam = %zu\nnvar = %zu\ncblo = %g\ncbhi = %g\n", ncol, nrow, lo, hi);
    if (nrow > 16)   /* a taller canvas so that every row keeps a readable height */
        fprintf(vo.f, "height = %zu\n", 200 + 28 * nrow);
    gstr(vo.f, "moves", "%s", mv);
    gstr(vo.f, "reference", "%s", ref_name(mv));
    gstr(vo.f, "title", "Speedup over %s per map family (movement model %s)", ref_name(mv), mv);
    gstr(vo.f, "subtitle", "median time per query of %s ÷ the variant's; green = faster", ref_name(mv));
    fputs("set xtics (", vo.f);
    for (size_t j = 0; j < ncol; j++) {
        gquote(vo.f, c->fam.s[fi[j]]);
        fprintf(vo.f, " %zu, ", j + 1);
    }
    fprintf(vo.f, "\"geo. mean\" %.2f)\nset ytics (", (double)ncol + 1.25);
    for (size_t i = 0; i < nrow; i++) {
        fputs(i ? ", " : "", vo.f);
        gquote(vo.f, c->var.s[vi[i]]);
        fprintf(vo.f, " %zu", i + 1);
    }
    fputs(")\nset cbtics (", vo.f);
    for (int e = (int)lo; e <= (int)hi; e++)
        fprintf(vo.f, "%s\"%g×\" %d", e > (int)lo ? ", " : "", pow(10, e), e);
    fputs(")\n", vo.f);
    if (out_close(c, &vo) != 0)
        goto out;
    chart_line(c, name, "speedup.gp", "Speedup over the reference", mv,
               "Movement model %s, heat map of variant rows by map-family columns (last column: the geometric mean over the families): the summary's speedup_vs_dijkstra, median time per query of the reference %s over the variant's, colour on a log scale (green = faster, purple = slower), the factor printed in each cell (%zu variants, %zu families).",
               mv, ref_name(mv), nrow, ncol);
out:
    free(sp);
    free(gm);
    free(vi);
    free(fi);
    free(vh);
    free(fh);
}

/* ------------------------------------------------------------------ heuristics */

/* One chart for every movement model: per variant that takes a heuristic, one bar per model:
 * mean nodes expanded per solved query and worst suboptimality (from the summary). */
static void heuristics_chart(struct ctx *c)
{
    size_t nv = c->var.n, nm = c->mov.n;
    double *ok = calloc(nv * nm + 1, sizeof *ok), *ex = calloc(nv * nm + 1, sizeof *ex),
           *ws = calloc(nv * nm + 1, sizeof *ws);
    char *vh = calloc(nv + 1, 1), *mh = calloc(nm + 1, 1);
    size_t nh = 0;
    if (!ok || !ex || !ws || !vh || !mh) {
        fail(c, "out of memory preparing the heuristics data");
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
        skip_line(c, "heuristics", "no variant takes a heuristic (the heuristic column is - in every row)");
        goto out;
    }
    if (ng == 0) {
        skip_line(c, "heuristics", "no solved query of a variant that takes a heuristic");
        goto out;
    }
    struct pf_out fe, fs, vo;
    if (out_open(c, &fe, "heuristics-exp.dat") != 0)
        goto out;
    if (out_open(c, &fs, "heuristics-subopt.dat") != 0) {
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
    if (out_close(c, &fe) != 0) {
        pf_out_abort(&fs);
        goto out;
    }
    if (out_close(c, &fs) != 0 || out_open(c, &vo, "heuristics.vars.gp") != 0)
        goto out;
    fprintf(vo.f, "nmodels = %zu\nngroups = %zu\nbar_labels = %d\n", nmod, ng, ng * nmod <= 24);
    gstr(vo.f, "models", "%s", models);
    gstr(vo.f, "title", "Heuristics: every variant that takes one, all maps, %s %s",
         nmod == 1 ? "movement model" : "movement models", models);
    if (out_close(c, &vo) != 0)
        goto out;
    chart_line(c, "heuristics", "heuristics.gp", "Heuristics and movement models", NULL,
               "Every variant that takes a heuristic (%zu: heuristic column other than -), one bar per movement model (%s; one chart for all models): mean nodes expanded per solved query (top) and worst suboptimality in %% (bottom); an inadmissible heuristic shows above 0 at the bottom.",
               ng, models);
out:
    free(ok);
    free(ex);
    free(ws);
    free(vh);
    free(mh);
}

/* ------------------------------------------------------------------ search pictures */

static void search_chart(struct ctx *c)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/traces", c->run_dir);
    DIR *d = opendir(path);
    if (!d) {
        skip_line(c, "search", "no traces/ folder in the run folder");
        return;
    }
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        n += l > 6 && !strcmp(e->d_name + l - 6, ".trace");
    }
    closedir(d);
    if (n == 0) {
        skip_line(c, "search", "no *.trace files in traces/");
        return;
    }
    chart_line(c, "search", "search.gp", "Search pictures", NULL,
               "One panel per trace in traces/ (%zu traces of one scenario, one variant each; pfbench run pictures every variant but one that differs from a pictured one only in its open list, as its picture would be the same): blocked cells dark, expanded cells shaded from light (early) to dark (late), cells that a jump-based search (jps) scanned without expanding them light blue and its jump points as purple rings, the returned path in blue from the green start to the blue goal.",
               n);
}

/* The 3D search pictures: panel data pfbench run wrote in traces/voxel/ (draw-voxel.sh). */
static void search3d_chart(struct ctx *c)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/traces/voxel", c->run_dir);
    DIR *d = opendir(path);
    if (!d)
        return;                            /* no voxel level in the run: nothing to say */
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        n += l > 6 && !strcmp(e->d_name + l - 6, ".title");
    }
    closedir(d);
    if (n == 0) {
        skip_line(c, "search-3d", "no panels in traces/voxel/");
        return;
    }
    chart_line(c, "search-3d", "voxel.gp", "3D search pictures", NULL,
               "One query of a voxel level, %zu voxel variants (pictured as in 2D: one of those differing only in their open list): each seen from above (x-y, columns over z) and from the side (x-z, columns over y); grey = the share of blocked voxels in a column, yellow to dark red = the voxels the search expanded in that column (log scale per panel), blue = the returned path from the green start.",
               n);
}

/* ------------------------------------------------------------------ setup */

static int moves_rank(const char *s)
{
    enum pf_moves m;
    return pf_moves_parse(s, &m) == PF_OK ? (int)m : 100;
}

static const struct ctx *g_ctx;

static int cmp_moves(const void *x, const void *y)
{
    const char *a = g_ctx->mov.s[*(const size_t *)x], *b = g_ctx->mov.s[*(const size_t *)y];
    int ra = moves_rank(a), rb = moves_rank(b);
    return ra != rb ? (ra < rb ? -1 : 1) : strcmp(a, b);
}

/* 1 when name matches one of the comma-separated globs of spec (spaces around commas are
 * ignored); NULL, "" and "all" match everything. */
static int spec_all(const char *spec)
{
    return !spec || !*spec || !strcmp(spec, "all");
}

static int match_one(const char *pat, size_t len, const char *name)
{
    char p[256];
    while (len && (*pat == ' ' || *pat == '\t'))
        pat++, len--;
    while (len && (pat[len - 1] == ' ' || pat[len - 1] == '\t'))
        len--;
    if (!len || len >= sizeof p)
        return 0;
    memcpy(p, pat, len);
    p[len] = '\0';
    return fnmatch(p, name, 0) == 0;
}

static void select_variants(struct ctx *c, const char *spec, int notes)
{
    c->nsel = 0;
    for (size_t v = 0; v < c->var.n; v++) {
        c->sel[v] = 1;
        if (!spec_all(spec)) {
            c->sel[v] = 0;
            for (const char *p = spec; *p;) {
                size_t len = strcspn(p, ",");
                if (match_one(p, len, c->var.s[v]))
                    c->sel[v] = 1;
                p += len + (p[len] == ',');
            }
        }
        c->nsel += c->sel[v];
    }
    if (!spec_all(spec) && notes)
        for (const char *p = spec; *p;) {
            size_t len = strcspn(p, ","), hit = 0;
            for (size_t v = 0; v < c->var.n && !hit; v++)
                hit = match_one(p, len, c->var.s[v]);
            size_t lead = strspn(p, " \t"), tl = len > lead ? len - lead : 0;
            while (tl && (p[lead + tl - 1] == ' ' || p[lead + tl - 1] == '\t'))
                tl--;
            if (!hit)
                fprintf(stderr, "pfbench chartdata: note: no variant in runs.csv matches '%.*s'\n", (int)tl, p + lead);
            p += len + (p[len] == ',');
        }
    if (c->nsel == 0 && c->var.n) {
        if (notes)
            fprintf(stderr, "pfbench chartdata: note: none of the selected variants is in runs.csv; drawing all of them\n");
        memset(c->sel, 1, c->var.n);
        c->nsel = c->var.n;
    }
    if (c->nsel < c->var.n) {
        snprintf(c->sel_note, sizeof c->sel_note, "%zu of %zu variants shown", c->nsel, c->var.n);
        snprintf(c->sel_hint, sizeof c->sel_hint, "CHART_VARIANTS=all for every one");
    } else {
        snprintf(c->sel_note, sizeof c->sel_note, "all %zu variants", c->var.n);
        c->sel_hint[0] = '\0';
    }
}

static int mkdir_p(const char *path)
{
    char buf[4200];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            if (mkdir(buf, 0777) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return mkdir(buf, 0777) != 0 && errno != EEXIST ? -1 : 0;
}

/* Remove the data files of an earlier call, so no stale chart data stays behind. */
static void clear_data(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char path[4600];
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        if ((l > 4 && !strcmp(e->d_name + l - 4, ".dat")) || (l > 8 && !strcmp(e->d_name + l - 8, ".vars.gp"))) {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            remove(path);
        }
    }
    closedir(d);
}

int pf_chart_data_write(const char *run_dir, const struct pf_rows *rows,
                        const struct pf_chart_opts *opt, char *err, size_t errlen)
{
    struct ctx c;
    memset(&c, 0, sizeof c);
    c.rows = rows;
    c.run_dir = run_dir;
    c.err = err;
    c.errlen = errlen;
    c.bins = opt ? opt->bins : 0;
    err[0] = '\0';
    snprintf(c.dir, sizeof c.dir, "%s/charts/data", run_dir);
    if (mkdir_p(c.dir) != 0) {
        snprintf(err, errlen, "cannot create %s: %s", c.dir, strerror(errno));
        return -1;
    }
    clear_data(c.dir);
    size_t n = rows->n;
    c.rv = malloc((n + 1) * sizeof *c.rv);
    c.rf = malloc((n + 1) * sizeof *c.rf);
    c.rmap = malloc((n + 1) * sizeof *c.rmap);
    c.rmo = malloc((n + 1) * sizeof *c.rmo);
    if (!c.rv || !c.rf || !c.rmap || !c.rmo)
        goto oom;
    for (size_t i = 0; i < n; i++) {
        const struct pf_row *r = &rows->r[i];
        long v = pf_names_add(&c.var, r->variant), f = pf_names_add(&c.fam, r->family),
             mp = pf_names_add(&c.map, r->map), mo = pf_names_add(&c.mov, r->moves);
        if (v < 0 || f < 0 || mp < 0 || mo < 0)
            goto oom;
        c.rv[i] = (size_t)v;
        c.rf[i] = (size_t)f;
        c.rmap[i] = (size_t)mp;
        c.rmo[i] = (size_t)mo;
    }
    c.vrow = malloc((c.var.n + 1) * sizeof *c.vrow);
    c.sel = malloc(c.var.n + 1);
    c.morder = malloc((c.mov.n + 1) * sizeof *c.morder);
    if (!c.vrow || !c.sel || !c.morder)
        goto oom;
    for (size_t i = n; i-- > 0;)
        c.vrow[c.rv[i]] = &rows->r[i];
    for (size_t m = 0; m < c.mov.n; m++)
        c.morder[m] = m;
    g_ctx = &c;
    qsort(c.morder, c.mov.n, sizeof *c.morder, cmp_moves);
    select_variants(&c, opt ? opt->variants : NULL, opt ? opt->notes : 0);
    if (pf_summary_build(rows, &c.sum) != 0)
        goto oom;
    if (out_open(&c, &c.idx, "charts.tsv") != 0)
        goto done;
    {
        /* variants.gp: the run-wide colour order, the shown variants first */
        struct pf_out vo;
        if (out_open(&c, &vo, "variants.gp") != 0)
            goto done;
        fputs("vlist = \"", vo.f);
        for (int pass = 1, k = 0; pass >= 0; pass--)
            for (size_t v = 0; v < c.var.n; v++)
                if (c.sel[v] == pass)
                    fprintf(vo.f, "%s%s", k++ ? " " : "", c.var.s[v]);
        fputs("\"\n", vo.f);
        if (out_close(&c, &vo) != 0)
            goto done;
    }
    if (n == 0) {
        skip_line(&c, "all", "runs.csv has no rows");
    } else {
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            line_charts(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            speedup_chart(&c, c.morder[j]);
        for (int which = 0; which < 2; which++)
            for (size_t j = 0; j < c.mov.n && !c.failed; j++)
                ladder_charts(&c, c.morder[j], which);
        if (!c.failed)
            heuristics_chart(&c);
        if (!c.failed)
            search_chart(&c);
        if (!c.failed)
            search3d_chart(&c);
    }
    if (c.failed)
        pf_out_abort(&c.idx);
    else
        out_close(&c, &c.idx);
    goto done;
oom:
    fail(&c, "out of memory preparing the chart data of %s", run_dir);
done:
    pf_summary_free(&c.sum);
    pf_names_free(&c.var);
    pf_names_free(&c.fam);
    pf_names_free(&c.map);
    pf_names_free(&c.mov);
    free(c.rv);
    free(c.rf);
    free(c.rmap);
    free(c.rmo);
    free(c.vrow);
    free(c.sel);
    free(c.morder);
    return c.failed ? -1 : 0;
}
