/* graph_posthoc.h: the Posthoc trace of a node graph's search (graph_posthoc.c). */
#ifndef PF_GRAPH_POSTHOC_H
#define PF_GRAPH_POSTHOC_H

#include "pf_graph.h"

/* Solve s->t with v on g traced and write its Posthoc trace to path: every step at the nodes'
 * positions (a graph without positions is refused). 0, or -1 after a message. */
int pf_graph_posthoc_write(const struct pf_graph *g, pf_node s, pf_node t, const struct pf_variant *v,
                           const char *map_name, const char *path);

#endif
