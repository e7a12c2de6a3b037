/* weighted.c: the weighted-terrain domain: maps of terrain labels (X.map) with their costs file
 * (X.costs) and scenarios (X.map.scen), planned, loaded, searched under the run's cost rule
 * (mean or enter), traced and drawn with each cell shaded by its cost. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_weighted.h"
#include "pf_weighted_io.h"
#include "domain.h"
#include "plan.h"
#include "posthoc.h"
#include "trace.h"
#include "weighted_domain.h"

/* A .map with a costs file beside it: the costs file is what makes a map weighted. */
static int recognise(const char *path)
{
    char costs[1100];
    return pf_has_suffix(path, ".map") && pf_wmap_costs_path(path, costs, sizeof costs) == PF_OK &&
           pf_file_exists(costs);
}

static void queries_for(const char *map, char *out, size_t cap) { snprintf(out, cap, "%s.scen", map); }

/* The map and its costs read and the scenario file checked against them (w and s left empty on
 * error, after "pfbench: file:line: ..." on stderr). 0 or -1. */
static int load_problem(const char *map, const char *scen, struct pf_wgrid *w, struct pf_scen *s)
{
    struct pf_error err;
    char costs[1100];
    memset(s, 0, sizeof *s);
    if (pf_wmap_costs_path(map, costs, sizeof costs) != PF_OK) {
        fprintf(stderr, "pfbench: %s: the name is too long\n", map);
        return -1;
    }
    if (pf_wmap_read(map, costs, w, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    if (pf_scen_read(scen, s, &err) != PF_OK || pf_scen_check(s, scen, &w->grid, map, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        pf_scen_free(s);
        pf_wgrid_free(w);
        return -1;
    }
    return 0;
}

static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit,
                     const struct pf_plan_opts *o)
{
    (void)o;
    m->domain = &pf_domain_weighted;
    snprintf(m->source, sizeof m->source, "wmai:%s", map);
    snprintf(m->scen_path, sizeof m->scen_path, "%s", scen);
    struct pf_wgrid w;
    struct pf_scen all;
    if (load_problem(map, scen, &w, &all) != 0)
        return -1;
    m->width = w.grid.width;
    m->height = w.grid.height;
    m->depth = 1;
    pf_wgrid_free(&w);
    int rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    return rc;
}

/* "wmai:FAMILY/NAME": DATA_DIR/FAMILY/NAME.map with its costs and scenarios, or a note. */
static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (!strncmp(source, "wgen:", 5))
        return pf_weighted_plan_generated(p, source + 5, limit, o);
    char mp[1024], sp[1100], cp[1100];
    if (snprintf(mp, sizeof mp, "%s/%s.map", o->data_dir, source + 5) >= (int)sizeof mp)
        return 0;
    queries_for(mp, sp, sizeof sp);
    if (pf_wmap_costs_path(mp, cp, sizeof cp) != PF_OK || !pf_file_exists(mp) || !pf_file_exists(cp) ||
        !pf_file_exists(sp)) {
        if (pf_plan_file_wanted(mp, ".map", o->pattern) && !o->quiet)
            fprintf(stderr, "pfbench run: note: weighted map %s (.map, .costs, .map.scen) not found in %s "
                            "(make weighted-data, or set WEIGHTED_DIR), skipped\n", source + 5, o->data_dir);
        return 0;
    }
    return pf_domain_plan_file(&pf_domain_ops_weighted, p, mp, sp, limit, o);
}

/* A weighted map with its costs and scenarios beside it, or a note. */
static int plan_map(struct pf_plan *p, const char *map, int limit, const struct pf_plan_opts *o)
{
    char sp[1100];
    queries_for(map, sp, sizeof sp);
    if (recognise(map) && pf_file_exists(sp))
        return pf_domain_plan_file(&pf_domain_ops_weighted, p, map, sp, limit, o);
    if (!o->quiet)
        fprintf(stderr, "pfbench run: note: %s has no costs file or no scenario file beside it, skipped\n",
                map);
    return 0;
}

/* Every weighted map (X.map with X.costs and X.map.scen) in dir and its family folders. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    return pf_domain_plan_folder(p, dir, ".map", limit, o, plan_map);
}

/* The run's model when it is a cost rule, else the default rule, mean (warthog's). */
static enum pf_moves moves(enum pf_moves run_moves) { return pf_wrule(run_moves) ? run_moves : PF_MOVES_MEAN; }

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    if (!strncmp(m->source, "wgen:", 5))
        return pf_weighted_generate(m->source + 5, 0, 0, map, NULL, e);
    char costs[1100];
    if (pf_wmap_costs_path(m->source + 5, costs, sizeof costs) != PF_OK) {
        pf_error_set(e, "%s: the name is too long", m->source + 5);
        return PF_ERR_LIMIT;
    }
    return pf_wmap_read(m->source + 5, costs, map, e);
}

