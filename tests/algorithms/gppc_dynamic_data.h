/* gppc_dynamic_data.h: a minimal reader of the GPPC dynamic start kit's scenarios (version 2)
 * and patch files, read straight out of its tarball with tar, for the tests and benches of map
 * repairs (the library's own reader is pf_dynamic_io.h; this one only trusts the two files of
 * the start kit). A change event is the run of P lines before a query. */
#ifndef PF_GPPC_DYNAMIC_DATA_H
#define PF_GPPC_DYNAMIC_DATA_H

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_grid.h"

struct gd_patch {
    int32_t width, height;
    char *cells;                     /* row-major map characters */
};
struct gd_cmd {
    char kind;                       /* 'P' or 'Q' */
    int32_t id, x, y, gx, gy;        /* P: patch id at (x, y); Q: start (x, y), goal (gx, gy) */
    double dist;                     /* Q: the octile distance, -1 when there is no path */
};
struct gd_scen {
    int32_t width, height;
    struct gd_patch *patches;
    uint32_t num_patches;
    struct gd_cmd *cmds;
    uint32_t num_cmds;
};

/* The start kit's tarball: $PEERS_SRC, else $PF_SOURCE_DIR/../shared/peers-src, else
 * ../shared/peers-src; into path. 1 when the file is there. */
static int gd_tarball(char *path, size_t cap)
{
    const char *src = getenv("PEERS_SRC"), *root = getenv("PF_SOURCE_DIR");
    if (src && *src)
        snprintf(path, cap, "%s/gppc-startkit-dynamic.tar.gz", src);
    else if (root && *root)
        snprintf(path, cap, "%s/../shared/peers-src/gppc-startkit-dynamic.tar.gz", root);
    else
        snprintf(path, cap, "../shared/peers-src/gppc-startkit-dynamic.tar.gz");
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

static FILE *gd_open(const char *tarball, const char *member)
{
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "tar -xzOf '%s' 'gppc-startkit-dynamic/data/%s' 2>/dev/null", tarball, member);
    return popen(cmd, "r");
}

static void gd_free(struct gd_scen *s)
{
    for (uint32_t i = 0; i < s->num_patches; i++)
        free(s->patches[i].cells);
    free(s->patches);
    free(s->cmds);
    memset(s, 0, sizeof *s);
}

/* The patch file: "type patch", "patches N", then N blocks "patch I", "height H", "width W",
 * "map" and H rows. 0, or -1 when it does not read so. */
static int gd_read_patches(FILE *f, struct gd_scen *s)
{
    unsigned n;
    if (fscanf(f, " type patch patches %u", &n) != 1)
        return -1;
    s->patches = calloc(n ? n : 1, sizeof *s->patches);
    if (!s->patches)
        return -1;
    for (unsigned i = 0; i < n; i++) {
        unsigned id;
        struct gd_patch *p = &s->patches[i];
        if (fscanf(f, " patch %u height %d width %d map", &id, &p->height, &p->width) != 3 || id != i ||
            p->width <= 0 || p->height <= 0)
            return -1;
        s->num_patches = i + 1;
        p->cells = malloc((size_t)p->width * (size_t)p->height + 1);
        if (!p->cells)
            return -1;
        for (int32_t y = 0; y < p->height; y++)
            if (fscanf(f, " %s", p->cells + (size_t)y * (size_t)p->width) != 1)
                return -1;
    }
    return 0;
}

/* Scenario name ("dao_arena2") and its patch file out of the tarball into s. 0, or -1. */
static int gd_load(const char *tarball, const char *name, struct gd_scen *s)
{
    memset(s, 0, sizeof *s);
    char member[512], word[64];
    snprintf(member, sizeof member, "%s.scen", name);
    FILE *f = gd_open(tarball, member);
    int ok = f && fscanf(f, " version 2 height %d width %d", &s->height, &s->width) == 2;
    while (ok && fscanf(f, " %63s", word) == 1 && strcmp(word, "commands") != 0)
        ;                                      /* cost and patch lines: the octile column is the first */
    uint32_t cap = 0;
    char kind;
    while (ok && fscanf(f, " %c", &kind) == 1) {
        if (s->num_cmds == cap) {
            cap = cap ? cap * 2 : 1024;
            struct gd_cmd *c = realloc(s->cmds, cap * sizeof *c);
            if (!c) {
                ok = 0;
                break;
            }
            s->cmds = c;
        }
        struct gd_cmd *c = &s->cmds[s->num_cmds++];
        int epoch;
        c->kind = kind;
        if (kind == 'P')
            ok = fscanf(f, "%d %d %d %d", &epoch, &c->id, &c->x, &c->y) == 4;
        else
            ok = kind == 'Q' && fscanf(f, "%d %d %d %d %d %lf", &epoch, &c->x, &c->y, &c->gx, &c->gy, &c->dist) == 6;
        int ch;
        while ((ch = fgetc(f)) != EOF && ch != '\n')
            ;                                  /* other cost columns */
    }
    if (f)
        ok = pclose(f) == 0 && ok;
    snprintf(member, sizeof member, "%s.patch", name);
    f = ok ? gd_open(tarball, member) : NULL;
    ok = f && gd_read_patches(f, s) == 0;
    if (f)
        ok = pclose(f) == 0 && ok;
    for (uint32_t i = 0; ok && i < s->num_cmds; i++)
        ok = s->cmds[i].kind != 'P' || s->cmds[i].id < (int32_t)s->num_patches;
    if (!ok)
        gd_free(s);
    return ok ? 0 : -1;
}

/* The change event starting at command *i (its P lines) pasted into g, their rectangles into
 * r (room for cap; a longer event is cut there, its later patches then pasted by the next
 * call); *i moves past them. The number of rectangles. */
static uint32_t gd_event(const struct gd_scen *s, uint32_t *i, struct pf_grid *g, struct pf_rect *r, uint32_t cap)
{
    uint32_t n = 0;
    for (; *i < s->num_cmds && s->cmds[*i].kind == 'P' && n < cap; (*i)++) {
        const struct gd_cmd *c = &s->cmds[*i];
        const struct gd_patch *p = &s->patches[c->id];
        struct pf_patch pp = { c->x, c->y, p->width, p->height, p->cells };
        if (pf_grid_apply_patch(g, &pp, NULL) == PF_OK)
            r[n++] = (struct pf_rect){ c->x, c->y, p->width, p->height };
    }
    return n;
}

#endif
