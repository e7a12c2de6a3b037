/* open_list.c: the unsorted list as a pluggable open list (ops table over open_list_impl.h). */
#include <stdlib.h>
#include <string.h>
#include "open_list_impl.h"

static void *ls_create(uint32_t num_nodes)
{
    struct pf_list *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->num_nodes = num_nodes;
    l->pos = malloc((size_t)num_nodes * sizeof *l->pos);
    if (!l->pos) {
        free(l);
        return NULL;
    }
    memset(l->pos, 0, (size_t)num_nodes * sizeof *l->pos);   /* fault the pages in now */
    return l;
}

static void ls_destroy(void *q)
{
    struct pf_list *l = q;
    if (!l)
        return;
    free(l->a);
    free(l->pos);
    free(l);
}

static void ls_clear(void *q) { ((struct pf_list *)q)->size = 0; }
static int ls_push(void *q, pf_node n, pf_cost f, uint32_t t) { return list_push(q, n, f, t); }
static int ls_decrease(void *q, pf_node n, pf_cost f, uint32_t t) { return list_decrease(q, n, f, t); }
static pf_node ls_pop(void *q) { return list_pop(q); }
static uint32_t ls_size(const void *q) { return ((const struct pf_list *)q)->size; }

static size_t ls_bytes(const void *q)
{
    const struct pf_list *l = q;
    return sizeof *l + (size_t)l->cap * sizeof *l->a + (size_t)l->num_nodes * sizeof *l->pos;
}

const struct pf_open_ops pf_open_list = {
    .name = "list",
    .flags = PF_OPEN_TIE_EXACT | PF_OPEN_MAY_GROW,
    .create = ls_create,
    .destroy = ls_destroy,
    .clear = ls_clear,
    .push = ls_push,
    .decrease = ls_decrease,
    .pop_min = ls_pop,
    .size = ls_size,
    .bytes = ls_bytes,
};
