/* merge_write.c: the merged folder's files (runs.csv, tables, meta.json, gbench.json, traces/) and its staging folder. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "pf_io.h"
#include "gbench.h"
#include "summary.h"
#include "merge.h"

int pf_merge_write_runs(const char *dir, const struct pf_rows *rows)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/runs.csv", dir);
    if (pf_rows_write(path, rows, err, sizeof err) != 0) {
        pf_merge_say("%s", err);
        return -1;
    }
    return 0;
}

int pf_merge_write_tables(const char *dir, const struct pf_rows *rows, int *failing)
{
    char err[800];
    if (pf_tables_write(dir, rows, NULL, failing, err, sizeof err) != 0) {
        pf_merge_say("%s", err);
        return -1;
    }
    return 0;
}

/* The strings of v as a JSON array. */
static json_t *json_list(char *const *v, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; a && i < n; i++)
        if (json_array_append_new(a, pf_json_str(v[i])) != 0) {
            json_decref(a);
            return NULL;
        }
    return a;
}

/* The strings of v joined with sep, as one JSON string. */
static json_t *json_joined(char *const *v, size_t n, const char *sep)
{
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(v[i]) + strlen(sep);
    char *s = malloc(len);
    if (!s)
        return NULL;
    s[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(s, sep);
        strcat(s, v[i]);
    }
    json_t *j = pf_json_str(s);
    free(s);
    return j;
}

/* map_list of the merged whole: every map entry (shard 1's, or every part's) with in_shard =
 * scenarios, and its order when the runs gave one. */
static json_t *merged_map_list(const struct pf_meta_map *maps, size_t nmaps)
{
    json_t *a = json_array();
    for (size_t m = 0; a && m < nmaps; m++) {
        const struct pf_meta_map *mm = &maps[m];
        json_t *e = json_object();
        int bad = !e || pf_json_put(e, "name", json_string(mm->name));
        if (!bad && mm->family)
            bad = pf_json_put(e, "family", json_string(mm->family));
        if (!bad && mm->source)
            bad = pf_json_put(e, "source", json_string(mm->source));
        if (!bad && mm->domain)
            bad = pf_json_put(e, "domain", json_string(mm->domain));
        bad = bad || pf_json_put(e, "scenarios", json_integer((json_int_t)mm->scenarios)) ||
              pf_json_put(e, "in_shard", json_integer((json_int_t)mm->scenarios));
        if (!bad && mm->file_lines)
            bad = pf_json_put(e, "file_lines", json_integer((json_int_t)mm->file_lines));
        if (!bad && mm->has_order)
            bad = pf_json_put(e, "order", json_integer((json_int_t)mm->order));
        if (json_array_append_new(a, e) != 0 || bad) {
            json_decref(a);
            return NULL;
        }
    }
    return a;
}

/* The keys of shard 1 in their order; host, cpu, shard, maps, map_list, rows, state and
 * complete describe the merged whole; hosts, shard_dirs and merged_date are added after shard.
 * Map parts say so in shard: "merged from N map parts". */
int pf_merge_write_meta(const char *dir, struct pf_merge_shard *sh, size_t ns, const struct pf_meta_map *maps,
                        size_t nmaps, int by_maps, const struct pf_rows *rows, const struct pf_merge_strset *hosts)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/meta.json", dir);
    const struct pf_merge_shard *r = &sh[0];
    struct pf_merge_strset cpus = { 0 }, meta_hosts = { 0 };
    json_t *dirs = json_array();
    int bad = !dirs;
    for (size_t s = 0; s < ns; s++) {
        if (pf_merge_getv(&sh[s], "cpu"))
            bad |= pf_merge_strset_add(&cpus, pf_merge_getv(&sh[s], "cpu"));
        if (pf_merge_getv(&sh[s], "host"))
            bad |= pf_merge_strset_add(&meta_hosts, pf_merge_getv(&sh[s], "host"));
        bad |= json_array_append_new(dirs, pf_json_str(pf_basename(sh[s].dir)));
    }
    const struct pf_merge_strset *hs = hosts->n ? hosts : &meta_hosts;
    char now[32], merged[48];
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", &tm);
    snprintf(merged, sizeof merged, "merged from %zu%s", ns, by_maps ? " map parts" : "");
    json_t *o = json_object();
    bad |= !o;
    const char *key;
    json_t *v;
    json_object_foreach(r->meta.root, key, v) {
        if (bad)
            break;
        if (!strcmp(key, "host")) {
            bad |= pf_json_put(o, key, json_joined(hs->v, hs->n, ", "));
        } else if (!strcmp(key, "cpu") && cpus.n > 1) {
            bad |= pf_json_put(o, key, json_joined(cpus.v, cpus.n, "; "));
        } else if (!strcmp(key, "shard")) {
            bad |= pf_json_put(o, key, json_string(merged)) || pf_json_put(o, "hosts", json_list(hs->v, hs->n)) ||
                   pf_json_put(o, "shard_dirs", json_incref(dirs)) ||
                   pf_json_put(o, "merged_date", json_string(now));
        } else if (!strcmp(key, "map_list")) {
            bad |= pf_json_put(o, key, merged_map_list(maps, nmaps));
        } else if (!strcmp(key, "maps")) {
            bad |= pf_json_put(o, key, json_integer((json_int_t)nmaps));
        } else if (!strcmp(key, "rows")) {
            bad |= pf_json_put(o, key, json_integer((json_int_t)rows->n));
        } else if (!strcmp(key, "state")) {
            bad |= pf_json_put(o, key, json_string("complete"));
        } else if (!strcmp(key, "complete")) {
            bad |= pf_json_put(o, key, json_true());
        } else {
            bad |= pf_json_put(o, key, json_deep_copy(v));
        }
    }
    if (!bad && !json_object_get(o, "complete"))
        bad |= pf_json_put(o, "complete", json_true());
    pf_merge_strset_free(&cpus);
    pf_merge_strset_free(&meta_hosts);
    json_decref(dirs);
    int rc = -1;
    if (bad)
        pf_merge_say("%s: out of memory", path);
    else if (pf_json_save(path, o, PF_JSON_META, err, sizeof err) != 0)
        pf_merge_say("%s", err);
    else
        rc = 0;
    json_decref(o);
    return rc;
}

