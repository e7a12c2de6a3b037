/* sg_query.c: the simple subgoal graph's query: start and goal joined to the subgoals they
 * directly h-reach (inside the query, so its time counts), A* with the octile distance over
 * the graph, and the abstract path refined to cells.
 *
 * Why the cost is optimal (model 8, no corner cutting; the graph G has the subgoals and the
 * query's start u and goal v as nodes, and the edges of sg.h's scan from every node):
 * 1. Every edge (a, t, h(a, t)) is a legal path of that cost: the scan walked it, diagonal
 *    steps first, through cells of a's class, each step legal by the clearance table; and no
 *    path costs less than the octile distance. So G's least cost is never below the grid's.
 * 2. Exchanging two neighbouring moves of a legal path: with x -c-> x+c -d-> x+c+d (c straight,
 *    d a diagonal containing c, c' = d - c), the order x -d-> x+d -c-> x+c+d is illegal only
 *    when x + c' is a wall; then x + c has the wall x + c' as a diagonal neighbour while x and
 *    x + c + c' = x + d beside it are free (the path's own diagonal step needed them), so x + c
 *    is a subgoal. The mirror case (d then c, made c then d) makes x + d a subgoal the same way.
 * 3. Lemma: for nodes a, t with a legal path of cost h(a, t), G has a path of that cost. By
 *    induction on h: if some such shortest path passes a node s inside, split it there (both
 *    parts are shortest, cost their h, and are shorter); if none does, by 2 every order of its
 *    moves is legal and passes no node inside, so sg.h's scan from a reports t (its comment:
 *    each earlier row is free up to t's offset, so its bound is beyond it), and an edge exists.
 * 4. A grid shortest path from u to v is a chain of such h-reachable pieces between nodes: a
 *    taut shortest path changes its heading (leaves the octant of its moves so far) only where
 *    it rounds a wall's corner, at a subgoal (Uras, Koenig, Hernandez 2013, their proof that
 *    the subgoal graph with start and goal connected preserves shortest paths). With 3 each
 *    piece is a G path of the same cost, so G's least cost is the grid's.
 * 5. A* over G with the octile distance is optimal: the estimate is consistent on G (an edge
 *    costs exactly the octile distance between its ends, and octile obeys the triangle
 *    inequality), so a closed node is never improved and the goal's first pop is least.
 * The tests check it: every line of several Moving AI maps at Dijkstra's exact fixed-point
 * cost (tests/algorithms/test_subgoal.c). */
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"
#include "heuristics_impl.h"
#include "open_heap_impl.h"
#include "sg.h"

/* A*'s state of one node, in one place: its stamp (open at the query's epoch, closed at
 * epoch + 1), the node it was reached from, its cost. */
struct sg_node { uint32_t stamp, parent; pf_cost g; };

/* Per context: A*'s state over the subgoals plus the two query nodes (numbers S, S + 1), the
 * goal's edges, the start's edges, and a parent per cell for the refined path. */
struct sg_scratch {
    uint32_t epoch;              /* even, one step of 2 per query */
    struct sg_node *node;        /* S + 2 */
    uint32_t *gmark;             /* S: epoch when the subgoal directly h-reaches the goal */
    uint32_t *gcost;             /* S: that edge's cost */
    uint32_t *gvia;              /* S: the local subgoal that edge passes (two-level graph), or PF_NONE */
    struct pf_sg_edge *sedge;    /* the start's edges, S + 1 at most */
    uint32_t sn;
    uint32_t cap;                /* the entries node .. sedge have room for (S + 2 at least) */
    pf_node *pcell;              /* num_nodes: the cell each path cell was reached from */
};

void pf_sg_teardown(void *scratch)
{
    struct sg_scratch *s = scratch;
    if (!s)
        return;
    free(s->node);
    free(s->gmark);
    free(s->gcost);
    free(s->gvia);
    free(s->sedge);
    free(s->pcell);
    free(s);
}

static size_t scratch_bytes(const struct pf_search_ctx *ctx, const struct sg_scratch *s)
{
    return sizeof *s + (size_t)s->cap * (sizeof *s->node + 3 * sizeof(uint32_t) + sizeof *s->sedge) +
           (size_t)ctx->num_nodes * sizeof *s->pcell;
}

