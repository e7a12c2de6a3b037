/* map_io.c: reader and writer of Moving AI .map files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "text_fields.h"
#include "map_rows.h"

static int is_key(const struct pf_line *l, const char *key, const char **val, size_t *vlen)
{
    size_t k = strlen(key);
    if (l->len < k || memcmp(l->s, key, k) != 0)
        return 0;
    if (l->len == k) {
        *val = l->s + k;
        *vlen = 0;
        return 1;
    }
    if (l->s[k] != ' ' && l->s[k] != '\t')
        return 0;
    const char *v = l->s + k;
    size_t n = l->len - k;
    while (n > 0 && (*v == ' ' || *v == '\t')) {
        v++;
        n--;
    }
    while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
        n--;
    *val = v;
    *vlen = n;
    return 1;
}

int pf_map_header(const char *name, const char **pp, const char *end, struct pf_line *l,
                  uint64_t max_cells, const char *limit_what, int32_t *w, int32_t *h,
                  struct pf_error *err)
{
    const char *p = *pp;
    char q[200];
    long long width = 0, height = 0;
    int have_type = 0;
    for (;;) {
        if (!pf_line_next(&p, end, l)) {
            pf_error_set(err, "%s:%u: expected %s, found end of file", name, l->no + 1,
                         !have_type ? "'type octile'" : !height ? "'height H'" : !width ? "'width W'" : "'map'");
            return PF_ERR_PARSE;
        }
        const char *v;
        size_t vl;
        if (l->no == 1 && !is_key(l, "type", &v, &vl)) {
            pf_quote(q, sizeof q, l->s, l->len);
            pf_error_set(err, "%s:1: expected 'type octile', found '%s'", name, q);
            return PF_ERR_PARSE;
        }
        if (is_key(l, "type", &v, &vl)) {
            if (have_type) {
                pf_error_set(err, "%s:%u: expected one 'type' line, found a second", name, l->no);
                return PF_ERR_PARSE;
            }
            if (vl != 6 || memcmp(v, "octile", 6) != 0) {
                pf_quote(q, sizeof q, v, vl);
                pf_error_set(err, "%s:%u: expected 'type octile', found type '%s'", name, l->no, q);
                return PF_ERR_PARSE;
            }
            have_type = 1;
        } else if (is_key(l, "height", &v, &vl) || is_key(l, "width", &v, &vl)) {
            int is_h = l->s[0] == 'h';
            long long *dst = is_h ? &height : &width;
            if (*dst) {
                pf_error_set(err, "%s:%u: expected one '%s' line, found a second", name, l->no,
                             is_h ? "height" : "width");
                return PF_ERR_PARSE;
            }
            *dst = pf_field_whole(v, vl, 1, 1000000000LL);
            if (*dst < 0) {
                pf_quote(q, sizeof q, v, vl);
                pf_error_set(err, "%s:%u: expected a positive whole number of %s, found '%s'", name,
                             l->no, is_h ? "rows after 'height'" : "columns after 'width'", q);
                return PF_ERR_PARSE;
            }
        } else if (is_key(l, "map", &v, &vl) && vl == 0) {
            if (!height || !width) {
                pf_error_set(err, "%s:%u: expected '%s' before 'map', found 'map'", name, l->no,
                             !height ? "height H" : "width W");
                return PF_ERR_PARSE;
            }
            break;
        } else {
            pf_quote(q, sizeof q, l->s, l->len);
            pf_error_set(err, "%s:%u: expected a header line ('height H', 'width W' or 'map'), found '%s'",
                         name, l->no, q);
            return PF_ERR_PARSE;
        }
    }
    uint64_t cells = (uint64_t)width * (uint64_t)height;
    if (cells > max_cells) {
        pf_error_set(err, "%s:%u: expected a map of at most %llu cells (%s), found %lld x %lld = %llu cells",
                     name, l->no, (unsigned long long)max_cells, limit_what, width, height,
                     (unsigned long long)cells);
        return PF_ERR_LIMIT;
    }
    /* A truncated file can't hold a big map: refuse before allocating for it (small maps go
     * on, so the message can say which row is missing). */
    if (cells > (1u << 20) && cells > (uint64_t)(end - p)) {
        pf_error_set(err, "%s:%u: expected %lld rows of %lld characters, found a file of %zu bytes after 'map'",
                     name, l->no + 1, height, width, (size_t)(end - p));
        return PF_ERR_PARSE;
    }
    *w = (int32_t)width;
    *h = (int32_t)height;
    *pp = p;
    return PF_OK;
}

