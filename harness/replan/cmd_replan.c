/* cmd_replan.c: pfbench replan: agents that replan, walked by every planner over the lines of
 * maps they discover (or that change as they walk); replan.csv, the summary, and the checks. */
#include <stdlib.h>
#include <string.h>
#include "commands.h"
#include "plugin.h"
#include "replan.h"

static const struct pf_opt opts[] = {
    { "map", "FILE", "a Moving AI .map (its scenario FILE.scen, or --scen) or a dynamic scenario (version 2); "
      "repeatable", NULL },
    { "gen", "RECIPE", "a generated map (pfbench gen's recipes: rooms:128x128:r=16:d=1:seed=3), its lines drawn "
      "by pfbench's scenario generator; repeatable", NULL },
    { "scen", "FILE", "the scenario of the one --map given", NULL },
    { "planners", "LIST", "planners, comma-separated (default: every planner of --list)", NULL },
    { "radius", "LIST", "sensor radii of the discover mode, comma-separated", "1,3,10" },
    { "every", "K", "changes mode: steps between two change events", "10" },
    { "lines", "N", "lines per map, spread evenly over its scenario (0 = all)", "100" },
    { "check-every", "K", "check plans 1, 1+K, 1+2K, ... of each trip against Dijkstra on the believed map", "16" },
    { "check-double", "N", "after every N checks of a trip the spacing K doubles (long trips: O(N log plans) "
      "checks); 0: never", "8" },
    { "walks", "N", "2: each trip walked checked, then again timed with nothing of the harness between its "
      "planning steps, and the two walks compared; 1: one walk, timed and checked (half the planners' work; the "
      "checks' work lands between some planning steps, and determinism is not compared)", "2" },
    { "out", "DIR", "write DIR/replan.csv, DIR/replan.md and the chart's data DIR/replan-chart.dat", "results/replan" },
    { "picture", "LINE", "the trip picture's scenario line of each map (its line in replan.csv), walked at the "
      "first --radius: DIR/trip/ holds its data; first, last: each map's first or last walked line (scenarios "
      "list lines by length: last is a long trip); none: no picture", "last" },
    { "jobs", "N", "walk the lines in N processes (line u of the run in process u mod N; the rows come out in "
      "the same order): N times faster on N idle cores, each process timed beside the others", "1" },
    { "from", "FILE", "walk nothing: summarise the rows of a replan.csv written before (repeatable: runs made in "
      "parts, other families or machines, joined in the order given) into --out's replan.csv, replan.md and the "
      "chart's data; exit status 1 when a row failed its checks", NULL },
    { "list", NULL, "list the planners (name, optimal on, flags, about, invariant) and exit", NULL },
    { "quiet", NULL, "print only the summary", NULL },
};

static int run_replan(struct pf_cli *cli);

const struct pf_command pf_command_replan = {
    .name = "replan", .run = run_replan, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "agents that replan on maps they discover or that change: one row a trip",
    .synopsis = "(--map FILE | --gen RECIPE)... [--planners LIST] [--radius 1,3,10] [options] | --from FILE... --out DIR",
    .help = "An agent walks from each scenario line's start to its goal with each replanning planner. On a\n"
            "Moving AI or generated map it knows only what it has seen (unseen cells are believed free)\n"
            "and sees a disk of each --radius; on a dynamic scenario it knows the map and the scenario's\n"
            "later change events land one every --every steps. It replans when its path is broken or a\n"
            "cell opens. Each trip is a row of DIR/replan.csv; DIR/replan.md and the output hold the\n"
            "summary per planner, map family and radius, with its columns explained (docs/REPLAN.md).\n"
            "Checked: sampled plans (--check-every, --check-double) least-cost on the believed map against Dijkstra,\n"
            "every move legal on the true map, arrival exactly when the goal is reachable. Exit status\n"
            "1 when a check fails.",
};

