/* cmd_run.c: `pfbench run`: every selected variant over every planned scenario, each answer
 * validated against Dijkstra and the published optimum, timed, and written to a dated result
 * folder (runs.csv row by row, then summary.csv, validate.txt, gbench.json, meta.json). */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "child.h"
#include "cli.h"
#include "commands.h"
#include "plugin.h"
#include "gbench.h"
#include "meta.h"
#include "plan.h"
#include "rows.h"
#include "run.h"
#include "summary.h"
#include "timing.h"

static const struct pf_opt opts[] = {
    { "suite", "NAME", "quick, default or full", "default" },
    { "algos", "PATTERNS", "comma-separated globs of variant names, e.g. 'astar/*,dijkstra/heap'", "*" },
    { "maps", "PATTERNS", "comma-separated globs of map names or families, e.g. 'gen-*,dao'", "*" },
    { "moves", "MODEL", "movement model: 4, 8, 8-cut, 8-any", "8" },
    { "out", "DIR", "parent folder of the result folder", "results" },
    { "movingai", "DIR", "Moving AI maps (default: $MOVINGAI_DIR, else datasets/movingai)", NULL },
    { "voxel", "DIR", "3D voxel maps, DIR/warframe/*.3dmap (default: $VOXEL_DIR, else datasets/voxel)", NULL },
    { "graphs", "DIR", "node graphs, DIR/dimacs/*.gr (default: $GRAPHS_DIR, else datasets/graphs)", NULL },
    { "repeat", "K", "timed solves per query, median kept (default: the suite's)", NULL },
    { "timing", "METHOD", "passes (the list K times, a query once a pass) or back-to-back (K in a row)", "passes" },
    { "budget", "N", "expansions per query before a row is marked 'budget' (default: the suite's)", NULL },
    { "variant-seconds", "S", "per variant and map: past S seconds the rest is 'budget' (default: the suite's)", NULL },
    { "gbench-min-time", "S", "seconds per Google Benchmark benchmark; 0 skips gbench.json", NULL },
    { "tie", "RULE", "tie-breaking among equal f: gmax, hmin, fifo, lifo", "gmax" },
    { "seed", "S", "seed of the random generic search", "1" },
    { "shard", "K/N", "run only shard K of N (deterministic, balanced by expected cost)", NULL },
    { "resume", "DIR", "continue an interrupted run in DIR, skipping the rows it has; options left out come from DIR/meta.json, options given must agree with it", NULL },
    { "quiet", NULL, "no progress on stderr", NULL },
    PF_PLUGIN_OPT,
    { "plugin-timeout", "SEC", "a plugin's query (or preprocessing) running longer is killed: row 'timeout'", "60" },
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

volatile sig_atomic_t pf_run_stop;

static void on_signal(int sig)
{
    (void)sig;
    pf_run_stop = 1;
}


static int cmp_key(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_done(const struct run *R, const struct pf_row *row)
{
    if (!R->ndone)
        return 0;
    char key[256], *k = key;
    pf_row_key(row, key, sizeof key);
    return bsearch(&k, R->done, R->ndone, sizeof *R->done, cmp_key) != NULL;
}

/* One write() per block of rows (the rows of one map and variant, complete only after their
 * last pass): an interrupted run keeps whole blocks; a short write (disk full) is undone. */
static int write_rows(struct run *R, const struct pf_row *rows, size_t n)
{
    if (n == 0)
        return 0;
    char *buf = malloc(n * 1024);
    size_t len = 0;
    for (size_t i = 0; buf && i < n; i++) {
        size_t l = pf_row_format(&rows[i], buf + len, 1024);
        if (l == 0) {
            free(buf);
            buf = NULL;
        }
        len += l;
    }
    int formatted = buf != NULL;
    off_t before = lseek(R->fd, 0, SEEK_END);
    ssize_t w = formatted ? write(R->fd, buf, len) : -1;
    free(buf);
    if (w != (ssize_t)len) {
        int e = formatted ? errno : ENOMEM;
        if (before >= 0 && ftruncate(R->fd, before) != 0)
            e = errno;
        fprintf(stderr, "pfbench run: cannot write %s/runs.csv: %s\n", R->dir, strerror(e));
        return -1;
    }
    R->rows_written += n;
    return 0;
}

/* meta.json as a JSON object: the keys of docs/FORMATS.md, in that order. */
static json_t *meta_object(const struct run *R, int complete, const char *state)
{
    const struct pf_meta *m = &R->meta;
    json_t *o = json_object(), *vl = json_array(), *ml = json_array();
    char shard[32];
    snprintf(shard, sizeof shard, "%d/%d", R->shard_k, R->shard_n);
    int bad = !o || !vl || !ml;
    if (bad) {
        json_decref(o);
        json_decref(vl);
        json_decref(ml);
        return NULL;
    }
    bad |= pf_json_put(o, "pfbench", json_string("0.1"));
    const char *const text[][2] = {
        { "suite", R->suite->name }, { "date", m->date }, { "host", m->host },
        { "commit", m->commit }, { "compiler", m->compiler }, { "cflags", m->cflags },
        { "build_type", m->build_type }, { "cpu", m->cpu },
    };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++)
        bad |= pf_json_put(o, text[i][0], pf_json_str(text[i][1]));
    bad |= pf_json_put(o, "cores", json_integer(m->cores));
    bad |= pf_json_put(o, "moves", json_string(pf_moves_name(R->moves)));
    bad |= pf_json_put(o, "tie", json_string(pf_tie_name(R->tie)));
    bad |= pf_json_put(o, "seed", json_integer((json_int_t)R->seed));
    bad |= pf_json_put(o, "repeat", json_integer(R->repeat));
    bad |= pf_json_put(o, "timing", json_string(pf_timing_name(R->timing)));   /* how time_ns is made */
    bad |= pf_json_put(o, "budget", json_integer((json_int_t)R->budget));
    bad |= pf_json_put(o, "variant_seconds", pf_json_num(R->variant_seconds));
    bad |= pf_json_put(o, "gbench_min_time", pf_json_num(R->gbench_min_time));
    bad |= pf_json_put(o, "plugin_timeout", pf_json_num(R->plugin_timeout));
    bad |= pf_json_put(o, "shard", json_string(shard));
    bad |= pf_json_put(o, "variants", json_integer((json_int_t)R->nvariants));
    bad |= pf_json_put(o, "maps", json_integer((json_int_t)R->plan.n));
    bad |= pf_json_put(o, "movingai_dir", pf_json_str(R->plan.movingai_found ? R->plan.movingai_dir : ""));
    for (size_t i = 0; i < R->nvariants; i++)
        bad |= json_array_append_new(vl, pf_json_str(R->variants[i]->name));
    bad |= pf_json_put(o, "variant_list", vl);
    for (size_t i = 0; i < R->plan.n; i++) {
        const struct pf_plan_map *pm = &R->plan.m[i];
        json_t *e = json_object();
        bad |= !e || pf_json_put(e, "name", pf_json_str(pm->name)) || pf_json_put(e, "family", pf_json_str(pm->family)) ||
               pf_json_put(e, "source", pf_json_str(pm->source)) ||
               pf_json_put(e, "domain", pf_json_str(pf_domain_name(pm->domain))) ||
               pf_json_put(e, "scenarios", json_integer((json_int_t)pm->n)) ||
               pf_json_put(e, "in_shard", json_integer((json_int_t)pm->n_mine)) ||
               pf_json_put(e, "order", json_integer((json_int_t)pm->order));
        bad |= json_array_append_new(ml, e);
    }
    bad |= pf_json_put(o, "map_list", ml);
    bad |= pf_json_put(o, "plugins", pf_plugins_json());    /* what --plugin loaded: path, name, build */
    bad |= pf_json_put(o, "rows", json_integer((json_int_t)(R->rows_written + R->rows_skipped)));
    bad |= pf_json_put(o, "state", json_string(state));
    struct rusage ru;                      /* the harness's peak resident memory so far */
    if (getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0)
        bad |= pf_json_put(o, "peak_rss_kb", json_integer((json_int_t)ru.ru_maxrss));
    bad |= pf_json_put(o, "complete", json_boolean(complete));
    if (bad) {
        json_decref(o);
        return NULL;
    }
    return o;
}

/* Written crash-safely (a reader sees the old meta.json or the new one) at the start and end. */
static int write_meta(const struct run *R, int complete, const char *state)
{
    char path[2100], err[2300];
    snprintf(path, sizeof path, "%s/meta.json", R->dir);
    json_t *o = meta_object(R, complete, state);
    int rc = o ? pf_json_save(path, o, PF_JSON_META, err, sizeof err) : -1;
    if (!o)
        snprintf(err, sizeof err, "%s: out of memory", path);
    json_decref(o);
    if (rc)
        fprintf(stderr, "pfbench run: %s\n", err);
    return rc;
}

static void progress(struct run *R, size_t mi, const char *variant, size_t vi)
{
    if (R->quiet)
        return;
    static uint64_t last;
    uint64_t now = pf_now_ns();
    if (now - last < 1000000000ull && vi != 0)
        return;
    last = now;
    double el = (double)(now - R->t_start) / 1e9;
    double f = R->units_total > 0 ? R->units_done / R->units_total : 0;
    char eta[32] = "?";
    if (f > 0.02) {
        double rest = el * (1 - f) / f;
        snprintf(eta, sizeof eta, "%d:%02d", (int)rest / 60, (int)rest % 60);
    }
    fprintf(stderr, "[map %zu/%zu %s] %-24s %zu/%zu  %3.0f%%  elapsed %d:%02d  ETA %s\n", mi + 1,
            R->plan.n, R->plan.m[mi].name, variant, vi + 1, R->nvariants, 100 * f, (int)el / 60,
            (int)el % 60, eta);
}

/* The first solve of one query: the answer and counters, validated; then how many timed
 * solves it gets (fast answered queries: --repeat; others: this one), and, back to back,
 * those solves at once. Returns the time of the first solve. */
static uint64_t solve_row(struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                          struct pf_timed_query *q, struct pf_row *row)
{
    struct pf_result r;
    q->solves = 1;
    pf_time_solve(ctx, v, q, &r);
    row->c = r.c;
    row->touched = r.touched;
    row->state_bytes = r.state_bytes;
    const struct pf_plugin_answer *a = pf_plugin_last_answer(ctx, v);
    if (a) {                      /* GPPC's measures of a search answered in calls */
        row->calls = a->calls;
        row->first20_ns = a->first20_ns;
        row->longest_call_ns = a->longest_call_ns;
    }
    snprintf(row->status, sizeof row->status, "%s",
             r.status >= 0 ? pf_status_name(r.status) : "error");
    if (r.status == PF_OK) {
        double cost;
        char why[200];
        row->valid = pf_ctx_validate(ctx, r.path, r.path_len, q->s, q->t, &cost, why, sizeof why) &&
                     fabs(cost - r.cost) <= 1e-9 * (1 + cost);
        row->cost = r.cost;
        row->path_len = r.path_len;
        if (!row->valid && !R->quiet)
            fprintf(stderr, "pfbench run: %s on %s scenario %u: invalid path: %s\n", v->name, row->map,
                    row->scen_id, *pf_ctx_note(ctx) ? pf_ctx_note(ctx) : why);
        /* fast queries are timed again for a stable median; one solve of a slow one is enough */
        if (q->times[0] <= PF_TIMING_SLOW_NS)
            q->solves = R->repeat;
        if (R->timing == PF_TIMING_BACK_TO_BACK)
            pf_time_back_to_back(ctx, v, q);
    } else if (r.status < 0 && *pf_ctx_note(ctx) && !R->quiet) {
        /* a plugin's answer pfbench could not read: say why */
        fprintf(stderr, "pfbench run: %s on %s scenario %u: error: %s\n", v->name, row->map, row->scen_id,
                pf_ctx_note(ctx));
    }
    return q->times[0];
}

/* Google Benchmark on this map: per variant, three groups of queries (short, medium and long
 * thirds of the planned lines, which come sorted by bucket). Slow variants are left out. */
static void gbench_map(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                       const struct pf_plan_map *m, const uint64_t *median_per_variant)
{
    if (R->gbench_min_time <= 0 || !pf_gbench_available() || R->gbench_failed)
        return;
    size_t n = 0;
    for (size_t j = 0; j < m->n; j++)
        n += m->mine[j];
    if (n < 3)
        return;
    pf_node *st = malloc(n * sizeof *st), *gl = malloc(n * sizeof *gl);
    struct pf_gbench_job *jobs = calloc(R->nvariants * 3, sizeof *jobs);
    if (!st || !gl || !jobs)
        goto out;
    size_t q = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (!m->mine[j])
            continue;
        pf_space_nodes(sp, &m->scen.e[j], &st[q], &gl[q]);
        q++;
    }
    size_t nj = 0;
    static const char *const third[3] = { "short", "medium", "long" };
    for (size_t v = 0; v < R->nvariants; v++) {
        if (median_per_variant[v] == 0 || median_per_variant[v] > 20000000ull)
            continue;                         /* budget rows or over 20 ms a query */
        for (int k = 0; k < 3; k++) {
            struct pf_gbench_job *j = &jobs[nj++];
            size_t a = n * (size_t)k / 3, b = n * (size_t)(k + 1) / 3;
            snprintf(j->name, sizeof j->name, "%s/%s/%s", R->variants[v]->name, m->name, third[k]);
            j->ctx = ctx;
            j->variant = R->variants[v];
            j->starts = st + a;
            j->goals = gl + a;
            j->count = b - a;
        }
    }
    if (nj) {
        char path[2200];
        snprintf(path, sizeof path, "%s/gbench-parts", R->dir);
        mkdir(path, 0777);
        snprintf(path, sizeof path, "%s/gbench-parts/%04zu.json", R->dir, R->gbench_parts);
        char suite[64];
        snprintf(suite, sizeof suite, "%s", R->suite->name);
        struct pf_gbench_context info[] = {
            { "pfbench_compiler", R->meta.compiler }, { "pfbench_cflags", R->meta.cflags },
            { "pfbench_build_type", R->meta.build_type }, { "pfbench_commit", R->meta.commit },
            { "pfbench_suite", suite }, { "pfbench_map", m->name },
        };
        if (!R->quiet)
            fprintf(stderr, "[map %s] Google Benchmark: %zu benchmarks\n", m->name, nj);
        pf_ctx_set_budget(ctx, 0);
        if (pf_gbench_run(jobs, nj, path, R->gbench_min_time, info, sizeof info / sizeof info[0]) == 0)
            R->gbench_parts++;
        else
            R->gbench_failed = 1;
        pf_ctx_set_budget(ctx, R->budget);
    }
out:
    free(st);
    free(gl);
    free(jobs);
}

