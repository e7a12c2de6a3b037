/* search.c: running a variant on a context: whether it can (its model, what the context's space
 * allows, whether it must be optimal there), its preparation, and the query itself. Above the
 * context (context.c) and the algorithms: it calls them, they never call it. */
#include <stdio.h>
#include <string.h>
#include "search_ctx.h"

int pf_variant_runs_on(const struct pf_variant *v, enum pf_moves m, char *why, size_t why_len)
{
    unsigned on = v->alg->runs_on;
    const struct pf_domain *d = pf_variant_domain(v), *dm = pf_moves_domain(m);
    if (d != dm) {
        if (why && why_len)
            snprintf(why, why_len, "%s searches %s, not %s", v->name, d->words, dm ? dm->words : "that model");
        return 0;
    }
    if (!on || (on & PF_MOVES_BIT(m)))
        return 1;
    if (why && why_len)
        snprintf(why, why_len, "%s cannot run under movement model %s: %s", v->name, pf_moves_name(m),
                 v->alg->limits ? v->alg->limits : "its algorithm does not support it");
    return 0;
}

int pf_ctx_prepare(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep *out)
{
    const struct pf_alg *a = v->alg;
    if (out)
        memset(out, 0, sizeof *out);
    if (!pf_variant_runs_on(v, ctx->moves, NULL, 0))
        return PF_ERR_ARG;
    /* the open list is made here, once, and only emptied by the search itself: emptying what
     * a query left (O(entries), O(buckets) for the bucket queue) is part of a query's time,
     * so it stays inside the clock; doing it here, outside the clock, would hide it */
    if (ctx_alg_domain(a)->owns_open && (a->needs & PF_NEEDS_OPEN) && v->open &&
        (ctx->open_ops != v->open || !ctx->open) && pf_ctx_use_open(ctx, v->open) != PF_OK)
        return PF_ERR_NOMEM;
    if (a->prepare) {
        int rc = a->prepare(ctx, v);
        if (rc != PF_OK)
            return rc;
    }
    if (!a->setup && !a->preprocess && !a->preprocess_ctx)
        return PF_OK;
    struct ctx_slot *sl = ctx_slot_of(ctx, a);
    if (!sl) {
        if (ctx->num_slots == CTX_SLOTS)
            return PF_ERR_LIMIT;
        sl = &ctx->slot[ctx->num_slots];
        memset(sl, 0, sizeof *sl);
        sl->alg = a;
        sl->variant = v;
        /* preprocessing first, so that the setup may read what it made (ctx_prep) */
        if (a->preprocess || a->preprocess_ctx) {
            uint64_t built = 0;
            int lrc = pf_prep_cache_load(ctx, v, &sl->prep, &sl->prep_bytes, &built);
            if (lrc == PF_BUDGET)          /* cached, but built past this run's limits: refused as a
                                              build would be (ctx->note says which limit) */
                return lrc;
            if (lrc == PF_OK) {
                if (out) {
                    out->cached = 1;
                    out->built_ns = built;
                }
            } else {
                pf_prep_clock_start(ctx);
                int rc = a->preprocess_ctx ? a->preprocess_ctx(ctx, v, &sl->prep, &sl->prep_bytes)
                                           : a->preprocess(ctx->grid, ctx->moves, &sl->prep, &sl->prep_bytes);
                ctx->prep_deadline = 0;
                if (rc != PF_OK)
                    return rc;
                if (out)
                    out->ran = 1;
            }
        }
        ctx->num_slots++;
        if (a->setup) {
            int rc = a->setup(ctx, v, &sl->scratch, &sl->scratch_bytes);
            if (rc != PF_OK) {
                ctx->num_slots--;
                if (sl->prep && a->release)
                    a->release(sl->prep);
                if (out)
                    out->ran = 0;
                return rc;
            }
        }
    }
    if (out)
        out->bytes = sl->prep_bytes;
    return PF_OK;
}

int pf_search(struct pf_search_ctx *ctx, const struct pf_variant *v,
              pf_node start, pf_node goal, struct pf_result *res)
{
    if (!pf_ctx_node_free(ctx, start) || !pf_ctx_node_free(ctx, goal)) {
        memset(res, 0, sizeof *res);
        res->status = PF_ERR_ARG;
        return res->status;
    }
    const struct pf_alg *a = v->alg;
    if (ctx_alg_domain(a) != ctx->domain || (a->runs_on && !(a->runs_on & PF_MOVES_BIT(ctx->moves)))) {
        memset(res, 0, sizeof *res);
        return res->status = PF_ERR_ARG;
    }
    if ((a->setup || a->preprocess || a->preprocess_ctx) && !ctx_slot_of(ctx, a)) {
        int rc = pf_ctx_prepare(ctx, v, NULL);   /* nobody prepared it: do it now, untimed by us */
        if (rc != PF_OK) {
            memset(res, 0, sizeof *res);
            return res->status = rc;
        }
    }
    return a->search(ctx, v, start, goal, res);
}

int pf_ctx_runs(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why, size_t why_len)
{
    if (!pf_variant_runs_on(v, ctx->moves, why, why_len))
        return 0;
    return !ctx->domain->ops->runs || ctx->domain->ops->runs(ctx, v, why, why_len);
}

int pf_ctx_should_be_optimal(const struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    if (!pf_variant_should_be_optimal(v, ctx->moves))
        return 0;
    return !ctx->domain->ops->admissible || ctx->domain->ops->admissible(ctx, v);
}
