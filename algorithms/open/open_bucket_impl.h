/* open_bucket_impl.h: a bucket queue with one bucket per distinct fixed-point f, kept in a
 * circular window; static inline so the best-first search can be specialised on it. */
#ifndef PF_OPEN_BUCKET_IMPL_H
#define PF_OPEN_BUCKET_IMPL_H

#include <stdlib.h>
#include "pf_open.h"

/* Every f in the queue lies in the window [cur, cur + nb). Buckets are intrusive doubly
 * linked lists through next[] and prev[]; the head of a bucket keeps BK_HEAD | bucket in
 * prev[] so that a node can be unlinked without storing its f. Within a bucket the newest
 * node comes first (LIFO): for A* the newest of equal f is usually the deepest, which
 * approximates the larger-g tie rule; the tie argument is not used. With a consistent
 * heuristic the f values in the queue span at most two steps (2 * PF_DIAG), so the first
 * window of 8192 buckets never grows; inconsistent heuristics and weights may grow it once,
 * after which the larger window is kept for later queries. A bitmap of non-empty buckets lets
 * pop skip runs of empty buckets 64 at a time: with fixed-point costs, consecutive f values
 * may be thousands of units apart (on a 4-connected maze every f is a multiple of 2378). */
#define BK_HEAD 0x80000000u

struct pf_bucket {
    pf_node *head;        /* nb heads */
    uint64_t *bits;       /* nb / 64 words: bit b set when bucket b is not empty */
    uint64_t *sum;        /* nb / 4096 words: bit i set when bits[i] may be non-zero (set
                             when a bucket fills, cleared only by clear), so that clear
                             visits the filled buckets instead of every f in the window */
    pf_node *next, *prev; /* num_nodes each */
    uint32_t nb;          /* power of two */
    uint32_t size;
    pf_cost cur;          /* no f below cur is in the queue */
    pf_cost hi;           /* no f above hi is in the queue */
    uint32_t num_nodes;
};

static inline void bucket_link(struct pf_bucket *q, pf_node n, uint32_t b)
{
    pf_node h = q->head[b];
    q->next[n] = h;
    q->prev[n] = BK_HEAD | b;
    if (h != PF_NONE) {
        q->prev[h] = n;
    } else {
        q->bits[b >> 6] |= 1ull << (b & 63);
        q->sum[b >> 12] |= 1ull << (b >> 6 & 63);
    }
    q->head[b] = n;
}

static inline void bucket_unlink(struct pf_bucket *q, pf_node n)
{
    pf_node p = q->prev[n], nx = q->next[n];
    if (p & BK_HEAD) {
        uint32_t b = p & ~BK_HEAD;
        q->head[b] = nx;
        if (nx == PF_NONE)
            q->bits[b >> 6] &= ~(1ull << (b & 63));
    } else {
        q->next[p] = nx;
    }
    if (nx != PF_NONE)
        q->prev[nx] = p;
}

int pf_bucket_grow(struct pf_bucket *q, pf_cost lo, pf_cost hi);

static inline int bucket_push(struct pf_bucket *q, pf_node n, pf_cost f, uint32_t tie)
{
    (void)tie;
    if (q->size == 0) {
        q->cur = f;
        q->hi = f;
    } else {
        pf_cost lo = f < q->cur ? f : q->cur, hi = f > q->hi ? f : q->hi;
        if (hi - lo >= q->nb && pf_bucket_grow(q, lo, hi) != PF_OK)
            return PF_ERR_NOMEM;
        q->cur = lo;
        q->hi = hi;
    }
    bucket_link(q, n, (uint32_t)(f & (q->nb - 1)));
    q->size++;
    return PF_OK;
}

static inline int bucket_decrease(struct pf_bucket *q, pf_node n, pf_cost f, uint32_t tie)
{
    bucket_unlink(q, n);
    q->size--;
    return bucket_push(q, n, f, tie);
}

static inline pf_node bucket_pop(struct pf_bucket *q)
{
    if (q->size == 0)
        return PF_NONE;
    uint32_t m = q->nb - 1;
    uint32_t b = (uint32_t)(q->cur & m);
    /* the next set bit at or after b, wrapping around the window */
    uint64_t w = q->bits[b >> 6] & (~0ull << (b & 63));
    uint32_t wi = b >> 6;
    while (!w) {
        wi = (wi + 1) & (m >> 6);
        w = q->bits[wi];
    }
    uint32_t nb = (wi << 6) | (uint32_t)__builtin_ctzll(w);
    q->cur += (nb - b) & m;
    b = nb;
    pf_node n = q->head[b];
    pf_node nx = q->next[n];
    q->head[b] = nx;
    if (nx != PF_NONE)
        q->prev[nx] = BK_HEAD | b;
    else
        q->bits[b >> 6] &= ~(1ull << (b & 63));
    q->size--;
    return n;
}

#endif
