/* replan.h: pfbench replan (internal to the harness): the trips it walks, their rows, their checks
 * and the summary per planner, map family and radius. */
#ifndef PF_HARNESS_REPLAN_H
#define PF_HARNESS_REPLAN_H

#include <stdio.h>
#include "pf_agent.h"
#include "pf_grid.h"
#include "pf_io.h"

/* One scenario line to walk. */
struct replan_line {
    uint32_t line;               /* its line in the scenario file (1-based) */
    int32_t sx, sy, gx, gy;
    uint32_t first_event;        /* changes: the events that landed before it (its map's epoch) */
};

/* A map and the lines walked on it: a Moving AI map and its scenario or a generated map
 * (discover), or a dynamic scenario (changes: its first events make the map of a line, the rest
 * land as the agent walks). */
struct replan_source {
    char map[128];               /* the map's file name (or the generated map's name) */
    char family[48];             /* its folder's name, gen-FAMILY, or dynamic */
    enum pf_agent_mode mode;
    struct pf_grid grid;         /* discover: the true map; changes: the map before any event */
    struct replan_line *lines;
    size_t num_lines;
    struct pf_patch *patches;    /* changes: every patch, event by event */
    struct pf_agent_event *events;
    uint32_t num_events;
    void *owned;                 /* what the patches point into */
};

/* Load a source: path a .map (its scenario scen, or path.scen when scen is NULL) or a version-2
 * dynamic scenario; or, when gen, a generator recipe (its scenario drawn by pf_gen_scen). Keeps
 * `lines` lines spread evenly over the file (0: all). 0, or -1 after "pfbench replan: ..." on err. */
int replan_source_load(const char *path, int gen, const char *scen, uint32_t lines, struct replan_source *src,
                       FILE *err);
void replan_source_free(struct replan_source *src);
/* changes: the map as it stands when line l starts (the events before it pasted) into g, which
 * the caller frees. PF_OK or an error. */
int replan_source_map_at(const struct replan_source *src, const struct replan_line *l, struct pf_grid *g);

/* One trip's row of replan.csv. */
struct replan_row {
    char map[128];
    char family[48];
    const char *mode;            /* "discover" or "changes" */
    uint32_t line;               /* the scenario line (1-based) */
    int32_t sx, sy, gx, gy;
    const struct pf_replanner *planner;
    int32_t radius;              /* discover; 0 in changes */
    uint32_t every;              /* changes; 0 in discover */
    int reachable;               /* discover: the goal is reachable on the true map; -1 unknown */
    double true_cost;            /* discover: the least cost on the true map; -1 when none */
    struct pf_trip trip;
    uint32_t checked;            /* plans checked against Dijkstra on the believed map */
    uint32_t check_fail;         /* of them, not optimal or not a legal path */
    uint32_t bad_moves;          /* moves illegal on the true map */
    int nondeterministic;        /* the timed walk differed from the checked one */
};

/* A check's answer: Dijkstra's status, fixed-point cost and cost on the believed map. */
struct replan_answer {
    int status;
    pf_cost g;
    double cost;
};

/* The checks' answers kept with their believed maps (replan_memo.c): up to 64 (64 MB of maps),
 * the oldest replaced first. Zeroed to start; replan_memo_free at the end. */
struct replan_memo_entry {
    pf_node agent, goal;
    uint8_t *cls;                /* the believed map's terrain classes (num_nodes) */
    struct replan_answer answer;
};
struct replan_memo {
    struct replan_memo_entry *e;
    uint32_t n, cap, next, num_nodes;
    uint64_t hits;               /* checks answered from it */
};
/* 1 with *out when an answer for this map (every cell's class), agent and goal is kept; else 0. */
int replan_memo_find(struct replan_memo *m, const struct pf_grid *believed, pf_node agent, pf_node goal,
                     struct replan_answer *out);
void replan_memo_put(struct replan_memo *m, const struct pf_grid *believed, pf_node agent, pf_node goal,
                     const struct replan_answer *a);
void replan_memo_free(struct replan_memo *m);

/* What one trip is checked with. */
struct replan_check {
    uint32_t check_every;        /* check plans 1, 1 + K, 1 + 2K, ... (1: every plan) */
    uint32_t check_double;       /* K doubles after every N checks of a trip (0: never) */
    FILE *err;                   /* where failures are said */
    struct replan_memo *memo;    /* the answers shared by the trips of the run (NULL: none) */
    uint32_t walks;              /* 2: checked, then timed and compared; 1: one walk, both */
};

/* A trip picture in the making: one planner's trip on the picture's line, recorded through the
 * agent's hooks into TRIPDIR/STEM.PLANNER.walk (the cells it stood on, "x y", the start first),
 * .replans (where it planned again, "x y plan") and .walls (the walls it discovered, "x y" row by
 * row: discover, the blocked cells its sensor saw; changes, the cells events walled that were free
 * when the trip started). STEM is the map's name and the line ([^A-Za-z0-9._-] made '_'). Each
 * file is written through pf_out (whole or not at all). */
