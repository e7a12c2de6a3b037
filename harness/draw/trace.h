/* trace.h: write a search's expansion order and path as a trace file (docs/FORMATS.md). */
#ifndef PF_TRACE_H
#define PF_TRACE_H

#include "pf_search.h"

/* Solve start->goal with v on a tracing context and write path (and path + ".path").
 * Returns 0, or -1 after printing an error. */
int pf_trace_write(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v,
                   const char *map_name, pf_node start, pf_node goal, const char *path);

/* The same on a context the caller made (a domain's own: weighted terrain) over grid g and
 * keeps; tracing is turned on in it. ctx NULL: out of memory, said. */
int pf_trace_write_ctx(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                       const char *map_name, pf_node start, pf_node goal, const char *path);

/* Solve start->goal with v on ctx with tracing turned on and the pictures' expansion budget
 * (pf_trace_budget): the result in r. 0, or -1 after a message (ctx NULL or out of memory). */
int pf_trace_run(struct pf_search_ctx *ctx, const struct pf_variant *v, const char *map_name, pf_node start,
                 pf_node goal, struct pf_result *r);
/* The steps a traced search keeps for its Posthoc trace (pf_ctx_set_trace_steps), in this
 * process: PF_TRACE_STEPS_DEFAULT until set (--trace-steps); the rest are counted, not kept. */
#define PF_TRACE_STEPS_DEFAULT 2000000u
void pf_trace_set_steps(uint32_t max);
uint32_t pf_trace_steps(void);
/* The expansion budget of a traced search: 10 M, or 200,000 for one without a closed list. */
uint64_t pf_trace_budget(const struct pf_variant *v);

/* The file of panel k of variant v in dir: "DIR/NN-astar_octile_heap" + ext. */
void pf_trace_file_name(const char *dir, int k, const struct pf_variant *v, const char *ext, char *out,
                        size_t cap);

/* Mark in keep[0..n) which of the variants v[0..n) get a search picture, and return how many:
 * every variant, except one that differs from an earlier pictured one only in its open list
 * (same pf_variant_algo and pf_variant_heuristic, both with an open list, different ones):
 * the same search on another queue expands the same cells, so its picture would repeat. */
size_t pf_trace_pictured(const struct pf_variant *const *v, size_t n, unsigned char *keep);

#endif
