/* jps.c: online jump point search (Harabor & Grastien 2011) with block-based jumps (ICAPS 2014):
 * 8-connected without corner cutting (the GPPC / warthog rule) and 4-connected.
 * Why its own loop rather than grid/best_first_core.h's: an expansion here is the pruning of
 * the directions by the move that reached the node and a jump along each (bit rows, 64 cells a
 * load), its successors are jump points k cells away, so the parent is an array rather than
 * the stamp's direction; the loop is specialised on the binary heap (open_heap_impl.h inlined).
 * What the two loops would share is the pop, goal test, close and budget check. */
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"
#include "heuristics_impl.h"
#include "open_heap_impl.h"

/* Bit rows: one bit per cell of one terrain class (1 = a cell of that class), row by row and,
 * transposed, column by column, so that a horizontal or vertical jump reads 64 cells per load.
 * A cell of another class is a wall to a search from this class: a search never leaves the
 * start's class, so the pruning rules stay those of a uniform grid. Bit positions are the
 * padded x (or y) plus PAD, so a backward scan can load the 64 bits before any cell. */
#define PAD 64u

struct jps_bits {
    uint64_t *rows;        /* H lines of wpr words: bit x + PAD of line y is cell (x, y) */
    uint64_t *cols;        /* W lines of wpc words: bit y + PAD of line x is cell (x, y) */
};

struct jps_scratch {
    pf_node *parent;                  /* the jump point each jump point was reached from */
    struct pf_heap *heap;             /* its own open list: the loop is specialised on the heap */
    struct jps_bits cls[3];           /* by pf_class; rows NULL when the map has no such cell */
    uint32_t W, H;                    /* padded width (the stride) and height */
    uint32_t wpr, wpc;                /* words per row line and per column line */
    size_t bytes;
};

static void jps_teardown(void *p)
{
    struct jps_scratch *s = p;
    if (!s)
        return;
    free(s->parent);
    if (s->heap)
        pf_open_heap.destroy(s->heap);
    for (int c = 0; c < 3; c++) {
        free(s->cls[c].rows);
        free(s->cls[c].cols);
    }
    free(s);
}

/* The map changed inside the rectangles: each changed cell's bit in its class's rows and
 * columns. A class the map had none of at setup has no bit rows: set up again then. */
static int jps_track(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed, uint32_t n)
{
    struct jps_scratch *s = ctx_scratch(ctx, v->alg);
    const struct pf_grid *g = ctx->grid;
    if (!s)
        return PF_ERR_ARG;
    for (uint32_t i = 0; i < n; i++)
        for (int32_t y = changed[i].y; y < changed[i].y + changed[i].height; y++)
            for (int32_t x = changed[i].x; x < changed[i].x + changed[i].width; x++) {
                uint32_t px = (uint32_t)x + 1, py = (uint32_t)y + 1, bx = px + PAD, by = py + PAD;
                uint8_t cls = g->cls[pf_grid_node(g, x, y)];
                if (cls != PF_CLS_BLOCKED && !s->cls[cls].rows)
                    return PF_ERR_LIMIT;
                for (int c = PF_CLS_LAND; c <= PF_CLS_WATER; c++) {
                    struct jps_bits *b = &s->cls[c];
                    if (!b->rows)
                        continue;
                    uint64_t rbit = 1ull << (bx % 64), cbit = 1ull << (by % 64);
                    uint64_t *rw = &b->rows[(size_t)py * s->wpr + bx / 64], *cw = &b->cols[(size_t)px * s->wpc + by / 64];
                    if (cls == c) {
                        *rw |= rbit;
                        *cw |= cbit;
                    } else {
                        *rw &= ~rbit;
                        *cw &= ~cbit;
                    }
                }
            }
    return PF_OK;
}

