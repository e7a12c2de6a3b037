/* anyangle.c: the any-angle domain: Moving AI maps searched as the continuous plane over their
 * cells (GPPC's any-angle rules), planned from MOVINGAI_DIR, ANYANGLE_DIR or a 2D recipe,
 * searched from corner to corner, traced as polylines over the grid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_anyangle.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "commands.h"
#include "domain.h"
#include "plan.h"
#include "posthoc.h"
#include "anyangle_posthoc.h"
#include "trace.h"

/* A .map belongs to the 2D grid domain; the plane takes it when a command names an any-angle
 * variant (--algo aa/...) or a suite names it ("aa:", "aagen:"). */
static int recognise(const char *path)
{
    (void)path;
    return 0;
}

static void queries_for(const char *map, char *out, size_t cap) { snprintf(out, cap, "%s.scen", map); }

/* The maps added since `before`, planned by the grid domain, made the plane's: their domain,
 * and sources that read them back here. */
static void adopt(struct pf_plan *p, size_t before, const char *prefix, const char *what)
{
    for (size_t i = before; i < p->n; i++) {
        p->m[i].domain = &pf_domain_anyangle;
        snprintf(p->m[i].source, sizeof p->m[i].source, "%s%s", prefix, what);
    }
}

/* A map file and its scenarios, read and checked as the grid domain does (the scenario's cells
 * are open, so their top-left corners are corners a query may name: GPPC's convention). Its
 * optima are the domain's (8-connected) until plan_source says otherwise. */
static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit,
                     const struct pf_plan_opts *o)
{
    size_t before = p->n;
    if (pf_domain_ops_grid.plan_file(p, m, map, scen, limit, o) != 0)
        return -1;
    adopt(p, before, "aa:", map);
    return 0;
}

/* "aagen:RECIPE": the grid's generated map and scenarios (optima 8-connected), named "aa-" and
 * the grid's name (family "aagen-FAMILY"), regenerated when loaded. */
static int plan_generated(struct pf_plan *p, const char *recipe, int limit, const struct pf_plan_opts *o)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    if (pf_gen_parse(recipe, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", err.msg);
        return -1;
    }
    char gname[80], name[96], family[32], gsource[1100];
    pf_gen_name(&r, gname, sizeof gname);
    snprintf(name, sizeof name, "aa-%s", gname);
    snprintf(family, sizeof family, "aagen-%s", r.family);
    if (!pf_match_any(o->pattern, name) && !pf_match_any(o->pattern, family))
        return 0;
    struct pf_plan_opts all = *o;
    all.pattern = NULL;                   /* ours matched; the grid's names differ */
    snprintf(gsource, sizeof gsource, "gen:%s", recipe);
    size_t before = p->n;
    if (pf_domain_ops_grid.plan_source(p, gsource, limit, &all) != 0)
        return -1;
    adopt(p, before, "aagen:", recipe);
    for (size_t i = before; i < p->n; i++) {
        memcpy(p->m[i].name, name, sizeof name);
        memcpy(p->m[i].family, family, sizeof family);
    }
    return 0;
}

/* The last path component of dir ("anyangle" of "../shared/anyangle"): the family of the maps
 * lying directly in it. */
static const char *folder_name(const char *dir)
{
    size_t l = strlen(dir);
    while (l > 1 && dir[l - 1] == '/')
        l--;
    static char name[256];
    size_t b = l;
    while (b > 0 && dir[b - 1] != '/')
        b--;
    snprintf(name, sizeof name, "%.*s", (int)(l - b), dir + b);
    return name;
}

/* A map file and its scenario file (X.map.scen, a note when there is none), planned as the plane;
 * own: its scenarios' optima are any-angle ones (checked); family: the suite's (NULL: its
 * folder's). 0 or -1. */
static int plan_map(struct pf_plan *p, const char *map, int limit, const struct pf_plan_opts *o, int own,
                    const char *family)
{
    char sp[2500];
    queries_for(map, sp, sizeof sp);
    if (!pf_file_exists(sp)) {
        if (!o->quiet)
            fprintf(stderr, "pfbench run: note: %s has no scenario file %s, skipped\n", map, sp);
        return 0;
    }
    size_t before = p->n;
    if (pf_domain_plan_file(&pf_domain_ops_anyangle, p, map, sp, limit, o) != 0)
        return -1;
    for (size_t i = before; i < p->n; i++) {
        if (family)
            snprintf(p->m[i].family, sizeof p->m[i].family, "%.31s", family);
        p->m[i].own_optima = own;
        p->m[i].optima_moves = PF_MOVES_AA;
    }
    return 0;
}

