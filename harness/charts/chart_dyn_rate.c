/* chart_dyn_rate.c: what a change costs each variant against the rate of change
 * (dynamic-rate-K): the dynamic scenarios made from one map at several rates (change events per
 * query) form a family, one chart each; per variant its total time per query (following the
 * changes + searching, GPPC's count) and its time following the changes per query, against the
 * rate, and the caption says at which rate each search that keeps data falls behind the fastest
 * online search that must be optimal. A scenario's origin map comes from meta.json's map_list
 * source (a generated scenario's recipe names its map); scenario files are grouped by folder
 * and map size. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"
#include "meta.h"

#define RECIPE "dynamic:"       /* a generated scenario's source: dynamic:MAP/OPTIONS */
#define MOST_CHARTS 6

/* The origin of map m: "MAP" of its recipe, else "FAMILY WxH" of its rows. */
static void origin_of(const struct pf_chart_ctx *c, const struct pf_meta_file *meta, const struct pf_chart_dyn *d,
                      char *buf, size_t cap)
{
    const char *name = c->map.s[d->map];
    for (size_t i = 0; meta && i < meta->nmaps; i++) {
        const char *s = meta->maps[i].source;
        if (strcmp(meta->maps[i].name, name) || !s || strncmp(s, RECIPE, strlen(RECIPE)))
            continue;
        s += strlen(RECIPE);
        snprintf(buf, cap, "%.*s", (int)strcspn(s, "/"), s);
        return;
    }
    snprintf(buf, cap, "%s %dx%d", c->fam.s[d->fam], d->width, d->height);
}

static double rate_of(const struct pf_chart_dyn *d) { return d->queries ? (double)d->events / d->queries : 0; }
static double per_query_us(uint64_t ns, const struct pf_chart_dyn *d) { return d->queries ? ns / 1e3 / d->queries : 0; }

static const struct pf_chart_dyn *g_s;

static int cmp_rate(const void *x, const void *y)
{
    const struct pf_chart_dyn *a = &g_s[*(const size_t *)x], *b = &g_s[*(const size_t *)y];
    double ra = rate_of(a), rb = rate_of(b);
    if (ra != rb)
        return ra < rb ? -1 : 1;
    return a->map < b->map ? -1 : a->map > b->map;
}

/* The sentence on variant v against the online reference ref over the groups of one origin in
 * rate order (idx, n). */
static void crossing(const struct pf_chart_ctx *c, const struct pf_chart_dyn *g, const size_t *idx, size_t n,
                     size_t v, size_t ref, char *buf, size_t cap)
{
    double r0 = NAN, d0 = NAN;
    int seen = 0;
    for (size_t i = 0; i < n; i++) {
        const struct pf_chart_dyn *a = &g[idx[i]];
        if (a->var != v)
            continue;
        const struct pf_chart_dyn *b = NULL;
        for (size_t j = 0; j < n && !b; j++)
            if (g[idx[j]].var == ref && g[idx[j]].map == a->map)
                b = &g[idx[j]];
        if (!b)
            continue;
        double r = rate_of(a), dd = per_query_us(a->total_ns, a) - per_query_us(b->total_ns, b);
        if (dd > 0) {
            if (!seen)
                snprintf(buf, cap, "%s is behind %s from the lowest rate run (%.4g)", c->var.s[v], c->var.s[ref], r);
            else
                snprintf(buf, cap, "%s falls behind %s at about %.4g events per query (between %.4g and %.4g)",
                         c->var.s[v], c->var.s[ref], r0 + (r - r0) * (-d0) / (dd - d0), r0, r);
            return;
        }
        r0 = r;
        d0 = dd;
        seen = 1;
    }
    if (seen)
        snprintf(buf, cap, "%s stays ahead of %s at every rate run (to %.4g)", c->var.s[v], c->var.s[ref], r0);
    else
        buf[0] = '\0';
}

