/* common.c: helpers shared by the pfbench commands: loading problems, looking up variants. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_voxel_io.h"
#include "commands.h"

int pf_load_problem(const char *map_path, const char *scen_path, struct pf_grid *g,
                    struct pf_scen *s)
{
    struct pf_error err;
    memset(s, 0, sizeof *s);
    if (pf_map_read(map_path, g, pf_default_max_cells(), &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    if (!scen_path)
        return 0;
    if (pf_scen_read(scen_path, s, &err) != PF_OK ||
        pf_scen_check(s, scen_path, g, map_path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        pf_scen_free(s);
        pf_grid_free(g);
        return -1;
    }
    return 0;
}

int pf_voxel_load_problem(const char *map_path, const char *scen_path, struct pf_voxels *v,
                          struct pf_voxel_scen *s)
{
    struct pf_error err;
    memset(s, 0, sizeof *s);
    if (pf_voxel_map_read(map_path, v, pf_voxel_default_max_bytes(), &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    if (pf_voxel_scen_read(scen_path, s, &err) != PF_OK ||
        pf_voxel_scen_check(s, scen_path, v, map_path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        pf_voxel_scen_free(s);
        pf_voxels_free(v);
        return -1;
    }
    return 0;
}

int pf_read_run(const char *cmd, const struct pf_cli *cli, const char **dir, struct pf_rows *rows)
{
    if (cli->npos > 1) {
        fprintf(stderr, "pfbench %s: expected one result folder, found %d arguments\n", cmd, cli->npos);
        return PF_EXIT_USAGE;
    }
    *dir = cli->npos ? cli->pos[0] : "results/latest";
    char path[4200], err[700];
    snprintf(path, sizeof path, "%s/runs.csv", *dir);
    if (pf_rows_read(path, rows, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench %s: %s\n", cmd, err);
        return PF_EXIT_USAGE;
    }
    return 0;
}

const struct pf_variant *pf_lookup_variant(const char *name)
{
    const struct pf_variant *v = pf_variant_find(name);
    if (v)
        return v;
    fprintf(stderr, "pfbench: unknown algorithm '%s'; known variants:\n", name);
    for (size_t i = 0; i < pf_variant_count(); i++)
        fprintf(stderr, "  %s\n", pf_variant_at(i)->name);
    return NULL;
}
