/* run_dynamic_plugin.c: a plugin variant's replay of a dynamic scenario, isolated as on static
 * maps: run in forked children that stream its rows back, so that a crash or a hang, in a query
 * or in following a change (its map_change, a GPPC entry's gppc_map_change), costs one query. */
#include <stdio.h>
#include <string.h>
#include "commands.h"
#include "run.h"
#include "run_block.h"
#include "supervise.h"

/* A plugin's replay (it has the parent's memory: the run, the scenario, the buffers), and the
 * first child's preprocessing time. */
struct dyn_block {
    struct run *R;
    const struct pf_space *sp;
    const struct pf_plan_map *m;
    const struct pf_variant *v;
    const double *dcost;
    struct pf_run_bufs *B;
    uint64_t *chg;
    uint64_t prep_ns;
};

static void dyn_child(void *arg, const struct pf_run_child_out *co)
{
    struct dyn_block *D = arg;
    pf_run_dynamic_block(D->R, D->sp, D->m, D->v, D->dcost, D->B, D->chg, co);
}

/* Rows from .. m->n - 1 that no child answered: status, with their epochs and patches from the
 * scenario replayed without a context (the parent's map never changed: the children had their
 * own copies). */
static void mark_rows(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                      const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, size_t from,
                      size_t to, const char *status)
{
    char err[700];
    struct pf_search_ctx *ctx = pf_space_rewind(sp, err, sizeof err) == 0 ? pf_space_ctx(sp, R->moves) : NULL;
    struct pf_run_prep none;
    memset(&none, 0, sizeof none);
    for (size_t j = 0; j < to && ctx; j++) {
        struct pf_map_event ev;
        uint64_t ns;
        if (pf_space_step(sp, NULL, &m->scen.e[j], &ev, &ns, err, sizeof err) != 0 || j < from)
            continue;
        struct pf_row *row = &B->rows[j];
        pf_run_init_row(R, m, ctx, v, j, dcost, &none, row);
        snprintf(row->status, sizeof row->status, "%s", status);
        snprintf(row->follow, sizeof row->follow, "%s", pf_follow_name(pf_variant_follow(v)));
        row->epoch = ev.epoch;
        row->patches = ev.patches;
        row->scen_line = m->scen.e[j].line;
        row->prep_equal = -1;
    }
    pf_ctx_destroy(ctx);
}

/* A child's message: the first child's preprocessing time; a row, after its first replay or
 * with its final times. */
static void dyn_take(void *arg, const struct pf_run_msg *msg, int first)
{
    struct dyn_block *D = arg;
    if (msg->kind == PF_RUN_MSG_PREP)
        D->prep_ns = first ? msg->ns : D->prep_ns;
    else
        D->B->rows[msg->index] = msg->row;
}

/* A child that crashed or hung: the first in its preprocessing, the scenario's queries get its
 * status; in the passes, the rows keep the first replay's times; at a query (or in following the
 * change before it, also a later child's preparation on the map as it stands there), that row gets
 * it and a new child goes on. */
static int dyn_ended(void *arg, const struct pf_sup_end *e)
{
    struct dyn_block *D = arg;
    const struct pf_plan_map *m = D->m;
    const char *name = D->v->name;
    if (e->phase == PF_CHILD_PREP && e->first) {
        fprintf(stderr, "pfbench run: %s on %s: the plugin %s in its preprocessing (%s): its %zu queries are "
                        "'%s'\n", name, m->name, e->verb, e->how, m->n - e->from, e->status);
        mark_rows(D->R, D->sp, m, D->v, D->dcost, D->B, e->from, m->n, e->status);
        return 0;
    }
    if (e->phase == PF_CHILD_PASSES) {
        fprintf(stderr, "pfbench run: %s on %s: the plugin %s while the scenario was replayed again (%s): "
                        "its rows keep the first replay's times\n", name, m->name, e->verb, e->how);
        return 0;
    }
    fprintf(stderr, "pfbench run: %s on %s line %u: the plugin %s (%s), in the query or in following the "
                    "change before it: row '%s'; the run goes on, the plugin re-initialised on the map as it "
                    "stands at the next query\n",
            name, m->name, m->scen.e[e->next].line, e->verb, e->how, e->status);
    mark_rows(D->R, D->sp, m, D->v, D->dcost, D->B, e->next, e->next + 1, e->status);
    return 1;
}

int pf_run_dynamic_plugin(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                          const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, uint64_t *chg)
{
    size_t n = m->n;
    for (size_t j = 0; j < n; j++)
        B->rows[j].status[0] = 0;          /* rows no child sent stay out of runs.csv */
    struct dyn_block D = { R, sp, m, v, dcost, B, chg, 0 };
    struct pf_supervisor s = { .n = n, .timeout = R->plugin_timeout, .name = v->name,
                               .child = dyn_child, .take = dyn_take, .ended = dyn_ended, .arg = &D };
    if (pf_supervise(&s) != 0)
        return -1;
    if (pf_run_stop)
        return 0;                          /* interrupted: the block is dropped, as in-process */
    size_t nw = 0;
    for (size_t j = 0; j < n; j++) {
        struct pf_row *row = &B->rows[j];
        row->prep_ns = D.prep_ns;
        if (!row->status[0] || pf_run_is_done(R, row)) {
            R->rows_skipped += row->status[0] != 0;
            continue;
        }
        B->rows[nw++] = *row;
    }
    return pf_run_write_rows(R, B->rows, nw);
}
