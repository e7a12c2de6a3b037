/* dynscen_io.c: reader of GPPC dynamic-track scenarios (version 2), with the patch file they
 * name, and the replay helpers (the starting map, a command's patch). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dynscen_lines.h"
#include "pf_weighted_io.h"
#include "scen_lines.h"
#include "text_fields.h"

#define MAX_COSTS 64                      /* `cost N NAME...` columns this reader takes */
#define MAX_FIELDS (6 + MAX_COSTS + 1)    /* a query's fields, and one more to count extras */
#define MAX_FILE ((size_t)1 << 30)        /* scenario and patch files, each */

/* A coordinate: an optionally negative whole number (a negative one is then out of bounds). */
static int field_coord(const char *f, size_t fl, int32_t *out)
{
    int neg = fl > 1 && f[0] == '-';
    long long v = pf_field_whole(f + neg, fl - (size_t)neg, 0, 1000000000LL);
    if (v < 0)
        return -1;
    *out = (int32_t)(neg ? -v : v);
    return 0;
}

/* A distance: -1 (no path) or a non-negative decimal number, with its digits after '.'. */
static int field_dist(const char *f, size_t fl, double *out, int *decimals)
{
    if (pf_field_is(f, fl, "-1")) {
        *out = -1;
        *decimals = 0;
        return 0;
    }
    double v;
    if (pf_field_coord(f, fl, &v) != PF_FIELD_OK || v < 0 || f[0] == '-')
        return -1;
    const char *dot = memchr(f, '.', fl);
    int d = 0;
    if (dot)
        for (const char *c = dot + 1; c < f + fl && *c >= '0' && *c <= '9'; c++)
            d++;
    *out = v;
    *decimals = d;
    return 0;
}

/* A file named on header line l (`key FILE`) into out (4096 bytes), resolved against the
 * scenario's folder unless absolute. */
static int resolve(const char *name, const struct pf_line *l, const char *key, const char *f, size_t fl, char *out,
                   struct pf_error *err)
{
    size_t dir = f[0] == '/' ? 0 : (size_t)(pf_basename(name) - name);
    if (dir + fl >= 4096) {
        pf_error_set(err, "%s:%u: expected a %s file path of at most %d bytes, found %zu", name, l->no, key, 4095,
                     dir + fl);
        return PF_ERR_PARSE;
    }
    memcpy(out, name, dir);
    memcpy(out + dir, f, fl);
    out[dir + fl] = '\0';
    return PF_OK;
}

/* The scenario's header: version, height, width, cost, patch, costs (a weighted scenario only),
 * commands (in this order). */
