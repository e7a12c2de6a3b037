/* test_voxel_search.c: the voxel searches return the optima of this file's own Dijkstra on
 * seeded generated volumes, and the published optima of the Moving AI Warframe benchmark
 * (VOXEL_DIR/warframe; that part skipped without it) on a sample of every map:
 * A* with the 3D octile estimate on the heap and the bucket queue, Dijkstra, the other
 * admissible estimates, and the queries of Complex that are hardest for the estimate. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_voxel_io.h"

static const char *const maps[] = { "A1", "BA1", "BC1", "Complex", "DA1", "EB2", "ED1", "Full2" };

/* The sample: per map, the first a_lines queries with an optimum below A_MAX (A* variants)
 * and the first d_lines below D_MAX (Dijkstra, which explores a ball of that radius); fewer
 * under the sanitizers or valgrind (pf_test_light), where a search runs 10 to 30 times slower. */
#define A_MAX 150.0
#define D_MAX 40.0
static int a_lines = 8, d_lines = 2, hard = 6;

static long checked, wrong;

static void check_query(struct pf_voxel_ctx *c, const struct pf_voxels *v, const char *map,
                        const struct pf_voxel_query *q, const struct pf_voxel_heuristic *h,
                        const struct pf_open_ops *o)
{
    struct pf_voxel_result r;
    pf_node s = pf_voxel_node(v, q->sx, q->sy, q->sz), g = pf_voxel_node(v, q->gx, q->gy, q->gz);
    int rc = pf_voxel_astar(c, h, o, 1.0, s, g, &r);
    checked++;
    double cost = 0;
    char why[200] = "";
    int valid = rc == PF_OK && pf_voxel_path_validate(v, r.path, r.path_len, s, g, &cost, why, sizeof why);
    if (!valid || fabs(r.cost - q->optimum) > pf_voxel_query_tolerance(q) || fabs(cost - r.cost) > 1e-9) {
        wrong++;
        CHECK(!"the published optimum");
        fprintf(stderr, "  %s.3dmap.3dscen:%u %s/%s: status %d, cost %.8f, published %.8f %s\n", map,
                q->line, h->info.name, o->name, rc, r.cost, q->optimum, why);
    }
}

/* ---- Generated volumes, with or without the Warframe maps -------------------------------
 * A seeded volume: scattered blocked voxels, floors with holes and pillars. The truth is this
 * file's own Dijkstra in doubles over the 26 moves, a move legal when every voxel of its
 * bounding box is inside the volume and free. */
#define GX 36
#define GY 30
#define GZ 14
static unsigned char solid[GZ][GY][GX];

static int free_at(int x, int y, int z)
{
    return x >= 0 && y >= 0 && z >= 0 && x < GX && y < GY && z < GZ && !solid[z][y][x];
}

static void make_volume(struct pf_voxels *v, uint64_t seed)
{
    struct pf_rng r;
    pf_rng_seed(&r, seed);
    memset(solid, 0, sizeof solid);
    for (int z = 0; z < GZ; z++)
        for (int y = 0; y < GY; y++)
            for (int x = 0; x < GX; x++)
                solid[z][y][x] = pf_rng_unit(&r) < 0.18 ||                                /* scatter */
                                 (z % 5 == 4 && pf_rng_unit(&r) < 0.995) ||                 /* floors */
                                 (x % 9 == 4 && y % 7 == 3);                                /* pillars */
    CHECK_INT(pf_voxels_init(v, GX, GY, GZ), PF_OK);
    for (int z = 0; z < GZ; z++)
        for (int y = 0; y < GY; y++)
            for (int x = 0; x < GX; x++)
                if (solid[z][y][x])
                    CHECK_INT(pf_voxels_block(v, x, y, z), 1);   /* 1: it was free */
}

