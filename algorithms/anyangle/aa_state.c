/* aa_state.c: the any-angle searches' shared per-query state (see aa_state.h). */
#include <stdlib.h>
#include <string.h>
#include "aa_state.h"

int pf_aa_state_init(struct pf_aa_state *s, uint32_t num)
{
    memset(s, 0, sizeof *s);
    s->num = num;
    s->stamp = calloc(num, sizeof *s->stamp);
    s->parent = malloc((size_t)num * sizeof *s->parent);
    s->gval = malloc((size_t)num * sizeof *s->gval);
    s->closed = malloc(num);
    if (pf_aa_heap_init(&s->heap, num) != 0 || !s->stamp || !s->parent || !s->gval || !s->closed)
        return -1;
    return 0;
}

void pf_aa_state_free(struct pf_aa_state *s)
{
    free(s->stamp);
    free(s->parent);
    free(s->gval);
    free(s->closed);
    pf_aa_heap_free(&s->heap);
    memset(s, 0, sizeof *s);
}

size_t pf_aa_state_bytes(const struct pf_aa_state *s)
{
    return (size_t)s->num * (2 * sizeof(uint32_t) + sizeof(double) + 1) + pf_aa_heap_bytes(&s->heap);
}

struct pf_aa_stats *pf_aa_state_begin(struct pf_aa_state *s, struct pf_aa_stats *st, size_t *npts,
                                      double *cost)
{
    if (++s->epoch == 0) {
        memset(s->stamp, 0, (size_t)s->num * sizeof *s->stamp);
        s->epoch = 1;
    }
    s->heap.size = 0;
    *npts = 0;
    *cost = 0;
    if (!st)
        st = &s->own;
    memset(st, 0, sizeof *st);
    return st;
}

int pf_aa_state_offer(struct pf_aa_state *s, uint32_t v, uint32_t parent, double g, double h)
{
    int seen = s->stamp[v] == s->epoch;
    if (seen && (s->closed[v] || g >= s->gval[v]))
        return 0;
    if (!seen) {
        s->stamp[v] = s->epoch;
        s->closed[v] = 0;
    }
    s->gval[v] = g;
    s->parent[v] = parent;
    pf_aa_heap_put(&s->heap, v, g + h, g, seen);
    return 1;
}

size_t pf_aa_state_chain(const struct pf_aa_state *s, uint32_t v)
{
    size_t n = 1;
    for (; s->parent[v] != v; v = s->parent[v])
        n++;
    return n;
}
