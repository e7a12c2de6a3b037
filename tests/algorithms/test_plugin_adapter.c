/* test_plugin_adapter.c: a plugin's variants as registry variants (no dlopen: the plugin is
 * defined here): the descriptor pfbench derives, preprocessing before setup, the env (map id
 * and name, heuristic, budget, trace hook), segment paths expanded, costs and counters, the
 * answer's timings, the refusals (ABI, names, heuristic, descriptor), and maps that change: a
 * variant with a map_change call gets the changed rectangles on the context's changed grid and
 * follows by "repair", one without is re-initialised (preprocess and setup again: "rebuild"). */
#include <string.h>
#include "check.h"
#include "pf_plugin_adapter.h"

/* what the plugin saw, for the checks */
static int order;                 /* 1 preprocess, 2 setup: the sequence number of each */
static int prep_at, setup_at, released, torn_down;
static const struct pf_plugin_env *seen_env;
static void *seen_prep;
static int answer_mode;           /* 0 corners, 1 cells, 2 a segment no straight run, 3 status 42 */

static int t_preprocess(const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    CHECK(env->prep == NULL);
    prep_at = ++order;
    static int data = 7;
    *prep = &data;
    *bytes = 1234;
    return PF_OK;
}
static void t_release(void *prep) { released += prep != NULL; }

static int t_setup(const struct pf_plugin_env *env, void **state, size_t *bytes)
{
    setup_at = ++order;
    seen_prep = env->prep;
    *state = (void *)env;
    *bytes = 10;
    return PF_OK;
}
static void t_teardown(void *state) { torn_down += state != NULL; }

static int t_search(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                    struct pf_plugin_answer *out)
{
    (void)state;
    seen_env = env;
    const struct pf_grid *g = env->grid;
    out->c.expanded = 5;
    out->c.generated = 9;
    out->calls = 3;
    out->first20_ns = 111;
    out->longest_call_ns = 222;
    if (env->trace)
        env->trace(env->trace_cookie, goal, 0);
    if (answer_mode == 3)
        return 42;
    if (answer_mode == 1) {                    /* every cell: start, then goal (adjacent) */
        out->path[0] = start;
        out->path[1] = goal;
        out->path_len = 2;
        return PF_OK;
    }
    out->segments = 1;
    out->path[0] = start;
    out->path[1] = answer_mode == 2 ? pf_grid_node(g, 2, 1) : pf_grid_node(g, 3, 3);
    out->path[2] = goal;
    out->path_len = start == goal ? 0 : 3;
    return PF_OK;
}

/* the map changes the plugin saw */
static int changes, change_rects;
static struct pf_rect change_first;
static char change_cell;
static int t_map_change(void *state, const struct pf_plugin_env *env, const struct pf_rect *changed, uint32_t n)
{
    (void)state;
    changes++;
    change_rects = (int)n;
    change_first = changed[0];
    change_cell = pf_grid_char(env->grid, changed[0].x, changed[0].y);
    return PF_OK;
}

static const struct pf_plugin_variant vars[] = {
    { .name = "t/seg", .about = "test", .algo = "testalg", .heuristic = "octile",
      .optimal_on = PF_MOVES_BIT(PF_MOVES_8), .runs_on = PF_MOVES_BIT(PF_MOVES_8) | PF_MOVES_BIT(PF_MOVES_4),
      .limits = "test limits", .preprocess = t_preprocess, .release = t_release, .setup = t_setup,
      .teardown = t_teardown, .search = t_search },
    { .name = "t/dyn", .about = "test", .algo = "testalg", .runs_on = PF_MOVES_BIT(PF_MOVES_8), .setup = t_setup,
      .teardown = t_teardown, .search = t_search, .map_change = t_map_change },
};
static const struct pf_plugin plug = { PF_PLUGIN_ABI, "t", 2, vars, "test build" };