/* One origin's chart, number k, over its groups idx (n of them, sorted by rate here). */
static int one(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t *idx, size_t n, const char *origin,
               size_t nrates, int k)
{
    char name[48], dat[64], vars[64];
    snprintf(name, sizeof name, "dynamic-rate-%d", k);
    snprintf(dat, sizeof dat, "%s.dat", name);
    snprintf(vars, sizeof vars, "%s.vars.gp", name);
    g_s = g;
    qsort(idx, n, sizeof *idx, cmp_rate);
    /* the reference: the online search that must be optimal of least time per query, summed
     * over the scenarios (a suboptimal one is no yardstick for the searches that keep data) */
    double *sum = calloc(c->var.n + 1, sizeof *sum);
    char *blocks = malloc(c->var.n * 50 + 1), *cap = malloc(8192);
    size_t ref = c->var.n, nb = 0, maps = 0;
    int rc = -1;
    struct pf_out o, vo;
    if (!sum || !blocks || !cap) {
        pf_chart_fail(c, "out of memory preparing the chart against the rate of change");
        goto out;
    }
    for (size_t i = 0; i < n; i++) {
        sum[g[idx[i]].var] += per_query_us(g[idx[i]].total_ns, &g[idx[i]]);
        size_t j = 0;
        while (j < i && g[idx[j]].map != g[idx[i]].map)
            j++;
        maps += j == i;
    }
    for (size_t i = 0; i < n; i++)
        if (g[idx[i]].online && g[idx[i]].optimal && (ref == c->var.n || sum[g[idx[i]].var] < sum[ref]))
            ref = g[idx[i]].var;
    int xlog = 1;
    double cmin = INFINITY;
    for (size_t i = 0; i < n; i++) {
        xlog &= rate_of(&g[idx[i]]) > 0;
        if (g[idx[i]].change_ns)
            cmin = fmin(cmin, per_query_us(g[idx[i]].change_ns, &g[idx[i]]));
    }
    if (pf_chart_out_open(c, &o, dat) != 0)
        goto out;
    fputs("# dynamic-rate: rate total_us change_us search_us queries scenario (per query; change_us NaN: none)\n", o.f);
    blocks[0] = cap[0] = '\0';
    for (size_t v = 0; v < c->var.n; v++) {
        int opened = 0;
        for (size_t i = 0; i < n; i++) {
            const struct pf_chart_dyn *d = &g[idx[i]];
            if (d->var != v)
                continue;
            if (!opened++) {
                fprintf(o.f, "%s# variant %s\n", nb ? "\n\n" : "", c->var.s[v]);
                sprintf(blocks + strlen(blocks), "%s%s", nb++ ? " " : "", c->var.s[v]);
            }
            char ch[40] = "NaN";
            if (d->change_ns)
                snprintf(ch, sizeof ch, "%.9g", per_query_us(d->change_ns, d));
            fprintf(o.f, "%.9g %.9g %s %.9g %llu %s\n", rate_of(d), per_query_us(d->total_ns, d), ch,
                    per_query_us(d->total_ns - d->change_ns, d), (unsigned long long)d->queries, c->map.s[d->map]);
        }
        int keeps = 0;
        for (size_t i = 0; i < n && opened; i++)
            keeps |= g[idx[i]].var == v && !g[idx[i]].online;
        char one_s[400];
        if (keeps && ref < c->var.n) {
            crossing(c, g, idx, n, v, ref, one_s, sizeof one_s);
            if (one_s[0] && strlen(cap) + strlen(one_s) + 3 < 8000)
                sprintf(cap + strlen(cap), "%s%s", cap[0] ? "; " : "", one_s);
        }
    }
    if (pf_chart_out_close(c, &o) != 0 || pf_chart_out_open(c, &vo, vars) != 0)
        goto out;
    fprintf(vo.f, "xlog = %d\nchange_floor = %.9g\n", xlog, isfinite(cmin) ? cmin : 1);
    pf_chart_gp_string(vo.f, "datafile", "%s", dat);
    pf_chart_gp_string(vo.f, "blocks", "%s", blocks);
    pf_chart_gp_string(vo.f, "title", "What a change costs against the rate of change: scenarios of %s", origin);
    if (pf_chart_out_close(c, &vo) != 0)
        goto out;
    pf_chart_index(c, name, "dynamic_rate.gp", "What a change costs against the rate of change", NULL,
                   "Dynamic scenarios of %s: %zu scenarios at %zu rates of change (change events per query). Per "
                   "variant (%zu), its total time per query (left: following the changes + searching, GPPC's "
                   "count, the change event's time counted in the next query's) and its time following the changes "
                   "per query (right: change_ns in runs.csv, the searches' share left out). %s%s",
                   origin, maps, nrates, nb, cap[0] ? cap : "No optimal online search ran beside the searches that keep data",
                   cap[0] ? "." : ".");
    rc = 0;
out:
    free(sum);
    free(blocks);
    free(cap);
    return rc;
}

void pf_chart_dyn_rate(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t ng)
{
    struct pf_meta_file meta;
    char path[4300], err[256];
    snprintf(path, sizeof path, "%s/meta.json", c->run_dir);
    int has_meta = pf_meta_load(&meta, path, err, sizeof err) == 0;
    struct pf_names orig = { 0 };
    long *of = malloc((ng + 1) * sizeof *of);
    size_t *idx = malloc((ng + 1) * sizeof *idx);
    if (!of || !idx)
        goto oom;
    for (size_t i = 0; i < ng; i++) {
        char o[200];
        origin_of(c, has_meta ? &meta : NULL, &g[i], o, sizeof o);
        if ((of[i] = pf_names_add(&orig, o)) < 0)
            goto oom;
    }
    int k = 0;
    for (size_t o = 0; o < orig.n && !c->failed; o++) {
        size_t n = 0, nrates = 0;
        for (size_t i = 0; i < ng; i++)
            if (of[i] == (long)o)
                idx[n++] = i;
        for (size_t i = 0; i < n; i++) {
            size_t j = 0;
            while (j < i && rate_of(&g[idx[j]]) != rate_of(&g[idx[i]]))
                j++;
            nrates += j == i;
        }
        if (nrates < 2 || k == MOST_CHARTS) {
            pf_chart_skip(c, "dynamic-rate", "the dynamic scenarios of %s: %s", orig.s[o],
                          nrates < 2 ? "one rate of change only (a trade-off needs two)" : "more than 6 families: the first 6 drawn");
            continue;
        }
        one(c, g, idx, n, orig.s[o], nrates, ++k);
    }
    goto done;
oom:
    pf_chart_fail(c, "out of memory preparing the chart against the rate of change");
done:
    if (has_meta)
        pf_meta_free(&meta);
    pf_names_free(&orig);
    free(of);
    free(idx);
}
