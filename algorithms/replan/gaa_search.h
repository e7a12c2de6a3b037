/* gaa_search.h: the A* with learnt heuristics Adaptive A* and MPGAA* share (internal to libpf):
 * forward A* from the agent on consistent heuristics toward one goal, h(s) := f* - g(s) for every
 * expanded s after each search (Koenig and Likhachev, AAMAS 2005), kept across plans. The two
 * planners differ in what a cost decrease does to the learnt values, and in whether a search may
 * stop on a node whose last path to the goal still holds (MPGAA*, Hernandez, Baier and Asin,
 * ICAPS 2014). */
#ifndef PF_GAA_SEARCH_H
#define PF_GAA_SEARCH_H

#include "pf_replan.h"

struct gaa_policy {
    int reuse;          /* MPGAA*: next pointers along each path found; a search stops at a node
                           whose chain of next pointers to the goal still holds */
    int repair;         /* a cell that became passable: 1 re-establishes consistency from the cells
                           around it (GAA*'s procedure), 0 forgets every learnt value */
};

int gaa_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, struct gaa_policy pol,
               void **state, size_t *bytes);
void gaa_destroy(void *state);
int gaa_plan(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out);
int gaa_cells_changed(void *state, const pf_node *cells, uint32_t n);

#endif
