/* cmd_merge.c: `pfbench merge`: check that the shards of a run, or runs split by --maps, belong together and join them into one result folder. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"
#include "commands.h"
#include "domain.h"
#include "meta.h"
#include "gbench.h"
#include "rows.h"
#include "summary.h"

static const struct pf_opt opts[] = {
    { "out", "DIR", "the merged result folder; must not exist, or be empty", "results/<date>-merged-<commit>" },
    { "quiet", NULL, "print only the merged folder (and warnings)", NULL },
};
#define NOPTS ((int)(sizeof opts / sizeof opts[0]))

/* meta.json keys that must be equal in every shard (besides variant_list and map_list). */
static const char *const same_keys[] = { "suite", "commit", "compiler", "cflags", "build_type",
                                         "moves", "tie", "seed", "repeat", "timing", "budget" };

struct shard {
    char *dir;
    struct pf_meta_file meta;          /* its meta.json; the lists below point into it */
    const char **variants;
    size_t nvariants;
    struct pf_meta_map *maps;
    size_t nmaps;
    int k, n;
    struct pf_rows rows;
};

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pfbench merge: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* A key of meta.json that holds a string, or NULL. */
static const char *getv(const struct shard *s, const char *key)
{
    const json_t *v = json_object_get(s->meta.root, key);
    return json_is_string(v) ? json_string_value(v) : NULL;
}

static void shard_free(struct shard *s)
{
    pf_meta_free(&s->meta);
    free(s->dir);
    pf_rows_free(&s->rows);
}

/* ------------------------------------------------------------------ finding the shards */

static int has_meta(const char *dir)
{
    char p[4200];
    if (snprintf(p, sizeof p, "%s/meta.json", dir) >= (int)sizeof p)
        return 0;
    return pf_file_exists(p);
}

static int add_dir(char ***dirs, size_t *n, const char *d)
{
    char **nd = realloc(*dirs, (*n + 1) * sizeof *nd);
    if (!nd || !(nd[*n] = strdup(d))) {
        if (nd)
            *dirs = nd;
        say("out of memory");
        return -1;
    }
    *dirs = nd;
    (*n)++;
    return 0;
}

/* A result folder (it has meta.json), or a folder holding result folders: the shard folders
 * inside it (real folders only, not the `latest` link), in name order. */
static int collect(const char *arg, char ***dirs, size_t *n)
{
    struct stat st;
    if (stat(arg, &st) != 0 || !S_ISDIR(st.st_mode)) {
        say("%s: no such result folder", arg);
        return -1;
    }
    if (has_meta(arg))
        return add_dir(dirs, n, arg);
    DIR *d = opendir(arg);
    if (!d) {
        say("%s: cannot read the folder: %s", arg, strerror(errno));
        return -1;
    }
    char **sub = NULL;
    size_t ns = 0;
    struct dirent *e;
    int rc = 0;
    while ((e = readdir(d)) && rc == 0) {
        char p[4200];
        if (e->d_name[0] == '.')
            continue;
        snprintf(p, sizeof p, "%s/%s", arg, e->d_name);
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode) && has_meta(p))
            rc = add_dir(&sub, &ns, p);
    }
    closedir(d);
    if (rc == 0 && ns == 0) {
        say("%s: no meta.json, and no result folders inside (is it a pfbench result folder?)", arg);
        rc = -1;
    }
    if (ns)
        qsort(sub, ns, sizeof *sub, pf_cmp_str);
    for (size_t i = 0; i < ns; i++) {
        if (rc == 0)
            rc = add_dir(dirs, n, sub[i]);
        free(sub[i]);
    }
    free(sub);
    return rc;
}

