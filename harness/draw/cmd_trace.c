/* cmd_trace.c: `pfbench trace` (one search's expansions and path as a file) and `pfbench draw`
 * (the search pictures: one panel per variant), on a map of any domain through its ops table. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "domain.h"
#include "plugin.h"
#include "plan.h"
#include "scriptrun.h"
#include "trace.h"

static const struct pf_opt opts[] = {
    { "map", "FILE", "a map file of any domain: Moving AI .map, .3dmap voxel level, node graph (.gr, .graph)", NULL },
    { "scen", "FILE", "its query file (default: the map's own: M.scen, M.3dscen, the graph's .p2p or .queries)", NULL },
    { "id", "K", "query (0-based, as scen_id in runs.csv)", "0" },
    { "algo", "NAME", "trace: the variant (default: the map's domain's A* on the binary heap; an any-angle "
      "variant, aa/..., searches a .map as the any-angle plane)", NULL },
    { "algos", "LIST", "draw: comma-separated variants (or globs), one panel each; 'pictured': every "
      "variant of the map's domain but one differing from an earlier one only in its open list (as pfbench run)", "pictured" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any (2D maps), mean, enter (weighted maps' cost rule; voxel levels: 26, graphs: their arcs)", "8" },
    { "format", "F", "trace: pfbench (the domain's own trace files) or posthoc (a Posthoc search trace, "
      "JSON: name it FILE.trace.json)", "pfbench" },
    { "out", "FILE", "trace: the trace file; draw: the picture (SVG when FILE ends in .svg, else PNG)", NULL },
    { "posthoc", "FILE", "draw: also write the Posthoc trace of each panel's search: FILE for one panel; for "
      "several, FILE with -NN-VARIANT before its .trace.json (x.trace.json: x-00-astar_octile_heap.trace.json)", NULL },
    { "trace-steps", "N", "Posthoc traces: keep at most N steps of a search (at most 4194304); a longer search's "
      "trace stops there and is marked truncated", "2000000" },
    PF_PLUGIN_OPT,
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

/* One query of one map, in whichever domain the map file is. */
struct problem {
    struct pf_plan plan;
    struct pf_space sp;
    const struct pf_domain_ops *d;
    const struct pf_scen_entry *e;
    enum pf_moves moves;          /* the model its searches run under */
    enum pf_moves grid_moves;     /* --moves */
    char map_name[256];
};

static void unload(struct problem *P);

