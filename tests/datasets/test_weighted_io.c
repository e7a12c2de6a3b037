/* test_weighted_io.c: the costs file and the weighted map: exact parse results (scale, fixed
 * values, lines), every refusal's message, round trips through the writers. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "pf_weighted_io.h"

/* Parse a costs file from a string: its message, "" when it parsed. */
static struct pf_costs costs;
static const char *costs_msg(const char *text, size_t len)
{
    static struct pf_error err;
    err.msg[0] = '\0';
    return pf_costs_parse("c.costs", text, len, &costs, &err) == PF_OK ? "" : err.msg;
}
#define COSTS(s) costs_msg(s, sizeof(s) - 1)

static void costs_parsed(void)
{
    CHECK_STR(COSTS("r 1\n. 2.5\nf 0.25\nw 0\n"), "");
    CHECK_INT(costs.decimals, 2);
    CHECK_INT(costs.scale, 100);
    CHECK_INT(costs.fixed['r'], 100);
    CHECK_INT(costs.fixed['.'], 250);
    CHECK_INT(costs.fixed['f'], 25);
    CHECK_INT(costs.fixed['w'], 0);
    CHECK_INT(costs.line['r'], 1);
    CHECK_INT(costs.line['w'], 4);
    CHECK_INT(costs.line['x'], 0);
    CHECK(costs.cost['.'] == 2.5 && costs.cost['f'] == 0.25 && costs.cost['w'] == 0);
    /* blank lines skipped (and counted), tabs, CRLF, no final newline, "1." and ".5" */
    CHECK_STR(COSTS("\n  \nr\t1.\r\n@ 0\r\n\nx .5"), "");
    CHECK_INT(costs.line['r'], 3);
    CHECK_INT(costs.line['@'], 4);
    CHECK_INT(costs.line['x'], 6);
    CHECK_INT(costs.decimals, 1);
    CHECK_INT(costs.fixed['r'], 10);
    CHECK_INT(costs.fixed['x'], 5);
    /* trailing zeros count as written decimals; 6 decimals exactly, no double rounding */
    CHECK_STR(COSTS("a 1.50\nb 0.000001\nc 16.777215\n"), "");
    CHECK_INT(costs.decimals, 6);
    CHECK_INT(costs.fixed['a'], 1500000);
    CHECK_INT(costs.fixed['b'], 1);
    CHECK_INT(costs.fixed['c'], 16777215);
    /* the largest integer cost at scale 1 */
    CHECK_STR(COSTS("z 16777215\n"), "");
    CHECK_INT(costs.fixed['z'], PF_WCOST_MAX);
}

static void costs_refused(void)
{
    CHECK_STR(COSTS(""), "c.costs:1: expected a line 'LABEL COST', found end of file (no label has a cost)");
    CHECK_STR(COSTS("\n \n"), "c.costs:3: expected a line 'LABEL COST', found end of file (no label has a cost)");
    CHECK_STR(COSTS("r 1\nrr 1\n"), "c.costs:2: expected a label of one printable character, found 'rr'");
    CHECK_STR(COSTS("\x01 1\n"), "c.costs:1: expected a label of one printable character, found '\\x01'");
    CHECK_STR(COSTS("r 1\nf\n"), "c.costs:2: expected a cost after label 'f', found end of line");
    CHECK_STR(COSTS("r 1 x\n"), "c.costs:1: expected end of line after the cost of 'r', found 'x'");
    CHECK_STR(COSTS("r 1\n\ns -2\n"), "c.costs:3: expected a non-negative cost for label 's', found '-2'");
    CHECK_STR(COSTS("r abc\n"),
              "c.costs:1: expected a cost (a decimal number such as 2 or 0.5) for label 'r', found 'abc'");
    CHECK_STR(COSTS("r 1e3\n"),
              "c.costs:1: expected a cost (a decimal number such as 2 or 0.5) for label 'r', found '1e3'");
    CHECK_STR(COSTS("r 1\nf 2\nr 3\n"),
              "c.costs:3: expected one cost for label 'r', found a second (the first on line 1)");
    CHECK_STR(COSTS("r 0.1234567\n"),
              "c.costs:1: expected a cost with at most 6 decimals for label 'r', found '0.1234567'");
    CHECK_STR(COSTS("r 16777216\n"),
              "c.costs:1: costs overflow the integer range: expected a cost of at most 16777215 for label 'r', "
              "found '16777216'");
    /* each cost fits alone, but not at the scale another line sets */
    CHECK_STR(COSTS("a 1\nr 10000000\nf 0.5\n"),
              "c.costs:2: costs overflow the integer range: expected cost x 10^1 at most 16777215 for label 'r' "
              "(1: the most decimals of any line), found '10000000' x 10^1 = 100000000");
    struct pf_error err;
    CHECK_INT(pf_costs_read("/nonexistent/x.costs", &costs, &err), PF_ERR_IO);
    CHECK_STR(err.msg, "/nonexistent/x.costs: cannot open: No such file or directory");
}

