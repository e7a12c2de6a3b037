/* heuristics.c: the five distance estimates and where each one is admissible. */
#include <math.h>
#include "pf_heuristic.h"

static pf_cost h_zero(int32_t dx, int32_t dy)
{
    (void)dx;
    (void)dy;
    return 0;
}

static pf_cost h_manhattan(int32_t dx, int32_t dy)
{
    return (pf_cost)PF_CARD * (pf_cost)(dx + dy);
}

/* Rounded down so that it never exceeds a fixed-point path cost (PF_DIAG >= PF_CARD * sqrt 2). */
static pf_cost h_euclidean(int32_t dx, int32_t dy)
{
    return (pf_cost)floor((double)PF_CARD * sqrt((double)dx * dx + (double)dy * dy));
}

static pf_cost h_chebyshev(int32_t dx, int32_t dy)
{
    return (pf_cost)PF_CARD * (pf_cost)(dx > dy ? dx : dy);
}

static pf_cost h_octile(int32_t dx, int32_t dy)
{
    int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return (pf_cost)PF_DIAG * (pf_cost)lo + (pf_cost)PF_CARD * (pf_cost)(hi - lo);
}

const struct pf_heuristic pf_h_zero = { "zero", h_zero, PF_MOVES_ALL };
/* Manhattan overestimates a diagonal step (2 against sqrt 2): admissible on 4 moves only. */
const struct pf_heuristic pf_h_manhattan = { "manhattan", h_manhattan, PF_MOVES_BIT(PF_MOVES_4) };
const struct pf_heuristic pf_h_euclidean = { "euclidean", h_euclidean, PF_MOVES_ALL };
const struct pf_heuristic pf_h_chebyshev = { "chebyshev", h_chebyshev, PF_MOVES_ALL };
/* Octile is exact on an empty map under every 8-move model and below Manhattan on 4 moves. */
const struct pf_heuristic pf_h_octile = { "octile", h_octile, PF_MOVES_ALL };
