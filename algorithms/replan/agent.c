/* agent.c: one trip of an agent that replans: it plans on its believed map, walks its plan one
 * cell a step, tells its planner what it learns and plans again when its path is broken or a
 * cheaper one may have opened. The caller's hooks own the clock and the checks. */
#include <math.h>
#include <string.h>
#include "agent_sense.h"

const char *pf_trip_end_name(int end)
{
    switch (end) {
    case PF_TRIP_ARRIVED: return "arrived";
    case PF_TRIP_NO_PATH: return "no-path";
    case PF_TRIP_STEP_LIMIT: return "step-limit";
    case PF_TRIP_ILLEGAL: return "illegal";
    case PF_TRIP_STOPPED: return "stopped";
    }
    return "?";
}

/* The trip in progress. */
struct walk {
    const struct pf_agent_setup *s;
    const struct pf_replan_ops *ops;
    const struct pf_agent_hooks *h;
    void *planner;
    struct agent_world w;
    struct pf_trip *t;
    uint64_t step_ns;            /* the planner's time in the current step */
    const pf_node *path;         /* the current plan, and the agent's place on it */
    uint32_t path_len, at;
};

static uint64_t now(const struct walk *k) { return k->h && k->h->now_ns ? k->h->now_ns(k->h->arg) : 0; }

/* Tell the planner the changed cells (timed in the step). */
static int tell(struct walk *k)
{
    if (!k->w.num_changed)
        return PF_OK;
    if (k->h && k->h->learned && k->h->learned(k->h->arg, &k->w.believed, k->w.changed, k->w.num_changed))
        return 100;
    uint64_t t0 = now(k);
    int rc = k->ops->cells_changed(k->planner, k->w.changed, k->w.num_changed);
    k->step_ns += now(k) - t0;
    k->t->changed_cells += k->w.num_changed;
    k->w.num_changed = 0;
    return rc;
}

/* Whether the rest of the plan is still legal on the believed map. */
static int path_holds(const struct walk *k)
{
    for (uint32_t i = k->at; i + 1 < k->path_len; i++)
        if (!agent_step_legal(&k->w.believed, k->s->moves, k->path[i], k->path[i + 1]))
            return 0;
    return 1;
}

/* Plan from node a (timed in the step). PF_OK or PF_NO_PATH; an error; PF_TRIP_STOPPED's
 * marker (the hook stopped it) as 100. */
static int plan(struct walk *k, pf_node a)
{
    struct pf_replan_result r;
    uint64_t t0 = now(k);
    int rc = k->ops->plan(k->planner, a, k->s->goal, &r);
    k->step_ns += now(k) - t0;
    k->t->plans++;
    k->path = NULL;
    k->path_len = k->at = 0;
#define X(name, desc) k->t->c.name += r.c.name;
#include "metrics.def"
#undef X
    k->t->c.max_open = k->t->c.max_open > r.c.max_open ? k->t->c.max_open : r.c.max_open;
    if (r.c.expanded > k->t->max_expanded)
        k->t->max_expanded = r.c.expanded;
    if (k->t->plans == 1)
        k->t->max_replan_forced = r.forced < 0 ? -1 : 0;
    if (k->t->plans > 1 && (r.c.expanded > k->t->max_replan_expanded || k->t->plans == 2)) {
        k->t->max_replan_expanded = r.c.expanded;
        k->t->max_replan_forced = r.forced;
    }
    if (rc < 0)
        return rc;
    if (k->h && k->h->planned && k->h->planned(k->h->arg, &k->w.believed, a, k->s->goal, &r))
        return 100;
    if (rc == PF_OK) {
        k->path = r.path;
        k->path_len = r.path_len;
    }
    return rc;
}

/* The step's planning time into the trip's; steps after the first (tick 0, its first plan) are
 * replanning steps. */
static void end_step(struct walk *k, uint64_t tick)
{
    k->t->plan_ns += k->step_ns;
    if (k->step_ns > k->t->max_step_ns)
        k->t->max_step_ns = k->step_ns;
    if (tick && k->step_ns > k->t->max_replan_ns)
        k->t->max_replan_ns = k->step_ns;
    k->step_ns = 0;
}