static void list_planners(FILE *f)
{
    for (size_t i = 0; i < pf_replanner_count(); i++) {
        const struct pf_replanner *p = pf_replanner_at(i);
        fprintf(f, "%-12s optimal on:", p->name);
        for (int m = 0; m < PF_NUM_MOVES; m++)
            if (p->optimal_on & PF_MOVES_BIT(m))
                fprintf(f, " %s", pf_moves_name((enum pf_moves)m));
        fprintf(f, "%s%s%s%s\n  %s\n  invariant: %s\n", (p->flags & PF_REPLAN_BACKWARD) ? ", backward" : "",
                (p->flags & PF_REPLAN_INCREMENTAL) ? ", incremental" : "", p->base ? ", over variant " : "",
                p->base ? p->base : "", p->about, p->invariant);
    }
}

/* Parse a comma-separated list of planners (NULL: all) into ps. Count, or -1 after a message. */
static int parse_planners(const char *text, const struct pf_replanner **ps, int cap)
{
    int n = 0;
    if (!text) {
        for (size_t i = 0; i < pf_replanner_count() && n < cap; i++)
            ps[n++] = pf_replanner_at(i);
        return n;
    }
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        const struct pf_replanner *p = pf_replanner_find(t);
        if (!p || n >= cap) {
            fprintf(stderr, "pfbench replan: unknown planner '%s' (pfbench replan --list)\n", t);
            return -1;
        }
        ps[n++] = p;
    }
    return n;
}

static int parse_radii(const char *text, int32_t *r, int cap)
{
    int n = 0;
    for (const char *s = text; *s && n < cap;) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s || v < 1 || v > 1000 || (*end && *end != ','))
            return -1;
        r[n++] = (int32_t)v;
        s = *end ? end + 1 : end;
    }
    return n;
}

/* The run's state: what it walks with and what it collected. */
struct replan_run {
    const struct pf_replanner *ps[32];
    int np;
    int32_t radii[16];
    int nr;
    uint32_t every;
    struct replan_check chk;
    struct replan_memo memo;     /* the checks' answers (chk.memo) */
    FILE *csv;
    struct replan_row *rows;
    size_t n, cap;
    int failed, quiet;
    const char *dir;
    char stage[PF_PATH_MAX + 40];    /* the trip folder being written (replan_trips_stage) */
    long picture;                /* the pictured scenario line; 0: each map's first walked line, -2: its
                                    last; -1: none */
    int jobs, job;               /* this process walks the lines u with u mod jobs == job */
    uint64_t unit;               /* the lines met so far in the run */
    uint32_t seq;                /* rows of the line at hand */
    FILE *rows_out;              /* a job's rows go here (replan_job_put), not to csv */
    struct pf_cli *cli;
    uint32_t lines;
};

/* 1 after a message naming the row when it fails its checks (replan_row_ok), else 0. */
static int row_failed(const struct replan_row *r)
{
    char why[200];
    if (replan_row_ok(r, why, sizeof why))
        return 0;
    fprintf(stderr, "replan: FAIL: %s:%u: %s %s r=%d K=%u: %s\n", r->map, r->line, r->planner->name, r->mode,
            r->radius, r->every, why);
    return 1;
}

static int add_row(struct replan_run *run, const struct replan_row *r)
{
    if (run->rows_out) {
        row_failed(r);
        return replan_job_put(run->rows_out, run->unit, run->seq++, r);
    }
    if (run->n == run->cap) {
        size_t cap = run->cap ? 2 * run->cap : 256;
        struct replan_row *rows = realloc(run->rows, cap * sizeof *rows);
        if (!rows)
            return -1;
        run->rows = rows;
        run->cap = cap;
    }
    run->rows[run->n++] = *r;
    replan_csv_row(run->csv, r);
    if (row_failed(r))
        run->failed = 1;
    return 0;
}

