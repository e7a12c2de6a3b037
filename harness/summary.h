/* summary.h: per (variant, family, moves) aggregates of result rows, summary.csv and the
 * optimality table that `pfbench validate` prints. */
#ifndef PF_SUMMARY_H
#define PF_SUMMARY_H

#include <stdio.h>
#include "rows.h"

struct pf_sum {
    char variant[48], family[32], moves[8];
    char open[16];                /* the variant's open list, to pick its Dijkstra */
    size_t scenarios, ok, optimal, invalid, budget, nopath, errors;
    double worst_subopt, sum_subopt, sum_expanded;
    uint64_t median_time_ns;
    double speedup;               /* NAN when there is no Dijkstra to compare with */
    int should_be_optimal;
};

struct pf_summary {
    struct pf_sum *s;
    size_t n;
};

/* A row is optimal when its cost is within 1e-9 (relative) of Dijkstra's. */
int pf_row_optimal(const struct pf_row *r);
int pf_summary_build(const struct pf_rows *rows, struct pf_summary *out);
void pf_summary_free(struct pf_summary *s);
int pf_summary_write_csv(const struct pf_summary *s, const char *path, char *err, size_t errlen);
/* Print the optimality table (variant x family; f may be NULL to only count); returns the number of failing variants:
 * must be optimal but is not somewhere, or any invalid path or error. */
int pf_validate_print(FILE *f, const struct pf_summary *s);
/* The tables of a result folder from its rows: dir/summary.csv and dir/validate.txt, written
 * crash-safely; the optimality table is also printed to `print` unless it is NULL. Sets
 * *failing to pf_validate_print's count. 0, or -1 with a message in err. */
int pf_tables_write(const char *dir, const struct pf_rows *rows, FILE *print, int *failing,
                    char *err, size_t errlen);

#endif
