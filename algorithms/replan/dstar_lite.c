/* dstar_lite.c: D* Lite, the optimised version (Koenig and Likhachev, AAAI 2002, Figure 4): one
 * search rooted at the goal, kept across plans; a changed cell re-runs UpdateVertex on the nine
 * cells of its block (every move that starts, ends or cuts a corner there joins two of them),
 * and the agent's moves only grow the key modifier km by h(last, agent).
 * Invariant: U holds exactly the locally inconsistent nodes (g != rhs), rhs(s) is
 * min over s's moves of c(s, s') + g(s') (0 at the goal), and each key in U is at most
 * [min(g, rhs) + h(agent, s) + km; k2], k2 ordering k1 ties underconsistent first (smaller g first),
 * then larger min(g, rhs) first (lpa_search.c says why this is correct); after each plan the
 * agent's key is at most U's least key and rhs(agent) <= g(agent), so rhs(agent) is the least
 * cost and following the least c + g from the agent is a least-cost path. */
#include "lpa_search.h"

static int dstar_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, void **state,
                        size_t *bytes)
{
    return lpa_create(self, g, m, LPA_KM, state, bytes);
}

static const struct pf_replan_ops dstar_ops = {
    .create = dstar_create,
    .destroy = lpa_destroy,
    .plan = lpa_plan,
    .cells_changed = lpa_cells_changed,
    .agent_moved = lpa_agent_moved,
};

const struct pf_replanner pf_replan_dstar_lite = {
    .name = "dstar-lite",
    .about = "D* Lite, optimised (key modifier km): one search from the goal, repaired where cells change",
    .invariant = "U holds exactly the nodes with g != rhs, each keyed at most [min(g,rhs) + h(agent,s) + km; k2], "
                 "k1 ties going underconsistent first (smaller g), then larger min(g,rhs); after each plan the "
                 "agent's key is at most U's least key and rhs(agent) <= g(agent)",
    .optimal_on = PF_MOVES_2D,
    .flags = PF_REPLAN_BACKWARD | PF_REPLAN_INCREMENTAL,
    .ops = &dstar_ops,
};
