/* run_traces.c: the pictures' data a run leaves in traces/: for each domain of the run, one
 * query of one of its maps pictured by every variant pf_trace_pictured keeps, through the
 * domain's picture op, with each search's Posthoc trace beside it (plugins' in a child, which
 * may crash or hang). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "child.h"
#include "domain.h"
#include "plugin.h"
#include "run.h"
#include "trace.h"

/* One variant's panel, written in a child for a plugin variant. */
struct picture_job {
    const struct pf_domain_ops *d;
    const void *map;
    const struct pf_scen_entry *e;
    struct pf_picture_req req;
};

/* The panel of J's one variant, and beside it the Posthoc trace of its search (NN-VARIANT.trace.json,
 * in domains that write one): the picture's result. */
static int picture_and_posthoc(const struct picture_job *J)
{
    int rc = J->d->picture(J->map, J->e, &J->req);
    if (rc == 0 && J->d->posthoc) {
        char path[4400];
        pf_trace_file_name(J->req.dir, J->req.first, J->req.vars[0], ".trace.json", path, sizeof path);
        J->d->posthoc(J->map, J->req.moves, J->req.vars[0], J->req.map_name, J->e, path);
    }
    return rc;
}

static void picture_child(int fd, void *arg)
{
    int rc = picture_and_posthoc(arg);
    pf_child_send(fd, &rc, sizeof rc);
}

/* The panel of J's one variant; for a plugin in a child: a crash or a hang past
 * --plugin-timeout leaves no panel (and a line on stderr). */
static void picture_one(const struct run *R, const struct picture_job *J)
{
    const struct pf_variant *v = J->req.vars[0];
    if (!pf_plugin_variant_of(v)) {
        picture_and_posthoc(J);
        return;
    }
    struct pf_child c;
    if (pf_child_start(&c, picture_child, (void *)J) != 0) {
        fprintf(stderr, "pfbench run: cannot start a child to trace %s: %s\n", v->name, strerror(errno));
        return;
    }
    int rc = -1, r;
    while ((r = pf_child_recv(&c, &rc, sizeof rc, (uint64_t)(R->plugin_timeout * 1e9))) == -2 && !pf_run_stop)
        ;
    char how[200];
    if (pf_child_end(&c, r < 0, how, sizeof how) != 0 || r != 1) {
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", R->plugin_timeout);
        fprintf(stderr, "pfbench run: %s: no search picture: the plugin %s while it was traced (%s)\n", v->name,
                r == -1 ? "hung" : "crashed", how);
        char path[4400];                   /* what it may have left half */
        pf_trace_file_name(J->req.dir, J->req.first, v, ".trace", path, sizeof path);
        remove(path);
        pf_trace_file_name(J->req.dir, J->req.first, v, ".trace.json", path, sizeof path);
        remove(path);
    }
}

/* The map a run pictures in domain d, loaded into sp: the first read from a file with at most
 * d->picture_nodes nodes that the domain can picture, else the first generated one; NULL when
 * none. */
static const struct pf_plan_map *picture_map(const struct run *R, const struct pf_domain_ops *d, struct pf_space *sp)
{
    for (int generated = 0; generated <= 1; generated++)
        for (size_t i = 0; i < R->plan.n; i++) {
            const struct pf_plan_map *m = &R->plan.m[i];
            double nodes = (double)m->width * (double)m->height * (double)m->depth;
            char err[700];
            if (pf_plan_map_ops(m) != d || m->generated != generated || m->n == 0 || nodes > (double)d->picture_nodes ||
                pf_space_load(m, sp, err, sizeof err) != 0)
                continue;
            if (!d->picturable || d->picturable(sp->map))
                return m;
            pf_space_free(sp);
        }
    return NULL;
}

/* The pictures of domain d: the median-length planned query of its picture map. */
static void domain_pictures(struct run *R, const struct pf_domain_ops *d)
{
    const struct pf_variant **vars = malloc((R->nvariants + 1) * sizeof *vars);
    unsigned char *keep = malloc(R->nvariants + 1);
    struct pf_space sp;
    char dir[2300];
    const struct pf_plan_map *m = vars && keep ? picture_map(R, d, &sp) : NULL;
    if (!m) {
        free(vars);
        free(keep);
        return;
    }
    pf_trace_pictured(R->variants, R->nvariants, keep);   /* the run's variants, one rule */
    size_t n = 0;
    for (size_t i = 0; i < R->nvariants; i++)
        if (keep[i] && pf_variant_domain(R->variants[i]) == d->id)
            vars[n++] = R->variants[i];
    const struct pf_scen_entry *e = &m->scen.e[m->n / 2];
    snprintf(dir, sizeof dir, "%s/traces", R->dir);
    mkdir(dir, 0777);
    if (*d->trace_dir) {
        snprintf(dir, sizeof dir, "%s/traces/%s", R->dir, d->trace_dir);
        if (n && mkdir(dir, 0777) != 0 && errno != EEXIST)
            n = 0;
    }
    if (n && !R->quiet && *d->trace_dir)
        fprintf(stderr, "pfbench run: search pictures of %s (%s), line %u\n", m->name, d->map_kind, e->line);
    for (size_t k = 0; k < n; k++) {
        struct picture_job J = { d, sp.map, e, { &vars[k], 1, R->moves, m->name, NULL, dir, 0, (int)k } };
        picture_one(R, &J);
    }
    pf_space_free(&sp);
    free(vars);
    free(keep);
}

void pf_run_write_traces(struct run *R)
{
    for (size_t i = 0; i < pf_domain_ops_count(); i++)
        domain_pictures(R, pf_domain_ops_at(i));
}
