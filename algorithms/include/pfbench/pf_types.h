/* pf_types.h: basic types, status codes, fixed-point costs and the counters of libpf. */
#ifndef PF_TYPES_H
#define PF_TYPES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A node is the index of a cell in the padded grid (see pf_grid.h). */
typedef uint32_t pf_node;
#define PF_NONE UINT32_MAX

/* Costs are fixed-point integers so that every open list orders them exactly the same way.
 * A cardinal step costs PF_CARD units and a diagonal step PF_DIAG units: 3363/2378 is a
 * continued-fraction convergent of sqrt(2) (relative error 4.4e-8, absolute 6.2e-8 per
 * diagonal step in cells). Two move mixes with fewer than 2378 diagonals of difference never
 * get the same fixed-point cost unless their real costs are equal. Reported costs are
 * recomputed in double precision from the path (cardinal 1, diagonal sqrt 2). */
typedef uint64_t pf_cost;
#define PF_CARD 2378u
#define PF_DIAG 3363u
#define PF_COST_INF UINT64_MAX

/* Status codes: >= 0 are results, < 0 are errors. "No path" is a result. */
enum {
    PF_OK = 0,
    PF_NO_PATH = 1,
    PF_BUDGET = 2,        /* the expansion budget ran out before the goal was reached */
    PF_ERR_NOMEM = -1,
    PF_ERR_PARSE = -2,
    PF_ERR_IO = -3,
    PF_ERR_ARG = -4,
    PF_ERR_LIMIT = -5,
};

const char *pf_status_name(int status);

/* What a jump-based search did with a node, for search pictures (pf_ctx_trace_marks): */
#define PF_TRACE_SCANNED 1u      /* a jump looked at the cell on its way */
#define PF_TRACE_JUMP 2u         /* the cell was generated as a jump point */

/* The search counters, one field per line of metrics.def. */
struct pf_counters {
#define X(name, desc) uint64_t name;
#include "metrics.def"

#undef X
};

/* A search loop keeps its counters in locals (registers, not a struct in memory) and stores
 * them once, at its end, through this one function: a counter added to metrics.def is added
 * here, and the compiler then names every search that does not pass it. The any-angle
 * counters (line-of-sight checks, the cells they scan, intervals, roots, root-level pruning)
 * are the any-angle searches' own (aa_alg.c sets them); every other search leaves them 0. */
static inline void pf_counters_set(struct pf_counters *c, uint64_t expanded, uint64_t generated,
                                   uint64_t reopened, uint64_t pushes, uint64_t decreases,
                                   uint64_t max_open)
{
    *c = (struct pf_counters){ .expanded = expanded, .generated = generated, .reopened = reopened,
                               .pushes = pushes, .decreases = decreases, .max_open = max_open,
                               .los_checks = 0, .cells = 0, .intervals = 0, .roots = 0,
                               .pruned = 0 };
}

#ifdef __cplusplus
}
#endif

/* FNV-1a over n bytes from h (start: PF_FNV_START): the content ids of the preprocessing cache's
 * keys and the checksums of its files. */
#define PF_FNV_START 0xcbf29ce484222325ull
static inline uint64_t pf_fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

#endif
