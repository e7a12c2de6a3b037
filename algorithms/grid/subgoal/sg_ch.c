/* sg_ch.c: contraction hierarchies over the simple subgoal graph (CH-SG, Uras and Koenig, IJCAI
 * 2018): the subgoal graph of sg.h contracted by ch_build.c; a query joins start and goal to the
 * subgoals they directly h-reach, searches the hierarchy upward from all of them at once, and
 * refines the unpacked subgoal path to cells.
 *
 * Why the cost is optimal (model 8, no corner cutting). Let G be sg_query.c's graph: the
 * subgoals, the start u and the goal v, the subgoal edges, u's edges from sg.h's scan from u
 * and the goal's edges from the scan from v (used towards v). sg_query.c's points 1-4 show that
 * G's least u-v cost is the grid's and that every G edge is a legal path of its cost. A least
 * u-v path in G is u, then subgoals a_1 .. a_k, then v (u and v are not revisited: costs are
 * positive), so its cost is min over (a_1, a_k) of c(u, a_1) + d_SG(a_1, a_k) + c(a_k, v), where
 * d_SG is the least cost in the subgoal graph alone (every piece between a_1 and a_k is one).
 * The hierarchy is exact for d_SG (it is the subgoal graph, arc for arc), and ch_query.c's
 * argument for several sources and targets shows that pf_ch_query_multi seeded with each
 * subgoal u reaches (at its edge's cost) and each subgoal reaching v (at its edge's cost)
 * returns exactly that minimum. When u or v is itself a subgoal it is its own only seed at cost
 * 0 (G's node for it is the subgoal). When the scan from u reports v, that edge costs the
 * octile distance, which no path beats: it is the answer, as in sg_query.c. Every piece of the
 * unpacked path is a G edge, refined to the legal cells the scan walked (pf_sg_link_edge), so
 * the cell path costs what the query found. The tests check it: every pair of open cells of
 * generated maps against Dijkstra's exact fixed-point cost and Moving AI lines against their
 * published optima (tests/algorithms/test_sg_ch.c).
 *
 * The preprocessing cache keeps the hierarchy only: rebuilding the subgoal graph is one linear
 * pass over the map plus a scan per subgoal, small beside the contraction, so a cache load
 * rebuilds it and reads the hierarchy for its subgoals (sg and tsg keep their graphs in files of
 * their own, sg_cache.c). */
#include <stdlib.h>
#include <string.h>
#include "ch_alg.h"
#include "search_ctx.h"
#include "sg.h"

/* The preprocessed data: the subgoal graph and its hierarchy (subgoal numbers as nodes). */
struct sgch { struct pf_sg *sg; struct pf_ch *ch; };

static void sgch_release(void *data)
{
    struct sgch *d = data;
    if (!d)
        return;
    pf_sg_release(d->sg);
    pf_ch_alg_release(d->ch);
    free(d);
}

/* The subgoal graph of the context's map, in a new struct sgch. */
static int sgch_subgoals(struct pf_search_ctx *ctx, struct sgch **out)
{
    struct sgch *d = calloc(1, sizeof *d);
    if (!d)
        return PF_ERR_NOMEM;
    void *sg;
    size_t sg_bytes;
    int rc = pf_sg_preprocess(ctx->grid, ctx->moves, &sg, &sg_bytes);
    if (rc != PF_OK) {
        free(d);
        return rc;
    }
    d->sg = sg;
    *out = d;
    return PF_OK;
}

