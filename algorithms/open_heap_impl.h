/* open_heap_impl.h: binary min-heap of (f, tie, node) with decrease-key through a position
 * index; static inline so the best-first search can be specialised on it. */
#ifndef PF_OPEN_HEAP_IMPL_H
#define PF_OPEN_HEAP_IMPL_H

#include <stdlib.h>
#include "pf_open.h"

/* An entry is one 128-bit number: f in the high 64 bits, then tie, then the node in the low
 * 32 bits. Comparing entries is one unsigned compare (cmp/sbb, no branch), moving one is two
 * register moves, and equal (f, tie) fall back to the node number, so the order is total. */
typedef unsigned __int128 heap_entry;

static inline heap_entry heap_make(pf_cost f, uint32_t tie, pf_node n)
{
    return ((heap_entry)f << 64) | ((uint64_t)tie << 32 | n);
}

static inline pf_node heap_node(heap_entry e) { return (pf_node)e; }

struct pf_heap {
    heap_entry *a;
    uint32_t size, cap;
    uint32_t *pos;        /* index in a[] of each node in the heap */
    uint32_t num_nodes;
};

static inline void heap_sift_up(struct pf_heap *h, uint32_t i, heap_entry e)
{
    heap_entry *a = h->a;
    uint32_t *pos = h->pos;
    while (i > 0) {
        uint32_t p = (i - 1) >> 1;
        heap_entry ep = a[p];
        if (e >= ep)
            break;
        a[i] = ep;
        pos[heap_node(ep)] = i;
        i = p;
    }
    a[i] = e;
    pos[heap_node(e)] = i;
}

static inline int heap_push(struct pf_heap *h, pf_node n, pf_cost f, uint32_t tie)
{
    if (h->size == h->cap) {
        uint32_t cap = h->cap ? h->cap * 2 : 1024;
        heap_entry *a = realloc(h->a, (size_t)cap * sizeof *a);
        if (!a)
            return PF_ERR_NOMEM;
        h->a = a;
        h->cap = cap;
    }
    heap_sift_up(h, h->size++, heap_make(f, tie, n));
    return PF_OK;
}

static inline int heap_decrease(struct pf_heap *h, pf_node n, pf_cost f, uint32_t tie)
{
    heap_sift_up(h, h->pos[n], heap_make(f, tie, n));
    return PF_OK;
}

static inline pf_node heap_pop(struct pf_heap *h)
{
    if (h->size == 0)
        return PF_NONE;
    heap_entry *a = h->a;
    uint32_t *pos = h->pos;
    const pf_node top = heap_node(a[0]);
    const uint32_t size = --h->size;
    const heap_entry last = a[size];
    uint32_t i = 0;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= size)
            break;
        heap_entry kc = a[c];
        if (c + 1 < size) {
            heap_entry k2 = a[c + 1];
            int right = k2 < kc;           /* the smaller child, chosen without a branch */
            c += (uint32_t)right;
            kc = right ? k2 : kc;
        }
        if (kc >= last)
            break;
        a[i] = kc;
        pos[heap_node(kc)] = i;
        i = c;
    }
    if (size > 0) {
        a[i] = last;
        pos[heap_node(last)] = i;
    }
    return top;
}

#endif