int main(void)
{
    char why[400];
    /* --- the descriptor */
    CHECK_INT(pf_plugin_register(&plug, "t.so", why, sizeof why), PF_OK);
    const struct pf_variant *v = pf_variant_find("t/seg");
    CHECK(v != NULL);
    if (!v)
        return 1;
    CHECK(pf_plugin_variant_of(v) == &vars[0]);
    CHECK(pf_plugin_of(v) == &plug);
    CHECK(pf_plugin_variant_of(pf_variant_find("dijkstra/heap")) == NULL);
    CHECK_STR(pf_variant_algo(v), "testalg");
    CHECK_STR(pf_variant_heuristic(v), "octile");
    CHECK_STR(pf_variant_open(v), "-");
    CHECK_INT(v->alg->needs, PF_NEEDS_HEURISTIC | PF_NEEDS_PREPROCESS | PF_NEEDS_MAP_SETUP);
    CHECK_INT(pf_variant_follow(v), PF_FOLLOW_REBUILD);   /* no map_change call: re-initialised */
    CHECK_INT(pf_variant_should_be_optimal(v, PF_MOVES_8), 1);
    CHECK_INT(pf_variant_should_be_optimal(v, PF_MOVES_4), 0);
    CHECK_INT(pf_variant_runs_on(v, PF_MOVES_8CUT, why, sizeof why), 0);
    CHECK_STR(why, "t/seg cannot run under movement model 8-cut: test limits");

    /* --- refusals */
    CHECK_INT(pf_plugin_register(&plug, "t.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "t.so: variant t/seg of plugin t: that name is taken by a variant of plugin t");
    struct pf_plugin other = plug;
    other.abi = 7;
    CHECK_INT(pf_plugin_register(&other, "o.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "o.so: built for ABI 7, this pfbench speaks ABI 3");
    struct pf_plugin_variant bad = vars[0];
    bad.name = "bfs";
    other = (struct pf_plugin){ PF_PLUGIN_ABI, "o", 1, &bad, NULL };
    CHECK_INT(pf_plugin_register(&other, "o.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "o.so: variant bfs of plugin o: that name is taken by a built-in variant");
    bad.name = "o/h";
    bad.heuristic = "diagonal";
    CHECK_INT(pf_plugin_register(&other, "o.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "o.so: variant o/h of plugin o: expected a built-in heuristic (zero, manhattan, euclidean, "
                   "chebyshev, octile), found 'diagonal'");
    bad.heuristic = NULL;
    bad.release = NULL;
    CHECK_INT(pf_plugin_register(&other, "o.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "o.so: variant 'o/h' of plugin o is refused: its algorithm needs preprocessing and has no "
                   "preprocess or release function");
    CHECK(pf_variant_find("o/h") == NULL);
    CHECK_INT(pf_plugin_register(NULL, "n.so", why, sizeof why), PF_ERR_ARG);
    CHECK_STR(why, "n.so: its pf_plugin_entry returned NULL");

    /* --- a context: preprocessing first, then setup with its data; the env */
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, 6, 5), PF_OK);
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 6; x++)
            pf_grid_set(&g, x, y, '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    pf_ctx_set_map_name(ctx, "six.map");
    pf_ctx_set_budget(ctx, 77);
    struct pf_prep p;
    CHECK_INT(pf_ctx_prepare(ctx, v, &p), PF_OK);
    CHECK_INT(p.ran, 1);
    CHECK_INT(p.bytes, 1234);
    CHECK_INT(prep_at, 1);
    CHECK_INT(setup_at, 2);
    CHECK(seen_prep != NULL && *(int *)seen_prep == 7);

    /* corners (1,1) -> (3,3) -> (5,3): 2 diagonals and 2 straight steps, 5 cells */
    answer_mode = 0;
    struct pf_result r;
    pf_node s = pf_grid_node(&g, 1, 1), t = pf_grid_node(&g, 5, 3);
    CHECK_INT(pf_search(ctx, v, s, t, &r), PF_OK);
    CHECK_INT(r.path_len, 5);
    CHECK_INT(r.path[2], pf_grid_node(&g, 3, 3));
    CHECK_INT(r.path[3], pf_grid_node(&g, 4, 3));
    CHECK_INT(r.g, 2 * PF_DIAG + 2 * PF_CARD);
    CHECK_NEAR(r.cost, 2 + 2 * 1.4142135623730951, 1e-12);
    double cost;
    CHECK(pf_path_validate(&g, PF_MOVES_8, r.path, r.path_len, s, t, &cost, why, sizeof why));
    CHECK_INT(r.c.expanded, 5);
    CHECK_INT(r.c.generated, 9);
    CHECK_STR(pf_ctx_note(ctx), "");
    const struct pf_plugin_answer *a = pf_plugin_last_answer(ctx, v);
    CHECK(a && a->calls == 3 && a->first20_ns == 111 && a->longest_call_ns == 222 && a->segments == 1);
    CHECK(seen_env && seen_env->budget == 77 && seen_env->h == &pf_h_octile && seen_env->moves == PF_MOVES_8);
    CHECK_STR(seen_env->map_name, "six.map");
    char id[17];
    pf_grid_content_id(&g, id);
    CHECK_STR(seen_env->map_id, id);
    CHECK_INT(strlen(id), 16);
    CHECK(seen_env->trace == NULL);

    /* start = goal: GPPC's empty segment path is the one-cell path */
    CHECK_INT(pf_search(ctx, v, s, s, &r), PF_OK);
    CHECK_INT(r.path_len, 1);
    CHECK_INT(r.path[0], s);
    CHECK_NEAR(r.cost, 0, 0);

    /* (1,1) -> (2,1) -> (5,3), no straight run at the end: answered as given, refused by the validator, the note says why */
    answer_mode = 2;
    CHECK_INT(pf_search(ctx, v, s, t, &r), PF_OK);
    CHECK(!pf_path_validate(&g, PF_MOVES_8, r.path, r.path_len, s, t, &cost, why, sizeof why));
    CHECK_STR(pf_ctx_note(ctx), "t/seg: invalid segment path: segment 2 from (2,1) to (5,3) is neither "
                                "cardinal nor diagonal");
    /* an unknown status is an error with a note */
    answer_mode = 3;
    CHECK_INT(pf_search(ctx, v, s, t, &r), PF_ERR_ARG);
    CHECK_STR(pf_ctx_note(ctx), "t/seg returned status 42, which is no pf status");

    /* cells, traced: the hook marks what the plugin expands */
    answer_mode = 1;
    CHECK_INT(pf_ctx_set_trace(ctx, 1), PF_OK);
    pf_node u = pf_grid_node(&g, 2, 2);
    CHECK_INT(pf_search(ctx, v, s, u, &r), PF_OK);
    CHECK_INT(r.path_len, 2);
    CHECK_INT(r.g, PF_DIAG);
    CHECK_STR(pf_ctx_note(ctx), "");
    CHECK_INT(pf_ctx_trace_order(ctx, u), 0);
    CHECK(seen_env->trace != NULL);

    pf_ctx_destroy(ctx);
    CHECK_INT(released, 1);
    CHECK_INT(torn_down, 1);

    /* --- maps that change */
    const struct pf_variant *dyn = pf_variant_find("t/dyn");
    CHECK_INT(pf_variant_follow(dyn), PF_FOLLOW_REPAIR);
    CHECK_INT(pf_variant_follow(v), PF_FOLLOW_REBUILD);
    ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK_INT(pf_ctx_prepare(ctx, v, NULL), PF_OK);
    CHECK_INT(pf_ctx_prepare(ctx, dyn, NULL), PF_OK);
    int prep_before = prep_at, setups_before = order;
    struct pf_patch patch = { 1, 2, 2, 1, "@@" };
    CHECK_INT(pf_grid_apply_patch(&g, &patch, NULL), PF_OK);
    struct pf_rect rect = { 1, 2, 2, 1 };
    struct pf_change ch;
    CHECK_INT(pf_ctx_map_change(ctx, &rect, 1, PF_FOLLOW_REPAIR, &ch), PF_OK);
    CHECK_INT(ch.repaired, 1);
    CHECK_INT(ch.rebuilt, 1);
    CHECK_INT(changes, 1);
    CHECK_INT(change_rects, 1);
    CHECK_INT(change_first.x * 1000 + change_first.y * 100 + change_first.width * 10 + change_first.height, 1221);
    CHECK_INT(change_cell, '@');                    /* the plugin sees the changed grid */
    CHECK(prep_at > prep_before);                   /* t/seg preprocessed again, then set up */
    CHECK_INT(order, setups_before + 2);
    CHECK_INT(released, 2);
    CHECK_INT(torn_down, 2);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return pf_check_report("test_plugin_adapter");
}
