/* sg_cache.c: the preprocessing cache of the simple and the two-level subgoal graphs (sg.h):
 * a header of counts, then each array of struct pf_sg one after another, read back into
 * arrays of their own. */
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"
#include "sg.h"

/* The header: what sizes the arrays, and whether there are mids (the two-level graph). */
struct sg_head { uint32_t nodes, num_sg, num_global, edges, has_mid; };

/* Each array's place in the struct and its length under a header. */
static size_t sg_arrays(const struct sg_head *h, struct pf_sg *g, void ***at, size_t *len)
{
    size_t k = 0;
    at[k] = (void **)&g->id, len[k++] = (size_t)h->nodes * sizeof *g->id;
    at[k] = (void **)&g->clr, len[k++] = (size_t)h->nodes * 8 * sizeof *g->clr;
    at[k] = (void **)&g->cell, len[k++] = ((size_t)h->num_sg + 1) * sizeof *g->cell;
    at[k] = (void **)&g->xy, len[k++] = ((size_t)h->num_sg + 1) * sizeof *g->xy;
    at[k] = (void **)&g->first, len[k++] = ((size_t)h->num_sg + 1) * sizeof *g->first;
    at[k] = (void **)&g->edge, len[k++] = (size_t)h->edges * sizeof *g->edge;
    if (h->has_mid)
        at[k] = (void **)&g->mid, len[k++] = (size_t)h->edges * sizeof *g->mid;
    return k;
}

int pf_sg_save(const void *data, size_t bytes, FILE *f)
{
    (void)bytes;
    struct pf_sg g = *(const struct pf_sg *)data;
    const struct sg_head h = { g.num_nodes, g.num_sg, g.num_global, g.first[g.num_sg], g.mid != NULL };
    void **at[8];
    size_t len[8], n = sg_arrays(&h, &g, at, len);
    if (fwrite(&h, sizeof h, 1, f) != 1)
        return PF_ERR_IO;
    for (size_t k = 0; k < n; k++)
        if (fwrite(*at[k], 1, len[k], f) != len[k])
            return PF_ERR_IO;
    return PF_OK;
}

/* Read a graph with mids (two-level) or without (simple), as the caller's algorithm builds:
 * another's file, or one of another size, is refused. */
static int load_graph(struct pf_search_ctx *ctx, FILE *f, size_t size, int has_mid, void **data, size_t *bytes)
{
    struct sg_head h;
    if (size < sizeof h || fread(&h, sizeof h, 1, f) != 1 || h.nodes != ctx->grid->num_nodes ||
        h.num_global > h.num_sg || h.has_mid != (uint32_t)has_mid || (!has_mid && h.num_global != h.num_sg))
        return PF_ERR_PARSE;
    struct pf_sg *g = calloc(1, sizeof *g);
    if (!g)
        return PF_ERR_NOMEM;
    void **at[8];
    size_t len[8], n = sg_arrays(&h, g, at, len), total = sizeof h;
    for (size_t k = 0; k < n; k++)
        total += len[k];
    int rc = total == size ? PF_OK : PF_ERR_PARSE;
    for (size_t k = 0; k < n && rc == PF_OK; k++)
        rc = pf_prep_load_flat(f, len[k], at[k]);
    g->num_sg = h.num_sg;
    g->num_global = h.num_global;
    g->num_nodes = h.nodes;
    if (rc == PF_OK && g->first[h.num_sg] != h.edges)
        rc = PF_ERR_PARSE;
    if (rc != PF_OK) {
        pf_sg_release(g);
        return rc;
    }
    g->bytes = sizeof *g + (size - sizeof h);
    *data = g;
    *bytes = g->bytes;
    return PF_OK;
}

int pf_sg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
               size_t *bytes)
{
    (void)v;
    return load_graph(ctx, f, size, 0, data, bytes);
}

int pf_tsg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                size_t *bytes)
{
    (void)v;
    return load_graph(ctx, f, size, 1, data, bytes);
}
