/* gaa_search.c: forward A* on heuristics learnt from earlier searches (gaa_search.h), with
 * MPGAA*'s path reuse and GAA*'s consistency repair as the policy asks. */
#include <string.h>
#include "gaa_search.h"
#include "replan_grid.h"
#include "replan_heap.h"

#define NO_DIR 8u

/* What a node keeps across plans: its learnt h where stamp == hepoch (else the octile estimate),
 * and there the direction of its next step on a path found earlier (NO_DIR: none). */
struct learnt {
    pf_cost h;
    uint32_t stamp;
    uint8_t next;
};

/* What one search knows of a node, where stamp == sepoch. */
struct searched {
    pf_cost g;
    uint32_t stamp;
    pf_node parent;
};

struct gaa {
    struct rgrid rg;
    struct rheap open;       /* A*'s open list; the consistency repair's queue between plans */
    struct gaa_policy pol;
    struct learnt *l;
    uint32_t hepoch;
    struct searched *s;
    uint32_t sepoch;
    uint32_t *broken;        /* == sepoch: the node's chain was found broken in this search */
    pf_node *closed;         /* the nodes this search expanded, in order */
    pf_node goal;            /* PF_NONE before the first plan */
    pf_node *path;
    struct pf_counters c;
};

/* New epochs: every learnt value forgotten, or a new search; a wrapped counter clears its stamps. */
static void new_h_epoch(struct gaa *a)
{
    if (++a->hepoch == 0) {
        for (uint32_t n = 0; n < a->rg.g->num_nodes; n++)
            a->l[n].stamp = 0;
        a->hepoch = 1;
    }
}

static void new_s_epoch(struct gaa *a)
{
    if (++a->sepoch == 0) {
        for (uint32_t n = 0; n < a->rg.g->num_nodes; n++)
            a->s[n].stamp = a->broken[n] = 0;
        a->sepoch = 1;
    }
}

static pf_cost h_of(const struct gaa *a, pf_node n)
{
    return a->l[n].stamp == a->hepoch ? a->l[n].h : rgrid_h(&a->rg, n, a->goal);
}

static unsigned next_of(const struct gaa *a, pf_node n) { return a->l[n].stamp == a->hepoch ? a->l[n].next : NO_DIR; }

static void set_h(struct gaa *a, pf_node n, pf_cost h)
{
    if (a->l[n].stamp != a->hepoch) {
        a->l[n].stamp = a->hepoch;
        a->l[n].next = NO_DIR;
    }
    a->l[n].h = h;
}

/* MPGAA*'s GoalCondition: whether the chain of next pointers from s reaches the goal with every
 * step legal now and h(s) == c(s, next) + h(next) at each: its cost is then h(s), which is at
 * most the true distance, so the chain is a least-cost path. */
static int chain_holds(struct gaa *a, pf_node s)
{
    pf_node from = s;
    int ok = 1;
    while (s != a->goal) {
        unsigned d = next_of(a, s);
        pf_node t = (pf_node)((int64_t)s + a->rg.off[d < 8 ? d : 0]);
        if (d == NO_DIR || a->broken[s] == a->sepoch || !(a->rg.mask[s] & (1u << d)) ||
            h_of(a, s) != rcost_add(h_of(a, t), rgrid_step((int)d))) {
            ok = 0;
            break;
        }
        s = t;
    }
    /* h stays put during a search: a chain found broken stays broken, and so do those that join it */
    for (pf_node t = from; !ok && t != s; t = (pf_node)((int64_t)t + a->rg.off[next_of(a, t)]))
        a->broken[t] = a->sepoch;
    if (!ok)
        a->broken[s] = a->sepoch;
    return ok;
}

/* A* from agent: the node it stopped on (the goal, or with reuse a node whose chain holds), or
 * PF_NONE; *nclosed the nodes expanded before it. */
