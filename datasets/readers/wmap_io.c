/* wmap_io.c: reader and writer of weighted maps: a Moving AI .map of terrain labels read with
 * its costs file into a pf_wgrid. */
#include <stdlib.h>
#include <string.h>
#include "pf_weighted_io.h"
#include "map_rows.h"
#include "text_fields.h"

uint64_t pf_wmap_max_cells(void)
{
    uint64_t m = pf_default_max_cells();
    return m < PF_WGRID_MAX_CELLS ? m : PF_WGRID_MAX_CELLS;
}

int pf_wmap_parse(const char *name, const char *buf, size_t len, const struct pf_costs *c,
                  const char *costs_name, struct pf_wgrid *w, uint64_t max_cells,
                  struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    char q[200];
    int32_t width, height;
    memset(w, 0, sizeof *w);
    const char *why = "the memory limit; PFBENCH_MAX_CELLS raises it";
    if (max_cells >= PF_WGRID_MAX_CELLS) {
        max_cells = PF_WGRID_MAX_CELLS;
        why = "the weighted maps' limit";
    }
    int rc = pf_map_header(name, &p, end, &l, max_cells, why, &width, &height, err);
    if (rc != PF_OK)
        return rc;
    uint32_t first_row = l.no + 1;
    char *labels = malloc((size_t)width * (size_t)height);
    if (!labels) {
        pf_error_set(err, "%s:%u: out of memory for a %d x %d map", name, l.no, width, height);
        return PF_ERR_NOMEM;
    }
    rc = PF_ERR_PARSE;
    for (int32_t y = 0; y < height; y++) {
        if (pf_map_row(name, &p, end, &l, y, width, height, err) != PF_OK)
            goto done;
        for (int32_t x = 0; x < width; x++) {
            unsigned char ch = (unsigned char)l.s[x];
            if (ch < 0x21 || ch > 0x7e) {
                pf_quote(q, sizeof q, &l.s[x], 1);
                pf_error_set(err, "%s:%u: expected a terrain label (a printable character other than a space), "
                             "found '%s' at column %d", name, l.no, q, x + 1);
                goto done;
            }
        }
        memcpy(labels + (size_t)y * (size_t)width, l.s, (size_t)width);
    }
    if (pf_map_tail(name, &p, end, &l, height, err) != PF_OK)
        goto done;
    int32_t bx = 0, by = 0;
    char why_build[160];
    rc = pf_wgrid_build(w, width, height, labels, c, &bx, &by, why_build, sizeof why_build);
    if (rc == PF_ERR_PARSE) {
        char lab = labels[(size_t)by * (size_t)width + (size_t)bx];
        pf_error_set(err, "%s:%u: label '%c' at (%d,%d) has no cost in %s: expected a line '%c COST'", name,
                     first_row + (uint32_t)by, lab, bx, by, costs_name, lab);
    } else if (rc != PF_OK) {
        pf_error_set(err, "%s: %s", name, rc == PF_ERR_NOMEM ? "out of memory" : why_build);
    }
done:
    free(labels);
    return rc;
}

int pf_wmap_read(const char *map_path, const char *costs_path, struct pf_wgrid *w,
                 struct pf_error *err)
{
    struct pf_costs c;
    memset(w, 0, sizeof *w);
    int rc = pf_costs_read(costs_path, &c, err);
    if (rc != PF_OK)
        return rc;
    uint64_t max_cells = pf_wmap_max_cells();
    uint64_t max_bytes = max_cells * 2 + (1u << 20);
    char *buf;
    size_t len;
    rc = pf_file_slurp(map_path, &buf, &len, (size_t)max_bytes, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_wmap_parse(map_path, buf, len, &c, costs_path, w, max_cells, err);
    free(buf);
    return rc;
}

int pf_wmap_write(const char *path, const struct pf_wgrid *w, struct pf_error *err)
{
    return pf_map_write(path, &w->grid, err);
}

