/* pf_voxel.h: the 3D voxel domain of libpf: a bit-packed volume, the 26-neighbour model with its
 * fixed-point costs, 3D heuristics as descriptors, and best-first search and BFS over a
 * sparse (hashed) search state. See docs/DOMAINS.md. */
#ifndef PF_VOXEL_H
#define PF_VOXEL_H

#include <stddef.h>
#include "pf_domain.h"
#include "pf_open.h"
#include "pf_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The volume: one bit per voxel (set = blocked), with a one-voxel blocked border so that a
 * neighbour test needs no range check. Voxel (x, y, z) is node
 * (x + 1) + sx * ((y + 1) + sy * (z + 1)), with sx = w + 2, sy = h + 2 (padded sizes); the
 * padded volume has fewer than 2^32 voxels, so nodes are 32-bit (pf_node). */
struct pf_voxels {
    int32_t w, h, d;          /* the map's own size */
    uint32_t sx, sy, sz;      /* padded sizes: w + 2, h + 2, d + 2 */
    uint64_t num_nodes;       /* sx * sy * sz */
    uint64_t blocked;         /* blocked voxels inside the map (distinct) */
    uint64_t *bits;           /* num_nodes bits and one spare word (for unaligned reads) */
};

/* Largest padded volume: node numbers must stay below PF_NONE. */
#define PF_VOXEL_MAX_NODES 0xFFFFFFFEull

/* Bytes the bit volume of a w x h x d map takes (padding included); 0 when it cannot be held
 * (more than PF_VOXEL_MAX_NODES voxels with the border). */
uint64_t pf_voxels_bytes(int64_t w, int64_t h, int64_t d);
/* Allocate a w x h x d volume, every voxel free, the border blocked. PF_OK, PF_ERR_ARG (a size
 * below 1 or too large, see pf_voxels_bytes) or PF_ERR_NOMEM. */
int pf_voxels_init(struct pf_voxels *v, int32_t w, int32_t h, int32_t d);
void pf_voxels_free(struct pf_voxels *v);
/* Block voxel (x, y, z) (inside the map); returns 1 when it was free before, 0 otherwise. */
int pf_voxels_block(struct pf_voxels *v, int32_t x, int32_t y, int32_t z);

static inline pf_node pf_voxel_node(const struct pf_voxels *v, int32_t x, int32_t y, int32_t z)
{
    return (pf_node)((uint32_t)(x + 1) + v->sx * ((uint32_t)(y + 1) + v->sy * (uint32_t)(z + 1)));
}
static inline void pf_voxel_xyz(const struct pf_voxels *v, pf_node n, int32_t *x, int32_t *y,
                                int32_t *z)
{
    uint32_t r = n / v->sx;
    *x = (int32_t)(n - r * v->sx) - 1;
    *y = (int32_t)(r % v->sy) - 1;
    *z = (int32_t)(r / v->sy) - 1;
}
static inline int pf_voxel_blocked_node(const struct pf_voxels *v, pf_node n)
{
    return (int)((v->bits[n >> 6] >> (n & 63)) & 1u);
}
/* Outside the map counts as blocked. */
static inline int pf_voxel_blocked(const struct pf_voxels *v, int32_t x, int32_t y, int32_t z)
{
    if (x < 0 || y < 0 || z < 0 || x >= v->w || y >= v->h || z >= v->d)
        return 1;
    return pf_voxel_blocked_node(v, pf_voxel_node(v, x, y, z));
}

