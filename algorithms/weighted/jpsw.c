/* jpsw.c: JPSW, jump point search on weighted terrain (after Carlson, Harabor, Stuckey et al.,
 * AAAI 2023), optimal under both cost rules: A* (octile times the least cost, binary heap) over
 * jump points, each jump one look-up in the runs jpsw_prep.c made, its cost one difference of
 * line prefixes. The pruning and why it keeps the search optimal: jpsw_prep.c's head comment.
 *
 * A node keeps the successor directions it still owes (the union of succ[node][d] over every
 * direction d that reached it at its best g) and those it has already jumped along: an equally
 * cheap arrival by another direction adds its successors, and reopens the node when it is
 * closed; a cheaper one replaces them (and reopens it too). */
#include <stdlib.h>
#include <string.h>
#include "jpsw.h"
#include "jpsw_jump.h"
#include "heuristics_impl.h"
#include "open_heap_impl.h"

/* How a node was reached, the only query state outside its cell line (stamp, g, dirs: jpsw.h),
 * read for the path: from the jump point `from`, in a line, or (turned) by way of an elbow on
 * from's diagonal, then in direction ein: a diagonal jump generates what the straight jumps from
 * its cells find without stopping at those cells; the elbow is worked out at the end (via_of).
 * It is written whenever a node goes into the heap (its g improves, or an equally cheap arrival
 * reopens it), and not when a walk expands an elbow in place: the chain read for the path runs
 * from the goal through expanded nodes only (every link's `from` is the node whose expansion
 * made it), and an expanded node's link was written when it was pushed, at the g its expansion
 * used. So the chain is a path from the start whose cost is at most the goal's g (a node's
 * link may since have been rewritten for a cheaper g), hence exactly the optimum. The elbows
 * write no link because on terrain nearly every expansion is one, each store to a line of its
 * own. A link is 32 bits, from | ein << 28 | turned << 31, half a struct of two fields, so
 * that its writes (every push and decrease, scattered over the map) miss the cache less. */
typedef uint32_t jpsw_link;
#define JW_LINK_BITS 28
#define JW_LINK(from, ein, turned)                                                             \
    ((jpsw_link)(from) | (jpsw_link)(ein) << JW_LINK_BITS |                                    \
     (jpsw_link)(turned) << (JW_LINK_BITS + 3))
#define JW_LINK_FROM(l) ((pf_node)((l) & ((1u << JW_LINK_BITS) - 1)))
#define JW_LINK_EIN(l) ((int)((l) >> JW_LINK_BITS) & 7)
#define JW_LINK_TURNED(l) ((l) >> (JW_LINK_BITS + 3))
/* a map of w x h <= PF_WGRID_MAX_CELLS cells has (w + 2) (h + 2) <= 3 * PF_WGRID_MAX_CELLS + 6
 * nodes with its border (w, h >= 1) */
_Static_assert(3ull * PF_WGRID_MAX_CELLS + 6 <= (1ull << JW_LINK_BITS), "a node's number fits its link");

/* How many diagonal steps ahead a walk asks for the cell line it will most likely read next
 * (far enough for the line to arrive before the walk gets there, near enough that a walk
 * cut short wastes few requests). */
#define JPSW_AHEAD 4
/* On a map whose cell lines outgrow a usual last-level cache (jpsw.h: JPSW_DEEP_BYTES), how
 * many heap nodes are taken before the first of them is expanded (2: one waits, which gives
 * its first jumps' far ends an expansion's time to arrive), and how many cells of a diagonal
 * walk are asked for when its heap node is taken, from its first stop on. On a smaller map
 * the lines mostly come from that cache and both would only cost work, so there a node is
 * expanded as soon as it is taken, and no walk's cells are asked for early. */
#define JPSW_DEPTH 2
#define JPSW_TAKE_AHEAD 6
_Static_assert(JPSW_DEPTH == 2, "two taken nodes at most: the one pending and the one taken");

struct jpsw_scratch {
    jpsw_link *node;
    pf_node *parent;            /* the path's chain of lines, written at the end */
    struct pf_heap *heap;
};

