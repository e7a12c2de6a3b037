/* cmd_run.c: `pfbench run`: its options and help, then the run: every selected variant over
 * every planned scenario (run_map.c), each answer validated against Dijkstra and the published
 * optimum, timed, and written to a dated result folder (runs.csv row by row, then summary.csv,
 * validate.txt, gbench.json, meta.json: run_rows.c, run_gbench.c). */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"
#include "commands.h"
#include "plugin.h"
#include "prep.h"
#include "run.h"
#include "trace.h"

static const struct pf_opt opts[] = {
    { "suite", "NAME", "one of the suites listed above", "default" },
    { "algos", "PATTERNS", "comma-separated globs of variant names, e.g. 'astar/*,dijkstra/heap'", "*" },
    { "maps", "PATTERNS", "comma-separated globs of map names or families, e.g. 'gen-*,dao'", "*" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any (2D maps, weighted ones under mean), mean, enter (the weighted maps' cost rule, 2D maps under 8)", "8" },
    { "out", "DIR", "parent folder of the result folder", "results" },
    { "data", "DOMAIN=DIR", "the data folder of a domain (repeatable; DOMAIN: grid, voxel, graph, weighted, anyangle): its suite entries' files, and every map in DIR and its folders for a suite that takes the domain whole (default: the domain's variable, $MOVINGAI_DIR, $VOXEL_DIR, $GRAPHS_DIR, $WEIGHTED_DIR, $ANYANGLE_DIR, else datasets/movingai, voxel, graphs, weighted, anyangle)", NULL },
    { "movingai", "DIR", "alias of --data grid=DIR (the Moving AI maps)", NULL },
    { "voxel", "DIR", "alias of --data voxel=DIR (3D voxel levels)", NULL },
    { "graphs", "DIR", "alias of --data graph=DIR (node graphs)", NULL },
    { "repeat", "K", "timed solves per query, median kept (default: the suite's)", NULL },
    { "timing", "METHOD", "passes (the list K times, a query once a pass) or back-to-back (K in a row)", "passes" },
    { "budget", "N", "expansions per query before a row is marked 'budget' (default: the suite's)", NULL },
    { "variant-seconds", "S", "per variant and map: past S seconds the rest is 'budget' (default: the suite's)", NULL },
    { "gbench-min-time", "S", "seconds per Google Benchmark benchmark; 0 skips gbench.json", NULL },
    { "tie", "RULE", "tie-breaking among equal f: gmax, hmin, fifo, lifo", "gmax" },
    { "seed", "S", "seed of the random generic search", "1" },
    { "shard", "K/N", "run only shard K of N (deterministic, balanced by expected cost)", NULL },
    { "shard-by", "UNIT", "what a shard takes: line (map and scenario line pairs, the finest balance) or map (whole maps: a variant's preprocessing of a map, JPS+ or contraction hierarchies, is then done by one shard only)", "line" },
    { "resume", "DIR", "continue an interrupted run in DIR, skipping the rows it has; options left out come from DIR/meta.json, options given must agree with it", NULL },
    { "quiet", NULL, "no progress on stderr", NULL },
    { "prep-seconds", "S", "a variant's preprocessing of one map (JPS+, contraction hierarchies, ...) past S seconds stops, said with the budget named: its rows on that map are 'budget'", "600" },
    { "prep-cache", "DIR", "keep preprocessed data (JPS+, ...) in DIR, keyed by map content, algorithm, model and program build, so that a later run reads it instead of preprocessing again; prep_ns stays the time the preprocessing took; none: off (default: $PFBENCH_PREP_CACHE, else $XDG_CACHE_HOME/pfbench/prep, else ~/.cache/pfbench/prep)", NULL },
    PF_PLUGIN_OPT,
    { "plugin-timeout", "SEC", "a plugin's query (or preprocessing) running longer is killed: row 'timeout'", "60" },
    { "trace-steps", "N", "the Posthoc traces of the pictured query (traces/NN-VARIANT.trace.json) keep at most N steps of a search (at most 4194304): a longer one's trace stops there, marked truncated", "10000" },
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

volatile sig_atomic_t pf_run_stop;

static void on_signal(int sig)
{
    (void)sig;
    pf_run_stop = 1;
    pf_prep_interrupt(1);      /* a contraction of minutes stops at its next check, too */
}

static int parse_options(struct run *R, struct pf_cli *cli, const char **resume)
{
    const char *sname = pf_cli_get(cli, "suite");
    R->suite = pf_suite_find(sname);
    if (!R->suite) {
        fprintf(stderr, "pfbench run: unknown suite '%s'; suites:\n", sname);
        pf_suite_list();
        return -1;
    }
    uint64_t repeat = (uint64_t)R->suite->repeat, budget = R->suite->budget, seed = 1, steps = 0;
    R->variant_seconds = R->suite->variant_seconds;
    R->gbench_min_time = R->suite->gbench_min_time;
    if (pf_cli_u64(cli, "repeat", 1, REPEAT_MAX, &repeat) || pf_cli_u64(cli, "budget", 0, WHOLE_MAX, &budget) ||
        pf_cli_u64(cli, "seed", 0, WHOLE_MAX, &seed) ||
        pf_cli_double(cli, "variant-seconds", 0, 1e9, &R->variant_seconds) ||
        pf_cli_double(cli, "gbench-min-time", 0, 100, &R->gbench_min_time) ||
        pf_cli_double(cli, "plugin-timeout", 0.001, 1e6, &R->plugin_timeout) ||
        pf_cli_double(cli, "prep-seconds", 0, 1e9, &R->prep_seconds) ||
        pf_cli_u64(cli, "trace-steps", 1, PF_TRACE_MAX_STEPS, &steps)) {
        fprintf(stderr, "pfbench run: %s\n", cli->err);
        return -1;
    }
    pf_trace_set_steps((uint32_t)steps);
    R->repeat = (int)repeat;
    if (pf_timing_parse(pf_cli_get(cli, "timing"), &R->timing) != 0) {
        fprintf(stderr, "pfbench run: option '--timing': expected passes or back-to-back, found '%s'\n",
                pf_cli_get(cli, "timing"));
        return -1;
    }
    R->budget = budget;
    R->budget_given = pf_cli_get(cli, "budget") != NULL;
    R->seconds_given = pf_cli_get(cli, "variant-seconds") != NULL;
    R->seed = seed;
    if (pf_domain_moves_parse(pf_cli_get(cli, "moves"), &R->moves) != PF_OK) {
        fprintf(stderr, "pfbench run: unknown movement model '%s' (%s: a 2D model leaves weighted maps under "
                        "mean, a cost rule leaves 2D maps under 8; voxel maps always use 26 neighbours and node "
                        "graphs their arcs)\n", pf_cli_get(cli, "moves"), pf_domain_moves_choices());
        return -1;
    }
    if (pf_tie_parse(pf_cli_get(cli, "tie"), &R->tie) != PF_OK) {
        fprintf(stderr, "pfbench run: unknown tie rule '%s' (gmax, hmin, fifo, lifo)\n", pf_cli_get(cli, "tie"));
        return -1;
    }
    R->shard_k = R->shard_n = 1;
    const char *sh = pf_cli_get(cli, "shard");
    if (sh && pf_run_parse_shard(R, sh) != 0) {
        fprintf(stderr, "pfbench run: option '--shard': expected K/N with 1 <= K <= N, found '%s'\n", sh);
        return -1;
    }
    if (pf_run_parse_shard_by(R, pf_cli_get(cli, "shard-by")) != 0) {
        fprintf(stderr, "pfbench run: option '--shard-by': expected line or map, found '%s'\n",
                pf_cli_get(cli, "shard-by"));
        return -1;
    }
    const char *pat = pf_cli_get(cli, "algos");
    R->variants = malloc(pf_variant_count() * sizeof *R->variants);
    size_t skipped = 0;
    for (size_t i = 0; i < pf_variant_count(); i++)
        if (pf_match_any(pat, pf_variant_at(i)->name)) {
            /* a model its algorithm cannot search: an error when named, else left out and said
             * (a resumed run keeps its own list: its model is read back below) */
            int use = pf_cli_get(cli, "resume") ? 1
                      : pf_variant_usable("run", pf_cli_flag(cli, "algos") ? pat : NULL, pf_variant_at(i),
                                          pf_domain_moves(pf_variant_domain(pf_variant_at(i)), R->moves));
            if (use < 0)
                return -1;
            if (use)
                R->variants[R->nvariants++] = pf_variant_at(i);
            else
                skipped++;
        }
    if (!R->nvariants && skipped) {
        fprintf(stderr, "pfbench run: no variant that '--algos %s' selects can run under movement model %s\n", pat,
                pf_moves_name(R->moves));
        return -1;
    }
    if (!R->nvariants) {
        fprintf(stderr, "pfbench run: no variant matches '--algos %s'; known variants:\n", pat);
        for (size_t i = 0; i < pf_variant_count(); i++)
            fprintf(stderr, "  %s\n", pf_variant_at(i)->name);
        return -1;
    }
    for (size_t i = 0; i < R->nvariants && !R->budget && !pf_cli_get(cli, "resume"); i++)
        if (R->variants[i]->alg->needs & PF_NEEDS_BUDGET)
            fprintf(stderr, "pfbench run: note: %s keeps no closed list: with no --budget one query can "
                            "take hours on an open map\n", R->variants[i]->name);
    if (pf_run_data_options(R, cli) != 0)
        return -1;
    R->quiet = pf_cli_flag(cli, "quiet");
    *resume = pf_cli_get(cli, "resume");
    return *resume ? pf_run_resume_options(R, cli, *resume) : 0;
}

int pf_run_data_options(struct run *R, const struct pf_cli *cli)
{
    for (size_t i = 0; i < pf_domain_ops_count() && i < PF_PLAN_DOMAINS; i++) {
        const struct pf_domain_ops *d = pf_domain_ops_at(i);
        if (d->data_option && pf_cli_flag(cli, d->data_option))
            R->data_given[i] = pf_cli_get(cli, d->data_option);
    }
    const char *a;
    for (int k = 0; (a = pf_cli_nth(cli, "data", k)) != NULL; k++) {
        const char *eq = strchr(a, '=');
        char name[64];
        const struct pf_domain_ops *d = NULL;
        if (eq && (size_t)(eq - a) < sizeof name) {
            snprintf(name, sizeof name, "%.*s", (int)(eq - a), a);
            d = pf_domain_named(name);
        }
        if (!d) {
            fprintf(stderr, "pfbench run: option '--data': expected DOMAIN=DIR with DOMAIN one of");
            for (size_t i = 0; i < pf_domain_ops_count(); i++)
                fprintf(stderr, "%s %s", i ? "," : "", pf_domain_ops_at(i)->name);
            fprintf(stderr, ", found '%s'\n", a);
            return -1;
        }
        R->data_given[pf_domain_ops_index(d)] = eq + 1;
    }
    return 0;
}

/* Every variant name a row holds must fit its runs.csv field: refused here, not cut in the rows
 * (map names are checked when planned). */
static int check_fits(const struct run *R)
{
    struct pf_row row;
    for (size_t i = 0; i < R->nvariants; i++) {
        const struct pf_variant *v = R->variants[i];
        const char *const f[][2] = { { "variant", v->name }, { "algo", pf_variant_algo(v) },
                                     { "heuristic", pf_variant_heuristic(v) }, { "open", pf_variant_open(v) } };
        const size_t cap[] = { sizeof row.variant, sizeof row.algo, sizeof row.heuristic, sizeof row.open };
        for (int k = 0; k < 4; k++)
            if (strlen(f[k][1]) >= cap[k]) {
                fprintf(stderr, "pfbench run: variant %s: expected a %s of at most %zu characters (a runs.csv "
                                "field), found '%s'\n", v->name, f[k][0], cap[k] - 1, f[k][1]);
                return -1;
            }
    }
    return 0;
}

/* Free what a run holds and return rc. */
static int run_free(struct run *R, int rc)
{
    if (R->fd >= 0)
        close(R->fd);
    for (size_t i = 0; i < R->ndone; i++)
        free(R->done[i]);
    free(R->done);
    free(R->variants);
    free(R->maps_pattern);
    pf_meta_free(&R->resumed);
    pf_plan_free(&R->plan);
    return rc;
}

/* The paragraph of --help: the text below, then the suites of suite.c. */
static const char *run_help(void);

const struct pf_command pf_command_run = {
    .name = "run", .run = pf_cmd_run, .opts = opts, .nopts = NOPTS,
    .about = "run variants over a suite: validated, timed rows in a dated result folder",
    .synopsis = "[--suite NAME] [--algos PATTERNS] [--maps PATTERNS] [options]",
    .help =
                     "Run the selected variants over every planned scenario. Each answer is checked\n"
                     "(valid path, cost against Dijkstra and the scenario's optimum) and timed: by\n"
                     "default in passes (per map and variant the planned scenario list is run --repeat\n"
                     "times in sequence, each query once a pass; time_ns is a query's median over the\n"
                     "passes), or with --timing back-to-back (each query --repeat times in a row, so the\n"
                     "later solves find its search state in cache: lower times). A query slower than\n"
                     "50 ms is timed once. The rows of a map and variant are written together to\n"
                     "results/<date>-<host>-<commit>/runs.csv after their last pass; then summary.csv,\n"
                     "validate.txt, gbench.json (Google Benchmark) and meta.json (\"timing\" names the\n"
                     "method). Ctrl-C stops cleanly: finished rows are kept and meta.json says complete: false;\n"
                     "--resume DIR continues. A --plugin variant runs in a child process: a crash or a\n"
                     "query past --plugin-timeout becomes that row's status 'crashed' or 'timeout', and\n"
                     "the run goes on with the next query. A map's domain (2D grid, voxel volume, node\n"
                     "graph) picks the variants that search it: each map gets the selected variants of\n"
                     "its domain only (each domain's maps from its --data DOMAIN=DIR).",
    .help_text = run_help,
};

static const char *run_help(void)
{
    static char text[8192];
    if (!text[0]) {
        size_t len = (size_t)snprintf(text, sizeof text, "%s\n\nSuites (--suite NAME):\n", pf_command_run.help);
        if (len < sizeof text)
            pf_suite_text(text + len, sizeof text - len);
        len = strlen(text);
        if (len && text[len - 1] == '\n')
            text[len - 1] = '\0';     /* pf_cli_usage ends the paragraph */
    }
    return text;
}

int pf_cmd_run(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    struct run R;
    memset(&R, 0, sizeof R);
    R.fd = -1;
    const char *resume = NULL;
    if (parse_options(&R, &cli, &resume) != 0)
        return run_free(&R, PF_EXIT_USAGE);
    /* each domain's folder: given, else resumed, else $data_env, else data_default */
    const char *data_dirs[PF_PLAN_DOMAINS] = { 0 };
    for (size_t i = 0; i < pf_domain_ops_count() && i < PF_PLAN_DOMAINS; i++)
        data_dirs[i] = pf_domain_data_dir(pf_domain_ops_at(i), R.data_given[i]);
    const char *maps = R.maps_pattern ? R.maps_pattern : pf_cli_get(&cli, "maps");
    pf_meta_collect(&R.meta);
    R.t_start = pf_now_ns();
    if (pf_plan_build(&R.plan, R.suite, maps, data_dirs, R.quiet) != 0)
        return run_free(&R, PF_EXIT_USAGE);
    unsigned domains = 0;                  /* the domains the run's variants search */
    for (size_t i = 0; i < R.nvariants; i++)
        domains |= 1u << pf_domain_index(pf_variant_domain(R.variants[i]));
    size_t left_out = pf_plan_keep_domains(&R.plan, domains);
    if (left_out && !R.quiet)
        fprintf(stderr, "pfbench run: note: %zu map%s of a domain no selected variant searches left out\n", left_out,
                left_out == 1 ? "" : "s");
    if (R.plan.n == 0 && !resume) {
        fprintf(stderr, "pfbench run: no map to run: no map of suite %s matches '--maps %s', or the files of "
                "those that match are missing\n", R.suite->name, maps);
        return run_free(&R, PF_EXIT_USAGE);
    }
    if (R.shard_n > 1)
        pf_plan_shard(&R.plan, R.shard_k, R.shard_n, R.shard_by_map);
    if ((resume && pf_run_resume_check_plan(&R, &cli) != 0) || check_fits(&R) != 0)
        return run_free(&R, PF_EXIT_USAGE);
    if (resume) {
        snprintf(R.dir, sizeof R.dir, "%s", resume);
    } else {
        char stamp[32];
        time_t t = time(NULL);
        struct tm tm;
        localtime_r(&t, &tm);
        strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
        snprintf(R.dir, sizeof R.dir, "%s/%s-%s-%s", pf_cli_get(&cli, "out"), stamp, R.meta.host, R.meta.commit);
        if (R.shard_n > 1) {
            size_t l = strlen(R.dir);
            snprintf(R.dir + l, sizeof R.dir - l, "-shard%d-of-%d", R.shard_k, R.shard_n);
        }
        /* two runs in the same second get their own folders: -2, -3, ... */
        struct stat st;
        size_t l = strlen(R.dir);
        for (int k = 2; stat(R.dir, &st) == 0 && k < 1000; k++)
            snprintf(R.dir + l, sizeof R.dir - l, "-%d", k);
    }
    struct pf_error de;
    {
        /* the user's cache folder (XDG), never inside --out, whose folders are runs */
        char fallback[4200] = "";
        const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
        if (xdg && *xdg)
            snprintf(fallback, sizeof fallback, "%s/pfbench/prep", xdg);
        else if (home && *home)
            snprintf(fallback, sizeof fallback, "%s/.cache/pfbench/prep", home);
        if (pf_prep_cache_setup("run", pf_cli_get(&cli, "prep-cache"), *fallback ? fallback : NULL, R.prep_cache,
                                sizeof R.prep_cache) != 0)
            return run_free(&R, PF_EXIT_USAGE);
    }
    if (pf_mkdir_p(R.dir, &de) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", de.msg);
        return run_free(&R, PF_EXIT_USAGE);
    }
    if (pf_run_open_runs(&R, resume) != 0 || pf_run_write_meta(&R, 0, "running") != 0)
        return run_free(&R, PF_EXIT_FAIL);
    for (size_t i = 0; i < R.plan.n; i++)
        R.units_total += (double)R.plan.m[i].n_mine * R.plan.m[i].width * (double)R.plan.m[i].height *
                         (double)R.plan.m[i].depth;
    if (!R.quiet) {
        /* the models: --moves for the 2D maps, each other domain's own */
        char models[96] = "";
        unsigned seen = 0;
        for (size_t i = 0; i < R.plan.n; i++) {
            enum pf_moves mv = pf_plan_moves(&R.plan.m[i], R.moves);
            if (!(seen & PF_MOVES_BIT(mv)))
                snprintf(models + strlen(models), sizeof models - strlen(models), "%s%s", seen ? ", " : "",
                         pf_moves_name(mv));
            seen |= PF_MOVES_BIT(mv);
        }
        fprintf(stderr, "pfbench run: suite %s, %zu maps, %zu variants, moves %s -> %s\n", R.suite->name,
                R.plan.n, R.nvariants, models, R.dir);
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND;          /* a second Ctrl-C kills at once */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    int rc = 0;
    for (size_t i = 0; i < R.plan.n && !pf_run_stop && rc == 0; i++)
        rc = pf_run_map(&R, i);
    close(R.fd);
    R.fd = -1;
    pf_run_gbench_merge(&R);
    if (rc == 0 && !pf_run_stop && R.shard_k == 1) {
        pf_run_write_traces(&R);
    }
    int interrupted = pf_run_stop != 0;
    pf_run_finish_tables(&R, !R.quiet && !interrupted);
    pf_run_write_meta(&R, rc == 0 && !interrupted, interrupted ? "interrupted" : rc ? "failed" : "complete");
    if (rc == 0 && !interrupted) {
        /* results/latest points at the newest complete run */
        char link[2200];
        snprintf(link, sizeof link, "%s/latest", pf_cli_get(&cli, "out"));
        const char *base = pf_basename(R.dir);
        unlink(link);
        if (symlink(base, link) != 0 && !R.quiet)
            fprintf(stderr, "pfbench run: note: cannot link %s: %s\n", link, strerror(errno));
    }
    double el = (double)(pf_now_ns() - R.t_start) / 1e9;
    fprintf(stderr, "pfbench run: %s after %d:%02d: %zu rows in %s/runs.csv%s\n",
            interrupted ? "INTERRUPTED" : rc ? "FAILED" : "done", (int)el / 60, (int)el % 60,
            R.rows_written + R.rows_skipped, R.dir,
            interrupted ? " (incomplete; continue with --resume)" : "");
    if (!R.quiet && !rc && !interrupted)
        printf("%s\n", R.dir);
    return run_free(&R, interrupted ? 130 : rc ? PF_EXIT_FAIL : 0);
}
