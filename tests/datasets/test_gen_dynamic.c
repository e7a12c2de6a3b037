/* test_gen_dynamic.c: generated dynamic scenarios: the map built as the first change, every
 * distance equal to Dijkstra on its epoch's map, changes that change the map (doors that close
 * and open again), the same bytes for the same seed, and refused options. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"
#include "pf_dynamic_io.h"
#include "pf_gen.h"
#include "pf_search.h"

static int make_map(const char *recipe, struct pf_grid *g)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    if (pf_gen_parse(recipe, &r, &err) != PF_OK || pf_gen_map(&r, g, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        CHECK(!"cannot make the map");
        return -1;
    }
    return 0;
}

struct replay_seen {
    uint32_t events_changing;   /* change events after the first that changed a cell */
    uint32_t reopened;          /* cells free at first, blocked by a change, free again later */
    uint32_t no_path;
};

/* Replay d on the all-free map: patch 0 first gives g's map (cells '.' and '@'); every query's
 * distance equals Dijkstra on a context built anew for its epoch. */
static void replay(const struct pf_dynscen *d, const struct pf_grid *g, struct replay_seen *seen)
{
    memset(seen, 0, sizeof *seen);
    struct pf_grid cur;
    if (pf_dynscen_start_grid(d, &cur) != PF_OK)
        return;
    size_t cells = (size_t)cur.width * (size_t)cur.height;
    char *before = malloc(cells);
    uint8_t *was_blocked = calloc(cells, 1);
    struct pf_search_ctx *ctx = NULL;
    CHECK(d->num_cmds > 0 && d->cmds[0].kind == PF_DYN_PATCH && d->cmds[0].patch == 0 &&
          d->cmds[0].x == 0 && d->cmds[0].y == 0 && d->cmds[0].epoch == 0);
    CHECK(d->num_patches > 0 && d->patches[0].width == g->width && d->patches[0].height == g->height);
    uint32_t epoch = 0;
    for (uint32_t i = 0; i < d->num_cmds && before && was_blocked; i++) {
        const struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind == PF_DYN_PATCH) {
            if (i == 0 || d->cmds[i - 1].kind != PF_DYN_PATCH)
                memcpy(before, cur.chars, cells);   /* an event starts */
            struct pf_patch p = pf_dynscen_patch_at(d, i);
            CHECK_INT(pf_grid_apply_patch(&cur, &p, NULL), PF_OK);
            pf_ctx_destroy(ctx);
            ctx = NULL;
            if (i == 0) {
                for (int32_t y = 0; y < g->height; y++)
                    for (int32_t x = 0; x < g->width; x++)
                        CHECK_INT(pf_grid_char(&cur, x, y), pf_grid_passable(g, x, y) ? '.' : '@');
            }
            epoch = c->epoch;
            continue;
        }
        if (i > 1 && d->cmds[i - 1].kind == PF_DYN_PATCH) {   /* an event ended */
            seen->events_changing += memcmp(before, cur.chars, cells) != 0;
            for (size_t k = 0; k < cells; k++) {
                if (g->chars[k] != '.')
                    continue;
                if (cur.chars[k] == '@')
                    was_blocked[k] = 1;
                else if (was_blocked[k] == 1) {
                    was_blocked[k] = 2;
                    seen->reopened++;
                }
            }
        }
        CHECK_INT(c->epoch, epoch);
        CHECK(pf_grid_passable(&cur, c->x, c->y));
        CHECK(pf_grid_passable(&cur, c->gx, c->gy));
        if (!ctx && !(ctx = pf_ctx_create(&cur, PF_MOVES_8)))
            break;
        struct pf_result r;
        int rc = pf_search(ctx, pf_variant_reference(), pf_grid_node(&cur, c->x, c->y),
                           pf_grid_node(&cur, c->gx, c->gy), &r);
        CHECK_NEAR(rc == PF_OK ? r.cost : -1, c->dist, 1e-9);
        seen->no_path += rc != PF_OK;
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&cur);
    free(before);
    free(was_blocked);
}

