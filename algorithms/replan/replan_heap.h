/* replan_heap.h: the incremental planners' priority queue: a binary min-heap of nodes keyed by
 * pairs (k1, k2) compared lexicographically, with a position index for update and remove (D*
 * Lite's U needs both, and the key of a node may go up as well as down). Internal to libpf. */
#ifndef PF_REPLAN_HEAP_H
#define PF_REPLAN_HEAP_H

#include "replan_grid.h"

struct rkey {
    pf_cost k1, k2;
};

static inline int rkey_less(struct rkey a, struct rkey b)
{
    return a.k1 < b.k1 || (a.k1 == b.k1 && a.k2 < b.k2);
}

struct rheap {
    struct rkey *key;        /* key[i] of the entry at slot i, 0 .. size - 1 */
    pf_node *node;           /* node[i] of the entry at slot i */
    uint32_t *pos;           /* slot + 1 of each node in the heap, 0 when it is not */
    uint32_t size;
};

/* Room for every node of the grid (num_nodes): no push ever allocates. PF_OK or PF_ERR_NOMEM. */
static inline int rheap_init(struct rheap *h, uint32_t num_nodes)
{
    h->key = ralloc((size_t)num_nodes * sizeof *h->key);
    h->node = ralloc((size_t)num_nodes * sizeof *h->node);
    h->pos = ralloc((size_t)num_nodes * sizeof *h->pos);
    h->size = 0;
    return h->key && h->node && h->pos ? PF_OK : PF_ERR_NOMEM;
}

static inline void rheap_free(struct rheap *h)
{
    free(h->key);
    free(h->node);
    free(h->pos);
}

static inline size_t rheap_bytes(uint32_t num_nodes)
{
    return (size_t)num_nodes * (sizeof(struct rkey) + sizeof(pf_node) + sizeof(uint32_t));
}

static inline int rheap_has(const struct rheap *h, pf_node n) { return h->pos[n] != 0; }

static inline void rheap_put(struct rheap *h, uint32_t i, struct rkey k, pf_node n)
{
    h->key[i] = k;
    h->node[i] = n;
    h->pos[n] = i + 1;
}

static inline void rheap_up(struct rheap *h, uint32_t i, struct rkey k, pf_node n)
{
    while (i > 0) {
        uint32_t p = (i - 1) / 2;
        if (!rkey_less(k, h->key[p]))
            break;
        rheap_put(h, i, h->key[p], h->node[p]);
        i = p;
    }
    rheap_put(h, i, k, n);
}

static inline void rheap_down(struct rheap *h, uint32_t i, struct rkey k, pf_node n)
{
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= h->size)
            break;
        if (c + 1 < h->size && rkey_less(h->key[c + 1], h->key[c]))
            c++;
        if (!rkey_less(h->key[c], k))
            break;
        rheap_put(h, i, h->key[c], h->node[c]);
        i = c;
    }
    rheap_put(h, i, k, n);
}

/* Insert n, or move it to key k when it is already in (up or down). */
static inline void rheap_set(struct rheap *h, pf_node n, struct rkey k)
{
    if (!h->pos[n]) {
        rheap_up(h, h->size++, k, n);
        return;
    }
    uint32_t i = h->pos[n] - 1;
    if (rkey_less(k, h->key[i]))
        rheap_up(h, i, k, n);
    else
        rheap_down(h, i, k, n);
}

static inline void rheap_remove(struct rheap *h, pf_node n)
{
    uint32_t i = h->pos[n] - 1;
    h->pos[n] = 0;
    if (--h->size == i)
        return;
    struct rkey k = h->key[h->size];
    pf_node m = h->node[h->size];
    if (i > 0 && rkey_less(k, h->key[(i - 1) / 2]))
        rheap_up(h, i, k, m);
    else
        rheap_down(h, i, k, m);
}

/* The least key ({PF_COST_INF, PF_COST_INF} when empty) and its node. */
static inline struct rkey rheap_top_key(const struct rheap *h)
{
    return h->size ? h->key[0] : (struct rkey){ PF_COST_INF, PF_COST_INF };
}
static inline pf_node rheap_top(const struct rheap *h) { return h->size ? h->node[0] : PF_NONE; }

static inline pf_node rheap_pop(struct rheap *h)
{
    pf_node n = h->node[0];
    rheap_remove(h, n);
    return n;
}

/* Empty it in O(size). */
static inline void rheap_clear(struct rheap *h)
{
    for (uint32_t i = 0; i < h->size; i++)
        h->pos[h->node[i]] = 0;
    h->size = 0;
}

/* Restore the heap order after the keys were changed in place (key[i] rewritten): O(size). */
static inline void rheap_heapify(struct rheap *h)
{
    for (uint32_t i = h->size / 2; i-- > 0;)
        rheap_down(h, i, h->key[i], h->node[i]);
}

#endif
