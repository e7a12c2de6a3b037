/* htest_posthoc.c: the Posthoc traces read back (jansson) for every 2D variant: version and
 * fields, every generation's parent expanded before it, the expansions those of pfbench's own
 * trace of the query, and the end event's path the path an untraced search (solve) returns. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_search.h"
#include "posthoc.h"
#include "trace.h"

/* The number member key of o, or NAN when it is missing or no number. */
static double num(const json_t *o, const char *key)
{
    const json_t *v = json_object_get(o, key);
    return json_is_number(v) ? json_number_value(v) : NAN;
}

/* One variant's trace of start -> goal on g, checked against a traced and an untraced search. */
static void check_variant(const struct pf_grid *g, const struct pf_variant *v, pf_node start, pf_node goal)
{
    const char *file = "t.trace.json";
    CHECK(pf_posthoc_grid(g, PF_MOVES_8, v, "t.map", start, goal, file) == 0);
    /* pfbench's own trace of the query, and the search solve runs (no tracing) */
    struct pf_search_ctx *tc = pf_ctx_create(g, PF_MOVES_8), *uc = pf_ctx_create(g, PF_MOVES_8);
    struct pf_result tr, ur;
    CHECK(pf_trace_run(tc, v, "t.map", start, goal, &tr) == 0);
    pf_ctx_set_budget(uc, pf_trace_budget(v));
    pf_search(uc, v, start, goal, &ur);
    CHECK_INT(tr.c.expanded, ur.c.expanded);

    json_error_t jerr;
    json_t *t = json_load_file(file, 0, &jerr);
    if (!t) {
        fprintf(stderr, "%s: %s: line %d: %s\n", v->name, file, jerr.line, jerr.text);
        CHECK(t != NULL);
        goto done;
    }
    CHECK_STR(json_string_value(json_object_get(t, "version")), "1.4.0");
    CHECK(json_is_array(json_object_get(json_object_get(t, "views"), "main")));
    CHECK(json_is_object(json_object_get(t, "pivot")));
    const json_t *ev = json_object_get(t, "events");
    size_t n = json_array_size(ev);
    CHECK(n >= 3);
    if (n < 3)
        goto done;
    CHECK_STR(json_string_value(json_object_get(json_array_get(ev, 0), "type")), "source");
    CHECK_STR(json_string_value(json_object_get(json_array_get(ev, 1), "type")), "destination");
    CHECK_INT((uint64_t)num(json_array_get(ev, 0), "id"), (uint64_t)start);
    CHECK_INT((uint64_t)num(json_array_get(ev, 1), "id"), (uint64_t)goal);
    /* expanded[n]: the number of the last expansion of node n + 1, 0 when never expanded */
    uint64_t *expanded = calloc(g->num_nodes, sizeof *expanded);
    uint64_t k = 0, bad_parent = 0, bad_fields = 0, bad_pos = 0;
    const json_t *end = NULL;
    for (size_t i = 0; expanded && i < n; i++) {
        const json_t *e = json_array_get(ev, i);
        const char *type = json_string_value(json_object_get(e, "type"));
        double id = num(e, "id"), x = num(e, "x"), y = num(e, "y");
        if (!type || isnan(id) || isnan(x) || isnan(y) || isnan(num(e, "g")) || isnan(num(e, "f")) ||
            isnan(num(e, "h")) || id < 0 || id >= g->num_nodes) {
            bad_fields++;
            continue;
        }
        int32_t cx, cy;
        pf_grid_xy(g, (pf_node)id, &cx, &cy);
        bad_pos += cx != x || cy != y;
        if (!strcmp(type, "expanding")) {
            expanded[(size_t)id] = ++k;
        } else if (!strcmp(type, "generating") || !strcmp(type, "updating")) {
            const json_t *p = json_object_get(e, "pId");
            if (!p)
                bad_fields++;
            else if (!json_is_null(p) && (!json_is_integer(p) || json_integer_value(p) < 0 ||
                                           (uint64_t)json_integer_value(p) >= g->num_nodes ||
                                           !expanded[json_integer_value(p)]))
                bad_parent++;       /* a parent not expanded before its child was generated */
        } else if (!strcmp(type, "end")) {
            end = e;
            CHECK_INT(i, n - 1);
        } else if (strcmp(type, "closing") && strcmp(type, "source") && strcmp(type, "destination")) {
            bad_fields++;
        }
    }
    CHECK_INT(bad_fields, 0);
    CHECK_INT(bad_parent, 0);
    CHECK_INT(bad_pos, 0);
    /* the expansions, those of the cell trace: the same nodes, in the same order (a search that
     * expands a node again, IDA*, keeps its last number in both) */
    uint64_t differ = 0, counted = 0;
    for (uint32_t c = 0; expanded && c < g->num_nodes; c++) {
        int64_t o = pf_ctx_trace_order(tc, c);
        counted += o >= 0;
        if (o >= 0 ? expanded[c] == 0 : expanded[c] != 0)
            differ++;
    }
    CHECK_INT(differ, 0);
    /* the order: the k-th expansion of the trace is the node the cell trace numbers k - 1, for
     * a search that expands each node once */
    if (counted == k) {
        uint64_t out_of_order = 0;
        for (uint32_t c = 0; c < g->num_nodes; c++)
            if (expanded[c] && (int64_t)expanded[c] - 1 != pf_ctx_trace_order(tc, c))
                out_of_order++;
        CHECK_INT(out_of_order, 0);
    }
    free(expanded);
    CHECK(end != NULL);
    if (end) {
        const json_t *path = json_object_get(end, "path");
        CHECK_INT(json_array_size(path), ur.status == PF_OK ? (size_t)ur.path_len : 0);
        for (size_t i = 0; ur.status == PF_OK && i < json_array_size(path) && i < ur.path_len; i++)
            CHECK_INT((uint64_t)num(json_array_get(path, i), "id"), (uint64_t)ur.path[i]);
        if (ur.status == PF_OK)
            CHECK(fabs(num(end, "cost") - ur.cost) < 1e-9);
        CHECK_STR(json_string_value(json_object_get(json_object_get(t, "pfbench"), "outcome")),
                  ur.status == PF_OK ? "path" : ur.status == PF_BUDGET ? "stopped: expansion budget" : "no path");
    }
done:
    if (pf_check_failures)
        fprintf(stderr, "  (variant %s)\n", v->name);
    json_decref(t);
    pf_ctx_destroy(tc);
    pf_ctx_destroy(uc);
}

