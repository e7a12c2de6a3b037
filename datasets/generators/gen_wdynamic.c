/* gen_wdynamic.c: generated weighted dynamic scenarios (pf_gen_wdynamic): pf_gen_dynamic's
 * changes on the terrain's open cells, turned into patches of terrain labels, and the distances
 * from weighted Dijkstra (the mean rule) on each epoch's map. */
#include <stdlib.h>
#include <string.h>
#include "pf_dynamic_io.h"
#include "pf_gen.h"
#include "pf_weighted_io.h"

#define DECIMALS 8          /* digits of the distances, as pf_gen_dynamic prints them */

/* The costs of the scenario: the terrain's, plus a wall label (cost 0) and '.' (the start
 * map's label, covered by the whole-map patch before the first query) when it lacks them.
 * *wall: a blocked label, *mud: the dearest open one. PF_OK or PF_ERR_ARG. */
static int scen_costs(struct pf_costs *c, char *wall, char *mud, struct pf_error *err)
{
    *wall = *mud = 0;
    for (int l = 0x21; l < 0x7f; l++) {
        if (!c->line[l])
            continue;
        if (!c->fixed[l] && !*wall)
            *wall = (char)l;
        if (c->fixed[l] && (!*mud || c->fixed[l] > c->fixed[(unsigned char)*mud]))
            *mud = (char)l;
    }
    for (int l = '@', k = 0x21; !*wall && k < 0x7f; l = k++)      /* '@' first, else any free label */
        if (!c->line[l] && pf_costs_define(c, (char)l, 0) == PF_OK)
            *wall = (char)l;
    if (!*mud || !*wall || (!c->line['.'] && pf_costs_define(c, '.', c->fixed[(unsigned char)*mud]) != PF_OK)) {
        pf_error_set(err, "weighted dynamic scenario: expected a costs table with an open label and room for a "
                     "wall label, found %s", *mud ? "every label taken" : "no open label");
        return PF_ERR_ARG;
    }
    return PF_OK;
}

/* Patch k of the weighted scenario for P command c of the 2D one: the terrain's labels where the
 * 2D map is free, and where a change blocks an open cell a wall (odd change events) or mud (the
 * dearest label: even events), so that cells also change cost. */
static int label_patch(const struct pf_wgrid *w, const struct pf_dynscen *d2, const struct pf_dyn_cmd *c, char wall,
                       char mud, struct pf_dyn_patch *out)
{
    const struct pf_dyn_patch *p = &d2->patches[c->patch];
    out->width = p->width;
    out->height = p->height;
    out->cells = malloc((size_t)p->width * (size_t)p->height);
    if (!out->cells)
        return PF_ERR_NOMEM;
    for (int32_t y = 0; y < p->height; y++)
        for (int32_t x = 0; x < p->width; x++) {
            size_t k = (size_t)y * (size_t)p->width + (size_t)x;
            char orig = pf_grid_char(&w->grid, c->x + x, c->y + y);
            int open = w->cost[pf_grid_node(&w->grid, c->x + x, c->y + y)] != 0;
            out->cells[k] = p->cells[k] == '.' || !open ? orig : c->epoch % 2 ? wall : mud;
        }
    return PF_OK;
}

