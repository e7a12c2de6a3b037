/* jpsw_repair.c: JPSW's local repair (pf_alg's .repair): after the map changed inside some
 * rectangles, only the cell-line entries the change can reach are computed again, by the
 * build's own rules (jpsw_prep.c), into the same lines.
 *
 * Why the result is the build's, byte for byte. Every entry is a rule of the map and of at
 * most one line of entries (jpsw_prep.c's head, "what each entry reads"): cost and succ of the
 * 3x3 block; run[e] of the legality of one move and of the next cell's succ and runs on e's
 * line (its own direction, and for a diagonal the signs of its components' straight runs);
 * pre[o] of one move and of the previous cell's pre[o]. Each line ends at the blocked border
 * (runs 0, prefixes 0), so exactly one set of entries satisfies every rule: the build's. Before
 * the change every entry satisfied its rule; afterwards the rules that read a changed cell may
 * not, and they are computed again:
 *  - cost and succ: the rectangles grown by one (seeds S1);
 *  - run[e]: the rectangles grown by two (the move's square, and the next cell's succ), seeds
 *    S2; for a diagonal also every node whose next cell's straight run along one of its
 *    components changed sign;
 *  - pre[o]: S1 (the move into the node and its corners).
 * An entry that takes a new value breaks only the rule of the entries that read it: run[e] of
 * the node before it on e's line (and, for a straight run whose sign changed, the two
 * diagonals' run of the nodes before it), pre[o] of the node after it. So: succ first; then
 * the straight runs, then the diagonal ones (which read them); the seeds of each direction in
 * the build's order (the next cell before the node), each followed back along its line while
 * its entries change (up to a wall, or an entry that keeps its value); then the prefixes, each
 * seed followed forward the same way (a prefix starts again after a wall, so the walk stops
 * there). When a seed is computed, the entry it reads is final: it is a seed done before, or
 * on a walk already made, or kept its value. An entry computed twice gets the same value.
 * When the runs' cut (run_max, from the dearest cost) changed, or the rectangles cover an
 * eighth of the map, the lines are filled whole, as the build does, into the same memory. */
#include <stdlib.h>
#include "jpsw.h"

struct nodes {
    pf_node *v;
    size_t n, cap;
};

