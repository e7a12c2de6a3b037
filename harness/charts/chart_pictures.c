/* chart_pictures.c: the index lines of the search pictures (traces/NN-VARIANT.trace, and the
 * weighted maps' in traces/weighted/, the any-angle ones' in traces/anyangle/) and the 3D and node-graph search pictures (traces/voxel/,
 * traces/graph/) that pfbench run left in the run folder. */
#include <dirent.h>
#include <string.h>
#include "chart_ctx.h"

/* How many files of RUN_DIR/sub have names ending in suffix; -1 when there is no such folder. */
static long count_files(const struct pf_chart_ctx *c, const char *sub, const char *suffix)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", c->run_dir, sub);
    DIR *d = opendir(path);
    if (!d)
        return -1;
    long n = 0;
    size_t ls = strlen(suffix);
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        n += l > ls && !strcmp(e->d_name + l - ls, suffix);
    }
    closedir(d);
    return n;
}

void pf_cd_search_chart(struct pf_chart_ctx *c)
{
    long n = count_files(c, "traces", ".trace");
    if (n < 0) {
        pf_cd_skip(c, "search", "no traces/ folder in the run folder");
        return;
    }
    if (n == 0) {
        pf_cd_skip(c, "search", "no *.trace files in traces/");
        return;
    }
    pf_cd_chart(c, "search", "search.gp", "Search pictures", NULL,
                "One panel per trace in traces/ (%ld traces of one scenario, one variant each; pfbench run pictures every variant but one that differs from a pictured one only in its open list, as its picture would be the same): blocked cells dark, expanded cells shaded from light (early) to dark (late), cells that a jump-based search (jps) scanned without expanding them light blue and its jump points as purple rings, the returned path in blue from the green start to the blue goal.",
                n);
}

/* The files of a domain's pictures in dir (RUN_DIR/traces/SUB): how many, 0 after saying chart
 * `name` is skipped when there are none, -1 when the run has no such folder (none of the
 * domain's maps in the run: nothing to say). */
static long domain_files(struct pf_chart_ctx *c, const char *name, const char *dir, const char *suffix)
{
    long n = count_files(c, dir, suffix);
    if (n == 0)
        pf_cd_skip(c, name, "no *%s files in %s/", suffix, dir);
    return n;
}

/* Search pictures drawn from 2D traces in a domain's own folder traces/SUB/ (charts.sh finds it
 * in charts/data/NAME.src); nothing when the run has no such folder. */
static void traces_chart(struct pf_chart_ctx *c, const char *name, const char *sub, const char *title,
                         const char *what)
{
    char dir[64];
    snprintf(dir, sizeof dir, "traces/%s", sub);
    long n = domain_files(c, name, dir, ".trace");
    if (n <= 0)
        return;
    char src[80];
    snprintf(src, sizeof src, "%s.src", name);
    struct pf_out o;
    if (pf_cd_out_open(c, &o, src) != 0)
        return;
    fprintf(o.f, "%s\n", dir);
    if (pf_cd_out_close(c, &o) != 0)
        return;
    pf_cd_chart(c, name, "search.gp", title, NULL, "%s (%ld traces).", what, n);
}

/* The weighted maps' search pictures: traces as the 2D ones, each with its cells' costs. */
void pf_cd_search_weighted_chart(struct pf_chart_ctx *c)
{
    traces_chart(c, "search-weighted", "weighted", "Search pictures on weighted terrain",
                 "One panel per variant on one query of a weighted map: each cell shaded by its cost (light = cheap, dark green = dear, the wall cells dark grey) under the expansion colours from light (early) to dark (late), cells that JPSW scanned without expanding them light blue and its jump points as purple rings, the returned path in blue from the green start to the blue goal");
}

/* The any-angle searches' pictures: their paths as polylines between corners over the grid. */
void pf_cd_search_anyangle_chart(struct pf_chart_ctx *c)
{
    traces_chart(c, "search-anyangle", "anyangle", "Any-angle search pictures",
                 "One panel per any-angle variant on one query of a map searched as the plane: blocked cells dark, the corners each search expanded as dots from light (early) to dark (late) (Theta*, Lazy Theta* and the truth: the corners they expanded, the truth's Lazy Theta* bound first; Anya: the corners on the intervals it expanded), the returned path as a blue polyline between cell corners from the green start to the blue goal, each panel titled with its expansions and length");
}

/* The pictures of a domain drawn as panels (draw-panels.sh --plot sub): the data pfbench run
 * wrote in traces/SUB/, one NN.title a panel. */
static void panels_chart(struct pf_chart_ctx *c, const char *name, const char *sub, const char *title,
                         const char *what)
{
    char dir[64], gp[64];
    snprintf(dir, sizeof dir, "traces/%s", sub);
    snprintf(gp, sizeof gp, "%s.gp", sub);
    long n = domain_files(c, name, dir, ".title");
    if (n <= 0)
        return;
    pf_cd_chart(c, name, gp, title, NULL, "%s (%ld variants; as in 2D, one of those that differ only in their open list).",
                what, n);
}

void pf_cd_search3d_chart(struct pf_chart_ctx *c)
{
    panels_chart(c, "search-3d", "voxel", "3D search pictures",
                 "One query of a voxel level, each variant seen from above (x-y, columns over z) and from the side (x-z, columns over y); grey = the share of blocked voxels in a column, yellow to dark red = the voxels the search expanded in that column (log scale per panel), blue = the returned path from the green start");
}

void pf_cd_search_graph_chart(struct pf_chart_ctx *c)
{
    panels_chart(c, "search-graph", "graph", "Node-graph search pictures",
                 "One query of a node graph: its nodes in grey where they lie (x-y), the nodes each variant expanded in orange, its path in blue from the green start to the red goal, each panel titled with its expansions and cost");
}
