/* jpsw.h: JPSW's per-map data (internal to libpf): what jpsw_prep.c computes once per map and
 * cost rule, and what the search in jpsw.c reads. The pruning and the argument for optimality
 * are stated in jpsw_prep.c, where the successor sets are made. */
#ifndef PF_JPSW_H
#define PF_JPSW_H

#include "wsearch.h"

/* Per node, one 64-byte line, read together by a jump:
 *  - pre[o]: on the line of forward direction E, S, SE, SW (o = 0..3, offsets > 0), the sum,
 *    mod 2^64, of the fixed costs of the moves along it up to this node (under `enter`, of
 *    entering each cell), so that a jump's exact cost is one difference (pf_jpsw_jump_cost);
 *  - run[e]: the jump from the node in direction e, in steps: k > 0, the jump stops at the
 *    k-th cell (a jump point); k < 0, it covers -k cells and finds nothing (a dead end); 0,
 *    the first move is not legal. The goal is not in it (the search checks the goal's line);
 *  - succ[d]: the canonical successors (a direction set, a subset of the legal moves) of the
 *    node when reached by a move in direction d; 0 for walls;
 *  - cost: the node's fixed cost;
 *  - stamp: per-query state written by the search (jpsw.c), epoch | closed, as the context's
 *    stamps: kept in this line because a generation reads the line anyway (its succ and pre),
 *    so that testing whether the node is new costs no second cache miss. */
struct jpsw_cell {
    pf_cost pre[4];
    int16_t run[8];
    uint8_t succ[8];
    uint32_t cost;
    uint32_t stamp;
};

#define JPSW_RUN_MAX 32767     /* a longer run is cut: its 32767th cell is made a jump point */

struct jpsw_prep {
    struct jpsw_cell *cell;     /* 64-byte aligned */
    int mean;                   /* the cost rule it was built for: 1 mean, 0 enter */
    uint32_t epoch;             /* the last query's epoch for the cells' stamps (jpsw.c) */
    size_t bytes;
};

/* The line of each direction (0 rows, 1 columns, 2 SE-NW, 3 SW-NE), and whether the direction
 * runs forward along it. */
static const int8_t jpsw_line[8] = { 1, 0, 1, 0, 3, 2, 3, 2 };
static const int8_t jpsw_fwd[8] = { 0, 1, 1, 0, 0, 1, 1, 0 };

/* The exact fixed cost of k moves from node n in direction d (all legal), ending at node t,
 * from the prefixes of the two nodes. Backwards under `mean` a move costs what it costs
 * forwards (the same two cells, or the same 2x2 square); under `enter` it costs the cell it
 * enters, which is the cell before it on the forward line: the prefixes shifted by one cell. */
static inline pf_cost pf_jpsw_jump_cost(const struct jpsw_cell *cn, const struct jpsw_cell *ct,
                                        const int mean, int d)
{
    const int o = jpsw_line[d];
    if (jpsw_fwd[d])
        return ct->pre[o] - cn->pre[o];
    if (mean)
        return cn->pre[o] - ct->pre[o];
    const pf_cost unit = 4 * (pf_cost)(d < 4 ? PF_CARD : PF_DIAG);
    return (cn->pre[o] - unit * cn->cost) - (ct->pre[o] - unit * ct->cost);
}

/* n zeroed bytes on 2 MiB boundaries, in huge pages where the system grants them (madvise): a
 * jump lands far from where it starts, and with 4 KiB pages nearly every far end also missed
 * the TLB. NULL when out of memory; free() releases it. */
void *pf_jpsw_alloc(size_t bytes);

int pf_jpsw_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes);
void pf_jpsw_release(void *data);

/* The successor set of node z reached by a move in direction d, worked out from the costs of
 * its 3x3 block (jpsw_prep.c; exported for the tests, which check the uniform shortcut). */
unsigned pf_jpsw_successors(const struct pf_wgrid *w, enum pf_moves m, pf_node z, int d);

#endif
