/* gbench_check.c: the Google Benchmark shim end to end: runs two jobs on a small in-memory
 * map, reads gbench.json back as text and compares its per-query counters with direct
 * pf_search calls; also the failure paths (no file, no leftover .tmp, old file untouched). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "gbench.h"

#define W 32
#define H 32
#define NQ 5

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len < 2) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf)
        buf[len] = '\0';
    return buf;
}

static int file_exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* The JSON object of benchmark `name`: from its "name" key to the next benchmark's (or the
 * end). Returns a malloc'd copy, or NULL. */
static char *bench_section(const char *json, const char *name)
{
    char key[256];
    snprintf(key, sizeof key, "\"name\": \"%s\"", name);
    const char *start = strstr(json, key);
    if (!start)
        return NULL;
    const char *end = strstr(start + strlen(key), "\"name\": \"");
    size_t len = end ? (size_t)(end - start) : strlen(start);
    char *s = malloc(len + 1);
    if (s) {
        memcpy(s, start, len);
        s[len] = '\0';
    }
    return s;
}

/* The number after "key": in text, or -1 when absent. */
static double json_number(const char *text, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\": ", key);
    const char *p = text ? strstr(text, pat) : NULL;
    if (!p)
        return -1;
    return strtod(p + strlen(pat), NULL);
}