static int jps_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **out,
                     size_t *bytes)
{
    (void)v;
    struct jps_scratch *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    const struct pf_grid *g = ctx->grid;
    s->W = ctx->stride;
    s->H = ctx->num_nodes / ctx->stride;
    s->wpr = (s->W + 2 * PAD + 63) / 64 + 1;
    s->wpc = (s->H + 2 * PAD + 63) / 64 + 1;
    s->parent = malloc((size_t)ctx->num_nodes * sizeof *s->parent);
    s->bytes = sizeof *s + (size_t)ctx->num_nodes * sizeof *s->parent;
    if (!s->parent)
        goto nomem;
    memset(s->parent, 0, (size_t)ctx->num_nodes * sizeof *s->parent);   /* touch the pages now */
    if (!(s->heap = pf_open_heap.create(ctx->num_nodes)))
        goto nomem;
    s->bytes += pf_open_heap.bytes(s->heap);
    int present[3] = { 0, 0, 0 };
    for (uint32_t n = 0; n < ctx->num_nodes; n++)
        present[g->cls[n] < 3 ? g->cls[n] : 0] = 1;
    for (int c = PF_CLS_LAND; c <= PF_CLS_WATER; c++) {
        if (!present[c])
            continue;
        size_t nr = (size_t)s->H * s->wpr, nc = (size_t)s->W * s->wpc;
        struct jps_bits *b = &s->cls[c];
        b->rows = calloc(nr, sizeof *b->rows);
        b->cols = calloc(nc, sizeof *b->cols);
        if (!b->rows || !b->cols)
            goto nomem;
        s->bytes += (nr + nc) * sizeof(uint64_t);
        for (uint32_t y = 0; y < s->H; y++)
            for (uint32_t x = 0; x < s->W; x++)
                if (g->cls[y * s->W + x] == c) {
                    uint32_t bx = x + PAD, by = y + PAD;
                    b->rows[(size_t)y * s->wpr + bx / 64] |= 1ull << (bx % 64);
                    b->cols[(size_t)x * s->wpc + by / 64] |= 1ull << (by % 64);
                }
    }
    *out = s;
    *bytes = s->bytes;
    return PF_OK;
nomem:
    jps_teardown(s);
    return PF_ERR_NOMEM;
}

/* The 64 bits of a line from bit position q on (q >= 0, q + 64 within the line's words). */
static inline uint64_t bits_at(const uint64_t *line, uint32_t q)
{
    const uint32_t w = q >> 6, s = q & 63;
    return (line[w] >> s) | ((line[w + 1] << 1) << (63 - s));
}

/* The scans of one line `b` between its side lines `a` and `c`, from position p (a cell of the
 * class) onwards: the first position where the line is blocked (a dead end, *dead = 1) or
 * where a side line opens right after a blocked cell (a forced neighbour: the jump stops
 * there). This one rule serves 8 moves without corner cutting and 4 moves alike: a side cell
 * that the previous cell could not reach diagonally (or at all, under 4 moves) is reached
 * first through this cell. 63 cells per step; the 64th bit carries the overlap. */
static inline uint32_t scan_fwd(const uint64_t *a, const uint64_t *b, const uint64_t *c,
                                uint32_t p, int *dead)
{
    uint32_t q = p + PAD;
    for (;;) {
        const uint64_t A = bits_at(a, q), B = bits_at(b, q), C = bits_at(c, q);
        const uint64_t stop = (((~A << 1) & A) | ((~C << 1) & C) | ~B) & ~1ull;
        if (stop) {
            const unsigned k = (unsigned)__builtin_ctzll(stop);
            *dead = !((B >> k) & 1);
            return q + k - PAD;
        }
        q += 63;
    }
}

static inline uint32_t scan_back(const uint64_t *a, const uint64_t *b, const uint64_t *c,
                                 uint32_t p, int *dead)
{
    uint32_t q = p + PAD - 63;    /* bit 63 is p */
    for (;;) {
        const uint64_t A = bits_at(a, q), B = bits_at(b, q), C = bits_at(c, q);
        const uint64_t stop = (((~A >> 1) & A) | ((~C >> 1) & C) | ~B) & (~0ull >> 1);
        if (stop) {
            const unsigned k = 63u - (unsigned)__builtin_clzll(stop);
            *dead = !((B >> k) & 1);
            return q + k - PAD;
        }
        q -= 63;
    }
}

/* What a query reads, in locals. */
struct jps_q {
    struct pf_search_ctx *ctx;
    const uint64_t *rows, *cols;
    uint32_t wpr, wpc, W;
    uint32_t gx, gy;
    pf_node goal;
};

static inline const uint64_t *row_line(const struct jps_q *q, uint32_t y)
{
    return q->rows + (size_t)y * q->wpr;
}
static inline const uint64_t *col_line(const struct jps_q *q, uint32_t x)
{
    return q->cols + (size_t)x * q->wpc;
}

/* Pictures only: the cells a jump looked at, from (x, y) exclusive, k steps of (dx, dy). */
static void mark_scanned(const struct jps_q *q, uint32_t x, uint32_t y, int dx, int dy, uint32_t k)
{
    for (uint32_t i = 1; i <= k; i++)
        ctx_trace_scan(q->ctx, (pf_node)((y + (uint32_t)((int)i * dy)) * q->W +
                                         x + (uint32_t)((int)i * dx)));
}

