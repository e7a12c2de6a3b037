/* replan_memo.c: the answers of pfbench replan's Dijkstra checks, each kept with the believed map,
 * agent and goal it was computed on, so that a check asking again on the same map (every
 * planner's first plan on a line, the trips two planners walk alike) reads it back instead of
 * searching again. A hit compares the whole map, so it gives exactly what a new search would. */
#include <stdlib.h>
#include <string.h>
#include "replan.h"

/* At most this many bytes of kept maps, and at most MEMO_MAX answers. */
#define MEMO_BYTES (64u << 20)
#define MEMO_MAX 64u

void replan_memo_free(struct replan_memo *m)
{
    for (uint32_t i = 0; i < m->n; i++)
        free(m->e[i].cls);
    free(m->e);
    memset(m, 0, sizeof *m);
}

/* Room for the answers on maps of num_nodes cells (the kept ones dropped when it changes). */
static int fit(struct replan_memo *m, uint32_t num_nodes)
{
    if (m->e && m->num_nodes == num_nodes)
        return 0;
    replan_memo_free(m);
    uint32_t cap = MEMO_BYTES / (num_nodes ? num_nodes : 1);
    m->cap = cap < 1 ? 1 : cap > MEMO_MAX ? MEMO_MAX : cap;
    m->e = calloc(m->cap, sizeof *m->e);
    m->num_nodes = num_nodes;
    return m->e ? 0 : -1;
}

int replan_memo_find(struct replan_memo *m, const struct pf_grid *believed, pf_node agent, pf_node goal,
                     struct replan_answer *out)
{
    if (!m || fit(m, believed->num_nodes) != 0)
        return 0;
    for (uint32_t i = 0; i < m->n; i++) {
        const struct replan_memo_entry *e = &m->e[i];
        if (e->agent == agent && e->goal == goal && !memcmp(e->cls, believed->cls, believed->num_nodes)) {
            *out = e->answer;
            m->hits++;
            return 1;
        }
    }
    return 0;
}

void replan_memo_put(struct replan_memo *m, const struct pf_grid *believed, pf_node agent, pf_node goal,
                     const struct replan_answer *a)
{
    if (!m || fit(m, believed->num_nodes) != 0)
        return;
    struct replan_memo_entry *e = &m->e[m->n < m->cap ? m->n : m->next];
    if (!e->cls && !(e->cls = malloc(believed->num_nodes)))
        return;                              /* no room: the next check searches again */
    memcpy(e->cls, believed->cls, believed->num_nodes);
    e->agent = agent;
    e->goal = goal;
    e->answer = *a;
    if (m->n < m->cap)
        m->n++;
    else
        m->next = (m->next + 1) % m->cap;
}
