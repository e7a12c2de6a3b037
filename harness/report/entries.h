/* entries.h: the GPPC entries table: GPPC's own measures per variant answered in calls. */
#ifndef PF_ENTRIES_H
#define PF_ENTRIES_H

#include <stdio.h>
#include "rows.h"

/* One (variant, moves) whose rows carry GPPC's measures (some row has calls > 0: a GPPC
 * entry's GetPath), over every map of the run. */
struct pf_entry_stats {
    char variant[48], moves[8];
    size_t maps;                  /* maps it ran on */
    size_t queries, ok, optimal, invalid, budget;
    uint64_t prep_ns;             /* preprocessing time, summed over its maps (one per map) */
    uint64_t prep_bytes;          /* preprocessed storage, summed over its maps */
    uint64_t peak_rss_kb;         /* the largest peak_rss_kb of its rows (0: not measured) */
    uint64_t median_time_ns;      /* over its ok rows (time_ns: the whole query); 0 when none */
    uint64_t median_first20_ns;   /* over its ok rows */
    uint64_t max_longest_call_ns; /* over every row */
    int should_be_optimal;        /* some row must be optimal: its declaration */
    int undominated;              /* 1 when no other entry of the same moves with solved rows
                                     is at least as fast (median time) and stores at most as
                                     much (prep_bytes), and better in one (GPPC's Pareto rule
                                     on time vs preprocessed storage); 0 without solved rows */
};

/* The entries of rows, in the order they first occur. 0 with *out (free it) and *n, or -1
 * when out of memory. */
int pf_entries_build(const struct pf_rows *rows, struct pf_entry_stats **out, size_t *n);
/* The report's "GPPC entries" section; nothing when no row carries GPPC's measures. 0, or -1
 * when out of memory. */
int pf_entries_section(FILE *f, const struct pf_rows *rows);

#endif
