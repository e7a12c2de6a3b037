/* aa_nodes.c: the search nodes of a traced Anya or Polyanya query (roots and intervals), kept on
 * the any-angle context beside its step log, for Posthoc traces; never touched untraced. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "aa_trace.h"
#include "polyanya_state.h"
#include "search_ctx.h"

/* The log, the any-angle context's state (made at its first traced query, freed with it), and
 * a hash of its nodes by content for pf_aa_node_find: slot[] holds ids (EMPTY: none), nslot a
 * power of two at least twice the nodes; done[id] once node id is expanded. */
struct aa_nodes {
    struct pf_aa_search_node *v;
    uint8_t *done;
    uint32_t n, cap;
    uint32_t *slot;
    uint32_t nslot;
};
#define EMPTY UINT32_MAX

void pf_aa_nodes_clear(struct pf_search_ctx *ctx)
{
    if (!ctx->state)
        ctx->state = calloc(1, sizeof(struct aa_nodes));
    struct aa_nodes *l = ctx->state;
    if (l) {
        l->n = 0;
        for (uint32_t i = 0; i < l->nslot; i++)
            l->slot[i] = EMPTY;
    }
}

/* A node's content: its root, ends, g and f (bit for bit) and polygon. */
static int same(const struct pf_aa_search_node *a, const struct pf_aa_search_node *b)
{
    return !memcmp(a, b, 8 * sizeof(double)) && a->poly == b->poly;
}

static uint32_t hash(const struct pf_aa_search_node *a)
{
    uint64_t h = pf_fnv(PF_FNV_START, a, 8 * sizeof(double));
    return (uint32_t)(h ^ h >> 32);
}

static void insert(struct aa_nodes *l, uint32_t id)
{
    uint32_t i = hash(&l->v[id]) & (l->nslot - 1);
    while (l->slot[i] != EMPTY)
        i = (i + 1) & (l->nslot - 1);
    l->slot[i] = id;
}

/* Room for one more node: 1, or 0 when the log is full or out of memory. */
static int room(struct aa_nodes *l)
{
    if (l->n >= PF_TRACE_MAX_STEPS)
        return 0;
    if (l->n < l->cap)
        return 1;
    uint32_t cap = l->cap ? 2 * l->cap : 1024;
    struct pf_aa_search_node *v = realloc(l->v, (size_t)cap * sizeof *v);
    if (v)
        l->v = v;
    uint8_t *done = v ? realloc(l->done, cap) : NULL;
    if (done)
        l->done = done;
    uint32_t *slot = done ? malloc(2 * (size_t)cap * sizeof *slot) : NULL;
    if (!slot)
        return 0;
    free(l->slot);
    l->slot = slot;
    l->nslot = 2 * cap;
    l->cap = cap;
    for (uint32_t i = 0; i < l->nslot; i++)
        l->slot[i] = EMPTY;
    for (uint32_t i = 0; i < l->n; i++)
        insert(l, i);
    return 1;
}

uint32_t pf_aa_node_generated(struct pf_search_ctx *ctx, uint32_t parent, const struct pf_aa_search_node *nd)
{
    struct aa_nodes *l = ctx->state;
    if (!l || !room(l))
        return AA_NO_NODE;
    l->v[l->n] = *nd;
    l->done[l->n] = 0;
    insert(l, l->n);
    ctx_step(ctx, PF_STEP_GENERATE, 0, l->n, parent == AA_NO_NODE ? PF_NONE : parent,
             (pf_cost)llround(nd->g * PF_CARD), (pf_cost)llround(nd->f * PF_CARD));
    return l->n++;
}

uint32_t pf_aa_node_find(struct pf_search_ctx *ctx, const struct pf_aa_search_node *nd)
{
    const struct aa_nodes *l = ctx->state;
    if (!l || !l->nslot)
        return AA_NO_NODE;
    for (uint32_t i = hash(nd) & (l->nslot - 1); l->slot[i] != EMPTY; i = (i + 1) & (l->nslot - 1))
        if (!l->done[l->slot[i]] && same(&l->v[l->slot[i]], nd))
            return l->slot[i];
    return AA_NO_NODE;
}

void pf_aa_node_expanded(struct pf_search_ctx *ctx, uint32_t id)
{
    if (id == AA_NO_NODE)
        return;
    ((struct aa_nodes *)ctx->state)->done[id] = 1;
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
    if (l) {
        free(l->v);
        free(l->done);
        free(l->slot);
    }
    free(l);
    ctx->state = NULL;
}

