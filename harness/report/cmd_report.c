/* cmd_report.c: `pfbench report`: summary.csv, speed.csv, validate.txt and report.md of a result
 * folder from its runs.csv; with --peers, the peers' ratio table (peers.csv, peers.md) instead. */
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "report.h"
#include "summary.h"

static const struct pf_opt opts[] = {
    { "peers", "PAIRS", "write only peers.csv and peers.md, for the pairs of the file PAIRS "
                        "(one 'PEER_VARIANT PFBENCH_VARIANT' per line, # comments)", NULL },
    { "quiet", NULL, "print nothing but errors", NULL },
};

static const char about[] =
    "Write the tables and the report of a result folder (default results/latest) from its\n"
    "runs.csv: summary.csv, speed.csv, validate.txt and report.md (run metadata and warnings\n"
    "from meta.json, how the times were measured, the optimality and speed tables, and every\n"
    "chart of charts/, captioned from the chart index charts/data/charts.tsv). Draw the charts first\n"
    "(scripts/charts.sh RUN_DIR) for the report to show them.\n"
    "With --peers PAIRS: peers.csv and peers.md, per map and pair the median over the scenario\n"
    "lines both solved of peer time / pfbench time (scripts/bench-peers.sh passes its pairs).";

const struct pf_command pf_command_report = {
    .name = "report", .run = pf_cmd_report, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "write a result folder's tables and report.md from its runs.csv",
    .synopsis = "[--peers PAIRS] [RUN_DIR]",
    .help = about,
};

int pf_cmd_report(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;
    const char *dir;
    struct pf_rows rows;
    if (pf_read_run("report", &cli, &dir, &rows) != 0)
        return PF_EXIT_USAGE;
    const char *pairs = pf_cli_get(&cli, "peers");
    int quiet = pf_cli_flag(&cli, "quiet");
    char err[700];
    int rc = 0;
    if (pairs) {
        if (pf_peers_write(dir, &rows, pairs, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench report: %s\n", err);
            rc = PF_EXIT_USAGE;
        } else if (!quiet) {
            printf("pfbench report: wrote %s/peers.csv and %s/peers.md\n", dir, dir);
        }
        pf_rows_free(&rows);
        return rc;
    }
    struct pf_summary sm;
    int failing = 0;
    if (pf_summary_build(&rows, &sm) != 0) {
        fprintf(stderr, "pfbench report: out of memory summarising %s\n", dir);
        pf_rows_free(&rows);
        return PF_EXIT_USAGE;
    }
    if (pf_summary_write_tables(dir, &sm, NULL, &failing, err, sizeof err) != 0 ||
        pf_dynamic_write_csv(dir, &rows, err, sizeof err) != 0 || pf_report_write(dir, &rows, &sm, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench report: %s\n", err);
        rc = PF_EXIT_USAGE;
    } else if (!quiet) {
        printf("pfbench report: wrote %s/report.md (and summary.csv, speed.csv, validate.txt)\n", dir);
    }
    pf_summary_free(&sm);
    pf_rows_free(&rows);
    return rc;
}
