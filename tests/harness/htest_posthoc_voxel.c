/* htest_posthoc_voxel.c: the Posthoc traces of every voxel variant read back (jansson): version
 * and fields with z, every generation's parent expanded before it, the expansions the voxels an
 * untraced search closes (what pfbench's voxel trace marks) and as many as it counts, the end's
 * path and cost those of the untraced search (solve's); and the step cap: a trace cut at 12 steps
 * says truncated, keeps 12 steps, counts the others as lost and still ends with the whole path. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>
#include "check.h"
#include "draw_voxel.h"
#include "pf_voxel.h"
#include "trace.h"

#define SIDE 20

static double num(const json_t *o, const char *key)
{
    const json_t *v = json_object_get(o, key);
    return json_is_number(v) ? json_number_value(v) : NAN;
}

/* The voxels an untraced search touched: 1 reached, 2 closed (expanded). */
struct touched {
    const struct pf_voxels *v;
    unsigned char *mark;
};

static void on_touched(void *arg, int32_t x, int32_t y, int32_t z, int closed)
{
    struct touched *T = arg;
    T->mark[pf_voxel_node(T->v, x, y, z)] = closed ? 2 : 1;
}

/* The trace file of v's search read back and checked against the untraced search (ur, marks);
 * cut: it must say it is truncated (else that it is not), its path then cut to as many points
 * as steps; the "pfbench" object's steps and steps_lost into steps[0] and steps[1]. */
static void check_trace(const struct pf_voxels *vox, const struct pf_variant *v, const struct pf_result *ur,
                        const unsigned char *mark, int any_closed, const char *file, int cut, uint64_t *steps)
{
    json_error_t jerr;
    json_t *t = json_load_file(file, 0, &jerr);
    CHECK(t != NULL);
    if (!t) {
        fprintf(stderr, "%s: %s: line %d: %s\n", v->name, file, jerr.line, jerr.text);
        return;
    }
    CHECK_STR(json_string_value(json_object_get(t, "version")), "1.4.0");
    const json_t *about = json_object_get(t, "pfbench"), *ev = json_object_get(t, "events");
    steps[0] = (uint64_t)num(about, "steps");
    steps[1] = (uint64_t)num(about, "steps_lost");
    CHECK_INT(json_is_true(json_object_get(about, "truncated")), cut);
    CHECK_INT(steps[1] > 0, cut);
    size_t n = json_array_size(ev);
    unsigned char *expanded = calloc(vox->num_nodes, 1);
    uint64_t k = 0, logged = 0, bad_fields = 0, bad_parent = 0, bad_pos = 0, differ = 0;
    for (size_t i = 0; expanded && i < n; i++) {
        const json_t *e = json_array_get(ev, i);
        const char *type = json_string_value(json_object_get(e, "type"));
        double id = num(e, "id");
        if (!type || isnan(id) || id < 0 || id >= vox->num_nodes || isnan(num(e, "g")) || isnan(num(e, "f")) ||
            isnan(num(e, "h"))) {
            bad_fields++;
            continue;
        }
        int32_t x, y, z;
        pf_voxel_xyz(vox, (pf_node)id, &x, &y, &z);
        bad_pos += num(e, "x") != x || num(e, "y") != y || num(e, "z") != z;
        if (!strcmp(type, "expanding")) {
            expanded[(size_t)id] = 1;
            k++;
            logged++;
        } else if (!strcmp(type, "generating") || !strcmp(type, "updating")) {
            const json_t *p = json_object_get(e, "pId");
            logged++;
            if (!p || (!json_is_null(p) && (json_integer_value(p) < 0 ||
                                            (uint64_t)json_integer_value(p) >= vox->num_nodes ||
                                            !expanded[json_integer_value(p)])))
                bad_parent++;
        }
    }
    CHECK_INT(bad_fields, 0);
    CHECK_INT(bad_parent, 0);
    CHECK_INT(bad_pos, 0);
    CHECK_INT(logged, steps[0]);
    if (!cut) {
        CHECK_INT(k, ur->c.expanded);
        /* the expansions: the voxels the search closed (BFS closes none: those it reached) */
        for (uint64_t i = 0; expanded && i < vox->num_nodes; i++)
            differ += any_closed ? (mark[i] == 2) != expanded[i] : expanded[i] && !mark[i];
        CHECK_INT(differ, 0);
    }
    free(expanded);
    const json_t *end = json_array_get(ev, n ? n - 1 : 0), *path = json_object_get(end, "path");
    CHECK_STR(json_string_value(json_object_get(end, "type")), "end");
    CHECK_INT(ur->status, PF_OK);
    /* a cut trace keeps at most as many path points as steps; the rest counted in path_lost */
    const uint64_t points = cut && ur->path_len > steps[0] ? steps[0] : ur->path_len;
    CHECK_INT(json_array_size(path), points);
    CHECK_INT((uint64_t)num(about, "path_points"), points);
    CHECK_INT((uint64_t)num(about, "path_lost"), ur->path_len - points);
    uint64_t off_path = 0;
    for (size_t i = 0; i < json_array_size(path) && i < ur->path_len; i++)
        off_path += (pf_node)num(json_array_get(path, i), "id") != ur->path[i];
    CHECK_INT(off_path, 0);
    CHECK(fabs(num(end, "cost") - ur->cost) < 1e-9);
    json_decref(t);
}