/* Join the per-map Google Benchmark files into one gbench.json, then drop the parts. A resumed
 * run's gbench.json (the maps timed before the interruption) comes first. */
static void gbench_merge(struct run *R)
{
    if (!R->gbench_parts)
        return;
    size_t n = R->gbench_parts + 1;
    char (*paths)[2300] = calloc(n, sizeof *paths);
    const char **pp = calloc(n, sizeof *pp);
    char out[2200], err[2400];
    size_t missing;
    if (!paths || !pp) {
        fprintf(stderr, "pfbench run: out of memory joining gbench.json\n");
    } else {
        snprintf(out, sizeof out, "%s/gbench.json", R->dir);
        snprintf(paths[0], sizeof paths[0], "%s", out);
        pp[0] = paths[0];
        for (size_t i = 1; i < n; i++) {
            snprintf(paths[i], sizeof paths[i], "%s/gbench-parts/%04zu.json", R->dir, i - 1);
            pp[i] = paths[i];
        }
        if (pf_gbench_join(out, pp, NULL, n, &missing, err, sizeof err) != 0)
            fprintf(stderr, "pfbench run: %s (the parts stay in %s/gbench-parts)\n", err, R->dir);
        else
            for (size_t i = 1; i < n; i++)
                remove(paths[i]);
    }
    free(paths);
    free(pp);
    snprintf(out, sizeof out, "%s/gbench-parts", R->dir);
    rmdir(out);
}