/* ---- The 26-neighbour model --------------------------------------------------------------
 * A move changes each coordinate by -1, 0 or +1 (26 moves); it changes k = 1, 2 or 3
 * coordinates and costs 1, sqrt 2 or sqrt 3. It is legal only when every voxel of its
 * bounding box (2, 4 or 8 voxels, the start included) is free: no corner cutting, and the
 * outside of the map is blocked.
 *
 * Fixed point. A move of class k costs PF_VOX_C1, PF_VOX_C2 or PF_VOX_C3 units, with
 * C1 = 690045, C2 = ceil(sqrt 2 * C1) = 975871, C3 = ceil(sqrt 3 * C1) = 1195193. Claim: for
 * any two move mixes P = (n1, n2, n3) and Q = (m1, m2, m3) whose real costs
 * n1 + n2 sqrt 2 + n3 sqrt 3 are both at most PF_VOX_EXACT_COST (1024), the real costs and
 * the fixed-point costs are in the same order, strictly (equal real costs imply n = m, since
 * 1, sqrt 2 and sqrt 3 are linearly independent over the rationals, hence equal fixed costs).
 * Proof: let d = n - m, R = d1 + d2 sqrt 2 + d3 sqrt 3 (the real difference) and
 * F = d1 C1 + d2 C2 + d3 C3 (the fixed one, an exact integer). Both costs <= 1024 give
 * |d2| <= 724 and |d3| <= 591. F / C1 - R = d2 e2 + d3 e3 with ek = Ck / C1 - sqrt k
 * (e2 = 3.4e-9, e3 = 7.2e-10), so |F / C1 - R| < 2.9e-6. For the d1 nearest to
 * -(d2 sqrt 2 + d3 sqrt 3), tests/test_voxel_model.c enumerates every (d2, d3) of that box and
 * checks that F is not 0 and has the sign of R (|R| >= 3.8e-8 there, far above the rounding
 * of the long double that evaluates it); for any other d1, |R| >= 1/2, so F has its sign too.
 * 690045 is the smallest C1 (C2, C3 rounded up) that passes; 192070, which a check in
 * floating point had let through, fails at d = (28, -495, 388): F = 0 while R = -3.8e-8, so
 * F must be computed in integers. Consequence: since Ck >= sqrt k * C1, a
 * path of least fixed cost costs at most (1 + 2.5e-9) times the real optimum, so when the
 * real optimum is below 1023.99 (the Warframe benchmark's largest is 899.32), every path of
 * least fixed cost is a path of least real cost, exactly. Fixed costs of such paths stay
 * below 1024 * C3 < 2^31; the reported cost is recomputed in double from the moves. */
#define PF_VOX_C1 690045u
#define PF_VOX_C2 975871u
#define PF_VOX_C3 1195193u
#define PF_VOX_EXACT_COST 1024.0

/* The movement model's bit in an admissible_on / optimal_on set: the next free value after
 * the four 2D models of enum pf_moves (PF_MOVES_4 .. PF_MOVES_8ANY), so that one bit set
 * covers both domains when the registry learns about voxels. */
#define PF_VOX_MOVES_26 4
#define PF_VOX_NUM_DIRS 26

/* Direction d: its offsets, its class (1, 2 or 3) and its bounding box as a bit set over the
 * 3 x 3 x 3 neighbourhood (bit (dx + 1) + 3 (dy + 1) + 9 (dz + 1); the centre bit excluded). */
struct pf_vox_dir {
    int8_t dx, dy, dz;
    uint8_t k;
    uint32_t box;
};
extern const struct pf_vox_dir pf_vox_dirs[PF_VOX_NUM_DIRS];

/* Blocked bits of the 3 x 3 x 3 neighbourhood of node n (indexing as in pf_vox_dir.box). n
 * must be a voxel of the map (not the border). */
uint32_t pf_voxel_neighbourhood(const struct pf_voxels *v, pf_node n);
/* Bit d set when move d from node n is legal. */
uint32_t pf_voxel_move_mask(const struct pf_voxels *v, pf_node n);

/* ---- Heuristics -------------------------------------------------------------------------- */
/* A 3D estimate, in fixed-point units, of |dx|, |dy|, |dz| (all >= 0). An estimate admissible on
 * a model is a lower bound of the fixed-point cost there, rounded down where it is irrational. */