/* The subgoal graph, then its edges as a pf_ch_input contracted under the context's limits. */
static int sgch_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    (void)v;
    struct sgch *d;
    int rc = sgch_subgoals(ctx, &d);
    if (rc != PF_OK)
        return rc;
    const struct pf_sg *sg = d->sg;
    const uint32_t E = sg->first[sg->num_sg];
    pf_node *head = malloc(((size_t)E + 1) * sizeof *head);
    pf_cost *w = malloc(((size_t)E + 1) * sizeof *w);
    if (!head || !w) {
        free(head);
        free(w);
        sgch_release(d);
        return PF_ERR_NOMEM;
    }
    for (uint32_t i = 0; i < E; i++) {
        head[i] = sg->edge[i].to;
        w[i] = sg->edge[i].w;
    }
    const struct pf_ch_input in = { sg->num_sg, sg->first, head, w };
    void *ch;
    size_t ch_bytes;
    rc = pf_ch_alg_build(ctx, &in, &ch, &ch_bytes);
    free(head);
    free(w);
    if (rc != PF_OK) {
        sgch_release(d);
        return rc;
    }
    d->ch = ch;
    *data = d;
    *bytes = sizeof *d + sg->bytes + ch_bytes;
    return PF_OK;
}

static int sgch_save(const void *data, size_t bytes, FILE *f)
{
    (void)bytes;
    return pf_ch_save(((const struct sgch *)data)->ch, f);
}

/* The subgoal graph made again, the hierarchy of its subgoals read (see the top). */
static int sgch_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                     size_t *bytes)
{
    (void)v;
    struct sgch *d;
    int rc = sgch_subgoals(ctx, &d);
    if (rc != PF_OK)
        return rc;
    rc = pf_ch_alg_load_nodes(ctx, f, size, d->sg->num_sg, &d->ch);
    if (rc != PF_OK) {
        sgch_release(d);
        return rc;
    }
    *data = d;
    *bytes = sizeof *d + d->sg->bytes + d->ch->bytes;
    return PF_OK;
}

/* Per context: the hierarchy's query state, the seeds of both sides (the subgoals the scans
 * from the start and the goal found, with their edges' costs), and a parent per cell for the
 * refined path. */
struct sgch_scratch {
    struct pf_ch_query q;
    pf_node *src, *dst;                /* num_sg + 1 each */
    pf_cost *src_cost, *dst_cost;
    pf_node *pcell;                    /* num_nodes */
};

static void sgch_teardown(void *scratch)
{
    struct sgch_scratch *s = scratch;
    if (!s)
        return;
    pf_ch_query_free(&s->q);
    free(s->src);
    free(s->dst);
    free(s->src_cost);
    free(s->dst_cost);
    free(s->pcell);
    free(s);
}

static int sgch_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    const struct sgch *d = ctx_prep(ctx, v->alg);
    struct sgch_scratch *s = calloc(1, sizeof *s);
    if (!d || !s)
        return free(s), PF_ERR_NOMEM;
    const size_t n = (size_t)d->sg->num_sg + 1;
    s->src = malloc(n * sizeof *s->src);
    s->dst = malloc(n * sizeof *s->dst);
    s->src_cost = malloc(n * sizeof *s->src_cost);
    s->dst_cost = malloc(n * sizeof *s->dst_cost);
    s->pcell = malloc((size_t)ctx->num_nodes * sizeof *s->pcell);
    if (!s->src || !s->dst || !s->src_cost || !s->dst_cost || !s->pcell ||
        pf_ch_query_init(&s->q, d->ch) != PF_OK) {
        sgch_teardown(s);
        return PF_ERR_NOMEM;
    }
    *scratch = s;
    *bytes = sizeof *s + s->q.bytes + n * (2 * sizeof *s->src + 2 * sizeof *s->src_cost) +
             (size_t)ctx->num_nodes * sizeof *s->pcell;
    return PF_OK;
}

/* The seeds of one side: a subgoal cell is its own one seed at cost 0; from another cell, its
 * scan (sg_scan) adds each subgoal it directly h-reaches at that edge's cost, and says whether
 * it reached the goal (goal: the query's goal on the start's side, PF_NONE on the goal's). */
struct seeds { pf_node *node; pf_cost *cost; uint32_t n; const uint32_t *id; pf_node goal; int met; };

static void seed_add(void *arg, pf_node t, pf_cost cost)
{
    struct seeds *l = arg;
    if (t == l->goal) {
        l->met = 1;
        return;
    }
    l->node[l->n] = l->id[t];
    l->cost[l->n++] = cost;
}

