/* map_change.c: maps that change: the context follows a change of its grid (masks, stamps), and
 * each prepared algorithm repairs or rebuilds its data; the check of a repair against a rebuild. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"

const char *pf_follow_name(enum pf_follow f)
{
    switch (f) {
    case PF_FOLLOW_ONLINE: return "online";
    case PF_FOLLOW_REBUILD: return "rebuild";
    case PF_FOLLOW_REPAIR: return "repair";
    }
    return "?";
}

/* Whether a keeps data that depends on the map's contents (rebuilt when it cannot repair). */
static int alg_preprocesses(const struct pf_alg *a)
{
    return a->preprocess || a->preprocess_ctx || (a->needs & PF_NEEDS_MAP_SETUP);
}

enum pf_follow pf_variant_follow(const struct pf_variant *v)
{
    if (v->alg->repair)
        return PF_FOLLOW_REPAIR;
    return alg_preprocesses(v->alg) ? PF_FOLLOW_REBUILD : PF_FOLLOW_ONLINE;
}

int pf_domain_changes(const struct pf_domain *d) { return d && d->ops && d->ops->map_change; }

void pf_ctx_cells_changed(struct pf_search_ctx *ctx, const struct pf_rect *changed, uint32_t n)
{
    const struct pf_grid *g = ctx->grid;
    for (uint32_t i = 0; i < n; i++) {
        const struct pf_rect *r = &changed[i];
        /* a cell's mask reads its eight neighbours: one cell around the rectangle, clipped to
         * the map (the border stays blocked) */
        int32_t x0 = r->x > 0 ? r->x - 1 : 0, y0 = r->y > 0 ? r->y - 1 : 0;
        int32_t x1 = r->x + r->width < g->width ? r->x + r->width : g->width - 1;
        int32_t y1 = r->y + r->height < g->height ? r->y + r->height : g->height - 1;
        for (int32_t y = y0; y <= y1; y++)
            for (int32_t x = x0; x <= x1; x++) {
                pf_node c = pf_grid_node(g, x, y);
                ctx->mask[c] = pf_grid_move_mask(g, c, ctx->mask_moves);
            }
        for (int32_t y = r->y; y < r->y + r->height; y++)
            for (int32_t x = r->x; x < r->x + r->width; x++) {
                pf_node c = pf_grid_node(g, x, y);
                if (g->cls[c] == PF_CLS_BLOCKED)
                    ctx->stamp[c] = PF_ST_WALL;
                else if (ctx->stamp[c] == PF_ST_WALL)
                    ctx->stamp[c] = 0;       /* below every epoch: unvisited */
            }
    }
}

/* Run a's preprocessing on the map as it is into *data (not through the cache: a rebuild is
 * what it costs). */
static int build(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    const struct pf_alg *a = v->alg;
    *data = NULL;
    *bytes = 0;
    pf_prep_clock_start(ctx);
    int rc = a->preprocess_ctx ? a->preprocess_ctx(ctx, v, data, bytes) : a->preprocess(ctx->grid, ctx->moves, data, bytes);
    ctx->prep_deadline = 0;
    return rc;
}

/* Build slot sl's data again, and its scratch (which may read the data). On an error the slot
 * is dropped, so that the next query prepares the algorithm again. */
static int rebuild(struct pf_search_ctx *ctx, uint32_t i)
{
    struct ctx_slot *sl = &ctx->slot[i];
    const struct pf_alg *a = sl->alg;
    if (sl->scratch && a->teardown)
        a->teardown(sl->scratch);
    sl->scratch = NULL;
    sl->scratch_bytes = 0;
    if (sl->prep && a->release)
        a->release(sl->prep);
    sl->prep = NULL;
    sl->prep_bytes = 0;
    int rc = a->preprocess || a->preprocess_ctx ? build(ctx, sl->variant, &sl->prep, &sl->prep_bytes) : PF_OK;
    if (rc == PF_OK && a->setup)
        rc = a->setup(ctx, sl->variant, &sl->scratch, &sl->scratch_bytes);
    if (rc != PF_OK) {
        if (sl->prep && a->release)
            a->release(sl->prep);
        ctx->slot[i] = ctx->slot[--ctx->num_slots];
    }
    return rc;
}

