/* search_end.h: the last step of every search loop that counts its work in locals: its status
 * and counters stored into the result (internal to libpf). */
#ifndef PF_SEARCH_END_H
#define PF_SEARCH_END_H

#include "pf_types.h"

/* Stores rc as the status and the six counters, and returns rc. A loop ends with one call of
 * it, reached from its normal exit and from its out-of-memory label (rc = PF_ERR_NOMEM), after
 * it has written a found path (a path writer that fails leaves its status in rc), as
 * pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS). */
/* The six counters of a loop, by the names every loop gives its locals, in pf_search_end's order. */
#define PF_SEARCH_COUNTERS expanded, generated, reopened, pushes, decreases, max_open

static inline int pf_search_end(int *status, struct pf_counters *c, int rc, uint64_t expanded,
                                uint64_t generated, uint64_t reopened, uint64_t pushes,
                                uint64_t decreases, uint64_t max_open)
{
    *status = rc;
    pf_counters_set(c, expanded, generated, reopened, pushes, decreases, max_open);
    return rc;
}

#endif