/* Straight jumps from (x, y): the number of cells to the jump point (the goal or a cell with a
 * forced neighbour), or 0 when the line runs into a wall first. One body for the four: the
 * scan runs along the lines l0, l1, l2 (rows for east and west, columns for south and north)
 * from position at on line `line`, backwards when back; (dx, dy) is the step, for pictures.
 * The four wrappers give it constant back, dx and dy. */
static inline uint32_t
jump_line(const struct jps_q *q, const uint64_t *l0, const uint64_t *l1, const uint64_t *l2,
          int back, uint32_t at, uint32_t line, uint32_t goal_at, uint32_t goal_line,
          uint32_t x, uint32_t y, int dx, int dy)
{
    int dead;
    uint32_t s = back ? scan_back(l0, l1, l2, at, &dead) : scan_fwd(l0, l1, l2, at, &dead);
    if (q->ctx->trace)
        mark_scanned(q, x, y, dx, dy, (back ? at - s : s - at) - (uint32_t)dead);
    if (line == goal_line && (back ? goal_at < at && goal_at >= s : goal_at > at && goal_at <= s))
        return back ? at - goal_at : goal_at - at;
    return dead ? 0 : back ? at - s : s - at;
}
static inline uint32_t jump_east(const struct jps_q *q, uint32_t x, uint32_t y)
{
    return jump_line(q, row_line(q, y - 1), row_line(q, y), row_line(q, y + 1), 0, x, y, q->gx,
                     q->gy, x, y, 1, 0);
}
static inline uint32_t jump_west(const struct jps_q *q, uint32_t x, uint32_t y)
{
    return jump_line(q, row_line(q, y - 1), row_line(q, y), row_line(q, y + 1), 1, x, y, q->gx,
                     q->gy, x, y, -1, 0);
}
static inline uint32_t jump_south(const struct jps_q *q, uint32_t x, uint32_t y)
{
    return jump_line(q, col_line(q, x - 1), col_line(q, x), col_line(q, x + 1), 0, y, x, q->gy,
                     q->gx, x, y, 0, 1);
}
static inline uint32_t jump_north(const struct jps_q *q, uint32_t x, uint32_t y)
{
    return jump_line(q, col_line(q, x - 1), col_line(q, x), col_line(q, x + 1), 1, y, x, q->gy,
                     q->gx, x, y, 0, -1);
}

/* Straight jump in cardinal direction d (0 N, 1 E, 2 S, 3 W). */
static inline uint32_t jump_straight(const struct jps_q *q, int d, uint32_t x, uint32_t y)
{
    switch (d) {
    case 0: return jump_north(q, x, y);
    case 1: return jump_east(q, x, y);
    case 2: return jump_south(q, x, y);
    default: return jump_west(q, x, y);
    }
}

/* The cell of (x, y) in bit row terms: 1 when it is of the search's class. */
static inline int open_cell(const struct jps_q *q, uint32_t x, uint32_t y)
{
    const uint32_t bx = x + PAD;
    return (int)((row_line(q, y)[bx >> 6] >> (bx & 63)) & 1);
}

/* The two cardinal components of diagonal d (4 NE, 5 SE, 6 SW, 7 NW). */
static const int8_t diag_h[8] = { 0, 0, 0, 0, 1, 1, 3, 3 };   /* E or W */
static const int8_t diag_v[8] = { 0, 0, 0, 0, 0, 2, 2, 0 };   /* N or S */

/* Diagonal jump (8 moves, no corner cutting: each step needs both side cells, which the
 * context's move mask already says): steps until a cell from which a straight jump along either
 * component finds something, or the goal. The number of steps, 0 when it hits a wall. */
static inline uint32_t jump_diag(const struct jps_q *q, const uint8_t *mask, int d,
                                 uint32_t x, uint32_t y)
{
    const int dx = pf_dir_dx[d], dy = pf_dir_dy[d];
    const int h = diag_h[d], v = diag_v[d];
    pf_node n = y * q->W + x;
    const int32_t off = dy * (int32_t)q->W + dx;
    for (uint32_t k = 1;; k++) {
        if (!(mask[n] & (1u << d)))
            return 0;
        n = (pf_node)((int32_t)n + off);
        x = (uint32_t)((int)x + dx);
        y = (uint32_t)((int)y + dy);
        if (q->ctx->trace)
            ctx_trace_scan(q->ctx, n);
        if (n == q->goal || jump_straight(q, h, x, y) || jump_straight(q, v, x, y))
            return k;
    }
}

