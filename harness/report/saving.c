/* saving.c: per (model, family, file model), the saving of the reference's optimum against the
 * optimum its scenario lines print under another model: the one place it is computed. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "saving.h"
#include "stats.h"

/* A group while the rows are read: its figures, the values of its lines, and for a group of
 * lines without another model's optimum (file_moves "") whether they had the model's own. */
struct acc {
    struct pf_saving s;
    double *v;
    size_t cap;
    int own;                      /* some line's file optimum is the model's own (else: none) */
};

static struct acc *find_or_add(struct acc **a, size_t *n, size_t *cap, const struct pf_row *r, const char *fm)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp((*a)[i].s.moves, r->moves) && !strcmp((*a)[i].s.family, r->family) &&
            !strcmp((*a)[i].s.file_moves, fm))
            return &(*a)[i];
    if (*n == *cap) {
        size_t nc = *cap ? 2 * *cap : 16;
        struct acc *na = realloc(*a, nc * sizeof *na);
        if (!na)
            return NULL;
        *a = na;
        *cap = nc;
    }
    struct acc *g = &(*a)[(*n)++];
    memset(g, 0, sizeof *g);
    snprintf(g->s.moves, sizeof g->s.moves, "%s", r->moves);
    snprintf(g->s.family, sizeof g->s.family, "%s", r->family);
    snprintf(g->s.file_moves, sizeof g->s.file_moves, "%s", fm);
    return g;
}

static int push(struct acc *g, double x)
{
    if (g->s.lines == g->cap) {
        size_t nc = g->cap ? 2 * g->cap : 64;
        double *nv = realloc(g->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        g->v = nv;
        g->cap = nc;
    }
    g->v[g->s.lines++] = x;
    return 0;
}

static int cmp_saving(const void *x, const void *y)
{
    const struct pf_saving *a = x, *b = y;
    int c = strcmp(a->moves, b->moves);
    if (!c)
        c = strcmp(a->family, b->family);
    return c ? c : strcmp(a->file_moves, b->file_moves);
}

/* 1 when some group of model mv (and family fam, unless NULL) has lines */
static int has_lines(const struct acc *a, size_t n, const char *mv, const char *fam)
{
    for (size_t i = 0; i < n; i++)
        if (a[i].s.lines && !strcmp(a[i].s.moves, mv) && (!fam || !strcmp(a[i].s.family, fam)))
            return 1;
    return 0;
}

int pf_savings_build(const struct pf_rows *rows, const struct pf_summary *sm, struct pf_savings *out)
{
    struct acc *a = NULL;
    size_t n = 0, cap = 0;
    int rc = -1;
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        const char *ref = pf_summary_ref(sm, r->moves, NULL);
        if (!ref[0] || strcmp(r->variant, ref) || strcmp(r->status, "ok") || isnan(r->dijkstra_cost))
            continue;
        int has = r->file_moves[0] && !isnan(r->file_optimum), other = has && strcmp(r->file_moves, r->moves);
        if (other && !(r->file_optimum > 0))
            continue;                     /* a line from a cell to itself saves nothing */
        struct acc *g = find_or_add(&a, &n, &cap, r, other ? r->file_moves : "");
        if (!g)
            goto done;
        if (!other) {
            g->own |= has;
            continue;
        }
        if (push(g, 100.0 * (r->file_optimum - r->dijkstra_cost) / r->file_optimum) != 0)
            goto done;
    }
    out->s = malloc((n + 1) * sizeof *out->s);
    if (!out->s)
        goto done;
    for (size_t i = 0; i < n; i++) {
        struct acc *g = &a[i];
        if (g->s.lines) {
            double mx = g->v[0];
            for (size_t j = 1; j < g->s.lines; j++)
                mx = fmax(mx, g->v[j]);
            g->s.max_pct = mx;
            g->s.median_pct = pf_median_double(g->v, g->s.lines);
        } else {
            /* a family of a model that has savings elsewhere: say why it has none */
            if (!has_lines(a, n, g->s.moves, NULL) || has_lines(a, n, g->s.moves, g->s.family))
                continue;
            g->s.why = g->own ? "its scenario lines' optima are under this model itself"
                              : "its scenario lines print no optimum";
        }
        out->s[out->n++] = g->s;
    }
    qsort(out->s, out->n, sizeof *out->s, cmp_saving);
    rc = 0;
done:
    for (size_t i = 0; i < n; i++)
        free(a[i].v);
    free(a);
    if (rc != 0)
        pf_savings_free(out);
    return rc;
}

void pf_savings_free(struct pf_savings *s)
{
    free(s->s);
    memset(s, 0, sizeof *s);
}
