/* cmd_solve.c: `pfbench solve`: one variant over the scenarios of one map, one row each. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"

static const struct pf_opt opts[] = {
    { "map", "FILE", "Moving AI .map file", NULL },
    { "scen", "FILE", "Moving AI .scen file for that map", NULL },
    { "algo", "NAME", "variant from `pfbench list`", "astar/octile/heap" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any", "8" },
    { "repeat", "K", "time each query K times and report the median", "1" },
    { "limit", "N", "solve only the first N scenario lines (0 = all)", "0" },
    { "tie", "RULE", "tie-breaking among equal f: gmax, hmin, fifo, lifo", "gmax" },
    { "weight", "W", "weighted A*: f = g + W h, W >= 1 (best-first variants only)", NULL },
    { "budget", "N", "stop a query after N expansions (0 = no budget)", "0" },
    { "seed", "S", "seed of the random generic search", "1" },
    { "quiet", NULL, "print only the summary line", NULL },
};

const struct pf_command pf_command_solve = {
    .name = "solve", .run = pf_cmd_solve, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "solve the scenarios of one map with one variant, one row each",
    .synopsis = "--map M.map --scen S.scen [--algo NAME] [--moves 8] [options]",
    .help =
                     "Solve every scenario line with one variant and print: id, cost, the scenario's\n"
                     "optimum, expansions, whether the path is valid, and (under moves 8) whether the\n"
                     "cost matches the published optimum. With --repeat K the time per query is the\n"
                     "median of K runs. Exit status 1 when a path is invalid or a variant that must be\n"
                     "optimal is not.",
};

int pf_cmd_solve(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    const char *map = pf_cli_get(&cli, "map"), *scen = pf_cli_get(&cli, "scen");
    if (!map || !scen) {
        fprintf(stderr, "pfbench solve: --map and --scen are required (see --help)\n");
        return PF_EXIT_USAGE;
    }
    uint64_t repeat = 1, limit = 0, budget = 0, seed = 1;
    if (pf_cli_u64(&cli, "repeat", 1, 1000000, &repeat) || pf_cli_u64(&cli, "limit", 0, UINT32_MAX, &limit) ||
        pf_cli_u64(&cli, "budget", 0, UINT64_MAX, &budget) || pf_cli_u64(&cli, "seed", 0, UINT64_MAX, &seed)) {
        fprintf(stderr, "pfbench solve: %s\n", cli.err);
        return PF_EXIT_USAGE;
    }
    enum pf_moves moves;
    if (pf_moves_parse(pf_cli_get(&cli, "moves"), &moves) != PF_OK) {
        fprintf(stderr, "pfbench solve: unknown movement model '%s' (4, 8, 8-cut, 8-any)\n", pf_cli_get(&cli, "moves"));
        return PF_EXIT_USAGE;
    }
    enum pf_tie tie;
    if (pf_tie_parse(pf_cli_get(&cli, "tie"), &tie) != PF_OK) {
        fprintf(stderr, "pfbench solve: unknown tie rule '%s' (gmax, hmin, fifo, lifo)\n", pf_cli_get(&cli, "tie"));
        return PF_EXIT_USAGE;
    }
    const struct pf_variant *v = pf_lookup_variant(pf_cli_get(&cli, "algo"));
    if (!v)
        return PF_EXIT_USAGE;
    struct pf_variant weighted;
    if (pf_cli_get(&cli, "weight")) {
        double w = 1;
        if (pf_cli_double(&cli, "weight", 1, 1e6, &w)) {
            fprintf(stderr, "pfbench solve: %s\n", cli.err);
            return PF_EXIT_USAGE;
        }
        if (v->alg != &pf_alg_best_first) {
            fprintf(stderr, "pfbench solve: --weight applies to best-first variants (astar/..., dijkstra/...), not '%s'\n", v->name);
            return PF_EXIT_USAGE;
        }
        weighted = *v;
        weighted.weight = w;
        v = &weighted;
    }

    struct pf_grid g;
    struct pf_scen s;
    if (pf_load_problem(map, scen, &g, &s) != 0)
        return PF_EXIT_USAGE;
    struct pf_search_ctx *ctx = pf_ctx_create(&g, moves);
    uint64_t *times = malloc(repeat * sizeof *times);
    size_t n = limit && limit < s.n ? (size_t)limit : s.n;
    uint64_t *medians = malloc((n ? n : 1) * sizeof *medians);
    if (!ctx || !times || !medians) {
        fprintf(stderr, "pfbench solve: out of memory for a %dx%d map\n", g.width, g.height);
        return PF_EXIT_FAIL;
    }
    pf_ctx_set_tie(ctx, tie);
    pf_ctx_set_budget(ctx, budget);
    int quiet = pf_cli_flag(&cli, "quiet");
    int must_be_optimal = pf_variant_should_be_optimal(v, moves);
    size_t invalid = 0, mismatched = 0, nopath = 0, over_budget = 0;
    uint64_t total_expanded = 0, total_ns = 0;
    if (!quiet)
        printf("%-6s %12s %12s %10s %5s %5s %10s\n", "id", "cost", "optimum", "expanded", "valid",
               "match", "time_us");
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &s.e[i];
        pf_node st = pf_grid_node(&g, e->sx, e->sy), gl = pf_grid_node(&g, e->gx, e->gy);
        struct pf_result r;
        for (uint64_t k = 0; k < repeat; k++) {
            pf_ctx_set_seed(ctx, seed + i);
            uint64_t t0 = pf_now_ns();
            pf_search(ctx, v, st, gl, &r);
            times[k] = pf_now_ns() - t0;
        }
        medians[i] = pf_median_u64(times, repeat);
        total_ns += medians[i];
        total_expanded += r.c.expanded;
        int valid = 0;
        double cost = NAN;
        char why[200] = "";
        if (r.status == PF_OK) {
            valid = pf_path_validate(&g, moves, r.path, r.path_len, st, gl, &cost, why, sizeof why);
            if (valid && fabs(cost - r.cost) > 1e-9 * (1 + cost)) {
                valid = 0;
                snprintf(why, sizeof why, "reported cost %.9f, recomputed %.9f", r.cost, cost);
            }
        } else if (r.status == PF_NO_PATH) {
            nopath++;
        } else if (r.status == PF_BUDGET) {
            over_budget++;
        }
        if (r.status == PF_OK && !valid)
            invalid++;
        const char *match = "-";
        if (moves == PF_MOVES_8 && r.status == PF_OK) {
            int ok = fabs(r.cost - e->optimum) <= pf_scen_tolerance(e);
            match = ok ? "yes" : "no";
            if (!ok)
                mismatched++;
        }
        if (!quiet) {
            if (r.status == PF_OK)
                printf("%-6zu %12.6f %12.6f %10llu %5s %5s %10.1f\n", i, r.cost, e->optimum,
                       (unsigned long long)r.c.expanded, valid ? "yes" : "NO", match, medians[i] / 1e3);
            else
                printf("%-6zu %12s %12.6f %10llu %5s %5s %10.1f\n", i, pf_status_name(r.status),
                       e->optimum, (unsigned long long)r.c.expanded, "-", "-", medians[i] / 1e3);
            if (why[0])
                printf("       invalid path: %s\n", why);
        }
    }
    uint64_t med = pf_median_u64(medians, n);
    printf("# %s on %s (%zu scenarios, moves %s): median %.1f us/query, %.2f M expansions/s, "
           "%zu invalid, %zu not matching the optimum%s, %zu no path, %zu over budget\n",
           v->name, pf_basename(map), n, pf_moves_name(moves), med / 1e3,
           total_ns ? total_expanded / (total_ns / 1e3) : 0.0, invalid, mismatched,
           must_be_optimal ? "" : " (not required of this variant under this model)", nopath, over_budget);
    free(times);
    free(medians);
    pf_ctx_destroy(ctx);
    pf_scen_free(&s);
    pf_grid_free(&g);
    return invalid || (mismatched && must_be_optimal) ? PF_EXIT_FAIL : 0;
}
