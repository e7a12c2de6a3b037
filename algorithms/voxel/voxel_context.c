/* voxel_context.c: the search context of the voxel domain: its space is the volume, its state
 * the paged voxel state (pf_voxel_ctx), and its calls (free voxels, the path check, pictures). */
#include <stdlib.h>
#include "pf_voxel.h"
#include "search_ctx.h"

_Static_assert(PF_VOX_MOVES_26 == PF_MOVES_26, "pf_voxel.h's model bit is the 26-neighbour model");

static void voxel_free(struct pf_search_ctx *ctx)
{
    pf_voxel_ctx_destroy(ctx->state);
    ctx->state = NULL;
}

static size_t voxel_bytes(const struct pf_search_ctx *ctx) { return pf_voxel_ctx_bytes(ctx->state); }

static int voxel_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return !pf_voxel_blocked_node(ctx->space, n);
}

static int voxel_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                          pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return pf_voxel_path_validate(ctx->space, path, len, start, goal, cost, why, why_len);
}

static void voxel_visit(const struct pf_search_ctx *ctx,
                        void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg)
{
    pf_voxel_ctx_visit(ctx->state, fn, arg);
}

const struct pf_ctx_ops pf_voxel_ctx_ops = {
    .free = voxel_free, .bytes = voxel_bytes, .node_free = voxel_node_free,
    .validate = voxel_validate, .visit = voxel_visit,
};

struct pf_search_ctx *pf_ctx_create_voxel(const struct pf_voxels *v)
{
    struct pf_search_ctx *ctx =
        pf_ctx_alloc(&pf_domain_voxel, PF_MOVES_26, (uint32_t)v->num_nodes);
    if (!ctx)
        return NULL;
    struct pf_voxel_ctx *vc = pf_voxel_ctx_create(v, 0);
    if (!vc) {
        free(ctx);
        return NULL;
    }
    ctx->space = v;
    ctx->state = vc;
    return ctx;
}

const struct pf_voxels *pf_ctx_voxels(const struct pf_search_ctx *ctx)
{
    return ctx->domain == &pf_domain_voxel ? ctx->space : NULL;
}

