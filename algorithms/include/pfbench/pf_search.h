/* pf_search.h: search context, results, algorithms and the variant registry. */
#ifndef PF_SEARCH_H
#define PF_SEARCH_H

#include <stddef.h>
#include <stdio.h>
#include "pf_domain.h"
#include "pf_grid.h"
#include "pf_heuristic.h"
#include "pf_open.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Tie-breaking among equal f. */
enum pf_tie { PF_TIE_GMAX = 0, PF_TIE_HMIN, PF_TIE_FIFO, PF_TIE_LIFO };
const char *pf_tie_name(enum pf_tie t);
int pf_tie_parse(const char *s, enum pf_tie *out);

/* Strategies of the generic search's choose_node. */
enum pf_pick { PF_PICK_FIFO = 0, PF_PICK_LIFO, PF_PICK_RANDOM, PF_PICK_GREEDY };

struct pf_search_ctx;
struct pf_variant;
struct pf_voxels;               /* pf_voxel.h */
struct pf_voxel_heuristic;
struct pf_graph;                /* pf_graph.h */
struct pf_graph_heuristic;

struct pf_result {
    int status;              /* PF_OK, PF_NO_PATH, PF_BUDGET or an error */
    pf_cost g;               /* fixed-point cost found by the search */
    double cost;             /* path cost recomputed from its moves: cardinal 1, diagonal sqrt 2 */
    const pf_node *path;     /* start..goal; points into the context, valid until the next query */
    uint32_t path_len;       /* cells on the path, 0 unless PF_OK */
    struct pf_counters c;
    /* Search state of domains whose state grows with the search (voxel volumes; 0 elsewhere):
     * the nodes the query gave a cost, and the bytes of search state they took. */
    uint64_t touched;
    uint64_t state_bytes;
};

/* What an algorithm needs from a variant (struct pf_alg .needs). */
#define PF_NEEDS_HEURISTIC 1u    /* reads v->heuristic: a variant must set it */
#define PF_NEEDS_OPEN 2u         /* keeps its frontier in v->open: a variant must set it */
#define PF_NEEDS_PREPROCESS 4u   /* needs .preprocess run on the map first (see below) */
#define PF_NEEDS_BUDGET 8u       /* keeps no closed list (IDA*): it revisits cells without end on
                                    open maps, so whoever runs it over many queries gives it an
                                    expansion budget (pf_ctx_set_budget) */
#define PF_NEEDS_MAP_SETUP 16u   /* its .setup reads the map's contents (a plugin's state): a map
                                    change runs it again when the algorithm cannot repair */

/* An algorithm, described by data: what it needs, where it runs and where it is optimal, so
 * that validate, the summary, the report and the charts learn everything from here, not from
 * names. */
