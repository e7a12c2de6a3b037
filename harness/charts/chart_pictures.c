/* chart_pictures.c: the index line of each domain's search pictures that pfbench run left in the
 * run folder, as the domain describes them (traces/ for 2D maps, traces/TRACE_DIR/ for the others). */
#include <dirent.h>
#include <string.h>
#include "chart_ctx.h"
#include "domain.h"

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

/* The search pictures of domain d that pfbench run left in traces/ (2D maps) or traces/TRACE_DIR/,
 * described by the domain (pf_domain_ops.pictures). A run writes traces/ whenever it pictures,
 * so its absence is said; a domain's own folder is absent when the run had none of its maps. */
void pf_chart_pictures(struct pf_chart_ctx *c, const struct pf_domain_ops *d)
{
    const struct pf_domain_pictures *p = &d->pictures;
    const char *suffix = p->panels ? ".title" : ".trace";
    char dir[64];
    snprintf(dir, sizeof dir, *d->trace_dir ? "traces/%s" : "traces", d->trace_dir);
    const long n = count_files(c, dir, suffix);
    if (n < 0) {
        if (!*d->trace_dir)
            pf_chart_skip(c, p->chart, "no traces/ folder in the run folder");
        return;
    }
    if (n == 0) {
        pf_chart_skip(c, p->chart, "no *%s files in %s/", suffix, dir);
        return;
    }
    if (p->panels) {
        char gp[64];
        snprintf(gp, sizeof gp, "%s.gp", d->trace_dir);
        pf_chart_index(c, p->chart, gp, p->title, NULL, "%s (%ld variants).", p->what, n);
        return;
    }
    if (*d->trace_dir) {
        /* traces in a folder of their own: charts.sh finds it in charts/data/NAME.src */
        char src[80];
        snprintf(src, sizeof src, "%s.src", p->chart);
        struct pf_out o;
        if (pf_chart_out_open(c, &o, src) != 0)
            return;
        fprintf(o.f, "%s\n", dir);
        if (pf_chart_out_close(c, &o) != 0)
            return;
    }
    pf_chart_index(c, p->chart, "search.gp", p->title, NULL, "%s (%ld traces).", p->what, n);
}
