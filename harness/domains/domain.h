/* domain.h: the domain interface: what a map of a domain is, how its files are recognised,
 * planned and read, how its searches start, and how they are pictured; one ops table a domain. */
#ifndef PF_DOMAIN_H
#define PF_DOMAIN_H

#include <stddef.h>
#include "pf_search.h"
#include "pf_io.h"

struct pf_plan;
struct pf_plan_map;

/* What changed in a map before a query (a dynamic scenario's change event): the patches pasted
 * since the previous query asked, and their rectangles. */
struct pf_map_event {
    uint32_t epoch;               /* the query's epoch (its file's EPOCH column) */
    uint32_t patches;             /* patches pasted since the previous query (0: none) */
    const struct pf_rect *rects;  /* their rectangles, owned by the map until its next change */
};

/* Where a planner finds things and what it may say: the run's name filter, the data folder of
 * the domain, and whether to keep quiet about progress. */
struct pf_plan_opts {
    const char *pattern;        /* comma-separated globs on map names and families; NULL = all */
    const char *data_dir;       /* the domain's data folder (MOVINGAI_DIR, VOXEL_DIR, GRAPHS_DIR) */
    int per_bucket, max_buckets;/* generated scenarios (2D recipes) */
    size_t order_base;          /* plan_folder: the suite entry its first map stands for (orders
                                   map parts in pfbench merge; the others follow it) */
    int quiet;
    int data_found;             /* 1 when data_dir is a folder (else its data is skipped; the
                                   planner said so once, see .data_missing) */
};

/* A planned map's search space once loaded: its domain and the domain's own map (a struct
 * pf_grid, pf_voxels or pf_graph, owned by the domain's load and unload). */
struct pf_space {
    const struct pf_domain_ops *ops;
    void *map;
};

/* Options a command passes to a domain's pictures (`pfbench draw`, the pictures of a run). */
struct pf_picture_req {
    const struct pf_variant *const *vars;   /* the variants to picture, in order */
    size_t n;
    enum pf_moves moves;                    /* the 2D model (grids) */
    const char *map_name;
    const char *out;                        /* draw: the picture file; run: NULL */
    const char *dir;                        /* where the picture data goes (a scratch folder, or
                                               the run's traces/) */
    int verbose;
    int first;                              /* the panel number of vars[0] (a run pictures its
                                               variants one at a time, plugins in a child) */
};

/* The chart of a run's search pictures of a domain (charts/data, scripts/charts.sh): drawn from
 * the traces of its folder (NN-VARIANT.trace, by search.gp), or as panels (one NN.title a panel,
 * by TRACE_DIR.gp through draw-panels.sh). */
struct pf_domain_pictures {
    const char *chart;                 /* the chart's name: "search", "search-weighted" */
    int panels;                        /* 0: traces; 1: panels */
    const char *title;
    const char *what;                  /* its caption, ended by the count the chart found */
};

/* What `pfbench gen` passes a domain's generator (struct pf_domain_ops .gen) besides the recipe
 * and the output folder. */
struct pf_gen_opts {
    int per_bucket, max_buckets;       /* --per-bucket, --max-buckets: the queries to draw */
    int seed_given;                    /* 1 when --seed was given: seed, not the recipe's */
    uint64_t seed;
    const char *from;                  /* --from: a file or folder the recipe converts (an
                                          existing map into the domain's kind); NULL: none */
};

/* A domain. Every field is set (NULL only where the comment says so); commands reach a domain
 * only through this table, found by the map file (pf_domain_of_file), a suite entry's source
 * (pf_domain_of_source), a runs.csv / meta.json name (pf_domain_named) or the enum
 * (pf_domain_ops_of). Adding a domain is one file of this folder and one line in domains.c. */