int pf_map_row(const char *name, const char **p, const char *end, struct pf_line *l, int32_t y,
               int32_t width, int32_t height, struct pf_error *err)
{
    if (!pf_line_next(p, end, l)) {
        pf_error_set(err, "%s:%u: expected %d rows, found %d", name, l->no + 1, height, y);
        return PF_ERR_PARSE;
    }
    if (l->len != (size_t)width) {
        pf_error_set(err, "%s:%u: expected %d characters in row %d, found %zu", name, l->no, width, y,
                     l->len);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

int pf_map_tail(const char *name, const char **p, const char *end, struct pf_line *l, int32_t height,
                struct pf_error *err)
{
    while (pf_line_next(p, end, l)) {
        for (size_t i = 0; i < l->len; i++) {
            if (l->s[i] != ' ' && l->s[i] != '\t') {
                pf_error_set(err, "%s:%u: expected end of file after %d rows, found more text", name,
                             l->no, height);
                return PF_ERR_PARSE;
            }
        }
    }
    return PF_OK;
}

int pf_map_parse(const char *name, const char *buf, size_t len, struct pf_grid *g,
                 uint64_t max_cells, struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    char q[200];
    int32_t width, height;
    memset(g, 0, sizeof *g);
    int rc = pf_map_header(name, &p, end, &l, max_cells, "the memory limit; PFBENCH_MAX_CELLS raises it",
                           &width, &height, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_grid_init(g, width, height);
    if (rc != PF_OK) {
        pf_error_set(err, "%s:%u: out of memory for a %d x %d map", name, l.no, width, height);
        return rc;
    }
    for (int32_t y = 0; y < height; y++) {
        if (pf_map_row(name, &p, end, &l, y, width, height, err) != PF_OK)
            goto bad;
        for (int32_t x = 0; x < width; x++) {
            char c = l.s[x];
            if (pf_terrain_class(c) < 0) {
                pf_quote(q, sizeof q, &l.s[x], 1);
                /* a printable label is most likely a weighted map's whose costs file is missing */
                char hint[1200] = "", costs[1100];
                if (c > ' ' && c < 127 && pf_wmap_costs_path(name, costs, sizeof costs) == PF_OK)
                    snprintf(hint, sizeof hint, " (a weighted map takes its labels' costs from %s beside it)",
                             costs);
                pf_error_set(err, "%s:%u: expected a terrain character (. G S W @ O T), found '%s' at column %d%s",
                             name, l.no, q, x + 1, hint);
                goto bad;
            }
            pf_grid_set(g, x, y, c);
        }
    }
    if (pf_map_tail(name, &p, end, &l, height, err) != PF_OK)
        goto bad;
    return PF_OK;
bad:
    pf_grid_free(g);
    return PF_ERR_PARSE;
}

int pf_map_read(const char *path, struct pf_grid *g, uint64_t max_cells, struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(g, 0, sizeof *g);
    /* a row needs at least one byte per cell plus a newline: bound the file by the cell limit */
    uint64_t max_bytes = max_cells * 2 + (1u << 20);
    int rc = pf_file_slurp(path, &buf, &len, max_bytes > SIZE_MAX / 2 ? SIZE_MAX / 2 : (size_t)max_bytes, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_map_parse(path, buf, len, g, max_cells, err);
    free(buf);
    return rc;
}

int pf_map_write(const char *path, const struct pf_grid *g, struct pf_error *err)
{
    struct pf_out o;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    fprintf(o.f, "type octile\nheight %d\nwidth %d\nmap\n", g->height, g->width);
    for (int32_t y = 0; y < g->height; y++) {
        fwrite(g->chars + (size_t)y * (size_t)g->width, 1, (size_t)g->width, o.f);
        fputc('\n', o.f);
    }
    return pf_out_commit(&o, err);
}
