/* pf_open.h: the open-list interface (an ops table) and the three open lists of libpf. */
#ifndef PF_OPEN_H
#define PF_OPEN_H

#include <stddef.h>
#include "pf_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Open list contract.
 * - Entries are nodes with a key (f, tie); a node is in the list at most once.
 * - pop_min removes and returns the entry of least f; among equal f, the least tie. The
 *   search chooses tie to express its tie-breaking rule (larger g first, smaller h first,
 *   FIFO or LIFO by an insertion counter). Open lists that cannot order by tie exactly
 *   (the bucket queue) say so in their flags; they must still be exact in f.
 * - decrease is only called for a node in the list, with an f no larger than before.
 * - clear empties the list in O(size), not O(num_nodes), so a context can be reused.
 * - create returns NULL when out of memory; push never allocates except where flags say
 *   PF_OPEN_MAY_GROW (amortised: storage grows once and is then reused across queries). */
struct pf_open_ops {
    const char *name;                                   /* "list", "heap", "bucket" */
    unsigned flags;
    void *(*create)(uint32_t num_nodes);
    void (*destroy)(void *q);
    void (*clear)(void *q);
    int (*push)(void *q, pf_node n, pf_cost f, uint32_t tie);   /* PF_OK or PF_ERR_NOMEM */
    int (*decrease)(void *q, pf_node n, pf_cost f, uint32_t tie);  /* PF_OK or PF_ERR_NOMEM */
    pf_node (*pop_min)(void *q);                        /* PF_NONE when empty */
    uint32_t (*size)(const void *q);
    size_t (*bytes)(const void *q);                     /* memory held, for reports */
};

#define PF_OPEN_TIE_EXACT 1u   /* orders equal f by tie exactly */
#define PF_OPEN_MAY_GROW 2u    /* push may grow internal storage (see contract) */

extern const struct pf_open_ops pf_open_list;
extern const struct pf_open_ops pf_open_heap;
extern const struct pf_open_ops pf_open_bucket;

#ifdef __cplusplus
}
#endif

#endif
