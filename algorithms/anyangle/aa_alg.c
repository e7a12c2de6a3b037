/* aa_alg.c: the any-angle searches as registry algorithms: the ground truth, Theta*, Lazy
 * Theta*, Anya and Polyanya on the any-angle context (aa_ctx.c), their state made once per context. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "aa_trace.h"
#include "anya.h"
#include "polyanya.h"
#include "pf_anyangle.h"
#include "search_ctx.h"

/* A search's points buffer: room for every point its paths can have. */
struct aa_buf {
    struct pf_aa_point *pts;
    size_t cap;
    struct pf_aa_theta *theta;     /* Theta* and Lazy Theta* only */
};

static int buf_make(struct aa_buf *b, size_t cap)
{
    b->cap = cap;
    b->pts = malloc(cap * sizeof *b->pts);
    return b->pts ? PF_OK : PF_ERR_NOMEM;
}

static void buf_free(void *scratch)
{
    struct aa_buf *b = scratch;
    if (!b)
        return;
    pf_aa_theta_free(b->theta);
    free(b->pts);
    free(b);
}

/* The answer of a search into res: its points as corner nodes in the context's path (a start
 * equal to its target is the one-node path), its length, and a fixed-point g for the harness. */
static int finish(struct pf_search_ctx *ctx, int status, const struct pf_aa_point *pts, size_t n, double len,
                  pf_node start, struct pf_result *res)
{
    res->status = status;
    if (status != PF_OK)
        return status;
    pf_node *path = ctx->frontier;
    if (n == 0) {
        path[0] = start;
        n = 1;
    } else {
        if (n > ctx->num_nodes)
            return res->status = PF_ERR_LIMIT;
        for (size_t i = 0; i < n; i++)
            path[i] = pf_aa_corner_node(ctx->grid, (int32_t)lround(pts[i].x), (int32_t)lround(pts[i].y));
    }
    res->path = path;
    res->path_len = (uint32_t)n;
    res->cost = len;
    res->g = (pf_cost)llround(len * PF_CARD);
    return PF_OK;
}

/* A query's start: its result and trace emptied, its nodes as corners c = { sx, sy, tx, ty }; returns the
 * scratch of algorithm a. */
static void *begin(struct pf_search_ctx *ctx, const struct pf_alg *a, pf_node s, pf_node t, struct pf_result *res,
                   int32_t c[4])
{
    memset(res, 0, sizeof *res);
    ctx_trace_clear(ctx);
    if (ctx->trace)
        pf_aa_nodes_clear(ctx);
    pf_aa_node_corner(ctx->grid, s, &c[0], &c[1]);
    pf_aa_node_corner(ctx->grid, t, &c[2], &c[3]);
    return ctx_scratch(ctx, a);
}

static void stats_into(const struct pf_aa_stats *st, struct pf_result *res)
{
    res->c.expanded = st->expanded;
    res->c.generated = st->generated;
    res->c.los_checks = st->los_checks;
    res->c.cells = st->cells;
}

/* ---- The ground truth: the bounded visibility search (aa_bounded.c), its corners found once
 * per map as the preprocessing. The all-pairs graph (aa_truth.c) is exact too, but its build
 * is quadratic in the corners (7-330 s on the race's 512 x 512 maps); the bounded form reaches
 * them all. Each query bounds it by a valid path's length, Lazy Theta*'s (at least the optimum),
 * and both searches are the truth's time and counters. ---- */

static int truth_build(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    (void)m;
    struct pf_aa_bounded *b = NULL;
    int rc = pf_aa_bounded_build(g, &b, bytes);
    *data = b;
    return rc;
}

static void truth_release(void *data) { pf_aa_bounded_free(data); }

static int theta_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes);

static void stats_add(struct pf_aa_stats *to, const struct pf_aa_stats *st)
{
    to->expanded += st->expanded;
    to->generated += st->generated;
    to->los_checks += st->los_checks;
    to->cells += st->cells;
}

