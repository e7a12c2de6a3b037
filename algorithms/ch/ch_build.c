/* ch_build.c: the contraction of a contraction hierarchy: nodes taken one by one in the order of
 * a lazily updated priority, each replaced by shortcuts between its remaining neighbours where no
 * witness path avoids it; what is left is the upward and downward arcs ch_query.c searches. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "ch.h"
#include "open_heap_impl.h"

/* An arc while contracting: the hierarchy's arc and the input arcs it stands for (hops). */
struct barc {
    pf_node to, mid;
    pf_cost w;
    uint32_t hops;
};

/* A node's arcs to the nodes not contracted yet (once it is contracted, its arcs for good). */
struct vec {
    struct barc *a;
    uint32_t len, cap;
};

struct build {
    uint32_t n;
    struct vec *out, *in;          /* out[u]: u -> to; in[u]: to -> u */
    uint32_t *level;               /* 1 + the highest level of a contracted neighbour */
    const struct pf_ch_limits *lim;
    int sym;                       /* every arc has its reverse at the same cost (symmetric()) */
    /* the witness search: epoch-stamped Dijkstra over the remaining graph */
    struct pf_heap *wh;
    uint32_t epoch;
    /* per node, what the search reads together: the epoch it was reached in (| 1 once
     * settled), the arcs and the cost of the path that reached it */
    struct wnode { uint32_t stamp, hops; pf_cost dist; } *wn;
    uint32_t *target;
    uint64_t settled;
    /* the shortcuts of the node last simulated: u -> x at cost c standing for hops input arcs */
    struct pend { pf_node u, x; pf_cost c; uint32_t hops; } *pend;
    size_t npend, cap_pend;
    int nomem;
};

/* The weight of a level in the priority, against the thousandths of its quotients. */
#define PRIO_LEVEL 1000u

/* Array a of *cap elements of size bytes reallocated to twice as many (first when empty): the
 * new array, *cap updated; NULL (a and *cap untouched) when out of memory. */
static void *grown(void *a, size_t *cap, size_t size, size_t first)
{
    const size_t c = *cap ? 2 * *cap : first;
    void *p = realloc(a, c * size);
    if (p)
        *cap = c;
    return p;
}

/* Keep the cheaper of an arc to `to` already there and this one: PF_OK or PF_ERR_NOMEM. */
static int vec_set(struct vec *v, pf_node to, pf_cost w, pf_node mid, uint32_t hops)
{
    for (uint32_t i = 0; i < v->len; i++)
        if (v->a[i].to == to) {
            if (w < v->a[i].w)
                v->a[i] = (struct barc){ to, mid, w, hops };
            return PF_OK;
        }
    if (v->len == v->cap) {
        size_t cap = v->cap;
        struct barc *a = grown(v->a, &cap, sizeof *a, 4);
        if (!a)
            return PF_ERR_NOMEM;
        v->a = a;
        v->cap = cap < UINT32_MAX ? (uint32_t)cap : UINT32_MAX;   /* a node has fewer arcs */
    }
    v->a[v->len++] = (struct barc){ to, mid, w, hops };
    return PF_OK;
}

static void vec_remove(struct vec *v, pf_node to)
{
    for (uint32_t i = 0; i < v->len; i++)
        if (v->a[i].to == to) {
            v->a[i] = v->a[--v->len];
            return;
        }
}

/* A new epoch for the witness search's stamps and targets. */
static void witness_begin(struct build *b)
{
    if (b->epoch >= UINT32_MAX - 4) {
        memset(b->wn, 0, (size_t)b->n * sizeof *b->wn);
        memset(b->target, 0, (size_t)b->n * sizeof *b->target);
        b->epoch = 0;
    }
    b->epoch += 2;
}

/* Dijkstra from u over the remaining graph without v, until every one of the ntargets marked
 * targets is settled, the least key passes maxc, or a limit is reached. After
 * it, wn[x].dist for wn[x].stamp >= epoch is the cost of a real path u -> x avoiding v. */
