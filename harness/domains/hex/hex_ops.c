/* hex_ops.c: the hex domain in the harness: hex map files ('type hex') with their .scen files and
 * generated hex maps (hex: recipes), planned, loaded, searched under model 6, traced and drawn
 * as hexagons by scripts/plot/hex.gp; `pfbench gen --recipe hex:...` and map conversion. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "domain.h"
#include "hex_plan.h"

extern const struct pf_domain_ops pf_domain_ops_hex;

static int recognise(const char *path) { return pf_hex_file_recognise(path); }

static void queries_for(const char *map, char *out, size_t cap) { pf_hex_queries_for(map, out, cap); }

static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit,
                     const struct pf_plan_opts *o)
{
    (void)o;
    m->domain = &pf_domain_hex;
    return pf_hex_plan_file(p, m, map, scen, limit);
}

/* "hex:RECIPE" (a generated map with its scenarios) or "hexmai:FAMILY/NAME" (a hex map file of
 * the data folder with NAME.map.scen beside it; absent: a note, skipped). */
static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (pf_hex_recipe_is(source)) {
        struct pf_plan_map m;
        memset(&m, 0, sizeof m);
        m.domain = &pf_domain_hex;
        return pf_hex_plan_recipe(p, &m, source, limit, o);
    }
    char mp[1024], sp[1100];
    if (pf_hex_source_map(source, o->data_dir, mp, sizeof mp) != PF_OK)
        return 0;
    queries_for(mp, sp, sizeof sp);
    if (!pf_file_exists(mp) || !pf_file_exists(sp)) {
        if (!o->quiet)
            fprintf(stderr, "pfbench run: note: hex map %s (.map with .map.scen) not found in %s (set HEX_DIR), "
                            "skipped\n", source + strlen(PF_HEX_SOURCE_FILE), o->data_dir);
        return 0;
    }
    return pf_domain_plan_file(&pf_domain_ops_hex, p, mp, sp, limit, o);
}

/* Every hex map of dir and its family folders (a .map whose first line is 'type hex') with its
 * .map.scen; other .map files are another domain's, passed over in silence. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    char **files;
    size_t n;
    if (pf_list_files(dir, ".map", &files, &n) != 0)
        return -1;
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        char sp[1100];
        if (!recognise(files[i]))
            continue;
        queries_for(files[i], sp, sizeof sp);
        size_t before = p->n;
        if (pf_file_exists(sp))
            rc = pf_domain_plan_file(&pf_domain_ops_hex, p, files[i], sp, limit, o);
        else if (!o->quiet)
            fprintf(stderr, "pfbench run: note: %s has no scenario file beside it (%s), skipped\n", files[i], sp);
        pf_plan_set_order(p, before, o->order_base + i);
    }
    pf_free_list(files, n);
    return rc;
}

/* one model: six neighbours, whatever the run's 2D model */
static enum pf_moves moves(enum pf_moves run_moves)
{
    (void)run_moves;
    return (enum pf_moves)PF_MOVES_HEX;
}

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    return pf_hex_read_planned(m, map, e);
}

static void release(void *map) { pf_hex_map_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves run_moves)
{
    (void)run_moves;
    return pf_ctx_create_hex(map);
}

static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    pf_hex_scen_nodes(map, e, s, t);
}

static int trace(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    (void)run_moves;
    pf_node s, t;
    nodes(map, e, &s, &t);
    return pf_hex_trace_write(map, v, map_name, s, t, path);
}

static int posthoc(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    (void)run_moves;
    pf_node s, t;
    nodes(map, e, &s, &t);
    return pf_hex_posthoc_write(map, v, map_name, s, t, path);
}

/* One trace a variant (NN.trace, NN.trace.path and NN.title in req->dir), then, for `pfbench
 * draw`, the picture of them all by scripts/plot/hex.gp. */
static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    char **paths = calloc(req->n ? req->n : 1, sizeof *paths);
    int rc = paths ? 0 : -1;
    for (size_t k = 0; k < req->n && rc == 0; k++) {
        size_t cap = strlen(req->dir) + 32;
        char title[1100];
        if (!(paths[k] = malloc(cap))) {
            rc = -1;
            break;
        }
        snprintf(paths[k], cap, "%s/%02zu.trace", req->dir, k + (size_t)req->first);
        snprintf(title, sizeof title, "%s/%02zu.title", req->dir, k + (size_t)req->first);
        rc = trace(map, req->moves, req->vars[k], req->map_name, e, paths[k]);
        FILE *f = rc == 0 ? fopen(title, "w") : NULL;
        if (rc == 0 && (!f || fprintf(f, "%s\n", req->vars[k]->name) < 0 || fclose(f) != 0)) {
            fprintf(stderr, "pfbench: cannot write %s\n", title);
            rc = -1;
        }
        if (req->verbose && rc == 0)
            fprintf(stderr, "pfbench: traced %s into %s\n", req->vars[k]->name, paths[k]);
    }
    if (!paths)
        fprintf(stderr, "pfbench: out of memory picturing %s\n", req->map_name);
    if (rc == 0 && req->out)
        rc = pf_hex_draw((const char *const *)paths, req->n, req->out);
    for (size_t k = 0; paths && k < req->n; k++)
        free(paths[k]);
    free(paths);
    return rc;
}

