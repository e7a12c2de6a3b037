/* map_change_check.h: the check of a variant kept on a context across changes of its map
 * (test_map_change.c, test_sg_repair.c): queries between random open cells answered at the
 * cost of Dijkstra on a new context of the map as it is; the random maps both start from. */
#ifndef MAP_CHANGE_CHECK_H
#define MAP_CHANGE_CHECK_H

#include "check.h"
#include "search_ctx.h"

/* A w x h map, each cell a wall with probability wall_pct % (drawn with rnd), else floor. */
/* Paste over rectangle r of g all walls, all floor or a mix (cells: room for r's cells). */
static void paste_random(struct pf_grid *g, struct pf_rect r, char *cells, uint32_t (*rnd)(uint32_t))
{
    int fill = (int)rnd(3);
    for (int i = 0; i < r.width * r.height; i++)
        cells[i] = fill == 0 ? '@' : fill == 1 ? '.' : (rnd(2) ? '@' : '.');
    struct pf_patch p = { r.x, r.y, r.width, r.height, cells };
    CHECK_INT(pf_grid_apply_patch(g, &p, NULL), PF_OK);
}

static void random_change_map(struct pf_grid *g, int w, int h, int wall_pct, uint32_t (*rnd)(uint32_t))
{
    pf_grid_init(g, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            pf_grid_set(g, x, y, (int)rnd(100) < wall_pct ? '@' : '.');
}

/* queries random pairs drawn with rnd (0 .. n - 1); pairs with a wall at an end are skipped. */
static void check_answers_after_change(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_grid *g,
                                       int queries, uint32_t (*rnd)(uint32_t))
{
    struct pf_search_ctx *fresh = pf_ctx_create(g, PF_MOVES_8);
    const struct pf_variant *dij = pf_variant_reference();
    for (int q = 0; q < queries; q++) {
        int32_t sx = (int32_t)rnd((uint32_t)g->width), sy = (int32_t)rnd((uint32_t)g->height);
        int32_t tx = (int32_t)rnd((uint32_t)g->width), ty = (int32_t)rnd((uint32_t)g->height);
        if (!pf_grid_passable(g, sx, sy) || !pf_grid_passable(g, tx, ty))
            continue;
        struct pf_result want, got;
        pf_node s = pf_grid_node(g, sx, sy), t = pf_grid_node(g, tx, ty);
        int ws = pf_search(fresh, dij, s, t, &want);
        int gs = pf_search(ctx, v, s, t, &got);
        if (gs != ws || (ws == PF_OK && got.g != want.g)) {
            fprintf(stderr, "%s after a change: (%d,%d)->(%d,%d) status %d cost %.4f, Dijkstra %d %.4f\n", v->name, sx,
                    sy, tx, ty, gs, got.cost, ws, want.cost);
            CHECK(0);
            break;
        }
        pf_check_count++;
    }
    pf_ctx_destroy(fresh);
}

#endif