static void witness(struct build *b, pf_node u, pf_node v, pf_cost maxc, uint32_t ntargets)
{
    const uint32_t epoch = b->epoch;
    struct pf_heap *h = b->wh;
    h->size = 0;
    h->a[1] = HEAP_MAX;
    struct wnode *wn = b->wn;
    wn[u] = (struct wnode){ epoch, 0, 0 };
    heap_push(h, u, 0, 0);
    uint32_t settled = 0, scanned = 0;
    pf_node x;
    while ((x = heap_pop(h)) != PF_NONE) {
        wn[x].stamp = epoch | 1u;
        settled++;
        const pf_cost dx = wn[x].dist;
        const uint32_t hx = wn[x].hops + 1;
        if (dx > maxc || settled >= b->lim->witness_settled)
            break;
        if (b->target[x] == epoch && --ntargets == 0)
            break;
        if (hx > b->lim->witness_hops)
            continue;
        const struct vec *o = &b->out[x];
        if ((scanned += o->len) > b->lim->witness_arcs)
            break;
        for (uint32_t i = 0; i < o->len; i++) {
            const pf_node y = o->a[i].to;
            const pf_cost nd = dx + o->a[i].w;
            if (nd > maxc || y == v)
                continue;
            if (wn[y].stamp >= epoch) {
                if ((wn[y].stamp & 1u) || nd >= wn[y].dist)
                    continue;
                wn[y].dist = nd;
                wn[y].hops = hx;
                heap_decrease(h, y, nd, 0);
            } else {
                wn[y] = (struct wnode){ epoch, hx, nd };
                heap_push(h, y, nd, 0);   /* room for every node: never grows */
            }
        }
    }
    b->settled += settled;
}

/* One more shortcut u -> x into b->pend: PF_OK or PF_ERR_NOMEM. */
static int pend_add(struct build *b, pf_node u, pf_node x, pf_cost c, uint32_t hops)
{
    if (b->npend == b->cap_pend) {
        struct pend *pn = grown(b->pend, &b->cap_pend, sizeof *pn, 64);
        if (!pn)
            return PF_ERR_NOMEM;
        b->pend = pn;
    }
    b->pend[b->npend++] = (struct pend){ u, x, c, hops };
    return PF_OK;
}

/* The shortcuts contracting v needs, into b->pend (the priority counts them; contracting v adds
 * them, with no second search): for each remaining in-neighbour u and out-neighbour x (x != u),
 * u -> v -> x needs a shortcut unless the witness search from u finds a path to x avoiding v at
 * no greater cost. On a symmetric graph (b->sym) a path reversed is a path of the same cost, so
 * the pair {u, x} is decided once, by the search from the one of them listed first, for both
 * directions: the searches have half the targets and the last neighbour needs none (on
 * den520d's grid and the waypoint graphs a third less witness work).
 * Returns the count (and in *hops the input arcs they stand for), or -1 when out of memory. */
static int64_t shortcuts_of(struct build *b, pf_node v, uint64_t *hops)
{
    const struct vec *out = &b->out[v], *in = b->sym ? out : &b->in[v];
    int64_t added = 0;
    *hops = 0;
    b->npend = 0;
    for (uint32_t i = 0; i < in->len; i++) {
        const pf_node u = in->a[i].to;
        const pf_cost wu = in->a[i].w;
        const uint32_t j0 = b->sym ? i + 1 : 0;
        pf_cost maxc = 0;
        uint32_t nt = 0;
        witness_begin(b);
        for (uint32_t j = j0; j < out->len; j++) {
            const pf_node x = out->a[j].to;
            if (x == u || b->target[x] == b->epoch)
                continue;
            b->target[x] = b->epoch;
            nt++;
            if (wu + out->a[j].w > maxc)
                maxc = wu + out->a[j].w;
        }
        if (!nt)
            continue;
        witness(b, u, v, maxc, nt);
        for (uint32_t j = j0; j < out->len; j++) {
            const pf_node x = out->a[j].to;
            const pf_cost c = wu + out->a[j].w;
            if (x == u || (b->wn[x].stamp >= b->epoch && b->wn[x].dist <= c))
                continue;
            const uint32_t hc = in->a[i].hops + out->a[j].hops;
            added += 1 + b->sym;
            *hops += (1 + b->sym) * (uint64_t)hc;
            if (pend_add(b, u, x, c, hc) != PF_OK || (b->sym && pend_add(b, x, u, c, hc) != PF_OK))
                return -1;
        }
    }
    return added;
}

