/* sg_build.c: the simple subgoal graph's preprocessing: subgoals at convex corners, the
 * clearance table, and the edges between direct-h-reachable subgoals (sg.h). */
#include <stdlib.h>
#include <string.h>
#include "sg.h"

/* The clearance of every node in every direction: each from its neighbour's in the same
 * direction, visiting nodes so that the neighbour comes first. */
static void fill_clearance(const struct pf_grid *g, const uint32_t *id, const int32_t off[8], int16_t *clr)
{
    const uint32_t N = g->num_nodes;
    for (int d = 0; d < 8; d++) {
        const int down = off[d] > 0;
        for (uint32_t i = 0; i < N; i++) {
            const pf_node n = down ? N - 1 - i : i;
            clr[(size_t)n * 8 + d] = sg_clr_of(g->cls, id, clr, n, d, off);
        }
    }
}

/* The edges as they are found: (from, to, cost, whether from's scan found it) in a growing array. */
struct edge { uint32_t from, to, w, fwd; };
struct found_list { struct edge *e; size_t n, cap; const uint32_t *id; uint32_t from; int nomem; };

static void add_found(void *arg, pf_node t, pf_cost cost)
{
    struct found_list *f = arg;
    if (f->n + 2 > f->cap) {
        size_t cap = f->cap ? 2 * f->cap : 4096;
        struct edge *e = realloc(f->e, cap * sizeof *e);
        if (!e) {
            f->nomem = 1;
            return;
        }
        f->e = e;
        f->cap = cap;
    }
    /* both ways: the scan from t may not find f->from (the bound is not symmetric) */
    f->e[f->n++] = (struct edge){ f->from, f->id[t], (uint32_t)cost, 1 };
    f->e[f->n++] = (struct edge){ f->id[t], f->from, (uint32_t)cost, 0 };
}

static int edge_cmp(const void *pa, const void *pb)
{
    const struct edge *a = pa, *b = pb;
    return a->from != b->from ? (a->from < b->from ? -1 : 1) : a->to != b->to ? (a->to < b->to ? -1 : 1) : 0;
}

int pf_sg_preprocess(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    if (m != PF_MOVES_8)
        return PF_ERR_ARG;
    if (g->width > PF_SG_MAX_SIDE || g->height > PF_SG_MAX_SIDE)
        return PF_ERR_LIMIT;
    const uint32_t N = g->num_nodes;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = pf_dir_dy[d] * g->stride + pf_dir_dx[d];
    struct pf_sg *sg = calloc(1, sizeof *sg);
    struct found_list f = { 0 };
    if (!sg)
        return PF_ERR_NOMEM;
    sg->id = malloc((size_t)N * sizeof *sg->id);
    sg->clr = calloc((size_t)N * 8, sizeof *sg->clr);
    if (!sg->id || !sg->clr)
        goto nomem;
    uint32_t S = 0;
    for (pf_node n = 0; n < N; n++)
        sg->id[n] = sg_is_subgoal(g->cls, n, off) ? S++ : PF_NONE;
    sg->num_sg = S;
    sg->num_global = S;                    /* no local subgoal in the simple graph */
    sg->num_nodes = N;
    sg->cell = malloc(((size_t)S + 1) * sizeof *sg->cell);
    sg->xy = malloc(((size_t)S + 1) * sizeof *sg->xy);
    sg->first = calloc((size_t)S + 1, sizeof *sg->first);
    if (!sg->cell || !sg->xy || !sg->first)
        goto nomem;
    sg->cell[S] = sg->xy[S] = 0;           /* the saved arrays' last entry: the same in every build */
    for (pf_node n = 0; n < N; n++)
        if (sg->id[n] != PF_NONE) {
            sg->cell[sg->id[n]] = n;
            sg->xy[sg->id[n]] = n % (uint32_t)g->stride | (n / (uint32_t)g->stride) << 16;
        }
    fill_clearance(g, sg->id, off, sg->clr);
    f.id = sg->id;
    for (uint32_t i = 0; i < S && !f.nomem; i++) {
        f.from = i;
        sg_scan(sg->clr, off, sg->cell[i], 0, 0, 0, add_found, &f);
    }
    if (f.nomem)
        goto nomem;
    if (f.n)                               /* qsort takes no NULL array, even empty */
        qsort(f.e, f.n, sizeof *f.e, edge_cmp);
    size_t E = 0;
    for (size_t i = 0; i < f.n; i++)       /* drop the repeats: an edge found from both ends */
        if (E == 0 || f.e[i].from != f.e[E - 1].from || f.e[i].to != f.e[E - 1].to)
            f.e[E++] = f.e[i];
        else
            f.e[E - 1].fwd |= f.e[i].fwd;
    sg->edge = malloc((E ? E : 1) * sizeof *sg->edge);
    sg->fwd = malloc(E ? E : 1);
    if (!sg->edge || !sg->fwd)
        goto nomem;
    for (size_t i = 0; i < E; i++) {
        sg->first[f.e[i].from + 1]++;
        sg->edge[i] = (struct pf_sg_edge){ f.e[i].to, f.e[i].w };
        sg->fwd[i] = (uint8_t)f.e[i].fwd;
    }
    for (uint32_t i = 0; i < S; i++)
        sg->first[i + 1] += sg->first[i];
    free(f.e);
    sg->bytes = pf_sg_bytes(sg, E);
    *data = sg;
    *bytes = sg->bytes;
    return PF_OK;
nomem:
    free(f.e);
    pf_sg_release(sg);
    return PF_ERR_NOMEM;
}

void pf_sg_release(void *data)
{
    struct pf_sg *sg = data;
    if (!sg)
        return;
    if (sg->base) {
        if (sg->clr == sg->base->clr)
            sg->clr = NULL;                         /* freed with the base */
        pf_sg_release(sg->base);
    }
    pf_sg_repair_ws_free(sg->rep);
    free(sg->fwd);
    free(sg->id);
    free(sg->cell);
    free(sg->first);
    free(sg->xy);
    free(sg->edge);
    free(sg->clr);
    free(sg->mid);
    free(sg);
}
