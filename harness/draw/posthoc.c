/* posthoc.c: a traced query's steps as a Posthoc search trace (JSON through jansson, one event
 * written at a time so that a long trace never sits in memory as JSON). */
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "posthoc.h"

/* The last label of each (node, side) the search labelled, as the index of its step in the log:
 * an open-addressing table of step indices + 1 (0: empty), a quarter to half full, so the
 * writer holds 8 to 16 bytes per labelling step rather than a label per node of the map. */
struct labels {
    uint32_t *slot;
    uint64_t mask;
    unsigned shift;
};

struct writer {
    FILE *f;
    const struct pf_posthoc_space *sp;
    const struct pf_trace_step *s;   /* the query's step log */
    int sides;                   /* 1, or 2 for a bidirectional search (events name their side) */
    struct labels lab;
    int first;                   /* no event written yet */
    int endpoint;                /* writing the start, the goal or the path: at place when set */
    void (*place)(const void *arg, pf_node n, double *x, double *y, double *z);
};

static uint64_t label_hash(const struct labels *L, pf_node id, unsigned side)
{
    return ((uint64_t)id * 2 + side) * 0x9E3779B97F4A7C15ull >> L->shift;
}

/* The slot of (id, side): the one holding its label, or the empty one where it goes. */
static uint32_t *label_slot(const struct writer *W, pf_node id, unsigned side)
{
    const struct labels *L = &W->lab;
    for (uint64_t h = label_hash(L, id, side);; h = (h + 1) & L->mask) {
        uint32_t *e = &L->slot[h];
        if (!*e || (W->s[*e - 1].id == id && W->s[*e - 1].side == side))
            return e;
    }
}

/* A table for the labelling steps among s[0..n): 0, or -1 when out of memory. */
static int labels_make(struct labels *L, const struct pf_trace_step *s, size_t n)
{
    uint64_t labels = 0, size = 16;
    unsigned bits = 4;
    for (size_t i = 0; i < n; i++)
        labels += s[i].what != PF_STEP_EXPAND;
    while (size < 2 * labels) {
        size *= 2;
        bits++;
    }
    L->slot = calloc(size, sizeof *L->slot);
    L->mask = size - 1;
    L->shift = 64 - bits;
    return L->slot ? 0 : -1;
}

/* One event: type, id, pId (when has_parent; null for none), the position, g, f, h and, in a
 * bidirectional search, the side. */
static json_t *event(const struct writer *W, const char *type, pf_node id, int has_parent, pf_node parent, pf_cost g,
                     pf_cost f, unsigned side)
{
    double x = 0, y = 0, z = 0;
    const int at_place = W->endpoint && W->place;
    (at_place ? W->place : W->sp->where)(W->sp->arg, id, &x, &y, W->sp->has_z ? &z : NULL);
    json_t *o = json_pack("{s:s, s:I, s:f, s:f}", "type", type, "id", (json_int_t)id, "x", x, "y", y);
    if (!o)
        return NULL;
    if (W->sp->has_z)
        json_object_set_new(o, "z", json_real(z));
    if (has_parent)
        json_object_set_new(o, "pId", parent == PF_NONE ? json_null() : json_integer((json_int_t)parent));
    if (has_parent && W->sp->parent_xy && parent != PF_NONE) {
        double px = 0, py = 0, pz = 0;
        W->sp->where(W->sp->arg, parent, &px, &py, W->sp->has_z ? &pz : NULL);
        json_object_set_new(o, "pX", json_real(px));
        json_object_set_new(o, "pY", json_real(py));
    }
    json_object_set_new(o, "g", json_real((double)g / W->sp->unit));
    json_object_set_new(o, "f", json_real((double)f / W->sp->unit));
    json_object_set_new(o, "h", json_real((double)(f >= g ? f - g : 0) / W->sp->unit));
    if (W->sides == 2)
        json_object_set_new(o, "side", json_string(side ? "backward" : "forward"));
    if (W->sp->info && !at_place)
        W->sp->info(W->sp->arg, id, o);
    return o;
}

