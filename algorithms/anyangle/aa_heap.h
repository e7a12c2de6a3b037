/* aa_heap.h: the any-angle searches' open list: a binary min-heap of nodes keyed by doubles. */
#ifndef PF_AA_HEAP_H
#define PF_AA_HEAP_H

#include <stdint.h>
#include <stdlib.h>

/* Lengths in the plane are sums of square roots, so the key is a double (the grid searches'
 * fixed-point costs cannot hold them). Ties on f go to the larger g (deeper first), which
 * Theta* and the ground truth both like. pos[] holds each node's place in the heap, valid only
 * while the node is in it (the searches know that from their epoch stamps); nothing is
 * allocated after pf_aa_heap_init. */
struct pf_aa_heap {
    uint32_t *node;  /* heap order */
    double *f, *g;   /* keys, by heap slot */
    uint32_t *pos;   /* slot of each node */
    uint32_t size, cap;
};

static inline int pf_aa_heap_init(struct pf_aa_heap *h, uint32_t num_nodes)
{
    h->size = 0;
    h->cap = num_nodes;
    h->node = malloc((size_t)num_nodes * sizeof *h->node);
    h->f = malloc((size_t)num_nodes * sizeof *h->f);
    h->g = malloc((size_t)num_nodes * sizeof *h->g);
    h->pos = malloc((size_t)num_nodes * sizeof *h->pos);
    return h->node && h->f && h->g && h->pos ? 0 : -1;
}

static inline void pf_aa_heap_free(struct pf_aa_heap *h)
{
    free(h->node);
    free(h->f);
    free(h->g);
    free(h->pos);
}

static inline size_t pf_aa_heap_bytes(const struct pf_aa_heap *h)
{
    return (size_t)h->cap * (2 * sizeof(uint32_t) + 2 * sizeof(double));
}

static inline int pf_aa_heap_less(const struct pf_aa_heap *h, uint32_t a, uint32_t b)
{
    return h->f[a] < h->f[b] || (h->f[a] == h->f[b] && h->g[a] > h->g[b]);
}

static inline void pf_aa_heap_swap(struct pf_aa_heap *h, uint32_t a, uint32_t b)
{
    uint32_t n = h->node[a];
    double f = h->f[a], g = h->g[a];
    h->node[a] = h->node[b];
    h->f[a] = h->f[b];
    h->g[a] = h->g[b];
    h->node[b] = n;
    h->f[b] = f;
    h->g[b] = g;
    h->pos[h->node[a]] = a;
    h->pos[h->node[b]] = b;
}

static inline void pf_aa_heap_up(struct pf_aa_heap *h, uint32_t i)
{
    while (i > 0 && pf_aa_heap_less(h, i, (i - 1) / 2)) {
        pf_aa_heap_swap(h, i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
}

/* Insert node n, or lower its key when `in` says it is in the heap already. */
static inline void pf_aa_heap_put(struct pf_aa_heap *h, uint32_t n, double f, double g, int in)
{
    uint32_t i = in ? h->pos[n] : h->size++;
    h->node[i] = n;
    h->f[i] = f;
    h->g[i] = g;
    h->pos[n] = i;
    pf_aa_heap_up(h, i);
}

static inline uint32_t pf_aa_heap_pop(struct pf_aa_heap *h)
{
    uint32_t top = h->node[0];
    if (--h->size > 0) {
        pf_aa_heap_swap(h, 0, h->size);
        uint32_t i = 0;
        for (;;) {
            uint32_t l = 2 * i + 1, r = l + 1, m = i;
            if (l < h->size && pf_aa_heap_less(h, l, m))
                m = l;
            if (r < h->size && pf_aa_heap_less(h, r, m))
                m = r;
            if (m == i)
                break;
            pf_aa_heap_swap(h, i, m);
            i = m;
        }
    }
    return top;
}

#endif
