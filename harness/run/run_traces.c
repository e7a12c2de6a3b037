/* run_traces.c: the pictures' data a run leaves in traces/: one search trace per pictured
 * variant on a 2D map (plugins' in a child), and the 3D panels of a voxel level. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "child.h"
#include "draw_voxel.h"
#include "plugin.h"
#include "run.h"
#include "trace.h"

/* One trace written in a child (a plugin variant's, which may crash or hang). */
struct trace_job {
    const struct pf_grid *g;
    enum pf_moves moves;
    const struct pf_variant *v;
    const char *map_name, *path;
    pf_node s, t;
};

static void trace_child(int fd, void *arg)
{
    const struct trace_job *T = arg;
    int rc = pf_trace_write(T->g, T->moves, T->v, T->map_name, T->s, T->t, T->path);
    pf_child_send(fd, &rc, sizeof rc);
}

/* pf_trace_write, in a child for a plugin variant: a crash or a hang past --plugin-timeout
 * leaves no trace (and no picture) and a line on stderr. */
static void trace_one(const struct run *R, const struct trace_job *T)
{
    if (!pf_plugin_variant_of(T->v)) {
        pf_trace_write(T->g, T->moves, T->v, T->map_name, T->s, T->t, T->path);
        return;
    }
    struct pf_child c;
    if (pf_child_start(&c, trace_child, (void *)T) != 0) {
        fprintf(stderr, "pfbench run: cannot start a child to trace %s: %s\n", T->v->name, strerror(errno));
        return;
    }
    int rc = -1, r;
    while ((r = pf_child_recv(&c, &rc, sizeof rc, (uint64_t)(R->plugin_timeout * 1e9))) == -2 && !pf_run_stop)
        ;
    char how[200];
    if (pf_child_end(&c, r < 0, how, sizeof how) != 0 || r != 1) {
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", R->plugin_timeout);
        fprintf(stderr, "pfbench run: %s: no search picture: the plugin %s while it was traced (%s)\n", T->v->name,
                r == -1 ? "hung" : "crashed", how);
        remove(T->path);
    }
}

/* The search pictures: traces of one scenario (the median-length planned line of the first
 * real map, else of the first generated map of 256x256 or less) for the run's variants that
 * pf_trace_pictured keeps. */
void pf_run_write_traces(struct run *R)
{
    const struct pf_plan_map *m = NULL;
    for (size_t i = 0; i < R->plan.n && !m; i++)
        if (!strncmp(R->plan.m[i].source, "mai:", 4) && R->plan.m[i].width * R->plan.m[i].height <= 600 * 600)
            m = &R->plan.m[i];
    for (size_t i = 0; i < R->plan.n && !m; i++)
        if (R->plan.m[i].domain == PF_DOMAIN_GRID && R->plan.m[i].width * R->plan.m[i].height <= 256 * 256)
            m = &R->plan.m[i];
    if (!m || m->n == 0)
        return;
    struct pf_space sp;
    char err[700], path[2300];
    if (pf_space_load(m, &sp, err, sizeof err) != 0)
        return;
    const struct pf_grid *gp = sp.map;
    snprintf(path, sizeof path, "%s/traces", R->dir);
    mkdir(path, 0777);
    const struct pf_scen_entry *e = &m->scen.e[m->n / 2];
    unsigned char *keep = malloc(R->nvariants + 1);
    if (!keep) {
        pf_space_free(&sp);
        return;
    }
    pf_trace_pictured(R->variants, R->nvariants, keep);   /* the run's variants, one rule */
    for (size_t i = 0; i < R->nvariants; i++)             /* a picture is of a 2D grid map */
        keep[i] &= pf_variant_domain(R->variants[i]) == PF_DOMAIN_GRID;
    int k = 0;
    for (size_t i = 0; i < R->nvariants; i++) {
        const struct pf_variant *v = R->variants[i];
        if (!keep[i])
            continue;
        char safe[64];
        snprintf(safe, sizeof safe, "%s", v->name);
        for (char *c = safe; *c; c++)
            if (*c == '/')
                *c = '_';
        snprintf(path, sizeof path, "%s/traces/%02d-%s.trace", R->dir, k++, safe);
        struct trace_job T = { gp, R->moves, v, m->name, path, 0, 0 };
        pf_space_nodes(&sp, e, &T.s, &T.t);
        trace_one(R, &T);
    }
    free(keep);
    pf_space_free(&sp);
}

/* The 3D search pictures' data: the median-length planned query of the first voxel level, for
 * the run's voxel variants that pf_trace_pictured keeps, in traces/voxel/ (drawn by charts.sh
 * through draw-voxel.sh). */
void pf_run_write_voxel_traces(struct run *R)
{
    const struct pf_plan_map *m = NULL;
    for (size_t i = 0; i < R->plan.n && !m; i++)
        if (R->plan.m[i].domain == PF_DOMAIN_VOXEL && R->plan.m[i].n > 0)
            m = &R->plan.m[i];
    const struct pf_variant **vars = malloc((R->nvariants + 1) * sizeof *vars);
    unsigned char *keep = malloc(R->nvariants + 1);
    struct pf_space sp;
    char err[700], dir[2300];
    if (!m || !vars || !keep || pf_space_load(m, &sp, err, sizeof err) != 0) {
        free(vars);
        free(keep);
        return;
    }
    pf_trace_pictured(R->variants, R->nvariants, keep);
    size_t n = 0;
    for (size_t i = 0; i < R->nvariants; i++)
        if (keep[i] && pf_variant_domain(R->variants[i]) == PF_DOMAIN_VOXEL &&
            !pf_plugin_variant_of(R->variants[i]))
            vars[n++] = R->variants[i];
    const struct pf_scen_entry *e = &m->scen.e[m->n / 2];
    struct pf_voxel_query q = { e->line, e->sx, e->sy, e->sz, e->gx, e->gy, e->gz, e->optimum, e->decimals, 0 };
    snprintf(dir, sizeof dir, "%s/traces", R->dir);
    mkdir(dir, 0777);
    snprintf(dir, sizeof dir, "%s/traces/voxel", R->dir);
    if (n && (mkdir(dir, 0777) == 0 || errno == EEXIST) && !R->quiet)
        fprintf(stderr, "pfbench run: 3D search pictures of %s, line %u\n", m->name, e->line);
    if (n)
        pf_voxel_panels_write(sp.map, &q, vars, n, dir, 0);
    pf_space_free(&sp);
    free(vars);
    free(keep);
}
