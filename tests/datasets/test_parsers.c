/* test_parsers.c: every class of malformed .map and .scen input gets its exact message. */
#include <stdlib.h>
#include "check.h"
#include "pf_io.h"

#define HDR "type octile\nheight 2\nwidth 3\nmap\n"

/* Parse a map from a string; return the message ("" when it parsed). */
static const char *map_msg(const char *text, size_t len, uint64_t max_cells)
{
    static struct pf_error err;
    struct pf_grid g;
    err.msg[0] = '\0';
    if (pf_map_parse("t.map", text, len, &g, max_cells, &err) == PF_OK) {
        pf_grid_free(&g);
        return "";
    }
    return err.msg;
}
#define MAP(s) map_msg(s, sizeof(s) - 1, 1000000)

static void test_map_errors(void)
{
    CHECK_STR(MAP(""), "t.map:1: expected 'type octile', found end of file");
    CHECK_STR(MAP("\x7f" "ELF\x01\x02"), "t.map:1: expected 'type octile', found '\\x7fELF\\x01\\x02'");
    CHECK_STR(MAP("type hex\nheight 2\n"), "t.map:1: expected 'type octile', found type 'hex'");
    CHECK_STR(MAP("type octile\n"), "t.map:2: expected 'height H', found end of file");
    CHECK_STR(MAP("type octile\nwidth 3\nmap\n...\n"),
              "t.map:3: expected 'height H' before 'map', found 'map'");
    CHECK_STR(MAP("type octile\nheight 2\nmap\n"),
              "t.map:3: expected 'width W' before 'map', found 'map'");
    CHECK_STR(MAP("type octile\nheight 2\nheight 2\n"),
              "t.map:3: expected one 'height' line, found a second");
    CHECK_STR(MAP("type octile\ntype octile\n"), "t.map:2: expected one 'type' line, found a second");
    CHECK_STR(MAP("type octile\nheight abc\n"),
              "t.map:2: expected a positive whole number of rows after 'height', found 'abc'");
    CHECK_STR(MAP("type octile\nheight -3\n"),
              "t.map:2: expected a positive whole number of rows after 'height', found '-3'");
    CHECK_STR(MAP("type octile\nheight 2\nwidth 0\n"),
              "t.map:3: expected a positive whole number of columns after 'width', found '0'");
    CHECK_STR(MAP("type octile\nheight 2\nwidth 99999999999999\n"),
              "t.map:3: expected a positive whole number of columns after 'width', found '99999999999999'");
    CHECK_STR(MAP("type octile\nheight 2\nwidth 3\nlegend\n"),
              "t.map:4: expected a header line ('height H', 'width W' or 'map'), found 'legend'");
    CHECK_STR(MAP("type octile\nheight 100000\nwidth 100000\nmap\n"),
              "t.map:4: expected a map of at most 1000000 cells (the memory limit; PFBENCH_MAX_CELLS "
              "raises it), found 100000 x 100000 = 10000000000 cells");
    {
        const char big[] = "type octile\nheight 2000\nwidth 2000\nmap\n...\n";
        CHECK_STR(map_msg(big, sizeof big - 1, 10000000),
                  "t.map:5: expected 2000 rows of 2000 characters, found a file of 4 bytes after 'map'");
    }
    CHECK_STR(MAP(HDR "...\n"), "t.map:6: expected 2 rows, found 1");
    CHECK_STR(MAP(HDR "...\n..\n"), "t.map:6: expected 3 characters in row 1, found 2");
    CHECK_STR(MAP(HDR "....\n...\n"), "t.map:5: expected 3 characters in row 0, found 4");
    CHECK_STR(MAP(HDR "...\n.x.\n"),
              "t.map:6: expected a terrain character (. G S W @ O T), found 'x' at column 2 (a weighted map "
              "takes its labels' costs from t.costs beside it)");
    CHECK_STR(MAP(HDR "...\n.\t.\n"),
              "t.map:6: expected a terrain character (. G S W @ O T), found '\\x09' at column 2");
    CHECK_STR(map_msg(HDR "...\n.\0.\n", sizeof(HDR "...\n.\0.\n") - 1, 1000000),
              "t.map:6: expected a terrain character (. G S W @ O T), found '\\x00' at column 2");
    CHECK_STR(MAP(HDR "...\n...\n@@@\n"), "t.map:7: expected end of file after 2 rows, found more text");
    /* accepted variants: CRLF, no final newline, trailing blank lines, all terrain letters */
    CHECK_STR(MAP("type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n...\r\n.@.\r\n"), "");
    CHECK_STR(MAP(HDR "...\n..."), "");
    CHECK_STR(MAP(HDR "...\n...\n\n\n"), "");
    CHECK_STR(MAP("type octile\nwidth 7\nheight 1\nmap\n.GSW@OT\n"), "");

    struct pf_error err;
    struct pf_grid g;
    CHECK_INT(pf_map_read("/nonexistent/x.map", &g, 100, &err), PF_ERR_IO);
    CHECK_STR(err.msg, "/nonexistent/x.map: cannot open: No such file or directory");
}

