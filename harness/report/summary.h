/* summary.h: per (variant, family, moves) and per (variant, moves) aggregates of result rows:
 * summary.csv, speed.csv and the optimality table that `pfbench validate` prints. Every
 * figure the tables, the report and the charts show is defined here, once. */
#ifndef PF_SUMMARY_H
#define PF_SUMMARY_H

#include <stdio.h>
#include "rows.h"

/* One (variant, family, moves) group: a line of summary.csv. */
struct pf_sum {
    char variant[48], family[32], moves[8];
    size_t scenarios;             /* every row: ok + budget + nopath + errors */
    size_t ok, optimal, invalid, budget, nopath, errors;
    size_t crashed, timeout;      /* of the errors: a plugin's query that crashed or hung (its
                                     child was killed): runs.csv status 'crashed', 'timeout' */
    double worst_subopt, sum_subopt, sum_expanded;   /* over the ok rows */
    uint64_t median_time_ns;      /* over the ok and budget rows (stats.h); 0 when none */
    double speedup;               /* reference's median time / this one's; NAN without both */
    int should_be_optimal;
    /* Preprocessing (runs.csv prep_ns, prep_bytes; one value per map): the median over the
     * group's maps of the time and of the bytes per map cell (width x height); 0 when none. */
    uint64_t median_prep_ns;
    double prep_bytes_per_cell;
    /* Search state of domains whose state grows with the search (voxels; runs.csv touched,
     * state_bytes), over the ok rows: the totals (0 elsewhere) and the worst query's bytes per
     * touched node. Bytes per touched node = sum_state_bytes / sum_touched. */
    double sum_touched, sum_state_bytes, worst_state_per_touched;
};

/* One (variant, moves) group over every map: a line of speed.csv, a row of the report's speed
 * table. */
struct pf_speed {
    char variant[48], moves[8];
    size_t ok, budget, nopath, errors;
    size_t crashed, timeout;      /* of the errors, as in pf_sum */
    uint64_t median_time_ns;      /* over every ok and budget row of every map, budget rows slower
                                     than every solved one (stats.h); 0 when none */
    double mean_expanded;         /* over the ok rows; NAN when none */
    double speedup;               /* geometric mean over the families of pf_sum.speedup; NAN when
                                     none, or when a family has a reference figure and no
                                     median of the variant's (budget rows in its middle) */
    size_t speedup_families;      /* how many families that mean is over */
};

/* The reference of one movement model's speed-ups (pf_summary_ref). */
struct pf_sum_ref {
    char moves[8];
    char variant[48];             /* "" when the model has none */
    int stand_in;                 /* 1: not the registry's reference, which the rows lack */
};

struct pf_summary {
    struct pf_sum *s;             /* sorted by variant, family, moves */
    size_t n;
    struct pf_speed *sp;          /* in the order the (variant, moves) pairs first occur in the rows */
    size_t nsp;
    char reference[48];           /* the 2D grids' reference (pf_variant_reference()), "" when none;
                                     each model's is pf_summary_reference(moves) */
    struct pf_sum_ref *refs;      /* per movement model of the rows: the reference its speed-ups
                                     are over (pf_summary_ref) */
    size_t nref;
};

/* A row is optimal when it is solved (ok) and its cost is within 1e-9 (relative) of the
 * reference's (the dijkstra_cost column). */
int pf_row_optimal(const struct pf_row *r);
/* The share of solved rows that are optimal: optimal / ok, 0 when none is solved. */
double pf_sum_optimal_share(const struct pf_sum *s);
double pf_sum_mean_subopt(const struct pf_sum *s);      /* over ok rows, 0 when none */
double pf_sum_mean_expanded(const struct pf_sum *s);    /* over ok rows, 0 when none */
/* The reference variant of the rows of a movement model ("8", "26", "graph"): its domain's
 * (pf_variant_reference_in), "" when there is none. */
const char *pf_summary_reference(const char *moves);
/* The reference the speed-ups of movement model `moves` are over in this summary: the registry's
 * (pf_summary_reference) when the rows of that model have it; else a stand-in, the first variant
 * in runs.csv order whose algo and heuristic columns are the registry reference's (the same
 * search on another open list, e.g. dijkstra/bucket in a run of bucket-queue variants only), and
 * *stand_in is set to 1 (may be NULL); "" when there is neither (no speed-ups then). */
const char *pf_summary_ref(const struct pf_summary *sm, const char *moves, int *stand_in);
/* 0, or -1 when out of memory (out is then empty). */
int pf_summary_build(const struct pf_rows *rows, struct pf_summary *out);
void pf_summary_free(struct pf_summary *s);
int pf_summary_write_csv(const struct pf_summary *s, const char *path, char *err, size_t errlen);
int pf_speed_write_csv(const struct pf_summary *s, const char *path, char *err, size_t errlen);
/* Print the optimality table (variant x family; f may be NULL to only count); returns the
 * number of failing variants (must be optimal but is not somewhere, or any invalid path or
 * error), or -1 when out of memory. */
int pf_validate_print(FILE *f, const struct pf_summary *s);
/* dir/summary.csv, dir/speed.csv and dir/validate.txt from a built summary, written
 * crash-safely; the optimality table is also printed to `print` unless it is NULL. Sets
 * *failing to pf_validate_print's count. 0, or -1 with a message in err. */
int pf_summary_write_tables(const char *dir, const struct pf_summary *sm, FILE *print, int *failing,
                            char *err, size_t errlen);
/* The same from the rows of a result folder (builds the summary), and the checks of its rows
 * on maps that change (pf_dynamic_check), whose failure counts in *failing. */
int pf_tables_write(const char *dir, const struct pf_rows *rows, FILE *print, int *failing,
                    char *err, size_t errlen);
/* The rows of dynamic scenarios (runs.csv rows with a follow policy), checked (dynamic_check.c):
 * each answer against its file's distance for its epoch (a -1 line must get no path; a variant
 * that must be optimal, the distance within 1e-4 + 2e-6 of it), each line's distance against
 * pfbench's Dijkstra on the map as it stood (dijkstra_cost), each repair against its rebuild
 * (prep_equal). Failures are printed to f (may be NULL) as "validate: FAIL: FILE:LINE: ...",
 * FILE from meta.json's map_list in dir; then a verdict line when there are such rows. Returns
 * 1 when a check failed, else 0. */
int pf_dynamic_check(FILE *f, const char *dir, const struct pf_rows *rows);
/* What a variant paid on a dynamic scenario (dynamic_totals.c): over its rows, the time following
 * changes (change_ns), the total (time_ns, which holds the change before each query), and at the
 * change events the medians of the change and, for repair variants, of a rebuild. */
struct pf_dyn_total {
    char map[96], variant[48], follow[8];
    size_t queries, solved, events, unequal;     /* unequal: repairs differing from a rebuild */
    uint64_t change_ns, total_ns, median_change_ns, median_rebuild_ns;
};
/* The (map, variant) groups of the rows with a follow policy, in the order they first occur
 * (*out malloc'd; none: *n = 0). 0, or -1 out of memory. */
int pf_dynamic_totals(const struct pf_rows *rows, struct pf_dyn_total **out, size_t *n);
/* dir/dynamic.csv from them (crash-safely; not written when there are none). 0, or -1 with a
 * message in err. */
int pf_dynamic_write_csv(const char *dir, const struct pf_rows *rows, char *err, size_t errlen);
/* The report's section "Maps that change" (nothing when there are no such rows). 0, or -1. */
int pf_dynamic_section(FILE *f, const struct pf_rows *rows);

#endif
