/* replan_source.c: the maps and lines pfbench replan walks: a Moving AI map and its scenario, a
 * generated map and a drawn scenario, or a dynamic scenario and its change events. */
#include <stdlib.h>
#include <string.h>
#include "pf_dynamic_io.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "replan.h"

/* The folder a file lies in, by name ("dao" for movingai/dao/x.map), or "-". */
static void folder_name(const char *path, char *out, size_t cap)
{
    const char *end = strrchr(path, '/');
    if (!end || end == path) {
        snprintf(out, cap, "-");
        return;
    }
    const char *b = end;
    while (b > path && b[-1] != '/')
        b--;
    snprintf(out, cap, "%.*s", (int)(end - b), b);
}

/* Keep `want` of the n lines, spread evenly (all when want is 0 or >= n). */
static void spread(struct replan_source *src, uint32_t want)
{
    size_t n = src->num_lines;
    if (!want || want >= n)
        return;
    for (size_t i = 0; i < want; i++)
        src->lines[i] = src->lines[i * n / want];
    src->num_lines = want;
}

static int from_scen(struct replan_source *src, const struct pf_scen *s)
{
    src->lines = calloc(s->n ? s->n : 1, sizeof *src->lines);
    if (!src->lines)
        return -1;
    for (size_t i = 0; i < s->n; i++)
        src->lines[i] = (struct replan_line){ s->e[i].line, s->e[i].sx, s->e[i].sy, s->e[i].gx, s->e[i].gy, 0 };
    src->num_lines = s->n;
    return 0;
}

static int load_gen(const char *recipe, struct replan_source *src, struct pf_error *err)
{
    struct pf_gen_recipe r;
    struct pf_scen s = { 0 };
    if (pf_gen_parse(recipe, &r, err) != PF_OK || pf_gen_map(&r, &src->grid, err) != PF_OK)
        return -1;
    pf_gen_name(&r, src->map, sizeof src->map);
    snprintf(src->family, sizeof src->family, "gen-%s", r.family);
    if (pf_gen_scen(&src->grid, src->map, 1, 4, 64, &s, err) != PF_OK)
        return -1;
    int rc = from_scen(src, &s);
    pf_scen_free(&s);
    return rc;
}

static int load_map(const char *path, const char *scen, struct replan_source *src, struct pf_error *err)
{
    char spath[4200];
    struct pf_scen s = { 0 };
    snprintf(spath, sizeof spath, "%s.scen", path);
    if (pf_map_read(path, &src->grid, pf_default_max_cells(), err) != PF_OK)
        return -1;
    if (pf_scen_read(scen ? scen : spath, &s, err) != PF_OK ||
        pf_scen_check(&s, scen ? scen : spath, &src->grid, path, err) != PF_OK) {
        pf_scen_free(&s);
        return -1;
    }
    snprintf(src->map, sizeof src->map, "%s", pf_basename(path));
    folder_name(path, src->family, sizeof src->family);
    int rc = from_scen(src, &s);
    pf_scen_free(&s);
    return rc;
}

/* A dynamic scenario: its P lines of one epoch are an event, its Q lines the trips. */
static int load_dynamic(const char *path, struct replan_source *src, struct pf_error *err)
{
    struct pf_dynscen *d = calloc(1, sizeof *d);
    if (!d || pf_dynscen_read(path, d, err) != PF_OK || pf_dynscen_start_grid(d, &src->grid) != PF_OK) {
        free(d);
        return -1;
    }
    src->owned = d;
    src->mode = PF_AGENT_CHANGES;
    snprintf(src->map, sizeof src->map, "%s", pf_basename(path));
    snprintf(src->family, sizeof src->family, "dynamic");
    src->patches = calloc(d->num_cmds ? d->num_cmds : 1, sizeof *src->patches);
    src->events = calloc(d->num_cmds ? d->num_cmds : 1, sizeof *src->events);
    src->lines = calloc(d->num_queries ? d->num_queries : 1, sizeof *src->lines);
    if (!src->patches || !src->events || !src->lines)
        return -1;
    uint32_t np = 0, epoch = 0;
    int in_event = 0;
    for (uint32_t i = 0; i < d->num_cmds; i++) {
        const struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind == PF_DYN_PATCH) {
            /* an event: the P lines of one epoch */
            if (!in_event || c->epoch != epoch)
                src->events[src->num_events++] = (struct pf_agent_event){ &src->patches[np], 0 };
            in_event = 1;
            epoch = c->epoch;
            src->patches[np++] = pf_dynscen_patch_at(d, i);
            src->events[src->num_events - 1].n++;
        } else {
            in_event = 0;
            src->lines[src->num_lines++] =
                (struct replan_line){ c->line, c->x, c->y, c->gx, c->gy, src->num_events };
        }
    }
    return 0;
}

int replan_source_load(const char *path, int gen, const char *scen, uint32_t lines, struct replan_source *src,
                       FILE *err)
{
    struct pf_error e = { "" };
    memset(src, 0, sizeof *src);
    src->mode = PF_AGENT_DISCOVER;
    int rc = gen ? load_gen(path, src, &e) : pf_dynscen_sniff(path) == 1 ? load_dynamic(path, src, &e)
                                                                       : load_map(path, scen, src, &e);
    if (rc != 0) {
        fprintf(err, "pfbench replan: %s\n", e.msg[0] ? e.msg : "out of memory");
        replan_source_free(src);
        return -1;
    }
    spread(src, lines);
    return 0;
}

void replan_source_free(struct replan_source *src)
{
    pf_grid_free(&src->grid);
    free(src->lines);
    free(src->patches);
    free(src->events);
    if (src->owned) {
        pf_dynscen_free(src->owned);
        free(src->owned);
    }
    memset(src, 0, sizeof *src);
}

int replan_source_map_at(const struct replan_source *src, const struct replan_line *l, struct pf_grid *g)
{
    const struct pf_grid *m = &src->grid;
    int rc = pf_grid_init(g, m->width, m->height);
    if (rc != PF_OK)
        return rc;
    memcpy(g->cls, m->cls, m->num_nodes);
    memcpy(g->chars, m->chars, (size_t)m->width * (size_t)m->height);
    for (uint32_t e = 0; e < l->first_event && rc == PF_OK; e++)
        for (uint32_t i = 0; i < src->events[e].n && rc == PF_OK; i++)
            rc = pf_grid_apply_patch(g, &src->events[e].patches[i], NULL);
    return rc;
}
