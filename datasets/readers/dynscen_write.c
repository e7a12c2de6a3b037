/* dynscen_write.c: writer of GPPC dynamic-track scenarios (version 2) and their patch files. */
#include <stdlib.h>
#include <string.h>
#include "pf_dynamic_io.h"

/* The patch file's path (beside the scenario, or d->patch_path when absolute) and the name
 * the scenario's `patch` line gives it. An empty d->patch_path names X.patch for X.scen. */
static int patch_names(const char *scen_path, const struct pf_dynscen *d, char *file, char *line,
                       size_t cap, struct pf_error *err)
{
    const char *base = pf_basename(scen_path);
    size_t dir = (size_t)(base - scen_path);
    int n;
    if (d->patch_path[0]) {
        n = snprintf(line, cap, "%s", d->patch_path);
    } else {
        size_t stem = strlen(base) - (pf_has_suffix(base, ".scen") ? 5 : 0);
        n = snprintf(line, cap, "%.*s.patch", (int)stem, base);
    }
    if (n < 0 || (size_t)n >= cap)
        goto long_path;
    n = line[0] == '/' ? snprintf(file, cap, "%s", line)
                       : snprintf(file, cap, "%.*s%s", (int)dir, scen_path, line);
    if (n < 0 || (size_t)n >= cap)
        goto long_path;
    for (const char *c = line; *c; c++)
        if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r') {
            pf_error_set(err, "%s: expected a patch file name without spaces, found '%s'", scen_path, line);
            return PF_ERR_ARG;
        }
    return PF_OK;
long_path:
    pf_error_set(err, "%s: expected a patch file path of at most %zu bytes", scen_path, cap - 1);
    return PF_ERR_ARG;
}

static void write_patches(FILE *f, const struct pf_dynscen *d)
{
    fprintf(f, "type patch\npatches %u\n", d->num_patches);
    for (uint32_t i = 0; i < d->num_patches; i++) {
        const struct pf_dyn_patch *p = &d->patches[i];
        fprintf(f, "patch %u\nheight %d\nwidth %d\nmap\n", i, p->height, p->width);
        for (int32_t y = 0; y < p->height; y++) {
            fwrite(p->cells + (size_t)y * (size_t)p->width, 1, (size_t)p->width, f);
            fputc('\n', f);
        }
    }
}

static void write_scen(FILE *f, const struct pf_dynscen *d, const char *patch_line)
{
    fprintf(f, "version 2\nheight %d\nwidth %d\ncost 1 octile\npatch %s\ncommands\n", d->height, d->width,
            patch_line);
    for (uint32_t i = 0; i < d->num_cmds; i++) {
        const struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind == PF_DYN_PATCH) {
            fprintf(f, "P %u %u %d %d\n", c->epoch, c->patch, c->x, c->y);
            continue;
        }
        fprintf(f, "Q %u %d %d %d %d ", c->epoch, c->x, c->y, c->gx, c->gy);
        if (c->dist < 0)
            fputs("-1\n", f);
        else
            fprintf(f, "%.*f\n", c->decimals, c->dist);
    }
}

/* Whether d is something the reader takes back: patches with cells of '.' and '@' only (other
 * characters would be read as something else), commands naming patches that exist. */
static int check(const char *scen_path, const struct pf_dynscen *d, struct pf_error *err)
{
    for (uint32_t i = 0; i < d->num_patches; i++) {
        const struct pf_dyn_patch *p = &d->patches[i];
        size_t n = (size_t)p->width * (size_t)p->height;
        if (p->width < 1 || p->height < 1 || p->width > d->width || p->height > d->height) {
            pf_error_set(err, "%s: expected patch %u of 1x1 to %dx%d cells, found %dx%d", scen_path, i,
                         d->width, d->height, p->width, p->height);
            return PF_ERR_ARG;
        }
        for (size_t k = 0; k < n; k++)
            if (p->cells[k] != '.' && p->cells[k] != '@') {
                pf_error_set(err, "%s: expected patch %u's cells '.' or '@', found '%c'", scen_path, i,
                             p->cells[k]);
                return PF_ERR_ARG;
            }
    }
    for (uint32_t i = 0; i < d->num_cmds; i++)
        if (d->cmds[i].kind == PF_DYN_PATCH && d->cmds[i].patch >= d->num_patches) {
            pf_error_set(err, "%s: expected command %u's patch id below %u, found %u", scen_path, i,
                         d->num_patches, d->cmds[i].patch);
            return PF_ERR_ARG;
        }
    return PF_OK;
}

int pf_dynscen_write(const char *scen_path, const struct pf_dynscen *d, struct pf_error *err)
{
    char file[PF_PATH_MAX], line[PF_PATH_MAX];
    int rc = check(scen_path, d, err);
    if (rc == PF_OK)
        rc = patch_names(scen_path, d, file, line, sizeof file, err);
    if (rc != PF_OK)
        return rc;
    /* both files written to their temporaries first, then put in place: the patch file before
     * the scenario that names it */
    struct pf_out po, so;
    rc = pf_out_open(&po, file, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_out_open(&so, scen_path, err);
    if (rc != PF_OK) {
        pf_out_abort(&po);
        return rc;
    }
    write_patches(po.f, d);
    write_scen(so.f, d, line);
    rc = pf_out_commit(&po, err);
    if (rc != PF_OK) {
        pf_out_abort(&so);
        return rc;
    }
    return pf_out_commit(&so, err);
}
