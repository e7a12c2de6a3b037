/* graph_heuristics_impl.h: the node-graph heuristics' norms and fixed-point estimate as static
 * inline functions, shared by graph_heuristics.c (the descriptors and the load-time check) and
 * graph_search.c (inlined into the search loop, so both compute the same bits). */
#ifndef PF_GRAPH_HEURISTICS_IMPL_H
#define PF_GRAPH_HEURISTICS_IMPL_H

#include <math.h>
#include "pf_graph.h"

/* Estimates are shrunk by 2^-40 and the arc check allows 2^-42: together they cover the
 * rounding of the double computations (relative error below 2^-49), see DOMAINS.md. */
#define GH_SHRINK (1.0 - 0x1.0p-40)
#define GH_SLACK (1.0 - 0x1.0p-42)

static inline double gh_euclidean(double dx, double dy, double dz)
{
    return sqrt(dx * dx + dy * dy + dz * dz);
}

static inline double gh_manhattan(double dx, double dy, double dz)
{
    return fabs(dx) + fabs(dy) + fabs(dz);
}

static inline double gh_chebyshev(double dx, double dy, double dz)
{
    double m = fabs(dx);
    if (fabs(dy) > m)
        m = fabs(dy);
    if (fabs(dz) > m)
        m = fabs(dz);
    return m;
}

/* The norm of heuristic id (PF_GH_*) between positions p and q; 0 for zero. */
static inline double gh_norm(int id, const double *p, const double *q)
{
    double dx = p[0] - q[0], dy = p[1] - q[1], dz = p[2] - q[2];
    switch (id) {
    case PF_GH_EUCLIDEAN:
        return gh_euclidean(dx, dy, dz);
    case PF_GH_MANHATTAN:
        return gh_manhattan(dx, dy, dz);
    case PF_GH_CHEBYSHEV:
        return gh_chebyshev(dx, dy, dz);
    default:
        return 0;
    }
}

/* floor(scale * (1 - 2^-40) * d), capped at 2^62. */
static inline pf_cost gh_fixed(double scale, double d)
{
    double e = scale * GH_SHRINK * d;
    return e < 0x1.0p62 ? (pf_cost)(int64_t)e : PF_GRAPH_MAX_TOTAL;  /* >= 0: truncation is floor */
}

#endif
