/* test_jps_plus_repair.c: JPS+'s local repair gives exactly the table a rebuild gives (every
 * byte, pf_ctx_check_prep) and Dijkstra's answers, after every change event of random patches
 * (1x1 to 12x12, walls, floor, water, mixed, several an event, many at the map's edges) on
 * random maps of land, water and walls (1x1 to 200x200, 0 to 45% walls), and along the GPPC
 * dynamic start kit's dao_arena2 (every query against the file's distance too) when the start
 * kit is beside the tree (that part says "skipped" otherwise). */
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"
#include "gppc_dynamic_data.h"
#include "dijkstra_check.h"

static uint64_t rng = 0x7E57AB1Eull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

static char terrain(int wall_pct, int water_pct)
{
    int r = (int)rnd(100);
    return r < wall_pct ? '@' : r < wall_pct + water_pct ? 'W' : '.';
}

/* A random patch, pasted into g: 1x1 to 12x12 (cut to the map), all walls, all floor, all
 * water or mixed; at one of the map's edges or corners one time in three. Its rectangle. */
static struct pf_rect random_patch(struct pf_grid *g, char *cells)
{
    struct pf_rect r;
    r.width = 1 + (int32_t)rnd(12);
    r.height = 1 + (int32_t)rnd(12);
    r.width = r.width > g->width ? g->width : r.width;
    r.height = r.height > g->height ? g->height : r.height;
    r.x = (int32_t)rnd((uint32_t)(g->width - r.width + 1));
    r.y = (int32_t)rnd((uint32_t)(g->height - r.height + 1));
    if (rnd(3) == 0) {
        uint32_t edge = rnd(4);
        if (edge & 1)
            r.x = edge & 2 ? g->width - r.width : 0;
        else
            r.y = edge & 2 ? g->height - r.height : 0;
    }
    const int fill = (int)rnd(5), wall_pct = (int)rnd(80);
    for (int i = 0; i < r.width * r.height; i++)
        cells[i] = fill == 0 ? '@' : fill == 1 ? '.' : fill == 2 ? 'W' : fill == 3 ? terrain(wall_pct, 0)
                                                                                  : terrain(wall_pct, 15);
    struct pf_patch p = { r.x, r.y, r.width, r.height, cells };
    CHECK_INT(pf_grid_apply_patch(g, &p, NULL), PF_OK);
    return r;
}

/* jps+ on ctx (kept across the changes) against Dijkstra between random free cells, with a
 * valid path (dijkstra_check.h). */
static void check_answers(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_grid *g, int queries,
                          const char *where)
{
    for (int q = 0; q < queries; q++) {
        int32_t sx = (int32_t)rnd((uint32_t)g->width), sy = (int32_t)rnd((uint32_t)g->height);
        int32_t tx = (int32_t)rnd((uint32_t)g->width), ty = (int32_t)rnd((uint32_t)g->height);
        if (pf_grid_passable(g, sx, sy) && pf_grid_passable(g, tx, ty) &&
            !same_as_dijkstra_8(ctx, v, g, pf_grid_node(g, sx, sy), pf_grid_node(g, tx, ty), where))
            break;
    }
}

/* The table kept on ctx equals a rebuild's, byte for byte. */
static void check_table(struct pf_search_ctx *ctx, const struct pf_variant *v, const char *where)
{
    char why[256] = "";
    int eq = pf_ctx_check_prep(ctx, v, why, sizeof why);
    if (eq != 1)
        fprintf(stderr, "%s: %s\n", where, why);
    CHECK_INT(eq, 1);
}

