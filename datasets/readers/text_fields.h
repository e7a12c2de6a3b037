/* text_fields.h: the field and number scanning the readers and generators share (internal to
 * libpfdata). */
#ifndef PF_TEXT_FIELDS_H
#define PF_TEXT_FIELDS_H

#include <stddef.h>
#include <stdint.h>
#include "pf_io.h"
#include "text_lines.h"

#define PF_FIELDS_MAX 8
/* Lines (struct pf_line, pf_line_next) and fields (pf_line_split(l, f, fl, PF_FIELDS_MAX))
 * come from text_lines.h, shared with the grid and voxel readers. */
/* 1 when field f (length fl) is the word w. */
int pf_field_is(const char *f, size_t fl, const char *w);

/* Results of the number scanners. */
enum { PF_FIELD_OK = 0, PF_FIELD_NOT_NUMBER = -1, PF_FIELD_TOO_LARGE = -2, PF_FIELD_NEGATIVE = -3,
       PF_FIELD_DECIMALS = -4 };
/* A whole number 0..max, digits only (a leading '-' gives PF_FIELD_NEGATIVE). */
int pf_field_uint(const char *f, size_t fl, uint64_t max, uint64_t *out);
/* The same in [lo, hi] (hi <= LLONG_MAX) as a value, or -1 when it is not one. */
long long pf_field_whole(const char *f, size_t fl, long long lo, long long hi);
/* A cost: digits, optionally '.' and at most `decimals` digits, as an integer in units of
 * 10^-decimals, exactly (no floating point), at most max. */
int pf_field_fixed(const char *f, size_t fl, int decimals, uint64_t max, uint64_t *out);
/* A coordinate: a decimal number ([-+]digits[.digits][e[-+]digits]), |value| <= 1e9. */
#define PF_FIELD_MAX_COORD 1e9
int pf_field_coord(const char *f, size_t fl, double *out);

/* The whole line quoted for a message (pf_quote). */
void pf_field_quote_line(char *out, size_t cap, const struct pf_line *l);

#endif
