/* replan_grid.h: the incremental planners' view of the believed grid: one move mask a cell, kept
 * in step through cells_changed, step costs and the heuristic. Internal to libpf. */
#ifndef PF_REPLAN_GRID_H
#define PF_REPLAN_GRID_H

#include <stdlib.h>
#include <string.h>
#include "pf_grid.h"

/* n zeroed bytes, every page touched now (malloc and memset, not calloc's lazy pages): create
 * pays the page faults, not the first plan. */
static inline void *ralloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (p)
        memset(p, 0, n);
    return p;
}

struct rgrid {
    const struct pf_grid *g;
    enum pf_moves m;
    uint8_t *mask;           /* pf_grid_move_mask of every node, as the grid stood at the last
                                cells_changed */
    uint32_t *xy;            /* each node's padded column and row, x | y << 16: the heuristic
                                without a division */
    int32_t off[8];          /* node offset of each direction */
};

/* PF_OK, PF_ERR_NOMEM, or PF_ERR_LIMIT for a map over 65533 cells wide or high. */
static inline int rgrid_init(struct rgrid *r, const struct pf_grid *g, enum pf_moves m)
{
    r->g = g;
    r->m = m;
    r->mask = ralloc(g->num_nodes);
    r->xy = ralloc((size_t)g->num_nodes * sizeof *r->xy);
    if (!r->mask || !r->xy)
        return PF_ERR_NOMEM;
    if (g->stride > 0xFFFF || g->height + 2 > 0xFFFF)
        return PF_ERR_LIMIT;                 /* xy holds 16-bit coordinates */
    pf_grid_move_masks(g, m, r->mask);
    for (uint32_t n = 0, y = 0; y < (uint32_t)g->num_nodes / (uint32_t)g->stride; y++)
        for (uint32_t x = 0; x < (uint32_t)g->stride; x++, n++)
            r->xy[n] = x | y << 16;
    for (int d = 0; d < 8; d++)
        r->off[d] = pf_dir_dy[d] * g->stride + pf_dir_dx[d];
    return PF_OK;
}

static inline void rgrid_free(struct rgrid *r)
{
    free(r->mask);
    free(r->xy);
}

static inline size_t rgrid_bytes(uint32_t num_nodes) { return (size_t)num_nodes * (1 + sizeof(uint32_t)); }

/* A cell's class decides every move that starts, ends or cuts a corner at it, and all those
 * moves join two cells of its 3x3 block: refreshing that block's masks follows the change. */
static inline void rgrid_refresh(struct rgrid *r, pf_node c)
{
    const int32_t s = r->g->stride;
    for (int32_t dy = -1; dy <= 1; dy++)
        for (int32_t dx = -1; dx <= 1; dx++) {
            pf_node n = (pf_node)((int64_t)c + dy * s + dx);
            r->mask[n] = pf_grid_move_mask(r->g, n, r->m);   /* the border's mask stays 0 */
        }
}

/* The nine cells of c's block, in a fixed order (nodes whose edges c's change may touch). */
static inline pf_node rgrid_block(const struct rgrid *r, pf_node c, int i)
{
    return (pf_node)((int64_t)c + (i / 3 - 1) * r->g->stride + (i % 3 - 1));
}

static inline pf_cost rgrid_step(int d) { return d < 4 ? PF_CARD : PF_DIAG; }

/* Sum of costs, saturating at PF_COST_INF. */
static inline pf_cost rcost_add(pf_cost a, pf_cost b) { return a >= PF_COST_INF - b ? PF_COST_INF : a + b; }

/* The heuristic between two nodes: octile where diagonals may be taken, Manhattan on 4;
 * consistent under every 2D model. */
static inline pf_cost rgrid_h(const struct rgrid *r, pf_node a, pf_node b)
{
    const uint32_t pa = r->xy[a], pb = r->xy[b];
    int32_t dx = (int32_t)(pa & 0xFFFF) - (int32_t)(pb & 0xFFFF), dy = (int32_t)(pa >> 16) - (int32_t)(pb >> 16);
    pf_cost x = (pf_cost)(dx < 0 ? -dx : dx), y = (pf_cost)(dy < 0 ? -dy : dy);
    if (r->m == PF_MOVES_4)
        return (x + y) * PF_CARD;
    pf_cost lo = x < y ? x : y, hi = x < y ? y : x;
    return lo * PF_DIAG + (hi - lo) * PF_CARD;
}

#endif
