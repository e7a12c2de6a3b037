/* registry.c: the one table of every variant the suite compares. Adding an algorithm is one
 * file (a struct pf_alg) and one line here. */
#include <string.h>
#include "pf_search.h"

#define ASTAR(hname, oname, text)                                                    \
    { .name = "astar/" #hname "/" #oname, .alg = &pf_alg_best_first, .h = &pf_h_##hname, \
      .open = &pf_open_##oname, .about = text }

static const struct pf_variant pf_variants[] = {
    { .name = "bfs", .alg = &pf_alg_bfs, .about = "breadth-first search: fewest moves" },
    { .name = "dijkstra/heap", .alg = &pf_alg_best_first, .h = &pf_h_zero, .open = &pf_open_heap,
      .about = "Dijkstra = best-first with the zero heuristic; the ground truth" },
    { .name = "dijkstra/bucket", .alg = &pf_alg_best_first, .h = &pf_h_zero, .open = &pf_open_bucket,
      .about = "Dijkstra on a bucket queue" },
    { .name = "dijkstra/list", .alg = &pf_alg_best_first, .h = &pf_h_zero, .open = &pf_open_list,
      .about = "Dijkstra on an unsorted list (linear scan)" },
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
      .open = &pf_open_heap, .weight = 2.0, .about = "weighted A*, f = g + 2h: bounded suboptimal" },
    { .name = "generic/fifo", .alg = &pf_alg_generic, .pick = PF_PICK_FIFO,
      .about = "generic search, oldest reachable node first" },
    { .name = "generic/lifo", .alg = &pf_alg_generic, .pick = PF_PICK_LIFO,
      .about = "generic search, newest reachable node first" },
    { .name = "generic/random", .alg = &pf_alg_generic, .pick = PF_PICK_RANDOM,
      .about = "generic search, a seeded random reachable node" },
    { .name = "generic/greedy", .alg = &pf_alg_generic, .h = &pf_h_octile, .pick = PF_PICK_GREEDY,
      .about = "generic search, reachable node of least octile h (greedy best-first)" },
};

#define NUM_BUILTIN (sizeof pf_variants / sizeof pf_variants[0])

/* Variants added at run time (a plugin, or a test's deliberately broken variant). */
#define MAX_EXTRA 16
static const struct pf_variant *extra[MAX_EXTRA];
static size_t num_extra;

int pf_variant_register(const struct pf_variant *v)
{
    if (num_extra == MAX_EXTRA || !v || !v->name || !v->alg || pf_variant_find(v->name))
        return PF_ERR_ARG;
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

/* The one place that chooses the reference variant (ground truth and speed-up baseline). */
static const char reference_name[] = "dijkstra/heap";

const struct pf_variant *pf_variant_reference(void)
{
    return pf_variant_find(reference_name);
}

const char *pf_variant_algo(const struct pf_variant *v)
{
    if (v->alg == &pf_alg_best_first) {
        if (v->weight > 1.0)
            return "wastar";
        return v->h == &pf_h_zero || !v->h ? "dijkstra" : "astar";
    }
    return v->alg->name;
}

const char *pf_variant_heuristic(const struct pf_variant *v)
{
    if (v->alg == &pf_alg_generic && v->pick != PF_PICK_GREEDY)
        return "-";
    return v->h ? v->h->name : "-";
}

static const char *const pick_names[] = { "fifo", "lifo", "random", "greedy" };

const char *pf_variant_open(const struct pf_variant *v)
{
    if (v->alg == &pf_alg_generic)
        return pick_names[v->pick];
    return v->open ? v->open->name : "-";
}

int pf_variant_should_be_optimal(const struct pf_variant *v, enum pf_moves m)
{
    if (v->alg == &pf_alg_bfs)
        return m == PF_MOVES_4;          /* every move costs the same only on 4 moves */
    if (v->alg != &pf_alg_best_first)
        return 0;
    if (v->weight > 1.0)
        return 0;
    return pf_h_admissible(v->h ? v->h : &pf_h_zero, m);
}