static int load_meta(struct shard *s)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/meta.json", s->dir);
    if (pf_meta_load(&s->meta, path, err, sizeof err) != 0) {
        say("%s", err);
        return -1;
    }
    s->variants = s->meta.variants;
    s->nvariants = s->meta.nvariants;
    s->maps = s->meta.maps;
    s->nmaps = s->meta.nmaps;
    const char *sh = s->meta.shard;
    int complete = s->meta.complete;
    char extra;
    if (!sh) {
        say("%s: meta.json has no \"shard\" (is it a pfbench result folder?)", s->dir);
        return -1;
    }
    if (!strncmp(sh, "merged", 6)) {
        say("%s is already a merged result (shard \"%s\"); merge the shard folders instead", s->dir, sh);
        return -1;
    }
    if (sscanf(sh, "%d/%d%c", &s->k, &s->n, &extra) != 2 || s->n < 1 || s->k < 1 || s->k > s->n) {
        say("%s: meta.json: expected \"shard\": \"K/N\" with 1 <= K <= N, found \"%s\"", s->dir, sh);
        return -1;
    }
    if (complete != 1) {
        say("%s is incomplete (meta.json complete: %s)%s", s->dir, complete ? "missing" : "false",
            complete ? "" : "; finish it with pfbench run --resume");
        return -1;
    }
    if (!s->nvariants || !s->nmaps) {
        say("%s: meta.json has no %s", s->dir, s->nvariants ? "map_list" : "variant_list");
        return -1;
    }
    return 0;
}

/* Same settings? Compares the keys of same_keys in s with those of the reference r. */
static int check_settings(const struct shard *s, const struct shard *r)
{
    for (size_t i = 0; i < sizeof same_keys / sizeof same_keys[0]; i++) {
        const json_t *a = json_object_get(s->meta.root, same_keys[i]), *b = json_object_get(r->meta.root, same_keys[i]);
        if (!a || !b) {
            say("%s: meta.json has no \"%s\"", a ? r->dir : s->dir, same_keys[i]);
            return -1;
        }
        if (!json_equal(a, b)) {
            char *ta = pf_json_text(a), *tb = pf_json_text(b);
            say("%s: %s %s differs from %s in %s", s->dir, same_keys[i], ta ? ta : "?", tb ? tb : "?", r->dir);
            free(ta);
            free(tb);
            return -1;
        }
    }
    return 0;
}

/* Same variants, in the same order? */
static int check_variants(const struct shard *s, const struct shard *r)
{
    if (s->nvariants != r->nvariants) {
        say("%s: variant_list (%zu variants) differs from the one in %s (%zu variants)", s->dir, s->nvariants,
            r->dir, r->nvariants);
        return -1;
    }
    for (size_t i = 0; i < s->nvariants; i++)
        if (strcmp(s->variants[i], r->variants[i]) != 0) {
            say("%s: variant_list differs from the one in %s (variant %zu is %s, not %s)", s->dir, r->dir, i + 1,
                s->variants[i], r->variants[i]);
            return -1;
        }
    return 0;
}

/* Same run, other shard? Compares s with the reference shard r. */
static int check_same(const struct shard *s, const struct shard *r)
{
    if (check_settings(s, r) != 0)
        return -1;
    if (s->n != r->n) {
        say("%s: shard %d/%d differs from %d/%d in %s: every shard must come from the same split into N",
            s->dir, s->k, s->n, r->k, r->n, r->dir);
        return -1;
    }
    if (check_variants(s, r) != 0)
        return -1;
    if (s->nmaps != r->nmaps) {
        say("%s: map_list (%zu maps) differs from the one in %s (%zu maps)", s->dir, s->nmaps, r->dir, r->nmaps);
        return -1;
    }
    for (size_t i = 0; i < s->nmaps; i++)
        if (strcmp(s->maps[i].name, r->maps[i].name) != 0 || s->maps[i].scenarios != r->maps[i].scenarios) {
            say("%s: map_list differs from the one in %s (map %zu is %s with %llu scenarios, not %s with %llu)",
                s->dir, r->dir, i + 1, s->maps[i].name, (unsigned long long)s->maps[i].scenarios, r->maps[i].name,
                (unsigned long long)r->maps[i].scenarios);
            return -1;
        }
    return 0;
}

/* ------------------------------------------------------------------ runs split by --maps */

