/* ch_query.c: the query of a contraction hierarchy: Dijkstra upward from the start and (on the
 * reversed arcs) upward from the goal, with stall-on-demand, then the shortcuts of the path
 * found unpacked into the input graph's nodes.
 *
 * Why the answer is optimal. (1) Every arc of the hierarchy is an input arc or a shortcut whose
 * cost is that of a real path (the two arcs it joins), so every cost the query finds is the cost
 * of a real path: never below the optimum d(s,t). (2) Some least-cost path is an up-down path:
 * take a least-cost s-t path in the input and its interior node v of lowest rank; when v was
 * contracted its two path neighbours u, x were still there, so either the shortcut u -> x of cost
 * <= c(u,v) + c(v,x) was added or a witness path u ~> x of no greater cost through nodes ranked
 * above v existed; replacing u v x by it keeps the cost least and raises the lowest rank inside,
 * so repeating ends at a least-cost path whose ranks rise to one top node m and then fall. (3) Its
 * prefix s..m is a least-cost path, so each node y on it has d(s,y) as its distance; the forward
 * search reaches y with exactly d(s,y) (it relaxes only real paths and the prefix's arcs are
 * upward), and y is never stalled: stalling needs dist(z) + c(z,y) < dist(y) = d(s,y) for some z,
 * a real path cheaper than the least cost. Likewise backward from t to m. (4) The search stops
 * when the least key of both sides is >= best, the cheapest meeting found (checked when a node
 * is settled and when a label is set, against the other side's label); an arc is not relaxed
 * when it reaches a cost >= best (no meeting through its head could be cheaper). While
 * best > d(s,t) every node of the up-down path has key <= d(s,t) < best on its side, and so is
 * neither cut nor left in the heap: both sides settle m before stopping, and the side that
 * settles it second finds the first side's label of m settled, exact: best becomes
 * d(s,m) + d(m,t) = d(s,t). Every label's distance is that of the parent links behind it (a
 * label is set from a settled node, whose label no longer changes), so the unpacked path has
 * the cost best (each shortcut costs the sum of the two arcs it joins): d(s,t).
 *   Several sources and targets (pf_ch_query_multi): add a virtual source s* ranked below every
 * node with an arc of cost src_cost[i] to each src[i], and a virtual target t* likewise from each
 * dst[j]; the seeding is s* settled on side 0 (its arcs relaxed) and t* on side 1. A least
 * s*-t* path is s* -> src[i] ~> dst[j] -> t* with a least src[i]-dst[j] path in the middle, which
 * by (2) has an up-down path of equal cost; the virtual arcs go up from s* and down into t*, so
 * (3) and (4) hold as written for s*, t* (a seed another seed reaches cheaper is relaxed or
 * stalled like any node), and unpacking stops at the seed whose label is its own parent. */
#include <stdlib.h>
#include <string.h>
#include "ch.h"
#include "search_ctx.h"
#include "open_heap_impl.h"

int pf_ch_query_init(struct pf_ch_query *q, const struct pf_ch *ch)
{
    memset(q, 0, sizeof *q);
    const size_t n = ch->n ? ch->n : 1;
    q->ch = ch;
    for (int d = 0; d < 2; d++) {
        q->lab[d] = calloc(n, sizeof *q->lab[d]);
        q->heap[d] = pf_open_heap.create((uint32_t)n);
        if (!q->lab[d] || !q->heap[d] ||
            heap_reserve(q->heap[d], (uint32_t)n) != PF_OK) {
            pf_ch_query_free(q);
            return PF_ERR_NOMEM;
        }
        /* the query reads a node's heap position before it knows whether the node is in the
         * heap (and then ignores it): defined from the start */
        struct pf_heap *hp = q->heap[d];
        memset(hp->pos, 0, n * sizeof *hp->pos);
        q->bytes += pf_open_heap.bytes(q->heap[d]) + n * sizeof *q->lab[d];
    }
    q->stack_cap = (uint32_t)n;
    q->stack = malloc(n * sizeof *q->stack);
    q->path = malloc(n * sizeof *q->path);
    if (!q->stack || !q->path) {
        pf_ch_query_free(q);
        return PF_ERR_NOMEM;
    }
    q->bytes += sizeof *q + n * (sizeof *q->stack + sizeof *q->path);
    return PF_OK;
}

