/* repair_bench.h: what the repair benches (jps+, sg, JPSW) share: a clock read in seconds, and
 * the two ways of following a change as separate calls, so that callgrind counts each side. */
#ifndef PF_TEST_REPAIR_BENCH_H
#define PF_TEST_REPAIR_BENCH_H

#include <time.h>
#include "pf_search.h"

/* Clock id (CLOCK_MONOTONIC: wall; CLOCK_THREAD_CPUTIME_ID: this thread's CPU) in seconds. */
static inline double bench_clock(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The two sides, apart so that callgrind counts each (not inlined). */
__attribute__((noinline, unused)) static void follow_repair(struct pf_search_ctx *ctx, const struct pf_rect *r,
                                                            uint32_t n)
{
    pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, NULL);
}

__attribute__((noinline, unused)) static void follow_rebuild(struct pf_search_ctx *ctx, const struct pf_rect *r,
                                                             uint32_t n)
{
    pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REBUILD, NULL);
}

#endif