static int load(struct pf_cli *cli, const char *cmd, struct problem *P)
{
    memset(P, 0, sizeof *P);
    const char *map = pf_cli_get(cli, "map"), *scen = pf_cli_get(cli, "scen");
    if (!map || !pf_cli_get(cli, "out")) {
        fprintf(stderr, "pfbench %s: --map and --out are required (see --help)\n", cmd);
        return -1;
    }
    uint64_t id = 0;
    if (pf_cli_u64(cli, "id", 0, UINT32_MAX, &id)) {
        fprintf(stderr, "pfbench %s: %s\n", cmd, cli->err);
        return -1;
    }
    uint64_t steps = 0;
    if (pf_cli_u64(cli, "trace-steps", 1, PF_TRACE_MAX_STEPS, &steps)) {
        fprintf(stderr, "pfbench %s: %s\n", cmd, cli->err);
        return -1;
    }
    pf_trace_set_steps((uint32_t)steps);
    if (pf_domain_moves_parse(pf_cli_get(cli, "moves"), &P->grid_moves) != PF_OK) {
        fprintf(stderr, "pfbench %s: unknown movement model '%s' (%s)\n", cmd, pf_cli_get(cli, "moves"),
                pf_domain_moves_choices());
        return -1;
    }
    /* the variants named may choose the domain (--algo aa/anya: the .map as the any-angle plane) */
    const char *named = pf_cli_get(cli, "algo");
    if (!named && strcmp(pf_cli_get(cli, "algos"), "pictured"))
        named = pf_cli_get(cli, "algos");
    if (pf_plan_file_for(&P->plan, map, scen, named, 1) != 0)
        return -1;
    const struct pf_plan_map *m = &P->plan.m[0];
    if (id >= m->n) {
        fprintf(stderr, "pfbench %s: %s has %zu queries; --id %llu is out of range\n", cmd,
                m->scen_path[0] ? m->scen_path : map, m->n, (unsigned long long)id);
        pf_plan_free(&P->plan);
        return -1;
    }
    char err[700];
    if (pf_space_load(m, &P->sp, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench %s: %s\n", cmd, err);
        pf_plan_free(&P->plan);
        return -1;
    }
    /* a map that changes (a dynamic scenario): pictured as it stands at the query */
    for (size_t j = 0; pf_space_changes(&P->sp) && j <= id; j++) {
        struct pf_map_event ev;
        uint64_t ns;
        if (pf_space_step(&P->sp, NULL, &m->scen.e[j], &ev, &ns, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench %s: %s: %s\n", cmd, map, err);
            unload(P);
            return -1;
        }
    }
    P->d = P->sp.ops;
    P->e = &m->scen.e[id];
    P->moves = P->d->moves(P->grid_moves);
    snprintf(P->map_name, sizeof P->map_name, "%s", pf_basename(map));
    return 0;
}

static void unload(struct problem *P)
{
    pf_space_free(&P->sp);
    pf_plan_free(&P->plan);
}

const struct pf_command pf_command_trace = {
    .name = "trace", .run = pf_cmd_trace, .opts = opts, .nopts = NOPTS,
    .about = "write one search's expansion order and path (for pictures)",
    .synopsis = "--map M [--scen S] --id K [--algo NAME] [--format pfbench|posthoc] --out FILE",
    .help =
                     "Solve one query and write what the search expanded and its path, in the\n"
                     "trace format of the map's domain (docs/FORMATS.md): on a 2D map the order in\n"
                     "which each cell was expanded and FILE.path; on a voxel level every voxel the\n"
                     "search gave a cost (expanded or not) and FILE.path; on a node graph the path's\n"
                     "nodes with their positions. The domain comes from the map file.\n"
                     "--format posthoc writes instead every step of the search in order (source,\n"
                     "destination, expanding, generating, updating, closing, end with the path) as a\n"
                     "Posthoc search trace (docs/FORMATS.md): open it in Posthoc beside the map.",
};

int pf_cmd_trace(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    struct problem P;
    if (load(&cli, "trace", &P) != 0)
        return PF_EXIT_USAGE;
    const char *name = pf_cli_get(&cli, "algo");
    const struct pf_variant *v = name ? pf_lookup_variant(name) : pf_domain_default_variant(P.d, &P.sp);
    if (!v || pf_variant_usable("trace", v->name, v, P.moves) <= 0) {
        unload(&P);
        return PF_EXIT_USAGE;
    }
    const char *format = pf_cli_get(&cli, "format");
    int posthoc = !strcmp(format, "posthoc");
    if ((!posthoc && strcmp(format, "pfbench")) || (posthoc && !P.d->posthoc)) {
        if (posthoc)
            fprintf(stderr, "pfbench trace: --format posthoc is not written for %s maps yet\n", P.d->name);
        else
            fprintf(stderr, "pfbench trace: unknown --format '%s' (pfbench, posthoc)\n", format);
        unload(&P);
        return PF_EXIT_USAGE;
    }
    int rc = (posthoc ? P.d->posthoc : P.d->trace)(P.sp.map, P.grid_moves, v, P.map_name, P.e, pf_cli_get(&cli, "out"));
    unload(&P);
    return rc ? PF_EXIT_FAIL : 0;
}

/* The Posthoc trace file of panel k (of n) of variant v in draw: file itself for one panel, else
 * file's stem (without .trace.json or .json) + "-NN-VARIANT.trace.json". */
static void posthoc_name(const char *file, size_t k, size_t n, const struct pf_variant *v, char *out, size_t cap)
{
    if (n == 1) {
        snprintf(out, cap, "%s", file);
        return;
    }
    char stem[4096];
    snprintf(stem, sizeof stem, "%s", file);
    size_t len = strlen(stem);
    for (const char *ext = ".trace.json"; ext; ext = strcmp(ext, ".json") ? ".json" : NULL)
        if (len > strlen(ext) && !strcmp(stem + len - strlen(ext), ext)) {
            stem[len - strlen(ext)] = '\0';
            break;
        }
    char panel[4200];
    pf_trace_file_name(stem, (int)k, v, ".trace.json", panel, sizeof panel);
    char *slash = strrchr(panel, '/');     /* "STEM/NN-..." to "STEM-NN-..." */
    *slash = '-';
    snprintf(out, cap, "%s", panel);
}

/* draw --posthoc: each panel's Posthoc trace. 0, or -1 after a message. */
static int draw_posthoc(const struct problem *P, const struct pf_variant *const *v, size_t n, const char *file)
{
    int rc = 0;
    for (size_t k = 0; k < n && rc == 0; k++) {
        char path[4400];
        posthoc_name(file, k, n, v[k], path, sizeof path);
        rc = P->d->posthoc(P->sp.map, P->grid_moves, v[k], P->map_name, P->e, path);
        if (rc == 0)
            fprintf(stderr, "pfbench draw: wrote %s (the Posthoc trace of %s)\n", path, v[k]->name);
    }
    return rc;
}

const struct pf_command pf_command_draw = {
    .name = "draw", .run = pf_cmd_draw, .opts = opts, .nopts = NOPTS,
    .about = "draw the search picture of one query, one panel per variant",
    .synopsis = "--map M [--scen S] --id K [--algos LIST] --out PNG [--posthoc FILE.trace.json]",
    .help =
                     "Draw the search picture of one query: one panel per variant of the map's\n"
                     "domain. A 2D map: the expanded cells shaded by expansion order and the path on\n"
                     "top (scripts/draw-search.sh). A voxel level: two projections a variant, from\n"
                     "above and from the side. A node graph: its nodes where they lie and each variant's\n"
                     "path (both through scripts/draw-panels.sh).\n"
                     "The scripts are looked for in $PFBENCH_SCRIPTS when set, else in\n"
                     "PREFIX/share/pfbench/scripts for an installed PREFIX/bin/pfbench, else in the\n"
                     "source tree pfbench was built from. The picture's data goes to a folder under\n"
                     "$TMPDIR (default /tmp), removed afterwards.\n"
                     "--posthoc FILE also writes the Posthoc search trace of each panel's search\n"
                     "(as trace --format posthoc; docs/POSTHOC.md).",
};

int pf_cmd_draw(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    struct problem P;
    if (load(&cli, "draw", &P) != 0)
        return PF_EXIT_USAGE;
    /* the candidates: the registered variants of the map's domain; 'pictured' keeps them by
     * pf_trace_pictured, anything else is a list of names or globs */
    size_t nv = 0;
    const struct pf_variant **all = malloc((pf_variant_count() + 1) * sizeof *all);
    unsigned char *keep = malloc(pf_variant_count() + 1);
    char dir[4096] = "";
    int rc = PF_EXIT_FAIL, count = 0;
    if (!all || !keep) {
        fprintf(stderr, "pfbench draw: out of memory\n");
        goto done;
    }
    for (size_t i = 0; i < pf_variant_count(); i++)
        if (pf_variant_domain(pf_variant_at(i)) == P.d->id)
            all[nv++] = pf_variant_at(i);
    const char *algos = pf_cli_get(&cli, "algos");
    int pictured = !strcmp(algos, "pictured");
    if (pictured)
        pf_trace_pictured(all, nv, keep);
    for (size_t i = 0; i < nv; i++) {        /* the chosen ones, in registry order */
        if (pictured ? !keep[i] : !pf_match_any(algos, all[i]->name))
            continue;
        int use = pf_variant_usable("draw", pictured ? NULL : algos, all[i], P.moves);
        if (use < 0) {
            rc = PF_EXIT_USAGE;
            goto done;
        }
        if (use > 0)
            all[count++] = all[i];
    }
    const char *ph = pf_cli_get(&cli, "posthoc");
    if (ph && !P.d->posthoc) {
        fprintf(stderr, "pfbench draw: --posthoc: Posthoc traces are not written for %s maps yet\n", P.d->name);
        rc = PF_EXIT_USAGE;
        goto done;
    }
    if (count == 0) {
        fprintf(stderr, "pfbench draw: no %s variant matches '--algos %s' (pfbench list --domain %s)\n", P.d->name,
                algos, P.d->name);
        rc = PF_EXIT_USAGE;
        goto done;
    }
    if (pf_temp_dir("pfbench-draw", dir, sizeof dir) != 0) {
        fprintf(stderr, "pfbench draw: cannot create a temporary folder in %s: %s\n", pf_temp_root(), strerror(errno));
        dir[0] = '\0';
        goto done;
    }
    struct pf_picture_req req = { all, (size_t)count, P.grid_moves, P.map_name, pf_cli_get(&cli, "out"), dir, 1, 0 };
    if (P.d->picture(P.sp.map, P.e, &req) == 0) {
        fprintf(stderr, "pfbench draw: wrote %s (%d panels, query %u of %s)\n", req.out, count,
                (unsigned)(P.e - P.plan.m[0].scen.e), P.map_name);
        rc = ph && draw_posthoc(&P, all, (size_t)count, ph) != 0 ? PF_EXIT_FAIL : 0;
    }
done:
    if (dir[0] && pf_remove_tree(dir) != 0)
        fprintf(stderr, "pfbench draw: note: could not remove %s: %s\n", dir, strerror(errno));
    free(all);
    free(keep);
    unload(&P);
    return rc;
}