/* Every planner (and radius, in discover) on one line of src. 0, or -1 after a message. */
static int walk_line(struct replan_run *run, const struct replan_source *src, const struct replan_line *l)
{
    struct pf_grid at = { 0 };
    const struct pf_grid *map = &src->grid;
    struct replan_row row = { .line = l->line, .sx = l->sx, .sy = l->sy, .gx = l->gx, .gy = l->gy,
                              .reachable = -1, .true_cost = -1 };
    snprintf(row.map, sizeof row.map, "%s", src->map);
    snprintf(row.family, sizeof row.family, "%s", src->family);
    pf_node s = pf_grid_node(map, l->sx, l->sy), g = pf_grid_node(map, l->gx, l->gy);
    if (src->mode == PF_AGENT_CHANGES) {
        if (replan_source_map_at(src, l, &at) != PF_OK)
            return -1;
        map = &at;
        row.mode = "changes";
        row.every = run->every;
    } else {
        row.mode = "discover";
        struct pf_search_ctx *ctx = pf_ctx_create(map, PF_MOVES_8);
        struct pf_result r;
        if (!ctx)
            return -1;
        row.reachable = pf_search(ctx, pf_variant_reference(), s, g, &r) == PF_OK;
        row.true_cost = row.reachable ? r.cost : -1;
        pf_ctx_destroy(ctx);
    }
    int pictured = run->picture == 0 ? l == src->lines
                   : run->picture == -2 ? l == src->lines + src->num_lines - 1 : run->picture == (long)l->line;
    int rc = 0;
    if (pictured)
        rc = replan_pic_map(run->stage, src->map, src->family, row.mode, l, run->radii[0], run->every, map, run->ps,
                            run->np, stderr);
    for (int ri = 0; ri < (src->mode == PF_AGENT_DISCOVER ? run->nr : 1) && rc == 0; ri++)
        for (int pi = 0; pi < run->np && rc == 0; pi++) {
            struct pf_agent_setup st = { .mode = src->mode, .map = map, .moves = PF_MOVES_8, .start = s, .goal = g };
            if (src->mode == PF_AGENT_DISCOVER) {
                st.radius = row.radius = run->radii[ri];
            } else {
                st.events = src->events + l->first_event;
                st.num_events = src->num_events - l->first_event;
                st.every = run->every;
            }
            struct replan_pic pic;
            int drawn = pictured && ri == 0;
            if (drawn && replan_pic_begin(&pic, run->stage, src->map, l->line, &st, run->ps[pi]->name, stderr) != 0) {
                rc = -1;
                break;
            }
            int w = replan_walk(&st, run->ps[pi], &run->chk, drawn ? &pic : NULL, &row);
            if (drawn && replan_pic_end(&pic, stderr) != 0) {
                fprintf(stderr, "pfbench replan: %s:%u: cannot write the trip picture's data\n", src->map, l->line);
                rc = -1;
                break;
            }
            if (w != PF_OK) {
                fprintf(stderr, "pfbench replan: %s:%u: %s: %s\n", src->map, l->line, run->ps[pi]->name,
                        pf_status_name(w));
                rc = -1;
            } else
                rc = add_row(run, &row);
        }
    if (at.cls)
        pf_grid_free(&at);
    return rc;
}

static int walk_source(struct replan_run *run, const char *path, int gen, const char *scen, uint32_t lines)
{
    struct replan_source src;
    if (replan_source_load(path, gen, scen, lines, &src, stderr) != 0)
        return -1;
    if (!run->quiet && run->job == 0)
        printf("replan: %s (%s, %s): %zu lines\n", src.map, src.family,
               src.mode == PF_AGENT_DISCOVER ? "discover" : "changes", src.num_lines);
    int rc = 0;
    for (size_t i = 0; i < src.num_lines && rc == 0; i++, run->unit++) {
        run->seq = 0;
        if (run->unit % (uint64_t)run->jobs == (uint64_t)run->job)
            rc = walk_line(run, &src, &src.lines[i]);
    }
    replan_source_free(&src);
    return rc;
}

/* Every --map, then every --gen. 0, or -1 after a message. */
static int walk_all(struct replan_run *run)
{
    int rc = 0;
    for (int k = 0; rc == 0 && pf_cli_nth(run->cli, "map", k); k++)
        rc = walk_source(run, pf_cli_nth(run->cli, "map", k), 0, pf_cli_get(run->cli, "scen"), run->lines);
    for (int k = 0; rc == 0 && pf_cli_nth(run->cli, "gen", k); k++)
        rc = walk_source(run, pf_cli_nth(run->cli, "gen", k), 1, NULL, run->lines);
    return rc;
}

/* One job of --jobs (in its forked process). */
static int walk_job(void *arg, int job, FILE *rows)
{
    struct replan_run *run = arg;
    run->job = job;
    run->rows_out = rows;
    return walk_all(run);
}