/* Shards of one run (each "K/N" with N > 1), or whole runs of disjoint --maps selections (map
 * parts: each "1/1")? 1 map parts, 0 shards (also a single folder), -1 a mix (said). */
static int split_kind(const struct shard *sh, size_t ns)
{
    size_t whole = 0, split = 0, w = 0, k = 0;     /* w, k: the first of each kind */
    for (size_t i = 0; i < ns; i++) {
        if (sh[i].n == 1 && !whole++)
            w = i;
        if (sh[i].n > 1 && !split++)
            k = i;
    }
    if (ns < 2 || whole == 0)
        return 0;
    if (whole == ns)
        return 1;
    say("%s is shard %d/%d of a sharded run, %s a whole run (shard 1/1): merge either the shards of one run "
        "or runs split by --maps, not both", sh[k].dir, sh[k].k, sh[k].n, sh[w].dir);
    return -1;
}

struct part_map {
    const struct pf_meta_map *m;
    size_t part;
};

static int cmp_part_name(const void *a, const void *b)
{
    const struct part_map *x = a, *y = b;
    int c = strcmp(x->m->name, y->m->name);
    return c ? c : (x->part < y->part ? -1 : x->part > y->part);
}

static int cmp_part_order(const void *a, const void *b)
{
    const struct part_map *x = a, *y = b;
    if (x->m->order != y->m->order)
        return x->m->order < y->m->order ? -1 : 1;
    return strcmp(x->m->name, y->m->name);
}

/* The maps of every part, in the order an unsplit run plans them (their "order" in meta.json,
 * the place in the suite's whole plan), in a new array; NULL (said) when a map is in two parts,
 * a map has no order (a run of a pfbench before map parts), or two maps claim one place. */
static struct pf_meta_map *part_maps(const struct shard *sh, size_t ns, size_t *nmaps)
{
    size_t n = 0, t = 0;
    for (size_t s = 0; s < ns; s++)
        n += sh[s].nmaps;
    struct part_map *pm = malloc((n ? n : 1) * sizeof *pm);
    struct pf_meta_map *out = malloc((n ? n : 1) * sizeof *out);
    if (!pm || !out) {
        say("out of memory");
        goto fail;
    }
    for (size_t s = 0; s < ns; s++)
        for (size_t i = 0; i < sh[s].nmaps; i++) {
            if (!sh[s].maps[i].has_order) {
                say("%s: meta.json: map_list entry %zu (%s) has no \"order\" (a run of an older pfbench): its "
                    "place in an unsplit run is unknown; run it again to merge it with other maps",
                    sh[s].dir, i + 1, sh[s].maps[i].name);
                goto fail;
            }
            pm[t++] = (struct part_map){ &sh[s].maps[i], s };
        }
    qsort(pm, n, sizeof *pm, cmp_part_name);
    for (size_t i = 1; i < n; i++)
        if (!strcmp(pm[i].m->name, pm[i - 1].m->name)) {
            if (pm[i].part == pm[i - 1].part)
                say("%s: map_list names map %s twice", sh[pm[i].part].dir, pm[i].m->name);
            else
                say("map %s is in both %s and %s: runs split by --maps must not share a map", pm[i].m->name,
                    sh[pm[i - 1].part].dir, sh[pm[i].part].dir);
            goto fail;
        }
    qsort(pm, n, sizeof *pm, cmp_part_order);
    for (size_t i = 1; i < n; i++)
        if (pm[i].m->order == pm[i - 1].m->order) {
            say("maps %s (%s) and %s (%s) claim the same place in the suite's plan (order %llu): the runs planned "
                "from different data", pm[i - 1].m->name, sh[pm[i - 1].part].dir, pm[i].m->name, sh[pm[i].part].dir,
                (unsigned long long)pm[i].m->order);
            goto fail;
        }
    for (size_t i = 0; i < n; i++)
        out[i] = *pm[i].m;
    free(pm);
    *nmaps = n;
    return out;
fail:
    free(pm);
    free(out);
    return NULL;
}

/* ------------------------------------------------------------------ rows */