/* gbench.json: the context of the first shard that has one, the benchmarks of all, each
 * named with its shard (the same name would otherwise cover different queries). */
int pf_merge_write_gbench(const char *dir, struct pf_merge_shard *sh, size_t ns, int quiet)
{
    char (*paths)[4200] = calloc(ns ? ns : 1, sizeof *paths);
    char (*suffixes)[64] = calloc(ns ? ns : 1, sizeof *suffixes);
    const char **pp = calloc(ns ? ns : 1, sizeof *pp), **sp = calloc(ns ? ns : 1, sizeof *sp);
    char out[4200], err[800];
    size_t missing = 0;
    int rc = -1;
    if (!paths || !suffixes || !pp || !sp) {
        pf_merge_say("out of memory");
        goto out;
    }
    for (size_t s = 0; s < ns; s++) {
        snprintf(paths[s], sizeof paths[s], "%s/gbench.json", sh[s].dir);
        if (sh[s].n > 1)
            snprintf(suffixes[s], sizeof suffixes[s], "/shard%d-of-%d", sh[s].k, sh[s].n);
        pp[s] = paths[s];
        sp[s] = suffixes[s];
    }
    snprintf(out, sizeof out, "%s/gbench.json", dir);
    rc = pf_gbench_join(out, pp, sp, ns, &missing, err, sizeof err);
    if (rc)
        pf_merge_say("%s", err);
    else if (missing && missing < ns && !quiet)
        pf_merge_say("note: %zu of %zu shards have no gbench.json; gbench.json holds the others' benchmarks", missing, ns);
out:
    free(paths);
    free(suffixes);
    free(pp);
    free(sp);
    return rc;
}

/* traces/ of shard 1 (only shard 1 of a run writes them). */
int pf_merge_copy_traces(const char *dir, const struct pf_merge_shard *s1)
{
    char src[4200], dst[4200];
    snprintf(src, sizeof src, "%s/traces", s1->dir);
    DIR *d = opendir(src);
    if (!d)
        return 0;
    snprintf(dst, sizeof dst, "%s/traces", dir);
    if (mkdir(dst, 0777) != 0 && errno != EEXIST) {
        pf_merge_say("cannot create %s: %s", dst, strerror(errno));
        closedir(d);
        return -1;
    }
    struct dirent *e;
    int rc = 0;
    while ((e = readdir(d)) && rc == 0) {
        char from[4600], to[4600];
        struct stat st;
        snprintf(from, sizeof from, "%s/%s", src, e->d_name);
        if (e->d_name[0] == '.' || stat(from, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        snprintf(to, sizeof to, "%s/%s", dst, e->d_name);
        char *buf;
        size_t len;
        struct pf_error err;
        struct pf_out o;
        if (pf_file_slurp(from, &buf, &len, (size_t)1 << 30, &err) != PF_OK ||
            pf_out_open(&o, to, &err) != PF_OK) {
            pf_merge_say("%s", err.msg);
            rc = -1;
            break;
        }
        fwrite(buf, 1, len, o.f);
        free(buf);
        if (pf_out_commit(&o, &err) != PF_OK) {
            pf_merge_say("%s", err.msg);
            rc = -1;
        }
    }
    closedir(d);
    return rc;
}

/* Remove the staging folder (two levels: files and traces/). */
static void remove_tree(const char *dir, int depth)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) {
            char p[4600];
            struct stat st;
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                continue;
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
            if (depth < 2 && lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
                remove_tree(p, depth + 1);
            else
                remove(p);
        }
        closedir(d);
    }
    rmdir(dir);
}

void pf_merge_remove_tree(const char *dir)
{
    remove_tree(dir, 0);
}

/* The folders above path (mkdir -p of its parent folder). */
int pf_merge_make_parents(const char *path)
{
    char parent[PF_PATH_MAX];
    if (snprintf(parent, sizeof parent, "%s", path) >= (int)sizeof parent)
        return -1;
    char *slash = strrchr(parent, '/');
    if (!slash || slash == parent)
        return 0;
    *slash = '\0';
    return pf_mkdir_p(parent, NULL) == PF_OK ? 0 : -1;
}

/* 1 when path is free for the merged folder: absent, or an empty folder. */
int pf_merge_out_free(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return errno == ENOENT;
    if (!S_ISDIR(st.st_mode))
        return 0;
    DIR *d = opendir(path);
    if (!d)
        return 0;
    struct dirent *e;
    int empty = 1;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            empty = 0;
    closedir(d);
    return empty;
}
