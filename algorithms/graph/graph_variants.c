/* graph_variants.c: the node-graph domain's descriptor: its one model (the graph's arcs) and its
 * built-in variants, in `pfbench list` order. */
#include "pf_graph.h"

#define GRAPH(algo_, hname, oname, w, text)                                                    \
    { .name = "graph/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_graph_best_first,           \
      .heuristic = &pf_gh_##hname.info, .open = &pf_open_##oname, .weight = w, .about = text }
#define GRAPH_DIJKSTRA(oname, text)                                                                     \
    { .name = "graph/dijkstra/" #oname, .alg = &pf_alg_graph_best_first, .heuristic = &pf_gh_zero.info, \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

extern const struct pf_ctx_ops pf_graph_ctx_ops;   /* graph_context.c */

static const struct pf_domain_model models[] = {
    { PF_MOVES_GRAPH, "graph" },
};

/* node graphs with positions: arcs of the graph, costs from the file */
static const struct pf_variant variants[] = {
    GRAPH_DIJKSTRA(heap, "graph: Dijkstra (zero heuristic), binary heap; the graph ground truth"),
    GRAPH_DIJKSTRA(bucket, "graph: Dijkstra, bucket queue"),
    GRAPH_DIJKSTRA(list, "graph: Dijkstra, unsorted list"),
    GRAPH("astar", euclidean, heap, 0, "graph: A*, straight-line distance between positions, binary heap"),
    GRAPH("astar", euclidean, bucket, 0, "graph: A*, straight-line distance, bucket queue"),
    GRAPH("astar", euclidean, list, 0, "graph: A*, straight-line distance, unsorted list"),
    GRAPH("astar", manhattan, heap, 0, "graph: A*, Manhattan distance (inadmissible where arcs run diagonally)"),
    GRAPH("astar", chebyshev, heap, 0, "graph: A*, Chebyshev distance, binary heap"),
    { .name = "graph/wastar2/euclidean/heap", .alg = &pf_alg_graph_best_first, .heuristic = &pf_gh_euclidean.info,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "graph: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "graph/bfs", .alg = &pf_alg_graph_bfs, .about = "graph: breadth-first search: fewest arcs" },
    { .name = "graph/generic/fifo", .alg = &pf_alg_graph_generic, .pick = PF_PICK_FIFO,
      .about = "graph: generic search, oldest reachable node first" },
    { .name = "graph/generic/lifo", .alg = &pf_alg_graph_generic, .pick = PF_PICK_LIFO,
      .about = "graph: generic search, newest reachable node first" },
    { .name = "graph/generic/random", .alg = &pf_alg_graph_generic, .pick = PF_PICK_RANDOM,
      .about = "graph: generic search, a seeded random reachable node" },
    { .name = "graph/generic/greedy", .alg = &pf_alg_graph_generic, .heuristic = &pf_gh_euclidean.info,
      .pick = PF_PICK_GREEDY, .about = "graph: generic search, reachable node of least straight-line h" },
    { .name = "graph/ch", .alg = &pf_alg_graph_ch, .about = "graph: contraction hierarchy (preprocessed), bidirectional upward Dijkstra with stall-on-demand" },
};

const struct pf_domain pf_domain_graph = {
    .name = "graph",
    .words = "node graphs",
    .reference = "graph/dijkstra/heap",
    .heuristic_kind = PF_HEURISTIC_GRAPH,
    .owns_open = 0,
    .unit = "nodes",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_graph_ctx_ops,
};
