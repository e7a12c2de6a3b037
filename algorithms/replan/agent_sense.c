/* agent_sense.c: what a walking agent knows: its believed map (freespace or the whole map), the
 * sensor disk, change events pasted into the map, and the list of cells that changed. */
#include <stdlib.h>
#include <string.h>
#include "agent_sense.h"

/* The sensor: the disk dx*dx + dy*dy <= r*r, and the eight neighbours (a move reads the cells
 * of its 3x3 square only: with them seen, a move legal on the believed map is legal on the
 * true one). */
static int make_disk(struct agent_world *w, int32_t r)
{
    uint32_t side = 2u * (uint32_t)r + 1u;
    w->disk = malloc((size_t)side * side * 2 * sizeof *w->disk);
    if (!w->disk)
        return PF_ERR_NOMEM;
    for (int32_t dy = -r; dy <= r; dy++)
        for (int32_t dx = -r; dx <= r; dx++)
            if (dx * dx + dy * dy <= r * r || (abs(dx) <= 1 && abs(dy) <= 1)) {
                w->disk[2 * w->disk_n] = dx;
                w->disk[2 * w->disk_n + 1] = dy;
                w->disk_n++;
            }
    return PF_OK;
}

int agent_world_init(struct agent_world *w, const struct pf_agent_setup *s)
{
    const struct pf_grid *m = s->map;
    memset(w, 0, sizeof *w);
    int rc = pf_grid_init(&w->believed, m->width, m->height);
    if (rc != PF_OK)
        return rc;
    w->changed = malloc((size_t)m->num_nodes * sizeof *w->changed);
    if (!w->changed)
        goto nomem;
    if (s->mode == PF_AGENT_DISCOVER) {
        w->truth = m;
        for (int32_t y = 0; y < m->height; y++)
            for (int32_t x = 0; x < m->width; x++)
                pf_grid_set(&w->believed, x, y, '.');
        if (make_disk(w, s->radius) != PF_OK)
            goto nomem;
    } else {
        w->truth = &w->believed;
        memcpy(w->believed.cls, m->cls, m->num_nodes);
        memcpy(w->believed.chars, m->chars, (size_t)m->width * (size_t)m->height);
        w->before = malloc(m->num_nodes);
        if (!w->before)
            goto nomem;
        memcpy(w->before, m->cls, m->num_nodes);
    }
    return PF_OK;
nomem:
    agent_world_free(w);
    return PF_ERR_NOMEM;
}

void agent_world_free(struct agent_world *w)
{
    pf_grid_free(&w->believed);
    free(w->disk);
    free(w->before);
    free(w->changed);
    memset(w, 0, sizeof *w);
}

/* Note that cell c changed from class old to its class now. */
static void note(struct agent_world *w, pf_node c, uint8_t old)
{
    w->changed[w->num_changed++] = c;
    if (w->believed.cls[c] != PF_CLS_BLOCKED && old != w->believed.cls[c])
        w->opened = 1;
}

void agent_world_sense(struct agent_world *w, pf_node at)
{
    int32_t ax, ay;
    pf_grid_xy(&w->believed, at, &ax, &ay);
    for (uint32_t i = 0; i < w->disk_n; i++) {
        int32_t x = ax + w->disk[2 * i], y = ay + w->disk[2 * i + 1];
        if (!pf_grid_in_bounds(w->truth, x, y))
            continue;
        pf_node c = pf_grid_node(w->truth, x, y);
        uint8_t old = w->believed.cls[c];
        if (w->truth->cls[c] == old)
            continue;
        pf_grid_set(&w->believed, x, y, pf_grid_char(w->truth, x, y));
        note(w, c, old);
    }
}

int agent_world_event(struct agent_world *w, const struct pf_agent_event *e)
{
    for (uint32_t i = 0; i < e->n; i++) {
        int rc = pf_grid_apply_patch(&w->believed, &e->patches[i], NULL);
        if (rc != PF_OK)
            return rc;
    }
    /* each cell once, however many patches covered it: before[] follows as cells are noted */
    for (uint32_t i = 0; i < e->n; i++) {
        const struct pf_patch *p = &e->patches[i];
        for (int32_t y = p->y; y < p->y + p->height; y++)
            for (int32_t x = p->x; x < p->x + p->width; x++) {
                pf_node c = pf_grid_node(&w->believed, x, y);
                uint8_t old = w->before[c];
                if (w->believed.cls[c] == old)
                    continue;
                w->before[c] = w->believed.cls[c];
                note(w, c, old);
            }
    }
    return PF_OK;
}

int agent_step_legal(const struct pf_grid *g, enum pf_moves m, pf_node a, pf_node b)
{
    int32_t ax, ay, bx, by;
    pf_grid_xy(g, a, &ax, &ay);
    pf_grid_xy(g, b, &bx, &by);
    int32_t dx = bx - ax, dy = by - ay;
    for (int d = 0; d < 8; d++)
        if (pf_dir_dx[d] == dx && pf_dir_dy[d] == dy)
            return (pf_grid_move_mask(g, a, m) >> d) & 1u;
    return 0;
}