struct name_ix {
    const char *name;
    uint32_t ix;
};

static int cmp_name_ix(const void *a, const void *b)
{
    return strcmp(((const struct name_ix *)a)->name, ((const struct name_ix *)b)->name);
}

/* The shard's variants that search maps of a domain ("grid" when the map says none): a map has
 * rows of those only. A variant this pfbench does not know (a plugin's) counts as a grid one. */
static size_t variants_in(const struct shard *s, const char *domain)
{
    enum pf_domain d = PF_DOMAIN_GRID;
    if (domain && pf_domain_parse(domain, &d) != PF_OK)
        d = PF_DOMAIN_GRID;
    size_t n = 0;
    for (size_t i = 0; i < s->nvariants; i++) {
        const struct pf_variant *v = pf_variant_find(s->variants[i]);
        n += (v ? pf_variant_domain(v) : PF_DOMAIN_GRID) == d;
    }
    return n;
}

static long lookup(const struct name_ix *t, size_t n, const char *name)
{
    struct name_ix key = { name, 0 };
    const struct name_ix *f = bsearch(&key, t, n, sizeof *t, cmp_name_ix);
    return f ? (long)f->ix : -1;
}

struct ref {
    uint32_t map, var, scen, shard;
    size_t row;
};

static int cmp_ref(const void *a, const void *b)
{
    const struct ref *x = a, *y = b;
    if (x->map != y->map)
        return x->map < y->map ? -1 : 1;
    if (x->var != y->var)
        return x->var < y->var ? -1 : 1;
    if (x->scen != y->scen)
        return x->scen < y->scen ? -1 : 1;
    return x->shard < y->shard ? -1 : x->shard > y->shard;
}

/* Read every runs.csv, check it row by row, and return the rows in the order an unsharded run
 * writes them: the order of maps[] (the merged map_list), then variant_list order, then
 * scenario order. */