static pf_node search(struct gaa *a, pf_node agent, uint32_t *nclosed)
{
    uint64_t expanded = 0, generated = 0;
    uint32_t nc = 0;
    new_s_epoch(a);
    rheap_clear(&a->open);
    a->s[agent].stamp = a->sepoch;
    a->s[agent].g = 0;
    a->s[agent].parent = PF_NONE;
    rheap_set(&a->open, agent, (struct rkey){ h_of(a, agent), PF_COST_INF });
    a->c.pushes++;
    pf_node found = PF_NONE;
    while (a->open.size) {
        pf_node s = rheap_pop(&a->open);
        expanded++;
        if (s == a->goal || (a->pol.reuse && next_of(a, s) != NO_DIR && chain_holds(a, s))) {
            found = s;
            break;
        }
        a->closed[nc++] = s;
        unsigned mask = a->rg.mask[s];
        for (int k = 0; k < 8; k++)
            if (mask & (1u << k)) {
                pf_node t = (pf_node)((int64_t)s + a->rg.off[k]);
                generated++;
                if (a->s[t].stamp != a->sepoch) {
                    a->s[t].stamp = a->sepoch;
                    a->s[t].g = PF_COST_INF;
                } else if (!rheap_has(&a->open, t)) {
                    continue;                /* closed: consistent h never reopens */
                }
                pf_cost ng = a->s[s].g + rgrid_step(k);
                if (ng >= a->s[t].g)
                    continue;
                if (a->s[t].g == PF_COST_INF)
                    a->c.pushes++;
                else
                    a->c.decreases++;
                a->s[t].g = ng;
                a->s[t].parent = s;
                /* ties on f: larger g first */
                rheap_set(&a->open, t, (struct rkey){ ng + h_of(a, t), PF_COST_INF - ng });
                if (a->open.size > a->c.max_open)
                    a->c.max_open = a->open.size;
            }
    }
    a->c.expanded += expanded;
    a->c.generated += generated;
    *nclosed = nc;
    return found;
}

static unsigned dir_of(const struct gaa *a, pf_node from, pf_node to)
{
    for (unsigned d = 0; d < 8; d++)
        if ((pf_node)((int64_t)from + a->rg.off[d]) == to)
            return d;
    return NO_DIR;
}

/* The path agent .. found by parents, then found .. goal by next pointers; with reuse the new
 * part's next pointers are set (MPGAA*'s BuildPath). */
static int build_path(struct gaa *a, pf_node found, struct pf_replan_result *out)
{
    uint32_t len = 0;
    for (pf_node s = found; s != PF_NONE; s = a->s[s].parent)
        len++;
    uint32_t i = len;
    for (pf_node s = found; s != PF_NONE; s = a->s[s].parent)
        a->path[--i] = s;
    pf_cost total = a->s[found].g;
    if (a->pol.reuse)
        for (i = 0; i + 1 < len; i++)
            a->l[a->path[i]].next = (uint8_t)dir_of(a, a->path[i], a->path[i + 1]);   /* h stamped */
    for (pf_node s = found; s != a->goal;) {
        unsigned d = next_of(a, s);
        if (d >= NO_DIR)
            return PF_ERR_LIMIT;             /* broken invariant: chain_holds said it reached */
        s = (pf_node)((int64_t)s + a->rg.off[d]);
        total += rgrid_step((int)d);
        a->path[len++] = s;
    }
    out->path = a->path;
    out->path_len = len;
    out->g = total;
    return PF_OK;
}

int gaa_plan(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out)
{
    struct gaa *a = state;
    *out = (struct pf_replan_result){ .status = PF_NO_PATH, .g = PF_COST_INF, .forced = -1 };
    const struct pf_grid *g = a->rg.g;
    if (goal != a->goal) {
        a->goal = goal;
        new_h_epoch(a);
    }
    if (g->cls[agent] != PF_CLS_BLOCKED && g->cls[goal] != PF_CLS_BLOCKED) {
        uint32_t nc;
        pf_node found = search(a, agent, &nc);
        if (found != PF_NONE) {
            /* Adaptive A*'s update: h(s) := f* - g(s) on every expanded s (consistent again) */
            pf_cost f_star = a->s[found].g + h_of(a, found);
            for (uint32_t i = 0; i < nc; i++)
                set_h(a, a->closed[i], f_star - a->s[a->closed[i]].g);
            out->status = build_path(a, found, out);
        }
    }
    out->c = a->c;
    memset(&a->c, 0, sizeof a->c);
    return out->status;
}

