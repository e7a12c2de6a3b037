/* hex_map.c: building a hex map: its cells, its offsets per row parity and its move masks. */
#include <stdlib.h>
#include <string.h>
#include "pf_hex.h"

/* odd-r: (dx, dy) of each direction on an even row and on an odd row */
static const int8_t hex_dx[2][PF_HEX_DIRS] = {
    /* E   W  NE  SW  NW  SE */
    { 1, -1, 0, -1, -1, 0 },
    { 1, -1, 1, 0, 0, 1 },
};
static const int8_t hex_dy[PF_HEX_DIRS] = { 0, 0, -1, 1, -1, 1 };

int pf_hex_char_valid(char c) { return pf_terrain_class(c) >= 0; }
int pf_hex_char_free(char c) { return pf_terrain_class(c) == PF_CLS_LAND; }

void pf_hex_neighbour_xy(int32_t x, int32_t y, int d, int32_t *nx, int32_t *ny)
{
    *nx = x + hex_dx[y & 1][d];
    *ny = y + hex_dy[d];
}

int pf_hex_map_init(struct pf_hex_map *m, int32_t width, int32_t height)
{
    memset(m, 0, sizeof *m);
    int rc = pf_grid_init(&m->grid, width, height);
    if (rc != PF_OK)
        return rc;
    m->mask = calloc(m->grid.num_nodes, 1);
    if (!m->mask) {
        pf_hex_map_free(m);
        return PF_ERR_NOMEM;
    }
    for (int p = 0; p < 2; p++)
        for (int d = 0; d < PF_HEX_DIRS; d++)
            m->off[p][d] = hex_dy[d] * m->grid.stride + hex_dx[p][d];
    return PF_OK;
}

void pf_hex_map_set(struct pf_hex_map *m, int32_t x, int32_t y, char c)
{
    pf_grid_set(&m->grid, x, y, c);
    /* a hex map's classes: land is free, anything else (water too) is blocked */
    m->grid.cls[pf_grid_node(&m->grid, x, y)] = pf_hex_char_free(c) ? PF_CLS_LAND : PF_CLS_BLOCKED;
}

void pf_hex_map_finish(struct pf_hex_map *m)
{
    const struct pf_grid *g = &m->grid;
    m->num_free = 0;
    memset(m->mask, 0, g->num_nodes);
    for (int32_t y = 0; y < g->height; y++) {
        const int odd = y & 1;
        for (int32_t x = 0; x < g->width; x++) {
            pf_node n = pf_grid_node(g, x, y);
            uint8_t mk = odd ? PF_HEX_ODD : 0;
            if (g->cls[n] != PF_CLS_BLOCKED) {
                m->num_free++;
                /* the border is blocked, so a neighbour off the map is never legal */
                for (int d = 0; d < PF_HEX_DIRS; d++)
                    if (g->cls[(int64_t)n + m->off[odd][d]] != PF_CLS_BLOCKED)
                        mk |= (uint8_t)(1u << d);
            }
            m->mask[n] = mk;
        }
    }
}

int pf_hex_map_from_grid(struct pf_hex_map *m, const struct pf_grid *g)
{
    int rc = pf_hex_map_init(m, g->width, g->height);
    if (rc != PF_OK)
        return rc;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            pf_hex_map_set(m, x, y, pf_grid_char(g, x, y));
    pf_hex_map_finish(m);
    return PF_OK;
}

void pf_hex_map_free(struct pf_hex_map *m)
{
    pf_grid_free(&m->grid);
    free(m->mask);
    m->mask = NULL;
}
