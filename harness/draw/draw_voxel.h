/* draw_voxel.h: `pfbench draw` for voxel maps (3D search pictures as projections). */
#ifndef PF_DRAW_VOXEL_H
#define PF_DRAW_VOXEL_H

#include "pf_search.h"
#include "pf_voxel_io.h"

/* The panel data of one query on level v, one panel per variant (NN.top, NN.side: "x y r g b"
 * pixels of the two projections; NN.path; NN.title; size.gp), in dir, for
 * scripts/draw-voxel.sh; panels numbered from first. verbose: name each variant on stderr. 0, or -1 after a message. */
int pf_voxel_panels_write(const struct pf_voxels *v, const struct pf_voxel_query *q,
                          const struct pf_variant *const *vars, size_t n, int first, const char *dir, int verbose);

/* Solve query q with var on level v and write the trace at path: a header line (map, size,
 * variant, cost, expanded), then "x y z closed" for every voxel the search gave a cost (closed 1
 * when it was expanded), and the path as "x y z" lines in path + ".path". 0, or -1 after a
 * message. */
int pf_voxel_trace_write(const struct pf_voxels *v, const struct pf_voxel_query *q, const struct pf_variant *var,
                         const char *map_name, const char *path);

/* Solve start->goal with var on level v traced and write its Posthoc trace at path (events with
 * z; views: the projections from above and from the side). 0, or -1 after a message (a variant
 * that logs no steps is refused). */
int pf_voxel_posthoc_write(const struct pf_voxels *v, pf_node start, pf_node goal, const struct pf_variant *var,
                           const char *map_name, const char *path);

#endif
