/* chart_dyn_along.c: time per query along a dynamic scenario (dynamic-along-K, the first
 * PF_CHART_DYN_ALONG scenarios of the run): x the query's place in the file, y its time, one
 * line per drawn variant (the fastest in total and the fastest optimal online search), the
 * queries that followed a change event marked, and at those queries what following the change
 * took (change_ns, already part of the query's time, as GPPC counts it). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

#define MOST_VARIANTS 6

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* The query number (1..n) of a scenario line: its place among the scenario's sorted lines. */
static size_t query_no(const uint32_t *lines, size_t n, uint32_t line)
{
    const uint32_t *p = bsearch(&line, lines, n, sizeof *lines, cmp_u32);
    return p ? (size_t)(p - lines) + 1 : 0;
}

struct qrow {
    size_t q;
    const struct pf_row *r;
};

static int cmp_qrow(const void *x, const void *y)
{
    const struct qrow *a = x, *b = y;
    return a->q < b->q ? -1 : a->q > b->q;
}

/* One scenario's chart, number k; 0, or -1 after pf_chart_fail. */
static int one(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t ng, size_t map, int k)
{
    const struct pf_rows *R = c->rows;
    char name[48], dat[64], ev[64], vars[64];
    snprintf(name, sizeof name, "dynamic-along-%d", k);
    snprintf(dat, sizeof dat, "%s.dat", name);
    snprintf(ev, sizeof ev, "%s-events.dat", name);
    snprintf(vars, sizeof vars, "%s.vars.gp", name);
    size_t pick[MOST_VARIANTS + 64], np;
    uint32_t *lines = malloc((R->n + 1) * sizeof *lines);
    struct qrow *qr = malloc((R->n + 1) * sizeof *qr);
    size_t *pickall = malloc((ng + 1) * sizeof *pickall);
    int rc = -1;
    if (!lines || !qr || !pickall) {
        pf_chart_fail(c, "out of memory preparing the chart along a dynamic scenario");
        goto out;
    }
    np = pf_chart_dyn_pick(g, ng, map, pickall, MOST_VARIANTS);
    memcpy(pick, pickall, np * sizeof *pick);
    /* the scenario's query lines, from its first drawn variant's rows */
    size_t nl = 0, nev = 0;
    for (size_t i = 0; i < R->n; i++)
        if (c->row_map[i] == map && c->row_variant[i] == g[pick[0]].var && R->r[i].follow[0])
            lines[nl++] = R->r[i].scen_line;
    qsort(lines, nl, sizeof *lines, cmp_u32);
    double ymin = INFINITY, ymax = 0;
    struct pf_out o, e, vo;
    if (pf_chart_out_open(c, &o, dat) != 0)
        goto out;
    fputs("# dynamic-along: query time_us change_us patches (change_us: NaN when no change event came before the query)\n", o.f);
    char blocks[MOST_VARIANTS * 50 + 1] = "";
    for (size_t p = 0; p < np; p++) {
        size_t v = g[pick[p]].var, nq = 0;
        for (size_t i = 0; i < R->n; i++)
            if (c->row_map[i] == map && c->row_variant[i] == v && R->r[i].follow[0])
                qr[nq++] = (struct qrow){ query_no(lines, nl, R->r[i].scen_line), &R->r[i] };
        qsort(qr, nq, sizeof *qr, cmp_qrow);
        fprintf(o.f, "%s# variant %s\n", p ? "\n\n" : "", c->var.s[v]);
        snprintf(blocks + strlen(blocks), sizeof blocks - strlen(blocks), "%s%s", p ? " " : "", c->var.s[v]);
        for (size_t i = 0; i < nq; i++) {
            const struct pf_row *r = qr[i].r;
            double t = r->time_ns ? r->time_ns / 1e3 : 0.001;
            ymin = fmin(ymin, t);
            ymax = fmax(ymax, t);
            if (r->patches) {
                double ch = r->change_ns ? r->change_ns / 1e3 : 0.001;
                ymin = fmin(ymin, ch);
                fprintf(o.f, "%zu %.9g %.9g %u\n", qr[i].q, t, ch, r->patches);
            } else
                fprintf(o.f, "%zu %.9g NaN 0\n", qr[i].q, t);
        }
        if (p == 0) {               /* the events: the same for every variant of the scenario */
            if (pf_chart_out_open(c, &e, ev) != 0) {
                pf_out_abort(&o);
                goto out;
            }
            fputs("# dynamic-along events: query patches epoch (the change event before the query)\n", e.f);
            for (size_t i = 0; i < nq; i++)
                if (qr[i].r->patches) {
                    fprintf(e.f, "%zu %u %u\n", qr[i].q, qr[i].r->patches, qr[i].r->epoch);
                    nev++;
                }
            if (pf_chart_out_close(c, &e) != 0) {
                pf_out_abort(&o);
                goto out;
            }
        }
    }
    if (pf_chart_out_close(c, &o) != 0 || pf_chart_out_open(c, &vo, vars) != 0)
        goto out;
    if (!isfinite(ymin))
        ymin = ymax = 1;
    fprintf(vo.f, "nqueries = %zu\nnevents = %zu\nymin = %.9g\nymax = %.9g\n", nl, nev, ymin, ymax);
    pf_chart_gp_string(vo.f, "datafile", "%s", dat);
    pf_chart_gp_string(vo.f, "eventfile", "%s", ev);
    pf_chart_gp_string(vo.f, "blocks", "%s", blocks);
    pf_chart_gp_string(vo.f, "title", "Time per query along the dynamic scenario %s", c->map.s[map]);
    if (pf_chart_out_close(c, &vo) != 0)
        goto out;
    size_t nvar = 0;
    for (size_t i = 0; i < ng; i++)
        nvar += g[i].map == map;
    pf_chart_index(c, name, "dynamic_along.gp", "Time per query along a scenario that changes", NULL,
                   "Scenario %s (family %s): %zu queries in file order, %zu change event%s (grey lines: a query "
                   "that followed an event). One line per variant: the %zu fastest in total of %zu run%s, and "
                   "the fastest online search that must be optimal beside them. A query's time includes "
                   "following the change event before it (GPPC's count: the patches pasted untimed, the "
                   "variant's update of its data timed); the points show that update's own time (change_ns "
                   "in runs.csv), already part of the line.",
                   c->map.s[map], c->fam.s[g[pick[0]].fam], nl, nev, nev == 1 ? "" : "s",
                   np, nvar, c->nsel < c->var.n ? " (of the selected)" : "");
    rc = 0;
out:
    free(lines);
    free(qr);
    free(pickall);
    return rc;
}

void pf_chart_dyn_along(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t ng)
{
    int k = 0;
    size_t more = 0;
    for (size_t m = 0; m < c->map.n && !c->failed; m++) {
        size_t i = 0;
        while (i < ng && g[i].map != m)
            i++;
        if (i == ng)
            continue;
        if (k == PF_CHART_DYN_ALONG) {
            more++;
            continue;
        }
        if (one(c, g, ng, m, ++k) != 0)
            return;
    }
    if (more)
        pf_chart_skip(c, "dynamic-along", "%zu more dynamic scenarios: the first %d drawn (dynamic.csv and the "
                      "report's table hold every one)", more, PF_CHART_DYN_ALONG);
}
