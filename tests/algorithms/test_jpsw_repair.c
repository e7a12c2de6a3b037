/* test_jpsw_repair.c: JPSW's local repair gives exactly the cell lines a rebuild gives (every
 * byte that depends on the map, pf_ctx_check_prep) and weighted Dijkstra's costs, after every
 * change event of random patches (walls appearing, walls going, costs changing under the same
 * walls, mixed labels; 1x1 to 10x10, several an event, one in three at an edge or a corner), on
 * random region terrain (1x1 to 100x80), under both cost rules; also through the paths that
 * fill the lines whole (a label dear enough to shorten the runs' cut, a patch over the map)
 * and the rebuild path (PF_FOLLOW_REBUILD). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_weighted.h"
#include "wcosts.h"

static uint64_t rng = 0x1EEDC0DEull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* the open labels, cheap to dear; '@' a wall; 'h' so dear that the runs' cut shortens */
static const char open_labels[] = ".gsd";

static char any_label(int wall_pct)
{
    return (int)rnd(100) < wall_pct ? '@' : open_labels[rnd(4)];
}

/* Region terrain: a ground label, then rectangles of one label each (walls among them). */
static void region_terrain(char *lab, int W, int H, int wall_pct)
{
    const char ground = open_labels[rnd(2)];
    memset(lab, ground, (size_t)W * H);
    const int regions = 1 + (W * H) / 120;
    for (int k = 0; k < regions; k++) {
        const int rw = 1 + (int)rnd((uint32_t)(W / 3 + 1)), rh = 1 + (int)rnd((uint32_t)(H / 3 + 1));
        const int x0 = (int)rnd((uint32_t)W), y0 = (int)rnd((uint32_t)H);
        const char l = any_label(wall_pct);
        for (int y = y0; y < y0 + rh && y < H; y++)
            for (int x = x0; x < x0 + rw && x < W; x++)
                lab[y * W + x] = l;
    }
}

/* A random patch pasted into w: all walls, all ground, the same walls with other costs, mixed,
 * or all of one dear label; at an edge or a corner one time in three. Its rectangle. */
static struct pf_rect random_patch(struct pf_wgrid *w, const struct pf_costs *c)
{
    const int32_t W = w->grid.width, H = w->grid.height;
    struct pf_rect r;
    r.width = 1 + (int32_t)rnd(10);
    r.height = 1 + (int32_t)rnd(10);
    r.width = r.width > W ? W : r.width;
    r.height = r.height > H ? H : r.height;
    r.x = (int32_t)rnd((uint32_t)(W - r.width + 1));
    r.y = (int32_t)rnd((uint32_t)(H - r.height + 1));
    if (rnd(3) == 0) {
        const uint32_t edge = rnd(4);
        if (edge & 1)
            r.x = edge & 2 ? W - r.width : 0;
        if (edge & 2 || rnd(2))
            r.y = edge & 1 ? H - r.height : 0;
    }
    char p[100];
    const int kind = (int)rnd(5), wall_pct = (int)rnd(60);
    const char other = open_labels[rnd(4)];
    for (int32_t y = 0; y < r.height; y++)
        for (int32_t x = 0; x < r.width; x++) {
            const char now = pf_grid_char(&w->grid, r.x + x, r.y + y);
            char *l = &p[y * r.width + x];
            *l = kind == 0 ? '@' : kind == 1 ? '.' : kind == 2 ? (now == '@' ? '@' : other)
                : kind == 3 ? any_label(wall_pct) : 'd';
        }
    CHECK_INT(pf_wgrid_apply_patch(w, c, &r, p), PF_OK);
    return r;
}

/* The lines kept on ctx equal a rebuild's, byte for byte. */
static void check_lines(struct pf_search_ctx *ctx, const char *where)
{
    char why[300] = "";
    const int eq = pf_ctx_check_prep(ctx, pf_variant_find("weighted/jpsw"), why, sizeof why);
    if (eq != 1)
        fprintf(stderr, "%s: %s\n", where, why);
    CHECK_INT(eq, 1);
}

/* jpsw against weighted Dijkstra between random open cells: the same status, the same exact
 * fixed-point cost, a valid path. */
static void check_answers(struct pf_search_ctx *ctx, const struct pf_wgrid *w, int queries, const char *where)
{
    const struct pf_variant *jv = pf_variant_find("weighted/jpsw"), *dv = pf_variant_find("weighted/dijkstra/heap");
    for (int q = 0; q < queries; q++) {
        const int32_t sx = (int32_t)rnd((uint32_t)w->grid.width), sy = (int32_t)rnd((uint32_t)w->grid.height);
        const int32_t tx = (int32_t)rnd((uint32_t)w->grid.width), ty = (int32_t)rnd((uint32_t)w->grid.height);
        const pf_node s = pf_grid_node(&w->grid, sx, sy), t = pf_grid_node(&w->grid, tx, ty);
        if (!w->cost[s] || !w->cost[t])
            continue;
        struct pf_result a, b;
        const int ra = pf_search(ctx, jv, s, t, &a);
        const int rb = pf_search(ctx, dv, s, t, &b);
        CHECK_INT(ra, rb);
        if (ra != rb || ra != PF_OK)
            continue;
        if (a.g != b.g)
            fprintf(stderr, "%s: (%d,%d)-(%d,%d): jpsw %llu, Dijkstra %llu\n", where, sx, sy, tx, ty,
                    (unsigned long long)a.g, (unsigned long long)b.g);
        CHECK(a.g == b.g);
        CHECK(!isnan(a.cost));
    }
}

