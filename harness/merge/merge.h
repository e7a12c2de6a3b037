/* merge.h: the internals `pfbench merge` shares between its files (one shard, the checks, the row join, the writers). */
#ifndef PF_MERGE_H
#define PF_MERGE_H

#include <stddef.h>
#include "meta.h"
#include "rows.h"

/* One result folder given to merge: its meta.json and, once read, its runs.csv. */
struct pf_merge_shard {
    char *dir;
    struct pf_meta_file meta;          /* its meta.json; the lists below point into it */
    const char **variants;
    size_t nvariants;
    struct pf_meta_map *maps;
    size_t nmaps;
    int k, n;
    struct pf_rows rows;
};

/* Distinct values, in order of first appearance. */
struct pf_merge_strset {
    char **v;
    size_t n;
};

/* merge_common.c: what every step needs; calls none of the files below. */
void pf_merge_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));   /* "pfbench merge: ..." on stderr */
const char *pf_merge_getv(const struct pf_merge_shard *s, const char *key);
void pf_merge_shard_free(struct pf_merge_shard *s);
int pf_merge_strset_add(struct pf_merge_strset *s, const char *x);       /* 0, or -1 out of memory */
void pf_merge_strset_free(struct pf_merge_strset *s);

/* merge_check.c: finding the folders and checking they belong together. Each returns 0, or -1
 * after saying why. */
int pf_merge_collect(const char *arg, char ***dirs, size_t *n);
int pf_merge_load_meta(struct pf_merge_shard *s);
int pf_merge_check_settings(const struct pf_merge_shard *s, const struct pf_merge_shard *r);
int pf_merge_check_variants(const struct pf_merge_shard *s, const struct pf_merge_shard *r);
int pf_merge_check_same(const struct pf_merge_shard *s, const struct pf_merge_shard *r);
int pf_merge_split_kind(const struct pf_merge_shard *sh, size_t ns);   /* 1 map parts, 0 shards, -1 a mix */
struct pf_meta_map *pf_merge_part_maps(const struct pf_merge_shard *sh, size_t ns, size_t *nmaps);

/* merge_rows.c: every runs.csv read, checked and joined in the order of an unsplit run. */
int pf_merge_rows(struct pf_merge_shard *sh, size_t ns, const struct pf_meta_map *maps, size_t nmaps,
                  struct pf_rows *out);

/* merge_write.c: the merged folder's files, and its staging folder. Each returns 0, or -1 after
 * saying why. */
int pf_merge_write_runs(const char *dir, const struct pf_rows *rows);
int pf_merge_write_tables(const char *dir, const struct pf_rows *rows, int *failing);
int pf_merge_write_meta(const char *dir, struct pf_merge_shard *sh, size_t ns, const struct pf_meta_map *maps,
                        size_t nmaps, int by_maps, const struct pf_rows *rows, const struct pf_merge_strset *hosts);
int pf_merge_write_gbench(const char *dir, struct pf_merge_shard *sh, size_t ns, int quiet);
int pf_merge_copy_traces(const char *dir, const struct pf_merge_shard *s1);
void pf_merge_remove_tree(const char *dir);
int pf_merge_make_parents(const char *path);
int pf_merge_out_free(const char *path);

#endif
