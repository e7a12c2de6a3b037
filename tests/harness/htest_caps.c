/* htest_caps.c: no silent caps: a plan of more than 4,096 Moving AI maps keeps every map, and
 * runs.csv lines that do not fit a row (a name too long, too many columns) are refused with a
 * message naming the limit instead of being cut. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"
#include "plan.h"
#include "rows.h"

static char tmpdir[4096];

static int write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    fputs(text, f);
    return fclose(f);
}

/* 4,200 maps of 3x3 cells with one scenario line each in tmpdir/mai/cap/. */
#define NMAPS 4200
static void test_plan_grows(void)
{
    char dir[4200], path[4300], text[256];
    snprintf(dir, sizeof dir, "%s/mai", tmpdir);
    mkdir(dir, 0777);
    snprintf(dir, sizeof dir, "%s/mai/cap", tmpdir);
    mkdir(dir, 0777);
    int bad = 0;
    for (int i = 0; i < NMAPS; i++) {
        snprintf(path, sizeof path, "%s/cap-%04d.map", dir, i);
        bad |= write_file(path, "type octile\nheight 3\nwidth 3\nmap\n...\n...\n...\n");
        snprintf(path, sizeof path, "%s/cap-%04d.map.scen", dir, i);
        snprintf(text, sizeof text, "version 1\n0\tcap-%04d.map\t3\t3\t0\t0\t2\t2\t2.82842712\n", i);
        bad |= write_file(path, text);
    }
    CHECK(!bad);
    struct pf_plan p;
    snprintf(dir, sizeof dir, "%s/mai", tmpdir);
    const char *dirs[PF_PLAN_DOMAINS] = { 0 };
    dirs[pf_domain_ops_index(pf_domain_named("grid"))] = dir;
    CHECK_INT(pf_plan_build(&p, pf_suite_find("full"), "cap-*", dirs, 1), 0);
    CHECK_INT(p.n, NMAPS);
    if (p.n == NMAPS) {
        CHECK_STR(p.m[0].name, "cap-0000");
        CHECK_STR(p.m[NMAPS - 1].name, "cap-4199");
        CHECK_STR(p.m[NMAPS - 1].family, "cap");
        CHECK_INT(p.m[NMAPS - 1].n, 1);
    }
    pf_plan_free(&p);
}

static void test_rows_refused(void)
{
    char path[4200], err[800], want[4400];
    struct pf_rows rows;
    snprintf(path, sizeof path, "%s/runs.csv", tmpdir);
    /* a variant name of 60 characters: the field holds 47 */
    char line[4096];
    snprintf(line, sizeof line, "map,family,variant\nm,f,%060d\n", 0);
    CHECK_INT(write_file(path, line), 0);
    CHECK_INT(pf_rows_read(path, &rows, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: expected at most 47 characters in column 3 (variant), found 60", path);
    CHECK_STR(err, want);
    /* 70 columns: a row holds 64 */
    size_t o = (size_t)snprintf(line, sizeof line, "map");
    for (int i = 1; i < 70; i++)
        o += (size_t)snprintf(line + o, sizeof line - o, ",x%d", i);
    snprintf(line + o, sizeof line - o, "\n");
    CHECK_INT(write_file(path, line), 0);
    CHECK_INT(pf_rows_read(path, &rows, NULL, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:1: expected at most 64 columns, found 70", path);
    CHECK_STR(err, want);
    /* a name that fits exactly is kept whole */
    snprintf(line, sizeof line, "map,family,variant\nm,f,%047d\n", 0);
    CHECK_INT(write_file(path, line), 0);
    CHECK_INT(pf_rows_read(path, &rows, NULL, err, sizeof err), 0);
    CHECK_INT(rows.n, 1);
    if (rows.n == 1)
        CHECK_INT(strlen(rows.r[0].variant), 47);
    pf_rows_free(&rows);
}

int main(void)
{
    const char *t = getenv("PF_TEST_TMP");
    snprintf(tmpdir, sizeof tmpdir, "%s/htest-caps-%ld", t && *t ? t : "/tmp", (long)getpid());
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", tmpdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "htest_caps: cannot create %s\n", tmpdir);
        return 1;
    }
    test_plan_grows();
    test_rows_refused();
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "htest_caps: note: cannot remove %s\n", tmpdir);
    return pf_check_report("htest_caps");
}
