/* lpa_search.c: the incremental search D* Lite and LPA* share (lpa_search.h): g and rhs rooted
 * at the goal, kept across plans, repaired around the cells that changed.
 *
 * Keys are [k1; k2] with k1 = m + h(agent, s) + km, m = min(g, rhs), as in the paper, but k2
 * breaks k1 ties in favour of the agent: underconsistent nodes (g < rhs) first, by smaller g;
 * then the others by larger m (nearer the agent, as forward A* prefers larger g). On a believed
 * map that is free between goal and agent every cell between them ties on k1, and the paper's
 * k2 = m expands them all before the agent; this k2 walks to the agent like forward A*.
 * Why it stays correct (d = true cost to the goal, K = m(agent) + km; ComputeShortestPath
 * stops when U's least key >= the agent's [K; over] and rhs(agent) <= g(agent)):
 * - no underconsistent node u with k1(u) <= K is left in U (it would key below the agent);
 * - rhs(agent) >= d(agent): else follow the least c + g from the agent; g falls strictly and
 *   stays below d, so the chain meets an underconsistent u with g(u) + h(agent, u) <= K;
 * - rhs(agent) <= d(agent): else the optimal path's node nearest the goal with g > d is
 *   overconsistent with k1 <= d(agent) < K;
 * - the same two arguments give g(s) = d(s) on each node the trace visits (each has
 *   m + h(agent, s) <= K), so following the least c + g is a least-cost path.
 * Only the underconsistent-first rule matters: with k2 = -m for all nodes an underconsistent
 * node on the agent's path can tie with it on k1 and be left in U (test_replan fails then).
 * Ties among overconsistent nodes are free, as for A* with a consistent h. */
#include <string.h>
#include "lpa_search.h"
#include "replan_grid.h"
#include "replan_heap.h"

/* g and rhs are valid where stamp == epoch, else both PF_COST_INF; done is the search (a
 * ComputeShortestPath call) that last expanded the node. */
struct lnode {
    pf_cost g, rhs;
    uint32_t stamp, done;
};

struct lpa {
    struct rgrid rg;
    struct rheap U;
    enum lpa_follow follow;
    struct lnode *v;         /* each node's g and rhs, side by side: one cache line a node */
    uint32_t epoch;
    pf_node goal;            /* the root of g and rhs; PF_NONE before the first plan */
    pf_node last;            /* the start U's keys were computed against */
    pf_node agent;           /* the agent, as agent_moved or plan last said */
    pf_cost km;
    pf_node *path;
    uint32_t search;         /* ComputeShortestPath calls so far (lnode.done) */
    struct pf_counters c;    /* since the last plan returned */
    uint64_t forced;         /* of c.expanded, those keyed below the agent when the search stopped */
};

static pf_cost g_of(const struct lpa *d, pf_node n) { return d->v[n].stamp == d->epoch ? d->v[n].g : PF_COST_INF; }
static pf_cost rhs_of(const struct lpa *d, pf_node n) { return d->v[n].stamp == d->epoch ? d->v[n].rhs : PF_COST_INF; }

static void touch(struct lpa *d, pf_node n)
{
    if (d->v[n].stamp != d->epoch) {
        d->v[n].stamp = d->epoch;
        d->v[n].g = d->v[n].rhs = PF_COST_INF;
    }
}

/* Second key part: among equal k1, underconsistent nodes (g < rhs) first, by smaller g (as in
 * the paper); then the others, by larger min(g, rhs), i.e. nearer the agent. A key with
 * m = infinity (only the agent's before it is reached) is the largest. */
#define K2_OVER ((pf_cost)1 << 63)
#define K2_SPAN ((pf_cost)1 << 62)

static inline __attribute__((always_inline)) struct rkey key_of(const struct lpa *d, pf_node n)
{
    pf_cost g = g_of(d, n), r = rhs_of(d, n), m = g < r ? g : r;
    pf_cost k2 = g < r ? m : m >= K2_SPAN ? PF_COST_INF : K2_OVER + (K2_SPAN - m);
    return (struct rkey){ rcost_add(rcost_add(m, rgrid_h(&d->rg, d->last, n)), d->km), k2 };
}

/* U holds exactly the locally inconsistent nodes, each with its key. */
static void update_vertex(struct lpa *d, pf_node u)
{
    if (g_of(d, u) != rhs_of(d, u)) {
        if (rheap_has(&d->U, u))
            d->c.decreases++;
        else
            d->c.pushes++;
        rheap_set(&d->U, u, key_of(d, u));
        if (d->U.size > d->c.max_open)
            d->c.max_open = d->U.size;
    } else if (rheap_has(&d->U, u)) {
        rheap_remove(&d->U, u);
    }
}