static int truth_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                        struct pf_result *res)
{
    (void)v;
    int32_t c[4];
    struct aa_buf *b = begin(ctx, &pf_alg_aa_truth, s, t, res, c);
    struct pf_aa_stats st = { 0 }, all = { 0 };
    size_t n = 0;
    double bound = 0, len = 0;
    struct pf_aa_bounded *tb = ctx_prep(ctx, &pf_alg_aa_truth);
    /* traced: Lazy Theta*'s expansions, then the bounded search's, in one order */
    pf_aa_theta_trace(b->theta, ctx->trace ? ctx : NULL);
    pf_aa_bounded_trace(tb, ctx->trace ? ctx : NULL);
    int rc = pf_aa_theta_query(b->theta, 1, c[0], c[1], c[2], c[3], b->pts, b->cap, &n, &bound, &st);
    stats_add(&all, &st);
    if (rc == PF_OK && n > 0) {
        memset(&st, 0, sizeof st);
        rc = pf_aa_bounded_query(tb, c[0], c[1], c[2], c[3], bound, b->pts, b->cap, &n,
                                 &len, &st);
        stats_add(&all, &st);
    }
    stats_into(&all, res);
    return finish(ctx, rc, b->pts, n, len, s, res);
}

const struct pf_alg pf_alg_aa_truth = {
    .name = "aa-truth", .domain = &pf_domain_anyangle, .optimal_on = PF_MOVES_BIT(PF_MOVES_AA),
    .needs = PF_NEEDS_PREPROCESS, .preprocess = truth_build, .release = truth_release,
    .setup = theta_setup, .teardown = buf_free, .search = truth_search,
};

/* ---- Theta* and Lazy Theta*: one context of their arrays per (context, algorithm) ---- */

static int theta_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    (void)v;
    struct aa_buf *b = calloc(1, sizeof *b);
    size_t tb = 0;
    if (!b || buf_make(b, ctx->num_nodes) != PF_OK || pf_aa_theta_init(ctx->grid, &b->theta, &tb) != PF_OK) {
        buf_free(b);
        return PF_ERR_NOMEM;
    }
    *scratch = b;
    *bytes = sizeof *b + b->cap * sizeof *b->pts + tb;
    return PF_OK;
}

static int theta_run(struct pf_search_ctx *ctx, const struct pf_alg *a, int lazy, pf_node s, pf_node t,
                     struct pf_result *res)
{
    int32_t c[4];
    struct aa_buf *b = begin(ctx, a, s, t, res, c);
    struct pf_aa_stats st = { 0 };
    size_t n = 0;
    double len = 0;
    pf_aa_theta_trace(b->theta, ctx->trace ? ctx : NULL);
    int rc = pf_aa_theta_query(b->theta, lazy, c[0], c[1], c[2], c[3], b->pts, b->cap, &n, &len, &st);
    stats_into(&st, res);
    return finish(ctx, rc, b->pts, n, len, s, res);
}

static int theta_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                        struct pf_result *res)
{
    (void)v;
    return theta_run(ctx, &pf_alg_aa_theta, 0, s, t, res);
}

static int lazy_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                       struct pf_result *res)
{
    (void)v;
    return theta_run(ctx, &pf_alg_aa_lazy_theta, 1, s, t, res);
}

const struct pf_alg pf_alg_aa_theta = {
    .name = "theta", .domain = &pf_domain_anyangle, .setup = theta_setup, .teardown = buf_free,
    .search = theta_search,
};

const struct pf_alg pf_alg_aa_lazy_theta = {
    .name = "lazy-theta", .domain = &pf_domain_anyangle, .setup = theta_setup, .teardown = buf_free,
    .search = lazy_search,
};

/* ---- Anya: optimal, online; its state made once per context ---- */

static void anya_teardown(void *scratch) { pf_anya_free(scratch); }

static int anya_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    (void)v;
    struct pf_anya *a = pf_anya_new();
    if (!a)
        return PF_ERR_NOMEM;
    /* its bit rows of the grid, and a query from a corner to itself sizes its root table, outside any timed query */
    double len;
    const struct pf_aa_point *pts;
    uint32_t n;
    if (pf_anya_prepare(a, ctx->grid) != PF_OK || pf_anya_search(a, ctx->grid, 0, 0, 0, 0, &len, &pts, &n) == PF_ERR_NOMEM) {
        pf_anya_free(a);
        return PF_ERR_NOMEM;
    }
    *scratch = a;
    /* the root table: best g, stamp and parent per corner */
    *bytes = (size_t)ctx->num_nodes * (sizeof(double) + 2 * sizeof(uint32_t));
    return PF_OK;
}

