/* pf_grid.h: the padded grid, Moving AI terrain classes and the four movement models. */
#ifndef PF_GRID_H
#define PF_GRID_H

#include <stddef.h>
#include "pf_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Terrain classes. A step is legal when both cells have the same non-blocked class: ground
 * and swamp are one class ("land"), water connects only to water (hog2's rules). */
enum pf_class { PF_CLS_BLOCKED = 0, PF_CLS_LAND = 1, PF_CLS_WATER = 2 };

/* The map is stored with a one-cell blocked border, so neighbour checks need no range
 * checks: cell (x, y) is node (y + 1) * stride + (x + 1), with stride = width + 2. */
struct pf_grid {
    int32_t width, height;  /* the map's own size, without padding */
    int32_t stride;         /* width + 2 */
    uint32_t num_nodes;     /* stride * (height + 2) */
    uint8_t *cls;           /* num_nodes terrain classes, border blocked */
    char *chars;            /* width * height original map characters, row-major */
};

/* Movement models, one numbering across the domains (docs/DOMAINS.md): the four 2D grid
 * models, then the other domains' (each declared by its domain's descriptor, pf_domain.h), so
 * that one bit set (an algorithm's optimal_on, a heuristic's admissible_on) can name models of
 * any domain. PF_MOVES_8 (octile, no corner cutting) is the Moving AI / GPPC rule. A new domain
 * may declare a model with a new id in its own header ((enum pf_moves)9, ...). */
enum pf_moves {
    PF_MOVES_4 = 0, PF_MOVES_8 = 1, PF_MOVES_8CUT = 2, PF_MOVES_8ANY = 3,
    PF_MOVES_26 = 4,         /* voxel volumes: 26 neighbours, no corner cutting (pf_voxel.h) */
    PF_MOVES_GRAPH = 5,      /* node graphs: the graph's own arcs (pf_graph.h) */
    PF_MOVES_MEAN = 6,       /* weighted terrain, warthog's cost rule: the mean of the cells a
                                move touches (pf_weighted.h) */
    PF_MOVES_ENTER = 7,      /* weighted terrain: the entered cell's cost times the step */
    PF_MOVES_AA = 8          /* the any-angle plane: straight segments between corners (pf_anyangle.h) */
};
#define PF_NUM_MOVES 4       /* the 2D grid models: 0 .. PF_NUM_MOVES - 1 */
#define PF_MAX_MODELS 32     /* model ids are below this: model bit sets are unsigned */
#define PF_MOVES_BIT(m) (1u << (m))
#define PF_MOVES_2D 0xFu     /* every 2D grid model */
#define PF_MOVES_WEIGHTED (PF_MOVES_BIT(PF_MOVES_MEAN) | PF_MOVES_BIT(PF_MOVES_ENTER)) /* the cost rules */
#define PF_MOVES_DIAG (PF_MOVES_BIT(PF_MOVES_8) | PF_MOVES_BIT(PF_MOVES_8CUT) | PF_MOVES_BIT(PF_MOVES_8ANY))

/* The eight directions: 0..3 cardinal (N, E, S, W), 4..7 diagonal (NE, SE, SW, NW). */
extern const int8_t pf_dir_dx[8];
extern const int8_t pf_dir_dy[8];

/* A model's name as its domain declares it ("4", "8", "8-cut", "8-any", "26", "graph", "mean",
 * "enter", "aa"; "?" when no domain declares it), and the model of a name, any domain's. */
const char *pf_moves_name(enum pf_moves m);
int pf_moves_parse(const char *s, enum pf_moves *out);   /* PF_OK or PF_ERR_ARG */

/* Terrain class of a map character, or -1 when the character is not Moving AI terrain. */
int pf_terrain_class(char c);

/* Allocate a width x height grid, all cells blocked ('@'). PF_ERR_NOMEM on failure. */
int pf_grid_init(struct pf_grid *g, int32_t width, int32_t height);
void pf_grid_free(struct pf_grid *g);
/* The id of a grid's contents (64-bit FNV-1a of its size and map characters, 16 hex digits):
 * the env->map_id plugins key their caches with, and the preprocessing cache's map key. out
 * needs 17 bytes. */
void pf_grid_content_id(const struct pf_grid *g, char out[17]);
/* Set cell (x, y) to map character c (must be valid terrain). */
void pf_grid_set(struct pf_grid *g, int32_t x, int32_t y, char c);
char pf_grid_char(const struct pf_grid *g, int32_t x, int32_t y);

static inline pf_node pf_grid_node(const struct pf_grid *g, int32_t x, int32_t y)
{
    return (pf_node)((y + 1) * g->stride + (x + 1));
}
static inline void pf_grid_xy(const struct pf_grid *g, pf_node n, int32_t *x, int32_t *y)
{
    *y = (int32_t)(n / (uint32_t)g->stride) - 1;
    *x = (int32_t)(n % (uint32_t)g->stride) - 1;
}
static inline int pf_grid_in_bounds(const struct pf_grid *g, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < g->width && y < g->height;
}
static inline int pf_grid_passable(const struct pf_grid *g, int32_t x, int32_t y)
{
    return pf_grid_in_bounds(g, x, y) && g->cls[pf_grid_node(g, x, y)] != PF_CLS_BLOCKED;
}

/* A map change (GPPC's dynamic track): a width x height block of map characters, row-major,
 * pasted with its top-left cell at (x, y). */
struct pf_patch {
    int32_t x, y, width, height;
    const char *cells;
};
/* The cells a change touched: a rectangle, (x, y) its top-left cell. */
struct pf_rect {
    int32_t x, y, width, height;
};
/* Paste patch p into g: its characters and terrain classes. PF_OK, with *changed (may be NULL)
 * the number of cells whose terrain class changed; PF_ERR_ARG when p does not fit inside g or
 * holds a character that is not Moving AI terrain (g unchanged then). */
int pf_grid_apply_patch(struct pf_grid *g, const struct pf_patch *p, uint64_t *changed);

/* Bit d set when the move from node n in direction d is legal under model m. */
uint8_t pf_grid_move_mask(const struct pf_grid *g, pf_node n, enum pf_moves m);
/* The mask of every node of g at once into out (num_nodes bytes): pf_grid_move_mask of each. */
void pf_grid_move_masks(const struct pf_grid *g, enum pf_moves m, uint8_t *out);

/* Bytes of memory a width x height grid and its search context would need. */
uint64_t pf_grid_bytes_per_cell(void);

#ifdef __cplusplus
}
#endif

#endif
