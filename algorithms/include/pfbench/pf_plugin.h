/* pf_plugin.h: the versioned C ABI through which a shared object adds search variants to pfbench. */
#ifndef PF_PLUGIN_H
#define PF_PLUGIN_H

/* A plugin is a shared object exporting one function, pf_plugin_entry (C linkage), that
 * returns a static description of the variants it offers. pfbench (`--plugin lib.so`) loads
 * it with dlopen, checks the ABI version, and registers every variant in the same registry as
 * the built-in ones: validated, summarised, charted and pictured like them. A plugin needs no
 * library to link against: everything it may call in the host comes in struct pf_plugin_host.
 *
 * Versioning: PF_PLUGIN_ABI changes whenever the layout of any struct below, or of the
 * headers they include (struct pf_grid, struct pf_counters from metrics.def, the status codes
 * and movement models), changes. pfbench refuses a plugin built for another version. */

#include <stddef.h>
#include "pf_types.h"
#include "pf_grid.h"
#include "pf_heuristic.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PF_PLUGIN_ABI 3u
#define PF_PLUGIN_ENTRY "pf_plugin_entry"   /* the symbol pfbench looks up */

/* What the host lends a plugin; valid from pf_plugin_entry until the plugin is unloaded. */
struct pf_plugin_host {
    uint32_t abi;                                  /* PF_PLUGIN_ABI of the host */
    /* Bit d set when the move from node n in direction d (pf_dir_dx/dy order below) is legal
     * under model m (the same rules every built-in search uses). */
    uint8_t (*move_mask)(const struct pf_grid *g, pf_node n, enum pf_moves m);
    const int8_t *dir_dx;                          /* the eight directions: N, E, S, W, NE, SE, SW, NW */
    const int8_t *dir_dy;
    const char *cache_dir;       /* a folder where a plugin may keep per-map data between runs
                                    (GPPC entries' preprocessed files), or NULL for none */
};

/* Everything one search context hands a variant when it is set up (once, outside any query). */
struct pf_plugin_env {
    const struct pf_grid *grid;                    /* padded grid: node = (y + 1) * stride + x + 1 */
    enum pf_moves moves;
    const struct pf_heuristic *h;                  /* the heuristic the variant named, or NULL */
    const char *map_id;                            /* names the map's contents (a hash, hex), to key
                                                      a cache; the same map gives the same id */
    const char *map_name;                          /* the map's file name without folders ("den520d.map"),
                                                      for messages and the names of cache files */
    void *prep;                                    /* what .preprocess made for this map, or NULL */
    uint64_t budget;                               /* max expansions per query, 0 = none */
    const struct pf_plugin_host *host;
    /* Set only while pfbench draws a search picture, NULL otherwise: call it for each node the
     * search expands (what = 0), scans on a jump (PF_TRACE_SCANNED) or generates as a jump
     * point (PF_TRACE_JUMP), with trace_cookie as the first argument. */
    void (*trace)(void *cookie, pf_node n, unsigned what);
    void *trace_cookie;
};

/* One query's answer, filled by .search. The host owns the path buffer. */
struct pf_plugin_answer {
    pf_node *path;               /* host buffer: room for path_cap nodes */
    uint32_t path_cap;           /* grid->num_nodes */
    uint32_t path_len;           /* nodes written, start first and goal last; 0 unless PF_OK */
    int segments;                /* 0: path lists every cell; 1: path lists the corners of a
                                    segment path (each consecutive pair a straight cardinal or
                                    diagonal run, GPPC's rule): the host expands and checks it */
    struct pf_counters c;        /* counters the variant keeps (zeroed by the host) */
    /* Incremental searches (GPPC's GetPath, called until it says done) time their own calls,
     * since the host sees only the whole query; all 0 for a search answered in one call. */
    uint32_t calls;              /* calls the query took */
    uint64_t first20_ns;         /* time until the first 20 steps of the path were known */
    uint64_t longest_call_ns;    /* the longest single call */
};

/* One variant a plugin offers: the same facts the built-in descriptors state. */
struct pf_plugin_variant {
    const char *name;            /* registry name, unique among all variants ("myplugin/astar") */
    const char *about;           /* one line for `pfbench list` */
    const char *algo;            /* the `algo` column ("astar", "dijkstra", "gppc") */
    const char *heuristic;       /* name of a built-in heuristic it takes ("octile"), or NULL */
    unsigned optimal_on;         /* PF_MOVES_BIT set where it returns optimal costs (given an
                                    admissible heuristic); 0: never promised optimal */
    unsigned runs_on;            /* PF_MOVES_BIT set of models it can search; 0 = every model */
    const char *limits;          /* why it refuses the others, or NULL */
    /* Per-map preprocessing, timed apart from queries; NULL when none. env->prep is NULL here.
     * *bytes: the size of the preprocessed data (in memory, or on disk for data kept in
     * files). PF_OK, PF_BUDGET (over a preprocessing limit: the map's rows are 'budget'), or
     * an error status. */
    int (*preprocess)(const struct pf_plugin_env *env, void **prep, size_t *bytes);
    void (*release)(void *prep);
    /* Per-context state, allocated once before the first query (no allocation inside a
     * query, as for built-in searches); *bytes says how much it holds. NULL when none. */
    int (*setup)(const struct pf_plugin_env *env, void **state, size_t *bytes);
    void (*teardown)(void *state);
    /* One query: PF_OK (path filled), PF_NO_PATH, PF_BUDGET, or an error status. */
    int (*search)(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                  struct pf_plugin_answer *out);
    /* Maps that change (optional): env->grid changed inside the n rectangles, between queries;
     * bring state up to date (GPPC's gppc_map_change). PF_OK; any other status, or NULL here:
     * the variant is re-initialised instead (its .preprocess, then .setup, run again on the
     * changed map), which `pfbench list` and meta.json report as its "rebuild". */
    int (*map_change)(void *state, const struct pf_plugin_env *env, const struct pf_rect *changed, uint32_t n);
};

/* What pf_plugin_entry returns. */
struct pf_plugin {
    uint32_t abi;                                  /* PF_PLUGIN_ABI the plugin was built for */
    const char *name;                              /* the plugin's name, for messages */
    uint32_t num_variants;
    const struct pf_plugin_variant *variants;
    const char *build;           /* how it was compiled ("GCC 12.2.0 -O2"), for meta.json, so a
                                    report can say every side was built the same way; or NULL */
};

/* The entry point every plugin exports. host is valid until the plugin is unloaded. */
typedef const struct pf_plugin *(*pf_plugin_entry_fn)(const struct pf_plugin_host *host);

#ifdef __cplusplus
}
#endif

#endif
