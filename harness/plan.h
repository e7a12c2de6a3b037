/* plan.h: the work of a run: maps (generated or Moving AI), their selected scenario lines,
 * and which of those a shard takes. */
#ifndef PF_PLAN_H
#define PF_PLAN_H

#include <stddef.h>
#include "../algorithms/pf_search.h"
#include "../datasets/pf_io.h"
#include "suite.h"

struct pf_plan_map {
    char source[1100];        /* "gen:<recipe>" or "mai:<map path>" */
    char name[96];            /* map name as in runs.csv */
    char family[32];
    char scen_path[1100];     /* Moving AI only */
    int32_t width, height;
    struct pf_scen scen;      /* the selected lines only (ids in sel) */
    uint32_t *sel;            /* scenario line index (0-based in the file) of each entry */
    unsigned char *mine;      /* 1 when this shard runs the entry */
    size_t n, n_mine;
};

struct pf_plan {
    struct pf_plan_map *m;
    size_t n;
    char movingai_dir[1024];
    int movingai_found;
};

/* Build the plan of a suite, keeping maps whose name or family matches one of the
 * comma-separated glob patterns (NULL = all). Prints progress and problems to stderr.
 * Returns 0, or -1 after printing an error (a malformed map or scenario file). */
int pf_plan_build(struct pf_plan *p, const struct pf_suite *suite, const char *maps_pattern,
                  const char *movingai_dir, int quiet);
/* Keep only shard k of n (1-based k): units (map, scenario line) are spread by expected
 * cost, the longest first, each to the least loaded shard. Deterministic. */
void pf_plan_shard(struct pf_plan *p, int k, int n);
/* Load the grid of a planned map (generate it again, or read the file). */
int pf_plan_load(const struct pf_plan_map *m, struct pf_grid *g, char *err, size_t errlen);
void pf_plan_free(struct pf_plan *p);
/* 1 when s matches one of the comma-separated glob patterns. */
int pf_match_any(const char *patterns, const char *s);
/* Whether variant v, chosen by `patterns` (NULL: by default), can search under model m: 1 yes;
 * 0 skip it, with a one-line note on stderr ("pfbench CMD: note: skipping jps: jps cannot run
 * under movement model 8-cut: ..."), when only a glob or a default chose it; -1 refuse the
 * command, with "pfbench CMD: <the reason>" on stderr, when a pattern names it exactly. */
int pf_variant_usable(const char *cmd, const char *patterns, const struct pf_variant *v,
                      enum pf_moves m);

#endif
