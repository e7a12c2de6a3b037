/* chart_ctx.h: what the files of `pfbench chartdata` share (internal to the harness): the
 * run's rows indexed once (chartdata.c), the output helpers (chart_out.c) and each chart's
 * entry point (chart_lines.c, chart_ladder.c, chart_speedup.c, chart_subopt.c,
 * chart_saving.c, chart_tradeoff.c, chart_heuristics.c, chart_pictures.c, chart_dyn*.c). */
#ifndef PF_CHART_CTX_H
#define PF_CHART_CTX_H

#include <stdint.h>
#include <stdio.h>
#include "pf_io.h"
#include "names.h"
#include "rows.h"
#include "saving.h"
#include "summary.h"

/* One call of pf_chart_data_write: the rows and their indexes, the selection, the output. */
struct pf_chart_ctx {
    const struct pf_rows *rows;
    const char *run_dir;
    char dir[4200];                  /* RUN_DIR/charts/data */
    struct pf_names var, fam, map, mov;
    size_t *row_variant, *row_family, *row_map, *row_moves; /* per row: its indexes in var, fam, map, mov */
    const struct pf_row **vrow;      /* per variant: its first row (algo, heuristic, open) */
    char *sel;                       /* per variant: on the time/expanded/speedup/scaling charts */
    size_t nsel;
    size_t *morder;                  /* moves indexes in display order */
    struct pf_summary sum;
    struct pf_savings sav;           /* what each model saves against its files' optima (saving.c) */
    struct pf_out idx;               /* charts.tsv */
    unsigned bins;
    char sel_note[128], sel_hint[96];
    size_t ndrawn, nskipped;
    char *err;
    size_t errlen;
    int failed;
};

/* ---- output (chart_out.c) */

/* The first failure's message goes to c->err; later ones only count. */
void pf_chart_fail(struct pf_chart_ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Open c->dir/name crash-safely; 0, or -1 after pf_chart_fail. */
int pf_chart_out_open(struct pf_chart_ctx *c, struct pf_out *o, const char *name);
/* Commit it (a write error aborts it); 0, or -1 after pf_chart_fail. */
int pf_chart_out_close(struct pf_chart_ctx *c, struct pf_out *o);
/* A gnuplot string assignment NAME = "text" (quotes and backslashes escaped). */
void pf_chart_gp_string(FILE *f, const char *var, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A quoted gnuplot string (for tic lists). */
void pf_chart_gp_quote(FILE *f, const char *s);
/* An index line of a chart to draw; its title names the movement model mv unless mv is NULL. */
void pf_chart_index(struct pf_chart_ctx *c, const char *name, const char *script, const char *title,
                    const char *mv, const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* An index line of a chart left out, with the reason. */
void pf_chart_skip(struct pf_chart_ctx *c, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A movement model as it goes into file names and texts (odd characters as '_'). */
void pf_chart_moves_tag(const char *mv, char *buf, size_t cap);
/* The selection note of a chart that draws `drawn` variants of movement model mv. */
void pf_chart_selection_note(const struct pf_chart_ctx *c, int drawn, const char *mv, char *buf, size_t cap);

/* One row's contribution to a group (k1 = usually the variant, k2 = bin, size or map). */
struct pf_chart_record {
    size_t k1, k2;
    uint64_t a, b, o;      /* time_ns, expanded, max_open (or a sentinel) */
};

struct pf_chart_records {
    struct pf_chart_record *r;
    size_t n, cap;
};

/* Order by k1, then k2. */
int pf_chart_record_cmp(const void *x, const void *y);
/* Append a record; 0, or -1 after pf_chart_fail (out of memory). */
int pf_chart_records_push(struct pf_chart_ctx *c, struct pf_chart_records *v, size_t k1, size_t k2, uint64_t a,
                          uint64_t b, uint64_t o);
/* Writes one data line for a group of records into line (returns 0 to leave the group out). */
typedef int (*pf_chart_group_fn)(const struct pf_chart_record *g, size_t n, uint64_t *tmp, const void *arg,
                                 char *line, size_t cap);
/* NAME.dat: one block per k1 (a variant), "# variant NAME" first, blocks separated by two
 * blank lines, one line per k2 group; `blocks = "v1 v2 ..."` to vars. Returns the number of
 * blocks, or -1. */
int pf_chart_write_blocks(struct pf_chart_ctx *c, const char *name, struct pf_chart_records *v, pf_chart_group_fn fn,
                          const void *arg, FILE *vars);

/* ---- the charts: each writes its data and index lines for movement model m (an index of
 * c->mov), or for all models */

void pf_chart_lines(struct pf_chart_ctx *c, size_t m);         /* time-M, expanded-M */
void pf_chart_openlists(struct pf_chart_ctx *c, size_t m);     /* openlists-M (size ladder) */
void pf_chart_scaling(struct pf_chart_ctx *c, size_t m);       /* scaling-M (size ladder) */
void pf_chart_speedup(struct pf_chart_ctx *c, size_t m);       /* speedup-M */
void pf_chart_subopt(struct pf_chart_ctx *c, size_t m);        /* subopt-M */
void pf_chart_saving(struct pf_chart_ctx *c, size_t m);        /* saving-M */
void pf_chart_tradeoff(struct pf_chart_ctx *c, size_t m);      /* tradeoff-M */
void pf_chart_heuristics(struct pf_chart_ctx *c);              /* heuristics */
struct pf_domain_ops;
void pf_chart_pictures(struct pf_chart_ctx *c, const struct pf_domain_ops *d); /* search, search-weighted, ... */

/* ---- maps that change (chart_dyn.c): one (dynamic scenario, variant) of the rows with a
 * follow policy, selected variants only */
struct pf_chart_dyn {
    size_t map, var, fam;                /* indexes in c->map, c->var, c->fam */
    int32_t width, height;
    uint64_t queries, events;            /* events: queries that followed a change event */
    uint64_t total_ns, change_ns;        /* sums of time_ns (holds change_ns) and change_ns */
    int online;                          /* follow = online: keeps no data to update */
    int optimal;                         /* its rows must be optimal (should_be_optimal) */
};
#define PF_CHART_DYN_ALONG 4             /* scenarios drawn along (the first of the run) */
/* The groups in the order their first rows come; *n = 0 without dynamic rows. 0, or -1 after
 * pf_chart_fail. */
int pf_chart_dyn_groups(struct pf_chart_ctx *c, struct pf_chart_dyn **out, size_t *n);
/* The groups of scenario map to draw, at most `most`: the fastest in total, with the fastest
 * online search that must be optimal taking the last place when it is not among them; their
 * indexes into pick (room for every group of the map), fastest first; returns how many. */
size_t pf_chart_dyn_pick(const struct pf_chart_dyn *g, size_t ng, size_t map, size_t *pick, size_t most);
void pf_chart_dyn_along(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t ng); /* dynamic-along-K */
void pf_chart_dyn_rate(struct pf_chart_ctx *c, const struct pf_chart_dyn *g, size_t ng);  /* dynamic-rate-K */

#endif
