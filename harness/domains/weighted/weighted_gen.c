/* weighted_gen.c: the weighted domain's generated terrain (wgen: recipes, "terrain-512-1"):
 * planned with its scenario lines (the suite's per_bucket x max_buckets pairs, as the 2D
 * recipes, optima from weighted Dijkstra under mean) and regenerated when a run loads it, the
 * same bytes from the same recipe. */
#include <stdio.h>
#include <string.h>
#include "pf_terrain.h"
#include "plan.h"
#include "weighted_domain.h"

int pf_weighted_generate(const char *recipe, int per_bucket, int max_buckets, struct pf_wgrid *w, struct pf_scen *s,
                         struct pf_error *e)
{
    struct pf_terrain_recipe r;
    struct pf_costs c;
    int rc = pf_terrain_parse(recipe, &r, e);
    if (rc != PF_OK)
        return rc;
    rc = pf_gen_terrain(&r, w, &c, e);
    if (rc != PF_OK || !s)
        return rc;
    char name[96];
    pf_terrain_name(&r, name, sizeof name);
    rc = pf_gen_wscen(w, name, r.seed, per_bucket, max_buckets, s, e);
    if (rc != PF_OK)
        pf_wgrid_free(w);
    return rc;
}

int pf_weighted_plan_generated(struct pf_plan *p, const char *recipe, int limit, const struct pf_plan_opts *o)
{
    struct pf_terrain_recipe r;
    struct pf_error err;
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    m.domain = &pf_domain_weighted;
    if (pf_terrain_parse(recipe, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", err.msg);
        return -1;
    }
    pf_terrain_name(&r, m.name, sizeof m.name);
    snprintf(m.family, sizeof m.family, "gen-terrain");
    if (!pf_match_any(o->pattern, m.name) && !pf_match_any(o->pattern, m.family))
        return 0;
    snprintf(m.source, sizeof m.source, "wgen:%s", recipe);
    m.generated = 1;
    if (!o->quiet)
        fprintf(stderr, "pfbench: generating %s and its scenarios (optima by weighted Dijkstra)\n", m.name);
    struct pf_wgrid w;
    struct pf_scen all;
    if (pf_weighted_generate(recipe, o->per_bucket, o->max_buckets, &w, &all, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s: %s\n", m.name, err.msg);
        return -1;
    }
    m.width = w.grid.width;
    m.height = w.grid.height;
    m.depth = 1;
    pf_wgrid_free(&w);
    int rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    if (rc)
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
    return rc;
}