/* Set slot i's scratch up again (an online algorithm whose scratch could not track a change). */
static int resetup(struct pf_search_ctx *ctx, uint32_t i)
{
    struct ctx_slot *sl = &ctx->slot[i];
    if (sl->scratch && sl->alg->teardown)
        sl->alg->teardown(sl->scratch);
    sl->scratch = NULL;
    sl->scratch_bytes = 0;
    int rc = sl->alg->setup(ctx, sl->variant, &sl->scratch, &sl->scratch_bytes);
    if (rc != PF_OK) {
        if (sl->prep && sl->alg->release)
            sl->alg->release(sl->prep);
        ctx->slot[i] = ctx->slot[--ctx->num_slots];
    }
    return rc;
}

int pf_ctx_map_change(struct pf_search_ctx *ctx, const struct pf_rect *changed, uint32_t n, enum pf_follow how,
                      struct pf_change *out)
{
    struct pf_change ch = { 0, 0, 0 };
    if (!ctx->domain->ops->map_change)
        return PF_ERR_ARG;
    ctx->domain->ops->map_change(ctx, changed, n);
    int rc = PF_OK;
    for (uint32_t i = ctx->num_slots; i-- > 0;) {
        const struct pf_alg *a = ctx->slot[i].alg;
        if (a->track && a->track(ctx, ctx->slot[i].variant, changed, n) != PF_OK) {
            int r = resetup(ctx, i);
            if (r != PF_OK && rc == PF_OK)
                rc = r;
        }
        if (how != PF_FOLLOW_REBUILD && a->repair && a->repair(ctx, ctx->slot[i].variant, changed, n) == PF_OK) {
            ch.repaired++;
            continue;
        }
        if (!alg_preprocesses(a))
            continue;                   /* online: its scratch does not depend on the map */
        int r = rebuild(ctx, i);
        if (r != PF_OK && rc == PF_OK)
            rc = r;
        ch.rebuilt += r == PF_OK;
    }
    for (uint32_t i = 0; i < ctx->num_slots; i++)
        ch.bytes += ctx->slot[i].prep_bytes;
    if (out)
        *out = ch;
    return rc;
}

/* The .prep_save bytes of data, in a malloc'd buffer (*buf, *len). */
static int saved(const struct pf_alg *a, const void *data, size_t bytes, char **buf, size_t *len)
{
    FILE *f = open_memstream(buf, len);
    if (!f)
        return PF_ERR_NOMEM;
    int rc = a->prep_save(data, bytes, f);
    if (fclose(f) != 0 && rc == PF_OK)
        rc = PF_ERR_IO;
    return rc;
}

int pf_ctx_prep_rebuild(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep_fresh *fresh)
{
    fresh->data = NULL;
    fresh->bytes = 0;
    struct ctx_slot *sl = ctx_slot_of(ctx, v->alg);
    if (!v->alg->prep_save || !sl || !sl->prep)
        return PF_ERR_ARG;
    return build(ctx, v, &fresh->data, &fresh->bytes);
}

int pf_ctx_prep_compare(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep_fresh *fresh, char *why,
                        size_t why_len)
{
    const struct pf_alg *a = v->alg;
    struct ctx_slot *sl = ctx_slot_of(ctx, a);
    if (!a->prep_save || !sl || !sl->prep || !fresh->data) {
        snprintf(why, why_len, "%s keeps no preprocessed data to compare", v->name);
        return PF_ERR_ARG;
    }
    char *x = NULL, *y = NULL;
    size_t xn = 0, yn = 0;
    int rc = saved(a, sl->prep, sl->prep_bytes, &x, &xn);
    if (rc == PF_OK)
        rc = saved(a, fresh->data, fresh->bytes, &y, &yn);
    if (a->release)
        a->release(fresh->data);
    fresh->data = NULL;
    if (rc == PF_OK) {
        size_t k = 0;
        while (k < xn && k < yn && x[k] == y[k])
            k++;
        rc = k == xn && k == yn;
        if (!rc)
            snprintf(why, why_len, "%s: the kept data (%zu bytes) and a rebuild's (%zu bytes) differ first at byte %zu",
                     v->name, xn, yn, k);
    }
    free(x);
    free(y);
    return rc;
}

int pf_ctx_check_prep(struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len)
{
    struct pf_prep_fresh fresh;
    int rc = pf_ctx_prep_rebuild(ctx, v, &fresh);
    if (rc == PF_ERR_ARG)
        snprintf(why, why_len, "%s keeps no preprocessed data to compare", v->name);
    if (rc != PF_OK)
        return rc;
    return pf_ctx_prep_compare(ctx, v, &fresh, why, why_len);
}
