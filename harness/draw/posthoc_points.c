/* posthoc_points.c: Posthoc views of searches whose nodes are points (graph nodes, hex cells'
 * centres, the plane's corners): a circle per event, the segment from its parent, the path. */
#include "posthoc.h"

/* Each event's colour by its type (Posthoc's palette). */
#define POINT_FILL                                                                                 \
    "${{ $.type === 'source' ? colors.green : $.type === 'destination' ? colors.red : "             \
    "$.type === 'expanding' ? colors.orange : $.type === 'closing' ? colors.blueGrey : "           \
    "$.type === 'updating' ? colors.amber : colors.yellow }}"

void pf_posthoc_point_views(struct pf_posthoc_space *sp, double radius, double line)
{
    sp->parent_xy = 1;
    sp->views = json_pack(
        "{s:[{s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:s, s:f, s:f, s:s, s:s}, {s:s, s:s, s:s, s:f, s:s}]}", "main",
        "$", "path", "points", "${{ [{ x: $.pX, y: $.pY }, { x: $.x, y: $.y }] }}", "line-width", line, "fill",
        "${{ colors.grey }}", "$if", "${{ $.pX !== undefined }}",
        "$", "circle", "x", "${{ $.x }}", "y", "${{ $.y }}", "radius", radius, "alpha", 0.9, "fill", POINT_FILL,
        "$if", "${{ $.type !== 'end' }}",
        "$", "path", "points", "${{ $.path }}", "fill", "${{ colors.blue }}", "line-width", 3 * line, "$if",
        "${{ $.type === 'end' }}");
    sp->pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x }}", "y", "${{ $.y }}", "scale", 1);
}
