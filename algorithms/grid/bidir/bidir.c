/* bidir.c: bidirectional Dijkstra and bidirectional A* (symmetric front-to-end), one search
 * forward from the start and one backward from the goal, with stopping rules that keep them
 * optimal (not the first meeting, which PathFinding.js's BiAStarFinder takes).
 * Why its own loop rather than grid/best_first_core.h's: two open lists and two sets of
 * stamps, a side chosen each step, every lowered g checked against the other side's label for
 * a better meeting, and a stop rule that reads both heaps' least keys (top_key, inlined on the
 * binary heap), none of which the one-sided loop has. The loop itself is bidir_core.h, shared
 * with weighted terrain's bidirectional search. */
#include "bidir_heaps.h"

/* Stopping rules. mu is the cost of the best start-goal path seen so far, through a node
 * labelled by both sides. Every change of a g value on one side compares g_f + g_b at that
 * node with mu, so at all times mu <= g_f(m) + g_b(m) for every node m labelled by both.
 * Let P be any start-goal path; we show no rule stops while cost(P) < mu.
 * If every node of P is closed forward, so is the goal, which the backward side labelled 0
 * at the outset: mu <= g_f(t) = d(s, t) <= cost(P). Otherwise let x be the first node of P
 * not closed forward: its predecessor was closed with its exact distance and relaxed the
 * edge, so x is open forward with g_f(x) = d(s, x). Likewise y, the last node of P not closed
 * backward, is open backward with g_b(y) = d(y, t) (or every node is closed backward).
 *
 * Dijkstra (h = 0): stop when top_f + top_b + e >= mu, e = PF_CARD the cheapest step. If x
 * comes before y on P, at least one step lies between them: cost(P) >= d(s, x) + e + d(y, t)
 * >= top_f + top_b + e. If x = y, it is labelled by both sides with exact values, so mu <=
 * g_f(x) + g_b(x) <= cost(P). If y comes before x, y is closed forward and its successor y'
 * on P closed backward, so y' carries g_f(y') <= d(s, y) + c(y, y') and the exact g_b(y') =
 * d(y', t): mu <= g_f(y') + g_b(y') <= cost(P). (The e saves about one layer of expansions.)
 *
 * A* (consistent h, front-to-end: h_f(n) estimates d(n, t), h_b(n) estimates d(s, n)): stop
 * when the top f of either side is >= mu. With x as above, f_f(x) = d(s, x) + h_f(x) <=
 * d(s, x) + d(x, t) <= cost(P) by admissibility, and likewise f_b(y) <= cost(P). (Adding the
 * two tops would be wrong here: each f already bounds a whole path.) Consistency is what makes
 * closed nodes exact, as the argument needs.
 *
 * An empty side has closed every node it can reach: the first case above, so mu is exact.
 * The first meeting, where PathFinding.js stops, has no such guarantee.
 *
 * Which side to expand: the one with the smaller open list (Pohl's cardinality rule). It
 * balances the work where one end is in a corridor and the other in the open, and a goal
 * walled into a small region (or in another terrain class) is proven unreachable as soon as
 * that region is exhausted, not after the whole map. */
#define BD_NAME bidir_core
#define BD_LOCALS
#define BD_NODE
#define BD_STEP(back) step[d]
#define BD_H(dx, dy) est(hid, hfn, (dx), (dy))
#define BD_LEAST PF_CARD
#define BD_FOUND
#include "bidir_core.h"

static int bidir_zero(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                      struct pf_result *r) { return bidir_core(c, v, s, t, r, PF_HID_zero, 0, 0); }
static int bidir_octile(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s,
                        pf_node t, struct pf_result *r) { return bidir_core(c, v, s, t, r, PF_HID_octile, 0, 0); }
/* any other heuristic through its pointer, and every search with tracing on: one slow copy */
static int bidir_any(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                     struct pf_result *r, int hid) { return bidir_core(c, v, s, t, r, hid, 1, 0); }

static int bidir(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                 pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero;
    const int hid = h == &pf_h_zero ? PF_HID_zero : h == &pf_h_octile ? PF_HID_octile : -1;
    if (ctx->trace || hid < 0) {
        struct pf_variant vv = *v;
        vv.heuristic = &(h)->info;
        return bidir_any(ctx, &vv, start, goal, res, hid);
    }
    return hid == PF_HID_zero ? bidir_zero(ctx, v, start, goal, res)
                              : bidir_octile(ctx, v, start, goal, res);
}

/* Optimal on every model with a consistent heuristic (the stopping rules above need
 * consistency, not only admissibility: a closed node must have its exact g). Every built-in
 * admissible heuristic is consistent here: each is a norm of (dx, dy) no larger than the
 * step it estimates. The `algo` column is "bidir-astar"; the Dijkstra line says
 * "bidir-dijkstra". Its two open lists are always binary heaps (.frontier says so). */
const struct pf_alg pf_alg_bidir = {
    .name = "bidir-astar",
    .optimal_on = PF_MOVES_2D,
    .needs = PF_NEEDS_HEURISTIC,
    .frontier = &pf_open_heap,
    .setup = bidir_setup,
    .teardown = bidir_teardown,
    .search = bidir,
    .track = bidir_track,
};
