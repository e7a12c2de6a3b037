/* suite.h: the embedded benchmark suites: which maps (generator recipes and Moving AI files),
 * how many scenarios of each, and the run's budgets. */
#ifndef PF_SUITE_H
#define PF_SUITE_H

#include <stddef.h>
#include "pf_grid.h"

struct pf_suite_map {
    const char *source;       /* "gen:<recipe>", "mai:<family>/<name>" (Moving AI, in MOVINGAI_DIR),
                                 "vox:<family>/<name>", "graph:<family>/<name>", "wpt:<recipe>":
                                 the prefix names the domain that plans it (harness/domains) */
    int scen_limit;           /* at most this many scenario lines, evenly spaced over the whole
                                 file (every path length); 0 = all */
    unsigned long long budget;/* expansions per query on this map when --budget is not given;
                                 0 = the suite's (voxel Dijkstra explores whole volumes) */
    double variant_seconds;   /* per (variant, map) time on this map; 0 = the suite's */
};

struct pf_suite {
    const char *name;
    const char *about;
    const struct pf_suite_map *maps;
    size_t nmaps;
    const char *all_in;       /* a domain's name (runs.csv's domain column): also every map of
                                 that domain found in its data folder (MOVINGAI_DIR, VOXEL_DIR,
                                 GRAPHS_DIR or --data NAME=DIR), the domain planning its own
                                 files; NULL: none */
    int all_limit;            /* scen_limit for those */
    int repeat;               /* timed solves per query: passes over the planned lines (or, with
                                 * --timing back-to-back, solves in a row); the median is kept */
    double variant_seconds;   /* per (variant, map): past this, the remaining rows are 'budget' */
    unsigned long long budget;/* expansions per query */
    double gbench_min_time;   /* seconds per Google Benchmark benchmark; 0 = skip gbench */
    int per_bucket, max_buckets; /* generated scenarios */
};

const struct pf_suite *pf_suite_find(const char *name);
/* The suites, a line each ("  NAME     ABOUT"): on stderr, and into out (cap bytes,
 * NUL-terminated; returns the length the whole list needs, as snprintf). */
void pf_suite_list(void);
size_t pf_suite_text(char *out, size_t cap);

#endif