static int merge_rows(struct shard *sh, size_t ns, const struct pf_meta_map *maps, size_t nmaps, struct pf_rows *out)
{
    const struct shard *r = &sh[0];
    struct name_ix *mt = malloc(nmaps * sizeof *mt), *vt = malloc(r->nvariants * sizeof *vt);
    size_t total = 0, *per_map = calloc(nmaps, sizeof *per_map);
    struct ref *refs = NULL;
    int rc = -1;
    if (!mt || !vt || !per_map)
        goto oom;
    for (size_t i = 0; i < nmaps; i++)
        mt[i] = (struct name_ix){ maps[i].name, (uint32_t)i };
    for (size_t i = 0; i < r->nvariants; i++)
        vt[i] = (struct name_ix){ r->variants[i], (uint32_t)i };
    qsort(mt, nmaps, sizeof *mt, cmp_name_ix);
    qsort(vt, r->nvariants, sizeof *vt, cmp_name_ix);
    for (size_t i = 1; i < nmaps; i++)
        if (!strcmp(mt[i].name, mt[i - 1].name)) {
            say("%s: map_list names map %s twice", r->dir, mt[i].name);
            goto out;
        }
    const char *moves = getv(r, "moves");
    for (size_t s = 0; s < ns; s++) {
        char path[4200], err[800];
        size_t torn = 0;
        snprintf(path, sizeof path, "%s/runs.csv", sh[s].dir);
        if (pf_rows_read(path, &sh[s].rows, &torn, err, sizeof err) != 0) {
            say("%s", err);
            goto out;
        }
        if (torn) {
            say("%s ends with a torn row (a write cut short); finish the shard with pfbench run --resume", path);
            goto out;
        }
        total += sh[s].rows.n;
    }
    refs = malloc((total ? total : 1) * sizeof *refs);
    if (!refs)
        goto oom;
    size_t t = 0;
    for (size_t s = 0; s < ns; s++)
        for (size_t i = 0; i < sh[s].rows.n; i++) {
            const struct pf_row *row = &sh[s].rows.r[i];
            long m = lookup(mt, nmaps, row->map), v = lookup(vt, r->nvariants, row->variant);
            if (m < 0 || v < 0) {
                say("%s/runs.csv: row %zu: %s %s is not in the map_list/variant_list of meta.json", sh[s].dir,
                    i + 1, m < 0 ? "map" : "variant", m < 0 ? row->map : row->variant);
                goto out;
            }
            /* the run's 2D model, as its map's domain searches under it (26 for voxel levels, the
             * arcs for graphs) */
            const struct pf_domain_ops *dom = pf_domain_named(maps[m].domain);
            enum pf_moves gm;
            const char *want = moves && dom && pf_moves_parse(moves, &gm) == PF_OK
                                   ? pf_moves_name(dom->moves(gm)) : moves;
            if (want && strcmp(row->moves, want) != 0) {
                say("%s/runs.csv: row %zu: moves %s differs from %s (%s, the %s domain's model under %s in meta.json)",
                    sh[s].dir, i + 1, row->moves, want, maps[m].name, maps[m].domain ? maps[m].domain : "grid",
                    moves);
                goto out;
            }
            refs[t++] = (struct ref){ (uint32_t)m, (uint32_t)v, row->scen_id, (uint32_t)s, i };
            per_map[m]++;
        }
    qsort(refs, total, sizeof *refs, cmp_ref);
    for (size_t i = 1; i < total; i++) {
        const struct ref *a = &refs[i - 1], *b = &refs[i];
        if (a->map == b->map && a->var == b->var && a->scen == b->scen) {
            char key[256];
            pf_row_key(&sh[b->shard].rows.r[b->row], key, sizeof key);
            if (a->shard == b->shard)
                say("row %s appears twice in %s", key, sh[a->shard].dir);
            else
                say("row %s appears in both %s and %s", key, sh[a->shard].dir, sh[b->shard].dir);
            goto out;
        }
    }
    for (size_t m = 0; m < nmaps; m++) {
        size_t nv = variants_in(r, maps[m].domain), want = (size_t)maps[m].scenarios * nv;
        if (per_map[m] == want)
            continue;
        say("map %s: expected %llu x %zu rows, found %zu", maps[m].name, (unsigned long long)maps[m].scenarios,
            nv, per_map[m]);
        for (size_t s = 0; s < ns; s++) {             /* which shard is short (or long)? */
            size_t have = 0, plan = 0;
            for (size_t i = 0; i < sh[s].rows.n; i++)
                have += !strcmp(sh[s].rows.r[i].map, maps[m].name);
            for (size_t k = 0; k < sh[s].nmaps; k++)
                if (!strcmp(sh[s].maps[k].name, maps[m].name))
                    plan = (size_t)sh[s].maps[k].in_shard * variants_in(&sh[s], sh[s].maps[k].domain);
            if (have != plan)
                fprintf(stderr, "  %s has %zu rows of it, its meta.json plans %zu\n", sh[s].dir, have, plan);
        }
        goto out;
    }
    memset(out, 0, sizeof *out);
    out->r = malloc((total ? total : 1) * sizeof *out->r);
    if (!out->r)
        goto oom;
    for (size_t i = 0; i < total; i++)
        out->r[i] = sh[refs[i].shard].rows.r[refs[i].row];
    out->n = out->cap = total;
    rc = 0;
    goto out;
oom:
    say("out of memory");
out:
    free(mt);
    free(vt);
    free(per_map);
    free(refs);
    return rc;
}

/* ------------------------------------------------------------------ writing */

static int write_runs(const char *dir, const struct pf_rows *rows)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/runs.csv", dir);
    if (pf_rows_write(path, rows, err, sizeof err) != 0) {
        say("%s", err);
        return -1;
    }
    return 0;
}

static int write_tables(const char *dir, const struct pf_rows *rows, int *failing)
{
    char err[800];
    if (pf_tables_write(dir, rows, NULL, failing, err, sizeof err) != 0) {
        say("%s", err);
        return -1;
    }
    return 0;
}

/* Distinct values, in order of first appearance. */
struct strset {
    char **v;
    size_t n;
};

