/* test_wdynscen_io.c: weighted dynamic scenarios (a `costs` header line): read with the labels
 * kept, refused with file:line, written and read back the same; pf_gen_wdynamic on generated
 * terrain: its patches of terrain labels, the same bytes for the same seed, and every distance
 * equal to weighted Dijkstra replayed on the map as it stands. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "check.h"
#include "pf_dynamic_io.h"
#include "pf_gen.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"

#define HEAD "version 2\nheight 4\nwidth 5\ncost 1 octile\npatch t.patch\ncosts t.costs\ncommands\n"
#define PATCH "type patch\npatches 1\npatch 0\nheight 2\nwidth 2\nmap\nm@\n.m\n"

/* The message of reading t.scen (its patch and costs texts beside it), "" when read. */
static const char *msg_of(const char *scen, const char *patch, const char *costs)
{
    static struct pf_error err;
    struct pf_dynscen d;
    remove("t.costs");
    pf_test_put("t.patch", patch);
    if (costs)
        pf_test_put("t.costs", costs);
    pf_test_put("t.scen", scen);
    err.msg[0] = '\0';
    if (pf_dynscen_read("t.scen", &d, &err) != PF_OK) {
        CHECK(d.costs == NULL && d.num_patches == 0);
        return err.msg;
    }
    pf_dynscen_free(&d);
    return "";
}

static void test_read(void)
{
    struct pf_dynscen d;
    struct pf_error err;
    CHECK_STR(msg_of(HEAD "P 1 0 1 1\nQ 1 0 0 4 3 5\n", PATCH, ". 1\nm 2.5\n@ 0\n"), "");
    CHECK_INT(pf_dynscen_sniff("t.scen"), PF_DYNSCEN_WEIGHTED);
    if (pf_dynscen_read("t.scen", &d, &err) == PF_OK) {
        CHECK(d.costs != NULL && !strcmp(d.costs_path, "t.costs"));
        CHECK(d.num_patches == 1 && !memcmp(d.patches[0].cells, "m@.m", 4));
        CHECK(d.costs && d.costs->fixed['m'] == 25 && d.costs->scale == 10);
        CHECK(d.num_cmds == 2 && d.cmds[1].line == 9);
        /* written (another name) and read back: the same labels, costs and commands */
        memset(d.patch_path, 0, sizeof d.patch_path);
        memset(d.costs_path, 0, sizeof d.costs_path);
        CHECK_INT(pf_dynscen_write("u.scen", &d, &err), PF_OK);
        struct pf_dynscen b;
        if (pf_dynscen_read("u.scen", &b, &err) == PF_OK) {
            CHECK(b.costs && !strcmp(b.costs_path, "u.costs") && b.costs->fixed['m'] == 25);
            CHECK(b.num_patches == 1 && !memcmp(b.patches[0].cells, "m@.m", 4));
            CHECK(b.num_cmds == 2 && b.cmds[0].patch == 0 && b.cmds[1].dist == 5);
            pf_dynscen_free(&b);
        } else {
            CHECK_STR(err.msg, "");
        }
        d.patches[0].cells[0] = 'x';          /* a label without a cost: refused, nothing written */
        remove("v.scen");
        CHECK_INT(pf_dynscen_write("v.scen", &d, &err), PF_ERR_ARG);
        CHECK_STR(err.msg, "v.scen: expected patch 0's cells labels with a cost, found 'x'");
        CHECK(fopen("v.scen", "rb") == NULL);
        pf_dynscen_free(&d);
    } else {
        CHECK_STR(err.msg, "");
    }
    CHECK_STR(msg_of(HEAD "Q 0 0 0 1 0 1\n", PATCH, NULL),
              "t.scen:6: expected the costs file t.costs, found no such file");
    CHECK_STR(msg_of(HEAD "Q 0 0 0 1 0 1\n", PATCH, "m 2\n@ 0\n"),
              "t.scen:6: expected a line '. COST' in t.costs (the start map is every cell '.'), found none");
    CHECK_STR(msg_of(HEAD "Q 0 0 0 1 0 1\n", PATCH, ". 1\n@ 0\n"),
              "t.patch:7: expected a terrain label with a cost in t.costs, found 'm' at column 1");
    CHECK_STR(msg_of(HEAD "Q 0 0 0 1 0 1\n", PATCH, ". 1\nm -1\n"), "t.costs:2: expected a non-negative cost for label 'm', found '-1'");
    CHECK_INT(pf_dynscen_sniff("t.scen"), PF_DYNSCEN_WEIGHTED);
    pf_test_put("p.scen", "version 2\nheight 4\nwidth 5\ncost 1 octile\npatch t.patch\ncommands\n");
    CHECK_INT(pf_dynscen_sniff("p.scen"), PF_DYNSCEN_PLAIN);
}

