/* dynamic_ops.c: the dynamic domain in the harness: GPPC's dynamic-track scenarios (version 2:
 * a 2D map that changes by patches between queries), planned as maps whose queries are the Q
 * lines, searched by the 2D grid's variants under model 8, and replayed change by change; and
 * the calls its weighted twin (domains/wdynamic/) shares, which follow the loaded scenario's kind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "plan.h"
#include "dynamic_recipe.h"
#include "dynamic_domain.h"
#include "dynamic_space.h"

/* a 2D or a weighted one: the weighted twin is recognised before this domain */
static int recognise(const char *path) { return pf_dynscen_sniff(path) != 0; }

/* the scenario carries its queries */
void pf_dyn_queries_for(const char *map, char *out, size_t cap)
{
    (void)map;
    if (cap)
        out[0] = '\0';
}

int pf_dyn_plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *queries, int limit,
                     const struct pf_plan_opts *o)
{
    (void)queries;
    (void)o;
    struct pf_dynscen d;
    struct pf_error err;
    struct pf_scen all;
    if (pf_dynscen_read(map, &d, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    m->ops = d.costs ? &pf_domain_ops_wdynamic : &pf_domain_ops_dynamic;   /* the file says which */
    m->domain = m->ops->id;
    m->whole = 1;
    snprintf(m->source, sizeof m->source, "dyn:%s", map);
    snprintf(m->scen_path, sizeof m->scen_path, "%s", map);
    m->width = d.width;
    m->height = d.height;
    m->depth = 1;
    int rc = pf_dyn_space_queries(&d, m->name, &all) == PF_OK && pf_plan_select_lines(m, &all, limit) == 0 &&
             pf_plan_add_map(p, m) == 0 ? 0 : -1;
    if (rc)
        fprintf(stderr, "pfbench: out of memory planning %s\n", map);
    pf_scen_free(&all);
    pf_dynscen_free(&d);
    return rc;
}

/* A dynamic scenario, 2D or weighted (planned by the domain its file names). */
static int plan_one(struct pf_plan *p, const char *path, int limit, const struct pf_plan_opts *o)
{
    int kind = pf_dynscen_sniff(path);
    if (!kind)
        return 0;                       /* a Moving AI scenario (version 1): another domain's */
    return pf_domain_plan_file(kind == PF_DYNSCEN_WEIGHTED ? &pf_domain_ops_wdynamic : &pf_domain_ops_dynamic, p,
                               path, NULL, limit, o);
}

/* Every version-2 .scen of dir and its family folders; dir may be one scenario file. */
int pf_dyn_plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    if (pf_dynscen_sniff(dir))
        return plan_one(p, dir, limit, o);
    return pf_domain_plan_folder(p, dir, ".scen", limit, o, plan_one);
}

/* "dyn:FILE": a scenario file, its path relative to the data folder unless absolute;
 * "dynamic:MAP/OPTIONS": a generated one (dynamic_recipe.h). */
int pf_dyn_plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (!strncmp(source, PF_DYN_RECIPE, strlen(PF_DYN_RECIPE)))
        return pf_dyn_plan_recipe(p, source, limit, o);
    const char *rest = source + 4;
    char path[2100];
    snprintf(path, sizeof path, "%s%s%s", rest[0] == '/' ? "" : o->data_dir, rest[0] == '/' ? "" : "/", rest);
    if (!pf_file_exists(path)) {
        if (!o->quiet && pf_plan_file_wanted(path, ".scen", o->pattern))
            fprintf(stderr, "pfbench run: note: dynamic scenario %s not found (set DYNAMIC_DIR), skipped\n", path);
        return 0;
    }
    return plan_one(p, path, limit, o);
}

/* model 8 always: GPPC's rule for its dynamic track */
static enum pf_moves moves(enum pf_moves run_moves)
{
    (void)run_moves;
    return PF_MOVES_8;
}

int pf_dyn_read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    if (!strncmp(m->source, PF_DYN_RECIPE, strlen(PF_DYN_RECIPE)))
        return pf_dyn_read_recipe(m->source, map, e);
    return pf_dyn_space_read(m->scen_path, map, e);
}

void pf_dyn_release(void *map) { pf_dyn_space_free(map); }

/* The domain whose maps the scenario's are as they stand (the 2D grid, weighted terrain), and
 * that map. */
