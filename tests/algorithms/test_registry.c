/* test_registry.c: the variant descriptors: every built-in line is consistent, the columns and
 * the must-be-optimal answers follow from the descriptors, registration refuses inconsistent
 * variants and grows without a cap, and the built-in estimates keep their exact values. */
#include <math.h>
#include <stdio.h>
#include "check.h"
#include "pf_search.h"

static int never(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node g,
                 struct pf_result *r)
{
    (void)c, (void)v, (void)s, (void)g, (void)r;
    return PF_ERR_ARG;
}

/* a made-up algorithm optimal on the diagonal models only, needing a heuristic */
static const struct pf_alg diag_alg = {
    .name = "diag", .optimal_on = PF_MOVES_DIAG, .needs = PF_NEEDS_HEURISTIC, .search = never,
};
static const struct pf_alg pre_alg = {
    .name = "pre", .optimal_on = PF_MOVES_2D, .needs = PF_NEEDS_PREPROCESS, .search = never,
};

static const char *optimal_on(const struct pf_variant *v)
{
    static char s[8];
    for (int m = 0; m < PF_NUM_MOVES; m++)
        s[m] = pf_variant_should_be_optimal(v, (enum pf_moves)m) ? 'y' : 'n';
    s[PF_NUM_MOVES] = '\0';
    return s;
}