/* pf_gen_wdynamic on terrain-48-2: labels, determinism, distances against a replay. */
static void test_gen(void)
{
    struct pf_terrain_recipe r;
    struct pf_wgrid w;
    struct pf_costs c;
    struct pf_error err;
    struct pf_dynscen a, b;
    struct pf_gen_dynamic o = { .queries = 120, .rate = 0.1, .changes = 3, .kinds = 0, .seed = 5 };
    if (pf_terrain_parse("terrain-48-2", &r, &err) != PF_OK || pf_gen_terrain(&r, &w, &c, &err) != PF_OK) {
        CHECK_STR(err.msg, "");
        return;
    }
    CHECK_INT(pf_gen_wdynamic(&w, &c, &o, &a, &err), PF_OK);
    CHECK_INT(pf_gen_wdynamic(&w, &c, &o, &b, &err), PF_OK);
    CHECK(a.costs && a.num_queries == 120 && a.num_patches == b.num_patches && a.num_cmds == b.num_cmds);
    /* patch 0 is the terrain; later ones hold its labels, walls and mud ('~', the dearest) */
    int mud = 0, walls = 0, same = 1, terrain = a.num_patches > 0 && a.patches[0].width == 48 &&
                                                a.patches[0].height == 48;
    for (uint32_t i = 0; i < a.num_patches && i < b.num_patches; i++) {
        size_t n = (size_t)a.patches[i].width * (size_t)a.patches[i].height;
        same &= !memcmp(a.patches[i].cells, b.patches[i].cells, n);
        for (size_t k = 0; i > 0 && k < n; k++) {
            mud += a.patches[i].cells[k] == '~';
            walls += a.patches[i].cells[k] == 'w';
        }
    }
    for (int32_t y = 0; terrain && y < 48; y++)
        for (int32_t x = 0; x < 48; x++)
            terrain &= a.patches[0].cells[y * 48 + x] == pf_grid_char(&w.grid, x, y);
    CHECK(same);
    CHECK(terrain);
    CHECK(mud > 0 && walls > 0);
    /* every distance against weighted Dijkstra on the map as it stands */
    struct pf_wgrid cur;
    char blank[48 * 48];
    memset(blank, '.', sizeof blank);
    CHECK_INT(pf_wgrid_build(&cur, 48, 48, blank, a.costs, NULL, NULL, NULL, 0), PF_OK);
    struct pf_search_ctx *ctx = pf_ctx_create_weighted(&cur, PF_MOVES_MEAN);
    const struct pf_variant *dij = pf_variant_find("weighted/dijkstra/heap");
    uint32_t checked = 0, nopath = 0;
    for (uint32_t i = 0; ctx && dij && i < a.num_cmds; i++) {
        struct pf_patch p = pf_dynscen_patch_at(&a, i);
        struct pf_rect rect = { p.x, p.y, p.width, p.height };
        if (p.width) {
            CHECK_INT(pf_wgrid_apply_patch(&cur, a.costs, &rect, p.cells), PF_OK);
            CHECK_INT(pf_ctx_map_change(ctx, &rect, 1, PF_FOLLOW_REBUILD, NULL), PF_OK);
            continue;
        }
        struct pf_result res;
        int st = pf_search(ctx, dij, pf_grid_node(&cur.grid, a.cmds[i].x, a.cmds[i].y),
                           pf_grid_node(&cur.grid, a.cmds[i].gx, a.cmds[i].gy), &res);
        checked += st == PF_OK && fabs(res.cost - a.cmds[i].dist) < 1e-6;
        nopath += st == PF_NO_PATH && a.cmds[i].dist == -1;
    }
    CHECK_INT(checked + nopath, 120);
    CHECK(checked > 100);
    pf_ctx_destroy(ctx);
    pf_wgrid_free(&cur);
    pf_dynscen_free(&a);
    pf_dynscen_free(&b);
    pf_wgrid_free(&w);
}

int main(void)
{
    if (pf_test_enter_tmp("test_wdynscen_io") != 0)
        return 1;
    test_read();
    test_gen();
    return pf_check_report("test_wdynscen_io");
}