#define PF_HEURISTIC_VOXEL "voxel"   /* the kind of the voxel domain's heuristics */
struct pf_voxel_heuristic {
    struct pf_heuristic_info info;                            /* "octile3d", its models, its kind */
    pf_cost (*estimate)(int32_t dx, int32_t dy, int32_t dz);
};
/* A voxel variant's heuristic (struct pf_variant .heuristic) as the voxel one it is. */
static inline const struct pf_voxel_heuristic *pf_h3d(const struct pf_heuristic_info *i)
{
    return (const struct pf_voxel_heuristic *)(const void *)i;
}
extern const struct pf_voxel_heuristic pf_vh_zero;        /* 0: Dijkstra */
extern const struct pf_voxel_heuristic pf_vh_octile3d;    /* exact cost without obstacles */
extern const struct pf_voxel_heuristic pf_vh_euclidean;   /* floor(C1 * length) */
extern const struct pf_voxel_heuristic pf_vh_chebyshev;   /* C1 * max */
extern const struct pf_voxel_heuristic pf_vh_manhattan;   /* C1 * sum: inadmissible on 26 */
extern const struct pf_voxel_heuristic *const pf_voxel_heuristics[];   /* NULL-terminated */
const struct pf_voxel_heuristic *pf_voxel_heuristic_find(const char *name);

/* ---- Search ------------------------------------------------------------------------------ */
struct pf_voxel_ctx;

/* A context for one volume, made once and reused by every query. Its search state is paged:
 * a page holds the state of one 8 x 8 x 8 block of voxels (g and how the voxel was reached),
 * given to the block the first time a query touches it through a hash from block to page, so
 * the state grows with the blocks a query touches, never with the volume. initial_pages:
 * pages before the first growth (0: 128, room for 65,536 voxels). Growth happens only between runs of a query: a
 * query that needs more pages than the context has is run again, from the start, with twice
 * as many, so its counters are those of one complete run and later queries allocate nothing. */
struct pf_voxel_ctx *pf_voxel_ctx_create(const struct pf_voxels *v, uint32_t initial_pages);
void pf_voxel_ctx_destroy(struct pf_voxel_ctx *c);
void pf_voxel_ctx_set_budget(struct pf_voxel_ctx *c, uint64_t max_expansions);   /* 0 = none */

struct pf_voxel_result {
    int status;               /* PF_OK, PF_NO_PATH, PF_BUDGET or an error */
    pf_cost g;                /* fixed-point cost found */
    double cost;              /* recomputed from the moves: n1 + n2 sqrt 2 + n3 sqrt 3 */
    const pf_node *path;      /* start..goal, valid until the next query on the context */
    uint32_t path_len;
    uint64_t touched;         /* voxels the query gave a cost (its search state) */
    uint32_t pages;           /* pages the query used */
    uint64_t state_bytes;     /* the paged state those pages take: pages * (2560-byte page +
                                 16-byte block record + two 8-byte hash slots); the open
                                 list's own memory is apart (pf_voxel_ctx_bytes) */
    uint32_t restarts;        /* times the query was run again after growing the state */
    struct pf_counters c;
};

/* Best-first search (A*; Dijkstra with pf_vh_zero; weighted A* with weight > 1, 0 meaning 1)
 * with open list `open`, stopping when the goal is popped; ties of f go to the larger g. */
int pf_voxel_astar(struct pf_voxel_ctx *c, const struct pf_voxel_heuristic *h,
                   const struct pf_open_ops *open, double weight, pf_node start, pf_node goal,
                   struct pf_voxel_result *res);
/* Breadth-first search: fewest moves (every move costs one), stopping when the goal is reached. */
int pf_voxel_bfs(struct pf_voxel_ctx *c, pf_node start, pf_node goal, struct pf_voxel_result *res);

/* Memory of the context in bytes (pages, hash, open lists, BFS queue, last path), and its
 * capacity in voxels (pages * 64). Bytes of search state per touched voxel of a query:
 * res.state_bytes / res.touched. */
size_t pf_voxel_ctx_bytes(const struct pf_voxel_ctx *c);
size_t pf_voxel_ctx_capacity(const struct pf_voxel_ctx *c);

/* Every voxel the last query on c gave a cost (closed: it was expanded), in no set order; for
 * pictures, after the query and before the next one (voxel_visit.c). */
void pf_voxel_ctx_visit(const struct pf_voxel_ctx *c,
                        void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg);

/* Check a path: start and goal match, every step a legal move, cost recomputed in double.
 * 1 when valid; 0 with the reason in why. */
int pf_voxel_path_validate(const struct pf_voxels *v, const pf_node *path, uint32_t len,
                           pf_node start, pf_node goal, double *cost, char *why, size_t why_len);

#ifdef __cplusplus
}
#endif

#endif