static int read_header(const char *name, const char **p, const char *end, struct pf_line *l,
                       struct pf_dynscen *d, uint32_t *patch_line, uint32_t *costs_line, struct pf_error *err)
{
    const char *f[MAX_FIELDS];
    size_t fl[MAX_FIELDS];
    char q[200];
    int nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS);
    if (nf != 2 || !pf_field_is(f[0], fl[0], "version") || !pf_field_is(f[1], fl[1], "2"))
        return pf_dyn_refuse(name, l, nf < 0, "version 2", err);
    long long h, w;
    if (pf_dyn_header_num(name, p, end, l, "height", 1, 1000000000LL, "the map's rows", &h, err) != PF_OK ||
        pf_dyn_header_num(name, p, end, l, "width", 1, 1000000000LL, "the map's columns", &w, err) != PF_OK)
        return PF_ERR_PARSE;
    uint64_t max_cells = pf_default_max_cells(), cells = (uint64_t)w * (uint64_t)h;
    if (cells > max_cells) {
        pf_error_set(err, "%s:%u: expected a map of at most %llu cells (the memory limit; PFBENCH_MAX_CELLS "
                     "raises it), found %lld x %lld = %llu cells", name, l->no,
                     (unsigned long long)max_cells, w, h, (unsigned long long)cells);
        return PF_ERR_LIMIT;
    }
    d->width = (int32_t)w;
    d->height = (int32_t)h;
    /* cost N NAME...: N names, exactly one of them octile */
    nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS);
    long long n = nf >= 2 && pf_field_is(f[0], fl[0], "cost") ? pf_field_whole(f[1], fl[1], 1, MAX_COSTS) : -1;
    if (n < 0 || nf != 2 + n) {
        if (nf < 0)
            pf_error_set(err, "%s:%u: expected 'cost N NAME...', found end of file", name, l->no + 1);
        else if (n < 0) {
            pf_field_quote_line(q, sizeof q, l);
            pf_error_set(err, "%s:%u: expected 'cost N NAME...' (N 1 to %d), found '%s'", name, l->no,
                         MAX_COSTS, q);
        } else
            pf_error_set(err, "%s:%u: expected %lld cost names after 'cost %lld', found %d", name, l->no,
                         n, n, nf - 2);
        return PF_ERR_PARSE;
    }
    d->num_costs = (uint32_t)n;
    int octile = -1;
    for (int i = 0; i < (int)n; i++) {
        if (!pf_field_is(f[2 + i], fl[2 + i], "octile"))
            continue;
        if (octile >= 0) {
            pf_error_set(err, "%s:%u: expected one 'octile' cost, found a second in column %d", name, l->no,
                         i + 3);
            return PF_ERR_PARSE;
        }
        octile = i;
    }
    if (octile < 0) {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(err, "%s:%u: expected an 'octile' cost, found '%s'", name, l->no, q);
        return PF_ERR_PARSE;
    }
    d->octile_col = (uint32_t)octile;
    /* patch FILE, resolved against the scenario's folder */
    nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS);
    if (nf != 2 || !pf_field_is(f[0], fl[0], "patch"))
        return pf_dyn_refuse(name, l, nf < 0, "patch FILE", err);
    if (resolve(name, l, "patch", f[1], fl[1], d->patch_path, err) != PF_OK)
        return PF_ERR_PARSE;
    *patch_line = l->no;
    /* costs FILE: a weighted scenario (its patches' cells are terrain labels) */
    nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS);
    if (nf == 2 && pf_field_is(f[0], fl[0], "costs")) {
        if (resolve(name, l, "costs", f[1], fl[1], d->costs_path, err) != PF_OK)
            return PF_ERR_PARSE;
        *costs_line = l->no;
        nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS);
    }
    if (nf != 1 || !pf_field_is(f[0], fl[0], "commands"))
        return pf_dyn_refuse(name, l, nf < 0, "commands", err);
    return PF_OK;
}

/* The costs file a weighted scenario's header names: there, well formed, with a cost for '.'
 * (the start map's label). */
static int read_costs(const char *name, uint32_t line, struct pf_dynscen *d, struct pf_error *err)
{
    if (!pf_file_exists(d->costs_path)) {
        pf_error_set(err, "%s:%u: expected the costs file %s, found no such file", name, line, d->costs_path);
        return PF_ERR_IO;
    }
    if (!(d->costs = malloc(sizeof *d->costs))) {
        pf_error_set(err, "%s:%u: out of memory for its costs", name, line);
        return PF_ERR_NOMEM;
    }
    int rc = pf_costs_read(d->costs_path, d->costs, err);
    if (rc == PF_OK && !d->costs->line['.']) {
        pf_error_set(err, "%s:%u: expected a line '. COST' in %s (the start map is every cell '.'), found none", name,
                     line, d->costs_path);
        rc = PF_ERR_PARSE;
    }
    return rc;
}