static double dist[GZ][GY][GX];
static void truth_from(int sx, int sy, int sz)
{
    static int heap[GX * GY * GZ * 26 + 1][3];
    static double key[GX * GY * GZ * 26 + 1];
    size_t n = 0;
    for (int z = 0; z < GZ; z++)
        for (int y = 0; y < GY; y++)
            for (int x = 0; x < GX; x++)
                dist[z][y][x] = INFINITY;
    dist[sz][sy][sx] = 0;
    key[0] = 0, heap[0][0] = sx, heap[0][1] = sy, heap[0][2] = sz, n = 1;
    while (n) {
        const double d = key[0];
        const int x = heap[0][0], y = heap[0][1], z = heap[0][2];
        /* pop: the last entry sifted down from the root */
        n--;
        double lk = key[n];
        int lx = heap[n][0], ly = heap[n][1], lz = heap[n][2];
        size_t i = 0;
        for (;;) {
            size_t c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && key[c + 1] < key[c])
                c++;
            if (key[c] >= lk)
                break;
            key[i] = key[c], heap[i][0] = heap[c][0], heap[i][1] = heap[c][1], heap[i][2] = heap[c][2];
            i = c;
        }
        key[i] = lk, heap[i][0] = lx, heap[i][1] = ly, heap[i][2] = lz;
        if (d > dist[z][y][x])
            continue;
        for (int dz = -1; dz <= 1; dz++)
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    if (!dx && !dy && !dz)
                        continue;
                    int legal = 1;
                    for (int ez = 0; ez <= 1; ez++)          /* the bounding box, start included */
                        for (int ey = 0; ey <= 1; ey++)
                            for (int ex = 0; ex <= 1; ex++)
                                legal &= free_at(x + ex * dx, y + ey * dy, z + ez * dz);
                    if (!legal)
                        continue;
                    const int k = (dx != 0) + (dy != 0) + (dz != 0);
                    const double nd = d + (k == 1 ? 1.0 : k == 2 ? M_SQRT2 : sqrt(3.0));
                    if (nd >= dist[z + dz][y + dy][x + dx])
                        continue;
                    dist[z + dz][y + dy][x + dx] = nd;
                    size_t j = n++;                          /* push: sifted up */
                    while (j && key[(j - 1) / 2] > nd) {
                        const size_t p = (j - 1) / 2;
                        key[j] = key[p], heap[j][0] = heap[p][0], heap[j][1] = heap[p][1], heap[j][2] = heap[p][2];
                        j = p;
                    }
                    key[j] = nd, heap[j][0] = x + dx, heap[j][1] = y + dy, heap[j][2] = z + dz;
                }
    }
}

/* The searches of the Warframe part (octile3d and Dijkstra on the heap and the bucket queue,
 * Euclidean and Chebyshev on the heap) on volumes of three seeds: from `starts` free voxels to
 * 12 goals each, at the truth's optimum with a valid path (no path where the truth has none);
 * Manhattan's answers valid and never below it. */
static void generated(int starts)
{
    const struct pf_voxel_heuristic *hs[] = { &pf_vh_octile3d, &pf_vh_euclidean, &pf_vh_chebyshev, &pf_vh_zero };
    long queries = 0, unreachable = 0, manhattan_over = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        struct pf_voxels v;
        struct pf_rng r;
        make_volume(&v, seed);
        pf_rng_seed(&r, 1000 + seed);
        struct pf_voxel_ctx *c = pf_voxel_ctx_create(&v, 0);
        for (int q = 0; q < starts; q++) {
            int sx, sy, sz, gx, gy, gz;
            do
                sx = (int)pf_rng_below(&r, GX), sy = (int)pf_rng_below(&r, GY), sz = (int)pf_rng_below(&r, GZ);
            while (solid[sz][sy][sx]);
            truth_from(sx, sy, sz);
            for (int k = 0; k < 12; k++) {
                do
                    gx = (int)pf_rng_below(&r, GX), gy = (int)pf_rng_below(&r, GY), gz = (int)pf_rng_below(&r, GZ);
                while (solid[gz][gy][gx]);
                const double want = dist[gz][gy][gx];
                const pf_node s = pf_voxel_node(&v, sx, sy, sz), g = pf_voxel_node(&v, gx, gy, gz);
                queries++;
                unreachable += isinf(want);
                for (size_t h = 0; h < sizeof hs / sizeof *hs + 1; h++)
                    for (int o = 0; o < 2; o++) {
                        const struct pf_voxel_heuristic *he = h < sizeof hs / sizeof *hs ? hs[h] : &pf_vh_manhattan;
                        const struct pf_open_ops *op = o ? &pf_open_bucket : &pf_open_heap;
                        if (o && he != &pf_vh_octile3d && he != &pf_vh_zero)
                            continue;   /* the bucket queue as the Warframe part runs it */
                        struct pf_voxel_result res;
                        const int rc = pf_voxel_astar(c, he, op, 1.0, s, g, &res);
                        double cost = 0;
                        char why[200] = "";
                        pf_check_count++;
                        if (isinf(want) ? rc == PF_NO_PATH
                                        : rc == PF_OK &&
                                              pf_voxel_path_validate(&v, res.path, res.path_len, s, g, &cost, why,
                                                                     sizeof why) &&
                                              fabs(cost - res.cost) <= 1e-9 &&
                                              (he == &pf_vh_manhattan ? res.cost >= want - 1e-9
                                                                      : fabs(res.cost - want) <= 1e-9 * (1 + want))) {
                            manhattan_over += he == &pf_vh_manhattan && !isinf(want) && res.cost > want + 1e-9;
                            continue;
                        }
                        pf_check_failures++;
                        fprintf(stderr, "volume %llu (%d,%d,%d)->(%d,%d,%d) %s/%s: status %d cost %.9f, truth %.9f %s\n",
                                (unsigned long long)seed, sx, sy, sz, gx, gy, gz, he->info.name, op->name, rc, res.cost,
                                want, why);
                    }
            }
        }
        pf_voxel_ctx_destroy(c);
        pf_voxels_free(&v);
    }
    printf("test_voxel_search: generated volumes: %ld queries (%ld unreachable), each by 7 searches; Manhattan "
           "over the optimum on %ld\n", queries, unreachable, manhattan_over);
    CHECK(unreachable > 0 && unreachable < queries / 2);
}

