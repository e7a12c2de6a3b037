/* anyangle_data.h: where the any-angle tests find the GPPC AcrosstheCape scenarios, and
 * reading them (the folder from ANYANGLE_DIR, else ../shared/anyangle beside the tree). */
#ifndef PF_TEST_ANYANGLE_DATA_H
#define PF_TEST_ANYANGLE_DATA_H

#include <stdio.h>
#include <stdlib.h>
#include "check.h"
#include "pf_io.h"
#include "pf_types.h"

/* The folder holding AcrosstheCape.map and its .scen, written into buf; NULL (with a note
 * naming what is missing) when there is none. */
static const char *aa_cape_dir(const char *test, char *buf, size_t cap)
{
    const char *dir = getenv("ANYANGLE_DIR"), *src = getenv("PF_SOURCE_DIR");
    if (dir && *dir)
        snprintf(buf, cap, "%s", dir);
    else
        snprintf(buf, cap, "%s/../shared/anyangle", src && *src ? src : ".");
    char probe[700];
    snprintf(probe, sizeof probe, "%s/AcrosstheCape.map.scen", buf);
    FILE *f = fopen(probe, "r");
    if (!f) {
        printf("%s: SKIPPED the AcrosstheCape part: no %s (set ANYANGLE_DIR to the folder of the "
               "GPPC any-angle scenarios, e.g. ../shared/anyangle)\n", test, probe);
        return NULL;
    }
    fclose(f);
    return buf;
}

/* Read the map and its 201 scenario lines: 0, or -1 after the reader's message. */
static int aa_cape_read(const char *dir, struct pf_grid *g, struct pf_scen *s)
{
    char map[700], scen[700];
    struct pf_error err;
    snprintf(map, sizeof map, "%s/AcrosstheCape.map", dir);
    snprintf(scen, sizeof scen, "%s/AcrosstheCape.map.scen", dir);
    if (pf_map_read(map, g, pf_default_max_cells(), &err) != PF_OK)
        goto fail;
    if (pf_scen_read(scen, s, &err) != PF_OK) {
        pf_grid_free(g);
        goto fail;
    }
    return 0;
fail:
    fprintf(stderr, "%s\n", err.msg);
    return -1;
}

#endif
