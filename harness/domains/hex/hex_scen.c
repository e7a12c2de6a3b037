/* hex_scen.c: the hex domain's queries: Moving AI .scen files read and checked against a hex
 * map, and scenarios drawn on one (pairs in its largest component, hex Dijkstra optima). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "hex_io.h"

int pf_hex_scen_read(const char *path, const struct pf_hex_map *m, const char *map_path, struct pf_scen *s,
                     struct pf_error *err)
{
    int rc = pf_scen_read(path, s, err);
    if (rc != PF_OK)
        return rc;
    /* the map's padded classes say free or blocked as a hex map reads its cells */
    rc = pf_scen_check(s, path, &m->grid, map_path, err);
    if (rc != PF_OK)
        pf_scen_free(s);
    return rc;
}

int pf_hex_load_problem(const char *map_path, const char *scen_path, uint64_t max_cells, struct pf_hex_map *m,
                        struct pf_scen *s, struct pf_error *err)
{
    memset(s, 0, sizeof *s);
    int rc = pf_hex_map_read(map_path, m, max_cells, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_hex_scen_read(scen_path, m, map_path, s, err);
    if (rc != PF_OK)
        pf_hex_map_free(m);
    return rc;
}

void pf_hex_queries_for(const char *map_path, char *out, size_t cap)
{
    snprintf(out, cap, "%s.scen", map_path);
}

void pf_hex_scen_nodes(const struct pf_hex_map *m, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    *s = pf_hex_node(m, e->sx, e->sy);
    *t = pf_hex_node(m, e->gx, e->gy);
}

int pf_hex_components(const struct pf_hex_map *m, uint32_t *label, uint32_t *largest, uint32_t *largest_size)
{
    const struct pf_grid *g = &m->grid;
    *largest = *largest_size = 0;
    memset(label, 0, (size_t)g->num_nodes * sizeof *label);
    pf_node *stack = malloc((size_t)g->num_nodes * sizeof *stack);
    if (!stack)
        return PF_ERR_NOMEM;
    uint32_t num = 0;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            pf_node s = pf_hex_node(m, x, y);
            if (label[s] || !pf_hex_free(m, s))
                continue;
            uint32_t id = ++num, size = 0;
            size_t top = 0;
            label[s] = id;
            stack[top++] = s;
            while (top) {
                pf_node n = stack[--top];
                size++;
                for (int d = 0; d < PF_HEX_DIRS; d++) {
                    pf_node t = pf_hex_step(m, n, d);
                    if ((m->mask[n] & (1u << d)) && !label[t]) {
                        label[t] = id;
                        stack[top++] = t;
                    }
                }
            }
            if (size > *largest_size) {
                *largest_size = size;
                *largest = id;
            }
        }
    free(stack);
    return PF_OK;
}

/* How pairs are drawn: a start uniformly among the largest component's cells, then one
 * breadth-first sweep from it gives every cell's distance, and each bucket that still has
 * room gets one goal drawn uniformly among the cells of its distances (floor(d / 4) = b).
 * A start serves every bucket at once, so short and long buckets fill alike; draws stop when
 * every bucket is full, after HEX_STARTS_PER_SLOT starts per slot, or after a run of starts that
 * kept nothing (the buckets left are longer than most of the map's paths). Each kept pair's
 * optimum is then the reference search's cost (hex/dijkstra/heap), which must equal the
 * sweep's distance. */
#define HEX_STARTS_PER_SLOT 4

static int cmp_bucket(const void *a, const void *b)
{
    const struct pf_scen_entry *x = a, *y = b;
    return x->bucket != y->bucket ? (x->bucket > y->bucket) - (x->bucket < y->bucket)
                                  : (x->line > y->line) - (x->line < y->line);
}

