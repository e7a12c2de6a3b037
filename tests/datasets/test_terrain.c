/* test_terrain.c: the weighted generators: terrain recipes, determinism and the map's
 * properties (sizes, costs, one component, large regions), weighted 2D maps keeping their walls,
 * and scenario optima checked against fresh searches and an independent Dijkstra in doubles. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"

static void recipes(void)
{
    struct pf_terrain_recipe r;
    struct pf_error err;
    char name[64];
    CHECK_INT(pf_terrain_parse("terrain-512-1", &r, &err), PF_OK);
    CHECK(r.width == 512 && r.height == 512 && r.seed == 1);
    CHECK_INT(pf_terrain_name(&r, name, sizeof name), PF_OK);
    CHECK_STR(name, "terrain-512-1");
    CHECK_INT(pf_terrain_parse("terrain-300x200-18446744073709551615", &r, &err), PF_OK);
    CHECK(r.width == 300 && r.height == 200 && r.seed == UINT64_MAX);
    CHECK_INT(pf_terrain_name(&r, name, sizeof name), PF_OK);
    CHECK_STR(name, "terrain-300x200-18446744073709551615");
    CHECK_INT(pf_terrain_name(&r, name, 10), PF_ERR_LIMIT);
    CHECK(pf_terrain_is_recipe("terrain-64-1") && !pf_terrain_is_recipe("rooms:64x64"));
    CHECK_INT(pf_terrain_parse("terrain-8-1", &r, &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "recipe 'terrain-8-1': expected a size N or WxH with sides from 16 to 8192, found '8'");
    CHECK_INT(pf_terrain_parse("terrain-64x-1", &r, &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "recipe 'terrain-64x-1': expected a size N or WxH with sides from 16 to 8192, found '64x'");
    CHECK_INT(pf_terrain_parse("terrain-512", &r, &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "recipe 'terrain-512': expected 'terrain-SIZE-SEED', found no '-SEED' after the size");
    CHECK_INT(pf_terrain_parse("terrain-512-x", &r, &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "recipe 'terrain-512-x': expected a seed from 0 to 18446744073709551615 after the size, "
                       "found 'x'");
}

static int make(int32_t w, int32_t h, uint64_t seed, struct pf_wgrid *wg, struct pf_costs *c)
{
    struct pf_terrain_recipe r = { w, h, seed };
    struct pf_error err = { "" };
    int rc = pf_gen_terrain(&r, wg, c, &err);
    CHECK_STR(err.msg, "");
    CHECK_INT(rc, PF_OK);
    return rc;
}

static void terrain_maps(void)
{
    struct pf_wgrid a, b;
    struct pf_costs ca, cb;
    if (make(200, 120, 5, &a, &ca) || make(200, 120, 5, &b, &cb))
        return;
    size_t cells = 200 * 120;
    CHECK(a.grid.width == 200 && a.grid.height == 120);
    CHECK(memcmp(a.grid.chars, b.grid.chars, cells) == 0);
    CHECK(memcmp(&ca, &cb, sizeof ca) == 0);
    pf_wgrid_free(&b);
    CHECK_INT(make(200, 120, 6, &b, &cb), PF_OK);
    CHECK(memcmp(a.grid.chars, b.grid.chars, cells) != 0);
    pf_wgrid_free(&b);
    /* the costs: the documented table, integers */
    CHECK_INT(ca.decimals, 0);
    CHECK(ca.fixed['r'] == 1 && ca.fixed['.'] == 2 && ca.fixed['f'] == 4 && ca.fixed['s'] == 8 &&
          ca.fixed['~'] == 16 && ca.fixed['w'] == 0 && ca.line['w'] && !ca.line['@']);
    /* every cell a defined label; open exactly where the cost is not 0; roads present */
    size_t roads = 0, changes = 0;
    for (int32_t y = 0; y < 120; y++)
        for (int32_t x = 0; x < 200; x++) {
            unsigned char l = (unsigned char)pf_grid_char(&a.grid, x, y);
            CHECK(ca.line[l] != 0);
            CHECK(pf_grid_passable(&a.grid, x, y) == (ca.fixed[l] != 0));
            CHECK_INT(a.cost[pf_grid_node(&a.grid, x, y)], ca.fixed[l]);
            roads += l == 'r';
            changes += x > 0 && pf_grid_char(&a.grid, x - 1, y) != (char)l;
        }
    CHECK(roads > 0);
    /* large uniform regions: on average a row keeps its label for more than 10 cells */
    CHECK(changes * 10 < cells);
    /* one component: every open cell reaches every other */
    uint32_t *label = malloc(a.grid.num_nodes * sizeof *label), num, largest, size;
    CHECK_INT(pf_gen_components(&a.grid, label, &num, &largest, &size), PF_OK);
    CHECK_INT(num, 1);
    CHECK_INT(size, a.open_cells);
    free(label);
    pf_wgrid_free(&a);
}

