/* pf_heuristic.h: distance estimates as pure functions of |dx|, |dy|, in fixed-point units. */
#ifndef PF_HEURISTIC_H
#define PF_HEURISTIC_H

#include "pf_grid.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pf_heuristic {
    const char *name;                              /* "octile" */
    pf_cost (*estimate)(int32_t dx, int32_t dy);   /* dx, dy >= 0 */
    unsigned admissible_on;                        /* PF_MOVES_BIT set of movement models */
};

extern const struct pf_heuristic pf_h_zero;
extern const struct pf_heuristic pf_h_manhattan;
extern const struct pf_heuristic pf_h_euclidean;
extern const struct pf_heuristic pf_h_chebyshev;
extern const struct pf_heuristic pf_h_octile;

static inline int pf_h_admissible(const struct pf_heuristic *h, enum pf_moves m)
{
    return (h->admissible_on & PF_MOVES_BIT(m)) != 0;
}

#ifdef __cplusplus
}
#endif

#endif