struct pf_alg {
    const char *name;        /* the `algo` column of its variants, unless a variant overrides it */
    const struct pf_domain *domain;  /* what it searches (pf_domain.h); NULL means 2D grids. A
                                context of another domain refuses it */
    unsigned optimal_on;     /* PF_MOVES_BIT set: the movement models on which it returns optimal
                                costs, given an admissible heuristic where it needs one and a
                                weight <= 1. A model declared here is checked by validate. */
    unsigned needs;          /* PF_NEEDS_* flags */
    unsigned runs_on;        /* PF_MOVES_BIT set of the models it can search at all; 0 means
                                every model of its domain. A search under another is refused. */
    const char *limits;      /* why it refuses the models outside runs_on, for messages ("its
                                pruning rules assume no corner cutting"); NULL when none */
    const struct pf_open_ops *frontier;  /* the open list it always uses when it takes none from
                                the variant (jps's loop is specialised on the binary heap,
                                bidirectional searches keep two): the `open` column, and a
                                variant naming another list is refused; NULL otherwise */
    /* Preprocessing (JPS+, landmarks): once per (context, algorithm), before and outside any
     * timed query, it builds the data the search reads from the grid and model, returns PF_OK
     * with *data (handed back to .release when the context goes) and the *bytes it holds, or
     * an error status. Required when .needs has PF_NEEDS_PREPROCESS, NULL otherwise. Its time
     * and bytes are the "preprocessing" of runs.csv, reported apart from query time. */
    int (*preprocess)(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes);
    void (*release)(void *data);
    /* The same for preprocessing that needs the context and the variant (a plugin's: its own
     * descriptor, the map's name and id); an algorithm sets this or .preprocess, not both. */
    int (*preprocess_ctx)(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data,
                          size_t *bytes);
    /* The preprocessing cache (pf_prep_cache_set_dir), optional, both or neither: write the
     * data to f (PF_OK, or PF_ERR_IO), and read back `size` bytes of it from f for this context
     * (PF_OK with *data and *bytes as .preprocess gives them; PF_ERR_PARSE when they do not fit
     * the context's map, PF_ERR_NOMEM). */
    int (*prep_save)(const void *data, size_t bytes, FILE *f);
    int (*prep_load)(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                     size_t *bytes);
    /* Per-context scratch (a second frontier, parent links): allocated once per (context,
     * algorithm) before the first query, never inside one, after the preprocessing (so it may
     * read ctx_prep); not preprocessing (it does not depend on the map's contents), counted in
     * pf_ctx_bytes. NULL when none. *scratch is handed back to .teardown when the context goes. */
    int (*setup)(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch,
                 size_t *bytes);
    void (*teardown)(void *scratch);
    /* What each variant needs before its first query, outside any timed one, in domains whose
     * contexts keep their own open lists (voxel, graph): make its open list. NULL when none
     * (on 2D grids pf_ctx_prepare makes the variant's .open itself). */
    int (*prepare)(struct pf_search_ctx *ctx, const struct pf_variant *v);
    int (*search)(struct pf_search_ctx *ctx, const struct pf_variant *v,
                  pf_node start, pf_node goal, struct pf_result *res);
    /* Maps that change (pf_ctx_map_change): bring what this algorithm keeps on ctx (ctx_prep,
     * ctx_scratch) up to date with the map as it is now, where it changed only inside the n
     * rectangles, without building it again from scratch: its "repair". PF_OK; any other
     * status makes the context rebuild instead. NULL: an algorithm with preprocessed data is
     * rebuilt (its .preprocess run again), one without follows online (nothing to keep). */
    int (*repair)(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                  uint32_t n);
    /* Online algorithms whose scratch mirrors the map's cells (jps's bit rows, the second
     * stamps of the bidirectional searches): copy the changed cells into it. Not a repair: it
     * computes nothing the map does not say, and the algorithm stays online. PF_OK; another
     * status makes the context set the scratch up again. NULL: its scratch does not read the map. */
    int (*track)(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                 uint32_t n);
};

/* How a variant follows a change of its map (pf_ctx_map_change; `pfbench list`, meta.json):
 * online: it keeps nothing that depends on the map; rebuild: its preprocessing runs again on
 * the changed map; repair: its data is updated only where the change reaches. */
enum pf_follow { PF_FOLLOW_ONLINE = 0, PF_FOLLOW_REBUILD, PF_FOLLOW_REPAIR };
const char *pf_follow_name(enum pf_follow f);   /* "online", "rebuild", "repair" */

/* A named variant: an algorithm composed with a heuristic, an open list and parameters. */
struct pf_variant {
    const char *name;                    /* "astar/octile/heap" */
    const struct pf_alg *alg;
    /* The heuristic, NULL where the algorithm takes none: the head (pf_domain.h) of a heuristic
     * of its domain's kind (&pf_h_octile.info; pf_h2d, pf_h3d, pf_hgraph give the typed one
     * back). The `heuristic` column is its name. */
    const struct pf_heuristic_info *heuristic;
    const struct pf_open_ops *open;      /* NULL where the algorithm has its own frontier */
    double weight;                       /* f = g + weight * h; 0 means 1 */
    enum pf_pick pick;                   /* generic search only */
    const char *about;                   /* one line for `pfbench list` */
    const char *algo;                    /* the `algo` column when not alg->name ("dijkstra" for
                                            best-first with the zero heuristic, "wastar") */
};

