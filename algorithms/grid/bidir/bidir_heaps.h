/* bidir_heaps.h: what the bidirectional best-first searches share (internal to libpf): the
 * backward side's state and the two heaps made once per context, the heap's least key, and
 * the estimate on the two built-in heuristics they specialise on (the 2D grid's bidir.c and
 * weighted terrain's weighted_bidir.c, whose loops differ only in the move costs). */
#ifndef PF_BIDIR_HEAPS_H
#define PF_BIDIR_HEAPS_H

#include "bidir_side.h"
#include "heuristics_impl.h"
#include "open_heap_impl.h"

/* The backward side's state and both heaps, made once per context (setup), reused by every
 * query. The forward side uses the context's own stamps and g. */
struct bidir_scratch {
    struct bidir_stamps b;
    pf_cost *gb;                  /* backward g, valid where b.stamp[n] >= epoch */
    struct pf_heap *qf, *qb;      /* forward and backward open lists */
};

static inline void bidir_teardown(void *p)
{
    struct bidir_scratch *s = p;
    if (!s)
        return;
    free(s->b.stamp);
    free(s->gb);
    if (s->qf)
        pf_open_heap.destroy(s->qf);
    if (s->qb)
        pf_open_heap.destroy(s->qb);
    free(s);
}

static inline int bidir_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch,
                              size_t *bytes)
{
    (void)v;
    struct bidir_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    const uint32_t n = ctx->num_nodes;
    s->gb = malloc((size_t)n * sizeof *s->gb);
    s->qf = pf_open_heap.create(n);
    s->qb = pf_open_heap.create(n);
    if (!s->gb || !s->qf || !s->qb || bidir_stamps_init(&s->b, ctx) != PF_OK) {
        bidir_teardown(s);
        return PF_ERR_NOMEM;
    }
    memset(s->gb, 0, (size_t)n * sizeof *s->gb);     /* fault the pages in now */
    *scratch = s;
    *bytes = sizeof *s + (size_t)n * (sizeof *s->b.stamp + sizeof *s->gb) +
             pf_open_heap.bytes(s->qf) + pf_open_heap.bytes(s->qb);
    return PF_OK;
}

/* The heap's least key, f; PF_COST_INF when it is empty. */
static inline pf_cost top_key(const struct pf_heap *q)
{
    return q->size ? (pf_cost)(q->a[1] >> 64) : PF_COST_INF;
}

static inline __attribute__((always_inline)) pf_cost
est(const int hid, pf_cost (*hfn)(int32_t, int32_t), int32_t dx, int32_t dy)
{
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    switch (hid) {
    case PF_HID_zero: return 0;
    case PF_HID_octile: return pf_est_octile(dx, dy);
    default: return hfn(dx, dy);
    }
}

#endif
