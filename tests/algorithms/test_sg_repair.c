/* test_sg_repair.c: sg and tsg follow changes of their map by repair (sg_repair.c): on random
 * maps of several sizes and wall densities, after each event of random patches (1x1 to 10x10
 * walls, floor or mixed, on the map's edges too, several per event) the repaired data equals a
 * rebuild's byte for byte (pf_ctx_check_prep; the simple graph's arrays compared one by one
 * for a readable failure) and queries answer Dijkstra's cost on a new context; a graph without
 * edges repaired and still repairable; long chains of small changes on open maps, where tsg's
 * repair applies most of its greedy's decisions from the log it keeps (tsg_replay.c), each
 * checked against a rebuild; then the GPPC dynamic start kit's dao_arena2 replayed (when
 * ../shared holds the kit), every event checked. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "search_ctx.h"
#include "algorithms/map_change_check.h"
#include "sg.h"
#include "algorithms/dynamic_kit.h"

static uint64_t rng = 0x5EB2A1Dull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* A random patch, 1x1 to 10x10 (clipped to the map), one time in two against an edge of the map. */
static struct pf_rect random_patch(struct pf_grid *g, char *cells)
{
    struct pf_rect r;
    r.width = 1 + (int32_t)rnd(g->width < 10 ? (uint32_t)g->width : 10);
    r.height = 1 + (int32_t)rnd(g->height < 10 ? (uint32_t)g->height : 10);
    r.x = (int32_t)rnd((uint32_t)(g->width - r.width + 1));
    r.y = (int32_t)rnd((uint32_t)(g->height - r.height + 1));
    switch (rnd(8)) {
    case 0: r.x = 0; break;
    case 1: r.x = g->width - r.width; break;
    case 2: r.y = 0; break;
    case 3: r.y = g->height - r.height; break;
    default: break;
    }
    paste_random(g, r, cells, rnd);
    return r;
}

/* The simple graph's arrays against a build's, first difference printed. */
static void compare_sg(const struct pf_grid *g, const struct pf_sg *a)
{
    void *d;
    size_t nb;
    CHECK_INT(pf_sg_preprocess(g, PF_MOVES_8, &d, &nb), PF_OK);
    const struct pf_sg *b = d;
    int bad = 0;
    for (uint32_t n = 0; n < g->num_nodes && !bad; n++) {
        if (a->id[n] != b->id[n])
            fprintf(stderr, "node %u: id %u, a build's %u\n", n, a->id[n], b->id[n]), bad = 1;
        for (int k = 0; k < 8 && !bad; k++)
            if (a->clr[n * 8 + k] != b->clr[n * 8 + k])
                fprintf(stderr, "node %u dir %d: clr %d, a build's %d\n", n, k, a->clr[n * 8 + k], b->clr[n * 8 + k]),
                    bad = 1;
    }
    if (!bad && a->num_sg != b->num_sg)
        fprintf(stderr, "%u subgoals, a build %u\n", a->num_sg, b->num_sg), bad = 1;
    for (uint32_t s = 0; s < a->num_sg && !bad; s++) {
        bad = a->cell[s] != b->cell[s] || a->xy[s] != b->xy[s] || a->first[s + 1] != b->first[s + 1];
        for (uint32_t e = a->first[s]; e < a->first[s + 1] && !bad; e++)
            bad = a->edge[e].to != b->edge[e].to || a->edge[e].w != b->edge[e].w || a->fwd[e] != b->fwd[e];
        if (bad) {
            fprintf(stderr, "subgoal %u (node %u): list", s, a->cell[s]);
            for (uint32_t e = a->first[s]; e < a->first[s + 1]; e++)
                fprintf(stderr, " %u/%u%s", a->edge[e].to, a->edge[e].w, a->fwd[e] ? "f" : "");
            fprintf(stderr, "\n  a build's (node %u):", b->cell[s]);
            for (uint32_t e = b->first[s]; e < b->first[s + 1]; e++)
                fprintf(stderr, " %u/%u%s", b->edge[e].to, b->edge[e].w, b->fwd[e] ? "f" : "");
            fprintf(stderr, "\n");
        }
    }
    CHECK_INT(bad, 0);
    pf_sg_release(d);
}

