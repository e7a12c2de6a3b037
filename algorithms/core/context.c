/* context.c: the reusable per-map search context: allocation, the cell grid's state, epochs,
 * paths, and the calls every domain answers through its descriptor's ops (struct pf_ctx_ops).
 * It calls no domain's file and no algorithm: those call it (search.c runs the algorithms). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"

const char *pf_status_name(int status)
{
    switch (status) {
    case PF_OK: return "ok";
    case PF_NO_PATH: return "nopath";
    case PF_BUDGET: return "budget";
    case PF_ERR_NOMEM: return "out of memory";
    case PF_ERR_PARSE: return "parse error";
    case PF_ERR_IO: return "i/o error";
    case PF_ERR_ARG: return "bad argument";
    case PF_ERR_LIMIT: return "over a limit";
    default: return "error";
    }
}

static const char *const tie_names[] = { "gmax", "hmin", "fifo", "lifo" };

const char *pf_tie_name(enum pf_tie t)
{
    return (unsigned)t < 4 ? tie_names[t] : "?";
}

int pf_tie_parse(const char *s, enum pf_tie *out)
{
    for (int i = 0; i < 4; i++) {
        if (strcmp(s, tie_names[i]) == 0) {
            *out = (enum pf_tie)i;
            return PF_OK;
        }
    }
    return PF_ERR_ARG;
}

const uint8_t pf_move_count[256] = {
#define C2(k) k, k + 1, k + 1, k + 2
#define C4(k) C2(k), C2(k + 1), C2(k + 1), C2(k + 2)
#define C6(k) C4(k), C4(k + 1), C4(k + 1), C4(k + 2)
    C6(0), C6(1), C6(1), C6(2)
#undef C2
#undef C4
#undef C6
};

/* Blocked cells get a stamp no epoch reaches: a search that tests the stamp before the move
 * mask turns walls away with the same branch that turns away visited cells. */
static void stamp_walls(struct pf_search_ctx *ctx)
{
    const uint8_t *cls = ctx->grid->cls;
    for (uint32_t i = 0; i < ctx->num_nodes; i++)
        if (cls[i] == PF_CLS_BLOCKED)
            ctx->stamp[i] = PF_ST_WALL;
}

struct pf_search_ctx *pf_ctx_alloc(const struct pf_domain *d, enum pf_moves m, uint32_t n)
{
    struct pf_search_ctx *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    ctx->domain = d;
    ctx->moves = m;
    ctx->num_nodes = n;
    ctx->epoch = PF_ST_EPOCH;
    ctx->rng = 0x9E3779B97F4A7C15ull;
    return ctx;
}

/* The cell grid's part of a domain's ops: its arrays are the context's own (pf_ctx_destroy
 * frees them), so it has no free of its own. */
size_t pf_ctx_grid_bytes(const struct pf_search_ctx *ctx)
{
    size_t n = ctx->num_nodes;
    size_t b = n * (sizeof *ctx->mask + sizeof *ctx->stamp + sizeof *ctx->g + sizeof *ctx->frontier);
    if (ctx->open)
        b += ctx->open_ops->bytes(ctx->open);
    if (ctx->trace)
        b += n * sizeof *ctx->trace + ctx->steps->cap * sizeof *ctx->steps->s;
    for (uint32_t i = 0; i < ctx->num_slots; i++)
        b += ctx->slot[i].scratch_bytes + ctx->slot[i].prep_bytes;
    return b;
}

