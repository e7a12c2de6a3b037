/* bad.c: plugins that misbehave, one per BAD_* macro, for plugin_errors_test.sh. Each offers a
 * variant that walks a straight line when it can and otherwise does what its macro says. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <pfbench/pf_plugin.h>   /* -I a folder where pfbench/ holds the headers */

/* Build one of: BAD_ABI (built for ABI 7), BAD_NO_ENTRY (exports no pf_plugin_entry),
 * BAD_DUP (a variant named like a built-in one), BAD_NO_SEARCH (a descriptor without a search
 * function), BAD_CRASH (SIGSEGV on the query whose goal is at x = CRASH_X), BAD_ABORT (abort
 * there), BAD_HANG (loops forever there), BAD_PREP_CRASH (crashes in its preprocessing),
 * BAD_SEGMENT (answers a segment path with a knight's move), BAD_AGAIN (crashes on the second
 * solve of the query whose goal is at x = CRASH_X: while pfbench times it again), BAD_CHANGE (follows a map
 * change by its map_change, and crashes in the second one), or BAD_OK (none of these: a well-behaved
 * plugin, loaded twice to test duplicate names). */

#ifndef CRASH_X
#define CRASH_X 3
#endif

/* A path for start and goal on one row, cell by cell (the test's map is open); else no path. */
static int search(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                  struct pf_plugin_answer *out)
{
    (void)state;
    int32_t w = env->grid->stride;
    int32_t gx = (int32_t)(goal % (uint32_t)w) - 1;
#ifdef BAD_AGAIN
    static int solves;
    if (gx == CRASH_X && ++solves == 2)
        raise(SIGSEGV);
#endif
#if defined(BAD_CRASH) || defined(BAD_ABORT) || defined(BAD_HANG)
    if (gx == CRASH_X) {
#if defined(BAD_CRASH)
        volatile int *p = NULL;
        *p = 1;
#elif defined(BAD_ABORT)
        abort();
#else
        for (;;)
            pause();
#endif
    }
#endif
    (void)gx;
#ifdef BAD_SEGMENT
    out->segments = 1;
    out->path[0] = start;
    out->path[1] = start + (pf_node)w + 2;        /* a knight's move: no straight run */
    out->path[2] = goal;
    out->path_len = 3;
    return PF_OK;
#endif
    if (start / (uint32_t)w != goal / (uint32_t)w)
        return PF_NO_PATH;
    int step = goal >= start ? 1 : -1;
    uint32_t len = 0;
    for (pf_node n = start;; n = (pf_node)((int32_t)n + step)) {
        out->path[len++] = n;
        out->c.expanded++;
        if (n == goal)
            break;
    }
    out->path_len = len;
    return PF_OK;
}

#ifdef BAD_PREP_CRASH
static int preprocess(const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    (void)env, (void)prep, (void)bytes;
    raise(SIGSEGV);
    return PF_OK;
}
static void release(void *prep) { (void)prep; }
#endif

#ifdef BAD_CHANGE
static int map_change(void *state, const struct pf_plugin_env *env, const struct pf_rect *changed, uint32_t n)
{
    static int calls;
    (void)state, (void)env, (void)changed, (void)n;
    if (++calls == 2)
        raise(SIGSEGV);
    return PF_OK;
}
#endif

static const struct pf_plugin_variant variants[] = {
    {
#ifdef BAD_DUP
        .name = "dijkstra/heap",
#else
        .name = "bad/line",
#endif
        .about = "walks a row; misbehaves as built",
        .algo = "line",
        .optimal_on = 0,
#ifdef BAD_PREP_CRASH
        .preprocess = preprocess,
        .release = release,
#endif
#ifndef BAD_NO_SEARCH
        .search = search,
#endif
#ifdef BAD_CHANGE
        .map_change = map_change,
#endif
    },
};

static const struct pf_plugin plugin = {
#ifdef BAD_ABI
    .abi = 7,
#else
    .abi = PF_PLUGIN_ABI,
#endif
    .name = "bad",
    .num_variants = 1,
    .variants = variants,
    .build = "test",
};

#ifdef BAD_NO_ENTRY
const struct pf_plugin *not_the_entry(const struct pf_plugin_host *host)
#else
const struct pf_plugin *pf_plugin_entry(const struct pf_plugin_host *host)
#endif
{
    (void)host;
    return &plugin;
}
