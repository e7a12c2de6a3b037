/* cmd_trace.c: `pfbench trace` (one search's expansion order as a file) and `pfbench draw`
 * (the search pictures: one panel per variant, drawn by scripts/draw-search.sh). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "draw_voxel.h"
#include "plugin.h"
#include "plan.h"
#include "scriptrun.h"
#include "trace.h"

static const struct pf_opt opts[] = {
    { "map", "FILE", "Moving AI .map file", NULL },
    { "scen", "FILE", "its .scen file", NULL },
    { "id", "K", "scenario line (0-based, as scen_id in runs.csv)", "0" },
    { "algo", "NAME", "trace: the variant", "astar/octile/heap" },
    { "algos", "LIST", "draw: comma-separated variants (or globs), one panel each; 'pictured': every "
      "variant but one differing from an earlier one only in its open list (as pfbench run)", "pictured" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any", "8" },
    { "out", "FILE", "trace: the trace file; draw: the picture (SVG when FILE ends in .svg, else PNG)", NULL },
    PF_PLUGIN_OPT,
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

static int load(struct pf_cli *cli, const char *cmd, struct pf_grid *g, struct pf_scen *s,
                enum pf_moves *m, pf_node *st, pf_node *gl)
{
    const char *map = pf_cli_get(cli, "map"), *scen = pf_cli_get(cli, "scen");
    if (!map || !scen || !pf_cli_get(cli, "out")) {
        fprintf(stderr, "pfbench %s: --map, --scen and --out are required (see --help)\n", cmd);
        return -1;
    }
    uint64_t id = 0;
    if (pf_cli_u64(cli, "id", 0, UINT32_MAX, &id)) {
        fprintf(stderr, "pfbench %s: %s\n", cmd, cli->err);
        return -1;
    }
    if (pf_moves_parse(pf_cli_get(cli, "moves"), m) != PF_OK || pf_moves_domain(*m) != PF_DOMAIN_GRID) {
        fprintf(stderr, "pfbench %s: unknown movement model '%s' (4, 8, 8-cut, 8-any)\n", cmd, pf_cli_get(cli, "moves"));
        return -1;
    }
    if (pf_load_problem(map, scen, g, s) != 0)
        return -1;
    if (id >= s->n) {
        fprintf(stderr, "pfbench %s: %s has %zu scenario lines; --id %llu is out of range\n", cmd, scen,
                s->n, (unsigned long long)id);
        pf_scen_free(s);
        pf_grid_free(g);
        return -1;
    }
    *st = pf_grid_node(g, s->e[id].sx, s->e[id].sy);
    *gl = pf_grid_node(g, s->e[id].gx, s->e[id].gy);
    return 0;
}

const struct pf_command pf_command_trace = {
    .name = "trace", .run = pf_cmd_trace, .opts = opts, .nopts = NOPTS,
    .about = "write one search's expansion order and path (for pictures)",
    .synopsis = "--map M --scen S --id K --algo NAME --out FILE",
    .help =
                     "Solve one scenario and write the order in which each cell was expanded, and\n"
                     "the path (FILE.path), in the trace format of docs/FORMATS.md.",
};

int pf_cmd_trace(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    const struct pf_variant *v = pf_lookup_variant(pf_cli_get(&cli, "algo"));
    if (!v)
        return PF_EXIT_USAGE;
    struct pf_grid g;
    struct pf_scen s;
    enum pf_moves m;
    pf_node st, gl;
    if (load(&cli, "trace", &g, &s, &m, &st, &gl) != 0)
        return PF_EXIT_USAGE;
    if (pf_variant_usable("trace", v->name, v, m) <= 0) {
        pf_scen_free(&s);
        pf_grid_free(&g);
        return PF_EXIT_USAGE;
    }
    char name[256];
    snprintf(name, sizeof name, "%s", pf_basename(pf_cli_get(&cli, "map")));
    int rc = pf_trace_write(&g, m, v, name, st, gl, pf_cli_get(&cli, "out"));
    pf_scen_free(&s);
    pf_grid_free(&g);
    return rc ? PF_EXIT_FAIL : 0;
}

const struct pf_command pf_command_draw = {
    .name = "draw", .run = pf_cmd_draw, .opts = opts, .nopts = NOPTS,
    .about = "draw the search picture of one scenario, one panel per variant",
    .synopsis = "--map M --scen S --id K [--algos LIST] --out PNG",
    .help =
                     "Draw the search picture of one scenario: one panel per variant with the\n"
                     "expanded cells shaded by expansion order and the path on top (gnuplot,\n"
                     "through scripts/draw-search.sh).\n"
                     "The script is looked for in $PFBENCH_SCRIPTS when set, else in\n"
                     "PREFIX/share/pfbench/scripts for an installed PREFIX/bin/pfbench, else in the\n"
                     "source tree pfbench was built from. The traces go to a folder under $TMPDIR\n"
                     "(default /tmp), removed afterwards.",
};

int pf_cmd_draw(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    const char *mp = pf_cli_get(&cli, "map");
    size_t ml = mp ? strlen(mp) : 0;
    if (ml > 6 && !strcmp(mp + ml - 6, ".3dmap"))   /* a voxel level: its own pictures */
        return pf_draw_voxel(&cli);
    struct pf_grid g;
    struct pf_scen s;
    enum pf_moves m;
    pf_node st, gl;
    if (load(&cli, "draw", &g, &s, &m, &st, &gl) != 0)
        return PF_EXIT_USAGE;
    char script[4096], why[2600], dir[4096], data[4200];
    if (pf_script_find("draw-search.sh", script, sizeof script, why, sizeof why) != 0) {
        fprintf(stderr, "pfbench draw: %s\n", why);
        pf_scen_free(&s);
        pf_grid_free(&g);
        return PF_EXIT_FAIL;
    }
    if (pf_temp_dir("pfbench-draw", dir, sizeof dir) != 0) {
        fprintf(stderr, "pfbench draw: cannot create a temporary folder in %s: %s\n", pf_temp_root(), strerror(errno));
        pf_scen_free(&s);
        pf_grid_free(&g);
        return PF_EXIT_FAIL;
    }
    snprintf(data, sizeof data, "%s/data", dir);
    /* bash draw-search.sh --out PNG --data DIR -- TRACE...: every path is its own argument,
     * never read by a shell; the traces and the script's data live in dir, removed below */
    size_t nfixed = 7;
    char **args = calloc(nfixed + pf_variant_count() + 1, sizeof *args);
    if (!args) {
        fprintf(stderr, "pfbench draw: out of memory\n");
        pf_remove_tree(dir);
        pf_scen_free(&s);
        pf_grid_free(&g);
        return PF_EXIT_FAIL;
    }
    char *fixed[] = { "bash", script, "--out", (char *)pf_cli_get(&cli, "out"), "--data", data, "--" };
    memcpy(args, fixed, sizeof fixed);
    size_t na = nfixed;
    int count = 0, rc = 0;
    /* the candidates: every registered variant; 'pictured' keeps them by pf_trace_pictured,
     * anything else is a list of names or globs */
    size_t nv = pf_variant_count();
    const struct pf_variant **all = malloc((nv + 1) * sizeof *all);
    unsigned char *keep = malloc(nv + 1);
    if (!all || !keep) {
        free(all);
        free(keep);
        fprintf(stderr, "pfbench draw: out of memory\n");
        return PF_EXIT_FAIL;
    }
    size_t na2 = 0;                    /* the 2D grids' variants: a picture is of a grid map */
    for (size_t i = 0; i < nv; i++)
        if (pf_variant_domain(pf_variant_at(i)) == PF_DOMAIN_GRID)
            all[na2++] = pf_variant_at(i);
    nv = na2;
    int pictured = !strcmp(pf_cli_get(&cli, "algos"), "pictured");
    if (pictured)
        pf_trace_pictured(all, nv, keep);
    for (size_t i = 0; i < nv && rc == 0; i++) {
        const struct pf_variant *v = all[i];
        if (pictured ? !keep[i] : !pf_match_any(pf_cli_get(&cli, "algos"), v->name))
            continue;
        int use = pf_variant_usable("draw", pictured ? NULL : pf_cli_get(&cli, "algos"), v, m);
        if (use < 0)
            rc = -1;
        if (use <= 0)
            continue;
        char path[4400], safe[64];
        snprintf(safe, sizeof safe, "%s", v->name);
        for (char *c = safe; *c; c++)
            if (*c == '/')
                *c = '_';
        snprintf(path, sizeof path, "%s/%02d-%s.trace", dir, count++, safe);
        rc = pf_trace_write(&g, m, v, pf_basename(pf_cli_get(&cli, "map")), st, gl, path);
        if (rc == 0 && (args[na++] = strdup(path)) == NULL)
            rc = -1;
    }
    free(all);
    free(keep);
    if (count == 0 && rc == 0) {
        fprintf(stderr, "pfbench draw: no variant matches '--algos %s'\n", pf_cli_get(&cli, "algos"));
        rc = -1;
    }
    if (rc == 0) {
        int status = pf_run_program(args);
        if (status > 0)
            fprintf(stderr, "pfbench draw: %s exited with status %d\n", script, status);
        rc = status == 0 ? 0 : -1;
    }
    if (pf_remove_tree(dir) != 0)
        fprintf(stderr, "pfbench draw: note: could not remove %s: %s\n", dir, strerror(errno));
    for (size_t i = nfixed; i < na; i++)
        free(args[i]);
    free(args);
    pf_scen_free(&s);
    pf_grid_free(&g);
    if (rc == 0)
        fprintf(stderr, "pfbench draw: wrote %s (%d panels)\n", pf_cli_get(&cli, "out"), count);
    return rc ? PF_EXIT_FAIL : 0;
}
