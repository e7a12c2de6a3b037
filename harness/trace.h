/* trace.h: write a search's expansion order and path as a trace file (docs/FORMATS.md). */
#ifndef PF_TRACE_H
#define PF_TRACE_H

#include "../algorithms/pf_search.h"

/* Solve start->goal with v on a tracing context and write path (and path + ".path").
 * Returns 0, or -1 after printing an error. */
int pf_trace_write(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v,
                   const char *map_name, pf_node start, pf_node goal, const char *path);

#endif