extern const struct pf_alg pf_alg_best_first;
extern const struct pf_alg pf_alg_bfs;
extern const struct pf_alg pf_alg_generic;
extern const struct pf_alg pf_alg_jps_plus;   /* jps_plus.c */
extern const struct pf_alg pf_alg_grid_ch;    /* grid_ch.c: contraction hierarchies on the grid */
extern const struct pf_alg pf_alg_sg;          /* simple subgoal graph (grid/subgoal/sg_query.c) */
extern const struct pf_alg pf_alg_tsg;         /* two-level subgoal graph (grid/subgoal/tsg.c) */
extern const struct pf_alg pf_alg_sg_ch;       /* contraction hierarchy of the subgoal graph (sg_ch.c) */
extern const struct pf_alg pf_alg_jps;
extern const struct pf_alg pf_alg_bidir;       /* bidirectional Dijkstra and A* (bidir.c) */
extern const struct pf_alg pf_alg_bidir_bfs;   /* bidirectional BFS (bidir_bfs.c) */
extern const struct pf_alg pf_alg_idastar;     /* IDA* (idastar.c) */
extern const struct pf_alg pf_alg_voxel_best_first;  /* voxel volumes (voxel_alg.c) */
extern const struct pf_alg pf_alg_voxel_bfs;
extern const struct pf_alg pf_alg_voxel_generic;     /* voxel_generic.c */
extern const struct pf_alg pf_alg_graph_best_first;  /* node graphs (graph_alg.c) */
extern const struct pf_alg pf_alg_graph_bfs;
extern const struct pf_alg pf_alg_graph_generic;     /* graph_generic.c */
extern const struct pf_alg pf_alg_graph_ch;          /* graph_ch.c: contraction hierarchies */
extern const struct pf_alg pf_alg_wbest_first;       /* weighted terrain (weighted_best_first.c) */
extern const struct pf_alg pf_alg_wbfs;              /* weighted_costblind.c: BFS and the generic */
extern const struct pf_alg pf_alg_wgeneric;          /* searches, costs ignored */
extern const struct pf_alg pf_alg_wblind;            /* the 2D A*, costs ignored */
extern const struct pf_alg pf_alg_wbidir;            /* weighted_bidir.c: bidirectional Dijkstra, A* */
extern const struct pf_alg pf_alg_jpsw;              /* weighted/jpsw.c: jump point search */
extern const struct pf_alg pf_alg_aa_truth;          /* the any-angle plane (aa_alg.c): the */
extern const struct pf_alg pf_alg_aa_theta;          /* visibility graph's exact paths, */
extern const struct pf_alg pf_alg_aa_lazy_theta;     /* Theta*, Lazy Theta* and Anya */
extern const struct pf_alg pf_alg_anya;
extern const struct pf_alg pf_alg_polyanya;          /* Polyanya over the navigation mesh */

/* The registry: every variant the suite knows, each domain's table in the order of the domains
 * (pf_domain_at), then those registered at run time. */
size_t pf_variant_count(void);
const struct pf_variant *pf_variant_at(size_t i);
const struct pf_variant *pf_variant_find(const char *name);
/* The reference variant: the ground truth every answer is checked against and the baseline of
 * every speed-up (Dijkstra on the binary heap), for 2D grids; pf_variant_reference_in gives
 * domain d's, the one its descriptor names (d->reference); NULL when d is NULL. */
const struct pf_variant *pf_variant_reference(void);
const struct pf_variant *pf_variant_reference_in(const struct pf_domain *d);
/* The domain a variant searches (its algorithm's; never NULL). */
const struct pf_domain *pf_variant_domain(const struct pf_variant *v);
/* Whether v is consistent with its algorithm's descriptor (a name no other registered variant
 * has, an algorithm with a search function, the heuristic and open list it needs, a preprocess
 * and release function when it needs preprocessing, a weight of 0 or >= 1). PF_OK, or
 * PF_ERR_ARG with the reason in why (may be NULL). */
int pf_variant_check(const struct pf_variant *v, char *why, size_t why_len);
/* Add a variant at run time (kept by pointer; the table grows). PF_OK; PF_ERR_ARG when it is
 * registered already or pf_variant_check refuses it (ask it for the reason); PF_ERR_NOMEM. */
int pf_variant_register(const struct pf_variant *v);
/* Column values for reports: "astar", "octile", "heap" (or "-": no heuristic, no open list). */
const char *pf_variant_algo(const struct pf_variant *v);
const char *pf_variant_heuristic(const struct pf_variant *v);
const char *pf_variant_open(const struct pf_variant *v);
/* 1 when the variant must return optimal costs under model m: its algorithm is optimal on m,
 * its heuristic (if it has one) is admissible on m, and its weight is at most 1. */
int pf_variant_should_be_optimal(const struct pf_variant *v, enum pf_moves m);

/* Whether v can search under model m (its algorithm's domain and runs_on). 1, or 0 with a
 * message in why (may be NULL): "jps cannot run under movement model 8-cut: <its limits>",
 * "voxel/bfs searches voxel volumes, not 2D grids". */
int pf_variant_runs_on(const struct pf_variant *v, enum pf_moves m, char *why, size_t why_len);