static void test_map_contents(void)
{
    struct pf_grid g;
    struct pf_error err;
    const char text[] = "type octile\nheight 2\nwidth 4\nmap\n.GSW\n@OT.\n";
    CHECK_INT(pf_map_parse("t.map", text, sizeof text - 1, &g, 100, &err), PF_OK);
    CHECK_INT(g.width, 4);
    CHECK_INT(g.height, 2);
    CHECK_INT(g.stride, 6);
    CHECK_INT(g.cls[pf_grid_node(&g, 0, 0)], PF_CLS_LAND);
    CHECK_INT(g.cls[pf_grid_node(&g, 1, 0)], PF_CLS_LAND);
    CHECK_INT(g.cls[pf_grid_node(&g, 2, 0)], PF_CLS_LAND);
    CHECK_INT(g.cls[pf_grid_node(&g, 3, 0)], PF_CLS_WATER);
    CHECK_INT(g.cls[pf_grid_node(&g, 0, 1)], PF_CLS_BLOCKED);
    CHECK_INT(g.cls[pf_grid_node(&g, 1, 1)], PF_CLS_BLOCKED);
    CHECK_INT(g.cls[pf_grid_node(&g, 2, 1)], PF_CLS_BLOCKED);
    CHECK_INT(g.cls[pf_grid_node(&g, 3, 1)], PF_CLS_LAND);
    /* the padding: every border node is blocked */
    for (uint32_t n = 0; n < (uint32_t)g.stride; n++) {
        CHECK_INT(g.cls[n], PF_CLS_BLOCKED);
        CHECK_INT(g.cls[g.num_nodes - 1 - n], PF_CLS_BLOCKED);
    }
    /* write and read back: same characters */
    const char *tmp = getenv("PF_TEST_TMP");
    char path[512];
    snprintf(path, sizeof path, "%s/parsers-roundtrip.map", tmp && *tmp ? tmp : "/tmp");
    if (tmp && *tmp) {
        char cmd[600];
        snprintf(cmd, sizeof cmd, "mkdir -p '%s'", tmp);
        CHECK_INT(system(cmd), 0);
    }
    CHECK_INT(pf_map_write(path, &g, &err), PF_OK);
    struct pf_grid h;
    CHECK_INT(pf_map_read(path, &h, 100, &err), PF_OK);
    CHECK(h.width == 4 && h.height == 2 && memcmp(h.chars, g.chars, 8) == 0);
    pf_grid_free(&h);
    pf_grid_free(&g);
}

static const char *scen_msg(const char *text)
{
    static struct pf_error err;
    struct pf_scen s;
    err.msg[0] = '\0';
    if (pf_scen_parse("t.scen", text, strlen(text), &s, &err) == PF_OK) {
        pf_scen_free(&s);
        return "";
    }
    return err.msg;
}

/* Parse a scenario file and check it against a 4x3 map with a wall. */
static const char *scen_check_msg(const char *text)
{
    static struct pf_error err;
    const char map[] = "type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n";
    struct pf_grid g;
    struct pf_scen s;
    err.msg[0] = '\0';
    if (pf_map_parse("maps/t.map", map, sizeof map - 1, &g, 100, &err) != PF_OK)
        return err.msg;
    const char *out = "";
    if (pf_scen_parse("t.scen", text, strlen(text), &s, &err) != PF_OK) {
        out = err.msg;
    } else {
        if (pf_scen_check(&s, "t.scen", &g, "maps/t.map", &err) != PF_OK)
            out = err.msg;
        pf_scen_free(&s);
    }
    pf_grid_free(&g);
    return out;
}

