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
    int scen_limit;           /* at most this many scenario lines, evenly spaced; 0 = all; -N:
                                 the first N lines */
    unsigned long long budget;/* expansions per query on this map when --budget is not given;
                                 0 = the suite's (voxel Dijkstra explores whole volumes) */
    double variant_seconds;   /* per (variant, map) time on this map; 0 = the suite's */
};

struct pf_suite {
    const char *name;
    const char *about;
    const struct pf_suite_map *maps;
    size_t nmaps;
    unsigned all_in;          /* bit set (1 << pf_domain_index of the domain): also every map of these domains
                                 found in their data folders (MOVINGAI_DIR, VOXEL_DIR, GRAPHS_DIR
                                 or --voxel / --graphs), each domain planning its own files */
    int all_limit;            /* scen_limit for those */
    int repeat;               /* timed solves per query: passes over the planned lines (or, with
                                 * --timing back-to-back, solves in a row); the median is kept */
    double variant_seconds;   /* per (variant, map): past this, the remaining rows are 'budget' */
    unsigned long long budget;/* expansions per query */
    double gbench_min_time;   /* seconds per Google Benchmark benchmark; 0 = skip gbench */
    int per_bucket, max_buckets; /* generated scenarios */
};

const struct pf_suite *pf_suite_find(const char *name);
void pf_suite_list(void);

#endif
