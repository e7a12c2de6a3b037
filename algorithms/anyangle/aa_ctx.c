/* aa_ctx.c: the search context of the any-angle plane: its nodes are the grid's corners, its
 * paths polylines of corners judged by the one validator (pf_aa_validate). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "pf_anyangle.h"
#include "search_ctx.h"

/* Corner (x, y) of the (W + 1) x (H + 1) lattice is node y * (W + 1) + x: every corner a
 * polyline can bend at (Anya's, Theta*'s and the truth's paths bend only at integer corners). */
pf_node pf_aa_corner_node(const struct pf_grid *g, int32_t x, int32_t y)
{
    return (pf_node)y * (pf_node)(g->width + 1) + (pf_node)x;
}

void pf_aa_node_corner(const struct pf_grid *g, pf_node n, int32_t *x, int32_t *y)
{
    *x = (int32_t)(n % (pf_node)(g->width + 1));
    *y = (int32_t)(n / (pf_node)(g->width + 1));
}

static size_t aa_bytes(const struct pf_search_ctx *ctx)
{
    size_t b = (size_t)ctx->num_nodes * sizeof *ctx->frontier;
    if (ctx->trace)
        b += (size_t)ctx->num_nodes * sizeof *ctx->trace;
    for (uint32_t i = 0; i < ctx->num_slots; i++)
        b += ctx->slot[i].scratch_bytes + ctx->slot[i].prep_bytes;
    return b;
}

/* A query starts and ends at the top-left corner of an open cell (GPPC's scenarios). */
static int aa_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    int32_t x, y;
    pf_aa_node_corner(ctx->grid, n, &x, &y);
    return x < ctx->grid->width && y < ctx->grid->height && !pf_aa_blocked(ctx->grid, x, y);
}

/* The corners as points, then the one validator; its verdict names the failing segment by its
 * index and ends. A one-node path from a start to itself is the empty polyline. */
static int aa_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len, pf_node start,
                       pf_node goal, double *cost, char *why, size_t why_len)
{
    const struct pf_grid *g = ctx->grid;
    int32_t sx, sy, tx, ty;
    pf_aa_node_corner(g, start, &sx, &sy);
    pf_aa_node_corner(g, goal, &tx, &ty);
    if (start == goal && len == 1 && path[0] == start)
        len = 0;
    for (uint32_t i = 0; i < len; i++)
        if (path[i] >= ctx->num_nodes) {
            snprintf(why, why_len, "point %u is no corner of the map", i);
            return 0;
        }
    struct pf_aa_point *pts = malloc((len ? len : 1) * sizeof *pts);
    if (!pts) {
        snprintf(why, why_len, "out of memory checking the path");
        return 0;
    }
    for (uint32_t i = 0; i < len; i++) {
        int32_t x, y;
        pf_aa_node_corner(g, path[i], &x, &y);
        pts[i] = (struct pf_aa_point){ x, y };
    }
    double c = 0;
    enum pf_aa_why w = PF_AA_VALID;
    long bad = pf_aa_validate(g, sx, sy, tx, ty, pts, len, &c, &w);
    if (bad >= 0 && why && why_len) {
        if (len >= 2 && (size_t)bad + 1 < len)
            snprintf(why, why_len, "segment %ld (%g,%g)-(%g,%g): %s", bad, pts[bad].x, pts[bad].y,
                     pts[bad + 1].x, pts[bad + 1].y, pf_aa_why_str(w));
        else
            snprintf(why, why_len, "the path of %u points: %s", len, pf_aa_why_str(w));
    }
    free(pts);
    if (bad >= 0)
        return 0;
    if (cost)
        *cost = c;
    return 1;
}

/* The length of a polyline of corner nodes (the any-angle plane), and its fixed-point g as the
 * built-in any-angle searches give it; a node outside the lattice (a point that is no corner)
 * makes it NAN: the validator refuses the path and names that point. */
static void aa_path_cost(const struct pf_search_ctx *ctx, const pf_node *p, uint32_t len, struct pf_result *res)
{
    double sum = 0;
    for (uint32_t i = 1; i < len; i++) {
        int32_t x0, y0, x1, y1;
        if (p[i - 1] >= ctx->num_nodes || p[i] >= ctx->num_nodes) {
            sum = NAN;
            break;
        }
        pf_aa_node_corner(ctx->grid, p[i - 1], &x0, &y0);
        pf_aa_node_corner(ctx->grid, p[i], &x1, &y1);
        sum += hypot((double)(x1 - x0), (double)(y1 - y0));
    }
    res->cost = sum;
    res->g = isfinite(sum) ? (pf_cost)llround(sum * PF_CARD) : 0;
}

/* the plane is the grid's: its blocked cells say everything (the model, aa, is in the key) */
static void aa_content_id(const struct pf_search_ctx *ctx, char out[17]) { pf_grid_content_id(ctx->grid, out); }

void pf_aa_nodes_free(struct pf_search_ctx *ctx);   /* aa_nodes.c: a traced query's search nodes */

const struct pf_ctx_ops pf_aa_ctx_ops = {
    .free = pf_aa_nodes_free, .bytes = aa_bytes, .node_free = aa_node_free, .validate = aa_validate, .content_id = aa_content_id,
    .path_cost = aa_path_cost,
};

struct pf_search_ctx *pf_ctx_create_anyangle(const struct pf_grid *g)
{
    uint64_t n = (uint64_t)(g->width + 1) * (uint64_t)(g->height + 1);
    if (n >= UINT32_MAX)
        return NULL;
    struct pf_search_ctx *ctx = pf_ctx_alloc(&pf_domain_anyangle, PF_MOVES_AA, (uint32_t)n);
    if (!ctx)
        return NULL;
    ctx->grid = g;
    /* the path of the last query, in corner nodes: no polyline visits a corner twice */
    ctx->frontier = malloc((size_t)n * sizeof *ctx->frontier);
    if (!ctx->frontier) {
        free(ctx);
        return NULL;
    }
    return ctx;
}