/* 0, or 1 when out of memory. */
static int push(struct nodes *l, pf_node x)
{
    if (l->n == l->cap) {
        const size_t cap = l->cap ? 2 * l->cap : 256;
        pf_node *v = realloc(l->v, cap * sizeof *v);
        if (!v)
            return 1;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = x;
    return 0;
}

static int cmp_node(const void *a, const void *b)
{
    const pf_node x = *(const pf_node *)a, y = *(const pf_node *)b;
    return (x > y) - (x < y);
}

/* In increasing order, each node once. */
static void sort_unique(struct nodes *l)
{
    if (!l->n)
        return;
    qsort(l->v, l->n, sizeof *l->v, cmp_node);
    size_t k = 1;
    for (size_t i = 1; i < l->n; i++)
        if (l->v[i] != l->v[k - 1])
            l->v[k++] = l->v[i];
    l->n = k;
}

/* The map's cells of each rectangle grown by g (the border never changes). */
static int add_grown(struct nodes *l, const struct pf_grid *gr, const struct pf_rect *r, uint32_t n, int32_t g)
{
    int err = 0;
    for (uint32_t i = 0; i < n; i++) {
        const int32_t x0 = r[i].x - g > 0 ? r[i].x - g : 0, y0 = r[i].y - g > 0 ? r[i].y - g : 0;
        const int32_t x1 = r[i].x + r[i].width + g < gr->width ? r[i].x + r[i].width + g : gr->width;
        const int32_t y1 = r[i].y + r[i].height + g < gr->height ? r[i].y + r[i].height + g : gr->height;
        for (int32_t y = y0; y < y1; y++)
            for (int32_t x = x0; x < x1; x++)
                err |= push(l, pf_grid_node(gr, x, y));
    }
    return err;
}

struct fix {
    const struct pf_wgrid *w;
    enum pf_moves m;
    struct jpsw_prep *p;
    const int32_t *off;
    uint32_t N;
    struct nodes diag[4];       /* seeds of the diagonals 4..7 from the straight runs' signs */
    int err;
};

/* Compute run[e] of n again: whether it changed. A straight run whose sign changed seeds the
 * two diagonals that read it, at the node before n on their lines. */
static int run_fix(struct fix *f, pf_node n, int e)
{
    struct jpsw_cell *c = &f->p->cell[n];
    const int16_t old = c->run[e];
    const int16_t now = pf_jpsw_run(f->w, f->m, f->p->cell, n, e, f->off[e], f->p->run_max);
    if (now == old)
        return 0;
    c->run[e] = now;
    if (e < 4 && (old > 0) != (now > 0))
        for (int d = 4; d < 8; d++)
            if (ws_side_x[d] == e || ws_side_y[d] == e)
                f->err |= push(&f->diag[d - 4], (pf_node)((int32_t)n - f->off[d]));
    return 1;
}

/* run[e] at the seeds, the next cell's first, each followed back while it changes. */
static void runs_fix(struct fix *f, const struct nodes *seeds, int e)
{
    const int32_t o = f->off[e];
    for (size_t i = 0; i < seeds->n; i++) {
        pf_node n = seeds->v[o > 0 ? seeds->n - 1 - i : i];
        while (run_fix(f, n, e))
            n = (pf_node)((int32_t)n - o);    /* a wall (the border at worst) keeps its 0 */
    }
}

/* pre[o] at the seeds, in increasing order, each followed forward while it changes. */
static void pre_fix(struct fix *f, const struct nodes *seeds, int o)
{
    const uint32_t step = pf_jpsw_pre_step(f->off, o);
    struct jpsw_cell *cell = f->p->cell;
    for (size_t i = 0; i < seeds->n; i++)
        for (pf_node n = seeds->v[i]; n < f->N; n += step) {
            const pf_cost now = pf_jpsw_pre_of(f->w, f->m, cell, n, o, step);
            if (now == pf_jpsw_pre(&cell[n], o))
                break;
            pf_jpsw_set_pre(&cell[n], o, now);
        }
}

static void repair_local(struct fix *f, const struct pf_grid *gr, const struct pf_rect *r, uint32_t n)
{
    struct nodes s1 = { 0 }, s2 = { 0 };
    f->err |= add_grown(&s1, gr, r, n, 1) | add_grown(&s2, gr, r, n, 2);
    if (f->err)
        goto out;
    sort_unique(&s1);
    sort_unique(&s2);
    for (size_t i = 0; i < s1.n; i++)
        pf_jpsw_cell_succ(f->w, f->m, &f->p->cell[s1.v[i]], s1.v[i]);
    for (int e = 0; e < 4; e++)
        runs_fix(f, &s2, e);
    for (int e = 4; e < 8 && !f->err; e++) {
        struct nodes *d = &f->diag[e - 4];
        for (size_t i = 0; i < s2.n; i++)
            f->err |= push(d, s2.v[i]);
        sort_unique(d);
        runs_fix(f, d, e);
    }
    for (int o = 0; o < 4; o++)
        pre_fix(f, &s1, o);
out:
    free(s1.v);
    free(s2.v);
    for (int k = 0; k < 4; k++)
        free(f->diag[k].v);
}

int pf_jpsw_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                   uint32_t n)
{
    (void)v;
    struct jpsw_prep *p = ctx_prep(ctx, &pf_alg_jpsw);
    if (!p)
        return PF_ERR_ARG;
    struct fix f = { .w = ctx->space, .m = ctx->moves, .p = p, .off = ctx->off, .N = ctx->num_nodes };
    uint64_t area = 0;
    for (uint32_t i = 0; i < n; i++)
        area += (uint64_t)(changed[i].width + 4) * (uint64_t)(changed[i].height + 4);
    const int run_max = pf_jpsw_run_max(f.w);
    if (run_max == p->run_max && area * 8 <= f.N)
        repair_local(&f, ctx->grid, changed, n);
    if (run_max != p->run_max || area * 8 > f.N || f.err) {
        p->run_max = run_max;           /* (out of memory half way: the whole fill needs none) */
        pf_jpsw_fill(p, f.w, f.m, f.off, f.N);
    }
    return PF_OK;
}
