/* map_rows.h: the steps of reading a Moving AI style .map that the 2D and the weighted map
 * readers share: the header, one row, and the end of the file (internal to libpfdata). */
#ifndef PF_MAP_ROWS_H
#define PF_MAP_ROWS_H

#include <stdint.h>
#include "pf_io.h"
#include "text_lines.h"

/* Read the header ('type octile', 'height H', 'width W', 'map') from *p, leaving *p and l at the
 * 'map' line. Refuses a map of more than max_cells cells, saying "(limit_what)" after the
 * limit. PF_OK with *w, *h set; PF_ERR_PARSE or PF_ERR_LIMIT with "NAME:LINE: expected ...". */
int pf_map_header(const char *name, const char **p, const char *end, struct pf_line *l,
                  uint64_t max_cells, const char *limit_what, int32_t *w, int32_t *h,
                  struct pf_error *err);
/* Read row y (of height) into l: PF_OK when it is there with exactly width characters. */
int pf_map_row(const char *name, const char **p, const char *end, struct pf_line *l, int32_t y,
               int32_t width, int32_t height, struct pf_error *err);
/* Only blank lines may follow the rows: PF_OK, or PF_ERR_PARSE naming the first other line. */
int pf_map_tail(const char *name, const char **p, const char *end, struct pf_line *l, int32_t height,
                struct pf_error *err);

#endif
