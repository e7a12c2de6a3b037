/* gppc_dynamic_kit.h: a minimal reader of the GPPC dynamic start kit's scenario and patch files
 * (its Problem_Definition.md), read straight out of the kit's tarball, for test_sg_repair.c and
 * sg_repair_bench.c: the map's size, the patches, and the change events (the P lines between
 * two queries). Not pfbench's reader: no error messages, just NULL on anything unexpected. */
#ifndef GPPC_DYNAMIC_KIT_H
#define GPPC_DYNAMIC_KIT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_grid.h"

struct kit_patch { int32_t w, h; char *cells; };
struct kit_paste { uint32_t id; int32_t x, y; };
struct kit {
    int32_t width, height;
    uint32_t npatch, npaste, nevent;
    struct kit_patch *patch;
    struct kit_paste *paste;          /* every P line in file order */
    uint32_t *event;                  /* nevent + 1: event i pastes paste[event[i] .. event[i+1]) */
};

/* A file of the kit's tarball, opened through tar (NULL when the tarball or tar is not there). */
static FILE *kit_open(const char *tarball, const char *member)
{
    FILE *t = fopen(tarball, "rb");
    if (!t)
        return NULL;
    fclose(t);
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "tar -xzOf '%s' '%s' 2>/dev/null", tarball, member);
    return popen(cmd, "r");
}

static void kit_free(struct kit *k)
{
    for (uint32_t i = 0; k->patch && i < k->npatch; i++)
        free(k->patch[i].cells);
    free(k->patch), free(k->paste), free(k->event);
    memset(k, 0, sizeof *k);
}

static int kit_read_patches(struct kit *k, FILE *f)
{
    char line[4096];
    if (!fgets(line, sizeof line, f) || strncmp(line, "type patch", 10) != 0 || !fgets(line, sizeof line, f) ||
        sscanf(line, "patches %u", &k->npatch) != 1)
        return -1;
    k->patch = calloc(k->npatch ? k->npatch : 1, sizeof *k->patch);
    for (uint32_t i = 0; k->patch && i < k->npatch; i++) {
        struct kit_patch *p = &k->patch[i];
        unsigned id;
        if (!fgets(line, sizeof line, f) || sscanf(line, "patch %u", &id) != 1 || id != i ||
            !fgets(line, sizeof line, f) || sscanf(line, "height %d", &p->h) != 1 || !fgets(line, sizeof line, f) ||
            sscanf(line, "width %d", &p->w) != 1 || !fgets(line, sizeof line, f) || p->w <= 0 || p->h <= 0 ||
            !(p->cells = malloc((size_t)p->w * (size_t)p->h)))
            return -1;
        for (int32_t y = 0; y < p->h; y++)
            if (!fgets(line, sizeof line, f) || (int32_t)strcspn(line, "\r\n") < p->w)
                return -1;
            else
                memcpy(p->cells + (size_t)y * (size_t)p->w, line, (size_t)p->w);
    }
    return k->patch ? 0 : -1;
}

static int kit_read_scen(struct kit *k, FILE *f)
{
    char line[4096];
    while (fgets(line, sizeof line, f) && strncmp(line, "commands", 8) != 0) {
        sscanf(line, "height %d", &k->height);
        sscanf(line, "width %d", &k->width);
    }
    uint32_t cap = 1024, ecap = 256;
    k->paste = malloc(cap * sizeof *k->paste);
    k->event = malloc(ecap * sizeof *k->event);
    int in_event = 0;
    while (k->paste && k->event && fgets(line, sizeof line, f)) {
        struct kit_paste p;
        unsigned epoch;
        if (line[0] == 'Q') {
            in_event = 0;
            continue;
        }
        if (sscanf(line, "P %u %u %d %d", &epoch, &p.id, &p.x, &p.y) != 4 || p.id >= k->npatch)
            return -1;
        if (k->npaste == cap)
            k->paste = realloc(k->paste, (cap *= 2) * sizeof *k->paste);
        if (!in_event) {
            if (k->nevent + 2 > ecap)
                k->event = realloc(k->event, (ecap *= 2) * sizeof *k->event);
            if (!k->event)
                return -1;
            k->event[k->nevent++] = k->npaste;
            in_event = 1;
        }
        if (k->paste)
            k->paste[k->npaste++] = p;
    }
    if (!k->paste || !k->event || k->width <= 0 || k->height <= 0)
        return -1;
    k->event[k->nevent] = k->npaste;
    return 0;
}

/* The kit's scenario NAME (e.g. "dao_arena2") from the tarball: 0, or -1 (k left empty). */
static int kit_load(struct kit *k, const char *tarball, const char *name)
{
    memset(k, 0, sizeof *k);
    char member[256];
    snprintf(member, sizeof member, "gppc-startkit-dynamic/data/%s.patch", name);
    FILE *f = kit_open(tarball, member);
    int rc = f ? kit_read_patches(k, f) : -1;
    if (f && pclose(f) != 0)
        rc = -1;
    snprintf(member, sizeof member, "gppc-startkit-dynamic/data/%s.scen", name);
    f = rc == 0 ? kit_open(tarball, member) : NULL;
    rc = f ? kit_read_scen(k, f) : -1;
    if (f && pclose(f) != 0)
        rc = -1;
    if (rc != 0)
        kit_free(k);
    return rc;
}

/* Paste event e's patches into g (the map starts all free), their rectangles into r (room for
 * every paste of the event). The number of rectangles, or -1 when a paste does not fit. */
static int kit_apply(const struct kit *k, uint32_t e, struct pf_grid *g, struct pf_rect *r)
{
    int n = 0;
    for (uint32_t i = k->event[e]; i < k->event[e + 1]; i++) {
        const struct kit_paste *p = &k->paste[i];
        const struct kit_patch *q = &k->patch[p->id];
        struct pf_patch pp = { p->x, p->y, q->w, q->h, q->cells };
        if (pf_grid_apply_patch(g, &pp, NULL) != PF_OK)
            return -1;
        r[n++] = (struct pf_rect){ p->x, p->y, q->w, q->h };
    }
    return n;
}

/* The kit's tarball: $PEERS_SRC, else ../shared/peers-src beside the source tree ($PF_SOURCE_DIR). */
static const char *kit_tarball(char *buf, size_t len)
{
    const char *src = getenv("PEERS_SRC"), *root = getenv("PF_SOURCE_DIR");
    if (src && *src)
        snprintf(buf, len, "%s/gppc-startkit-dynamic.tar.gz", src);
    else
        snprintf(buf, len, "%s/../shared/peers-src/gppc-startkit-dynamic.tar.gz", root ? root : ".");
    return buf;
}

#endif
