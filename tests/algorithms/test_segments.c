/* test_segments.c: pf_path_expand_segments turns GPPC segment paths into every cell, and names
 * the segment that is neither cardinal nor diagonal, a point off the map, or a full buffer. */
#include <string.h>
#include "check.h"
#include "pf_search.h"

int main(void)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 8, 6), PF_OK);
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 8; x++)
            pf_grid_set(&g, x, y, '.');
    pf_node out[64];
    uint32_t len = 99;
    char why[160];

    /* (0,0) -> (3,3) diagonal -> (6,3) east -> (6,3) again (length 0) -> (6,1) north */
    pf_node c[] = { pf_grid_node(&g, 0, 0), pf_grid_node(&g, 3, 3), pf_grid_node(&g, 6, 3),
                    pf_grid_node(&g, 6, 3), pf_grid_node(&g, 6, 1) };
    CHECK_INT(pf_path_expand_segments(&g, c, 5, out, 64, &len, why, sizeof why), PF_OK);
    CHECK_INT(len, 9);
    const int want[9][2] = { {0,0}, {1,1}, {2,2}, {3,3}, {4,3}, {5,3}, {6,3}, {6,2}, {6,1} };
    for (uint32_t i = 0; i < len && i < 9; i++)
        CHECK_INT(out[i], pf_grid_node(&g, want[i][0], want[i][1]));
    /* the expanded path is a legal path of cost 3 sqrt 2 + 5 */
    double cost = 0;
    CHECK(pf_path_validate(&g, PF_MOVES_8, out, len, c[0], c[4], &cost, why, sizeof why));
    CHECK(cost > 3 * 1.41421356 + 5 - 1e-6 && cost < 3 * 1.41421357 + 5 + 1e-6);

    /* start = goal: GPPC's empty path and a one-point path are both fine */
    CHECK_INT(pf_path_expand_segments(&g, c, 0, out, 64, &len, why, sizeof why), PF_OK);
    CHECK_INT(len, 0);
    CHECK_INT(pf_path_expand_segments(&g, c, 1, out, 64, &len, why, sizeof why), PF_OK);
    CHECK_INT(len, 1);

    /* a knight's move is no segment */
    pf_node bad[] = { pf_grid_node(&g, 1, 1), pf_grid_node(&g, 3, 2) };
    CHECK_INT(pf_path_expand_segments(&g, bad, 2, out, 64, &len, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "segment 1 from (1,1) to (3,2) is neither cardinal nor diagonal");
    CHECK_INT(len, 0);

    /* a point on the padding border or beyond the nodes */
    pf_node off[] = { pf_grid_node(&g, 0, 0), 0 };
    CHECK_INT(pf_path_expand_segments(&g, off, 2, out, 64, &len, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "point 1 (node 0) is on the grid's border, outside the map");
    pf_node far[] = { g.num_nodes };
    CHECK_INT(pf_path_expand_segments(&g, far, 1, out, 64, &len, why, sizeof why), PF_ERR_ARG);
    CHECK(strstr(why, "outside the grid") != NULL);

    /* a buffer too small is a limit, not an overrun */
    CHECK_INT(pf_path_expand_segments(&g, c, 5, out, 8, &len, why, sizeof why), PF_ERR_LIMIT);
    CHECK_STR(why, "the expanded path has more than 8 cells");

    pf_grid_free(&g);
    return pf_check_report("test_segments");
}