/* Search context: all per-query state for one grid and movement model, allocated once and
 * reused across queries (reset by an epoch stamp; no allocation inside a query). */
struct pf_search_ctx *pf_ctx_create(const struct pf_grid *g, enum pf_moves m);
/* The same for a voxel volume (model 26; its state is paged: pf_voxel.h) and for a node graph
 * (model graph). The volume or graph must outlive the context. NULL when out of memory. */
struct pf_search_ctx *pf_ctx_create_voxel(const struct pf_voxels *v);
struct pf_search_ctx *pf_ctx_create_graph(const struct pf_graph *g);
/* The same for the any-angle plane over grid g (model aa, pf_anyangle.h): its nodes are the
 * corners, node y * (width + 1) + x for corner (x, y); a path is the polyline's corners.
 * pf_aa_corner_node and pf_aa_node_corner convert. NULL when out of memory. */
struct pf_search_ctx *pf_ctx_create_anyangle(const struct pf_grid *g);
pf_node pf_aa_corner_node(const struct pf_grid *g, int32_t x, int32_t y);
void pf_aa_node_corner(const struct pf_grid *g, pf_node n, int32_t *x, int32_t *y);
const struct pf_domain *pf_ctx_domain(const struct pf_search_ctx *ctx);
/* The context's volume or graph (NULL in another domain), as pf_ctx_grid gives its grid. */
const struct pf_voxels *pf_ctx_voxels(const struct pf_search_ctx *ctx);
const struct pf_graph *pf_ctx_graph(const struct pf_search_ctx *ctx);
/* Nodes of the context's space (grid cells with the border, voxels with the border, graph
 * nodes), and whether node n is a free place a query may start or end at. */
uint64_t pf_ctx_num_nodes(const struct pf_search_ctx *ctx);
int pf_ctx_node_free(const struct pf_search_ctx *ctx, pf_node n);
/* Check a path in the context's domain (pf_path_validate, pf_voxel_path_validate or
 * pf_graph_path_validate); 1 when valid, with *cost recomputed; else 0 and the reason. */
int pf_ctx_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                    pf_node start, pf_node goal, double *cost, char *why, size_t why_len);
/* Every node the last query gave a cost in a domain whose state grows with the search (voxel
 * volumes: x, y, z; closed when it was expanded), for pictures; PF_ERR_ARG in other domains. */
int pf_ctx_visit_touched(const struct pf_search_ctx *ctx,
                         void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg);
/* Every node the last query reached on a node graph (closed 1 when it was expanded), for
 * pictures; PF_ERR_ARG in other domains. */
int pf_ctx_visit_nodes(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed), void *arg);
/* Whether v can search this context's space at all: its model (pf_variant_runs_on), and what the
 * space itself allows (a graph heuristic needs node positions; the bucket queue needs a graph's
 * arc costs within its window). 1, or 0 with the reason in why (may be NULL):
 * "graph/astar/euclidean/heap needs node positions, and this graph has none". */
int pf_ctx_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len);
/* 1 when v must return least-cost paths on this context: pf_variant_should_be_optimal under
 * its model and, on a node graph, its heuristic admissible on this graph (every arc costs at
 * least the heuristic's distance between its ends: pf_graph_check_heuristics). */
int pf_ctx_should_be_optimal(const struct pf_search_ctx *ctx, const struct pf_variant *v);
void pf_ctx_destroy(struct pf_search_ctx *ctx);
void pf_ctx_set_tie(struct pf_search_ctx *ctx, enum pf_tie t);
void pf_ctx_set_budget(struct pf_search_ctx *ctx, uint64_t max_expansions); /* 0 = none */
void pf_ctx_set_seed(struct pf_search_ctx *ctx, uint64_t seed);
/* When on, the context records the expansion order of each node for pictures (2D grids' and
 * weighted terrain's cells, the any-angle plane's corners). */
int pf_ctx_set_trace(struct pf_search_ctx *ctx, int on);
/* Expansion order of node n in the last query, or -1. Only with tracing on. */
int64_t pf_ctx_trace_order(const struct pf_search_ctx *ctx, pf_node n);
/* What a jump-based search did with node n in the last query (tracing on), as bits: */
/* (PF_TRACE_SCANNED, PF_TRACE_JUMP: pf_types.h) */
unsigned pf_ctx_trace_marks(const struct pf_search_ctx *ctx, pf_node n);
/* The steps of the last traced query, in the order the search took them (the events of a
 * Posthoc trace): an expansion of id, or a generation (a first label) or an update (a cheaper
 * label) of id from parent with its g and f = g + weight * h in PF_CARD units. Side 1: the
 * backward search of a bidirectional one. The log keeps the first PF_TRACE_MAX_STEPS steps;
 * *lost counts the rest. NULL with *n = 0 when tracing is off. */
