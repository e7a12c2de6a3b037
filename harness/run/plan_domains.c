/* plan_domains.c: planning and loading the maps of the other domains: voxel volumes
 * (vox:warframe/NAME) and node graphs (graph:dimacs/NAME, wpt:<waypoint recipe>). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_waypoints.h"
#include "pf_graph_io.h"
#include "pf_voxel_io.h"
#include "commands.h"
#include "plan.h"

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

void pf_plan_data_dirs(struct pf_plan *p, const char *voxel_dir, const char *graphs_dir)
{
    const char *v = voxel_dir && *voxel_dir ? voxel_dir : getenv("VOXEL_DIR");
    const char *g = graphs_dir && *graphs_dir ? graphs_dir : getenv("GRAPHS_DIR");
    snprintf(p->voxel_dir, sizeof p->voxel_dir, "%s", v && *v ? v : "datasets/voxel");
    snprintf(p->graphs_dir, sizeof p->graphs_dir, "%s", g && *g ? g : "datasets/graphs");
}

enum pf_moves pf_domain_moves(enum pf_domain d, enum pf_moves grid_moves)
{
    return d == PF_DOMAIN_VOXEL ? PF_MOVES_26 : d == PF_DOMAIN_GRAPH ? PF_MOVES_GRAPH : grid_moves;
}

enum pf_moves pf_plan_moves(const struct pf_plan_map *m, enum pf_moves grid_moves)
{
    return pf_domain_moves(m->domain, grid_moves);
}

enum pf_moves pf_plan_optima_moves(const struct pf_plan_map *m)
{
    return pf_plan_moves(m, PF_MOVES_8);
}

/* "dir/rel" split into the folder name (the family) and the last part (the map's name). */
static int split_rel(const char *rel, struct pf_plan_map *m)
{
    const char *slash = strrchr(rel, '/');
    const char *name = slash ? slash + 1 : rel;
    const char *fam_end = slash ? slash : rel;
    const char *fam = fam_end;
    while (fam > rel && fam[-1] != '/')
        fam--;
    if (strlen(name) >= sizeof m->name || (size_t)(fam_end - fam) >= sizeof m->family)
        return -1;
    snprintf(m->name, sizeof m->name, "%s", name);
    snprintf(m->family, sizeof m->family, "%.*s", (int)(fam_end - fam), fam);
    return 0;
}

int pf_plan_voxel(struct pf_plan *p, const char *rel, int limit, const char *pattern)
{
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    m.domain = PF_DOMAIN_VOXEL;
    if (split_rel(rel, &m) != 0) {
        fprintf(stderr, "pfbench run: %s: expected a shorter map name and family, found longer\n", rel);
        return -1;
    }
    if (!pf_match_any(pattern, m.name) && !pf_match_any(pattern, m.family))
        return 0;
    char mp[1024];
    if (snprintf(mp, sizeof mp, "%s/%s.3dmap", p->voxel_dir, rel) >= (int)sizeof mp)
        return 0;
    snprintf(m.scen_path, sizeof m.scen_path, "%s.3dscen", mp);
    if (!is_file(mp) || !is_file(m.scen_path)) {
        fprintf(stderr, "pfbench run: note: %s.3dmap not found in %s (set VOXEL_DIR), skipped\n", rel, p->voxel_dir);
        return 0;
    }
    snprintf(m.source, sizeof m.source, "vox:%s", mp);
    struct pf_voxels v;
    struct pf_voxel_scen vs;
    if (pf_voxel_load_problem(mp, m.scen_path, &v, &vs) != 0)
        return -1;
    int rc = 0;
    m.width = v.w;
    m.height = v.h;
    m.depth = v.d;
    pf_voxels_free(&v);
    struct pf_scen all;
    memset(&all, 0, sizeof all);
    snprintf(all.version, sizeof all.version, "1");
    all.e = rc == 0 ? calloc(vs.n ? vs.n : 1, sizeof *all.e) : NULL;
    if (rc == 0 && !all.e) {
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
        rc = -1;
    }
    for (size_t i = 0; rc == 0 && i < vs.n; i++) {
        const struct pf_voxel_query *q = &vs.q[i];
        struct pf_scen_entry *x = &all.e[all.n++];
        x->line = q->line;
        x->bucket = (int32_t)(q->optimum / 4);       /* as the 2D files: length / 4 */
        x->map_w = m.width;
        x->map_h = m.height;
        x->sx = q->sx, x->sy = q->sy, x->sz = q->sz;
        x->gx = q->gx, x->gy = q->gy, x->gz = q->gz;
        x->optimum = q->optimum;
        x->decimals = q->decimals;
        snprintf(x->map, sizeof x->map, "%.127s", vs.map);
    }
    pf_voxel_scen_free(&vs);
    if (rc == 0)
        rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    return rc;
}