static void jpsw_teardown(void *p)
{
    struct jpsw_scratch *s = p;
    if (!s)
        return;
    free(s->node);
    free(s->parent);
    if (s->heap)
        pf_open_heap.destroy(s->heap);
    free(s);
}

static int jpsw_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **out, size_t *bytes)
{
    (void)v;
    struct jpsw_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    const size_t N = ctx->num_nodes;
    s->parent = calloc(N, sizeof *s->parent);   /* calloc: the pages are touched once, here */
    s->node = pf_jpsw_alloc(N * sizeof *s->node);
    s->heap = pf_open_heap.create(ctx->num_nodes);
    if (!s->parent || !s->node || !s->heap) {
        jpsw_teardown(s);
        return PF_ERR_NOMEM;
    }
    *out = s;
    *bytes = sizeof *s + N * (sizeof *s->parent + sizeof *s->node) + pf_open_heap.bytes(s->heap);
    return PF_OK;
}

/* Pictures only: the cells a jump looked at, k steps from n in direction e (and, for a diagonal,
 * the straight runs it checked from each of them). */
static void mark_jump(struct pf_search_ctx *ctx, const struct jpsw_cell *cell, pf_node n, int e, uint32_t k)
{
    const int32_t off = ctx->off[e];
    for (uint32_t i = 1; i <= k; i++) {
        const pf_node y = (pf_node)((int32_t)n + (int32_t)i * off);
        ctx_trace_scan(ctx, y);
        if (e < 4)
            continue;
        const int side[2] = { ws_side_x[e], ws_side_y[e] };
        for (int s = 0; s < 2; s++) {
            if (!((cell[y].succ[e] >> side[s]) & 1))
                continue;
            const int r = cell[y].run[side[s]];
            for (int j = 1; j <= (r < 0 ? -r : r); j++)
                ctx_trace_scan(ctx, (pf_node)((int32_t)y + j * ctx->off[side[s]]));
        }
    }
}

/* The estimate from a cell dx, dy steps from the goal: hfn's times hs, or octile's (hfn NULL)
 * with its two step costs already times hs (the same integer as hs * pf_est_octile). */
static inline __attribute__((always_inline)) pf_cost jw_h(int32_t dx, int32_t dy,
                                                          pf_cost (*hfn)(int32_t, int32_t),
                                                          pf_cost hs, pf_cost h_diag, pf_cost h_card)
{
    return hfn ? hs * hfn(dx, dy) : pf_est_octile_steps(dx, dy, h_diag, h_card);
}

/* The elbow by way of which t was reached from `from`: on from's diagonal, where the straight
 * line into t (direction f, one of the diagonal's components) leaves it. */
static pf_node via_of(const struct pf_search_ctx *ctx, pf_node from, pf_node t, int f)
{
    const uint32_t W = ctx->stride;
    const int32_t fy = (int32_t)ctx_row(ctx, from), fx = (int32_t)(from - (uint32_t)fy * W);
    const int32_t ty = (int32_t)ctx_row(ctx, t), tx = (int32_t)(t - (uint32_t)ty * W);
    int32_t bx = tx, by = ty;
    if (pf_dir_dx[f])
        bx = fx + (ty > fy ? ty - fy : fy - ty) * pf_dir_dx[f];
    else
        by = fy + (tx > fx ? tx - fx : fx - tx) * pf_dir_dy[f];
    return (pf_node)((uint32_t)by * W + (uint32_t)bx);
}

/* The search, made once for maps within JPSW_DEEP_BYTES and once for larger ones (deep: heap
 * nodes taken one expansion early), so that the first keeps the plain loop (jpsw_search below
 * picks one). */
