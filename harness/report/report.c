/* report.c: report.md of a result folder (metadata, warnings, how the times were measured, the
 * optimality and speed tables, the charts) from numbers summary.c computed; the report only
 * formats them. */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_io.h"
#include "entries.h"
#include "meta_get.h"
#include "names.h"
#include "stats.h"
#include "report.h"
#include "saving.h"
#include "replan.h"

/* The first of the keys (NULL-ended) meta.json has, or "" */
static const char *meta_first(const char *json, const char *const *keys, char *buf, size_t cap)
{
    buf[0] = '\0';
    for (; json && *keys; keys++)
        if (pf_meta_get(json, *keys, buf, cap) && buf[0])
            break;
    return buf;
}

/* A Markdown table cell: '|' escaped, line breaks as ", ". */
static void put_cell(FILE *f, const char *s)
{
    if (!*s) {
        fputs("–", f);
        return;
    }
    for (; *s; s++) {
        if (*s == '|')
            fputs("\\|", f);
        else if (*s == '\n')
            fputs(", ", f);
        else
            fputc(*s, f);
    }
}

/* ------------------------------------------------------------------ hosts */

/* The hosts the timings come from: meta.json "hosts" (a merged run), then the host column. */
static int collect_hosts(const char *json, const struct pf_rows *rows, struct pf_names *h)
{
    char buf[4096];
    if (json && pf_meta_get(json, "hosts", buf, sizeof buf))
        for (char *s = buf; *s;) {
            size_t len = strcspn(s, "\n");
            char one[256];
            snprintf(one, sizeof one, "%.*s", (int)len, s);
            if (len && pf_names_add(h, one) < 0)
                return -1;
            s += len + (s[len] == '\n');
        }
    for (size_t i = 0; i < rows->n; i++)
        if (rows->r[i].host[0] && pf_names_add(h, rows->r[i].host) < 0)
            return -1;
    return 0;
}

static void put_list(FILE *f, const struct pf_names *l)
{
    for (size_t i = 0; i < l->n; i++)
        fprintf(f, "%s%s", i ? ", " : "", l->s[i]);
}

/* ------------------------------------------------------------------ sections */

static void run_table(FILE *f, const char *json, const struct pf_names *hosts)
{
    /* label, then the meta.json keys that may hold it (older runs used other names) */
    static const char *const rows[][6] = {
        { "suite", "suite", NULL }, { "date", "date", "started", NULL },
        { "commit", "commit", "git_commit", NULL }, { "compiler", "compiler", NULL },
        { "flags", "cflags", "flags", NULL }, { "build type", "build_type", NULL },
        { "CPU", "cpu", NULL }, { "cores", "cores", NULL }, { "host", "host", NULL },
        { "seeds", "seed", "seeds", NULL }, { "complete", "complete", NULL },
        { "peak memory of the run (KiB)", "peak_rss_kb", NULL },
    };
    if (!json) {
        fprintf(f, "No meta.json in the result folder.\n\n");
        return;
    }
    fprintf(f, "| | |\n|---|---|\n");
    char buf[4096];
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        fprintf(f, "| %s | ", rows[i][0]);
        meta_first(json, rows[i] + 1, buf, sizeof buf);
        if (!strcmp(rows[i][0], "host") && (hosts->n > 1 || (!buf[0] && hosts->n)))
            put_list(f, hosts);     /* several hosts, or only runs.csv's host column names it */
        else
            put_cell(f, buf);
        fprintf(f, " |\n");
    }
    fprintf(f, "\n");
}

