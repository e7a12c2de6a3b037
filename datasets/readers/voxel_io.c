/* voxel_io.c: readers of .3dmap volumes and .3dscen queries (Moving AI 3D formats). */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "text_fields.h"
#include "pf_voxel_io.h"
#include "scen_lines.h"

#define MAX_FIELDS 9

/* One line of the buffer, without its '\n' and one trailing '\r', split on spaces and tabs;
 * nf counts every field, f/fl keep the first MAX_FIELDS. */
struct vline {
    const char *s;
    size_t len;
    uint32_t no;
    int newline;                 /* the line ended with '\n' */
    int nf;
    const char *f[MAX_FIELDS];
    size_t fl[MAX_FIELDS];
};

static int next_line(const char **p, const char *end, struct vline *l)
{
    struct pf_line x = { .no = l->no };
    if (!pf_line_next(p, end, &x))
        return 0;
    l->s = x.s;
    l->len = x.len;
    l->no = x.no;
    l->newline = x.newline;
    l->nf = pf_line_split(&x, l->f, l->fl, MAX_FIELDS);
    return 1;
}

/* A non-negative decimal number (digits, one optional '.'); -1 when it is not one. */
static int parse_number(const char *s, size_t len, double *out, int *decimals)
{
    char tmp[64];
    int dots = 0, digits = 0, d = 0;
    if (len == 0 || len >= sizeof tmp)
        return -1;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '.') {
            dots++;
        } else if (s[i] >= '0' && s[i] <= '9') {
            digits++;
            d += dots;
        } else {
            return -1;
        }
    }
    if (dots > 1 || digits == 0)
        return -1;
    memcpy(tmp, s, len);
    tmp[len] = '\0';
    errno = 0;
    double v = strtod(tmp, NULL);
    if (errno != 0 || !isfinite(v))
        return -1;
    *out = v;
    if (decimals)
        *decimals = d;
    return 0;
}

/* The last line must end with a newline: the writers always end one, so a file that stops
 * in the middle of a line was cut short (a number cut there would still parse). */
static int check_end(const char *name, const struct vline *l, struct pf_error *err)
{
    if (l->newline || l->nf == 0)
        return PF_OK;
    pf_error_set(err, "%s:%u: expected a newline at the end of the last line (the file looks cut "
                 "short), found end of file", name, l->no);
    return PF_ERR_PARSE;
}

uint64_t pf_voxel_default_max_bytes(void)
{
    return pf_env_limit("PFBENCH_MAX_VOXEL_BYTES", 4, UINT64_MAX);
}

static const char *const axis[3] = { "x", "y", "z" };

