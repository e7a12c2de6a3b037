/* open_heap.c: the binary heap as a pluggable open list (ops table over open_heap_impl.h). */
#include <stdlib.h>
#include <string.h>
#include "open_heap_impl.h"

static void *heap_create(uint32_t num_nodes)
{
    struct pf_heap *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    h->num_nodes = num_nodes;
    h->pos = malloc((size_t)num_nodes * sizeof *h->pos);
    if (!h->pos) {
        free(h);
        return NULL;
    }
    memset(h->pos, 0, (size_t)num_nodes * sizeof *h->pos);   /* fault the pages in now */
    if (heap_reserve(h, 1024) != PF_OK) {
        free(h->pos);
        free(h);
        return NULL;
    }
    return h;
}

static void heap_destroy(void *q)
{
    struct pf_heap *h = q;
    if (!h)
        return;
    free(h->a);
    free(h->pos);
    free(h);
}

static void heap_clear(void *q)
{
    struct pf_heap *h = q;
    h->size = 0;
    h->a[1] = HEAP_MAX;
}
static int heap_push_op(void *q, pf_node n, pf_cost f, uint32_t t) { return heap_push(q, n, f, t); }
static int heap_decrease_op(void *q, pf_node n, pf_cost f, uint32_t t) { return heap_decrease(q, n, f, t); }
static pf_node heap_pop_op(void *q) { return heap_pop(q); }
static uint32_t heap_size(const void *q) { return ((const struct pf_heap *)q)->size; }

static size_t heap_bytes(const void *q)
{
    const struct pf_heap *h = q;
    return sizeof *h + ((size_t)h->cap + 2) * sizeof *h->a + (size_t)h->num_nodes * sizeof *h->pos;
}

const struct pf_open_ops pf_open_heap = {
    .name = "heap",
    .flags = PF_OPEN_TIE_EXACT | PF_OPEN_MAY_GROW,
    .create = heap_create,
    .destroy = heap_destroy,
    .clear = heap_clear,
    .push = heap_push_op,
    .decrease = heap_decrease_op,
    .pop_min = heap_pop_op,
    .size = heap_size,
    .bytes = heap_bytes,
};
