/* supervise.c: a plugin's block in forked children, each restarted after a crash or a hang. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "child.h"
#include "commands.h"
#include "run.h"
#include "supervise.h"

/* What pf_child_start hands the child. */
struct sup_job {
    struct pf_supervisor *s;
    struct pf_run_child_out co;
};

static void sup_child(int fd, void *arg)
{
    struct sup_job *J = arg;
    J->co.fd = fd;
    J->s->child(J->s->arg, &J->co);
}

/* One child's messages until it is done, ends or is late: *phase where it stood, *next the
 * query it was on, *t_last its last row's arrival. pf_child_recv's status (1: done, 0: the child
 * ended, -1: late, -2: interrupted). */
static int follow(struct pf_supervisor *s, struct pf_child *c, size_t from, int first,
                  enum pf_child_phase *phase, size_t *next, uint64_t *t_last)
{
    uint64_t timeout = (uint64_t)(s->timeout * 1e9);
    int r = 0;
    while (*phase != PF_CHILD_DONE) {
        struct pf_run_msg msg;
        size_t left = s->n - from;
        r = pf_child_recv(c, &msg, sizeof msg, *phase == PF_CHILD_PASSES ? timeout * (uint64_t)left : timeout);
        if (r == -2 && !pf_run_stop)
            continue;
        if (r != 1)
            break;
        if (msg.kind == PF_RUN_MSG_PREP) {
            s->take(s->arg, &msg, first);
            *phase = PF_CHILD_ROWS;
        } else if (msg.kind == PF_RUN_MSG_ROW && msg.index < s->n) {
            s->take(s->arg, &msg, first);
            *next = msg.index + 1;
            *t_last = pf_now_ns();
        } else if (msg.kind == PF_RUN_MSG_PASSES) {
            *phase = PF_CHILD_PASSES;
        } else if (msg.kind == PF_RUN_MSG_FINAL && msg.index < s->n) {
            s->take(s->arg, &msg, first);
        } else if (msg.kind == PF_RUN_MSG_DONE) {
            *phase = PF_CHILD_DONE;
        }
    }
    return r;
}

int pf_supervise(struct pf_supervisor *s)
{
    uint64_t spent = 0;                /* the variant's time on the map (--variant-seconds) so far,
                                          without the query that crashed or hung */
    size_t from = 0;
    s->peak_kb = 0;
    for (int first = 1; from < s->n && !pf_run_stop; first = 0) {
        struct sup_job J = { s, { -1, from, spent } };
        uint64_t t_child = pf_now_ns(), t_last = 0;   /* its start; its last row's arrival */
        struct pf_child c;
        if (pf_child_start(&c, sup_child, &J) != 0) {
            fprintf(stderr, "pfbench run: cannot start a child for %s: %s\n", s->name, strerror(errno));
            return -1;
        }
        enum pf_child_phase phase = PF_CHILD_PREP;
        size_t next = from;
        int r = follow(s, &c, from, first, &phase, &next, &t_last);
        char how[200];
        int failed = pf_child_end(&c, r < 0, how, sizeof how);   /* killed when late or interrupted */
        if (c.peak_kb > s->peak_kb)
            s->peak_kb = c.peak_kb;
        if (pf_run_stop || (phase == PF_CHILD_DONE && !failed))
            break;                         /* interrupted (the caller drops the block), or done */
        spent += t_last ? t_last - t_child : 0;
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", s->timeout);
        if (phase != PF_CHILD_PASSES && next >= s->n)
            break;                         /* ended after its last row: nothing to blame */
        struct pf_sup_end e = { phase, from, next, first, r == -1 ? "timeout" : "crashed",
                                r == -1 ? "hung" : "crashed", how };
        if (!s->ended(s->arg, &e))
            break;
        from = next + 1;
    }
    return 0;
}
