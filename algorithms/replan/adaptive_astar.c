/* adaptive_astar.c: Adaptive A* (Koenig and Likhachev, AAMAS 2005): forward A* from the agent,
 * then h(s) := g(goal) - g(s) for every expanded s, kept for the next plans toward the same goal.
 * Closed cells only raise costs and leave the learnt values consistent; a cell that becomes
 * passable may lower costs, and then every learnt value is forgotten (an epoch bump: back to the
 * octile estimate), so plans stay least-cost. A new goal forgets them too.
 * Invariant: the heuristic is consistent on the believed map at every plan (h(goal) = 0 and
 * h(s) <= c(s, s') + h(s') on every move), so each A* search's path is least-cost. */
#include "gaa_search.h"

static int adaptive_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, void **state,
                           size_t *bytes)
{
    return gaa_create(self, g, m, (struct gaa_policy){ .reuse = 0, .repair = 0 }, state, bytes);
}

static const struct pf_replan_ops adaptive_ops = {
    .create = adaptive_create,
    .destroy = gaa_destroy,
    .plan = gaa_plan,
    .cells_changed = gaa_cells_changed,
    .agent_moved = NULL,
};

const struct pf_replanner pf_replan_adaptive_astar = {
    .name = "adaptive-astar",
    .about = "Adaptive A*: forward A* on heuristics raised by earlier searches, forgotten when a cell opens",
    .invariant = "the heuristic is consistent on the believed map at every plan: h(goal) = 0 and h(s) <= c(s,s') + "
                 "h(s') on every move",
    .optimal_on = PF_MOVES_2D,
    .flags = PF_REPLAN_INCREMENTAL,
    .ops = &adaptive_ops,
};
