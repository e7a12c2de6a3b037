/* test_map_change.c: a context follows changes of its map: pf_grid_apply_patch pastes exactly
 * the patch (and refuses one out of bounds or with a foreign character), the context's masks and
 * wall stamps equal a new context's after every change, and every optimal 2D variant under
 * model 8, prepared before the changes and kept, answers each query after a change with the
 * cost of Dijkstra on a new context of the changed map, both as it follows by its own policy
 * and when rebuilt; online variants report "online", the preprocessing ones "rebuild" or
 * "repair". */
#include <stdlib.h>
#include "check.h"
#include "search_ctx.h"
#include "algorithms/map_change_check.h"

static uint64_t rng = 0x51A7E5ull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

static void test_apply_patch(void)
{
    struct pf_grid g;
    random_change_map(&g, 6, 5, 0, rnd);
    const char cells[] = "@@@" "@.@";
    struct pf_patch p = { 2, 1, 3, 2, cells };
    uint64_t changed = 99;
    CHECK_INT(pf_grid_apply_patch(&g, &p, &changed), PF_OK);
    CHECK_INT(changed, 5);
    CHECK_INT(pf_grid_char(&g, 2, 1), '@');
    CHECK_INT(pf_grid_char(&g, 3, 2), '.');
    CHECK_INT(pf_grid_char(&g, 4, 2), '@');
    CHECK_INT(pf_grid_char(&g, 5, 2), '.');
    CHECK_INT(pf_grid_apply_patch(&g, &p, &changed), PF_OK);
    CHECK_INT(changed, 0);
    struct pf_patch out = { 4, 1, 3, 2, cells };          /* one column past the right edge */
    CHECK_INT(pf_grid_apply_patch(&g, &out, &changed), PF_ERR_ARG);
    const char bad[] = ".x.";
    struct pf_patch foreign = { 0, 0, 3, 1, bad };
    CHECK_INT(pf_grid_apply_patch(&g, &foreign, &changed), PF_ERR_ARG);
    CHECK_INT(pf_grid_char(&g, 0, 0), '.');               /* refused whole: nothing pasted */
    pf_grid_free(&g);
}

/* A random patch of walls and floor, 1x1 to 6x6, somewhere on the map; its rectangle. */
static struct pf_rect random_patch(struct pf_grid *g, char *cells)
{
    struct pf_rect r;
    r.width = 1 + (int32_t)rnd(6);
    r.height = 1 + (int32_t)rnd(6);
    r.x = (int32_t)rnd((uint32_t)(g->width - r.width + 1));
    r.y = (int32_t)rnd((uint32_t)(g->height - r.height + 1));
    paste_random(g, r, cells, rnd);
    return r;
}

static void check_arrays(const struct pf_search_ctx *ctx, const struct pf_grid *g)
{
    struct pf_search_ctx *fresh = pf_ctx_create(g, PF_MOVES_8);
    size_t bad = 0;
    for (uint32_t n = 0; n < g->num_nodes; n++)
        if (ctx->mask[n] != fresh->mask[n] || (ctx->stamp[n] == PF_ST_WALL) != (g->cls[n] == PF_CLS_BLOCKED)) {
            bad++;
            fprintf(stderr, "node %u mask %x want %x stamp %x cls %d\n", n, ctx->mask[n], fresh->mask[n], ctx->stamp[n], g->cls[n]);
        }
    CHECK_INT(bad, 0);
    pf_ctx_destroy(fresh);
}

static void test_variants_follow(enum pf_follow how)
{
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (pf_variant_domain(v) != &pf_domain_grid || !pf_variant_should_be_optimal(v, PF_MOVES_8) ||
            !pf_variant_runs_on(v, PF_MOVES_8, NULL, 0) || (v->alg->needs & PF_NEEDS_BUDGET))
            continue;
        struct pf_grid g;
        random_change_map(&g, 40, 30, 22, rnd);
        struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
        CHECK_INT(pf_ctx_prepare(ctx, v, NULL), PF_OK);
        check_answers_after_change(ctx, v, &g, 12, rnd);
        char cells[36];
        for (int event = 0; event < 8; event++) {
            struct pf_rect r[3];
            uint32_t n = 1 + rnd(3);
            for (uint32_t k = 0; k < n; k++)
                r[k] = random_patch(&g, cells);
            struct pf_change ch;
            CHECK_INT(pf_ctx_map_change(ctx, r, n, how, &ch), PF_OK);
            enum pf_follow f = pf_variant_follow(v);
            CHECK_INT(ch.rebuilt, f == PF_FOLLOW_REBUILD || (f == PF_FOLLOW_REPAIR && how == PF_FOLLOW_REBUILD));
            CHECK_INT(ch.repaired, f == PF_FOLLOW_REPAIR && how != PF_FOLLOW_REBUILD);
            check_arrays(ctx, &g);
            check_answers_after_change(ctx, v, &g, 12, rnd);
            if (f == PF_FOLLOW_REPAIR && v->alg->prep_save) {
                char why[200] = "";
                CHECK_INT(pf_ctx_check_prep(ctx, v, why, sizeof why), 1);
            }
        }
        pf_ctx_destroy(ctx);
        pf_grid_free(&g);
    }
}

static void test_policies(void)
{
    CHECK_STR(pf_follow_name(PF_FOLLOW_ONLINE), "online");
    CHECK_STR(pf_follow_name(PF_FOLLOW_REBUILD), "rebuild");
    CHECK_STR(pf_follow_name(PF_FOLLOW_REPAIR), "repair");
    CHECK_INT(pf_variant_follow(pf_variant_find("dijkstra/heap")), PF_FOLLOW_ONLINE);
    CHECK_INT(pf_variant_follow(pf_variant_find("jps")), PF_FOLLOW_ONLINE);
    CHECK(pf_variant_follow(pf_variant_find("jps+")) != PF_FOLLOW_ONLINE);
    CHECK(pf_variant_follow(pf_variant_find("ch")) != PF_FOLLOW_ONLINE);
    /* a domain whose maps cannot change refuses */
    struct pf_grid g;
    random_change_map(&g, 8, 8, 10, rnd);
    struct pf_search_ctx *aa = pf_ctx_create_anyangle(&g);
    struct pf_rect r = { 0, 0, 1, 1 };
    CHECK_INT(pf_ctx_map_change(aa, &r, 1, PF_FOLLOW_REPAIR, NULL), PF_ERR_ARG);
    pf_ctx_destroy(aa);
    pf_grid_free(&g);
}

int main(void)
{
    test_apply_patch();
    test_policies();
    test_variants_follow(PF_FOLLOW_REPAIR);
    test_variants_follow(PF_FOLLOW_REBUILD);
    return pf_check_report("test_map_change");
}
