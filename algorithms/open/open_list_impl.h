/* open_list_impl.h: an unsorted array with a linear scan for the minimum, the open list of
 * the textbook A* pseudocode; static inline so the best-first search can be specialised. */
#ifndef PF_OPEN_LIST_IMPL_H
#define PF_OPEN_LIST_IMPL_H

#include <stdlib.h>
#include "open_heap_impl.h"   /* heap_entry: the same entry and the same total order */

struct pf_list {
    heap_entry *a;
    uint32_t size, cap;
    uint32_t *pos;            /* index in a[] of each node in the list, for decrease-key */
    uint32_t num_nodes;
};

static inline int list_push(struct pf_list *l, pf_node n, pf_cost f, uint32_t tie)
{
    if (l->size == l->cap) {
        uint32_t cap = l->cap ? l->cap * 2 : 1024;
        heap_entry *a = realloc(l->a, (size_t)cap * sizeof *a);
        if (!a)
            return PF_ERR_NOMEM;
        l->a = a;
        l->cap = cap;
    }
    l->a[l->size] = heap_make(f, tie, n);
    l->pos[n] = l->size++;
    return PF_OK;
}

static inline int list_decrease(struct pf_list *l, pf_node n, pf_cost f, uint32_t tie)
{
    l->a[l->pos[n]] = heap_make(f, tie, n);
    return PF_OK;
}

static inline pf_node list_pop(struct pf_list *l)
{
    if (l->size == 0)
        return PF_NONE;
    uint32_t best = 0;
    for (uint32_t i = 1; i < l->size; i++)
        if (l->a[i] < l->a[best])
            best = i;
    pf_node n = heap_node(l->a[best]);
    l->a[best] = l->a[--l->size];
    l->pos[heap_node(l->a[best])] = best;
    return n;
}

#endif
