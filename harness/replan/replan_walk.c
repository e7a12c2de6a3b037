/* replan_walk.c: one trip of pfbench replan, walked twice: checked (sampled plans against Dijkstra
 * on the believed map, every move on the true map), then timed by the harness's clock alone (or,
 * with --walks 1, once: timed and checked). */
#include <string.h>
#include "commands.h"
#include "replan.h"

struct watch {
    const struct replan_check *chk;
    const struct pf_replanner *p;
    enum pf_moves m;
    struct replan_row *row;
    struct replan_pic *pic;      /* the trip picture's recorder, or NULL */
    uint32_t plans;
    uint64_t next, stride;       /* the next plan to check (0-based) and the spacing now */
};

static uint64_t clock_ns(void *arg)
{
    (void)arg;
    return pf_now_ns();
}

/* Plan number `plans` (1-based) against Dijkstra on a new context of the believed map. */
static int planned(void *arg, const struct pf_grid *believed, pf_node agent, pf_node goal,
                   const struct pf_replan_result *r)
{
    struct watch *w = arg;
    if (w->pic)
        replan_pic_planned(w->pic, believed, agent);
    if (w->plans++ != w->next)
        return 0;
    w->row->checked++;
    if (w->chk->check_double && w->row->checked % w->chk->check_double == 0)
        w->stride *= 2;
    w->next += w->stride;
    struct replan_answer want = { .status = PF_NO_PATH, .g = PF_COST_INF, .cost = -1 };
    if (!replan_memo_find(w->chk->memo, believed, agent, goal, &want)) {
        int ends_free = believed->cls[agent] != PF_CLS_BLOCKED && believed->cls[goal] != PF_CLS_BLOCKED;
        struct pf_search_ctx *ctx = ends_free ? pf_ctx_create(believed, w->m) : NULL;
        struct pf_result res = { .status = PF_NO_PATH, .g = PF_COST_INF };
        if (ends_free && !ctx)
            res.status = PF_ERR_NOMEM;
        if (ctx)
            pf_search(ctx, pf_variant_reference(), agent, goal, &res);
        want = (struct replan_answer){ res.status, res.g, res.status == PF_OK ? res.cost : -1 };
        if (ctx)
            pf_ctx_destroy(ctx);
        if (want.status == PF_OK || want.status == PF_NO_PATH)
            replan_memo_put(w->chk->memo, believed, agent, goal, &want);
    }
    char why[200] = "";
    double cost = 0;
    int valid = r->status != PF_OK ||
                pf_path_validate(believed, w->m, r->path, r->path_len, agent, goal, &cost, why, sizeof why);
    int optimal = r->status == want.status && (r->status != PF_OK || r->g == want.g);
    int must = (w->p->optimal_on & PF_MOVES_BIT(w->m)) != 0;
    if (valid && (optimal || !must))
        return 0;
    w->row->check_fail++;
    if (w->chk->err && w->row->check_fail == 1) {
        int32_t ax, ay;
        pf_grid_xy(believed, agent, &ax, &ay);
        fprintf(w->chk->err,
                "replan: FAIL: %s:%u: %s: plan %u from (%d,%d): %s cost %.6f, Dijkstra on the believed map %s "
                "%.6f %s\n",
                w->row->map, w->row->line, w->p->name, w->plans, ax, ay, pf_status_name(r->status),
                r->status == PF_OK ? (double)r->g / PF_CARD : -1.0, pf_status_name(want.status),
                want.cost, why);
    }
    return 0;
}

static int learned(void *arg, const struct pf_grid *believed, const pf_node *cells, uint32_t n)
{
    struct watch *w = arg;
    if (w->pic)
        replan_pic_learned(w->pic, believed, cells, n);
    return 0;
}

static int moved(void *arg, const struct pf_grid *truth, pf_node from, pf_node to)
{
    struct watch *w = arg;
    pf_node two[2] = { from, to };
    double cost;
    char why[200] = "";
    if (pf_path_validate(truth, w->m, two, 2, from, to, &cost, why, sizeof why)) {
        if (w->pic)
            replan_pic_stand(w->pic, to);   /* the move is taken: the hook lets it */
        return 0;
    }
    w->row->bad_moves++;
    if (w->chk->err)
        fprintf(w->chk->err, "replan: FAIL: %s:%u: %s: a move illegal on the true map: %s\n", w->row->map,
                w->row->line, w->p->name, why);
    return 1;
}

/* The figures two walks of one trip must share (all but the times). */
static int same_trip(const struct pf_trip *a, const struct pf_trip *b)
{
    return a->end == b->end && a->steps == b->steps && a->waits == b->waits && a->walked_g == b->walked_g &&
           a->plans == b->plans && a->changed_cells == b->changed_cells && a->events == b->events &&
           a->max_expanded == b->max_expanded && a->max_replan_expanded == b->max_replan_expanded &&
           a->max_replan_forced == b->max_replan_forced && memcmp(&a->c, &b->c, sizeof a->c) == 0;
}

int replan_walk(const struct pf_agent_setup *s, const struct pf_replanner *p, const struct replan_check *chk,
                struct replan_pic *pic, struct replan_row *row)
{
    struct watch w = { .chk = chk, .p = p, .m = s->moves, .row = row, .pic = pic, .stride = chk->check_every };
    struct pf_agent_hooks checked = { .arg = &w, .now_ns = NULL, .planned = planned, .moved = moved,
                                       .learned = learned };
    struct pf_agent_hooks timed = { .arg = &w, .now_ns = clock_ns, .planned = NULL, .moved = NULL };
    struct pf_trip first;
    row->planner = p;
    row->checked = row->check_fail = row->bad_moves = 0;
    row->nondeterministic = 0;
    if (chk->walks == 1) {
        /* one walk, timed and checked: the hooks run outside the timed calls */
        checked.now_ns = clock_ns;
        return pf_agent_trip(s, p, &checked, &row->trip);
    }
    /* the checks walk the trip untimed; then the same trip walks again timed, with nothing of
     * the harness's between its planning steps, and must match the checked walk */
    int rc = pf_agent_trip(s, p, &checked, &first);
    w.pic = NULL;
    if (rc == PF_OK)
        rc = pf_agent_trip(s, p, &timed, &row->trip);
    if (rc == PF_OK && !same_trip(&first, &row->trip)) {
        row->nondeterministic = 1;
        if (chk->err)
            fprintf(chk->err, "replan: FAIL: %s:%u: %s: the timed walk differs from the checked walk of the same trip\n",
                    row->map, row->line, p->name);
    }
    return rc;
}

int replan_row_ok(const struct replan_row *r, char *why, size_t why_len)
{
    const struct pf_trip *t = &r->trip;
    if (r->check_fail)
        snprintf(why, why_len, "%u of %u checked plans not least-cost on the believed map", r->check_fail, r->checked);
    else if (r->bad_moves || t->end == PF_TRIP_ILLEGAL)
        snprintf(why, why_len, "a move illegal on the true map");
    else if (r->nondeterministic)
        snprintf(why, why_len, "two walks of the trip differ");
    else if (t->end == PF_TRIP_STEP_LIMIT || t->end == PF_TRIP_STOPPED)
        snprintf(why, why_len, "the trip ended by %s", pf_trip_end_name(t->end));
    else if (r->reachable >= 0 && (t->end == PF_TRIP_ARRIVED) != r->reachable)
        snprintf(why, why_len, "%s, but the goal is %sreachable on the true map", pf_trip_end_name(t->end),
                 r->reachable ? "" : "not ");
    else
        return 1;
    return 0;
}
