/* aa_mesh_prep.c: the navigation mesh as an algorithm's preprocessing (built, saved, loaded). */
#include <stdlib.h>
#include "aa_mesh.h"
#include "search_ctx.h"

int pf_mesh_prep_build(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    (void)m;
    struct pf_mesh *mesh = pf_mesh_build(g, PF_MESH_DEFAULT);
    if (!mesh)   /* a side beyond the merged mesh's 16,384 (aa_mesh_cdt.h), or out of memory */
        mesh = pf_mesh_build(g, PF_MESH_RECTS);
    if (!mesh)
        return PF_ERR_NOMEM;
    *data = mesh;
    *bytes = mesh->bytes;
    return PF_OK;
}

int pf_mesh_prep_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size,
                      void **data, size_t *bytes)
{
    (void)v;
    if (size < sizeof(struct pf_mesh))
        return PF_ERR_PARSE;
    void *block = NULL;
    int rc = pf_prep_load_flat(f, size, &block);
    if (rc != PF_OK)
        return rc;
    if (pf_mesh_rebind(block, size, ctx->grid->width, ctx->grid->height) != 0) {
        free(block);
        return PF_ERR_PARSE;
    }
    *data = block;
    *bytes = size;
    return PF_OK;
}
