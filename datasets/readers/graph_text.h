/* graph_text.h: the line, field and number scanning the node-graph readers share (internal
 * to libpfdata: graph_io.c, graph_dimacs.c, graph_queries.c). */
#ifndef PF_GRAPH_TEXT_H
#define PF_GRAPH_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include "pf_graph_io.h"
#include "text_lines.h"

#define PF_GT_MAX_FIELDS 8
/* Lines (struct pf_line, pf_line_next) and fields (pf_line_split(l, f, fl, PF_GT_MAX_FIELDS))
 * come from text_lines.h, shared with the grid and voxel readers. */
/* 1 when field f (length fl) is the word w. */
int pf_gt_is(const char *f, size_t fl, const char *w);

/* Results of the number scanners. */
enum { PF_GT_OK = 0, PF_GT_NOT_NUMBER = -1, PF_GT_TOO_LARGE = -2, PF_GT_NEGATIVE = -3,
       PF_GT_DECIMALS = -4 };
/* A whole number 0..max, digits only (a leading '-' gives PF_GT_NEGATIVE). */
int pf_gt_uint(const char *f, size_t fl, uint64_t max, uint64_t *out);
/* A cost: digits, optionally '.' and at most `decimals` digits, as an integer in units of
 * 10^-decimals, exactly (no floating point), at most max. */
int pf_gt_fixed(const char *f, size_t fl, int decimals, uint64_t max, uint64_t *out);
/* A coordinate: a decimal number ([-+]digits[.digits][e[-+]digits]), |value| <= 1e9. */
#define PF_GT_MAX_COORD 1e9
int pf_gt_coord(const char *f, size_t fl, double *out);

/* The whole line quoted for a message (pf_quote). */
void pf_gt_quote_line(char *out, size_t cap, const struct pf_line *l);

#endif
