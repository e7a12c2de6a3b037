/* ch_alg.c: what every domain's contraction-hierarchy algorithm shares as a registry algorithm:
 * the hierarchy built from the domain's graph under the context's limits (the preprocessing),
 * kept in the preprocessing cache, and the query state made once per context. A domain's file
 * (graph_ch.c, grid_ch.c) gives the graph and reads the answer. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include "ch_alg.h"
#include "search_ctx.h"

/* A witness search settles at most this many nodes, looks at this many arcs and follows paths
 * of at most this many arcs. */
#define CH_WITNESS_SETTLED 50u
#define CH_WITNESS_ARCS 1000u
#define CH_WITNESS_HOPS 8u
/* The preprocessing may settle as many nodes as this many queries may expand: it is paid once
 * for every query of the map. A count, not a clock, so that whether a map is preprocessed does
 * not depend on the machine's load (the 200,000-node waypoint graph settles about 2 x 10^8, the
 * graphs suite's budget is 5 x 10^7 a query; the quick suite's 2 x 10^6 stops it on its
 * generated 256x256 random map). */
#define CH_BUDGET_QUERIES 10u

/* the nodes the contraction's witness searches may settle under ctx's budget (0: none) */
static uint64_t settle_limit(const struct pf_search_ctx *ctx)
{
    return ctx->budget > UINT64_MAX / CH_BUDGET_QUERIES ? UINT64_MAX : ctx->budget * CH_BUDGET_QUERIES;
}

int pf_ch_alg_build(struct pf_search_ctx *ctx, const struct pf_ch_input *in, void **data, size_t *bytes)
{
    struct pf_ch *ch = malloc(sizeof *ch);
    if (!ch)
        return PF_ERR_NOMEM;
    const uint64_t settle_cap = settle_limit(ctx);
    const struct pf_ch_limits lim = { CH_WITNESS_SETTLED, CH_WITNESS_HOPS, CH_WITNESS_ARCS, settle_cap,
                                      ctx->prep_seconds };
    char why[240];
    int rc = pf_ch_build(ch, in, &lim, why, sizeof why);
    if (rc != PF_OK) {
        free(ch);
        if (*why)
            snprintf(ctx->note, sizeof ctx->note, "%s", why);
        return rc;
    }
    *data = ch;
    *bytes = ch->bytes;
    return PF_OK;
}

void pf_ch_alg_release(void *data)
{
    if (data)
        pf_ch_free(data);
    free(data);
}

int pf_ch_alg_save(const void *data, size_t bytes, FILE *f)
{
    (void)bytes;
    return pf_ch_save(data, f);
}

int pf_ch_alg_load_nodes(struct pf_search_ctx *ctx, FILE *f, size_t size, uint32_t n, struct pf_ch **out)
{
    struct pf_ch *ch = malloc(sizeof *ch);
    if (!ch)
        return PF_ERR_NOMEM;
    int rc = pf_ch_load(ch, f, size, n);
    if (rc != PF_OK) {
        free(ch);
        return rc;
    }
    /* a hierarchy whose contraction settled more than this run allows is refused as building it
     * would be, so that a run's rows never depend on what the cache holds */
    const uint64_t cap = settle_limit(ctx);
    if (cap && ch->settled > cap) {
        snprintf(ctx->note, sizeof ctx->note, "contraction stopped by the expansion budget of %" PRIu64
                 " nodes settled (witness searches): the cached hierarchy took %" PRIu64, cap, ch->settled);
        pf_ch_free(ch);
        free(ch);
        return PF_BUDGET;
    }
    *out = ch;
    return PF_OK;
}

/* a hierarchy of the context's node count, checked whole (ch_io.c) */
int pf_ch_alg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                   size_t *bytes)
{
    (void)v;
    struct pf_ch *ch;
    int rc = pf_ch_alg_load_nodes(ctx, f, size, ctx->num_nodes, &ch);
    if (rc != PF_OK)
        return rc;
    *data = ch;
    *bytes = ch->bytes;
    return PF_OK;
}

int pf_ch_alg_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    const struct pf_ch *ch = ctx_prep(ctx, v->alg);
    struct pf_ch_query *q = malloc(sizeof *q);
    if (!ch || !q || pf_ch_query_init(q, ch) != PF_OK) {
        free(q);
        return PF_ERR_NOMEM;
    }
    *scratch = q;
    *bytes = q->bytes;
    return PF_OK;
}

void pf_ch_alg_teardown(void *scratch)
{
    if (scratch)
        pf_ch_query_free(scratch);
    free(scratch);
}
