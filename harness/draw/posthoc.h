/* posthoc.h: write a traced query as a Posthoc search trace (ShortestPathLab's visualiser, format
 * 1.4.0, docs/FORMATS.md), for any domain that says where its nodes are and how to draw them. */
#ifndef PF_POSTHOC_H
#define PF_POSTHOC_H

#include <jansson.h>
#include "pf_search.h"

/* What the writer needs of the space besides the query's steps. */
struct pf_posthoc_space {
    /* the position of node n: x, y, and z when has_z */
    void (*where)(const void *arg, pf_node n, double *x, double *y, double *z);
    const void *arg;
    int has_z;
    int parent_xy;               /* 1: a labelling event gives its parent's place too (pX, pY) */
    uint64_t num_nodes;          /* nodes are < num_nodes */
    double unit;                 /* the costs' fixed-point unit: g / unit is the cost */
    /* more members of node n's events (a weighted cell's cost); NULL: none */
    void (*info)(const void *arg, pf_node n, json_t *event);
    json_t *views;               /* the trace's "views" (the writer takes the reference) */
    json_t *pivot;               /* its "pivot" (taken) */
};

/* Write ctx's last traced query (pf_ctx_trace_steps) from start to goal by variant v, with its
 * result r, to path as JSON: version, views, pivot, a "pfbench" object naming the map, variant
 * and outcome, and the events (source, destination, then expanding, generating, updating and
 * closing in the order the search took them, then end with the path). 0, or -1 after a message. */
int pf_posthoc_write(const char *path, const struct pf_posthoc_space *sp, const struct pf_search_ctx *ctx,
                     const struct pf_variant *v, const char *map_name, pf_node start, pf_node goal,
                     const struct pf_result *r);
/* The same when the steps' nodes are of another kind than the query's (Anya's intervals over the
 * plane's corners): place gives where the start, the goal and the path's nodes lie, and their
 * events get no info. */
int pf_posthoc_write_placed(const char *path, const struct pf_posthoc_space *sp,
                            void (*place)(const void *arg, pf_node n, double *x, double *y, double *z),
                            const struct pf_search_ctx *ctx, const struct pf_variant *v, const char *map_name,
                            pf_node start, pf_node goal, const struct pf_result *r);

/* The views and pivot of a map of square cells: one rect per event's cell, coloured by the event's
 * type, and the path of the end event through the cells' centres (into sp). shaded: under each
 * event's cell its cost, brown as dark as the event's "shade" member (0..1: weighted terrain). */
void pf_posthoc_cell_views(struct pf_posthoc_space *sp, int shaded);

/* The views and pivot of a space whose nodes are points (sets sp->parent_xy): a circle of radius
 * at each event's place, coloured by its type, the segment from its parent's place (pX, pY), and
 * the end's path as a polyline of width 3 x line (into sp). */
void pf_posthoc_point_views(struct pf_posthoc_space *sp, double radius, double line);

/* Solve start->goal with v on ctx (a context over the cells of g) traced, and write its Posthoc
 * trace to path; info and shaded as above (a weighted map's costs). */
int pf_posthoc_cells(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                     const char *map_name, pf_node start, pf_node goal, const char *path, double unit,
                     void (*info)(const void *arg, pf_node n, json_t *event), const void *info_arg);

/* Solve start->goal with v on grid g (model m) traced, and write its Posthoc trace to path. */
int pf_posthoc_grid(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v, const char *map_name,
                    pf_node start, pf_node goal, const char *path);

#endif