static int strset_add(struct strset *s, const char *x)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->v[i], x))
            return 0;
    char **nv = realloc(s->v, (s->n + 1) * sizeof *nv);
    if (!nv)
        return -1;
    s->v = nv;
    if (!(s->v[s->n] = strdup(x)))
        return -1;
    s->n++;
    return 0;
}

static void strset_free(struct strset *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
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
static int write_meta(const char *dir, struct shard *sh, size_t ns, const struct pf_meta_map *maps, size_t nmaps,
                      int by_maps, const struct pf_rows *rows, const struct strset *hosts)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/meta.json", dir);
    const struct shard *r = &sh[0];
    struct strset cpus = { 0 }, meta_hosts = { 0 };
    json_t *dirs = json_array();
    int bad = !dirs;
    for (size_t s = 0; s < ns; s++) {
        if (getv(&sh[s], "cpu"))
            bad |= strset_add(&cpus, getv(&sh[s], "cpu"));
        if (getv(&sh[s], "host"))
            bad |= strset_add(&meta_hosts, getv(&sh[s], "host"));
        bad |= json_array_append_new(dirs, pf_json_str(pf_basename(sh[s].dir)));
    }
    const struct strset *hs = hosts->n ? hosts : &meta_hosts;
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
    strset_free(&cpus);
    strset_free(&meta_hosts);
    json_decref(dirs);
    int rc = -1;
    if (bad)
        say("%s: out of memory", path);
    else if (pf_json_save(path, o, PF_JSON_META, err, sizeof err) != 0)
        say("%s", err);
    else
        rc = 0;
    json_decref(o);
    return rc;
}

/* gbench.json: the context of the first shard that has one, the benchmarks of all, each
 * named with its shard (the same name would otherwise cover different queries). */