/* How time_ns and gbench.json were measured: meta.json "timing" and "repeat". */
static void timing_section(FILE *f, const char *dir, const char *json)
{
    char timing[64], repeat[32], times[64], mintime[32], path[4200];
    int has_timing = json && pf_meta_get(json, "timing", timing, sizeof timing) && timing[0];
    int has_repeat = json && pf_meta_get(json, "repeat", repeat, sizeof repeat) && repeat[0];
    if (has_repeat)
        snprintf(times, sizeof times, "%s time%s", repeat, strcmp(repeat, "1") ? "s" : "");
    else
        snprintf(times, sizeof times, "K times (meta.json has no \"repeat\")");
    fprintf(f, "## How the times were measured\n\n");
    if (!has_timing || !strcmp(timing, "back-to-back")) {
        fprintf(f, "Timing: **back to back**%s. Each query was solved %s in a row and its `time_ns` in "
                   "runs.csv is the median of those solves. Every solve after the first finds the search "
                   "state in the caches, so the absolute times are lower than when the queries are "
                   "interleaved, as a game issues them; the ratios between variants hold.\n\n",
                has_timing ? "" : " (meta.json has no \"timing\" key: a run from before the timing option, "
                                  "when every run timed back to back)", times);
    } else if (!strcmp(timing, "passes")) {
        fprintf(f, "Timing: **passes**. The scenario list of each map was run %s in sequence (passes), "
                   "each query solved once per pass, and a query's `time_ns` in runs.csv is the median of "
                   "its solves over the passes: no query follows itself, as when a game issues queries.\n\n",
                times);
    } else {
        fprintf(f, "Timing: **%s** (meta.json \"timing\", a method this report does not know), each query "
                   "solved %s; `time_ns` in runs.csv is the median of its solves.\n\n", timing, times);
    }
    snprintf(path, sizeof path, "%s/gbench.json", dir);
    if (pf_file_exists(path)) {
        char least[96];
        if (json && pf_meta_get(json, "gbench_min_time", mintime, sizeof mintime) && mintime[0])
            snprintf(least, sizeof least, "%s s (meta.json `gbench_min_time`)", mintime);
        else
            snprintf(least, sizeof least, "its minimum time (meta.json has no `gbench_min_time`)");
        fprintf(f, "`gbench.json`: Google Benchmark timed each variant on each map in three groups of queries "
                   "(the short, medium and long thirds of the scenario lines). One iteration solves every "
                   "query of its group once, in order; the library repeats iterations for at least %s "
                   "and reports the time per iteration (the `queries` counter says how many queries that "
                   "is). Iterations follow each other back to back.\n\n",
                least);
    } else {
        fprintf(f, "No gbench.json in this folder (Google Benchmark skipped: `--gbench-min-time 0`, or the "
                   "library was not built in).\n\n");
    }
}

static void speed_section(FILE *f, const struct pf_summary *sm)
{
    const char *ref = sm->reference[0] ? sm->reference : "the reference";
    int stand_ins = 0;             /* models whose speed-ups are over a stand-in (pf_summary_ref) */
    for (size_t i = 0; i < sm->nref; i++)
        stand_ins += sm->refs[i].stand_in;
    if (stand_ins)
        ref = "the reference";
    fprintf(f, "## Speed\n\n"
               "Per variant and movement model: the median time per query over every query of every map, "
               "a query stopped by the expansion budget counting as slower than every solved one (where "
               "such queries reach the middle there is no median and no speed-up: –), the mean nodes "
               "expanded per solved query, and the speed-up over `%s` (its median time "
               "per query on a map family over the variant's, column `speedup_vs_dijkstra` of summary.csv) "
               "as a geometric mean over the map families. speed.csv holds the same figures.\n\n", ref);
    for (size_t i = 0; i < sm->nref; i++)
        if (sm->refs[i].stand_in)
            fprintf(f, "_Movement model %s: the run has no `%s`; `%s`, the first variant with its algo and "
                       "heuristic columns (the same search on another open list), stands in as the reference._\n\n",
                    sm->refs[i].moves, pf_summary_reference(sm->refs[i].moves), sm->refs[i].variant);
    fprintf(f, "| variant | moves | median µs per query | mean nodes expanded | speedup over %s |\n"
               "|---|:-:|--:|--:|--:|\n", ref);
    int any_speedup = 0;
    for (size_t j = 0; j < sm->nsp; j++) {
        const struct pf_speed *p = &sm->sp[j];
        fprintf(f, "| %s | %s | ", p->variant, p->moves);
        double us = (double)p->median_time_ns / 1000.0;
        if (!p->median_time_ns)
            fprintf(f, "– | ");
        else
            fprintf(f, us >= 1000 ? "%.0f | " : "%.1f | ", us);
        if (isnan(p->mean_expanded))
            fprintf(f, "– | ");
        else
            fprintf(f, "%.0f | ", p->mean_expanded);
        if (isnan(p->speedup)) {
            fprintf(f, "– |\n");
        } else {
            fprintf(f, "%.2f× |\n", p->speedup);
            any_speedup = 1;
        }
    }
    int notes = 0;
    for (size_t j = 0; j < sm->nsp; j++) {
        const struct pf_speed *p = &sm->sp[j];
        size_t bad = p->budget + p->nopath + p->errors;
        if (!bad)
            continue;
        fprintf(f, "%s_Note: %s (moves %s): %zu unsolved quer%s (", notes++ ? "" : "\n", p->variant, p->moves,
                bad, bad == 1 ? "y" : "ies");
        const char *sep = "";
        if (p->budget)
            fprintf(f, "status budget: %zu", p->budget), sep = ", ";
        if (p->nopath)
            fprintf(f, "%sstatus nopath: %zu", sep, p->nopath), sep = ", ";
        if (p->crashed)
            fprintf(f, "%sstatus crashed (the plugin's child died): %zu", sep, p->crashed), sep = ", ";
        if (p->timeout)
            fprintf(f, "%sstatus timeout (past --plugin-timeout): %zu", sep, p->timeout), sep = ", ";
        if (p->errors > p->crashed + p->timeout)
            fprintf(f, "%sstatus error: %zu", sep, p->errors - p->crashed - p->timeout);
        fprintf(f, ")%s_  \n", p->budget ? ": budget rows count in its median as slower than every solved "
                                              "query, the others are left out; its mean is over solved queries"
                                            : " left out of its median and mean");
    }
    if (!any_speedup && sm->nsp)
        fprintf(f, "%s_Note: no speed-ups: the run has no solved rows of `%s` to compare with_  \n",
                notes ? "" : "\n", ref);
    fprintf(f, "\n");
}

