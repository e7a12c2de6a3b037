/* voxel_variants.c: the 3D voxel domain's descriptor: its one model (26 neighbours) and its
 * built-in variants, in `pfbench list` order. */
#include "pf_search.h"
#include "pf_voxel.h"

#define VOXEL(algo_, hname, oname, w, text)                                                    \
    { .name = "voxel/" algo_ "/" #hname "/" #oname, .alg = &pf_alg_voxel_best_first,           \
      .heuristic = &pf_vh_##hname.info, .open = &pf_open_##oname, .weight = w, .about = text }
#define VOXEL_DIJKSTRA(oname, text)                                                                     \
    { .name = "voxel/dijkstra/" #oname, .alg = &pf_alg_voxel_best_first, .heuristic = &pf_vh_zero.info, \
      .open = &pf_open_##oname, .algo = "dijkstra", .about = text }

extern const struct pf_ctx_ops pf_voxel_ctx_ops;   /* voxel_context.c */

static const struct pf_domain_model models[] = {
    { PF_MOVES_26, "26" },
};

/* 3D voxel volumes: 26 neighbours, costs 1 / sqrt 2 / sqrt 3, no corner cutting */
static const struct pf_variant variants[] = {
    VOXEL_DIJKSTRA(heap, "3D: Dijkstra (zero heuristic), binary heap; the voxel ground truth"),
    VOXEL_DIJKSTRA(bucket, "3D: Dijkstra, bucket queue"),
    VOXEL("astar", octile3d, heap, 0, "3D: A*, 3D octile distance (exact without obstacles), binary heap"),
    VOXEL("astar", octile3d, bucket, 0, "3D: A*, 3D octile distance, bucket queue"),
    VOXEL("astar", octile3d, list, 0, "3D: A*, 3D octile distance, unsorted list"),
    VOXEL("astar", euclidean, heap, 0, "3D: A*, straight-line distance, binary heap"),
    VOXEL("astar", chebyshev, heap, 0, "3D: A*, Chebyshev distance, binary heap"),
    VOXEL("astar", manhattan, heap, 0, "3D: A*, Manhattan distance (inadmissible with diagonals), binary heap"),
    { .name = "voxel/wastar2/octile3d/heap", .alg = &pf_alg_voxel_best_first, .heuristic = &pf_vh_octile3d.info,
      .open = &pf_open_heap, .weight = 2.0, .algo = "wastar",
      .about = "3D: weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "voxel/bfs", .alg = &pf_alg_voxel_bfs, .about = "3D: breadth-first search: fewest moves" },
    { .name = "voxel/generic/fifo", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_FIFO,
      .about = "3D: generic search, oldest reachable voxel first" },
    { .name = "voxel/generic/lifo", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_LIFO,
      .about = "3D: generic search, newest reachable voxel first" },
    { .name = "voxel/generic/random", .alg = &pf_alg_voxel_generic, .pick = PF_PICK_RANDOM,
      .about = "3D: generic search, a seeded random reachable voxel" },
    { .name = "voxel/generic/greedy", .alg = &pf_alg_voxel_generic, .heuristic = &pf_vh_octile3d.info,
      .pick = PF_PICK_GREEDY, .about = "3D: generic search, reachable voxel of least 3D octile h" },
};

const struct pf_domain pf_domain_voxel = {
    .name = "voxel",
    .words = "voxel volumes",
    .reference = "voxel/dijkstra/heap",
    .heuristic_kind = PF_HEURISTIC_VOXEL,
    .owns_open = 0,
    .unit = "voxels",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_voxel_ctx_ops,
};