int pf_voxel_map_parse(const char *name, const char *buf, size_t len, struct pf_voxels *v,
                       uint64_t max_bytes, struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct vline l = { 0 };
    char q[200];
    long long size[3];
    memset(v, 0, sizeof *v);

    if (!next_line(&p, end, &l)) {
        pf_error_set(err, "%s:1: expected 'voxel W H D', found end of file", name);
        return PF_ERR_PARSE;
    }
    if (l.nf != 4 || l.fl[0] != 5 || memcmp(l.f[0], "voxel", 5) != 0) {
        pf_quote(q, sizeof q, l.s, l.len);
        pf_error_set(err, "%s:1: expected 'voxel W H D', found '%s'", name, q);
        return PF_ERR_PARSE;
    }
    for (int a = 0; a < 3; a++) {
        size[a] = pf_field_whole(l.f[a + 1], l.fl[a + 1], 1, 1000000000LL);
        if (size[a] < 0) {
            pf_quote(q, sizeof q, l.f[a + 1], l.fl[a + 1]);
            pf_error_set(err, "%s:1: expected a positive whole number for the %s size, found '%s'",
                         name, axis[a], q);
            return PF_ERR_PARSE;
        }
    }
    uint64_t bytes = pf_voxels_bytes(size[0], size[1], size[2]);
    if (!bytes) {
        pf_error_set(err, "%s:1: expected a volume of at most %llu voxels with its one-voxel border, "
                     "found %lld x %lld x %lld", name, (unsigned long long)PF_VOXEL_MAX_NODES,
                     size[0], size[1], size[2]);
        return PF_ERR_LIMIT;
    }
    if (bytes > max_bytes) {
        pf_error_set(err, "%s:1: expected a volume of at most %llu bytes (the memory limit; "
                     "PFBENCH_MAX_VOXEL_BYTES raises it), found %lld x %lld x %lld voxels needing "
                     "%llu bytes", name, (unsigned long long)max_bytes, size[0], size[1], size[2],
                     (unsigned long long)bytes);
        return PF_ERR_LIMIT;
    }
    if (check_end(name, &l, err) != PF_OK)
        return PF_ERR_PARSE;
    int rc = pf_voxels_init(v, (int32_t)size[0], (int32_t)size[1], (int32_t)size[2]);
    if (rc != PF_OK) {
        pf_error_set(err, "%s:1: out of memory for a %lld x %lld x %lld volume (%llu bytes)", name,
                     size[0], size[1], size[2], (unsigned long long)bytes);
        return rc;
    }
    while (next_line(&p, end, &l)) {
        if (l.nf == 0)
            continue;                          /* blank lines are allowed */
        if (l.nf != 3) {
            pf_quote(q, sizeof q, l.s, l.len);
            pf_error_set(err, "%s:%u: expected a blocked voxel 'x y z' (3 whole numbers), found '%s'",
                         name, l.no, q);
            goto bad;
        }
        int32_t c[3];
        for (int a = 0; a < 3; a++) {
            long long x = pf_field_whole(l.f[a], l.fl[a], 0, 1000000000LL);
            if (x < 0) {
                pf_quote(q, sizeof q, l.f[a], l.fl[a]);
                pf_error_set(err, "%s:%u: expected a whole number for %s, found '%s'", name, l.no,
                             axis[a], q);
                goto bad;
            }
            if (x >= size[a]) {
                pf_error_set(err, "%s:%u: expected 0 <= %s < %lld (inside the declared size), found %s = %lld",
                             name, l.no, axis[a], size[a], axis[a], x);
                goto bad;
            }
            c[a] = (int32_t)x;
        }
        if (check_end(name, &l, err) != PF_OK)
            goto bad;
        pf_voxels_block(v, c[0], c[1], c[2]);
    }
    return PF_OK;
bad:
    pf_voxels_free(v);
    return PF_ERR_PARSE;
}