/* GAA*'s InsertState: the move u -> v (direction d) may lower h(u) below what it was. */
static void insert_state(struct gaa *a, pf_node u, pf_node v, unsigned d)
{
    pf_cost hv = rcost_add(h_of(a, v), rgrid_step((int)d));
    if (u == a->goal || h_of(a, u) <= hv)
        return;
    if (rheap_has(&a->open, u))
        a->c.decreases++;
    else
        a->c.pushes++;
    set_h(a, u, hv);
    a->l[u].next = (uint8_t)d;
    rheap_set(&a->open, u, (struct rkey){ hv, 0 });
}

static unsigned opposite(unsigned d) { return d < 4 ? (d + 2) % 4 : 4 + (d - 2) % 4; }

/* GAA*'s consistency procedure after moves appeared around the given cells: lower h along the
 * new moves, then Dijkstra-like, cheapest h first, along the moves into each lowered node. */
static void reestablish(struct gaa *a, const pf_node *cells, uint32_t n)
{
    rheap_clear(&a->open);
    for (uint32_t i = 0; i < n; i++) {
        if (a->rg.g->cls[cells[i]] == PF_CLS_BLOCKED)
            continue;
        for (int b = 0; b < 9; b++) {
            pf_node u = rgrid_block(&a->rg, cells[i], b);
            unsigned mask = a->rg.mask[u];
            for (unsigned d = 0; d < 8; d++)
                if (mask & (1u << d))
                    insert_state(a, u, (pf_node)((int64_t)u + a->rg.off[d]), d);
        }
    }
    while (a->open.size) {
        pf_node v = rheap_pop(&a->open);
        a->c.expanded++;
        unsigned mask = a->rg.mask[v];
        for (unsigned d = 0; d < 8; d++)
            if (mask & (1u << d)) {
                a->c.generated++;
                insert_state(a, (pf_node)((int64_t)v + a->rg.off[d]), v, opposite(d));
            }
    }
}

int gaa_cells_changed(void *state, const pf_node *cells, uint32_t n)
{
    struct gaa *a = state;
    int opened = 0;
    for (uint32_t i = 0; i < n; i++) {
        rgrid_refresh(&a->rg, cells[i]);
        opened |= a->rg.g->cls[cells[i]] != PF_CLS_BLOCKED;
    }
    /* closed cells only raise costs: learnt h stays consistent; opened ones may lower them */
    if (!opened || a->goal == PF_NONE)
        return PF_OK;
    if (a->pol.repair)
        reestablish(a, cells, n);
    else
        new_h_epoch(a);
    return PF_OK;
}

void gaa_destroy(void *state)
{
    struct gaa *a = state;
    if (!a)
        return;
    rgrid_free(&a->rg);
    rheap_free(&a->open);
    free(a->l);
    free(a->s);
    free(a->closed);
    free(a->broken);
    free(a->path);
    free(a);
}

int gaa_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, struct gaa_policy pol,
               void **state, size_t *bytes)
{
    *state = NULL;
    *bytes = 0;
    if (!pf_replanner_runs_on(self, m, NULL, 0))
        return PF_ERR_ARG;
    struct gaa *a = calloc(1, sizeof *a);
    if (!a)
        return PF_ERR_NOMEM;
    uint32_t nn = g->num_nodes;
    a->pol = pol;
    a->goal = PF_NONE;
    a->l = ralloc((size_t)nn * sizeof *a->l);
    a->s = ralloc((size_t)nn * sizeof *a->s);
    a->closed = ralloc((size_t)nn * sizeof *a->closed);
    a->broken = ralloc((size_t)nn * sizeof *a->broken);
    a->path = ralloc((size_t)nn * sizeof *a->path);
    int rc = rgrid_init(&a->rg, g, m);
    int rh = rheap_init(&a->open, nn);
    if (rc == PF_OK)
        rc = rh;
    if (rc == PF_OK && (!a->l || !a->s || !a->broken || !a->closed || !a->path))
        rc = PF_ERR_NOMEM;
    if (rc != PF_OK) {
        gaa_destroy(a);
        return rc;
    }
    *state = a;
    *bytes = sizeof *a + rheap_bytes(nn) + rgrid_bytes(nn) + (size_t)nn * (sizeof(struct learnt) + sizeof(struct searched) + 3 * sizeof(uint32_t));
    return PF_OK;
}