int main(void)
{
    if (pf_test_enter_tmp("pf_htest_posthoc_voxel") != 0)
        return 1;
    struct pf_voxels vox;
    CHECK(pf_voxels_init(&vox, SIDE, SIDE, SIDE) == PF_OK);
    uint64_t r = 7;                       /* a fifth of the voxels blocked, start and goal free */
    for (int32_t z = 0; z < SIDE; z++)
        for (int32_t y = 0; y < SIDE; y++)
            for (int32_t x = 0; x < SIDE; x++) {
                r = r * 6364136223846793005ull + 1442695040888963407ull;
                if ((r >> 33) % 5 == 0 && !(x == 1 && y == 1 && z == 1) && !(x == 18 && y == 17 && z == 18))
                    pf_voxels_block(&vox, x, y, z);
            }
    const pf_node s = pf_voxel_node(&vox, 1, 1, 1), g = pf_voxel_node(&vox, 18, 17, 18);
    unsigned char *mark = calloc(vox.num_nodes, 1);
    size_t traced = 0;
    for (size_t i = 0; mark && i < pf_variant_count(); i++) {
        const struct pf_variant *v = pf_variant_at(i);
        if (pf_variant_domain(v) != &pf_domain_voxel)
            continue;
        int before = pf_check_failures;
        pf_trace_set_steps(PF_TRACE_STEPS_DEFAULT);
        CHECK(pf_voxel_posthoc_write(&vox, s, g, v, "v.3dmap", "v.trace.json") == 0);
        /* the untraced search (solve's), and what it touched */
        struct pf_search_ctx *ctx = pf_ctx_create_voxel(&vox);
        struct pf_result ur;
        CHECK(pf_ctx_prepare(ctx, v, NULL) == PF_OK);
        pf_ctx_set_budget(ctx, pf_trace_budget(v));
        pf_search(ctx, v, s, g, &ur);
        memset(mark, 0, vox.num_nodes);
        struct touched T = { &vox, mark };
        CHECK(pf_ctx_visit_touched(ctx, on_touched, &T) == PF_OK);
        int any_closed = memchr(mark, 2, vox.num_nodes) != NULL;
        uint64_t steps[2] = { 0, 0 }, cut[2] = { 0, 0 };
        check_trace(&vox, v, &ur, mark, any_closed, "v.trace.json", 0, steps);
        CHECK(steps[0] > 12);
        /* the cap: 12 steps kept, the trace marked truncated, the rest counted as lost */
        pf_trace_set_steps(12);
        CHECK(pf_voxel_posthoc_write(&vox, s, g, v, "v.3dmap", "cut.trace.json") == 0);
        check_trace(&vox, v, &ur, mark, any_closed, "cut.trace.json", 1, cut);
        CHECK_INT(cut[0], 12);
        CHECK_INT(cut[1], steps[0] - 12);
        pf_ctx_destroy(ctx);
        traced++;
        if (pf_check_failures != before)
            fprintf(stderr, "htest_posthoc_voxel: %s failed\n", v->name);
    }
    CHECK(traced >= 14);                  /* every voxel variant of pfbench list */
    free(mark);
    pf_voxels_free(&vox);
    return pf_check_report("htest_posthoc_voxel");
}
