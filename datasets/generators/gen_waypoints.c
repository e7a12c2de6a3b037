/* gen_waypoints.c: the waypoint-graph generator: a seeded height field with hills, valleys
 * and cliffs, nodes scattered over it, each joined to the near neighbours it can reach. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_waypoints.h"
#include "pf_gen.h"

/* Everything on the terrain is in thousandths of a length unit (milli), in integers. */
#define MILLI 1000

struct cliff {
    int64_t x0, y0, x1, y1;
};

struct terrain {
    uint32_t size;            /* lattice points 0..size on each axis, one unit apart */
    int64_t *h;               /* (size + 1)^2 heights at the lattice points, milli */
    struct cliff *cliff;
    uint32_t num_cliffs;
};

static int64_t rng_range(struct pf_rng *r, int64_t lo, int64_t hi)   /* [lo, hi] */
{
    return lo + (int64_t)pf_rng_below(r, (uint32_t)(hi - lo + 1));
}

/* Squared distance from (x, y) to the segment c, truncated to an integer. */
static int64_t seg_dist2(const struct cliff *c, int64_t x, int64_t y)
{
    int64_t dx = c->x1 - c->x0, dy = c->y1 - c->y0, px = x - c->x0, py = y - c->y0;
    __int128 t = (__int128)px * dx + (__int128)py * dy, len2 = (__int128)dx * dx + (__int128)dy * dy;
    if (t <= 0 || len2 == 0)
        return px * px + py * py;
    if (t >= len2) {
        int64_t qx = x - c->x1, qy = y - c->y1;
        return qx * qx + qy * qy;
    }
    return (int64_t)((__int128)px * px + (__int128)py * py - t * t / len2);
}

/* Which side of the line through c the point is on: > 0 left, < 0 right, 0 on it. */
static int side(const struct cliff *c, int64_t x, int64_t y)
{
    __int128 cr = (__int128)(c->x1 - c->x0) * (y - c->y0) - (__int128)(c->y1 - c->y0) * (x - c->x0);
    return cr > 0 ? 1 : cr < 0 ? -1 : 0;
}

/* Hills and valleys as smooth bumps A (1 - r^2/R^2)^2, then cliffs: the left side of each
 * cliff raised by C, fading as (1 - d^2/F^2) with the distance d from the cliff. */
static int terrain_make(struct terrain *t, const struct pf_waypoint_recipe *r, struct pf_rng *rng)
{
    uint32_t n = r->size + 1;
    int64_t span = (int64_t)r->size * MILLI;
    t->size = r->size;
    t->h = calloc((size_t)n * n, sizeof *t->h);
    t->cliff = calloc(r->cliffs ? r->cliffs : 1, sizeof *t->cliff);
    if (!t->h || !t->cliff)
        return PF_ERR_NOMEM;
    for (uint32_t b = 0; b < r->hills; b++) {
        int64_t cx = rng_range(rng, 0, span - 1), cy = rng_range(rng, 0, span - 1);
        int64_t rad = rng_range(rng, span / 16, span / 4);
        int64_t amp = rng_range(rng, span / 32, span / 8) * (b % 2 ? -1 : 1);
        int64_t r2 = rad * rad;
        int64_t lo_x = (cx - rad) / MILLI, hi_x = (cx + rad) / MILLI + 1;
        int64_t lo_y = (cy - rad) / MILLI, hi_y = (cy + rad) / MILLI + 1;
        for (int64_t j = lo_y < 0 ? 0 : lo_y; j <= hi_y && j < n; j++) {
            for (int64_t i = lo_x < 0 ? 0 : lo_x; i <= hi_x && i < n; i++) {
                int64_t dx = i * MILLI - cx, dy = j * MILLI - cy, d2 = dx * dx + dy * dy;
                if (d2 >= r2)
                    continue;
                int64_t u = 4096 - (int64_t)((__int128)d2 * 4096 / r2);   /* 1 - r^2/R^2 */
                t->h[(size_t)j * n + (size_t)i] += amp * u * u / (4096 * 4096);
            }
        }
    }
    for (uint32_t k = 0; k < r->cliffs; k++) {
        struct cliff *c = &t->cliff[k];
        int64_t reach = span / 4, shortest = span / 16;
        c->x0 = rng_range(rng, 0, span - 1);
        c->y0 = rng_range(rng, 0, span - 1);
        int64_t dx, dy;
        do {
            dx = rng_range(rng, -reach, reach);
            dy = rng_range(rng, -reach, reach);
        } while (dx * dx + dy * dy < shortest * shortest);
        c->x1 = c->x0 + dx;
        c->y1 = c->y0 + dy;
        int64_t rise = rng_range(rng, span / 32, span / 12), fade = span / 10, f2 = fade * fade;
        int64_t lo_x = ((c->x0 < c->x1 ? c->x0 : c->x1) - fade) / MILLI;
        int64_t hi_x = ((c->x0 > c->x1 ? c->x0 : c->x1) + fade) / MILLI + 1;
        int64_t lo_y = ((c->y0 < c->y1 ? c->y0 : c->y1) - fade) / MILLI;
        int64_t hi_y = ((c->y0 > c->y1 ? c->y0 : c->y1) + fade) / MILLI + 1;
        for (int64_t j = lo_y < 0 ? 0 : lo_y; j <= hi_y && j < n; j++) {
            for (int64_t i = lo_x < 0 ? 0 : lo_x; i <= hi_x && i < n; i++) {
                if (side(c, i * MILLI, j * MILLI) <= 0)
                    continue;
                int64_t d2 = seg_dist2(c, i * MILLI, j * MILLI);
                if (d2 < f2)
                    t->h[(size_t)j * n + (size_t)i] += (int64_t)((__int128)rise * (f2 - d2) / f2);
            }
        }
    }
    t->num_cliffs = r->cliffs;
    return PF_OK;
}