static const struct pf_domain_ops *base_of(const struct pf_dyn_space *ds, const void **map)
{
    *map = ds->scen.costs ? (const void *)&ds->wg : (const void *)&ds->grid;
    return ds->scen.costs ? &pf_domain_ops_weighted : &pf_domain_ops_grid;
}

/* A 2D scenario is searched under model 8 (GPPC's rule), a weighted one under the run's cost rule. */
struct pf_search_ctx *pf_dyn_context(const void *map, enum pf_moves run_moves)
{
    const void *base_map;
    const struct pf_domain_ops *base = base_of(map, &base_map);
    return base->context(base_map, base == &pf_domain_ops_grid ? moves(run_moves) : run_moves);
}

void pf_dyn_nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    const struct pf_grid *g = pf_dyn_space_grid(map);
    *s = pf_grid_node(g, e->sx, e->sy);
    *t = pf_grid_node(g, e->gx, e->gy);
}

int pf_dyn_rewind(void *map, struct pf_error *err) { return pf_dyn_space_rewind(map, err); }

int pf_dyn_advance(void *map, const struct pf_scen_entry *e, struct pf_map_event *ev, struct pf_error *err)
{
    return pf_dyn_space_advance(map, e->line, ev, err);
}

/* The trace of the map as it stands, its base domain's (the caller replayed it to the query:
 * `pfbench trace` and `draw`), and FILE.patches: the last change event's rectangles, which the
 * picture outlines. */
int pf_dyn_trace(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    const struct pf_dyn_space *ds = map;
    const void *base_map;
    const struct pf_domain_ops *base = base_of(ds, &base_map);
    int rc = base->trace(base_map, grid_moves, v, map_name, e, path);
    if (rc != 0)
        return rc;
    char pp[4200];
    snprintf(pp, sizeof pp, "%s.patches", path);
    return pf_dyn_space_write_patches(ds, e, pp);
}

/* The Posthoc trace of a search on the map as it stands (replayed to the query by the caller, as
 * for trace). */
int pf_dyn_posthoc(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    const void *base_map;
    const struct pf_domain_ops *base = base_of(map, &base_map);
    return base->posthoc(base_map, grid_moves, v, map_name, e, path);
}

/* The base domain's picture, drawn from these traces (a run pictures maps that stand still only). */
int pf_dyn_picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    return pf_traces_draw(map, e, req, pf_dyn_trace);
}

static const char *const sources[] = { "dyn:", PF_DYN_RECIPE, NULL };
static const char *const recipes[] = { PF_DYN_RECIPE, NULL };
static const char *const data_sources[] = { "dyn:", NULL };

const struct pf_domain_ops pf_domain_ops_dynamic = {
    .name = "dynamic", .id = &pf_domain_grid, .unit = "cells", .trace_dir = "dynamic",
    .pictures = { "search-dynamic", 1, "Search pictures on maps that change",
                  "One panel per variant on one query of a dynamic scenario, on the map as it stands at that query" },
    .picture_nodes = 0, .size_label = pf_size_label_plane, .map_kind = "dynamic scenario",
    .files = ".scen, first line 'version 2'", .data_env = "DYNAMIC_DIR", .data_default = "datasets/dynamic",
    .data_option = NULL, .data_given_only = 0, .data_sources = data_sources, .data_missing = NULL,
    .data_meta_key = "dynamic_dir", .default_variant = "astar/octile/heap", .reads = NULL, .sources = sources,
    .recognise = recognise, .recognise_before = NULL, .queries_for = pf_dyn_queries_for,
    .plan_source = pf_dyn_plan_source, .plan_file = pf_dyn_plan_file, .plan_folder = pf_dyn_plan_folder,
    .moves = moves, .optima_moves = PF_MOVES_8, .map_size = sizeof(struct pf_dyn_space), .read = pf_dyn_read_map,
    .release = pf_dyn_release, .context = pf_dyn_context, .nodes = pf_dyn_nodes, .picture = pf_dyn_picture,
    .recipes = recipes, .gen = pf_dyn_gen, .picturable = NULL, .trace = pf_dyn_trace, .posthoc = pf_dyn_posthoc,
    .rewind = pf_dyn_rewind, .advance = pf_dyn_advance, .shares = &pf_domain_ops_grid,
};
