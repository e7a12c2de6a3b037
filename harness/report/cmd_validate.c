/* cmd_validate.c: `pfbench validate`: the optimality table of a result folder; exit 1 when a
 * variant that must be optimal is not, or any path is invalid. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"
#include "commands.h"
#include "meta.h"
#include "summary.h"

static const struct pf_opt opts[] = {
    { "quiet", NULL, "print only the verdict line", NULL },
};

const struct pf_command pf_command_validate = {
    .name = "validate", .run = pf_cmd_validate, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "print a run's optimality table; exit 1 if a must-be-optimal variant is not",
    .synopsis = "[RUN_DIR]",
    .help =
                     "Print the optimality table of a result folder (default results/latest):\n"
                     "per variant and map family, the share of scenarios solved at Dijkstra's cost,\n"
                     "the worst suboptimality, invalid paths and budget rows; write it to\n"
                     "RUN_DIR/validate.txt (and summary.csv anew, so rows added later count).\n"
                     "Exit status 1 when a variant that must be optimal under the movement model is\n"
                     "not somewhere (its algorithm is declared optimal there and its heuristic, if it\n"
                     "takes one, is admissible there: see pfbench list), or any path is invalid; 2\n"
                     "when the folder cannot be read.",
};

int pf_cmd_validate(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    const char *dir;
    struct pf_rows rows;
    if (pf_read_run("validate", &cli, &dir, &rows) != 0)
        return PF_EXIT_USAGE;
    char path[4200], err[700];
    snprintf(path, sizeof path, "%s/meta.json", dir);
    struct pf_meta_file meta;
    char merr[900];
    if (access(path, F_OK) != 0)
        ;                                   /* a folder of rows only: nothing to say */
    else if (pf_meta_load(&meta, path, merr, sizeof merr) != 0)
        fprintf(stderr, "pfbench validate: note: cannot tell whether the run is complete: %s\n", merr);
    else {
        if (meta.complete == 0)
            fprintf(stderr, "pfbench validate: note: %s is an incomplete run (interrupted or failed)\n", dir);
        pf_meta_free(&meta);
    }
    int failing = 0;
    int quiet = pf_cli_flag(&cli, "quiet");
    if (pf_tables_write(dir, &rows, quiet ? NULL : stdout, &failing, err, sizeof err) != 0)
        fprintf(stderr, "pfbench validate: note: %s\n", err);
    if (quiet)
        printf("%s: %zu rows, %s\n", dir, rows.n, failing ? "FAILED" : "ok");
    pf_rows_free(&rows);
    return failing ? PF_EXIT_FAIL : 0;
}