int main(void)
{
    CHECK_INT(pf_gbench_available(), 1);

    /* 32 x 32 open map with a wall at x = 16, open only in the bottom four rows. */
    struct pf_grid g;
    CHECK_INT(pf_grid_init(&g, W, H), PF_OK);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            pf_grid_set(&g, x, y, (x == 16 && y < H - 4) ? '@' : '.');
    struct pf_search_ctx *ctx = pf_ctx_create(&g, PF_MOVES_8);
    CHECK(ctx != NULL);
    if (!ctx)
        return pf_check_report("gbench_check");

    const struct pf_variant *astar = pf_variant_find("astar/octile/heap");
    const struct pf_variant *dijk = pf_variant_find("dijkstra/heap");
    CHECK(astar != NULL && dijk != NULL);
    if (!astar || !dijk)
        return pf_check_report("gbench_check");

    static const int q[NQ][4] = {
        {0, 0, 31, 0}, {2, 5, 30, 29}, {15, 10, 17, 10}, {5, 31, 25, 2}, {20, 20, 22, 25},
    };
    pf_node starts[NQ], goals[NQ];
    uint64_t expanded[NQ], total = 0;
    for (int i = 0; i < NQ; i++) {
        starts[i] = pf_grid_node(&g, q[i][0], q[i][1]);
        goals[i] = pf_grid_node(&g, q[i][2], q[i][3]);
        struct pf_result res;
        CHECK_INT(pf_search(ctx, astar, starts[i], goals[i], &res), PF_OK);
        expanded[i] = res.c.expanded;
        total += expanded[i];
    }

    struct pf_gbench_job jobs[2];
    memset(jobs, 0, sizeof jobs);
    snprintf(jobs[0].name, sizeof jobs[0].name, "astar/octile/heap/wall32");
    snprintf(jobs[1].name, sizeof jobs[1].name, "dijkstra/heap/wall32");
    jobs[0].ctx = jobs[1].ctx = ctx;
    jobs[0].variant = astar;
    jobs[1].variant = dijk;
    jobs[0].starts = jobs[1].starts = starts;
    jobs[0].goals = jobs[1].goals = goals;
    jobs[0].count = jobs[1].count = NQ;

    const char *dir = getenv("PF_TEST_TMP");
    if (!dir || !*dir)
        dir = "/tmp";
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        dir = "/tmp";
    char path[512], tmp[600], path2[512];
    snprintf(path, sizeof path, "%s/gbench_check_%ld.json", dir, (long)getpid());
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    snprintf(path2, sizeof path2, "%s/gbench_check_%ld_2.json", dir, (long)getpid());
    remove(path);
    remove(path2);

    /* A successful run. */
    struct pf_gbench_context info[] = {{"suite", "gbench_check"}, {"pf_test_key", "first"}};
    CHECK_INT(pf_gbench_run(jobs, 2, path, 0.01, info, 2), 0);
    CHECK(!file_exists(tmp));
    char *json = slurp(path);
    CHECK(json != NULL);
    if (json) {
        CHECK(strstr(json, "\"astar/octile/heap/wall32\"") != NULL);
        CHECK(strstr(json, "\"dijkstra/heap/wall32\"") != NULL);
        CHECK(strstr(json, "\"pfbench_shim\": \"1\"") != NULL);
        CHECK(strstr(json, "\"pf_test_key\": \"first\"") != NULL);
        CHECK(strstr(json, "\"suite\": \"gbench_check\"") != NULL);
        CHECK(strstr(json, "\"expanded\": ") != NULL);
        CHECK(strstr(json, "\"expansions_per_second\": ") != NULL);

        /* Iteration i solves query i mod NQ, from the first query on, so the per-query
         * average over N iterations is exact: whole cycles plus a prefix. */
        char *sec = bench_section(json, "astar/octile/heap/wall32");
        CHECK(sec != NULL);
        double iters = json_number(sec, "iterations");
        double avg = json_number(sec, "expanded");
        CHECK(iters >= 1);
        if (iters >= 1) {
            uint64_t n = (uint64_t)iters, want = (n / NQ) * total;
            for (uint64_t i = 0; i < n % NQ; i++)
                want += expanded[i];
            double want_avg = (double)want / (double)n;
            CHECK_NEAR(avg, want_avg, 1e-9 * want_avg);
            if (n % NQ == 0)
                CHECK_NEAR(avg, (double)total / NQ, 1e-9 * avg);
            printf("astar: %llu iterations, expanded/query %.4f (plain average %.4f)\n",
                   (unsigned long long)n, avg, (double)total / NQ);
        }
        CHECK_NEAR(json_number(sec, "queries"), NQ, 0);
        CHECK(json_number(sec, "generated") > 0);
        CHECK(json_number(sec, "expansions_per_second") > 0);
        free(sec);

        /* The second job has its own entry with counters. */
        sec = bench_section(json, "dijkstra/heap/wall32");
        CHECK(sec != NULL);
        CHECK(json_number(sec, "expanded") > 0);
        free(sec);
        free(json);
    }

    /* A second run in the same process: new context values replace the old ones. */
    info[1].value = "second";
    CHECK_INT(pf_gbench_run(jobs, 1, path2, 0.01, info, 2), 0);
    json = slurp(path2);
    CHECK(json != NULL);
    if (json) {
        CHECK(strstr(json, "\"pf_test_key\": \"second\"") != NULL);
        CHECK(strstr(json, "\"first\"") == NULL);
        CHECK(strstr(json, "\"dijkstra/heap/wall32\"") == NULL);
        free(json);
    }

    /* A failing run (a query from a blocked cell) leaves the existing file untouched and no
     * .tmp behind. */
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs("old", f);
        fclose(f);
    }
    pf_node bad_start[1] = {pf_grid_node(&g, 16, 0)};
    struct pf_gbench_job bad = jobs[0];
    bad.starts = bad_start;
    bad.count = 1;
    CHECK_INT(pf_gbench_run(&bad, 1, path, 0.01, NULL, 0), -1);
    CHECK(!file_exists(tmp));
    json = slurp(path);
    CHECK(json != NULL && strcmp(json, "old") == 0);
    free(json);

    /* Invalid arguments and an unwritable path. */
    bad = jobs[0];
    bad.count = 0;
    CHECK_INT(pf_gbench_run(&bad, 1, path2, 0.01, NULL, 0), -1);
    CHECK_INT(pf_gbench_run(jobs, 0, path2, 0.01, NULL, 0), -1);
    CHECK_INT(pf_gbench_run(jobs, 1, "/nonexistent-dir/gbench.json", 0.01, NULL, 0), -1);
    CHECK(!file_exists("/nonexistent-dir/gbench.json"));

    remove(path);
    remove(path2);
    pf_ctx_destroy(ctx);
    pf_grid_free(&g);
    return pf_check_report("gbench_check");
}