/* One (variant, map, moves) whose rows carry preprocessing (runs.csv prep_ns, prep_bytes). */
struct prep_group {
    const struct pf_row *first;   /* its first row: names, size, prep_ns, prep_bytes */
    struct pf_u64s ok_times;      /* time_ns of its solved rows */
};

/* The preprocessing table: per variant that preprocesses and map, the time and memory of its
 * preprocessing beside its median query time, which never includes it. No section when no row
 * carries preprocessing. 0, or -1 when out of memory. */
static int prep_section(FILE *f, const struct pf_rows *rows)
{
    struct prep_group *g = NULL;
    size_t n = 0, cap = 0, k = 0;
    int rc = -1;
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        if (!r->prep_ns && !r->prep_bytes)
            continue;
        if (k >= n || strcmp(g[k].first->variant, r->variant) || strcmp(g[k].first->map, r->map) ||
            strcmp(g[k].first->moves, r->moves))
            for (k = 0; k < n; k++)
                if (!strcmp(g[k].first->variant, r->variant) && !strcmp(g[k].first->map, r->map) &&
                    !strcmp(g[k].first->moves, r->moves))
                    break;
        if (k == n) {
            if (n == cap) {
                size_t nc = cap ? 2 * cap : 16;
                struct prep_group *ng = realloc(g, nc * sizeof *ng);
                if (!ng)
                    goto done;
                g = ng;
                cap = nc;
            }
            memset(&g[n], 0, sizeof g[n]);
            g[n++].first = r;
        }
        if (!strcmp(r->status, "ok") && pf_u64s_push(&g[k].ok_times, r->time_ns))
            goto done;
    }
    rc = 0;
    if (!n)
        goto done;
    fprintf(f, "## Preprocessing\n\n"
               "Variants that preprocess each map before their queries (JPS+'s jump distances): the time "
               "of that phase (`prep_ns` in runs.csv, timed once per map before any query) and the memory "
               "its data holds (`prep_bytes`, and per map cell). Query times, here, in the speed table and "
               "in `time_ns`, exclude it.\n\n"
               "| variant | map | moves | preprocessing ms | bytes | bytes per cell | median µs per query |\n"
               "|---|---|:-:|--:|--:|--:|--:|\n");
    for (size_t j = 0; j < n; j++) {
        const struct pf_row *r = g[j].first;
        double cells = (double)r->width * (double)r->height;
        fprintf(f, "| %s | %s | %s | %.3f | %llu | ", r->variant, r->map, r->moves, (double)r->prep_ns / 1e6,
                (unsigned long long)r->prep_bytes);
        if (cells > 0)
            fprintf(f, "%.2f | ", (double)r->prep_bytes / cells);
        else
            fprintf(f, "– | ");
        if (g[j].ok_times.n)
            fprintf(f, "%.1f |\n", (double)pf_median_u64(g[j].ok_times.v, g[j].ok_times.n) / 1000.0);
        else
            fprintf(f, "– |\n");
    }
    fprintf(f, "\n");
