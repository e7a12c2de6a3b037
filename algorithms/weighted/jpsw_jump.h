/* jpsw_jump.h: where JPSW's jumps stop at query time (internal to jpsw.c): a straight or a
 * diagonal jump from a node, from the runs jpsw_prep.c made and the goal's offset. */
#ifndef PF_JPSW_JUMP_H
#define PF_JPSW_JUMP_H

#include "jpsw.h"

/* The successors a diagonal jump follows itself: the diagonal and its two components. */
static inline unsigned natural_set(int e)
{
    return (1u << e) | (1u << ws_side_x[e]) | (1u << ws_side_y[e]);
}

/* Where a straight jump of run r stops: at the goal, `along` steps ahead on its line (across
 * 0: the other coordinate equal) within the cells the run covers, else at the run's point, 0
 * when it finds none. */
static inline __attribute__((always_inline)) uint32_t side_stop(int r, int32_t along, int32_t across)
{
    const int32_t K = r < 0 ? -r : r;
    if (across == 0 && along >= 1 && along <= K)
        return (uint32_t)along;
    return r > 0 ? (uint32_t)r : 0;
}

/* The jump from n = (x, y) in direction e: the steps to the cell where it stops (a jump point
 * or the goal), 0 when it finds nothing. ix, iy: the goal's offset in steps along e's x and y
 * components (negative or 0 when it lies behind). Always inlined: GCC would keep it a call at
 * the elbows' side jumps and the walk's steps, the hottest places of the search. A straight
 * jump and a diagonal one are two functions (jump() below picks one), so that the elbows' side
 * jumps and the walk's steps, whose kind is known, carry no test of it. */
static inline __attribute__((always_inline)) uint32_t jump_straight(const struct jpsw_cell *cell,
                                                                    pf_node n, int e,
                                                                    int32_t ix, int32_t iy)
{
    const int horizontal = pf_dir_dx[e] != 0;
    return side_stop(cell[n].run[e], horizontal ? ix : iy, horizontal ? iy : ix);
}

static inline __attribute__((always_inline)) uint32_t jump_diag(const struct jpsw_cell *cell,
                                                                const int32_t *off, pf_node n,
                                                                int e, int32_t ix, int32_t iy)
{
    const int r = cell[n].run[e];
    if (r == 1)
        return 1;       /* the next cell: the goal, wherever it is, is not before it */
    const int32_t K = r < 0 ? -r : r;
    int32_t j = r > 0 ? r : INT32_MAX;
    if (ix == iy && ix >= 1 && ix <= K && ix < j)
        return (uint32_t)ix;                     /* the goal on the diagonal, before any stop */
    /* the goal on the straight jump from the i-th diagonal cell: along x from row i = iy, along
     * y from column i = ix; the earlier stop wins */
    const int h = ws_side_x[e], v = ws_side_y[e];
    if (iy >= 1 && iy <= K && iy < j && ix > iy) {
        const struct jpsw_cell *c = &cell[(int32_t)n + iy * off[e]];
        const int rh = c->run[h];
        if (((c->succ[e] >> h) & 1) && ix - iy <= (rh < 0 ? -rh : rh))
            j = iy;
    }
    if (ix >= 1 && ix <= K && ix < j && iy > ix) {
        const struct jpsw_cell *c = &cell[(int32_t)n + ix * off[e]];
        const int rv = c->run[v];
        if (((c->succ[e] >> v) & 1) && iy - ix <= (rv < 0 ? -rv : rv))
            j = ix;
    }
    return j == INT32_MAX ? 0 : (uint32_t)j;
}

static inline __attribute__((always_inline)) uint32_t jump(const struct jpsw_cell *cell,
                                                           const int32_t *off, pf_node n, int e,
                                                           int32_t ix, int32_t iy)
{
    return e < 4 ? jump_straight(cell, n, e, ix, iy) : jump_diag(cell, off, n, e, ix, iy);
}

#endif