int main(void)
{
    if (pf_test_enter_tmp("pf_htest_posthoc") != 0)
        return 1;
    struct pf_gen_recipe rec;
    struct pf_error err;
    struct pf_grid g;
    CHECK(pf_gen_parse("random:40x40:p=0.25:seed=11", &rec, &err) == PF_OK);
    CHECK(pf_gen_map(&rec, &g, &err) == PF_OK);
    /* two free cells far apart and joined: the start near the top left, the goal the first
     * free cell from the bottom right that a breadth-first search reaches */
    pf_node start = PF_NONE, goal = PF_NONE;
    for (int32_t d = 0; start == PF_NONE && d < 40; d++)
        if (pf_grid_passable(&g, d, d))
            start = pf_grid_node(&g, d, d);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    struct pf_result r;
    for (int32_t d = 39; goal == PF_NONE && d >= 20; d--)
        if (pf_grid_passable(&g, d, d) &&
            pf_search(ctx, pf_variant_at(0), start, pf_grid_node(&g, d, d), &r) == PF_OK)
            goal = pf_grid_node(&g, d, d);
    /* and a goal a few steps away for the searches without a closed list (IDA*: a far goal
     * would run its whole expansion budget, a trace of millions of events) */
    pf_node near = PF_NONE;
    int32_t sx, sy;
    pf_grid_xy(&g, start, &sx, &sy);
    for (int32_t d = sx + 4; near == PF_NONE && d < 40; d++)
        if (pf_grid_passable(&g, d, d) && pf_search(ctx, pf_variant_at(0), start, pf_grid_node(&g, d, d), &r) == PF_OK)
            near = pf_grid_node(&g, d, d);
    pf_ctx_destroy(ctx);
    CHECK(goal != PF_NONE && near != PF_NONE);
    size_t traced = 0;
    for (size_t i = 0; goal != PF_NONE && near != PF_NONE && i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (pf_variant_domain(v) != &pf_domain_grid || pf_variant_runs_on(v, PF_MOVES_8, NULL, 0) != 1)
            continue;
        int before = pf_check_failures;
        check_variant(&g, v, start, (v->alg->needs & PF_NEEDS_BUDGET) ? near : goal);
        traced++;
        if (pf_check_failures != before)
            fprintf(stderr, "htest_posthoc: %s failed\n", v->name);
    }
    CHECK(traced >= 31);            /* every 2D variant of pfbench list */
    pf_grid_free(&g);
    return pf_check_report("htest_posthoc");
}
