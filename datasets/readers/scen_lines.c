/* scen_lines.c: the pieces the two scenario readers share (scen_lines.h). */
#include <stdlib.h>
#include <string.h>
#include "scen_lines.h"

int pf_scen_version_ok(const char *f, size_t fl)
{
    return (fl == 1 && f[0] == '1') || (fl == 3 && memcmp(f, "1.0", 3) == 0);
}

/* The array full: a block twice as large (pf_scen_grow). */
void *pf_scen_grow_block(void *items, size_t *cap, size_t size, const char *name, uint32_t line,
                         struct pf_error *err)
{
    size_t nc = *cap ? *cap * 2 : 256;
    void *ni = realloc(items, nc * size);
    if (!ni) {
        pf_error_set(err, "%s:%u: out of memory", name, line);
        return NULL;
    }
    *cap = nc;
    return ni;
}

int pf_scen_read_with(const char *path, void *out,
                      int (*parse)(const char *name, const char *buf, size_t len, void *out,
                                   struct pf_error *err),
                      struct pf_error *err)
{
    char *buf;
    size_t len;
    int rc = pf_file_slurp(path, &buf, &len, (size_t)1 << 30, err);
    if (rc != PF_OK)
        return rc;
    rc = parse(path, buf, len, out, err);
    free(buf);
    return rc;
}
