/* replan_table.c: the table of replanning planners (one line a planner) and its look-ups. */
#include <stdio.h>
#include <string.h>
#include "pf_replan.h"

static const struct pf_replanner *const table[] = {
    &pf_replan_astar_fwd,
    &pf_replan_astar_bwd,
    &pf_replan_jps,
    &pf_replan_dstar_lite,
    &pf_replan_lpastar,
    &pf_replan_adaptive_astar,
    &pf_replan_mpgaa,
};

size_t pf_replanner_count(void) { return sizeof table / sizeof table[0]; }

const struct pf_replanner *pf_replanner_at(size_t i) { return i < pf_replanner_count() ? table[i] : NULL; }

const struct pf_replanner *pf_replanner_find(const char *name)
{
    for (size_t i = 0; name && i < pf_replanner_count(); i++)
        if (strcmp(table[i]->name, name) == 0)
            return table[i];
    return NULL;
}

int pf_replanner_runs_on(const struct pf_replanner *p, enum pf_moves m, char *why, size_t why_len)
{
    unsigned on = p->runs_on ? p->runs_on : PF_MOVES_2D;
    if ((unsigned)m < PF_MAX_MODELS && (on & PF_MOVES_BIT(m)))
        return 1;
    if (why && why_len)
        snprintf(why, why_len, "replanner %s cannot plan under movement model %s", p->name, pf_moves_name(m));
    return 0;
}
