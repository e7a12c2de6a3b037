/* run_rows.c: the files of a `pfbench run` folder as the run goes: runs.csv (opened, resumed,
 * appended a block at a time), meta.json at the start and the end, and the tables at the end. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include "plugin.h"
#include "rows.h"
#include "domain.h"
#include "run.h"
#include "summary.h"

int pf_run_is_done(const struct run *R, const struct pf_row *row)
{
    if (!R->ndone)
        return 0;
    char key[256], *k = key;
    pf_row_key(row, key, sizeof key);
    return bsearch(&k, R->done, R->ndone, sizeof *R->done, pf_cmp_str) != NULL;
}

/* One write() per block of rows (the rows of one map and variant, complete only after their
 * last pass): an interrupted run keeps whole blocks; a short write (disk full) is undone. */
int pf_run_write_rows(struct run *R, const struct pf_row *rows, size_t n)
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
    /* the model each domain searched under (the weighted maps' cost rule among them) */
    json_t *models = json_object();
    bad |= !models;
    for (size_t i = 0; models && i < pf_domain_ops_count(); i++)
        bad |= pf_json_put(models, pf_domain_ops_at(i)->name,
                           json_string(pf_moves_name(pf_domain_ops_at(i)->moves(R->moves))));
    bad |= pf_json_put(o, "models", models);
    bad |= pf_json_put(o, "tie", json_string(pf_tie_name(R->tie)));
    bad |= pf_json_put(o, "seed", json_integer((json_int_t)R->seed));
    bad |= pf_json_put(o, "repeat", json_integer(R->repeat));
    bad |= pf_json_put(o, "timing", json_string(pf_timing_name(R->timing)));   /* how time_ns is made */
    bad |= pf_json_put(o, "budget", json_integer((json_int_t)R->budget));
    bad |= pf_json_put(o, "variant_seconds", pf_json_num(R->variant_seconds));
    bad |= pf_json_put(o, "prep_seconds", pf_json_num(R->prep_seconds));
    bad |= pf_json_put(o, "prep_cache", R->prep_cache[0] ? json_string(R->prep_cache) : json_null());
    bad |= pf_json_put(o, "gbench_min_time", pf_json_num(R->gbench_min_time));
    bad |= pf_json_put(o, "plugin_timeout", pf_json_num(R->plugin_timeout));
    bad |= pf_json_put(o, "shard", json_string(shard));
    bad |= pf_json_put(o, "shard_by", json_string(R->shard_by_map ? "map" : "line"));
    bad |= pf_json_put(o, "variants", json_integer((json_int_t)R->nvariants));
    bad |= pf_json_put(o, "maps", json_integer((json_int_t)R->plan.n));
    for (size_t i = 0; i < pf_domain_ops_count(); i++)
        if (pf_domain_ops_at(i)->data_meta_key)
            bad |= pf_json_put(o, pf_domain_ops_at(i)->data_meta_key,
                               pf_json_str(pf_plan_data_dir(&R->plan, pf_domain_ops_at(i))));
    for (size_t i = 0; i < R->nvariants; i++)
        bad |= json_array_append_new(vl, pf_json_str(R->variants[i]->name));
    bad |= pf_json_put(o, "variant_list", vl);
    for (size_t i = 0; i < R->plan.n; i++) {
        const struct pf_plan_map *pm = &R->plan.m[i];
        json_t *e = json_object();
        bad |= !e || pf_json_put(e, "name", pf_json_str(pm->name)) || pf_json_put(e, "family", pf_json_str(pm->family)) ||
               pf_json_put(e, "source", pf_json_str(pm->source)) ||
               pf_json_put(e, "domain", pf_json_str(pf_plan_map_ops(pm)->name)) ||
               pf_json_put(e, "scenarios", json_integer((json_int_t)pm->n)) ||
               pf_json_put(e, "file_lines", json_integer((json_int_t)pm->file_lines)) ||
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
int pf_run_write_meta(const struct run *R, int complete, const char *state)
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

/* Read runs.csv back and write summary.csv and validate.txt. */
int pf_run_finish_tables(struct run *R, int print)
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

int pf_run_open_runs(struct run *R, const char *resume)
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
        qsort(R->done, R->ndone, sizeof *R->done, pf_cmp_str);
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
