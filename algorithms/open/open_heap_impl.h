/* open_heap_impl.h: binary min-heap of (f, tie, node) with decrease-key through a position
 * index; static inline so the best-first search can be specialised on it. */
#ifndef PF_OPEN_HEAP_IMPL_H
#define PF_OPEN_HEAP_IMPL_H

#include <stdlib.h>
#include <string.h>
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
static inline pf_cost heap_f(heap_entry e) { return (pf_cost)(e >> 64); }

/* a[1..size] is the heap (the children of i are 2i and 2i + 1). Two sentinels spare the
 * loops their bounds checks: a[0] is the least key, so a sift-up stops at the root by
 * itself, and a[size + 1] is the greatest, so a node with one child compares it with +inf. */
#define HEAP_MAX (~(heap_entry)0)

struct pf_heap {
    heap_entry *a;        /* cap + 2 slots: the sentinels and up to cap entries */
    uint32_t size, cap;
    uint32_t *pos;        /* index in a[] of each node in the heap */
    uint32_t num_nodes;
};

static inline void heap_sift_up(struct pf_heap *h, uint32_t i, heap_entry e)
{
    heap_entry *a = h->a;
    uint32_t *pos = h->pos;
    for (;;) {
        const heap_entry ep = a[i >> 1];
        if (e >= ep)                  /* a[0] = 0 ends the climb at the root */
            break;
        a[i] = ep;
        pos[heap_node(ep)] = i;
        i >>= 1;
    }
    a[i] = e;
    pos[heap_node(e)] = i;
}

/* Room for cap entries plus the two sentinels; PF_OK or PF_ERR_NOMEM. */
static inline int heap_reserve(struct pf_heap *h, uint32_t cap)
{
    heap_entry *a = realloc(h->a, ((size_t)cap + 2) * sizeof *a);
    if (!a)
        return PF_ERR_NOMEM;
    a[0] = 0;
    a[h->size + 1] = HEAP_MAX;
    h->a = a;
    h->cap = cap;
    return PF_OK;
}

static inline int heap_push(struct pf_heap *h, pf_node n, pf_cost f, uint32_t tie)
{
    if (h->size == h->cap && heap_reserve(h, h->cap * 2) != PF_OK)
        return PF_ERR_NOMEM;
    const uint32_t i = ++h->size;
    h->a[i + 1] = HEAP_MAX;
    heap_sift_up(h, i, heap_make(f, tie, n));
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
    const pf_node top = heap_node(a[1]);
    const heap_entry last = a[h->size];
    a[h->size] = HEAP_MAX;             /* the new a[size + 1] */
    const uint32_t size = --h->size;
    /* The walk down is a chain of dependent loads, so it keeps the byte offset of a[i]
     * rather than i: the next pair of children is then one add away from the compare that
     * picked the child. The spelling matters: the same loop with pointer loads and `c + 16`
     * written inline compiles to a slower chain, so check the assembly (two cmovs, one branch
     * per level) and time it when touching this loop. */
    const char *const base = (const char *)a;
    const uint64_t end = (uint64_t)size * sizeof *a;
    uint64_t o = sizeof *a;                             /* a[1] */
    for (;;) {
        uint64_t c = 2 * o;                             /* a[2i] */
        if (c > end)
            break;
        heap_entry kc, k2;
        memcpy(&kc, base + c, sizeof kc);
        memcpy(&k2, base + c + sizeof kc, sizeof k2);   /* a real child or the +inf sentinel */
        const uint64_t c2 = c + sizeof kc;
        const int right = k2 < kc;         /* the smaller child, chosen without a branch */
        c = right ? c2 : c;
        kc = right ? k2 : kc;
        if (kc >= last)
            break;
        a[o / sizeof *a] = kc;
        pos[heap_node(kc)] = (uint32_t)(o / sizeof *a);
        o = c;
    }
    const uint32_t i = (uint32_t)(o / sizeof *a);
    if (i <= size) {
        a[i] = last;
        pos[heap_node(last)] = i;
    }
    return top;
}

#endif