/* After a change: both graphs repaired, equal to a rebuild, answering right. */
static void check_event(struct pf_search_ctx *ctx, const struct pf_variant *const *v, const struct pf_grid *g,
                        const struct pf_rect *r, uint32_t n, int queries)
{
    struct pf_change ch;
    CHECK_INT(pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, &ch), PF_OK);
    CHECK_INT(ch.repaired, 2);
    CHECK_INT(ch.rebuilt, 0);
    compare_sg(g, ctx_prep(ctx, &pf_alg_sg));
    compare_sg(g, ((const struct pf_sg *)ctx_prep(ctx, &pf_alg_tsg))->base);
    for (int i = 0; i < 2; i++) {
        char why[200] = "";
        int eq = pf_ctx_check_prep(ctx, v[i], why, sizeof why);
        if (eq != 1)
            fprintf(stderr, "%s\n", why);
        CHECK_INT(eq, 1);
        check_answers_after_change(ctx, v[i], g, queries, rnd);
    }
}

static void test_random_maps(void)
{
    static const int sizes[][2] = { { 12, 9 }, { 40, 30 }, { 90, 70 }, { 150, 150 } };
    static const int walls[] = { 0, 10, 25, 40 };
    const struct pf_variant *v[2] = { pf_variant_find("sg"), pf_variant_find("tsg") };
    char cells[100];
    /* light (pf_test_light: valgrind or sanitizers): the three smaller sizes only */
    const size_t nsizes = pf_test_light() ? 3 : sizeof sizes / sizeof *sizes;
    for (size_t m = 0; m < nsizes; m++)
        for (size_t w = 0; w < sizeof walls / sizeof *walls; w++) {
            struct pf_grid g;
            random_change_map(&g, sizes[m][0], sizes[m][1], walls[w], rnd);
            struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
            CHECK_INT(pf_ctx_prepare(ctx, v[0], NULL), PF_OK);
            CHECK_INT(pf_ctx_prepare(ctx, v[1], NULL), PF_OK);
            const int events = sizes[m][0] > 100 ? 8 : 20;
            for (int e = 0; e < events; e++) {
                struct pf_rect r[5];
                uint32_t n = 1 + rnd(5);
                for (uint32_t k = 0; k < n; k++)
                    r[k] = random_patch(&g, cells);
                check_event(ctx, v, &g, r, n, 10);
            }
            pf_ctx_destroy(ctx);
            pf_grid_free(&g);
        }
}

/* A graph without edges repaired (a change that changes nothing on an open map, then the wall
 * taken away again), each time still repairable by the next change: the repaired graph keeps an
 * edge array and its fwd bits even when it has no edge, as a build does. */