static void test_random_terrain(const struct pf_costs *c)
{
    static const int sizes[][2] = { { 1, 1 }, { 1, 9 }, { 7, 1 }, { 5, 5 }, { 17, 11 }, { 40, 40 }, { 64, 33 }, { 100, 80 } };
    static const int walls[] = { 5, 25 };
    static char lab[100 * 80];
    char where[160];
    int events = 0;
    for (size_t m = 0; m < sizeof sizes / sizeof sizes[0]; m++)
        for (size_t k = 0; k < sizeof walls / sizeof walls[0]; k++) {
            const int W = sizes[m][0], H = sizes[m][1];
            region_terrain(lab, W, H, walls[k]);
            struct pf_wgrid w;
            CHECK_INT(pf_wgrid_build(&w, W, H, lab, c, NULL, NULL, NULL, 0), PF_OK);
            for (int rule = 0; rule < 2; rule++) {
                struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, rule ? PF_MOVES_ENTER : PF_MOVES_MEAN);
                CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("weighted/jpsw"), NULL), PF_OK);
                for (int event = 0; event < 6; event++) {
                    struct pf_rect r[4];
                    const uint32_t n = 1 + rnd(4);
                    for (uint32_t i = 0; i < n; i++)
                        r[i] = random_patch(&w, c);
                    struct pf_change ch;
                    CHECK_INT(pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, &ch), PF_OK);
                    CHECK_INT((int)ch.repaired, 1);
                    CHECK_INT((int)ch.rebuilt, 0);
                    snprintf(where, sizeof where, "%dx%d terrain, %d%% walls, rule %s, event %d", W, H, walls[k],
                             rule ? "enter" : "mean", event);
                    check_lines(ctx, where);
                    check_answers(ctx, &w, 6, where);
                    events++;
                }
                pf_ctx_destroy(ctx);
            }
            pf_wgrid_free(&w);
        }
    CHECK(events == 8 * 2 * 2 * 6);
}

/* The whole fills: a dear label in (the runs' cut shortens) and out again, a patch over the
 * whole map; and the rebuild path. */
static void test_fills(const struct pf_costs *c)
{
    enum { W = 48, H = 40 };
    static char lab[W * H], all[W * H];
    region_terrain(lab, W, H, 15);
    struct pf_wgrid w;
    CHECK_INT(pf_wgrid_build(&w, W, H, lab, c, NULL, NULL, NULL, 0), PF_OK);
    for (int rule = 0; rule < 2; rule++) {
        struct pf_search_ctx *ctx = pf_ctx_create_weighted(&w, rule ? PF_MOVES_ENTER : PF_MOVES_MEAN);
        CHECK_INT(pf_ctx_prepare(ctx, pf_variant_find("weighted/jpsw"), NULL), PF_OK);
        struct pf_change ch;
        const struct pf_rect one = { 20, 20, 1, 1 };
        CHECK_INT(pf_wgrid_apply_patch(&w, c, &one, "h"), PF_OK);
        CHECK_INT((int)w.max_cost, 10000000);
        CHECK_INT(pf_ctx_map_change(ctx, &one, 1, PF_FOLLOW_REPAIR, &ch), PF_OK);
        CHECK_INT((int)ch.repaired, 1);
        check_lines(ctx, "a dear cell in");
        check_answers(ctx, &w, 10, "a dear cell in");
        CHECK_INT(pf_wgrid_apply_patch(&w, c, &one, "."), PF_OK);
        CHECK_INT(pf_ctx_map_change(ctx, &one, 1, PF_FOLLOW_REPAIR, &ch), PF_OK);
        check_lines(ctx, "the dear cell out");
        const struct pf_rect whole = { 0, 0, W, H };
        for (int i = 0; i < W * H; i++)
            all[i] = any_label(20);
        CHECK_INT(pf_wgrid_apply_patch(&w, c, &whole, all), PF_OK);
        CHECK_INT(pf_ctx_map_change(ctx, &whole, 1, PF_FOLLOW_REPAIR, &ch), PF_OK);
        CHECK_INT((int)ch.repaired, 1);
        check_lines(ctx, "a patch over the map");
        check_answers(ctx, &w, 10, "a patch over the map");
        CHECK_INT(pf_wgrid_apply_patch(&w, c, &(struct pf_rect){ 3, 4, 2, 2 }, "@@.."), PF_OK);
        CHECK_INT(pf_ctx_map_change(ctx, &(struct pf_rect){ 3, 4, 2, 2 }, 1, PF_FOLLOW_REBUILD, &ch), PF_OK);
        CHECK_INT((int)ch.rebuilt, 1);
        CHECK_INT((int)ch.repaired, 0);
        check_lines(ctx, "rebuilt");
        check_answers(ctx, &w, 10, "rebuilt");
        pf_ctx_destroy(ctx);
    }
    pf_wgrid_free(&w);
}

int main(void)
{
    struct pf_costs c;
    wcosts_make(&c, ".gsd@h", (const double[]){ 1.5, 2.0, 7.3, 9.9, 0, 1000000 });
    CHECK(pf_variant_follow(pf_variant_find("weighted/jpsw")) == PF_FOLLOW_REPAIR);
    test_random_terrain(&c);
    test_fills(&c);
    return pf_check_report("test_jpsw_repair");
}
