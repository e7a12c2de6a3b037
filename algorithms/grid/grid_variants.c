/* grid_variants.c: the 2D grid domain's descriptor: its four movement models and its built-in
 * variants, in `pfbench list` order. */
#include "pf_search.h"

/* The rows of the best-first search: A* with a heuristic and an open list, and Dijkstra. */
#define ASTAR(hname, oname, text)                                                                     \
    { .name = "astar/" #hname "/" #oname, .alg = &pf_alg_best_first, .heuristic = &pf_h_##hname.info, \
      .open = &pf_open_##oname, .about = text }
#define DIJKSTRA(oname, text)                                                                         \
    { .name = "dijkstra/" #oname, .alg = &pf_alg_best_first, .heuristic = &pf_h_zero.info,            \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

extern const struct pf_ctx_ops pf_grid_ctx_ops;   /* grid_ctx.c */

/* model 8 (octile, no corner cutting: Moving AI's and GPPC's rule) first: the default */
static const struct pf_domain_model models[] = {
    { PF_MOVES_8, "8" }, { PF_MOVES_4, "4" }, { PF_MOVES_8CUT, "8-cut" }, { PF_MOVES_8ANY, "8-any" },
};

static const struct pf_variant variants[] = {
    { .name = "bfs", .alg = &pf_alg_bfs, .about = "breadth-first search: fewest moves" },
    DIJKSTRA(heap, "Dijkstra = best-first with the zero heuristic; the ground truth"),
    DIJKSTRA(bucket, "Dijkstra on a bucket queue"),
    DIJKSTRA(list, "Dijkstra on an unsorted list (linear scan)"),
    ASTAR(octile, heap, "A*, octile distance, binary heap"),
    ASTAR(octile, bucket, "A*, octile distance, bucket queue"),
    ASTAR(octile, list, "A*, octile distance, unsorted list"),
    ASTAR(euclidean, heap, "A*, straight-line distance, binary heap"),
    ASTAR(euclidean, bucket, "A*, straight-line distance, bucket queue"),
    ASTAR(euclidean, list, "A*, straight-line distance, unsorted list"),
    ASTAR(manhattan, heap, "A*, Manhattan distance (inadmissible with diagonals), binary heap"),
    ASTAR(manhattan, bucket, "A*, Manhattan distance (inadmissible with diagonals), bucket queue"),
    ASTAR(manhattan, list, "A*, Manhattan distance (inadmissible with diagonals), unsorted list"),
    ASTAR(chebyshev, heap, "A*, Chebyshev distance, binary heap"),
    ASTAR(chebyshev, bucket, "A*, Chebyshev distance, bucket queue"),
    ASTAR(chebyshev, list, "A*, Chebyshev distance, unsorted list"),
    { .name = "wastar2/octile/heap", .alg = &pf_alg_best_first, .heuristic = &pf_h_octile.info,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "bidir-dijkstra/heap", .alg = &pf_alg_bidir, .heuristic = &pf_h_zero.info,
      .algo = "bidir-dijkstra", .about = "bidirectional Dijkstra, stops when top_f + top_b >= best meeting" },
    { .name = "bidir-astar/octile/heap", .alg = &pf_alg_bidir, .heuristic = &pf_h_octile.info,
      .about = "bidirectional A*, octile both ways, stops when a side's top f >= best meeting" },
    { .name = "bidir-bfs", .alg = &pf_alg_bidir_bfs,
      .about = "bidirectional BFS: fewest moves, best meeting of the first layer that meets" },
    { .name = "idastar/octile", .alg = &pf_alg_idastar, .heuristic = &pf_h_octile.info,
      .about = "IDA*, octile distance: no open list, bounded by the expansion budget" },
    { .name = "generic/fifo", .alg = &pf_alg_generic, .pick = PF_PICK_FIFO,
      .about = "generic search, oldest reachable node first" },
    { .name = "generic/lifo", .alg = &pf_alg_generic, .pick = PF_PICK_LIFO,
      .about = "generic search, newest reachable node first" },
    { .name = "generic/random", .alg = &pf_alg_generic, .pick = PF_PICK_RANDOM,
      .about = "generic search, a seeded random reachable node" },
    { .name = "generic/greedy", .alg = &pf_alg_generic, .heuristic = &pf_h_octile.info, .pick = PF_PICK_GREEDY,
      .about = "generic search, reachable node of least octile h (greedy best-first)" },
    { .name = "jps", .alg = &pf_alg_jps, .heuristic = &pf_h_octile.info,
      .about = "jump point search, block-based jumps on bit rows (8 without corner cutting, 4)" },
    { .name = "jps+", .alg = &pf_alg_jps_plus, .heuristic = &pf_h_octile.info, .open = &pf_open_heap,
      .about = "JPS+: A* over precomputed jump distances (model 8, no corner cutting), octile, binary heap" },
    { .name = "ch", .alg = &pf_alg_grid_ch, .about = "contraction hierarchy of the grid's moves (preprocessed), bidirectional upward Dijkstra with stall-on-demand" },
    { .name = "sg", .alg = &pf_alg_sg, .heuristic = &pf_h_octile.info, .about = "simple subgoal graph: A* over corner subgoals and direct-h-reachable edges (model 8), octile" },
    { .name = "tsg", .alg = &pf_alg_tsg, .heuristic = &pf_h_octile.info, .about = "two-level subgoal graph: A* over the global subgoals and the local ones next to start and goal (model 8), octile" },
    { .name = "ch-sg", .alg = &pf_alg_sg_ch, .about = "contraction hierarchy of the simple subgoal graph (model 8): start and goal joined to subgoals, multi-source upward search" },
};

const struct pf_domain pf_domain_grid = {
    .name = "grid",
    .words = "2D grids",
    .reference = "dijkstra/heap",
    .heuristic_kind = PF_HEURISTIC_2D,
    .owns_open = 1,
    .unit = "cells",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_grid_ctx_ops,
};