static void test_no_edges(void)
{
    const struct pf_variant *v[2] = { pf_variant_find("sg"), pf_variant_find("tsg") };
    static const char *fills[] = { "....", "@@@@", "....", "@@@@" };
    struct pf_grid g;
    random_change_map(&g, 10, 8, 0, rnd);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK_INT(pf_ctx_prepare(ctx, v[0], NULL), PF_OK);
    CHECK_INT(pf_ctx_prepare(ctx, v[1], NULL), PF_OK);
    for (int e = 0; e < 4; e++) {
        char cells[5];
        memcpy(cells, fills[e], 5);
        const struct pf_rect r = { .x = 4, .y = 3, .width = 2, .height = 2 };
        const struct pf_patch p = { r.x, r.y, r.width, r.height, cells };
        CHECK_INT(pf_grid_apply_patch(&g, &p, NULL), PF_OK);
        check_event(ctx, v, &g, &r, 1, 5);
        CHECK_INT(((const struct pf_sg *)ctx_prep(ctx, &pf_alg_sg))->first[e & 1 ? 4 : 0], e & 1 ? 8 : 0);
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Open maps with a few blocks (like an arena) and 40 events in a row of one or two small
 * patches: tsg's log goes from repair to repair, each output checked against a rebuild. */
static void test_replay_chain(void)
{
    const struct pf_variant *v = pf_variant_find("tsg");
    char cells[100];
    const int maps = pf_test_light() ? 2 : 4;   /* (under valgrind or sanitizers: two) */
    for (int m = 0; m < maps; m++) {
        struct pf_grid g;
        const int w = 40 + 10 * m, h = 50 - 5 * m;
        random_change_map(&g, w, h, 0, rnd);
        for (int k = 0; k < 6 + 2 * m; k++) {
            struct pf_rect r = { (int32_t)rnd((uint32_t)w - 6), (int32_t)rnd((uint32_t)h - 6), 2 + (int32_t)rnd(5),
                                 2 + (int32_t)rnd(5) };
            for (int i = 0; i < r.width * r.height; i++)
                cells[i] = '@';
            struct pf_patch p = { r.x, r.y, r.width, r.height, cells };
            CHECK_INT(pf_grid_apply_patch(&g, &p, NULL), PF_OK);
        }
        struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
        CHECK_INT(pf_ctx_prepare(ctx, v, NULL), PF_OK);
        for (int e = 0; e < 40; e++) {
            struct pf_rect r[2];
            const uint32_t n = 1 + rnd(2);
            for (uint32_t k = 0; k < n; k++) {
                r[k] = (struct pf_rect){ (int32_t)rnd((uint32_t)w - 3), (int32_t)rnd((uint32_t)h - 3), 1 + (int32_t)rnd(3),
                                         1 + (int32_t)rnd(3) };
                paste_random(&g, r[k], cells, rnd);
            }
            struct pf_change ch;
            CHECK_INT(pf_ctx_map_change(ctx, r, n, PF_FOLLOW_REPAIR, &ch), PF_OK);
            CHECK_INT(ch.repaired, 1);
            char why[200] = "";
            const int eq = pf_ctx_check_prep(ctx, v, why, sizeof why);
            if (eq != 1)
                fprintf(stderr, "map %d event %d: %s\n", m, e, why);
            CHECK_INT(eq, 1);
            if (e % 8 == 7)
                check_answers_after_change(ctx, v, &g, 10, rnd);
        }
        pf_ctx_destroy(ctx);
        pf_grid_free(&g);
    }
}

/* dao_arena2 of the start kit: every change event repaired and checked. */
static void test_dao_arena2(void)
{
    char tar[4096];
    if (!kit_tarball(tar, sizeof tar)) {
        printf("test_sg_repair: dao_arena2 skipped: no start kit at %s\n", tar);
        return;
    }
    struct pf_dynscen k;
    struct pf_error err = { "" };
    if (pf_test_enter_tmp("test_sg_repair") != 0 || kit_read(tar, "dao_arena2", ".", &k, &err) != PF_OK) {
        CHECK_STR(err.msg, "");
        return;
    }
    const uint32_t pastes = k.num_cmds - k.num_queries;
    CHECK_INT(k.num_events, 93);
    CHECK_INT(pastes, 439);
    struct pf_grid g;
    CHECK_INT(pf_dynscen_start_grid(&k, &g), PF_OK);
    const struct pf_variant *v[2] = { pf_variant_find("sg"), pf_variant_find("tsg") };
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK_INT(pf_ctx_prepare(ctx, v[0], NULL), PF_OK);
    CHECK_INT(pf_ctx_prepare(ctx, v[1], NULL), PF_OK);
    struct pf_rect *r = malloc(pastes * sizeof *r);
    uint32_t events = 0;
    for (uint32_t i = 0; i < k.num_cmds && r;) {
        if (k.cmds[i].kind != PF_DYN_PATCH) {
            i++;
            continue;
        }
        const int n = kit_event(&k, &i, &g, r, pastes);
        CHECK(n > 0);
        if (n <= 0)
            break;
        check_event(ctx, v, &g, r, (uint32_t)n, 4);
        events++;
    }
    CHECK_INT(events, 93);
    free(r);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    pf_dynscen_free(&k);
}

int main(void)
{
    test_random_maps();
    test_no_edges();
    test_replay_chain();
    test_dao_arena2();
    return pf_check_report("test_sg_repair");
}