struct replan_pic {
    const struct pf_agent_setup *s;
    struct pf_out o[3];          /* walk, replans, walls */
    uint8_t *seen;               /* the walls discovered, per node */
    uint32_t plans;
};
/* TRIPDIR/STEM.map (the true map of line l, a matrix row by row, 1 blocked, 0 free) and
 * TRIPDIR/STEM.vars.gp (mapw, maph, the goal gx, gy, the planners, the trip's title). 0, or -1 after a message. */
int replan_pic_map(const char *tripdir, const char *map, const char *family, const char *mode,
                   const struct replan_line *l, int32_t radius, uint32_t every, const struct pf_grid *g,
                   const struct pf_replanner *const *ps, int np, FILE *err);
/* Open the planner's files and record the start. 0, or -1 after a message. */
int replan_pic_begin(struct replan_pic *pic, const char *tripdir, const char *map, uint32_t line,
                     const struct pf_agent_setup *s, const char *planner, FILE *err);
void replan_pic_stand(struct replan_pic *pic, pf_node a);   /* the agent moved onto a */
void replan_pic_planned(struct replan_pic *pic, const struct pf_grid *believed, pf_node agent);
/* the cells the agent learned changed (pf_agent_hooks.learned): the walls it found, or events put */
void replan_pic_learned(struct replan_pic *pic, const struct pf_grid *believed, const pf_node *cells, uint32_t n);
/* Write the walls and commit the three files; 0, or -1 after a message on err. */
int replan_pic_end(struct replan_pic *pic, FILE *err);

/* The run's trip folder: the pictures' data are written into a staging folder DIR/trip.tmp.PID
 * (replan_trips_stage: made empty), which replan_trips_commit puts in place of DIR/trip (the
 * previous run's trip folder, and the pictures DIR/trip-*.png drawn from it, removed; no trip
 * folder when the stage is empty) and replan_trips_abort removes. 0, or -1 after a message. */
int replan_trips_stage(const char *dir, char *stage, size_t cap, FILE *err);
int replan_trips_commit(const char *dir, const char *stage, FILE *err);
void replan_trips_abort(const char *stage);

/* Walk one trip (setup s, planner p) twice: checked and untimed, then timed by the harness's
 * clock with no check between its steps; row's trip (the timed walk's), checked, check_fail,
 * bad_moves and nondeterministic are filled; pic (or NULL) records the checked walk. PF_OK, or the
 * agent's error. */
int replan_walk(const struct pf_agent_setup *s, const struct pf_replanner *p, const struct replan_check *chk,
                struct replan_pic *pic, struct replan_row *row);
/* Whether a row passes: plans optimal where its planner says it is, moves legal, (discover)
 * arrived exactly when the goal is reachable, no step limit. 1 or 0, with the reason in why. */
int replan_row_ok(const struct replan_row *r, char *why, size_t why_len);

/* replan.csv: the header and one row. */
void replan_csv_header(FILE *f);
void replan_csv_row(FILE *f, const struct replan_row *r);
/* The rows of a replan.csv appended to *rows (*n of them, room for *cap; realloc'd). 0, or -1
 * after a message on err naming the file and line (not replan.csv's header, a field that is not
 * what its column holds, an unknown planner). */
int replan_csv_read(const char *path, struct replan_row **rows, size_t *n, size_t *cap, FILE *err);
/* The summary per planner, family, mode and radius (or every), with the columns explained, as
 * markdown (replan.md and the command's output). */
void replan_summary(FILE *f, const struct replan_row *rows, size_t n);

/* --jobs N: run walk(arg, j, rows) in N forked processes (j = 0 .. N-1), each handing its rows
 * over through replan_job_put(rows, unit, seq, row) (unit: the line's place in the run, seq: the
 * row's within it); *rows (malloc'd, *n of them) are all their rows in the order of (unit, seq),
 * *failed set when one fails validation. 0, or -1 after a message (a job that failed). */
int replan_jobs_run(int jobs, int (*walk)(void *arg, int job, FILE *rows), void *arg, struct replan_row **rows,
                    size_t *n, int *failed);
int replan_job_put(FILE *f, uint64_t unit, uint32_t seq, const struct replan_row *r);

/* The orderings per family, mode and radius (or every): the planners from least to most planning
 * time, longest step, longest replanning step, expansions and most expansions in one replan, as a
 * markdown table with its note (replan.md). */
void replan_orderings(FILE *f, const struct replan_row *rows, size_t n);

/* The chart of total planning time against the longest planning step: dat gets one block per
 * planner, family and mode (a line per radius or event spacing: its label, the median longest
 * step in us, the median planning ms per trip), vars the gnuplot line `blocks = "planner/family
 * ..."` naming them. 0, or -1 out of memory. */
int replan_chart_data(FILE *dat, FILE *vars, const struct replan_row *rows, size_t n);
/* The report's section "Agents that replan": DIR/replan.md when the run has one. 0. */
int pf_replan_section(FILE *f, const char *dir);

#endif
