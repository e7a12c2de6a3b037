/* pf_graph.h: the node-graph domain: a directed weighted graph in CSR form with optional 3D
 * node positions, its geometric heuristics, search context, searches and path validator. */
#ifndef PF_GRAPH_H
#define PF_GRAPH_H

#include <stddef.h>
#include "pf_search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The graph --------------------------------------------------------------------------
 * Nodes are 0..num_nodes-1. Arc costs are fixed-point integers: a cost c in the file's
 * units is c * scale units here (scale 1 for DIMACS files, whose costs are integers; 10^D for
 * the plain format, whose costs have at most D decimals), so every cost the files can write
 * is held exactly and every comparison of path costs is an exact integer comparison
 * (docs/DOMAINS.md, "Fixed point"). The readers refuse a graph whose arc costs sum to more
 * than PF_GRAPH_MAX_TOTAL, so no g (the cost of a simple path) nor f = g + h overflows. */
#define PF_GRAPH_MAX_TOTAL (1ull << 62)
#define PF_GRAPH_MAX_NODES 0x7fffffffu
/* Bytes a graph needs per node and per arc while it is read and searched (CSR arrays,
 * positions, the reader's arc list, the search context and an open list): the readers refuse
 * a header whose counts would need more than their memory limit before allocating. */
#define PF_GRAPH_BYTES_PER_NODE 80u
#define PF_GRAPH_BYTES_PER_ARC 40u

/* The geometric heuristics, by index (struct pf_graph_heuristic .id). */
enum { PF_GH_ZERO = 0, PF_GH_EUCLIDEAN, PF_GH_MANHATTAN, PF_GH_CHEBYSHEV, PF_GH_COUNT };

struct pf_graph {
    uint32_t num_nodes, num_arcs;
    uint32_t *first;     /* num_nodes + 1: the arcs leaving u are first[u] .. first[u+1]-1 */
    pf_node *head;       /* num_arcs: where each arc goes (arcs sorted by tail, file order kept) */
    pf_cost *w;          /* num_arcs fixed-point costs */
    double *pos;         /* x, y, z of node n at pos[3n], pos[3n+1], pos[3n+2]; NULL: no positions */
    uint32_t scale;      /* fixed-point units per unit of cost (1, 10, ..., 10^6) */
    int decimals;        /* log10(scale): digits after the point of a cost written out */
    pf_cost total;       /* the sum of every arc's cost (no simple path costs more) */
    pf_cost max_w;       /* the largest arc cost */
    /* Per heuristic id: the first arc (by index) whose cost is below the heuristic's distance
     * between its ends, UINT32_MAX when there is none (the heuristic is admissible), set by
     * pf_graph_check_heuristics; meaningless without positions. */
    uint32_t bad_arc[PF_GH_COUNT];
};

/* An arc as a reader collects it, before the CSR is built. */
struct pf_graph_arc {
    pf_node u, v;
    pf_cost w;
};

/* Build g's CSR arrays from m arcs over n nodes (arcs sorted by tail with a counting sort that
 * keeps their order per tail) with the given scale; g->pos is left NULL. PF_OK; PF_ERR_ARG
 * when an arc names a node >= n or the scale is not a power of ten up to 10^6; PF_ERR_LIMIT
 * when the costs sum past PF_GRAPH_MAX_TOTAL; PF_ERR_NOMEM. g is zeroed first and left empty
 * on error. */
int pf_graph_build(struct pf_graph *g, uint32_t n, const struct pf_graph_arc *arcs, uint32_t m,
                   uint32_t scale);
void pf_graph_free(struct pf_graph *g);

/* The arc u -> v of least cost, or UINT32_MAX when there is none. */
uint32_t pf_graph_find_arc(const struct pf_graph *g, pf_node u, pf_node v);

/* ---- Geometric heuristics ---------------------------------------------------------------
 * A heuristic estimates the cost from n to the goal as floor(scale * (1 - 2^-40) * d), where d
 * is its distance (norm) between the two positions, computed in double. It is admissible on a
 * graph when every arc costs at least its distance between the arc's ends (then, by the
 * triangle inequality, every path costs at least the distance between its ends); the
 * shrinking factor absorbs the rounding of the double computations (proof in DOMAINS.md).
 * That is a property of the graph, checked once when it is loaded (bad_arc). */
#define PF_HEURISTIC_GRAPH "graph"   /* the kind of the graph domain's heuristics */
struct pf_graph_heuristic {
    /* "euclidean"; admissible_on names the graph model, but whether it is admissible on a
     * given graph is the graph's to say (pf_graph_heuristic_admissible) */
    struct pf_heuristic_info info;
    int id;                                         /* PF_GH_* */
    int needs_positions;                            /* 0 only for zero */
    double (*norm)(double dx, double dy, double dz); /* NULL for zero */
};

/* A graph variant's heuristic (struct pf_variant .heuristic) as the graph one it is. */
static inline const struct pf_graph_heuristic *pf_hgraph(const struct pf_heuristic_info *i)
{
    return (const struct pf_graph_heuristic *)(const void *)i;
}

extern const struct pf_graph_heuristic pf_gh_zero;
extern const struct pf_graph_heuristic pf_gh_euclidean;
extern const struct pf_graph_heuristic pf_gh_manhattan;
extern const struct pf_graph_heuristic pf_gh_chebyshev;
/* Every built-in graph heuristic, by id. */
extern const struct pf_graph_heuristic *const pf_graph_heuristics[PF_GH_COUNT];

