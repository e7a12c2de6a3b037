/* jpsw.h: JPSW's per-map data (internal to libpf): what jpsw_prep.c computes once per map and
 * cost rule, and what the search in jpsw.c reads. The pruning and the argument for optimality
 * are stated in jpsw_prep.c, where the successor sets are made. */
#ifndef PF_JPSW_H
#define PF_JPSW_H

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "weighted_search.h"

/* Per node, one 64-byte line, read together by a jump and by the generation at its end:
 *  - pre: four 48-bit numbers, 6 bytes each, little-endian (each read as one 8-byte word
 *    and masked, one load rather than a 32-bit and a 16-bit half). pre[o], on the line of forward
 *    direction E, S, SE, SW (o = 0..3, offsets > 0), is the sum, mod 2^48, of the fixed costs
 *    of the moves along it up to this node since the last move that is not legal (under
 *    `enter`, of entering each cell since the last wall), so that a jump's exact cost is one
 *    difference (pf_jpsw_jump_cost): a jump crosses no such move, and runs are cut (run_max)
 *    before a jump costs 2^48;
 *  - run[e]: the jump from the node in direction e, in steps: k > 0, the jump stops at the
 *    k-th cell (a jump point); k < 0, it covers -k cells and finds nothing (a dead end); 0,
 *    the first move is not legal. The goal is not in it (the search checks the goal's line);
 *  - succ[d]: the canonical successors (a direction set, a subset of the legal moves) of the
 *    node when reached by a move in direction d; 0 for walls;
 *  - cost: the node's fixed cost;
 *  - stamp, dirs, g: the search's per-query state (jpsw.c): epoch | closed (16 bits, the
 *    epochs restart when they wrap), the directions owed | jumped << 8, and g. They live in
 *    this line because a generation reads it anyway (succ and pre): whether the node is new,
 *    or reached cheaper before, then costs no second cache miss. */
struct jpsw_cell {
    uint8_t pre[24];
    int16_t run[8];
    uint8_t succ[8];
    uint32_t cost;
    uint16_t stamp;
    uint16_t dirs;
    pf_cost g;
};
_Static_assert(sizeof(struct jpsw_cell) == 64, "one cache line per node");

#define JPSW_RUN_MAX 32767     /* a longer run is cut: its last cell is made a jump point */
#define JPSW_PRE_MASK ((((pf_cost)1) << 48) - 1)

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the prefixes are read as little-endian words");

/* pre[o] in the low 48 bits of one 8-byte load; the bits above are the next bytes' (the line
 * goes on past pre[3]), and a difference of two such words masked to 48 bits is exact. */
static inline pf_cost pf_jpsw_pre_word(const struct jpsw_cell *c, int o)
{
    uint64_t w;
    memcpy(&w, c->pre + 6 * o, sizeof w);
    return w;
}

static inline pf_cost pf_jpsw_pre(const struct jpsw_cell *c, int o)
{
    return pf_jpsw_pre_word(c, o) & JPSW_PRE_MASK;
}

static inline void pf_jpsw_set_pre(struct jpsw_cell *c, int o, pf_cost pre)
{
    memcpy(c->pre + 6 * o, &pre, 6);
}

struct jpsw_prep {
    struct jpsw_cell *cell;     /* 64-byte aligned */
    int mean;                   /* the cost rule it was built for: 1 mean, 0 enter */
    uint32_t epoch;             /* the last query's epoch for the cells' stamps (jpsw.c) */
    int run_max;                /* runs are cut at this many cells: JPSW_RUN_MAX, or fewer when
                                 * that many of the map's dearest moves could reach 2^48 */
    size_t bytes;
    int deep;                   /* take heap nodes one expansion early (jpsw.c): set when the
                                 * cell lines outgrow JPSW_DEEP_BYTES; the tests set it on small
                                 * maps too, to check that way of searching */
};

/* A usual last-level cache: on maps whose cell lines outgrow it, the lines a search reads come
 * from memory, and asking for them one expansion early pays (jpsw.c). */
#define JPSW_DEEP_BYTES ((size_t)32 << 20)

/* The line of each direction (0 rows, 1 columns, 2 SE-NW, 3 SW-NE), and whether the direction
 * runs forward along it. */
