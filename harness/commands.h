/* commands.h: the pfbench subcommands and helpers they share. */
#ifndef PF_COMMANDS_H
#define PF_COMMANDS_H

#include <stdint.h>
#include <time.h>
#include "../algorithms/pf_search.h"
#include "../datasets/pf_io.h"

int pf_cmd_list(int argc, char **argv);
int pf_cmd_solve(int argc, char **argv);
int pf_cmd_gen(int argc, char **argv);
int pf_cmd_run(int argc, char **argv);
int pf_cmd_validate(int argc, char **argv);
int pf_cmd_merge(int argc, char **argv);
int pf_cmd_trace(int argc, char **argv);
int pf_cmd_draw(int argc, char **argv);
int pf_cmd_chartdata(int argc, char **argv);   /* harness/chartdata.c */

/* Exit codes: 0 success, 1 a check failed (invalid or suboptimal), 2 bad input or usage. */
#define PF_EXIT_FAIL 1
#define PF_EXIT_USAGE 2

/* Monotonic clock in nanoseconds: the harness owns time, the search never reads it. */
static inline uint64_t pf_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Load a map and its scenario file and check them against each other; prints the error
 * and returns non-zero on failure. scen_path may be NULL. */
int pf_load_problem(const char *map_path, const char *scen_path, struct pf_grid *g,
                    struct pf_scen *s);
/* The variant named, or NULL after printing the known names. */
const struct pf_variant *pf_lookup_variant(const char *name);
uint64_t pf_median_u64(uint64_t *v, size_t n);   /* sorts v */

#endif