enum pf_trace_what { PF_STEP_EXPAND, PF_STEP_GENERATE, PF_STEP_UPDATE };
struct pf_trace_step {
    uint8_t what;        /* enum pf_trace_what */
    uint8_t side;        /* 0: forward, 1: backward */
    pf_node id, parent;  /* parent: PF_NONE for an expansion */
    pf_cost g, f;        /* 0 for an expansion (its label is its last generation's or update's) */
};
#define PF_TRACE_MAX_STEPS (1u << 22)
/* Keep at most max steps in the log of a traced context (tracing on; 0 or more than
 * PF_TRACE_MAX_STEPS: PF_TRACE_MAX_STEPS), so a huge traced search holds at most max * sizeof
 * (struct pf_trace_step) bytes of log; the steps past it are counted in *lost. PF_OK, or
 * PF_ERR_ARG when tracing is off. */
int pf_ctx_set_trace_steps(struct pf_search_ctx *ctx, uint32_t max);
const struct pf_trace_step *pf_ctx_trace_steps(const struct pf_search_ctx *ctx, size_t *n, uint64_t *lost);
size_t pf_ctx_bytes(const struct pf_search_ctx *ctx);
const struct pf_grid *pf_ctx_grid(const struct pf_search_ctx *ctx);
enum pf_moves pf_ctx_moves(const struct pf_search_ctx *ctx);
/* The map's file name without folders ("den520d.map"), for plugins (their messages, the names
 * of their cache files); set by the harness before the first pf_ctx_prepare. "" until set. */
void pf_ctx_set_map_name(struct pf_search_ctx *ctx, const char *name);
const char *pf_ctx_map_name(const struct pf_search_ctx *ctx);
/* Why the last query failed or its answer could not be read (a plugin's invalid segment
 * path, an unknown status it returned), for the harness's messages; "" when nothing to say. */
const char *pf_ctx_note(const struct pf_search_ctx *ctx);

/* What pf_ctx_prepare did. */
struct pf_prep {
    int ran;                 /* 1 when this call ran the algorithm's preprocessing (time it) */
    size_t bytes;            /* bytes the preprocessed data holds (0 when the algorithm has none) */
    int cached;              /* 1 when this call read the data from the preprocessing cache
                                instead (ran is 0 then) */
    uint64_t built_ns;       /* cached: how long the preprocessing took when it ran (the cache
                                file keeps it), to report as its time */
};
/* Everything v needs on this context before its first query: its open list, its algorithm's
 * scratch and preprocessed data, each made once per context and kept. The harness calls it
 * outside any timed query, times it when out->ran, and reports that as preprocessing;
 * pf_search calls it itself when nobody did. PF_OK; PF_ERR_ARG when v cannot run under the
 * context's model (pf_variant_runs_on); PF_ERR_NOMEM or the preprocessing's error. out may
 * be NULL. */
int pf_ctx_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep *out);

/* The preprocessing cache: the folder where preprocessed data is kept between runs, one file
 * per (map content, algorithm, model, program build), written whole or not at all (NULL or ""
 * turns it off; off by default). PF_OK or PF_ERR_NOMEM. pf_ctx_prepare reads a matching file
 * instead of preprocessing (pf_prep.cached); the caller, which times the preprocessing, stores
 * what ran with pf_prep_cache_store and the time it took. PF_OK, PF_ERR_ARG when the algorithm,
 * the domain or the cache has nothing to store, PF_ERR_IO. */
int pf_prep_cache_set_dir(const char *dir);
const char *pf_prep_cache_dir(void);
int pf_prep_cache_store(const struct pf_search_ctx *ctx, const struct pf_variant *v, uint64_t built_ns);
/* For other data about ctx's map kept in the same folder (the harness's reference answers): the
 * file "DIR/TAG-MODEL-MAPID-PROGRAMID.EXT" into path and the key line that must head it into key
 * (the map's content, the model and the program build, as the preprocessing's). PF_OK, or
 * PF_ERR_ARG when there is no cache or the context has no key. pf_prep_cache_replace renames a
 * whole temporary file into place and removes the same file of other builds (PF_OK), or
 * removes the temporary file (PF_ERR_IO). */