/* rhs(u) = min over u's moves of c(u, s') + g(s') (0 at the goal). */
static void rhs_recompute(struct lpa *d, pf_node u)
{
    if (u == d->goal)
        return;
    pf_cost best = PF_COST_INF;
    unsigned mask = d->rg.mask[u];
    for (int k = 0; k < 8; k++)
        if (mask & (1u << k)) {
            pf_cost v = rcost_add(g_of(d, (pf_node)((int64_t)u + d->rg.off[k])), rgrid_step(k));
            best = v < best ? v : best;
        }
    if (best != PF_COST_INF || d->v[u].stamp == d->epoch) {
        touch(d, u);
        d->v[u].rhs = best;
    }
}

static void start_over(struct lpa *d, pf_node agent, pf_node goal)
{
    if (++d->epoch == 0) {
        for (uint32_t n = 0; n < d->rg.g->num_nodes; n++)
            d->v[n].stamp = 0;
        d->epoch = 1;
    }
    rheap_clear(&d->U);
    d->goal = goal;
    d->agent = d->last = agent;
    d->km = 0;
    touch(d, goal);
    d->v[goal].rhs = 0;
    update_vertex(d, goal);
}

/* The keys follow the agent (see enum lpa_follow). */
static void follow_agent(struct lpa *d, pf_node agent)
{
    d->agent = agent;
    if (agent == d->last)
        return;
    if (d->follow == LPA_KM) {
        d->km += rgrid_h(&d->rg, d->last, agent);
        d->last = agent;
        return;
    }
    d->last = agent;
    for (uint32_t i = 0; i < d->U.size; i++)
        d->U.key[i] = key_of(d, d->U.node[i]);
    rheap_heapify(&d->U);
}

/* A new search id for lnode.done (every done cleared when it wraps). */
static void next_search(struct lpa *d)
{
    if (++d->search == 0) {
        for (uint32_t n = 0; n < d->rg.g->num_nodes; n++)
            d->v[n].done = 0;
        d->search = 1;
    }
}

/* Counts besides the expansions: reopened, a node expanded a second time in this search (an
 * underconsistent one made consistent again: LPA* expands a node at most twice a search); forced,
 * the expansions keyed strictly below the agent's key when the search stops. The keys expanded
 * never go down within a search, and none exceeds the agent's final key, so those are the
 * expansions made before the first one at the agent's final k1: every search from this state with
 * these keys must make them (a node left in U below the agent's key would break the stop rule),
 * whatever its tie-breaking; the others (k1 equal to the agent's) are ties. */
static void compute_shortest_path(struct lpa *d, pf_node start)
{
    uint64_t expanded = 0, generated = 0, reopened = 0, below = 0;
    pf_cost level = 0;                       /* k1 of the last expansion */
    next_search(d);
    while (rkey_less(rheap_top_key(&d->U), key_of(d, start)) || rhs_of(d, start) > g_of(d, start)) {
        pf_node u = rheap_top(&d->U);
        struct rkey k_old = rheap_top_key(&d->U), k_new = key_of(d, u);
        if (rkey_less(k_old, k_new)) {
            rheap_set(&d->U, u, k_new);      /* a key made before km grew */
            d->c.decreases++;
            continue;
        }
        if (k_new.k1 > level) {
            below = expanded;
            level = k_new.k1;
        }
        expanded++;
        reopened += d->v[u].done == d->search;
        d->v[u].done = d->search;
        unsigned mask = d->rg.mask[u];
        if (g_of(d, u) > rhs_of(d, u)) {     /* overconsistent: g takes rhs, predecessors may gain */
            d->v[u].g = d->v[u].rhs;
            rheap_remove(&d->U, u);
            for (int k = 0; k < 8; k++)
                if (mask & (1u << k)) {
                    pf_node s = (pf_node)((int64_t)u + d->rg.off[k]);
                    generated++;
                    pf_cost v = rcost_add(d->v[u].g, rgrid_step(k));
                    if (s != d->goal && v < rhs_of(d, s)) {   /* else s's g, rhs and key stand */
                        touch(d, s);
                        d->v[s].rhs = v;
                        update_vertex(d, s);
                    }
                }
        } else {                             /* underconsistent: g to infinity, dependants recomputed */
            pf_cost g_old = d->v[u].g;
            d->v[u].g = PF_COST_INF;
            for (int k = 0; k < 8; k++)
                if (mask & (1u << k)) {
                    pf_node s = (pf_node)((int64_t)u + d->rg.off[k]);
                    generated++;
                    if (rhs_of(d, s) == rcost_add(g_old, rgrid_step(k))) {   /* else s stands */
                        rhs_recompute(d, s);
                        update_vertex(d, s);
                    }
                }
            rhs_recompute(d, u);
            update_vertex(d, u);
        }
    }
    d->c.expanded += expanded;
    d->c.generated += generated;
    d->c.reopened += reopened;
    d->forced += level < key_of(d, start).k1 ? expanded : below;
}

