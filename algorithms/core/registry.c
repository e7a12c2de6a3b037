/* registry.c: the one table of every variant the suite compares. Adding an algorithm is one
 * file (a struct pf_alg) and one line here (or one pf_variant_register call). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_graph.h"
#include "pf_search.h"
#include "pf_voxel.h"
#include "pf_weighted.h"

#define ASTAR(hname, oname, text)                                                    \
    { .name = "astar/" #hname "/" #oname, .alg = &pf_alg_best_first, .h = &pf_h_##hname, \
      .open = &pf_open_##oname, .about = text }
#define DIJKSTRA(oname, text)                                                            \
    { .name = "dijkstra/" #oname, .alg = &pf_alg_best_first, .h = &pf_h_zero,             \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

/* Voxel volumes (pf_voxel.h), node graphs (pf_graph.h) and weighted terrain (pf_weighted.h,
 * its heuristics the 2D ones scaled by the map's least cost): the same searches written once per
 * domain, named after their domain so that every name stays one variant. */
#define VOXEL(algo_, hname, oname, w, text)                                                   \
    { .name = "voxel/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_voxel_best_first,             \
      .h3 = &pf_vh_##hname, .open = &pf_open_##oname, .weight = w, .about = text }
#define VOXEL_DIJKSTRA(oname, text)                                                          \
    { .name = "voxel/dijkstra/" #oname, .alg = &pf_alg_voxel_best_first, .h3 = &pf_vh_zero,      \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }
#define GRAPH(algo_, hname, oname, w, text)                                                   \
    { .name = "graph/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_graph_best_first,             \
      .hg = &pf_gh_##hname, .open = &pf_open_##oname, .weight = w, .about = text }
#define WEIGHTED(algo_, hname, oname, w, text)                                                \
    { .name = "weighted/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_wbest_first,                \
      .h = &pf_h_##hname, .open = &pf_open_##oname, .weight = w, .about = text }
#define WEIGHTED_DIJKSTRA(oname, text)                                                       \
    { .name = "weighted/dijkstra/" #oname, .alg = &pf_alg_wbest_first, .h = &pf_h_zero,         \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }
#define GRAPH_DIJKSTRA(oname, text)                                                          \
    { .name = "graph/dijkstra/" #oname, .alg = &pf_alg_graph_best_first, .hg = &pf_gh_zero,      \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

static const struct pf_variant pf_variants[] = {
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
    { .name = "wastar2/octile/heap", .alg = &pf_alg_best_first, .h = &pf_h_octile,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "bidir-dijkstra/heap", .alg = &pf_alg_bidir, .h = &pf_h_zero,
      .algo = "bidir-dijkstra", .about = "bidirectional Dijkstra, stops when top_f + top_b >= best meeting" },
    { .name = "bidir-astar/octile/heap", .alg = &pf_alg_bidir, .h = &pf_h_octile,
      .about = "bidirectional A*, octile both ways, stops when a side's top f >= best meeting" },
    { .name = "bidir-bfs", .alg = &pf_alg_bidir_bfs,
      .about = "bidirectional BFS: fewest moves, best meeting of the first layer that meets" },
    { .name = "idastar/octile", .alg = &pf_alg_idastar, .h = &pf_h_octile,
      .about = "IDA*, octile distance: no open list, bounded by the expansion budget" },
    { .name = "generic/fifo", .alg = &pf_alg_generic, .pick = PF_PICK_FIFO,
      .about = "generic search, oldest reachable node first" },
    { .name = "generic/lifo", .alg = &pf_alg_generic, .pick = PF_PICK_LIFO,
      .about = "generic search, newest reachable node first" },
    { .name = "generic/random", .alg = &pf_alg_generic, .pick = PF_PICK_RANDOM,
      .about = "generic search, a seeded random reachable node" },
    { .name = "generic/greedy", .alg = &pf_alg_generic, .h = &pf_h_octile, .pick = PF_PICK_GREEDY,
      .about = "generic search, reachable node of least octile h (greedy best-first)" },
    { .name = "jps", .alg = &pf_alg_jps, .h = &pf_h_octile,
      .about = "jump point search, block-based jumps on bit rows (8 without corner cutting, 4)" },
    { .name = "jps+", .alg = &pf_alg_jps_plus, .h = &pf_h_octile, .open = &pf_open_heap,
      .about = "JPS+: A* over precomputed jump distances (model 8, no corner cutting), octile, binary heap" },
    { .name = "ch", .alg = &pf_alg_grid_ch, .about = "contraction hierarchy of the grid's moves (preprocessed), bidirectional upward Dijkstra with stall-on-demand" },
    { .name = "sg", .alg = &pf_alg_sg, .h = &pf_h_octile, .about = "simple subgoal graph: A* over corner subgoals and direct-h-reachable edges (model 8), octile" },
    { .name = "tsg", .alg = &pf_alg_tsg, .h = &pf_h_octile, .about = "two-level subgoal graph: A* over the global subgoals and the local ones next to start and goal (model 8), octile" },
    { .name = "ch-sg", .alg = &pf_alg_sg_ch, .about = "contraction hierarchy of the simple subgoal graph (model 8): start and goal joined to subgoals, multi-source upward search" },
    /* 3D voxel volumes: 26 neighbours, costs 1 / sqrt 2 / sqrt 3, no corner cutting */
    VOXEL_DIJKSTRA(heap, "3D: Dijkstra (zero heuristic), binary heap; the voxel ground truth"),
    VOXEL_DIJKSTRA(bucket, "3D: Dijkstra, bucket queue"),
    VOXEL("astar", octile3d, heap, 0, "3D: A*, 3D octile distance (exact without obstacles), binary heap"),
    VOXEL("astar", octile3d, bucket, 0, "3D: A*, 3D octile distance, bucket queue"),
    VOXEL("astar", octile3d, list, 0, "3D: A*, 3D octile distance, unsorted list"),
    VOXEL("astar", euclidean, heap, 0, "3D: A*, straight-line distance, binary heap"),
    VOXEL("astar", chebyshev, heap, 0, "3D: A*, Chebyshev distance, binary heap"),
    VOXEL("astar", manhattan, heap, 0, "3D: A*, Manhattan distance (inadmissible with diagonals), binary heap"),
    { .name = "voxel/wastar2/octile3d/heap", .alg = &pf_alg_voxel_best_first, .h3 = &pf_vh_octile3d,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "3D: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "voxel/bfs", .alg = &pf_alg_voxel_bfs, .about = "3D: breadth-first search: fewest moves" },
    { .name = "voxel/generic/fifo", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_FIFO,
      .about = "3D: generic search, oldest reachable voxel first" },
    { .name = "voxel/generic/lifo", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_LIFO,
      .about = "3D: generic search, newest reachable voxel first" },
    { .name = "voxel/generic/random", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_RANDOM,
      .about = "3D: generic search, a seeded random reachable voxel" },
    { .name = "voxel/generic/greedy", .alg = &pf_alg_voxel_generic, .h3 = &pf_vh_octile3d,
      .pick = PF_PICK_GREEDY, .about = "3D: generic search, reachable voxel of least 3D octile h" },
    /* node graphs with positions: arcs of the graph, costs from the file */
    GRAPH_DIJKSTRA(heap, "graph: Dijkstra (zero heuristic), binary heap; the graph ground truth"),
    GRAPH_DIJKSTRA(bucket, "graph: Dijkstra, bucket queue"),
    GRAPH_DIJKSTRA(list, "graph: Dijkstra, unsorted list"),
    GRAPH("astar", euclidean, heap, 0, "graph: A*, straight-line distance between positions, binary heap"),
    GRAPH("astar", euclidean, bucket, 0, "graph: A*, straight-line distance, bucket queue"),
    GRAPH("astar", euclidean, list, 0, "graph: A*, straight-line distance, unsorted list"),
    GRAPH("astar", manhattan, heap, 0, "graph: A*, Manhattan distance (inadmissible where arcs run diagonally)"),
    GRAPH("astar", chebyshev, heap, 0, "graph: A*, Chebyshev distance, binary heap"),
    { .name = "graph/wastar2/euclidean/heap", .alg = &pf_alg_graph_best_first, .hg = &pf_gh_euclidean,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "graph: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "graph/bfs", .alg = &pf_alg_graph_bfs, .about = "graph: breadth-first search: fewest arcs" },
    { .name = "graph/generic/fifo", .alg = &pf_alg_graph_generic, .pick = PF_PICK_FIFO,
      .about = "graph: generic search, oldest reachable node first" },
    { .name = "graph/generic/lifo", .alg = &pf_alg_graph_generic, .pick = PF_PICK_LIFO,
      .about = "graph: generic search, newest reachable node first" },
    { .name = "graph/generic/random", .alg = &pf_alg_graph_generic, .pick = PF_PICK_RANDOM,
      .about = "graph: generic search, a seeded random reachable node" },
    { .name = "graph/generic/greedy", .alg = &pf_alg_graph_generic, .hg = &pf_gh_euclidean,
      .pick = PF_PICK_GREEDY, .about = "graph: generic search, reachable node of least straight-line h" },
    { .name = "graph/ch", .alg = &pf_alg_graph_ch, .about = "graph: contraction hierarchy (preprocessed), bidirectional upward Dijkstra with stall-on-demand" },
    /* weighted terrain: both cost rules (mean, enter), costs from the map's costs file */
    WEIGHTED_DIJKSTRA(heap, "weighted: Dijkstra (zero heuristic), binary heap; the weighted ground truth"),
    WEIGHTED_DIJKSTRA(bucket, "weighted: Dijkstra, bucket queue (exact: one bucket per fixed-point cost)"),
    WEIGHTED_DIJKSTRA(list, "weighted: Dijkstra, unsorted list"),
    WEIGHTED("astar", octile, heap, 0, "weighted: A*, octile distance times the least cell cost, binary heap"),
    WEIGHTED("astar", octile, bucket, 0, "weighted: A*, octile distance times the least cost, bucket queue"),
    WEIGHTED("astar", octile, list, 0, "weighted: A*, octile distance times the least cost, unsorted list"),
    WEIGHTED("astar", euclidean, heap, 0, "weighted: A*, straight-line distance times the least cost"),
    WEIGHTED("astar", chebyshev, heap, 0, "weighted: A*, Chebyshev distance times the least cost"),
    WEIGHTED("astar", manhattan, heap, 0, "weighted: A*, Manhattan distance times the least cost (inadmissible)"),
    { .name = "weighted/wastar2/octile/heap", .alg = &pf_alg_wbest_first, .h = &pf_h_octile,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "weighted: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "weighted/bidir-dijkstra/heap", .alg = &pf_alg_wbidir, .h = &pf_h_zero, .algo = "bidir-dijkstra",
      .about = "weighted: bidirectional Dijkstra, stops when top_f + top_b + least move >= best meeting" },
    { .name = "weighted/bidir-astar/octile/heap", .alg = &pf_alg_wbidir, .h = &pf_h_octile,
      .about = "weighted: bidirectional A*, octile distance times the least cost, stops when a top f >= best meeting" },
    { .name = "weighted/jpsw", .alg = &pf_alg_jpsw, .h = &pf_h_octile,
      .about = "weighted: JPSW, jump point search on weighted terrain (octile times the least cost, binary heap)" },
    { .name = "weighted/astar-unweighted/octile/heap", .alg = &pf_alg_wblind, .h = &pf_h_octile,
      .open = &pf_open_heap, .about = "weighted: the 2D A* on the walls, costs ignored: what ignoring the weights costs" },
    { .name = "weighted/bfs", .alg = &pf_alg_wbfs, .about = "weighted: breadth-first search: fewest moves, costs ignored" },
    { .name = "weighted/generic/fifo", .alg = &pf_alg_wgeneric, .pick = PF_PICK_FIFO,
      .about = "weighted: generic search, oldest reachable cell first" },
    { .name = "weighted/generic/greedy", .alg = &pf_alg_wgeneric, .h = &pf_h_octile,
      .pick = PF_PICK_GREEDY, .about = "weighted: generic search, reachable cell of least octile h" },
    /* the any-angle plane: straight segments between the grid's corners (GPPC's rules) */
    { .name = "aa/truth", .alg = &pf_alg_aa_truth,
      .about = "any-angle: the exact shortest path, visibility A* bounded by Lazy Theta*'s length (corners found once per map); the any-angle ground truth" },
    { .name = "aa/theta", .alg = &pf_alg_aa_theta, .about = "any-angle: Theta*, A* with line-of-sight parent shortcuts (not optimal)" },
    { .name = "aa/lazy-theta", .alg = &pf_alg_aa_lazy_theta,
      .about = "any-angle: Lazy Theta*, line of sight checked when a node is expanded (not optimal)" },
    { .name = "aa/anya", .alg = &pf_alg_anya, .about = "any-angle: Anya, optimal search over intervals of corners, no preprocessing" },
};

#define NUM_BUILTIN (sizeof pf_variants / sizeof pf_variants[0])

/* Variants added at run time (a plugin, or a test's own algorithm): a table that grows. */
static const struct pf_variant **extra;
static size_t num_extra, cap_extra;

int pf_variant_check(const struct pf_variant *v, char *why, size_t why_len)
{
    const char *bad = NULL;
    if (!v || !v->name || !*v->name)
        bad = "a variant needs a name";
    else if (pf_variant_find(v->name) && pf_variant_find(v->name) != v)
        bad = "another variant has that name";
    else if (!v->alg || !v->alg->search)
        bad = "its algorithm has no search function";
    else if ((unsigned)v->alg->domain >= PF_NUM_DOMAINS)
        bad = "its algorithm names no known domain";
    else if ((v->h && v->alg->domain != PF_DOMAIN_GRID && v->alg->domain != PF_DOMAIN_WEIGHTED) || (v->h3 && v->alg->domain != PF_DOMAIN_VOXEL) ||
             (v->hg && v->alg->domain != PF_DOMAIN_GRAPH))
        bad = "its heuristic is of another domain than its algorithm (.h: 2D grids and weighted terrain, .h3: voxels, .hg: graphs)";
    else if ((v->alg->needs & PF_NEEDS_HEURISTIC) && !v->h && !v->h3 && !v->hg)
        bad = "its algorithm needs a heuristic (.h, .h3 or .hg for its domain) and it has none";
    else if (v->h && !v->h->estimate)
        bad = "its heuristic has no estimate function";
    else if ((v->alg->needs & PF_NEEDS_OPEN) && !v->open)
        bad = "its algorithm needs an open list (.open) and it has none";
    else if (!(v->alg->needs & PF_NEEDS_OPEN) && v->open && v->open != v->alg->frontier)
        bad = v->alg->frontier ? "its algorithm always uses its own open list (.frontier), not the one it names"
                               : "its algorithm takes no open list (.open)";
    else if ((v->alg->needs & PF_NEEDS_PREPROCESS) &&
             ((!v->alg->preprocess && !v->alg->preprocess_ctx) || !v->alg->release))
        bad = "its algorithm needs preprocessing and has no preprocess or release function";
    else if (v->alg->preprocess && v->alg->preprocess_ctx)
        bad = "its algorithm has two preprocess functions (preprocess and preprocess_ctx)";
    else if (!(v->alg->needs & PF_NEEDS_PREPROCESS) && (v->alg->preprocess || v->alg->preprocess_ctx))
        bad = "its algorithm has a preprocess function but does not say it needs it";
    else if (v->weight != 0 && !(v->weight >= 1.0))
        bad = "its weight is below 1 (0 means 1)";
    if (bad && why && why_len)
        snprintf(why, why_len, "%s", bad);
    return bad ? PF_ERR_ARG : PF_OK;
}

int pf_variant_register(const struct pf_variant *v)
{
    if (pf_variant_check(v, NULL, 0) != PF_OK || pf_variant_find(v->name))
        return PF_ERR_ARG;
    if (num_extra == cap_extra) {
        size_t cap = cap_extra ? 2 * cap_extra : 16;
        const struct pf_variant **grown = realloc(extra, cap * sizeof *grown);
        if (!grown)
            return PF_ERR_NOMEM;
        extra = grown;
        cap_extra = cap;
    }
    extra[num_extra++] = v;
    return PF_OK;
}

size_t pf_variant_count(void) { return NUM_BUILTIN + num_extra; }

const struct pf_variant *pf_variant_at(size_t i)
{
    if (i < NUM_BUILTIN)
        return &pf_variants[i];
    return i < pf_variant_count() ? extra[i - NUM_BUILTIN] : NULL;
}

const struct pf_variant *pf_variant_find(const char *name)
{
    for (size_t i = 0; i < pf_variant_count(); i++)
        if (strcmp(pf_variant_at(i)->name, name) == 0)
            return pf_variant_at(i);
    return NULL;
}

/* The one place that chooses the reference variant of each domain (ground truth and speed-up
 * baseline): Dijkstra on the binary heap. */
static const char *const reference_name[PF_NUM_DOMAINS] = { "dijkstra/heap", "voxel/dijkstra/heap",
                                                            "graph/dijkstra/heap", "weighted/dijkstra/heap",
                                                            "aa/truth" };

const struct pf_variant *pf_variant_reference(void)
{
    return pf_variant_reference_in(PF_DOMAIN_GRID);
}

const struct pf_variant *pf_variant_reference_in(enum pf_domain d)
{
    return (unsigned)d < PF_NUM_DOMAINS ? pf_variant_find(reference_name[d]) : NULL;
}

enum pf_domain pf_variant_domain(const struct pf_variant *v)
{
    return v->alg->domain;
}

const char *pf_variant_algo(const struct pf_variant *v)
{
    return v->algo ? v->algo : v->alg->name;
}

const char *pf_variant_heuristic(const struct pf_variant *v)
{
    return v->h ? v->h->name : v->h3 ? v->h3->name : v->hg ? v->hg->name : "-";
}

const char *pf_variant_open(const struct pf_variant *v)
{
    return v->open ? v->open->name : v->alg->frontier ? v->alg->frontier->name : "-";
}

int pf_variant_should_be_optimal(const struct pf_variant *v, enum pf_moves m)
{
    if (!(v->alg->optimal_on & PF_MOVES_BIT(m)))
        return 0;
    /* a graph heuristic is admissible on the graphs whose arcs are no shorter than its
     * distance: pf_ctx_should_be_optimal asks the graph */
    int admissible = v->h    ? pf_h_admissible(v->h, m)
                     : v->h3 ? (v->h3->admissible_on & PF_MOVES_BIT(m)) != 0
                     : v->hg ? m == PF_MOVES_GRAPH
                             : (v->alg->needs & PF_NEEDS_HEURISTIC) == 0;
    if (!admissible)
        return 0;
    return v->weight <= 1.0;
}
