/* run_plugin.c: a plugin variant's block of `pfbench run`, isolated: run in forked children that
 * stream its rows back, so a crash or a hang costs one query ('crashed', 'timeout'). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include "child.h"
#include "commands.h"
#include "run.h"
#include "run_block.h"

/* What the child of a plugin's block is given (it has the parent's memory: the run, the map's
 * context with its Dijkstra costs, the block's buffers). */
struct child_job {
    struct run *R;
    struct pf_search_ctx *ctx;
    const struct pf_space *sp;
    const struct pf_plan_map *m;
    const struct pf_variant *v;
    const double *dcost;
    struct pf_run_bufs *B;
    struct pf_run_child_out co;
};

/* The child: the variant's preprocessing (timed as in-process), then run_block from co.from. */
static void plugin_child(int fd, void *arg)
{
    struct child_job *J = arg;
    J->co.fd = fd;
    struct rusage ru;
    uint64_t base_kb = getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0 ? (uint64_t)ru.ru_maxrss : 0;
    struct pf_run_prep seen[1], prep;
    size_t nseen = 0;
    pf_run_prepare_variant(J->R, J->ctx, J->v, J->m->name, 0, seen, &nseen, &prep);   /* its limit: --plugin-timeout */
    struct pf_run_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.kind = PF_RUN_MSG_PREP;
    msg.ns = prep.ns;
    msg.bytes = prep.bytes;
    msg.base_kb = base_kb;
    pf_child_send(fd, &msg, sizeof msg);
    uint64_t median;
    pf_run_block(J->R, J->ctx, J->sp, J->m, J->v, J->dcost, &prep, J->B, &median, &J->co);
}

/* A plugin variant's block: its preprocessing and queries run in a forked child (plugin_child)
 * that streams each row back; a crash or a query past --plugin-timeout ends the child, the
 * query gets a 'crashed' or 'timeout' row, and a new child goes on with the next query. The
 * rows answered so far are kept. The timing is run_block's, in the child. */
int pf_run_plugin_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                        const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                        struct pf_run_bufs *B)
{
    struct pf_run_prep none;
    memset(&none, 0, sizeof none);
    size_t total = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (!m->mine[j])
            continue;
        pf_run_init_row(R, m, ctx, v, j, dcost, &none, &B->rows[total]);
        if (pf_run_is_done(R, &B->rows[total]))
            R->rows_skipped++;
        else
            total++;
    }
    uint64_t timeout = (uint64_t)(R->plugin_timeout * 1e9), prep_ns = 0, prep_bytes = 0;
    uint64_t spent = 0;                /* the variant's time on the map (--variant-seconds) so far,
                                          without the query that crashed or hung */
    int have_prep = 0;
    size_t from = 0;
    B->peak_kb = B->base_kb = 0;
    while (from < total && !pf_run_stop) {
        struct child_job J = { R, ctx, sp, m, v, dcost, B, { -1, from, spent } };
        uint64_t t_child = pf_now_ns(), t_last = 0;   /* its start; its last row's arrival */
        struct pf_child c;
        if (pf_child_start(&c, plugin_child, &J) != 0) {
            fprintf(stderr, "pfbench run: cannot start a child for %s: %s\n", v->name, strerror(errno));
            return -1;
        }
        enum pf_child_phase phase = PF_CHILD_PREP;
        size_t next = from;            /* the query the child is on */
        int r = 0;
        while (phase != PF_CHILD_DONE) {
            struct pf_run_msg msg;
            uint64_t limit = phase == PF_CHILD_PASSES ? timeout * (uint64_t)(total - from) : timeout;
            r = pf_child_recv(&c, &msg, sizeof msg, limit);
            if (r == -2 && !pf_run_stop)
                continue;
            if (r != 1)
                break;
            if (msg.kind == PF_RUN_MSG_PREP) {
                if (!have_prep) {
                    prep_ns = msg.ns;
                    prep_bytes = msg.bytes;
                    B->base_kb = msg.base_kb;
                    have_prep = 1;
                }
                phase = PF_CHILD_ROWS;
            } else if (msg.kind == PF_RUN_MSG_ROW && msg.index < total) {
                B->rows[msg.index] = msg.row;
                B->rows[msg.index].time_ns = msg.ns;   /* until PF_RUN_MSG_FINAL brings the median */
                next = msg.index + 1;
                t_last = pf_now_ns();
            } else if (msg.kind == PF_RUN_MSG_PASSES) {
                phase = PF_CHILD_PASSES;
            } else if (msg.kind == PF_RUN_MSG_FINAL && msg.index < total) {
                B->rows[msg.index].time_ns = msg.ns;
            } else if (msg.kind == PF_RUN_MSG_DONE) {
                phase = PF_CHILD_DONE;
            }
        }
        char how[200];
        int failed = pf_child_end(&c, r < 0, how, sizeof how);   /* killed when late or interrupted */
        if (c.peak_kb > B->peak_kb)
            B->peak_kb = c.peak_kb;
        if (pf_run_stop)
            return 0;                      /* interrupted: the block is dropped, as in-process */
        if (phase == PF_CHILD_DONE && !failed)
            break;
        spent += t_last ? t_last - t_child : 0;
        const char *status = r == -1 ? "timeout" : "crashed";
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", R->plugin_timeout);
        if (phase == PF_CHILD_PREP) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s in its preprocessing (%s): its %zu queries are "
                            "'%s'\n", v->name, m->name, r == -1 ? "hung" : "crashed", how, total - from, status);
            for (size_t i = from; i < total; i++)
                snprintf(B->rows[i].status, sizeof B->rows[i].status, "%s", status);
            break;
        }
        if (phase == PF_CHILD_PASSES) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s while its queries were timed again (%s): "
                            "their rows keep the first solve's time\n", v->name, m->name,
                    r == -1 ? "hung" : "crashed", how);
            break;
        }
        if (next >= total)
            break;                         /* ended after its last row: nothing to blame */
        fprintf(stderr, "pfbench run: %s on %s scenario %u: the plugin %s (%s): row '%s', the run goes on\n",
                v->name, m->name, B->rows[next].scen_id, r == -1 ? "hung" : "crashed", how, status);
        snprintf(B->rows[next].status, sizeof B->rows[next].status, "%s", status);
        from = next + 1;
    }
    if (pf_run_stop)
        return 0;
    for (size_t i = 0; i < total; i++) {
        struct pf_row *row = &B->rows[i];
        row->prep_ns = prep_ns;
        row->prep_bytes = prep_bytes;
        /* GPPC's peak memory: what the plugin's children grew beyond the harness's pages */
        row->peak_rss_kb = B->peak_kb > B->base_kb ? B->peak_kb - B->base_kb : 0;
        if (!row->status[0])
            snprintf(row->status, sizeof row->status, "crashed");   /* not reached (the child ended) */
    }
    return pf_run_write_rows(R, B->rows, total);
}
