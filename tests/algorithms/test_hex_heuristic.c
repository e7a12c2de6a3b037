/* test_hex_heuristic.c: the hex map's layout (neighbours, offsets, masks) and hex distance:
 * each move is one axial unit step, the distance is exact on an open map, admissible and
 * consistent (|h(a) - h(b)| <= 1 for neighbours) on seeded random maps. */
#include "check.h"
#include "hex_test_maps.h"
#include "hex_heuristic.h"

static void check_layout(void)
{
    /* the library's neighbours are the layout's, and d ^ 1 goes back */
    for (int32_t y = 2; y < 4; y++)
        for (int d = 0; d < PF_HEX_DIRS; d++) {
            int32_t nx, ny, ex, ey, bx, by;
            pf_hex_neighbour_xy(5, y, d, &nx, &ny);
            hex_test_nb(5, y, d, &ex, &ey);
            CHECK(nx == ex && ny == ey);
            pf_hex_neighbour_xy(nx, ny, d ^ 1, &bx, &by);
            CHECK(bx == 5 && by == y);
            /* one axial unit step: (q, r) moves by one of the six unit vectors */
            int32_t dq = pf_hex_axial_q(nx, ny) - pf_hex_axial_q(5, y), dr = ny - y;
            CHECK((dq == 1 && dr == 0) || (dq == -1 && dr == 0) || (dq == 0 && dr == 1) ||
                  (dq == 0 && dr == -1) || (dq == 1 && dr == -1) || (dq == -1 && dr == 1));
            CHECK_INT(pf_hex_distance(5, y, nx, ny), 1);
        }
    /* offsets and masks: a move the mask allows lands on the layout's neighbour, free; the
     * mask is symmetric; cells on the edge have no move off the map */
    struct pf_hex_map m;
    CHECK(hex_test_map(&m, 13, 9, 0.25, 7) == 0);
    uint32_t free_cells = 0;
    for (int32_t y = 0; y < 9; y++)
        for (int32_t x = 0; x < 13; x++) {
            pf_node n = pf_hex_node(&m, x, y);
            free_cells += hex_test_free(&m, x, y);
            CHECK_INT((m.mask[n] & PF_HEX_ODD) != 0, y & 1);
            for (int d = 0; d < PF_HEX_DIRS; d++) {
                int32_t nx, ny;
                hex_test_nb(x, y, d, &nx, &ny);
                int legal = hex_test_free(&m, x, y) && hex_test_free(&m, nx, ny);
                CHECK_INT((m.mask[n] >> d) & 1, legal);
                if (legal) {
                    pf_node t = pf_hex_step(&m, n, d);
                    CHECK(t == pf_hex_node(&m, nx, ny));
                    CHECK((m.mask[t] >> (d ^ 1)) & 1);
                }
            }
        }
    CHECK_INT(m.num_free, free_cells);
    pf_hex_map_free(&m);
}

static void check_exact_open(void)
{
    struct pf_hex_map m;
    CHECK(hex_test_map(&m, 17, 14, 0.0, 1) == 0);
    int32_t *dist = malloc(17 * 14 * sizeof *dist);
    const int32_t src[4][2] = { { 0, 0 }, { 16, 13 }, { 8, 7 }, { 3, 10 } };
    for (int k = 0; k < 4; k++) {
        hex_test_bfs(&m, src[k][0], src[k][1], dist);
        for (int32_t y = 0; y < 14; y++)
            for (int32_t x = 0; x < 17; x++)
                CHECK_INT(pf_hex_distance(x, y, src[k][0], src[k][1]), dist[y * 17 + x]);
    }
    free(dist);
    pf_hex_map_free(&m);
}

static void check_admissible_consistent(void)
{
    int bad_adm = 0, bad_cons = 0, pairs = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        int32_t w = 20 + (int32_t)seed * 3, h = 15 + (int32_t)seed * 2;
        struct pf_hex_map m;
        CHECK(hex_test_map(&m, w, h, 0.1 * (double)(seed % 4), seed) == 0);
        int32_t *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
        uint64_t s = seed * 77;
        for (int k = 0; k < 6; k++) {
            int32_t gx = (int32_t)(hex_test_rng(&s) % (uint64_t)w), gy = (int32_t)(hex_test_rng(&s) % (uint64_t)h);
            hex_test_bfs(&m, gx, gy, dist);
            const int32_t gq = pf_hex_axial_q(gx, gy);
            for (int32_t y = 0; y < h; y++)
                for (int32_t x = 0; x < w; x++) {
                    pf_node n = pf_hex_node(&m, x, y);
                    pf_cost hn = pf_hex_estimate(&m, n, gq, gy);
                    CHECK_INT(hn, (pf_cost)pf_hex_distance(x, y, gx, gy) * PF_HEX_STEP);
                    if (dist[y * w + x] >= 0) {
                        pairs++;
                        bad_adm += hn > (pf_cost)dist[y * w + x] * PF_HEX_STEP;
                    }
                    for (int d = 0; d < PF_HEX_DIRS; d++) {
                        if (!((m.mask[n] >> d) & 1))
                            continue;
                        pf_cost ht = pf_hex_estimate(&m, pf_hex_step(&m, n, d), gq, gy);
                        bad_cons += (hn > ht ? hn - ht : ht - hn) > PF_HEX_STEP;
                    }
                }
        }
        free(dist);
        pf_hex_map_free(&m);
    }
    CHECK_INT(bad_adm, 0);
    CHECK_INT(bad_cons, 0);
    CHECK(pairs > 1000);
}

int main(void)
{
    check_layout();
    check_exact_open();
    check_admissible_consistent();
    return pf_check_report("test_hex_heuristic");
}
