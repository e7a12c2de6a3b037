/* dynamic_domain.h: the dynamic domain's calls that its weighted twin (domains/wdynamic/) shares:
 * each follows the loaded scenario's kind (2D, or weighted: a `costs` header line). */
#ifndef PF_DYNAMIC_DOMAIN_H
#define PF_DYNAMIC_DOMAIN_H

#include "domain.h"

extern const struct pf_domain_ops pf_domain_ops_wdynamic;

void pf_dyn_queries_for(const char *map, char *out, size_t cap);
/* A scenario file planned by the domain of its kind (the dynamic domain or its weighted twin). */
int pf_dyn_plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *queries, int limit,
                     const struct pf_plan_opts *o);
int pf_dyn_plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o);
int pf_dyn_plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o);
int pf_dyn_read_map(const struct pf_plan_map *m, void *map, struct pf_error *e);
void pf_dyn_release(void *map);
struct pf_search_ctx *pf_dyn_context(const void *map, enum pf_moves run_moves);
void pf_dyn_nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t);
int pf_dyn_rewind(void *map, struct pf_error *err);
int pf_dyn_advance(void *map, const struct pf_scen_entry *e, struct pf_map_event *ev, struct pf_error *err);
int pf_dyn_trace(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path);
int pf_dyn_posthoc(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path);
int pf_dyn_picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req);

#endif