#define HDR "type octile\nheight 2\nwidth 3\nmap\n"

static struct pf_wgrid wg;
static const char *wmap_msg(const char *text, size_t len, const char *costs_text, uint64_t max_cells)
{
    static struct pf_error err;
    struct pf_costs c;
    err.msg[0] = '\0';
    CHECK_INT(pf_costs_parse("t.costs", costs_text, strlen(costs_text), &c, &err), PF_OK);
    if (pf_wmap_parse("t.map", text, len, &c, "t.costs", &wg, max_cells, &err) != PF_OK)
        return err.msg;
    return "";
}
#define WMAP(s, c) wmap_msg(s, sizeof(s) - 1, c, 1000000)

static void wmap_parsed(void)
{
    CHECK_STR(WMAP(HDR "r.f\n@~.\n", "r 1\n. 2.5\nf 4\n@ 0\n~ 16\n"), "");
    CHECK_INT(wg.grid.width, 3);
    CHECK_INT(wg.grid.height, 2);
    CHECK_INT(wg.scale, 10);
    CHECK_INT(wg.open_cells, 5);
    CHECK_INT(wg.min_cost, 10);
    CHECK_INT(wg.max_cost, 160);
    CHECK_INT(wg.cost[pf_grid_node(&wg.grid, 1, 0)], 25);
    CHECK_INT(wg.cost[pf_grid_node(&wg.grid, 0, 1)], 0);
    CHECK(!pf_grid_passable(&wg.grid, 0, 1) && pf_grid_passable(&wg.grid, 1, 1));
    CHECK_INT(pf_grid_char(&wg.grid, 1, 1), '~');
    pf_wgrid_free(&wg);
}

static void wmap_refused(void)
{
    const char *c = "r 1\n. 2\n@ 0\n";
    CHECK_STR(WMAP(HDR "r.r\n.x.\n", c), "t.map:6: label 'x' at (1,1) has no cost in t.costs: expected a line 'x COST'");
    CHECK_STR(WMAP(HDR "r.r\n..\n", c), "t.map:6: expected 3 characters in row 1, found 2");
    CHECK_STR(WMAP(HDR "r.r\n", c), "t.map:6: expected 2 rows, found 1");
    CHECK_STR(WMAP(HDR "r.r\n. .\n", c),
              "t.map:6: expected a terrain label (a printable character other than a space), found ' ' at column 2");
    CHECK_STR(WMAP(HDR "r.r\n...\n@\n", c), "t.map:7: expected end of file after 2 rows, found more text");
    CHECK_STR(WMAP("type octile\nheight 2\n", c), "t.map:3: expected 'width W', found end of file");
    CHECK_STR(WMAP("type hex\n", c), "t.map:1: expected 'type octile', found type 'hex'");
    CHECK_STR(WMAP("type octile\nheight 1000\nwidth 1001\nmap\n", c),
              "t.map:4: expected a map of at most 1000000 cells (the memory limit; PFBENCH_MAX_CELLS raises it), "
              "found 1001 x 1000 = 1001000 cells");
    {
        const char t[] = "type octile\nheight 10000\nwidth 10000\nmap\n";
        CHECK_STR(wmap_msg(t, sizeof t - 1, c, UINT64_MAX),
                  "t.map:4: expected a map of at most 67108864 cells (the weighted maps' limit), found 10000 x "
                  "10000 = 100000000 cells");
    }
    CHECK(wg.cost == NULL);     /* left empty on every refusal */
}

/* Write text to path (through the library's crash-safe writer). */
static void put(const char *path, const char *text)
{
    struct pf_out o;
    struct pf_error err;
    CHECK_INT(pf_out_open(&o, path, &err), PF_OK);
    fputs(text, o.f);
    CHECK_INT(pf_out_commit(&o, &err), PF_OK);
}

/* The bytes of a file ("" when it cannot be read). */
static char *slurp(const char *path)
{
    char *buf = NULL;
    size_t len;
    struct pf_error err;
    if (pf_file_slurp(path, &buf, &len, 1u << 20, &err) != PF_OK)
        return calloc(1, 1);
    return buf;
}