int pf_sg_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    const struct pf_sg *sg = ctx_prep(ctx, v->alg);
    const size_t n = (size_t)sg->num_sg + 2;
    struct sg_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    s->node = calloc(n, sizeof *s->node);
    s->gmark = calloc(n, sizeof *s->gmark);
    s->gcost = calloc(n, sizeof *s->gcost);
    s->gvia = calloc(n, sizeof *s->gvia);
    s->sedge = calloc(n, sizeof *s->sedge);
    s->pcell = calloc(ctx->num_nodes, sizeof *s->pcell);
    if (!s->node || !s->gmark || !s->gcost || !s->gvia || !s->sedge || !s->pcell) {
        pf_sg_teardown(s);
        return PF_ERR_NOMEM;
    }
    s->cap = (uint32_t)n;
    *scratch = s;
    *bytes = scratch_bytes(ctx, s);
    return PF_OK;
}

/* Grow one array of the scratch from old to cap entries of size sz, the new ones zero. */
static int grow_zero(void **p, size_t old, size_t cap, size_t sz)
{
    void *q = realloc(*p, cap * sz);
    if (!q)
        return PF_ERR_NOMEM;
    memset((char *)q + old * sz, 0, (cap - old) * sz);
    *p = q;
    return PF_OK;
}

int pf_sg_scratch_fit(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    struct ctx_slot *sl = ctx_slot_of(ctx, v->alg);
    const struct pf_sg *sg = sl ? sl->prep : NULL;
    struct sg_scratch *s = sl ? sl->scratch : NULL;
    if (!sg || !s)
        return PF_ERR_ARG;
    sl->prep_bytes = sg->bytes;
    const size_t need = (size_t)sg->num_sg + 2;
    if (need <= s->cap)
        return PF_OK;
    /* a quarter more than asked, so that a map gaining subgoals change after change does not
     * grow it each time; stale stamps are from older queries (below every later epoch) */
    const size_t cap = need + need / 4;
    if (grow_zero((void **)&s->node, s->cap, cap, sizeof *s->node) != PF_OK ||
        grow_zero((void **)&s->gmark, s->cap, cap, sizeof *s->gmark) != PF_OK ||
        grow_zero((void **)&s->gcost, s->cap, cap, sizeof *s->gcost) != PF_OK ||
        grow_zero((void **)&s->gvia, s->cap, cap, sizeof *s->gvia) != PF_OK ||
        grow_zero((void **)&s->sedge, s->cap, cap, sizeof *s->sedge) != PF_OK)
        return PF_ERR_NOMEM;
    s->cap = (uint32_t)cap;
    sl->scratch_bytes = scratch_bytes(ctx, s);
    return PF_OK;
}

/* What the start's scan found, as edges: to is the subgoal's number, or goal_id for the goal
 * cell; e has room for every subgoal plus one. */
struct sg_list { struct pf_sg_edge *e; uint32_t n; const uint32_t *id; uint32_t goal_id; pf_node goal; };
static void sg_list_add(void *arg, pf_node t, pf_cost cost)
{
    struct sg_list *l = arg;
    l->e[l->n++] = (struct pf_sg_edge){ t == l->goal ? l->goal_id : l->id[t], (uint32_t)cost };
}

/* What the goal's scan reports: marks on the subgoals. */
struct sg_found { struct sg_scratch *s; const uint32_t *id; const struct pf_sg *sg; };

/* Mark subgoal i as joined to the goal at cost (through the local subgoal via, or PF_NONE),
 * unless a mark of this query is as cheap. */
static void mark_goal(struct sg_scratch *s, uint32_t i, uint32_t cost, uint32_t via)
{
    if (s->gmark[i] == s->epoch && s->gcost[i] <= cost)
        return;
    s->gmark[i] = s->epoch;
    s->gcost[i] = cost;
    s->gvia[i] = via;
}

/* The goal side of a local subgoal l at cost c from the goal (two-level graph): its edges to
 * global subgoals, each marked as joined to the goal through via (l, or PF_NONE when l is the
 * goal itself). */
static void mark_local(struct sg_scratch *s, const struct pf_sg *sg, uint32_t l, uint32_t c, uint32_t via)
{
    for (uint32_t e = sg->first[l]; e < sg->first[l + 1]; e++)
        mark_goal(s, sg->edge[e].to, c + sg->edge[e].w, via);
}

static void found_from_goal(void *arg, pf_node t, pf_cost cost)
{
    struct sg_found *f = arg;
    const uint32_t i = f->id[t];
    mark_goal(f->s, i, (uint32_t)cost, PF_NONE);
    if (i >= f->sg->num_global)
        mark_local(f->s, f->sg, i, (uint32_t)cost, i);
}

