/* plan.h: the work of a run: maps (generated or Moving AI), their selected scenario lines,
 * and which of those a shard takes. */
#ifndef PF_PLAN_H
#define PF_PLAN_H

#include <stddef.h>
#include "pf_search.h"
#include "pf_io.h"
#include "domain.h"
#include "suite.h"

#define PF_PLAN_DOMAINS 8         /* registered domains at most */

struct pf_plan_map {
    char source[1100];        /* "gen:<recipe>" or "mai:<map path>" (2D grids), "vox:<.3dmap path>"
                                 (voxel volumes), "graph:<graph file>" or "wpt:<waypoint recipe>"
                                 (node graphs) */
    const struct pf_domain *domain;
    /* its harness domain when that is not the owner of its libpf descriptor (a dynamic
     * scenario: pf_domain_ops_dynamic on &pf_domain_grid); NULL: pf_domain_ops_of(domain) */
    const struct pf_domain_ops *ops;
    int whole;                /* 1: its lines go to one shard together (a dynamic scenario is
                                 replayed in order) */
    int generated;            /* made from a recipe (gen:, wpt:), not read from a file */
    char name[96];            /* map name as in runs.csv */
    char family[32];
    char scen_path[1100];     /* Moving AI only */
    int32_t width, height;    /* node graphs: width is the node count, height 1 */
    int32_t depth;            /* voxel volumes: their depth; 1 otherwise */
    int own_optima;           /* 1: its query file's optima hold under optima_moves, not under
                                 the domain's (any-angle optima files beside Moving AI ones) */
    enum pf_moves optima_moves;
    unsigned long long budget;/* the suite's budget for this map (0: the run's) */
    double variant_seconds;   /* the suite's time per variant on this map (0: the run's) */
    struct pf_scen scen;      /* the selected lines only (ids in sel) */
    uint32_t *sel;            /* scenario line index (0-based in the file) of each entry */
    unsigned char *mine;      /* 1 when this shard runs the entry */
    size_t n, n_mine;
    size_t file_lines;        /* lines of its query file, of which the n above were taken */
    uint64_t order;           /* where the map stands in the suite's whole plan (suite entry << 32 |
                                 map of that entry), whatever --maps keeps: merge orders map parts by it */
};

struct pf_plan {
    struct pf_plan_map *m;
    size_t n;
    char data_dir[PF_PLAN_DOMAINS][1024]; /* each registered domain's data folder (pf_domain_at order) */
    int data_found[PF_PLAN_DOMAINS];      /* 1 when that folder is there */
};

/* Build the plan of a suite, keeping maps whose name or family matches one of the
 * comma-separated glob patterns (NULL = all). data_dirs: the data folder given for each
 * registered domain (pf_domain_at order, PF_PLAN_DOMAINS at most); a NULL array or entry is
 * none given: no folder for a domain with .data_given_only, else $data_env, else data_default.
 * Prints progress and problems to stderr (a missing folder: its domain's .data_missing).
 * Returns 0, or -1 after printing an error (a malformed map or scenario file). */
int pf_plan_build(struct pf_plan *p, const struct pf_suite *suite, const char *maps_pattern,
                  const char *const *data_dirs, int quiet);
/* The data folder of domain d in a built plan when it is there, else "" (meta.json, and a
 * domain that reads another's maps: any-angle planes on the Moving AI maps). */
const char *pf_plan_data_dir(const struct pf_plan *p, const struct pf_domain_ops *d);
/* A plan of one map file and its query file (queries NULL: the map's own), every line, in the
 * domain the file's content or name says (solve, trace, draw). 0, or -1 after a message (no
 * domain knows the file: "FILE: expected a 2D map (.map), ..."). */
int pf_plan_file(struct pf_plan *p, const char *map, const char *queries, int quiet);
/* The same, the domain chosen by the variants a command names (comma-separated names or globs;
 * NULL: none): when the first registered variant they match belongs to a domain that reads the
 * file's domain's maps (struct pf_domain_ops .reads: `--algo aa/anya` on a .map), that domain. */
