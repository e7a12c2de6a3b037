/* pf_voxel_io.h: readers of the Moving AI 3D voxel formats (.3dmap volumes, .3dscen queries). */
#ifndef PF_VOXEL_IO_H
#define PF_VOXEL_IO_H

#include "pf_voxel.h"
#include "pf_io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest bit volume, in bytes, the map reader allocates: PFBENCH_MAX_VOXEL_BYTES if set,
 * else a quarter of the machine's memory (the search state needs room too). */
uint64_t pf_voxel_default_max_bytes(void);

/* A .3dmap: line 1 "voxel W H D", then one "x y z" line per blocked voxel. A volume whose
 * bits need more than max_bytes is refused before anything is allocated, with the bytes it
 * would need. Errors: "file:line: expected ..., found ..." and PF_ERR_PARSE or PF_ERR_LIMIT. */
int pf_voxel_map_parse(const char *name, const char *buf, size_t len, struct pf_voxels *v,
                       uint64_t max_bytes, struct pf_error *err);
int pf_voxel_map_read(const char *path, struct pf_voxels *v, uint64_t max_bytes,
                      struct pf_error *err);

/* One query of a .3dscen: "sx sy sz gx gy gz optimal_length ratio". */
struct pf_voxel_query {
    uint32_t line;               /* 1-based line in the file */
    int32_t sx, sy, sz, gx, gy, gz;
    double optimum;
    int decimals;                /* digits after the decimal point of the optimum */
    double ratio;                /* optimum over the 3D octile distance, as written */
};

struct pf_voxel_scen {
    char map[256];               /* line 2: the map's file name */
    struct pf_voxel_query *q;
    size_t n;
};

/* A .3dscen: line 1 "version 1", line 2 the map's file name, then one query per line. */
int pf_voxel_scen_parse(const char *name, const char *buf, size_t len, struct pf_voxel_scen *s,
                        struct pf_error *err);
int pf_voxel_scen_read(const char *path, struct pf_voxel_scen *s, struct pf_error *err);
void pf_voxel_scen_free(struct pf_voxel_scen *s);
/* The queries against their map: the map's name, starts and goals inside it and free. */
int pf_voxel_scen_check(const struct pf_voxel_scen *s, const char *scen_path,
                        const struct pf_voxels *v, const char *map_path, struct pf_error *err);
/* Tolerance on the optimum, as for the grid files (pf_scen_tolerance): half a unit of the
 * last printed digit plus 2e-6 of the length. */
double pf_voxel_query_tolerance(const struct pf_voxel_query *q);

#ifdef __cplusplus
}
#endif

#endif
