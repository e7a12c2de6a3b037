/* gen_scen.c: connected components and scenario generation (start/goal pairs with Dijkstra optima, in Moving AI buckets). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_search.h"
#include "pf_gen.h"
#include "pf_terrain.h"

int pf_gen_components(const struct pf_grid *g, uint32_t *label, uint32_t *num,
                      uint32_t *largest, uint32_t *largest_size)
{
    *num = *largest = *largest_size = 0;
    memset(label, 0, (size_t)g->num_nodes * sizeof *label);
    pf_node *stack = malloc((size_t)g->num_nodes * sizeof *stack);
    if (!stack)
        return PF_ERR_NOMEM;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = pf_dir_dy[d] * g->stride + pf_dir_dx[d];
    /* row-major over the map's own cells, so labels are numbered by their first cell */
    for (int32_t y = 0; y < g->height; y++) {
        for (int32_t x = 0; x < g->width; x++) {
            pf_node s = pf_grid_node(g, x, y);
            if (label[s] || g->cls[s] == PF_CLS_BLOCKED)
                continue;
            uint32_t id = ++*num, size = 0;
            size_t top = 0;
            label[s] = id;
            stack[top++] = s;
            while (top > 0) {
                pf_node n = stack[--top];
                size++;
                /* the legal moves under the benchmark's model, so "connected" means a
                 * PF_MOVES_8 search finds a path */
                unsigned mk = pf_grid_move_mask(g, n, PF_MOVES_8);
                for (int d = 0; d < 8; d++) {
                    if (!(mk & (1u << d)))
                        continue;
                    pf_node m = (pf_node)((int64_t)n + off[d]);
                    if (!label[m]) {
                        label[m] = id;
                        stack[top++] = m;
                    }
                }
            }
            if (size > *largest_size) {
                *largest_size = size;
                *largest = id;
            }
        }
    }
    free(stack);
    return PF_OK;
}

/* How pf_gen_scen spends its work. Goals are drawn near the start, in a ring whose octile
 * radius aims at one bucket that still needs pairs (uniform pairs on a big map would be
 * almost all long, leaving the short buckets nearly empty). The ring is shrunk by a running
 * estimate of the map's detour factor (optimal length / octile distance), so that a maze,
 * where paths wind, is aimed at as well as an open map. */
#define DRAWS_PER_SLOT 200      /* draws aimed at one bucket, per pair it should hold */
#define RING_TRIES 256          /* goal candidates tried in one ring before giving up a draw */
#define WORK_FACTOR 2           /* expansion cap, in units of the searches' box areas */
#define MAX_DETOUR 8.0          /* largest detour sample taken into the running estimate */
#define SQRT2 1.41421356237309504880

struct scen_state {
    const struct pf_grid *g;
    const uint32_t *label;
    uint32_t comp;              /* the label of the component the pairs come from */
    int32_t x0, y0, x1, y1;     /* its bounding box, inclusive */
    int per_bucket, max_buckets;
    int *count;                 /* pairs kept in each bucket */
    struct pf_scen_entry *slot; /* per_bucket slots per bucket */
    const char *map_name;
    struct pf_search_ctx *ctx;  /* one context, reused for every search */
    const struct pf_variant *dijkstra;
    /* Weighted terrain: buckets hold the octile length of the optimal path (its cost is the
     * optimum written), and a path of length L costs at most L * spread times the least step,
     * spread = ceil(largest / least cell cost); 2D grids: 0 and 1. */
    int weighted;
    uint64_t spread;
    uint64_t work;              /* expansions so far */
};

/* Octile distance of an offset: the length of the straightest 8-move path on an open map. */
static double octile(int32_t dx, int32_t dy)
{
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    int32_t lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
    return (double)(hi - lo) + SQRT2 * (double)lo;
}

/* The first bucket >= b that still has room, or -1. */
static int open_bucket_from(const struct scen_state *st, int b)
{
    for (; b < st->max_buckets; b++)
        if (st->count[b] < st->per_bucket)
            return b;
    return -1;
}

/* The last bucket < b that still has room, or -1. */
static int open_bucket_below(const struct scen_state *st, int b)
{
    for (b = (b < st->max_buckets ? b : st->max_buckets) - 1; b >= 0; b--)
        if (st->count[b] < st->per_bucket)
            return b;
    return -1;
}

/* Draw a goal near (sx, sy) in the same component with octile distance in [lo, hi) and
 * not the start itself. 1 with (*gx, *gy) set, or 0 when RING_TRIES candidates missed. */
