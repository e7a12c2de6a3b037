/* scen_io.c: reader, checker and writer of Moving AI .scen files (versions 0, 1 and 1.0). */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "scen_lines.h"

static const char *const column_names[9] = {
    "bucket", "map", "map width", "map height", "start x", "start y", "goal x", "goal y", "optimal length"
};

/* Split on spaces and tabs; returns the field count (at most max kept). */
static int split(const char *s, size_t len, const char **f, size_t *fl, int max)
{
    int n = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i >= len)
            break;
        size_t b = i;
        while (i < len && s[i] != ' ' && s[i] != '\t')
            i++;
        if (n < max) {
            f[n] = s + b;
            fl[n] = i - b;
        }
        n++;
    }
    return n;
}

static int parse_int(const char *s, size_t len, long long lo, long long hi, int32_t *out)
{
    if (len == 0 || len > 11)
        return -1;
    size_t i = 0;
    int neg = 0;
    if (s[0] == '-') {
        neg = 1;
        i = 1;
        if (len == 1)
            return -1;
    }
    long long v = 0;
    for (; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    if (neg)
        v = -v;
    if (v < lo || v > hi)
        return -1;
    *out = (int32_t)v;
    return 0;
}

static int parse_len(const char *s, size_t len, double *out, int *decimals)
{
    char tmp[64];
    if (len == 0 || len >= sizeof tmp)
        return -1;
    for (size_t i = 0; i < len; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == 'e' || s[i] == 'E' ||
              s[i] == '-' || s[i] == '+'))
            return -1;
    memcpy(tmp, s, len);
    tmp[len] = '\0';
    char *end;
    errno = 0;
    double v = strtod(tmp, &end);
    if (*end != '\0' || errno != 0 || !isfinite(v) || v < 0)
        return -1;
    const char *dot = memchr(tmp, '.', len);
    int d = 0;
    if (dot)
        for (const char *c = dot + 1; *c >= '0' && *c <= '9'; c++)
            d++;
    *out = v;
    *decimals = d;
    return 0;
}

int pf_scen_parse(const char *name, const char *buf, size_t len, struct pf_scen *s,
                  struct pf_error *err)
{
    memset(s, 0, sizeof *s);
    const char *p = buf, *end = buf + len;
    uint32_t no = 0;
    size_t cap = 0;
    char q[200];
    int first = 1;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *ls = p, *le = nl ? nl : end;
        p = nl ? nl + 1 : end;
        no++;
        if (le > ls && le[-1] == '\r')
            le--;
        size_t ll = (size_t)(le - ls);
        const char *f[9];
        size_t fl[9];
        int nf = split(ls, ll, f, fl, 9);
        if (first) {
            first = 0;
            if (nf >= 1 && fl[0] == 7 && memcmp(f[0], "version", 7) == 0) {
                if (nf == 2 && pf_scen_version_ok(f[1], fl[1])) {
                    memcpy(s->version, f[1], fl[1]);
                    continue;
                }
                pf_quote(q, sizeof q, ls, ll);
                pf_error_set(err, "%s:%u: expected 'version 1' or 'version 1.0', found '%s'", name, no, q);
                goto bad;
            }
            strcpy(s->version, "0");   /* version 0: no version line, data from line 1 */
        }
        if (nf == 0)
            continue;                  /* blank lines are allowed anywhere */
        if (nf != 9) {
            pf_error_set(err, "%s:%u: expected 9 columns (bucket, map, width, height, start x, start y, "
                         "goal x, goal y, optimal length), found %d", name, no, nf);
            goto bad;
        }
        struct pf_scen_entry *grown = pf_scen_grow(s->e, &cap, s->n, sizeof *s->e, name, no, err);
        if (!grown) {
            pf_scen_free(s);
            return PF_ERR_NOMEM;
        }
        s->e = grown;
        struct pf_scen_entry *e = &s->e[s->n];
        memset(e, 0, sizeof *e);
        e->line = no;
        int32_t *ints[9] = { &e->bucket, NULL, &e->map_w, &e->map_h, &e->sx, &e->sy, &e->gx, &e->gy, NULL };
        for (int c = 0; c < 9; c++) {
            int bad = 0;
            if (c == 1) {
                if (fl[1] >= sizeof e->map) {
                    pf_error_set(err, "%s:%u: expected a map name of at most %zu characters, found %zu",
                                 name, no, sizeof e->map - 1, fl[1]);
                    goto bad;
                }
                memcpy(e->map, f[1], fl[1]);
                continue;
            }
            if (c == 8)
                bad = parse_len(f[8], fl[8], &e->optimum, &e->decimals);
            else if (c == 2 || c == 3)
                bad = parse_int(f[c], fl[c], 1, 1000000000, ints[c]);
            else
                bad = parse_int(f[c], fl[c], c == 0 ? 0 : -1000000000, 1000000000, ints[c]);
            if (bad) {
                pf_quote(q, sizeof q, f[c], fl[c]);
                pf_error_set(err, "%s:%u: expected %s in column %d (%s), found '%s'", name, no,
                             c == 8 ? "a non-negative number" : c == 2 || c == 3 ? "a positive whole number"
                             : c == 0 ? "a non-negative whole number" : "a whole number",
                             c + 1, column_names[c], q);
                goto bad;
            }
        }
        s->n++;
    }
    if (first) {
        pf_error_set(err, "%s:1: expected 'version 1' and scenario lines, found an empty file", name);
        goto bad;
    }
    return PF_OK;
