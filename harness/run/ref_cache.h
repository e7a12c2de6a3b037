/* ref_cache.h: the reference's answers of a map kept between runs (ref_cache.c). */
#ifndef PF_RUN_REF_CACHE_H
#define PF_RUN_REF_CACHE_H

#include <stddef.h>
#include "pf_search.h"

/* One answered query: its start and goal nodes and the reference's cost (NAN: no path). */
struct pf_ref_answer {
    pf_node s, t;
    double cost;
};

/* The answers of one (map content, reference variant, model, program build), read from and
 * written to the preprocessing cache folder (pf_prep_cache_dir). A file holds every query any
 * run of that key answered, sorted by (s, t); it is written whole or not at all, and read only
 * when its key and its checksum match. */
struct pf_ref_cache {
    char path[4352], key[320];
    int on;                        /* a cache folder and a key: 0 leaves everything to the search */
    struct pf_ref_answer *a;
    size_t n, cap;
    size_t sorted;                 /* a[0..sorted) is sorted; later entries are new this run */
    size_t read;                   /* answers found in the file */
};

/* Open the cache of ctx's map for reference ref: PF_OK (off when there is no cache folder or no
 * key). A missing, damaged or foreign file holds no answers and is replaced on save. */
int pf_ref_cache_open(struct pf_ref_cache *rc, const struct pf_search_ctx *ctx, const struct pf_variant *ref);
/* The cached answer to s -> t into *cost: 1, or 0 when there is none. */
int pf_ref_cache_get(const struct pf_ref_cache *rc, pf_node s, pf_node t, double *cost);
/* Remember a new answer (cost NAN: no path); PF_OK or PF_ERR_NOMEM (then nothing is saved). */
int pf_ref_cache_put(struct pf_ref_cache *rc, pf_node s, pf_node t, double cost);
/* Write the file again when answers were added: PF_OK (also when there was nothing to write)
 * or PF_ERR_IO (the old file stays). */
int pf_ref_cache_save(struct pf_ref_cache *rc);
void pf_ref_cache_close(struct pf_ref_cache *rc);

#endif
