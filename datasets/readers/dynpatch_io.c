/* dynpatch_io.c: the patch file of a GPPC dynamic scenario (`type patch`, `patches N`, N
 * blocks of `patch I`, `height`, `width`, `map` and rows), and the header lines both share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dynscen_lines.h"
#include "pf_weighted.h"
#include "map_rows.h"
#include "scen_lines.h"
#include "text_fields.h"

int pf_dyn_next_fields(const char **p, const char *end, struct pf_line *l, const char **f,
                       size_t *fl, int max)
{
    while (pf_line_next(p, end, l)) {
        int nf = pf_line_split(l, f, fl, max);
        if (nf > 0)
            return nf;
    }
    return -1;
}

int pf_dyn_refuse(const char *name, const struct pf_line *l, int at_end, const char *want,
                  struct pf_error *err)
{
    char q[200];
    if (at_end) {
        pf_error_set(err, "%s:%u: expected '%s', found end of file", name, l->no + 1, want);
    } else {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(err, "%s:%u: expected '%s', found '%s'", name, l->no, want, q);
    }
    return PF_ERR_PARSE;
}

int pf_dyn_header_num(const char *name, const char **p, const char *end, struct pf_line *l,
                      const char *key, long long lo, long long hi, const char *what,
                      long long *out, struct pf_error *err)
{
    const char *f[3];
    size_t fl[3];
    char q[200];
    int nf = pf_dyn_next_fields(p, end, l, f, fl, 3);
    if (nf != 2 || !pf_field_is(f[0], fl[0], key)) {
        snprintf(q, sizeof q, "%s N", key);
        return pf_dyn_refuse(name, l, nf < 0, q, err);
    }
    long long v = pf_field_whole(f[1], fl[1], lo, hi);
    if (v < 0) {
        pf_quote(q, sizeof q, f[1], fl[1]);
        pf_error_set(err, "%s:%u: expected %s after '%s' (a whole number %lld to %lld), found '%s'",
                     name, l->no, what, key, lo, hi, q);
        return PF_ERR_PARSE;
    }
    *out = v;
    return PF_OK;
}

/* A line that is exactly the words `a` and, when b is not NULL, `b`. */
static int line_is(const char **p, const char *end, struct pf_line *l, const char *a,
                   const char *b, const char *name, const char *want, struct pf_error *err)
{
    const char *f[3];
    size_t fl[3];
    int nf = pf_dyn_next_fields(p, end, l, f, fl, 3);
    if (nf != (b ? 2 : 1) || !pf_field_is(f[0], fl[0], a) || (b && !pf_field_is(f[1], fl[1], b)))
        return pf_dyn_refuse(name, l, nf < 0, want, err);
    return PF_OK;
}

/* GPPC's patch characters as pfbench's: free '.', blocked '@'; 0 for any other. */
static char patch_char(char c)
{
    switch (c) {
    case '.': case 'G': case 'S':
        return '.';
    case '@': case 'O': case 'T': case 'W':
        return '@';
    default:
        return 0;
    }
}

/* Patch i's block, from its `patch I` line to its last row. */
static int read_patch(const char *name, const char **p, const char *end, struct pf_line *l,
                      uint32_t i, const struct pf_dynscen *d, struct pf_dyn_patch *pt,
                      struct pf_error *err)
{
    char want[40], what[80], q[200];
    long long h, w;
    snprintf(want, sizeof want, "patch %u", i);
    char idx[16];
    snprintf(idx, sizeof idx, "%u", i);
    if (line_is(p, end, l, "patch", idx, name, want, err) != PF_OK)
        return PF_ERR_PARSE;
    pt->line = l->no;
    snprintf(what, sizeof what, "the rows of patch %u (at most the map's)", i);
    if (pf_dyn_header_num(name, p, end, l, "height", 1, d->height, what, &h, err) != PF_OK)
        return PF_ERR_PARSE;
    snprintf(what, sizeof what, "the columns of patch %u (at most the map's)", i);
    if (pf_dyn_header_num(name, p, end, l, "width", 1, d->width, what, &w, err) != PF_OK)
        return PF_ERR_PARSE;
    if (line_is(p, end, l, "map", NULL, name, "map", err) != PF_OK)
        return PF_ERR_PARSE;
    pt->width = (int32_t)w;
    pt->height = (int32_t)h;
    pt->cells = malloc((size_t)w * (size_t)h);
    if (!pt->cells) {
        pf_error_set(err, "%s:%u: out of memory for a %lld x %lld patch", name, l->no, w, h);
        return PF_ERR_NOMEM;
    }
    for (int32_t y = 0; y < pt->height; y++) {
        if (pf_map_row(name, p, end, l, y, pt->width, pt->height, err) != PF_OK)
            return PF_ERR_PARSE;
        char *row = pt->cells + (size_t)y * (size_t)w;
        for (int32_t x = 0; x < pt->width; x++) {
            /* a weighted scenario's cells are its terrain labels, each with a cost */
            row[x] = d->costs ? (d->costs->line[(unsigned char)l->s[x]] ? l->s[x] : 0) : patch_char(l->s[x]);
            if (!row[x]) {
                pf_quote(q, sizeof q, &l->s[x], 1);
                if (d->costs)
                    pf_error_set(err, "%s:%u: expected a terrain label with a cost in %s, found '%s' at column %d",
                                 name, l->no, pf_basename(d->costs_path), q, x + 1);
                else
                    pf_error_set(err, "%s:%u: expected a patch character (. G S @ O T W), found '%s' at column %d",
                                 name, l->no, q, x + 1);
                return PF_ERR_PARSE;
            }
        }
    }
    return PF_OK;
}

static void free_patches(struct pf_dynscen *d)
{
    for (uint32_t i = 0; i < d->num_patches; i++)
        free(d->patches[i].cells);
    free(d->patches);
    d->patches = NULL;
    d->num_patches = 0;
}

int pf_dynpatch_parse(const char *name, const char *buf, size_t len, struct pf_dynscen *d, struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    long long n;
    d->patches = NULL;
    d->num_patches = 0;
    if (line_is(&p, end, &l, "type", "patch", name, "type patch", err) != PF_OK)
        return PF_ERR_PARSE;
    if (pf_dyn_header_num(name, &p, end, &l, "patches", 0, PF_DYN_MAX_PATCHES, "the number of patches",
                          &n, err) != PF_OK)
        return PF_ERR_PARSE;
    size_t cap = 0;
    int rc = PF_OK;
    /* the array grows as blocks come: a count larger than the file holds allocates nothing */
    for (uint32_t i = 0; i < (uint32_t)n; i++) {
        struct pf_dyn_patch *grown = pf_scen_grow(d->patches, &cap, i, sizeof *grown, name, l.no, err);
        if (!grown) {
            rc = PF_ERR_NOMEM;
            break;
        }
        d->patches = grown;
        memset(&d->patches[i], 0, sizeof d->patches[i]);
        d->num_patches = i + 1;
        rc = read_patch(name, &p, end, &l, i, d, &d->patches[i], err);
        if (rc != PF_OK)
            break;
    }
    const char *f[1];
    size_t fl[1];
    char q[200];
    if (rc == PF_OK && pf_dyn_next_fields(&p, end, &l, f, fl, 1) >= 0) {
        pf_field_quote_line(q, sizeof q, &l);
        pf_error_set(err, "%s:%u: expected end of file after %lld patches, found '%s'", name, l.no, n, q);
        rc = PF_ERR_PARSE;
    }
    if (rc != PF_OK)
        free_patches(d);
    return rc;
}
