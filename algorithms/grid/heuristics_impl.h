/* heuristics_impl.h: the built-in heuristics as one X-macro list of static inline estimates,
 * shared by heuristics.c (the descriptors) and best_first.c (one search loop per heuristic). */
#ifndef PF_HEURISTICS_IMPL_H
#define PF_HEURISTICS_IMPL_H

#include <math.h>
#include "pf_heuristic.h"

/* X(name, admissible_on): every built-in heuristic, once. Adding one is a line here and its
 * pf_est_<name> below; heuristics.c then defines pf_h_<name> and best_first.c specialises the
 * search on it with every built-in open list. */
#define PF_BUILTIN_HEURISTICS(X)                                                          \
    X(zero, PF_MOVES_2D | PF_MOVES_WEIGHTED)                                                                 \
    /* Manhattan overestimates a diagonal step (2 against sqrt 2): admissible on 4 moves only */ \
    X(manhattan, PF_MOVES_BIT(PF_MOVES_4))                                                \
    X(euclidean, PF_MOVES_2D | PF_MOVES_WEIGHTED)                                                            \
    X(chebyshev, PF_MOVES_2D | PF_MOVES_WEIGHTED)                                                            \
    /* exact on an empty map under every 8-move model, below Manhattan on 4 moves; on weighted
     * terrain every estimate but Manhattan's, scaled by the map's least cost (pf_weighted.h) */      \
    X(octile, PF_MOVES_2D | PF_MOVES_WEIGHTED)

/* Their index in that list (PF_HID_zero, ...), and how many there are. */
enum pf_builtin_hid {
#define X(name, adm) PF_HID_##name,
    PF_BUILTIN_HEURISTICS(X)
#undef X
    PF_NUM_BUILTIN_HEURISTICS
};

/* The estimates, in fixed-point units; dx, dy >= 0. */
static inline pf_cost pf_est_zero(int32_t dx, int32_t dy)
{
    (void)dx;
    (void)dy;
    return 0;
}

static inline pf_cost pf_est_manhattan(int32_t dx, int32_t dy)
{
    return (pf_cost)PF_CARD * (pf_cost)(dx + dy);
}

/* Rounded down so that it never exceeds a fixed-point path cost (PF_DIAG >= PF_CARD * sqrt 2).
 * The value is >= 0, so the conversion's truncation is floor(): the same value bit for bit as
 * floor(), without floor's library call on baseline x86-64 (no SSE4.1 roundsd). */
static inline pf_cost pf_est_euclidean(int32_t dx, int32_t dy)
{
    return (pf_cost)(int64_t)((double)PF_CARD * sqrt((double)dx * dx + (double)dy * dy));
}

static inline pf_cost pf_est_chebyshev(int32_t dx, int32_t dy)
{
    return (pf_cost)PF_CARD * (pf_cost)(dx > dy ? dx : dy);
}

/* Octile with given costs of a diagonal and a straight step: a search that scales the estimate
 * (weighted terrain: by the least cell cost) passes the two costs already scaled, one multiply
 * fewer per estimate than scaling its result. */
static inline pf_cost pf_est_octile_steps(int32_t dx, int32_t dy, pf_cost diag, pf_cost card)
{
    int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return diag * (pf_cost)lo + card * (pf_cost)(hi - lo);
}

static inline pf_cost pf_est_octile(int32_t dx, int32_t dy)
{
    return pf_est_octile_steps(dx, dy, PF_DIAG, PF_CARD);
}

/* The index of a built-in heuristic, by descriptor identity, or PF_NUM_BUILTIN_HEURISTICS (one
 * from outside libpf: called through its pointer). */
static inline int pf_builtin_hid(const struct pf_heuristic *h)
{
#define X(name, adm)                                                                     \
    if (h == &pf_h_##name)                                                               \
        return PF_HID_##name;
    PF_BUILTIN_HEURISTICS(X)
#undef X
    return PF_NUM_BUILTIN_HEURISTICS;
}

/* The estimate of heuristic hid (a constant in the specialised loops, so this folds to one
 * heuristic's arithmetic), or hfn's for PF_NUM_BUILTIN_HEURISTICS. */
static inline __attribute__((always_inline)) pf_cost
pf_est_by_hid(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    switch (hid) {
#define X(name, adm)                                                                     \
    case PF_HID_##name:                                                                  \
        return pf_est_##name(dx, dy);
        PF_BUILTIN_HEURISTICS(X)
#undef X
    default:
        return hfn(dx, dy);
    }
}

#endif
