/* test_dynscen_io.c: GPPC dynamic scenarios: every malformed scenario or patch file refused
 * with its exact message, a write/read round trip, and the start kit's two scenarios (when
 * ../shared/peers-src holds it) replayed against Dijkstra on the map as it stands. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"
#include "pf_dynamic_io.h"
#include "pf_search.h"

#define PATCHES "type patch\npatches 2\npatch 0\nheight 2\nwidth 2\nmap\n@@\n@.\n" \
                "patch 1\nheight 1\nwidth 3\nmap\n.GO\n"
#define HEAD "version 2\nheight 4\nwidth 5\ncost 1 octile\npatch t.patch\ncommands\n"
#define CMDS "Q 0 0 0 4 3 5.24264\nP 1 0 3 2\nP 1 1 0 0\nQ 1 0 0 4 3 -1\nQ 2 4 0 0 3 4.41421\n"

/* Read scenario text (with patch file text) as t.scen and t.patch in the current folder:
 * the error message, or "" when it was read. */
static const char *msg_of(const char *scen, const char *patch)
{
    static struct pf_error err;
    struct pf_dynscen d;
    remove("t.patch");
    if (patch)
        pf_test_put("t.patch", patch);
    pf_test_put("t.scen", scen);
    err.msg[0] = '\0';
    if (pf_dynscen_read("t.scen", &d, &err) != PF_OK) {
        CHECK_INT(d.num_cmds + d.num_patches, 0);
        return err.msg;
    }
    pf_dynscen_free(&d);
    return "";
}
#define SCEN(s) msg_of(s, PATCHES)

static void test_good(void)
{
    struct pf_dynscen d;
    struct pf_error err;
    pf_test_put("t.patch", PATCHES);
    pf_test_put("t.scen", HEAD CMDS);
    CHECK_INT(pf_dynscen_sniff("t.scen"), 1);
    CHECK_INT(pf_dynscen_sniff("t.patch"), 0);
    if (pf_dynscen_read("t.scen", &d, &err) != PF_OK) {
        CHECK_STR(err.msg, "");
        return;
    }
    CHECK_INT(d.width, 5);
    CHECK_INT(d.height, 4);
    CHECK_STR(d.patch_path, "t.patch");
    CHECK_INT(d.num_costs, 1);
    CHECK_INT(d.num_patches, 2);
    CHECK_INT(d.num_cmds, 5);
    CHECK_INT(d.num_queries, 3);
    CHECK_INT(d.num_events, 1);
    CHECK_INT(d.patches[1].line, 9);
    CHECK(memcmp(d.patches[1].cells, "..@", 3) == 0);    /* G free, O blocked */
    CHECK(memcmp(d.patches[0].cells, "@@@.", 4) == 0);
    CHECK_INT(d.cmds[1].kind, PF_DYN_PATCH);
    CHECK_INT(d.cmds[1].line, 8);
    CHECK_INT(d.cmds[3].dist, -1);
    CHECK_NEAR(d.cmds[0].dist, 5.24264, 0);
    CHECK_INT(d.cmds[0].decimals, 5);
    struct pf_patch p = pf_dynscen_patch_at(&d, 1);
    CHECK(p.x == 3 && p.y == 2 && p.width == 2 && p.height == 2 && p.cells == d.patches[0].cells);
    CHECK_INT(pf_dynscen_patch_at(&d, 0).width, 0);
    struct pf_grid g;
    CHECK_INT(pf_dynscen_start_grid(&d, &g), PF_OK);
    CHECK_INT(pf_grid_passable(&g, 4, 3), 1);
    CHECK_INT(pf_grid_apply_patch(&g, &p, NULL), PF_OK);
    CHECK_INT(pf_grid_passable(&g, 4, 2), 0);
    pf_grid_free(&g);
    pf_dynscen_free(&d);
    /* several cost columns: the octile one is read; blank lines and CRLF are taken */
    pf_test_put("t.scen", "version 2\r\nheight 4\nwidth 5\n\ncost 3 euclid octile manhattan\npatch t.patch\n"
                  "commands\nQ 7 0 0 1 1 1.5 1.41 2\n\n");
    CHECK_INT(pf_dynscen_read("t.scen", &d, &err), PF_OK);
    CHECK_INT(d.octile_col, 1);
    CHECK_NEAR(d.cmds[0].dist, 1.41, 0);
    CHECK_INT(d.cmds[0].epoch, 7);
    CHECK_INT(d.num_events, 0);
    pf_dynscen_free(&d);
}