struct pf_domain_ops {
    const char *name;                  /* the runs.csv `domain` column: "grid", "voxel", "graph",
                                          "weighted" */
    const struct pf_domain *id;        /* libpf's descriptor (pf_variant_domain, pf_alg.domain) */
    const char *unit;                  /* what its nodes are called on charts: "cells" */
    const char *trace_dir;             /* where a run's pictures of it go, under traces/: "" for
                                          2D maps (traces/NN-VARIANT.trace), "voxel", "graph" */
    struct pf_domain_pictures pictures;   /* the chart of the pictures in traces/TRACE_DIR */
    uint64_t picture_nodes;            /* a run pictures the first of its maps (one read from a
                                          file first, else a generated one) with at most this many
                                          nodes, width x height x depth */
    const char *map_kind;              /* in messages: "map", "voxel level", "graph" */
    /* A map's size as the charts label it, from a runs.csv row's width, height and depth (its
     * domain's meaning of them: a graph's width is its node count): "512²", "256×128",
     * "100×100×50", "2000 nodes"; written into out (cap bytes, NUL-terminated). */
    void (*size_label)(int32_t width, int32_t height, int32_t depth, char *out, size_t cap);
    const char *files;                 /* its map files, for --help and messages: ".map" */
    const char *data_env;              /* the environment variable naming its data folder */
    const char *data_default;          /* that folder when the variable is unset */
    /* Its data folder for `pfbench run` is `--data NAME=DIR`; data_option is the older option
     * that stays an alias of it ("movingai" for --movingai DIR); NULL: none. */
    const char *data_option;
    /* 1: a planner given no folder for it plans none of its data files (its callers choose:
     * pfbench run passes --data, data_option, $data_env or data_default); 0: the planner falls
     * back to $data_env, then data_default. */
    int data_given_only;
    /* The suite sources of .sources that read its data folder ("mai:"), NULL-terminated; NULL:
     * none. With data_missing they decide the message below. */
    const char *const *data_sources;
    /* Said once before planning ("pfbench run: " before it) when a suite needs its data folder
     * (an entry of data_sources, or the whole domain) and the folder is absent; NULL: a note
     * naming the folder and data_env, and only when the suite takes the whole domain. */
    const char *data_missing;
    /* The meta.json key recording its data folder (empty when absent), which --resume reads
     * back unless the folder is given again; NULL: not recorded. */
    const char *data_meta_key;
    const char *default_variant;       /* what solve, trace and draw run when no --algo is given
                                          (configuration, as a suite's list of variants) */
    /* The domain whose map files it also searches when a command (solve, trace, draw) names one
     * of its variants (the any-angle plane: the 2D grid's .map); NULL: none. */
    const struct pf_domain_ops *reads;
    const char *const *sources;        /* the suite source prefixes it plans, NULL-terminated:
                                          "gen:" (a recipe), "mai:" (a file under data_dir) */
    /* 1 when the file at path is one of its map files: by its extension or its first line,
     * never by a suite's name. */
    int (*recognise)(const char *path);
    /* The domain whose recognise also accepts some of this domain's files, and which loses them
     * to this one (weighted: the grid, as a .map with a costs file beside it is weighted);
     * NULL: none. pf_domain_of_file decides by it, not by the order of the domains' table. */
    const struct pf_domain_ops *recognise_before;
    /* The query file of a map file when none is given: written into out ("" when the domain
     * draws its own queries). */
    void (*queries_for)(const char *map, char *out, size_t cap);
    /* Plan a suite entry (one of .sources): 0, also when its data is absent (a note on stderr,
     * skipped), or -1 after an error message. limit: lines kept, evenly spaced (0 = all). */
    int (*plan_source)(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o);
    /* Plan one map file and its query file into m, whose name and family (the file's stem and
     * folder) are set; through pf_domain_plan_file. 0 or -1 after a message "file:line: ...". */
    int (*plan_file)(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *queries,
                     int limit, const struct pf_plan_opts *o);
    /* Plan every map of this domain under dir (its data folder), in name order. 0 or -1. */
    int (*plan_folder)(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o);
    /* The movement model its searches run under, given the run's model (--moves): that model
     * when it is one of the domain's, else the domain's default. */
    enum pf_moves (*moves)(enum pf_moves grid_moves);
    /* The model its query files' optima assume (the published optima are checked only there). */
    enum pf_moves optima_moves;
    /* Its loaded map: map_size zeroed bytes (a struct pf_grid, pf_voxels, pf_graph) that read
     * fills from a planned map (PF_OK, or an error status with the message in e) and release
     * empties; pf_space_load and pf_space_free hold the memory. */
    size_t map_size;
    int (*read)(const struct pf_plan_map *m, void *map, struct pf_error *e);
    void (*release)(void *map);
    /* A search context on a loaded map (grid_moves: the 2D model); NULL when out of memory. */
    struct pf_search_ctx *(*context)(const void *map, enum pf_moves grid_moves);
    /* The start and goal nodes of a planned query. */
    void (*nodes)(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t);
    /* The picture data of one query, one panel per variant, written into req->dir; then, when
     * req->out is set, the picture itself drawn by the domain's script. 0, or -1 after a
     * message on stderr. */
    int (*picture)(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req);
    /* The recipes `pfbench gen --recipe R` writes maps of this domain from: prefixes of R
     * ("hex:"), NULL-terminated; NULL when it generates nothing through gen. */
    const char *const *recipes;
    /* Write the map (and its query file) of recipe R, one of .recipes, into out_dir (created if
     * missing): their paths on stdout, one a line, then a "# ..." summary line; problems on
     * stderr ("pfbench gen: ..."). Returns the command's exit status: 0, PF_EXIT_USAGE (a bad
     * recipe or option) or PF_EXIT_FAIL. NULL exactly when recipes is NULL. */
    int (*gen)(const char *recipe, const char *out_dir, const struct pf_gen_opts *o);
    /* 1 when a loaded map can be pictured at all (a graph needs node positions); NULL: always. */
    int (*picturable)(const void *map);
    /* Write one search's trace (docs/FORMATS.md): what it expanded, in order where the domain
     * records it, and its path. 0, or -1 after a message. */
    int (*trace)(const void *map, enum pf_moves grid_moves, const struct pf_variant *v,
                 const char *map_name, const struct pf_scen_entry *e, const char *path);
    /* The same search's Posthoc trace (posthoc.h; `pfbench trace --format posthoc`); NULL: the
     * domain writes none yet. */
    int (*posthoc)(const void *map, enum pf_moves grid_moves, const struct pf_variant *v,
                   const char *map_name, const struct pf_scen_entry *e, const char *path);
    /* Maps that change between queries (a dynamic scenario); both NULL for maps that stand
     * still. rewind puts a loaded map back as it starts; advance pastes into it every change
     * before planned query e (asked in plan order after a rewind), the world changing, and says
     * in *ev what changed (the caller then tells its contexts, pf_ctx_map_change). PF_OK, or an
     * error status with the message in err. */
    int (*rewind)(void *map, struct pf_error *err);
    int (*advance)(void *map, const struct pf_scen_entry *e, struct pf_map_event *ev, struct pf_error *err);
    /* The domain whose libpf descriptor (.id, and so whose variants) it shares, its maps being
     * that domain's in another form (dynamic scenarios: 2D grids that change); NULL: its own.
     * pf_domain_ops_of(id) is always the owner, never a domain that shares it. */
    const struct pf_domain_ops *shares;
};

