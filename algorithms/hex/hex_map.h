/* hex_map.h: the hex map of libpf: a padded cell grid in the odd-r offset layout, the six
 * neighbour offsets of each row parity and a legal-move mask per cell (internal to libpf and
 * to the harness's hex files). */
#ifndef PF_HEX_MAP_H
#define PF_HEX_MAP_H

#include <stdint.h>
#include "pf_grid.h"

/* The hex domain's one movement model, named "6": six neighbours, every step costs 1. Its id
 * follows the models of pf_grid.h's enum pf_moves. */
#define PF_MOVES_HEX 9
#define PF_HEX_MOVES_NAME "6"

/* Odd-r layout: row y = 1, 3, ... is shifted right by half a cell. The six directions are
 * numbered so that a direction's opposite is d ^ 1. */
enum pf_hex_dir { PF_HEX_E = 0, PF_HEX_W = 1, PF_HEX_NE = 2, PF_HEX_SW = 3, PF_HEX_NW = 4, PF_HEX_SE = 5 };
#define PF_HEX_DIRS 6
#define PF_HEX_ODD 0x40u          /* mask bit: the cell lies on an odd row */
#define PF_HEX_MOVES 0x3Fu        /* mask bits 0..5: the legal moves */

/* One hex step in fixed point: the same unit as a cardinal step of the 2D grid (PF_CARD), so
 * that costs, open lists and buckets behave as they do there; reported costs are steps. */
#define PF_HEX_STEP ((pf_cost)PF_CARD)

/* The map: grid keeps the characters and the padded classes (PF_CLS_LAND for a free cell,
 * PF_CLS_BLOCKED for every other, the border included), so node (x, y) is
 * pf_grid_node(&m->grid, x, y). */
struct pf_hex_map {
    struct pf_grid grid;
    int32_t off[2][PF_HEX_DIRS];  /* node offset of each direction, by row parity (0 even) */
    uint8_t *mask;                /* num_nodes: legal moves (both cells free) and PF_HEX_ODD */
    uint32_t num_free;            /* free cells */
};

/* The terrain characters a hex map takes are Moving AI's (pf_terrain_class >= 0); the free
 * ones are the land class ('.', 'G', 'S'); 'W', '@', 'O' and 'T' are blocked. */
int pf_hex_char_valid(char c);
int pf_hex_char_free(char c);

/* The (x, y) neighbour of (x, y) in direction d under odd-r, unpadded (may lie off the map). */
void pf_hex_neighbour_xy(int32_t x, int32_t y, int d, int32_t *nx, int32_t *ny);

/* A width x height map, every cell '@'; PF_OK, PF_ERR_ARG or PF_ERR_NOMEM. Set the cells with
 * pf_hex_map_set, then build the masks with pf_hex_map_finish before any search. */
int pf_hex_map_init(struct pf_hex_map *m, int32_t width, int32_t height);
void pf_hex_map_set(struct pf_hex_map *m, int32_t x, int32_t y, char c);   /* c valid */
void pf_hex_map_finish(struct pf_hex_map *m);
/* A hex map with the cells of grid g (its characters, read as hex terrain); PF_OK or
 * PF_ERR_NOMEM. */
int pf_hex_map_from_grid(struct pf_hex_map *m, const struct pf_grid *g);
void pf_hex_map_free(struct pf_hex_map *m);

static inline pf_node pf_hex_node(const struct pf_hex_map *m, int32_t x, int32_t y)
{
    return pf_grid_node(&m->grid, x, y);
}
static inline void pf_hex_xy(const struct pf_hex_map *m, pf_node n, int32_t *x, int32_t *y)
{
    pf_grid_xy(&m->grid, n, x, y);
}
static inline int pf_hex_free(const struct pf_hex_map *m, pf_node n)
{
    return n < m->grid.num_nodes && m->grid.cls[n] != PF_CLS_BLOCKED;
}
/* The neighbour of node n in direction d (a border node when n is on the map's edge). */
static inline pf_node pf_hex_step(const struct pf_hex_map *m, pf_node n, int d)
{
    return (pf_node)((int64_t)n + m->off[(m->mask[n] & PF_HEX_ODD) != 0][d]);
}

#endif
