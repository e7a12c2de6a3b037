/* hex_plan.h: planning hex maps for runs (files with their queries, generated recipes) and
 * loading a planned one; the domain's ops table (hex_ops.c) calls these. */
#ifndef PF_HEX_PLAN_H
#define PF_HEX_PLAN_H

#include "hex_io.h"
#include "plan.h"

/* A suite entry's source: "hex:<recipe>" (a generated map, the recipe itself) or
 * "hexmai:FAMILY/NAME" (DATA_DIR/FAMILY/NAME.map with NAME.map.scen beside it); a planned map
 * read from a file has the source "hexmai:<the map's path>". */
#define PF_HEX_SOURCE_FILE "hexmai:"

/* Plan the hex map file `map` and its query file into m, whose name, family and domain the
 * caller set: the map read, the queries checked against it, `limit` evenly spaced lines kept
 * (0: all). 0, or -1 after "pfbench: FILE:LINE: ..." on stderr. */
int pf_hex_plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit);
/* Plan a generated map (recipe "hex:..."), its scenarios drawn now (o->per_bucket pairs in each
 * of o->max_buckets buckets), into m, zeroed but for its domain, which the caller set; kept only
 * when its name or family ("gen-hex") matches o->pattern. 0, or -1 after a message. */
int pf_hex_plan_recipe(struct pf_plan *p, struct pf_plan_map *m, const char *recipe, int limit,
                       const struct pf_plan_opts *o);
/* The map file of a "hexmai:FAMILY/NAME" suite entry under data_dir: PF_OK, or PF_ERR_LIMIT
 * when it does not fit in cap. */
int pf_hex_source_map(const char *source, const char *data_dir, char *out, size_t cap);
/* Load a planned map (its source: a recipe, or a file) into map. PF_OK or PF_ERR_* with e. */
int pf_hex_read_planned(const struct pf_plan_map *m, struct pf_hex_map *map, struct pf_error *e);

#endif