static void test_scen_errors(void)
{
    CHECK_STR(scen_msg(""), "t.scen:1: expected 'version 1' and scenario lines, found an empty file");
    CHECK_STR(scen_msg("version 2\n"), "t.scen:1: expected 'version 1' or 'version 1.0', found 'version 2'");
    CHECK_STR(scen_msg("version\n"), "t.scen:1: expected 'version 1' or 'version 1.0', found 'version'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\n"),
              "t.scen:2: expected 9 columns (bucket, map, width, height, start x, start y, goal x, "
              "goal y, optimal length), found 7");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\t3\textra\n"),
              "t.scen:2: expected 9 columns (bucket, map, width, height, start x, start y, goal x, "
              "goal y, optimal length), found 10");
    CHECK_STR(scen_msg("version 1\nx\tt.map\t4\t3\t0\t0\t3\t0\t3\n"),
              "t.scen:2: expected a non-negative whole number in column 1 (bucket), found 'x'");
    CHECK_STR(scen_msg("version 1\n-1\tt.map\t4\t3\t0\t0\t3\t0\t3\n"),
              "t.scen:2: expected a non-negative whole number in column 1 (bucket), found '-1'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t0\t3\t0\t0\t3\t0\t3\n"),
              "t.scen:2: expected a positive whole number in column 3 (map width), found '0'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t1.5\t0\t3\t0\t3\n"),
              "t.scen:2: expected a whole number in column 5 (start x), found '1.5'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t99999999999\t3\n"),
              "t.scen:2: expected a whole number in column 8 (goal y), found '99999999999'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\tthree\n"),
              "t.scen:2: expected a non-negative number in column 9 (optimal length), found 'three'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\t-3\n"),
              "t.scen:2: expected a non-negative number in column 9 (optimal length), found '-3'");
    CHECK_STR(scen_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\tnan\n"),
              "t.scen:2: expected a non-negative number in column 9 (optimal length), found 'nan'");
    /* accepted: version 1.0 with spaces, version 0 (no version line), CRLF, blank lines */
    CHECK_STR(scen_msg("version 1.0\n0 maps/t.map 4 3 0 0 3 0 3.00\n"), "");
    CHECK_STR(scen_msg("0\tt.map\t4\t3\t0\t0\t3\t0\t3\n"), "");
    CHECK_STR(scen_msg("version 1\r\n0\tt.map\t4\t3\t0\t0\t3\t0\t3\r\n\r\n"), "");

    /* checks against the map */
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\t3\n"), "");
    CHECK_STR(scen_check_msg("version 1\n0\tother.map\t4\t3\t0\t0\t3\t0\t3\n"),
              "t.scen:2: expected map 't.map', found 'other.map'");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t5\t3\t0\t0\t3\t0\t3\n"),
              "t.scen:2: expected map size 4x3 (as in t.map), found 5x3");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t0\t0\t3\t0\t3\n0\tt.map\t4\t3\t4\t0\t3\t0\t3\n"),
              "t.scen:3: expected the start inside the 4x3 map, found (4,0)");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t-1\t0\t3\t0\t3\n"),
              "t.scen:2: expected the start inside the 4x3 map, found (-1,0)");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t1\t1\t3\t0\t3\n"),
              "t.scen:2: expected the start on a passable cell, found '@' at (1,1)");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t0\t0\t2\t1\t3\n"),
              "t.scen:2: expected the goal on a passable cell, found '@' at (2,1)");
    CHECK_STR(scen_check_msg("version 1\n0\tt.map\t4\t3\t0\t0\t0\t3\t3\n"),
              "t.scen:2: expected the goal inside the 4x3 map, found (0,3)");
}

static void test_scen_values(void)
{
    struct pf_scen s;
    struct pf_error err;
    const char *text = "version 1.0\n3 maps/bgmaps/t.map 4 3 0 1 3 2 13.24\n"
                       "7\tt.map\t4\t3\t3\t2\t0\t1\t28.48528137\n";
    CHECK_INT(pf_scen_parse("t.scen", text, strlen(text), &s, &err), PF_OK);
    CHECK_INT(s.n, 2);
    CHECK_STR(s.version, "1.0");
    CHECK_INT(s.e[0].line, 2);
    CHECK_INT(s.e[0].bucket, 3);
    CHECK_STR(s.e[0].map, "maps/bgmaps/t.map");
    CHECK(s.e[0].sx == 0 && s.e[0].sy == 1 && s.e[0].gx == 3 && s.e[0].gy == 2);
    CHECK_NEAR(s.e[0].optimum, 13.24, 1e-12);
    CHECK_INT(s.e[0].decimals, 2);
    CHECK_INT(s.e[1].decimals, 8);
    CHECK_NEAR(pf_scen_tolerance(&s.e[0]), 0.005 + 2e-6 * 13.24, 1e-12);
    pf_scen_free(&s);
}

int main(void)
{
    test_map_errors();
    test_map_contents();
    test_scen_errors();
    test_scen_values();
    return pf_check_report("test_parsers");
}
