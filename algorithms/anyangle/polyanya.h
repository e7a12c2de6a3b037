/* polyanya.h: Polyanya, the optimal any-angle search over a navigation mesh (libpf internal). */
#ifndef PF_POLYANYA_H
#define PF_POLYANYA_H

#include <stdint.h>
#include "aa_mesh.h"
#include "pf_anyangle.h"

/* The counters of the last query: nodes popped and expanded, nodes pushed, successor
 * intervals built (pushed or pruned at once), roots made (corners a path may turn at) and
 * root-level pruning (arrivals at a corner refused, as reached before for no more, and nodes
 * dropped at push or pop because their root has since been reached for less). */
struct pf_polyanya_stats {
    uint64_t expanded;
    uint64_t generated;
    uint64_t intervals;
    uint64_t roots;
    uint64_t pruned;
};

/* Search state over one mesh, reused across queries (epoch stamps, nothing cleared): the root
 * table, the target's polygons, the open list with the pool of the nodes it orders, and the
 * path, all sized here for the mesh. A query allocates only when the nodes it pushes outgrow
 * that first size (4 per polygon edge). */
struct pf_polyanya;

struct pf_polyanya *pf_polyanya_new(const struct pf_mesh *m);   /* NULL out of memory */
void pf_polyanya_free(struct pf_polyanya *p);
size_t pf_polyanya_bytes(const struct pf_polyanya *p);

/* The shortest any-angle path, under GPPC's rules, from corner (sx, sy) to corner (tx, ty) of
 * the mesh's map, as pf_anya_search gives it: PF_OK with *len and the points (start, turns,
 * target; none when start == target), valid until the next query; PF_NO_PATH (*len = -1)
 * when the target is unreachable or an endpoint's south-east cell is blocked; PF_ERR_ARG
 * outside the plane; PF_ERR_NOMEM. */
int pf_polyanya_search(struct pf_polyanya *p, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                       double *len, const struct pf_aa_point **pts, uint32_t *npoints);

const struct pf_polyanya_stats *pf_polyanya_stats(const struct pf_polyanya *p);

/* Tracing: with ctx (not NULL) the next queries run the traced copy of the search, which logs
 * its nodes into ctx's step log and marks each polygon it expands (an interval node looking
 * into it, or a root's corners in it) with the order + 1 of its first expansion, 0 for none,
 * read back by pf_polyanya_traced (per polygon, NULL when off); with NULL, the untraced copy
 * runs and costs nothing for it. PF_ERR_NOMEM when the marks cannot be made (outside any timed
 * query: traced queries are not timed). */
struct pf_search_ctx;
int pf_polyanya_trace(struct pf_polyanya *p, struct pf_search_ctx *ctx);
const uint32_t *pf_polyanya_traced(const struct pf_polyanya *p);

#endif
