/* test_memory.c: the search context of a 1024x1024 map stays under 32 bytes per cell with
 * each open list, and queries do not grow it (no allocation inside a query once warm). */
#include "check.h"
#include "pf_search.h"

int main(void)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 1024, 1024), PF_OK);
    for (int32_t y = 0; y < 1024; y++)
        for (int32_t x = 0; x < 1024; x++)
            pf_grid_set(&g, x, y, (x % 7 == 3 && y % 5 != 0) ? '@' : '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK(ctx != NULL);
    const char *names[] = { "astar/octile/heap", "astar/octile/bucket", "dijkstra/heap",
                            "dijkstra/bucket", "bfs", "generic/random" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const struct pf_variant *v = pf_variant_find(names[i]);
        struct pf_result r;
        /* warm up with a long query, then the size must not change over more queries */
        CHECK_INT(pf_search(ctx, v, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 1023, 1023), &r), PF_OK);
        size_t warm = pf_ctx_bytes(ctx);
        for (int k = 0; k < 5; k++)
            pf_search(ctx, v, pf_grid_node(&g, 10 * k, 1000), pf_grid_node(&g, 1000 - 10 * k, 5), &r);
        CHECK_INT(pf_ctx_bytes(ctx), warm);
        double per_cell = (double)warm / (1024.0 * 1024.0);
        printf("%-22s %.1f bytes per cell\n", names[i], per_cell);
        CHECK(per_cell < 32.0);
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return pf_check_report("test_memory");
}