static void test_rooms(void)
{
    struct pf_grid g;
    struct pf_dynscen d;
    struct pf_error err;
    if (make_map("rooms:64x48:r=12:d=1:seed=3", &g))
        return;
    struct pf_gen_dynamic o = { .queries = 300, .rate = 0.1, .changes = 3, .kinds = PF_GEN_DOORS, .seed = 7 };
    if (pf_gen_dynamic(&g, &o, &d, &err) != PF_OK) {
        CHECK_STR(err.msg, "");
        pf_grid_free(&g);
        return;
    }
    CHECK_INT(d.width, 64);
    CHECK_INT(d.height, 48);
    CHECK_INT(d.num_queries, 300);
    CHECK_INT(d.num_events, 30);             /* the map's build, then before queries 10, 20, ... 290 */
    CHECK_INT(d.num_cmds, 1 + 300 + 29 * 3);
    CHECK_STR(d.patch_path, "");
    struct replay_seen seen;
    replay(&d, &g, &seen);
    CHECK_INT(seen.events_changing, 29);
    CHECK(seen.reopened > 0);                /* doors open again */
    printf("test_gen_dynamic: rooms, doors: %u of 29 events change the map, %u door cells reopened, "
           "%u queries without a path, %u patches\n", seen.events_changing, seen.reopened, seen.no_path,
           d.num_patches);
    /* every door patch is a 1x1..2x1 (or 1x2) rectangle of one character */
    for (uint32_t i = 1; i < d.num_patches; i++) {
        const struct pf_dyn_patch *p = &d.patches[i];
        CHECK(p->width * p->height <= 2 && (p->width * p->height == 1 || p->cells[0] == p->cells[1]));
    }
    pf_dynscen_free(&d);
    pf_grid_free(&g);
}

/* Rubble on a city-like open map and walls on caves: each changes the map; all distances hold. */
static void test_kinds(void)
{
    static const struct { const char *recipe; unsigned kinds; } runs[3] = {
        { "random:80x60:p=0.1:seed=4", PF_GEN_RUBBLE },
        { "caves:70x50:fill=0.4:seed=2", PF_GEN_WALLS },
        { "maze:41x31:w=2:seed=5", 0 },
    };
    for (int k = 0; k < 3; k++) {
        struct pf_grid g;
        struct pf_dynscen d;
        struct pf_error err;
        if (make_map(runs[k].recipe, &g))
            continue;
        struct pf_gen_dynamic o = { .queries = 120, .rate = 0.25, .changes = 2, .kinds = runs[k].kinds,
                                    .seed = 11 };
        if (pf_gen_dynamic(&g, &o, &d, &err) != PF_OK) {
            CHECK_STR(err.msg, "");
            pf_grid_free(&g);
            continue;
        }
        struct replay_seen seen;
        replay(&d, &g, &seen);
        CHECK_INT(d.num_events, 1 + 29);
        CHECK_INT(seen.events_changing, 29);
        printf("test_gen_dynamic: %s: %u of 29 events change the map, %u without a path\n", runs[k].recipe,
               seen.events_changing, seen.no_path);
        pf_dynscen_free(&d);
        pf_grid_free(&g);
    }
}

static char *slurp(const char *path, size_t *n)
{
    char *b = NULL;
    struct pf_error err;
    if (pf_file_slurp(path, &b, n, 1 << 26, &err) != PF_OK)
        CHECK_STR(err.msg, "");
    return b;
}

/* The same seed gives the same files byte for byte; another seed other files; the reader takes
 * them back as generated (lines included). */
