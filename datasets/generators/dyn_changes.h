/* dyn_changes.h: the changes of a generated dynamic scenario (doors, rubble, walls and their
 * undoing), each made into a patch of the map as it stands (internal to libpfdata). */
#ifndef PF_DYN_CHANGES_H
#define PF_DYN_CHANGES_H

#include <stdint.h>
#include "pf_dynamic_io.h"
#include "pf_gen.h"

/* A change that blocks cells until a later change undoes it. */
struct dyn_change {
    struct pf_rect r;
    uint8_t *shape;            /* r.width * r.height: 1 where it blocks the cell */
    int32_t door;              /* the door it closes, or -1 */
    uint32_t event;            /* the change event that made it */
};

struct dyn_state {
    struct pf_rng rng;
    unsigned kinds;            /* enum pf_gen_change bits */
    uint32_t event;            /* the change event under way (the caller sets it) */
    int32_t width, height;
    const char *orig;          /* the starting map, '.' and '@', row-major */
    uint16_t *blocks;          /* per cell: how many live changes block it */
    struct pf_grid *cur;       /* the map as it stands (the caller pastes the patches) */
    struct pf_rect *doors;     /* gaps in walls found on the starting map */
    uint8_t *door_closed;
    uint32_t num_doors;
    struct dyn_change *live;   /* changes not undone yet */
    uint32_t num_live, cap_live;
    struct pf_dyn_patch *patches;   /* the patch file: patch 0 is the whole map */
    uint64_t *hash;                 /* each patch's hash, to share equal ones */
    uint32_t num_patches, cap_patches;
};

/* Find the gaps in walls of s->orig into s->doors: runs of 1 or 2 free cells along a row
 * (column) with a blocked cell at each end and free cells above and below (left and right).
 * PF_OK or PF_ERR_NOMEM. */
int pf_dyn_find_doors(struct dyn_state *s);
/* Make one change on the map as it stands (or undo one of an earlier event's): its patch (an id into s->patches, new or an equal
 * one) and where it goes. PF_OK, or PF_ERR_NOMEM. */
int pf_dyn_make_change(struct dyn_state *s, uint32_t *patch, int32_t *x, int32_t *y);
/* Add a patch of w x h cells (copied) to s->patches, or find an equal one: its id in *id. */
int pf_dyn_add_patch(struct dyn_state *s, const char *cells, int32_t w, int32_t h, uint32_t *id);
void pf_dyn_state_free(struct dyn_state *s);

#endif
