/* test_generators.c: the map generators, recipes and scenario generation (datasets/pf_gen.h). */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_search.h"

/* Parse a recipe and build its map; 0 on success (a failure is counted as a check). */
static int make(const char *text, struct pf_grid *g)
{
    struct pf_gen_recipe r;
    struct pf_error err = { "" };
    int rc = pf_gen_parse(text, &r, &err);
    if (rc == PF_OK)
        rc = pf_gen_map(&r, g, &err);
    CHECK_STR(err.msg, "");
    CHECK_INT(rc, PF_OK);
    return rc;
}

static size_t cells_of(const struct pf_grid *g)
{
    return (size_t)g->width * (size_t)g->height;
}

/* Same recipe twice gives the same characters; another seed gives others (except open). */
static void test_determinism(void)
{
    static const char *const same[][2] = {
        { "random:200x150:p=0.3:seed=7", "random:200x150:p=0.3:seed=8" },
        { "maze:200x150:w=3:seed=7", "maze:200x150:w=3:seed=8" },
        { "rooms:200x150:r=20:d=2:seed=7", "rooms:200x150:r=20:d=2:seed=8" },
        { "caves:200x150:fill=0.45:seed=7", "caves:200x150:fill=0.45:seed=8" },
        { "open:200x150:seed=7", "open:200x150:seed=8" },
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        struct pf_grid a, b, c;
        if (make(same[i][0], &a) || make(same[i][0], &b) || make(same[i][1], &c))
            continue;
        CHECK_INT(a.width, 200);
        CHECK_INT(a.height, 150);
        CHECK(memcmp(a.chars, b.chars, cells_of(&a)) == 0);
        CHECK(memcmp(a.cls, b.cls, a.num_nodes) == 0);
        int differ = memcmp(a.chars, c.chars, cells_of(&a)) != 0;
        CHECK_INT(differ, strncmp(same[i][0], "open", 4) != 0);   /* open ignores its seed */
        for (size_t k = 0; k < cells_of(&a); k++)
            if (a.chars[k] != '.' && a.chars[k] != '@') {
                CHECK(!"generated maps hold only '.' and '@'");
                break;
            }
        pf_grid_free(&a);
        pf_grid_free(&b);
        pf_grid_free(&c);
    }
}

