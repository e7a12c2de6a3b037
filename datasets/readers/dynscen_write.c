/* dynscen_write.c: writer of GPPC dynamic-track scenarios (version 2) and their patch files. */
#include <stdlib.h>
#include <string.h>
#include "pf_dynamic_io.h"
#include "pf_weighted_io.h"

/* The path of the file a header line names (the patch file, the costs file: beside the
 * scenario, or `given` when absolute) and the name the line gives it. An empty `given` names
 * X.EXT for X.scen. */
static int side_names(const char *scen_path, const char *given, const char *ext, char *file, char *line,
                      size_t cap, struct pf_error *err)
{
    const char *base = pf_basename(scen_path);
    size_t dir = (size_t)(base - scen_path);
    int n;
    if (given[0]) {
        n = snprintf(line, cap, "%s", given);
    } else {
        size_t stem = strlen(base) - (pf_has_suffix(base, ".scen") ? 5 : 0);
        n = snprintf(line, cap, "%.*s.%s", (int)stem, base, ext);
    }
    if (n < 0 || (size_t)n >= cap)
        goto long_path;
    n = line[0] == '/' ? snprintf(file, cap, "%s", line)
                       : snprintf(file, cap, "%.*s%s", (int)dir, scen_path, line);
    if (n < 0 || (size_t)n >= cap)
        goto long_path;
    for (const char *c = line; *c; c++)
        if (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r') {
            pf_error_set(err, "%s: expected a %s file name without spaces, found '%s'", scen_path, ext, line);
            return PF_ERR_ARG;
        }
    return PF_OK;
long_path:
    pf_error_set(err, "%s: expected a %s file path of at most %zu bytes", scen_path, ext, cap - 1);
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

static void write_scen(FILE *f, const struct pf_dynscen *d, const char *patch_line, const char *costs_line)
{
    fprintf(f, "version 2\nheight %d\nwidth %d\ncost 1 octile\npatch %s\n", d->height, d->width, patch_line);
    if (d->costs)
        fprintf(f, "costs %s\n", costs_line);
    fputs("commands\n", f);
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
 * characters would be read as something else), or in a weighted d labels with a cost and '.'
 * among them; commands naming patches that exist. */
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
            if (d->costs ? !d->costs->line[(unsigned char)p->cells[k]] : p->cells[k] != '.' && p->cells[k] != '@') {
                pf_error_set(err, "%s: expected patch %u's cells %s, found '%c'", scen_path, i,
                             d->costs ? "labels with a cost" : "'.' or '@'", p->cells[k]);
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
    char file[PF_PATH_MAX], line[PF_PATH_MAX], cfile[PF_PATH_MAX], cline[PF_PATH_MAX] = "";
    int rc = check(scen_path, d, err);
    if (rc == PF_OK && d->costs && !d->costs->line['.']) {
        pf_error_set(err, "%s: expected a cost for '.' (the start map's label), found none", scen_path);
        rc = PF_ERR_ARG;
    }
    if (rc == PF_OK)
        rc = side_names(scen_path, d->patch_path, "patch", file, line, sizeof file, err);
    if (rc == PF_OK && d->costs)
        rc = side_names(scen_path, d->costs_path, "costs", cfile, cline, sizeof cfile, err);
    if (rc != PF_OK)
        return rc;
    /* the files written to their temporaries first, then put in place: the patch file (and the
     * costs file) before the scenario that names it */
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
    write_scen(so.f, d, line, cline);
    rc = pf_out_commit(&po, err);
    if (rc == PF_OK && d->costs)
        rc = pf_costs_write(cfile, d->costs, err);
    if (rc != PF_OK) {
        pf_out_abort(&so);
        return rc;
    }
    return pf_out_commit(&so, err);
}
