/* cmd_chartdata.c: `pfbench chartdata`: the numbers behind every chart of a result folder. */
#include <stdint.h>
#include <stdio.h>
#include "chartdata.h"
#include "cli.h"
#include "commands.h"
#include "rows.h"

static const struct pf_opt chartdata_opts[] = {
    { "variants", "LIST", "variants on the time, expanded, speedup and scaling charts: comma-separated names or globs", "all" },
    { "bins", "N", "path-cost bins of the time and expanded charts (0 = up to 18, at least 6 scenarios each)", "0" },
};

const struct pf_command pf_command_chartdata = {
    .name = "chartdata", .run = pf_cmd_chartdata, .opts = chartdata_opts,
    .nopts = (int)(sizeof chartdata_opts / sizeof chartdata_opts[0]),
    .about = "compute every number of a run's charts (charts/data/) and the chart index",
    .synopsis = "[--variants LIST] [--bins N] [RUN_DIR]",
    .help =
    "Compute the numbers of every chart of a result folder (default results/latest)\n"
    "from its runs.csv: RUN_DIR/charts/data/*.dat and *.vars.gp for gnuplot, and\n"
    "charts.tsv, the index of the charts to draw (one per chart kind and movement\n"
    "model) and of those left out with the reason. scripts/charts.sh draws them.",
};

int pf_cmd_chartdata(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;
    uint64_t bins = 0;
    if (pf_cli_u64(&cli, "bins", 0, 100000, &bins) != 0) {
        fprintf(stderr, "pfbench chartdata: %s\n", cli.err);
        return PF_EXIT_USAGE;
    }
    const char *dir;
    struct pf_rows rows;
    if (pf_read_run("chartdata", &cli, &dir, &rows) != 0)
        return PF_EXIT_USAGE;
    char err[700];
    struct pf_chart_opts o = { pf_cli_get(&cli, "variants"), (unsigned)bins, 1 };
    int rc = pf_chart_data_write(dir, &rows, &o, err, sizeof err);
    pf_rows_free(&rows);
    if (rc != 0) {
        fprintf(stderr, "pfbench chartdata: %s\n", err);
        return PF_EXIT_FAIL;
    }
    return 0;
}