/* The patch file the header names: there, readable, well formed. */
static int read_patches(const char *name, uint32_t line, struct pf_dynscen *d, struct pf_error *err)
{
    if (!pf_file_exists(d->patch_path)) {
        pf_error_set(err, "%s:%u: expected the patch file %s, found no such file", name, line, d->patch_path);
        return PF_ERR_IO;
    }
    char *buf;
    size_t len;
    int rc = pf_file_slurp(d->patch_path, &buf, &len, MAX_FILE, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_dynpatch_parse(d->patch_path, buf, len, d, err);
    free(buf);
    return rc;
}

static const char *const q_cols[6] = { "Q", "epoch", "start x", "start y", "goal x", "goal y" };

/* One `P EPOCH PATCH_ID X Y` line (nf fields f, fl) into c. */
static int read_p(const char *name, const struct pf_line *l, const char **f, const size_t *fl, int nf,
                  const struct pf_dynscen *d, struct pf_dyn_cmd *c, struct pf_error *err)
{
    static const char *const cols[5] = { "P", "epoch", "patch id", "x", "y" };
    char q[200];
    if (nf != 5) {
        pf_error_set(err, "%s:%u: expected 5 fields (P EPOCH PATCH_ID X Y), found %d", name, l->no, nf);
        return PF_ERR_PARSE;
    }
    uint64_t epoch = 0, id = 0;
    for (int i = 1; i < 5; i++) {
        int bad = i == 1 ? pf_field_uint(f[i], fl[i], UINT32_MAX, &epoch)
                  : i == 2 ? pf_field_uint(f[i], fl[i], UINT32_MAX, &id)
                  : field_coord(f[i], fl[i], i == 3 ? &c->x : &c->y);
        if (bad) {
            pf_quote(q, sizeof q, f[i], fl[i]);
            pf_error_set(err, "%s:%u: expected a whole number in column %d (%s), found '%s'", name, l->no,
                         i + 1, cols[i], q);
            return PF_ERR_PARSE;
        }
    }
    if (id >= d->num_patches) {
        pf_error_set(err, "%s:%u: expected a patch id below %u (the patches of %s), found %llu", name,
                     l->no, d->num_patches, pf_basename(d->patch_path), (unsigned long long)id);
        return PF_ERR_PARSE;
    }
    const struct pf_dyn_patch *pt = &d->patches[id];
    if (c->x < 0 || c->y < 0 || c->x > d->width - pt->width || c->y > d->height - pt->height) {
        pf_error_set(err, "%s:%u: expected patch %llu (%dx%d) inside the %dx%d map, found it at (%d,%d)",
                     name, l->no, (unsigned long long)id, pt->width, pt->height, d->width, d->height,
                     c->x, c->y);
        return PF_ERR_PARSE;
    }
    c->epoch = (uint32_t)epoch;
    c->patch = (uint32_t)id;
    return PF_OK;
}

/* One `Q EPOCH SX SY GX GY DIST...` line into c. */
static int read_q(const char *name, const struct pf_line *l, const char **f, const size_t *fl, int nf,
                  const struct pf_dynscen *d, struct pf_dyn_cmd *c, struct pf_error *err)
{
    char q[200];
    if (nf != 6 + (int)d->num_costs) {
        pf_error_set(err, "%s:%u: expected %u fields (Q EPOCH SX SY GX GY and %u distance%s), found %d", name,
                     l->no, 6 + d->num_costs, d->num_costs, d->num_costs == 1 ? "" : "s", nf);
        return PF_ERR_PARSE;
    }
    uint64_t epoch = 0;
    int32_t *xy[6] = { NULL, NULL, &c->x, &c->y, &c->gx, &c->gy };
    for (int i = 1; i < 6; i++) {
        if (i == 1 ? pf_field_uint(f[i], fl[i], UINT32_MAX, &epoch) : field_coord(f[i], fl[i], xy[i])) {
            pf_quote(q, sizeof q, f[i], fl[i]);
            pf_error_set(err, "%s:%u: expected a whole number in column %d (%s), found '%s'", name, l->no,
                         i + 1, q_cols[i], q);
            return PF_ERR_PARSE;
        }
    }
    for (int i = 2; i < 6; i += 2) {
        int32_t x = *xy[i], y = *xy[i + 1];
        if (x < 0 || y < 0 || x >= d->width || y >= d->height) {
            pf_error_set(err, "%s:%u: expected the %s inside the %dx%d map, found (%d,%d)", name, l->no,
                         i == 2 ? "start" : "goal", d->width, d->height, x, y);
            return PF_ERR_PARSE;
        }
    }
    for (uint32_t k = 0; k < d->num_costs; k++) {
        double v;
        int dec;
        if (field_dist(f[6 + k], fl[6 + k], &v, &dec)) {
            pf_quote(q, sizeof q, f[6 + k], fl[6 + k]);
            pf_error_set(err, "%s:%u: expected a distance (a non-negative number or -1) in column %u, found '%s'",
                         name, l->no, 7 + k, q);
            return PF_ERR_PARSE;
        }
        if (k == d->octile_col) {
            c->dist = v;
            c->decimals = dec;
        }
    }
    c->epoch = (uint32_t)epoch;
    return PF_OK;
}

/* The commands after `commands`, to the end of the file. */
static int read_commands(const char *name, const char **p, const char *end, struct pf_line *l,
                         struct pf_dynscen *d, struct pf_error *err)
{
    const char *f[MAX_FIELDS];
    size_t fl[MAX_FIELDS];
    char q[200];
    size_t cap = 0;
    int nf, in_run = 0;
    while ((nf = pf_dyn_next_fields(p, end, l, f, fl, MAX_FIELDS)) >= 0) {
        int is_p = pf_field_is(f[0], fl[0], "P");
        if (!is_p && !pf_field_is(f[0], fl[0], "Q")) {
            pf_quote(q, sizeof q, f[0], fl[0]);
            pf_error_set(err, "%s:%u: expected a command (P or Q), found '%s'", name, l->no, q);
            return PF_ERR_PARSE;
        }
        struct pf_dyn_cmd *grown = pf_scen_grow(d->cmds, &cap, d->num_cmds, sizeof *grown, name, l->no, err);
        if (!grown)
            return PF_ERR_NOMEM;
        d->cmds = grown;
        struct pf_dyn_cmd *c = &d->cmds[d->num_cmds];
        memset(c, 0, sizeof *c);
        c->kind = is_p ? PF_DYN_PATCH : PF_DYN_QUERY;
        c->line = l->no;
        int rc = is_p ? read_p(name, l, f, fl, nf, d, c, err) : read_q(name, l, f, fl, nf, d, c, err);
        if (rc != PF_OK)
            return rc;
        d->num_cmds++;
        if (is_p) {
            in_run = 1;
        } else {
            d->num_queries++;
            d->num_events += (uint32_t)in_run;   /* a run of P lines ends at this query */
            in_run = 0;
        }
    }
    /* the writers end every line: a last line without one was cut short (a number cut there
     * would still parse) */
    if (!l->newline && pf_line_split(l, f, fl, 1) > 0) {
        pf_error_set(err, "%s:%u: expected a newline at the end of the last line (the file looks cut "
                     "short), found end of file", name, l->no);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

static int parse(const char *name, const char *buf, size_t len, void *out, struct pf_error *err)
{
    struct pf_dynscen *d = out;
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    uint32_t patch_line = 0, costs_line = 0;
    int rc = read_header(name, &p, end, &l, d, &patch_line, &costs_line, err);
    if (rc == PF_OK && costs_line)
        rc = read_costs(name, costs_line, d, err);
    if (rc == PF_OK)
        rc = read_patches(name, patch_line, d, err);
    if (rc == PF_OK)
        rc = read_commands(name, &p, end, &l, d, err);
    return rc;
}

int pf_dynscen_read(const char *path, struct pf_dynscen *d, struct pf_error *err)
{
    memset(d, 0, sizeof *d);
    int rc = pf_scen_read_with(path, d, parse, err);
    if (rc != PF_OK)
        pf_dynscen_free(d);
    return rc;
}

void pf_dynscen_free(struct pf_dynscen *d)
{
    for (uint32_t i = 0; i < d->num_patches; i++)
        free(d->patches[i].cells);
    free(d->patches);
    free(d->cmds);
    free(d->costs);
    memset(d, 0, sizeof *d);
}

int pf_dynscen_sniff(const char *path)
{
    char buf[16384];               /* room for the header's lines, file names included */
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    const char *p = buf, *end = buf + n;
    struct pf_line l = { 0 };
    const char *fs[3];
    size_t fl[3];
    int nf = pf_dyn_next_fields(&p, end, &l, fs, fl, 3);
    if (!(nf >= 2 && pf_field_is(fs[0], fl[0], "version") && pf_field_is(fs[1], fl[1], "2")))
        return 0;
    /* the header, up to `commands`: a `costs` line makes it weighted */
    while ((nf = pf_dyn_next_fields(&p, end, &l, fs, fl, 3)) > 0 && !pf_field_is(fs[0], fl[0], "commands"))
        if (pf_field_is(fs[0], fl[0], "costs"))
            return PF_DYNSCEN_WEIGHTED;
    return PF_DYNSCEN_PLAIN;
}

int pf_dynscen_start_grid(const struct pf_dynscen *d, struct pf_grid *g)
{
    int rc = pf_grid_init(g, d->width, d->height);
    if (rc != PF_OK)
        return rc;
    for (int32_t y = 0; y < d->height; y++)
        for (int32_t x = 0; x < d->width; x++)
            pf_grid_set(g, x, y, '.');
    return PF_OK;
}

struct pf_patch pf_dynscen_patch_at(const struct pf_dynscen *d, uint32_t i)
{
    struct pf_patch p = { 0, 0, 0, 0, NULL };
    if (i >= d->num_cmds || d->cmds[i].kind != PF_DYN_PATCH)
        return p;
    const struct pf_dyn_cmd *c = &d->cmds[i];
    const struct pf_dyn_patch *pt = &d->patches[c->patch];
    p.x = c->x;
    p.y = c->y;
    p.width = pt->width;
    p.height = pt->height;
    p.cells = pt->cells;
    return p;
}
