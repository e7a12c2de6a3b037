/* chartdata.c: every number the charts show, computed once in C from runs.csv rows (and the
 * summary built from them): the run's variants, families, maps and movement models indexed,
 * the user's selection applied, then each chart's data written (chart_*.c) with the index
 * charts.tsv that scripts/charts.sh and the report draw from. Which variants a chart shows
 * comes from runs.csv columns (open, heuristic) and the user's selection, never from names. */
#include <dirent.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"
#include "chartdata.h"
#include "domain.h"

static int moves_rank(const char *s)
{
    enum pf_moves m;
    return pf_moves_parse(s, &m) == PF_OK ? (int)m : 100;
}

static const struct pf_chart_ctx *g_ctx;

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

static void select_variants(struct pf_chart_ctx *c, const char *spec, int notes)
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
    struct pf_chart_ctx c;
    memset(&c, 0, sizeof c);
    c.rows = rows;
    c.run_dir = run_dir;
    c.err = err;
    c.errlen = errlen;
    c.bins = opt ? opt->bins : 0;
    err[0] = '\0';
    snprintf(c.dir, sizeof c.dir, "%s/charts/data", run_dir);
    struct pf_error de;
    if (pf_mkdir_p(c.dir, &de) != PF_OK) {
        snprintf(err, errlen, "%s", de.msg);
        return -1;
    }
    clear_data(c.dir);
    size_t n = rows->n;
    c.row_variant = malloc((n + 1) * sizeof *c.row_variant);
    c.row_family = malloc((n + 1) * sizeof *c.row_family);
    c.row_map = malloc((n + 1) * sizeof *c.row_map);
    c.row_moves = malloc((n + 1) * sizeof *c.row_moves);
    if (!c.row_variant || !c.row_family || !c.row_map || !c.row_moves)
        goto oom;
    for (size_t i = 0; i < n; i++) {
        const struct pf_row *r = &rows->r[i];
        long v = pf_names_add(&c.var, r->variant), f = pf_names_add(&c.fam, r->family),
             mp = pf_names_add(&c.map, r->map), mo = pf_names_add(&c.mov, r->moves);
        if (v < 0 || f < 0 || mp < 0 || mo < 0)
            goto oom;
        c.row_variant[i] = (size_t)v;
        c.row_family[i] = (size_t)f;
        c.row_map[i] = (size_t)mp;
        c.row_moves[i] = (size_t)mo;
    }
    c.vrow = malloc((c.var.n + 1) * sizeof *c.vrow);
    c.sel = malloc(c.var.n + 1);
    c.morder = malloc((c.mov.n + 1) * sizeof *c.morder);
    if (!c.vrow || !c.sel || !c.morder)
        goto oom;
    for (size_t i = n; i-- > 0;)
        c.vrow[c.row_variant[i]] = &rows->r[i];
    for (size_t m = 0; m < c.mov.n; m++)
        c.morder[m] = m;
    g_ctx = &c;
    qsort(c.morder, c.mov.n, sizeof *c.morder, cmp_moves);
    select_variants(&c, opt ? opt->variants : NULL, opt ? opt->notes : 0);
    if (pf_summary_build(rows, &c.sum) != 0 || pf_savings_build(rows, &c.sum, &c.sav) != 0)
        goto oom;
    if (pf_chart_out_open(&c, &c.idx, "charts.tsv") != 0)
        goto done;
    {
        /* variants.gp: the run-wide colour order, the shown variants first */
        struct pf_out vo;
        if (pf_chart_out_open(&c, &vo, "variants.gp") != 0)
            goto done;
        fputs("vlist = \"", vo.f);
        for (int pass = 1, k = 0; pass >= 0; pass--)
            for (size_t v = 0; v < c.var.n; v++)
                if (c.sel[v] == pass)
                    fprintf(vo.f, "%s%s", k++ ? " " : "", c.var.s[v]);
        fputs("\"\n", vo.f);
        if (pf_chart_out_close(&c, &vo) != 0)
            goto done;
    }
    if (n == 0) {
        pf_chart_skip(&c, "all", "runs.csv has no rows");
    } else {
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_lines(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_speedup(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_subopt(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_saving(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_tradeoff(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_openlists(&c, c.morder[j]);
        for (size_t j = 0; j < c.mov.n && !c.failed; j++)
            pf_chart_scaling(&c, c.morder[j]);
        if (!c.failed)
            pf_chart_heuristics(&c);
        for (size_t d = 0; d < pf_domain_ops_count() && !c.failed; d++)
            pf_chart_pictures(&c, pf_domain_ops_at(d));
        struct pf_chart_dyn *dg = NULL;
        size_t ndg = 0;
        if (!c.failed && pf_chart_dyn_groups(&c, &dg, &ndg) == 0 && ndg) {
            pf_chart_dyn_along(&c, dg, ndg);
            if (!c.failed)
                pf_chart_dyn_rate(&c, dg, ndg);
        }
        free(dg);
    }
    if (c.failed)
        pf_out_abort(&c.idx);
    else
        pf_chart_out_close(&c, &c.idx);
    goto done;
oom:
    pf_chart_fail(&c, "out of memory preparing the chart data of %s", run_dir);
done:
    pf_summary_free(&c.sum);
    pf_savings_free(&c.sav);
    pf_names_free(&c.var);
    pf_names_free(&c.fam);
    pf_names_free(&c.map);
    pf_names_free(&c.mov);
    free(c.row_variant);
    free(c.row_family);
    free(c.row_map);
    free(c.row_moves);
    free(c.vrow);
    free(c.sel);
    free(c.morder);
    return c.failed ? -1 : 0;
}
