/* test_weighted_change.c: weighted terrain that changes: labels pasted by pf_wgrid_apply_patch
 * (bounds and costs checked, the least cost followed), and one context per cost rule following
 * each change event by pf_ctx_map_change (jpsw repairs its rows, bidir tracks its stamps, the
 * others keep nothing): every optimal variant on it answers as an independent Bellman-Ford on
 * the labels as they stand. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_weighted.h"
#include "wbellman.h"
#include "wcosts.h"

#define W 32
#define H 24

static const char *const optimal[] = {
    "weighted/jpsw", "weighted/dijkstra/heap", "weighted/astar/octile/heap", "weighted/astar/octile/bucket",
    "weighted/bidir-dijkstra/heap", "weighted/bidir-astar/octile/heap",
};
#define NV (sizeof optimal / sizeof optimal[0])

static uint64_t rng = 20261129;
static uint32_t rnd(uint32_t n)
{
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(rng >> 33) % n;
}

static char label(void)
{
    const uint32_t r = rnd(100);
    return r < 25 ? '@' : r < 50 ? '.' : r < 80 ? 'g' : 's';
}

/* The refusals leave the map as it was. */
static void patch_rules(struct pf_wgrid *w, const struct pf_costs *c)
{
    const uint32_t open = w->open_cells, lo = w->min_cost;
    const char first = w->grid.chars[0];
    CHECK_INT(pf_wgrid_apply_patch(w, c, &(struct pf_rect){ W - 1, 0, 2, 1 }, ".."), PF_ERR_ARG);
    CHECK_INT(pf_wgrid_apply_patch(w, c, &(struct pf_rect){ 0, -1, 1, 1 }, "."), PF_ERR_ARG);
    CHECK_INT(pf_wgrid_apply_patch(w, c, &(struct pf_rect){ 0, 0, 2, 1 }, ".?"), PF_ERR_PARSE);
    CHECK_INT((int)w->open_cells, (int)open);
    CHECK_INT((int)w->min_cost, (int)lo);
    CHECK_INT(w->grid.chars[0], first);
}

int main(void)
{
    struct pf_costs c;
    wcosts_make(&c, ".gs@d", (const double[]){ 1.5, 2.0, 7.3, 0, 9.9 });
    double lc[256] = { 0 };
    lc['.'] = 1.5, lc['g'] = 2.0, lc['s'] = 7.3, lc['d'] = 9.9;
    char lab[W * H];
    for (int i = 0; i < W * H; i++)
        lab[i] = label();
    struct pf_wgrid w;
    CHECK_INT(pf_wgrid_build(&w, W, H, lab, &c, NULL, NULL, NULL, 0), PF_OK);
    patch_rules(&w, &c);
    CHECK(pf_domain_changes(&pf_domain_weighted));
    CHECK(pf_variant_follow(pf_variant_find("weighted/jpsw")) == PF_FOLLOW_REPAIR);
    CHECK(pf_variant_follow(pf_variant_find("weighted/dijkstra/heap")) == PF_FOLLOW_ONLINE);

    struct pf_search_ctx *ctx[2] = { pf_ctx_create_weighted(&w, PF_MOVES_MEAN), pf_ctx_create_weighted(&w, PF_MOVES_ENTER) };
    CHECK(ctx[0] && ctx[1]);
    int answers = 0, found = 0;
    for (int event = 0; event < 14; event++) {
        if (event > 0) {                 /* 1 to 3 patches of up to 6x6, the dearest label too */
            struct pf_rect r[3];
            const int n = 1 + (int)rnd(3);
            for (int k = 0; k < n; k++) {
                r[k].width = 1 + (int32_t)rnd(6), r[k].height = 1 + (int32_t)rnd(6);
                r[k].x = (int32_t)rnd(W - r[k].width + 1), r[k].y = (int32_t)rnd(H - r[k].height + 1);
                char p[36];
                for (int i = 0; i < r[k].width * r[k].height; i++)
                    p[i] = event == 7 && i == 0 ? 'd' : label();
                CHECK_INT(pf_wgrid_apply_patch(&w, &c, &r[k], p), PF_OK);
                for (int y = 0; y < r[k].height; y++)
                    memcpy(lab + (r[k].y + y) * W + r[k].x, p + y * r[k].width, (size_t)r[k].width);
            }
            for (int m = 0; m < 2; m++) {
                struct pf_change ch;
                CHECK_INT(pf_ctx_map_change(ctx[m], r, (uint32_t)n, PF_FOLLOW_REPAIR, &ch), PF_OK);
                CHECK_INT((int)ch.repaired, 1);  /* jpsw, prepared by the queries before */
            }
        }
        if (event == 7)
            CHECK_INT((int)w.max_cost, 99);
        for (int q = 0; q < 8; q++) {
            const int s = (int)rnd(W * H), t = (int)rnd(W * H);
            if (lab[s] == '@' || lab[t] == '@')
                continue;
            for (int m = 0; m < 2; m++) {
                const enum pf_moves rule = m ? PF_MOVES_ENTER : PF_MOVES_MEAN;
                const double want = bellman(lab, lc, W, H, rule, s, t);
                found += want >= 0;
                for (size_t k = 0; k < NV; k++) {
                    struct pf_result res;
                    const pf_node a = pf_grid_node(&w.grid, s % W, s / W), b = pf_grid_node(&w.grid, t % W, t / W);
                    const int rc = pf_search(ctx[m], pf_variant_find(optimal[k]), a, b, &res);
                    const double got = rc == PF_OK ? res.cost : -1;
                    if (fabs(got - want) > 1e-9 * (1 + want))
                        fprintf(stderr, "event %d, %s, rule %d, (%d,%d)-(%d,%d): %.6f, Bellman-Ford %.6f\n", event,
                                optimal[k], m, s % W, s / W, t % W, t / W, got, want);
                    CHECK_NEAR(got, want, 1e-9 * (1 + want));
                    answers++;
                }
            }
        }
    }
    CHECK(answers > 400);
    CHECK(found > 40);
    pf_ctx_destroy(ctx[0]);
    pf_ctx_destroy(ctx[1]);
    pf_wgrid_free(&w);
    return pf_check_report("test_weighted_change");
}
