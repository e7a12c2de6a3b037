/* pf_io.h: Moving AI .map and .scen readers and writers, and crash-safe file writing. */
#ifndef PF_IO_H
#define PF_IO_H

#include <stddef.h>
#include <stdio.h>
#include "pf_grid.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Readers fill msg with "file:line: expected ..., found ..." and return a negative status. */
struct pf_error {
    char msg[640];
};
void pf_error_set(struct pf_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Largest map, in cells, that the readers accept: PFBENCH_MAX_CELLS if set, else what the
 * machine's memory can hold at PF_BYTES_PER_CELL (grid + search context + open list). */
#define PF_BYTES_PER_CELL 64u
uint64_t pf_default_max_cells(void);
/* A limit from the environment variable `name` (a positive whole number), else the machine's
 * memory divided by mem_div, at most mem_cap: the readers' default limits are made this way. */
uint64_t pf_env_limit(const char *name, uint64_t mem_div, uint64_t mem_cap);

int pf_map_read(const char *path, struct pf_grid *g, uint64_t max_cells, struct pf_error *err);
/* Parse a map from memory; `name` is used in messages. */
int pf_map_parse(const char *name, const char *buf, size_t len, struct pf_grid *g,
                 uint64_t max_cells, struct pf_error *err);
int pf_map_write(const char *path, const struct pf_grid *g, struct pf_error *err);

struct pf_scen_entry {
    uint32_t line;                /* 1-based line in the file */
    int32_t bucket;
    int32_t map_w, map_h;
    int32_t sx, sy, gx, gy;
    int32_t sz, gz;               /* 0 in 2D; the harness's voxel queries' depth (node graphs'
                                     queries keep their nodes in sx and gx) */
    double optimum;
    int decimals;                 /* digits printed after the decimal point */
    char map[128];                /* the map column as written */
};

struct pf_scen {
    char version[16];             /* "1", "1.0", or "0" when the file has no version line */
    struct pf_scen_entry *e;
    size_t n;
};

int pf_scen_read(const char *path, struct pf_scen *s, struct pf_error *err);
int pf_scen_parse(const char *name, const char *buf, size_t len, struct pf_scen *s,
                  struct pf_error *err);
/* Check a scenario file against its map: map name, size, starts and goals in bounds and
 * passable. Messages name the scenario file and line. */
int pf_scen_check(const struct pf_scen *s, const char *scen_path, const struct pf_grid *g,
                  const char *map_path, struct pf_error *err);
int pf_scen_write(const char *path, const struct pf_scen *s, struct pf_error *err);
void pf_scen_free(struct pf_scen *s);
/* Scenario tolerance: half a unit of the last printed digit plus 2e-6 of the length. */
double pf_scen_tolerance(const struct pf_scen_entry *e);

/* Read a whole file (at most max_bytes) into a NUL-terminated buffer the caller frees. */
int pf_file_slurp(const char *path, char **buf, size_t *len, size_t max_bytes,
                  struct pf_error *err);

/* Crash-safe writing: write to "<path>.tmp.<pid>", then flush, fsync and rename over path,
 * so a reader sees the old file or the whole new one, never half of one. */
struct pf_out {
    FILE *f;
    char path[4096];
    char tmp[4200];
};
int pf_out_open(struct pf_out *o, const char *path, struct pf_error *err);
int pf_out_commit(struct pf_out *o, struct pf_error *err);   /* closes, renames */
void pf_out_abort(struct pf_out *o);                          /* closes, removes the temp */

const char *pf_basename(const char *path);
/* Create the folder path and its missing parents, like mkdir -p: PF_OK (also when it exists),
 * or PF_ERR_IO with "cannot create DIR: reason" naming the component that failed (a file in
 * the way, no permission, a path longer than PF_PATH_MAX). err may be NULL. */
#define PF_PATH_MAX 4096
int pf_mkdir_p(const char *path, struct pf_error *err);
/* 1 when path names a regular file (after symbolic links), else 0. */
int pf_file_exists(const char *path);
/* 1 when path ends in suffix (and is longer than it): ".gr", ".map". */
int pf_has_suffix(const char *path, const char *suffix);
/* The costs file of a weighted map: "X.map" gives "X.costs" (any other name gets ".costs"
 * appended); here, with the other file names, because the 2D map reader names it too (a map
 * with labels but no costs file). PF_OK, or PF_ERR_LIMIT when cap is too small. */
int pf_wmap_costs_path(const char *map_path, char *buf, size_t cap);
/* qsort comparator of strings held in an array of pointers (const char *const *). */
int pf_cmp_str(const void *a, const void *b);
/* Copy s[0..len) into out for an error message: unprintable bytes as \xNN, cut after 40. */
void pf_quote(char *out, size_t cap, const char *s, size_t len);

#ifdef __cplusplus
}
#endif

#endif