/* Per map: the rows of one variant, the timed queries behind them, room for their times. */
struct block {
    struct pf_row *rows;
    struct pf_timed_query *q;
    uint64_t *times;               /* n x repeat */
    uint64_t *ok_times;            /* time_ns of the answered rows, for the variant's median */
    /* A plugin variant's block (plugin_block): the peak resident memory of its children, in KiB
     * (ru_maxrss from wait4, the largest over the block's children), and the resident memory
     * its first child started with (the harness's pages it shares from the fork), so that
     * peak_kb - base_kb is what the plugin's preprocessing and queries added; 0 for built-ins. */
    uint64_t peak_kb, base_kb;
};

/* The preprocessing of a variant's algorithm on one map's context. */
struct prep_time {
    const struct pf_alg *alg;
    uint64_t ns, bytes;
};

/* Everything v needs on ctx (its open list, scratch and preprocessed data), made before any
 * timed query; the preprocessing is timed here, on the harness's clock, when it runs. A variant
 * whose algorithm an earlier variant prepared on this context reports that first time and the
 * same bytes (seen[] holds the map's algorithms so far). A failure (a refused model in a
 * resumed run, preprocessing out of memory or over a limit) is said; its rows then end in
 * 'error'. */
static void prepare_variant(const struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                            struct prep_time *seen, size_t *nseen, struct prep_time *out)
{
    struct pf_prep p;
    uint64_t t0 = pf_now_ns();
    int rc = pf_ctx_prepare(ctx, v, &p);
    uint64_t ns = pf_now_ns() - t0;
    memset(out, 0, sizeof *out);
    out->alg = v->alg;
    if (rc != PF_OK) {
        char why[400];
        if (pf_variant_runs_on(v, pf_ctx_moves(ctx), why, sizeof why))
            snprintf(why, sizeof why, "%s: preparing it failed: %s", v->name, pf_status_name(rc));
        if (!R->quiet)
            fprintf(stderr, "pfbench run: %s\n", why);
        return;
    }
    out->bytes = p.bytes;
    for (size_t i = 0; i < *nseen; i++)
        if (seen[i].alg == v->alg) {
            *out = seen[i];
            return;
        }
    if (!p.ran)
        return;                            /* no preprocessing: 0 and 0 */
    out->ns = ns;
    seen[(*nseen)++] = *out;
}