/* "aa:FAMILY/NAME": the map whose folder is FAMILY. First in the any-angle folder (ANYANGLE_DIR:
 * its scenario files hold any-angle optima, checked under model aa), as DIR/FAMILY/NAME.map or,
 * for FAMILY the folder itself, DIR/NAME.map; else the Moving AI map MOVINGAI_DIR/FAMILY/NAME.map
 * (its optima are 8-connected: kept out of the optimality check, the truth judges). */
static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (!strncmp(source, "aagen:", 6))
        return plan_generated(p, source + 6, limit, o);
    const char *rest = source + 3, *slash = strchr(rest, '/');
    if (!slash || slash == rest || !slash[1]) {
        fprintf(stderr, "pfbench run: suite entry %s: expected aa:FAMILY/NAME\n", source);
        return -1;
    }
    char fam[32], mp[2400];
    if ((size_t)(slash - rest) >= sizeof fam) {
        fprintf(stderr, "pfbench run: suite entry %s: expected a family of at most %zu characters (runs.csv's "
                        "field), found longer\n", source, sizeof fam - 1);
        return -1;
    }
    snprintf(fam, sizeof fam, "%.*s", (int)(slash - rest), rest);
    int own = 1;
    if (snprintf(mp, sizeof mp, "%s/%s/%s.map", o->data_dir, fam, slash + 1) >= (int)sizeof mp)
        return 0;
    if (!pf_file_exists(mp) && !strcmp(folder_name(o->data_dir), fam))
        snprintf(mp, sizeof mp, "%s/%s.map", o->data_dir, slash + 1);
    if (!pf_file_exists(mp)) {
        own = 0;
        if (snprintf(mp, sizeof mp, "%s/%s/%s.map", pf_plan_data_dir(p, pf_domain_ops_anyangle.reads), fam, slash + 1) >=
            (int)sizeof mp)
            return 0;
    }
    if (!pf_file_exists(mp)) {
        if (!o->quiet && (pf_match_any(o->pattern, slash + 1) || pf_match_any(o->pattern, fam)))
            fprintf(stderr, "pfbench run: note: any-angle map %s/%s found neither in %s (ANYANGLE_DIR) nor in the "
                            "Moving AI folder, skipped\n", fam, slash + 1, o->data_dir);
        return 0;
    }
    return plan_map(p, mp, limit, o, own, fam);
}

/* A map of the any-angle folder (its optima are any-angle ones). */
static int plan_own(struct pf_plan *p, const char *map, int limit, const struct pf_plan_opts *o)
{
    return plan_map(p, map, limit, o, 1, NULL);
}

/* Every map of the any-angle folder with its scenarios. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    return pf_domain_plan_folder(p, dir, ".map", limit, o, plan_own);
}

/* One model: straight segments between corners. */
static enum pf_moves moves(enum pf_moves run_moves)
{
    (void)run_moves;
    return PF_MOVES_AA;
}

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    if (!strncmp(m->source, "aagen:", 6)) {
        struct pf_gen_recipe r;
        int rc = pf_gen_parse(m->source + 6, &r, e);
        return rc == PF_OK ? pf_gen_map(&r, map, e) : rc;
    }
    return pf_map_read(m->source + 3, map, pf_default_max_cells(), e);
}

static void release(void *map) { pf_grid_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves run_moves)
{
    (void)run_moves;
    return pf_ctx_create_anyangle(map);
}

/* A scenario names cells; the query runs between their top-left corners. */
static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    *s = pf_aa_corner_node(map, e->sx, e->sy);
    *t = pf_aa_corner_node(map, e->gx, e->gy);
}

/* A corner as the pictures place it: they centre cell (x, y) on (x, y), so its top-left corner
 * is at (x - 0.5, y - 0.5). */
static void put_corner(FILE *f, const struct pf_grid *g, pf_node n, const char *tail)
{
    int32_t x, y;
    pf_aa_node_corner(g, n, &x, &y);
    fprintf(f, "%.1f %.1f%s", x - 0.5, y - 0.5, tail);
}

