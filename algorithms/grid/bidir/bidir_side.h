/* bidir_side.h: what the bidirectional searches share: the backward side's stamps kept in step
 * with the context's epochs, and the path joined from the two halves (internal to libpf). */
#ifndef PF_BIDIR_SIDE_H
#define PF_BIDIR_SIDE_H

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"

/* Moves are symmetric under every model and terrain rule of pf_grid_move_mask: a step n -> m
 * needs cls[n] == cls[m] (symmetric), and a diagonal's two side cells are the same two cells
 * seen from n or from m (n + dx and n + dy * stride are m - dy * stride and m - dx), so bit d
 * of mask[n] equals bit d ^ 2 (the opposite direction) of mask[n + off[d]]. The backward
 * search therefore walks the same masks from the goal, and a stamp's direction d on either
 * side means "reached from n - off[d]". */

/* Backward stamps, one per node, epochs shared with ctx->stamp (walls PF_ST_WALL). */
struct bidir_stamps {
    uint32_t *stamp;
    uint32_t last_epoch;     /* the context's epoch of the previous query */
};

static inline int bidir_stamps_init(struct bidir_stamps *b, const struct pf_search_ctx *ctx)
{
    b->stamp = calloc(ctx->num_nodes, sizeof *b->stamp);
    if (!b->stamp)
        return PF_ERR_NOMEM;
    for (uint32_t i = 0; i < ctx->num_nodes; i++)
        if (ctx->grid->cls[i] == PF_CLS_BLOCKED)
            b->stamp[i] = PF_ST_WALL;
    b->last_epoch = 0;
    return PF_OK;
}

/* The map changed inside the rectangles: walls where it is blocked now, free where it was. */
static inline void bidir_stamps_track(struct bidir_stamps *b, const struct pf_search_ctx *ctx,
                                      const struct pf_rect *changed, uint32_t n)
{
    const struct pf_grid *g = ctx->grid;
    for (uint32_t i = 0; i < n; i++)
        for (int32_t y = changed[i].y; y < changed[i].y + changed[i].height; y++)
            for (int32_t x = changed[i].x; x < changed[i].x + changed[i].width; x++) {
                pf_node c = pf_grid_node(g, x, y);
                if (g->cls[c] == PF_CLS_BLOCKED)
                    b->stamp[c] = PF_ST_WALL;
                else if (b->stamp[c] == PF_ST_WALL)
                    b->stamp[c] = 0;
            }
}

/* The .track of the algorithms whose scratch starts with its struct bidir_stamps. */
static inline int bidir_track(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                              uint32_t n)
{
    struct bidir_stamps *b = ctx_scratch(ctx, v->alg);
    if (!b)
        return PF_ERR_ARG;
    bidir_stamps_track(b, ctx, changed, n);
    return PF_OK;
}

/* Call after pf_ctx_begin: when the context's epoch wrapped (its stamps were cleared), clear
 * ours too, or old stamps would read as reached in this query. */
static inline void bidir_stamps_begin(struct bidir_stamps *b, const struct pf_search_ctx *ctx)
{
    if (ctx->epoch <= b->last_epoch) {
        for (uint32_t i = 0; i < ctx->num_nodes; i++)
            b->stamp[i] = ctx->grid->cls[i] == PF_CLS_BLOCKED ? PF_ST_WALL : 0;
    }
    b->last_epoch = ctx->epoch;
}

/* The path start..meet..goal into ctx->frontier: the forward half by ctx->stamp's directions
 * (meet back to start, then reversed), the backward half by bstamp's (meet on to goal); fills
 * res path, g, cost and status OK. */
static inline void bidir_join_path(struct pf_search_ctx *ctx, const uint32_t *bstamp,
                                   pf_node start, pf_node meet, pf_node goal,
                                   struct pf_result *res)
{
    pf_node *f = ctx->frontier;
    uint32_t len = 0;
    pf_node n = meet;
    f[len++] = n;
    while (n != start && len < ctx->num_nodes) {
        n -= (uint32_t)ctx->off[ctx->stamp[n] & PF_ST_DIR];
        f[len++] = n;
    }
    for (uint32_t i = 0, j = len - 1; i < j; i++, j--) {
        pf_node t = f[i];
        f[i] = f[j];
        f[j] = t;
    }
    n = meet;
    while (n != goal && len < ctx->num_nodes) {
        n -= (uint32_t)ctx->off[bstamp[n] & PF_ST_DIR];
        f[len++] = n;
    }
    ctx_set_path(ctx, f, len, res);
}

#endif
