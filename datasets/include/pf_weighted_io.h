/* pf_weighted_io.h: the files of weighted terrain: the costs file (LABEL COST per line), the
 * weighted map (a Moving AI .map whose cells are terrain labels), their readers and writers. */
#ifndef PF_WEIGHTED_IO_H
#define PF_WEIGHTED_IO_H

#include <stddef.h>
#include <stdint.h>
#include "pf_io.h"
#include "pf_weighted.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The costs file ----------------------------------------------------------------------
 * One `LABEL COST` per line, as warthog's --costs reads it: LABEL is one printable character
 * other than a space, then spaces or tabs, then COST, a non-negative decimal number with at most
 * PF_WCOST_DECIMALS_MAX digits after the point (0: the label is blocked). Blank lines are
 * skipped. scale = 10^(the most decimals any line writes) and every cost is held exactly as
 * fixed = COST * scale, at most PF_WCOST_MAX. Refused, with "FILE:LINE: expected ...": a
 * malformed line, a negative cost, a second cost for a label, too many decimals, a fixed cost
 * over PF_WCOST_MAX, a file without any label. PF_OK, PF_ERR_PARSE, PF_ERR_LIMIT or PF_ERR_IO;
 * c is zeroed first. */
int pf_costs_parse(const char *name, const char *buf, size_t len, struct pf_costs *c,
                   struct pf_error *err);
int pf_costs_read(const char *path, struct pf_costs *c, struct pf_error *err);
/* Write the defined labels in the order of their lines, each cost with exactly c->decimals
 * digits after the point, crash-safely: the file reads back to the same costs. */
int pf_costs_write(const char *path, const struct pf_costs *c, struct pf_error *err);

/* Costs built in code (the generators): an empty table at 10^decimals fixed units per cost
 * unit, then one label at a time (its line is the order of definition). pf_costs_define:
 * PF_OK, or PF_ERR_ARG for a label that is not printable, defined twice, or a fixed cost over
 * PF_WCOST_MAX. */
void pf_costs_init(struct pf_costs *c, int decimals);
int pf_costs_define(struct pf_costs *c, char label, uint32_t fixed);

/* ---- The weighted map --------------------------------------------------------------------
 * A Moving AI .map header (type octile, height H, width W, map) and H rows of W labels, each a
 * printable character other than a space; each label needs a cost in the costs file. Its
 * costs file is X.costs beside X.map, its scenarios X.map.scen (plain Moving AI scenarios whose
 * optimum is the weighted optimum under the mean rule). */

/* The largest weighted map read, in cells: pf_default_max_cells(), at most PF_WGRID_MAX_CELLS. */
uint64_t pf_wmap_max_cells(void);
/* Parse a weighted map from memory with its costs (costs_name is named in messages): PF_OK,
 * or PF_ERR_PARSE / PF_ERR_LIMIT / PF_ERR_NOMEM with "NAME:LINE: ..." (a label without a cost:
 * "NAME:LINE: label 'x' at (X,Y) has no cost in COSTS_NAME: expected a line 'x COST'"). */
int pf_wmap_parse(const char *name, const char *buf, size_t len, const struct pf_costs *c,
                  const char *costs_name, struct pf_wgrid *w, uint64_t max_cells,
                  struct pf_error *err);
/* Read the costs file, then the map, and build w (pf_wgrid_build). w is left empty on error. */
int pf_wmap_read(const char *map_path, const char *costs_path, struct pf_wgrid *w,
                 struct pf_error *err);
/* Write the map's labels as a .map, crash-safely. */
int pf_wmap_write(const char *path, const struct pf_wgrid *w, struct pf_error *err);

#ifdef __cplusplus
}
#endif

#endif
