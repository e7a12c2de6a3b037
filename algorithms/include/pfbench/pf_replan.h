/* pf_replan.h: replanning planners: plan again and again on a believed map that changes under them. */
#ifndef PF_REPLAN_H
#define PF_REPLAN_H

#include <stddef.h>
#include "pf_grid.h"
#include "pf_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An agent that walks a map it knows only in part (or that changes while it walks) keeps a
 * believed map: a struct pf_grid it owns and changes cell by cell, never resized. A replanning
 * planner searches that believed map, again each time the agent asks, and may keep whatever it
 * learnt between two plans (D* Lite's g and rhs, Adaptive A*'s raised heuristics, MPGAA*'s
 * paths) as long as each plan is right for the map as it stands at that plan.
 *
 * The caller's side of the contract, in order:
 *   create (once) -> { cells_changed* ; agent_moved* ; plan }* -> destroy
 *   - The believed grid outlives the planner; its size never changes. The caller changes its
 *     cells (pf_grid_set, pf_grid_apply_patch) only between two calls of the planner, never
 *     during one, and tells the planner every change through cells_changed before the next plan.
 *   - The planner reads the believed grid only inside its own calls. It may read it in any of
 *     them (an incremental planner reads the new state of the cells it is told of).
 *   - Nodes are plain integers: cell (x, y) is pf_grid_node(g, x, y) of the believed grid.
 *
 * The planner's side:
 *   - No allocation inside plan, cells_changed or agent_moved: create allocates everything,
 *     sized by the grid (num_nodes), and every later call works inside it.
 *   - Deterministic: the same calls in the same order give the same answers, paths included.
 *   - It counts, it never reads a clock: the caller times its calls.
 *   - Each plan whose model is in optimal_on returns a least-cost path on the believed map as it
 *     stands at that call (tests check every plan against Dijkstra, runs check a sample). */

/* What one plan returned. */
struct pf_replan_result {
    int status;              /* PF_OK (a path), PF_NO_PATH (none on the believed map), or an error */
    pf_cost g;               /* the path's fixed-point cost on the believed map (PF_CARD, PF_DIAG
                                per step); PF_COST_INF unless PF_OK */
    const pf_node *path;     /* agent .. goal, both included (one node when agent == goal); legal
                                steps under the model on the believed map at this call. Points into
                                the planner: valid until its next plan or destroy (cells_changed
                                and agent_moved leave it alone). NULL unless PF_OK */
    uint32_t path_len;       /* nodes on the path, 0 unless PF_OK */
    struct pf_counters c;    /* the work done since the previous plan returned (or since create):
                                this plan's search, and whatever cells_changed and agent_moved did
                                in between (D* Lite's vertex updates count there as pushes and
                                decreases), metrics.def's counters */
    /* Of c.expanded, the expansions keyed strictly below the agent's key when the search stopped
     * (a search rooted at the goal keyed [min(g, rhs) + h(agent, s) + km; k2]: D* Lite, LPA*).
     * Its stop rule leaves no node locally inconsistent below the agent's key, so no tie-breaking
     * avoids them; the rest tie with the agent on the key's first part. -1: not counted. */
    int64_t forced;
};

struct pf_replanner;

/* A planner's calls. The same ops may serve several descriptors (forward and backward A* are
 * one file): each call can read its descriptor, given to create, for what it is asked to be. */
