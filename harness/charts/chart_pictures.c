/* chart_pictures.c: the index lines of the search pictures (traces/NN-VARIANT.trace) and the
 * 3D and node-graph search pictures (traces/voxel/, traces/graph/) that pfbench run left in the
 * run folder. */
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

/* The 3D search pictures: panel data pfbench run wrote in traces/voxel/ (draw-voxel.sh). */
void pf_cd_search3d_chart(struct pf_chart_ctx *c)
{
    long n = count_files(c, "traces/voxel", ".title");
    if (n < 0)
        return;                            /* no voxel level in the run: nothing to say */
    if (n == 0) {
        pf_cd_skip(c, "search-3d", "no panels in traces/voxel/");
        return;
    }
    pf_cd_chart(c, "search-3d", "voxel.gp", "3D search pictures", NULL,
                "One query of a voxel level, %ld voxel variants (pictured as in 2D: one of those differing only in their open list): each seen from above (x-y, columns over z) and from the side (x-z, columns over y); grey = the share of blocked voxels in a column, yellow to dark red = the voxels the search expanded in that column (log scale per panel), blue = the returned path from the green start.",
                n);
}

/* The node-graph search pictures: panel data pfbench run wrote in traces/graph/ (draw-graph.sh). */
void pf_cd_search_graph_chart(struct pf_chart_ctx *c)
{
    long n = count_files(c, "traces/graph", ".title");
    if (n < 0)
        return;                            /* no graph with positions in the run: nothing to say */
    if (n == 0) {
        pf_cd_skip(c, "search-graph", "no panels in traces/graph/");
        return;
    }
    pf_cd_chart(c, "search-graph", "graph.gp", "Node-graph search pictures", NULL,
                "One query of a node graph, %ld graph variants (pictured as in 2D: one of those differing only in their open list): the graph's nodes in grey where they lie (x-y), the returned path in blue from the green start to the red goal, each panel titled with its expansions and cost.",
                n);
}