/* The graph of a planned graph map: read from its file, or generated from its recipe. */
static int graph_of(const char *source, struct pf_graph *g, struct pf_error *e)
{
    if (strncmp(source, "wpt:", 4) == 0) {
        struct pf_waypoint_recipe r;
        int rc = pf_waypoints_parse(source + 4, &r, e);
        return rc == PF_OK ? pf_gen_waypoints(&r, g, e) : rc;
    }
    int rc = pf_graph_load(source + 6, g, pf_graph_default_max_bytes(), e);
    if (rc == PF_OK)
        pf_graph_check_heuristics(g);
    return rc;
}

int pf_plan_graph(struct pf_plan *p, const char *source, int limit, const char *pattern, int quiet)
{
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    m.domain = PF_DOMAIN_GRAPH;
    uint64_t seed = 1;
    char path[1024] = "";
    if (strncmp(source, "wpt:", 4) == 0) {
        struct pf_waypoint_recipe r;
        struct pf_error e;
        if (pf_waypoints_parse(source + 4, &r, &e) != PF_OK) {
            fprintf(stderr, "pfbench run: %s\n", e.msg);
            return -1;
        }
        pf_waypoints_name(&r, m.name, sizeof m.name);
        snprintf(m.family, sizeof m.family, "gen-waypoints");
        snprintf(m.source, sizeof m.source, "%s", source);
        seed = r.seed;
    } else {
        const char *rel = source + 6;
        if (split_rel(rel, &m) != 0) {
            fprintf(stderr, "pfbench run: %s: expected a shorter graph name and family, found longer\n", rel);
            return -1;
        }
        if (snprintf(path, sizeof path, "%s/%s.gr", p->graphs_dir, rel) >= (int)sizeof path)
            return 0;
        if (!is_file(path) && snprintf(path, sizeof path, "%s/%s.graph", p->graphs_dir, rel) >= (int)sizeof path)
            return 0;
        if (!is_file(path)) {
            fprintf(stderr, "pfbench run: note: %s.gr not found in %s (set GRAPHS_DIR), skipped\n", rel,
                    p->graphs_dir);
            return 0;
        }
        snprintf(m.source, sizeof m.source, "graph:%s", path);
    }
    if (!pf_match_any(pattern, m.name) && !pf_match_any(pattern, m.family))
        return 0;
    if (!quiet && !path[0])
        fprintf(stderr, "pfbench: generating %s and its queries\n", m.name);
    struct pf_graph g;
    struct pf_graph_queries qs;
    struct pf_error e;
    memset(&qs, 0, sizeof qs);
    if (graph_of(m.source, &g, &e) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", e.msg);
        return -1;
    }
    /* the queries: the file beside the graph (NAME.p2p, NAME.queries) when there is one, else
     * drawn with their optima by Dijkstra, as for the generated 2D maps */
    int rc = PF_OK;
    size_t l = strlen(path);
    if (l > 3 && !strcmp(path + l - 3, ".gr"))
        snprintf(m.scen_path, sizeof m.scen_path, "%.*s.p2p", (int)(l - 3), path);
    else if (l)
        snprintf(m.scen_path, sizeof m.scen_path, "%s.queries", path);
    if (m.scen_path[0] && is_file(m.scen_path)) {
        rc = pf_graph_queries_read(m.scen_path, &g, &qs, &e);
    } else {
        m.scen_path[0] = '\0';
        rc = pf_gen_graph_queries(&g, seed, (uint32_t)(limit > 0 ? limit : 100), &qs, &e);
    }
    if (rc != PF_OK)
        fprintf(stderr, "pfbench run: %s\n", e.msg);
    m.width = (int32_t)g.num_nodes;
    m.height = 1;
    m.depth = 1;
    struct pf_scen all;
    memset(&all, 0, sizeof all);
    snprintf(all.version, sizeof all.version, "1");
    all.e = rc == PF_OK ? calloc(qs.n ? qs.n : 1, sizeof *all.e) : NULL;
    if (rc == PF_OK && !all.e) {
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
        rc = PF_ERR_NOMEM;
    }
    for (size_t i = 0; rc == PF_OK && i < qs.n; i++) {
        struct pf_scen_entry *x = &all.e[all.n++];
        x->line = qs.q[i].line;
        x->bucket = (int32_t)(i * 10 / qs.n);      /* tenths of the list (drawn lists are sorted by cost) */
        x->map_w = m.width;
        x->map_h = 1;
        x->sx = (int32_t)qs.q[i].s;
        x->gx = (int32_t)qs.q[i].t;
        x->optimum = qs.q[i].has_cost ? (double)qs.q[i].cost / g.scale : NAN;
        x->decimals = g.decimals;
        snprintf(x->map, sizeof x->map, "%s", m.name);
    }
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
    if (rc == PF_OK)
        rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? PF_OK : PF_ERR_NOMEM;
    pf_scen_free(&all);
    return rc == PF_OK ? 0 : -1;
}

