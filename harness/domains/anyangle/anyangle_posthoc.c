/* anyangle_posthoc.c: the Posthoc trace of an interval search of the plane (Anya, Polyanya): each
 * search node an event at its interval's midpoint, drawn as the interval and its root's cone,
 * and Polyanya's expansions with the outline of the polygon they look into. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_anyangle.h"
#include "posthoc.h"
#include "anyangle_posthoc.h"

/* The navigation mesh's polygons (the builder Polyanya's preprocessing runs, so its numbering):
 * polygon k's closed outline is the points xy[2 * at[k] .. 2 * at[k + 1]). */
struct outlines {
    double *xy;
    uint32_t *at;
    uint32_t n;
};

struct plane {
    const struct pf_grid *g;
    const struct pf_aa_search_node *v;
    struct outlines o;
};

/* Read the mesh's outlines (pf_aa_mesh_outlines: "x y" lines, a blank line after each polygon);
 * 0, or -1 (out of memory: the trace goes without them). */
static int read_outlines(const struct pf_grid *g, struct outlines *o)
{
    memset(o, 0, sizeof *o);
    FILE *f = tmpfile();
    if (!f || pf_aa_mesh_outlines(g, 0, 0, f) != PF_OK) {
        if (f)
            fclose(f);
        return -1;
    }
    rewind(f);
    size_t np = 0, cap = 0, acap = 0;
    char line[128];
    int rc = 0, open = 0;
    while (rc == 0 && fgets(line, sizeof line, f)) {
        double x, y;
        if (sscanf(line, "%lf %lf", &x, &y) != 2) {
            open = 0;
            continue;
        }
        if (!open && o->n + 2 > acap) {
            acap = acap ? 2 * acap : 1024;
            uint32_t *at = realloc(o->at, acap * sizeof *at);
            rc = at ? 0 : -1;
            o->at = at ? at : o->at;
        }
        if (rc == 0 && np == cap) {
            cap = cap ? 2 * cap : 4096;
            double *xy = realloc(o->xy, 2 * cap * sizeof *xy);
            rc = xy ? 0 : -1;
            o->xy = xy ? xy : o->xy;
        }
        if (rc)
            break;
        if (!open) {
            o->at[o->n++] = (uint32_t)np;
            open = 1;
        }
        o->xy[2 * np] = x;
        o->xy[2 * np + 1] = y;
        o->at[o->n] = (uint32_t)++np;
    }
    fclose(f);
    return rc;
}

static void node_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    const struct pf_aa_search_node *s = &((const struct plane *)arg)->v[n];
    *x = (s->ax + s->bx) / 2;
    *y = (s->ay + s->by) / 2;
    (void)z;
}

/* The query's start, goal and path: corners of the plane. */
static void corner_place(const void *arg, pf_node n, double *x, double *y, double *z)
{
    int32_t cx, cy;
    pf_aa_node_corner(((const struct plane *)arg)->g, n, &cx, &cy);
    *x = cx;
    *y = cy;
    (void)z;
}

/* A node's root and interval ends (rX, rY, aX, aY, bX, bY) and the polygon it looks into. */
static void node_info(const void *arg, pf_node n, json_t *e)
{
    const struct pf_aa_search_node *s = &((const struct plane *)arg)->v[n];
    json_object_set_new(e, "rX", json_real(s->rx));
    json_object_set_new(e, "rY", json_real(s->ry));
    json_object_set_new(e, "aX", json_real(s->ax));
    json_object_set_new(e, "aY", json_real(s->ay));
    json_object_set_new(e, "bX", json_real(s->bx));
    json_object_set_new(e, "bY", json_real(s->by));
    if (s->poly < 0)
        return;
    json_object_set_new(e, "poly", json_integer(s->poly));
    const struct outlines *o = &((const struct plane *)arg)->o;
    const char *type = json_string_value(json_object_get(e, "type"));
    if ((uint32_t)s->poly >= o->n || !type || strcmp(type, "expanding"))
        return;
    json_t *pts = json_array();         /* an expansion: the polygon it looks into */
    for (uint32_t i = o->at[s->poly]; i < o->at[s->poly + 1]; i++)
        json_array_append_new(pts, json_pack("{s:f, s:f}", "x", o->xy[2 * i], "y", o->xy[2 * i + 1]));
    json_object_set_new(e, "polygon", pts);
}

#define NODE_FILL                                                                                  \
    "${{ $.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "       \
    "colors.yellow }}"

int pf_aa_posthoc_intervals(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                            const char *map_name, pf_node s, pf_node t, const struct pf_result *r, const char *path)
{
    size_t n;
    struct plane pl = { g, pf_aa_search_nodes(ctx, &n), { NULL, NULL, 0 } };
    for (size_t i = 0; i < n; i++)
        if (pl.v[i].poly >= 0) {        /* Polyanya: its mesh's outlines */
            if (read_outlines(g, &pl.o) != 0)
                fprintf(stderr, "pfbench trace: note: the trace goes without the mesh's polygons (out of memory)\n");
            break;
        }
    struct pf_posthoc_space sp = { node_where, &pl, 0, 0, n, PF_CARD, node_info, NULL, NULL };
    /* the cone from the root to the interval's ends, thin; the interval, coloured by the event;
     * the start and goal as dots; the path */
    sp.views = json_pack(
        "{s:[{s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:f, s:s, s:s}, "
        "{s:s, s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:s, s:f, s:s}]}", "main",
        "$", "path", "points", "${{ $.polygon }}", "line-width", 0.05, "fill", "${{ colors.lightBlue }}", "$if",
        "${{ $.polygon !== undefined }}",
        "$", "path", "points", "${{ [{ x: $.aX, y: $.aY }, { x: $.rX, y: $.rY }, { x: $.bX, y: $.bY }] }}",
        "line-width", 0.04, "fill", "${{ colors.grey }}", "$if", "${{ $.rX !== undefined }}",
        "$", "path", "points", "${{ [{ x: $.aX, y: $.aY }, { x: $.bX, y: $.bY }] }}", "line-width", 0.2, "fill",
        NODE_FILL, "$if", "${{ $.aX !== undefined }}",
        "$", "circle", "x", "${{ $.x }}", "y", "${{ $.y }}", "radius", 0.3, "fill",
        "${{ $.type === 'source' ? colors.green : colors.red }}", "$if",
        "${{ $.type === 'source' || $.type === 'destination' }}",
        "$", "path", "points", "${{ $.path }}", "fill", "${{ colors.blue }}", "line-width", 0.3, "$if",
        "${{ $.type === 'end' }}");
    sp.pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x }}", "y", "${{ $.y }}", "scale", 1);
    int rc = pf_posthoc_write_placed(path, &sp, corner_place, ctx, v, map_name, s, t, r);
    free(pl.o.xy);
    free(pl.o.at);
    return rc;
}
