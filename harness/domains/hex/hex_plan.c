/* hex_plan.c: hex maps planned for runs (a file and its queries, or a generated recipe with
 * scenarios drawn now) and loaded again when a run searches them. */
#include <stdio.h>
#include <string.h>
#include "hex_plan.h"

int pf_hex_plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit)
{
    struct pf_hex_map hm;
    struct pf_scen all;
    struct pf_error err;
    if (snprintf(m->source, sizeof m->source, "%s%s", PF_HEX_SOURCE_FILE, map) >= (int)sizeof m->source ||
        snprintf(m->scen_path, sizeof m->scen_path, "%s", scen) >= (int)sizeof m->scen_path) {
        fprintf(stderr, "pfbench: %s: the name is too long\n", map);
        return -1;
    }
    if (pf_hex_load_problem(map, scen, pf_default_max_cells(), &hm, &all, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    m->width = hm.grid.width;
    m->height = hm.grid.height;
    m->depth = 1;
    pf_hex_map_free(&hm);
    int rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    if (rc)
        fprintf(stderr, "pfbench: out of memory planning %s\n", map);
    return rc;
}

int pf_hex_plan_recipe(struct pf_plan *p, struct pf_plan_map *m, const char *recipe, int limit,
                       const struct pf_plan_opts *o)
{
    struct pf_hex_map hm;
    struct pf_scen all;
    struct pf_error err;
    /* the name first (a map the pattern leaves out is not generated) */
    if (pf_hex_gen_name(recipe, m->name, sizeof m->name, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", err.msg);
        return -1;
    }
    snprintf(m->family, sizeof m->family, "gen-hex");
    if (!pf_match_any(o->pattern, m->name) && !pf_match_any(o->pattern, m->family))
        return 0;
    if (snprintf(m->source, sizeof m->source, "%s", recipe) >= (int)sizeof m->source) {
        fprintf(stderr, "pfbench run: recipe '%.60s...': too long\n", recipe);
        return -1;
    }
    m->generated = 1;
    if (!o->quiet)
        fprintf(stderr, "pfbench: generating %s and its scenarios (optima by hex Dijkstra)\n", m->name);
    char name[128];
    if (pf_hex_generate(recipe, o->per_bucket, o->max_buckets, &hm, name, sizeof name, &all, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s: %s\n", m->name, err.msg);
        return -1;
    }
    m->width = hm.grid.width;
    m->height = hm.grid.height;
    m->depth = 1;
    pf_hex_map_free(&hm);
    int rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    if (rc)
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m->name);
    return rc;
}

int pf_hex_source_map(const char *source, const char *data_dir, char *out, size_t cap)
{
    const char *rest = strncmp(source, PF_HEX_SOURCE_FILE, strlen(PF_HEX_SOURCE_FILE)) ? source
                                                                                      : source + strlen(PF_HEX_SOURCE_FILE);
    return snprintf(out, cap, "%s/%s.map", data_dir, rest) < (int)cap ? PF_OK : PF_ERR_LIMIT;
}

int pf_hex_read_planned(const struct pf_plan_map *m, struct pf_hex_map *map, struct pf_error *e)
{
    char name[128];
    if (pf_hex_recipe_is(m->source))
        return pf_hex_gen_map(m->source, map, name, sizeof name, e);
    if (strncmp(m->source, PF_HEX_SOURCE_FILE, strlen(PF_HEX_SOURCE_FILE))) {
        pf_error_set(e, "%s: expected a hex map's source (hex:RECIPE or %sPATH)", m->source, PF_HEX_SOURCE_FILE);
        return PF_ERR_ARG;
    }
    return pf_hex_map_read(m->source + strlen(PF_HEX_SOURCE_FILE), map, pf_default_max_cells(), e);
}