int pf_prep_cache_file(const struct pf_search_ctx *ctx, const char *tag, const char *ext, char *path, size_t cap,
                       char *key, size_t kcap);
int pf_prep_cache_replace(const char *tmp, const char *path);
/* Stop every preprocessing running in this process at its next check of its limits (on != 0),
 * which then returns PF_BUDGET with a note saying it was interrupted and leaves nothing behind,
 * or let preprocessings run again (0). Async-signal-safe: pfbench run's Ctrl-C handler calls it,
 * so that a run stops within a second rather than after a contraction of minutes. */
void pf_prep_interrupt(int on);
int pf_prep_interrupted(void);
/* The time limit of a preprocessing on this context, in seconds (0: none, the default): a
 * preprocessing that runs longer stops and pf_ctx_prepare returns PF_BUDGET. */
void pf_ctx_set_prep_seconds(struct pf_search_ctx *ctx, double seconds);

/* How v follows a change of its map: what its algorithm's descriptor says (.repair, and
 * whether it preprocesses). */
enum pf_follow pf_variant_follow(const struct pf_variant *v);

/* What pf_ctx_map_change did. */
struct pf_change {
    uint32_t repaired;       /* algorithms whose data was repaired */
    uint32_t rebuilt;        /* algorithms whose preprocessing ran again */
    size_t bytes;            /* preprocessed bytes the context holds afterwards */
};
/* The map under ctx changed inside the n rectangles (the caller changed ctx's grid with
 * pf_grid_apply_patch, between queries, never during one): the context follows it, its move
 * masks and wall stamps, and every algorithm prepared on it by its policy (pf_variant_follow),
 * or rebuilt whatever its policy when how is PF_FOLLOW_REBUILD. Afterwards every search answers
 * on the map as it is, without a reload. The caller times it: this is what a variant pays to
 * keep up. PF_OK; PF_ERR_ARG in a domain whose maps cannot change (voxel, graph, any-angle);
 * a rebuild's error (the algorithm is then unprepared: its next query prepares it again). */
int pf_ctx_map_change(struct pf_search_ctx *ctx, const struct pf_rect *changed, uint32_t n, enum pf_follow how,
                      struct pf_change *out);
/* Whether the data v's algorithm keeps on ctx equals what a build from scratch on the map as
 * it is gives (its .prep_save bytes; the tests' and validate's check of a repair). 1 equal; 0
 * not, with the first difference in why; PF_ERR_ARG when the algorithm keeps nothing to
 * compare (no .prep_save), or an error of the build. */
int pf_ctx_check_prep(struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len);
/* The same in two steps, so that a caller can time the rebuild alone: pf_ctx_prep_rebuild builds
 * v's data from scratch on the map as it is into *fresh (PF_OK, or the build's error);
 * pf_ctx_prep_compare compares it with the kept data as pf_ctx_check_prep does and frees it. */
struct pf_prep_fresh {
    void *data;
    size_t bytes;
};
int pf_ctx_prep_rebuild(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep_fresh *fresh);
int pf_ctx_prep_compare(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep_fresh *fresh, char *why,
                        size_t why_len);

/* Run one query. Returns res->status. */
int pf_search(struct pf_search_ctx *ctx, const struct pf_variant *v,
              pf_node start, pf_node goal, struct pf_result *res);

/* Independent path check: start and goal match, every step legal under model m and the
 * terrain rules, cost recomputed. Returns 1 when valid; otherwise 0 and a reason in why. */
int pf_path_validate(const struct pf_grid *g, enum pf_moves m, const pf_node *path,
                     uint32_t len, pf_node start, pf_node goal, double *cost,
                     char *why, size_t why_len);

/* Expand a segment path (GPPC's rule: a list of points, each consecutive pair a straight
 * cardinal or diagonal run; a pair repeated is a run of length 0) into every cell it passes,
 * start first, in out (room for cap nodes). PF_OK with *out_len; PF_ERR_ARG with the reason in
 * why when a point is outside the map or a pair is no straight run; PF_ERR_LIMIT when more
 * than cap cells. Whether each step is legal is pf_path_validate's to judge. */
int pf_path_expand_segments(const struct pf_grid *g, const pf_node *corners, uint32_t n,
                            pf_node *out, uint32_t cap, uint32_t *out_len, char *why,
                            size_t why_len);

#ifdef __cplusplus
}
#endif

#endif
