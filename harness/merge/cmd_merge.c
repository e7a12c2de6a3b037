/* cmd_merge.c: `pfbench merge`: check that the shards of a run, or runs split by --maps, belong together and join them into one result folder. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"
#include "commands.h"
#include "pf_io.h"
#include "merge.h"

static const struct pf_opt opts[] = {
    { "out", "DIR", "the merged result folder; must not exist, or be empty", "results/<date>-merged-<commit>" },
    { "quiet", NULL, "print only the merged folder (and warnings)", NULL },
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

static int cmp_shard_k(const void *a, const void *b)
{
    const struct pf_merge_shard *x = a, *y = b;
    return x->k < y->k ? -1 : x->k > y->k;
}

const struct pf_command pf_command_merge = {
    .name = "merge", .run = pf_cmd_merge, .opts = opts, .nopts = NOPTS,
    .about = "join the result folders of a sharded run, or of runs split by --maps, into one",
    .synopsis = "[--out DIR] RESULT_DIR...",
    .help =
                     "Join the result folders of a sharded run (pfbench run --shard K/N, K = 1..N), or\n"
                     "of runs of one suite split by --maps (map parts, each shard 1/1), into one result\n"
                     "folder, as if the run had not been split. RESULT_DIR is a result folder, or a\n"
                     "folder holding them (e.g. results/shards-<stamp>).\n"
                     "It refuses, writing nothing, unless the folders belong together: same suite,\n"
                     "commit, compiler, cflags, build_type, moves, tie, seed, repeat, timing, budget and\n"
                     "variant_list; each meta.json \"complete\": true. Shards: the same map_list (names\n"
                     "and scenario counts) and N, every K from 1 to N exactly once. Map parts: no map in\n"
                     "two parts, each map with its place in the suite (map_list \"order\"). Shards and\n"
                     "map parts are not mixed. No row in two folders, and per map scenarios x variants\n"
                     "rows in all.\n"
                     "It writes runs.csv (in the order of an unsplit run), summary.csv, validate.txt,\n"
                     "meta.json (\"shard\": \"merged from N\", or \"merged from N map parts\";\n"
                     "\"hosts\": [...]), gbench.json (every folder's benchmarks; a shard's named\n"
                     ".../shardK-of-N) and traces/ (the first folder's).\n"
                     "Warns when the rows were timed on more than one host.\n"
                     "Exit status: 0 merged, 1 refused or a write failed, 2 usage.",
};

int pf_cmd_merge(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    if (cli.npos == 0) {
        fprintf(stderr, "pfbench merge: expected the result folders to join (see pfbench merge --help)\n");
        return PF_EXIT_USAGE;
    }
    int quiet = pf_cli_flag(&cli, "quiet");
    char **dirs = NULL;
    size_t ns = 0;
    for (int i = 0; i < cli.npos; i++)
        if (pf_merge_collect(cli.pos[i], &dirs, &ns) != 0) {
            for (size_t k = 0; k < ns; k++)
                free(dirs[k]);
            free(dirs);
            return PF_EXIT_FAIL;
        }
    struct pf_merge_shard *sh = calloc(ns, sizeof *sh);
    struct pf_rows merged = { 0 };
    struct pf_merge_strset hosts = { 0 };
    char *stage = NULL, out[4096];
    int rc = PF_EXIT_FAIL, *seen = NULL, by_maps = 0;
    struct pf_meta_map *part_map_list = NULL;   /* the map parts' maps, in plan order */
    if (!sh) {
        pf_merge_say("out of memory");
        for (size_t k = 0; k < ns; k++)
            free(dirs[k]);
        free(dirs);
        return PF_EXIT_FAIL;
    }
    for (size_t i = 0; i < ns; i++)
        sh[i].dir = dirs[i];
    free(dirs);

    /* 1. every meta.json: complete, and either a shard of the same run or a run of the same
     * settings on other maps */
    for (size_t i = 0; i < ns; i++)
        if (pf_merge_load_meta(&sh[i]) != 0)
            goto done;
    by_maps = pf_merge_split_kind(sh, ns);
    if (by_maps < 0)
        goto done;
    const struct pf_meta_map *maps;
    size_t nmaps;
    if (by_maps) {
        for (size_t i = 1; i < ns; i++)
            if (pf_merge_check_settings(&sh[i], &sh[0]) != 0 || pf_merge_check_variants(&sh[i], &sh[0]) != 0)
                goto done;
        if (!(part_map_list = pf_merge_part_maps(sh, ns, &nmaps)))
            goto done;
        maps = part_map_list;
    } else {
        for (size_t i = 1; i < ns; i++)
            if (pf_merge_check_same(&sh[i], &sh[0]) != 0)
                goto done;
        int n = sh[0].n;
        seen = calloc((size_t)n, sizeof *seen);
        if (!seen) {
            pf_merge_say("out of memory");
            goto done;
        }
        for (size_t i = 0; i < ns; i++) {
            if (seen[sh[i].k - 1]) {
                pf_merge_say("shard %d/%d given twice (%s and %s)", sh[i].k, n, sh[seen[sh[i].k - 1] - 1].dir, sh[i].dir);
                goto done;
            }
            seen[sh[i].k - 1] = (int)i + 1;
        }
        for (int k = 0; k < n; k++)
            if (!seen[k]) {
                pf_merge_say("shard %d/%d is missing", k + 1, n);
                goto done;
            }
        qsort(sh, ns, sizeof *sh, cmp_shard_k);
        maps = sh[0].maps;
        nmaps = sh[0].nmaps;
    }

    /* 2. the rows: none twice, none missing */
    if (pf_merge_rows(sh, ns, maps, nmaps, &merged) != 0)
        goto done;
    for (size_t s = 0; s < ns; s++)                 /* hosts in shard order */
        for (size_t i = 0; i < sh[s].rows.n; i++)
            if (pf_merge_strset_add(&hosts, sh[s].rows.r[i].host) != 0) {
                pf_merge_say("out of memory");
                goto done;
            }

    /* 3. write into a staging folder, then rename it into place */
    const char *o = pf_cli_get(&cli, "out");
    int default_out = !pf_cli_flag(&cli, "out");
    if (default_out) {
        char stamp[32];
        time_t t = time(NULL);
        struct tm tm;
        localtime_r(&t, &tm);
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
        snprintf(out, sizeof out, "results/%s-merged-%s", stamp, pf_merge_getv(&sh[0], "commit"));
    } else {
        snprintf(out, sizeof out, "%s", o);
        size_t l = strlen(out);
        while (l > 1 && out[l - 1] == '/')
            out[--l] = '\0';
    }
    if (!pf_merge_out_free(out)) {
        pf_merge_say("%s already exists and is not an empty folder; choose another --out", out);
        goto done;
    }
    stage = malloc(strlen(out) + 32);
    if (!stage) {
        pf_merge_say("out of memory");
        goto done;
    }
    sprintf(stage, "%s.merging.%ld", out, (long)getpid());
    if (pf_merge_make_parents(stage) != 0 || mkdir(stage, 0777) != 0) {
        pf_merge_say("cannot create %s: %s", stage, strerror(errno));
        free(stage);
        stage = NULL;
        goto done;
    }
    int failing = 0;
    if (pf_merge_write_runs(stage, &merged) || pf_merge_write_tables(stage, &merged, &failing) ||
        pf_merge_write_meta(stage, sh, ns, maps, nmaps, by_maps, &merged, &hosts) || pf_merge_write_gbench(stage, sh, ns, quiet) ||
        pf_merge_copy_traces(stage, &sh[0]))
        goto done;
    rmdir(out);                                     /* an empty folder given as --out */
    if (rename(stage, out) != 0) {
        pf_merge_say("cannot rename %s to %s: %s", stage, out, strerror(errno));
        goto done;
    }
    free(stage);
    stage = NULL;
    if (default_out) {                              /* results/latest: the newest complete run */
        unlink("results/latest");
        if (symlink(pf_basename(out), "results/latest") != 0 && !quiet)
            pf_merge_say("note: cannot link results/latest: %s", strerror(errno));
    }
    if (hosts.n > 1) {
        fprintf(stderr, "pfbench merge: warning: timed rows come from %zu hosts: comparisons of time mix machines (", hosts.n);
        for (size_t i = 0; i < hosts.n; i++)
            fprintf(stderr, "%s%s", i ? ", " : "", hosts.v[i]);
        fprintf(stderr, ")\n");
    }
    if (!quiet) {
        fprintf(stderr, "pfbench merge: %zu %s, %zu rows, %zu maps x %zu variants -> %s\n", ns,
                by_maps ? "map parts" : "shards", merged.n, nmaps, sh[0].nvariants, out);
        if (failing)
            fprintf(stderr, "pfbench merge: note: %d variant(s) fail validation (see %s/validate.txt)\n", failing, out);
    }
    printf("%s\n", out);
    rc = 0;
done:
    if (stage) {
        pf_merge_remove_tree(stage);
        free(stage);
    }
    for (size_t i = 0; i < ns; i++)
        pf_merge_shard_free(&sh[i]);
    free(sh);
    free(seen);
    free(part_map_list);
    free(merged.r);
    pf_merge_strset_free(&hosts);
    return rc;
}