done:
    for (size_t j = 0; j < n; j++)
        pf_u64s_free(&g[j].ok_times);
    free(g);
    return rc;
}

/* The search state of the domains whose state grows with the search (voxel volumes): per
 * (variant, family), what its queries touched and the bytes per touched node (summary.c). */
static void state_section(FILE *f, const struct pf_summary *sm)
{
    size_t n = 0;
    for (size_t i = 0; i < sm->n; i++)
        n += sm->s[i].sum_touched > 0;
    if (!n)
        return;
    fprintf(f, "## Search state\n\n"
               "Searches whose state grows with what they touch (the voxel volumes' paged state; "
               "`touched` and `state_bytes` in runs.csv): the nodes a query gave a cost, on average over "
               "the solved queries, and the bytes of search state per touched node (all queries' bytes "
               "over all their touched nodes; the worst single query beside it). The open list's own "
               "memory is apart.\n\n"
               "| variant | family | moves | touched per query | bytes per touched node | worst query |\n"
               "|---|---|:-:|--:|--:|--:|\n");
    for (size_t i = 0; i < sm->n; i++) {
        const struct pf_sum *s = &sm->s[i];
        if (s->sum_touched <= 0)
            continue;
        fprintf(f, "| %s | %s | %s | %.0f | %.2f | %.2f |\n", s->variant, s->family, s->moves,
                s->ok ? s->sum_touched / (double)s->ok : 0.0, s->sum_state_bytes / s->sum_touched,
                s->worst_state_per_touched);
    }
    fprintf(f, "\n");
}

/* What a model saves against the optima its scenario lines print under another model (saving.c):
 * per model and family, the median and largest saving of its reference's optimum, and the
 * families left out with the reason. No section when no model has such lines. 0, or -1 when out
 * of memory. */
static int saving_section(FILE *f, const struct pf_rows *rows, const struct pf_summary *sm)
{
    struct pf_savings sv;
    if (pf_savings_build(rows, sm, &sv) != 0)
        return -1;
    if (sv.n)
        fprintf(f, "## What a model saves against the scenario files' optima\n\n"
                   "Where the scenario lines print optima under another movement model than the rows' "
                   "(`file_moves` in runs.csv: the 8-connected optima of Moving AI files searched as the "
                   "any-angle plane), the saving of the reference's optimum (`dijkstra_cost`) against the "
                   "line's (`file_optimum`): (file's - reference's) / file's, in %%, over the reference's "
                   "solved queries of each map family.\n\n"
                   "| moves | family | against model | queries | median saving | largest saving |\n"
                   "|:-:|---|:-:|--:|--:|--:|\n");
    for (size_t i = 0; i < sv.n; i++)
        if (sv.s[i].lines)
            fprintf(f, "| %s | %s | %s | %zu | %.2f%% | %.2f%% |\n", sv.s[i].moves, sv.s[i].family,
                    sv.s[i].file_moves, sv.s[i].lines, sv.s[i].median_pct, sv.s[i].max_pct);
    int notes = 0;
    for (size_t i = 0; i < sv.n; i++)
        if (!sv.s[i].lines)
            fprintf(f, "%s_Left out: %s (moves %s): %s_  \n", notes++ ? "" : "\n", sv.s[i].family,
                    sv.s[i].moves, sv.s[i].why);
    if (sv.n)
        fprintf(f, "\n");
    pf_savings_free(&sv);
    return 0;
}