struct pf_search_ctx *pf_ctx_create_cells(const struct pf_domain *d, const struct pf_grid *g,
                                          enum pf_moves arrays_model, enum pf_moves m)
{
    uint32_t n = g->num_nodes;
    struct pf_search_ctx *ctx = pf_ctx_alloc(d, m, n);
    if (!ctx)
        return NULL;
    ctx->grid = g;
    ctx->stride = (uint32_t)g->stride;
    /* ceil(2^64 / stride): exact floor division for every 32-bit node index */
    ctx->div_magic = ((((unsigned __int128)1) << 64) + ctx->stride - 1) / ctx->stride;
    ctx->mask_moves = arrays_model;
    ctx->mask = malloc(n);
    ctx->stamp = calloc(n, sizeof *ctx->stamp);
    ctx->g = malloc((size_t)n * sizeof *ctx->g);
    ctx->frontier = malloc((size_t)n * sizeof *ctx->frontier);
    if (!ctx->mask || !ctx->stamp || !ctx->g || !ctx->frontier) {
        pf_ctx_destroy(ctx);
        return NULL;
    }
    pf_grid_move_masks(g, arrays_model, ctx->mask);
    /* touch every page now: the first query to reach a region of the map must not pay the
     * kernel's page faults (an allocation in all but name) */
    memset(ctx->g, 0, (size_t)n * sizeof *ctx->g);
    memset(ctx->frontier, 0, (size_t)n * sizeof *ctx->frontier);
    int32_t s = g->stride;
    for (int dir = 0; dir < 8; dir++) {
        ctx->off[dir] = pf_dir_dy[dir] * s + pf_dir_dx[dir];
        ctx->step[dir] = dir < 4 ? PF_CARD : PF_DIAG;
    }
    stamp_walls(ctx);
    return ctx;
}

void pf_ctx_cells_path_cost(const struct pf_search_ctx *ctx, const pf_node *p, uint32_t len, struct pf_result *res)
{
    uint64_t card = 0, diag = 0;
    for (uint32_t i = 1; i < len; i++) {
        int64_t y0 = p[i - 1] / ctx->stride, x0 = p[i - 1] % ctx->stride;
        int64_t y1 = p[i] / ctx->stride, x1 = p[i] % ctx->stride;
        uint64_t dx = (uint64_t)(x1 > x0 ? x1 - x0 : x0 - x1), dy = (uint64_t)(y1 > y0 ? y1 - y0 : y0 - y1);
        uint64_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
        diag += lo;
        card += hi - lo;
    }
    res->g = card * PF_CARD + diag * PF_DIAG;
    res->cost = (double)card + (double)diag * M_SQRT2;
}

void pf_ctx_destroy(struct pf_search_ctx *ctx)
{
    if (!ctx)
        return;
    if (ctx->open)
        ctx->open_ops->destroy(ctx->open);
    for (uint32_t i = 0; i < ctx->num_slots; i++) {
        struct ctx_slot *sl = &ctx->slot[i];
        if (sl->scratch && sl->alg->teardown)
            sl->alg->teardown(sl->scratch);
        if (sl->prep && sl->alg->release)
            sl->alg->release(sl->prep);
    }
    if (ctx->domain->ops->free)
        ctx->domain->ops->free(ctx);
    free(ctx->mask);
    free(ctx->stamp);
    free(ctx->g);
    free(ctx->frontier);
    free(ctx->trace);
    if (ctx->steps)
        free(ctx->steps->s);
    free(ctx->steps);
    free(ctx);
}

void pf_ctx_set_tie(struct pf_search_ctx *ctx, enum pf_tie t) { ctx->tie = t; }
void pf_ctx_set_budget(struct pf_search_ctx *ctx, uint64_t b) { ctx->budget = b; }
void pf_ctx_set_seed(struct pf_search_ctx *ctx, uint64_t seed)
{
    ctx->rng = seed ? seed : 0x9E3779B97F4A7C15ull;
}
const struct pf_grid *pf_ctx_grid(const struct pf_search_ctx *ctx) { return ctx->grid; }
const char *pf_ctx_map_name(const struct pf_search_ctx *ctx) { return ctx->map_name; }
const char *pf_ctx_note(const struct pf_search_ctx *ctx) { return ctx->note; }
void pf_ctx_set_map_name(struct pf_search_ctx *ctx, const char *name)
{
    snprintf(ctx->map_name, sizeof ctx->map_name, "%s", name ? name : "");
}
enum pf_moves pf_ctx_moves(const struct pf_search_ctx *ctx) { return ctx->moves; }