/* Whether every arc u -> x of the graph being built has its reverse x -> u at the same cost
 * (before any contraction: the shortcuts added to a symmetric graph come in such pairs). */
static int symmetric(const struct build *b)
{
    for (uint32_t u = 0; u < b->n; u++) {
        const struct vec *o = &b->out[u], *i = &b->in[u];
        if (o->len != i->len)
            return 0;
        for (uint32_t k = 0; k < o->len; k++) {
            uint32_t j = 0;
            while (j < i->len && (i->a[j].to != o->a[k].to || i->a[j].w != o->a[k].w))
                j++;
            if (j == i->len)
                return 0;
        }
    }
    return 1;
}

/* Add the shortcuts shortcuts_of(v) left in b->pend: PF_OK or PF_ERR_NOMEM. */
static int add_shortcuts(struct build *b, pf_node v)
{
    for (size_t k = 0; k < b->npend; k++) {
        const struct pend *e = &b->pend[k];
        if (vec_set(&b->out[e->u], e->x, e->c, v, e->hops) != PF_OK ||
            vec_set(&b->in[e->x], e->u, e->c, v, e->hops) != PF_OK)
            return PF_ERR_NOMEM;
    }
    return PF_OK;
}

/* The priority of v (lower goes first): its level, so that the contraction spreads evenly
 * instead of eating one region, plus the shortcuts it would add per arc it removes and the
 * input arcs those shortcuts stand for per input arc of the removed ones (in thousandths), so
 * that nodes whose removal shrinks the graph, and keeps its shortcuts short, go early. */
static pf_cost priority(struct build *b, pf_node v)
{
    uint64_t hops_added, hops_removed = 0;
    const int64_t sc = shortcuts_of(b, v, &hops_added);
    if (sc < 0)
        b->nomem = 1;
    const uint64_t added = sc < 0 ? 0 : (uint64_t)sc;
    const uint64_t removed = (uint64_t)b->in[v].len + b->out[v].len;
    for (uint32_t i = 0; i < b->in[v].len; i++)
        hops_removed += b->in[v].a[i].hops;
    for (uint32_t i = 0; i < b->out[v].len; i++)
        hops_removed += b->out[v].a[i].hops;
    return (pf_cost)b->level[v] * PRIO_LEVEL +
           1000 * added / (removed ? removed : 1) + 1000 * hops_added / (hops_removed ? hops_removed : 1);
}

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void build_free(struct build *b)
{
    if (b->out)
        for (uint32_t i = 0; i < b->n; i++)
            free(b->out[i].a);
    if (b->in)
        for (uint32_t i = 0; i < b->n; i++)
            free(b->in[i].a);
    free(b->out);
    free(b->in);
    free(b->level);
    free(b->pend);
    free(b->wn);
    free(b->target);
    if (b->wh)
        pf_open_heap.destroy(b->wh);
}

/* The frozen arcs of every node (out[] or in[]) as one CSR array, in the hierarchy's numbering
 * (ch->id: the highest node first). */
static int freeze(const struct build *b, const struct pf_ch *ch, const struct vec *v, uint32_t **first,
                  struct pf_ch_arc **arcs, uint64_t *total)
{
    uint64_t m = 0;
    for (uint32_t u = 0; u < b->n; u++)
        m += v[u].len;
    if (m >= UINT32_MAX)
        return PF_ERR_LIMIT;
    *first = malloc(((size_t)b->n + 1) * sizeof **first);
    *arcs = malloc((m ? m : 1) * sizeof **arcs);
    if (!*first || !*arcs)
        return PF_ERR_NOMEM;
    uint32_t k = 0;
    for (uint32_t x = 0; x < b->n; x++) {
        const pf_node u = ch->node[x];
        (*first)[x] = k;
        for (uint32_t i = 0; i < v[u].len; i++) {
            const struct barc *e = &v[u].a[i];
            (*arcs)[k++] = (struct pf_ch_arc){ ch->id[e->to], e->mid == PF_NONE ? PF_NONE : ch->id[e->mid], e->w };
        }
    }
    (*first)[b->n] = k;
    *total = m;
    return PF_OK;
}