/* `pfbench gen --recipe hex:...`: a generated hex map and its scenarios; `--recipe hex:from
 * --from FILE.map`: FILE (a Moving AI 2D map or a hex map) written as a hex map, with scenarios
 * drawn on it (seed --seed, else 1). */
static int gen(const char *recipe, const char *out_dir, const struct pf_gen_opts *o)
{
    struct pf_error err;
    char mp[PF_PATH_MAX + 16], sp[PF_PATH_MAX + 32];
    const char *dir = out_dir ? out_dir : ".";
    int from = !strcmp(recipe, "hex:from");
    if (from != (o->from != NULL)) {
        fprintf(stderr, "pfbench gen: %s\n", from ? "--recipe hex:from needs --from FILE.map (the map to convert)"
                                                   : "--from goes with --recipe hex:from");
        return PF_EXIT_USAGE;
    }
    if (!from && o->seed_given) {
        fprintf(stderr, "pfbench gen: a hex recipe carries its seed (seed=S), not --seed\n");
        return PF_EXIT_USAGE;
    }
    if (!from) {
        int rc = pf_hex_gen_files(recipe, dir, o->per_bucket, o->max_buckets, mp, sizeof mp, &err);
        if (rc != PF_OK) {
            fprintf(stderr, "pfbench gen: %s\n", err.msg);
            return rc == PF_ERR_PARSE || rc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
        }
        printf("%s\n%s.scen\n# hex map of %s, scenarios with hex Dijkstra optima\n", mp, mp, recipe);
        return 0;
    }
    struct pf_hex_map m;
    struct pf_scen s;
    char name[256];
    memset(&s, 0, sizeof s);
    snprintf(name, sizeof name, "%s", pf_basename(o->from));
    if (snprintf(mp, sizeof mp, "%s/%s", dir, name) >= (int)sizeof mp) {
        fprintf(stderr, "pfbench gen: %s: the name is too long\n", dir);
        return PF_EXIT_USAGE;
    }
    if (!pf_has_suffix(mp, ".map"))
        strncat(mp, ".map", sizeof mp - strlen(mp) - 1);
    snprintf(sp, sizeof sp, "%s.scen", mp);
    if (pf_hex_map_read_any(o->from, &m, pf_default_max_cells(), &err) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return PF_EXIT_FAIL;
    }
    int rc = pf_hex_gen_scen(&m, pf_basename(mp), o->seed_given ? o->seed : 1, o->per_bucket, o->max_buckets, &s, &err);
    if (rc == PF_OK && (rc = pf_mkdir_p(dir, &err)) == PF_OK && (rc = pf_hex_map_write(mp, &m, &err)) == PF_OK)
        rc = pf_scen_write(sp, &s, &err);
    if (rc == PF_OK)
        printf("%s\n%s\n# %s as a hex map (%dx%d), %u scenarios with hex Dijkstra optima\n", mp, sp, o->from,
               m.grid.width, m.grid.height, (unsigned)s.n);
    else
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
    pf_scen_free(&s);
    pf_hex_map_free(&m);
    return rc == PF_OK ? 0 : PF_EXIT_FAIL;
}

static const char *const sources[] = { "hex:", PF_HEX_SOURCE_FILE, NULL };
static const char *const data_sources[] = { PF_HEX_SOURCE_FILE, NULL };
static const char *const recipes[] = { "hex:", NULL };

const struct pf_domain_ops pf_domain_ops_hex = {
    .name = "hex", .id = &pf_domain_hex, .unit = "cells", .trace_dir = "hex",
    .pictures = { "search-hex", 1, "Search pictures on hex maps",
                  "One panel per variant on one query of a hex map, each cell a hexagon at its odd-r place: blocked cells dark, expanded cells from light yellow (early) to dark brown (late), the returned path in blue from the green start to the blue goal" },
    .picture_nodes = 200 * 200, .size_label = pf_size_label_plane, .map_kind = "hex map", .files = ".map, first line 'type hex'",
    .data_env = "HEX_DIR", .data_default = "datasets/hex", .data_option = NULL, .data_given_only = 0,
    .data_sources = data_sources, .data_missing = NULL, .data_meta_key = "hex_dir",
    .default_variant = "hex/astar/hex/heap", .reads = NULL, .sources = sources,
    .recognise = recognise, .recognise_before = &pf_domain_ops_grid, .queries_for = queries_for,
    .plan_source = plan_source, .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves,
    .optima_moves = (enum pf_moves)PF_MOVES_HEX, .map_size = sizeof(struct pf_hex_map), .read = read_map,
    .release = release, .context = context, .nodes = nodes, .picture = picture, .recipes = recipes, .gen = gen,
    .picturable = NULL, .trace = trace, .posthoc = posthoc,
};