/* Take the plan's next step from a. PF_OK, or the trip's end. */
static int move(struct walk *k, pf_node *a)
{
    pf_node b = k->path[k->at + 1];
    if (!agent_step_legal(k->w.truth, k->s->moves, *a, b))
        return PF_TRIP_ILLEGAL;
    if (k->h && k->h->moved && k->h->moved(k->h->arg, k->w.truth, *a, b))
        return PF_TRIP_STOPPED;
    int32_t ax, ay, bx, by;
    pf_grid_xy(k->w.truth, *a, &ax, &ay);
    pf_grid_xy(k->w.truth, b, &bx, &by);
    int diag = ax != bx && ay != by;
    k->t->walked_g += diag ? PF_DIAG : PF_CARD;
    k->t->cost += diag ? sqrt(2.0) : 1.0;
    k->t->steps++;
    k->at++;
    if (k->ops->agent_moved) {
        uint64_t t0 = now(k);
        k->ops->agent_moved(k->planner, *a, b);
        k->step_ns += now(k) - t0;   /* counted in the next step: it is that step's work */
    }
    *a = b;
    return PF_OK;
}

static int check_setup(const struct pf_agent_setup *s, const struct pf_replanner *p)
{
    const struct pf_grid *m = s->map;
    if (!m || !p || !p->ops || !pf_replanner_runs_on(p, s->moves, NULL, 0))
        return PF_ERR_ARG;
    if (s->start >= m->num_nodes || s->goal >= m->num_nodes)
        return PF_ERR_ARG;
    int32_t x, y;
    pf_grid_xy(m, s->start, &x, &y);
    if (!pf_grid_in_bounds(m, x, y))
        return PF_ERR_ARG;
    pf_grid_xy(m, s->goal, &x, &y);
    if (!pf_grid_in_bounds(m, x, y))
        return PF_ERR_ARG;
    if (s->mode == PF_AGENT_DISCOVER)
        return s->radius >= 1 ? PF_OK : PF_ERR_ARG;
    return s->mode == PF_AGENT_CHANGES && (s->every >= 1 || !s->num_events) ? PF_OK : PF_ERR_ARG;
}

/* The trip's steps, from the start until it ends: PF_OK with k->t->end, or an error. */
static int walk(struct walk *k)
{
    const struct pf_agent_setup *s = k->s;
    uint64_t limit = s->max_steps ? s->max_steps
                                  : 16ull * s->map->num_nodes + (uint64_t)s->every * s->num_events;
    uint32_t next_event = 0;
    pf_node a = s->start;
    int need = 1;
    for (uint64_t tick = 0;; tick++) {
        if (s->mode == PF_AGENT_DISCOVER) {
            agent_world_sense(&k->w, a);
        } else if (tick && next_event < s->num_events && tick % s->every == 0) {
            int rc = agent_world_event(&k->w, &s->events[next_event++]);
            if (rc != PF_OK)
                return rc;
            k->t->events++;
        }
        if (k->w.num_changed) {
            need |= k->w.opened || !path_holds(k);
            k->w.opened = 0;
            int rc = tell(k);
            if (rc == 100) {
                k->t->end = PF_TRIP_STOPPED;
                return PF_OK;
            }
            if (rc != PF_OK)
                return rc;
        }
        if (a == s->goal) {
            end_step(k, tick);
            k->t->end = PF_TRIP_ARRIVED;
            return PF_OK;
        }
        if (need) {
            int rc = plan(k, a);
            need = 0;
            if (rc == 100) {
                k->t->end = PF_TRIP_STOPPED;
                return PF_OK;
            }
            if (rc < 0)
                return rc;
        }
        end_step(k, tick);
        if (tick >= limit) {
            k->t->end = PF_TRIP_STEP_LIMIT;
            return PF_OK;
        }
        if (!k->path) {
            /* no path: in CHANGES an event still to come may open one; wait for it */
            if (s->mode == PF_AGENT_DISCOVER || next_event >= s->num_events) {
                k->t->end = PF_TRIP_NO_PATH;
                return PF_OK;
            }
            k->t->waits++;           /* only a change that opens a cell plans again */
            continue;
        }
        int rc = move(k, &a);
        if (rc != PF_OK) {
            k->t->end = rc;
            return PF_OK;
        }
    }
}

int pf_agent_trip(const struct pf_agent_setup *s, const struct pf_replanner *p, const struct pf_agent_hooks *hooks,
                  struct pf_trip *out)
{
    memset(out, 0, sizeof *out);
    int rc = check_setup(s, p);
    if (rc != PF_OK)
        return rc;
    struct walk k = { .s = s, .ops = p->ops, .h = hooks, .t = out };
    rc = agent_world_init(&k.w, s);
    if (rc != PF_OK)
        return rc;
    rc = p->ops->create(p, &k.w.believed, s->moves, &k.planner, &out->planner_bytes);
    if (rc == PF_OK) {
        rc = walk(&k);
        p->ops->destroy(k.planner);
    }
    out->replans = out->plans ? out->plans - 1 : 0;
    agent_world_free(&k.w);
    return rc;
}