/* A row of a (map, variant) block before it is solved: everything but the answer. */
static void init_row(const struct run *R, const struct pf_plan_map *m, const struct pf_search_ctx *ctx,
                     const struct pf_variant *v, size_t j, const double *dcost, const struct prep_time *prep,
                     struct pf_row *row)
{
    const struct pf_scen_entry *e = &m->scen.e[j];
    memset(row, 0, sizeof *row);
    snprintf(row->map, sizeof row->map, "%s", m->name);
    snprintf(row->family, sizeof row->family, "%s", m->family);
    row->width = m->width;
    row->height = m->height;
    row->depth = m->depth;
    snprintf(row->domain, sizeof row->domain, "%s", pf_domain_name(m->domain));
    row->scen_id = m->sel[j];
    row->bucket = e->bucket;
    snprintf(row->variant, sizeof row->variant, "%s", v->name);
    snprintf(row->algo, sizeof row->algo, "%s", pf_variant_algo(v));
    snprintf(row->heuristic, sizeof row->heuristic, "%s", pf_variant_heuristic(v));
    snprintf(row->open, sizeof row->open, "%s", pf_variant_open(v));
    snprintf(row->moves, sizeof row->moves, "%s", pf_moves_name(pf_ctx_moves(ctx)));
    snprintf(row->host, sizeof row->host, "%s", R->meta.host);
    row->prep_ns = prep->ns;
    row->prep_bytes = prep->bytes;
    row->cost = row->subopt = NAN;
    row->dijkstra_cost = dcost[j];
    /* the file's optima hold under the model they were computed for (8 for 2D files) */
    row->scen_optimum = pf_ctx_moves(ctx) == pf_plan_optima_moves(m) ? e->optimum : NAN;
    row->should_be_optimal = pf_ctx_should_be_optimal(ctx, v);
}

/* What a plugin's child sends its parent (plugin_block), one fixed-size message at a time. */
enum { MSG_PREP, MSG_ROW, MSG_PASSES, MSG_FINAL, MSG_DONE };
struct child_msg {
    int kind;
    uint32_t index;                /* MSG_ROW, MSG_FINAL: the row's place among the block's rows */
    uint64_t ns, bytes;            /* MSG_PREP: preprocessing; MSG_ROW: the first solve's time;
                                      MSG_FINAL: the row's time_ns */
    uint64_t base_kb;              /* MSG_PREP: the child's resident memory when it started */
    struct pf_row row;             /* MSG_ROW: the row after its first solve */
};

/* Set in the child that runs a plugin's block: where its rows go and where it starts. */
struct child_out {
    int fd;
    size_t from;                   /* rows an earlier child of the block answered: skipped */
    uint64_t spent0;               /* the variant's time on this map before this child */
};

