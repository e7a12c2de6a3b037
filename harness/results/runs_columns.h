/* runs_columns.h: the runs.csv header, defined once for pfbench (rows.c) and for the peers that
 * write runs.csv rows themselves (C and C++): column groups, the counters between QUERY and TIME
 * from metrics.def (the one list of counters), and the header lines the peers print. A header
 * has the groups in this order: QUERY, the counters, TIME, then any of PREP, CALLS, SPACE and
 * FILE, CHANGE (pfbench append reads columns by name; docs/FORMATS.md lists them). */
#ifndef PF_RUNS_COLUMNS_H
#define PF_RUNS_COLUMNS_H

/* The query, the variant that answered it and the answer (then the counters). */
#define PF_RUNS_COLS_QUERY                                                               \
    "map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost," \
    "dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len"
/* The query's time and the machine (after the counters). */
#define PF_RUNS_COLS_TIME "time_ns,host"
/* The variant's preprocessing on the map. */
#define PF_RUNS_COLS_PREP "prep_ns,prep_bytes"
/* Searches answered in calls (GPPC), and the memory the (map, variant) added. */
#define PF_RUNS_COLS_CALLS "calls,first20_ns,longest_call_ns,peak_rss_kb"
/* The map's domain and depth, and the search state of the domains whose state grows. */
#define PF_RUNS_COLS_SPACE "domain,depth,touched,state_bytes"
/* The optimum printed on the row's scenario line, whatever model it was computed under, and that
 * model (scen_optimum holds it only under the row's own model): pfbench's own rows; the peers'
 * headers leave the group out and pfbench append leaves it empty there. */
#define PF_RUNS_COLS_FILE "file_optimum,file_moves"
/* Maps that change between queries (dynamic scenarios; empty on other rows): the variant's follow
 * policy, the query's epoch, the change event before it (its patches, what following it took,
 * part of time_ns; for repair variants a rebuild's time and whether the data was equal), and the
 * query's line in its file. pfbench's own rows only. */
#define PF_RUNS_COLS_CHANGE "follow,epoch,patches,change_ns,rebuild_ns,prep_equal,scen_line"

/* The header lines of the peers, without '\n' (the full one is pf_rows_header()). A static
 * array in a header: each file that includes it may use any of them. */
#define X(name, desc) "," #name
#define Y(name, desc)          /* the any-angle counters: pfbench's own rows only */
/* 2D grids (pfbench-boost): up to the time */
static const char pf_runs_header_grid[] = PF_RUNS_COLS_QUERY
#include "metrics.def"
    "," PF_RUNS_COLS_TIME;
/* 2D grids with preprocessing (pfbench-warthog) */
static const char pf_runs_header_prep[] = PF_RUNS_COLS_QUERY
#include "metrics.def"
    "," PF_RUNS_COLS_TIME "," PF_RUNS_COLS_PREP;
/* weighted terrain with preprocessing (pfbench-warthog --algos astar_wgm) */
static const char pf_runs_header_prep_space[] = PF_RUNS_COLS_QUERY
#include "metrics.def"
    "," PF_RUNS_COLS_TIME "," PF_RUNS_COLS_PREP "," PF_RUNS_COLS_SPACE;
/* voxel volumes, node graphs and weighted terrain (pfbench-boost-voxel, -graph, -weighted) */
static const char pf_runs_header_space[] = PF_RUNS_COLS_QUERY
#include "metrics.def"
    "," PF_RUNS_COLS_TIME "," PF_RUNS_COLS_SPACE;
#undef X
#undef Y

#endif
