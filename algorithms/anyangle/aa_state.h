/* aa_state.h: the per-query state the any-angle searches share: g, parents, stamps, open list. */
#ifndef PF_AA_STATE_H
#define PF_AA_STATE_H

#include <stddef.h>
#include <stdint.h>
#include "aa_heap.h"
#include "pf_anyangle.h"

/* Arrays over a search's node numbers, made once and valid per query where stamp == epoch:
 * a new query is a new epoch, so nothing is cleared or allocated between queries. */
struct pf_aa_state {
    uint32_t num, epoch;
    uint32_t *stamp, *parent;
    double *gval;
    uint8_t *closed;
    struct pf_aa_heap heap;
    struct pf_aa_stats own;   /* the counters of a query whose caller wants none */
};

int pf_aa_state_init(struct pf_aa_state *s, uint32_t num);     /* 0, or -1 out of memory */
void pf_aa_state_free(struct pf_aa_state *s);
size_t pf_aa_state_bytes(const struct pf_aa_state *s);
/* Start a query: a new epoch (the stamps cleared only when it wraps), an empty open list, no
 * answer yet (*npts and *cost 0) and zeroed counters: st, or the state's own when st is NULL;
 * returns the counters to use. */
struct pf_aa_stats *pf_aa_state_begin(struct pf_aa_state *s, struct pf_aa_stats *st, size_t *npts,
                                      double *cost);
/* Offer node v the cost g through parent, with estimate h: kept (and put on the open list)
 * when v is new this query, or open with a larger g. 1 when kept. */
int pf_aa_state_offer(struct pf_aa_state *s, uint32_t v, uint32_t parent, double g, double h);
/* Nodes on the parent chain from v back to the root (whose parent is itself), both counted. */
size_t pf_aa_state_chain(const struct pf_aa_state *s, uint32_t v);

#endif
