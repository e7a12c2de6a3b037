/* child.h: run work in a forked child that streams fixed-size messages back over a pipe, with a
 * deadline on each message, so that code the harness does not trust (a plugin) can crash or hang
 * without taking the harness down. */
#ifndef PF_CHILD_H
#define PF_CHILD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct pf_child {
    pid_t pid;
    int fd;                 /* the parent's end of the pipe */
    uint64_t peak_kb;       /* after pf_child_end: the child's peak resident memory (ru_maxrss, KiB) */
};

/* Fork; the child calls fn(wfd, arg) (it writes its messages to wfd with pf_child_send) and
 * then _exit(0)s (no atexit handlers, no stdio flush of the parent's buffers). 0, or -1 with
 * errno when the pipe or the fork failed. */
int pf_child_start(struct pf_child *c, void (*fn)(int wfd, void *arg), void *arg);
/* In the child: write one message whole (a message of PIPE_BUF bytes or less arrives whole).
 * A parent gone away ends the child. */
void pf_child_send(int wfd, const void *msg, size_t size);
/* In the parent: the next message, waiting at most timeout_ns (0: no limit). 1 when it came,
 * 0 when the child closed the pipe (it ended), -1 when the deadline passed, -2 when a signal
 * interrupted the wait (the caller checks its stop flag and calls again or gives up). */
int pf_child_recv(struct pf_child *c, void *msg, size_t size, uint64_t timeout_ns);
/* In the parent: end the child (SIGKILL first when kill_it) and reap it. 0 when it exited
 * with status 0; else 1 with how it ended in how ("killed by signal 11 (Segmentation
 * fault)", "exited with status 1", "killed after the time limit"). Sets c->peak_kb. */
int pf_child_end(struct pf_child *c, int kill_it, char *how, size_t cap);

#endif
