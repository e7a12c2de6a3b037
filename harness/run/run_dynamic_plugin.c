/* run_dynamic_plugin.c: a plugin variant's replay of a dynamic scenario, isolated as on static
 * maps: run in forked children that stream its rows back, so that a crash or a hang, in a query
 * or in following a change (its map_change, a GPPC entry's gppc_map_change), costs one query. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "child.h"
#include "commands.h"
#include "run.h"
#include "run_block.h"

/* What a child is given (it has the parent's memory: the run, the scenario, the buffers). */
struct dyn_job {
    struct run *R;
    const struct pf_space *sp;
    const struct pf_plan_map *m;
    const struct pf_variant *v;
    const double *dcost;
    struct pf_run_bufs *B;
    uint64_t *chg;
    struct pf_run_child_out co;
};

static void dyn_child(int fd, void *arg)
{
    struct dyn_job *J = arg;
    J->co.fd = fd;
    pf_run_dynamic_block(J->R, J->sp, J->m, J->v, J->dcost, J->B, J->chg, &J->co);
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

/* One child from query `from` on: its messages into B's rows until it ends. *next: the query it
 * was on; *phase: where the child stood. The receive status (1, 0: the child ended, -1: late). */
static int follow_child(struct run *R, struct pf_child *c, struct pf_run_bufs *B, size_t n, size_t *next,
                        enum pf_child_phase *phase, uint64_t *prep_ns, uint64_t *t_last)
{
    uint64_t timeout = (uint64_t)(R->plugin_timeout * 1e9);
    int r = 0;
    while (*phase != PF_CHILD_DONE) {
        struct pf_run_msg msg;
        r = pf_child_recv(c, &msg, sizeof msg, *phase == PF_CHILD_PASSES ? timeout * (uint64_t)(n - *next + 1) : timeout);
        if (r == -2 && !pf_run_stop)
            continue;
        if (r != 1)
            break;
        if (msg.kind == PF_RUN_MSG_PREP) {
            *prep_ns = *phase == PF_CHILD_PREP && !*prep_ns ? msg.ns : *prep_ns;
            *phase = PF_CHILD_ROWS;
        } else if ((msg.kind == PF_RUN_MSG_ROW || msg.kind == PF_RUN_MSG_FINAL) && msg.index < n) {
            B->rows[msg.index] = msg.row;
            if (msg.kind == PF_RUN_MSG_ROW)
                *next = msg.index + 1;
            *t_last = pf_now_ns();
        } else if (msg.kind == PF_RUN_MSG_PASSES) {
            *phase = PF_CHILD_PASSES;
        } else if (msg.kind == PF_RUN_MSG_DONE) {
            *phase = PF_CHILD_DONE;
        }
    }
    return r;
}

int pf_run_dynamic_plugin(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                          const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, uint64_t *chg)
{
    size_t from = 0, n = m->n;
    uint64_t spent = 0, prep_ns = 0;
    int first = 1;
    for (size_t j = 0; j < n; j++)
        B->rows[j].status[0] = 0;          /* rows no child sent stay out of runs.csv */
    while (from < n && !pf_run_stop) {
        struct dyn_job J = { R, sp, m, v, dcost, B, chg, { -1, from, spent } };
        uint64_t t_child = pf_now_ns(), t_last = 0;
        struct pf_child c;
        if (pf_child_start(&c, dyn_child, &J) != 0) {
            fprintf(stderr, "pfbench run: cannot start a child for %s: %s\n", v->name, strerror(errno));
            return -1;
        }
        size_t next = from;
        enum pf_child_phase phase = PF_CHILD_PREP;
        uint64_t child_prep = 0;
        int r = follow_child(R, &c, B, n, &next, &phase, &child_prep, &t_last);
        prep_ns = first ? child_prep : prep_ns;
        char how[200];
        int failed = pf_child_end(&c, r < 0, how, sizeof how);     /* killed when late or interrupted */
        if (pf_run_stop)
            return 0;                      /* interrupted: the block is dropped, as in-process */
        if (phase == PF_CHILD_DONE && !failed)
            break;
        spent += t_last ? t_last - t_child : 0;
        const char *status = r == -1 ? "timeout" : "crashed";
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", R->plugin_timeout);
        if (phase == PF_CHILD_PREP && first) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s in its preprocessing (%s): its %zu queries are "
                            "'%s'\n", v->name, m->name, r == -1 ? "hung" : "crashed", how, n - from, status);
            mark_rows(R, sp, m, v, dcost, B, from, n, status);
            break;
        }
        if (phase == PF_CHILD_PASSES) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s while the scenario was replayed again (%s): "
                            "its rows keep the first replay's times\n", v->name, m->name,
                    r == -1 ? "hung" : "crashed", how);
            break;
        }
        if (next >= n)
            break;                         /* ended after its last row: nothing to blame */
        fprintf(stderr, "pfbench run: %s on %s line %u: the plugin %s (%s), in the query or in following the "
                        "change before it: row '%s'; the run goes on, the plugin re-initialised on the map as it "
                        "stands at the next query\n",
                v->name, m->name, m->scen.e[next].line, r == -1 ? "hung" : "crashed", how, status);
        mark_rows(R, sp, m, v, dcost, B, next, next + 1, status);
        from = next + 1;
        first = 0;
    }
    if (pf_run_stop)
        return 0;
    size_t nw = 0;
    for (size_t j = 0; j < n; j++) {
        struct pf_row *row = &B->rows[j];
        row->prep_ns = prep_ns;
        if (!row->status[0] || pf_run_is_done(R, row)) {
            R->rows_skipped += row->status[0] != 0;
            continue;
        }
        B->rows[nw++] = *row;
    }
    return pf_run_write_rows(R, B->rows, nw);
}
