/* anya_heap.h: Anya's open list, a binary heap of nodes on f, deeper g first among equals (private). */
#ifndef PF_ANYA_HEAP_H
#define PF_ANYA_HEAP_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "anya_state.h"

/* The order as one unsigned 128-bit comparison, which compiles without branches: f and g are
 * never negative, and the bits of a non-negative double order as the double does; the low
 * half holds g's bits inverted, so that among equal f the larger g comes first. */
static inline unsigned __int128 order_key(const struct node *x)
{
    uint64_t f, g;
    memcpy(&f, &x->f, sizeof f);
    memcpy(&g, &x->g, sizeof g);
    return (unsigned __int128)f << 64 | (uint64_t)~g;
}

static int before(const struct node *x, const struct node *y)
{
    return order_key(x) < order_key(y);
}

static void heap_push(struct pf_anya *A, const struct node *n)
{
    if (A->hn == A->hcap) {
        size_t cap = A->hcap ? 2 * A->hcap : 1024;
        struct node *h = realloc(A->heap, cap * sizeof *h);
        if (!h) {
            A->nomem = 1;
            return;
        }
        A->heap = h;
        A->hcap = cap;
    }
    size_t i = A->hn++;
    while (i && before(n, &A->heap[(i - 1) / 2])) {
        A->heap[i] = A->heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    A->heap[i] = *n;
}

static struct node heap_pop(struct pf_anya *A)
{
    struct node top = A->heap[0], last = A->heap[--A->hn];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= A->hn)
            break;
        if (c + 1 < A->hn && before(&A->heap[c + 1], &A->heap[c]))
            c++;
        if (!before(&A->heap[c], &last))
            break;
        A->heap[i] = A->heap[c];
        i = c;
    }
    if (A->hn)
        A->heap[i] = last;
    return top;
}

#endif
