/* pf_weighted.h: the weighted-terrain domain: a 2D grid whose open cells carry costs, its two
 * cost rules (mean, enter), the exact fixed-point step costs, the path check and the context. */
#ifndef PF_WEIGHTED_H
#define PF_WEIGHTED_H

#include <stddef.h>
#include "pf_search.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Costs ------------------------------------------------------------------------------
 * A costs file gives each terrain label (any printable character of the map) a cost with at
 * most PF_WCOST_DECIMALS_MAX decimals; 0 means blocked. The costs are held as integers: a cost
 * c is c * scale fixed units (scale = 10^decimals, the most decimals any line of the file
 * writes), so every cost of the file is exact. A cell's fixed cost is at most PF_WCOST_MAX,
 * which keeps every path cost of a map of PF_WGRID_MAX_CELLS cells far inside 64 bits.
 *
 * A move's fixed-point cost, in units of 1 / (4 * PF_CARD * scale) of a cost unit per cell:
 *  - mean (warthog's rule): a cardinal move costs the mean of its two cells, 2 * PF_CARD *
 *    (a + b); a diagonal move sqrt 2 times the mean of the four cells of its 2x2 square,
 *    PF_DIAG * (a + b + c + d), and needs both side cells open (no corner cutting);
 *  - enter: the entered cell's cost times the step length, 4 * PF_CARD * b or 4 * PF_DIAG * b
 *    (also without corner cutting).
 * PF_DIAG / PF_CARD is sqrt 2 to 4.4e-8 (pf_types.h): searches order paths by these exact
 * integers; reported costs are recomputed from the path in double with the real costs and
 * sqrt 2 (pf_wpath_validate). */
#define PF_WCOST_DECIMALS_MAX 6
#define PF_WCOST_MAX ((1u << 24) - 1)
#define PF_WGRID_MAX_CELLS (1u << 26)

/* The costs file, as read (datasets: pf_costs_read). */
struct pf_costs {
    double cost[256];           /* the cost of each label as written; meaningful where defined */
    uint32_t fixed[256];        /* cost * scale, exact (0: blocked) */
    uint32_t line[256];         /* the line of the file that defines it, 0: undefined */
    uint32_t scale;             /* 10^decimals */
    int decimals;
};

/* A weighted map: the grid (walls where a label costs 0; every open cell PF_CLS_LAND; chars
 * holds the labels) and the fixed cost of every padded node (0 for walls and the border). */
struct pf_wgrid {
    struct pf_grid grid;
    uint32_t *cost;             /* grid.num_nodes fixed costs */
    double label_cost[256];     /* the real cost of each label (the costs file's) */
    uint32_t scale;
    int decimals;
    uint32_t min_cost, max_cost;/* least and largest fixed cost of an open cell; 0 when none */
    uint32_t open_cells;
    uint32_t label_cells[256];  /* how many cells carry each label (a patch updates it, so the
                                   least and largest costs follow without a pass over the map) */
};

/* Build w from width x height labels (row-major) and the costs: PF_OK; PF_ERR_PARSE when a
 * label has no cost (*bad_x, *bad_y: its cell, why: the reason); PF_ERR_LIMIT when the map has
 * more than PF_WGRID_MAX_CELLS cells; PF_ERR_NOMEM. w is zeroed first and left empty on error. */
int pf_wgrid_build(struct pf_wgrid *w, int32_t width, int32_t height, const char *labels,
                   const struct pf_costs *costs, int32_t *bad_x, int32_t *bad_y, char *why,
                   size_t why_len);
void pf_wgrid_free(struct pf_wgrid *w);
/* Paste r->width x r->height labels (row-major) at (r->x, r->y) into w, each cell's cost from
 * costs (the map's costs, as pf_wgrid_build had them): PF_OK; PF_ERR_ARG when the block is not
 * inside the map, PF_ERR_PARSE when a label has no cost (nothing changed either way). The least
 * and largest costs and the open count follow the map, at a cost of the patch's cells. A context on w then follows the change
 * by pf_ctx_map_change with r (jpsw repairs its rows; the other searches keep nothing). */
int pf_wgrid_apply_patch(struct pf_wgrid *w, const struct pf_costs *costs, const struct pf_rect *r,
                         const char *labels);

/* The cost rules are the weighted domain's movement models (PF_MOVES_MEAN, PF_MOVES_ENTER). */
static inline int pf_wrule(enum pf_moves m) { return m == PF_MOVES_MEAN || m == PF_MOVES_ENTER; }

/* The fixed-point cost of the move from node n in direction d (0..3 cardinal, 4..7 diagonal,
 * pf_dir_dx/dy) under rule m, or PF_COST_INF when the move is not legal (a wall entered, or a
 * side cell of a diagonal blocked). */
pf_cost pf_wgrid_step(const struct pf_wgrid *w, enum pf_moves m, pf_node n, int d);

/* The factor by which a 2D heuristic (pf_heuristic.h, in PF_CARD units per cell) is scaled on
 * w so that it stays admissible: every move costs at least 4 * min_cost times its length. */
static inline pf_cost pf_wgrid_h_scale(const struct pf_wgrid *w) { return 4 * (pf_cost)w->min_cost; }

/* Independent path check under rule m, written against the labels and the costs file's real
 * costs rather than the search's state: start and goal match, every step legal, and *cost the
 * path's real cost (mean or enter, sqrt 2 in double); *fixed (may be NULL) its fixed-point
 * cost. 1 when valid; otherwise 0 and the reason in why. */
int pf_wpath_validate(const struct pf_wgrid *w, enum pf_moves m, const pf_node *path, uint32_t len,
                      pf_node start, pf_node goal, double *cost, pf_cost *fixed, char *why,
                      size_t why_len);

/* The bucket queue keeps one bucket per fixed-point key in a window: on weighted terrain its
 * keys may spread over two of the dearest moves, 2 * 4 * PF_DIAG * max_cost, at most
 * PF_WBUCKET_SPAN (a window of at most 2^23 buckets, 32 MiB of heads). Whether open list ops
 * can run on w: 1, or 0 with the reason in why (the bucket queue on a map of costs too dear
 * for it: a costs file with many decimals, or a cost ratio of thousands). */
#define PF_WBUCKET_SPAN (1u << 23)
int pf_wgrid_open_runs(const struct pf_wgrid *w, const struct pf_open_ops *ops, char *why, size_t why_len);

/* A search context on w under rule m (PF_MOVES_MEAN or PF_MOVES_ENTER); w must outlive it. NULL
 * when out of memory or m is not a cost rule. */
struct pf_search_ctx *pf_ctx_create_weighted(const struct pf_wgrid *w, enum pf_moves m);
/* The context's weighted map (NULL in another domain). */
const struct pf_wgrid *pf_ctx_wgrid(const struct pf_search_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
