/* prep.h: the preprocessing of pfbench's commands (prep.c). */
#ifndef PF_RUN_PREP_H
#define PF_RUN_PREP_H

#include <stddef.h>
#include <stdint.h>
#include "pf_search.h"

/* The preprocessing cache of command cmd: the folder `given` (--prep-cache), else
 * $PFBENCH_PREP_CACHE, else fallback (NULL: off); "none" turns it off. The folder is made and
 * handed to libpf (pf_prep_cache_set_dir); its name goes into buf ("" when off). 0, or -1 after
 * a message. */
int pf_prep_cache_setup(const char *cmd, const char *given, const char *fallback, char *buf, size_t cap);
/* pf_ctx_prepare(ctx, v, p) timed on the harness's clock into *ns. When the data came from the
 * cache, *ns is the time its preprocessing took when it ran (kept in the file); when the
 * preprocessing ran now, its data is stored in the cache. note: what to tell the user about the
 * cache ("" when nothing). Returns pf_ctx_prepare's status. */
int pf_prep_timed(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep *p, uint64_t *ns,
                  char *note, size_t cap);

#endif
