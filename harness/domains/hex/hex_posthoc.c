/* hex_posthoc.c: the Posthoc trace of a hex map's search: each event at its cell's centre in the
 * odd-r layout of the hex pictures (scripts/plot/hex.gp), with the cell's column and row. */
#include <math.h>
#include "hex_io.h"
#include "posthoc.h"
#include "trace.h"

/* Cell n's centre: odd rows shifted right by half a cell, rows sqrt(3)/2 apart, row 0 on top. */
static void cell_centre(const void *arg, pf_node n, double *x, double *y, double *z)
{
    int32_t cx, cy;
    pf_hex_xy(arg, n, &cx, &cy);
    *x = cx + 0.5 * (cy & 1);
    *y = cy * (sqrt(3.0) / 2.0);
    (void)z;
}

static void cell_info(const void *arg, pf_node n, json_t *event)
{
    int32_t cx, cy;
    pf_hex_xy(arg, n, &cx, &cy);
    json_object_set_new(event, "col", json_integer(cx));
    json_object_set_new(event, "row", json_integer(cy));
}

int pf_hex_posthoc_write(const struct pf_hex_map *m, const struct pf_variant *v, const char *map_name, pf_node start,
                         pf_node goal, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create_hex(m);
    struct pf_result r;
    int rc = -1;
    if (pf_trace_run(ctx, v, map_name, start, goal, &r) == 0) {
        struct pf_posthoc_space sp = { cell_centre, m, 0, 1, m->grid.num_nodes, PF_HEX_STEP, cell_info, NULL, NULL };
        pf_posthoc_point_views(&sp, 0.5, 0.06);   /* a circle one cell wide */
        rc = pf_posthoc_write(path, &sp, ctx, v, map_name, start, goal, &r);
    }
    pf_ctx_destroy(ctx);
    return rc;
}
