/* replan_repeat.c: planners that search again from scratch at every plan with a registry variant
 * (repeated forward and backward A*, repeated JPS), on a pfbench context over the believed grid.
 * Invariant: after every cells_changed the context's move masks, wall stamps and the variant's
 * map-mirroring scratch equal the believed grid's (pf_ctx_map_change on each changed cell), so
 * each plan is the variant's own answer on the believed map as it stands: least-cost wherever
 * the variant is optimal. */
#include <stdlib.h>
#include "pf_replan.h"
#include "pf_search.h"

struct repeat {
    const struct pf_replanner *self;
    const struct pf_variant *v;
    struct pf_search_ctx *ctx;
    pf_node *rev;            /* a backward search's path turned agent .. goal (num_nodes) */
};

static void repeat_destroy(void *state)
{
    struct repeat *r = state;
    if (!r)
        return;
    if (r->ctx)
        pf_ctx_destroy(r->ctx);
    free(r->rev);
    free(r);
}

static int repeat_create(const struct pf_replanner *self, const struct pf_grid *g, enum pf_moves m, void **state,
                         size_t *bytes)
{
    *state = NULL;
    *bytes = 0;
    const struct pf_variant *v = pf_variant_find(self->base);
    if (!v || !pf_replanner_runs_on(self, m, NULL, 0) || !pf_variant_runs_on(v, m, NULL, 0))
        return PF_ERR_ARG;
    struct repeat *r = calloc(1, sizeof *r);
    if (!r)
        return PF_ERR_NOMEM;
    r->self = self;
    r->v = v;
    r->ctx = pf_ctx_create(g, m);
    if (r->ctx && (self->flags & PF_REPLAN_BACKWARD))
        r->rev = malloc((size_t)g->num_nodes * sizeof *r->rev);
    int rc = !r->ctx || ((self->flags & PF_REPLAN_BACKWARD) && !r->rev) ? PF_ERR_NOMEM : pf_ctx_prepare(r->ctx, v, NULL);
    if (rc != PF_OK) {
        repeat_destroy(r);
        return rc;
    }
    *state = r;
    *bytes = sizeof *r + pf_ctx_bytes(r->ctx) + (r->rev ? (size_t)g->num_nodes * sizeof *r->rev : 0);
    return PF_OK;
}

static int repeat_plan(void *state, pf_node agent, pf_node goal, struct pf_replan_result *out)
{
    struct repeat *r = state;
    const struct pf_grid *g = pf_ctx_grid(r->ctx);
    const int back = (r->self->flags & PF_REPLAN_BACKWARD) != 0;
    *out = (struct pf_replan_result){ .status = PF_NO_PATH, .g = PF_COST_INF, .forced = -1 };
    if (g->cls[agent] == PF_CLS_BLOCKED || g->cls[goal] == PF_CLS_BLOCKED)
        return out->status;
    struct pf_result res;
    int rc = back ? pf_search(r->ctx, r->v, goal, agent, &res) : pf_search(r->ctx, r->v, agent, goal, &res);
    out->c = res.c;
    out->status = rc;
    if (rc != PF_OK)
        return rc;
    out->g = res.g;
    out->path_len = res.path_len;
    out->path = res.path;
    if (back) {
        for (uint32_t i = 0; i < res.path_len; i++)
            r->rev[i] = res.path[res.path_len - 1 - i];
        out->path = r->rev;
    }
    return PF_OK;
}

static int repeat_cells_changed(void *state, const pf_node *cells, uint32_t n)
{
    struct repeat *r = state;
    const struct pf_grid *g = pf_ctx_grid(r->ctx);
    for (uint32_t i = 0; i < n; i++) {
        struct pf_rect one = { 0, 0, 1, 1 };
        pf_grid_xy(g, cells[i], &one.x, &one.y);
        int rc = pf_ctx_map_change(r->ctx, &one, 1, PF_FOLLOW_ONLINE, NULL);
        if (rc != PF_OK)
            return rc;
    }
    return PF_OK;
}

static const struct pf_replan_ops repeat_ops = {
    .create = repeat_create,
    .destroy = repeat_destroy,
    .plan = repeat_plan,
    .cells_changed = repeat_cells_changed,
    .agent_moved = NULL,
};

const struct pf_replanner pf_replan_astar_fwd = {
    .name = "astar-fwd",
    .about = "A* (octile, binary heap) from the agent to the goal, from scratch at every plan",
    .invariant = "each plan is a fresh A* search on the believed map as it stands: nothing is kept between plans",
    .optimal_on = PF_MOVES_2D,
    .base = "astar/octile/heap",
    .ops = &repeat_ops,
};

const struct pf_replanner pf_replan_astar_bwd = {
    .name = "astar-bwd",
    .about = "A* (octile, binary heap) from the goal to the agent, from scratch at every plan",
    .invariant = "each plan is a fresh A* search from the goal on the believed map as it stands; its path is "
                 "given back agent .. goal",
    .optimal_on = PF_MOVES_2D,
    .base = "astar/octile/heap",
    .flags = PF_REPLAN_BACKWARD,
    .ops = &repeat_ops,
};

const struct pf_replanner pf_replan_jps = {
    .name = "jps",
    .about = "jump point search from the agent to the goal on the believed map, from scratch at every plan",
    .invariant = "each plan is a fresh JPS search on the believed map; its bit rows follow every changed cell",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8),
    .runs_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8),
    .base = "jps",
    .ops = &repeat_ops,
};