/* From the agent, the move to the least c(s, s') + g(s') each time, down to the goal; among
 * equal ones the diagonal moves first (directions 7 .. 0), so that the agent walks the shape of
 * path repeated forward A* gives (cardinal moves first make its walks on a map it discovers up
 * to a quarter longer: docs/REPLAN.md). */
static int trace(struct lpa *d, pf_node agent, struct pf_replan_result *out)
{
    uint32_t len = 0;
    pf_cost total = 0;
    pf_node cur = agent;
    d->path[len++] = agent;
    while (cur != d->goal) {
        pf_cost best = PF_COST_INF, step = 0;
        pf_node next = PF_NONE;
        unsigned mask = d->rg.mask[cur];
        for (int k = 7; k >= 0; k--)
            if (mask & (1u << k)) {
                pf_node s = (pf_node)((int64_t)cur + d->rg.off[k]);
                pf_cost v = rcost_add(g_of(d, s), rgrid_step(k));
                if (v < best) {
                    best = v;
                    next = s;
                    step = rgrid_step(k);
                }
            }
        if (next == PF_NONE || len >= d->rg.g->num_nodes)
            return PF_ERR_LIMIT;             /* broken invariant: no descent to the goal */
        total += step;
        d->path[len++] = cur = next;
    }
    out->path = d->path;
    out->path_len = len;
    out->g = total;
    return PF_OK;
}

int lpa_plan(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out)
{
    struct lpa *d = state;
    *out = (struct pf_replan_result){ .status = PF_NO_PATH, .g = PF_COST_INF };
    const struct pf_grid *g = d->rg.g;
    if (goal != d->goal)
        start_over(d, agent, goal);
    if (g->cls[agent] != PF_CLS_BLOCKED && g->cls[goal] != PF_CLS_BLOCKED) {
        follow_agent(d, agent);
        compute_shortest_path(d, agent);
        pf_cost best = rhs_of(d, agent) < g_of(d, agent) ? rhs_of(d, agent) : g_of(d, agent);
        if (best != PF_COST_INF)
            out->status = trace(d, agent, out);
    }
    out->c = d->c;
    out->forced = (int64_t)d->forced;
    memset(&d->c, 0, sizeof d->c);
    d->forced = 0;
    return out->status;
}

int lpa_cells_changed(void *state, const pf_node *cells, uint32_t n)
{
    struct lpa *d = state;
    for (uint32_t i = 0; i < n; i++)
        rgrid_refresh(&d->rg, cells[i]);
    if (d->goal == PF_NONE)
        return PF_OK;                        /* nothing kept yet: the first plan reads the grid */
    follow_agent(d, d->agent);
    for (uint32_t i = 0; i < n; i++)
        for (int b = 0; b < 9; b++) {
            pf_node u = rgrid_block(&d->rg, cells[i], b);
            rhs_recompute(d, u);
            update_vertex(d, u);
        }
    return PF_OK;
}

void lpa_agent_moved(void *state, pf_node from, pf_node to)
{
    struct lpa *d = state;
    (void)from;
    d->agent = to;                           /* km follows when the next change arrives */
}

void lpa_destroy(void *state)
{
    struct lpa *d = state;
    if (!d)
        return;
    rgrid_free(&d->rg);
    rheap_free(&d->U);
    free(d->v);
    free(d->path);
    free(d);
}

int lpa_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, enum lpa_follow follow,
               void **state, size_t *bytes)
{
    *state = NULL;
    *bytes = 0;
    if (!pf_replanner_runs_on(self, m, NULL, 0))
        return PF_ERR_ARG;
    struct lpa *d = calloc(1, sizeof *d);
    if (!d)
        return PF_ERR_NOMEM;
    uint32_t nn = g->num_nodes;
    d->follow = follow;
    d->goal = d->last = d->agent = PF_NONE;
    d->v = ralloc((size_t)nn * sizeof *d->v);
    d->path = ralloc((size_t)nn * sizeof *d->path);
    int rc = rgrid_init(&d->rg, g, m);
    int rh = rheap_init(&d->U, nn);
    if (rc == PF_OK)
        rc = rh;
    if (rc == PF_OK && (!d->v || !d->path))
        rc = PF_ERR_NOMEM;
    if (rc != PF_OK) {
        lpa_destroy(d);
        return rc;
    }
    *state = d;
    *bytes = sizeof *d + (size_t)nn * (sizeof(struct lnode) + sizeof(pf_node)) + rgrid_bytes(nn) +
             rheap_bytes(nn);
    return PF_OK;
}
