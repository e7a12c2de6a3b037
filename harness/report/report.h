/* report.h: report.md of a result folder, and the peers' ratio table (peers.csv, peers.md). */
#ifndef PF_REPORT_H
#define PF_REPORT_H

#include <stddef.h>
#include <stdio.h>
#include "rows.h"
#include "summary.h"

/* Write dir/report.md (crash-safely) from the rows, their summary (every figure), the folder's
 * meta.json, whether it holds gbench.json, and charts/. 0, or -1 with a message in err. */
int pf_report_write(const char *dir, const struct pf_rows *rows, const struct pf_summary *sm,
                    char *err, size_t errlen);
/* Write dir/peers.csv and dir/peers.md: per map and pair (PEER_VARIANT PFBENCH_VARIANT, one
 * pair per line of pairs_path, '#' comments), the median over the scenario lines both solved of
 * peer time / pfbench time; and pfbench's expansions per second per map and registry variant.
 * 0, or -1 with a message ("file:line: expected ..., found ...") in err. */
int pf_peers_write(const char *dir, const struct pf_rows *rows, const char *pairs_path, char *err,
                   size_t errlen);
/* The report's "Scenario lines" section from dir/meta.json: which maps ran every line of their
 * query file, and N of M for the others (evenly spaced). Nothing when meta.json is missing or
 * older than its file_lines. 0, or -1 on a write error. */
int pf_lines_section(FILE *f, const char *dir);
/* The last component of the folder dir (resolved, so "." gives its real name), in buf. */
const char *pf_dir_name(const char *dir, char *buf, size_t cap);

#endif