/* The height at (x, y) in milli, bilinear between the four lattice points around it. */
static int64_t height(const struct terrain *t, int64_t x, int64_t y)
{
    uint32_t n = t->size + 1;
    int64_t i = x / MILLI, j = y / MILLI, fx = x % MILLI, fy = y % MILLI;
    if (i >= t->size) {
        i = t->size - 1;
        fx = MILLI;
    }
    if (j >= t->size) {
        j = t->size - 1;
        fy = MILLI;
    }
    const int64_t *row = t->h + (size_t)j * n + (size_t)i;
    __int128 s = (__int128)row[0] * (MILLI - fx) * (MILLI - fy) + (__int128)row[1] * fx * (MILLI - fy) +
                 (__int128)row[n] * (MILLI - fx) * fy + (__int128)row[n + 1] * fx * fy;
    return (int64_t)(s / (MILLI * MILLI));
}

/* Whether segments ab and cd meet (touching counts). */
static int crosses(int64_t ax, int64_t ay, int64_t bx, int64_t by, const struct cliff *c)
{
    struct cliff ab = { ax, ay, bx, by };
    int s1 = side(c, ax, ay), s2 = side(c, bx, by), s3 = side(&ab, c->x0, c->y0),
        s4 = side(&ab, c->x1, c->y1);
    if (s1 * s2 > 0 || s3 * s4 > 0)
        return 0;
    if (s1 == 0 && s2 == 0) {           /* collinear: do the extents overlap? */
        int64_t lo = ax < bx ? ax : bx, hi = ax < bx ? bx : ax;
        int64_t clo = c->x0 < c->x1 ? c->x0 : c->x1, chi = c->x0 < c->x1 ? c->x1 : c->x0;
        if (ax == bx && c->x0 == c->x1) {
            lo = ay < by ? ay : by;
            hi = ay < by ? by : ay;
            clo = c->y0 < c->y1 ? c->y0 : c->y1;
            chi = c->y0 < c->y1 ? c->y1 : c->y0;
        }
        return lo <= chi && clo <= hi;
    }
    return 1;
}

static uint64_t isqrt_ceil(uint64_t v)
{
    uint64_t r = (uint64_t)sqrt((double)v);
    while (r > 0 && r * r > v)
        r--;
    while ((r + 1) * (r + 1) <= v)
        r++;
    return r * r < v ? r + 1 : r;
}

/* Whether an agent can walk the straight line from a to b: no cliff crossed, and no step of
 * about one unit climbs or drops more than slope_pct percent of its length. */
