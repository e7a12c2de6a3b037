/* tsg_greedy.c: the two-level subgoal graph's greedy decision (tsg.c's rule: try_local and its
 * witness searches, in units) and the layout of the greedy's end state; tsg_replay.c runs it. */
#include <stdlib.h>
#include <string.h>
#include "heuristics_impl.h"
#include "open_heap_impl.h"
#include "tsg.h"

/* The octile distance of subgoals a and b (the cost of an h-path between them). */
static pf_cost octile_of(const struct pf_sg *g, uint32_t a, uint32_t b)
{
    const int32_t ax = (int32_t)(g->xy[a] & 0xffffu), ay = (int32_t)(g->xy[a] >> 16);
    const int32_t bx = (int32_t)(g->xy[b] & 0xffffu), by = (int32_t)(g->xy[b] >> 16);
    return pf_est_octile(ax > bx ? ax - bx : bx - ax, ay > by ? ay - by : by - ay);
}

void pf_tsg_note_grow(struct tsg_build *b)
{
    const size_t cap = b->rdcap ? 2 * b->rdcap : 1024;
    struct tsg_read *rd = realloc(b->rd, cap * sizeof *rd);
    if (!rd) {
        b->nomem = 1;                /* the decision fails: its caller sees nomem */
        return;
    }
    b->rd = rd, b->rdcap = cap;
}

/* Relax x's neighbour y (not s) at cost d (the heap has room for every subgoal: never grows). */
static void relax(struct tsg_build *b, uint32_t y, uint32_t s, uint32_t d, uint32_t bound)
{
    if (y == s || d > bound || (b->seen[y] == b->epoch && b->dist[y] <= d))
        return;
    if (b->seen[y] == b->epoch)
        heap_decrease(b->heap, y, d, 0);
    else
        heap_push(b->heap, y, d, 0);
    b->seen[y] = b->epoch;
    b->dist[y] = d;
    if (b->want[y] == b->epoch && d <= b->wantc[y]) {
        b->want[y] = 0;                               /* a witness for y: one target fewer */
        b->wanted--;
    }
}

/* Dijkstra from p through global subgoals other than s (the local ones it reaches are ends,
 * not passed), up to cost bound and WITNESS_SETTLED subgoals, or until every target has a
 * witness (want, set by the caller): afterwards dist[q], where seen[q]
 * is this epoch, is the cost of such a path p .. q. Its pops are ordered by (cost, number), a
 * total order, so what it settles depends on the graph it reads, not on the order of lists. */
static void witness(struct tsg_build *b, uint32_t p, uint32_t s, uint32_t bound)
{
    const struct pf_sg *g = b->g;
    b->heap->size = 0;
    b->heap->a[1] = HEAP_MAX;
    relax(b, p, s, 0, bound);
    for (uint32_t settled = 0; b->heap->size && b->wanted && settled < WITNESS_SETTLED; settled++) {
        const uint32_t x = heap_pop(b->heap), d = b->dist[x];
        if (x != p && b->local[x]) {
            pf_tsg_note(b, x, PF_TSG_MARK_ONLY, 0, b->unit);
            continue;                                 /* an end, not passed */
        }
        pf_tsg_note(b, x, 0, bound - d, b->unit);
        for (uint32_t e = g->first[x]; e < g->first[x + 1]; e++)
            relax(b, g->edge[e].to, s, d + g->edge[e].w, bound);
        for (uint32_t e = 0; e < b->add[x].n; e++)
            relax(b, b->add[x].e[e].to, s, d + b->add[x].e[e].w, bound);
    }
}

/* Whether the current graph has an edge p - q: G's, an added one, or one pending for s. */
static int has_edge(const struct tsg_build *b, uint32_t p, uint32_t q)
{
    const struct pf_sg *g = b->g;
    for (uint32_t e = g->first[p]; e < g->first[p + 1]; e++)
        if (g->edge[e].to == q)
            return 1;
    for (uint32_t e = 0; e < b->add[p].n; e++)
        if (b->add[p].e[e].to == q)
            return 1;
    for (uint32_t e = 0; e < b->pend.n; e++)            /* added for s already */
        if ((b->pend.e[e].to == q && b->pend.e[e].mid == p) || (b->pend.e[e].to == p && b->pend.e[e].mid == q))
            return 1;
    return 0;
}

int pf_tsg_push_added(struct added_list *l, struct added a)
{
    if (l->n == l->cap) {
        uint32_t cap = l->cap ? 2 * l->cap : 4;
        struct added *e = realloc(l->e, cap * sizeof *e);
        if (!e)
            return PF_ERR_NOMEM;
        l->e = e, l->cap = cap;
    }
    l->e[l->n++] = a;
    return PF_OK;
}