/* Recipe syntax: defaults, names, and the messages of bad recipes. */
static void test_recipes(void)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    char name[100];
    static const char *const ok[][2] = {
        { "random:256x256:p=0.2:seed=1", "gen-random-256x256-p0.2-s1" },
        { "maze:512x512:w=4:seed=3", "gen-maze-512x512-w4-s3" },
        { "rooms:256x256:r=32:seed=2", "gen-rooms-256x256-r32-d1-s2" },
        { "rooms:256x256:seed=2:d=3:r=32", "gen-rooms-256x256-r32-d3-s2" },
        { "open:128x128", "gen-open-128x128-s1" },
        { "caves:256x256:fill=0.45:seed=5", "gen-caves-256x256-fill0.45-s5" },
        { "random:10x20", "gen-random-10x20-p0.2-s1" },
        { "random:10x20:p=0.20000", "gen-random-10x20-p0.2-s1" },
        { "random:10x20:p=0.1234567", "gen-random-10x20-p0.1234567-s1" },
        { "caves:10x20:seed=18446744073709551615", "gen-caves-10x20-fill0.45-s18446744073709551615" },
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        err.msg[0] = '\0';
        CHECK_INT(pf_gen_parse(ok[i][0], &r, &err), PF_OK);
        CHECK_STR(err.msg, "");
        CHECK_INT(pf_gen_check(&r, &err), PF_OK);
        CHECK_INT(pf_gen_name(&r, name, sizeof name), PF_OK);
        CHECK_STR(name, ok[i][1]);
        CHECK(!strchr(name, ',') && !strchr(name, ' '));
    }
    CHECK_INT(pf_gen_parse("maze:512x256:w=4:seed=3", &r, &err), PF_OK);
    CHECK_STR(r.family, "maze");
    CHECK_INT(r.width, 512);
    CHECK_INT(r.height, 256);
    CHECK_NEAR(r.param, 4, 0);
    CHECK_INT((long long)r.seed, 3);
    CHECK_INT(pf_gen_name(&r, name, 10), PF_ERR_LIMIT);

    static const char *const bad[][2] = {
        { "blob:64x64", "recipe 'blob:64x64': expected a family (random, maze, rooms, open, caves), found 'blob'" },
        { "random", "recipe 'random': expected ':WxH' after 'random', found end of recipe" },
        { "random:64by64:p=0.2", "recipe 'random:64by64:p=0.2': expected a size WxH with W and H from 1 to 32768, found '64by64'" },
        { "random:0x64", "recipe 'random:0x64': expected a size WxH with W and H from 1 to 32768, found '0x64'" },
        { "random:64x64:p=0.95", "recipe 'random:64x64:p=0.95': expected a density p from 0 to 0.9, found '0.95'" },
        { "random:64x64:p=abc", "recipe 'random:64x64:p=abc': expected a density p from 0 to 0.9, found 'abc'" },
        { "random:64x64:w=2", "recipe 'random:64x64:w=2': expected p=DENSITY or seed=N after the size, found 'w=2'" },
        { "maze:64x32:w=40", "recipe 'maze:64x32:w=40': expected a corridor width w from 1 to 32 (the map's shorter side), found '40'" },
        { "maze:64x64:w=1.5", "recipe 'maze:64x64:w=1.5': expected a corridor width w from 1 to 64 (the map's shorter side), found '1.5'" },
        { "rooms:64x64:d=0", "recipe 'rooms:64x64:d=0': expected a door count d from 1 to 1000, found '0'" },
        { "open:64x64:p=0.1", "recipe 'open:64x64:p=0.1': expected seed=N after the size, found 'p=0.1'" },
        { "caves:64x64:seed=-1", "recipe 'caves:64x64:seed=-1': expected a seed from 0 to 18446744073709551615, found '-1'" },
        { "caves:64x64:seed=1:seed=2", "recipe 'caves:64x64:seed=1:seed=2': expected each key once, found a second 'seed='" },
        { "caves:64x64:", "recipe 'caves:64x64:': expected fill=F or seed=N after the size, found ''" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = '\0';
        CHECK_INT(pf_gen_parse(bad[i][0], &r, &err), PF_ERR_PARSE);
        CHECK_STR(err.msg, bad[i][1]);
    }

    /* a recipe built by hand is checked by pf_gen_map too */
    struct pf_gen_recipe hand = { "maze", 10, 10, 0.0, 0, 1 };
    struct pf_grid g;
    CHECK_INT(pf_gen_map(&hand, &g, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "recipe for maze: expected a corridor width w from 1 to 10, found 0");
}

/* A maze with w = 1 has no 2x2 open block, and is perfect: connected, and with one fewer
 * open 4-adjacent pair than open cells (a tree). Wider mazes are connected too. */
static void test_maze(void)
{
    struct pf_grid g;
    if (make("maze:121x80:w=1:seed=11", &g))
        return;
    int blocks = 0;
    long long open = 0, links = 0;
    for (int32_t y = 0; y < g.height; y++) {
        for (int32_t x = 0; x < g.width; x++) {
            if (!pf_grid_passable(&g, x, y))
                continue;
            open++;
            links += pf_grid_passable(&g, x + 1, y) + pf_grid_passable(&g, x, y + 1);
            blocks += pf_grid_passable(&g, x + 1, y) && pf_grid_passable(&g, x, y + 1) &&
                      pf_grid_passable(&g, x + 1, y + 1);
        }
    }
    CHECK_INT(blocks, 0);
    CHECK_INT(links, open - 1);
    uint32_t *label = malloc(g.num_nodes * sizeof *label), num, big, size;
    CHECK_INT(pf_gen_components(&g, label, &num, &big, &size), PF_OK);
    CHECK_INT(num, 1);
    CHECK_INT(size, open);
    free(label);
    pf_grid_free(&g);

    static const char *const wide[] = { "maze:100x100:w=2:seed=1", "maze:99x64:w=5:seed=2", "maze:7x7:w=7" };
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++) {
        if (make(wide[i], &g))
            continue;
        label = malloc(g.num_nodes * sizeof *label);
        CHECK_INT(pf_gen_components(&g, label, &num, &big, &size), PF_OK);
        CHECK_INT(num, 1);
        free(label);
        pf_grid_free(&g);
    }
}

/* Rooms are one component, with 1-cell walls and at most d doors per shared wall. */
static void test_rooms(void)
{
    static const char *const recipes[] = { "rooms:100x70:r=9:d=1:seed=4", "rooms:64x64:r=15:d=3:seed=5",
                                           "rooms:50x50:r=4:d=9:seed=6" };
    for (size_t i = 0; i < sizeof recipes / sizeof recipes[0]; i++) {
        struct pf_grid g;
        if (make(recipes[i], &g))
            continue;
        uint32_t *label = malloc(g.num_nodes * sizeof *label), num, big, size;
        CHECK_INT(pf_gen_components(&g, label, &num, &big, &size), PF_OK);
        CHECK_INT(num, 1);
        free(label);
        pf_grid_free(&g);
    }
    /* 10 cells per room side: the wall between the first two rooms, column 10, rows 0..9 */
    struct pf_grid g;
    if (make("rooms:32x32:r=10:d=2:seed=3", &g))
        return;
    int doors = 0;
    for (int32_t y = 0; y < 10; y++)
        doors += pf_grid_passable(&g, 10, y);
    CHECK_INT(doors, 2);
    CHECK(!pf_grid_passable(&g, 10, 10));   /* wall crossings stay closed */
    pf_grid_free(&g);
}

