/* replan_pic.c: the trip picture's data: for one scenario line, the true map, and per planner the
 * walked cells, the places it replanned and the walls it discovered, recorded through the agent's
 * hooks (scripts/plot/replan_trip.gp draws them). */
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

static FILE *open_pic(const char *dir, const char *s, const char *planner, const char *ext, FILE *err)
{
    char path[4400];
    if (planner)
        snprintf(path, sizeof path, "%s/trip/%s.%s.%s", dir, s, planner, ext);
    else
        snprintf(path, sizeof path, "%s/trip/%s.%s", dir, s, ext);
    FILE *f = fopen(path, "w");
    if (!f && err)
        fprintf(err, "pfbench replan: cannot write %s\n", path);
    return f;
}

int replan_pic_map(const char *dir, const char *map, const char *family, const char *mode,
                   const struct replan_line *l, int32_t radius, uint32_t every, const struct pf_grid *g,
                   const struct pf_replanner *const *ps, int np, FILE *err)
{
    char s[200], path[4400];
    struct pf_error e;
    snprintf(path, sizeof path, "%s/trip", dir);
    if (pf_mkdir_p(path, &e) != PF_OK) {
        fprintf(err, "pfbench replan: %s\n", e.msg);
        return -1;
    }
    stem(s, sizeof s, map, l->line);
    FILE *m = open_pic(dir, s, NULL, "map", err), *v = m ? open_pic(dir, s, NULL, "vars.gp", err) : NULL;
    if (!v) {
        if (m)
            fclose(m);
        return -1;
    }
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
    int bad = ferror(m) | ferror(v);
    bad |= fclose(m) | fclose(v);
    return bad ? -1 : 0;
}

int replan_pic_begin(struct replan_pic *pic, const char *dir, const char *map, uint32_t line,
                     const struct pf_agent_setup *s, const char *planner, FILE *err)
{
    memset(pic, 0, sizeof *pic);
    char st[200];
    stem(st, sizeof st, map, line);
    pic->s = s;
    pic->seen = calloc(s->map->num_nodes, 1);
    pic->walk = pic->seen ? open_pic(dir, st, planner, "walk", err) : NULL;
    pic->replans = pic->walk ? open_pic(dir, st, planner, "replans", err) : NULL;
    pic->walls = pic->replans ? open_pic(dir, st, planner, "walls", err) : NULL;
    if (!pic->walls) {
        replan_pic_end(pic);
        return -1;
    }
    replan_pic_stand(pic, s->start);
    return 0;
}

void replan_pic_stand(struct replan_pic *pic, pf_node a)
{
    int32_t x, y;
    pf_grid_xy(pic->s->map, a, &x, &y);
    fprintf(pic->walk, "%d %d\n", x, y);
}

void replan_pic_planned(struct replan_pic *pic, const struct pf_grid *believed, pf_node agent)
{
    pic->plans++;
    if (pic->plans > 1) {
        int32_t x, y;
        pf_grid_xy(believed, agent, &x, &y);
        fprintf(pic->replans, "%d %d %u\n", x, y, pic->plans);
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

int replan_pic_end(struct replan_pic *pic)
{
    int bad = 0;
    if (pic->walls) {
        const struct pf_grid *g = pic->s->map;
        for (int32_t y = 0; y < g->height; y++)
            for (int32_t x = 0; x < g->width; x++)
                if (pic->seen[pf_grid_node(g, x, y)])
                    fprintf(pic->walls, "%d %d\n", x, y);
    }
    FILE *fs[3] = { pic->walk, pic->replans, pic->walls };
    for (int i = 0; i < 3; i++)
        if (fs[i])
            bad |= ferror(fs[i]) | fclose(fs[i]);
    free(pic->seen);
    memset(pic, 0, sizeof *pic);
    return bad ? -1 : 0;
}