/* 4 moves: the vertical jump plays the diagonal's part. It stops where a side cell opens after
 * a blocked one (scan on the columns), at the goal, or at a cell from which a horizontal jump
 * finds something. */
static inline uint32_t jump_vert4(const struct jps_q *q, int d, uint32_t x, uint32_t y)
{
    int dead;
    const int dy = d == 0 ? -1 : 1;
    const uint64_t *a = col_line(q, x - 1), *b = col_line(q, x), *c = col_line(q, x + 1);
    const uint32_t s = d == 0 ? scan_back(a, b, c, y, &dead) : scan_fwd(a, b, c, y, &dead);
    const uint32_t len = d == 0 ? y - s : s - y;     /* cells to the stop */
    for (uint32_t k = 1; k <= len; k++) {
        const uint32_t yy = (uint32_t)((int)y + (int)k * dy);
        if (k == len && dead)
            return 0;
        if (q->ctx->trace)
            ctx_trace_scan(q->ctx, yy * q->W + x);
        if ((x == q->gx && yy == q->gy) || k == len)
            return k;
        if (jump_east(q, x, yy) || jump_west(q, x, yy))
            return k;
    }
    return 0;
}

/* The directions worth following from a jump point reached by direction d (the pruning rules),
 * as a bit set, before the legal-move mask. */
static inline unsigned succ8(const struct jps_q *q, int d, uint32_t x, uint32_t y)
{
    if (d < 0)
        return 0xffu;
    if (d >= 4)                          /* diagonal: its two components and itself */
        return (1u << d) | (1u << diag_h[d]) | (1u << diag_v[d]);
    /* straight: ahead, and a side (with the diagonal between) whose cell behind is blocked */
    const int bx = (int)x - pf_dir_dx[d], by = (int)y - pf_dir_dy[d];
    unsigned s = 1u << d;
    /* the two sides of d and the diagonals between d and each */
    static const int8_t side1[4] = { 1, 0, 1, 0 }, side2[4] = { 3, 2, 3, 2 };
    static const int8_t diag1[4] = { 4, 4, 5, 7 }, diag2[4] = { 7, 5, 6, 6 };
    const int s1 = side1[d], s2 = side2[d];
    if (!open_cell(q, (uint32_t)(bx + pf_dir_dx[s1]), (uint32_t)(by + pf_dir_dy[s1])))
        s |= (1u << s1) | (1u << diag1[d]);
    if (!open_cell(q, (uint32_t)(bx + pf_dir_dx[s2]), (uint32_t)(by + pf_dir_dy[s2])))
        s |= (1u << s2) | (1u << diag2[d]);
    return s;
}

static inline unsigned succ4(int d)
{
    if (d < 0)
        return 0xfu;
    if (d == 1 || d == 3)                /* horizontal: ahead and both vertical sides */
        return (1u << d) | 1u | 4u;
    return (1u << d) | 2u | 8u;          /* vertical: ahead and both horizontal sides */
}

