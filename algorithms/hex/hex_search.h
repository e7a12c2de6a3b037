/* hex_search.h: the hex domain's searches, context, validator and built-in variants, as plain
 * functions on a hex map (internal to libpf; libpf's domain descriptor and the harness reach
 * the domain through them). */
#ifndef PF_HEX_SEARCH_H
#define PF_HEX_SEARCH_H

#include <stddef.h>
#include "pf_search.h"
#include "hex_map.h"

/* What a hex search is, by data: the kind of loop, its open list (best-first kinds), whether
 * it reads hex distance (best-first: A* with it, Dijkstra without), and the generic search's
 * choose_node. */
enum pf_hex_kind {
    PF_HEX_BEST_FIRST = 0,   /* Dijkstra or A*, on any open list; optimal */
    PF_HEX_BFS = 1,          /* breadth-first; optimal here, every step costing the same */
    PF_HEX_GENERIC = 2,      /* the textbook generic search: first discovery wins */
    PF_HEX_BIDIR = 3,        /* bidirectional Dijkstra on two binary heaps; optimal */
};
struct pf_hex_search {
    enum pf_hex_kind kind;
    const struct pf_open_ops *open;   /* PF_HEX_BEST_FIRST: NULL means the binary heap */
    int heuristic;                    /* 1: reads hex distance (A*, the greedy pick), 0: none */
    enum pf_pick pick;                /* PF_HEX_GENERIC: fifo, lifo, random, greedy (by hex distance) */
};

/* The search state on one map, reused across queries (epoch stamps): every array is made at
 * creation or by pf_hex_ctx_prepare, never inside a query. */
struct pf_hex_ctx;
struct pf_hex_ctx *pf_hex_ctx_create(const struct pf_hex_map *m);   /* NULL: out of memory */
void pf_hex_ctx_destroy(struct pf_hex_ctx *ctx);
/* Bytes the context holds (its arrays, open lists and trace). */
size_t pf_hex_ctx_bytes(const struct pf_hex_ctx *ctx);
/* Make what search s needs before its first query (its open list, the backward side of the
 * bidirectional search, the greedy pick's heap): PF_OK or PF_ERR_NOMEM. pf_hex_search calls it
 * too, so a caller that skips it only moves the allocation into its first query. */
int pf_hex_ctx_prepare(struct pf_hex_ctx *ctx, const struct pf_hex_search *s);
void pf_hex_ctx_set_budget(struct pf_hex_ctx *ctx, uint64_t max_expansions);  /* 0: none */
void pf_hex_ctx_set_seed(struct pf_hex_ctx *ctx, uint64_t seed);              /* generic/random */
/* Tracing: with it on, each query records the order in which it expanded its cells.
 * PF_OK or PF_ERR_NOMEM. */
int pf_hex_ctx_set_trace(struct pf_hex_ctx *ctx, int on);
/* Expansion order of node n in the last traced query: k >= 0, or -1 when not expanded. */
long long pf_hex_ctx_trace_order(const struct pf_hex_ctx *ctx, pf_node n);
/* Every node the last query labelled (forward side), with closed = 1 when it was expanded. */
void pf_hex_ctx_visit(const struct pf_hex_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed),
                      void *arg);

/* One query from start to goal (nodes of the map): res gets the status (PF_OK, PF_NO_PATH,
 * PF_BUDGET, or PF_ERR_ARG for a node off the map or a malformed search), the path (valid
 * until the next query), g (steps x PF_HEX_STEP), cost (steps) and the counters. The goal
 * ends a search when it is taken off the frontier, never when it is generated. */
int pf_hex_search(struct pf_hex_ctx *ctx, const struct pf_hex_search *s, pf_node start,
                  pf_node goal, struct pf_result *res);

/* 1 when search s returns optimal costs on every hex map (hex distance is consistent). */
int pf_hex_search_optimal(const struct pf_hex_search *s);

/* Check a path on map m: start and goal at its ends, every cell free, every step to one of
 * the six neighbours. 1 with *cost (steps) set, or 0 with the reason in why. */
int pf_hex_validate(const struct pf_hex_map *m, const pf_node *path, uint32_t len, pf_node start,
                    pf_node goal, double *cost, char *why, size_t why_len);

/* The built-in variants (hex_variants.def), described by data; the domain descriptor makes its
 * registry variants of the same lines. The first is the reference (hex/dijkstra/heap). The
 * greedy generic search reads hex distance (heuristic 1), as its pick's key. */
struct pf_hex_variant_spec {
    const char *name;        /* "hex/astar/hex/heap" */
    const char *algo;        /* the `algo` column: "dijkstra", "astar", "bfs", "generic", "bidir-dijkstra" */
    const char *heuristic;   /* the `heuristic` column: "hex", or "-" */
    struct pf_hex_search search;
    const char *about;       /* one line for `pfbench list` */
};
extern const struct pf_hex_variant_spec pf_hex_variants[];
extern const size_t pf_hex_num_variants;
/* The spec named name, or NULL. */
const struct pf_hex_variant_spec *pf_hex_variant_find(const char *name);

#endif