/* The direction of a step (dx, dy), each -1, 0 or 1, not both 0. */
static int dir_of(int32_t dx, int32_t dy)
{
    for (int d = 0;; d++)
        if (pf_dir_dx[d] == dx && pf_dir_dy[d] == dy)
            return d;
}

/* Whether k steps in direction d from n are all legal. */
static int run_ok(const struct pf_search_ctx *ctx, pf_node n, int d, int32_t k)
{
    for (; k > 0; k--, n += (uint32_t)ctx->off[d])
        if (!(ctx->mask[n] & (1u << d)))
            return 0;
    return 1;
}

/* One edge a -> b refined (sg.h): the diagonal-first path when it is legal, else the
 * straight-first one (the diagonal-first path from b, which the scan from b walked). */
static inline void link_edge(const struct pf_search_ctx *ctx, pf_node *pcell, pf_node a, pf_node b)
{
    const int32_t ay = (int32_t)ctx_row(ctx, a), ax = (int32_t)(a - (uint32_t)ay * ctx->stride);
    const int32_t by = (int32_t)ctx_row(ctx, b), bx = (int32_t)(b - (uint32_t)by * ctx->stride);
    const int32_t dx = bx - ax, dy = by - ay, adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
    const int32_t sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
    const int32_t nd = adx < ady ? adx : ady, ns = (adx > ady ? adx : ady) - nd;
    pf_node bend = a;
    if (nd && ns) {
        const int dd = dir_of(sx, sy), ds = adx > ady ? dir_of(sx, 0) : dir_of(0, sy);
        const pf_node diag_first = a + (uint32_t)(nd * ctx->off[dd]);
        bend = run_ok(ctx, a, dd, nd) && run_ok(ctx, diag_first, ds, ns) ? diag_first
                                                                          : a + (uint32_t)(ns * ctx->off[ds]);
    }
    pcell[b] = bend;
    if (bend != a)
        pcell[bend] = a;
}

void pf_sg_link_edge(const struct pf_search_ctx *ctx, pf_node *pcell, pf_node a, pf_node b)
{
    link_edge(ctx, pcell, a, b);
}

/* The middle subgoal of the edge a - b of the graph, or PF_NONE (an edge a scan found). It is
 * in a local end's list (which holds all its edges), else in a's. */
static uint32_t edge_mid(const struct pf_sg *sg, uint32_t a, uint32_t b)
{
    if (!sg->mid || a >= sg->num_sg || b >= sg->num_sg)
        return PF_NONE;
    const uint32_t x = a < sg->num_global && b >= sg->num_global ? b : a, y = x == a ? b : a;
    for (uint32_t e = sg->first[x]; e < sg->first[x + 1]; e++)
        if (sg->edge[e].to == y)
            return sg->mid[e];
    return PF_NONE;
}

/* The edge a - b (numbers, cells ca, cb) refined into pcell: an added edge as the two edges
 * through its mid, each refined in turn (their mids were made local before it), else as
 * pf_sg_link_edge does. */
static void refine(const struct pf_search_ctx *ctx, const struct pf_sg *sg, pf_node *pcell, uint32_t a, pf_node ca,
                   uint32_t b, pf_node cb)
{
    const uint32_t m = edge_mid(sg, a, b);
    if (m == PF_NONE) {
        link_edge(ctx, pcell, ca, cb);
        return;
    }
    refine(ctx, sg, pcell, m, sg->cell[m], b, cb);
    refine(ctx, sg, pcell, a, ca, m, sg->cell[m]);
}

/* The query; tracing 1: it logs its steps (a copy of its own, sg_traced, never inlined, so that
 * the untraced copy compiles as it would without tracing). */