static int draw_goal(const struct scen_state *st, struct pf_rng *rng, int32_t sx, int32_t sy,
                     double lo, double hi, int32_t *gx, int32_t *gy)
{
    int32_t far_x = sx - st->x0 > st->x1 - sx ? sx - st->x0 : st->x1 - sx;
    int32_t far_y = sy - st->y0 > st->y1 - sy ? sy - st->y0 : st->y1 - sy;
    if (octile(far_x, far_y) < lo)
        return 0;               /* the whole ring lies outside the component's box */
    int32_t R = (int32_t)ceil(hi);
    uint32_t span = 2u * (uint32_t)R + 1;
    for (int t = 0; t < RING_TRIES; t++) {
        int32_t dx = (int32_t)pf_rng_below(rng, span) - R, dy = (int32_t)pf_rng_below(rng, span) - R;
        double d = octile(dx, dy);
        if ((dx == 0 && dy == 0) || d < lo || d >= hi)
            continue;
        int32_t x = sx + dx, y = sy + dy;
        if (!pf_grid_in_bounds(st->g, x, y) || st->label[pf_grid_node(st->g, x, y)] != st->comp)
            continue;
        *gx = x;
        *gy = y;
        return 1;
    }
    return 0;
}

/* Dijkstra from (sx, sy) to (gx, gy): PF_OK or PF_BUDGET, or a negative status with err set
 * (no path cannot happen inside one component, so it is reported as an error too). */
static int solve(struct scen_state *st, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                 struct pf_result *res, struct pf_error *err)
{
    int status = pf_search(st->ctx, st->dijkstra, pf_grid_node(st->g, sx, sy),
                           pf_grid_node(st->g, gx, gy), res);
    st->work += res->c.expanded;
    if (status == PF_OK || status == PF_BUDGET)
        return status;
    pf_error_set(err, "scenarios: %s from (%d,%d) to (%d,%d) in one component: %s", st->dijkstra->name,
                 sx, sy, gx, gy, pf_status_name(status));
    return status < 0 ? status : PF_ERR_ARG;
}

/* The octile length of the found path (cardinal 1, diagonal sqrt 2), summed as the 2D
 * context sums its costs, so that it is the 2D optimum itself on an unweighted grid. */
static double path_length(const struct pf_grid *g, const struct pf_result *res)
{
    uint64_t card = 0, diag = 0;
    for (uint32_t i = 1; i < res->path_len; i++) {
        int32_t ax, ay, bx, by;
        pf_grid_xy(g, res->path[i - 1], &ax, &ay);
        pf_grid_xy(g, res->path[i], &bx, &by);
        if (ax != bx && ay != by)
            diag++;
        else
            card++;
    }
    return (double)card + (double)diag * SQRT2;
}

/* The length that places a found pair in a bucket: the optimum in 2D, the path's octile length
 * on weighted terrain. */
static double bucket_length(const struct scen_state *st, const struct pf_result *res)
{
    return st->weighted ? path_length(st->g, res) : res->cost;
}

/* Keep the pair when its bucket (floor(len / 4)) has room; 1 when kept. */
static int keep_pair(struct scen_state *st, int32_t sx, int32_t sy, int32_t gx, int32_t gy, double len,
                     double cost)
{
    int bucket = (int)floor(len / 4.0);
    if (bucket >= st->max_buckets || st->count[bucket] >= st->per_bucket)
        return 0;
    struct pf_scen_entry *e = &st->slot[(size_t)bucket * (size_t)st->per_bucket + (size_t)st->count[bucket]++];
    memset(e, 0, sizeof *e);
    e->bucket = bucket;
    e->map_w = st->g->width;
    e->map_h = st->g->height;
    e->sx = sx;
    e->sy = sy;
    e->gx = gx;
    e->gy = gy;
    e->optimum = cost;
    e->decimals = 8;            /* pf_scen_write prints %.8f */
    snprintf(e->map, sizeof e->map, "%s.map", st->map_name);
    return 1;
}

/* A cell of the found path whose prefix length (cardinal 1, diagonal sqrt 2) lies in bucket
 * `want`, chosen at random among them: 1 with (*gx, *gy) set, or 0 when there is none. */
static int goal_on_path(const struct pf_grid *g, const struct pf_result *res, int want,
                        struct pf_rng *rng, int32_t *gx, int32_t *gy)
{
    uint32_t first = 0, last = 0;
    double len = 0;
    for (uint32_t i = 1; i < res->path_len; i++) {
        int32_t ax, ay, bx, by;
        pf_grid_xy(g, res->path[i - 1], &ax, &ay);
        pf_grid_xy(g, res->path[i], &bx, &by);
        len += (ax != bx && ay != by) ? SQRT2 : 1.0;
        int b = (int)floor(len / 4.0);
        if (b > want)
            break;
        if (b == want) {
            if (!first)
                first = i;
            last = i;
        }
    }
    if (!first)
        return 0;
    pf_grid_xy(g, res->path[first + pf_rng_below(rng, last - first + 1)], gx, gy);
    return 1;
}