static void child_row(const struct child_out *co, int kind, size_t index, const struct pf_row *row, uint64_t ns)
{
    struct child_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.kind = kind;
    msg.index = (uint32_t)index;
    msg.ns = ns;
    if (row)
        msg.row = *row;
    pf_child_send(co->fd, &msg, sizeof msg);
}

/* One (map, variant) block. Pass 1 answers every planned query not done yet (or marks it
 * 'budget' once the variant's time on this map is up); in passes, the fast answered queries
 * are then solved again, once per pass; the rows are written together after the last pass.
 * Returns 0 (also when interrupted: the unfinished block is dropped) or -1 on a write error.
 * *median gets the median time_ns of the answered rows, 0 when some row is 'budget'.
 * In a plugin's child (co not NULL) the same timing runs, and each row goes to the parent
 * (after its first solve, then its final time) instead of runs.csv. */
static int run_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                     const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                     const struct prep_time *prep, struct block *B, uint64_t *median,
                     const struct child_out *co)
{
    /* the map's own time from the suite, unless --variant-seconds said one for the run */
    double secs = m->variant_seconds > 0 && !R->seconds_given ? m->variant_seconds : R->variant_seconds;
    uint64_t spent = co ? co->spent0 : 0, limit = (uint64_t)(secs * 1e9);
    size_t n = 0, over = 0, pending = 0, from = co ? co->from : 0;
    for (size_t j = 0; j < m->n && !pf_run_stop; j++) {
        if (!m->mine[j])
            continue;
        struct pf_row *row = &B->rows[n];
        init_row(R, m, ctx, v, j, dcost, prep, row);
        if (is_done(R, row)) {
            R->rows_skipped++;
            continue;
        }
        if (pending++ < from)
            continue;
        const struct pf_scen_entry *e = &m->scen.e[j];
        struct pf_timed_query *q = &B->q[n];
        memset(q, 0, sizeof *q);
        pf_space_nodes(sp, e, &q->s, &q->t);
        q->seed = R->seed + row->scen_id;
        q->times = B->times + n * (size_t)R->repeat;
        n++;
        if (spent > limit) {
            snprintf(row->status, sizeof row->status, "budget");   /* not run: the variant's time is up */
            over++;
            if (co)
                child_row(co, MSG_ROW, from + n - 1, row, 0);
            continue;
        }
        /* the budget counts every timed solve: done now (back to back) or to come (passes) */
        uint64_t t0 = pf_now_ns();
        uint64_t first = solve_row(R, ctx, v, q, row);
        spent += pf_now_ns() - t0 + (uint64_t)(q->solves - q->done) * first;
        if (!strcmp(row->status, "ok"))
            row->subopt = pf_row_subopt(row->cost, dcost[j]);
        else if (!strcmp(row->status, "budget"))
            over++;
        if (co)
            child_row(co, MSG_ROW, from + n - 1, row, first);
    }
    if (co && !pf_run_stop)
        child_row(co, MSG_PASSES, 0, NULL, 0);
    if (R->timing == PF_TIMING_PASSES)
        pf_time_passes(ctx, v, B->q, n, &pf_run_stop);
    if (pf_run_stop)
        return 0;
    size_t nt = 0;
    for (size_t i = 0; i < n; i++) {
        B->rows[i].time_ns = pf_timed_median(&B->q[i]);
        if (co)
            child_row(co, MSG_FINAL, from + i, NULL, B->rows[i].time_ns);
        if (!strcmp(B->rows[i].status, "ok"))
            B->ok_times[nt++] = B->rows[i].time_ns;
    }
    *median = over ? 0 : pf_median_u64(B->ok_times, nt);
    if (co) {
        child_row(co, MSG_DONE, 0, NULL, 0);
        return 0;
    }
    return write_rows(R, B->rows, n);
}

/* ------------------------------------------------------------------ plugin variants, isolated */

/* What the child of a plugin's block is given (it has the parent's memory: the run, the map's
 * context with its Dijkstra costs, the block's buffers). */
struct child_job {
    struct run *R;
    struct pf_search_ctx *ctx;
    const struct pf_space *sp;
    const struct pf_plan_map *m;
    const struct pf_variant *v;
    const double *dcost;
    struct block *B;
    struct child_out co;
};

/* The child: the variant's preprocessing (timed as in-process), then run_block from co.from. */
static void plugin_child(int fd, void *arg)
{
    struct child_job *J = arg;
    J->co.fd = fd;
    struct rusage ru;
    uint64_t base_kb = getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_maxrss > 0 ? (uint64_t)ru.ru_maxrss : 0;
    struct prep_time seen[1], prep;
    size_t nseen = 0;
    prepare_variant(J->R, J->ctx, J->v, seen, &nseen, &prep);
    struct child_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.kind = MSG_PREP;
    msg.ns = prep.ns;
    msg.bytes = prep.bytes;
    msg.base_kb = base_kb;
    pf_child_send(fd, &msg, sizeof msg);
    uint64_t median;
    run_block(J->R, J->ctx, J->sp, J->m, J->v, J->dcost, &prep, J->B, &median, &J->co);
}

/* A plugin variant's block: its preprocessing and queries run in a forked child (plugin_child)
 * that streams each row back; a crash or a query past --plugin-timeout ends the child, the
 * query gets a 'crashed' or 'timeout' row, and a new child goes on with the next query. The
 * rows answered so far are kept. The timing is run_block's, in the child. */
