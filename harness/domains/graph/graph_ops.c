/* graph.c: the node-graph domain: DIMACS road networks (.gr, queries .p2p), pfbench's plain
 * graphs (.graph, queries .graph.queries) and generated waypoint graphs (wpt: recipes), planned,
 * loaded, searched, traced and drawn (scripts/draw-panels.sh). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_graph_io.h"
#include "pf_waypoints.h"
#include "commands.h"
#include "domain.h"
#include "draw_graph.h"
#include "graph_posthoc.h"
#include "plan.h"

static int recognise(const char *path)
{
    if (pf_has_suffix(path, ".gr") || pf_has_suffix(path, ".graph"))
        return 1;
    char head[64];
    return pf_file_head(path, head, sizeof head) == 0 && !strncmp(head, "graph ", 6);
}

/* The query file beside a graph: NAME.p2p for NAME.gr (DIMACS), FILE.queries otherwise. */
static void queries_for(const char *map, char *out, size_t cap)
{
    size_t l = strlen(map);
    if (pf_has_suffix(map, ".gr"))
        snprintf(out, cap, "%.*s.p2p", (int)(l - 3), map);
    else
        snprintf(out, cap, "%s.queries", map);
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

/* Plan the graph of m.source (name, family and source set): its queries from the file `queries`
 * when there is one, else drawn with their optima by Dijkstra (seeded), as for generated maps. */
static int plan_graph(struct pf_plan *p, struct pf_plan_map *m, const char *queries, uint64_t seed, int limit,
                      int quiet)
{
    m->domain = &pf_domain_graph;
    if (!quiet && !strncmp(m->source, "wpt:", 4))
        fprintf(stderr, "pfbench: generating %s and its queries\n", m->name);
    struct pf_graph g;
    struct pf_graph_queries qs;
    struct pf_error e;
    memset(&qs, 0, sizeof qs);
    if (graph_of(m->source, &g, &e) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", e.msg);
        return -1;
    }
    int rc = PF_OK;
    if (queries && pf_file_exists(queries)) {
        snprintf(m->scen_path, sizeof m->scen_path, "%s", queries);
        rc = pf_graph_queries_read(m->scen_path, &g, &qs, &e);
    } else {
        m->scen_path[0] = '\0';
        rc = pf_gen_graph_queries(&g, seed, (uint32_t)(limit > 0 ? limit : 100), &qs, &e);
    }
    if (rc != PF_OK)
        fprintf(stderr, "pfbench: %s\n", e.msg);
    m->width = (int32_t)g.num_nodes;
    m->height = 1;
    m->depth = 1;
    struct pf_scen all;
    memset(&all, 0, sizeof all);
    snprintf(all.version, sizeof all.version, "1");
    all.e = rc == PF_OK ? calloc(qs.n ? qs.n : 1, sizeof *all.e) : NULL;
    if (rc == PF_OK && !all.e) {
        fprintf(stderr, "pfbench: out of memory planning %s\n", m->name);
        rc = PF_ERR_NOMEM;
    }
    for (size_t i = 0; rc == PF_OK && i < qs.n; i++) {
        struct pf_scen_entry *x = &all.e[all.n++];
        x->line = qs.q[i].line;
        x->bucket = (int32_t)(i * 10 / qs.n);      /* tenths of the list (drawn lists are sorted by cost) */
        x->map_w = m->width;
        x->map_h = 1;
        x->sx = (int32_t)qs.q[i].s;
        x->gx = (int32_t)qs.q[i].t;
        x->optimum = qs.q[i].has_cost ? (double)qs.q[i].cost / g.scale : NAN;
        x->decimals = g.decimals;
        snprintf(x->map, sizeof x->map, "%s", m->name);
    }
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
    if (rc == PF_OK)
        rc = pf_plan_select_lines(m, &all, limit) == 0 && pf_plan_add_map(p, m) == 0 ? PF_OK : PF_ERR_NOMEM;
    pf_scen_free(&all);
    return rc == PF_OK ? 0 : -1;
}

static int plan_file(struct pf_plan *p, struct pf_plan_map *m, const char *map, const char *queries, int limit,
                     const struct pf_plan_opts *o)
{
    snprintf(m->source, sizeof m->source, "graph:%s", map);
    return plan_graph(p, m, queries, 1, limit, o->quiet);
}

/* "wpt:RECIPE" (generated) or "graph:FAMILY/NAME" (DATA_DIR/FAMILY/NAME.gr or .graph). */
static int plan_source(struct pf_plan *p, const char *source, int limit, const struct pf_plan_opts *o)
{
    if (!strncmp(source, "wpt:", 4)) {
        struct pf_plan_map m;
        memset(&m, 0, sizeof m);
        struct pf_waypoint_recipe r;
        struct pf_error e;
        if (pf_waypoints_parse(source + 4, &r, &e) != PF_OK) {
            fprintf(stderr, "pfbench run: %s\n", e.msg);
            return -1;
        }
        pf_waypoints_name(&r, m.name, sizeof m.name);
        snprintf(m.family, sizeof m.family, "gen-waypoints");
        snprintf(m.source, sizeof m.source, "%s", source);
        m.generated = 1;
        if (!pf_match_any(o->pattern, m.name) && !pf_match_any(o->pattern, m.family))
            return 0;
        return plan_graph(p, &m, NULL, r.seed, limit, o->quiet);
    }
    char path[1024];
    const char *rel = source + 6;
    if (snprintf(path, sizeof path, "%s/%s.gr", o->data_dir, rel) >= (int)sizeof path)
        return 0;
    if (!pf_file_exists(path) && snprintf(path, sizeof path, "%s/%s.graph", o->data_dir, rel) >= (int)sizeof path)
        return 0;
    if (!pf_file_exists(path)) {
        struct pf_plan_map m;
        if (pf_plan_name_file(&m, path, ".graph") == 0 &&
            (pf_match_any(o->pattern, m.name) || pf_match_any(o->pattern, m.family)))
            fprintf(stderr, "pfbench run: note: %s.gr not found in %s (set GRAPHS_DIR), skipped\n", rel,
                    o->data_dir);
        return 0;
    }
    return pf_domain_plan_file(&pf_domain_ops_graph, p, path, NULL, limit, o);
}

/* Every graph file (.gr, .graph) in dir and its family folders. */
static int plan_folder(struct pf_plan *p, const char *dir, int limit, const struct pf_plan_opts *o)
{
    char **a, **b;
    size_t na, nb;
    if (pf_list_files(dir, ".gr", &a, &na) != 0)
        return -1;
    if (pf_list_files(dir, ".graph", &b, &nb) != 0) {
        pf_free_list(a, na);
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; i < na + nb && rc == 0; i++) {
        size_t before = p->n;
        rc = pf_domain_plan_file(&pf_domain_ops_graph, p, i < na ? a[i] : b[i - na], NULL, limit, o);
        pf_plan_set_order(p, before, o->order_base + i);
    }
    pf_free_list(a, na);
    pf_free_list(b, nb);
    return rc;
}

static enum pf_moves moves(enum pf_moves grid_moves)
{
    (void)grid_moves;
    return PF_MOVES_GRAPH;
}

static int read_map(const struct pf_plan_map *m, void *map, struct pf_error *e)
{
    return graph_of(m->source, map, e);
}

static void release(void *map) { pf_graph_free(map); }

static struct pf_search_ctx *context(const void *map, enum pf_moves grid_moves)
{
    (void)grid_moves;
    return pf_ctx_create_graph(map);
}

static void nodes(const void *map, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    (void)map;
    *s = (pf_node)e->sx;
    *t = (pf_node)e->gx;
}

static int trace(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                 const struct pf_scen_entry *e, const char *path)
{
    (void)grid_moves;
    return pf_graph_trace_write(map, (pf_node)e->sx, (pf_node)e->gx, v, map_name, path);
}

/* A panel a variant (nodes.xy, ends.xy, NN.path, NN.title), drawn by scripts/draw-panels.sh
 * --plot graph. */
static int posthoc(const void *map, enum pf_moves grid_moves, const struct pf_variant *v, const char *map_name,
                   const struct pf_scen_entry *e, const char *path)
{
    (void)grid_moves;
    return pf_graph_posthoc_write(map, (pf_node)e->sx, (pf_node)e->gx, v, map_name, path);
}

static int picture(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req)
{
    if (pf_graph_panels_write(map, (pf_node)e->sx, (pf_node)e->gx, req->vars, req->n, req->first, req->dir,
                              req->verbose) != 0)
        return -1;
    return pf_panels_draw(req, "graph");
}

static int picturable(const void *map) { return ((const struct pf_graph *)map)->pos != NULL; }

/* A graph's size: its node count (runs.csv's width; height and depth are 1). */
static void size_label(int32_t width, int32_t height, int32_t depth, char *out, size_t cap)
{
    (void)height;
    (void)depth;
    snprintf(out, cap, "%d nodes", (int)width);
}

static const char *const sources[] = { "wpt:", "graph:", NULL };

const struct pf_domain_ops pf_domain_ops_graph = {
    .name = "graph", .id = &pf_domain_graph, .unit = "nodes", .trace_dir = "graph",
    .pictures = { "search-graph", 1, "Node-graph search pictures",
                  "One query of a node graph: its nodes in grey where they lie (x-y), the nodes each variant expanded in orange, its path in blue from the green start to the red goal, each panel titled with its expansions and cost; as in 2D, one of the variants that differ only in their open list" },
    .picture_nodes = 50000, .size_label = size_label, .map_kind = "node graph", .files = ".gr, .graph",
    .data_env = "GRAPHS_DIR", .data_default = "datasets/graphs", .default_variant = "graph/astar/euclidean/heap",
    .data_option = "graphs", .sources = sources,
    .recognise = recognise, .queries_for = queries_for, .plan_source = plan_source,
    .plan_file = plan_file, .plan_folder = plan_folder, .moves = moves, .optima_moves = PF_MOVES_GRAPH,
    .map_size = sizeof(struct pf_graph), .read = read_map, .release = release, .context = context, .nodes = nodes, .picture = picture,
    .trace = trace, .posthoc = posthoc, .picturable = picturable,
};
