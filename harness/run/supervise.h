/* supervise.h: a plugin's queries run in forked children that stream their rows back (child.c),
 * each message with a deadline; a child that crashes or hangs is ended, handed to the caller to
 * say so and mark its rows, and a new child goes on from the query after the one it was on. */
#ifndef PF_SUPERVISE_H
#define PF_SUPERVISE_H

#include <stddef.h>
#include <stdint.h>
#include "run_block.h"

/* How a child ended before it was done (given to the caller's ended()). */
struct pf_sup_end {
    enum pf_child_phase phase;     /* where it stood */
    size_t from;                   /* the query it started at */
    size_t next;                   /* the query it was on: the one after its last row */
    int first;                     /* 1: the block's first child */
    const char *status;            /* the rows' status: "timeout" when it was late, else "crashed" */
    const char *verb;              /* "hung" or "crashed" */
    const char *how;               /* "killed by signal 11 (Segmentation fault)", "killed after 2 s
                                      (--plugin-timeout)", ... */
};

/* The caller's side of a supervised block of n queries. */
struct pf_supervisor {
    size_t n;
    double timeout;                /* seconds each message may take (--plugin-timeout); the timing
                                      passes, which run before their first FINAL, timeout x the
                                      queries from the child's first on */
    const char *name;              /* the variant, for the message when no child can start */
    /* In the child: the queries from co->from on, their rows sent to co->fd (pf_run_child_row). */
    void (*child)(void *arg, const struct pf_run_child_out *co);
    /* In the parent: a PREP, ROW or FINAL message (ROW, FINAL: index < n); first: from the
     * block's first child. */
    void (*take)(void *arg, const struct pf_run_msg *msg, int first);
    /* In the parent: a child ended before it was done, in its preprocessing, at query e->next
     * (< n), or in the passes: say so, mark the rows. 1: a new child goes on at e->next + 1;
     * 0: the block ends here. */
    int (*ended)(void *arg, const struct pf_sup_end *e);
    void *arg;
    uint64_t peak_kb;              /* out: the largest peak resident memory of its children (KiB) */
};

/* The block's children, one after another, until its queries are answered or pf_run_stop is
 * set (the caller checks it). 0, or -1 when a child could not start (said on stderr). */
int pf_supervise(struct pf_supervisor *s);

#endif
