/* open_heap_impl.h: binary min-heap of (f, tie, node) with decrease-key through a position
 * index; static inline so the best-first search can be specialised on it. */
#ifndef PF_OPEN_HEAP_IMPL_H
#define PF_OPEN_HEAP_IMPL_H

#include <stdlib.h>
#include "pf_open.h"

struct heap_entry {
    pf_cost f;
    uint32_t tie;
    pf_node n;
};

struct pf_heap {
    struct heap_entry *a;
    uint32_t size, cap;
    uint32_t *pos;        /* index in a[] of each node in the heap */
    uint32_t num_nodes;
};

static inline int heap_less(const struct heap_entry *x, const struct heap_entry *y)
{
    return x->f < y->f || (x->f == y->f && x->tie < y->tie);
}

static inline void heap_sift_up(struct pf_heap *h, uint32_t i, struct heap_entry e)
{
    while (i > 0) {
        uint32_t p = (i - 1) >> 1;
        if (!heap_less(&e, &h->a[p]))
            break;
        h->a[i] = h->a[p];
        h->pos[h->a[i].n] = i;
        i = p;
    }
    h->a[i] = e;
    h->pos[e.n] = i;
}

static inline int heap_push(struct pf_heap *h, pf_node n, pf_cost f, uint32_t tie)
{
    if (h->size == h->cap) {
        uint32_t cap = h->cap ? h->cap * 2 : 1024;
        struct heap_entry *a = realloc(h->a, (size_t)cap * sizeof *a);
        if (!a)
            return PF_ERR_NOMEM;
        h->a = a;
        h->cap = cap;
    }
    struct heap_entry e = { f, tie, n };
    heap_sift_up(h, h->size++, e);
    return PF_OK;
}

static inline int heap_decrease(struct pf_heap *h, pf_node n, pf_cost f, uint32_t tie)
{
    struct heap_entry e = { f, tie, n };
    heap_sift_up(h, h->pos[n], e);
    return PF_OK;
}

static inline pf_node heap_pop(struct pf_heap *h)
{
    if (h->size == 0)
        return PF_NONE;
    pf_node top = h->a[0].n;
    struct heap_entry last = h->a[--h->size];
    uint32_t i = 0, size = h->size;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= size)
            break;
        if (c + 1 < size && heap_less(&h->a[c + 1], &h->a[c]))
            c++;
        if (!heap_less(&h->a[c], &last))
            break;
        h->a[i] = h->a[c];
        h->pos[h->a[i].n] = i;
        i = c;
    }
    if (size > 0) {
        h->a[i] = last;
        h->pos[last.n] = i;
    }
    return top;
}

#endif