int pf_plan_file_for(struct pf_plan *p, const char *map, const char *queries, const char *variants, int quiet);
/* The harness domain of a planned map (its .ops, else the owner of its descriptor). */
const struct pf_domain_ops *pf_plan_map_ops(const struct pf_plan_map *m);
/* The movement model a planned map is searched under: the run's 2D model for grids, 26 for
 * voxel volumes, the graph's arcs for graphs (its domain's). */
enum pf_moves pf_plan_moves(const struct pf_plan_map *m, enum pf_moves grid_moves);
/* The same for a domain. */
enum pf_moves pf_domain_moves(const struct pf_domain *d, enum pf_moves grid_moves);
/* The model its query file's optima assume (8 for Moving AI and generated 2D files). */
enum pf_moves pf_plan_optima_moves(const struct pf_plan_map *m);
/* Keep only shard k of n (1-based k): units are spread by expected cost, the dearest first,
 * each to the least loaded shard. Deterministic. A unit is a (map, scenario line) pair, or with
 * by_map (and always for a map marked .whole) a whole map (every line of a map in one shard, so
 * that a variant's preprocessing of the map is done once, not once per shard). */
void pf_plan_shard(struct pf_plan *p, int k, int n, int by_map);

/* A planned map's search space, loaded (struct pf_space: domain.h). 0, or -1 with the message
 * in err. */
int pf_space_load(const struct pf_plan_map *m, struct pf_space *sp, char *err, size_t errlen);
/* A search context on it (2D grids under grid_moves); NULL when out of memory. */
struct pf_search_ctx *pf_space_ctx(const struct pf_space *sp, enum pf_moves grid_moves);
/* The start and goal nodes of a planned query. */
void pf_space_nodes(const struct pf_space *sp, const struct pf_scen_entry *e, pf_node *s, pf_node *t);
void pf_space_free(struct pf_space *sp);
/* Maps that change between queries (space_replay.c): 1 when the space's map does (a dynamic
 * scenario, whose domain has .advance). */
int pf_space_changes(const struct pf_space *sp);
/* Put a changing map back as it starts (before a fresh context: a context made before must be
 * destroyed first). 0, or -1 with the message in err. */
int pf_space_rewind(const struct pf_space *sp, char *err, size_t errlen);
/* Bring the map and ctx (made on the rewound map; NULL: none) to planned query e: the change
 * event before it pasted into the map (the world changing, not timed), then ctx told of it by
 * pf_ctx_map_change, each algorithm by its policy, and *change_ns what that took (0 without
 * patches). *ev says what changed. 0, or -1 with the message in err. Maps that stand still:
 * nothing to do, 0. */
int pf_space_step(const struct pf_space *sp, struct pf_search_ctx *ctx, const struct pf_scen_entry *e,
                  struct pf_map_event *ev, uint64_t *change_ns, char *err, size_t errlen);

/* For the domains' planners (harness/domains): keep `limit` evenly spaced lines of all, add a
 * map to the plan, and say which suite entry the maps planned since `before` stand for. 0 or -1
 * (out of memory). */
int pf_plan_select_lines(struct pf_plan_map *m, struct pf_scen *all, int limit);
int pf_plan_add_map(struct pf_plan *p, struct pf_plan_map *m);
void pf_plan_set_order(struct pf_plan *p, size_t before, size_t entry);
void pf_plan_free(struct pf_plan *p);
/* Keep only the maps of the domains in the bit set (bit 1 << enum pf_domain): a run leaves out
 * the maps that none of its variants can search. Returns how many were left out. */
size_t pf_plan_keep_domains(struct pf_plan *p, unsigned domains);
/* 1 when s matches one of the comma-separated glob patterns. */
int pf_match_any(const char *patterns, const char *s);
/* Whether variant v, chosen by `patterns` (NULL: by default), can search under model m: 1 yes;
 * 0 skip it, with a one-line note on stderr ("pfbench CMD: note: skipping jps: jps cannot run
 * under movement model 8-cut: ..."), when only a glob or a default chose it; -1 refuse the
 * command, with "pfbench CMD: <the reason>" on stderr, when a pattern names it exactly. */
int pf_variant_usable(const char *cmd, const char *patterns, const struct pf_variant *v,
                      enum pf_moves m);

#endif
