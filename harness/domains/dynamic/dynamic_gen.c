/* dynamic_gen.c: generated dynamic scenarios in the harness: a suite's "dynamic:" entry planned
 * and loaded (made again from its recipe, deterministically), and `pfbench gen --recipe
 * dynamic:...` writing the scenario and its patch file (and its costs file: weighted). */
#include <stdio.h>
#include <string.h>
#include "commands.h"
#include "plan.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"
#include "dynamic_domain.h"
#include "dynamic_recipe.h"
#include "dynamic_space.h"

int pf_dyn_plan_recipe(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    struct pf_dyn_recipe r;
    struct pf_error err;
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    if (pf_dyn_recipe_parse(source, &r, &err) != PF_OK || r.from) {
        fprintf(stderr, "pfbench run: suite entry %s: %s\n", source,
                r.from ? "'from' needs a map file: write the scenario with pfbench gen --from, then run it" : err.msg);
        return -1;
    }
    if (pf_dyn_recipe_name(&r, NULL, m.name, sizeof m.name) != PF_OK) {
        fprintf(stderr, "pfbench run: suite entry %s: its name does not fit runs.csv's map field\n", source);
        return -1;
    }
    snprintf(m.family, sizeof m.family, pf_terrain_is_recipe(r.map) ? "gen-wdynamic" : "gen-dynamic");
    if (!pf_match_any(o->pattern, m.name) && !pf_match_any(o->pattern, m.family))
        return 0;
    if (!o->quiet)
        fprintf(stderr, "pfbench: generating %s (a dynamic scenario)\n", m.name);
    struct pf_dynscen d;
    struct pf_scen all;
    if (pf_dyn_recipe_make(&r, NULL, &d, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s: %s\n", m.name, err.msg);
        return -1;
    }
    m.ops = d.costs ? &pf_domain_ops_wdynamic : &pf_domain_ops_dynamic;   /* terrain: weighted */
    m.domain = m.ops->id;
    m.whole = 1;
    m.generated = 1;
    snprintf(m.source, sizeof m.source, "%s", source);
    m.width = d.width;
    m.height = d.height;
    m.depth = 1;
    int rc = pf_dyn_space_queries(&d, m.name, &all) == PF_OK && pf_plan_select_lines(&m, &all, limit) == 0 &&
             pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    if (rc)
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
    pf_scen_free(&all);
    pf_dynscen_free(&d);
    return rc;
}

int pf_dyn_read_recipe(const char *source, struct pf_dyn_space *ds, struct pf_error *err)
{
    struct pf_dyn_recipe r;
    struct pf_dynscen d;
    int rc = pf_dyn_recipe_parse(source, &r, err);
    if (rc == PF_OK)
        rc = pf_dyn_recipe_make(&r, NULL, &d, err);
    return rc == PF_OK ? pf_dyn_space_take(ds, &d, err) : rc;
}

/* The weighted scenario of r on the weighted map at path with its costs file. */
static int from_weighted(const struct pf_dyn_recipe *r, const char *path, const char *costs, struct pf_dynscen *d,
                         struct pf_error *err)
{
    struct pf_wgrid w;
    struct pf_costs c;
    int rc = pf_costs_read(costs, &c, err);
    if (rc == PF_OK)
        rc = pf_wmap_read(path, costs, &w, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_gen_wdynamic(&w, &c, &r->opt, d, err);
    pf_wgrid_free(&w);
    return rc;
}

int pf_dyn_gen(const char *recipe, const char *out_dir, const struct pf_gen_opts *o)
{
    struct pf_dyn_recipe r;
    struct pf_error err;
    struct pf_grid g;
    struct pf_dynscen d;
    char name[256], path[PF_PATH_MAX];
    const char *dir = out_dir ? out_dir : ".";
    if (pf_dyn_recipe_parse(recipe, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return PF_EXIT_USAGE;
    }
    if (r.from != (o->from != NULL)) {
        fprintf(stderr, "pfbench gen: %s\n", r.from ? "--recipe dynamic:from/... needs --from FILE.map (the map that changes)"
                                                    : "--from goes with --recipe dynamic:from/...");
        return PF_EXIT_USAGE;
    }
    if (o->seed_given)
        r.opt.seed = o->seed;
    if (r.from) {
        snprintf(name, sizeof name, "%s", pf_basename(o->from));
        if (pf_has_suffix(name, ".map"))
            name[strlen(name) - 4] = '\0';
    }
    int rc = pf_dyn_recipe_name(&r, r.from ? name : NULL, name, sizeof name);
    if (rc != PF_OK || snprintf(path, sizeof path, "%s/%s.scen", dir, name) >= (int)sizeof path) {
        fprintf(stderr, "pfbench gen: %s: the name is too long\n", dir);
        return PF_EXIT_USAGE;
    }
    char costs[PF_PATH_MAX];
    if (r.from && pf_wmap_costs_path(o->from, costs, sizeof costs) == PF_OK && pf_file_exists(costs)) {
        rc = from_weighted(&r, o->from, costs, &d, &err);       /* a weighted map: a weighted scenario */
    } else if (r.from && (rc = pf_map_read(o->from, &g, pf_default_max_cells(), &err)) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return PF_EXIT_FAIL;
    } else {
        rc = pf_dyn_recipe_make(&r, r.from ? &g : NULL, &d, &err);
        if (r.from)
            pf_grid_free(&g);
    }
    if (rc != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return rc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
    }
    if ((rc = pf_mkdir_p(dir, &err)) == PF_OK)
        rc = pf_dynscen_write(path, &d, &err);
    /* the patches before the first query make the start map: not a change (as run and solve count) */
    uint32_t start = d.num_cmds && d.cmds[0].kind == PF_DYN_PATCH && d.num_events ? 1 : 0;
    int stem = (int)(strlen(path) - 5);
    if (rc == PF_OK)
        printf("%s\n%.*s.patch\n", path, stem, path);
    if (rc == PF_OK && d.costs)
        printf("%.*s.costs\n", stem, path);
    if (rc == PF_OK)
        printf("# a %sdynamic scenario of %s (%dx%d): %u queries, %u change events after the start map, "
               "%u patches\n",
               d.costs ? "weighted " : "", r.from ? o->from : r.map, d.width,
               d.height, d.num_queries, d.num_events - start, d.num_patches);
    else
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
    pf_dynscen_free(&d);
    return rc == PF_OK ? 0 : PF_EXIT_FAIL;
}