static void test_scen_errors(void)
{
    CHECK_STR(SCEN(""), "t.scen:1: expected 'version 2', found end of file");
    CHECK_STR(SCEN("version 1\n"), "t.scen:1: expected 'version 2', found 'version 1'");
    CHECK_STR(SCEN("version 2\n"), "t.scen:2: expected 'height N', found end of file");
    CHECK_STR(SCEN("version 2\nwidth 5\n"), "t.scen:2: expected 'height N', found 'width 5'");
    CHECK_STR(SCEN("version 2\nheight x\n"),
              "t.scen:2: expected the map's rows after 'height' (a whole number 1 to 1000000000), found 'x'");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 0\n"),
              "t.scen:3: expected the map's columns after 'width' (a whole number 1 to 1000000000), found '0'");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\npatch t.patch\n"),
              "t.scen:4: expected 'cost N NAME...' (N 1 to 64), found 'patch t.patch'");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 2 octile\n"),
              "t.scen:4: expected 2 cost names after 'cost 2', found 1");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 1 euclid\n"),
              "t.scen:4: expected an 'octile' cost, found 'cost 1 euclid'");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 2 octile octile\n"),
              "t.scen:4: expected one 'octile' cost, found a second in column 4");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 1 octile\ncommands\n"),
              "t.scen:5: expected 'patch FILE', found 'commands'");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 1 octile\npatch t.patch\n"),
              "t.scen:6: expected 'commands', found end of file");
    CHECK_STR(SCEN("version 2\nheight 4\nwidth 5\ncost 1 octile\npatch t.patch\nQ 0 0 0 1 1 1\n"),
              "t.scen:6: expected 'commands', found 'Q 0 0 0 1 1 1'");
    CHECK_STR(msg_of(HEAD CMDS, NULL), "t.scen:5: expected the patch file t.patch, found no such file");
    /* commands */
    CHECK_STR(SCEN(HEAD "X 0 1 2\n"), "t.scen:7: expected a command (P or Q), found 'X'");
    CHECK_STR(SCEN(HEAD "P 0 1 2\n"), "t.scen:7: expected 5 fields (P EPOCH PATCH_ID X Y), found 4");
    CHECK_STR(SCEN(HEAD "P 0 2 0 0\n"), "t.scen:7: expected a patch id below 2 (the patches of t.patch), found 2");
    CHECK_STR(SCEN(HEAD "P 0 -1 0 0\n"), "t.scen:7: expected a whole number in column 3 (patch id), found '-1'");
    CHECK_STR(SCEN(HEAD "P e 0 0 0\n"), "t.scen:7: expected a whole number in column 2 (epoch), found 'e'");
    CHECK_STR(SCEN(HEAD "P 0 0 1.5 0\n"), "t.scen:7: expected a whole number in column 4 (x), found '1.5'");
    CHECK_STR(SCEN(HEAD "P 0 0 4 0\n"), "t.scen:7: expected patch 0 (2x2) inside the 5x4 map, found it at (4,0)");
    CHECK_STR(SCEN(HEAD "P 0 1 0 -1\n"), "t.scen:7: expected patch 1 (3x1) inside the 5x4 map, found it at (0,-1)");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1\n"),
              "t.scen:7: expected 7 fields (Q EPOCH SX SY GX GY and 1 distance), found 6");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1 1 1\n"),
              "t.scen:7: expected 7 fields (Q EPOCH SX SY GX GY and 1 distance), found 8");
    CHECK_STR(SCEN(HEAD "Q 0 0 y 1 1 1\n"), "t.scen:7: expected a whole number in column 4 (start y), found 'y'");
    CHECK_STR(SCEN(HEAD "Q 0 5 0 1 1 1\n"), "t.scen:7: expected the start inside the 5x4 map, found (5,0)");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 -4 1\n"), "t.scen:7: expected the goal inside the 5x4 map, found (1,-4)");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1 abc\n"),
              "t.scen:7: expected a distance (a non-negative number or -1) in column 7, found 'abc'");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1 -2\n"),
              "t.scen:7: expected a distance (a non-negative number or -1) in column 7, found '-2'");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1 nan\n"),
              "t.scen:7: expected a distance (a non-negative number or -1) in column 7, found 'nan'");
    CHECK_STR(SCEN(HEAD "Q 0 0 0 1 1 1.41\nQ 0 0 0 1 1 1.4"),
              "t.scen:8: expected a newline at the end of the last line (the file looks cut short), found end of file");
    CHECK_STR(SCEN(HEAD CMDS), "");
}

