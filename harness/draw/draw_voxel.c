/* draw_voxel.c: `pfbench draw` on a voxel map (.3dmap): where each 3D search looked, as two
 * projections per variant (from above: x-y; from the side: x-z), drawn by scripts/draw-panels.sh. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_voxel_io.h"
#include "commands.h"
#include "draw_voxel.h"
#include "plan.h"
#include "scriptrun.h"
#include "trace.h"

/* The two projections of one search: expanded voxels counted per column (every voxel it
 * reached, for a search that closes none: BFS). */
struct proj {
    const struct pf_voxels *v;
    uint32_t *top, *side;       /* w x h (over z), w x d (over y) */
    int reached;                /* count reached voxels, not only closed ones */
    uint64_t n;
};

static void count_closed(void *arg, int32_t x, int32_t y, int32_t z, int closed)
{
    struct proj *p = arg;
    if (!closed && !p->reached)
        return;
    p->n++;
    p->top[(size_t)y * (size_t)p->v->w + (size_t)x]++;
    p->side[(size_t)z * (size_t)p->v->w + (size_t)x]++;
}

/* Colours: a column's share of blocked voxels greys it (white: all free); expanded voxels
 * shade it from light yellow (few) to dark red (the panel's most), on a log scale. */
static void put_image(FILE *f, const uint32_t *count, const float *blocked, int32_t w, int32_t h)
{
    uint32_t most = 1;
    for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
        most = count[i] > most ? count[i] : most;
    for (int32_t b = 0; b < h; b++)
        for (int32_t a = 0; a < w; a++) {
            size_t i = (size_t)b * (size_t)w + (size_t)a;
            int r, g, bl;
            if (count[i]) {
                double t = log1p((double)count[i]) / log1p((double)most);
                r = (int)(255 - 105 * t), g = (int)(225 * (1 - t)), bl = (int)(140 * (1 - t));
            } else {
                r = g = bl = (int)(255 - 190 * blocked[i]);
            }
            fprintf(f, "%d %d %d %d %d\n", a, b, r, g, bl);
        }
}

/* Share of blocked voxels per column, seen from above (over z) and from the side (over y). */
static int wall_shares(const struct pf_voxels *v, float **top, float **side)
{
    size_t w = (size_t)v->w;
    *top = calloc(w * (size_t)v->h, sizeof **top);
    *side = calloc(w * (size_t)v->d, sizeof **side);
    if (!*top || !*side)
        return -1;
    for (int32_t z = 0; z < v->d; z++)
        for (int32_t y = 0; y < v->h; y++)
            for (int32_t x = 0; x < v->w; x++)
                if (pf_voxel_blocked(v, x, y, z)) {
                    (*top)[(size_t)y * w + (size_t)x] += 1.0f / (float)v->d;
                    (*side)[(size_t)z * w + (size_t)x] += 1.0f / (float)v->h;
                }
    return 0;
}

/* One panel's files: NN.top, NN.side, NN.path and NN.title in dir. */
static int write_panel(const char *dir, int k, const struct pf_variant *var, struct pf_search_ctx *ctx,
                       const struct pf_voxels *v, const float *wt, const float *ws, pf_node s, pf_node t)
{
    struct proj p = { v, calloc((size_t)v->w * (size_t)v->h, sizeof *p.top),
                      calloc((size_t)v->w * (size_t)v->d, sizeof *p.side), 0, 0 };
    struct pf_result r;
    int rc = -1;
    if (!p.top || !p.side)
        goto out;
    pf_search(ctx, var, s, t, &r);
    pf_ctx_visit_touched(ctx, count_closed, &p);
    if (p.n == 0) {                        /* nothing closed: show what it reached */
        p.reached = 1;
        pf_ctx_visit_touched(ctx, count_closed, &p);
    }
    char path[4400];
    FILE *f;
    snprintf(path, sizeof path, "%s/%02d.top", dir, k);
    if (!(f = fopen(path, "w")))
        goto out;
    put_image(f, p.top, wt, v->w, v->h);
    fclose(f);
    snprintf(path, sizeof path, "%s/%02d.side", dir, k);
    if (!(f = fopen(path, "w")))
        goto out;
    put_image(f, p.side, ws, v->w, v->d);
    fclose(f);
    snprintf(path, sizeof path, "%s/%02d.path", dir, k);
    if (!(f = fopen(path, "w")))
        goto out;
    for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++) {
        int32_t x, y, z;
        pf_voxel_xyz(v, r.path[i], &x, &y, &z);
        fprintf(f, "%d %d %d\n", x, y, z);
    }
    fclose(f);
    snprintf(path, sizeof path, "%s/%02d.title", dir, k);
    if (!(f = fopen(path, "w")))
        goto out;
    if (r.status == PF_OK)
        fprintf(f, "%s: %llu expanded, cost %.4f\n", var->name, (unsigned long long)r.c.expanded, r.cost);
    else
        fprintf(f, "%s: %s after %llu expanded\n", var->name, pf_status_name(r.status),
                (unsigned long long)r.c.expanded);
    fclose(f);
    rc = 0;
