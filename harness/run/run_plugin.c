/* run_plugin.c: a plugin variant's block of `pfbench run`, isolated: run in forked children that
 * stream its rows back, so a crash or a hang costs one query ('crashed', 'timeout'). */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include "child.h"
#include "commands.h"
#include "run.h"
#include "run_block.h"
#include "supervise.h"

/* A plugin's block (it has the parent's memory: the run, the map's context with its Dijkstra
 * costs, the block's buffers), and what its children sent of the preprocessing. */
struct plugin_block {
    struct run *R;
    struct pf_search_ctx *ctx;
    const struct pf_space *sp;
    const struct pf_plan_map *m;
    const struct pf_variant *v;
    const double *dcost;
    struct pf_run_bufs *B;
    size_t total;                  /* the rows to answer: B->rows[0 .. total) */
    uint64_t prep_ns, prep_bytes;
    int have_prep;
};

/* The child: the variant's preprocessing (timed as in-process), then run_block from co->from. */
static void plugin_child(void *arg, const struct pf_run_child_out *co)
{
    struct plugin_block *P = arg;
    struct rusage ru;
    uint64_t base_kb = getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0 ? (uint64_t)ru.ru_maxrss : 0;
    struct pf_run_prep seen[1], prep;
    size_t nseen = 0;
    pf_run_prepare_variant(P->R, P->ctx, P->v, P->m->name, 0, seen, &nseen, &prep);   /* its limit: --plugin-timeout */
    struct pf_run_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.kind = PF_RUN_MSG_PREP;
    msg.ns = prep.ns;
    msg.bytes = prep.bytes;
    msg.base_kb = base_kb;
    pf_child_send(co->fd, &msg, sizeof msg);
    uint64_t median;
    pf_run_block(P->R, P->ctx, P->sp, P->m, P->v, P->dcost, &prep, P->B, &median, co);
}

/* A child's message: the first preprocessing's figures; a row after its first solve (its time
 * until FINAL brings the median); a row's final time. */
static void plugin_take(void *arg, const struct pf_run_msg *msg, int first)
{
    struct plugin_block *P = arg;
    struct pf_run_bufs *B = P->B;
    (void)first;
    if (msg->kind == PF_RUN_MSG_PREP) {
        if (!P->have_prep) {
            P->prep_ns = msg->ns;
            P->prep_bytes = msg->bytes;
            B->base_kb = msg->base_kb;
            P->have_prep = 1;
        }
    } else if (msg->kind == PF_RUN_MSG_ROW) {
        B->rows[msg->index] = msg->row;
        B->rows[msg->index].time_ns = msg->ns;
    } else if (msg->kind == PF_RUN_MSG_FINAL) {
        B->rows[msg->index].time_ns = msg->ns;
    }
}

/* A child that crashed or hung: in its preprocessing, the block's queries left get its status;
 * in the passes, the rows keep their first solve's time; at a query, that row gets it and a new
 * child goes on. */
static int plugin_ended(void *arg, const struct pf_sup_end *e)
{
    struct plugin_block *P = arg;
    struct pf_run_bufs *B = P->B;
    if (e->phase == PF_CHILD_PREP) {
        fprintf(stderr, "pfbench run: %s on %s: the plugin %s in its preprocessing (%s): its %zu queries are "
                        "'%s'\n", P->v->name, P->m->name, e->verb, e->how, P->total - e->from, e->status);
        for (size_t i = e->from; i < P->total; i++)
            snprintf(B->rows[i].status, sizeof B->rows[i].status, "%s", e->status);
        return 0;
    }
    if (e->phase == PF_CHILD_PASSES) {
        fprintf(stderr, "pfbench run: %s on %s: the plugin %s while its queries were timed again (%s): "
                        "their rows keep the first solve's time\n", P->v->name, P->m->name, e->verb, e->how);
        return 0;
    }
    fprintf(stderr, "pfbench run: %s on %s scenario %u: the plugin %s (%s): row '%s', the run goes on\n",
            P->v->name, P->m->name, B->rows[e->next].scen_id, e->verb, e->how, e->status);
    snprintf(B->rows[e->next].status, sizeof B->rows[e->next].status, "%s", e->status);
    return 1;
}

/* A plugin variant's block: its preprocessing and queries run in forked children (plugin_child,
 * pf_supervise) that stream each row back; a crash or a query past --plugin-timeout ends the
 * child, the query gets a 'crashed' or 'timeout' row, and a new child goes on with the next
 * query. The rows answered so far are kept. The timing is run_block's, in the child. */
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
    struct plugin_block P = { R, ctx, sp, m, v, dcost, B, total, 0, 0, 0 };
    struct pf_supervisor s = { .n = total, .timeout = R->plugin_timeout, .name = v->name,
                               .child = plugin_child, .take = plugin_take, .ended = plugin_ended, .arg = &P };
    B->peak_kb = B->base_kb = 0;
    int rc = pf_supervise(&s);
    B->peak_kb = s.peak_kb;
    if (rc != 0)
        return -1;
    if (pf_run_stop)
        return 0;                          /* interrupted: the block is dropped, as in-process */
    for (size_t i = 0; i < total; i++) {
        struct pf_row *row = &B->rows[i];
        row->prep_ns = P.prep_ns;
        row->prep_bytes = P.prep_bytes;
        /* GPPC's peak memory: what the plugin's children grew beyond the harness's pages */
        row->peak_rss_kb = B->peak_kb > B->base_kb ? B->peak_kb - B->base_kb : 0;
        if (!row->status[0])
            snprintf(row->status, sizeof row->status, "crashed");   /* not reached (the child ended) */
    }
    return pf_run_write_rows(R, B->rows, total);
}
