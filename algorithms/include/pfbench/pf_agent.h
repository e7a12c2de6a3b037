/* pf_agent.h: an agent that walks to its goal with a replanning planner, on a map it discovers as it goes or one that changes under it. */
#ifndef PF_AGENT_H
#define PF_AGENT_H

#include <stddef.h>
#include "pf_grid.h"
#include "pf_replan.h"
#include "pf_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the agent knows of its map. */
enum pf_agent_mode {
    /* It knows only what it has seen and believes every unseen cell free (the freespace
     * assumption): the believed map starts all '.', and at every step it sees the true map in a
     * disk of the sensor radius r (the cells with dx*dx + dy*dy <= r*r) and its eight neighbours
     * (at r = 1 the disk holds only four: it never tries a move it cannot see). The true map
     * never changes. */
    PF_AGENT_DISCOVER = 0,
    /* It knows the map, which changes while it walks: change event i (its patches) lands at the
     * start of step (i + 1) * every, and the agent knows it at once. */
    PF_AGENT_CHANGES = 1
};

/* One change event: patches pasted together (pf_grid_apply_patch). */
struct pf_agent_event {
    const struct pf_patch *patches;
    uint32_t n;
};

struct pf_agent_setup {
    enum pf_agent_mode mode;
    const struct pf_grid *map;   /* the true map (DISCOVER), or the map at the start (CHANGES: the
                                    trip changes a copy of it, never map itself) */
    enum pf_moves moves;         /* the model of every plan and every step (PF_MOVES_8) */
    pf_node start, goal;         /* nodes of map (pf_grid_node) */
    int32_t radius;              /* DISCOVER: the sensor radius, >= 1 */
    const struct pf_agent_event *events;   /* CHANGES: the events, in order */
    uint32_t num_events;
    uint32_t every;              /* CHANGES: steps between two events, >= 1 */
    uint64_t max_steps;          /* the trip stops after this many steps (moves and waits); 0:
                                    16 * num_nodes, plus every * num_events in CHANGES */
};

/* How a trip ended. */
enum pf_trip_end {
    PF_TRIP_ARRIVED = 0,     /* the agent stands on the goal */
    PF_TRIP_NO_PATH,         /* the planner found no path on the believed map (in CHANGES, with no
                                event left that could open one) */
    PF_TRIP_STEP_LIMIT,      /* max_steps ran out */
    PF_TRIP_ILLEGAL,         /* the next step of the plan was illegal on the true map: a planner
                                that breaks its contract (the step is not taken) */
    PF_TRIP_STOPPED          /* a hook returned nonzero */
};
const char *pf_trip_end_name(int end);   /* "arrived", "no-path", "step-limit", "illegal", "stopped" */

/* What a trip did. A planning step is everything the planner did in one step of the agent
 * (cells_changed, agent_moved, plan): the time a game frame must absorb. */
struct pf_trip {
    int end;                 /* enum pf_trip_end */
    uint64_t steps;          /* moves made */
    uint64_t waits;          /* steps spent standing (CHANGES: no path until an event lands) */
    pf_cost walked_g;        /* the walked path's fixed-point cost */
    double cost;             /* the walked path's cost: cardinal 1, diagonal sqrt 2 */
    uint32_t plans;          /* plan calls, the first included */
    uint32_t replans;        /* plans after the first */
    uint64_t changed_cells;  /* believed-map cells told to the planner (walls discovered, cells
                                an event changed) */
    uint32_t events;         /* change events that landed (CHANGES) */
    uint64_t plan_ns;        /* every planning step's time, summed (the hooks' clock) */
    uint64_t max_step_ns;    /* the longest planning step */
    uint64_t max_expanded;   /* the most expansions of one planning step */
    /* The same after the first plan (the steps of a moving agent: what a game frame absorbs once
     * the unit walks; the first plan may be a whole search), and the forced expansions
     * (pf_replan_result.forced) of that most expanding replan: -1 when the planner does not
     * count them; 0 without a replan. */
    uint64_t max_replan_ns;
    uint64_t max_replan_expanded;
    int64_t max_replan_forced;
    struct pf_counters c;    /* the planner's counters, summed over the trip */
    size_t planner_bytes;    /* what the planner's create said it holds */
};

/* The caller's side of a trip: its clock (libpf never reads one) and what it checks. */
struct pf_agent_hooks {
    void *arg;
    /* now in nanoseconds (monotonic); NULL: the trip is untimed (every _ns 0) */
    uint64_t (*now_ns)(void *arg);
    /* after every plan, untimed: the believed map the plan was made on, the agent and goal, and
     * the plan (tests check every one against Dijkstra, runs a sample). Nonzero stops the trip. */
    int (*planned)(void *arg, const struct pf_grid *believed, pf_node agent, pf_node goal,
                   const struct pf_replan_result *r);
    /* after every move, untimed: the true map as it stands at the move (to check its
     * legality) and the move. Nonzero stops the trip. */
    int (*moved)(void *arg, const struct pf_grid *truth, pf_node from, pf_node to);
    /* optional, untimed: the cells whose class changed on the believed map (what the sensor
     * found, what an event pasted), the believed map already changed; told before the planner
     * hears of them. Nonzero stops the trip. */
    int (*learned)(void *arg, const struct pf_grid *believed, const pf_node *cells, uint32_t n);
};

/* Walk one trip with a fresh planner p (created over the believed map, destroyed at the end):
 * plan, follow the plan one cell a step, replan when what the agent learns makes its path's
 * next steps illegal on the believed map or frees a cell (a cheaper path may open), until it
 * arrives or the trip ends otherwise. Deterministic: the same setup and planner give the same
 * trip. PF_OK with *out (out->end says how it ended); PF_ERR_ARG for a setup it cannot walk (a
 * model p cannot plan under, a node outside the map, a radius < 1, every == 0 with events);
 * PF_ERR_NOMEM; the planner's error. hooks may be NULL. */
int pf_agent_trip(const struct pf_agent_setup *s, const struct pf_replanner *p, const struct pf_agent_hooks *hooks,
                  struct pf_trip *out);

#ifdef __cplusplus
}
#endif

#endif