static inline __attribute__((always_inline)) int
sg_run(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal, struct pf_result *res,
       const int tracing)
{
    pf_ctx_begin(ctx, res);
    if (pf_ctx_use_open(ctx, &pf_open_heap) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    const struct pf_sg *sg = ctx_prep(ctx, v->alg);
    struct sg_scratch *s = ctx_scratch(ctx, v->alg);
    struct pf_heap *q = ctx->open;
    const uint32_t S = sg->num_sg;
    const uint8_t *cls = ctx->grid->cls;
    uint64_t expanded = 0, generated = 0, pushes = 0, decreases = 0, max_open = 0;
    if (cls[start] != cls[goal]) {
        res->status = PF_NO_PATH;             /* no move joins two classes */
        goto count;
    }
    if (s->epoch > UINT32_MAX - 4) {          /* about to wrap: the only O(S) reset */
        memset(s->node, 0, ((size_t)S + 2) * sizeof *s->node);
        memset(s->gmark, 0, ((size_t)S + 2) * sizeof *s->gmark);
        s->epoch = 0;
    }
    const uint32_t epoch = s->epoch += 2;
    const uint32_t sid = sg->id[start] != PF_NONE ? sg->id[start] : S;
    const uint32_t tid = sg->id[goal] != PF_NONE ? sg->id[goal] : S + 1;
    const uint32_t stride = ctx->stride;
    const int32_t gy = (int32_t)ctx_row(ctx, goal), gx = (int32_t)(goal - (uint32_t)gy * stride);
    const int32_t sy = (int32_t)ctx_row(ctx, start), sx = (int32_t)(start - (uint32_t)sy * stride);
    const int octile = pf_h2d(v->heuristic) == &pf_h_octile;
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic)->estimate;
    const enum pf_tie tie_rule = ctx->tie;
    int rc = PF_NO_PATH;
    if (start == goal) {
        rc = PF_OK;                           /* the one-cell path: no edge to refine */
        goto done;
    }
    /* the query's own edges: found here, so their time is the query's. The start's first:
     * when it reaches the goal directly, that edge costs the octile distance, which no path
     * beats, so it is the answer and neither the goal's scan nor A* is needed */
    struct sg_found fd = { s, sg->id, sg };
    s->sn = 0;
    if (sid == S) {
        struct sg_list sl = { s->sedge, 0, sg->id, tid, goal };
        sg_scan(sg->clr, ctx->off, start, tid == S + 1, gx - sx, gy - sy, sg_list_add, &sl);
        s->sn = sl.n;
        for (uint32_t e = 0; e < s->sn; e++)
            if (s->sedge[e].to == tid) {
                expanded = 1, generated = s->sn;
                link_edge(ctx, s->pcell, start, goal);
                pf_ctx_finish_jump_path(ctx, s->pcell, start, goal, res);
                goto count;
            }
    }
    if (tid == S + 1)
        sg_scan(sg->clr, ctx->off, goal, 0, 0, 0, found_from_goal, &fd);
    else if (tid >= sg->num_global)
        mark_local(s, sg, tid, 0, PF_NONE);           /* a local goal: reached from its global neighbours */

#define SG_CELL(i) ((i) < S ? sg->cell[i] : (i) == S ? start : goal)
    /* padded column | row << 16 of start and goal, as sg->xy has the subgoals' */
    const uint32_t sxy = (uint32_t)sx | (uint32_t)sy << 16, txy = (uint32_t)gx | (uint32_t)gy << 16;
    const int32_t tx = (int32_t)(txy & 0xffffu), ty = (int32_t)(txy >> 16);
#define SG_H(xy)                                                                                \
    __extension__({                                                                             \
        const int32_t x_ = (int32_t)((xy) & 0xffffu), y_ = (int32_t)((xy) >> 16);               \
        const int32_t ax_ = x_ > tx ? x_ - tx : tx - x_, ay_ = y_ > ty ? y_ - ty : ty - y_;     \
        octile ? pf_est_octile(ax_, ay_) : hfn(ax_, ay_);                                      \
    })
    struct sg_node *restrict nd = s->node;
    const uint32_t *restrict xyof = sg->xy;
    {
        const pf_cost h0 = SG_H(sxy);
        nd[sid] = (struct sg_node){ epoch, sid, 0 };
        pushes = max_open = 1;
        if (heap_push(q, sid, h0, ctx_tie_key(ctx, tie_rule, 0, h0)) != PF_OK) {
            rc = PF_ERR_NOMEM;
            goto done;
        }
    }
    pf_node x;
    while ((x = heap_pop(q)) != PF_NONE) {
        if (x == tid) {
            rc = PF_OK;
            break;
        }
        nd[x].stamp = epoch + 1;
        expanded++;
        if (tracing)
            ctx_trace_step(ctx, SG_CELL(x), 0);
        if (ctx->budget && expanded >= ctx->budget) {
            rc = PF_BUDGET;
            break;
        }
        const pf_cost gxv = nd[x].g;
        const struct pf_sg_edge *ed;
        uint32_t deg;
        if (x == S)
            ed = s->sedge, deg = s->sn;
        else
            ed = sg->edge + sg->first[x], deg = sg->first[x + 1] - sg->first[x];
        /* the goal's edge, when the goal is no subgoal or a local one: marked above */
        const int to_goal = x < S && s->gmark[x] == epoch;
        for (uint32_t e = 0; e < deg + (uint32_t)to_goal; e++) {
            const uint32_t y = e < deg ? ed[e].to : tid;
            const pf_cost ng = gxv + (e < deg ? ed[e].w : s->gcost[x]);
            generated++;
            const uint32_t sy_ = nd[y].stamp;
            if (sy_ == epoch + 1 || (sy_ == epoch && ng >= nd[y].g))
                continue;                    /* closed (consistent h), or no better */
            const pf_cost hv = y < S ? SG_H(xyof[y]) : y == S ? SG_H(sxy) : 0;
            nd[y].g = ng;
            nd[y].parent = x;
            if (tracing)   /* the subgoal graph's edge x-y, as a step between their cells */
                ctx_step_label(ctx, 0, SG_CELL(y), SG_CELL(x), ng, ng + hv, sy_ == epoch);
            const uint32_t key = ctx_tie_key(ctx, tie_rule, ng, hv);
            if (sy_ == epoch) {
                decreases++;
                heap_decrease(q, y, ng + hv, key);
            } else {
                nd[y].stamp = epoch;
                pushes++;
                if (heap_push(q, y, ng + hv, key) != PF_OK)
                {
            rc = PF_ERR_NOMEM;
            goto done;
        }
            }
        }
        if (q->size > max_open)
            max_open = q->size;
    }
done:
    if (rc == PF_OK) {
        /* refine: each edge of the abstract path becomes at most two straight runs */
        for (uint32_t y = tid; start != goal && y != sid; y = s->node[y].parent) {
            const uint32_t x = s->node[y].parent;
            if (!sg->mid) {                  /* the simple graph: every edge a scan's */
                link_edge(ctx, s->pcell, SG_CELL(x), SG_CELL(y));
                continue;
            }
            /* two-level graph: an edge to the goal through a local subgoal is two edges */
            const uint32_t m = y == tid && x < S && s->gmark[x] == epoch ? s->gvia[x] : PF_NONE;
            if (m != PF_NONE) {
                refine(ctx, sg, s->pcell, m, sg->cell[m], y, SG_CELL(y));
                refine(ctx, sg, s->pcell, x, SG_CELL(x), m, sg->cell[m]);
            } else {
                refine(ctx, sg, s->pcell, x, SG_CELL(x), y, SG_CELL(y));
            }
        }
        pf_ctx_finish_jump_path(ctx, s->pcell, start, goal, res);
    } else {
        res->status = rc;
    }
#undef SG_CELL
#undef SG_H
count:
    pf_counters_set(&res->c, expanded, generated, 0, pushes, decreases, max_open);
    return res->status;
}