void pf_ch_query_free(struct pf_ch_query *q)
{
    for (int d = 0; d < 2; d++) {
        free(q->lab[d]);
        if (q->heap[d])
            pf_open_heap.destroy(q->heap[d]);
    }
    free(q->stack);
    free(q->path);
    memset(q, 0, sizeof *q);
}

/* The arc `to` among a node's arcs [a, a + len) as an index into the whole array, or UINT32_MAX
 * (never, in a hierarchy built whole). */
static uint32_t find_arc(const struct pf_ch_arc *arcs, const uint32_t *first, pf_node u, pf_node to)
{
    for (uint32_t i = first[u]; i < first[u + 1]; i++)
        if (arcs[i].to == to)
            return i;
    return UINT32_MAX;
}

/* The path through meet, from the seed s its forward labels lead back to, to the seed t its
 * backward labels lead to: its hierarchy arcs onto the stack (the first on top), then each
 * shortcut a -> b replaced by its two halves a -> mid -> b until only input arcs are left, their
 * heads written after s; res->g adds the two seeds' costs. PF_OK, PF_ERR_LIMIT (more than n
 * nodes) or PF_ERR_ARG (an arc missing: a broken hierarchy). */
static int unpack(struct pf_ch_query *q, pf_node meet, struct pf_result *res)
{
    const struct pf_ch *ch = q->ch;
    const struct ch_label *lf = q->lab[0], *lb = q->lab[1];
    uint32_t kf = 0, kb = 0;
    /* the seeds the path starts and ends at (the labels that are their own parents), and the
     * hierarchy arcs on each side */
    pf_node s = meet, t = meet;
    for (; lf[s].parent != s; s = lf[s].parent)
        kf++;
    for (; lb[t].parent != t; t = lb[t].parent)
        kb++;
    if ((uint64_t)kf + kb > q->stack_cap)
        return PF_ERR_LIMIT;
    /* bottom: the arc into t; top: the arc out of s. The arc x -> p of the backward side is in
     * down[p], the arc p -> x of the forward side in up[p]. */
    uint32_t j = 0;
    for (pf_node x = meet; x != t; x = lb[x].parent, j++) {
        const pf_node p = lb[x].parent;
        q->stack[kb - 1 - j] = (struct ch_step){ x, p, find_arc(ch->down, ch->down_first, p, x), 1 };
    }
    j = 0;
    for (pf_node x = meet; x != s; x = lf[x].parent, j++) {
        const pf_node p = lf[x].parent;
        q->stack[kb + j] = (struct ch_step){ p, x, find_arc(ch->up, ch->up_first, p, x), 0 };
    }
    uint32_t sp = kf + kb, len = 0;
    pf_cost g = 0;
    q->path[len++] = ch->node[s];
    while (sp) {
        const struct ch_step e = q->stack[--sp];
        if (e.arc == UINT32_MAX)
            return PF_ERR_ARG;
        const struct pf_ch_arc *arc = e.down ? &ch->down[e.arc] : &ch->up[e.arc];
        if (arc->mid == PF_NONE) {
            if (len == ch->n)
                return PF_ERR_LIMIT;
            q->path[len++] = ch->node[e.b];
            g += arc->w;
            continue;
        }
        const uint32_t *half = (e.down ? ch->down_half : ch->up_half) + 2 * (size_t)e.arc;
        if (sp + 2 > q->stack_cap)
            return PF_ERR_LIMIT;
        q->stack[sp++] = (struct ch_step){ arc->mid, e.b, half[1], 0 };
        q->stack[sp++] = (struct ch_step){ e.a, arc->mid, half[0], 1 };
    }
    res->path = q->path;
    res->path_len = len;
    res->g = lf[s].dist + g + lb[t].dist;
    return PF_OK;
}

/* The query from seeds: ns sources src[i] at cost src_cost[i] on side 0, nt targets on side 1
 * (a NULL cost array: all 0). Inlined into both entries, so that the single pair's seeding
 * folds to two plain seeds and the search loop is the same code. */