/* The index of the arc to `to` among those of node u in a CSR array (it is there). */
static uint32_t arc_index(const uint32_t *first, const struct pf_ch_arc *a, pf_node u, pf_node to)
{
    for (uint32_t i = first[u]; i < first[u + 1]; i++)
        if (a[i].to == to)
            return i;
    return UINT32_MAX;
}

/* The halves of every shortcut of arcs (m of them, up[] when down is 0, down[] when 1): a shortcut
 * a -> b skipping mid is a -> mid (kept at mid, the lower end, in down[]) and mid -> b (in up[]).
 * In up[] the arc of node u goes u -> to; in down[] the arc of node u comes to -> u. */
static int halves(const struct pf_ch *ch, uint32_t n, const struct pf_ch_arc *arcs, const uint32_t *first,
                  uint64_t m, int down, uint32_t **out)
{
    uint32_t *h = malloc((m ? 2 * m : 1) * sizeof *h);
    if (!h)
        return PF_ERR_NOMEM;
    for (pf_node u = 0; u < n; u++)
        for (uint32_t i = first[u]; i < first[u + 1]; i++) {
            const pf_node mid = arcs[i].mid, a = down ? arcs[i].to : u, b = down ? u : arcs[i].to;
            h[2 * (size_t)i] = mid == PF_NONE ? UINT32_MAX : arc_index(ch->down_first, ch->down, mid, a);
            h[2 * (size_t)i + 1] = mid == PF_NONE ? UINT32_MAX : arc_index(ch->up_first, ch->up, mid, b);
        }
    *out = h;
    return PF_OK;
}

/* Stop when a limit of lim is passed: PF_BUDGET with the limit named in why. */
static int over_limit(const struct build *b, double t0, uint32_t done, char *why, size_t why_len)
{
    const struct pf_ch_limits *lim = b->lim;
    if (pf_prep_interrupted()) {
        if (why)
            snprintf(why, why_len, "contraction interrupted, after %u of %u nodes", done, b->n);
        return PF_BUDGET;
    }
    if (lim->max_settled && b->settled > lim->max_settled) {
        if (why)
            snprintf(why, why_len, "contraction stopped by the expansion budget of %llu nodes settled "
                     "(witness searches), after %u of %u nodes", (unsigned long long)lim->max_settled,
                     done, b->n);
        return PF_BUDGET;
    }
    if (lim->max_seconds > 0 && seconds_now() - t0 > lim->max_seconds) {
        if (why)
            snprintf(why, why_len, "contraction stopped by the time budget of %g s, after %u of %u nodes",
                     lim->max_seconds, done, b->n);
        return PF_BUDGET;
    }
    return PF_OK;
}