static void round_trips(void)
{
    char dir[] = "/tmp/test_weighted_io.XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char cpath[200], mpath[200], cpath2[200], mpath2[200];
    snprintf(cpath, sizeof cpath, "%s/a.costs", dir);
    snprintf(mpath, sizeof mpath, "%s/a.map", dir);
    snprintf(cpath2, sizeof cpath2, "%s/b.costs", dir);
    snprintf(mpath2, sizeof mpath2, "%s/b.map", dir);
    /* a costs file in canonical form (every cost at the file's decimals) reads and writes back
     * byte for byte; another form reads back to the same costs */
    const char *canon = "r 1.00\n. 2.50\nf 0.25\n@ 0.00\n";
    put(cpath, "\nr 1\n.\t2.5\nf 0.25\n@ 0\n");
    struct pf_costs a, b;
    struct pf_error err;
    CHECK_INT(pf_costs_read(cpath, &a, &err), PF_OK);
    CHECK_INT(pf_costs_write(cpath2, &a, &err), PF_OK);
    char *text = slurp(cpath2);
    CHECK_STR(text, canon);
    free(text);
    CHECK_INT(pf_costs_read(cpath2, &b, &err), PF_OK);
    CHECK(memcmp(a.fixed, b.fixed, sizeof a.fixed) == 0 && a.scale == b.scale && a.decimals == b.decimals);
    for (int i = 0; i < 256; i++)
        CHECK(!a.line[i] == !b.line[i] && (!a.line[i] || a.cost[i] == b.cost[i]));
    CHECK_INT(b.line['@'], 4);

    /* the map: read, written, read again: the same labels and fixed costs */
    const char *map = "type octile\nheight 3\nwidth 4\nmap\nr..f\n@@.f\nrrr.\n";
    put(mpath, map);
    struct pf_wgrid w1, w2;
    CHECK_INT(pf_wmap_read(mpath, cpath, &w1, &err), PF_OK);
    CHECK_INT(pf_wmap_write(mpath2, &w1, &err), PF_OK);
    text = slurp(mpath2);
    CHECK_STR(text, map);
    free(text);
    CHECK_INT(pf_wmap_read(mpath2, cpath2, &w2, &err), PF_OK);
    CHECK(w1.grid.num_nodes == w2.grid.num_nodes &&
          memcmp(w1.cost, w2.cost, w1.grid.num_nodes * sizeof *w1.cost) == 0);
    pf_wgrid_free(&w1);
    pf_wgrid_free(&w2);
    /* a label without a cost names the map's line and the costs file */
    put(mpath, "type octile\nheight 2\nwidth 2\nmap\nr.\n.q\n");
    CHECK_INT(pf_wmap_read(mpath, cpath, &w1, &err), PF_ERR_PARSE);
    char want[600];
    snprintf(want, sizeof want, "%s:6: label 'q' at (1,1) has no cost in %s: expected a line 'q COST'", mpath, cpath);
    CHECK_STR(err.msg, want);
    /* a bad costs file is named before the map is read */
    put(cpath, "r 1\nr 2\n");
    CHECK_INT(pf_wmap_read(mpath2, cpath, &w1, &err), PF_ERR_PARSE);
    snprintf(want, sizeof want, "%s:2: expected one cost for label 'r', found a second (the first on line 1)", cpath);
    CHECK_STR(err.msg, want);

    char buf[40];
    CHECK_INT(pf_wmap_costs_path("maps/dao/den.map", buf, sizeof buf), PF_OK);
    CHECK_STR(buf, "maps/dao/den.costs");
    CHECK_INT(pf_wmap_costs_path("x", buf, sizeof buf), PF_OK);
    CHECK_STR(buf, "x.costs");
    CHECK_INT(pf_wmap_costs_path("a-rather-long-name.map", buf, 10), PF_ERR_LIMIT);
    remove(cpath);
    remove(cpath2);
    remove(mpath);
    remove(mpath2);
    rmdir(dir);
}

/* Every costs file of fuzz/{corpus,regress}/costs: ok-* parses, bad-* fails with a
 * "FILE:LINE: expected ..." message. Returns how many files, or -1. */
static int replay_costs(const char *root, const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/fuzz/%s", root, dir);
    DIR *d = opendir(path);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        char file[8192];
        snprintf(file, sizeof file, "%s/%s", path, de->d_name);
        struct pf_error err = { "" };
        int rc = pf_costs_read(file, &costs, &err);
        if ((strncmp(de->d_name, "ok-", 3) == 0) != (rc == PF_OK))
            fprintf(stderr, "  %s: status %d: %s\n", file, rc, err.msg);
        CHECK((strncmp(de->d_name, "ok-", 3) == 0) == (rc == PF_OK));
        size_t len = strlen(file);
        CHECK(rc == PF_OK || (strncmp(err.msg, file, len) == 0 && strstr(err.msg, ": expected ")));
        n++;
    }
    closedir(d);
    return n;
}

int main(void)
{
    costs_parsed();
    costs_refused();
    wmap_parsed();
    wmap_refused();
    round_trips();
    const char *root = getenv("PF_SOURCE_DIR");
    if (root && *root) {
        CHECK(replay_costs(root, "corpus/costs") > 5);
        CHECK(replay_costs(root, "regress/costs") > 0);
    }
    return pf_check_report("test_weighted_io");
}