int pf_ctx_set_trace(struct pf_search_ctx *ctx, int on)
{
    /* a grid's context also numbers its cells' expansions (ctx->trace); one without a grid (a
     * voxel level's paged state) keeps only the step log */
    if (on && !ctx->steps)
        ctx->steps = calloc(1, sizeof *ctx->steps);
    if (on && ctx->steps && ctx->grid && !ctx->trace)
        ctx->trace = calloc(ctx->num_nodes, sizeof *ctx->trace);
    const int ok = ctx->steps && (ctx->trace || !ctx->grid);
    if (!on || !ok) {
        free(ctx->trace);
        ctx->trace = NULL;
        if (ctx->steps)
            free(ctx->steps->s);
        free(ctx->steps);
        ctx->steps = NULL;
    }
    return !on || ok ? PF_OK : PF_ERR_NOMEM;
}

int pf_ctx_steps_grow(struct ctx_steps *l)
{
    const uint32_t max = l->max ? l->max : PF_TRACE_MAX_STEPS;
    if (l->cap >= max) {
        l->lost++;
        return 0;
    }
    uint32_t cap = l->cap ? 2 * l->cap : 4096;
    if (cap > max)
        cap = max;
    struct pf_trace_step *s = realloc(l->s, (size_t)cap * sizeof *s);
    if (!s) {
        l->lost++;
        return 0;
    }
    l->s = s;
    l->cap = cap;
    return 1;
}

int pf_ctx_set_trace_steps(struct pf_search_ctx *ctx, uint32_t max)
{
    if (!ctx->steps)
        return PF_ERR_ARG;
    ctx->steps->max = max > PF_TRACE_MAX_STEPS ? PF_TRACE_MAX_STEPS : max;
    if (ctx->steps->max && ctx->steps->cap > ctx->steps->max) {   /* a smaller log: shrink it */
        free(ctx->steps->s);
        ctx->steps->s = NULL;
        ctx->steps->n = ctx->steps->cap = 0;
    }
    return PF_OK;
}

const struct pf_trace_step *pf_ctx_trace_steps(const struct pf_search_ctx *ctx, size_t *n, uint64_t *lost)
{
    *n = ctx->steps ? ctx->steps->n : 0;
    if (lost)
        *lost = ctx->steps ? ctx->steps->lost : 0;
    return ctx->steps ? ctx->steps->s : NULL;
}

int64_t pf_ctx_trace_order(const struct pf_search_ctx *ctx, pf_node n)
{
    if (!ctx->trace || n >= ctx->num_nodes || (ctx->trace[n] & CTX_TRACE_ORDER) == 0)
        return -1;
    return (int64_t)(ctx->trace[n] & CTX_TRACE_ORDER) - 1;
}

unsigned pf_ctx_trace_marks(const struct pf_search_ctx *ctx, pf_node n)
{
    if (!ctx->trace || n >= ctx->num_nodes)
        return 0;
    return (ctx->trace[n] & CTX_TRACE_SCANNED ? PF_TRACE_SCANNED : 0u) |
           (ctx->trace[n] & CTX_TRACE_JUMP ? PF_TRACE_JUMP : 0u);
}

size_t pf_ctx_bytes(const struct pf_search_ctx *ctx)
{
    return sizeof *ctx + ctx->domain->ops->bytes(ctx);
}

const struct pf_domain *pf_ctx_domain(const struct pf_search_ctx *ctx) { return ctx->domain; }
uint64_t pf_ctx_num_nodes(const struct pf_search_ctx *ctx) { return ctx->num_nodes; }

int pf_ctx_node_free(const struct pf_search_ctx *ctx, pf_node n)
{
    return n < ctx->num_nodes && ctx->domain->ops->node_free(ctx, n);
}

int pf_ctx_validate(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                    pf_node start, pf_node goal, double *cost, char *why, size_t why_len)
{
    return ctx->domain->ops->validate(ctx, path, len, start, goal, cost, why, why_len);
}

int pf_ctx_visit_nodes(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed), void *arg)
{
    if (!ctx->domain->ops->visit_nodes)
        return PF_ERR_ARG;
    ctx->domain->ops->visit_nodes(ctx, fn, arg);
    return PF_OK;
}

int pf_ctx_visit_touched(const struct pf_search_ctx *ctx,
                         void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg)
{
    if (!ctx->domain->ops->visit)
        return PF_ERR_ARG;
    ctx->domain->ops->visit(ctx, fn, arg);
    return PF_OK;
}