/* On an open n x n map the optimum between opposite corners is (n - 1) sqrt 2. */
static void test_open(void)
{
    struct pf_grid g;
    if (make("open:77x77", &g))
        return;
    for (size_t k = 0; k < cells_of(&g); k++)
        if (g.chars[k] != '.') {
            CHECK(!"open map holds only '.'");
            break;
        }
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    struct pf_result res;
    CHECK_INT(pf_search(ctx, pf_variant_find("dijkstra/heap"), pf_grid_node(&g, 0, 0),
                        pf_grid_node(&g, 76, 76), &res), PF_OK);
    CHECK_NEAR(res.cost, 76 * sqrt(2.0), 1e-9);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

/* Every scenario pair: in the largest component, sorted by bucket, at most per_bucket per
 * bucket, bucket == floor(optimum / 4), optimum == a fresh Dijkstra and A* cost. */
static void check_scen(const char *text, int per_bucket, int max_buckets, int want_full)
{
    struct pf_grid g;
    if (make(text, &g))
        return;
    struct pf_gen_recipe r;
    struct pf_error err;
    char name[100];
    pf_gen_parse(text, &r, &err);
    pf_gen_name(&r, name, sizeof name);
    struct pf_scen s, s2;
    CHECK_INT(pf_gen_scen(&g, name, 42, per_bucket, max_buckets, &s, &err), PF_OK);
    CHECK_INT(pf_gen_scen(&g, name, 42, per_bucket, max_buckets, &s2, &err), PF_OK);
    CHECK_INT(s.n, s2.n);
    CHECK(s.n == s2.n && memcmp(s.e, s2.e, s.n * sizeof *s.e) == 0);   /* deterministic */
    if (want_full)
        CHECK_INT(s.n, (size_t)per_bucket * (size_t)max_buckets);
    uint32_t *label = malloc(g.num_nodes * sizeof *label), num, big, size;
    pf_gen_components(&g, label, &num, &big, &size);
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    const struct pf_variant *dij = pf_variant_find("dijkstra/heap");
    const struct pf_variant *ast = pf_variant_find("astar/octile/heap");
    char map_col[128];
    snprintf(map_col, sizeof map_col, "%s.map", name);
    int *per = calloc((size_t)max_buckets, sizeof *per);
    int bad = 0;
    for (size_t i = 0; i < s.n && bad < 5; i++) {
        const struct pf_scen_entry *e = &s.e[i];
        int before = pf_check_failures;
        CHECK_STR(e->map, map_col);
        CHECK_INT(e->map_w, g.width);
        CHECK_INT(e->map_h, g.height);
        CHECK(i == 0 || s.e[i - 1].bucket <= e->bucket);
        CHECK(e->bucket >= 0 && e->bucket < max_buckets);
        if (e->bucket >= 0 && e->bucket < max_buckets)
            CHECK(++per[e->bucket] <= per_bucket);
        CHECK_INT(e->bucket, (int)floor(e->optimum / 4.0));
        CHECK(e->sx != e->gx || e->sy != e->gy);
        pf_node st = pf_grid_node(&g, e->sx, e->sy), gl = pf_grid_node(&g, e->gx, e->gy);
        CHECK_INT(label[st], big);
        CHECK_INT(label[gl], big);
        struct pf_result res;
        CHECK_INT(pf_search(ctx, dij, st, gl, &res), PF_OK);
        CHECK_NEAR(res.cost, e->optimum, 1e-9);
        CHECK_INT(pf_search(ctx, ast, st, gl, &res), PF_OK);
        CHECK_NEAR(res.cost, e->optimum, 1e-9);
        bad += pf_check_failures != before;
    }
    free(per);
    free(label);
    pf_ctx_destroy(ctx);
    pf_scen_free(&s);
    pf_scen_free(&s2);
    pf_grid_free(&g);
}

static void test_scenarios(void)
{
    check_scen("random:150x120:p=0.25:seed=3", 5, 20, 1);
    check_scen("maze:150x120:w=1:seed=3", 5, 20, 1);
    check_scen("maze:150x120:w=3:seed=4", 5, 20, 1);
    check_scen("rooms:150x120:r=12:d=1:seed=3", 5, 20, 1);
    check_scen("open:60x40", 4, 30, 0);   /* lengths stop near 40 + 20 (sqrt 2 - 1) */
    check_scen("caves:150x120:fill=0.45:seed=3", 5, 20, 1);
    check_scen("caves:20x20:fill=0.7:seed=1", 3, 10, 0);   /* little or nothing passable */

    struct pf_grid g;
    struct pf_scen s;
    struct pf_error err;
    if (make("open:30x30", &g))
        return;
    CHECK_INT(pf_gen_scen(&g, "x", 1, 0, 10, &s, &err), PF_ERR_ARG);
    CHECK_INT(pf_gen_scen(&g, "x", 1, 10, 5, &s, &err), PF_OK);
    /* the seed matters */
    struct pf_scen t;
    CHECK_INT(pf_gen_scen(&g, "x", 2, 10, 5, &t, &err), PF_OK);
    CHECK(s.n != t.n || memcmp(s.e, t.e, s.n * sizeof *s.e) != 0);
    pf_scen_free(&s);
    pf_scen_free(&t);
    pf_grid_free(&g);
}

/* Written files: byte-identical across two writes, and readable and consistent. */
static int read_all(const char *path, char **buf, size_t *len)
{
    struct pf_error err;
    int rc = pf_file_slurp(path, buf, len, 1u << 26, &err);
    if (rc != PF_OK)
        fprintf(stderr, "%s\n", err.msg);
    return rc;
}

static void test_files(void)
{
    const char *base = getenv("PF_TEST_TMP");
    char dir[3000];
    snprintf(dir, sizeof dir, "%s/test_generators", base && *base ? base : "/tmp");
    mkdir(base && *base ? base : "/tmp", 0777);
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        CHECK(!"cannot create the temp folder");
        return;
    }
    char paths[4][3200];
    const char *text = "caves:90x70:fill=0.45:seed=9";
    char name[100];
    struct pf_gen_recipe r;
    struct pf_error err;
    CHECK_INT(pf_gen_parse(text, &r, &err), PF_OK);
    pf_gen_name(&r, name, sizeof name);
    for (int k = 0; k < 2; k++) {
        snprintf(paths[2 * k], sizeof paths[0], "%s/%d-%s.map", dir, k, name);
        snprintf(paths[2 * k + 1], sizeof paths[0], "%s/%d-%s.map.scen", dir, k, name);
        struct pf_grid g;
        struct pf_scen s;
        if (make(text, &g))
            return;
        CHECK_INT(pf_gen_scen(&g, name, r.seed, 4, 12, &s, &err), PF_OK);
        CHECK_INT(pf_map_write(paths[2 * k], &g, &err), PF_OK);
        CHECK_INT(pf_scen_write(paths[2 * k + 1], &s, &err), PF_OK);
        pf_scen_free(&s);
        pf_grid_free(&g);
    }
    for (int f = 0; f < 2; f++) {
        char *a, *b;
        size_t la, lb;
        if (read_all(paths[f], &a, &la) || read_all(paths[2 + f], &b, &lb)) {
            CHECK(!"cannot read a written file");
            return;
        }
        CHECK(la > 0 && la == lb && memcmp(a, b, la) == 0);
        free(a);
        free(b);
    }
    /* read back: the map equals the generated one and the scenarios check against it */
    struct pf_grid g, back;
    struct pf_scen s;
    if (make(text, &g))
        return;
    CHECK_INT(pf_map_read(paths[0], &back, 1u << 24, &err), PF_OK);
    CHECK(back.width == g.width && back.height == g.height &&
          memcmp(back.chars, g.chars, cells_of(&g)) == 0);
    CHECK_INT(pf_scen_read(paths[1], &s, &err), PF_OK);
    CHECK(s.n > 0);
    char want_map[200];   /* the check compares base names: <name>.map */
    snprintf(want_map, sizeof want_map, "%s.map", name);
    CHECK_INT(pf_scen_check(&s, paths[1], &back, want_map, &err), PF_OK);
    pf_scen_free(&s);
    pf_grid_free(&back);
    pf_grid_free(&g);
    for (int f = 0; f < 4; f++)
        remove(paths[f]);
    rmdir(dir);
}

int main(void)
{
    test_determinism();
    test_recipes();
    test_maze();
    test_rooms();
    test_open();
    test_scenarios();
    test_files();
    return pf_check_report("test_generators");
}
