/* pf_hex.h: the hex domain of libpf: hex maps (odd-r offset layout, six neighbours, every step
 * costing 1), their search context, searches, validator and built-in variants, and the hex
 * context of the registry (pf_ctx_create_hex). */
#ifndef PF_HEX_H
#define PF_HEX_H

#include <stddef.h>
#include <stdint.h>
#include "pf_grid.h"
#include "pf_search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The hex domain's one movement model, named "6": six neighbours, every step costs 1. Its id
 * follows the models of pf_grid.h's enum pf_moves. */
#define PF_MOVES_HEX 9
#define PF_HEX_MOVES_NAME "6"

/* Odd-r layout: row y = 1, 3, ... is shifted right by half a cell. The six directions are
 * numbered so that a direction's opposite is d ^ 1. */
enum pf_hex_dir { PF_HEX_E = 0, PF_HEX_W = 1, PF_HEX_NE = 2, PF_HEX_SW = 3, PF_HEX_NW = 4, PF_HEX_SE = 5 };
#define PF_HEX_DIRS 6
#define PF_HEX_ODD 0x40u          /* mask bit: the cell lies on an odd row */
#define PF_HEX_MOVES 0x3Fu        /* mask bits 0..5: the legal moves */

/* One hex step in fixed point: the same unit as a cardinal step of the 2D grid (PF_CARD), so
 * that costs, open lists and buckets behave as they do there; reported costs are steps. */
#define PF_HEX_STEP ((pf_cost)PF_CARD)

/* The map: grid keeps the characters and the padded classes (PF_CLS_LAND for a free cell,
 * PF_CLS_BLOCKED for every other, the border included), so node (x, y) is
 * pf_grid_node(&m->grid, x, y). */
struct pf_hex_map {
    struct pf_grid grid;
    int32_t off[2][PF_HEX_DIRS];  /* node offset of each direction, by row parity (0 even) */
    uint8_t *mask;                /* num_nodes: legal moves (both cells free) and PF_HEX_ODD */
    uint32_t num_free;            /* free cells */
};

/* The terrain characters a hex map takes are Moving AI's (pf_terrain_class >= 0); the free
 * ones are the land class ('.', 'G', 'S'); 'W', '@', 'O' and 'T' are blocked. */
int pf_hex_char_valid(char c);
int pf_hex_char_free(char c);

/* The (x, y) neighbour of (x, y) in direction d under odd-r, unpadded (may lie off the map). */
void pf_hex_neighbour_xy(int32_t x, int32_t y, int d, int32_t *nx, int32_t *ny);

/* A width x height map, every cell '@'; PF_OK, PF_ERR_ARG or PF_ERR_NOMEM. Set the cells with
 * pf_hex_map_set, then build the masks with pf_hex_map_finish before any search. */
int pf_hex_map_init(struct pf_hex_map *m, int32_t width, int32_t height);
void pf_hex_map_set(struct pf_hex_map *m, int32_t x, int32_t y, char c);   /* c valid */
void pf_hex_map_finish(struct pf_hex_map *m);
/* A hex map with the cells of grid g (its characters, read as hex terrain); PF_OK or
 * PF_ERR_NOMEM. */
int pf_hex_map_from_grid(struct pf_hex_map *m, const struct pf_grid *g);
void pf_hex_map_free(struct pf_hex_map *m);

static inline pf_node pf_hex_node(const struct pf_hex_map *m, int32_t x, int32_t y)
{
    return pf_grid_node(&m->grid, x, y);
}
static inline void pf_hex_xy(const struct pf_hex_map *m, pf_node n, int32_t *x, int32_t *y)
{
    pf_grid_xy(&m->grid, n, x, y);
}
static inline int pf_hex_free(const struct pf_hex_map *m, pf_node n)
{
    return n < m->grid.num_nodes && m->grid.cls[n] != PF_CLS_BLOCKED;
}
/* The neighbour of node n in direction d (a border node when n is on the map's edge). */
static inline pf_node pf_hex_step(const struct pf_hex_map *m, pf_node n, int d)
{
    return (pf_node)((int64_t)n + m->off[(m->mask[n] & PF_HEX_ODD) != 0][d]);
}

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

/* The hex domain's descriptor (pf_domain.h) and a registry context on map m (model 6), which
 * every hex variant of the registry searches through pf_search; m must outlive it. NULL when
 * out of memory. pf_ctx_hex_map gives the map back (NULL for a context of another domain). */
extern const struct pf_domain pf_domain_hex;
struct pf_search_ctx *pf_ctx_create_hex(const struct pf_hex_map *m);
const struct pf_hex_map *pf_ctx_hex_map(const struct pf_search_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
