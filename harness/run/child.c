/* child.c: a forked child streaming fixed-size messages to the parent, with deadlines. */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "child.h"

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int pf_child_start(struct pf_child *c, void (*fn)(int wfd, void *arg), void *arg)
{
    int p[2];
    memset(c, 0, sizeof *c);
    c->pid = -1;
    c->fd = -1;
    if (pipe(p) != 0)
        return -1;
    fflush(stdout);                        /* nothing buffered is written twice */
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(p[0]);
        close(p[1]);
        errno = e;
        return -1;
    }
    if (pid == 0) {
        close(p[0]);
        signal(SIGPIPE, SIG_DFL);          /* a parent gone away ends the child */
        fn(p[1], arg);
        _exit(0);
    }
    close(p[1]);
    c->pid = pid;
    c->fd = p[0];
    return 0;
}

void pf_child_send(int wfd, const void *msg, size_t size)
{
    const char *b = msg;
    while (size) {
        ssize_t w = write(wfd, b, size);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            _exit(3);
        b += w;
        size -= (size_t)w;
    }
}

int pf_child_recv(struct pf_child *c, void *msg, size_t size, uint64_t timeout_ns)
{
    char *b = msg;
    size_t got = 0;
    uint64_t end = timeout_ns ? now_ns() + timeout_ns : 0;
    while (got < size) {
        int wait_ms = -1;
        if (end) {
            uint64_t t = now_ns();
            if (t >= end)
                return -1;
            uint64_t ms = (end - t + 999999) / 1000000;
            wait_ms = ms > 60000 ? 60000 : (int)ms;
        }
        struct pollfd pfd = { .fd = c->fd, .events = POLLIN };
        int r = poll(&pfd, 1, wait_ms);
        if (r < 0 && errno == EINTR)
            return -2;
        if (r <= 0)
            continue;                      /* the loop's clock decides about the deadline */
        ssize_t n = read(c->fd, b + got, size - got);
        if (n < 0 && errno == EINTR)
            return -2;
        if (n <= 0)
            return 0;
        got += (size_t)n;
    }
    return 1;
}

int pf_child_end(struct pf_child *c, int kill_it, char *how, size_t cap)
{
    if (c->pid > 0 && kill_it)
        kill(c->pid, SIGKILL);
    if (c->fd >= 0)
        close(c->fd);
    c->fd = -1;
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    pid_t r;
    do
        r = c->pid > 0 ? wait4(c->pid, &status, 0, &ru) : -1;
    while (r < 0 && errno == EINTR);
    c->pid = -1;
    c->peak_kb = ru.ru_maxrss > 0 ? (uint64_t)ru.ru_maxrss : 0;
    if (r < 0) {
        snprintf(how, cap, "lost (wait: %s)", strerror(errno));
        return 1;
    }
    if (kill_it) {
        snprintf(how, cap, "killed after the time limit");
        return 1;
    }
    if (WIFSIGNALED(status)) {
        snprintf(how, cap, "killed by signal %d (%s)", WTERMSIG(status), strsignal(WTERMSIG(status)));
        return 1;
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
        snprintf(how, cap, "exited with status %d", WEXITSTATUS(status));
        return 1;
    }
    snprintf(how, cap, "exited normally");
    return 0;
}