bad:
    pf_scen_free(s);
    return PF_ERR_PARSE;
}

static int parse_scen(const char *name, const char *buf, size_t len, void *s, struct pf_error *err)
{
    return pf_scen_parse(name, buf, len, s, err);
}

int pf_scen_read(const char *path, struct pf_scen *s, struct pf_error *err)
{
    memset(s, 0, sizeof *s);
    return pf_scen_read_with(path, s, parse_scen, err);
}

static int check_cell(const struct pf_grid *g, const char *scen_path, uint32_t line,
                      const char *what, int32_t x, int32_t y, struct pf_error *err)
{
    if (!pf_grid_in_bounds(g, x, y)) {
        pf_error_set(err, "%s:%u: expected the %s inside the %dx%d map, found (%d,%d)", scen_path,
                     line, what, g->width, g->height, x, y);
        return PF_ERR_PARSE;
    }
    if (!pf_grid_passable(g, x, y)) {
        pf_error_set(err, "%s:%u: expected the %s on a passable cell, found '%c' at (%d,%d)", scen_path,
                     line, what, pf_grid_char(g, x, y), x, y);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

int pf_scen_check(const struct pf_scen *s, const char *scen_path, const struct pf_grid *g,
                  const char *map_path, struct pf_error *err)
{
    const char *want = pf_basename(map_path);
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        if (strcmp(pf_basename(e->map), want) != 0) {
            pf_error_set(err, "%s:%u: expected map '%s', found '%s'", scen_path, e->line, want, e->map);
            return PF_ERR_PARSE;
        }
        if (e->map_w != g->width || e->map_h != g->height) {
            pf_error_set(err, "%s:%u: expected map size %dx%d (as in %s), found %dx%d", scen_path,
                         e->line, g->width, g->height, want, e->map_w, e->map_h);
            return PF_ERR_PARSE;
        }
        if (check_cell(g, scen_path, e->line, "start", e->sx, e->sy, err) != PF_OK ||
            check_cell(g, scen_path, e->line, "goal", e->gx, e->gy, err) != PF_OK)
            return PF_ERR_PARSE;
    }
    return PF_OK;
}

int pf_scen_write(const char *path, const struct pf_scen *s, struct pf_error *err)
{
    struct pf_out o;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    fprintf(o.f, "version 1\n");
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        fprintf(o.f, "%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%.8f\n", e->bucket, e->map, e->map_w,
                e->map_h, e->sx, e->sy, e->gx, e->gy, e->optimum);
    }
    return pf_out_commit(&o, err);
}

void pf_scen_free(struct pf_scen *s)
{
    free(s->e);
    s->e = NULL;
    s->n = 0;
}

double pf_scen_tolerance(const struct pf_scen_entry *e)
{
    return 0.5 * pow(10.0, -e->decimals) + 2e-6 * e->optimum;
}
