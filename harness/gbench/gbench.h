/* gbench.h: the C face of the Google Benchmark shim (harness/gbench_shim.cc). */
#ifndef PF_GBENCH_H
#define PF_GBENCH_H

#include <stddef.h>
#include "pf_search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One benchmark: a variant solving a fixed set of queries on one map, cycling through them
 * (one query per benchmark iteration). */
struct pf_gbench_job {
    char name[160];                    /* "astar/octile/heap/den520d/b0-24" */
    struct pf_search_ctx *ctx;         /* shared, owned by the caller */
    const struct pf_variant *variant;
    const pf_node *starts, *goals;     /* count queries */
    size_t count;
};

/* Key/value pairs recorded as benchmark context (compiler, flags, commit, suite, ...). */
struct pf_gbench_context {
    const char *key, *value;
};

/* Run the jobs under Google Benchmark and write its JSON to json_path. min_time is in seconds
 * per benchmark. Counters of metrics.def are reported per query. Returns 0 on success, -1 when
 * the shim is not built in (message on stderr) or the run failed. */
int pf_gbench_run(const struct pf_gbench_job *jobs, size_t njobs, const char *json_path,
                  double min_time, const struct pf_gbench_context *ctx, size_t nctx);
int pf_gbench_available(void);

/* Join Google Benchmark JSON files into out_path (written crash-safely): the context of the
 * first file present, the benchmarks of all, with suffixes[i] (NULL or "" for none) appended
 * to the names of file i. Absent files are skipped and counted in *missing; nothing is
 * written when none is present. 0, or -1 with a message in err. */
int pf_gbench_join(const char *out_path, const char *const *paths, const char *const *suffixes,
                   size_t n, size_t *missing, char *err, size_t errlen);
/* One step of that join, on parsed JSON (jansson): add the Google Benchmark document part
 * (`name` in messages) to *joined. The first part (*joined NULL) gives every top-level key
 * but "benchmarks"; each part's "benchmarks" are appended, with suffix (NULL or "" for none)
 * appended to their "name" and "run_name". 0, or -1 with "NAME: expected ..." in err (then
 * *joined is unchanged). */
struct json_t;
int pf_gbench_join_part(struct json_t **joined, const struct json_t *part, const char *name,
                        const char *suffix, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