/* The registered domains (domains.c), in the order of runs and charts. */
size_t pf_domain_ops_count(void);
const struct pf_domain_ops *pf_domain_ops_at(size_t i);
/* The domain of enum d, of a runs.csv/meta.json name (NULL when unknown), of a suite source
 * ("vox:warframe/A1": by its prefix; NULL when none plans it), of a map file (by its content or
 * name: of the domains that recognise it, the first registered one that no other of them is
 * recognised before (.recognise_before); NULL when none recognises it). */
const struct pf_domain_ops *pf_domain_ops_of(const struct pf_domain *d);
const struct pf_domain_ops *pf_domain_named(const char *name);
const struct pf_domain_ops *pf_domain_of_source(const char *source);
const struct pf_domain_ops *pf_domain_of_file(const char *path);
/* The domain whose .recipes claim recipe R (`pfbench gen --recipe R`); NULL when none does. */
const struct pf_domain_ops *pf_domain_of_recipe(const char *recipe);
/* The domain of a registered variant (libpf's pf_variant_domain), and of libpf's enum (an enum
 * no domain registers: pf_domain_default()). */
const struct pf_domain_ops *pf_domain_of_variant(const struct pf_variant *v);
/* The domain taken when nothing can tell which: the domain of a variant neither registered nor
 * seen in any row (pfbench merge), of an enum no domain registers (pf_domain_ops_of). This is
 * configuration, set in domains.c only: the 2D grid, the domain of the Moving AI benchmark. */
const struct pf_domain_ops *pf_domain_default(void);
/* The variant a command runs on a map of domain d when none is named: d->default_variant when
 * it is registered and can search the space sp (a graph heuristic needs positions), else the
 * domain's reference (pf_variant_reference_in). */
const struct pf_variant *pf_domain_default_variant(const struct pf_domain_ops *d, const struct pf_space *sp);
/* "a 2D map (.map), a voxel level (.3dmap) or a node graph (.gr, .graph)": every domain's
 * files, for messages. */
