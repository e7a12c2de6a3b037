/* run.h: what the files of `pfbench run` share (internal to the harness): the run's state,
 * the flag a signal sets, and the entry points of its parts: a map (run_map.c, whose blocks
 * are in run_block.h), the run folder's files (run_rows.c), Google Benchmark (run_gbench.c),
 * resume (run_resume.c) and pictures (run_traces.c); cmd_run.c has the options and the run. */
#ifndef PF_RUN_H
#define PF_RUN_H

#include <signal.h>
#include <stdint.h>
#include "cli.h"
#include "rows.h"
#include "meta.h"
#include "plan.h"
#include "timing.h"

/* Ranges of the numeric options; meta.json holds whole numbers as signed 64-bit (jansson). */
#define REPEAT_MAX 64
#define WHOLE_MAX ((uint64_t)INT64_MAX)

struct run {
    const struct pf_suite *suite;
    struct pf_plan plan;
    const struct pf_variant **variants;
    size_t nvariants;
    enum pf_moves moves;
    enum pf_tie tie;
    enum pf_timing timing;
    uint64_t budget, seed;
    int budget_given;              /* --budget on the command line (over the suite's per-map budgets) */
    int seconds_given;             /* --variant-seconds on the command line (the same) */
    int repeat, quiet, shard_k, shard_n;
    int shard_by_map;              /* --shard-by map: a shard takes whole maps, not lines */
    double variant_seconds, gbench_min_time;
    double plugin_timeout;         /* --plugin-timeout: seconds a plugin's query may take */
    char prep_cache[4096];         /* the preprocessing cache's folder, "" when off (--prep-cache) */
    double prep_seconds;           /* --prep-seconds: a preprocessing's time limit per map */
    char dir[2048];
    int fd;                        /* runs.csv, append-only */
    struct pf_meta meta;
    char **done;                   /* resume: sorted keys of rows already written */
    size_t ndone;
    size_t rows_written, rows_skipped;
    uint64_t t_start;
    double units_total, units_done;
    size_t gbench_parts;
    int gbench_failed;
    struct pf_meta_file resumed;   /* --resume DIR: DIR/meta.json, where the run's options come from */
    char resumed_path[2100];
    char *maps_pattern;            /* --resume without --maps: the run's map names as patterns */
    /* each registered domain's data folder given (--data NAME=DIR, or the domain's own option),
     * or, on --resume, recorded in meta.json (.data_meta_key); NULL: none (pf_domain_at order) */
    const char *data_given[PF_PLAN_DOMAINS];
};

/* Set by SIGINT / SIGTERM: the run stops cleanly after the block in progress. */
extern volatile sig_atomic_t pf_run_stop;

/* The data folders given on the command line into R->data_given: --data NAME=DIR (repeatable;
 * NAME a domain's name) and each domain's older option (.data_option, an alias), --data
 * winning. 0, or -1 after a message (an unknown domain, no '='). */
int pf_run_data_options(struct run *R, const struct pf_cli *cli);
/* --shard "K/N" with 1 <= K <= N: 0, or -1 (R unchanged). */
int pf_run_parse_shard(struct run *R, const char *s);
/* --shard-by "line" or "map": 0, or -1 (R unchanged). */
int pf_run_parse_shard_by(struct run *R, const char *s);
/* --resume DIR: take the run's options, variants and maps from DIR/meta.json (a contradicting
 * option is refused with both values); 0, or -1 after a message. */
int pf_run_resume_options(struct run *R, struct pf_cli *cli, const char *dir);
/* The plan of a resumed run must be the one meta.json recorded; 0, or -1 after a message. */
int pf_run_resume_check_plan(const struct run *R, const struct pf_cli *cli);
/* One map of the plan: its ground truth, every variant's block, its Google Benchmark. 0, or
 * -1 after a message (a map that cannot be loaded, a write error). */
int pf_run_map(struct run *R, size_t mi);
/* One map of the plan that changes between queries (a dynamic scenario, loaded in sp): its
 * reference's answers and every variant's block, replayed (run_dynamic.c). 0 or -1. */
int pf_run_dynamic(struct run *R, size_t mi, const struct pf_space *sp);

/* runs.csv: opened for appending (resumed: the rows it has read back as R->done, a torn last
 * line dropped) with its header when new; 0, or -1 after a message. */
int pf_run_open_runs(struct run *R, const char *resume);
/* 1 when a resumed run has row's key already. */
int pf_run_is_done(const struct run *R, const struct pf_row *row);
/* One write() of n rows to runs.csv (a short write is undone); 0, or -1 after a message. */
int pf_run_write_rows(struct run *R, const struct pf_row *rows, size_t n);
/* meta.json, crash-safely, with `complete` and `state`; 0, or -1 after a message. */
int pf_run_write_meta(const struct run *R, int complete, const char *state);
/* runs.csv read back into summary.csv, speed.csv and validate.txt (the table printed to stdout
 * when print); 0, or -1 after a message. */
int pf_run_finish_tables(struct run *R, int print);

/* Google Benchmark on one map's context (median_per_variant: each variant's median time, 0 to
 * leave it out), into gbench-parts/; then the parts joined into gbench.json. */
void pf_run_gbench_map(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                       const struct pf_plan_map *m, const uint64_t *median_per_variant);
void pf_run_gbench_merge(struct run *R);

/* The search pictures' data of every domain in the run: traces/NN-VARIANT.trace (2D maps), and
 * the other domains' panels in traces/<domain>/ (run_traces.c). */
void pf_run_write_traces(struct run *R);

#endif