/* Fill g->bad_arc for every built-in heuristic from g->pos (zero's is always UINT32_MAX;
 * without positions every entry is). Call after setting g->pos. */
void pf_graph_check_heuristics(struct pf_graph *g);
/* Whether h can run on g at all (it needs positions and g has none): 1, or 0 with the reason
 * in why ("the graph has no node positions"). */
int pf_graph_heuristic_runs(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                            char *why, size_t why_len);
/* Whether h is admissible on g: 1, or 0 with the first arc that breaks it in why ("arc
 * 3 -> 7 costs 1 but its ends are 1.41421356 apart (euclidean)"). A built-in heuristic's
 * verdict comes from bad_arc; any other descriptor is checked over the arcs now. */
int pf_graph_heuristic_admissible(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                                  char *why, size_t why_len);
/* The fixed-point estimate between nodes a and b (0 without positions). */
pf_cost pf_graph_estimate(const struct pf_graph *g, const struct pf_graph_heuristic *h,
                          pf_node a, pf_node b);

/* ---- Searches ---------------------------------------------------------------------------- */
struct pf_graph_ctx;
struct pf_graph_variant;

/* A graph search algorithm, described by data as struct pf_alg is for grids. */
struct pf_graph_alg {
    const char *name;        /* "astar", "bfs": the algo column unless a variant overrides it */
    unsigned needs;          /* PF_NEEDS_HEURISTIC | PF_NEEDS_OPEN */
    int optimal;             /* 1: least-cost paths given an admissible heuristic and weight <= 1;
                                0: no cost guarantee (BFS: fewest arcs) */
    int (*search)(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                  pf_node goal, struct pf_result *res);
};

extern const struct pf_graph_alg pf_galg_best_first;   /* graph_search.c */
extern const struct pf_graph_alg pf_galg_bfs;          /* graph_bfs.c */

struct pf_graph_variant {
    const char *name;                        /* "graph-astar/euclidean/heap" */
    const struct pf_graph_alg *alg;
    const struct pf_graph_heuristic *h;      /* NULL where the algorithm takes none (zero) */
    const struct pf_open_ops *open;          /* NULL: the binary heap */
    double weight;                           /* f = g + weight * h; 0 means 1 */
    const char *algo;                        /* the algo column when not alg->name */
};

/* 1 when v must return least-cost paths on g: its algorithm is optimal, its heuristic (if
 * any) admissible on g, its weight at most 1. */
int pf_graph_should_be_optimal(const struct pf_graph *g, const struct pf_graph_variant *v);

/* Search context for one graph: per-query state allocated once (stamps, g, h, parents, the
 * path) and reset by an epoch stamp, so no query allocates (the open list is created on the
 * first query of a variant and kept while the variants share it). NULL when out of memory. */
struct pf_graph_ctx *pf_graph_ctx_create(const struct pf_graph *g);
void pf_graph_ctx_destroy(struct pf_graph_ctx *ctx);
void pf_graph_ctx_set_budget(struct pf_graph_ctx *ctx, uint64_t max_expansions); /* 0 = none */
size_t pf_graph_ctx_bytes(const struct pf_graph_ctx *ctx);
/* Every node the last query reached, in node order (closed 1 when it was expanded): for
 * pictures, O(nodes). */
void pf_graph_ctx_visit(const struct pf_graph_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed), void *arg);
/* Create the open list v needs now, outside any timed query: PF_OK or PF_ERR_NOMEM. */
int pf_graph_ctx_prepare(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v);

/* The bucket queue keeps one bucket per fixed-point key in a window; on graphs the keys
 * queued at once may spread over at most PF_GRAPH_BUCKET_SPAN (a window of at most 2^23
 * buckets, 32 MiB of heads). Whether open list ops can run on g at all: 1, or 0 with the
 * reason in why (the bucket queue on a graph with an arc costing PF_GRAPH_BUCKET_SPAN or
 * more: even Dijkstra's keys spread over the largest arc). NULL ops: the binary heap. */
#define PF_GRAPH_BUCKET_SPAN (1u << 22)
int pf_graph_open_runs(const struct pf_graph *g, const struct pf_open_ops *ops, char *why,
                       size_t why_len);

/* One query: res->status is PF_OK (res->path of res->path_len nodes, res->g its fixed-point
 * cost, res->cost = g / scale), PF_NO_PATH, PF_BUDGET, PF_ERR_ARG (start or goal not a node,
 * or a heuristic or open list that cannot run on the graph), PF_ERR_LIMIT (the bucket queue's
 * keys spread past PF_GRAPH_BUCKET_SPAN during this query: with an inadmissible heuristic or a
 * weight, or far-apart positions) or PF_ERR_NOMEM. The path points into the
 * context and is valid until the next query. */
int pf_graph_search(struct pf_graph_ctx *ctx, const struct pf_graph_variant *v, pf_node start,
                    pf_node goal, struct pf_result *res);

/* Independent path check: starts at start, ends at goal, every step an arc of g; the cost is
 * recomputed with the cheapest arc of each step (*fixed in fixed point, *cost = fixed / scale;
 * either may be NULL). 1 when valid; otherwise 0 and the reason in why. */
int pf_graph_path_validate(const struct pf_graph *g, const pf_node *path, uint32_t len,
                           pf_node start, pf_node goal, pf_cost *fixed, double *cost,
                           char *why, size_t why_len);

#ifdef __cplusplus
}
#endif

#endif