int main(void)
{
    const int light = pf_test_light();
    if (light) {
        a_lines = 3;
        d_lines = 1;
        hard = 3;
    }
    generated(light ? 2 : 8);
    const char *dir = getenv("VOXEL_DIR");
    if (!dir || !*dir) {
        printf("test_voxel_search: SKIPPED the Warframe part: VOXEL_DIR is not set\n");
        return pf_check_report("test_voxel_search");
    }
    const struct pf_voxel_heuristic *others[] = { &pf_vh_euclidean, &pf_vh_chebyshev };
    int found = 0;
    for (size_t m = 0; m < sizeof maps / sizeof *maps; m++) {
        char mp[4096], sp[4200];
        snprintf(mp, sizeof mp, "%s/warframe/%s.3dmap", dir, maps[m]);
        snprintf(sp, sizeof sp, "%s.3dscen", mp);
        struct pf_voxels v;
        struct pf_voxel_scen s;
        struct pf_error err;
        if (pf_voxel_map_read(mp, &v, pf_voxel_default_max_bytes(), &err) != PF_OK) {
            printf("test_voxel_search: %s\n", err.msg);
            continue;
        }
        found++;
        CHECK_INT(pf_voxel_scen_read(sp, &s, &err), PF_OK);
        CHECK_INT(pf_voxel_scen_check(&s, sp, &v, mp, &err), PF_OK);
        CHECK_INT(s.n, 10000);
        struct pf_voxel_ctx *c = pf_voxel_ctx_create(&v, 0);
        int na = 0, nd = 0;
        for (size_t i = 0; i < s.n && (na < a_lines || nd < d_lines); i++) {
            const struct pf_voxel_query *q = &s.q[i];
            if (na < a_lines && q->optimum < A_MAX) {
                check_query(c, &v, maps[m], q, &pf_vh_octile3d, &pf_open_heap);
                check_query(c, &v, maps[m], q, &pf_vh_octile3d, &pf_open_bucket);
                check_query(c, &v, maps[m], q, others[na % 2], &pf_open_heap);
                na++;
            }
            if (nd < d_lines && q->optimum < D_MAX) {
                check_query(c, &v, maps[m], q, &pf_vh_zero, &pf_open_heap);
                check_query(c, &v, maps[m], q, &pf_vh_zero, &pf_open_bucket);
                nd++;
            }
        }
        CHECK(na == a_lines && nd == d_lines);
        if (m == 3) {
            /* the harder sample: the queries of Complex whose optimum is furthest above the
             * octile estimate (the ratio column), where A* explores the most */
            size_t pick[6] = { 0 };
            for (int k = 0; k < hard; k++) {
                size_t best = SIZE_MAX;
                for (size_t i = 0; i < s.n; i++) {
                    int taken = 0;
                    for (int j = 0; j < k; j++)
                        taken |= pick[j] == i;
                    if (!taken && (best == SIZE_MAX || s.q[i].ratio > s.q[best].ratio))
                        best = i;
                }
                pick[k] = best;
                check_query(c, &v, maps[m], &s.q[best], &pf_vh_octile3d, &pf_open_heap);
                check_query(c, &v, maps[m], &s.q[best], &pf_vh_octile3d, &pf_open_bucket);
            }
            CHECK(s.q[pick[hard - 1]].ratio > 1.5);
            /* Manhattan is flagged inadmissible, and it is: it misses the optimum here */
            int missed = 0;
            for (int k = 0; k < hard; k++) {
                struct pf_voxel_result r;
                const struct pf_voxel_query *q = &s.q[pick[k]];
                CHECK_INT(pf_voxel_astar(c, &pf_vh_manhattan, &pf_open_heap, 1.0,
                                         pf_voxel_node(&v, q->sx, q->sy, q->sz),
                                         pf_voxel_node(&v, q->gx, q->gy, q->gz), &r), PF_OK);
                missed += r.cost > q->optimum + pf_voxel_query_tolerance(q);
            }
            CHECK(missed > 0);
        }
        pf_voxel_ctx_destroy(c);
        pf_voxel_scen_free(&s);
        pf_voxels_free(&v);
    }
    if (!found) {
        printf("test_voxel_search: SKIPPED the Warframe part: no Warframe maps in %s/warframe\n", dir);
        return pf_check_report("test_voxel_search");
    }
    CHECK_INT(found, 8);
    printf("test_voxel_search: %ld searches on %d maps, %ld not the published optimum\n", checked,
           found, wrong);
    return pf_check_report("test_voxel_search");
}