/* s's neighbours in the current graph, G's and added, into b->nb. */
static int neighbours(struct tsg_build *b, uint32_t s)
{
    const struct pf_sg *g = b->g;
    b->nn = 0;
    const uint32_t n = g->first[s + 1] - g->first[s] + b->add[s].n;
    if (n > MAX_DEGREE)
        return 0;
    for (uint32_t e = g->first[s]; e < g->first[s + 1]; e++)
        b->nb[b->nn++] = (struct added){ g->edge[e].to, g->edge[e].w, PF_NONE };
    for (uint32_t e = 0; e < b->add[s].n; e++)
        b->nb[b->nn++] = b->add[s].e[e];
    return 1;
}

/* Unit i of s's decision, the pairs p = nb[i], q = nb[j > i]: the mask of the j whose pair
 * keeps a connection without s, an edge p - q or a witness. It reads p's lists (has_edge(p, q)
 * looks for an edge of cost h(p, q) <= w(p, s) + w(s, q), and the witness from p runs under
 * the largest such bound: edges above it change nothing) and what its witness pops. */
static uint64_t unit(struct tsg_build *b, uint32_t s, uint32_t i)
{
    const uint32_t p = b->nb[i].to;
    uint32_t bound = 0;
    uint64_t ok = 0;
    for (uint32_t j = i + 1; j < b->nn; j++)
        if (b->nb[i].w + b->nb[j].w > bound)
            bound = b->nb[i].w + b->nb[j].w;
    b->unit = (uint64_t)1 << i;
    pf_tsg_note(b, p, 0, bound, b->unit);
    if (++b->epoch == 0) {                            /* wrapped: the only clearing */
        memset(b->seen, 0, (size_t)b->room * sizeof *b->seen);
        memset(b->want, 0, (size_t)b->room * sizeof *b->want);
        b->epoch = 1;
    }
    b->wanted = 0;
    for (uint32_t j = i + 1; j < b->nn; j++)
        if (has_edge(b, p, b->nb[j].to))
            ok |= (uint64_t)1 << j;
        else {
            b->want[b->nb[j].to] = b->epoch;
            b->wantc[b->nb[j].to] = b->nb[i].w + b->nb[j].w;
            b->wanted++;
        }
    if (b->wanted)
        witness(b, p, s, bound);
    for (uint32_t j = i + 1; j < b->nn; j++)
        if (b->seen[b->nb[j].to] == b->epoch && b->dist[b->nb[j].to] <= b->nb[i].w + b->nb[j].w)
            ok |= (uint64_t)1 << j;
    return ok;
}

/* Unit i's result, run or reused (b->reuse), kept in b->ok[i]; 1 when one of its pairs keeps
 * no connection without s and is no h-path (s then stays global, whatever the other units). */
static int unit_fails(struct tsg_build *b, uint32_t s, uint32_t i)
{
    if (!(b->ran >> i & 1)) {
        b->ok[i] = b->reuse >> i & 1 ? b->old_ok[i] : unit(b, s, i);
        b->reused |= b->reuse & (uint64_t)1 << i;
        b->ran |= (uint64_t)1 << i;
        b->nunits = i + 1 > b->nunits ? i + 1 : b->nunits;
    }
    for (uint32_t j = i + 1; j < b->nn; j++)
        if (!(b->ok[i] >> j & 1) && octile_of(b->g, b->nb[i].to, b->nb[j].to) != b->nb[i].w + b->nb[j].w)
            return 1;
    return 0;
}

/* The pending edges are kept as (to = q, w, mid = p) until every pair has passed. Unit b->hint
 * (when below the neighbours' count) is tried first: a failing unit decides alone. When s stays
 * global for unit k's sake, b->fail = k. */
