/* htest_timing.c: the timing methods (harness/timing.c): names, and which query is solved
 * when. A test-only algorithm logs the start node of every search it is asked for, so the
 * exact order of the solves in passes and back to back can be compared with the intended one. */
#include <signal.h>
#include <string.h>
#include "check.h"
#include "pf_grid.h"
#include "pf_search.h"
#include "timing.h"

static pf_node solved[64];
static int nsolved;

static int logging_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                          pf_node goal, struct pf_result *res)
{
    (void)ctx, (void)v, (void)goal;
    if (nsolved < 64)
        solved[nsolved++] = start;
    memset(res, 0, sizeof *res);
    res->status = PF_OK;
    return PF_OK;
}

static const struct pf_alg logging_alg = { .name = "logging", .search = logging_search };
static const struct pf_variant logging = { .name = "test/logging", .alg = &logging_alg,
                                           .about = "test only: logs every search" };

/* the log as text: the query index of every solve, e.g. "0 1 2 0 2 0" */
static const char *order(const pf_node *start_of, int nq)
{
    static char buf[256];
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < nsolved; i++)
        for (int k = 0; k < nq; k++)
            if (solved[i] == start_of[k])
                len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%d", len ? " " : "", k);
    return buf;
}

int main(void)
{
    enum pf_timing t = PF_TIMING_BACK_TO_BACK;
    CHECK_INT(pf_timing_parse("passes", &t), 0);
    CHECK_INT(t, PF_TIMING_PASSES);
    CHECK_INT(pf_timing_parse("back-to-back", &t), 0);
    CHECK_INT(t, PF_TIMING_BACK_TO_BACK);
    CHECK_INT(pf_timing_parse("bogus", &t), -1);
    CHECK_INT(pf_timing_parse("Passes", &t), -1);
    CHECK_INT(pf_timing_parse(NULL, &t), -1);
    CHECK_STR(pf_timing_name(PF_TIMING_PASSES), "passes");
    CHECK_STR(pf_timing_name(PF_TIMING_BACK_TO_BACK), "back-to-back");

    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 4, 1), PF_OK);
    for (int x = 0; x < 4; x++)
        pf_grid_set(&g, x, 0, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK(ctx != NULL);
    pf_node start_of[3] = { pf_grid_node(&g, 0, 0), pf_grid_node(&g, 1, 0), pf_grid_node(&g, 2, 0) };
    pf_node goal = pf_grid_node(&g, 3, 0);
    uint64_t times[3][4];
    struct pf_timed_query q[3];
    struct pf_result r;

    /* passes: a first pass over the list, then one solve per pass of each query that wants
     * more (3, 1 and 2 solves): 0 1 2 | 0 2 | 0 */
    int want[3] = { 3, 1, 2 };
    nsolved = 0;
    for (int k = 0; k < 3; k++) {
        q[k] = (struct pf_timed_query){ start_of[k], goal, 7, want[k], 0, times[k] };
        CHECK_INT(pf_time_solve(ctx, &logging, &q[k], &r), PF_OK);
    }
    pf_time_passes(ctx, &logging, q, 3, NULL);
    CHECK_STR(order(start_of, 3), "0 1 2 0 2 0");
    for (int k = 0; k < 3; k++)
        CHECK_INT(q[k].done, want[k]);

    /* back to back: each query's solves in a row */
    nsolved = 0;
    for (int k = 0; k < 3; k++) {
        q[k] = (struct pf_timed_query){ start_of[k], goal, 7, want[k], 0, times[k] };
        pf_time_solve(ctx, &logging, &q[k], &r);
        pf_time_back_to_back(ctx, &logging, &q[k]);
    }
    CHECK_STR(order(start_of, 3), "0 0 0 1 2 2");

    /* a stop request (Ctrl-C) ends the passes before the next solve */
    volatile sig_atomic_t stop = 1;
    nsolved = 0;
    for (int k = 0; k < 3; k++)
        q[k] = (struct pf_timed_query){ start_of[k], goal, 7, want[k], 1, times[k] };
    pf_time_passes(ctx, &logging, q, 3, &stop);
    CHECK_INT(nsolved, 0);

    /* the median of a query's times (even count: mean of the two middle ones) */
    uint64_t four[4] = { 40, 10, 30, 20 };
    struct pf_timed_query m = { 0, 0, 0, 4, 4, four };
    CHECK_INT(pf_timed_median(&m), 25);
    m.done = 3;
    four[0] = 40, four[1] = 10, four[2] = 30;
    CHECK_INT(pf_timed_median(&m), 30);
    m.done = 0;
    CHECK_INT(pf_timed_median(&m), 0);

    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return pf_check_report("htest_timing");
}