#define PHEAD "type patch\npatches 1\npatch 0\nheight 2\nwidth 3\nmap\n"
#define PATCH(s) msg_of(HEAD "P 0 0 0 0\n", s)

static void test_patch_errors(void)
{
    CHECK_STR(PATCH(""), "t.patch:1: expected 'type patch', found end of file");
    CHECK_STR(PATCH("type octile\n"), "t.patch:1: expected 'type patch', found 'type octile'");
    CHECK_STR(PATCH("type patch\n"), "t.patch:2: expected 'patches N', found end of file");
    CHECK_STR(PATCH("type patch\npatches -1\n"),
              "t.patch:2: expected the number of patches after 'patches' (a whole number 0 to 100000000), found '-1'");
    CHECK_STR(PATCH("type patch\npatches 2\npatch 0\nheight 1\nwidth 1\nmap\n.\n"),
              "t.patch:8: expected 'patch 1', found end of file");
    CHECK_STR(PATCH("type patch\npatches 2\npatch 1\n"), "t.patch:3: expected 'patch 0', found 'patch 1'");
    CHECK_STR(PATCH("type patch\npatches 1\npatch 0\nwidth 3\n"), "t.patch:4: expected 'height N', found 'width 3'");
    CHECK_STR(PATCH("type patch\npatches 1\npatch 0\nheight 5\n"),
              "t.patch:4: expected the rows of patch 0 (at most the map's) after 'height' (a whole number 1 to 4), found '5'");
    CHECK_STR(PATCH("type patch\npatches 1\npatch 0\nheight 2\nwidth 6\n"),
              "t.patch:5: expected the columns of patch 0 (at most the map's) after 'width' (a whole number 1 to 5), found '6'");
    CHECK_STR(PATCH("type patch\npatches 1\npatch 0\nheight 2\nwidth 3\nrows\n"),
              "t.patch:6: expected 'map', found 'rows'");
    CHECK_STR(PATCH(PHEAD "...\n"), "t.patch:8: expected 2 rows, found 1");
    CHECK_STR(PATCH(PHEAD "...\n..\n"), "t.patch:8: expected 3 characters in row 1, found 2");
    CHECK_STR(PATCH(PHEAD "....\n...\n"), "t.patch:7: expected 3 characters in row 0, found 4");
    CHECK_STR(PATCH(PHEAD "...\n.x.\n"),
              "t.patch:8: expected a patch character (. G S @ O T W), found 'x' at column 2");
    CHECK_STR(PATCH(PHEAD "...\n...\npatch 1\n"), "t.patch:9: expected end of file after 1 patches, found 'patch 1'");
    CHECK_STR(PATCH(PHEAD "...\n...\n\n"), "");
}