int main(void)
{
    char why[200];
    /* every built-in line is consistent with its algorithm's descriptor */
    for (size_t i = 0; i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        int rc = pf_variant_check(v, why, sizeof why);
        if (rc != PF_OK)
            fprintf(stderr, "%s: %s\n", v->name, why);
        CHECK_INT(rc, PF_OK);
    }

    /* columns and must-be-optimal sets (models 4, 8, 8-cut, 8-any) from the descriptors */
    static const struct { const char *name, *algo, *h, *open, *on; } want[] = {
        { "bfs", "bfs", "-", "-", "ynnn" },
        { "dijkstra/list", "dijkstra", "zero", "list", "yyyy" },
        { "astar/octile/bucket", "astar", "octile", "bucket", "yyyy" },
        { "astar/manhattan/heap", "astar", "manhattan", "heap", "ynnn" },
        { "wastar2/octile/heap", "wastar", "octile", "heap", "nnnn" },
        { "generic/fifo", "generic", "-", "-", "nnnn" },
        { "generic/greedy", "generic", "octile", "-", "nnnn" },
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const struct pf_variant *v = pf_variant_find(want[i].name);
        CHECK(v != NULL);
        if (!v)
            continue;
        CHECK_STR(pf_variant_algo(v), want[i].algo);
        CHECK_STR(pf_variant_heuristic(v), want[i].h);
        CHECK_STR(pf_variant_open(v), want[i].open);
        CHECK_STR(optimal_on(v), want[i].on);
    }

    /* a new algorithm declared optimal is checked where it says, and only with an admissible h */
    struct pf_variant d = { .name = "diag/octile", .alg = &diag_alg, .heuristic = &pf_h_octile.info };
    CHECK_STR(pf_variant_algo(&d), "diag");
    CHECK_STR(optimal_on(&d), "nyyy");
    d.heuristic = &pf_h_manhattan.info;
    CHECK_STR(optimal_on(&d), "nnnn");
    d.heuristic = &pf_h_octile.info;
    d.weight = 1.5;
    CHECK_STR(optimal_on(&d), "nnnn");

    /* inconsistent variants are refused, with the reason */
    struct pf_variant no_h = { .name = "diag/none", .alg = &diag_alg };
    CHECK_INT(pf_variant_check(&no_h, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its algorithm needs a heuristic (.heuristic, of its domain's kind) and it has none");
    CHECK_INT(pf_variant_register(&no_h), PF_ERR_ARG);
    CHECK(pf_variant_find("diag/none") == NULL);
    struct pf_variant no_open = { .name = "astar/none", .alg = &pf_alg_best_first, .heuristic = &pf_h_octile.info };
    CHECK_INT(pf_variant_check(&no_open, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its algorithm needs an open list (.open) and it has none");
    /* an algorithm with its own open list does not pretend to take another */
    struct pf_variant jps_bucket = { .name = "jps/bucket", .alg = &pf_alg_jps, .heuristic = &pf_h_octile.info,
                                     .open = &pf_open_bucket };
    CHECK_INT(pf_variant_check(&jps_bucket, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its algorithm always uses its own open list (.frontier), not the one it names");
    struct pf_variant bidir_list = { .name = "bidir/list", .alg = &pf_alg_bidir, .heuristic = &pf_h_zero.info,
                                     .open = &pf_open_list };
    CHECK_INT(pf_variant_register(&bidir_list), PF_ERR_ARG);
    struct pf_variant bfs_heap = { .name = "bfs/heap", .alg = &pf_alg_bfs, .open = &pf_open_heap };
    CHECK_INT(pf_variant_check(&bfs_heap, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its algorithm takes no open list (.open)");
    /* its open column is the list it uses */
    CHECK_STR(pf_variant_open(pf_variant_find("jps")), "heap");
    CHECK_STR(pf_variant_open(pf_variant_find("bidir-dijkstra/heap")), "heap");
    CHECK_STR(pf_variant_open(pf_variant_find("bfs")), "-");
    struct pf_variant pre = { .name = "pre", .alg = &pre_alg };
    CHECK_INT(pf_variant_check(&pre, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its algorithm needs preprocessing and has no preprocess or release function");
    CHECK_INT(pf_variant_register(&pre), PF_ERR_ARG);
    struct pf_variant light = { .name = "astar/light", .alg = &pf_alg_best_first,
                                .heuristic = &pf_h_octile.info, .open = &pf_open_heap, .weight = 0.5 };
    CHECK_INT(pf_variant_check(&light, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "its weight is below 1 (0 means 1)");

    /* no cap on run-time registrations: 100 variants, each found by name */
    static struct pf_variant many[100];
    static char names[100][16];
    size_t before = pf_variant_count();
    for (int i = 0; i < 100; i++) {
        snprintf(names[i], sizeof names[i], "extra/%d", i);
        many[i] = (struct pf_variant){ .name = names[i], .alg = &pf_alg_bfs };
        CHECK_INT(pf_variant_register(&many[i]), PF_OK);
    }
    CHECK_INT(pf_variant_register(&many[7]), PF_ERR_ARG);        /* a name is registered once */
    struct pf_variant twin = { .name = "extra/7", .alg = &pf_alg_bfs };
    CHECK_INT(pf_variant_check(&twin, why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "another variant has that name");
    CHECK_INT(pf_variant_register(&twin), PF_ERR_ARG);
    CHECK_INT(pf_variant_count(), before + 100);
    CHECK(pf_variant_find("extra/99") == &many[99]);
    CHECK(pf_variant_at(before + 42) == &many[42]);

    /* the estimates keep their values: Euclidean is floor(PF_CARD * sqrt(dx^2 + dy^2)) */
    for (int32_t dx = 0; dx < 300; dx += 7)
        for (int32_t dy = 0; dy < 300; dy += 3) {
            pf_cost e = (pf_cost)floor((double)PF_CARD * sqrt((double)dx * dx + (double)dy * dy));
            if (pf_h_euclidean.estimate(dx, dy) != e)
                CHECK_INT(pf_h_euclidean.estimate(dx, dy), e);
        }
    CHECK_INT(pf_h_euclidean.estimate(3, 4), 5 * PF_CARD);
    CHECK_INT(pf_h_euclidean.estimate(1, 1), 3362);       /* floor(2378 sqrt 2), below PF_DIAG */
    CHECK_INT(pf_h_octile.estimate(2, 5), 2 * PF_DIAG + 3 * PF_CARD);
    CHECK_INT(pf_h_manhattan.estimate(2, 5), 7 * PF_CARD);
    CHECK_INT(pf_h_chebyshev.estimate(2, 5), 5 * PF_CARD);
    CHECK_INT(pf_h_zero.estimate(2, 5), 0);
    return pf_check_report("test_registry");
}