int pf_ch_build(struct pf_ch *ch, const struct pf_ch_input *in, const struct pf_ch_limits *lim,
                char *why, size_t why_len)
{
    memset(ch, 0, sizeof *ch);
    if (why && why_len)
        why[0] = '\0';
    const double t0 = seconds_now();
    const uint32_t n = in->n;
    struct build b = { .n = n, .lim = lim };
    struct pf_heap *pq = NULL;
    int rc = PF_ERR_NOMEM;
    size_t nn = n ? n : 1;
    b.out = calloc(nn, sizeof *b.out);
    b.in = calloc(nn, sizeof *b.in);
    b.level = calloc(nn, sizeof *b.level);
    b.wn = calloc(nn, sizeof *b.wn);
    b.target = calloc(nn, sizeof *b.target);
    b.wh = pf_open_heap.create((uint32_t)nn);
    pq = pf_open_heap.create((uint32_t)nn);
    ch->id = malloc(nn * sizeof *ch->id);
    ch->node = malloc(nn * sizeof *ch->node);
    if (!b.out || !b.in || !b.level || !b.wn || !b.target || !b.wh || !pq ||
        !ch->id || !ch->node || heap_reserve(b.wh, (uint32_t)nn) != PF_OK || heap_reserve(pq, (uint32_t)nn) != PF_OK)
        goto fail;
    /* the input's arcs, the cheapest of parallel ones, loops dropped */
    for (pf_node u = 0; u < n; u++)
        for (uint32_t i = in->first[u]; i < in->first[u + 1]; i++)
            if (in->head[i] != u && (vec_set(&b.out[u], in->head[i], in->w[i], PF_NONE, 1) != PF_OK ||
                                     vec_set(&b.in[in->head[i]], u, in->w[i], PF_NONE, 1) != PF_OK))
                goto fail;
    b.sym = symmetric(&b);
    uint32_t done = 0;
    for (pf_node v = 0; v < n; v++) {
        /* the first priorities cost a witness search a node: the limits are asked here too */
        if ((v & 1023u) == 1023u && (rc = over_limit(&b, t0, done, why, why_len)) != PF_OK)
            goto fail;
        heap_push(pq, v, priority(&b, v), 0);
    }
    uint64_t pops = 0;
    if (b.nomem)
        goto fail;
    if ((rc = over_limit(&b, t0, done, why, why_len)) != PF_OK)
        goto fail;
    pf_node v;
    while ((v = heap_pop(pq)) != PF_NONE) {
        if ((++pops & 63u) == 0 && (rc = over_limit(&b, t0, done, why, why_len)) != PF_OK)
            goto fail;
        /* lazy update: v's priority may have risen since it was queued (a contracted neighbour
         * raised its level or changed its arcs); it is recomputed here, when it comes up, and
         * the neighbours are not recomputed after each contraction: on the 20,000-node
         * waypoint graph that took 3x the time for the same search spaces */
        const pf_cost p = priority(&b, v);
        if (pq->size && p > (pf_cost)(pq->a[1] >> 64)) {
            heap_push(pq, v, p, 0);
            continue;
        }
        if (b.nomem || add_shortcuts(&b, v) != PF_OK) {
            rc = PF_ERR_NOMEM;
            goto fail;
        }
        ch->id[v] = n - 1 - done++;
        ch->node[ch->id[v]] = v;
        /* v leaves its neighbours' lists; its own lists are its final arcs */
        for (int side = 0; side < 2; side++) {
            const struct vec *nb = side ? &b.in[v] : &b.out[v];
            for (uint32_t i = 0; i < nb->len; i++) {
                const pf_node x = nb->a[i].to;
                vec_remove(side ? &b.out[x] : &b.in[x], v);
                if (b.level[x] < b.level[v] + 1)
                    b.level[x] = b.level[v] + 1;
            }
        }
    }
    if ((rc = over_limit(&b, t0, done, why, why_len)) != PF_OK)
        goto fail;
    uint64_t mu = 0, md = 0, orig = 0;
    if ((rc = freeze(&b, ch, b.out, &ch->up_first, &ch->up, &mu)) != PF_OK ||
        (rc = freeze(&b, ch, b.in, &ch->down_first, &ch->down, &md)) != PF_OK)
        goto fail;
    if ((rc = halves(ch, n, ch->up, ch->up_first, mu, 0, &ch->up_half)) != PF_OK ||
        (rc = halves(ch, n, ch->down, ch->down_first, md, 1, &ch->down_half)) != PF_OK)
        goto fail;
    for (uint64_t i = 0; i < mu; i++)
        orig += ch->up[i].mid == PF_NONE;
    for (uint64_t i = 0; i < md; i++)
        orig += ch->down[i].mid == PF_NONE;
    ch->n = n;
    ch->shortcuts = mu + md - orig;
    ch->settled = b.settled;
    ch->bytes = nn * (sizeof *ch->id + sizeof *ch->node) + 2 * ((size_t)n + 1) * sizeof *ch->up_first +
                (size_t)(mu + md) * (sizeof *ch->up + 2 * sizeof *ch->up_half);
    build_free(&b);
    pf_open_heap.destroy(pq);
    return PF_OK;
fail:
    build_free(&b);
    if (pq)
        pf_open_heap.destroy(pq);
    pf_ch_free(ch);
    return rc;
}

void pf_ch_free(struct pf_ch *ch)
{
    free(ch->id);
    free(ch->node);
    free(ch->up_first);
    free(ch->down_first);
    free(ch->up);
    free(ch->down);
    free(ch->up_half);
    free(ch->down_half);
    memset(ch, 0, sizeof *ch);
}
