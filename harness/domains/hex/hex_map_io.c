/* hex_map_io.c: reading, writing and recognising hex map files ('type hex' Moving AI maps). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hex_io.h"

#define HEX_MAX_SIDE 1000000000LL

struct line { const char *s; size_t len; uint32_t no; };

/* The next line at *p (without '\n' and one trailing '\r'); 0 at the end of the buffer. */
static int next_line(const char **p, const char *end, struct line *l)
{
    if (*p >= end)
        return 0;
    const char *s = *p, *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end;
    *p = nl ? nl + 1 : end;
    l->s = s;
    l->len = (size_t)(e - s);
    if (l->len && s[l->len - 1] == '\r')
        l->len--;
    l->no++;
    return 1;
}

/* The line with its blanks around trimmed, split into at most two words: 0, 1 or 2 (3 means
 * more than two). */
static int words(const struct line *l, const char **w, size_t *wl)
{
    int n = 0;
    size_t i = 0;
    while (i < l->len) {
        while (i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'))
            i++;
        if (i == l->len)
            break;
        size_t b = i;
        while (i < l->len && l->s[i] != ' ' && l->s[i] != '\t')
            i++;
        if (n == 2)
            return 3;
        w[n] = l->s + b;
        wl[n++] = i - b;
    }
    return n;
}

static int word_is(const char *w, size_t wl, const char *lit)
{
    return wl == strlen(lit) && memcmp(w, lit, wl) == 0;
}

/* A positive whole number of at most HEX_MAX_SIDE, or -1. */
static long long whole(const char *w, size_t wl)
{
    long long v = 0;
    if (wl == 0 || wl > 10)
        return -1;
    for (size_t i = 0; i < wl; i++) {
        if (w[i] < '0' || w[i] > '9')
            return -1;
        v = v * 10 + (w[i] - '0');
    }
    return v >= 1 && v <= HEX_MAX_SIDE ? v : -1;
}

static int header(const char *name, const char **p, const char *end, struct line *l, uint64_t max_cells,
                  int32_t *w, int32_t *h, struct pf_error *err)
{
    char q[200];
    long long width = 0, height = 0;
    for (;;) {
        if (!next_line(p, end, l)) {
            pf_error_set(err, "%s:%u: expected %s, found end of file", name, l->no + 1,
                         l->no == 0 ? "'type hex'" : !height ? "'height H'" : !width ? "'width W'" : "'map'");
            return PF_ERR_PARSE;
        }
        const char *wd[2];
        size_t wl[2];
        int n = words(l, wd, wl);
        pf_quote(q, sizeof q, l->s, l->len);
        if (l->no == 1) {
            if (n != 2 || !word_is(wd[0], wl[0], "type") || !word_is(wd[1], wl[1], "hex")) {
                pf_error_set(err, "%s:1: expected 'type hex', found '%s'", name, q);
                return PF_ERR_PARSE;
            }
            continue;
        }
        if (n == 1 && word_is(wd[0], wl[0], "map")) {
            if (!height || !width) {
                pf_error_set(err, "%s:%u: expected '%s' before 'map', found 'map'", name, l->no,
                             !height ? "height H" : "width W");
                return PF_ERR_PARSE;
            }
            break;
        }
        int is_h = n >= 1 && word_is(wd[0], wl[0], "height"), is_w = n >= 1 && word_is(wd[0], wl[0], "width");
        if (!is_h && !is_w) {
            pf_error_set(err, "%s:%u: expected a header line ('height H', 'width W' or 'map'), found '%s'",
                         name, l->no, q);
            return PF_ERR_PARSE;
        }
        long long *dst = is_h ? &height : &width;
        if (*dst) {
            pf_error_set(err, "%s:%u: expected one '%s' line, found a second", name, l->no, is_h ? "height" : "width");
            return PF_ERR_PARSE;
        }
        if (n != 2 || (*dst = whole(wd[1], wl[1])) < 0) {
            pf_error_set(err, "%s:%u: expected a whole number of %s from 1 to %lld, found '%s'", name, l->no,
                         is_h ? "rows after 'height'" : "columns after 'width'", HEX_MAX_SIDE, q);
            return PF_ERR_PARSE;
        }
    }
    uint64_t cells = (uint64_t)width * (uint64_t)height;
    if (cells > max_cells) {
        pf_error_set(err, "%s:%u: expected a map of at most %llu cells (the memory limit; PFBENCH_MAX_CELLS "
                     "raises it), found %lld x %lld = %llu cells", name, l->no, (unsigned long long)max_cells,
                     width, height, (unsigned long long)cells);
        return PF_ERR_LIMIT;
    }
    /* a truncated file can't hold a big map: refused before allocating for it (small maps go
     * on, so that the message can say which row is missing) */
    if (cells > (1u << 20) && cells > (uint64_t)(end - *p)) {
        pf_error_set(err, "%s:%u: expected %lld rows of %lld characters, found %zu bytes after 'map'", name,
                     l->no + 1, height, width, (size_t)(end - *p));
        return PF_ERR_PARSE;
    }
    *w = (int32_t)width;
    *h = (int32_t)height;
    return PF_OK;
}

int pf_hex_map_parse(const char *name, const char *buf, size_t len, struct pf_hex_map *m, uint64_t max_cells,
                     struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct line l = { 0 };
    char q[200];
    int32_t width, height;
    memset(m, 0, sizeof *m);
    int rc = header(name, &p, end, &l, max_cells, &width, &height, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_hex_map_init(m, width, height);
    if (rc != PF_OK) {
        pf_error_set(err, "%s:%u: expected a map that fits in memory, found %d x %d (%s)", name, l.no, width,
                     height, pf_status_name(rc));
        return rc;
    }
    for (int32_t y = 0; y < height; y++) {
        if (!next_line(&p, end, &l)) {
            pf_error_set(err, "%s:%u: expected %d rows, found %d", name, l.no + 1, height, y);
            goto bad;
        }
        if (l.len != (size_t)width) {
            pf_error_set(err, "%s:%u: expected %d characters in row %d, found %zu", name, l.no, width, y, l.len);
            goto bad;
        }
        for (int32_t x = 0; x < width; x++) {
            if (!pf_hex_char_valid(l.s[x])) {
                pf_quote(q, sizeof q, &l.s[x], 1);
                pf_error_set(err, "%s:%u: expected a terrain character (. G S free; W @ O T blocked), found '%s' "
                             "at column %d", name, l.no, q, x + 1);
                goto bad;
            }
            pf_hex_map_set(m, x, y, l.s[x]);
        }
    }
    while (next_line(&p, end, &l)) {
        for (size_t i = 0; i < l.len; i++)
            if (l.s[i] != ' ' && l.s[i] != '\t') {
                pf_error_set(err, "%s:%u: expected end of file after %d rows, found more text", name, l.no, height);
                goto bad;
            }
    }
    pf_hex_map_finish(m);
    return PF_OK;
bad:
    pf_hex_map_free(m);
    return PF_ERR_PARSE;
}

int pf_hex_map_read(const char *path, struct pf_hex_map *m, uint64_t max_cells, struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(m, 0, sizeof *m);
    uint64_t max_bytes = max_cells * 2 + (1u << 20);   /* a row: a byte a cell and its newline */
    int rc = pf_file_slurp(path, &buf, &len, max_bytes > SIZE_MAX / 2 ? SIZE_MAX / 2 : (size_t)max_bytes, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_hex_map_parse(path, buf, len, m, max_cells, err);
    free(buf);
    return rc;
}

int pf_hex_map_write(const char *path, const struct pf_hex_map *m, struct pf_error *err)
{
    struct pf_out o;
    const struct pf_grid *g = &m->grid;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    fprintf(o.f, "type hex\nheight %d\nwidth %d\nmap\n", g->height, g->width);
    for (int32_t y = 0; y < g->height; y++) {
        fwrite(g->chars + (size_t)y * (size_t)g->width, 1, (size_t)g->width, o.f);
        fputc('\n', o.f);
    }
    return pf_out_commit(&o, err);
}

int pf_hex_file_recognise(const char *path)
{
    char head[64];
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t n = fread(head, 1, sizeof head - 1, f);
    fclose(f);
    head[n] = 0;
    struct line l = { 0 };
    const char *p = head, *wd[2];
    size_t wl[2];
    if (!next_line(&p, head + n, &l))
        return 0;
    return words(&l, wd, wl) == 2 && word_is(wd[0], wl[0], "type") && word_is(wd[1], wl[1], "hex");
}

int pf_hex_map_read_any(const char *path, struct pf_hex_map *m, uint64_t max_cells, struct pf_error *err)
{
    memset(m, 0, sizeof *m);
    if (pf_hex_file_recognise(path))
        return pf_hex_map_read(path, m, max_cells, err);
    struct pf_grid g;
    int rc = pf_map_read(path, &g, max_cells, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_hex_map_from_grid(m, &g);
    if (rc != PF_OK)
        pf_error_set(err, "%s: out of memory for a %d x %d hex map", path, g.width, g.height);
    pf_grid_free(&g);
    return rc;
}
