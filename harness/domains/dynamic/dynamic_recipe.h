/* dynamic_recipe.h: generated dynamic scenarios: "dynamic:MAP/OPTIONS", MAP a 2D generator
 * recipe (gen:'s, e.g. rooms:256x256:r=32:d=2:seed=3), a terrain recipe (wgen:'s,
 * terrain-64-1: a weighted scenario) or "from" (pfbench gen --from X.map, weighted when X.costs
 * is beside it),
 * OPTIONS colon-separated rate=R (change events per query, default 0.05), queries=N (500),
 * changes=N (patches per event, 4), seed=S (1), kinds=doors+rubble+walls (all). */
#ifndef PF_DYNAMIC_RECIPE_H
#define PF_DYNAMIC_RECIPE_H

#include "pf_gen.h"
#include "pf_dynamic_io.h"

#define PF_DYN_RECIPE "dynamic:"

struct pf_dyn_recipe {
    char map[256];                /* the 2D map's recipe, or "from" */
    int from;                     /* 1: the map comes from a file (--from) */
    struct pf_gen_dynamic opt;
};

/* PF_OK, or PF_ERR_ARG with "dynamic recipe: expected ..., found ..." in err. */
int pf_dyn_recipe_parse(const char *text, struct pf_dyn_recipe *r, struct pf_error *err);
/* Its scenario's name: MAP's generated name (or map_name when not NULL), then
 * "-dyn-rRATE-qQUERIES-sSEED". PF_OK, or an error status. */
int pf_dyn_recipe_name(const struct pf_dyn_recipe *r, const char *map_name, char *out, size_t cap);
/* The scenario into d: on the 2D map `from` when not NULL, else on the recipe's generated map
 * (a weighted scenario on generated terrain). */
int pf_dyn_recipe_make(const struct pf_dyn_recipe *r, const struct pf_grid *from, struct pf_dynscen *d,
                       struct pf_error *err);

/* In the harness (dynamic_gen.c): a suite's "dynamic:..." entry planned (0, or -1 after a
 * message), loaded (made again from its recipe), and `pfbench gen --recipe dynamic:...` (its
 * exit status). */
struct pf_plan;
struct pf_plan_opts;
struct pf_gen_opts;
struct pf_dyn_space;
int pf_dyn_plan_recipe(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o);
int pf_dyn_read_recipe(const char *source, struct pf_dyn_space *ds, struct pf_error *err);
int pf_dyn_gen(const char *recipe, const char *out_dir, const struct pf_gen_opts *o);

#endif
