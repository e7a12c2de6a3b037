/* commands.c: the command table of pfbench: finds the command, parses its options, answers
 * --help and reports parse errors for every command in one place, then runs it. */
#include <string.h>
#include "commands.h"
#include "plugin.h"

/* Every command, in the order `pfbench --help` lists them. A new command: its descriptor
 * (struct pf_command, in its own harness/cmd_*.c) and one line here. */
static const struct pf_command *const commands[] = {
    &pf_command_list, &pf_command_solve, &pf_command_run, &pf_command_merge, &pf_command_append,
    &pf_command_validate, &pf_command_report, &pf_command_chartdata, &pf_command_compare, &pf_command_trace, &pf_command_draw, &pf_command_gen,
    &pf_command_replan,
};
#define NUM_COMMANDS (sizeof commands / sizeof commands[0])

size_t pf_command_count(void)
{
    return NUM_COMMANDS;
}

const struct pf_command *pf_command_at(size_t i)
{
    return i < NUM_COMMANDS ? commands[i] : NULL;
}

const struct pf_command *pf_command_find(const char *name)
{
    for (size_t i = 0; name && i < NUM_COMMANDS; i++)
        if (strcmp(name, commands[i]->name) == 0)
            return commands[i];
    return NULL;
}

int pf_command_parse(const struct pf_command *cmd, int argc, char **argv, struct pf_cli *cli,
                     FILE *out, FILE *err)
{
    if (pf_cli_parse(cli, cmd->opts, cmd->nopts, argc, argv) != 0) {
        fprintf(err, "pfbench %s: %s\n", cmd->name, cli->err);
        pf_cli_free(cli);
        return PF_EXIT_USAGE;
    }
    if (cli->help) {
        pf_cli_usage(out, cmd->name, cmd->synopsis, cmd->help_text ? cmd->help_text() : cmd->help, cmd->opts,
                     cmd->nopts);
        pf_cli_free(cli);
        return 0;
    }
    return PF_CMD_PROCEED;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: pfbench COMMAND [options]   (pfbench COMMAND --help for its options)\n\n"
               "pfbench compares pathfinding searches (BFS, Dijkstra, A* with five heuristics and\n"
               "three open lists, generic search, JPS, JPS+, bidirectional search, IDA*, plugins)\n"
               "on Moving AI and generated 2D maps, 3D voxel levels and node graphs; every answer\n"
               "is validated against Dijkstra and the published optima. docs/COMMANDS.md has the\n"
               "manual.\n\ncommands:\n");
    for (size_t i = 0; i < NUM_COMMANDS; i++)
        fprintf(f, "  %-10s %s\n", commands[i]->name, commands[i]->about);
}

int pf_main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return PF_EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    const struct pf_command *cmd = pf_command_find(argv[1]);
    if (!cmd) {
        fprintf(stderr, "pfbench: unknown command '%s'\n\n", argv[1]);
        usage(stderr);
        return PF_EXIT_USAGE;
    }
    struct pf_cli cli;
    int rc = pf_command_parse(cmd, argc - 1, argv + 1, &cli, stdout, stderr);
    if (rc != PF_CMD_PROCEED)
        return rc;
    /* --plugin: its variants join the registry before the command looks for any */
    rc = pf_plugins_load_cli(cmd->name, &cli);
    if (rc == 0)
        rc = cmd->run(&cli);
    pf_cli_free(&cli);
    return rc;
}
