/* chart_out.c: how the chart data is written: gnuplot files opened and committed, gnuplot
 * strings, the lines of the chart index (charts.tsv), and grouped records written as blocks. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

/* The selection note of one chart that draws `drawn` variants of movement model mv: the
 * run-wide selection when CHART_VARIANTS picked some, else how many of the run's variants
 * this chart draws (a run's variants span several models, and each chart draws one). */
void pf_chart_selection_note(const struct pf_chart_ctx *c, int drawn, const char *mv, char *buf, size_t cap)
{
    if (c->nsel < c->var.n)
        snprintf(buf, cap, "%s", c->sel_note);
    else
        snprintf(buf, cap, "all %d variants of movement model %s", drawn, mv);
}

void pf_chart_fail(struct pf_chart_ctx *c, const char *fmt, ...)
{
    if (c->failed++)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
}

int pf_chart_out_open(struct pf_chart_ctx *c, struct pf_out *o, const char *name)
{
    char path[4600];
    struct pf_error e;
    snprintf(path, sizeof path, "%s/%s", c->dir, name);
    if (pf_out_open(o, path, &e) != PF_OK) {
        pf_chart_fail(c, "%s", e.msg);
        return -1;
    }
    return 0;
}

int pf_chart_out_close(struct pf_chart_ctx *c, struct pf_out *o)
{
    struct pf_error e;
    if (ferror(o->f)) {
        pf_chart_fail(c, "%s: write error", o->path);
        pf_out_abort(o);
        return -1;
    }
    if (pf_out_commit(o, &e) != PF_OK) {
        pf_chart_fail(c, "%s", e.msg);
        return -1;
    }
    return 0;
}

/* A gnuplot string assignment NAME = "text" (quotes and backslashes escaped). */
void pf_chart_gp_string(FILE *f, const char *var, const char *fmt, ...)
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
void pf_chart_gp_quote(FILE *f, const char *s)
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
void pf_chart_index(struct pf_chart_ctx *c, const char *name, const char *script, const char *title,
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

void pf_chart_skip(struct pf_chart_ctx *c, const char *name, const char *fmt, ...)
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
void pf_chart_moves_tag(const char *mv, char *buf, size_t cap)
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

int pf_chart_record_cmp(const void *x, const void *y)
{
    const struct pf_chart_record *p = x, *q = y;
    if (p->k1 != q->k1)
        return p->k1 < q->k1 ? -1 : 1;
    return p->k2 < q->k2 ? -1 : p->k2 > q->k2;
}

int pf_chart_records_push(struct pf_chart_ctx *c, struct pf_chart_records *v, size_t k1, size_t k2, uint64_t a, uint64_t b,
                          uint64_t o)
{
    if (v->n == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 1024;
        struct pf_chart_record *nr = realloc(v->r, nc * sizeof *nr);
        if (!nr) {
            pf_chart_fail(c, "out of memory preparing the chart data");
            return -1;
        }
        v->r = nr;
        v->cap = nc;
    }
    v->r[v->n++] = (struct pf_chart_record){ k1, k2, a, b, o };
    return 0;
}


/* NAME.dat: one block per k1 (a variant), "# variant NAME" first, blocks separated by two
 * blank lines, one line per k2 group; `blocks = "v1 v2 ..."` to vars. Returns the number of
 * blocks, or -1. */
int pf_chart_write_blocks(struct pf_chart_ctx *c, const char *name, struct pf_chart_records *v, pf_chart_group_fn fn,
                          const void *arg, FILE *vars)
{
    if (v->n)
        qsort(v->r, v->n, sizeof *v->r, pf_chart_record_cmp);
    uint64_t *tmp = malloc((v->n ? v->n : 1) * sizeof *tmp);
    char *blocks = malloc(c->var.n * 50 + 1);
    struct pf_out o;
    if (!tmp || !blocks) {
        free(tmp);
        free(blocks);
        pf_chart_fail(c, "out of memory preparing the chart data");
        return -1;
    }
    blocks[0] = '\0';
    char file[300], line[512];
    snprintf(file, sizeof file, "%s.dat", name);
    if (pf_chart_out_open(c, &o, file) != 0) {
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
    pf_chart_gp_string(vars, "blocks", "%s", blocks);
    free(blocks);
    return pf_chart_out_close(c, &o) == 0 ? nb : -1;
}