int pf_hex_gen_scen(const struct pf_hex_map *m, const char *map_name, uint64_t seed, int per_bucket,
                    int max_buckets, struct pf_scen *out, struct pf_error *err)
{
    const struct pf_grid *g = &m->grid;
    memset(out, 0, sizeof *out);
    snprintf(out->version, sizeof out->version, "1");
    if (per_bucket < 1 || per_bucket > 100000 || max_buckets < 1 || max_buckets > 100000 ||
        (uint64_t)per_bucket * (uint64_t)max_buckets > 10000000u) {
        pf_error_set(err, "scenarios: expected 1..100000 pairs per bucket and 1..100000 buckets (at most "
                     "10000000 pairs), found %d per bucket and %d buckets", per_bucket, max_buckets);
        return PF_ERR_ARG;
    }
    if (strlen(map_name) >= sizeof out->e[0].map) {
        pf_error_set(err, "scenarios: expected a map name of at most %zu bytes, found %zu",
                     sizeof out->e[0].map - 1, strlen(map_name));
        return PF_ERR_ARG;
    }
    size_t nn = g->num_nodes, cap = (size_t)per_bucket * (size_t)max_buckets;
    uint32_t *label = malloc(nn * sizeof *label), *dist = malloc(nn * sizeof *dist);
    pf_node *cells = malloc(nn * sizeof *cells), *queue = malloc(nn * sizeof *queue);
    uint32_t *seen = calloc((size_t)max_buckets, sizeof *seen);     /* reservoir counts */
    pf_node *pick = malloc((size_t)max_buckets * sizeof *pick);
    int *count = calloc((size_t)max_buckets, sizeof *count);
    struct pf_scen_entry *e = calloc(cap, sizeof *e);
    struct pf_hex_ctx *ctx = pf_hex_ctx_create(m);
    uint32_t largest, size;
    int rc = PF_ERR_NOMEM;
    if (!label || !dist || !cells || !queue || !seen || !pick || !count || !e || !ctx ||
        pf_hex_components(m, label, &largest, &size) != PF_OK) {
        pf_error_set(err, "scenarios: out of memory for a %d x %d map", g->width, g->height);
        goto done;
    }
    uint32_t nc = 0;
    for (pf_node n = 0; n < nn; n++)
        if (largest && label[n] == largest)
            cells[nc++] = n;
    struct pf_rng rng;
    pf_rng_seed(&rng, seed);
    size_t kept = 0, full = 0;
    const struct pf_hex_search ref = pf_hex_variants[0].search;
    uint64_t starts = nc > 1 ? (uint64_t)cap * HEX_STARTS_PER_SLOT : 0;
    const uint64_t idle_max = 2 * (uint64_t)per_bucket + 16;
    uint64_t idle = 0;
    for (uint64_t k = 0; k < starts && full < (size_t)max_buckets && idle < idle_max; k++) {
        idle++;
        pf_node s = cells[pf_rng_below(&rng, nc)];
        memset(seen, 0, (size_t)max_buckets * sizeof *seen);
        /* the sweep: dist is valid where label[n] has the top bit (cleared after) */
        uint32_t qh = 0, qt = 0;
        queue[qt++] = s;
        dist[s] = 0;
        label[s] |= 0x80000000u;
        while (qh < qt) {
            pf_node n = queue[qh++];
            uint32_t b = dist[n] / 4;
            if (dist[n] > 0 && b < (uint32_t)max_buckets && count[b] < per_bucket &&
                pf_rng_below(&rng, ++seen[b]) == 0)
                pick[b] = n;
            for (int d = 0; d < PF_HEX_DIRS; d++) {
                pf_node t = pf_hex_step(m, n, d);
                if ((m->mask[n] & (1u << d)) && !(label[t] & 0x80000000u)) {
                    label[t] |= 0x80000000u;
                    dist[t] = dist[n] + 1;
                    queue[qt++] = t;
                }
            }
        }
        for (uint32_t i = 0; i < qt; i++)
            label[queue[i]] &= 0x7FFFFFFFu;
        for (int b = 0; b < max_buckets; b++) {
            if (!seen[b] || count[b] >= per_bucket)
                continue;
            pf_node t = pick[b];
            struct pf_result res;
            if (pf_hex_search(ctx, &ref, s, t, &res) != PF_OK || res.cost != (double)dist[t]) {
                pf_error_set(err, "scenarios: the reference search disagrees with the breadth-first "
                             "distance %u on a pair (status %s)", dist[t], pf_status_name(res.status));
                rc = PF_ERR_ARG;
                goto done;
            }
            struct pf_scen_entry *x = &e[kept];
            x->line = (uint32_t)++kept;             /* the draw order, for a stable sort */
            x->bucket = b;
            x->map_w = g->width;
            x->map_h = g->height;
            pf_hex_xy(m, s, &x->sx, &x->sy);
            pf_hex_xy(m, t, &x->gx, &x->gy);
            x->optimum = res.cost;
            x->decimals = 8;
            snprintf(x->map, sizeof x->map, "%s", map_name);
            idle = 0;
            if (++count[b] == per_bucket)
                full++;
        }
    }
    qsort(e, kept, sizeof *e, cmp_bucket);
    for (size_t i = 0; i < kept; i++)
        e[i].line = (uint32_t)i + 2;                /* after 'version 1' */
    out->e = e;
    out->n = kept;
    e = NULL;
    rc = PF_OK;
done:
    pf_hex_ctx_destroy(ctx);
    free(label);
    free(dist);
    free(cells);
    free(queue);
    free(seen);
    free(pick);
    free(count);
    free(e);
    return rc;
}