static inline __attribute__((always_inline)) int
ch_run(struct pf_ch_query *q, const pf_node *src, const pf_cost *src_cost, uint32_t ns, const pf_node *dst,
       const pf_cost *dst_cost, uint32_t nt, uint64_t budget, struct pf_result *res, const int tracing)
{
    const struct pf_ch *ch = q->ch;
    /* traced: the cell of the hierarchy's node x */
#define CH_CELL(x) (q->tr_cell ? q->tr_cell[ch->node[x]] : ch->node[x])
    memset(res, 0, sizeof *res);
    for (uint32_t i = 0; i < ns; i++)
        if (src[i] >= ch->n)
            return res->status = PF_ERR_ARG;
    for (uint32_t i = 0; i < nt; i++)
        if (dst[i] >= ch->n)
            return res->status = PF_ERR_ARG;
    if (q->epoch >= UINT32_MAX - 4) {
        for (uint32_t i = 0; i < ch->n; i++)
            q->lab[0][i].stamp = q->lab[1][i].stamp = 0;
        q->epoch = 0;
    }
    const uint32_t epoch = (q->epoch += 2);
    struct pf_heap *h[2] = { q->heap[0], q->heap[1] };
    /* side 0 follows up[] (u -> to), side 1 down[] (to -> u, walked from u to to) */
    const uint32_t *first[2] = { ch->up_first, ch->down_first };
    const struct pf_ch_arc *arcs[2] = { ch->up, ch->down };
    const pf_node *seed[2] = { src, dst };
    const pf_cost *seed_cost[2] = { src_cost, dst_cost };
    const uint32_t nseed[2] = { ns, nt };
    uint64_t expanded = 0, generated = 0, pushes = 0, decreases = 0, max_open;
    /* each seed labelled as its own parent (where unpacking stops) at its cost, the cheapest
     * of a seed given twice kept (the hierarchy's numbering from here on) */
    for (int d = 0; d < 2; d++) {
        h[d]->size = 0;
        h[d]->a[1] = HEAP_MAX;
        for (uint32_t i = 0; i < nseed[d]; i++) {
            const pf_node x = ch->id[seed[d][i]];
            const pf_cost c = seed_cost[d] ? seed_cost[d][i] : 0;
            struct ch_label *lx = &q->lab[d][x];
            if (lx->stamp >= epoch && lx->dist <= c)
                continue;
            if (lx->stamp >= epoch) {
                heap_decrease(h[d], x, c, 0);
                decreases++;
            } else {
                heap_push(h[d], x, c, 0);
                pushes++;
            }
            *lx = (struct ch_label){ epoch, x, c };
            if (tracing)              /* a seed: labelled from no node */
                ctx_step_label(q->tr, (unsigned)d, CH_CELL(x), PF_NONE, c, c, 0);
        }
    }
    max_open = pushes;
    /* a node seeded on both sides is a meeting already */
    pf_cost best = UINT64_MAX;
    pf_node meet = PF_NONE;
    for (uint32_t i = 0; i < nt; i++) {
        const pf_node x = ch->id[dst[i]];
        if (q->lab[0][x].stamp >= epoch && q->lab[0][x].dist + q->lab[1][x].dist < best) {
            best = q->lab[0][x].dist + q->lab[1][x].dist;
            meet = x;
        }
    }
    int rc = PF_OK;
    for (;;) {
        /* the side of the smaller least key (an empty heap's top is the sentinel HEAP_MAX, whose
         * key is UINT64_MAX); once that key reaches best, neither side has anything cheaper to
         * offer: done */
        const pf_cost key0 = (pf_cost)(h[0]->a[1] >> 64), key1 = (pf_cost)(h[1]->a[1] >> 64);
        const int d = key1 < key0;
        if ((d ? key1 : key0) >= best)
            break;
        const pf_node u = heap_pop(h[d]);
        struct ch_label *lab = q->lab[d];
        const struct ch_label *other = q->lab[1 - d];
        lab[u].stamp = epoch | 1u;
        if (tracing)
            ctx_trace_step(q->tr, CH_CELL(u), (unsigned)d);
        if (++expanded >= budget && budget) {
            rc = PF_BUDGET;
            break;
        }
        const pf_cost du = lab[u].dist;
        const pf_cost met_u = (pf_cost)0 - (other[u].stamp >= epoch);
        const pf_cost via_u = ((du + other[u].dist) & met_u) | ~met_u;
        meet = via_u < best ? u : meet;
        best = via_u < best ? via_u : best;
        /* stall-on-demand: an arc from a higher node z into u (the other list of u, read the
         * other way) giving a cheaper way to u than du means u's distance is not exact: u is on
         * no least-cost up-down path, and its arcs need not be relaxed */
        const uint32_t *of = first[1 - d];
        const struct pf_ch_arc *oa = arcs[1 - d];
        /* one branch per arc, taken only when it stalls: which arcs come from reached nodes
         * differs in every query, so testing that on its own (`&&`) was mispredicted about as
         * often as not (a quarter of a rome99 query's mispredicted branches) */
        unsigned stalled = 0;
        for (uint32_t i = of[u]; i < of[u + 1]; i++) {
            const struct ch_label *lz = &lab[oa[i].to];
            stalled = (unsigned)(lz->stamp >= epoch) & (unsigned)(lz->dist + oa[i].w < du);
            if (stalled)
                break;
        }
        if (stalled)
            continue;
        const uint32_t *f = first[d];
        const struct pf_ch_arc *a = arcs[d];
        struct pf_heap *hd = h[d];
        generated += f[u + 1] - f[u];
        for (uint32_t i = f[u]; i < f[u + 1]; i++) {
            const pf_node x = a[i].to;
            const pf_cost nd = du + a[i].w;
            /* one test for the three reasons to leave x: nd would not beat best (no meeting
             * through x could), x is settled, or x has a label no dearer; the bar is chosen
             * without branches (an unreached x's label is stale: read, then not used) */
            const struct ch_label lx = lab[x];
            const unsigned reached = lx.stamp >= epoch;
            const pf_cost seen = (pf_cost)0 - reached;                          /* all ones or 0 */
            const pf_cost done = (pf_cost)0 - (reached & lx.stamp & 1u);
            pf_cost bar = ((lx.dist & seen) | ~seen) & ~done;
            bar = bar < best ? bar : best;
            if (nd >= bar)
                continue;
            /* a reached node moves up from its place, a new one from the end (the heap has room
             * for every node: it never grows) */
            const uint32_t at = (hd->pos[x] & (uint32_t)seen) | ((hd->size + 1) & ~(uint32_t)seen);
            hd->size += !reached;
            hd->a[hd->size + 1] = HEAP_MAX;
            heap_sift_up(hd, at, heap_make(nd, 0, x));
            decreases += reached;
            pushes += !reached;
            lab[x] = (struct ch_label){ epoch, u, nd };
            if (tracing)
                ctx_step_label(q->tr, (unsigned)d, CH_CELL(x), CH_CELL(u), nd, nd, reached);
            /* a meeting as soon as both sides have reached x: best falls early, so that both
             * the stop and the test above cut sooner */
            const pf_cost met = (pf_cost)0 - (other[x].stamp >= epoch);
            const pf_cost via = ((nd + other[x].dist) & met) | ~met;
            meet = via < best ? x : meet;
            best = via < best ? via : best;
        }
        if ((uint64_t)h[0]->size + h[1]->size > max_open)
            max_open = (uint64_t)h[0]->size + h[1]->size;
    }
    pf_counters_set(&res->c, expanded, generated, 0, pushes, decreases, max_open);
    if (rc != PF_OK)
        return res->status = rc;
    if (meet == PF_NONE)
        return res->status = PF_NO_PATH;
    rc = unpack(q, meet, res);
    return res->status = rc;
#undef CH_CELL
}

