/* anya.h: Anya, the optimal online any-angle search over a grid's corner points (libpf internal). */
#ifndef PF_ANYA_H
#define PF_ANYA_H

#include <stdint.h>
#include "pf_anyangle.h"

/* Anya's counters for the last query: nodes popped and expanded, nodes pushed (or chained
 * without the heap), successor intervals built (pushed or pruned), roots made (arrivals at a
 * corner that set its best cost) and root-level pruning (arrivals refused, as reached before
 * for less, and nodes dropped at pop because their root has since been reached for
 * less). Polyanya counts the same. */
struct pf_anya_stats {
    uint64_t expanded;
    uint64_t generated;
    uint64_t intervals;
    uint64_t roots;
    uint64_t pruned;
};

/* Search state reused across queries: the open list, the root table (best g and parent per
 * corner point, valid when its stamp equals the query's epoch) and the path buffer. It is
 * sized for the largest grid seen; a query allocates only when the grid or the open list
 * outgrows what earlier queries left. */
struct pf_anya;

struct pf_anya *pf_anya_new(void);
void pf_anya_free(struct pf_anya *a);

/* The shortest any-angle path, under GPPC's rules (pf_anyangle.h: land cells are open), from
 * corner (sx, sy) to corner (tx, ty) of grid g. On PF_OK, *len is the length and *pts holds
 * *npoints points: the start, the corners where the path turns, and the target (no points
 * when start == target, length 0). The points stay valid until the next query. PF_NO_PATH
 * (with *len = -1) when the target is unreachable, PF_ERR_ARG when an endpoint is outside the
 * plane, PF_ERR_NOMEM when memory runs out. */
int pf_anya_search(struct pf_anya *a, const struct pf_grid *g, int32_t sx, int32_t sy,
                   int32_t tx, int32_t ty, double *len, const struct pf_aa_point **pts,
                   uint32_t *npoints);

/* Make a's bit copy of g's cells (one bit a cell), which its later queries on g read instead of
 * making it per query: g must stay this grid, with these cells, until the next pf_anya_prepare
 * (after a change to g's cells, call it again; before freeing g, call it with NULL, so that a
 * new grid at the same address is not taken for g). PF_OK or PF_ERR_NOMEM. */
int pf_anya_prepare(struct pf_anya *a, const struct pf_grid *g);

/* The counters of the last query. */
const struct pf_anya_stats *pf_anya_stats(const struct pf_anya *a);

#endif