static inline __attribute__((always_inline)) int
jpsw_core(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
          struct pf_result *res, const int deep)
{
    pf_ctx_begin(ctx, res);
    struct jpsw_scratch *sc = ctx_scratch(ctx, &pf_alg_jpsw);
    struct jpsw_prep *pp = ctx_prep(ctx, &pf_alg_jpsw);
    if (!sc || !pp)
        return res->status = PF_ERR_ARG;
    struct pf_heap *heap = sc->heap;
    pf_open_heap.clear(heap);
    struct jpsw_cell *restrict cell = pp->cell;
    if (pp->epoch > UINT16_MAX - 2 * PF_ST_EPOCH) {   /* about to wrap: clear every stamp */
        for (uint32_t i = 0; i < ctx->num_nodes; i++)
            cell[i].stamp = 0;
        pp->epoch = 0;
    }
    const uint32_t epoch = pp->epoch += PF_ST_EPOCH;
    const int mean = pp->mean;
    const uint32_t W = ctx->stride;
    const int32_t gx = (int32_t)(goal % W), gy = (int32_t)(goal / W);
    jpsw_link *restrict nd = sc->node;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = ctx->off[d];
    const pf_cost hs = pf_wgrid_h_scale(ctx_wmap(ctx));     /* keeps the estimate admissible */
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic) && pf_h2d(v->heuristic) != &pf_h_octile ? pf_h2d(v->heuristic)->estimate : NULL;
    const enum pf_tie tie_rule = ctx->tie;
    const int tracing = ctx->trace != NULL;     /* read once: the loop's stores may alias ctx */
    const int64_t num_nodes = ctx->num_nodes;
    const uint64_t budget = ctx->budget;
    uint64_t expanded = 0, generated = 0, reopened = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;
    /* The cheapest way to the goal generated so far. A node generated with f above it is on no
     * optimal path (the estimate never overstates), so it is neither recorded nor walked: the
     * elbows, expanded out of f order up to flimit, otherwise run on past the optimum's f once
     * the goal is in sight. */
    pf_cost best = PF_COST_INF;

    /* the estimate, octile (the default) with the scale folded into its two step costs */
    const pf_cost h_diag = hs * PF_DIAG, h_card = hs * PF_CARD;