/* The trace of one search (docs/FORMATS.md, "Any-angle traces"): the 2D trace's header with
 * corners=<c> (the corners the search marked expanded), its cells blocked -2 and open -1 (the
 * plane's searches expand corners, not cells), TRACE.corners with each marked corner and its
 * expansion order, and TRACE.path the polyline, both at the pictures' places (put_corner). */
static int trace(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    const struct pf_grid *g = map;
    pf_node s, t;
    nodes(map, e, &s, &t);
    struct pf_search_ctx *ctx = context(map, run_moves);
    if (!ctx || pf_ctx_set_trace(ctx, 1) != PF_OK) {
        fprintf(stderr, "pfbench: out of memory tracing %s\n", v->name);
        pf_ctx_destroy(ctx);
        return -1;
    }
    struct pf_result r;
    pf_search(ctx, v, s, t, &r);
    uint64_t marked = 0, corners = pf_ctx_num_nodes(ctx);
    for (pf_node n = 0; n < corners; n++)
        marked += pf_ctx_trace_order(ctx, n) >= 0;
    struct pf_out o;
    struct pf_error err;
    int rc = pf_out_open(&o, path, &err) == PF_OK ? 0 : -1;
    if (rc == 0) {
        fprintf(o.f, "# pfbench trace map=%s width=%d height=%d variant=%s cost=%.6f expanded=%llu corners=%llu\n",
                map_name, g->width, g->height, v->name, r.status == PF_OK ? r.cost : -1.0,
                (unsigned long long)r.c.expanded, (unsigned long long)marked);
        for (int32_t y = 0; y < g->height; y++)
            for (int32_t x = 0; x < g->width; x++)
                fprintf(o.f, "%s%d%s", x ? " " : "", pf_aa_blocked(g, x, y) ? -2 : -1,
                        x + 1 < g->width ? "" : "\n");
        rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    }
    char pp[4200];
    snprintf(pp, sizeof pp, "%s.jumps", path);
    remove(pp);                                   /* no stale file of an earlier trace */
    snprintf(pp, sizeof pp, "%s.corners", path);
    if (rc == 0 && (rc = pf_out_open(&o, pp, &err) == PF_OK ? 0 : -1) == 0) {
        for (pf_node n = 0; n < corners; n++) {
            int64_t k = pf_ctx_trace_order(ctx, n);
            if (k >= 0) {
                put_corner(o.f, g, n, " ");
                fprintf(o.f, "%lld\n", (long long)k);
            }
        }
        rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    }
    /* the navigation mesh, drawn under the search: a property of the map, the same each panel */
    snprintf(pp, sizeof pp, "%s.mesh", path);
    if (rc == 0 && (rc = pf_out_open(&o, pp, &err) == PF_OK ? 0 : -1) == 0) {
        if (pf_aa_mesh_outlines(g, -0.5, -0.5, o.f) != PF_OK) {
            pf_out_abort(&o);
            snprintf(err.msg, sizeof err.msg, "cannot write the navigation mesh (%.500s)", pp);
            rc = -1;
        } else {
            rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
        }
    }
    /* the polygons a search over the mesh expanded, filled under the search; none: no file */
    snprintf(pp, sizeof pp, "%s.polys", path);
    remove(pp);
    if (rc == 0 && (rc = pf_out_open(&o, pp, &err) == PF_OK ? 0 : -1) == 0) {
        uint64_t polys = 0;
        if (pf_aa_trace_polygons(ctx, v, -0.5, -0.5, o.f, &polys) != PF_OK) {
            pf_out_abort(&o);
            snprintf(err.msg, sizeof err.msg, "cannot write the expanded polygons (%.500s)", pp);
            rc = -1;
        } else if (polys == 0) {
            pf_out_abort(&o);
        } else {
            rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
        }
    }
    snprintf(pp, sizeof pp, "%s.path", path);
    if (rc == 0 && (rc = pf_out_open(&o, pp, &err) == PF_OK ? 0 : -1) == 0) {
        for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++)
            put_corner(o.f, g, r.path[i], "\n");
        rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    }
    if (rc)
        fprintf(stderr, "pfbench: %s\n", err.msg);
    pf_ctx_destroy(ctx);
    return rc;
}

