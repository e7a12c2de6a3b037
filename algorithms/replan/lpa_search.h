/* lpa_search.h: the incremental search D* Lite and LPA* share (internal to libpf): g and rhs
 * rooted at the goal, the queue U of locally inconsistent nodes keyed
 * [min(g, rhs) + h(start, s) + km; k2] (k2 breaks k1 ties toward the start: lpa_search.c), UpdateVertex and ComputeShortestPath of
 * Koenig and Likhachev's optimised D* Lite (AAAI 2002, Figure 4). What the two planners differ
 * in is how the keys follow a start that moved: D* Lite adds h(last, start) to km, LPA* computes
 * every key in U again. */
#ifndef PF_LPA_SEARCH_H
#define PF_LPA_SEARCH_H

#include "pf_replan.h"

/* How the keys in U follow the agent when it moved since they were computed. */
enum lpa_follow {
    LPA_KM = 0,      /* km += h(last, agent): old keys stay lower bounds, fixed when popped */
    LPA_REKEY = 1    /* every key in U computed again against the agent, U heapified: O(|U|) */
};

int lpa_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, enum lpa_follow follow,
               void **state, size_t *bytes);
void lpa_destroy(void *state);
int lpa_plan(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out);
int lpa_cells_changed(void *state, const pf_node *cells, uint32_t n);
void lpa_agent_moved(void *state, pf_node from, pf_node to);

#endif