static int write_gbench(const char *dir, struct shard *sh, size_t ns, int quiet)
{
    char (*paths)[4200] = calloc(ns ? ns : 1, sizeof *paths);
    char (*suffixes)[64] = calloc(ns ? ns : 1, sizeof *suffixes);
    const char **pp = calloc(ns ? ns : 1, sizeof *pp), **sp = calloc(ns ? ns : 1, sizeof *sp);
    char out[4200], err[800];
    size_t missing = 0;
    int rc = -1;
    if (!paths || !suffixes || !pp || !sp) {
        say("out of memory");
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
        say("%s", err);
    else if (missing && missing < ns && !quiet)
        say("note: %zu of %zu shards have no gbench.json; gbench.json holds the others' benchmarks", missing, ns);
out:
    free(paths);
    free(suffixes);
    free(pp);
    free(sp);
    return rc;
}

/* traces/ of shard 1 (only shard 1 of a run writes them). */
static int copy_traces(const char *dir, const struct shard *s1)
{
    char src[4200], dst[4200];
    snprintf(src, sizeof src, "%s/traces", s1->dir);
    DIR *d = opendir(src);
    if (!d)
        return 0;
    snprintf(dst, sizeof dst, "%s/traces", dir);
    if (mkdir(dst, 0777) != 0 && errno != EEXIST) {
        say("cannot create %s: %s", dst, strerror(errno));
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
            say("%s", err.msg);
            rc = -1;
            break;
        }
        fwrite(buf, 1, len, o.f);
        free(buf);
        if (pf_out_commit(&o, &err) != PF_OK) {
            say("%s", err.msg);
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

/* The folders above path (mkdir -p of its parent folder). */
static int make_parents(const char *path)
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
static int out_free(const char *path)
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

static int cmp_shard_k(const void *a, const void *b)
{
    const struct shard *x = a, *y = b;
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
        if (collect(cli.pos[i], &dirs, &ns) != 0) {
            for (size_t k = 0; k < ns; k++)
                free(dirs[k]);
            free(dirs);
            return PF_EXIT_FAIL;
        }
    struct shard *sh = calloc(ns, sizeof *sh);
    struct pf_rows merged = { 0 };
    struct strset hosts = { 0 };
    char *stage = NULL, out[4096];
    int rc = PF_EXIT_FAIL, *seen = NULL, by_maps = 0;
    struct pf_meta_map *part_map_list = NULL;   /* the map parts' maps, in plan order */
    if (!sh) {
        say("out of memory");
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
        if (load_meta(&sh[i]) != 0)
            goto done;
    by_maps = split_kind(sh, ns);
    if (by_maps < 0)
        goto done;
    const struct pf_meta_map *maps;
    size_t nmaps;
    if (by_maps) {
        for (size_t i = 1; i < ns; i++)
            if (check_settings(&sh[i], &sh[0]) != 0 || check_variants(&sh[i], &sh[0]) != 0)
                goto done;
        if (!(part_map_list = part_maps(sh, ns, &nmaps)))
            goto done;
        maps = part_map_list;
    } else {
        for (size_t i = 1; i < ns; i++)
            if (check_same(&sh[i], &sh[0]) != 0)
                goto done;
        int n = sh[0].n;
        seen = calloc((size_t)n, sizeof *seen);
        if (!seen) {
            say("out of memory");
            goto done;
        }
        for (size_t i = 0; i < ns; i++) {
            if (seen[sh[i].k - 1]) {
                say("shard %d/%d given twice (%s and %s)", sh[i].k, n, sh[seen[sh[i].k - 1] - 1].dir, sh[i].dir);
                goto done;
            }
            seen[sh[i].k - 1] = (int)i + 1;
        }
        for (int k = 0; k < n; k++)
            if (!seen[k]) {
                say("shard %d/%d is missing", k + 1, n);
                goto done;
            }
        qsort(sh, ns, sizeof *sh, cmp_shard_k);
        maps = sh[0].maps;
        nmaps = sh[0].nmaps;
    }

    /* 2. the rows: none twice, none missing */
    if (merge_rows(sh, ns, maps, nmaps, &merged) != 0)
        goto done;
    for (size_t s = 0; s < ns; s++)                 /* hosts in shard order */
        for (size_t i = 0; i < sh[s].rows.n; i++)
            if (strset_add(&hosts, sh[s].rows.r[i].host) != 0) {
                say("out of memory");
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
        snprintf(out, sizeof out, "results/%s-merged-%s", stamp, getv(&sh[0], "commit"));
    } else {
        snprintf(out, sizeof out, "%s", o);
        size_t l = strlen(out);
        while (l > 1 && out[l - 1] == '/')
            out[--l] = '\0';
    }
    if (!out_free(out)) {
        say("%s already exists and is not an empty folder; choose another --out", out);
        goto done;
    }
    stage = malloc(strlen(out) + 32);
    if (!stage) {
        say("out of memory");
        goto done;
    }
    sprintf(stage, "%s.merging.%ld", out, (long)getpid());
    if (make_parents(stage) != 0 || mkdir(stage, 0777) != 0) {
        say("cannot create %s: %s", stage, strerror(errno));
        free(stage);
        stage = NULL;
        goto done;
    }
    int failing = 0;
    if (write_runs(stage, &merged) || write_tables(stage, &merged, &failing) ||
        write_meta(stage, sh, ns, maps, nmaps, by_maps, &merged, &hosts) || write_gbench(stage, sh, ns, quiet) ||
        copy_traces(stage, &sh[0]))
        goto done;
    rmdir(out);                                     /* an empty folder given as --out */
    if (rename(stage, out) != 0) {
        say("cannot rename %s to %s: %s", stage, out, strerror(errno));
        goto done;
    }
    free(stage);
    stage = NULL;
    if (default_out) {                              /* results/latest: the newest complete run */
        unlink("results/latest");
        if (symlink(pf_basename(out), "results/latest") != 0 && !quiet)
            say("note: cannot link results/latest: %s", strerror(errno));
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
        remove_tree(stage, 0);
        free(stage);
    }
    for (size_t i = 0; i < ns; i++)
        shard_free(&sh[i]);
    free(sh);
    free(seen);
    free(part_map_list);
    free(merged.r);
    strset_free(&hosts);
    return rc;
}