static const int8_t jpsw_line[8] = { 1, 0, 1, 0, 3, 2, 3, 2 };
static const int8_t jpsw_fwd[8] = { 0, 1, 1, 0, 0, 1, 1, 0 };

/* The exact fixed cost of k moves from node n in direction d (all legal), ending at node t,
 * from the prefixes of the two nodes. Backwards under `mean` a move costs what it costs
 * forwards (the same two cells, or the same 2x2 square); under `enter` it costs the cell it
 * enters, which is the cell before it on the forward line: the prefixes shifted by one cell.
 * The prefixes are kept mod 2^48 and every jump costs less (run_max), so the difference mod
 * 2^48 is the cost. */
static inline pf_cost pf_jpsw_line_cost(const struct jpsw_cell *cn, const struct jpsw_cell *ct,
                                        const int mean, int o, int fwd, pf_cost unit)
{
    const pf_cost pn = pf_jpsw_pre_word(cn, o), pt = pf_jpsw_pre_word(ct, o);
    if (fwd)
        return (pt - pn) & JPSW_PRE_MASK;
    if (mean)
        return (pn - pt) & JPSW_PRE_MASK;
    return ((pn - unit * cn->cost) - (pt - unit * ct->cost)) & JPSW_PRE_MASK;
}

/* (the same, with the line, its way and the step's unit looked up from d: a search that jumps
 * many times in one direction looks them up once and calls pf_jpsw_line_cost) */
static inline pf_cost pf_jpsw_jump_cost(const struct jpsw_cell *cn, const struct jpsw_cell *ct,
                                        const int mean, int d)
{
    return pf_jpsw_line_cost(cn, ct, mean, jpsw_line[d], jpsw_fwd[d],
                             4 * (pf_cost)(d < 4 ? PF_CARD : PF_DIAG));
}

/* n zeroed bytes on 2 MiB boundaries, in huge pages where the system grants them (madvise): a
 * jump lands far from where it starts, and with 4 KiB pages nearly every far end also missed
 * the TLB. NULL when out of memory; free() releases it. */
void *pf_jpsw_alloc(size_t bytes);

int pf_jpsw_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes);
void pf_jpsw_release(void *data);

/* The bytes of a cell line that depend on the map (pre, run, succ, cost): the search's state
 * after them is not the map's. */
#define JPSW_MAP_BYTES offsetof(struct jpsw_cell, stamp)
/* .prep_save: the cost rule, run_max and each node's JPSW_MAP_BYTES (what a repair must leave
 * equal to a rebuild's; the search's state is left out). */
int pf_jpsw_save(const void *data, size_t bytes, FILE *f);

/* The rules of each entry (jpsw_prep.c), shared by the build and the repair (jpsw_repair.c):
 * the runs are cut at pf_jpsw_run_max(w) cells; pf_jpsw_cell_succ sets node n's cost and
 * succ; pf_jpsw_run is n's run in direction e (step off) from the next cell's entries;
 * pf_jpsw_pre_of is n's prefix on line o (step pf_jpsw_pre_step) from the previous cell's;
 * pf_jpsw_fill computes every entry of p's N cells, in place, in an order where each rule
 * reads entries already computed (the search's state untouched). */
int pf_jpsw_run_max(const struct pf_wgrid *w);
void pf_jpsw_cell_succ(const struct pf_wgrid *w, enum pf_moves m, struct jpsw_cell *c, pf_node n);
int16_t pf_jpsw_run(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                    int e, int32_t off, int max);
pf_cost pf_jpsw_pre_of(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                       int o, uint32_t step);
uint32_t pf_jpsw_pre_step(const int32_t *off, int o);
void pf_jpsw_fill(struct jpsw_prep *p, const struct pf_wgrid *w, enum pf_moves m, const int32_t *off, uint32_t N);

/* .repair (jpsw_repair.c): only the entries a change inside the n rectangles can reach are
 * computed again; the result equals a rebuild's byte for byte. */
int pf_jpsw_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                   uint32_t n);

/* The successor set of node z reached by a move in direction d, worked out from the costs of
 * its 3x3 block (jpsw_prep.c; exported for the tests, which check the uniform shortcut). */
unsigned pf_jpsw_successors(const struct pf_wgrid *w, enum pf_moves m, pf_node z, int d);

#endif