/* Write, read back, write again: equal contents, equal bytes. */
static void test_round_trip(void)
{
    struct pf_dynscen a, b;
    struct pf_error err;
    pf_test_put("t.patch", PATCHES);
    pf_test_put("t.scen", HEAD CMDS);
    if (pf_dynscen_read("t.scen", &a, &err) != PF_OK) {
        CHECK_STR(err.msg, "");
        return;
    }
    mkdir("rt", 0777);
    a.patch_path[0] = '\0';
    CHECK_INT(pf_dynscen_write("rt/one.scen", &a, &err), PF_OK);
    CHECK_INT(pf_dynscen_read("rt/one.scen", &b, &err), PF_OK);
    CHECK_STR(b.patch_path, "rt/one.patch");
    CHECK(b.width == a.width && b.height == a.height && b.num_cmds == a.num_cmds &&
          b.num_patches == a.num_patches && b.num_queries == a.num_queries && b.num_events == a.num_events);
    for (uint32_t i = 0; i < a.num_cmds && i < b.num_cmds; i++) {
        const struct pf_dyn_cmd *x = &a.cmds[i], *y = &b.cmds[i];
        CHECK(x->kind == y->kind && x->line == y->line && x->epoch == y->epoch && x->patch == y->patch &&
              x->x == y->x && x->y == y->y && x->gx == y->gx && x->gy == y->gy && x->dist == y->dist &&
              x->decimals == y->decimals);
    }
    for (uint32_t i = 0; i < a.num_patches && i < b.num_patches; i++) {
        const struct pf_dyn_patch *x = &a.patches[i], *y = &b.patches[i];
        CHECK(x->width == y->width && x->height == y->height && x->line == y->line &&
              memcmp(x->cells, y->cells, (size_t)x->width * (size_t)x->height) == 0);
    }
    /* a relative patch_path is the `patch` line, resolved beside the scenario */
    snprintf(b.patch_path, sizeof b.patch_path, "two.patch");
    CHECK_INT(pf_dynscen_write("rt/two.scen", &b, &err), PF_OK);
    char *t1 = NULL, *t2 = NULL;
    size_t n1 = 0, n2 = 0;
    CHECK_INT(pf_file_slurp("rt/one.patch", &t1, &n1, 1 << 20, &err), PF_OK);
    CHECK_INT(pf_file_slurp("rt/two.patch", &t2, &n2, 1 << 20, &err), PF_OK);
    CHECK(t1 && t2 && n1 == n2 && memcmp(t1, t2, n1) == 0);
    CHECK_STR(t1 ? t1 : "", "type patch\npatches 2\npatch 0\nheight 2\nwidth 2\nmap\n@@\n@.\n"
                            "patch 1\nheight 1\nwidth 3\nmap\n..@\n");
    free(t1);
    free(t2);
    CHECK_INT(pf_file_slurp("rt/two.scen", &t1, &n1, 1 << 20, &err), PF_OK);
    CHECK_STR(t1 ? t1 : "", "version 2\nheight 4\nwidth 5\ncost 1 octile\npatch two.patch\ncommands\n" CMDS);
    free(t1);
    /* what the reader would not take back is refused, and nothing is written */
    b.patches[0].cells[0] = 'T';
    CHECK_INT(pf_dynscen_write("rt/three.scen", &b, &err), PF_ERR_ARG);
    CHECK_STR(err.msg, "rt/three.scen: expected patch 0's cells '.' or '@', found 'T'");
    CHECK_INT(access("rt/three.scen", F_OK) != 0 && access("rt/three.patch", F_OK) != 0, 1);
    pf_dynscen_free(&a);
    pf_dynscen_free(&b);
}

/* The median of the change events' patch counts (the lower one of an even count). */
static uint32_t median_patches(const struct pf_dynscen *d, uint32_t *events)
{
    uint32_t *runs = calloc(d->num_cmds + 1, sizeof *runs), n = 0, run = 0;
    if (!runs)
        return 0;
    for (uint32_t i = 0; i < d->num_cmds; i++) {
        if (d->cmds[i].kind == PF_DYN_PATCH) {
            run++;
        } else if (run) {
            runs[n++] = run;
            run = 0;
        }
    }
    for (uint32_t i = 1; i < n; i++)        /* insertion sort: a hundred events at most */
        for (uint32_t j = i; j > 0 && runs[j - 1] > runs[j]; j--) {
            uint32_t t = runs[j];
            runs[j] = runs[j - 1];
            runs[j - 1] = t;
        }
    uint32_t m = n ? runs[(n - 1) / 2] : 0;
    *events = n;
    free(runs);
    return m;
}

/* Replay d: every patch pasted in order; every `every`-th query searched with Dijkstra on the
 * map as it stands (a context built anew after each change) and compared with the file. */
