/* dynscen_lines.h: what the dynamic scenario's reader and its patch-file reader share: one
 * header line `KEY VALUE`, and the patch file's parse (internal to libpfdata). */
#ifndef PF_DYNSCEN_LINES_H
#define PF_DYNSCEN_LINES_H

#include <stdint.h>
#include "pf_dynamic_io.h"
#include "text_lines.h"

/* GPPC's limits (the start kit's GPPC.h): patches in one patch file. */
#define PF_DYN_MAX_PATCHES 100000000u

/* The next line that is not blank, into l, with its fields (pf_line_split, at most max kept)
 * in f, fl; the field count, or -1 at the end of the buffer. */
int pf_dyn_next_fields(const char **p, const char *end, struct pf_line *l, const char **f,
                       size_t *fl, int max);
/* Refuse line l, which is not `want` (or the end of the buffer when at_end): "NAME:LINE:
 * expected 'want', found 'LINE'" or "... found end of file". Returns PF_ERR_PARSE. */
int pf_dyn_refuse(const char *name, const struct pf_line *l, int at_end, const char *want,
                  struct pf_error *err);
/* Read a header line `key VALUE` (VALUE a whole number lo..hi) at the next non-blank line.
 * what names the value in the message ("rows of patch 3"). PF_OK with *out, or PF_ERR_PARSE
 * with "NAME:LINE: expected 'key N', found ..." or "expected a whole number lo to hi of WHAT
 * after 'key', found '...'". */
int pf_dyn_header_num(const char *name, const char **p, const char *end, struct pf_line *l,
                      const char *key, long long lo, long long hi, const char *what,
                      long long *out, struct pf_error *err);

/* Parse patch file `name` (buf, len) for d's map (d->width x d->height) into d->patches and
 * d->num_patches: `type patch`, `patches N`, then N blocks `patch I` (I its index), `height
 * h`, `width w`, `map` and h rows of w characters (GPPC's . G S free, @ O T W blocked, kept as
 * '.' and '@': pfbench's 'W' is water; in a weighted scenario, d->costs set, terrain labels
 * with a cost there, kept as they are). Every patch must fit inside the map. PF_OK, or
 * PF_ERR_PARSE / PF_ERR_NOMEM with "NAME:LINE: expected ..., found ..." (d->patches then
 * freed). */
int pf_dynpatch_parse(const char *name, const char *buf, size_t len, struct pf_dynscen *d, struct pf_error *err);

#endif
