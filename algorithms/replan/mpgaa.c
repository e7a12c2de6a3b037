/* mpgaa.c: MPGAA* (Hernandez, Baier and Asin, ICAPS 2014): Generalised Adaptive A* that reuses
 * its earlier paths. Forward A* from the agent on learnt heuristics (h(s) := f* - g(s) for every
 * expanded s); each path found leaves next pointers, and a search stops on the first node it
 * pops whose chain of next pointers reaches the goal with h(s) = c(s, next) + h(next) at every
 * step (that chain is then a least-cost path). A cell that becomes passable starts GAA*'s
 * consistency procedure (InsertState on the new moves around it, then cheapest h first along
 * the moves into each lowered node), which also points next along the lowered values.
 * Invariant: the heuristic is consistent on the believed map at every plan (h(goal) = 0 and
 * h(s) <= c(s, s') + h(s') on every move), so the node a search stops on has
 * g(s) + h(s) = the least cost, and its chain, walked with that equality at every step, is a
 * least-cost path to the goal. */
#include "gaa_search.h"

static int mpgaa_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, void **state,
                        size_t *bytes)
{
    return gaa_create(self, g, m, (struct gaa_policy){ .reuse = 1, .repair = 1 }, state, bytes);
}

static const struct pf_replan_ops mpgaa_ops = {
    .create = mpgaa_create,
    .destroy = gaa_destroy,
    .plan = gaa_plan,
    .cells_changed = gaa_cells_changed,
    .agent_moved = NULL,
};

const struct pf_replanner pf_replan_mpgaa = {
    .name = "mpgaa",
    .about = "MPGAA*: adaptive A* that stops where an earlier path still holds, consistency repaired when a cell opens",
    .invariant = "the heuristic is consistent on the believed map at every plan (h(goal) = 0, h(s) <= c(s,s') + h(s')), "
                 "and a search stops on a node whose next-pointer chain keeps h(s) = c(s,next) + h(next) to the goal",
    .optimal_on = PF_MOVES_2D,
    .flags = PF_REPLAN_INCREMENTAL,
    .ops = &mpgaa_ops,
};