/* ---- An independent Dijkstra in doubles: the mean rule from the labels and real costs ---- */
struct heap {
    double *k;
    int32_t *v;
    size_t n;
};
static void heap_push(struct heap *h, double k, int32_t v)
{
    size_t i = h->n++;
    while (i > 0 && h->k[(i - 1) / 2] > k) {
        h->k[i] = h->k[(i - 1) / 2];
        h->v[i] = h->v[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->k[i] = k;
    h->v[i] = v;
}
static int32_t heap_pop(struct heap *h, double *k)
{
    int32_t top = h->v[0];
    *k = h->k[0];
    double lk = h->k[--h->n];
    int32_t lv = h->v[h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n)
            break;
        if (c + 1 < h->n && h->k[c + 1] < h->k[c])
            c++;
        if (h->k[c] >= lk)
            break;
        h->k[i] = h->k[c];
        h->v[i] = h->v[c];
        i = c;
    }
    h->k[i] = lk;
    h->v[i] = lv;
    return top;
}

static double real_cost(const struct pf_wgrid *w, int32_t x, int32_t y)
{
    if (x < 0 || y < 0 || x >= w->grid.width || y >= w->grid.height)
        return 0;
    return w->label_cost[(unsigned char)pf_grid_char(&w->grid, x, y)];
}

static double dijkstra_doubles(const struct pf_wgrid *w, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    int32_t W = w->grid.width, H = w->grid.height;
    size_t n = (size_t)W * (size_t)H, cap = 8 * n + 8;
    double *dist = malloc(n * sizeof *dist);
    struct heap h = { malloc(cap * sizeof(double)), malloc(cap * sizeof(int32_t)), 0 };
    for (size_t i = 0; i < n; i++)
        dist[i] = INFINITY;
    dist[(size_t)sy * W + sx] = 0;
    heap_push(&h, 0, sy * W + sx);
    double result = INFINITY;
    while (h.n) {
        double d;
        int32_t v = heap_pop(&h, &d), x = v % W, y = v / W;
        if (d > dist[v])
            continue;
        if (x == gx && y == gy) {
            result = d;
            break;
        }
        double a = real_cost(w, x, y);
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                double b = real_cost(w, x + dx, y + dy), step;
                if ((!dx && !dy) || b <= 0)
                    continue;
                if (dx && dy) {
                    double s1 = real_cost(w, x + dx, y), s2 = real_cost(w, x, y + dy);
                    if (s1 <= 0 || s2 <= 0)
                        continue;
                    step = sqrt(2.0) * (a + b + s1 + s2) / 4;
                } else {
                    step = (a + b) / 2;
                }
                int32_t u = (y + dy) * W + x + dx;
                if (d + step < dist[u]) {
                    dist[u] = d + step;
                    heap_push(&h, d + step, u);
                }
            }
    }
    free(dist);
    free(h.k);
    free(h.v);
    return result;
}

