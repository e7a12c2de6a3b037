/* prep.c: the preprocessing of pfbench's commands: the cache folder they hand libpf
 * (--prep-cache), and one timed preparation of a variant with the cache read or written. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "prep.h"
#include "commands.h"

int pf_prep_cache_setup(const char *cmd, const char *given, const char *fallback, char *buf, size_t cap)
{
    const char *dir = given ? given : getenv("PFBENCH_PREP_CACHE");
    if (!dir || !*dir)
        dir = fallback;
    buf[0] = '\0';
    if (!dir || !strcmp(dir, "none")) {
        pf_prep_cache_set_dir(NULL);
        return 0;
    }
    struct pf_error e;
    if ((size_t)snprintf(buf, cap, "%s", dir) >= cap) {
        fprintf(stderr, "pfbench %s: --prep-cache: the folder name is too long\n", cmd);
        return -1;
    }
    if (pf_mkdir_p(buf, &e) != PF_OK) {
        fprintf(stderr, "pfbench %s: --prep-cache: %s\n", cmd, e.msg);
        return -1;
    }
    if (pf_prep_cache_set_dir(buf) != PF_OK) {
        fprintf(stderr, "pfbench %s: out of memory\n", cmd);
        return -1;
    }
    return 0;
}

int pf_prep_timed(struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_prep *p, uint64_t *ns,
                  char *note, size_t cap)
{
    uint64_t t0 = pf_now_ns();
    int rc = pf_ctx_prepare(ctx, v, p);
    *ns = pf_now_ns() - t0;
    note[0] = '\0';
    if (rc != PF_OK)
        return rc;
    if (p->cached) {
        *ns = p->built_ns;                  /* what preprocessing costs, not reading a file */
        snprintf(note, cap, "read from the preprocessing cache (%s)", pf_prep_cache_dir());
    } else if (p->ran && pf_prep_cache_dir()) {
        int src = pf_prep_cache_store(ctx, v, *ns);
        if (src == PF_ERR_IO)
            snprintf(note, cap, "could not be written into the preprocessing cache %s (the run goes on)",
                     pf_prep_cache_dir());
    }
    return rc;
}
