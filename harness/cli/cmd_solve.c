/* cmd_solve.c: `pfbench solve`: one variant over the queries of one map of any domain, one line each. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "plugin.h"
#include "plan.h"
#include "prep.h"
#include "timing.h"
#include "domain.h"
#include "solve.h"

static const struct pf_opt opts[] = {
    { "map", "FILE", "a map file of any domain: Moving AI .map, .3dmap voxel level, node graph (.gr, .graph)", NULL },
    { "scen", "FILE", "its query file (default: the map's own: M.scen, M.3dscen, the graph's .p2p or .queries; "
      "a graph without one gets 100 drawn queries)", NULL },
    { "algo", "NAME", "variant from `pfbench list` (default: the map's domain's A* on the binary heap; an "
      "any-angle variant, aa/..., searches a .map as the any-angle plane)", NULL },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any (2D maps), mean, enter (weighted maps' cost rule; voxel levels: 26, graphs: their arcs)", "8" },
    { "repeat", "K", "time each query K times and report the median", "1" },
    { "timing", "METHOD", "passes (the list K times, a query once a pass) or back-to-back (K in a row)", "passes" },
    { "limit", "N", "solve only the first N scenario lines (0 = all)", "0" },
    { "tie", "RULE", "tie-breaking among equal f: gmax, hmin, fifo, lifo", "gmax" },
    { "weight", "W", "weighted A*: f = g + W h, W >= 1 (best-first variants only)", NULL },
    { "budget", "N", "stop a query after N expansions (0 = no budget)", "0" },
    { "seed", "S", "seed of the random generic search", "1" },
    { "quiet", NULL, "print only the summary line", NULL },
    { "prep-cache", "DIR", "keep preprocessed data in DIR and read it back on a later call (as pfbench run); none: off (default: $PFBENCH_PREP_CACHE, else off)", NULL },
    PF_PLUGIN_OPT,
};

const struct pf_command pf_command_solve = {
    .name = "solve", .run = pf_cmd_solve, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "solve the scenarios of one map with one variant, one row each",
    .synopsis = "--map MAP [--scen QUERIES] [--algo NAME] [--moves 8] [options]",
    .help =
                     "Solve every query of one map with one variant and print: id, cost, the query\n"
                     "file's optimum, expansions, whether the path is valid, and (under the model the\n"
                     "file's optima assume: 8 for 2D maps) whether the cost matches it. The map is a\n"
                     "2D map, a voxel level or a node graph: its domain comes from the file. With --repeat K the time per query is the\n"
                     "median of K timed solves: by default in passes (the scenario list is solved K\n"
                     "times in sequence, each query once a pass), or with --timing back-to-back K times\n"
                     "in a row (the later solves find the query's search state in cache). The first\n"
                     "solve gives the answer and counters. Exit status 1 when a path is invalid or a\n"
                     "variant that must be optimal is not.",
};

int pf_cmd_solve(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    const char *map = pf_cli_get(&cli, "map"), *scen = pf_cli_get(&cli, "scen");
    if (!map) {
        fprintf(stderr, "pfbench solve: --map is required (see --help)\n");
        return PF_EXIT_USAGE;
    }
    uint64_t repeat = 1, limit = 0, budget = 0, seed = 1;
    if (pf_cli_u64(&cli, "repeat", 1, 1000000, &repeat) || pf_cli_u64(&cli, "limit", 0, UINT32_MAX, &limit) ||
        pf_cli_u64(&cli, "budget", 0, UINT64_MAX, &budget) || pf_cli_u64(&cli, "seed", 0, UINT64_MAX, &seed)) {
        fprintf(stderr, "pfbench solve: %s\n", cli.err);
        return PF_EXIT_USAGE;
    }
    enum pf_timing timing;
    if (pf_timing_parse(pf_cli_get(&cli, "timing"), &timing) != 0) {
        fprintf(stderr, "pfbench solve: option '--timing': expected passes or back-to-back, found '%s'\n",
                pf_cli_get(&cli, "timing"));
        return PF_EXIT_USAGE;
    }
    enum pf_moves grid_moves, moves;
    if (pf_domain_moves_parse(pf_cli_get(&cli, "moves"), &grid_moves) != PF_OK) {
        fprintf(stderr, "pfbench solve: unknown movement model '%s' (%s)\n", pf_cli_get(&cli, "moves"),
                pf_domain_moves_choices());
        return PF_EXIT_USAGE;
    }
    enum pf_tie tie;
    if (pf_tie_parse(pf_cli_get(&cli, "tie"), &tie) != PF_OK) {
        fprintf(stderr, "pfbench solve: unknown tie rule '%s' (gmax, hmin, fifo, lifo)\n", pf_cli_get(&cli, "tie"));
        return PF_EXIT_USAGE;
    }
    /* the map, in the domain its file says, and every query of its query file */
    struct pf_plan plan;
    struct pf_space sp = { 0 };
    char err[700];
    if (pf_plan_file_for(&plan, map, scen, pf_cli_get(&cli, "algo"), 1) != 0)
        return PF_EXIT_USAGE;
    if (pf_space_load(&plan.m[0], &sp, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench solve: %s\n", err);
        pf_plan_free(&plan);
        return PF_EXIT_USAGE;
    }
    const struct pf_plan_map *pm = &plan.m[0];
    const struct pf_scen *s = &pm->scen;
    moves = sp.ops->moves(grid_moves);
    const char *algo = pf_cli_get(&cli, "algo");
    const struct pf_variant *v = algo ? pf_lookup_variant(algo) : pf_domain_default_variant(sp.ops, &sp);
    if (!v || pf_variant_usable("solve", v->name, v, moves) <= 0) {
        pf_space_free(&sp);
        pf_plan_free(&plan);
        return PF_EXIT_USAGE;
    }
    int exit_code = 0;
    struct pf_variant weighted;
    if (pf_cli_get(&cli, "weight")) {
        double w = 1;
        if (pf_cli_double(&cli, "weight", 1, 1e6, &w) || v->alg != &pf_alg_best_first) {
            if (v->alg != &pf_alg_best_first)
                fprintf(stderr, "pfbench solve: --weight applies to the 2D best-first variants (astar/..., dijkstra/...), not '%s'\n", v->name);
            else
                fprintf(stderr, "pfbench solve: %s\n", cli.err);
            pf_space_free(&sp);
            pf_plan_free(&plan);
            return PF_EXIT_USAGE;
        }
        weighted = *v;
        weighted.weight = w;
        v = &weighted;
    }

    struct pf_search_ctx *ctx = pf_space_ctx(&sp, grid_moves);
    if (ctx)
        pf_ctx_set_map_name(ctx, pf_basename(map));   /* for plugins (env->map_name) */
    size_t n = limit && limit < s->n ? (size_t)limit : s->n;
    /* in passes every time is kept until the last pass; back to back, one query's at a time */
    size_t ntimes = timing == PF_TIMING_PASSES ? (n ? n : 1) * repeat : repeat;
    if (timing == PF_TIMING_PASSES && ntimes / repeat != (n ? n : 1)) {
        fprintf(stderr, "pfbench solve: --repeat %llu x %zu queries is too many times to keep\n",
                (unsigned long long)repeat, n);
        pf_ctx_destroy(ctx);
        pf_space_free(&sp);
        pf_plan_free(&plan);
        return PF_EXIT_USAGE;
    }
    uint64_t *times = NULL, *medians = NULL;
    struct pf_timed_query *q = NULL;
    struct answer {
        int status, valid;
        double cost;
        uint64_t expanded;
        uint32_t path_len;
        char why[200];
    } *ans = NULL;
    times = malloc(ntimes * sizeof *times);
    medians = malloc((n ? n : 1) * sizeof *medians);
    q = calloc(n ? n : 1, sizeof *q);
    ans = calloc(n ? n : 1, sizeof *ans);
    if (!ctx || !times || !medians || !q || !ans) {
        char size[64];
        snprintf(size, sizeof size, pm->depth > 1 ? "%dx%dx%d" : "%dx%d", pm->width, pm->height, pm->depth);
        fprintf(stderr, "pfbench solve: out of memory for a %s %s, %zu queries x %llu solves\n", size,
                sp.ops->map_kind, n, (unsigned long long)repeat);
        exit_code = PF_EXIT_FAIL;
        goto out;
    }
    pf_ctx_set_tie(ctx, tie);
    pf_ctx_set_budget(ctx, budget);
    char why[400];
    if (!pf_ctx_runs(ctx, v, why, sizeof why)) {
        fprintf(stderr, "pfbench solve: %s\n", why);
        exit_code = PF_EXIT_USAGE;
        goto out;
    }
    /* the variant's preprocessing, timed on its own before any query (never in a query's time) */
    struct pf_prep prep;
    uint64_t prep_ns;
    char prep_note[4400], cache[4096];
    if (pf_prep_cache_setup("solve", pf_cli_get(&cli, "prep-cache"), NULL, cache, sizeof cache) != 0) {
        exit_code = PF_EXIT_USAGE;
        goto out;
    }
    int prc = pf_prep_timed(ctx, v, &prep, &prep_ns, prep_note, sizeof prep_note);
    if (prc != PF_OK) {
        char why[300];
        if (pf_variant_runs_on(v, moves, why, sizeof why))
            snprintf(why, sizeof why, "%s: preparing it on %s failed: %s", v->name, pf_basename(map),
                     *pf_ctx_note(ctx) ? pf_ctx_note(ctx) : pf_status_name(prc));
        fprintf(stderr, "pfbench solve: %s\n", why);
        exit_code = prc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
        goto out;
    }
    int quiet = pf_cli_flag(&cli, "quiet");
    if (pf_space_changes(&sp)) {             /* a dynamic scenario: replayed once, in order */
        exit_code = pf_solve_replay(ctx, v, &sp, pm, n, quiet);
        goto out;
    }
    int must_be_optimal = pf_ctx_should_be_optimal(ctx, v);
    size_t invalid = 0, mismatched = 0, nopath = 0, over_budget = 0;
    uint64_t total_expanded = 0, total_ns = 0;
    /* pass 1: the answers (and, back to back, every timed solve of each query at once) */
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        struct answer *a = &ans[i];
        pf_node qs, qt;
        pf_space_nodes(&sp, e, &qs, &qt);
        q[i] = (struct pf_timed_query){ qs, qt, seed + i, (int)repeat, 0,
                                        timing == PF_TIMING_PASSES ? times + i * repeat : times };
        struct pf_result r;
        a->status = pf_time_solve(ctx, v, &q[i], &r);
        a->expanded = r.c.expanded;
        a->cost = NAN;
        if (r.status == PF_OK) {
            a->cost = r.cost;
            a->path_len = r.path_len;
            double cost = NAN;
            a->valid = pf_ctx_validate(ctx, r.path, r.path_len, q[i].s, q[i].t, &cost, a->why, sizeof a->why);
            if (a->valid && fabs(cost - r.cost) > 1e-9 * (1 + cost)) {
                a->valid = 0;
                snprintf(a->why, sizeof a->why, "reported cost %.9f, recomputed %.9f", r.cost, cost);
            }
        }
        if (timing == PF_TIMING_BACK_TO_BACK) {
            pf_time_back_to_back(ctx, v, &q[i]);
            medians[i] = pf_timed_median(&q[i]);
        }
    }
    if (timing == PF_TIMING_PASSES) {
        pf_time_passes(ctx, v, q, n, NULL);
        for (size_t i = 0; i < n; i++)
            medians[i] = pf_timed_median(&q[i]);
    }
    if (!quiet)
        printf("%-6s %12s %12s %10s %5s %5s %10s\n", "id", "cost", "optimum", "expanded", "valid",
               "match", "time_us");
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &s->e[i];
        const struct answer *a = &ans[i];
        total_ns += medians[i];
        total_expanded += a->expanded;
        if (a->status == PF_NO_PATH)
            nopath++;
        else if (a->status == PF_BUDGET)
            over_budget++;
        if (a->status == PF_OK && !a->valid)
            invalid++;
        const char *match = "-";
        if (moves == sp.ops->optima_moves && a->status == PF_OK && e->optimum == e->optimum) {
            int ok = fabs(a->cost - e->optimum) <= pf_scen_tolerance(e);
            match = ok ? "yes" : "no";
            if (!ok)
                mismatched++;
        }
        if (!quiet) {
            if (a->status == PF_OK)
                printf("%-6zu %12.6f %12.6f %10llu %5s %5s %10.1f\n", i, a->cost, e->optimum,
                       (unsigned long long)a->expanded, a->valid ? "yes" : "NO", match, medians[i] / 1e3);
            else
                printf("%-6zu %12s %12.6f %10llu %5s %5s %10.1f\n", i, pf_status_name(a->status),
                       e->optimum, (unsigned long long)a->expanded, "-", "-", medians[i] / 1e3);
            if (a->why[0])
                printf("       invalid path: %s\n", a->why);
        }
    }
    uint64_t med = pf_median_u64(medians, n);
    if (prep.ran || prep.cached)
        printf("# %s preprocessing on %s: %.3f ms, %zu bytes (%.2f bytes per cell), not in the query times%s%s\n",
               v->name, pf_basename(map), prep_ns / 1e6, prep.bytes,
               (double)prep.bytes / ((double)pm->width * (double)pm->height * (double)pm->depth),
               *prep_note ? "; its data " : "", prep_note);
    printf("# %s on %s (%zu scenarios, moves %s): median %.1f us/query (%s, %llu), %.2f M expansions/s, "
           "%zu invalid, %zu not matching the optimum%s, %zu no path, %zu over budget\n",
           v->name, pf_basename(map), n, pf_moves_name(moves), med / 1e3, pf_timing_name(timing),
           (unsigned long long)repeat,
           total_ns ? total_expanded / (total_ns / 1e3) : 0.0, invalid, mismatched,
           must_be_optimal ? "" : " (not required of this variant under this model)", nopath, over_budget);
    exit_code = invalid || (mismatched && must_be_optimal) ? PF_EXIT_FAIL : 0;
out:
    free(times);
    free(medians);
    free(q);
    free(ans);
    pf_ctx_destroy(ctx);
    pf_space_free(&sp);
    pf_plan_free(&plan);
    return exit_code;
}
