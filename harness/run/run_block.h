/* run_block.h: what the per-map parts of `pfbench run` share (internal to the harness): a
 * (map, variant) block's buffers, a variant's preprocessing figures, the messages a plugin's
 * child sends, and the entry points of run_block.c and run_plugin.c. */
#ifndef PF_RUN_BLOCK_H
#define PF_RUN_BLOCK_H

#include <stdint.h>
#include "rows.h"
#include "run.h"

/* Per map: the rows of one variant, the timed queries behind them, room for their times. */
struct pf_run_bufs {
    struct pf_row *rows;
    struct pf_timed_query *q;
    uint64_t *times;               /* n x repeat */
    uint64_t *ok_times;            /* time_ns of the answered rows, for the variant's median */
    /* A plugin variant's block (pf_run_plugin_block): the peak resident memory of its children,
     * in KiB (ru_maxrss from wait4, the largest over the block's children), and the resident
     * memory its first child started with (the harness's pages it shares from the fork), so that
     * peak_kb - base_kb is what the plugin's preprocessing and queries added; 0 for built-ins. */
    uint64_t peak_kb, base_kb;
};

/* The preprocessing of a variant's algorithm on one map's context. */
struct pf_run_prep {
    const struct pf_alg *alg;
    uint64_t ns, bytes;
    int status;                    /* pf_ctx_prepare's: not PF_OK, the block's queries are not
                                      run (PF_BUDGET: its rows are 'budget', else 'error') */
};

/* What a plugin's child sends its parent (pf_run_plugin_block), one fixed-size message at a time. */
enum { PF_RUN_MSG_PREP, PF_RUN_MSG_ROW, PF_RUN_MSG_PASSES, PF_RUN_MSG_FINAL, PF_RUN_MSG_DONE };
struct pf_run_msg {
    int kind;
    uint32_t index;                /* ROW, FINAL: the row's place among the block's rows */
    uint64_t ns, bytes;            /* PREP: preprocessing; ROW: the first solve's time;
                                      FINAL: the row's time_ns */
    uint64_t base_kb;              /* PREP: the child's resident memory when it started */
    struct pf_row row;             /* ROW: the row after its first solve */
};

/* Set in the child that runs a plugin's block: where its rows go and where it starts. */
struct pf_run_child_out {
    int fd;
    size_t from;                   /* rows an earlier child of the block answered: skipped */
    uint64_t spent0;               /* the variant's time on this map before this child */
};

/* In a plugin's child (co not NULL): message kind about row index (the row and a time, when
 * given) to the parent; nothing when co is NULL (run_block.c). */
void pf_run_child_row(const struct pf_run_child_out *co, int kind, size_t index, const struct pf_row *row, uint64_t ns);
/* Everything v needs on ctx before any timed query, its preprocessing timed (run_block.c);
 * seen[0..*nseen) holds the map's algorithms prepared so far. */
void pf_run_prepare_variant(const struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                            const char *map, double prep_seconds, struct pf_run_prep *seen, size_t *nseen,
                            struct pf_run_prep *out);
/* A row of a (map, variant) block before it is solved: everything but the answer. */
void pf_run_init_row(const struct run *R, const struct pf_plan_map *m, const struct pf_search_ctx *ctx,
                     const struct pf_variant *v, size_t j, const double *dcost, const struct pf_run_prep *prep,
                     struct pf_row *row);
/* One (map, variant) block, timed and written (or, in a plugin's child, co not NULL, sent to
 * the parent); *median gets the answered rows' median time, 0 when some row is 'budget'.
 * 0, or -1 on a write error. */
int pf_run_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                 const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                 const struct pf_run_prep *prep, struct pf_run_bufs *B, uint64_t *median,
                 const struct pf_run_child_out *co);
/* A plugin variant's block in forked children (run_plugin.c); 0, or -1 on a write error. */
int pf_run_plugin_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                        const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                        struct pf_run_bufs *B);
/* The reference's answers on dynamic scenario m, replayed (run_dynamic.c): Dijkstra on the map as
 * it stands at each query into dcost (no cache: the cache is keyed by the start map's content).
 * 0, or -1 after a message. */
int pf_run_dynamic_reference(const struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                             double *dcost);
/* A dynamic scenario's block of variant v (run_dynamic.c): its replays, timed, and its rows
 * written (or, in a plugin's child, co not NULL, sent to the parent from query co->from on, the
 * child's context made on the map as it stands there); chg: room for 2 x n x repeat times (the
 * changes', then a repair variant's rebuilds at them). 0, or
 * -1 after a message. */
int pf_run_dynamic_block(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                         const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, uint64_t *chg,
                         const struct pf_run_child_out *co);
/* Where a plugin's child stood when it stopped: before its preprocessing was done, sending the
 * first pass's rows, in the later timing passes, or done (supervise.c). */
enum pf_child_phase { PF_CHILD_PREP, PF_CHILD_ROWS, PF_CHILD_PASSES, PF_CHILD_DONE };
/* The same for a plugin variant, in forked children (run_dynamic_plugin.c); 0, or -1. */
int pf_run_dynamic_plugin(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                          const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, uint64_t *chg);

#endif
