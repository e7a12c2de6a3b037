/* fuzz_map.c: libFuzzer target for the .map reader: parse, check the grid invariants, re-parse. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#define FUZZ_NAME "fuzz_map"
#include "fuzz_check.h"

#define FUZZ_MAX_CELLS (1u << 22)

static void check_grid(const struct pf_grid *g)
{
    if (g->width < 1 || g->height < 1 || g->stride != g->width + 2)
        fail("bad dimensions", NULL);
    uint64_t cells = (uint64_t)g->width * (uint64_t)g->height;
    if (cells > FUZZ_MAX_CELLS)
        fail("grid larger than the cell limit", NULL);
    if ((uint64_t)g->num_nodes != (uint64_t)g->stride * (uint64_t)(g->height + 2))
        fail("num_nodes is not stride * (height + 2)", NULL);
    /* border rows and columns are blocked */
    for (int32_t x = 0; x < g->stride; x++) {
        if (g->cls[x] != PF_CLS_BLOCKED ||
            g->cls[(size_t)(g->height + 1) * (size_t)g->stride + (size_t)x] != PF_CLS_BLOCKED)
            fail("top or bottom border cell not blocked", NULL);
    }
    for (int32_t y = 0; y < g->height + 2; y++) {
        size_t row = (size_t)y * (size_t)g->stride;
        if (g->cls[row] != PF_CLS_BLOCKED || g->cls[row + (size_t)g->stride - 1] != PF_CLS_BLOCKED)
            fail("left or right border cell not blocked", NULL);
    }
    /* every map cell holds a terrain character and the class that goes with it */
    for (int32_t y = 0; y < g->height; y++) {
        for (int32_t x = 0; x < g->width; x++) {
            char c = pf_grid_char(g, x, y);
            int cls = pf_terrain_class(c);
            if (cls < 0)
                fail("grid holds a character that is not terrain", NULL);
            if (g->cls[pf_grid_node(g, x, y)] != (uint8_t)cls)
                fail("class does not match the character", NULL);
            if (pf_grid_passable(g, x, y) != (cls != PF_CLS_BLOCKED))
                fail("pf_grid_passable disagrees with the class", NULL);
        }
    }
}

/* Write the grid back as a canonical .map in memory and parse it again: same grid. */
static void check_round_trip(const struct pf_grid *g)
{
    size_t cells = (size_t)g->width * (size_t)g->height;
    size_t cap = 80 + cells + (size_t)g->height;
    char *buf = malloc(cap);
    if (!buf)
        return;
    int n = snprintf(buf, cap, "type octile\nheight %d\nwidth %d\nmap\n", g->height, g->width);
    size_t len = (size_t)n;
    for (int32_t y = 0; y < g->height; y++) {
        memcpy(buf + len, g->chars + (size_t)y * (size_t)g->width, (size_t)g->width);
        len += (size_t)g->width;
        buf[len++] = '\n';
    }
    struct pf_grid h;
    struct pf_error err;
    if (pf_map_parse("again.map", buf, len, &h, FUZZ_MAX_CELLS, &err) != PF_OK)
        fail("the written map does not parse again", err.msg);
    if (h.width != g->width || h.height != g->height || memcmp(h.chars, g->chars, cells) != 0 ||
        memcmp(h.cls, g->cls, g->num_nodes) != 0)
        fail("the written map parses to a different grid", NULL);
    pf_grid_free(&h);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct pf_grid g;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_map_parse("fuzz.map", (const char *)data, size, &g, FUZZ_MAX_CELLS, &err);
    if (rc == PF_OK) {
        check_grid(&g);
        check_round_trip(&g);
        pf_grid_free(&g);
    } else if (rc != PF_ERR_NOMEM) {   /* running out of memory is not the input's fault */
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.map", &err);
    }
    return 0;
}
