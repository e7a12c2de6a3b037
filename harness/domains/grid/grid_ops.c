/* grid.c: the 2D grid domain: Moving AI .map/.scen files and generated maps (gen: recipes),
 * planned, loaded, searched under the run's model, traced and drawn (scripts/draw-search.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "commands.h"
#include "domain.h"
#include "plan.h"
#include "posthoc.h"
#include "trace.h"

static int recognise(const char *path)
{
    if (pf_has_suffix(path, ".map"))
        return 1;
    char head[64];
    return pf_file_head(path, head, sizeof head) == 0 && !strncmp(head, "type ", 5);
}

/* The map's own scenario file: NAME.map.scen, or the MAPF set's NAME-random-1.scen. */
static void queries_for(const char *map, char *out, size_t cap)
{
    snprintf(out, cap, "%s.scen", map);
    if (pf_file_exists(out) || !pf_has_suffix(map, ".map"))
        return;
    char alt[1100];
    snprintf(alt, sizeof alt, "%.*s-random-1.scen", (int)(strlen(map) - 4), map);
    if (pf_file_exists(alt))
        snprintf(out, cap, "%s", alt);
}

static int plan_generated(struct pf_plan *p, const char *recipe, int limit, const struct pf_plan_opts *o)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    m.domain = &pf_domain_grid;
    if (pf_gen_parse(recipe, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", err.msg);
        return -1;
    }
    pf_gen_name(&r, m.name, sizeof m.name);
    snprintf(m.family, sizeof m.family, "gen-%s", r.family);
    if (!pf_match_any(o->pattern, m.name) && !pf_match_any(o->pattern, m.family))
        return 0;
    snprintf(m.source, sizeof m.source, "gen:%s", recipe);
    m.generated = 1;
    if (!o->quiet)
        fprintf(stderr, "pfbench: generating %s and its scenarios\n", m.name);
    struct pf_grid g;
    struct pf_scen all;
    if (pf_gen_map(&r, &g, &err) != PF_OK ||
        pf_gen_scen(&g, m.name, r.seed, o->per_bucket, o->max_buckets, &all, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s: %s\n", m.name, err.msg);
        pf_grid_free(&g);
        return -1;
    }
    m.width = g.width;
    m.height = g.height;
    m.depth = 1;
    pf_grid_free(&g);
    int rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    if (rc)
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
    return rc;
}

/* Plan a map file with a scenario file, under the given name and family (already checked
 * against the pattern and runs.csv's field sizes). */
static int plan_map_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit)
{
    m->domain = &pf_domain_grid;
    snprintf(m->scen_path, sizeof m->scen_path, "%s", scen);
    snprintf(m->source, sizeof m->source, "mai:%s", map);
    struct pf_grid g;
    struct pf_scen all;
    if (pf_load_problem(map, m->scen_path, &g, &all) != 0)
        return -1;
    m->width = g.width;
    m->height = g.height;
    m->depth = 1;
    pf_grid_free(&g);
    int rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    return rc;
}

/* Plan DIR/family/name.map with a scenario file: `scen`, a file in the family folder (the entry
 * is then named after that file's stem, "empty-32-32-even-1"), or when NULL the map's own. */
static int plan_movingai(struct pf_plan *p, const char *dir, const char *family, const char *name, int limit,
                         const char *pattern, const char *scen)
{
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    char label[512];
    snprintf(label, sizeof label, "%s", name);
    if (scen) {
        size_t l = strlen(scen);
        snprintf(label, sizeof label, "%.*s", (int)(l > 5 ? l - 5 : l), scen);
    }
    if (!pf_match_any(pattern, label) && !pf_match_any(pattern, family))
        return 0;
    if (strlen(label) >= sizeof m.name || strlen(family) >= sizeof m.family) {
        fprintf(stderr, "pfbench run: %s/%s: expected a map name of at most %zu and a family of at most %zu "
                        "characters (runs.csv fields), found longer\n", family, label, sizeof m.name - 1,
                sizeof m.family - 1);
        return -1;
    }
    snprintf(m.name, sizeof m.name, "%.*s", (int)sizeof m.name - 1, label);      /* fits: checked above */
    snprintf(m.family, sizeof m.family, "%.*s", (int)sizeof m.family - 1, family);
    char mp[1024], sp[1100];
    if (snprintf(mp, sizeof mp, "%s/%s/%s.map", dir, family, name) >= (int)sizeof mp)
        return 0;
    if (scen)
        snprintf(sp, sizeof sp, "%s/%s/%s", dir, family, scen);
    else
        queries_for(mp, sp, sizeof sp);
    if (!pf_file_exists(mp) || !pf_file_exists(sp)) {
        fprintf(stderr, "pfbench run: note: %s/%s not found in %s, skipped\n", family, name, dir);
        return 0;
    }
    return plan_map_file(p, &m, mp, sp, limit);
}