static int plugin_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                        const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                        struct block *B)
{
    struct prep_time none;
    memset(&none, 0, sizeof none);
    size_t total = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (!m->mine[j])
            continue;
        init_row(R, m, ctx, v, j, dcost, &none, &B->rows[total]);
        if (is_done(R, &B->rows[total]))
            R->rows_skipped++;
        else
            total++;
    }
    uint64_t timeout = (uint64_t)(R->plugin_timeout * 1e9), prep_ns = 0, prep_bytes = 0;
    uint64_t spent = 0;                /* the variant's time on the map (--variant-seconds) so far,
                                          without the query that crashed or hung */
    int have_prep = 0;
    size_t from = 0;
    B->peak_kb = B->base_kb = 0;
    while (from < total && !pf_run_stop) {
        struct child_job J = { R, ctx, sp, m, v, dcost, B, { -1, from, spent } };
        uint64_t t_child = pf_now_ns(), t_last = 0;   /* its start; its last row's arrival */
        struct pf_child c;
        if (pf_child_start(&c, plugin_child, &J) != 0) {
            fprintf(stderr, "pfbench run: cannot start a child for %s: %s\n", v->name, strerror(errno));
            return -1;
        }
        enum { IN_PREP, IN_ROWS, IN_PASSES, DONE } phase = IN_PREP;
        size_t next = from;            /* the query the child is on */
        int r = 0;
        while (phase != DONE) {
            struct child_msg msg;
            uint64_t limit = phase == IN_PASSES ? timeout * (uint64_t)(total - from) : timeout;
            r = pf_child_recv(&c, &msg, sizeof msg, limit);
            if (r == -2 && !pf_run_stop)
                continue;
            if (r != 1)
                break;
            if (msg.kind == MSG_PREP) {
                if (!have_prep) {
                    prep_ns = msg.ns;
                    prep_bytes = msg.bytes;
                    B->base_kb = msg.base_kb;
                    have_prep = 1;
                }
                phase = IN_ROWS;
            } else if (msg.kind == MSG_ROW && msg.index < total) {
                B->rows[msg.index] = msg.row;
                B->rows[msg.index].time_ns = msg.ns;   /* until MSG_FINAL brings the median */
                next = msg.index + 1;
                t_last = pf_now_ns();
            } else if (msg.kind == MSG_PASSES) {
                phase = IN_PASSES;
            } else if (msg.kind == MSG_FINAL && msg.index < total) {
                B->rows[msg.index].time_ns = msg.ns;
            } else if (msg.kind == MSG_DONE) {
                phase = DONE;
            }
        }
        char how[200];
        int failed = pf_child_end(&c, r < 0, how, sizeof how);   /* killed when late or interrupted */
        if (c.peak_kb > B->peak_kb)
            B->peak_kb = c.peak_kb;
        if (pf_run_stop)
            return 0;                      /* interrupted: the block is dropped, as in-process */
        if (phase == DONE && !failed)
            break;
        spent += t_last ? t_last - t_child : 0;
        const char *status = r == -1 ? "timeout" : "crashed";
        if (r == -1)
            snprintf(how, sizeof how, "killed after %g s (--plugin-timeout)", R->plugin_timeout);
        if (phase == IN_PREP) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s in its preprocessing (%s): its %zu queries are "
                            "'%s'\n", v->name, m->name, r == -1 ? "hung" : "crashed", how, total - from, status);
            for (size_t i = from; i < total; i++)
                snprintf(B->rows[i].status, sizeof B->rows[i].status, "%s", status);
            break;
        }
        if (phase == IN_PASSES) {
            fprintf(stderr, "pfbench run: %s on %s: the plugin %s while its queries were timed again (%s): "
                            "their rows keep the first solve's time\n", v->name, m->name,
                    r == -1 ? "hung" : "crashed", how);
            break;
        }
        if (next >= total)
            break;                         /* ended after its last row: nothing to blame */
        fprintf(stderr, "pfbench run: %s on %s scenario %u: the plugin %s (%s): row '%s', the run goes on\n",
                v->name, m->name, B->rows[next].scen_id, r == -1 ? "hung" : "crashed", how, status);
        snprintf(B->rows[next].status, sizeof B->rows[next].status, "%s", status);
        from = next + 1;
    }
    if (pf_run_stop)
        return 0;
    for (size_t i = 0; i < total; i++) {
        struct pf_row *row = &B->rows[i];
        row->prep_ns = prep_ns;
        row->prep_bytes = prep_bytes;
        /* GPPC's peak memory: what the plugin's children grew beyond the harness's pages */
        row->peak_rss_kb = B->peak_kb > B->base_kb ? B->peak_kb - B->base_kb : 0;
        if (!row->status[0])
            snprintf(row->status, sizeof row->status, "crashed");   /* not reached (the child ended) */
    }
    return write_rows(R, B->rows, total);
}