/* Every line: the map's name and size, open endpoints, the optimum equal to a fresh weighted
 * Dijkstra's and to the independent one in doubles, buckets in order and no shorter than the
 * octile distance allows. */
static void check_lines(const struct pf_wgrid *w, const struct pf_scen *s, const char *map_col)
{
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(w, PF_MOVES_MEAN);
    const struct pf_variant *v = pf_variant_find("weighted/dijkstra/heap");
    CHECK(ctx && v && v == pf_variant_reference_in(&pf_domain_weighted));
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        if (map_col)
            CHECK_STR(e->map, map_col);
        CHECK(e->map_w == w->grid.width && e->map_h == w->grid.height);
        CHECK(pf_grid_passable(&w->grid, e->sx, e->sy) && pf_grid_passable(&w->grid, e->gx, e->gy));
        struct pf_result res;
        CHECK_INT(pf_search(ctx, v, pf_grid_node(&w->grid, e->sx, e->sy), pf_grid_node(&w->grid, e->gx, e->gy),
                            &res), PF_OK);
        CHECK(res.cost == e->optimum);
        CHECK_NEAR(dijkstra_doubles(w, e->sx, e->sy, e->gx, e->gy), e->optimum, 1e-9 * (1 + e->optimum));
        CHECK_INT(e->decimals, 8);
        if (map_col) {      /* generated lines: sorted, bucket = the optimal path's length / 4 */
            int32_t dx = abs(e->gx - e->sx), dy = abs(e->gy - e->sy);
            double oct = (dx > dy ? dx - dy : dy - dx) + sqrt(2.0) * (dx < dy ? dx : dy);
            CHECK(e->bucket >= (int)floor(oct / 4 + 1e-9));
            CHECK(i == 0 || e->bucket >= s->e[i - 1].bucket);
        }
    }
    pf_ctx_destroy(ctx);
}

static void terrain_scenarios(void)
{
    struct pf_wgrid w;
    struct pf_costs c;
    if (make(64, 48, 3, &w, &c))
        return;
    struct pf_scen s1, s2;
    struct pf_error err;
    int per, nb;
    pf_wscen_plan(64, 48, 100, &per, &nb);
    CHECK(nb == 21 && per == 5);          /* octile(64, 48) = 16 + 48 sqrt 2 = 83.9: 21 buckets of 4 */
    CHECK_INT(pf_gen_wscen(&w, "terrain-64x48-3", 3, per, nb, &s1, &err), PF_OK);
    CHECK_INT(pf_gen_wscen(&w, "terrain-64x48-3", 3, per, nb, &s2, &err), PF_OK);
    CHECK(s1.n > 40 && s1.n == s2.n && memcmp(s1.e, s2.e, s1.n * sizeof *s1.e) == 0);
    check_lines(&w, &s1, "terrain-64x48-3.map");
    pf_scen_free(&s1);
    pf_scen_free(&s2);
    pf_wgrid_free(&w);
}

/* A 2D map made weighted: walls exactly kept, every open cell a region label; its scenario
 * lines re-priced, each no cheaper than the 2D optimum times the least cost and no dearer than
 * it times the largest. */
