/* commands.h: the pfbench subcommands and helpers they share. */
#ifndef PF_COMMANDS_H
#define PF_COMMANDS_H

#include <stdint.h>
#include <time.h>
#include <stdio.h>
#include "pf_search.h"
#include "pf_io.h"
#include "cli.h"
#include "rows.h"
#include "stats.h"          /* pf_median_u64 and the other statistics */

/* One pfbench command, described by data: the command table (commands.c) parses its options,
 * answers --help from these fields, reports parse errors as "pfbench NAME: message" (exit 2),
 * and only then calls run with the parsed command line. */
struct pf_command {
    const char *name;            /* "solve": `pfbench solve` */
    const char *about;           /* one line in `pfbench --help` */
    const char *synopsis;        /* after "usage: pfbench NAME " in `pfbench NAME --help` */
    const char *help;            /* the paragraph of `pfbench NAME --help` */
    /* When set, the paragraph instead, built from tables the command shares (run: the suites of
     * suite.c); NULL: help. */
    const char *(*help_text)(void);
    const struct pf_opt *opts;   /* its options (--help is implied) */
    int nopts;
    /* The command itself: cli is parsed against opts and is not a --help request. It may set
     * cli->err through the typed getters; the table frees cli afterwards. Returns the exit
     * status (0, PF_EXIT_FAIL or PF_EXIT_USAGE). */
    int (*run)(struct pf_cli *cli);
};

/* The command table, in the order of `pfbench --help`. */
size_t pf_command_count(void);
const struct pf_command *pf_command_at(size_t i);
const struct pf_command *pf_command_find(const char *name);   /* NULL when unknown */

/* Parse a command's arguments (argv[0] is the command's name) into cli. Returns
 * PF_CMD_PROCEED when the command is to run; otherwise the exit status after the table
 * answered: 0 after writing the help to out, PF_EXIT_USAGE after writing "pfbench NAME:
 * message" to err. cli is released with pf_cli_free in every case. */
#define PF_CMD_PROCEED (-1)
int pf_command_parse(const struct pf_command *cmd, int argc, char **argv, struct pf_cli *cli,
                     FILE *out, FILE *err);
/* The whole program: argv[0] is "pfbench", argv[1] the command. Returns the exit status. */
int pf_main(int argc, char **argv);

/* The commands (each in its harness/cmd_*.c file, listed in the table of commands.c). */
extern const struct pf_command pf_command_list, pf_command_solve, pf_command_gen, pf_command_run,
    pf_command_validate, pf_command_merge, pf_command_trace, pf_command_draw,
    pf_command_report, pf_command_compare, pf_command_chartdata, pf_command_append,
    pf_command_replan;
int pf_cmd_list(struct pf_cli *cli);
int pf_cmd_solve(struct pf_cli *cli);
int pf_cmd_gen(struct pf_cli *cli);
/* `pfbench gen terrain` and `pfbench gen weighted` (cmd_gen_weighted.c); the first also serves
 * `pfbench gen --recipe terrain-...` with the recipe parsed. */
struct pf_terrain_recipe;
int pf_gen_terrain_cmd(struct pf_cli *cli);
int pf_gen_terrain_recipe(struct pf_cli *cli, const struct pf_terrain_recipe *r);
int pf_gen_weighted_cmd(struct pf_cli *cli);
int pf_cmd_run(struct pf_cli *cli);
int pf_cmd_validate(struct pf_cli *cli);
int pf_cmd_merge(struct pf_cli *cli);
int pf_cmd_trace(struct pf_cli *cli);
int pf_cmd_draw(struct pf_cli *cli);
int pf_cmd_report(struct pf_cli *cli);
int pf_cmd_compare(struct pf_cli *cli);
int pf_cmd_chartdata(struct pf_cli *cli);
int pf_cmd_append(struct pf_cli *cli);

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
/* The same for a voxel level: its .3dmap and .3dscen read and checked against each other (v and
 * s left empty on error, after "pfbench: file:line: ..." on stderr). 0 or -1. */
struct pf_voxels;
struct pf_voxel_scen;
int pf_voxel_load_problem(const char *map_path, const char *scen_path, struct pf_voxels *v,
                          struct pf_voxel_scen *s);
/* The result folder a command works on (its one positional argument, default results/latest)
 * and its runs.csv. 0, or PF_EXIT_USAGE after printing "pfbench CMD: message". */
int pf_read_run(const char *cmd, const struct pf_cli *cli, const char **dir, struct pf_rows *rows);
/* The variant named, or NULL after printing the known names. */
const struct pf_variant *pf_lookup_variant(const char *name);

#endif
