/* aa_mesh_build.c: pf_mesh_build (a builder's rectangles assembled into the mesh, or the merged mesh), and the
 * default mesh's outlines for pictures. */
#include <stdlib.h>
#include "aa_mesh_build.h"
#include "pf_anyangle.h"

struct pf_mesh *pf_mesh_build(const struct pf_grid *g, enum pf_mesh_builder b)
{
    static struct pf_mesh_rect *(*const make[PF_MESH_MERGED])(const struct pf_grid *, int32_t *,
                                                              uint32_t *) = {
        pf_mesh_rects_cells, pf_mesh_rects_runs, pf_mesh_rects_greedy };
    if (b == PF_MESH_MERGED)
        return pf_mesh_build_merged(g);
    if ((unsigned)b >= PF_MESH_MERGED)
        return NULL;
    int32_t *label = malloc(((size_t)g->width * (size_t)g->height + 1) * sizeof *label);
    if (!label)
        return NULL;
    uint32_t n = 0;
    struct pf_mesh_rect *r = make[b](g, label, &n);
    struct pf_mesh *m = r ? pf_mesh_assemble(g, label, r, n, (uint32_t)b) : NULL;
    free(r);
    free(label);
    return m;
}

int pf_aa_mesh_outlines(const struct pf_grid *g, double dx, double dy, FILE *f)
{
    struct pf_mesh *m = pf_mesh_build(g, PF_MESH_DEFAULT);
    if (!m)
        return PF_ERR_NOMEM;
    int rc = pf_mesh_write_outlines(m, dx, dy, f) == 0 ? PF_OK : PF_ERR_IO;
    free(m);
    return rc;
}
