/* posthoc_grid.c: the Posthoc trace of a cell grid's search: its views (a rect per event's cell,
 * the path through the cells' centres) and `pfbench trace --format posthoc` on a 2D map. */
#include "posthoc.h"
#include "trace.h"

static void cell_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    int32_t cx, cy;
    pf_grid_xy(arg, n, &cx, &cy);
    *x = cx;
    *y = cy;
    (void)z;
}

/* Each event's colour by its type (Posthoc's palette, Material Design's colours). */
#define CELL_FILL                                                                                  \
    "${{ $.type === 'source' ? colors.green : $.type === 'destination' ? colors.red : "             \
    "$.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "           \
    "$.type === 'updating' ? colors.amber : colors.yellow }}"

void pf_posthoc_cell_views(struct pf_posthoc_space *sp)
{
    sp->views = json_pack("{s:[{s:s, s:s, s:s, s:i, s:i, s:s, s:s}, {s:s, s:s, s:s, s:f, s:s}]}", "main",
                          "$", "rect", "x", "${{ $.x }}", "y", "${{ $.y }}", "width", 1, "height", 1, "fill",
                          CELL_FILL, "$if", "${{ $.type !== 'end' }}",
                          "$", "path", "points", "${{ $.path.map(p => ({ x: p.x + 0.5, y: p.y + 0.5 })) }}",
                          "fill", "${{ colors.blue }}", "line-width", 0.3, "$if", "${{ $.type === 'end' }}");
    sp->pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x + 0.5 }}", "y", "${{ $.y + 0.5 }}", "scale", 1);
}

int pf_posthoc_grid(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v, const char *map_name,
                    pf_node start, pf_node goal, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create(g, m);
    struct pf_result r;
    int rc = pf_trace_run(ctx, v, map_name, start, goal, &r);
    if (rc == 0) {
        struct pf_posthoc_space sp = { cell_where, g, 0, g->num_nodes, PF_CARD, NULL, NULL };
        pf_posthoc_cell_views(&sp);
        rc = pf_posthoc_write(path, &sp, ctx, v, map_name, start, goal, &r);
    }
    pf_ctx_destroy(ctx);
    return rc;
}
