/* grid.c: the padded grid, terrain classes and legal-move masks for each 2D movement model. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_grid.h"

const int8_t pf_dir_dx[8] = { 0, 1, 0, -1, 1, 1, -1, -1 };
const int8_t pf_dir_dy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };

int pf_terrain_class(char c)
{
    switch (c) {
    case '.': case 'G': case 'S': return PF_CLS_LAND;
    case 'W': return PF_CLS_WATER;
    case '@': case 'O': case 'T': return PF_CLS_BLOCKED;
    default: return -1;
    }
}

int pf_grid_init(struct pf_grid *g, int32_t width, int32_t height)
{
    memset(g, 0, sizeof *g);
    if (width <= 0 || height <= 0)
        return PF_ERR_ARG;
    uint64_t nodes = (uint64_t)(width + 2) * (uint64_t)(height + 2);
    if (nodes >= UINT32_MAX)
        return PF_ERR_LIMIT;
    g->width = width;
    g->height = height;
    g->stride = width + 2;
    g->num_nodes = (uint32_t)nodes;
    g->cls = calloc(nodes, 1);                       /* all PF_CLS_BLOCKED */
    g->chars = malloc((size_t)width * (size_t)height);
    if (!g->cls || !g->chars) {
        pf_grid_free(g);
        return PF_ERR_NOMEM;
    }
    memset(g->chars, '@', (size_t)width * (size_t)height);
    return PF_OK;
}

void pf_grid_free(struct pf_grid *g)
{
    free(g->cls);
    free(g->chars);
    memset(g, 0, sizeof *g);
}

void pf_grid_set(struct pf_grid *g, int32_t x, int32_t y, char c)
{
    int cls = pf_terrain_class(c);
    g->chars[(size_t)y * (size_t)g->width + (size_t)x] = c;
    g->cls[pf_grid_node(g, x, y)] = (uint8_t)(cls < 0 ? PF_CLS_BLOCKED : cls);
}

char pf_grid_char(const struct pf_grid *g, int32_t x, int32_t y)
{
    return g->chars[(size_t)y * (size_t)g->width + (size_t)x];
}

uint8_t pf_grid_move_mask(const struct pf_grid *g, pf_node n, enum pf_moves m)
{
    uint8_t c = g->cls[n];
    if (c == PF_CLS_BLOCKED)
        return 0;
    int32_t s = g->stride;
    const int32_t off[8] = { -s, 1, s, -1, -s + 1, s + 1, s - 1, -s - 1 };
    uint8_t mask = 0;
    for (int d = 0; d < 4; d++)
        if (g->cls[n + off[d]] == c)
            mask |= (uint8_t)(1u << d);
    if (m == PF_MOVES_4)
        return mask;
    for (int d = 4; d < 8; d++) {
        if (g->cls[n + off[d]] != c)
            continue;
        /* the two cardinal side cells of diagonal d */
        int dx = pf_dir_dx[d], dy = pf_dir_dy[d];
        int side_x = g->cls[n + dx] == c;            /* horizontal neighbour */
        int side_y = g->cls[(int64_t)n + dy * s] == c; /* vertical neighbour */
        int ok = m == PF_MOVES_8 ? (side_x && side_y)
               : m == PF_MOVES_8CUT ? (side_x || side_y)
               : 1;
        if (ok)
            mask |= (uint8_t)(1u << d);
    }
    return mask;
}

/* 0x01 in each byte of x that is zero, 0x00 in the others. */
static inline uint64_t zero_bytes(uint64_t x)
{
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    return ~(((x & low7) + low7) | x | low7) >> 7;
}

static inline uint64_t load8(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* Every node's mask at once (what pf_grid_move_mask gives node by node), eight cells a word: a
 * new search context computes a mask for every cell, and per node the call and its table set-up
 * cost several times the mask itself. The border is blocked (masks 0), so every neighbour of the
 * cells between lies inside the array. */
void pf_grid_move_masks(const struct pf_grid *g, enum pf_moves m, uint8_t *out)
{
    const uint32_t s = (uint32_t)g->stride, lo = s + 1, hi = g->num_nodes - s - 1;
    const uint8_t *cls = g->cls;
    const int32_t off[8] = { -(int32_t)s, 1, (int32_t)s, -1, -(int32_t)s + 1, (int32_t)s + 1, (int32_t)s - 1,
                             -(int32_t)s - 1 };
    const uint64_t ones = 0x0101010101010101ull;
    const int dirs = m == PF_MOVES_4 ? 4 : 8;
    memset(out, 0, g->num_nodes);
    uint32_t n = lo;
    for (; n + 8 <= hi; n += 8) {
        const uint64_t c = load8(cls + n);
        uint64_t o = 0;
        for (int d = 0; d < dirs; d++)
            o |= zero_bytes(load8(cls + n + off[d]) ^ c) << d;   /* the neighbour's class is c's */
        const uint64_t no = o & ones, ea = (o >> 1) & ones, so = (o >> 2) & ones, we = (o >> 3) & ones;
        uint64_t side = 15 * ones;                               /* the diagonal's side cells */
        if (m == PF_MOVES_8)
            side = (no & ea) | (so & ea) << 1 | (so & we) << 2 | (no & we) << 3;
        else if (m == PF_MOVES_8CUT)
            side = (no | ea) | (so | ea) << 1 | (so | we) << 2 | (no | we) << 3;
        o &= 15 * ones | side << 4;
        o &= ~(zero_bytes(c) * 0xFF);                            /* a blocked cell has no move */
        memcpy(out + n, &o, 8);
    }
    for (; n < hi; n++)
        out[n] = pf_grid_move_mask(g, n, m);
}

void pf_grid_content_id(const struct pf_grid *g, char out[17])
{
    uint64_t h = 0xcbf29ce484222325ull;
    const uint64_t prime = 0x100000001b3ull;
    int32_t dims[2] = { g->width, g->height };
    const unsigned char *b = (const unsigned char *)dims;
    for (size_t i = 0; i < sizeof dims; i++)
        h = (h ^ b[i]) * prime;
    size_t n = (size_t)g->width * (size_t)g->height;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)g->chars[i]) * prime;
    snprintf(out, 17, "%016" PRIx64, h);
}

int pf_grid_apply_patch(struct pf_grid *g, const struct pf_patch *p, uint64_t *changed)
{
    if (changed)
        *changed = 0;
    if (p->width < 0 || p->height < 0 || p->x < 0 || p->y < 0 || p->x > g->width - p->width ||
        p->y > g->height - p->height)
        return PF_ERR_ARG;
    size_t cells = (size_t)p->width * (size_t)p->height;
    for (size_t i = 0; i < cells; i++)
        if (pf_terrain_class(p->cells[i]) < 0)
            return PF_ERR_ARG;
    uint64_t n = 0;
    for (int32_t y = 0; y < p->height; y++)
        for (int32_t x = 0; x < p->width; x++) {
            pf_node nd = pf_grid_node(g, p->x + x, p->y + y);
            uint8_t before = g->cls[nd];
            pf_grid_set(g, p->x + x, p->y + y, p->cells[(size_t)y * (size_t)p->width + (size_t)x]);
            n += g->cls[nd] != before;
        }
    if (changed)
        *changed = n;
    return PF_OK;
}
