/* check.h: a tiny test framework: CHECK macros that count failures and report file:line. */
#ifndef PF_CHECK_H
#define PF_CHECK_H

#include <stdio.h>
#include <string.h>

extern int pf_check_failures;
extern int pf_check_count;

#define CHECK(cond)                                                                   \
    do {                                                                              \
        pf_check_count++;                                                             \
        if (!(cond)) {                                                                \
            pf_check_failures++;                                                      \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
        }                                                                             \
    } while (0)

#define CHECK_INT(got, want)                                                          \
    do {                                                                              \
        long long g_ = (long long)(got), w_ = (long long)(want);                      \
        pf_check_count++;                                                             \
        if (g_ != w_) {                                                               \
            pf_check_failures++;                                                      \
            fprintf(stderr, "%s:%d: %s: expected %lld, got %lld\n", __FILE__, __LINE__, #got, w_, g_); \
        }                                                                             \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                                    \
    do {                                                                              \
        double g_ = (double)(got), w_ = (double)(want);                               \
        pf_check_count++;                                                             \
        if (!(g_ - w_ <= (tol) && w_ - g_ <= (tol))) {                                \
            pf_check_failures++;                                                      \
            fprintf(stderr, "%s:%d: %s: expected %.12g, got %.12g\n", __FILE__, __LINE__, #got, w_, g_); \
        }                                                                             \
    } while (0)

#define CHECK_STR(got, want)                                                          \
    do {                                                                              \
        const char *g_ = (got), *w_ = (want);                                         \
        pf_check_count++;                                                             \
        if (strcmp(g_, w_) != 0) {                                                    \
            pf_check_failures++;                                                      \
            fprintf(stderr, "%s:%d: %s:\n  expected: %s\n  got:      %s\n", __FILE__, __LINE__, #got, w_, g_); \
        }                                                                             \
    } while (0)

/* Print the tally and return the process exit code (0 when every check passed). */
int pf_check_report(const char *name);

#endif

/* Test helper: make the folder $PF_TEST_TMP/name (/tmp/name without PF_TEST_TMP) and change
 * into it: 0, or -1 with a message on stderr. */
int pf_test_enter_tmp(const char *name);

/* Test helper: write text to path (a failed check when it cannot). */
void pf_test_put(const char *path, const char *text);

/* Test helper: build a grid from rows of map characters (NULL-terminated list). */
struct pf_grid;
int pf_test_grid(struct pf_grid *g, const char *const *rows);

/* Test helper: nonzero when the run is slowed by instrumentation and asks for fewer inputs (the
 * same checks on each): the sanitizer build (PF_SANITIZED=1, ctest) or valgrind (PF_TEST_LIGHT,
 * scripts/memcheck.sh). The plain build runs every input. */
int pf_test_light(void);
