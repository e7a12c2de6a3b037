/* test_domain_api.c: the domain descriptors (pf_domain.h): the table, each domain's reference
 * variant, model ids and names, heuristic kinds, and the variant list they make together. */
#include <string.h>
#include "check.h"
#include "pf_graph.h"
#include "pf_hex.h"
#include "pf_voxel.h"
#include "pf_weighted.h"
#include "search_ctx.h"

/* every registered domain: found by name and index, its reference variant of its own, its
 * models declared once, named and parsed back */
static void check_table(void)
{
    /* the first domains in their order; a domain added later comes after them */
    static const char *const order[] = { "grid", "voxel", "graph", "weighted", "anyangle", "hex" };
    CHECK(pf_domain_count() >= 6);
    for (size_t i = 0; i < 6; i++)
        CHECK_STR(pf_domain_at(i)->name, order[i]);
    CHECK(pf_domain_at(pf_domain_count()) == NULL);
    CHECK(pf_domain_find("hex") == &pf_domain_hex);
    CHECK(pf_domain_find("square") == NULL);
    CHECK(pf_domain_find(NULL) == NULL);
    CHECK_INT(pf_domain_index(NULL), -1);
    CHECK(pf_domains_conflict() == NULL);

    unsigned seen = 0;
    for (size_t i = 0; i < pf_domain_count(); i++) {
        const struct pf_domain *d = pf_domain_at(i);
        CHECK(pf_domain_find(d->name) == d);
        CHECK_INT(pf_domain_index(d), (int)i);
        CHECK(d->words && *d->words && d->unit && *d->unit && d->ops);
        CHECK(d->ops->node_free && d->ops->validate && d->ops->bytes);
        const struct pf_variant *ref = pf_variant_reference_in(d);
        CHECK(ref != NULL);
        if (ref) {
            CHECK_STR(ref->name, d->reference);
            CHECK(pf_variant_domain(ref) == d);
        }
        CHECK(d->num_models >= 1);
        for (size_t k = 0; k < d->num_models; k++) {
            enum pf_moves m = d->models[k].id, back;
            CHECK((unsigned)m < PF_MAX_MODELS);
            CHECK(!(seen & PF_MOVES_BIT(m)));           /* no id declared twice */
            seen |= PF_MOVES_BIT(m);
            CHECK(pf_moves_domain(m) == d);
            CHECK_STR(pf_moves_name(m), d->models[k].name);
            CHECK_INT(pf_moves_parse(d->models[k].name, &back), PF_OK);
            CHECK_INT(back, m);
        }
        CHECK(d->num_variants >= 1);
    }
    /* today's numbering, which runs.csv and the caches keep */
    CHECK_STR(pf_moves_name(PF_MOVES_4), "4");
    CHECK_STR(pf_moves_name(PF_MOVES_8CUT), "8-cut");
    CHECK_STR(pf_moves_name(PF_MOVES_26), "26");
    CHECK_STR(pf_moves_name(PF_MOVES_AA), "aa");
    CHECK_INT(pf_domain_grid.models[0].id, PF_MOVES_8);       /* defaults come first */
    CHECK_INT(pf_domain_weighted.models[0].id, PF_MOVES_MEAN);
    CHECK_STR(pf_moves_name((enum pf_moves)(PF_MAX_MODELS - 1)), "?");
    CHECK(pf_moves_domain((enum pf_moves)(PF_MAX_MODELS - 1)) == NULL);
    enum pf_moves m;
    CHECK_INT(pf_moves_parse("6", &m), PF_OK);                 /* the hex domain's one model */
    CHECK_INT(m, PF_MOVES_HEX);
    CHECK_INT(pf_moves_parse("7", &m), PF_ERR_ARG);
}

/* the variant list is the domains' tables in order; every heuristic is of its domain's kind */
static void check_variants(void)
{
    size_t i = 0;
    for (size_t di = 0; di < pf_domain_count(); di++) {
        const struct pf_domain *d = pf_domain_at(di);
        for (size_t k = 0; k < d->num_variants; k++, i++) {
            const struct pf_variant *v = pf_variant_at(i);
            CHECK(v == &d->variants[k]);
            CHECK(pf_variant_domain(v) == d);
            if (v->heuristic) {
                CHECK(d->heuristic_kind != NULL);
                CHECK(v->heuristic->kind && d->heuristic_kind && strcmp(v->heuristic->kind, d->heuristic_kind) == 0);
                CHECK(v->heuristic->name != NULL);
            }
            CHECK_INT(pf_variant_check(v, NULL, 0), PF_OK);
        }
    }
    CHECK_INT(i, pf_variant_count());                 /* nothing registered at run time yet */
    CHECK(pf_variant_at(i) == NULL);
    /* a heuristic of another kind is refused, whatever its name */
    struct pf_variant mixed = { .name = "mixed", .alg = &pf_alg_graph_best_first, .heuristic = &pf_h_octile.info,
                                .open = &pf_open_heap };
    char why[200];
    CHECK_INT(pf_variant_check(&mixed, why, sizeof why), PF_ERR_ARG);
    /* the typed heuristic comes back from the head */
    CHECK(pf_h2d(&pf_h_octile.info) == &pf_h_octile);
    CHECK(pf_h3d(&pf_vh_octile3d.info) == &pf_vh_octile3d);
    CHECK(pf_hgraph(&pf_gh_euclidean.info) == &pf_gh_euclidean);
    CHECK_STR(pf_variant_heuristic(pf_variant_find("astar/octile/heap")), "octile");
    /* an algorithm that leaves its domain unset searches 2D grids */
    CHECK(pf_alg_best_first.domain == NULL);
    CHECK(pf_variant_domain(pf_variant_find("astar/octile/heap")) == &pf_domain_grid);
}

/* a context says its domain, and the accessors of other domains say NULL */
static void check_contexts(void)
{
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 4, 3), PF_OK);
    for (int32_t y = 0; y < 3; y++)
        for (int32_t x = 0; x < 4; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK(ctx && pf_ctx_domain(ctx) == &pf_domain_grid);
    if (ctx) {
        CHECK(pf_ctx_voxels(ctx) == NULL && pf_ctx_graph(ctx) == NULL && pf_ctx_wgrid(ctx) == NULL);
        pf_ctx_destroy(ctx);
    }
    ctx = pf_ctx_create_anyangle(&g);
    CHECK(ctx && pf_ctx_domain(ctx) == &pf_domain_anyangle);
    if (ctx) {
        CHECK(pf_ctx_wgrid(ctx) == NULL);
        pf_ctx_destroy(ctx);
    }
    pf_grid_free(&g);
}

int main(void)
{
    check_table();
    check_variants();
    check_contexts();
    return pf_check_report("test_domain_api");
}