#define JW_H(x, y)                                                                        \
    jw_h((x) > gx ? (x) - gx : gx - (x), (y) > gy ? (y) - gy : gy - (y), hfn, hs, h_diag, h_card)
    {
        const pf_cost hv = JW_H((int32_t)(start % W), (int32_t)(start / W));
        cell[start].stamp = (uint16_t)epoch;
        cell[start].g = 0;
        cell[start].dirs = ctx->mask[start];             /* the start owes every legal move */
        nd[start] = JW_LINK(start, 0, 0);
        ctx_trace_jump(ctx, start);
        if (heap_push(heap, start, hv, ctx_tie_key(ctx, tie_rule, 0, hv)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    }
    /* A heap node taken, whose expansion waits its turn (below). Its first jump in every
     * direction is made when it is taken and all their far ends asked for at once, so that
     * their misses overlap instead of following one another (random512-10-0: half the samples
     * were the wait for one such line). tk[cur] is the one expanded next, tk[cur ^ 1] the one
     * taken after it. */
    struct jw_taken {
        pf_node n;
        int32_t x, y;
        unsigned todo;
        pf_cost g;
        uint32_t first[8];
    } tk[2];
#define JW_TAKE(T, n_)                                                                        \
    do {                                                                                   \
        struct jw_taken *const T_ = (T);                                                   \
        const pf_node tn = (n_);                                                           \
        cell[tn].stamp |= (uint16_t)PF_ST_CLOSED;                                          \
        T_->n = tn;                                                                        \
        T_->y = (int32_t)ctx_row(ctx, tn);                                                 \
        T_->x = (int32_t)(tn - (uint32_t)T_->y * W);                                       \
        const unsigned owed = cell[tn].dirs & 0xffu, jumped = cell[tn].dirs >> 8;          \
        T_->todo = owed & ~jumped;                                                         \
        cell[tn].dirs = (uint16_t)((jumped | T_->todo) << 8);                              \
        T_->g = cell[tn].g;                                                                \
        for (unsigned t_ = T_->todo; t_; t_ &= t_ - 1) {                                   \
            const int e_ = __builtin_ctz(t_);                                              \
            T_->first[e_] = jump(cell, off, tn, e_, (gx - T_->x) * pf_dir_dx[e_],          \
                                 (gy - T_->y) * pf_dir_dy[e_]);                            \
            __builtin_prefetch(&cell[(int32_t)tn + (int32_t)T_->first[e_] * off[e_]]);     \
            if (e_ >= 4 && T_->first[e_])                                                  \
                for (int64_t s_ = 1; s_ < take_ahead; s_++) {                              \
                    const int64_t a_ = (int64_t)tn + (T_->first[e_] + s_) * (int64_t)off[e_];\
                    if (a_ >= 0 && a_ < num_nodes)                                         \
                        __builtin_prefetch(&cell[a_]);                                     \
                }                                                                          \
        }                                                                                  \
    } while (0)
    /* A heap node is taken (popped, closed, its first jumps made and their far ends asked for)
     * one expansion before it is expanded: the far ends, a line each far from the node and
     * the longest wait of the search when they are asked for just before use, then have a whole expansion's time to arrive. So the next node is
     * taken before the pending one is expanded, which may yet reach it more cheaply, or push
     * something with a lower f. The usual reopening covers both: a cheaper arrival pushes the
     * node again with its own directions, and the early turn, at the g it was taken with, only
     * does work that a later one supersedes (its successors' links lead through the node,
     * whose own link is then for a g no higher: the chain stays at most their g). The goal is
     * not taken: it ends the search only when, with nothing pending, no open node has a lower
     * f; otherwise it goes back into the heap. Every line of the tests stays at Dijkstra's g,
     * with each of these goal cases met thousands of times. */
    const int depth = deep ? JPSW_DEPTH : 1, take_ahead = deep ? JPSW_TAKE_AHEAD : 1;
    int have = 0, cur = 0, goal_wait = 0;
    for (;;) {
        if (!goal_wait) {
            const pf_node t = heap_pop(heap);
            if (t == goal) {
                if (!have) {
                    rc = PF_OK;
                    break;
                }
                cell[goal].stamp |= (uint16_t)PF_ST_CLOSED;  /* a cheaper arrival pushes it again */
                goal_wait = 1;
            } else if (t != PF_NONE) {
                JW_TAKE(&tk[cur ^ have], t);
                have++;
                if (heap->size) {   /* most often the node taken next: its line on the way */
                    const pf_node tt = heap_node(heap->a[1]);
                    __builtin_prefetch(&cell[tt]);
                }
                if (have < depth)
                    continue;
            } else if (!have) {
                break;
            }
        }
        if (!have) {
            /* the goal, taken with nodes pending: they are expanded, and did not reach it */
            goal_wait = 0;
            if (st_open(cell[goal].stamp, epoch))
                continue;           /* reached more cheaply (or owed more): in the heap again */
            const pf_cost gg = cell[goal].g;
            if (heap->size && heap_f(heap->a[1]) < gg) {
                /* something open may yet lead to it more cheaply: back into the heap */
                cell[goal].stamp &= (uint16_t)~PF_ST_CLOSED;
                pushes++;
                if (heap_push(heap, goal, gg, ctx_tie_key(ctx, tie_rule, gg, 0)) != PF_OK)
                    goto nomem;
                continue;
            }
            rc = PF_OK;
            break;
        }
        const struct jw_taken *const tc = &tk[cur];
        if (--have)
            cur ^= 1;               /* the one taken after it is next */
        const pf_node n = tc->n;
        const int32_t x = tc->x, y = tc->y;
        unsigned todo = tc->todo;
        const pf_cost gn = tc->g;
        const uint32_t *const first = tc->first;
        expanded++;
        if (tracing)
            ctx_trace_step(ctx, n, 0);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        /* Elbows are expanded in place only while their f stays within an eighth of n's: on
         * terrain nearly every diagonal cell is an elbow (its side jumps meet a border), and
         * about half of those a search walks in place lie beyond the optimum's f, where A*
         * never goes. A dearer elbow is generated as a jump point instead, so its walk waits
         * in the heap and mostly never happens (terrain-1024-1, mean: 29.9k elbows and heap
         * expansions a query, 1160 us, become 16.4k, 714 us; an eighth was the best of 0 to
         * 1/5 on the terrain and race maps). */
        const pf_cost fn = gn + JW_H(x, y), flimit = fn + (fn >> 3);
        /* Generate node m at (mx, my) with cost ng, entered by direction ein from n, turning
         * (1) at an elbow of a diagonal jump or (0) in a straight line from n. */
#define JW_GEN(m_, mx, my, ng_, ein, turned_)                                                  \
        do {                                                                               \
            const pf_node m = (m_);                                                        \
            const pf_cost ng = (ng_);                                                      \
            const unsigned sm = cell[m].succ[ein];                                         \
            const uint32_t st = cell[m].stamp;                                             \
            struct jpsw_cell *const r = &cell[m];                                          \
            generated++;                                                                   \
            if (st >= epoch && ng > r->g)                                                  \
                break;                                                                     \
            const pf_cost hv = JW_H((mx), (my));   /* once: the bound, then the keys */   \
            if (ng + hv > best)                                                            \
                break;                                                                     \
            if (m == goal && ng < best)                                                    \
                best = ng;                                                                 \
            if (st >= epoch && ng == r->g) {                                               \
                /* as cheap, by another direction: owe its successors not yet owed */     \
                const unsigned add = sm & ~((r->dirs & 0xffu) | (r->dirs >> 8));           \
                if (!add)                                                                  \
                    break;                                                                 \
                r->dirs |= (uint16_t)add;                                                  \
                if (st_open(st, epoch))                                                    \
                    break;                                                                 \
                r->stamp = (uint16_t)(st & ~PF_ST_CLOSED);                                 \
                nd[m] = JW_LINK(n, ein, turned_);                                          \
                reopened++;                                                                \
            } else {                                                                       \
                r->g = ng;                                                                 \
                r->dirs = (uint16_t)sm;                                                    \
                r->stamp = (uint16_t)(epoch | (uint32_t)(ein));                            \
                nd[m] = JW_LINK(n, ein, turned_);                                          \
                if (tracing) {                                                             \
                    ctx_trace_jump(ctx, m);                                                \
                    ctx_step_label(ctx, 0, m, n, ng, ng + hv, st_open(st, epoch));         \
                }                                                                          \
                if (st_open(st, epoch)) {                                                  \
                    decreases++;                                                           \
                    heap_decrease(heap, m, ng + hv, ctx_tie_key(ctx, tie_rule, ng, hv));   \
                    break;                                                                 \
                }                                                                          \
                if (st >= epoch)                                                           \
                    reopened++;                                                            \
            }                                                                              \
            pushes++;                                                                      \
            if (heap_push(heap, m, ng + hv, ctx_tie_key(ctx, tie_rule, ng, hv)) != PF_OK)  \
                goto nomem;                                                                \
        } while (0)
        while (todo) {
            const int e = __builtin_ctz(todo);
            todo &= todo - 1;
            const int dx = pf_dir_dx[e], dy = pf_dir_dy[e];
            if (e < 4) {
                /* a straight jump: the point it finds (made when n was taken), if any */
                const uint32_t k = first[e];
                if (tracing) {
                    const int r = cell[n].run[e];
                    mark_jump(ctx, cell, n, e, k ? k : (uint32_t)(r < 0 ? -r : r));
                }
                if (k) {
                    const pf_node b = (pf_node)((int32_t)n + (int32_t)k * off[e]);
                    JW_GEN(b, x + (int32_t)k * dx, y + (int32_t)k * dy,
                           gn + pf_jpsw_jump_cost(&cell[n], &cell[b], mean, e), e, 0);
                }
                continue;
            }
            /* a diagonal walk, and what it looks up once: its sides h (E or W) and v (N or S),
             * their offsets, lines and ways */
            const int h = ws_side_x[e], v = ws_side_y[e];
            const int32_t off_e = off[e], off_h = off[h], off_v = off[v];
            const int o_e = jpsw_line[e], fwd_e = jpsw_fwd[e];
            const int o_h = jpsw_line[h], fwd_h = jpsw_fwd[h], o_v = jpsw_line[v], fwd_v = jpsw_fwd[v];
            const pf_cost unit_e = 4 * (pf_cost)PF_DIAG, unit_s = 4 * (pf_cost)PF_CARD;
            const unsigned nat = natural_set(e);
            /* the jump's cell a (node an at (ax, ay), reached at cost ga): from n, then from
             * each elbow */
            pf_node an = n;
            int32_t ax = x, ay = y;
            pf_cost ga = gn;
            for (;;) {
                const uint32_t k = an == n ? first[e] : jump_diag(cell, off, an, e, (gx - ax) * dx, (gy - ay) * dy);
                if (tracing) {
                    const int r = cell[an].run[e];
                    mark_jump(ctx, cell, an, e, k ? k : (uint32_t)(r < 0 ? -r : r));
                }
                if (!k)
                    break;
                const pf_node b = (pf_node)((int32_t)an + (int32_t)k * off_e);
                const int32_t bx = ax + (int32_t)k * dx, by = ay + (int32_t)k * dy;
                const pf_cost gb = ga + pf_jpsw_line_cost(&cell[an], &cell[b], mean, o_e, fwd_e, unit_e);
                const unsigned sb = cell[b].succ[e];
                if (b == goal || (sb & ~nat)) {
                    JW_GEN(b, bx, by, gb, e, 0);
                    break;
                }
                /* an elbow: a straight jump from b finds a jump point (or the goal). b is
                 * expanded here, at once, as if popped: recorded with its g and closed, what
                 * the straight jumps find generated by way of b, and the diagonal goes on. A
                 * cheaper or as cheap b seen before cuts the walk (this way is then not the
                 * optimal one, or its successors are owed already), and an open b is left to
                 * the heap. */
                const pf_cost fb = gb + JW_H(bx, by);
                if (fb > best)
                    break;                            /* past the way to the goal found */
                if (fb > flimit) {
                    JW_GEN(b, bx, by, gb, e, 0);      /* an ordinary jump point */
                    break;
                }
                const uint32_t st = cell[b].stamp;
                struct jpsw_cell *const rb = &cell[b];
                unsigned todo_b = sb;
                if (st >= epoch) {
                    if (gb > rb->g || st_open(st, epoch)) {
                        if (st_open(st, epoch))
                            JW_GEN(b, bx, by, gb, e, 0);
                        break;
                    }
                    if (gb == rb->g) {
                        todo_b = sb & ~(unsigned)(rb->dirs >> 8);
                        if (!todo_b)
                            break;
                        rb->dirs |= (uint16_t)(todo_b << 8);
                    } else {
                        reopened++;
                    }
                }
                if (st < epoch || gb < rb->g) {
                    rb->g = gb;
                    rb->dirs = (uint16_t)(sb << 8);
                    rb->stamp = (uint16_t)(epoch | PF_ST_CLOSED | (uint32_t)e);
                }
                generated++;
                expanded++;
                if (tracing) {          /* reached from n and expanded at once */
                    ctx_step_label(ctx, 0, b, n, gb, gb, 0);
                    ctx_trace_step(ctx, b, 0);
                }
                /* the far ends, at once (as above) */
                const int rh = rb->run[h], rv = rb->run[v];
                const int side_h = (todo_b >> h) & 1, side_v = (todo_b >> v) & 1;
                if (side_h && rh > 0)
                    __builtin_prefetch(&cell[(int32_t)b + rh * off_h]);
                if (side_v && rv > 0)
                    __builtin_prefetch(&cell[(int32_t)b + rv * off_v]);
                if (!deep) {
                    const int re = rb->run[e];
                    if (((todo_b >> e) & 1) && re > 0)
                        __builtin_prefetch(&cell[(int32_t)b + re * off_e]);
                }
                /* (the diagonal's next stop too, unless deep: the cells asked for when n was
                 * taken, or the line asked for JPSW_AHEAD steps back, then cover it, and asking
                 * again costs more than it saves; on maps whose stops are a few cells apart,
                 * such as random512-10-0, the next stop is needed at once), and the diagonal's
                 * cell JPSW_AHEAD steps on: on terrain nearly every cell of the diagonal is an
                 * elbow, and its lines lie a row apart, where no hardware prefetcher looks;
                 * asked for a few elbows early, the walk does not wait for each in turn */
                {
                    const int64_t ahead = (int64_t)b + JPSW_AHEAD * (int64_t)off_e;
                    if (ahead >= 0 && ahead < num_nodes)
                        __builtin_prefetch(&cell[ahead]);
                }
                /* the straight jumps along the sides (jump_straight, with h's line a row and
                 * v's a column): the goal's offset along the side, and across it */
                if (side_h) {
                    const uint32_t kf = side_stop(rh, (gx - bx) * dx, gy - by);
                    if (kf) {
                        const pf_node z = (pf_node)((int32_t)b + (int32_t)kf * off_h);
                        JW_GEN(z, bx + (int32_t)kf * dx, by,
                               gb + pf_jpsw_line_cost(rb, &cell[z], mean, o_h, fwd_h, unit_s), h, 1);
                    }
                }
                if (side_v) {
                    const uint32_t kf = side_stop(rv, (gy - by) * dy, gx - bx);
                    if (kf) {
                        const pf_node z = (pf_node)((int32_t)b + (int32_t)kf * off_v);
                        JW_GEN(z, bx, by + (int32_t)kf * dy,
                               gb + pf_jpsw_line_cost(rb, &cell[z], mean, o_v, fwd_v, unit_s), v, 1);
                    }
                }
                if (!((todo_b >> e) & 1))
                    break;
                an = b;
                ax = bx;
                ay = by;
                ga = gb;
            }
        }
#undef JW_GEN
        if (heap->size > max_open)
            max_open = heap->size;
    }
#undef JW_TAKE
#undef JW_H
    if (rc == PF_OK) {
        /* the chain of lines from the goal back to the start, elbows included */
        pf_node *parent = sc->parent;
        uint32_t steps = 0;
        for (pf_node t = goal; t != start && steps++ < ctx->num_nodes;) {
            const jpsw_link l = nd[t];
            const pf_node from = JW_LINK_FROM(l);
            if (JW_LINK_TURNED(l)) {
                const pf_node via = via_of(ctx, from, t, JW_LINK_EIN(l));
                parent[t] = via;
                parent[via] = from;
            } else {
                parent[t] = from;
            }
            t = from;
        }
        pf_ctx_finish_jump_path(ctx, parent, start, goal, res);
        if (res->status == PF_OK)
            pf_wfinish(ctx, start, goal, cell[goal].g, res);
        rc = res->status;
    }
    goto end;
nomem:
    rc = PF_ERR_NOMEM;
end:
    return pf_search_end(&res->status, &res->c, rc, PF_SEARCH_COUNTERS);
}

static int jpsw_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                       pf_node goal, struct pf_result *res)
{
    const struct jpsw_prep *pp = ctx_prep(ctx, &pf_alg_jpsw);
    return pp && pp->deep ? jpsw_core(ctx, v, start, goal, res, 1) : jpsw_core(ctx, v, start, goal, res, 0);
}

/* Optimal under both cost rules (the argument: jpsw_prep.c). Its loop is specialised on the
 * binary heap, like jps's. */
const struct pf_alg pf_alg_jpsw = {
    .name = "jpsw",
    .domain = &pf_domain_weighted,
    .optimal_on = PF_MOVES_WEIGHTED,
    .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_PREPROCESS,
    .frontier = &pf_open_heap,
    .preprocess_ctx = pf_jpsw_preprocess,
    .release = pf_jpsw_release,
    .prep_save = pf_jpsw_save,              /* compared by the repair's checks (no cache file: no .prep_load) */
    .repair = pf_jpsw_repair,
    .setup = jpsw_setup,
    .teardown = jpsw_teardown,
    .search = jpsw_search,
};
