/* domain_common.c: what the domain files share: file names and heads, listing a data folder,
 * and drawing pictures from traces. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "domain.h"
#include "plan.h"
#include "scriptrun.h"
#include "trace.h"

int pf_file_head(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, cap - 1, f);
    fclose(f);
    buf[n] = '\0';
    return 0;
}

int pf_plan_name_file(struct pf_plan_map *m, const char *path, const char *strip)
{
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    size_t nl = strlen(name);
    if (strip && pf_has_suffix(name, strip))
        nl -= strlen(strip);
    const char *fam = slash ? slash : path, *fam_end = fam;
    while (fam > path && fam[-1] != '/')
        fam--;
    if (fam == fam_end) {                 /* a file in the current folder: no family folder */
        fam = ".";
        fam_end = fam + 1;
    }
    if (nl >= sizeof m->name || (size_t)(fam_end - fam) >= sizeof m->family) {
        fprintf(stderr, "pfbench: %s: expected a map name of at most %zu and a family of at most %zu "
                        "characters (runs.csv fields), found longer\n", path, sizeof m->name - 1,
                sizeof m->family - 1);
        return -1;
    }
    snprintf(m->name, sizeof m->name, "%.*s", (int)nl, name);
    snprintf(m->family, sizeof m->family, "%.*s", (int)(fam_end - fam), fam);
    return 0;
}

void pf_free_list(char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

/* Add dir/name to the list when it is a regular file whose name ends in suffix. */
static int add_if(char ***list, size_t *n, size_t *cap, const char *dir, const char *name, const char *suffix)
{
    if (name[0] == '.' || !pf_has_suffix(name, suffix))
        return 0;
    size_t len = strlen(dir) + strlen(name) + 2;
    char *p = malloc(len);
    if (!p)
        return -1;
    snprintf(p, len, "%s/%s", dir, name);
    if (!pf_file_exists(p)) {
        free(p);
        return 0;
    }
    if (*n == *cap) {
        size_t nc = *cap ? 2 * *cap : 16;
        char **nl = realloc(*list, nc * sizeof *nl);
        if (!nl) {
            free(p);
            return -1;
        }
        *list = nl;
        *cap = nc;
    }
    (*list)[(*n)++] = p;
    return 0;
}

int pf_list_files(const char *dir, const char *suffix, char ***out, size_t *n)
{
    *out = NULL;
    *n = 0;
    size_t cap = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *sub = malloc(len);
        if (!sub) {
            rc = -1;
            break;
        }
        snprintf(sub, len, "%s/%s", dir, e->d_name);
        DIR *s = opendir(sub);
        if (s) {                          /* a family folder: its files */
            struct dirent *f;
            while (rc == 0 && (f = readdir(s)))
                rc = add_if(out, n, &cap, sub, f->d_name, suffix);
            closedir(s);
        } else {
            rc = add_if(out, n, &cap, dir, e->d_name, suffix);
        }
        free(sub);
    }
    closedir(d);
    if (rc) {
        fprintf(stderr, "pfbench: out of memory listing the files of %s\n", dir);
        pf_free_list(*out, *n);
        *out = NULL;
        *n = 0;
        return -1;
    }
    if (*n)
        qsort(*out, *n, sizeof **out, pf_cmp_str);
    return 0;
}

int pf_panels_draw(const struct pf_picture_req *req, const char *plot)
{
    char script[4096], why[2600];
    if (!req->out)
        return 0;
    if (pf_script_find("draw-panels.sh", script, sizeof script, why, sizeof why) != 0) {
        fprintf(stderr, "pfbench draw: %s\n", why);
        return -1;
    }
    char *argv[] = { "bash", script, "--plot", (char *)plot, "--out", (char *)req->out, "--data", (char *)req->dir, NULL };
    int status = pf_run_program(argv);
    if (status > 0)
        fprintf(stderr, "pfbench draw: %s exited with status %d\n", script, status);
    return status == 0 ? 0 : -1;
}

int pf_domain_plan_file(const struct pf_domain_ops *d, struct pf_plan *p, const char *map, const char *queries,
                        int limit, const struct pf_plan_opts *o)
{
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    const char *slash = strrchr(map, '/');
    const char *ext = strrchr(slash ? slash + 1 : map, '.');     /* the stem: without ".map" */
    if (pf_plan_name_file(&m, map, ext) != 0)
        return -1;
    if (!pf_match_any(o->pattern, m.name) && !pf_match_any(o->pattern, m.family))
        return 0;
    char qp[1100];
    if (queries)
        snprintf(qp, sizeof qp, "%s", queries);
    else
        d->queries_for(map, qp, sizeof qp);
    return d->plan_file(p, &m, map, qp, limit, o);
}

int pf_traces_draw(const void *map, const struct pf_scen_entry *e, const struct pf_picture_req *req,
                   pf_trace_fn *trace)
{
    char script[4096] = "", why[2600], data[4200];
    if (req->out && pf_script_find("draw-search.sh", script, sizeof script, why, sizeof why) != 0) {
        fprintf(stderr, "pfbench draw: %s\n", why);
        return -1;
    }
    /* bash draw-search.sh --out PNG --data DIR -- TRACE...: every path is its own argument,
     * never read by a shell */
    snprintf(data, sizeof data, "%s/data", req->dir);
    size_t nfixed = 7, na = nfixed;
    char **args = calloc(nfixed + req->n + 1, sizeof *args);
    if (!args) {
        fprintf(stderr, "pfbench draw: out of memory\n");
        return -1;
    }
    char *fixed[] = { "bash", script, "--out", (char *)req->out, "--data", data, "--" };
    memcpy(args, fixed, sizeof fixed);
    int rc = 0;
    for (size_t i = 0; i < req->n && rc == 0; i++) {
        char path[4400];
        pf_trace_file_name(req->dir, req->first + (int)i, req->vars[i], ".trace", path, sizeof path);
        rc = trace(map, req->moves, req->vars[i], req->map_name, e, path);
        if (rc == 0 && (args[na++] = strdup(path)) == NULL)
            rc = -1;
    }
    if (rc == 0 && req->out) {
        int status = pf_run_program(args);
        if (status > 0)
            fprintf(stderr, "pfbench draw: %s exited with status %d\n", script, status);
        rc = status == 0 ? 0 : -1;
    }
    for (size_t i = nfixed; i < na; i++)
        free(args[i]);
    free(args);
    return rc;
}

void pf_size_label_plane(int32_t width, int32_t height, int32_t depth, char *out, size_t cap)
{
    (void)depth;
    if (width == height)
        snprintf(out, cap, "%d²", (int)width);
    else
        snprintf(out, cap, "%d×%d", (int)width, (int)height);
}

void pf_size_label_volume(int32_t width, int32_t height, int32_t depth, char *out, size_t cap)
{
    snprintf(out, cap, "%d×%d×%d", (int)width, (int)height, (int)depth);
}