static int reachable(const struct terrain *t, uint32_t slope_pct, int64_t ax, int64_t ay,
                     int64_t bx, int64_t by)
{
    for (uint32_t k = 0; k < t->num_cliffs; k++)
        if (crosses(ax, ay, bx, by, &t->cliff[k]))
            return 0;
    int64_t dx = bx - ax, dy = by - ay;
    uint64_t d2 = (uint64_t)(dx * dx + dy * dy);
    int64_t steps = (int64_t)(isqrt_ceil(d2) / MILLI) + 1;
    int64_t prev = height(t, ax, ay);
    for (int64_t s = 1; s <= steps; s++) {
        int64_t h = height(t, ax + dx * s / steps, ay + dy * s / steps);
        int64_t dh = h > prev ? h - prev : prev - h;
        /* dh / (len / steps) <= slope / 100, squared */
        unsigned __int128 lhs = (unsigned __int128)(dh * 100) * (uint64_t)(dh * 100) * (uint64_t)(steps * steps);
        unsigned __int128 rhs = (unsigned __int128)((uint64_t)slope_pct * slope_pct) * d2;
        if (lhs > rhs)
            return 0;
        prev = h;
    }
    return 1;
}

struct cand {
    uint64_t d2;
    uint32_t id;
};

static int by_dist(const void *a, const void *b)
{
    const struct cand *x = a, *y = b;
    if (x->d2 != y->d2)
        return x->d2 < y->d2 ? -1 : 1;
    return x->id < y->id ? -1 : x->id > y->id;
}

