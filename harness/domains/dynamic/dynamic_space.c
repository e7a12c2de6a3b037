/* dynamic_space.c: a dynamic scenario loaded and replayed: the start map, each change event
 * pasted before its query, and the scenario's queries as planned entries. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dynamic_space.h"

int pf_dyn_space_take(struct pf_dyn_space *ds, struct pf_dynscen *d, struct pf_error *err)
{
    memset(ds, 0, sizeof *ds);
    ds->scen = *d;
    memset(d, 0, sizeof *d);
    ds->rects = malloc((ds->scen.num_cmds ? ds->scen.num_cmds : 1) * sizeof *ds->rects);
    int rc = ds->rects ? PF_OK : PF_ERR_NOMEM;
    if (rc == PF_OK && ds->scen.costs) {          /* weighted: the labels' map, all '.' */
        size_t cells = (size_t)ds->scen.width * (size_t)ds->scen.height;
        rc = (ds->blank = malloc(cells)) ? PF_OK : PF_ERR_NOMEM;
        if (rc == PF_OK) {
            memset(ds->blank, '.', cells);
            rc = pf_wgrid_build(&ds->wg, ds->scen.width, ds->scen.height, ds->blank, ds->scen.costs, NULL, NULL,
                                NULL, 0);
        }
    } else if (rc == PF_OK) {
        rc = pf_dynscen_start_grid(&ds->scen, &ds->grid);
    }
    if (rc == PF_OK)
        rc = pf_dyn_space_rewind(ds, err);
    else
        pf_error_set(err, "out of memory for a %dx%d map", ds->scen.width, ds->scen.height);
    if (rc != PF_OK)
        pf_dyn_space_free(ds);
    return rc;
}

int pf_dyn_space_read(const char *path, struct pf_dyn_space *ds, struct pf_error *err)
{
    struct pf_dynscen d;
    memset(ds, 0, sizeof *ds);
    int rc = pf_dynscen_read(path, &d, err);
    return rc == PF_OK ? pf_dyn_space_take(ds, &d, err) : rc;
}

void pf_dyn_space_free(struct pf_dyn_space *ds)
{
    if (ds->grid.width)
        pf_grid_free(&ds->grid);
    if (ds->wg.cost)
        pf_wgrid_free(&ds->wg);
    pf_dynscen_free(&ds->scen);
    free(ds->rects);
    free(ds->blank);
    memset(ds, 0, sizeof *ds);
}

/* Paste command i (a P line); PF_OK, or PF_ERR_ARG naming its line. */
static int paste(struct pf_dyn_space *ds, uint32_t i, struct pf_rect *r, struct pf_error *err)
{
    struct pf_patch p = pf_dynscen_patch_at(&ds->scen, i);
    *r = (struct pf_rect){ p.x, p.y, p.width, p.height };
    if (ds->scen.costs ? pf_wgrid_apply_patch(&ds->wg, ds->scen.costs, r, p.cells) == PF_OK
                       : pf_grid_apply_patch(&ds->grid, &p, NULL) == PF_OK)
        return PF_OK;
    pf_error_set(err, "line %u: expected a patch inside the %dx%d map, found patch %u (%dx%d) at %d %d",
                 ds->scen.cmds[i].line, ds->scen.width, ds->scen.height, ds->scen.cmds[i].patch, p.width,
                 p.height, p.x, p.y);
    return PF_ERR_ARG;
}

int pf_dyn_space_rewind(struct pf_dyn_space *ds, struct pf_error *err)
{
    struct pf_rect all = { 0, 0, ds->scen.width, ds->scen.height };
    if (ds->scen.costs)
        pf_wgrid_apply_patch(&ds->wg, ds->scen.costs, &all, ds->blank);
    for (int32_t y = 0; !ds->scen.costs && y < ds->grid.height; y++)
        for (int32_t x = 0; x < ds->grid.width; x++)
            if (pf_grid_char(&ds->grid, x, y) != '.')
                pf_grid_set(&ds->grid, x, y, '.');
    ds->next = 0;
    ds->last_patches = 0;             /* the start map's patches are no change event */
    ds->last_line = 0;
    struct pf_rect r;
    for (; ds->next < ds->scen.num_cmds && ds->scen.cmds[ds->next].kind == PF_DYN_PATCH; ds->next++)
        if (paste(ds, ds->next, &r, err) != PF_OK)
            return PF_ERR_ARG;
    return PF_OK;
}

int pf_dyn_space_advance(struct pf_dyn_space *ds, uint32_t line, struct pf_map_event *ev, struct pf_error *err)
{
    memset(ev, 0, sizeof *ev);
    ev->rects = ds->rects;
    for (; ds->next < ds->scen.num_cmds; ds->next++) {
        const struct pf_dyn_cmd *c = &ds->scen.cmds[ds->next];
        if (c->kind == PF_DYN_QUERY && c->line == line) {
            ev->epoch = c->epoch;
            ds->next++;
            if (ev->patches) {
                ds->last_patches = ev->patches;
                ds->last_line = line;
            }
            return PF_OK;
        }
        if (c->kind == PF_DYN_PATCH && paste(ds, ds->next, &ds->rects[ev->patches++], err) != PF_OK)
            return PF_ERR_ARG;
    }
    pf_error_set(err, "no query on line %u after the replay's place (queries are asked in file order)", line);
    return PF_ERR_ARG;
}

int pf_dyn_space_write_patches(const struct pf_dyn_space *ds, const struct pf_scen_entry *e, const char *path)
{
    struct pf_out o;
    struct pf_error err;
    if (pf_out_open(&o, path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    fprintf(o.f, "# pfbench patches query_line=%u event_line=%u rects=%u (%s)\n", e->line, ds->last_line,
            ds->last_patches, ds->last_patches ? "the last change event before the query, pasted before the query on "
                                                 "event_line: x y width height a line"
                                               : "no change event before the query: the start map");
    for (uint32_t i = 0; i < ds->last_patches; i++)
        fprintf(o.f, "%d %d %d %d\n", ds->rects[i].x, ds->rects[i].y, ds->rects[i].width, ds->rects[i].height);
    if (pf_out_commit(&o, &err) == PF_OK)
        return 0;
    fprintf(stderr, "pfbench: %s\n", err.msg);
    return -1;
}

int pf_dyn_space_queries(const struct pf_dynscen *d, const char *name, struct pf_scen *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->version, sizeof out->version, "2");
    out->e = calloc(d->num_queries ? d->num_queries : 1, sizeof *out->e);
    if (!out->e)
        return PF_ERR_NOMEM;
    for (uint32_t i = 0; i < d->num_cmds; i++) {
        const struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind != PF_DYN_QUERY)
            continue;
        struct pf_scen_entry *e = &out->e[out->n++];
        e->line = c->line;
        e->bucket = c->dist > 0 ? (int32_t)floor(c->dist / 4) : 0;
        e->map_w = d->width;
        e->map_h = d->height;
        e->sx = c->x;
        e->sy = c->y;
        e->gx = c->gx;
        e->gy = c->gy;
        e->optimum = c->dist;
        e->decimals = c->decimals;
        snprintf(e->map, sizeof e->map, "%s", name);
    }
    return PF_OK;
}
