/* timing.c: the timing methods of pfbench run and solve: passes (default) and back to back. */
#include <string.h>
#include "commands.h"
#include "timing.h"

static const char *const names[] = { [PF_TIMING_PASSES] = "passes", [PF_TIMING_BACK_TO_BACK] = "back-to-back" };

int pf_timing_parse(const char *text, enum pf_timing *out)
{
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
        if (text && strcmp(text, names[i]) == 0) {
            *out = (enum pf_timing)i;
            return 0;
        }
    return -1;
}

const char *pf_timing_name(enum pf_timing t)
{
    return (unsigned)t < sizeof names / sizeof names[0] ? names[t] : "?";
}

int pf_time_solve(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q,
                  struct pf_result *r)
{
    pf_ctx_set_seed(ctx, q->seed);
    pf_ctx_prepare(ctx, v, NULL);   /* made once per context, outside the clock (a no-op after) */
    uint64_t t0 = pf_now_ns();
    int st = pf_search(ctx, v, q->s, q->t, r);
    q->times[q->done++] = pf_now_ns() - t0;
    return st;
}

void pf_time_back_to_back(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q)
{
    struct pf_result r;
    while (q->done < q->solves)
        pf_time_solve(ctx, v, q, &r);
}

void pf_time_passes(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_timed_query *q,
                    size_t n, const volatile sig_atomic_t *stop)
{
    int passes = 0;
    for (size_t i = 0; i < n; i++)
        if (q[i].solves > passes)
            passes = q[i].solves;
    struct pf_result r;
    for (int p = 1; p < passes; p++)
        for (size_t i = 0; i < n; i++) {
            if (stop && *stop)
                return;
            if (q[i].done == p && q[i].solves > p)
                pf_time_solve(ctx, v, &q[i], &r);
        }
}

uint64_t pf_timed_median(struct pf_timed_query *q)
{
    return q->done > 0 ? pf_median_u64(q->times, (size_t)q->done) : 0;
}
