/* anyangle_posthoc.c: the Posthoc trace of an interval search of the plane (Anya, Polyanya): each
 * search node an event at its interval's midpoint, drawn as the interval and its root's cone. */
#include "pf_anyangle.h"
#include "posthoc.h"
#include "anyangle_posthoc.h"

struct plane {
    const struct pf_grid *g;
    const struct pf_aa_search_node *v;
};

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
    if (s->poly >= 0)
        json_object_set_new(e, "poly", json_integer(s->poly));
}

#define NODE_FILL                                                                                  \
    "${{ $.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "       \
    "colors.yellow }}"

int pf_aa_posthoc_intervals(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                            const char *map_name, pf_node s, pf_node t, const struct pf_result *r, const char *path)
{
    size_t n;
    struct plane pl = { g, pf_aa_search_nodes(ctx, &n) };
    struct pf_posthoc_space sp = { node_where, &pl, 0, 0, n, PF_CARD, node_info, NULL, NULL };
    /* the cone from the root to the interval's ends, thin; the interval, coloured by the event;
     * the start and goal as dots; the path */
    sp.views = json_pack(
        "{s:[{s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:s, s:f, s:s, s:s}, "
        "{s:s, s:s, s:s, s:f, s:s}]}", "main",
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
    return pf_posthoc_write_placed(path, &sp, corner_place, ctx, v, map_name, s, t, r);
}
