/* tsg.c: the two-level subgoal graph (Uras, Koenig, Hernandez, ICAPS 2013): the simple
 * subgoal graph's subgoals split into global and local ones, queries searching the global
 * level plus the local subgoals next to the start and the goal (sg_query.c's query).
 *
 * The build. Starting from the simple graph G (sg_build.c; every edge costs the octile distance
 * h of its ends), the subgoals are visited fewest edges first; the current graph has G's edges
 * and the edges added so far, between any subgoals, local or global. A subgoal s is made local
 * when it has at most MAX_DEGREE edges and every pair p, q of its neighbours (local or global),
 * with c = w(p, s) + w(s, q), keeps a connection of cost at most c that passes only global
 * subgoals other than s inside:
 *   - an edge p - q (it costs h(p, q) <= c), or
 *   - a witness: such a path from p to q costing at most c (a Dijkstra from p through global
 *     subgoals only, bounded by c and by WITNESS_SETTLED subgoals settled; past that, none is
 *     assumed), or
 *   - c = h(p, q): the path p - s - q is an h-path, so p and q are h-reachable, and an edge
 *     p - q of cost h is added (the paper's construction), refined through s (its mid).
 * Otherwise s stays global.
 *
 * Why the query stays optimal (model 8, no corner cutting). sg_query.c shows that G with the
 * query's start u and goal v, joined to the subgoals they directly h-reach, holds a path of the
 * grid's least cost: u, x1 .. xk, v with x1 .. xk subgoals. Invariant: for any subgoals a, b
 * the current graph has a path a .. b of G's least cost whose inner subgoals are all global.
 * It holds at first (all are global), and making s local keeps it: on such a path through s,
 * s's path neighbours p, q are neighbours of s in the current graph, and the rule above gives a
 * connection p .. q of cost at most w(p, s) + w(s, q) with only global subgoals (not s) inside;
 * put in place of p - s - q it leaves a path no dearer whose inner subgoals are global (p and q
 * were inner or ends already); edges are never removed. So at the end x1 .. xk has a path of
 * least cost whose inner subgoals are global: x1, then global subgoals over edges between
 * global subgoals, then xk (or x1 - xk, one edge, or x1 alone), x1 and xk local or global. The
 * query holds every piece: u's edges to every subgoal it directly h-reaches; a local
 * subgoal's edges, all of them; a global one's edges to global ones; and on the goal side the
 * marks of every subgoal v directly h-reaches and, for a local one xk, of xk's neighbours
 * (through xk) (a local start or goal: its own edges). Every edge of the search costs at least
 * the octile distance of its ends (G's and the added edges exactly that), so A* with the octile
 * estimate is consistent and its first pop of v is least. Every edge is a legal path of its
 * cost: G's edges as sg_query.c refines them, an added edge as the two edges through its mid
 * (refined in turn), a goal mark through xk as xk's edge and xk's edge to v.
 * The tests check it: every pair of open cells of generated maps at Dijkstra's exact cost, and
 * Moving AI lines at the published optima (tests/algorithms/test_tsg.c). */
#include <stdlib.h>
#include "search_ctx.h"
#include "tsg.h"

/* tsg's data: the graph, its base G and, once a change came, the greedy's log. */
static void tsg_release(void *data)
{
    struct pf_sg *t = data;
    if (t)
        pf_tsg_log_free(t->log), t->log = NULL;
    pf_sg_release(t);
}

/* The build: G kept as the two-level graph's base (a map change repairs it, then runs the
 * greedy again, replaying the log the last change left: tsg_replay.c), sharing its clearances. */
static int tsg_preprocess(const struct pf_grid *grid, enum pf_moves m, void **data, size_t *bytes)
{
    void *d;
    size_t nb;
    int rc = pf_sg_preprocess(grid, m, &d, &nb);
    if (rc != PF_OK)
        return rc;
    struct pf_sg *t = calloc(1, sizeof *t);
    if (!t) {
        pf_sg_release(d);
        return PF_ERR_NOMEM;
    }
    t->base = d;
    t->clr = t->base->clr;
    t->num_nodes = grid->num_nodes;
    t->id = malloc((size_t)grid->num_nodes * sizeof *t->id);
    rc = t->id ? pf_tsg_levels(t, 0) : PF_ERR_NOMEM;
    if (rc != PF_OK) {
        pf_sg_release(t);
        return rc;
    }
    *data = t;
    *bytes = t->bytes;
    return PF_OK;
}

/* A map change: G repaired (sg_repair.c), then the greedy replayed over the new G, its
 * decisions whose reads the change did not reach taken from the log (tsg_replay.c). */
int pf_tsg_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed, uint32_t n)
{
    struct pf_sg *t = ctx_prep(ctx, v->alg);
    if (!t || !t->base)
        return PF_ERR_ARG;
    int rc = pf_tsg_snapshot(t);
    if (rc == PF_OK)
        rc = pf_sg_repair_graph(ctx->grid, ctx->off, t->base, changed, n);
    if (rc == PF_OK)
        rc = pf_tsg_levels(t, 1);
    return rc == PF_OK ? pf_sg_scratch_fit(ctx, v) : rc;
}

const struct pf_alg pf_alg_tsg = {
    .name = "tsg",
    PF_SG_ALG_COMMON,
    .release = tsg_release,
    .preprocess = tsg_preprocess,
    .setup = pf_sg_setup,
    .teardown = pf_sg_teardown,
    .search = pf_sg_search,
    .prep_load = pf_tsg_load,
    .repair = pf_tsg_repair,
};