/* One chart: heading, picture, caption (and its SVG when there is one). */
static void put_chart(FILE *f, const char *dir, const char *file, const char *title, const char *caption)
{
    char svg[1024], path[4400];
    size_t len = strlen(file);
    snprintf(svg, sizeof svg, "%.*s.svg", (int)(len > 4 ? len - 4 : len), file);
    snprintf(path, sizeof path, "%s/charts/%s", dir, svg);
    fprintf(f, "### %s\n\n![%s](charts/%s)\n\n%s", title, title, file, caption);
    if (len > 4 && !strcmp(file + len - 4, ".png") && pf_file_exists(path))
        fprintf(f, " ([SVG](charts/%s))", svg);
    fprintf(f, "\n\n");
}

/* The charts: those the chart index charts/data/charts.tsv (written by `pfbench chartdata`)
 * lists and that were drawn, in its order ("NAME<TAB>SCRIPT<TAB>TITLE<TAB>CAPTION"; a chart
 * left out is "skip<TAB>NAME<TAB>REASON"), then every other PNG file of charts/. */
static int charts_section(FILE *f, const char *dir, char *err, size_t errlen)
{
    struct pf_names listed = { 0 }, pngs = { 0 };
    int rc = -1, found = 0;
    char path[4200];
    fprintf(f, "## Charts\n\n");
    snprintf(path, sizeof path, "%s/charts/data/charts.tsv", dir);
    FILE *t = fopen(path, "r");
    if (t) {
        char line[4096];
        for (int ln = 1; fgets(line, sizeof line, t); ln++) {
            line[strcspn(line, "\r\n")] = '\0';
            if (!line[0] || line[0] == '#')
                continue;
            char orig[4096];
            snprintf(orig, sizeof orig, "%s", line);
            char *field[4] = { line, NULL, NULL, NULL };
            int nf = 1;
            for (char *c = line; *c && nf < 4; c++)
                if (*c == '\t') {
                    *c = '\0';
                    field[nf++] = c + 1;
                }
            if (nf >= 3 && !strcmp(field[0], "skip")) {    /* a chart not drawn: why */
                fprintf(f, "### %s\n\nNot drawn: %s\n\n", field[1], field[2]);
                continue;
            }
            if (nf < 4 || !field[0][0]) {
                snprintf(err, errlen, "%s:%d: expected NAME<TAB>SCRIPT<TAB>TITLE<TAB>CAPTION or "
                         "skip<TAB>NAME<TAB>REASON, found '%.80s'", path, ln, orig);
                fclose(t);
                goto done;
            }
            char file[4200];
            snprintf(file, sizeof file, "%s.png", field[0]);
            if (pf_names_add(&listed, file) < 0)
                goto oom;
            char png[4400];
            snprintf(png, sizeof png, "%s/charts/%s", dir, file);
            if (!pf_file_exists(png))
                continue;
            put_chart(f, dir, file, field[2], field[3]);
            found = 1;
        }
        fclose(t);
    }
    snprintf(path, sizeof path, "%s/charts", dir);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len > 4 && !strcmp(e->d_name + len - 4, ".png") && pf_names_add(&pngs, e->d_name) < 0)
            goto oom;
    }
    if (d)
        closedir(d);
    if (pngs.n)
        qsort(pngs.s, pngs.n, sizeof *pngs.s, pf_cmp_str);
    for (size_t i = 0; i < pngs.n; i++) {
        if (pf_names_find(&listed, pngs.s[i]) >= 0)
            continue;
        char title[1024];
        snprintf(title, sizeof title, "%.*s", (int)strlen(pngs.s[i]) - 4, pngs.s[i]);
        put_chart(f, dir, pngs.s[i], title,
                  t ? "A chart found in charts/ that the chart index charts/data/charts.tsv does not list."
                    : "Chart found in charts/ (the chart index charts/data/charts.tsv, which would caption it, is missing).");
        found = 1;
    }
    if (!found)
        fprintf(f, "No charts yet: run `scripts/charts.sh %s` first, then `pfbench report` again.\n\n",
                pf_dir_name(dir, path, sizeof path));
    snprintf(path, sizeof path, "%s/plot", dir);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        fprintf(f, "The gnuplot scripts used are in `plot/`; `sh plot/redraw.sh` redraws the charts from "
                   "`charts/data/`.\n");
    rc = 0;
    goto done;
