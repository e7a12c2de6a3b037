/* replan_pic.c: the trip picture's data: for one scenario line, the true map, and per planner the
 * walked cells, the places it replanned and the walls it discovered, recorded through the agent's
 * hooks (scripts/plot/replan_trip.gp draws them); each file written whole or not at all (pf_out). */
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "replan.h"

/* The picture's file stem: the map's name and the line, with every character outside
 * [A-Za-z0-9._-] made '_'. */
static void stem(char *out, size_t len, const char *map, uint32_t line)
{
    snprintf(out, len, "%s-%u", map, line);
    for (char *c = out; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '.' ||
              *c == '_' || *c == '-'))
            *c = '_';
}

/* Open TRIPDIR/STEM[.PLANNER].EXT through pf_out; 0, or -1 after a message. */
static int open_pic(struct pf_out *o, const char *tripdir, const char *s, const char *planner, const char *ext,
                    FILE *err)
{
    char path[4400];
    struct pf_error e;
    if (planner)
        snprintf(path, sizeof path, "%s/%s.%s.%s", tripdir, s, planner, ext);
    else
        snprintf(path, sizeof path, "%s/%s.%s", tripdir, s, ext);
    if (pf_out_open(o, path, &e) == PF_OK)
        return 0;
    if (err)
        fprintf(err, "pfbench replan: %s\n", e.msg);
    return -1;
}

/* Commit n files into place (abort the rest after a failure); 0, or -1 after a message. */
static int commit_pics(struct pf_out *o, int n, FILE *err)
{
    int bad = 0;
    for (int i = 0; i < n; i++) {
        struct pf_error e;
        if (!o[i].f)
            continue;
        if (bad) {
            pf_out_abort(&o[i]);
        } else if (pf_out_commit(&o[i], &e) != PF_OK) {
            if (err)
                fprintf(err, "pfbench replan: %s\n", e.msg);
            bad = 1;
        }
    }
    return bad ? -1 : 0;
}

int replan_pic_map(const char *tripdir, const char *map, const char *family, const char *mode,
                   const struct replan_line *l, int32_t radius, uint32_t every, const struct pf_grid *g,
                   const struct pf_replanner *const *ps, int np, FILE *err)
{
    char s[200];
    struct pf_out o[2] = { { 0 }, { 0 } };
    stem(s, sizeof s, map, l->line);
    if (open_pic(&o[0], tripdir, s, NULL, "map", err) != 0 || open_pic(&o[1], tripdir, s, NULL, "vars.gp", err) != 0) {
        if (o[0].f)
            pf_out_abort(&o[0]);
        return -1;
    }
    FILE *m = o[0].f, *v = o[1].f;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            fprintf(m, "%d%c", g->cls[pf_grid_node(g, x, y)] == PF_CLS_BLOCKED, x + 1 < g->width ? ' ' : '\n');
    fprintf(v, "mapw = %d\nmaph = %d\ngx = %d\ngy = %d\nplanners = \"", g->width, g->height, l->gx, l->gy);
    for (int i = 0; i < np; i++)
        fprintf(v, "%s%s", i ? " " : "", ps[i]->name);
    fprintf(v, "\"\ntrip = \"%s (%s) line %u: (%d,%d) to (%d,%d), %s ", map, family, l->line, l->sx, l->sy, l->gx,
            l->gy, mode);
    if (strcmp(mode, "discover") == 0)
        fprintf(v, "r=%d\"\n", radius);
    else
        fprintf(v, "K=%u\"\n", every);
    return commit_pics(o, 2, err);
}

int replan_pic_begin(struct replan_pic *pic, const char *tripdir, const char *map, uint32_t line,
                     const struct pf_agent_setup *s, const char *planner, FILE *err)
{
    static const char *const ext[3] = { "walk", "replans", "walls" };
    memset(pic, 0, sizeof *pic);
    char st[200];
    stem(st, sizeof st, map, line);
    pic->s = s;
    pic->seen = calloc(s->map->num_nodes, 1);
    int bad = !pic->seen;
    if (bad && err)
        fprintf(err, "pfbench replan: out of memory for the trip picture\n");
    for (int i = 0; i < 3 && !bad; i++)
        bad = open_pic(&pic->o[i], tripdir, st, planner, ext[i], err) != 0;
    if (bad) {
        for (int i = 0; i < 3; i++)
            if (pic->o[i].f)
                pf_out_abort(&pic->o[i]);
        free(pic->seen);
        memset(pic, 0, sizeof *pic);
        return -1;
    }
    replan_pic_stand(pic, s->start);
    return 0;
}

void replan_pic_stand(struct replan_pic *pic, pf_node a)
{
    int32_t x, y;
    pf_grid_xy(pic->s->map, a, &x, &y);
    fprintf(pic->o[0].f, "%d %d\n", x, y);
}

void replan_pic_planned(struct replan_pic *pic, const struct pf_grid *believed, pf_node agent)
{
    pic->plans++;
    if (pic->plans > 1) {
        int32_t x, y;
        pf_grid_xy(believed, agent, &x, &y);
        fprintf(pic->o[1].f, "%d %d %u\n", x, y, pic->plans);
    }
}

void replan_pic_learned(struct replan_pic *pic, const struct pf_grid *believed, const pf_node *cells, uint32_t n)
{
    /* discover: every wall the agent found; changes: the walls events put where the map the
     * trip started on was free */
    int found = pic->s->mode == PF_AGENT_DISCOVER;
    for (uint32_t i = 0; i < n; i++)
        if (believed->cls[cells[i]] == PF_CLS_BLOCKED && (found || pic->s->map->cls[cells[i]] != PF_CLS_BLOCKED))
            pic->seen[cells[i]] = 1;
}

int replan_pic_end(struct replan_pic *pic, FILE *err)
{
    const struct pf_grid *g = pic->s->map;
    if (pic->o[2].f)
        for (int32_t y = 0; y < g->height; y++)
            for (int32_t x = 0; x < g->width; x++)
                if (pic->seen[pf_grid_node(g, x, y)])
                    fprintf(pic->o[2].f, "%d %d\n", x, y);
    int rc = commit_pics(pic->o, 3, err);
    free(pic->seen);
    memset(pic, 0, sizeof *pic);
    return rc;
}