out:
    if (rc)
        fprintf(stderr, "pfbench draw: cannot write the panel of %s in %s: %s\n", var->name, dir, strerror(errno));
    free(p.top);
    free(p.side);
    return rc;
}

int pf_voxel_panels_write(const struct pf_voxels *v, const struct pf_voxel_query *q,
                          const struct pf_variant *const *vars, size_t n, int first, const char *dir, int verbose)
{
    float *wt = NULL, *ws = NULL;
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(v);
    int rc = -1;
    if (!ctx || wall_shares(v, &wt, &ws) != 0) {
        fprintf(stderr, "pfbench: out of memory drawing a voxel level\n");
        goto out;
    }
    char sp[4200];                         /* the level's size, for the axes */
    snprintf(sp, sizeof sp, "%s/size.gp", dir);
    FILE *sf = fopen(sp, "w");
    if (!sf) {
        fprintf(stderr, "pfbench: cannot write %s: %s\n", sp, strerror(errno));
        goto out;
    }
    fprintf(sf, "W = %d\nH = %d\nD = %d\n", v->w, v->h, v->d);
    fclose(sf);
    pf_node s = pf_voxel_node(v, q->sx, q->sy, q->sz), t = pf_voxel_node(v, q->gx, q->gy, q->gz);
    pf_ctx_set_budget(ctx, 10000000);     /* a picture needs no more; Dijkstra on a large level might */
    rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        if (verbose)
            fprintf(stderr, "pfbench draw: %s\n", vars[i]->name);
        rc = pf_ctx_prepare(ctx, vars[i], NULL) != PF_OK ||
             write_panel(dir, first + (int)i, vars[i], ctx, v, wt, ws, s, t) != 0 ? -1 : 0;
    }
out:
    free(wt);
    free(ws);
    pf_ctx_destroy(ctx);
    return rc;
}

/* Remember every voxel the search touched, for the trace. */
struct touched_out {
    FILE *f;
    uint64_t n, closed;
};

static void put_touched(void *arg, int32_t x, int32_t y, int32_t z, int closed)
{
    struct touched_out *t = arg;
    fprintf(t->f, "%d %d %d %d\n", x, y, z, closed);
    t->n++;
    t->closed += closed != 0;
}

int pf_voxel_trace_write(const struct pf_voxels *v, const struct pf_voxel_query *q, const struct pf_variant *var,
                         const char *map_name, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create_voxel(v);
    if (!ctx || pf_ctx_prepare(ctx, var, NULL) != PF_OK) {
        fprintf(stderr, "pfbench: cannot prepare %s on %s (out of memory)\n", var->name, map_name);
        pf_ctx_destroy(ctx);
        return -1;
    }
    pf_ctx_set_budget(ctx, 10000000);
    struct pf_result r;
    pf_search(ctx, var, pf_voxel_node(v, q->sx, q->sy, q->sz), pf_voxel_node(v, q->gx, q->gy, q->gz), &r);
    struct pf_out o;
    struct pf_error err;
    int rc = -1;
    if (pf_out_open(&o, path, &err) != PF_OK)
        goto out;
    fprintf(o.f, "# pfbench voxel trace map=%s width=%d height=%d depth=%d variant=%s cost=%.6f expanded=%llu\n",
            map_name, v->w, v->h, v->d, var->name, r.status == PF_OK ? r.cost : -1.0,
            (unsigned long long)r.c.expanded);
    struct touched_out t = { o.f, 0, 0 };
    pf_ctx_visit_touched(ctx, put_touched, &t);
    if (pf_out_commit(&o, &err) != PF_OK)
        goto out;
    char pp[4200];
    snprintf(pp, sizeof pp, "%s.path", path);
    if (pf_out_open(&o, pp, &err) != PF_OK)
        goto out;
    for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++) {
        int32_t x, y, z;
        pf_voxel_xyz(v, r.path[i], &x, &y, &z);
        fprintf(o.f, "%d %d %d\n", x, y, z);
    }
    rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
out:
    if (rc)
        fprintf(stderr, "pfbench: %s\n", err.msg);
    pf_ctx_destroy(ctx);
    return rc;
}