static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    return pf_traces_draw(map, e, req, trace);
}

static void corner_where(const void *arg, pf_node n, double *x, double *y, double *z)
{
    int32_t cx, cy;
    pf_aa_node_corner(arg, n, &cx, &cy);
    *x = cx;
    *y = cy;
    (void)z;
}

/* The Posthoc trace of a search of the plane: its events at corners (a cell's top left corner
 * is its column and row), each label a segment from its parent's corner, and the path through
 * the corners; g and f in PF_CARD units per unit of length (aa_theta.c). An interval search's
 * steps are its search nodes instead (anyangle_posthoc.c). */
static int posthoc(const void *map, enum pf_moves run_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    pf_node s, t;
    nodes(map, e, &s, &t);
    struct pf_search_ctx *ctx = context(map, run_moves);
    struct pf_result r;
    int rc = pf_trace_run(ctx, v, map_name, s, t, &r);
    size_t intervals = 0;
    if (rc == 0)
        pf_aa_search_nodes(ctx, &intervals);
    if (rc == 0 && intervals) {         /* Anya, Polyanya: their steps are search nodes */
        rc = pf_aa_posthoc_intervals(ctx, map, v, map_name, s, t, &r, path);
    } else if (rc == 0) {
        struct pf_posthoc_space sp = { corner_where, map, 0, 1, pf_ctx_num_nodes(ctx), PF_CARD, NULL, NULL, NULL };
        sp.views = json_pack(
            "{s:[{s:s, s:s, s:f, s:s, s:s}, {s:s, s:s, s:s, s:f, s:f, s:s}, {s:s, s:s, s:s, s:f, s:s}]}", "main",
            "$", "path", "points", "${{ [{ x: $.pX, y: $.pY }, { x: $.x, y: $.y }] }}", "line-width", 0.08, "fill",
            "${{ colors.grey }}", "$if", "${{ $.pX !== undefined }}",
            "$", "circle", "x", "${{ $.x }}", "y", "${{ $.y }}", "radius", 0.25, "alpha", 0.9, "fill",
            "${{ $.type === 'source' ? colors.green : $.type === 'destination' ? colors.red : $.type === 'expanding' ? "
            "colors.orange : $.type === 'closing' ? colors.blueGrey : colors.yellow }}",
            "$", "path", "points", "${{ $.path }}", "fill", "${{ colors.blue }}", "line-width", 0.3, "$if",
            "${{ $.type === 'end' }}");
        sp.pivot = json_pack("{s:s, s:s, s:i}", "x", "${{ $.x }}", "y", "${{ $.y }}", "scale", 1);
        rc = pf_posthoc_write(path, &sp, ctx, v, map_name, s, t, &r);
    }
    pf_ctx_destroy(ctx);
    return rc;
}

static const char *const sources[] = { "aagen:", "aa:", NULL };

const struct pf_domain_ops pf_domain_ops_anyangle = {
    .name = "anyangle", .id = &pf_domain_anyangle, .unit = "corners", .trace_dir = "anyangle",
    .pictures = { "search-anyangle", 0, "Any-angle search pictures",
                  "One panel per any-angle variant on one query of a map searched as the plane: blocked cells dark, the corners each search expanded as dots from light (early) to dark (late) (Theta*, Lazy Theta* and the truth: the corners they expanded, the truth's Lazy Theta* bound first; Anya: the corners on the intervals it expanded), the returned path as a blue polyline between cell corners from the green start to the blue goal, each panel titled with its expansions and length" },
    .picture_nodes = 600 * 600, .size_label = pf_size_label_plane, .map_kind = "map for the any-angle plane", .files = ".map with --algo aa/...",
    .data_env = "ANYANGLE_DIR", .data_default = "datasets/anyangle", .default_variant = "aa/anya",
    .reads = &pf_domain_ops_grid, .sources = sources,
    .recognise = recognise, .queries_for = queries_for, .plan_source = plan_source,
    .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves, .optima_moves = PF_MOVES_8,
    .map_size = sizeof(struct pf_grid), .read = read_map, .release = release, .context = context, .nodes = nodes,
    .picture = picture, .trace = trace, .posthoc = posthoc,
};
