/* gen_weighted.c: weighted versions of 2D maps (walls kept, open cells given region costs) and
 * their scenario lines re-priced by weighted Dijkstra under the mean rule. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"
#include "regions.h"

int pf_weighted_from_grid(const struct pf_grid *g, uint64_t seed, struct pf_wgrid *w,
                          struct pf_costs *c, struct pf_error *err)
{
    static const struct { char label; uint32_t cost; } table[] = {
        { '@', 0 }, { 'r', 1 }, { '.', 2 }, { 'f', 4 }, { 's', 8 },
    };
    memset(w, 0, sizeof *w);
    pf_costs_init(c, 0);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        pf_costs_define(c, table[i].label, table[i].cost);
    int32_t W = g->width, H = g->height;
    if ((uint64_t)W * (uint64_t)H > PF_WGRID_MAX_CELLS) {
        pf_error_set(err, "weighted map: expected at most %u cells, found %dx%d", PF_WGRID_MAX_CELLS, W, H);
        return PF_ERR_LIMIT;
    }
    struct pf_regions R;
    char *lab = malloc((size_t)W * (size_t)H), *kind = NULL;
    int rc = PF_ERR_NOMEM;
    if (!lab || pf_regions_init(&R, W, H, seed) != PF_OK)
        goto done;
    size_t nreg = (size_t)R.nx * (size_t)R.ny;
    kind = malloc(nreg);
    if (kind) {
        /* each region's terrain: fields 45%, forest 30%, swamp 15%, roads (paved ground) 10%;
         * no water, so that every open cell stays open */
        struct pf_rng rng;
        pf_rng_seed(&rng, seed ^ 0x3E1647EDull);
        for (size_t i = 0; i < nreg; i++) {
            uint32_t u = pf_rng_below(&rng, 100);
            kind[i] = u < 45 ? '.' : u < 75 ? 'f' : u < 90 ? 's' : 'r';
        }
        for (int32_t y = 0; y < H; y++)
            for (int32_t x = 0; x < W; x++)
                lab[(size_t)y * (size_t)W + (size_t)x] =
                    pf_grid_passable(g, x, y) ? kind[pf_regions_at(&R, x, y)] : '@';
        rc = pf_wgrid_build(w, W, H, lab, c, NULL, NULL, NULL, 0);
    }
    pf_regions_free(&R);
done:
    if (rc != PF_OK)
        pf_error_set(err, "weighted map: out of memory for a %dx%d map", W, H);
    free(kind);
    free(lab);
    return rc;
}

void pf_wscen_plan(int32_t width, int32_t height, int lines, int *per_bucket, int *max_buckets)
{
    /* the octile length of the map's diagonal, in buckets of 4 */
    int32_t lo = width < height ? width : height, hi = width < height ? height : width;
    double diag = (double)(hi - lo) + 1.4142135623730951 * (double)lo;
    int nb = (int)ceil(diag / 4.0);
    nb = nb < 1 ? 1 : nb;
    int per = (lines + nb - 1) / nb;
    *per_bucket = per < 1 ? 1 : per;
    *max_buckets = nb;
}

int pf_wscen_reprice(const struct pf_wgrid *w, const struct pf_scen *in, const char *scen_name,
                     struct pf_scen *out, struct pf_error *err)
{
    memset(out, 0, sizeof *out);
    memcpy(out->version, in->version, sizeof out->version);
    const struct pf_variant *v = pf_variant_reference_in(&pf_domain_weighted);
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(w, PF_MOVES_MEAN);
    out->e = malloc((in->n ? in->n : 1) * sizeof *out->e);
    if (!v || !ctx || !out->e) {
        pf_ctx_destroy(ctx);
        pf_scen_free(out);
        pf_error_set(err, "%s: out of memory for the weighted searches", scen_name);
        return PF_ERR_NOMEM;
    }
    const struct pf_grid *g = &w->grid;
    for (size_t i = 0; i < in->n; i++) {
        const struct pf_scen_entry *e = &in->e[i];
        struct pf_result res;
        int ok = pf_grid_in_bounds(g, e->sx, e->sy) && pf_grid_in_bounds(g, e->gx, e->gy) &&
                 pf_search(ctx, v, pf_grid_node(g, e->sx, e->sy), pf_grid_node(g, e->gx, e->gy), &res) == PF_OK &&
                 isfinite(res.cost);
        if (!ok) {
            pf_error_set(err, "%s:%u: expected a path from (%d,%d) to (%d,%d) on the weighted map, found none",
                         scen_name, e->line, e->sx, e->sy, e->gx, e->gy);
            pf_ctx_destroy(ctx);
            pf_scen_free(out);
            return PF_ERR_PARSE;
        }
        out->e[i] = *e;
        out->e[i].optimum = res.cost;
        out->e[i].decimals = 8;     /* pf_scen_write prints %.8f */
        out->n++;
    }
    pf_ctx_destroy(ctx);
    return PF_OK;
}