/* Open DIR/NAME for writing whole or not at all; 0, or -1 after a message. */
static int open_out(const char *dir, const char *name, struct pf_out *o)
{
    char path[4200];
    struct pf_error e;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (pf_out_open(o, path, &e) == PF_OK)
        return 0;
    fprintf(stderr, "pfbench replan: %s\n", e.msg);
    return -1;
}

/* Close o into place; 0, or -1 after a message. */
static int commit_out(struct pf_out *o)
{
    struct pf_error e;
    if (pf_out_commit(o, &e) == PF_OK)
        return 0;
    fprintf(stderr, "pfbench replan: %s\n", e.msg);
    return -1;
}

static int write_summary(const struct replan_run *run, const char *dir)
{
    struct pf_out o, dat, vars;
    if (open_out(dir, "replan.md", &o) != 0)
        return -1;
    fputs("# Agents that replan\n\n", o.f);
    replan_summary(o.f, run->rows, run->n);
    replan_orderings(o.f, run->rows, run->n);
    if (commit_out(&o) != 0)
        return -1;
    replan_summary(stdout, run->rows, run->n);
    replan_orderings(stdout, run->rows, run->n);
    /* the chart's numbers, drawn by scripts/replan.sh (scripts/plot/replan.gp) */
    if (open_out(dir, "replan-chart.dat", &dat) != 0)
        return -1;
    if (open_out(dir, "replan-chart.vars.gp", &vars) != 0) {
        pf_out_abort(&dat);
        return -1;
    }
    if (replan_chart_data(dat.f, vars.f, run->rows, run->n) != 0) {
        pf_out_abort(&dat);
        pf_out_abort(&vars);
        fprintf(stderr, "pfbench replan: out of memory for the chart's data\n");
        return -1;
    }
    int rc = commit_out(&dat);
    return commit_out(&vars) != 0 ? -1 : rc;
}

/* --from: the rows of replan.csv files joined and summarised into dir. */
static int summarise_files(struct pf_cli *cli, const char *dir, int quiet)
{
    struct replan_run run = { .quiet = quiet };
    size_t cap = 0;
    struct pf_error e;
    struct pf_out o;
    for (int k = 0; pf_cli_nth(cli, "from", k); k++)
        if (replan_csv_read(pf_cli_nth(cli, "from", k), &run.rows, &run.n, &cap, stderr) != 0) {
            free(run.rows);
            return PF_EXIT_USAGE;
        }
    for (size_t i = 0; i < run.n; i++)
        run.failed |= row_failed(&run.rows[i]);
    int rc = pf_mkdir_p(dir, &e) == PF_OK ? 0 : -1;
    if (rc != 0)
        fprintf(stderr, "pfbench replan: %s\n", e.msg);
    if (rc == 0 && (rc = open_out(dir, "replan.csv", &o)) == 0) {
        replan_csv_header(o.f);
        for (size_t i = 0; i < run.n; i++)
            replan_csv_row(o.f, &run.rows[i]);
        rc = commit_out(&o);
    }
    if (rc == 0)
        rc = write_summary(&run, dir);
    if (rc == 0 && !quiet)
        printf("replan: %zu trips from %s; wrote %s/replan.csv and %s/replan.md%s\n", run.n,
               pf_cli_nth(cli, "from", 1) ? "the files given" : pf_cli_nth(cli, "from", 0), dir, dir,
               run.failed ? "; validation FAILED" : "");
    free(run.rows);
    return rc ? PF_EXIT_USAGE : run.failed ? PF_EXIT_FAIL : 0;
}

