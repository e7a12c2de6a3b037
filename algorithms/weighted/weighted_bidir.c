/* weighted_bidir.c: bidirectional Dijkstra and A* on weighted terrain, under both cost rules: the 2D
 * bidirectional search (grid/bidir/bidir.c, whose comment proves its stopping rules) with the
 * move costs read from the cells. The backward side walks the moves backwards: a step it takes
 * from n to m stands for the move m -> n, which costs the same under `mean` (the same two
 * cells, or the same 2x2 square) and c(n) times the step under `enter` (n is the cell entered).
 * The loop is the 2D one (grid/bidir/bidir_core.h) compiled here with these costs, so that
 * the 2D loop reads no cost array. */
#include "bidir_heaps.h"
#include "weighted_search.h"

/* the loop of bidir_core.h over the cells' costs; hs scales the estimates to stay admissible,
 * least is the cheapest move */
#define BD_NAME wbidir_core
#define BD_LOCALS                                                                        \
    const uint32_t *restrict cost = ctx_wmap(ctx)->cost;                                 \
    const pf_cost hs = pf_wgrid_h_scale(ctx_wmap(ctx));                                  \
    const pf_cost least = 4 * (pf_cost)PF_CARD * ctx_wmap(ctx)->min_cost;
#define BD_NODE const uint32_t cn = cost[n];
#define BD_STEP(back)                                                                    \
    ((back) && !mean ? (d < 4 ? 4 * (pf_cost)PF_CARD : 4 * (pf_cost)PF_DIAG) * cn          \
                     : ws_step(mean, cost, off, n, m, d, cn))
#define BD_H(dx, dy) (hs * est(hid, hfn, (dx), (dy)))
#define BD_LEAST least
#define BD_FOUND pf_wfinish(ctx, start, goal, mu, res);
#include "bidir_core.h"

/* the two rules with Dijkstra and the octile estimate; any other heuristic through its pointer,
 * and every search with tracing on: one slow copy a rule */
#define WB_COPY(name, hid, tracing)                                                      \
    static int name##_mean(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t, \
                           struct pf_result *r, int h) { (void)h; return wbidir_core(c, v, s, t, r, hid, tracing, 1); } \
    static int name##_enter(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t, \
                            struct pf_result *r, int h) { (void)h; return wbidir_core(c, v, s, t, r, hid, tracing, 0); }
WB_COPY(wbidir_zero, PF_HID_zero, 0)
WB_COPY(wbidir_octile, PF_HID_octile, 0)
#undef WB_COPY
static int wbidir_any_mean(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                           struct pf_result *r, int hid) { return wbidir_core(c, v, s, t, r, hid, 1, 1); }
static int wbidir_any_enter(struct pf_search_ctx *c, const struct pf_variant *v, pf_node s, pf_node t,
                            struct pf_result *r, int hid) { return wbidir_core(c, v, s, t, r, hid, 1, 0); }

static int wbidir(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                  struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    const struct pf_heuristic *h = pf_h2d(v->heuristic) ? pf_h2d(v->heuristic) : &pf_h_zero;
    const int hid = h == &pf_h_zero ? PF_HID_zero : h == &pf_h_octile ? PF_HID_octile : -1;
    const int mean = ctx->moves == PF_MOVES_MEAN;
    struct pf_variant vv = *v;
    vv.heuristic = &(h)->info;
    if (ctx->trace || hid < 0)
        return (mean ? wbidir_any_mean : wbidir_any_enter)(ctx, &vv, start, goal, res, hid);
    if (hid == PF_HID_zero)
        return (mean ? wbidir_zero_mean : wbidir_zero_enter)(ctx, &vv, start, goal, res, hid);
    return (mean ? wbidir_octile_mean : wbidir_octile_enter)(ctx, &vv, start, goal, res, hid);
}

/* Optimal under both rules with a consistent heuristic: every built-in admissible one is, scaled
 * by 4 * the least cost, since each is a norm no larger than a step's length in cells and every
 * step costs at least 4 * least cost times its length. The `algo` column is "bidir-astar"; the
 * Dijkstra line says "bidir-dijkstra". */
const struct pf_alg pf_alg_wbidir = {
    .name = "bidir-astar",
    .domain = &pf_domain_weighted,
    .optimal_on = PF_MOVES_WEIGHTED,
    .needs = PF_NEEDS_HEURISTIC,
    .frontier = &pf_open_heap,
    .setup = bidir_setup,
    .teardown = bidir_teardown,
    .track = bidir_track,
    .search = wbidir,
};