static void test_random_maps(void)
{
    const struct pf_variant *v = pf_variant_find("jps+");
    static const int sizes[][2] = { { 1, 1 }, { 1, 9 }, { 7, 1 }, { 5, 5 }, { 17, 11 }, { 40, 40 },
                                    { 64, 33 }, { 120, 90 }, { 200, 200 }, { 200, 37 } };
    static const int walls[] = { 0, 5, 15, 30, 45 };
    char cells[144], where[128];
    for (size_t m = 0; m < sizeof sizes / sizeof sizes[0]; m++)
        for (size_t w = 0; w < sizeof walls / sizeof walls[0]; w++) {
            struct pf_grid g;
            pf_grid_init(&g, sizes[m][0], sizes[m][1]);
            const int water = w % 2 ? 10 : 0;
            for (int32_t y = 0; y < g.height; y++)
                for (int32_t x = 0; x < g.width; x++)
                    pf_grid_set(&g, x, y, terrain(walls[w], water));
            struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
            CHECK_INT(pf_ctx_prepare(ctx, v, NULL), PF_OK);
            for (int event = 0; event < 10; event++) {
                struct pf_rect r[6];
                uint32_t n = 1 + rnd(6);
                for (uint32_t k = 0; k < n; k++)
                    r[k] = random_patch(&g, cells);
                struct pf_change ch;
                CHECK_INT(pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, &ch), PF_OK);
                CHECK_INT(ch.repaired, 1);
                CHECK_INT(ch.rebuilt, 0);
                snprintf(where, sizeof where, "%dx%d map, %d%% walls, event %d", g.width, g.height, walls[w], event);
                check_table(ctx, v, where);
                check_answers(ctx, v, &g, 6, where);
            }
            pf_ctx_destroy(ctx);
            pf_grid_free(&g);
        }
}

/* dao_arena2 from an all-free start, its 93 change events repaired, each query of the file
 * against its distance, every eighth against Dijkstra too. */
static void test_dao_arena2(void)
{
    char tarball[4096];
    struct gd_scen s;
    if (!gd_tarball(tarball, sizeof tarball) || gd_load(tarball, "dao_arena2", &s) != 0) {
        printf("test_jps_plus_repair: dao_arena2 skipped (no GPPC dynamic start kit at %s)\n", tarball);
        return;
    }
    const struct pf_variant *v = pf_variant_find("jps+");
    struct pf_grid g;
    pf_grid_init(&g, s.width, s.height);
    for (int32_t y = 0; y < s.height; y++)
        for (int32_t x = 0; x < s.width; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK_INT(pf_ctx_prepare(ctx, v, NULL), PF_OK);
    struct pf_rect r[64];
    uint32_t events = 0, queries = 0, wrong = 0;
    char where[64];
    for (uint32_t i = 0; i < s.num_cmds;) {
        const struct gd_cmd *c = &s.cmds[i];
        if (c->kind == 'P') {
            uint32_t n = gd_event(&s, &i, &g, r, 64);
            CHECK_INT(pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, NULL), PF_OK);
            snprintf(where, sizeof where, "dao_arena2, event %u", events++);
            check_table(ctx, v, where);
            continue;
        }
        struct pf_result got;
        pf_node a = pf_grid_node(&g, c->x, c->y), b = pf_grid_node(&g, c->gx, c->gy);
        int st = pf_search(ctx, v, a, b, &got);
        int ok = c->dist < 0 ? st == PF_NO_PATH : st == PF_OK && got.cost > c->dist - 1e-6 && got.cost < c->dist + 1e-6;
        if (ok && queries % 8 == 0)
            ok = same_as_dijkstra_8(ctx, v, &g, a, b, "dao_arena2");
        if (!ok && wrong++ < 5)
            fprintf(stderr, "dao_arena2 line %u: (%d,%d)->(%d,%d) status %d cost %.6f, file %.6f\n", i, c->x, c->y,
                    c->gx, c->gy, st, got.cost, c->dist);
        queries++;
        i++;
    }
    CHECK_INT(events, 93);
    CHECK_INT(queries, 2000);
    CHECK_INT(wrong, 0);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    gd_free(&s);
}

int main(void)
{
    test_random_maps();
    test_dao_arena2();
    return pf_check_report("test_jps_plus_repair");
}
