/* open_bucket.c: the bucket queue as a pluggable open list, and its window growth. */
#include <stdlib.h>
#include <string.h>
#include "open_bucket_impl.h"

#define BK_FIRST_WINDOW 8192u

static void bk_destroy(void *p)
{
    struct pf_bucket *q = p;
    if (!q)
        return;
    free(q->head);
    free(q->bits);
    free(q->sum);
    free(q->next);
    free(q->prev);
    free(q);
}

static void *bk_create(uint32_t num_nodes)
{
    struct pf_bucket *q = calloc(1, sizeof *q);
    if (!q)
        return NULL;
    q->num_nodes = num_nodes;
    q->nb = BK_FIRST_WINDOW;
    q->head = malloc((size_t)q->nb * sizeof *q->head);
    q->bits = calloc(q->nb / 64, sizeof *q->bits);
    q->sum = calloc(q->nb / 4096, sizeof *q->sum);
    q->next = malloc((size_t)num_nodes * sizeof *q->next);
    q->prev = malloc((size_t)num_nodes * sizeof *q->prev);
    if (!q->head || !q->bits || !q->sum || !q->next || !q->prev) {
        bk_destroy(q);
        return NULL;
    }
    memset(q->head, 0xff, (size_t)q->nb * sizeof *q->head);
    memset(q->next, 0xff, (size_t)num_nodes * sizeof *q->next);   /* fault the pages in now */
    memset(q->prev, 0xff, (size_t)num_nodes * sizeof *q->prev);
    return q;
}

/* Empty every bucket that holds a node. Every such bucket lies in [cur, hi] and its word of
 * bits is marked in sum, so this visits the sum words over that span and, inside them, only
 * the marked words and their set bits: O(size + span / 4096), where writing every head of the
 * span would be O(span). The span is up to two moves of fixed-point f, which on voxel maps is
 * 2.4 million units: clearing head by head took longer than a short query's whole search. */
static void bk_clear(void *p)
{
    struct pf_bucket *q = p;
    const uint32_t m = q->nb - 1, ns = q->nb >> 12;
    uint64_t span = ((uint64_t)(q->hi - q->cur) >> 12) + 2;   /* sum words over [cur, hi] */
    if (span > ns)
        span = ns;
    uint32_t s = (uint32_t)(q->cur & m) >> 12;
    for (uint64_t k = 0; k < span; k++, s = (s + 1) & (ns - 1)) {
        for (uint64_t w = q->sum[s]; w; w &= w - 1) {
            const uint32_t wi = s << 6 | (uint32_t)__builtin_ctzll(w);
            for (uint64_t b = q->bits[wi]; b; b &= b - 1)
                q->head[wi << 6 | (uint32_t)__builtin_ctzll(b)] = PF_NONE;
            q->bits[wi] = 0;
        }
        q->sum[s] = 0;
    }
    q->size = 0;
}

/* Make the window hold [lo, hi]: a larger power of two, every node re-linked in order. */
int pf_bucket_grow(struct pf_bucket *q, pf_cost lo, pf_cost hi)
{
    uint64_t want = (hi - lo + 1) * 2;
    if (want > (1u << 30))
        return PF_ERR_NOMEM;
    uint32_t nb = q->nb;
    while (nb < want)
        nb *= 2;
    pf_node *head = malloc((size_t)nb * sizeof *head);
    uint64_t *bits = calloc(nb / 64, sizeof *bits);
    uint64_t *sum = calloc(nb / 4096, sizeof *sum);
    if (!head || !bits || !sum) {
        free(head);
        free(bits);
        free(sum);
        return PF_ERR_NOMEM;
    }
    memset(head, 0xff, (size_t)nb * sizeof *head);
    pf_node *old = q->head;
    uint32_t om = q->nb - 1, nm = nb - 1;
    q->head = head;
    free(q->bits);
    q->bits = bits;
    free(q->sum);
    q->sum = sum;
    for (pf_cost f = q->cur; f <= q->hi; f++) {
        pf_node n = old[f & om];
        if (n == PF_NONE)
            continue;
        while (q->next[n] != PF_NONE)        /* re-link from the tail to keep the order */
            n = q->next[n];
        for (;;) {
            pf_node p = q->prev[n];
            bucket_link(q, n, (uint32_t)(f & nm));
            if (p & BK_HEAD)
                break;
            n = p;
        }
    }
    free(old);
    q->nb = nb;
    return PF_OK;
}

static int bk_push(void *q, pf_node n, pf_cost f, uint32_t t) { return bucket_push(q, n, f, t); }
static int bk_decrease(void *q, pf_node n, pf_cost f, uint32_t t) { return bucket_decrease(q, n, f, t); }
static pf_node bk_pop(void *q) { return bucket_pop(q); }
static uint32_t bk_size(const void *q) { return ((const struct pf_bucket *)q)->size; }

static size_t bk_bytes(const void *p)
{
    const struct pf_bucket *q = p;
    return sizeof *q + (size_t)q->nb * sizeof *q->head + (size_t)q->nb / 8 + (size_t)q->nb / 512 +
           2 * (size_t)q->num_nodes * sizeof *q->next;
}

const struct pf_open_ops pf_open_bucket = {
    .name = "bucket",
    .flags = PF_OPEN_MAY_GROW,
    .create = bk_create,
    .destroy = bk_destroy,
    .clear = bk_clear,
    .push = bk_push,
    .decrease = bk_decrease,
    .pop_min = bk_pop,
    .size = bk_size,
    .bytes = bk_bytes,
};