/* A map change: the graph repaired where the change reaches (sg_repair.c), the query scratch
 * grown to its subgoals. */
static __attribute__((noinline)) int sg_traced(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                                               pf_node goal, struct pf_result *res)
{
    return sg_run(ctx, v, start, goal, res, 1);
}

/* The untraced copy as a function of its own too: inlined below, its loop's registers came out
 * otherwise (0.4 % more instructions). */
static __attribute__((noinline)) int sg_plain(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                                              pf_node goal, struct pf_result *res)
{
    return sg_run(ctx, v, start, goal, res, 0);
}

int pf_sg_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                 struct pf_result *res)
{
    return ctx->trace ? sg_traced(ctx, v, start, goal, res) : sg_plain(ctx, v, start, goal, res);
}

static int sg_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed, uint32_t n)
{
    struct pf_sg *sg = ctx_prep(ctx, v->alg);
    if (!sg)
        return PF_ERR_ARG;
    int rc = pf_sg_repair_graph(ctx->grid, ctx->off, sg, changed, n);
    return rc == PF_OK ? pf_sg_scratch_fit(ctx, v) : rc;
}

const struct pf_alg pf_alg_sg = {
    .name = "sg",
    PF_SG_ALG_COMMON,
    .release = pf_sg_release,
    .preprocess = pf_sg_preprocess,
    .setup = pf_sg_setup,
    .teardown = pf_sg_teardown,
    .search = pf_sg_search,
    .prep_load = pf_sg_load,
    .repair = sg_repair,
};
