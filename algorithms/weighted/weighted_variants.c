/* weighted_variants.c: the weighted terrain domain's descriptor: its two cost rules (mean, enter)
 * and its built-in variants, in `pfbench list` order. */
#include "pf_weighted.h"

#define WEIGHTED(algo_, hname, oname, w, text)                                                \
    { .name = "weighted/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_wbest_first,            \
      .heuristic = &pf_h_##hname.info, .open = &pf_open_##oname, .weight = w, .about = text }
#define WEIGHTED_DIJKSTRA(oname, text)                                                               \
    { .name = "weighted/dijkstra/" #oname, .alg = &pf_alg_wbest_first, .heuristic = &pf_h_zero.info, \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

extern const struct pf_ctx_ops pf_weighted_ctx_ops;   /* weighted_context.c */

/* the mean rule (warthog's) first: the default */
static const struct pf_domain_model models[] = {
    { PF_MOVES_MEAN, "mean" }, { PF_MOVES_ENTER, "enter" },
};

/* weighted terrain: both cost rules (mean, enter), costs from the map's costs file */
static const struct pf_variant variants[] = {
    WEIGHTED_DIJKSTRA(heap, "weighted: Dijkstra (zero heuristic), binary heap; the weighted ground truth"),
    WEIGHTED_DIJKSTRA(bucket, "weighted: Dijkstra, bucket queue (exact: one bucket per fixed-point cost)"),
    WEIGHTED_DIJKSTRA(list, "weighted: Dijkstra, unsorted list"),
    WEIGHTED("astar", octile, heap, 0, "weighted: A*, octile distance times the least cell cost, binary heap"),
    WEIGHTED("astar", octile, bucket, 0, "weighted: A*, octile distance times the least cost, bucket queue"),
    WEIGHTED("astar", octile, list, 0, "weighted: A*, octile distance times the least cost, unsorted list"),
    WEIGHTED("astar", euclidean, heap, 0, "weighted: A*, straight-line distance times the least cost"),
    WEIGHTED("astar", chebyshev, heap, 0, "weighted: A*, Chebyshev distance times the least cost"),
    WEIGHTED("astar", manhattan, heap, 0, "weighted: A*, Manhattan distance times the least cost (inadmissible)"),
    { .name = "weighted/wastar2/octile/heap", .alg = &pf_alg_wbest_first, .heuristic = &pf_h_octile.info,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "weighted: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "weighted/bidir-dijkstra/heap", .alg = &pf_alg_wbidir, .heuristic = &pf_h_zero.info, .algo = "bidir-dijkstra",
      .about = "weighted: bidirectional Dijkstra, stops when top_f + top_b + least move >= best meeting" },
    { .name = "weighted/bidir-astar/octile/heap", .alg = &pf_alg_wbidir, .heuristic = &pf_h_octile.info,
      .about = "weighted: bidirectional A*, octile distance times the least cost, stops when a top f >= best meeting" },
    { .name = "weighted/jpsw", .alg = &pf_alg_jpsw, .heuristic = &pf_h_octile.info,
      .about = "weighted: JPSW, jump point search on weighted terrain (octile times the least cost, binary heap)" },
    { .name = "weighted/astar-unweighted/octile/heap", .alg = &pf_alg_wblind, .heuristic = &pf_h_octile.info,
      .open = &pf_open_heap, .about = "weighted: the 2D A* on the walls, costs ignored: what ignoring the weights costs" },
    { .name = "weighted/bfs", .alg = &pf_alg_wbfs, .about = "weighted: breadth-first search: fewest moves, costs ignored" },
    { .name = "weighted/generic/fifo", .alg = &pf_alg_wgeneric, .pick = PF_PICK_FIFO,
      .about = "weighted: generic search, oldest reachable cell first" },
    { .name = "weighted/generic/greedy", .alg = &pf_alg_wgeneric, .heuristic = &pf_h_octile.info,
      .pick = PF_PICK_GREEDY, .about = "weighted: generic search, reachable cell of least octile h" },
};

const struct pf_domain pf_domain_weighted = {
    .name = "weighted",
    .words = "weighted terrain",
    .reference = "weighted/dijkstra/heap",
    .heuristic_kind = PF_HEURISTIC_2D,
    .owns_open = 1,
    .unit = "cells",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_weighted_ctx_ops,
};