static void release(void *map) { pf_wgrid_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves run_moves)
{
    return pf_ctx_create_weighted(map, moves(run_moves));
}

static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    const struct pf_wgrid *w = map;
    *s = pf_grid_node(&w->grid, e->sx, e->sy);
    *t = pf_grid_node(&w->grid, e->gx, e->gy);
}

/* The grey of each cell by its cost for the pictures (TRACE.shade, rows of integers): 0 for
 * walls, 255 for the least cost down to 1 for the largest, on a log scale. */
static int write_shade(const struct pf_wgrid *w, const char *trace_path)
{
    char path[4200];
    struct pf_out o;
    struct pf_error err;
    snprintf(path, sizeof path, "%s.shade", trace_path);
    if (pf_out_open(&o, path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    double lo = log((double)(w->min_cost ? w->min_cost : 1)), hi = log((double)(w->max_cost ? w->max_cost : 1));
    for (int32_t y = 0; y < w->grid.height; y++)
        for (int32_t x = 0; x < w->grid.width; x++) {
            uint32_t c = w->cost[pf_grid_node(&w->grid, x, y)];
            long v = !c ? 0 : hi > lo ? 255 - lround(254.0 * (log((double)c) - lo) / (hi - lo)) : 255;
            fprintf(o.f, x + 1 < w->grid.width ? "%ld " : "%ld\n", v);
        }
    if (pf_out_commit(&o, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    return 0;
}

/* The 2D trace (docs/FORMATS.md) of a search on the weighted context, and its shade file. */
static int trace(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    const struct pf_wgrid *w = map;
    pf_node s, t;
    nodes(map, e, &s, &t);
    struct pf_search_ctx *ctx = context(map, run_moves);
    int rc = pf_trace_write_ctx(ctx, &w->grid, v, map_name, s, t, path);
    pf_ctx_destroy(ctx);
    return rc == 0 ? write_shade(w, path) : rc;
}

/* A weighted cell's events: its cost, and how dark its shade (its cost over the map's largest). */
static void cost_info(const void *arg, pf_node n, json_t *event)
{
    const struct pf_wgrid *w = arg;
    json_object_set_new(event, "cost", json_real((double)w->cost[n] / w->scale));
    json_object_set_new(event, "shade", json_real(w->max_cost ? 0.8 * w->cost[n] / w->max_cost : 0));
}

/* The Posthoc trace of a search on the weighted context: its g in the moves' fixed-point units
 * (1 / (4 * PF_CARD * scale) of a cost unit, pf_weighted.h). */
static int posthoc(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    const struct pf_wgrid *w = map;
    pf_node s, t;
    nodes(map, e, &s, &t);
    struct pf_search_ctx *ctx = context(map, run_moves);
    int rc = pf_posthoc_cells(ctx, &w->grid, v, map_name, s, t, path, 4.0 * PF_CARD * w->scale, cost_info, w);
    pf_ctx_destroy(ctx);
    return rc;
}

/* A trace per variant, drawn by draw-search.sh over the cells' costs. */
static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    return pf_traces_draw(map, e, req, trace);
}

static const char *const sources[] = { "wgen:", "wmai:", NULL };

const struct pf_domain_ops pf_domain_ops_weighted = {
    .name = "weighted", .id = &pf_domain_weighted, .unit = "cells", .trace_dir = "weighted",
    .pictures = { "search-weighted", 0, "Search pictures on weighted terrain",
                  "One panel per variant on one query of a weighted map: each cell shaded by its cost (light = cheap, dark green = dear, the wall cells dark grey) under the expansion colours from light (early) to dark (late), cells that JPSW scanned without expanding them light blue and its jump points as purple rings, the returned path in blue from the green start to the blue goal" },
    .picture_nodes = 600 * 600, .size_label = pf_size_label_plane, .map_kind = "weighted map", .files = ".map with .costs",
    .data_env = "WEIGHTED_DIR", .data_default = "datasets/weighted", .default_variant = "weighted/astar/octile/heap",
    .recognise_before = &pf_domain_ops_grid, .sources = sources,
    .recognise = recognise, .queries_for = queries_for, .plan_source = plan_source,
    .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves, .optima_moves = PF_MOVES_MEAN,
    .map_size = sizeof(struct pf_wgrid), .read = read_map, .release = release, .context = context, .nodes = nodes,
    .picture = picture, .trace = trace, .posthoc = posthoc,
};
