/* htest_replan_memo.c: the checks' kept answers of pfbench replan (replan_memo.c): read back only
 * for the very map, agent and goal they were computed on, the oldest replaced when full. */
#include "check.h"
#include "replan.h"

int main(void)
{
    struct replan_memo m = { 0 };
    struct pf_grid g, small;
    pf_grid_init(&g, 8, 6);
    pf_grid_init(&small, 4, 4);
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 8; x++)
            pf_grid_set(&g, x, y, '.');
    pf_node a = pf_grid_node(&g, 0, 0), b = pf_grid_node(&g, 7, 5);
    struct replan_answer got, put = { PF_OK, 7 * PF_DIAG, 7 * 1.41421356 };
    CHECK_INT(replan_memo_find(&m, &g, a, b, &got), 0);
    replan_memo_put(&m, &g, a, b, &put);
    CHECK_INT(replan_memo_find(&m, &g, a, b, &got), 1);
    CHECK(got.status == PF_OK && got.g == 7 * PF_DIAG && got.cost == put.cost);
    CHECK_INT(replan_memo_find(&m, &g, b, a, &got), 0);          /* another agent */
    pf_grid_set(&g, 3, 3, '@');                                  /* one cell changed */
    CHECK_INT(replan_memo_find(&m, &g, a, b, &got), 0);
    pf_grid_set(&g, 3, 3, '.');
    CHECK_INT(replan_memo_find(&m, &g, a, b, &got), 1);
    CHECK_INT((int)m.hits, 2);
    /* full: the oldest goes first */
    for (uint32_t i = 0; i < m.cap; i++) {
        struct replan_answer other = { PF_NO_PATH, PF_COST_INF, -1 };
        replan_memo_put(&m, &g, pf_grid_node(&g, (int32_t)(i % 8), 1 + (int32_t)(i / 8) % 5), b, &other);
    }
    CHECK_INT(replan_memo_find(&m, &g, a, b, &got), 0);
    CHECK_INT(replan_memo_find(&m, &g, pf_grid_node(&g, 1, 1), b, &got), 1);
    CHECK_INT(got.status, PF_NO_PATH);
    /* a map of another size: what was kept goes */
    CHECK_INT(replan_memo_find(&m, &small, 5, 6, &got), 0);
    CHECK_INT((int)m.n, 0);
    replan_memo_free(&m);
    pf_grid_free(&g);
    pf_grid_free(&small);
    return pf_check_report("htest_replan_memo");
}