static void replay(const struct pf_dynscen *d, uint32_t every, uint32_t *checked, uint32_t *no_path)
{
    struct pf_grid g;
    *checked = *no_path = 0;
    if (pf_dynscen_start_grid(d, &g) != PF_OK) {
        CHECK(!"out of memory");
        return;
    }
    struct pf_search_ctx *ctx = NULL;
    uint32_t q = 0;
    for (uint32_t i = 0; i < d->num_cmds; i++) {
        const struct pf_dyn_cmd *c = &d->cmds[i];
        if (c->kind == PF_DYN_PATCH) {
            struct pf_patch p = pf_dynscen_patch_at(d, i);
            CHECK_INT(pf_grid_apply_patch(&g, &p, NULL), PF_OK);
            pf_ctx_destroy(ctx);
            ctx = NULL;
            continue;
        }
        *no_path += c->dist < 0;
        if (q++ % every != 0)
            continue;
        if (!ctx && !(ctx = pf_ctx_create(&g, PF_MOVES_8)))
            break;
        struct pf_result r;
        int rc = pf_search(ctx, pf_variant_reference(), pf_grid_node(&g, c->x, c->y),
                           pf_grid_node(&g, c->gx, c->gy), &r);
        double got = rc == PF_OK ? r.cost : -1;
        double tol = 0.5 * pow(10.0, -c->decimals) + 2e-6 * fabs(c->dist);
        if (fabs(got - c->dist) > tol)
            fprintf(stderr, "line %u: Dijkstra %.10g, file %.10g\n", c->line, got, c->dist);
        CHECK_NEAR(got, c->dist, tol);
        (*checked)++;
    }
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
}

struct kit_want {
    const char *name;
    int32_t width, height;
    uint32_t queries, patch_lines, patches, events, median, no_path;
};

static void test_start_kit(const char *dir)
{
    const char *src = getenv("PEERS_SRC"), *root = getenv("PF_SOURCE_DIR");
    char tar[3000], cmd[7000];
    if (src && *src)
        snprintf(tar, sizeof tar, "%s/gppc-startkit-dynamic.tar.gz", src);
    else
        snprintf(tar, sizeof tar, "%s/../shared/peers-src/gppc-startkit-dynamic.tar.gz", root ? root : "..");
    if (access(tar, R_OK) != 0) {
        printf("test_dynscen_io: no %s: the start kit's scenarios are not checked\n", tar);
        return;
    }
    snprintf(cmd, sizeof cmd, "tar -xzf '%s' -C '%s' gppc-startkit-dynamic/data", tar, dir);
    if (system(cmd) != 0) {
        CHECK(!"cannot unpack the start kit");
        return;
    }
    static const struct kit_want want[2] = {
        { "dao_arena2", 281, 209, 2000, 439, 336, 93, 4, 0 },
        { "switch_sc1_Aurora_TheFrozenSea", 1024, 1024, 2200, 7390, 5491, 20, 290, 200 },
    };
    for (int k = 0; k < 2; k++) {
        const struct kit_want *w = &want[k];
        char path[3200];
        snprintf(path, sizeof path, "gppc-startkit-dynamic/data/%s.scen", w->name);
        struct pf_dynscen d;
        struct pf_error err;
        CHECK_INT(pf_dynscen_sniff(path), 1);
        if (pf_dynscen_read(path, &d, &err) != PF_OK) {
            CHECK_STR(err.msg, "");
            continue;
        }
        uint32_t events = 0, median = median_patches(&d, &events), checked, no_path;
        CHECK_INT(d.width, w->width);
        CHECK_INT(d.height, w->height);
        CHECK_INT(d.num_queries, w->queries);
        CHECK_INT(d.num_cmds - d.num_queries, w->patch_lines);
        CHECK_INT(d.num_patches, w->patches);
        CHECK_INT(d.num_events, w->events);
        CHECK_INT(events, w->events);
        CHECK_INT(median, w->median);
        replay(&d, 50, &checked, &no_path);
        CHECK_INT(checked, (w->queries + 49) / 50);
        CHECK_INT(no_path, w->no_path);
        printf("test_dynscen_io: %s: %u queries, %u P lines, %u events (median %u patches), %u checked "
               "against Dijkstra\n", w->name, d.num_queries, d.num_cmds - d.num_queries, d.num_events,
               median, checked);
        pf_dynscen_free(&d);
    }
}

int main(void)
{
    if (pf_test_enter_tmp("test_dynscen_io") != 0)
        return 1;
    test_good();
    test_scen_errors();
    test_patch_errors();
    test_round_trip();
    test_start_kit(".");
    return pf_check_report("test_dynscen_io");
}
