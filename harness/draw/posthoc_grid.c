/* posthoc_grid.c: the Posthoc trace of a cell grid's search: its views (a rect per event's cell,
 * the path through the cells' centres) and `pfbench trace --format posthoc` on a 2D map. */
#include "posthoc.h"
#include "trace.h"

/* The cells: their grid, and the extra members of their events. */
struct cells {
    const struct pf_grid *g;
    void (*info)(const void *arg, pf_node n, json_t *event);
    const void *info_arg;
};

static void cell_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    const struct cells *c = arg;
    int32_t cx, cy;
    pf_grid_xy(c->g, n, &cx, &cy);
    *x = cx;
    *y = cy;
    (void)z;
}

static void cell_info(const void *arg, pf_node n, json_t *event)
{
    const struct cells *c = arg;
    if (c->info)
        c->info(c->info_arg, n, event);
}

/* Each event's colour by its type (Posthoc's palette, Material Design's colours). */
#define CELL_FILL                                                                                  \
    "${{ $.type === 'source' ? colors.green : $.type === 'destination' ? colors.red : "             \
    "$.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "           \
    "$.type === 'updating' ? colors.amber : colors.yellow }}"

void pf_posthoc_cell_views(struct pf_posthoc_space *sp, int shaded)
{
    json_t *main = json_pack("[{s:s, s:s, s:s, s:i, s:i, s:s, s:f, s:s}, {s:s, s:s, s:s, s:f, s:s}]",
                             "$", "rect", "x", "${{ $.x }}", "y", "${{ $.y }}", "width", 1, "height", 1, "fill",
                             CELL_FILL, "alpha", shaded ? 0.6 : 1.0, "$if", "${{ $.type !== 'end' }}",
                             "$", "path", "points", "${{ $.path.map(p => ({ x: p.x + 0.5, y: p.y + 0.5 })) }}",
                             "fill", "${{ colors.blue }}", "line-width", 0.3, "$if", "${{ $.type === 'end' }}");
    if (shaded)                          /* the cost under the event's colour, drawn first */
        json_array_insert_new(main, 0,
                              json_pack("{s:s, s:s, s:s, s:i, s:i, s:s, s:s, s:s}", "$", "rect", "x", "${{ $.x }}",
                                        "y", "${{ $.y }}", "width", 1, "height", 1, "fill", "${{ colors.brown }}",
                                        "alpha", "${{ $.shade }}", "$if", "${{ $.type !== 'end' }}"));
    sp->views = json_pack("{s:o}", "main", main);
    sp->pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x + 0.5 }}", "y", "${{ $.y + 0.5 }}", "scale", 1);
}

int pf_posthoc_cells(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                     const char *map_name, pf_node start, pf_node goal, const char *path, double unit,
                     void (*info)(const void *arg, pf_node n, json_t *event), const void *info_arg)
{
    struct pf_result r;
    if (pf_trace_run(ctx, v, map_name, start, goal, &r) != 0)
        return -1;
    struct cells c = { g, info, info_arg };
    struct pf_posthoc_space sp = { cell_where, &c, 0, 0, g->num_nodes, unit, cell_info, NULL, NULL };
    pf_posthoc_cell_views(&sp, info != NULL);
    return pf_posthoc_write(path, &sp, ctx, v, map_name, start, goal, &r);
}

int pf_posthoc_grid(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v, const char *map_name,
                    pf_node start, pf_node goal, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create(g, m);
    int rc = pf_posthoc_cells(ctx, g, v, map_name, start, goal, path, PF_CARD, NULL, NULL);
    pf_ctx_destroy(ctx);
    return rc;
}