struct pf_replan_ops {
    /* Make a planner over the believed grid g under model m (as it stands now: everything the
     * planner learns of g later comes through cells_changed). PF_OK with *state and the *bytes
     * it holds; PF_ERR_ARG when the descriptor cannot plan under m (runs_on); PF_ERR_NOMEM. */
    int (*create)(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m,
                  void **state, size_t *bytes);
    void (*destroy)(void *state);
    /* A least-cost path from agent to goal on the believed map as it stands (see optimal_on).
     * Any two nodes of the map may be asked; a blocked agent or goal cell gives PF_NO_PATH. A
     * planner that keeps its search rooted at one goal (D* Lite, MPGAA*) starts over when the
     * goal differs from its previous plan's. Fills *out and returns out->status. */
    int (*plan)(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out);
    /* The cells of the believed grid whose terrain class changed since the planner last heard
     * (blocked <-> free as the agent discovers walls or doors close and open; land <-> water
     * alike): n nodes, none twice in one call, the grid already changed. The caller may call it
     * several times between two plans, and calls it even when it does not plan again at once, so
     * that an incremental planner keeps in step. PF_OK, or an error (the caller then destroys
     * the planner). */
    int (*cells_changed)(void *state, const pf_node *cells, uint32_t n);
    /* Optional (NULL: the planner reads the agent from plan's argument alone): the agent stepped
     * from one node to the next along its path (D* Lite's key modifier km grows by h(from, to)
     * when changes arrive; MPGAA* drops the path's cells behind it). Called once per step, after
     * the step, before the cells_changed of what the agent then sees. */
    void (*agent_moved)(void *state, pf_node from, pf_node to);
};

/* A replanning planner, described by data: the harness, validate and the report learn what it
 * is from these fields, never from its name. */
struct pf_replanner {
    const char *name;        /* "astar-fwd", "dstar-lite": the `planner` column of replan.csv */
    const char *about;       /* one line for `pfbench replan --list` */
    /* Its invariant, one sentence, as its file's top comment states it ("g and rhs agree on
     * every locally consistent node, and the goal's key is below the open list's least key after
     * each plan"): printed by --list and kept in meta.json, so that a failed check names it. */
    const char *invariant;
    unsigned optimal_on;     /* PF_MOVES_BIT set: models on which every plan is a least-cost path
                                on the believed map; validate fails a plan that is not */
    unsigned runs_on;        /* PF_MOVES_BIT set of the models it can plan under; 0 means every 2D
                                model (PF_MOVES_2D) */
    /* A planner composed over a registry variant (repeated A*, repeated JPS): the variant's name,
     * searched on a pfbench context over the believed grid kept in step by pf_ctx_map_change.
     * NULL for a planner with its own search (D* Lite, LPA*, Adaptive A*, MPGAA*). */
    const char *base;
    unsigned flags;          /* PF_REPLAN_* below */
    const struct pf_replan_ops *ops;
};

/* flags */
#define PF_REPLAN_BACKWARD 1u    /* searches from the goal to the agent (its path is still given
                                    agent .. goal): repeated backward A*, D* Lite */
#define PF_REPLAN_INCREMENTAL 2u /* keeps search results between plans (LPA*, D* Lite, Adaptive
                                    A*, MPGAA*); 0 for planners that search from scratch */

/* The table of planners (algorithms/replan/replan_table.c, one line a planner), in table order. */
size_t pf_replanner_count(void);
const struct pf_replanner *pf_replanner_at(size_t i);
const struct pf_replanner *pf_replanner_find(const char *name);   /* NULL when none has it */
/* Whether p can plan under model m: its runs_on. 1, or 0 with the reason in why (may be NULL). */
int pf_replanner_runs_on(const struct pf_replanner *p, enum pf_moves m, char *why, size_t why_len);

/* The planners every table line points to: forward and backward repeated A* (astar/octile/heap
 * from scratch), repeated JPS (jps on the believed map); the incremental ones add their line and
 * their extern here. */
extern const struct pf_replanner pf_replan_astar_fwd;
extern const struct pf_replanner pf_replan_astar_bwd;
extern const struct pf_replanner pf_replan_jps;
extern const struct pf_replanner pf_replan_dstar_lite;
extern const struct pf_replanner pf_replan_lpastar;
extern const struct pf_replanner pf_replan_adaptive_astar;
extern const struct pf_replanner pf_replan_mpgaa;

#ifdef __cplusplus
}
#endif

#endif
