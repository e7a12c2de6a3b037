/* solve.h: the parts of `pfbench solve` in files of their own (internal to the harness). */
#ifndef PF_SOLVE_H
#define PF_SOLVE_H

#include "plan.h"

/* The first n queries of a dynamic scenario (sp, planned as pm) solved by v in file order on
 * ctx, made and prepared on the start map: before each, its change event pasted and followed
 * (timed apart); one line a query (id, epoch, patches, cost, the file's distance, expansions,
 * valid, match, the change's and the query's time), then a summary line. A line whose file
 * distance is -1 matches only when v finds no path. Returns the exit status: 0, PF_EXIT_FAIL
 * (an invalid path, a variant that must be optimal not matching) or PF_EXIT_USAGE (a replay
 * that cannot go on). */
int pf_solve_replay(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_space *sp,
                    const struct pf_plan_map *pm, size_t n, int quiet);

#endif