void pf_ctx_begin(struct pf_search_ctx *ctx, struct pf_result *res)
{
    memset(res, 0, sizeof *res);
    if (ctx->epoch > UINT32_MAX - 2 * PF_ST_EPOCH) {   /* about to wrap: the only O(n) reset */
        memset(ctx->stamp, 0, (size_t)ctx->num_nodes * sizeof *ctx->stamp);
        stamp_walls(ctx);
        ctx->epoch = 0;
    }
    ctx->epoch += PF_ST_EPOCH;
    ctx->seq = 0;
    ctx_trace_clear(ctx);
}

int pf_ctx_use_open(struct pf_search_ctx *ctx, const struct pf_open_ops *ops)
{
    if (ctx->open_ops == ops && ctx->open) {
        ops->clear(ctx->open);
        return PF_OK;
    }
    if (ctx->open)
        ctx->open_ops->destroy(ctx->open);
    ctx->open_ops = ops;
    ctx->open = ops->create(ctx->num_nodes);
    return ctx->open ? PF_OK : PF_ERR_NOMEM;
}

void pf_ctx_finish_path(struct pf_search_ctx *ctx, pf_node start, pf_node goal,
                        struct pf_result *res)
{
    uint32_t len = 0;
    pf_node n = goal;
    ctx->frontier[len++] = n;
    while (n != start && len < ctx->num_nodes) {
        n -= (uint32_t)ctx->off[ctx->stamp[n] & PF_ST_DIR];
        ctx->frontier[len++] = n;
    }
    for (uint32_t i = 0, j = len - 1; i < j; i++, j--) {
        pf_node t = ctx->frontier[i];
        ctx->frontier[i] = ctx->frontier[j];
        ctx->frontier[j] = t;
    }
    ctx_set_path(ctx, ctx->frontier, len, res);
}

void pf_ctx_finish_jump_path(struct pf_search_ctx *ctx, const pf_node *parent, pf_node start,
                             pf_node goal, struct pf_result *res)
{
    /* the jump points, goal first, go to the end of the frontier; the cells, start first, to
     * its beginning. Written cells never reach an unread jump point while the path is simple
     * (cells + jump points <= nodes); a path that would is refused, never corrupted. */
    pf_node *f = ctx->frontier;
    const uint32_t N = ctx->num_nodes;
    uint32_t top = N;
    pf_node n = goal;
    f[--top] = n;
    while (n != start && top > 1) {
        n = parent[n];
        f[--top] = n;
    }
    uint64_t card = 0, diag = 0;
    uint32_t len = 0;
    int ok = n == start;
    pf_node prev = start;
    f[len++] = start;
    /* f[top] is start, f[N - 1] is goal */
    for (uint32_t i = top + 1; ok && i < N; i++) {
        pf_node next = f[i];
        int32_t py = (int32_t)ctx_row(ctx, prev), px = (int32_t)(prev - (uint32_t)py * ctx->stride);
        int32_t ny = (int32_t)ctx_row(ctx, next), nx = (int32_t)(next - (uint32_t)ny * ctx->stride);
        int32_t dx = nx - px, dy = ny - py;
        int32_t adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
        int32_t k = adx > ady ? adx : ady;
        if ((adx && ady && adx != ady) || len + (uint32_t)k > i) {
            ok = 0;
            break;
        }
        int32_t step = ((dy > 0) - (dy < 0)) * (int32_t)ctx->stride + (dx > 0) - (dx < 0);
        for (int32_t j = 1; j <= k; j++)
            f[len++] = (pf_node)((int32_t)prev + j * step);
        if (adx && ady)
            diag += (uint64_t)k;
        else
            card += (uint64_t)k;
        prev = next;
    }
    if (!ok) {
        memset(res, 0, sizeof *res);
        res->status = PF_ERR_ARG;
        return;
    }
    res->status = PF_OK;
    res->path = f;
    res->path_len = len;
    res->g = card * PF_CARD + diag * PF_DIAG;
    res->cost = (double)card + (double)diag * M_SQRT2;
}

