/* aa_nodes.c: the search nodes of a traced Anya or Polyanya query (roots and intervals), kept on
 * the any-angle context beside its step log, for Posthoc traces; never touched untraced. */
#include <math.h>
#include <stdlib.h>
#include "aa_trace.h"
#include "polyanya_state.h"
#include "search_ctx.h"

/* The log, the any-angle context's state (made at its first traced query, freed with it). */
struct aa_nodes {
    struct pf_aa_search_node *v;
    uint32_t n, cap;
};

void pf_aa_nodes_clear(struct pf_search_ctx *ctx)
{
    if (!ctx->state)
        ctx->state = calloc(1, sizeof(struct aa_nodes));
    if (ctx->state)
        ((struct aa_nodes *)ctx->state)->n = 0;
}

uint32_t pf_aa_node_generated(struct pf_search_ctx *ctx, uint32_t parent, const struct pf_aa_search_node *nd)
{
    struct aa_nodes *l = ctx->state;
    if (!l || l->n >= PF_TRACE_MAX_STEPS)
        return AA_NO_NODE;
    if (l->n == l->cap) {
        uint32_t cap = l->cap ? 2 * l->cap : 1024;
        struct pf_aa_search_node *v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v)
            return AA_NO_NODE;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n] = *nd;
    ctx_step(ctx, PF_STEP_GENERATE, 0, l->n, parent == AA_NO_NODE ? PF_NONE : parent,
             (pf_cost)llround(nd->g * PF_CARD), (pf_cost)llround(nd->f * PF_CARD));
    return l->n++;
}

void pf_aa_node_expanded(struct pf_search_ctx *ctx, uint32_t id)
{
    if (id != AA_NO_NODE)
        ctx_step(ctx, PF_STEP_EXPAND, 0, id, PF_NONE, 0, 0);
}

const struct pf_aa_search_node *pf_aa_search_nodes(const struct pf_search_ctx *ctx, size_t *n)
{
    const struct aa_nodes *l = ctx->domain == &pf_domain_anyangle ? ctx->state : NULL;
    *n = l ? l->n : 0;
    return l && l->n ? l->v : NULL;
}

/* The any-angle context's state: this log (aa_ctx.c's ops). */
void pf_aa_nodes_free(struct pf_search_ctx *ctx)
{
    struct aa_nodes *l = ctx->state;
    if (l)
        free(l->v);
    free(l);
    ctx->state = NULL;
}

void pf_polyanya_trace(struct pf_polyanya *p, struct pf_search_ctx *ctx)
{
    p->tr = ctx;
}
