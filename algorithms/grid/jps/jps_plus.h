/* jps_plus.h: JPS+'s jump-distance table, shared by its preprocessing and its search (internal
 * to libpf). */
#ifndef PF_JPS_PLUS_H
#define PF_JPS_PLUS_H

#include "pf_search.h"

/* The table: 8 int16 per node of the padded grid (16 bytes a node), d[n * 8 + dir]. A value
 * v > 0 says the scan from n in direction dir meets a jump point after v steps; v <= 0 says it
 * meets none and can take -v steps before a cell it cannot enter (a wall, another terrain
 * class, the map's edge, or for a diagonal a blocked side cell). Either way |v| steps are free.
 * Each node's distances treat every cell not of its own class as a wall. */
#define PF_JPSP_MAX_SIDE 32767   /* longest scan an int16 holds: wider or taller maps are refused */

int pf_jpsp_preprocess(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes);
/* Compute directions d_from..d_to - 1 of every node of g into t, whatever t held (the cardinal
 * directions 0..3 before the diagonals 4..7, which read them). */
void pf_jpsp_fill(const struct pf_grid *g, int16_t *t, int d_from, int d_to);
void pf_jpsp_release(void *data);
/* Bring the table kept on ctx up to date after the map changed inside the n rectangles
 * (struct pf_alg .repair; jps_plus_repair.c). */
int pf_jpsp_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                   uint32_t n);
int pf_jpsp_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                 size_t *bytes);

#endif