/* Write event o (taking it); a cost wants all 17 digits, a step's g and f fewer. */
static int put_digits(struct writer *W, json_t *o, int digits)
{
    if (!o)
        return -1;
    if (!W->first)
        fputs(",\n", W->f);
    W->first = 0;
    int rc = json_dumpf(o, W->f, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(digits));
    json_decref(o);
    return rc;
}

static int put(struct writer *W, json_t *o) { return put_digits(W, o, 10); }

/* The expansion of n on a side: expanding, with its last label (a root has none: g and f 0). */
static int labelled(struct writer *W, const char *type, pf_node n, unsigned side)
{
    const uint32_t k = *label_slot(W, n, side);
    const struct pf_trace_step *l = k ? &W->s[k - 1] : NULL;
    return put(W, event(W, type, n, 1, l ? l->parent : PF_NONE, l ? l->g : 0, l ? l->f : 0, side));
}

/* The header: everything but the events, as one object written without its closing brace. */
static int header(struct writer *W, const struct pf_variant *v, const char *map_name, const struct pf_result *r,
                  uint64_t steps, uint64_t lost, uint32_t length, uint32_t points)
{
    const char *outcome = r->status == PF_OK       ? "path"
                          : r->status == PF_NO_PATH ? "no path"
                          : r->status == PF_BUDGET  ? "stopped: expansion budget"
                                                    : pf_status_name(r->status);
    json_t *about = json_pack("{s:s, s:s, s:s, s:f, s:I, s:I, s:I, s:b, s:I, s:I, s:b}", "map", map_name,
                              "variant", v->name, "outcome", outcome, "cost", r->status == PF_OK ? r->cost : -1.0,
                              "expanded", (json_int_t)r->c.expanded, "steps", (json_int_t)steps, "steps_lost",
                              (json_int_t)lost, "truncated", lost > 0, "path_points", (json_int_t)points,
                              "path_lost", (json_int_t)(length - points), "bidirectional", W->sides == 2);
    json_t *top = json_pack("{s:s, s:O, s:O, s:o}", "version", "1.4.0", "views", W->sp->views, "pivot",
                            W->sp->pivot, "pfbench", about);
    if (!top)
        return -1;
    char *text = json_dumps(top, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(top);
    if (!text)
        return -1;
    char *end = strrchr(text, '}');       /* the events follow the header's last member */
    *end = '\0';
    while (end > text && (end[-1] == '\n' || end[-1] == ' '))
        *--end = '\0';
    fprintf(W->f, "%s,\n \"events\": [\n", text);
    free(text);
    return 0;
}

static int events(struct writer *W, const struct pf_search_ctx *ctx, pf_node start, pf_node goal,
                  const struct pf_result *r, uint32_t points)
{
    size_t n;
    const struct pf_trace_step *s = pf_ctx_trace_steps(ctx, &n, NULL);
    W->endpoint = 1;
    int rc = put(W, event(W, "source", start, 0, PF_NONE, 0, 0, 0));
    rc |= put(W, event(W, "destination", goal, 0, PF_NONE, 0, 0, 0));
    W->endpoint = 0;
    pf_node open = PF_NONE;              /* the node being expanded: closed at the next expansion */
    unsigned open_side = 0;
    for (size_t i = 0; rc == 0 && i < n; i++) {
        if (s[i].id >= W->sp->num_nodes)
            continue;
        if (s[i].what == PF_STEP_EXPAND) {
            if (open != PF_NONE)
                rc |= labelled(W, "closing", open, open_side);
            open = s[i].id;
            open_side = s[i].side;
            rc |= labelled(W, "expanding", open, open_side);
            continue;
        }
        *label_slot(W, s[i].id, s[i].side) = (uint32_t)i + 1;
        rc |= put(W, event(W, s[i].what == PF_STEP_UPDATE ? "updating" : "generating", s[i].id, 1, s[i].parent,
                           s[i].g, s[i].f, s[i].side));
    }
    if (open != PF_NONE)
        rc |= labelled(W, "closing", open, open_side);
    /* the end: the path found (its nodes' positions), its cost and the outcome */
    W->endpoint = 1;
    json_t *end = event(W, "end", goal, 0, PF_NONE, r->status == PF_OK ? r->g : 0, r->status == PF_OK ? r->g : 0, 0);
    json_t *path = json_array();
    for (uint32_t i = 0; i < points; i++) {
        double x = 0, y = 0, z = 0;
        (W->place ? W->place : W->sp->where)(W->sp->arg, r->path[i], &x, &y, W->sp->has_z ? &z : NULL);
        json_t *p = json_pack("{s:I, s:f, s:f}", "id", (json_int_t)r->path[i], "x", x, "y", y);
        if (W->sp->has_z)
            json_object_set_new(p, "z", json_real(z));
        json_array_append_new(path, p);
    }
    if (end) {
        json_object_set_new(end, "cost", json_real(r->status == PF_OK ? r->cost : -1.0));
        json_object_set_new(end, "path", path);
    } else {
        json_decref(path);
    }
    rc |= put_digits(W, end, 17);
    fputs("\n ]\n}\n", W->f);
    return rc ? -1 : 0;
}

int pf_posthoc_write(const char *path, const struct pf_posthoc_space *sp, const struct pf_search_ctx *ctx,
                     const struct pf_variant *v, const char *map_name, pf_node start, pf_node goal,
                     const struct pf_result *r)
{
    return pf_posthoc_write_placed(path, sp, NULL, ctx, v, map_name, start, goal, r);
}

int pf_posthoc_write_placed(const char *path, const struct pf_posthoc_space *sp,
                            void (*place)(const void *arg, pf_node n, double *x, double *y, double *z),
                            const struct pf_search_ctx *ctx, const struct pf_variant *v, const char *map_name,
                            pf_node start, pf_node goal, const struct pf_result *r)
{
    size_t n;
    uint64_t lost;
    const struct pf_trace_step *s = pf_ctx_trace_steps(ctx, &n, &lost);
    uint64_t marked = 0;                  /* a search that marks its expansions but logs no steps */
    for (uint64_t i = 0; n == 0 && i < sp->num_nodes; i++)
        marked += pf_ctx_trace_order(ctx, (pf_node)i) >= 0;
    if (marked) {
        fprintf(stderr, "pfbench trace: %s logs no steps for a Posthoc trace yet\n", v->name);
        json_decref(sp->views);
        json_decref(sp->pivot);
        return -1;
    }
    struct writer W = { NULL, sp, s, 1, { NULL, 0, 0 }, 1, 0, place };
    for (size_t i = 0; i < n; i++)
        if (s[i].side)
            W.sides = 2;
    int rc = -1;
    struct pf_out o;
    struct pf_error err = { 0 };
    if (labels_make(&W.lab, s, n) != 0) {
        fprintf(stderr, "pfbench: out of memory writing the Posthoc trace %s\n", path);
        goto done;
    }
    if (pf_out_open(&o, path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        goto done;
    }
    W.f = o.f;
    /* the path's points: all of them, but in a trace cut by --trace-steps at most as many as the
     * steps kept (a depth-first search's path of a million cells would otherwise outweigh the
     * rest of a run's results) */
    const uint32_t length = r->status == PF_OK ? r->path_len : 0;
    const uint32_t points = lost && length > n ? (uint32_t)n : length;
    if (header(&W, v, map_name, r, n, lost, length, points) != 0 || events(&W, ctx, start, goal, r, points) != 0) {
        fprintf(stderr, "pfbench: out of memory writing the Posthoc trace %s\n", path);
        pf_out_abort(&o);
        goto done;
    }
    if (pf_out_commit(&o, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        goto done;
    }
    if (lost)
        fprintf(stderr, "pfbench: %s: the Posthoc trace is truncated: its first %zu steps are written, %llu more "
                "were not kept (--trace-steps)\n", path, n, (unsigned long long)lost);
    if (points < length)
        fprintf(stderr, "pfbench: %s: the end holds the first %u of the path's %u points (--trace-steps)\n", path,
                points, length);
    rc = 0;
done:
    free(W.lab.slot);
    json_decref(sp->views);
    json_decref(sp->pivot);
    return rc;
}
