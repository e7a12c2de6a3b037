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

/* (f, tie) as one 96-bit number: compared without branches (cmp/sbb), which matters in the
 * sift loops where the outcome is unpredictable. */
static inline unsigned __int128 heap_key(const struct heap_entry *e)
{
    return ((unsigned __int128)e->f << 32) | e->tie;
}

static inline int heap_less(const struct heap_entry *x, const struct heap_entry *y)
{
    return heap_key(x) < heap_key(y);
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
    const unsigned __int128 klast = heap_key(&last);
    uint32_t i = 0, size = h->size;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= size)
            break;
        unsigned __int128 kc = heap_key(&h->a[c]);
        if (c + 1 < size) {
            unsigned __int128 k2 = heap_key(&h->a[c + 1]);
            int right = k2 < kc;           /* the smaller child, chosen without a branch */
            c += (uint32_t)right;
            kc = right ? k2 : kc;
        }
        if (kc >= klast)
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
