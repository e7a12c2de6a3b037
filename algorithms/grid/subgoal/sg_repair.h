/* sg_repair.h: the workspace the simple subgoal graph's repair keeps between changes, shared by
 * its steps 1-3 (sg_repair.c, which says why the result is a build's) and 4-5 (sg_relist.c);
 * internal to libpf. */
#ifndef PF_SG_REPAIR_H
#define PF_SG_REPAIR_H

#include <stdlib.h>
#include "sg.h"

#define SG_ADDED (PF_NONE - 1)       /* the id of a cell that became a subgoal, until renumbered */

/* A scan's finding, as it goes into the lists: from's entry for to, fwd when from's scan found it. */
struct pair { uint32_t from, to, w, fwd; };

struct u32v { uint32_t *a; size_t n, cap; };

/* The repair's workspace, kept between changes. The two bit sets, a bit per node, are small
 * enough to stay in cache while the walks stream through the clearances. */
struct sg_repair_ws {
    uint32_t nodes;
    uint64_t *sub;                   /* per node: a subgoal (as id says; added ones included) */
    uint8_t *sect;                   /* per node: the parts of its scan to run again, a bit per direction
                                      * (sg.h's run or quadrant); not 0: in A (cleared through acell
                                      * when the next repair starts) */
    uint8_t reading[8];              /* sg_reading(d) */
    int8_t diag[4][2], back[4][2];   /* per straight c: the two diagonals D with part c, and -D */
    struct u32v chg;                 /* changed straight clearances of non-subgoals: node * 8 + direction,
                                      * old value (2 each) */
    struct u32v added, removed;      /* cells that became subgoals; old ids that stopped being */
    struct u32v acell;               /* the subgoals of A, cells */
    struct pair *pair, *sorted;      /* the new scans' findings, and them in list order */
    size_t npair, pcap, scap;
    int nomem;
    /* relist's arrays: per old subgoal (map), per new one (oldof, at, in_a), and the lists sg
     * held before the last repair, to write the next ones into (their room, and sg's) */
    uint32_t *map, *oldof, *at;
    uint8_t *in_a;
    size_t mcap, ncap;
    pf_node *cell;
    uint32_t *xy, *first;
    struct pf_sg_edge *edge;
    uint8_t *fwd;
    size_t lcap, ecap, sg_lcap, sg_ecap;
};

/* The parts of a scan that read clr[a][d] of their own cell a: run d; for a straight d, the
 * two quadrants with part d too (their bounds start from it). */
static inline uint8_t sg_reading(int d)
{
    uint8_t f = (uint8_t)(1u << d);
    for (int D = 4; d < 4 && D < 8; D++)
        if ((pf_dir_dx[D] > 0 ? 1 : 3) == d || (pf_dir_dy[D] > 0 ? 2 : 0) == d)
            f |= (uint8_t)(1u << D);
    return f;
}

static inline int bit(const uint64_t *set, uint32_t n) { return (int)(set[n >> 6] >> (n & 63) & 1); }
static inline void bit_set(uint64_t *set, uint32_t n) { set[n >> 6] |= (uint64_t)1 << (n & 63); }
static inline void bit_clear(uint64_t *set, uint32_t n) { set[n >> 6] &= ~((uint64_t)1 << (n & 63)); }

/* Steps 4 and 5 (sg_relist.c): renumber, rescan A, and lay the lists out again. */
int pf_sg_relist(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, struct sg_repair_ws *ws);

#endif