const char *pf_domain_files_all(void);
/* A run's model (--moves of run, solve, trace, draw, list): a model that its domain searches
 * under when asked (2D: 4, 8, 8-cut, 8-any; weighted terrain: mean, enter); each domain maps it
 * with its .moves (a 2D model leaves weighted maps under mean, a cost rule leaves 2D maps
 * under 8). PF_OK or PF_ERR_ARG. */
int pf_domain_moves_parse(const char *s, enum pf_moves *out);
/* Those models for messages: "mean, enter (weighted maps); 4, 8, 8-cut, 8-any (2D maps)". */
const char *pf_domain_moves_choices(void);
/* The data folder of domain d for a run: the given folder, else $data_env, else data_default. */
const char *pf_domain_data_dir(const struct pf_domain_ops *d, const char *given);
/* The position of d among the registered domains (pf_domain_ops_at(pf_domain_ops_index(d)) == d). */
size_t pf_domain_ops_index(const struct pf_domain_ops *d);

/* The domains' tables (for domains.c and the domain files themselves; commands find a domain
 * through the functions above). */
extern const struct pf_domain_ops pf_domain_ops_grid, pf_domain_ops_voxel, pf_domain_ops_graph,
    pf_domain_ops_weighted, pf_domain_ops_anyangle, pf_domain_ops_dynamic;

/* Helpers the domain files share (domain_common.c). */
/* Plan map file `map` of domain d with its query file (queries NULL: d->queries_for of it):
 * name and family from the file's stem and folder, kept when they match o->pattern. 0 or -1. */
int pf_domain_plan_file(const struct pf_domain_ops *d, struct pf_plan *p, const char *map, const char *queries,
                        int limit, const struct pf_plan_opts *o);
/* Draw the panels a domain wrote into req->dir with scripts/draw-panels.sh --plot plot (its
 * scripts/plot/PLOT.gp) into req->out; nothing when req->out is NULL (a run keeps the panels
 * for charts.sh). 0, or -1 after a message. */
int pf_panels_draw(const struct pf_picture_req *req, const char *plot);
/* A domain's trace function (struct pf_domain_ops .trace). */
typedef int pf_trace_fn(const void *map, enum pf_moves grid_moves, const struct pf_variant *v,
                        const char *map_name, const struct pf_scen_entry *e, const char *path);
/* The pictures of the domains drawn from traces (2D grids, weighted terrain): one trace a variant
 * (NN-VARIANT.trace in req->dir, written by trace), then, when req->out is set, drawn as panels
 * by scripts/draw-search.sh. 0, or -1 after a message. */
int pf_traces_draw(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req,
                   pf_trace_fn *trace);
/* Size labels (struct pf_domain_ops .size_label): a plane's "W²" (square) or "W×H", a volume's
 * "W×H×D". */
void pf_size_label_plane(int32_t width, int32_t height, int32_t depth, char *out, size_t cap);
void pf_size_label_volume(int32_t width, int32_t height, int32_t depth, char *out, size_t cap);
/* The first bytes of a file, NUL-terminated (at most cap - 1); 0, or -1 when unreadable. */
int pf_file_head(const char *path, char *buf, size_t cap);
/* Family (the parent folder's name) and name (the file name without `strip`, a suffix) of a
 * map file into m; 0, or -1 when they do not fit runs.csv's fields (after a message). */
int pf_plan_name_file(struct pf_plan_map *m, const char *path, const char *strip);
/* Every file under dir (one level of family folders, and dir itself) whose name ends in
 * suffix, sorted; *out is an array of n malloc'd paths (free with pf_free_list). 0 or -1. */
int pf_list_files(const char *dir, const char *suffix, char ***out, size_t *n);
/* Plan every map file (name ending in suffix) in dir and its family folders, in the order
 * listed (o->order_base + i): each through one, which plans it or says why not. 0 or -1. */
int pf_domain_plan_folder(struct pf_plan *p, const char *dir, const char *suffix, int limit,
                          const struct pf_plan_opts *o,
                          int (*one)(struct pf_plan *p, const char *map, int limit,
                                     const struct pf_plan_opts *o));
/* 1 when the map at path (its name without strip, or its family folder) matches pattern: a
 * source the suite names but the data folder lacks is noted only then. */
int pf_plan_file_wanted(const char *path, const char *strip, const char *pattern);
void pf_free_list(char **list, size_t n);

#endif