static int by_key(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

int pf_gen_waypoints(const struct pf_waypoint_recipe *r, struct pf_graph *g, struct pf_error *err)
{
    memset(g, 0, sizeof *g);
    if (r->size < 16 || r->size > 4096 || r->nodes < 2 || r->nodes > (1u << 20) ||
        r->hills > 4096 || r->cliffs > 1024 || r->slope_pct < 1 || r->slope_pct > 1000 ||
        r->k < 1 || r->k > 32) {
        pf_error_set(err, "waypoints: expected size 16..4096, n 2..1048576, hills 0..4096, "
                     "cliffs 0..1024, slope 1..1000, k 1..32, found %u, %u, %u, %u, %u, %u",
                     r->size, r->nodes, r->hills, r->cliffs, r->slope_pct, r->k);
        return PF_ERR_ARG;
    }
    struct pf_rng rng;
    pf_rng_seed(&rng, r->seed);
    struct terrain t = { 0 };
    uint32_t N = r->nodes, cells_side = 0;
    int64_t span = (int64_t)r->size * MILLI;
    int64_t *x = malloc((size_t)N * sizeof *x), *y = malloc((size_t)N * sizeof *y);
    int64_t *z = malloc((size_t)N * sizeof *z);
    uint32_t *cell_first = NULL, *cell_list = NULL;
    struct cand *cand = NULL;
    uint64_t *pairs = NULL;
    struct pf_graph_arc *arcs = NULL;
    size_t num_pairs = 0, pairs_cap = (size_t)N * r->k, cand_cap = 64;
    int rc = PF_ERR_NOMEM;
    pairs = malloc(pairs_cap * sizeof *pairs);
    cand = malloc(cand_cap * sizeof *cand);
    if (!x || !y || !z || !pairs || !cand || terrain_make(&t, r, &rng) != PF_OK)
        goto out;
    for (uint32_t i = 0; i < N; i++) {
        x[i] = rng_range(&rng, 0, span - 1);
        y[i] = rng_range(&rng, 0, span - 1);
    }
    /* the radius within which 4k neighbours are expected, and a grid of cells that side */
    double area = (double)span * (double)span;
    uint64_t rad2 = (uint64_t)(4.0 * r->k * area / (3.141592653589793 * N)) + 1;
    int64_t rad = (int64_t)isqrt_ceil(rad2);
    cells_side = (uint32_t)((span + rad - 1) / rad);
    size_t cells = (size_t)cells_side * cells_side;
    cell_first = calloc(cells + 1, sizeof *cell_first);
    cell_list = malloc((size_t)N * sizeof *cell_list);
    if (!cell_first || !cell_list)
        goto out;
    for (uint32_t i = 0; i < N; i++)
        cell_first[(size_t)(y[i] / rad) * cells_side + (size_t)(x[i] / rad) + 1]++;
    for (size_t c = 0; c < cells; c++)
        cell_first[c + 1] += cell_first[c];
    for (uint32_t i = 0; i < N; i++) {
        size_t c = (size_t)(y[i] / rad) * cells_side + (size_t)(x[i] / rad);
        cell_list[cell_first[c]++] = i;
    }
    for (size_t c = cells; c > 0; c--)
        cell_first[c] = cell_first[c - 1];
    cell_first[0] = 0;
    /* number the nodes in the cells' row-major order (draw order within a cell), as a grid
     * numbers its cells: nodes near each other in space are near in every per-node array */
    for (uint32_t e = 0; e < N; e++)
        z[e] = x[cell_list[e]];
    memcpy(x, z, (size_t)N * sizeof *x);
    for (uint32_t e = 0; e < N; e++)
        z[e] = y[cell_list[e]];
    memcpy(y, z, (size_t)N * sizeof *y);
    for (uint32_t e = 0; e < N; e++) {
        cell_list[e] = e;
        z[e] = height(&t, x[e], y[e]);
    }

    for (uint32_t a = 0; a < N; a++) {
        int64_t cx = x[a] / rad, cy = y[a] / rad;
        size_t nc = 0;
        for (int64_t j = cy - 1; j <= cy + 1; j++) {
            for (int64_t i = cx - 1; i <= cx + 1; i++) {
                if (i < 0 || j < 0 || i >= cells_side || j >= cells_side)
                    continue;
                size_t c = (size_t)j * cells_side + (size_t)i;
                for (uint32_t e = cell_first[c]; e < cell_first[c + 1]; e++) {
                    uint32_t b = cell_list[e];
                    int64_t dx = x[b] - x[a], dy = y[b] - y[a];
                    uint64_t d2 = (uint64_t)(dx * dx + dy * dy);
                    if (b == a || d2 > rad2)
                        continue;
                    if (nc == cand_cap) {
                        struct cand *nb = realloc(cand, 2 * cand_cap * sizeof *cand);
                        if (!nb)
                            goto out;
                        cand = nb;
                        cand_cap *= 2;
                    }
                    cand[nc++] = (struct cand){ d2, b };
                }
            }
        }
        qsort(cand, nc, sizeof *cand, by_dist);
        uint32_t joined = 0;
        for (size_t e = 0; e < nc && joined < r->k; e++) {
            uint32_t b = cand[e].id;
            if (!reachable(&t, r->slope_pct, x[a], y[a], x[b], y[b]))
                continue;
            if (num_pairs == pairs_cap) {
                uint64_t *np = realloc(pairs, 2 * pairs_cap * sizeof *pairs);
                if (!np)
                    goto out;
                pairs = np;
                pairs_cap *= 2;
            }
            uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
            pairs[num_pairs++] = (uint64_t)lo << 32 | hi;
            joined++;
        }
    }
    qsort(pairs, num_pairs, sizeof *pairs, by_key);
    size_t uniq = 0;
    for (size_t i = 0; i < num_pairs; i++)
        if (uniq == 0 || pairs[i] != pairs[uniq - 1])
            pairs[uniq++] = pairs[i];
    arcs = malloc((uniq ? uniq : 1) * 2 * sizeof *arcs);
    if (!arcs)
        goto out;
    for (size_t i = 0; i < uniq; i++) {
        uint32_t a = (uint32_t)(pairs[i] >> 32), b = (uint32_t)pairs[i];
        int64_t dx = x[b] - x[a], dy = y[b] - y[a], dz = z[b] - z[a];
        pf_cost w = isqrt_ceil((uint64_t)(dx * dx + dy * dy) + (uint64_t)(dz * dz));
        arcs[2 * i] = (struct pf_graph_arc){ a, b, w };
        arcs[2 * i + 1] = (struct pf_graph_arc){ b, a, w };
    }
    rc = pf_graph_build(g, N, arcs, (uint32_t)(2 * uniq), MILLI);
    if (rc != PF_OK)
        goto out;
    g->pos = malloc((size_t)N * 3 * sizeof *g->pos);
    if (!g->pos) {
        pf_graph_free(g);
        rc = PF_ERR_NOMEM;
        goto out;
    }
    for (uint32_t i = 0; i < N; i++) {
        g->pos[3 * (size_t)i] = (double)x[i] / MILLI;
        g->pos[3 * (size_t)i + 1] = (double)y[i] / MILLI;
        g->pos[3 * (size_t)i + 2] = (double)z[i] / MILLI;
    }
    pf_graph_check_heuristics(g);
    rc = PF_OK;
out:
    if (rc == PF_ERR_NOMEM)
        pf_error_set(err, "waypoints: out of memory for %u nodes on a %u x %u terrain", N,
                     r->size, r->size);
    free(t.h);
    free(t.cliff);
    free(x);
    free(y);
    free(z);
    free(cell_first);
    free(cell_list);
    free(cand);
    free(pairs);
    free(arcs);
    return rc;
}