static int jps_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start,
                      pf_node goal, struct pf_result *res)
{
    pf_ctx_begin(ctx, res);
    struct jps_scratch *sc = ctx_scratch(ctx, &pf_alg_jps);
    (void)v;
    if (!sc)
        return res->status = PF_ERR_ARG;
    struct pf_heap *heap = sc->heap;
    pf_open_heap.clear(heap);
    const uint8_t cls = ctx->grid->cls[start];
    const uint32_t W = sc->W;
    struct jps_q q = {
        .ctx = ctx, .rows = sc->cls[cls].rows, .cols = sc->cls[cls].cols,
        .wpr = sc->wpr, .wpc = sc->wpc, .W = W,
        .gx = goal % W, .gy = goal / W, .goal = goal,
    };
    if (ctx->grid->cls[goal] != cls) {
        /* a goal of another class is a wall to this search: nothing may stop on it, so the
         * search exhausts the start's region and says "no path", as the others do */
        q.gx = q.gy = UINT32_MAX;
        q.goal = PF_NONE;
    }
    const uint32_t hx = goal % W, hy = goal / W;     /* the heuristic's target */
    const int eight = ctx->moves != PF_MOVES_4;
    const uint32_t epoch = ctx->epoch;
    uint32_t *restrict stamp = ctx->stamp;
    pf_cost *restrict g = ctx->g;
    pf_node *restrict parent = sc->parent;
    const uint8_t *mask = ctx->mask;
    pf_cost (*hfn)(int32_t, int32_t) = pf_h2d(v->heuristic) && pf_h2d(v->heuristic) != &pf_h_octile ? pf_h2d(v->heuristic)->estimate : NULL;
    const enum pf_tie tie_rule = ctx->tie;
    const uint64_t budget = ctx->budget;
    uint64_t expanded = 0, generated = 0, pushes = 1, decreases = 0, max_open = 1;
    int rc = PF_NO_PATH;

#define JPS_H(x, y)                                                                       \
    (hfn ? hfn((int32_t)((x) > hx ? (x) - hx : hx - (x)),                                 \
               (int32_t)((y) > hy ? (y) - hy : hy - (y)))                                 \
         : pf_est_octile((int32_t)((x) > hx ? (x) - hx : hx - (x)),                       \
                         (int32_t)((y) > hy ? (y) - hy : hy - (y))))
#define JPS_TIE(gv, hv)                                                                   \
    ctx_tie_key(ctx, tie_rule, (gv), (hv))
    {
        const pf_cost hv = JPS_H(start % W, start / W);
        g[start] = 0;
        stamp[start] = epoch;
        parent[start] = start;
        ctx_trace_jump(ctx, start);
        if (heap_push(heap, start, hv, JPS_TIE(0, hv)) != PF_OK)
            return res->status = PF_ERR_NOMEM;
    }
    pf_node n;
    while ((n = heap_pop(heap)) != PF_NONE) {
        if (n == goal) {
            rc = PF_OK;
            break;
        }
        stamp[n] |= PF_ST_CLOSED;
        expanded++;
        if (ctx->trace)
            ctx_trace_step(ctx, n, 0);
        if (budget && expanded >= budget) {
            rc = PF_BUDGET;
            break;
        }
        const uint32_t y = (uint32_t)ctx_row(ctx, n), x = n - y * W;
        const int d = n == start ? -1 : (int)(stamp[n] & PF_ST_DIR);
        unsigned dirs = (eight ? succ8(&q, d, x, y) : succ4(d)) & mask[n];
        const pf_cost gn = g[n];
        while (dirs) {
            const int e = __builtin_ctz(dirs);
            dirs &= dirs - 1;
            const uint32_t k = e >= 4 ? jump_diag(&q, mask, e, x, y)
                               : eight || e == 1 || e == 3 ? jump_straight(&q, e, x, y)
                               : jump_vert4(&q, e, x, y);
            if (!k)
                continue;
            const uint32_t jx = (uint32_t)((int)x + (int)k * pf_dir_dx[e]);
            const uint32_t jy = (uint32_t)((int)y + (int)k * pf_dir_dy[e]);
            const pf_node m = jy * W + jx;
            const pf_cost ng = gn + (pf_cost)k * (e >= 4 ? PF_DIAG : PF_CARD);
            const uint32_t st = stamp[m];
            generated++;
            if (st >= epoch && ng >= g[m])
                continue;
            const pf_cost hv = JPS_H(jx, jy);
            g[m] = ng;
            parent[m] = n;
            stamp[m] = epoch | (uint32_t)e;
            if (ctx->trace) {   /* a jump: generated from the jump point n it left */
                ctx_trace_jump(ctx, m);
                ctx_step_label(ctx, 0, m, n, ng, ng + hv, st_open(st, epoch));
            }
            if (st_open(st, epoch)) {
                decreases++;
                heap_decrease(heap, m, ng + hv, JPS_TIE(ng, hv));
            } else {
                pushes++;     /* never a closed node: octile is consistent on jump edges */
                if (heap_push(heap, m, ng + hv, JPS_TIE(ng, hv)) != PF_OK)
                    goto nomem;
            }
        }
        if (heap->size > max_open)
            max_open = heap->size;
    }
#undef JPS_H
#undef JPS_TIE
    if (rc == PF_OK)
        pf_ctx_finish_jump_path(ctx, parent, start, goal, res);
    else
        res->status = rc;
    goto count;
nomem:
    res->status = PF_ERR_NOMEM;
count:
    pf_counters_set(&res->c, expanded, generated, 0, pushes, decreases, max_open);
    return res->status;
}

const struct pf_alg pf_alg_jps = {
    .name = "jps",
    .optimal_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8),
    .needs = PF_NEEDS_HEURISTIC,
    .frontier = &pf_open_heap,
    .runs_on = PF_MOVES_BIT(PF_MOVES_4) | PF_MOVES_BIT(PF_MOVES_8),
    .limits = "its pruning rules are those of 4 moves and of 8 moves without corner cutting",
    .setup = jps_setup,
    .teardown = jps_teardown,
    .search = jps_search,
    .track = jps_track,
};