static int run_replan(struct pf_cli *cli)
{
    if (pf_cli_flag(cli, "list")) {
        list_planners(stdout);
        return 0;
    }
    struct replan_run run = { .chk = { .err = stderr }, .quiet = pf_cli_flag(cli, "quiet") };
    uint64_t lines, every, check, dbl, jobs, walks;
    if (pf_cli_u64(cli, "lines", 0, UINT32_MAX, &lines) || pf_cli_u64(cli, "every", 1, UINT32_MAX, &every) ||
        pf_cli_u64(cli, "check-every", 1, UINT32_MAX, &check) ||
        pf_cli_u64(cli, "check-double", 0, UINT32_MAX, &dbl) || pf_cli_u64(cli, "jobs", 1, 64, &jobs) ||
        pf_cli_u64(cli, "walks", 1, 2, &walks)) {
        fprintf(stderr, "pfbench replan: %s\n", cli->err);
        return PF_EXIT_USAGE;
    }
    run.every = (uint32_t)every;
    run.chk.check_every = (uint32_t)check;
    run.chk.check_double = (uint32_t)dbl;
    run.chk.memo = &run.memo;
    run.chk.walks = (uint32_t)walks;
    run.jobs = (int)jobs;
    run.cli = cli;
    run.lines = (uint32_t)lines;
    run.np = parse_planners(pf_cli_get(cli, "planners"), run.ps, 32);
    run.nr = parse_radii(pf_cli_get(cli, "radius"), run.radii, 16);
    if (run.np <= 0 || run.nr <= 0) {
        if (run.nr <= 0)
            fprintf(stderr, "pfbench replan: --radius: expected radii from 1 to 1000, comma-separated, found '%s'\n",
                    pf_cli_get(cli, "radius"));
        return PF_EXIT_USAGE;
    }
    if (pf_cli_nth(cli, "from", 0)) {
        if (pf_cli_nth(cli, "map", 0) || pf_cli_nth(cli, "gen", 0)) {
            fprintf(stderr, "pfbench replan: --from summarises rows already walked: give it without --map or --gen\n");
            return PF_EXIT_USAGE;
        }
        return summarise_files(cli, pf_cli_get(cli, "out"), run.quiet);
    }
    if (!pf_cli_nth(cli, "map", 0) && !pf_cli_nth(cli, "gen", 0)) {
        fprintf(stderr, "pfbench replan: expected --map FILE, --gen RECIPE or --from FILE\n");
        return PF_EXIT_USAGE;
    }
    const char *dir = pf_cli_get(cli, "out"), *pic = pf_cli_get(cli, "picture");
    run.dir = dir;
    if (strcmp(pic, "first") == 0 || strcmp(pic, "last") == 0 || strcmp(pic, "none") == 0) {
        run.picture = pic[0] == 'f' ? 0 : pic[0] == 'l' ? -2 : -1;
    } else {
        char *end;
        run.picture = strtol(pic, &end, 10);
        if (end == pic || *end || run.picture < 1) {
            fprintf(stderr, "pfbench replan: --picture: expected a scenario line (1 or more), first, last or none, found '%s'\n",
                    pic);
            return PF_EXIT_USAGE;
        }
    }
    struct pf_out o;
    struct pf_error e;
    if (pf_mkdir_p(dir, &e) != PF_OK) {
        fprintf(stderr, "pfbench replan: %s\n", e.msg);
        return PF_EXIT_USAGE;
    }
    if (replan_trips_stage(dir, run.stage, sizeof run.stage, stderr) != 0)
        return PF_EXIT_USAGE;
    if (open_out(dir, "replan.csv", &o) != 0) {
        replan_trips_abort(run.stage);
        return PF_EXIT_USAGE;
    }
    run.csv = o.f;
    replan_csv_header(run.csv);
    int rc;
    if (run.jobs > 1) {
        rc = replan_jobs_run(run.jobs, walk_job, &run, &run.rows, &run.n, &run.failed);
        for (size_t i = 0; rc == 0 && i < run.n; i++)
            replan_csv_row(run.csv, &run.rows[i]);
    } else {
        rc = walk_all(&run);
    }
    replan_memo_free(&run.memo);
    if (rc != 0)
        pf_out_abort(&o);
    if (rc != 0 || commit_out(&o) != 0 || replan_trips_commit(dir, run.stage, stderr) != 0) {
        replan_trips_abort(run.stage);
        free(run.rows);
        return PF_EXIT_USAGE;
    }
    rc = write_summary(&run, dir);
    if (!run.quiet)
        printf("replan: %zu trips; wrote %s/replan.csv and %s/replan.md%s\n", run.n, dir, dir,
               run.failed ? "; validation FAILED" : "");
    free(run.rows);
    return rc ? PF_EXIT_USAGE : run.failed ? PF_EXIT_FAIL : 0;
}