/* The map's other scenario files: NAME-<set>-<k>.scen beside it other than its own (the MAPF
 * set has NAME-random-1.scen and NAME-even-1.scen: two sets of queries on one map), each
 * planned as an entry of its own so that every line of every file is run. */
static int plan_other_scens(struct pf_plan *p, const char *dir, const char *family, const char *name,
                            int limit, const char *pattern, char *const *files, size_t n)
{
    char fdir[1200], mp[1300], own[1400];
    if (snprintf(fdir, sizeof fdir, "%s/%s", dir, family) >= (int)sizeof fdir ||
        snprintf(mp, sizeof mp, "%s/%s.map", fdir, name) >= (int)sizeof mp)
        return 0;                         /* plan_movingai said so already */
    queries_for(mp, own, sizeof own);
    const char *own_base = strrchr(own, '/') + 1;
    /* files: every .scen of dir's folders, sorted (listed once by plan_folder: a folder of
     * thousands of maps listed again for each would take minutes); the map's sets start with
     * FOLDER/NAME- */
    char prefix[1800];
    if (snprintf(prefix, sizeof prefix, "%s/%s-", fdir, name) >= (int)sizeof prefix)
        return 0;
    size_t lo = 0, hi = n, pl = strlen(prefix);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(files[mid], prefix) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    int rc = 0;
    size_t nl = strlen(name);
    for (size_t i = lo; i < n && rc == 0 && !strncmp(files[i], prefix, pl); i++) {
        const char *f = strrchr(files[i], '/') + 1;
        size_t l = strlen(f);
        /* NAME-<letters>-<digits>.scen: the set's name, so NAME-10-0.map's own maps stay apart */
        if (strncmp(files[i], fdir, strlen(fdir)) || f != files[i] + strlen(fdir) + 1 || l <= nl + 6 ||
            strncmp(f, name, nl) != 0 || f[nl] != '-' || !strcmp(f, own_base))
            continue;
        const char *q = f + nl + 1;
        size_t letters = 0;
        while (q[letters] >= 'a' && q[letters] <= 'z')
            letters++;
        const char *k = q + letters;
        size_t digits = k[0] == '-' ? strspn(k + 1, "0123456789") : 0;
        if (!letters || !digits || k + 1 + digits != f + l - 5)
            continue;
        rc = plan_movingai(p, dir, family, name, limit, pattern, f);
    }
    return rc;
}

static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (!strncmp(source, "gen:", 4))
        return plan_generated(p, source + 4, limit, o);
    if (!o->data_found)                 /* said once by the planner (.data_missing) */
        return 0;
    char fam[64];
    const char *rest = source + 4, *slash = strchr(rest, '/');
    if (!slash || (size_t)(slash - rest) >= sizeof fam) {
        fprintf(stderr, "pfbench run: suite entry %s: expected mai:FAMILY/NAME\n", source);
        return -1;
    }
    snprintf(fam, sizeof fam, "%.*s", (int)(slash - rest), rest);
    return plan_movingai(p, o->data_dir, fam, slash + 1, limit, o->pattern, NULL);
}

static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *queries, int limit,
                     const struct pf_plan_opts *o)
{
    (void)o;
    return plan_map_file(p, m, map, queries, limit);
}

/* Map paths in the order of their names without ".map" (as "family/name" strings sort). */
static int cmp_stem(const void *a, const void *b)
{
    const char *x = *(char *const *)a, *y = *(char *const *)b;
    size_t lx = strlen(x) - 4, ly = strlen(y) - 4;
    int c = strncmp(x, y, lx < ly ? lx : ly);
    return c ? c : (lx > ly) - (lx < ly);
}

