/* chartdata.h: the numbers behind every chart, computed from runs.csv rows and written as
 * gnuplot data files plus an index of the charts to draw (docs/FORMATS.md, "Chart data"). */
#ifndef PF_CHARTDATA_H
#define PF_CHARTDATA_H

#include <stddef.h>
#include "rows.h"

struct pf_chart_opts {
    /* Variants drawn on the time, expanded, speedup and scaling charts: a comma list of names
     * or shell globs (spaces around commas allowed); NULL, "" or "all" = every variant. */
    const char *variants;
    /* Number of path-cost bins of the time and expanded charts; 0 = up to 18 bins of at least
     * 6 scenarios each. */
    unsigned bins;
    /* Say on stderr which selection patterns match nothing (0 = quiet). */
    int notes;
};

/* Write RUN_DIR/charts/data/: per chart NAME its NAME.dat / NAME.vars.gp files, variants.gp
 * (the run-wide colour order) and charts.tsv, the index: one line per chart to draw
 * "NAME<TAB>SCRIPT<TAB>TITLE<TAB>CAPTION" and one per chart left out "skip<TAB>NAME<TAB>REASON".
 * opt may be NULL (every variant, automatic bins). 0, or -1 with a message in err. */
int pf_chart_data_write(const char *run_dir, const struct pf_rows *rows,
                        const struct pf_chart_opts *opt, char *err, size_t errlen);

#endif
