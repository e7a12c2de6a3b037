/* htest_validate.c: `pfbench run` + `pfbench validate` end to end: validate passes on the
 * real variants and fails on a deliberately broken one (Manhattan A* registered as if it were
 * admissible under 8 moves, in this test only); the result folder's files are complete. */
#include <stdlib.h>
#include <unistd.h>
#include "check.h"
#include "commands.h"
#include "pf_search.h"
#include "rows.h"

static const struct pf_heuristic lying_manhattan = {
    .info = { .name = "manhattan-claims-admissible", .admissible_on = PF_MOVES_2D, .kind = PF_HEURISTIC_2D },
    .estimate = NULL,            /* filled in main from the real Manhattan */
};
static struct pf_heuristic liar;
static const struct pf_variant broken = {
    .name = "astar/liar/heap", .alg = &pf_alg_best_first, .heuristic = &liar.info, .open = &pf_open_heap,
    .about = "test only: an inadmissible heuristic that claims to be admissible",
};

/* `pfbench ARGV...` through the real command table */
static int run(char **argv)
{
    char *full[64] = { "pfbench" };
    int argc = 1;
    while (argv[argc - 1] && argc < 63) {
        full[argc] = argv[argc - 1];
        argc++;
    }
    return pf_main(argc, full);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

int main(void)
{
    liar = lying_manhattan;
    liar.estimate = pf_h_manhattan.estimate;
    CHECK_INT(pf_variant_register(&broken), PF_OK);
    CHECK_INT(pf_variant_register(&broken), PF_ERR_ARG);     /* a name is registered once */

    const char *t = getenv("PF_TEST_TMP");
    char out[512], dir[700], path[800];
    snprintf(out, sizeof out, "%s/htest-validate-%d", t && *t ? t : "/tmp", (int)getpid());

    /* honest variants only: validate passes */
    char *a1[] = { "run", "--suite", "quick", "--maps", "gen-random-64x64*,gen-maze*", "--algos",
                   "astar/octile/*,dijkstra/*,astar/manhattan/heap,bfs", "--gbench-min-time", "0",
                   "--variant-seconds", "100000",
                   "--quiet", "--out", out, NULL };
    CHECK_INT(run(a1), 0);
    snprintf(dir, sizeof dir, "%s/latest", out);
    char *v1[] = { "validate", "--quiet", dir, NULL };
    CHECK_INT(run(v1), 0);

    /* the result folder: rows parse back, one per (map, scenario, variant), all valid */
    snprintf(path, sizeof path, "%s/runs.csv", dir);
    struct pf_rows rows;
    char err[300];
    CHECK_INT(pf_rows_read(path, &rows, NULL, err, sizeof err), 0);
    CHECK_INT(rows.n, 2 * 20 * 8);          /* 2 maps x 20 scenarios x 8 variants */
    size_t valid = 0, optimal_ok = 1;
    for (size_t i = 0; i < rows.n; i++) {
        valid += rows.r[i].valid;
        if (rows.r[i].should_be_optimal && strcmp(rows.r[i].status, "ok") == 0)
            optimal_ok &= rows.r[i].cost <= rows.r[i].dijkstra_cost * (1 + 1e-9);
        CHECK(rows.r[i].time_ns > 0);
        CHECK(rows.r[i].c.expanded > 0 || rows.r[i].path_len == 1);
    }
    CHECK_INT(valid, rows.n);
    CHECK(optimal_ok);
    pf_rows_free(&rows);
    const char *meta = slurp((snprintf(path, sizeof path, "%s/meta.json", dir), path));
    CHECK(meta && strstr(meta, "\"complete\": true") && strstr(meta, "\"suite\": \"quick\""));
    const char *sum = slurp((snprintf(path, sizeof path, "%s/summary.csv", dir), path));
    CHECK(sum && strncmp(sum, "variant,family,moves,scenarios,optimal_share", 44) == 0);
    CHECK(sum && strstr(sum, "astar/octile/heap,gen-maze,8,20,1.000000,0,0,0,0,"));

    /* with the liar: validate fails and names it */
    char *a2[] = { "run", "--suite", "quick", "--maps", "gen-random-64x64*", "--algos",
                   "astar/liar/heap,dijkstra/heap", "--gbench-min-time", "0", "--quiet", "--out",
                   out, NULL };
    CHECK_INT(run(a2), 0);
    char *v2[] = { "validate", "--quiet", dir, NULL };
    CHECK_INT(run(v2), 1);
    const char *table = slurp((snprintf(path, sizeof path, "%s/validate.txt", dir), path));
    CHECK(table != NULL);
    if (table) {
        const char *line = strstr(table, "astar/liar/heap");
        CHECK(line && strstr(line, "FAIL (not optimal)") && strchr(line, '\n') > strstr(line, "FAIL"));
        CHECK(strstr(table, "validate: FAILED") != NULL);
        const char *dline = strstr(table, "dijkstra/heap");
        CHECK(dline && strncmp(strchr(dline, '\n') - 2, "ok", 2) == 0);
    }
    return pf_check_report("htest_validate");
}
