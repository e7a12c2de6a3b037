/* pf_dynamic_io.h: GPPC dynamic-track scenarios (version 2: a map that starts free and changes
 * by patches between queries) and their patch files: reader, writer and replay helpers. */
#ifndef PF_DYNAMIC_IO_H
#define PF_DYNAMIC_IO_H

#include <stddef.h>
#include <stdint.h>
#include "pf_grid.h"
#include "pf_io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One command of the scenario, in file order. */
enum pf_dyn_kind { PF_DYN_PATCH = 'P', PF_DYN_QUERY = 'Q' };
struct pf_dyn_cmd {
    char kind;                    /* PF_DYN_PATCH or PF_DYN_QUERY */
    uint32_t line;                /* 1-based line in the scenario file */
    uint32_t epoch;               /* the file's EPOCH column */
    uint32_t patch;               /* P: the patch id (index into pf_dynscen.patches) */
    int32_t x, y;                 /* P: where the patch's top-left cell goes; Q: the start */
    int32_t gx, gy;               /* Q: the goal */
    double dist;                  /* Q: the octile column's distance; -1 when there is no path */
    int decimals;                 /* Q: digits printed after the distance's decimal point */
};

/* One patch of the patch file: its cells as map characters, row-major, '.' free and '@'
 * blocked (the reader turns GPPC's other free characters G S into '.' and its other blocked
 * ones O T W into '@': in pfbench 'W' would be water). */
struct pf_dyn_patch {
    int32_t width, height;
    char *cells;
    uint32_t line;                /* line of its `patch I` header in the patch file */
};

struct pf_costs;

struct pf_dynscen {
    int32_t width, height;        /* the map's size */
    char patch_path[4096];        /* the patch file, resolved against the scenario's folder */
    /* A weighted scenario (a `costs FILE` header line): its costs file, resolved as patch_path
     * (empty: a 2D scenario), and its costs (NULL: a 2D scenario). Its patches' cells are then
     * terrain labels, each with a cost there; the start map is every cell '.'. */
    char costs_path[4096];
    struct pf_costs *costs;
    uint32_t num_costs;           /* the `cost N NAME...` columns */
    uint32_t octile_col;          /* which of them is `octile` (the one read into dist) */
    struct pf_dyn_patch *patches;
    uint32_t num_patches;
    struct pf_dyn_cmd *cmds;
    uint32_t num_cmds;
    uint32_t num_queries;         /* Q lines */
    uint32_t num_events;          /* change events: runs of P lines before a query (P lines
                                     before the first query change the starting map, and are
                                     counted as the first event when there are any) */
};

/* What the file at path is: PF_DYNSCEN_PLAIN when it starts with "version 2" (a dynamic
 * scenario, not Moving AI's), PF_DYNSCEN_WEIGHTED when its header also has a `costs` line,
 * 0 for anything else. */
enum { PF_DYNSCEN_PLAIN = 1, PF_DYNSCEN_WEIGHTED = 2 };
int pf_dynscen_sniff(const char *path);
/* Read a version-2 scenario and its patch file. Every fault is refused with "file:line:
 * expected ..., found ..." (an unknown command, a patch out of bounds or an id out of range, a
 * missing octile column, rows too short or too long, a patch file that is not there, a query
 * outside the map; in a weighted scenario a costs file that is not there or is malformed, a
 * costs file without '.', a patch label without a cost). PF_OK, or a negative status with err
 * set and *d empty. */
int pf_dynscen_read(const char *path, struct pf_dynscen *d, struct pf_error *err);
void pf_dynscen_free(struct pf_dynscen *d);
/* Write d (its commands, its patches) as scen_path and the patch file its patch_path names
 * (relative names are written as the scenario's `patch` line, resolved beside it; an empty
 * patch_path names X.patch beside X.scen), each whole or not at all (pf_out). The scenario
 * gets one cost column, `cost 1 octile`; distances are printed with their decimals (-1 as
 * -1). A weighted d (d->costs) also gets a `costs` line and its costs file (costs_path, or
 * X.costs beside X.scen when empty), written before the scenario. PF_ERR_ARG when d holds what
 * the reader would not take back (a patch cell other than '.' or '@', or in a weighted d a
 * label without a cost; a patch id out of range). */
int pf_dynscen_write(const char *scen_path, const struct pf_dynscen *d, struct pf_error *err);

/* The starting map of d: width x height, every cell free ('.'). PF_OK or PF_ERR_NOMEM. */
int pf_dynscen_start_grid(const struct pf_dynscen *d, struct pf_grid *g);
/* Command i as a patch placed on the map (its cells from d->patches), and its rectangle; a
 * patch of width 0 when command i is not a P line. */
struct pf_patch pf_dynscen_patch_at(const struct pf_dynscen *d, uint32_t i);

#ifdef __cplusplus
}
#endif

#endif
