/* agent_sense.h: what a walking agent knows (internal to libpf): its believed map, what its
 * sensor sees, the change events that land, and the cells changed since the planner last heard. */
#ifndef PF_AGENT_SENSE_H
#define PF_AGENT_SENSE_H

#include "pf_agent.h"

struct agent_world {
    struct pf_grid believed;     /* the agent's map (CHANGES: also the true map as it stands) */
    const struct pf_grid *truth; /* the true map: setup's map (DISCOVER) or &believed (CHANGES) */
    int32_t *disk;               /* DISCOVER: the sensor's offsets, dx dy pairs */
    uint32_t disk_n;
    uint8_t *before;             /* CHANGES: each cell's class before the event */
    pf_node *changed;            /* cells changed since the planner last heard (num_nodes room) */
    uint32_t num_changed;
    int opened;                  /* one of them became passable or changed passable class: a
                                    cheaper path may have opened */
};

/* PF_OK, PF_ERR_NOMEM (w freed again). */
int agent_world_init(struct agent_world *w, const struct pf_agent_setup *s);
void agent_world_free(struct agent_world *w);
/* DISCOVER: copy into the believed map what the agent sees from node at. */
void agent_world_sense(struct agent_world *w, pf_node at);
/* CHANGES: paste event e into the map. PF_OK, or PF_ERR_ARG when a patch does not fit. */
int agent_world_event(struct agent_world *w, const struct pf_agent_event *e);
/* Whether the move from a to b is legal under model m on g. */
int agent_step_legal(const struct pf_grid *g, enum pf_moves m, pf_node a, pf_node b);

#endif
