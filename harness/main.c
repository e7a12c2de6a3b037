/* main.c: the pfbench command-line entry point: dispatches to one subcommand. */
#include <stdio.h>
#include <string.h>
#include "commands.h"

struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *about;
};

static const struct command commands[] = {
    { "list", pf_cmd_list, "print the registry of variants (algorithm/heuristic/open list)" },
    { "solve", pf_cmd_solve, "solve the scenarios of one map with one variant, one row each" },
    { "run", pf_cmd_run, "run variants over a suite: validated, timed rows in a dated result folder" },
    { "merge", pf_cmd_merge, "join the result folders of a sharded run (run --shard K/N) into one" },
    { "validate", pf_cmd_validate, "print a run's optimality table; exit 1 if a must-be-optimal variant is not" },
    { "trace", pf_cmd_trace, "write one search's expansion order and path (for pictures)" },
    { "draw", pf_cmd_draw, "draw the search picture of one scenario, one panel per variant" },
    { "chartdata", pf_cmd_chartdata, "compute a run's chart data and the index of its charts (charts/data/)" },
    { "gen", pf_cmd_gen, "generate a map (random, maze, rooms, open, caves) and its scenarios" },
};
#define NUM_COMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fprintf(f, "usage: pfbench COMMAND [options]   (pfbench COMMAND --help for its options)\n\n"
               "pfbench compares grid pathfinding searches (BFS, Dijkstra, A* with five heuristics\n"
               "and three open lists, generic search) on Moving AI and generated maps.\n\ncommands:\n");
    for (size_t i = 0; i < NUM_COMMANDS; i++)
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].about);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return PF_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < NUM_COMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "pfbench: unknown command '%s'\n\n", argv[1]);
    usage(stderr);
    return PF_EXIT_USAGE;
}