int pf_space_load(const struct pf_plan_map *m, struct pf_space *sp, char *err, size_t errlen)
{
    memset(sp, 0, sizeof *sp);
    sp->domain = m->domain;
    struct pf_error e;
    int rc = PF_OK;
    if (m->domain == PF_DOMAIN_GRID)
        return pf_plan_load(m, &sp->grid, err, errlen);
    if (m->domain == PF_DOMAIN_VOXEL)
        rc = pf_voxel_map_read(m->source + 4, &sp->vox, pf_voxel_default_max_bytes(), &e);
    else
        rc = graph_of(m->source, &sp->graph, &e);
    if (rc != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

struct pf_search_ctx *pf_space_ctx(const struct pf_space *sp, enum pf_moves grid_moves)
{
    switch (sp->domain) {
    case PF_DOMAIN_VOXEL: return pf_ctx_create_voxel(&sp->vox);
    case PF_DOMAIN_GRAPH: return pf_ctx_create_graph(&sp->graph);
    default: return pf_ctx_create(&sp->grid, grid_moves);
    }
}

void pf_space_nodes(const struct pf_space *sp, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    switch (sp->domain) {
    case PF_DOMAIN_VOXEL:
        *s = pf_voxel_node(&sp->vox, e->sx, e->sy, e->sz);
        *t = pf_voxel_node(&sp->vox, e->gx, e->gy, e->gz);
        break;
    case PF_DOMAIN_GRAPH:
        *s = (pf_node)e->sx;
        *t = (pf_node)e->gx;
        break;
    default:
        *s = pf_grid_node(&sp->grid, e->sx, e->sy);
        *t = pf_grid_node(&sp->grid, e->gx, e->gy);
    }
}

void pf_space_free(struct pf_space *sp)
{
    if (sp->domain == PF_DOMAIN_VOXEL)
        pf_voxels_free(&sp->vox);
    else if (sp->domain == PF_DOMAIN_GRAPH)
        pf_graph_free(&sp->graph);
    else
        pf_grid_free(&sp->grid);
}
