/* posthoc_voxel.c: the Posthoc trace of a voxel level's search: events at their voxels (x, y, z)
 * and two projections side by side, from above (x, y) and from the side (x, z, right of it). */
#include "pf_voxel.h"
#include "posthoc.h"
#include "trace.h"
#include "draw_voxel.h"

static void voxel_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    int32_t vx, vy, vz;
    pf_voxel_xyz(arg, n, &vx, &vy, &vz);
    *x = vx;
    *y = vy;
    *z = vz;
}

#define VOXEL_FILL                                                                                 \
    "${{ $.type === 'source' ? colors.green : $.type === 'destination' ? colors.red : "             \
    "$.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "           \
    "$.type === 'updating' ? colors.amber : colors.yellow }}"

/* One projection: each event's voxel as a rect at (x, ROW) shifted right by dx, and the end's
 * path through the voxels' centres. */
static json_t *projection(const char *row, int dx)
{
    char x[64], y[64], pts[160];
    snprintf(x, sizeof x, "${{ $.x + %d }}", dx);
    snprintf(y, sizeof y, "${{ $.%s }}", row);
    snprintf(pts, sizeof pts, "${{ $.path.map(p => ({ x: p.x + %d.5, y: p.%s + 0.5 })) }}", dx, row);
    return json_pack("[{s:s, s:s, s:s, s:i, s:i, s:s, s:f, s:s}, {s:s, s:s, s:s, s:f, s:s}]", "$", "rect", "x", x,
                     "y", y, "width", 1, "height", 1, "fill", VOXEL_FILL, "alpha", 0.5, "$if",
                     "${{ $.type !== 'end' }}", "$", "path", "points", pts, "fill", "${{ colors.blue }}",
                     "line-width", 0.3, "$if", "${{ $.type === 'end' }}");
}

int pf_voxel_posthoc_write(const struct pf_voxels *v, pf_node start, pf_node goal, const struct pf_variant *var,
                           const char *map_name, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(v);
    struct pf_result r;
    int rc = -1;
    if (!ctx || pf_ctx_prepare(ctx, var, NULL) != PF_OK) {
        fprintf(stderr, "pfbench: cannot prepare %s on %s (out of memory)\n", var->name, map_name);
        goto out;
    }
    if (pf_trace_run(ctx, var, map_name, start, goal, &r) != 0)
        goto out;
    size_t n;
    pf_ctx_trace_steps(ctx, &n, NULL);
    if (n == 0 && r.c.expanded > 0) {     /* voxel searches that log no steps yet */
        fprintf(stderr, "pfbench trace: %s logs no steps for a Posthoc trace yet\n", var->name);
        goto out;
    }
    struct pf_posthoc_space sp = { voxel_where, v, 1, 0, v->num_nodes, PF_VOX_C1, NULL, NULL, NULL };
    json_t *top = projection("y", 0), *side = projection("z", v->w + 1);
    json_array_extend(top, side);
    json_decref(side);
    sp.views = json_pack("{s:o}", "main", top);
    sp.pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x + 0.5 }}", "y", "${{ $.y + 0.5 }}", "scale", 1);
    rc = pf_posthoc_write(path, &sp, ctx, var, map_name, start, goal, &r);
out:
    pf_ctx_destroy(ctx);
    return rc;
}