oom:
    snprintf(err, errlen, "out of memory listing the charts of %s", dir);
done:
    pf_names_free(&listed);
    pf_names_free(&pngs);
    return rc;
}

const char *pf_dir_name(const char *dir, char *buf, size_t cap)
{
    char *real = realpath(dir, NULL);
    const char *s = real ? real : dir;
    size_t len = strlen(s);
    while (len > 1 && s[len - 1] == '/')
        len--;
    size_t b = len;
    while (b > 0 && s[b - 1] != '/')
        b--;
    snprintf(buf, cap, "%.*s", (int)(len - b), s + b);
    free(real);
    return buf;
}

int pf_report_write(const char *dir, const struct pf_rows *rows, const struct pf_summary *sm,
                    char *err, size_t errlen)
{
    char path[4200], buf[4096], name[1024];
    char *json = NULL;
    size_t len;
    struct pf_error e;
    struct pf_names hosts = { 0 };
    snprintf(path, sizeof path, "%s/meta.json", dir);
    if (pf_file_slurp(path, &json, &len, 1 << 24, &e) != PF_OK)
        json = NULL;
    if (collect_hosts(json, rows, &hosts)) {
        snprintf(err, errlen, "out of memory reading the hosts of %s", dir);
        free(json);
        return -1;
    }
    snprintf(path, sizeof path, "%s/report.md", dir);
    struct pf_out o;
    if (pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        pf_names_free(&hosts);
        free(json);
        return -1;
    }
    FILE *f = o.f;
    char suite[256], date[64];
    static const char *const suite_keys[] = { "suite", NULL }, *const date_keys[] = { "date", "started", NULL };
    meta_first(json, suite_keys, suite, sizeof suite);
    meta_first(json, date_keys, date, sizeof date);
    fprintf(f, "# pfbench report%s%s%s%s\n\n", suite[0] ? ": suite " : "", suite, date[0] ? ", " : "", date);
    fprintf(f, "Result folder: `%s`\n\n", pf_dir_name(dir, name, sizeof name));
    if (json && pf_meta_get(json, "complete", buf, sizeof buf) && !strcmp(buf, "false"))
        fprintf(f, "> **Warning: incomplete run.** meta.json says `\"complete\": false`: some scenarios or "
                   "variants are missing, so the tables and charts cover only part of the suite.\n\n");
    if (hosts.n > 1) {
        fprintf(f, "> **Warning: timings mix %zu hosts: ", hosts.n);
        put_list(f, &hosts);
        fprintf(f, ".** Times measured on different machines are not comparable; compare variants within "
                   "one host (the `host` column of runs.csv).\n\n");
    }
    fprintf(f, "## Run\n\n");
    run_table(f, json, &hosts);
    timing_section(f, dir, json);
    fprintf(f, "## Optimality\n\nAs printed by `pfbench validate` (validate.txt). A cell is the share of "
               "the solved queries (status ok) that are optimal, `optimal_share` in summary.csv; queries "
               "that hit the budget are counted apart, not as suboptimal. A `-` cell: no rows of the variant in "
               "that family (a family of another domain, or a map the variant cannot search, such as a "
               "heuristic on a graph without node positions: the run's output names them).\n\n```\n");
    int failing = pf_validate_print(f, sm);
    fprintf(f, "```\n\n");
    speed_section(f, sm);
    if (failing >= 0 && prep_section(f, rows) != 0)
        failing = -1;
    state_section(f, sm);
    if (failing >= 0 && saving_section(f, rows, sm) != 0)
        failing = -1;
    if (failing >= 0 && pf_dynamic_section(f, rows) != 0)
        failing = -1;
    if (failing >= 0)
        pf_replan_section(f, dir);
    if (failing >= 0 && pf_entries_section(f, rows) != 0)
        failing = -1;
    int rc = failing < 0 ? -1 : charts_section(f, dir, err, errlen);
    if (failing < 0)
        snprintf(err, errlen, "out of memory writing %s", path);
    if (rc == 0 && pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        rc = -1;
    } else if (rc != 0) {
        pf_out_abort(&o);
    }
    pf_names_free(&hosts);
    free(json);
    return rc;
}
