/* fuzz_wmap.c: libFuzzer target for the weighted map reader. The input is a map read with a
 * fixed costs table, or, when it holds a line "--", a costs file, that line, and the map. An
 * accepted map must give every cell its label's cost and read back the same when written. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_weighted_io.h"
#define FUZZ_NAME "fuzz_wmap"
#include "fuzz_check.h"

#define FUZZ_MAX_CELLS (1u << 22)
static const char fixed_costs[] = "r 1\n. 2\nf 4.5\ns 8\n@ 0\nT 0\n";

static void check_wgrid(const struct pf_wgrid *w, const struct pf_costs *c)
{
    const struct pf_grid *g = &w->grid;
    uint32_t open = 0, lo = UINT32_MAX, hi = 0;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            unsigned char l = (unsigned char)pf_grid_char(g, x, y);
            uint32_t cost = w->cost[pf_grid_node(g, x, y)];
            if (!c->line[l])
                fail("a label without a cost was accepted", NULL);
            if (cost != c->fixed[l] || pf_grid_passable(g, x, y) != (cost != 0))
                fail("a cell's cost or class is not its label's", NULL);
            if (cost) {
                open++;
                lo = cost < lo ? cost : lo;
                hi = cost > hi ? cost : hi;
            }
        }
    if (open != w->open_cells || (open && (lo != w->min_cost || hi != w->max_cost)))
        fail("open cells, least or largest cost miscounted", NULL);
    for (int32_t x = 0; x < g->stride; x++)
        if (w->cost[x] || w->cost[(size_t)(g->height + 1) * (size_t)g->stride + (size_t)x])
            fail("a border cell has a cost", NULL);
}

static void check_round_trip(const struct pf_wgrid *w, const struct pf_costs *c)
{
    const struct pf_grid *g = &w->grid;
    size_t cells = (size_t)g->width * (size_t)g->height, cap = 80 + cells + (size_t)g->height;
    char *buf = malloc(cap);
    if (!buf)
        return;
    size_t len = (size_t)snprintf(buf, cap, "type octile\nheight %d\nwidth %d\nmap\n", g->height, g->width);
    for (int32_t y = 0; y < g->height; y++) {
        memcpy(buf + len, g->chars + (size_t)y * (size_t)g->width, (size_t)g->width);
        len += (size_t)g->width;
        buf[len++] = '\n';
    }
    struct pf_wgrid v;
    struct pf_error err;
    if (pf_wmap_parse("again.map", buf, len, c, "again.costs", &v, FUZZ_MAX_CELLS, &err) != PF_OK)
        fail("the written map does not parse again", err.msg);
    if (memcmp(v.grid.chars, g->chars, cells) != 0 ||
        memcmp(v.cost, w->cost, (size_t)g->num_nodes * sizeof *w->cost) != 0)
        fail("the written map parses to another map", NULL);
    pf_wgrid_free(&v);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data, *map = text;
    size_t map_len = size;
    struct pf_costs c;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    /* a costs part ends at a line "--" */
    const char *sep = NULL;
    for (size_t i = 0; i + 3 <= size; i++)
        if ((i == 0 || text[i - 1] == '\n') && text[i] == '-' && text[i + 1] == '-' && text[i + 2] == '\n') {
            sep = text + i;
            break;
        }
    if (sep) {
        if (pf_costs_parse("fuzz.costs", text, (size_t)(sep - text), &c, &err) != PF_OK) {
            check_message("fuzz.costs", &err);
            return 0;
        }
        map = sep + 3;
        map_len = size - (size_t)(map - text);
    } else if (pf_costs_parse("fixed.costs", fixed_costs, sizeof fixed_costs - 1, &c, &err) != PF_OK) {
        fail("the fixed costs do not parse", err.msg);
    }
    struct pf_wgrid w;
    int rc = pf_wmap_parse("fuzz.map", map, map_len, &c, "fuzz.costs", &w, FUZZ_MAX_CELLS, &err);
    if (rc == PF_OK) {
        check_wgrid(&w, &c);
        check_round_trip(&w, &c);
        pf_wgrid_free(&w);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        if (w.cost)
            fail("a refused map was left allocated", NULL);
        check_message("fuzz.map", &err);
    }
    return 0;
}
