/* anyangle_posthoc.h: the Posthoc trace of an interval search of the plane (anyangle_posthoc.c). */
#ifndef PF_ANYANGLE_POSTHOC_H
#define PF_ANYANGLE_POSTHOC_H

#include "pf_search.h"

/* Write the Posthoc trace of the traced query s->t that v just ran on ctx (over grid g), whose
 * steps are numbered by its search nodes (pf_aa_search_nodes), with its result r, to path:
 * events at the intervals' midpoints with their roots and ends (rX, rY, aX, aY, bX, bY), the
 * start, goal and path at their corners. 0, or -1 after a message. */
int pf_aa_posthoc_intervals(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                            const char *map_name, pf_node s, pf_node t, const struct pf_result *r, const char *path);

#endif