static void weighted_grid(const struct pf_grid *g, const struct pf_scen *s2d)
{
    struct pf_wgrid w, w2;
    struct pf_costs c, c2;
    struct pf_error err;
    CHECK_INT(pf_weighted_from_grid(g, 9, &w, &c, &err), PF_OK);
    CHECK_INT(pf_weighted_from_grid(g, 9, &w2, &c2, &err), PF_OK);
    size_t cells = (size_t)g->width * (size_t)g->height;
    CHECK(memcmp(w.grid.chars, w2.grid.chars, cells) == 0);
    pf_wgrid_free(&w2);
    CHECK_INT(pf_weighted_from_grid(g, 10, &w2, &c2, &err), PF_OK);
    CHECK(memcmp(w.grid.chars, w2.grid.chars, cells) != 0);
    pf_wgrid_free(&w2);
    CHECK(c.fixed['@'] == 0 && c.line['@'] && c.fixed['r'] == 1 && c.fixed['.'] == 2 && c.fixed['f'] == 4 &&
          c.fixed['s'] == 8);
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            char l = pf_grid_char(&w.grid, x, y);
            CHECK(pf_grid_passable(g, x, y) ? strchr("r.fs", l) != NULL : l == '@');
            CHECK(pf_grid_passable(&w.grid, x, y) == pf_grid_passable(g, x, y));
        }
    struct pf_scen s;
    CHECK_INT(pf_wscen_reprice(&w, s2d, "t.scen", &s, &err), PF_OK);
    CHECK_INT(s.n, s2d->n);
    for (size_t i = 0; i < s.n; i++) {
        const struct pf_scen_entry *a = &s2d->e[i], *b = &s.e[i];
        CHECK(a->bucket == b->bucket && a->sx == b->sx && a->sy == b->sy && a->gx == b->gx && a->gy == b->gy &&
              strcmp(a->map, b->map) == 0 && a->line == b->line);
        CHECK(b->optimum >= a->optimum * 1.0 - 1e-6 && b->optimum <= a->optimum * 8.0 + 1e-6);
    }
    check_lines(&w, &s, NULL);
    pf_scen_free(&s);
    pf_wgrid_free(&w);
}

static void weighted_maps(void)
{
    struct pf_gen_recipe r;
    struct pf_grid g;
    struct pf_scen s;
    struct pf_error err;
    CHECK_INT(pf_gen_parse("caves:90x70:fill=0.45:seed=2", &r, &err), PF_OK);
    CHECK_INT(pf_gen_map(&r, &g, &err), PF_OK);
    CHECK_INT(pf_gen_scen(&g, "caves", 2, 3, 20, &s, &err), PF_OK);
    CHECK(s.n > 20);
    weighted_grid(&g, &s);
    pf_scen_free(&s);
    pf_grid_free(&g);
    /* a Moving AI map with its own lines, when the data is here */
    const char *dir = getenv("MOVINGAI_DIR");
    char mp[4096], sp[4096];
    if (dir && *dir) {
        snprintf(mp, sizeof mp, "%s/dao/arena.map", dir);
        snprintf(sp, sizeof sp, "%s/dao/arena.map.scen", dir);
        if (pf_file_exists(mp) && pf_map_read(mp, &g, 1u << 20, &err) == PF_OK) {
            CHECK_INT(pf_scen_read(sp, &s, &err), PF_OK);
            weighted_grid(&g, &s);
            pf_scen_free(&s);
            pf_grid_free(&g);
        }
    }
    /* a pair with no path is refused with the scenario file's line */
    struct pf_costs c;
    struct pf_wgrid w;
    pf_costs_init(&c, 0);
    pf_costs_define(&c, '.', 2);
    pf_costs_define(&c, '@', 0);
    CHECK_INT(pf_wgrid_build(&w, 3, 1, ".@.", &c, NULL, NULL, NULL, 0), PF_OK);
    struct pf_scen_entry e = { .line = 2, .map_w = 3, .map_h = 1, .sx = 0, .sy = 0, .gx = 2, .gy = 0 };
    struct pf_scen in = { "1", &e, 1 };
    CHECK_INT(pf_wscen_reprice(&w, &in, "s.scen", &s, &err), PF_ERR_PARSE);
    CHECK_STR(err.msg, "s.scen:2: expected a path from (0,0) to (2,0) on the weighted map, found none");
    pf_wgrid_free(&w);
}

int main(void)
{
    recipes();
    terrain_maps();
    terrain_scenarios();
    weighted_maps();
    return pf_check_report("test_terrain");
}