static int run_map(struct run *R, size_t mi)
{
    const struct pf_plan_map *m = &R->plan.m[mi];
    if (m->n_mine == 0)
        return 0;
    struct pf_space sp;
    char err[700];
    if (pf_space_load(m, &sp, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench run: %s\n", err);
        return -1;
    }
    struct pf_search_ctx *ctx = pf_space_ctx(&sp, R->moves);
    double *dcost = malloc(m->n * sizeof *dcost);
    uint64_t *medians = calloc(R->nvariants, sizeof *medians);
    struct prep_time *prep_seen = calloc(R->nvariants, sizeof *prep_seen);
    size_t nprep = 0;
    struct block B = {
        malloc(m->n * sizeof *B.rows), malloc(m->n * sizeof *B.q),
        malloc(m->n * (size_t)R->repeat * sizeof *B.times), malloc(m->n * sizeof *B.ok_times), 0, 0,
    };
    int rc = 0;
    if (!ctx || !dcost || !medians || !prep_seen || !B.rows || !B.q || !B.times || !B.ok_times) {
        fprintf(stderr, "pfbench run: out of memory for map %s\n", m->name);
        rc = -1;
        goto out;
    }
    pf_ctx_set_tie(ctx, R->tie);
    pf_ctx_set_map_name(ctx, m->name);       /* for plugins (env->map_name) */
    /* ground truth first: Dijkstra (best-first, zero heuristic, stops when the goal is popped) */
    const struct pf_variant *dij = pf_variant_reference_in(m->domain);
    pf_ctx_set_budget(ctx, 0);
    for (size_t j = 0; j < m->n && !pf_run_stop; j++) {
        dcost[j] = NAN;
        if (!m->mine[j])
            continue;
        struct pf_result r;
        const struct pf_scen_entry *e = &m->scen.e[j];
        pf_node s, t;
        pf_space_nodes(&sp, e, &s, &t);
        if (pf_search(ctx, dij, s, t, &r) == PF_OK)
            dcost[j] = r.cost;
    }
    /* the map's own budget from the suite, unless --budget said one for the run */
    pf_ctx_set_budget(ctx, m->budget && !R->budget_given ? m->budget : R->budget);
    double map_units = (double)m->n_mine * (double)m->width * (double)m->height * (double)m->depth;
    for (size_t vi = 0; vi < R->nvariants && !pf_run_stop && rc == 0; vi++) {
        char why[400];
        if (!pf_ctx_runs(ctx, R->variants[vi], why, sizeof why)) {
            /* no rows: a variant of another domain (said nowhere: it has its own maps), or one
             * this map does not allow (said) */
            if (!R->quiet && pf_variant_domain(R->variants[vi]) == m->domain)
                fprintf(stderr, "pfbench run: note: %s: not run on %s\n", why, m->name);
            R->units_done += map_units / (double)R->nvariants;
            continue;
        }
        progress(R, mi, R->variants[vi]->name, vi);
        struct prep_time prep;
        if (pf_plugin_variant_of(R->variants[vi])) {
            /* a plugin: in a child process, out of Google Benchmark (medians[vi] stays 0) */
            rc = plugin_block(R, ctx, &sp, m, R->variants[vi], dcost, &B);
        } else {
            prepare_variant(R, ctx, R->variants[vi], prep_seen, &nprep, &prep);
            rc = run_block(R, ctx, &sp, m, R->variants[vi], dcost, &prep, &B, &medians[vi], NULL);
        }
        R->units_done += map_units / (double)R->nvariants;
    }
    if (!pf_run_stop && rc == 0)
        gbench_map(R, ctx, &sp, m, medians);
out:
    pf_ctx_destroy(ctx);
    pf_space_free(&sp);
    free(dcost);
    free(medians);
    free(prep_seen);
    free(B.rows);
    free(B.q);
    free(B.times);
    free(B.ok_times);
    return rc;
}

/* Read runs.csv back and write summary.csv and validate.txt. */
static int finish_tables(struct run *R, int print)
{
    char path[2200], err[700];
    snprintf(path, sizeof path, "%s/runs.csv", R->dir);
    struct pf_rows rows;
    int failing = 0, rc = pf_rows_read(path, &rows, NULL, err, sizeof err);
    if (rc == 0) {
        rc = pf_tables_write(R->dir, &rows, print ? stdout : NULL, &failing, err, sizeof err);
        pf_rows_free(&rows);
    }
    if (rc)
        fprintf(stderr, "pfbench run: %s\n", err);
    return rc;
}

static int open_runs(struct run *R, const char *resume)
{
    char path[2200], err[700];
    snprintf(path, sizeof path, "%s/runs.csv", R->dir);
    if (resume) {
        struct pf_rows rows;
        size_t torn = 0;
        if (pf_rows_read(path, &rows, &torn, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench run: cannot resume %s: %s\n", R->dir, err);
            return -1;
        }
        R->done = malloc((rows.n ? rows.n : 1) * sizeof *R->done);
        for (size_t i = 0; i < rows.n; i++) {
            char key[256];
            pf_row_key(&rows.r[i], key, sizeof key);
            R->done[R->ndone++] = strdup(key);
        }
        qsort(R->done, R->ndone, sizeof *R->done, cmp_key);
        /* rewrite the good rows (drops a torn last line), then append */
        int rc = pf_rows_write(path, &rows, err, sizeof err);
        pf_rows_free(&rows);
        if (rc) {
            fprintf(stderr, "pfbench run: %s\n", err);
            return -1;
        }
        if (!R->quiet)
            fprintf(stderr, "pfbench run: resuming %s: %zu rows kept%s\n", R->dir, R->ndone,
                    torn ? ", 1 torn row dropped" : "");
    }
    R->fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0644);
    if (R->fd < 0) {
        fprintf(stderr, "pfbench run: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    if (!resume && write(R->fd, pf_rows_header(), strlen(pf_rows_header())) < 0) {
        fprintf(stderr, "pfbench run: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int make_dirs(const char *path)
{
    char tmp[2048];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            mkdir(tmp, 0777);
            *p = '/';
        }
    }
    return mkdir(tmp, 0777) == 0 || errno == EEXIST ? 0 : -1;
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
    uint64_t repeat = (uint64_t)R->suite->repeat, budget = R->suite->budget, seed = 1;
    R->variant_seconds = R->suite->variant_seconds;
    R->gbench_min_time = R->suite->gbench_min_time;
    if (pf_cli_u64(cli, "repeat", 1, REPEAT_MAX, &repeat) || pf_cli_u64(cli, "budget", 0, WHOLE_MAX, &budget) ||
        pf_cli_u64(cli, "seed", 0, WHOLE_MAX, &seed) ||
        pf_cli_double(cli, "variant-seconds", 0, 1e9, &R->variant_seconds) ||
        pf_cli_double(cli, "gbench-min-time", 0, 100, &R->gbench_min_time) ||
        pf_cli_double(cli, "plugin-timeout", 0.001, 1e6, &R->plugin_timeout)) {
        fprintf(stderr, "pfbench run: %s\n", cli->err);
        return -1;
    }
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
    if (pf_moves_parse(pf_cli_get(cli, "moves"), &R->moves) != PF_OK ||
        pf_moves_domain(R->moves) != PF_DOMAIN_GRID) {
        fprintf(stderr, "pfbench run: unknown movement model '%s' (4, 8, 8-cut, 8-any: --moves is the 2D grids' "
                        "model; voxel maps always use 26 neighbours and node graphs their arcs)\n",
                pf_cli_get(cli, "moves"));
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
    R->quiet = pf_cli_flag(cli, "quiet");
    *resume = pf_cli_get(cli, "resume");
    return *resume ? pf_run_resume_options(R, cli, *resume) : 0;
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

const struct pf_command pf_command_run = {
    .name = "run", .run = pf_cmd_run, .opts = opts, .nopts = NOPTS,
    .about = "run variants over a suite: validated, timed rows in a dated result folder",
    .synopsis = "[--suite quick|default|voxel|graphs|full] [--algos PATTERNS] [--maps PATTERNS] [options]",
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
                     "the run goes on with the next query. Suites:\n"
                     "  quick    a smoke run (under a minute)\n"
                     "  default  every family, 64x64 to 1024x1024, real maps if present (~3 minutes)\n"
                     "  peers    the four maps of make bench-peers, every scenario line\n"
                     "  voxel    the 8 Warframe 3D levels (--voxel DIR), 20 lines each\n"
                     "  graphs   generated waypoint graphs and DIMACS rome99 (--graphs DIR)\n"
                     "A map's domain (2D grid, voxel volume, node graph) picks the variants that\n"
                     "search it: each map gets the selected variants of its domain only.\n"
                     "  full     everything (hours)",
};

int pf_cmd_run(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    struct run R;
    memset(&R, 0, sizeof R);
    R.fd = -1;
    const char *resume = NULL;
    if (parse_options(&R, &cli, &resume) != 0)
        return run_free(&R, PF_EXIT_USAGE);
    const char *mai = pf_cli_get(&cli, "movingai");
    if (!mai)
        mai = R.movingai;
    if (!mai)
        mai = getenv("MOVINGAI_DIR");
    if (!mai || !*mai)
        mai = "datasets/movingai";
    const char *maps = R.maps_pattern ? R.maps_pattern : pf_cli_get(&cli, "maps");
    pf_meta_collect(&R.meta);
    R.t_start = pf_now_ns();
    if (pf_plan_build_in(&R.plan, R.suite, maps, mai, pf_cli_get(&cli, "voxel"), pf_cli_get(&cli, "graphs"),
                         R.quiet) != 0)
        return run_free(&R, PF_EXIT_USAGE);
    unsigned domains = 0;                  /* the domains the run's variants search */
    for (size_t i = 0; i < R.nvariants; i++)
        domains |= 1u << pf_variant_domain(R.variants[i]);
    size_t left_out = pf_plan_keep_domains(&R.plan, domains);
    if (left_out && !R.quiet)
        fprintf(stderr, "pfbench run: note: %zu map%s of a domain no selected variant searches left out\n", left_out,
                left_out == 1 ? "" : "s");
    if (R.plan.n == 0 && !resume) {
        fprintf(stderr, "pfbench run: no map matches '--maps %s'\n", maps);
        return run_free(&R, PF_EXIT_USAGE);
    }
    if (R.shard_n > 1)
        pf_plan_shard(&R.plan, R.shard_k, R.shard_n);
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
    if (make_dirs(R.dir) != 0) {
        fprintf(stderr, "pfbench run: cannot create %s: %s\n", R.dir, strerror(errno));
        return run_free(&R, PF_EXIT_USAGE);
    }
    if (open_runs(&R, resume) != 0 || write_meta(&R, 0, "running") != 0)
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
        rc = run_map(&R, i);
    close(R.fd);
    R.fd = -1;
    gbench_merge(&R);
    if (rc == 0 && !pf_run_stop && R.shard_k == 1) {
        pf_run_write_traces(&R);
    }
    int interrupted = pf_run_stop != 0;
    finish_tables(&R, !R.quiet && !interrupted);
    write_meta(&R, rc == 0 && !interrupted, interrupted ? "interrupted" : rc ? "failed" : "complete");
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
