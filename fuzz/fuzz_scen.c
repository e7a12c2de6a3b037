/* fuzz_scen.c: libFuzzer target for the .scen reader and the check of a scenario against a map. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#define FUZZ_NAME "fuzz_scen"
#include "fuzz_check.h"

/* A small fixed map (8 x 5, every terrain letter) that the scenarios are checked against. */
static const char fixed_map[] =
    "type octile\n"
    "height 5\n"
    "width 8\n"
    "map\n"
    "@@@@@@@@\n"
    "@..GS.W@\n"
    "@.T..OW@\n"
    "@....WW@\n"
    "@@@@@@@@\n";

static struct pf_grid grid;
static int have_grid;

static const struct pf_grid *fixed_grid(void)
{
    if (!have_grid) {
        struct pf_error err;
        if (pf_map_parse("maps/fuzz.map", fixed_map, sizeof fixed_map - 1, &grid, 1000, &err) != PF_OK)
            fail("the fixed map does not parse", err.msg);
        have_grid = 1;
    }
    return &grid;
}

static size_t count_lines(const uint8_t *data, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < size; i++)
        n += data[i] == '\n';
    return n + 1;
}

static void check_scen(const struct pf_scen *s, const uint8_t *data, size_t size)
{
    if (strcmp(s->version, "0") != 0 && strcmp(s->version, "1") != 0 && strcmp(s->version, "1.0") != 0)
        fail("unexpected version", s->version);
    if (s->n && !s->e)
        fail("entries without storage", NULL);
    size_t lines = count_lines(data, size);
    uint32_t prev = 0;
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        if (e->line <= prev || e->line > lines)
            fail("line numbers out of order or past the end", NULL);
        prev = e->line;
        if (memchr(e->map, '\0', sizeof e->map) == NULL)
            fail("map name not terminated", NULL);
        if (e->map_w < 1 || e->map_h < 1 || e->bucket < 0)
            fail("size or bucket out of range", NULL);
        if (!isfinite(e->optimum) || e->optimum < 0 || e->decimals < 0)
            fail("bad optimal length", NULL);
        double tol = pf_scen_tolerance(e);
        if (!isfinite(tol) || tol <= 0)
            fail("bad tolerance", NULL);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const struct pf_grid *g = fixed_grid();
    struct pf_scen s;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_scen_parse("fuzz.scen", (const char *)data, size, &s, &err);
    if (rc == PF_OK) {
        check_scen(&s, data, size);
        err.msg[0] = '\0';
        rc = pf_scen_check(&s, "dir/fuzz.scen", g, "maps/fuzz.map", &err);
        if (rc != PF_OK) {
            if (rc != PF_ERR_PARSE)
                fail("unexpected status from pf_scen_check", pf_status_name(rc));
            check_message("dir/fuzz.scen", &err);
        } else {
            /* every accepted entry names the map, has its size, and starts and ends on open cells */
            for (size_t i = 0; i < s.n; i++) {
                const struct pf_scen_entry *e = &s.e[i];
                if (!pf_grid_passable(g, e->sx, e->sy) || !pf_grid_passable(g, e->gx, e->gy))
                    fail("pf_scen_check accepted a blocked or outside cell", NULL);
            }
        }
        pf_scen_free(&s);
        if (s.e || s.n)
            fail("pf_scen_free left entries behind", NULL);
    } else if (rc != PF_ERR_NOMEM) {   /* running out of memory is not the input's fault */
        if (rc != PF_ERR_PARSE)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.scen", &err);
        if (s.e || s.n)
            fail("a failed parse left entries behind", NULL);
    }
    return 0;
}