/* The answer of an interval search (Anya, Polyanya) with its counters. */
static int interval_answer(struct pf_search_ctx *ctx, int rc, const struct pf_aa_point *pts, uint32_t n,
                           double len, pf_node s, const struct pf_anya_stats *st, struct pf_result *res)
{
    res->c.expanded = st->expanded;
    res->c.generated = st->generated;
    res->c.intervals = st->intervals;
    res->c.roots = st->roots;
    res->c.pruned = st->pruned;
    return finish(ctx, rc, pts, n, len, s, res);
}

static int anya_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                       struct pf_result *res)
{
    (void)v;
    int32_t c[4];
    struct pf_anya *a = begin(ctx, &pf_alg_anya, s, t, res, c);
    double len = 0;
    const struct pf_aa_point *pts = NULL;
    uint32_t n = 0;
    pf_anya_trace(a, ctx->trace ? ctx : NULL);
    int rc = pf_anya_search(a, ctx->grid, c[0], c[1], c[2], c[3], &len, &pts, &n);
    return interval_answer(ctx, rc, pts, n, len, s, pf_anya_stats(a), res);
}

const struct pf_alg pf_alg_anya = {
    .name = "anya", .domain = &pf_domain_anyangle, .optimal_on = PF_MOVES_BIT(PF_MOVES_AA),
    .setup = anya_setup, .teardown = anya_teardown, .search = anya_search,
};

/* ---- Polyanya: optimal, over the navigation mesh made as its preprocessing (aa_mesh_prep.c);
 * its state sized for that mesh once per context ---- */

static void polyanya_teardown(void *scratch) { pf_polyanya_free(scratch); }

static int polyanya_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    (void)v;
    struct pf_polyanya *p = pf_polyanya_new(ctx_prep(ctx, &pf_alg_polyanya));
    if (!p)
        return PF_ERR_NOMEM;
    *scratch = p;
    *bytes = pf_polyanya_bytes(p);
    return PF_OK;
}

static int polyanya_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node s, pf_node t,
                           struct pf_result *res)
{
    (void)v;
    int32_t c[4];
    struct pf_polyanya *p = begin(ctx, &pf_alg_polyanya, s, t, res, c);
    double len = 0;
    const struct pf_aa_point *pts = NULL;
    uint32_t n = 0;
    if (pf_polyanya_trace(p, ctx->trace ? ctx : NULL) != PF_OK)
        return res->status = PF_ERR_NOMEM;
    int rc = pf_polyanya_search(p, c[0], c[1], c[2], c[3], &len, &pts, &n);
    const struct pf_polyanya_stats *st = pf_polyanya_stats(p);
    struct pf_anya_stats as = { st->expanded, st->generated, st->intervals, st->roots, st->pruned };
    return interval_answer(ctx, rc, pts, n, len, s, &as, res);
}

const struct pf_alg pf_alg_polyanya = {
    .name = "polyanya", .domain = &pf_domain_anyangle, .optimal_on = PF_MOVES_BIT(PF_MOVES_AA),
    .needs = PF_NEEDS_PREPROCESS, .preprocess = pf_mesh_prep_build, .release = free,
    .prep_save = pf_prep_save_flat, .prep_load = pf_mesh_prep_load,
    .setup = polyanya_setup, .teardown = polyanya_teardown, .search = polyanya_search,
};

int pf_aa_trace_polygons(struct pf_search_ctx *ctx, const struct pf_variant *v, double dx, double dy, FILE *f,
                         uint64_t *count)
{
    *count = 0;
    /* a search over the navigation mesh is one whose preprocessing builds it */
    if (v->alg->preprocess != pf_mesh_prep_build)
        return PF_OK;
    const struct pf_mesh *m = ctx_prep(ctx, v->alg);
    const struct pf_polyanya *p = ctx_scratch(ctx, v->alg);
    const uint32_t *order = p ? pf_polyanya_traced(p) : NULL;
    if (!m || !order)
        return PF_OK;
    for (uint32_t z = 0; z < m->num_polygons; z++) {
        if (!order[z])
            continue;
        for (uint32_t i = m->p_start[z]; i <= m->p_start[z + 1]; i++) {
            uint32_t w = m->p_verts[i < m->p_start[z + 1] ? i : m->p_start[z]];
            fprintf(f, "%g %g %u\n", m->vx[w] + dx, m->vy[w] + dy, order[z] - 1);
        }
        fputc('\n', f);
        ++*count;
    }
    return ferror(f) ? PF_ERR_IO : PF_OK;
}