/* Replay the scenario on the weighted map, each query's distance from weighted Dijkstra. */
static int distances(struct pf_dynscen *d, struct pf_error *err)
{
    struct pf_wgrid cur;
    size_t cells = (size_t)d->width * (size_t)d->height;
    char *blank = malloc(cells);
    struct pf_rect *rects = malloc((d->num_cmds ? d->num_cmds : 1) * sizeof *rects);
    struct pf_search_ctx *ctx = NULL;
    int rc = blank && rects ? PF_OK : PF_ERR_NOMEM;
    memset(&cur, 0, sizeof cur);
    if (rc == PF_OK) {
        memset(blank, '.', cells);
        rc = pf_wgrid_build(&cur, d->width, d->height, blank, d->costs, NULL, NULL, NULL, 0);
    }
    if (rc == PF_OK && !(ctx = pf_ctx_create_weighted(&cur, PF_MOVES_MEAN)))
        rc = PF_ERR_NOMEM;
    const struct pf_variant *ref = pf_variant_reference_in(&pf_domain_weighted);
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->num_cmds && rc == PF_OK; i++) {
        struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind == PF_DYN_PATCH) {
            struct pf_patch p = pf_dynscen_patch_at(d, i);
            rects[n++] = (struct pf_rect){ p.x, p.y, p.width, p.height };
            rc = pf_wgrid_apply_patch(&cur, d->costs, &rects[n - 1], p.cells);
            continue;
        }
        if (n)
            rc = pf_ctx_map_change(ctx, rects, n, PF_FOLLOW_REPAIR, NULL);
        n = 0;
        struct pf_result res;
        int sr = rc == PF_OK ? pf_search(ctx, ref, pf_grid_node(&cur.grid, c->x, c->y),
                                         pf_grid_node(&cur.grid, c->gx, c->gy), &res) : rc;
        if (sr != PF_OK && sr != PF_NO_PATH)
            rc = sr;
        c->dist = sr == PF_OK ? res.cost : -1;
        c->decimals = sr == PF_OK ? DECIMALS : 0;
    }
    if (rc != PF_OK)
        pf_error_set(err, "weighted dynamic scenario: out of memory or a failed search (%d)", rc);
    pf_ctx_destroy(ctx);
    if (cur.cost)
        pf_wgrid_free(&cur);
    free(blank);
    free(rects);
    return rc;
}

int pf_gen_wdynamic(const struct pf_wgrid *w, const struct pf_costs *costs, const struct pf_gen_dynamic *opt,
                    struct pf_dynscen *out, struct pf_error *err)
{
    struct pf_grid g;
    struct pf_dynscen d2;
    memset(out, 0, sizeof *out);
    if (pf_grid_init(&g, w->grid.width, w->grid.height) != PF_OK) {
        pf_error_set(err, "weighted dynamic scenario: out of memory for a %dx%d map", w->grid.width, w->grid.height);
        return PF_ERR_NOMEM;
    }
    for (int32_t y = 0; y < g.height; y++)     /* the terrain's open cells as a 2D map */
        for (int32_t x = 0; x < g.width; x++)
            pf_grid_set(&g, x, y, w->cost[pf_grid_node(&w->grid, x, y)] ? '.' : '@');
    int rc = pf_gen_dynamic(&g, opt, &d2, err);
    pf_grid_free(&g);
    if (rc != PF_OK)
        return rc;
    char wall, mud;
    struct pf_dyn_patch *patches = calloc(d2.num_cmds ? d2.num_cmds : 1, sizeof *patches);
    uint32_t np = 0;
    *out = d2;                                  /* its commands, sizes and counts */
    out->patches = patches;
    out->num_patches = 0;
    out->costs = malloc(sizeof *out->costs);
    if (!patches || !out->costs) {
        rc = PF_ERR_NOMEM;
    } else {
        *out->costs = *costs;
        rc = scen_costs(out->costs, &wall, &mud, err);
    }
    for (uint32_t i = 0; i < out->num_cmds && rc == PF_OK; i++) {
        struct pf_dyn_cmd *c = &out->cmds[i];
        c->line = 8 + i;                        /* after the seven header lines */
        if (c->kind != PF_DYN_PATCH)
            continue;
        rc = label_patch(w, &d2, c, wall, mud, &patches[np]);
        patches[np].line = np ? patches[np - 1].line + 4 + (uint32_t)patches[np - 1].height : 3;
        out->num_patches = ++np;
        c->patch = np - 1;
    }
    if (rc == PF_OK)
        rc = distances(out, err);
    else if (rc == PF_ERR_NOMEM)
        pf_error_set(err, "weighted dynamic scenario: out of memory for a %dx%d map", w->grid.width, w->grid.height);
    for (uint32_t i = 0; i < d2.num_patches; i++)
        free(d2.patches[i].cells);
    free(d2.patches);
    if (rc != PF_OK)
        pf_dynscen_free(out);
    return rc;
}
