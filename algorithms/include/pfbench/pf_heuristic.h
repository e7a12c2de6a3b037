/* pf_heuristic.h: distance estimates as pure functions of |dx|, |dy|, in fixed-point units. */
#ifndef PF_HEURISTIC_H
#define PF_HEURISTIC_H

#include "pf_domain.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The heuristics of 2D grids and weighted terrain (kind PF_HEURISTIC_2D). */
#define PF_HEURISTIC_2D "2d"
struct pf_heuristic {
    struct pf_heuristic_info info;                 /* name, admissible_on, kind (pf_domain.h) */
    pf_cost (*estimate)(int32_t dx, int32_t dy);   /* dx, dy >= 0 */
};

extern const struct pf_heuristic pf_h_zero;
extern const struct pf_heuristic pf_h_manhattan;
extern const struct pf_heuristic pf_h_euclidean;
extern const struct pf_heuristic pf_h_chebyshev;
extern const struct pf_heuristic pf_h_octile;

static inline int pf_h_admissible(const struct pf_heuristic *h, enum pf_moves m)
{
    return (h->info.admissible_on & PF_MOVES_BIT(m)) != 0;
}

/* A variant's heuristic (struct pf_variant .heuristic) as the 2D one it is, in the domains of
 * kind PF_HEURISTIC_2D; NULL stays NULL. */
static inline const struct pf_heuristic *pf_h2d(const struct pf_heuristic_info *i)
{
    return (const struct pf_heuristic *)(const void *)i;
}

#ifdef __cplusplus
}
#endif

#endif
