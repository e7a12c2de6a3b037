/* dynamic_space.h: a dynamic scenario (GPPC's version 2) in the harness: planned as a map whose
 * queries are its Q lines, loaded as the 2D map as it stands, replayed change by change. */
#ifndef PF_DYNAMIC_SPACE_H
#define PF_DYNAMIC_SPACE_H

#include "pf_dynamic_io.h"
#include "pf_weighted.h"
#include "domain.h"

/* A loaded dynamic scenario: the map as it stands, the scenario, and where its replay is. */
struct pf_dyn_space {
    struct pf_grid grid;          /* the map as it stands (the contexts search it); in a weighted
                                     scenario (scen.costs) unused: wg is the map */
    struct pf_wgrid wg;           /* a weighted scenario's map as it stands, its labels and costs */
    char *blank;                  /* a weighted scenario's start map: every cell '.' */
    struct pf_dynscen scen;
    uint32_t next;                /* the next command to replay */
    struct pf_rect *rects;        /* the last event's rectangles (room for every command) */
    uint32_t last_patches;        /* how many: the last event that pasted any since the rewind */
    uint32_t last_line;           /* the Q line that event came before (0: none yet) */
};

/* Load the scenario at path (its patch file beside it) into ds, rewound. PF_OK or an error
 * status with err set ("file:line: expected ..."). */
int pf_dyn_space_read(const char *path, struct pf_dyn_space *ds, struct pf_error *err);
/* The same from a scenario in memory, whose contents ds takes (d is left empty). */
int pf_dyn_space_take(struct pf_dyn_space *ds, struct pf_dynscen *d, struct pf_error *err);
void pf_dyn_space_free(struct pf_dyn_space *ds);
/* The grid of the map as it stands (a weighted scenario's labels). */
static inline const struct pf_grid *pf_dyn_space_grid(const struct pf_dyn_space *ds)
{
    return ds->scen.costs ? &ds->wg.grid : &ds->grid;
}
/* The start map: every cell free, then the patches before the first query (GPPC's runner
 * pastes those before preprocessing: they are the start map, not a change event). */
int pf_dyn_space_rewind(struct pf_dyn_space *ds, struct pf_error *err);
/* Paste every patch before the query on file line `line` (after a rewind, queries in file
 * order); *ev: the query's epoch and the event's patches and rectangles. */
int pf_dyn_space_advance(struct pf_dyn_space *ds, uint32_t line, struct pf_map_event *ev, struct pf_error *err);
/* Write path (a trace's FILE.patches, docs/FORMATS.md): the rectangles of the last change
 * event before query e, where the replay stands (x y width height a line, after a header
 * naming the lines). 0, or -1 after a message. */
int pf_dyn_space_write_patches(const struct pf_dyn_space *ds, const struct pf_scen_entry *e, const char *path);
/* The scenario's queries as planned entries (line: the Q line; optimum: the octile distance,
 * -1 when the file says there is no path; bucket: the distance / 4, as Moving AI's). */
int pf_dyn_space_queries(const struct pf_dynscen *d, const char *name, struct pf_scen *out);

#endif