/* A traced query: a copy of its own, never inlined, so that the untraced copy inlined in the
 * two calls below compiles as it would without tracing. */
static __attribute__((noinline)) int ch_traced(struct pf_ch_query *q, const pf_node *src, const pf_cost *src_cost,
                                               uint32_t ns, const pf_node *dst, const pf_cost *dst_cost, uint32_t nt,
                                               uint64_t budget, struct pf_result *res)
{
    return ch_run(q, src, src_cost, ns, dst, dst_cost, nt, budget, res, 1);
}

int pf_ch_query(struct pf_ch_query *q, pf_node s, pf_node t, uint64_t budget, struct pf_result *res)
{
    if (q->tr)
        return ch_traced(q, &s, NULL, 1, &t, NULL, 1, budget, res);
    return ch_run(q, &s, NULL, 1, &t, NULL, 1, budget, res, 0);
}

int pf_ch_query_multi(struct pf_ch_query *q, const pf_node *src, const pf_cost *src_cost, uint32_t ns,
                      const pf_node *dst, const pf_cost *dst_cost, uint32_t nt, uint64_t budget,
                      struct pf_result *res)
{
    if (q->tr)
        return ch_traced(q, src, src_cost, ns, dst, dst_cost, nt, budget, res);
    return ch_run(q, src, src_cost, ns, dst, dst_cost, nt, budget, res, 0);
}