static void test_files(void)
{
    struct pf_grid g;
    struct pf_error err;
    if (make_map("rooms:40x40:r=10:d=2:seed=1", &g))
        return;
    const char *names[3] = { "a/x.scen", "b/x.scen", "c/x.scen" };
    mkdir("a", 0777);
    mkdir("b", 0777);
    mkdir("c", 0777);
    for (int k = 0; k < 3; k++) {
        struct pf_dynscen d, back;
        struct pf_gen_dynamic o = { .queries = 80, .rate = 0.05, .seed = k == 2 ? 6 : 5 };
        if (pf_gen_dynamic(&g, &o, &d, &err) != PF_OK) {
            CHECK_STR(err.msg, "");
            continue;
        }
        CHECK_INT(pf_dynscen_write(names[k], &d, &err), PF_OK);
        CHECK_INT(pf_dynscen_read(names[k], &back, &err), PF_OK);
        CHECK(back.num_cmds == d.num_cmds && back.num_patches == d.num_patches &&
              back.num_events == d.num_events && back.num_queries == d.num_queries);
        for (uint32_t i = 0; i < d.num_cmds && i < back.num_cmds; i++)
            CHECK(d.cmds[i].line == back.cmds[i].line && d.cmds[i].kind == back.cmds[i].kind &&
                  d.cmds[i].patch == back.cmds[i].patch && d.cmds[i].x == back.cmds[i].x &&
                  fabs(d.cmds[i].dist - back.cmds[i].dist) <= 5e-9);
        for (uint32_t i = 0; i < d.num_patches && i < back.num_patches; i++)
            CHECK_INT(d.patches[i].line, back.patches[i].line);
        pf_dynscen_free(&back);
        pf_dynscen_free(&d);
    }
    size_t n[6];
    char *t[6] = { slurp("a/x.scen", &n[0]), slurp("b/x.scen", &n[1]), slurp("c/x.scen", &n[2]),
                   slurp("a/x.patch", &n[3]), slurp("b/x.patch", &n[4]), slurp("c/x.patch", &n[5]) };
    if (t[0] && t[1] && t[2] && t[3] && t[4]) {
        CHECK(n[0] == n[1] && memcmp(t[0], t[1], n[0]) == 0);
        CHECK(n[3] == n[4] && memcmp(t[3], t[4], n[3]) == 0);
        CHECK(n[0] != n[2] || memcmp(t[0], t[2], n[0]) != 0);
        CHECK(strncmp(t[0], "version 2\nheight 40\nwidth 40\ncost 1 octile\npatch x.patch\ncommands\nP 0 0 0 0\nQ 0 ",
                      75) == 0);
    }
    for (int k = 0; k < 6; k++)
        free(t[k]);
    pf_grid_free(&g);
}

static void test_refused(void)
{
    struct pf_grid g;
    struct pf_dynscen d;
    struct pf_error err;
    struct pf_gen_dynamic o = { .rate = 1.5 };
    if (pf_grid_init(&g, 8001, 2) != PF_OK)
        return;
    CHECK_INT(pf_gen_dynamic(&g, &o, &d, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "dynamic scenario: expected a map of at most 8000x8000 cells (GPPC's limit), found 8001x2");
    pf_grid_free(&g);
    if (pf_grid_init(&g, 5, 4) != PF_OK)      /* all blocked */
        return;
    CHECK_INT(pf_gen_dynamic(&g, &o, &d, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "dynamic scenario: expected a rate of change events per query from 0 to 1, found 1.5");
    o.rate = 0.5;
    o.kinds = 8;
    CHECK_INT(pf_gen_dynamic(&g, &o, &d, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "dynamic scenario: expected 1 to 10000000 queries, 1 to 100000 changes per event and "
                       "kinds doors, rubble, walls, found 0, 0 and 0x8");
    o.kinds = 0;
    CHECK_INT(pf_gen_dynamic(&g, &o, &d, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "dynamic scenario: expected a map with a free cell, found none in 5x4 cells");
    CHECK_INT(d.num_cmds + d.num_patches, 0);
    pf_grid_free(&g);
}

int main(void)
{
    if (pf_test_enter_tmp("test_gen_dynamic") != 0)
        return 1;
    test_rooms();
    test_kinds();
    test_files();
    test_refused();
    return pf_check_report("test_gen_dynamic");
}
