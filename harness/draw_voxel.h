/* draw_voxel.h: `pfbench draw` for voxel maps (3D search pictures as projections). */
#ifndef PF_DRAW_VOXEL_H
#define PF_DRAW_VOXEL_H

#include "cli.h"

/* The draw command on a .3dmap: --map, --scen (.3dscen), --id, --algos, --out. Returns the
 * command's exit status. */
int pf_draw_voxel(struct pf_cli *cli);

#endif
