/* lpastar.c: LPA* (Koenig, Likhachev and Furcy, AIJ 2004) with start and goal fixed between two
 * plans, searching from the goal so that the agent can use it: when the agent moved since the
 * queue's keys were made, every key in U is computed again against the agent and U is
 * heapified (O(|U|), the basic D* Lite's way), instead of D* Lite's key modifier. A new goal
 * starts it over.
 * Invariant: U holds exactly the locally inconsistent nodes (g != rhs), each keyed exactly
 * [min(g, rhs) + h(agent, s); k2] (k2 as in D* Lite: k1 ties go underconsistent first, then
 * nearer the agent; lpa_search.c) for the agent as it stood at the last plan or change,
 * and rhs(s) is min over s's moves of
 * c(s, s') + g(s') (0 at the goal); after each plan the agent's key is at most U's least key and
 * rhs(agent) <= g(agent), so following the least c + g from the agent is a least-cost path. */
#include "lpa_search.h"

static int lpastar_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, void **state,
                          size_t *bytes)
{
    return lpa_create(self, g, m, LPA_REKEY, state, bytes);
}

static const struct pf_replan_ops lpastar_ops = {
    .create = lpastar_create,
    .destroy = lpa_destroy,
    .plan = lpa_plan,
    .cells_changed = lpa_cells_changed,
    .agent_moved = lpa_agent_moved,
};

const struct pf_replanner pf_replan_lpastar = {
    .name = "lpastar",
    .about = "LPA* from the goal: one search repaired where cells change, its queue re-keyed when the agent moved",
    .invariant = "U holds exactly the nodes with g != rhs, each keyed [min(g,rhs) + h(agent,s); k2] (k1 ties: "
                 "underconsistent first, then larger min(g,rhs)) for the "
                 "agent at the last plan or change; after each plan the agent's key is at most U's least key and rhs(agent) <= g(agent)",
    .optimal_on = PF_MOVES_2D,
    .flags = PF_REPLAN_BACKWARD | PF_REPLAN_INCREMENTAL,
    .ops = &lpastar_ops,
};
