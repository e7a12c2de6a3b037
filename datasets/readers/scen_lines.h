/* scen_lines.h: what the two scenario readers (scen_io.c, voxel_io.c) share: the version field,
 * the growing array of queries and the reading of a whole file (internal to libpfdata). */
#ifndef PF_SCEN_LINES_H
#define PF_SCEN_LINES_H

#include <stddef.h>
#include <stdint.h>
#include "pf_io.h"

/* 1 when field f (length fl) is a version the readers take: "1" or "1.0". */
int pf_scen_version_ok(const char *f, size_t fl);

/* items (n of `size` bytes, room for *cap) with room for one more: items itself or a larger
 * block (the capacity doubled, from 256). NULL when out of memory, with "NAME:LINE: out of
 * memory" in err; items is then still the caller's to free. */
void *pf_scen_grow_block(void *items, size_t *cap, size_t size, const char *name, uint32_t line,
                         struct pf_error *err);
static inline void *pf_scen_grow(void *items, size_t *cap, size_t n, size_t size, const char *name,
                                 uint32_t line, struct pf_error *err)
{
    return n < *cap ? items : pf_scen_grow_block(items, cap, size, name, line, err);
}

/* The file at path (at most 1 GiB) read and given to parse, whose code it returns. */
int pf_scen_read_with(const char *path, void *out,
                      int (*parse)(const char *name, const char *buf, size_t len, void *out,
                                   struct pf_error *err),
                      struct pf_error *err);

#endif
