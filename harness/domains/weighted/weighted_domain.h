/* weighted_domain.h: the weighted-terrain domain's part in another file: the generated terrain (wgen:
 * recipes) planned and read (weighted_gen.c). */
#ifndef PF_WEIGHTED_DOMAIN_H
#define PF_WEIGHTED_DOMAIN_H

#include <stddef.h>
#include "pf_weighted.h"
#include "domain.h"

struct pf_scen;
/* Plan "wgen:RECIPE" (generated terrain and its scenario lines, optima from weighted Dijkstra
 * under mean). 0, or -1 after a message. */
int pf_weighted_plan_generated(struct pf_plan *p, const char *recipe, int limit, const struct pf_plan_opts *o);
/* Generate the terrain of RECIPE into w (and, when s is not NULL, per_bucket x max_buckets
 * scenario lines into s, as pf_gen_wscen draws them). PF_OK or an error status with the
 * message in e. */
int pf_weighted_generate(const char *recipe, int per_bucket, int max_buckets, struct pf_wgrid *w, struct pf_scen *s,
                         struct pf_error *e);

#endif
