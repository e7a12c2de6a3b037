/* jps_plus_prep.c: JPS+ preprocessing: the jump distance of every cell in each of the eight
 * directions, under model 8 without corner cutting (the GPPC / warthog rules). */
#include <stdlib.h>
#include "search_ctx.h"
#include "jps_plus.h"
#include "jps_plus_rules.h"

/* The node order that meets n + off before n: descending when off > 0. */
#define FOR_NODES(n, N, off) \
    for (uint32_t i_ = 0, n = (off) > 0 ? (N) - 1 : 0; i_ < (N); i_++, n = (off) > 0 ? n - 1 : n + 1)

/* Directions 0..3 read only cardinal entries, 4..7 also read the cardinal entries of the next
 * cell: the cardinal directions are filled first. */
void pf_jpsp_fill(const struct pf_grid *g, int16_t *t, int d_from, int d_to)
{
    const uint32_t N = g->num_nodes;
    for (int d = d_from; d < d_to; d++) {
        const struct pf_jpsp_dir r = pf_jpsp_dir(g->stride, d);
        if (d < 4) {
            FOR_NODES(n, N, r.o) t[(size_t)n * 8 + d] = pf_jpsp_card_entry(g->cls, t, n, &r);
        } else {
            FOR_NODES(n, N, r.o) t[(size_t)n * 8 + d] = pf_jpsp_diag_entry(g->cls, t, n, &r);
        }
    }
}

int pf_jpsp_preprocess(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    if (m != PF_MOVES_8)
        return PF_ERR_ARG;
    if (g->width > PF_JPSP_MAX_SIDE || g->height > PF_JPSP_MAX_SIDE)
        return PF_ERR_LIMIT;
    int16_t *t = malloc((size_t)g->num_nodes * 8 * sizeof *t);
    if (!t)
        return PF_ERR_NOMEM;
    pf_jpsp_fill(g, t, 0, 8);
    *data = t;
    *bytes = (size_t)g->num_nodes * 8 * sizeof *t;
    return PF_OK;
}

void pf_jpsp_release(void *data) { free(data); }

/* The cache (prep_cache.c): the table is one block without pointers, 16 bytes a node of the
 * context's grid; a file of another size is not this map's. */
int pf_jpsp_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                 size_t *bytes)
{
    (void)v;
    if (size != (size_t)ctx->grid->num_nodes * 8 * sizeof(int16_t))
        return PF_ERR_PARSE;
    int rc = pf_prep_load_flat(f, size, data);
    if (rc == PF_OK)
        *bytes = size;
    return rc;
}