static int sgch_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                       struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct sgch *d = ctx_prep(ctx, v->alg);
    const struct pf_sg *sg = d->sg;
    struct sgch_scratch *s = ctx_scratch(ctx, v->alg);
    if (ctx->grid->cls[start] != ctx->grid->cls[goal])
        return res->status = PF_NO_PATH;          /* no move joins two classes */
    if (start == goal) {
        pf_ctx_finish_jump_path(ctx, s->pcell, start, goal, res);   /* the one-cell path */
        return res->status;
    }
    /* the query's own edges, found here so that their time is the query's: the start's
     * first, and when it reaches the goal directly that edge (the octile distance) is the
     * answer */
    const uint32_t stride = ctx->stride;
    const int32_t gy = (int32_t)ctx_row(ctx, goal), gx = (int32_t)(goal - (uint32_t)gy * stride);
    const int32_t sy = (int32_t)ctx_row(ctx, start), sx = (int32_t)(start - (uint32_t)sy * stride);
    const int goal_sg = sg->id[goal] != PF_NONE;
    struct seeds sl = { s->src, s->src_cost, 0, sg->id, goal, 0 };
    struct seeds gl = { s->dst, s->dst_cost, 0, sg->id, PF_NONE, 0 };
    if (sg->id[start] == PF_NONE) {
        sg_scan(sg->clr, ctx->off, start, !goal_sg, gx - sx, gy - sy, seed_add, &sl);
        if (sl.met) {
            pf_sg_link_edge(ctx, s->pcell, start, goal);
            pf_ctx_finish_jump_path(ctx, s->pcell, start, goal, res);
            pf_counters_set(&res->c, 1, sl.n + 1, 0, 0, 0, 0);
            return res->status;
        }
    }
    if (!goal_sg)
        sg_scan(sg->clr, ctx->off, goal, 0, 0, 0, seed_add, &gl);
    /* a subgoal start or goal is its own one seed (sl.n and gl.n stay the scans' counts) */
    uint32_t ns = sl.n, nt = gl.n;
    if (sg->id[start] != PF_NONE) {
        s->src[0] = sg->id[start];
        s->src_cost[0] = 0;
        ns = 1;
    }
    if (goal_sg) {
        s->dst[0] = sg->id[goal];
        s->dst_cost[0] = 0;
        nt = 1;
    }
    struct pf_result r;
    s->q.tr = ctx->trace ? ctx : NULL;   /* traced: the subgoals' cells */
    s->q.tr_cell = sg->cell;
    int rc = pf_ch_query_multi(&s->q, s->src, s->src_cost, ns, s->dst, s->dst_cost, nt, ctx->budget, &r);
    if (rc == PF_OK) {
        /* refine: start to the first subgoal, each hop of the unpacked path, the last to the
         * goal; a subgoal start or goal is the path's end itself */
        pf_node prev = start;
        for (uint32_t i = 0; i < r.path_len; i++) {
            const pf_node c = sg->cell[r.path[i]];
            if (c != prev)
                pf_sg_link_edge(ctx, s->pcell, prev, c);
            prev = c;
        }
        if (prev != goal)
            pf_sg_link_edge(ctx, s->pcell, prev, goal);
        pf_ctx_finish_jump_path(ctx, s->pcell, start, goal, res);
    } else {
        res->status = rc;
    }
    /* the scans' edges count as generated, as sg's */
    pf_counters_set(&res->c, r.c.expanded, r.c.generated + sl.n + gl.n, 0, r.c.pushes, r.c.decreases,
                    r.c.max_open);
    return res->status;
}

const struct pf_alg pf_alg_sg_ch = {
    .name = "ch-sg",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_8),
    .needs = PF_NEEDS_PREPROCESS,
    .runs_on = PF_MOVES_BIT(PF_MOVES_8),
    .limits = PF_SG_LIMITS,
    .preprocess_ctx = sgch_preprocess,
    .release = sgch_release,
    .prep_save = sgch_save,
    .prep_load = sgch_load,
    .setup = sgch_setup,
    .teardown = sgch_teardown,
    .search = sgch_search,
};
