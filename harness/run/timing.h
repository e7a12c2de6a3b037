/* timing.h: how pfbench times a list of queries. By default in passes: the list is solved K
 * times in sequence, each query once per pass, so that the queries between two solves of one
 * query evict its search state from the caches, as in a game; or back to back: each query K
 * times in a row. time_ns is the median of a query's timed solves either way. */
#ifndef PF_TIMING_H
#define PF_TIMING_H

#include <signal.h>
#include <stdint.h>
#include "pf_search.h"

enum pf_timing { PF_TIMING_PASSES, PF_TIMING_BACK_TO_BACK };

/* A query slower than this on its first solve is not timed again (pfbench run). */
#define PF_TIMING_SLOW_NS 50000000ull

/* "passes" or "back-to-back" -> *out; 0, or -1 for any other text. */
int pf_timing_parse(const char *text, enum pf_timing *out);
const char *pf_timing_name(enum pf_timing t);

/* One query of a timed list. times has room for `solves` values; `done` are filled. */
struct pf_timed_query {
    pf_node s, t;
    uint64_t seed;          /* set before every solve, so generic/random repeats itself */
    int solves;             /* timed solves wanted, the first one included */
    int done;               /* timed solves made */
    uint64_t *times;
};

/* One timed solve of q (seed set, search run, elapsed ns stored in q->times[q->done++]).
 * Returns the search's status; r holds its answer (the path lives in ctx until the next
 * search). */
int pf_time_solve(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q,
                  struct pf_result *r);
/* Back to back: the rest of q's solves, now. */
void pf_time_back_to_back(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q);
/* In passes: after a first pass that solved every query once, passes 2, 3, ... over the
 * list, each query that wants more solves once per pass, in list order. Stops between two
 * solves when *stop becomes non-zero (stop may be NULL). */
void pf_time_passes(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q,
                    size_t n, const volatile sig_atomic_t *stop);
/* The median of q's timed solves (0 when it has none); reorders q->times. */
uint64_t pf_timed_median(struct pf_timed_query *q);

#endif