int pf_voxel_map_read(const char *path, struct pf_voxels *v, uint64_t max_bytes,
                      struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(v, 0, sizeof *v);
    /* a map lists blocked voxels, 6 bytes each at least: bound the file by the volume limit */
    uint64_t max_file = max_bytes * 8 * 16 + (1u << 20);
    int rc = pf_file_slurp(path, &buf, &len, max_file > SIZE_MAX / 2 ? SIZE_MAX / 2 : (size_t)max_file, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_voxel_map_parse(path, buf, len, v, max_bytes, err);
    free(buf);
    return rc;
}

static const char *const query_cols[8] = {
    "start x", "start y", "start z", "goal x", "goal y", "goal z", "optimal length", "ratio"
};

int pf_voxel_scen_parse(const char *name, const char *buf, size_t len, struct pf_voxel_scen *s,
                        struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct vline l = { 0 };
    char q[200];
    size_t cap = 0;
    memset(s, 0, sizeof *s);

    if (!next_line(&p, end, &l)) {
        pf_error_set(err, "%s:1: expected 'version 1', found end of file", name);
        return PF_ERR_PARSE;
    }
    if (l.nf != 2 || l.fl[0] != 7 || memcmp(l.f[0], "version", 7) != 0 ||
        !pf_scen_version_ok(l.f[1], l.fl[1])) {
        pf_quote(q, sizeof q, l.s, l.len);
        pf_error_set(err, "%s:1: expected 'version 1', found '%s'", name, q);
        return PF_ERR_PARSE;
    }
    if (!next_line(&p, end, &l)) {
        pf_error_set(err, "%s:2: expected the map's file name, found end of file", name);
        return PF_ERR_PARSE;
    }
    int printable = l.nf == 1;
    for (size_t i = 0; printable && i < l.fl[0]; i++)
        printable = (unsigned char)l.f[0][i] > ' ' && l.f[0][i] != 0x7f;
    if (!printable || l.fl[0] >= sizeof s->map) {
        pf_quote(q, sizeof q, l.s, l.len);
        pf_error_set(err, "%s:2: expected the map's file name (one word of at most %zu printable "
                     "characters), found '%s'", name, sizeof s->map - 1, q);
        return PF_ERR_PARSE;
    }
    memcpy(s->map, l.f[0], l.fl[0]);
    s->map[l.fl[0]] = '\0';
    if (check_end(name, &l, err) != PF_OK)
        return PF_ERR_PARSE;
    while (next_line(&p, end, &l)) {
        if (l.nf == 0)
            continue;
        if (l.nf != 8) {
            pf_error_set(err, "%s:%u: expected 8 columns (start x y z, goal x y z, optimal length, "
                         "ratio), found %d", name, l.no, l.nf);
            goto bad;
        }
        struct pf_voxel_query *grown = pf_scen_grow(s->q, &cap, s->n, sizeof *s->q, name, l.no, err);
        if (!grown) {
            pf_voxel_scen_free(s);
            return PF_ERR_NOMEM;
        }
        s->q = grown;
        struct pf_voxel_query *e = &s->q[s->n];
        memset(e, 0, sizeof *e);
        e->line = l.no;
        int32_t *ints[6] = { &e->sx, &e->sy, &e->sz, &e->gx, &e->gy, &e->gz };
        for (int c = 0; c < 8; c++) {
            int bad;
            if (c < 6) {
                long long x = pf_field_whole(l.f[c], l.fl[c], 0, 1000000000LL);
                bad = x < 0;
                *ints[c] = (int32_t)x;
            } else {
                bad = parse_number(l.f[c], l.fl[c], c == 6 ? &e->optimum : &e->ratio,
                                   c == 6 ? &e->decimals : NULL);
            }
            if (bad) {
                pf_quote(q, sizeof q, l.f[c], l.fl[c]);
                pf_error_set(err, "%s:%u: expected %s in column %d (%s), found '%s'", name, l.no,
                             c < 6 ? "a whole number" : "a non-negative number", c + 1,
                             query_cols[c], q);
                goto bad;
            }
        }
        if (check_end(name, &l, err) != PF_OK)
            goto bad;
        s->n++;
    }
    return PF_OK;
bad:
    pf_voxel_scen_free(s);
    return PF_ERR_PARSE;
}

static int parse_scen(const char *name, const char *buf, size_t len, void *s, struct pf_error *err)
{
    return pf_voxel_scen_parse(name, buf, len, s, err);
}

int pf_voxel_scen_read(const char *path, struct pf_voxel_scen *s, struct pf_error *err)
{
    memset(s, 0, sizeof *s);
    return pf_scen_read_with(path, s, parse_scen, err);
}

void pf_voxel_scen_free(struct pf_voxel_scen *s)
{
    free(s->q);
    s->q = NULL;
    s->n = 0;
}

static int check_voxel(const struct pf_voxels *v, const char *scen_path, uint32_t line,
                       const char *what, int32_t x, int32_t y, int32_t z, struct pf_error *err)
{
    if (x >= v->w || y >= v->h || z >= v->d) {
        pf_error_set(err, "%s:%u: expected the %s inside the %dx%dx%d map, found (%d,%d,%d)",
                     scen_path, line, what, v->w, v->h, v->d, x, y, z);
        return PF_ERR_PARSE;
    }
    if (pf_voxel_blocked(v, x, y, z)) {
        pf_error_set(err, "%s:%u: expected the %s on a free voxel, found a blocked one at (%d,%d,%d)",
                     scen_path, line, what, x, y, z);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

int pf_voxel_scen_check(const struct pf_voxel_scen *s, const char *scen_path,
                        const struct pf_voxels *v, const char *map_path, struct pf_error *err)
{
    const char *want = pf_basename(map_path);
    if (strcmp(pf_basename(s->map), want) != 0) {
        pf_error_set(err, "%s:2: expected map '%s', found '%s'", scen_path, want, s->map);
        return PF_ERR_PARSE;
    }
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_voxel_query *e = &s->q[i];
        if (check_voxel(v, scen_path, e->line, "start", e->sx, e->sy, e->sz, err) != PF_OK ||
            check_voxel(v, scen_path, e->line, "goal", e->gx, e->gy, e->gz, err) != PF_OK)
            return PF_ERR_PARSE;
    }
    return PF_OK;
}

double pf_voxel_query_tolerance(const struct pf_voxel_query *q)
{
    return 0.5 * pow(10.0, -q->decimals) + 2e-6 * q->optimum;
}