/* Every NAME.map with a scenario file in every family folder of dir, and their other sets. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    char **files, **scens;
    size_t n, ns;
    if (pf_list_files(dir, ".map", &files, &n) != 0)
        return -1;
    if (pf_list_files(dir, ".scen", &scens, &ns) != 0) {
        pf_free_list(files, n);
        return -1;
    }
    if (n)
        qsort(files, n, sizeof *files, cmp_stem);
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        /* DIR/family/NAME.map only: a map directly in DIR has no family */
        const char *rel = files[i] + strlen(dir) + 1, *slash = strchr(rel, '/');
        if (!slash)
            continue;
        char fam[256], name[512];
        snprintf(fam, sizeof fam, "%.*s", (int)(slash - rel), rel);
        snprintf(name, sizeof name, "%.*s", (int)(strlen(slash + 1) - 4), slash + 1);
        int dup = 0;
        for (size_t k = 0; k < p->n; k++)
            dup |= !strcmp(p->m[k].name, name);
        size_t before = p->n;
        if (!dup)
            rc = plan_movingai(p, dir, fam, name, limit, o->pattern, NULL);
        if (!dup && rc == 0)
            rc = plan_other_scens(p, dir, fam, name, limit, o->pattern, scens, ns);
        pf_plan_set_order(p, before, o->order_base + i);
    }
    pf_free_list(files, n);
    pf_free_list(scens, ns);
    return rc;
}

/* The run's model when it is a 2D one, else 8 (a run under a cost rule searches its 2D maps
 * under the Moving AI model). */
static enum pf_moves moves(enum pf_moves run_moves)
{
    return pf_moves_domain(run_moves) == &pf_domain_grid ? run_moves : PF_MOVES_8;
}

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    if (!strncmp(m->source, "gen:", 4)) {
        struct pf_gen_recipe r;
        int rc = pf_gen_parse(m->source + 4, &r, e);
        return rc == PF_OK ? pf_gen_map(&r, map, e) : rc;
    }
    return pf_map_read(m->source + 4, map, pf_default_max_cells(), e);
}

static void release(void *map) { pf_grid_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves run_moves)
{
    return pf_ctx_create(map, moves(run_moves));
}

static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    *s = pf_grid_node(map, e->sx, e->sy);
    *t = pf_grid_node(map, e->gx, e->gy);
}

static int trace(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    pf_node s, t;
    nodes(map, e, &s, &t);
    return pf_trace_write(map, moves(grid_moves), v, map_name, s, t, path);
}

static int posthoc(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    pf_node s, t;
    nodes(map, e, &s, &t);
    return pf_posthoc_grid(map, moves(grid_moves), v, map_name, s, t, path);
}

/* A trace per variant (NN-name.trace in req->dir), drawn by draw-search.sh as panels. */
static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    return pf_traces_draw(map, e, req, trace);
}

static const char *const sources[] = { "gen:", "mai:", NULL };
static const char *const data_sources[] = { "mai:", NULL };

const struct pf_domain_ops pf_domain_ops_grid = {
    .name = "grid", .id = &pf_domain_grid, .unit = "cells", .trace_dir = "",
    .pictures = { "search", 0, "Search pictures",
                  "One panel per trace in traces/, one variant each on one scenario (pfbench run pictures every variant but one that differs from a pictured one only in its open list, as its picture would be the same): blocked cells dark, expanded cells shaded from light (early) to dark (late), cells that a jump-based search (jps) scanned without expanding them light blue and its jump points as purple rings, the returned path in blue from the green start to the blue goal; the preprocessed searches mark what their query touched (sg, tsg: the subgoals their A* expanded; ch, ch-sg: the nodes the two upward searches settled), and a panel whose search ran out of its expansion budget says \"stopped: expansion budget\" rather than \"no path\"" },
    .picture_nodes = 600 * 600, .size_label = pf_size_label_plane, .map_kind = "2D map", .files = ".map",
    .data_env = "MOVINGAI_DIR", .data_default = "datasets/movingai", .default_variant = "astar/octile/heap",
    .data_option = "movingai", .data_given_only = 1, .data_sources = data_sources,
    .data_missing = "Moving AI maps not found (set MOVINGAI_DIR, or run scripts/fetch-movingai.sh): running the "
                    "generated maps only",
    .data_meta_key = "movingai_dir",
    .sources = sources,
    .recognise = recognise, .queries_for = queries_for, .plan_source = plan_source,
    .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves, .optima_moves = PF_MOVES_8,
    .map_size = sizeof(struct pf_grid), .read = read_map, .release = release, .context = context, .nodes = nodes, .picture = picture,
    .trace = trace,
    .posthoc = posthoc,
};
