/* rows.h: one result row (a variant solving one scenario) and runs.csv reading/writing. */
#ifndef PF_ROWS_H
#define PF_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "pf_types.h"

struct pf_row {
    char map[96];
    char family[32];
    int32_t width, height;
    uint32_t scen_id;
    int32_t bucket;
    char variant[48];        /* names that do not fit are refused (pf_rows_read, pfbench run) */
    char algo[32];
    char heuristic[48];
    char open[16];
    char moves[8];
    char status[8];          /* ok, nopath, budget, error */
    double cost;             /* NAN when empty */
    double dijkstra_cost;
    double scen_optimum;
    double subopt;
    int valid;
    int should_be_optimal;
    uint32_t path_len;
    struct pf_counters c;
    uint64_t time_ns;
    char host[64];
    uint64_t prep_ns;        /* the variant's preprocessing on this map (0: none); the same on
                                every row of the (map, variant), never part of time_ns */
    uint64_t prep_bytes;     /* bytes the preprocessed data holds (0: none) */
    /* GPPC's measures, for searches answered in calls (GPPC entries' GetPath); 0 for the rest: */
    uint32_t calls;          /* calls the query took */
    uint64_t first20_ns;     /* time of the calls until the path was 20 long */
    uint64_t longest_call_ns;/* the longest single call */
    char domain[16];         /* grid, voxel, graph or weighted (empty in rows from before: grid) */
    int32_t depth;           /* voxel maps: the volume's depth; 1 for grids and graphs (whose
                                width is their node count) */
    uint64_t touched;        /* voxel searches: voxels the query gave a cost (0 elsewhere) */
    uint64_t state_bytes;    /* the search state those took, bytes (0 elsewhere) */
    uint64_t peak_rss_kb;    /* peak resident memory the (map, variant) added to the harness's
                                (a plugin's children: peak less start), KiB; 0 when not measured */
    double file_optimum;     /* the optimum printed on the scenario line (NAN when none) ... */
    char file_moves[8];      /* ... and the model it assumes ("8" for Moving AI files; "" when
                                none: a peer's row, a row from before the column) */
    /* Maps that change between queries (dynamic scenarios); empty columns on other rows: */
    char follow[8];          /* how the variant follows a change: online, rebuild, repair; "": the
                                map stands still (the other fields below are then unset) */
    uint32_t epoch;          /* the query's epoch (its file's) */
    uint32_t patches;        /* patches of the change event before the query (0: none) */
    uint64_t change_ns;      /* what following that event took (pf_ctx_map_change), part of time_ns */
    uint64_t rebuild_ns;     /* repair variants at an event: a rebuild from scratch, outside time_ns */
    int prep_equal;          /* ... whether the repaired data equals that rebuild's: 1, 0; -1 none */
    uint32_t scen_line;      /* the query's line in its scenario file */
};

struct pf_rows {
    struct pf_row *r;
    size_t n, cap;
};

/* The runs.csv header line (with '\n'), its columns in docs/FORMATS.md order. */
const char *pf_rows_header(void);
/* Format one row as a CSV line with '\n'; returns its length, or 0 when cap is too small. */
size_t pf_row_format(const struct pf_row *row, char *buf, size_t cap);
/* Read runs.csv (or any CSV with its header; unknown columns are ignored, missing ones left
 * empty: 0 for numbers, NAN for costs, "" for texts, so rows from before prep_ns / prep_bytes /
 * calls / first20_ns / longest_call_ns / peak_rss_kb / file_optimum and peers' rows read so). A final line without '\n' (a write cut short) is dropped and counted in *torn.
 * Returns 0, or -1 with a message "file:line: expected ..., found ..." in err. */
int pf_rows_read(const char *path, struct pf_rows *rows, size_t *torn, char *err, size_t errlen);
/* Write rows as a complete runs.csv at path, crash-safely (temp file + rename). 0, or -1
 * with a message in err. */
int pf_rows_write(const char *path, const struct pf_rows *rows, char *err, size_t errlen);
int pf_rows_push(struct pf_rows *rows, const struct pf_row *row);
void pf_rows_free(struct pf_rows *rows);

/* The suboptimality of a cost against Dijkstra's: cost / dijkstra - 1, 0 below 1e-12 (the
 * rounding of costs printed with 15 digits), NAN when either is missing. The one place it is
 * computed, for pfbench's own rows and for rows appended from the peers. */
double pf_row_subopt(double cost, double dijkstra_cost);

/* Key of a row for resume and merge: map, scenario, variant, moves. */
void pf_row_key(const struct pf_row *row, char *buf, size_t cap);

#endif