int pf_tsg_try_local(struct tsg_build *b, uint32_t s)
{
    b->pend.n = 0;
    b->nrd = 0;
    b->nunits = 0;
    b->reused = b->ran = 0;
    b->fail = PF_NONE;
    if (++b->rstamp == 0) {                           /* wrapped: the only clearing */
        memset(b->rmark, 0, (size_t)b->room * sizeof *b->rmark);
        b->rstamp = 1;
    }
    pf_tsg_note(b, s, 0, UINT32_MAX, ~(uint64_t)0);
    if (!neighbours(b, s))
        return 0;
    if (b->hint < b->nn && unit_fails(b, s, b->hint)) {
        b->fail = b->hint;
        return 0;
    }
    for (uint32_t i = 0; i < b->nn; i++) {
        if (unit_fails(b, s, i)) {
            b->fail = i;
            return 0;                                /* no connection kept without s */
        }
        for (uint32_t j = i + 1; j < b->nn; j++) {
            const uint32_t p = b->nb[i].to, q = b->nb[j].to, c = b->nb[i].w + b->nb[j].w;
            if (!(b->ok[i] >> j & 1) && pf_tsg_push_added(&b->pend, (struct added){ q, c, p }) != PF_OK)
                return -1;
        }
    }
    for (uint32_t k = 0; k < b->pend.n; k++) {
        const struct added a = b->pend.e[k];
        if (pf_tsg_push_added(&b->add[a.mid], (struct added){ a.to, a.w, s }) != PF_OK ||
            pf_tsg_push_added(&b->add[a.to], (struct added){ a.mid, a.w, s }) != PF_OK)
            return -1;
    }
    b->local[s] = 1;
    return 1;
}

/* The final graph's edges of one subgoal, with their mids, as the query reads them. */
struct out_edge { uint32_t to, w, mid; };

static int out_cmp(const void *pa, const void *pb)
{
    const struct out_edge *a = pa, *b = pb;
    return a->to != b->to ? (a->to < b->to ? -1 : 1) : 0;
}

/* Renumber global subgoals first and lay out each subgoal's final list into t: a global one's
 * edges to global ones, a local one's edges to all (G's and added, with their mids); t's id is
 * G's with the new numbers. */
int pf_tsg_lay_out(struct tsg_build *b, const struct pf_sg *g, struct pf_sg *t)
{
    const uint32_t S = g->num_sg;
    uint32_t *newid = malloc(((size_t)S + 1) * sizeof *newid), *first = calloc((size_t)S + 1, sizeof *first);
    uint32_t *old = malloc(((size_t)S + 1) * sizeof *old);            /* the old number of each new one */
    pf_node *cell = malloc(((size_t)S + 1) * sizeof *cell);
    uint32_t *xy = malloc(((size_t)S + 1) * sizeof *xy);
    size_t E = 0;
    for (uint32_t s = 0; s < S; s++)
        E += g->first[s + 1] - g->first[s] + b->add[s].n;
    struct out_edge *oe = malloc((E ? E : 1) * sizeof *oe);
    struct pf_sg_edge *edge = malloc((E ? E : 1) * sizeof *edge);
    uint32_t *mid = malloc((E ? E : 1) * sizeof *mid);
    if (!newid || !old || !first || !cell || !xy || !oe || !edge || !mid) {
        free(newid), free(old), free(first), free(cell), free(xy), free(oe), free(edge), free(mid);
        return PF_ERR_NOMEM;
    }
    cell[S] = xy[S] = 0;                  /* the saved arrays' last entry: the same in every build */
    uint32_t G = 0, L = 0;
    for (uint32_t s = 0; s < S; s++)
        G += !b->local[s];
    for (uint32_t s = 0; s < S; s++)
        newid[s] = b->local[s] ? G + L++ : (s - L);
    size_t at = 0;
    for (uint32_t s = 0; s < S; s++)
        old[newid[s]] = s;
    for (uint32_t n = 0; n < S; n++) {
        const uint32_t s = old[n];
        const size_t from = at;
        for (uint32_t e = g->first[s]; e < g->first[s + 1]; e++)
            if (b->local[s] || !b->local[g->edge[e].to])
                oe[at++] = (struct out_edge){ newid[g->edge[e].to], g->edge[e].w, PF_NONE };
        for (uint32_t e = 0; e < b->add[s].n; e++)
            if (b->local[s] || !b->local[b->add[s].e[e].to])
                oe[at++] = (struct out_edge){ newid[b->add[s].e[e].to], b->add[s].e[e].w, newid[b->add[s].e[e].mid] };
        qsort(oe + from, at - from, sizeof *oe, out_cmp);
        first[n + 1] = (uint32_t)at;
        cell[n] = g->cell[s];
        xy[n] = g->xy[s];
    }
    for (size_t e = 0; e < at; e++) {
        edge[e] = (struct pf_sg_edge){ oe[e].to, oe[e].w };
        mid[e] = oe[e].mid;
    }
    memcpy(t->id, g->id, (size_t)g->num_nodes * sizeof *t->id);
    for (uint32_t s = 0; s < S; s++)
        t->id[g->cell[s]] = newid[s];
    free(t->cell), free(t->xy), free(t->first), free(t->edge), free(t->mid);
    t->cell = cell, t->xy = xy, t->first = first, t->edge = edge, t->mid = mid;
    t->num_sg = S;
    t->num_global = G;
    free(newid), free(old), free(oe);
    return PF_OK;
}
