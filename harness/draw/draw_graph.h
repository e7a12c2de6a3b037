/* draw_graph.h: traces and search pictures of node-graph searches (nodes at their positions). */
#ifndef PF_DRAW_GRAPH_H
#define PF_DRAW_GRAPH_H

#include "pf_search.h"
#include "pf_graph.h"

/* Solve s->t with v on g and write the trace at path: a header line (map, nodes, arcs, variant,
 * cost, expanded), then the path, one "node x y z" line per node ("node" alone without
 * positions). 0, or -1 after a message. */
int pf_graph_trace_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *v,
                         const char *map_name, const char *path);

/* The panels of one query on g, one per variant, in dir for scripts/draw-graph.sh: nodes.xy
 * (every node's "x y"), ends.xy (start, goal), NN.closed ("x y" of every node the variant expanded), NN.path ("x y" per path node), NN.title. The graph needs positions.
 * Panels are numbered from first. verbose: name each variant on stderr. 0, or -1 after a message. */
int pf_graph_panels_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *const *vars,
                          size_t n, int first, const char *dir, int verbose);

#endif