/* The generator of pf_gen_scen and pf_gen_wscen: st holds the grid, the context and the
 * variant of the searches, and how lengths are measured. */
static int gen_scen(struct scen_state st, const char *map_name, uint64_t seed, int per_bucket,
                    int max_buckets, struct pf_scen *out, struct pf_error *err)
{
    const struct pf_grid *g = st.g;
    memset(out, 0, sizeof *out);
    snprintf(out->version, sizeof out->version, "1");
    if (per_bucket < 1 || per_bucket > 100000 || max_buckets < 1 || max_buckets > 100000 ||
        (uint64_t)per_bucket * (uint64_t)max_buckets > 10000000u) {
        pf_error_set(err, "scenarios: expected 1..100000 pairs per bucket and 1..100000 buckets "
                     "(at most 10000000 pairs), found %d per bucket and %d buckets", per_bucket, max_buckets);
        return PF_ERR_ARG;
    }
    if (strlen(map_name) + 5 > sizeof out->e[0].map) {
        pf_error_set(err, "scenarios: expected a map name of at most %zu characters, found %zu",
                     sizeof out->e[0].map - 5, strlen(map_name));
        return PF_ERR_ARG;
    }
    st.per_bucket = per_bucket;
    st.max_buckets = max_buckets;
    st.map_name = map_name;
    if (!st.dijkstra) {
        pf_error_set(err, "scenarios: the registry has no reference variant");
        return PF_ERR_ARG;
    }

    size_t slots = (size_t)per_bucket * (size_t)max_buckets;
    uint32_t *label = malloc((size_t)g->num_nodes * sizeof *label);
    int *count = calloc((size_t)max_buckets, sizeof *count);
    int *draws_left = malloc((size_t)max_buckets * sizeof *draws_left);
    struct pf_scen_entry *slot = malloc(slots * sizeof *slot);
    pf_node *cells = NULL;
    uint32_t ncomp, comp_size = 0;
    int rc = PF_ERR_NOMEM;
    if (!label || !count || !draws_left || !slot ||
        pf_gen_components(g, label, &ncomp, &st.comp, &comp_size) != PF_OK)
        goto nomem;
    st.label = label;
    st.count = count;
    st.slot = slot;
    if (comp_size >= 2) {
        /* the largest component's cells, in row-major order, to draw starts from */
        cells = malloc((size_t)comp_size * sizeof *cells);
        if (!cells || !st.ctx)
            goto nomem;
        size_t k = 0;
        st.x0 = g->width;
        st.y0 = g->height;
        st.x1 = st.y1 = -1;
        for (int32_t y = 0; y < g->height; y++) {
            for (int32_t x = 0; x < g->width; x++) {
                if (label[pf_grid_node(g, x, y)] != st.comp)
                    continue;
                cells[k++] = pf_grid_node(g, x, y);
                st.x0 = x < st.x0 ? x : st.x0;
                st.x1 = x > st.x1 ? x : st.x1;
                st.y0 = y < st.y0 ? y : st.y0;
                st.y1 = y > st.y1 ? y : st.y1;
            }
        }
    }

    /* Work cap: WORK_FACTOR times, for every slot, the box a search for that slot's bucket
     * may explore. It bounds the time spent on maps where some lengths are rare. */
    uint64_t work_cap = 0;
    for (int b = 0; b < max_buckets; b++) {
        uint64_t side = (8u * (uint64_t)b + 9u) * st.spread, box = side * side;
        work_cap += (uint64_t)WORK_FACTOR * (uint64_t)per_bucket * (box < comp_size ? box : comp_size);
    }
    for (int b = 0; b < max_buckets; b++)   /* a map with fewer than 2 cells gets no pairs */
        draws_left[b] = comp_size >= 2 ? DRAWS_PER_SLOT * per_bucket : 0;

    struct pf_rng rng;
    pf_rng_seed(&rng, seed ^ 0x5CE7A710D15EA5E5ull);   /* a stream apart from the map's */
    double detour = 1.0;        /* running estimate of optimal length / octile distance */
    int cursor = 0;             /* round-robin over the buckets still aimed at */
    while (st.work < work_cap) {
        int b = -1;
        for (int i = 0; i < max_buckets && b < 0; i++) {
            int c = (cursor + i) % max_buckets;
            if (count[c] < per_bucket && draws_left[c] > 0)
                b = c;
        }
        if (b < 0)
            break;
        cursor = (b + 1) % max_buckets;
        draws_left[b]--;

        int32_t sx, sy, gx, gy;
        pf_grid_xy(g, cells[pf_rng_below(&rng, comp_size)], &sx, &sy);
        double lo = 4.0 * b / detour, hi = 4.0 * (b + 1) / detour;
        if (hi - lo < 2.0)
            hi = lo + 2.0;      /* a ring too thin to hold lattice points */
        if (!draw_goal(&st, &rng, sx, sy, lo, hi, &gx, &gy))
            continue;
        /* The optimum is at least the octile distance: skip the search when every bucket
         * it could land in is full or beyond max_buckets. */
        double h = octile(gx - sx, gy - sy);
        if (open_bucket_from(&st, (int)floor(h / 4.0)) < 0)
            continue;

        /* Expansion budget: an optimum below L = 4 * (last open bucket + 1) means every
         * node expanded before the goal has g < L, so lies in the box of side 2L + 1 around
         * the start. Hitting the budget proves the pair too long to keep. */
        uint64_t L = 4u * (uint64_t)(open_bucket_below(&st, max_buckets) + 1);
        uint64_t budget = (2 * L * st.spread + 1) * (2 * L * st.spread + 1) + 1;
        pf_ctx_set_budget(st.ctx, budget < comp_size ? budget : 0);
        struct pf_result res;
        rc = solve(&st, sx, sy, gx, gy, &res, err);
        if (rc < 0)
            goto done;
        double len = rc == PF_BUDGET ? 0 : bucket_length(&st, &res);
        double sample = rc == PF_BUDGET ? (double)L / h : len / h;
        detour = 0.9 * detour + 0.1 * fmin(MAX_DETOUR, fmax(1.0, sample));
        if (rc == PF_BUDGET || keep_pair(&st, sx, sy, gx, gy, len, res.cost))
            continue;

        /* The pair landed in a full bucket. Every prefix of an optimal path is optimal, so
         * the path passes goals of every shorter length: take one in the highest open
         * bucket below and let a second, smaller Dijkstra search give its optimum. In mazes
         * and caves, where lengths scatter far from the aim, this turns most searches that
         * would be wasted into kept pairs. */
        int want = open_bucket_below(&st, (int)floor(len / 4.0));
        if (want < 0 || !goal_on_path(g, &res, want, &rng, &gx, &gy))
            continue;
        rc = solve(&st, sx, sy, gx, gy, &res, err);
        if (rc < 0)
            goto done;
        if (rc == PF_OK)
            keep_pair(&st, sx, sy, gx, gy, bucket_length(&st, &res), res.cost);
    }

    /* gather the kept pairs in bucket order, each bucket in the order it was found */
    size_t total = 0;
    for (int b = 0; b < max_buckets; b++)
        total += (size_t)count[b];
    out->e = malloc((total ? total : 1) * sizeof *out->e);
    if (!out->e)
        goto nomem;
    for (int b = 0; b < max_buckets; b++) {
        for (int i = 0; i < count[b]; i++) {
            out->e[out->n] = slot[(size_t)b * (size_t)per_bucket + (size_t)i];
            out->e[out->n].line = (uint32_t)out->n + 2;   /* line 1 is "version 1" */
            out->n++;
        }
    }
    rc = PF_OK;
    goto done;
nomem:
    pf_error_set(err, "scenarios: out of memory for a %dx%d map", g->width, g->height);
    rc = PF_ERR_NOMEM;
done:
    if (rc != PF_OK)
        pf_scen_free(out);
    free(cells);
    free(slot);
    free(draws_left);
    free(count);
    free(label);
    return rc;
}

int pf_gen_scen(const struct pf_grid *g, const char *map_name, uint64_t seed, int per_bucket,
                int max_buckets, struct pf_scen *out, struct pf_error *err)
{
    struct scen_state st = { .g = g, .dijkstra = pf_variant_reference(), .spread = 1,
                             .ctx = pf_ctx_create(g, PF_MOVES_8) };
    int rc = gen_scen(st, map_name, seed, per_bucket, max_buckets, out, err);
    pf_ctx_destroy(st.ctx);
    return rc;
}

int pf_gen_wscen(const struct pf_wgrid *w, const char *map_name, uint64_t seed, int per_bucket,
                 int max_buckets, struct pf_scen *out, struct pf_error *err)
{
    struct scen_state st = { .g = &w->grid, .dijkstra = pf_variant_reference_in(&pf_domain_weighted),
                             .weighted = 1, .ctx = pf_ctx_create_weighted(w, PF_MOVES_MEAN) };
    st.spread = w->min_cost ? (w->max_cost + w->min_cost - 1) / w->min_cost : 1;
    int rc = gen_scen(st, map_name, seed, per_bucket, max_buckets, out, err);
    pf_ctx_destroy(st.ctx);
    return rc;
}
