/* voxel.c: the 3D voxel domain: Moving AI .3dmap levels and their .3dscen queries, planned,
 * loaded, searched under the 26-neighbour model, traced and drawn (scripts/draw-panels.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_voxel_io.h"
#include "commands.h"
#include "domain.h"
#include "draw_voxel.h"
#include "plan.h"

static int recognise(const char *path)
{
    if (pf_has_suffix(path, ".3dmap"))
        return 1;
    char head[64];
    return pf_file_head(path, head, sizeof head) == 0 && !strncmp(head, "voxel ", 6);
}

static void queries_for(const char *map, char *out, size_t cap) { snprintf(out, cap, "%s.3dscen", map); }

/* Plan a level file with its query file, under the name and family already in m. */
static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *scen, int limit,
                     const struct pf_plan_opts *o)
{
    (void)o;
    m->domain = &pf_domain_voxel;
    snprintf(m->source, sizeof m->source, "vox:%s", map);
    snprintf(m->scen_path, sizeof m->scen_path, "%s", scen);
    struct pf_voxels v;
    struct pf_voxel_scen vs;
    if (pf_voxel_load_problem(map, m->scen_path, &v, &vs) != 0)
        return -1;
    m->width = v.w;
    m->height = v.h;
    m->depth = v.d;
    pf_voxels_free(&v);
    struct pf_scen all;
    memset(&all, 0, sizeof all);
    snprintf(all.version, sizeof all.version, "1");
    all.e = calloc(vs.n ? vs.n : 1, sizeof *all.e);
    int rc = all.e ? 0 : -1;
    if (rc)
        fprintf(stderr, "pfbench: out of memory planning %s\n", m->name);
    for (size_t i = 0; rc == 0 && i < vs.n; i++) {
        const struct pf_voxel_query *q = &vs.q[i];
        struct pf_scen_entry *x = &all.e[all.n++];
        x->line = q->line;
        x->bucket = (int32_t)(q->optimum / 4);       /* as the 2D files: length / 4 */
        x->map_w = m->width;
        x->map_h = m->height;
        x->sx = q->sx, x->sy = q->sy, x->sz = q->sz;
        x->gx = q->gx, x->gy = q->gy, x->gz = q->gz;
        x->optimum = q->optimum;
        x->decimals = q->decimals;
        snprintf(x->map, sizeof x->map, "%.127s", vs.map);
    }
    pf_voxel_scen_free(&vs);
    if (rc == 0)
        rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    return rc;
}

/* "vox:FAMILY/NAME": DATA_DIR/FAMILY/NAME.3dmap and its .3dscen, or a note when absent. */
static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    char mp[1024], sp[1100];
    if (snprintf(mp, sizeof mp, "%s/%s.3dmap", o->data_dir, source + 4) >= (int)sizeof mp)
        return 0;
    queries_for(mp, sp, sizeof sp);
    if (!pf_file_exists(mp) || !pf_file_exists(sp)) {
        if (pf_plan_file_wanted(mp, ".3dmap", o->pattern))
            fprintf(stderr, "pfbench run: note: %s.3dmap not found in %s (set VOXEL_DIR), skipped\n", source + 4,
                    o->data_dir);
        return 0;
    }
    return pf_domain_plan_file(&pf_domain_ops_voxel, p, mp, sp, limit, o);
}

/* A level with its .3dscen beside it, or a note. */
static int plan_level(struct pf_plan *p, const char *map, int limit, const struct pf_plan_opts *o)
{
    char sp[1100];
    queries_for(map, sp, sizeof sp);
    if (pf_file_exists(sp))
        return pf_domain_plan_file(&pf_domain_ops_voxel, p, map, sp, limit, o);
    if (!o->quiet)
        fprintf(stderr, "pfbench run: note: %s has no query file %s, skipped\n", map, sp);
    return 0;
}

/* Every level (.3dmap with its .3dscen beside it) in dir and its family folders. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    return pf_domain_plan_folder(p, dir, ".3dmap", limit, o, plan_level);
}

static enum pf_moves moves(enum pf_moves grid_moves)
{
    (void)grid_moves;
    return PF_MOVES_26;
}

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    return pf_voxel_map_read(m->source + 4, map, pf_voxel_default_max_bytes(), e);
}

static void release(void *map) { pf_voxels_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves grid_moves)
{
    (void)grid_moves;
    return pf_ctx_create_voxel(map);
}

static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    *s = pf_voxel_node(map, e->sx, e->sy, e->sz);
    *t = pf_voxel_node(map, e->gx, e->gy, e->gz);
}

static struct pf_voxel_query query_of(const struct pf_scen_entry *e)
{
    return (struct pf_voxel_query){ e->line, e->sx, e->sy, e->sz, e->gx, e->gy, e->gz, e->optimum, e->decimals, 0 };
}

static int trace(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    (void)grid_moves;
    struct pf_voxel_query q = query_of(e);
    return pf_voxel_trace_write(map, &q, v, map_name, path);
}

static int posthoc(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    pf_node s, t;
    (void)grid_moves;
    nodes(map, e, &s, &t);
    return pf_voxel_posthoc_write(map, s, t, v, map_name, path);
}

/* Two projections a variant (NN.top, NN.side, NN.path, NN.title; size.gp), drawn by
 * scripts/draw-panels.sh --plot voxel. */
static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    struct pf_voxel_query q = query_of(e);
    if (pf_voxel_panels_write(map, &q, req->vars, req->n, req->first, req->dir, req->verbose) != 0)
        return -1;
    return pf_panels_draw(req, "voxel");
}

static const char *const sources[] = { "vox:", NULL };

const struct pf_domain_ops pf_domain_ops_voxel = {
    .name = "voxel", .id = &pf_domain_voxel, .unit = "voxels", .trace_dir = "voxel",
    .pictures = { "search-3d", 1, "3D search pictures",
                  "One query of a voxel level, each variant seen from above (x-y, columns over z) and from the side (x-z, columns over y); grey = the share of blocked voxels in a column, yellow to dark red = the voxels the search expanded in that column (log scale per panel), blue = the returned path from the green start; as in 2D, one of the variants that differ only in their open list" },
    .picture_nodes = UINT64_MAX, .size_label = pf_size_label_volume, .map_kind = "voxel level", .files = ".3dmap",
    .data_env = "VOXEL_DIR", .data_default = "datasets/voxel", .default_variant = "voxel/astar/octile3d/heap",
    .data_option = "voxel", .sources = sources,
    .recognise = recognise, .queries_for = queries_for, .plan_source = plan_source,
    .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves, .optima_moves = PF_MOVES_26,
    .map_size = sizeof(struct pf_voxels), .read = read_map, .release = release, .context = context, .nodes = nodes, .picture = picture,
    .trace = trace, .posthoc = posthoc,
};
