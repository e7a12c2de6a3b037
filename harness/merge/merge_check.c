/* merge_check.c: finding the result folders to merge and checking that they belong together (shards of one run, or map parts). */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_io.h"
#include "merge.h"

/* meta.json keys that must be equal in every shard (besides variant_list and map_list). */
static const char *const same_keys[] = { "suite", "commit", "compiler", "cflags", "build_type",
                                         "moves", "tie", "seed", "repeat", "timing", "budget" };

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
        pf_merge_say("out of memory");
        return -1;
    }
    *dirs = nd;
    (*n)++;
    return 0;
}

/* A result folder (it has meta.json), or a folder holding result folders: the shard folders
 * inside it (real folders only, not the `latest` link), in name order. */
int pf_merge_collect(const char *arg, char ***dirs, size_t *n)
{
    struct stat st;
    if (stat(arg, &st) != 0 || !S_ISDIR(st.st_mode)) {
        pf_merge_say("%s: no such result folder", arg);
        return -1;
    }
    if (has_meta(arg))
        return add_dir(dirs, n, arg);
    DIR *d = opendir(arg);
    if (!d) {
        pf_merge_say("%s: cannot read the folder: %s", arg, strerror(errno));
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
        pf_merge_say("%s: no meta.json, and no result folders inside (is it a pfbench result folder?)", arg);
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

int pf_merge_load_meta(struct pf_merge_shard *s)
{
    char path[4200], err[800];
    snprintf(path, sizeof path, "%s/meta.json", s->dir);
    if (pf_meta_load(&s->meta, path, err, sizeof err) != 0) {
        pf_merge_say("%s", err);
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
        pf_merge_say("%s: meta.json has no \"shard\" (is it a pfbench result folder?)", s->dir);
        return -1;
    }
    if (!strncmp(sh, "merged", 6)) {
        pf_merge_say("%s is already a merged result (shard \"%s\"); merge the shard folders instead", s->dir, sh);
        return -1;
    }
    if (sscanf(sh, "%d/%d%c", &s->k, &s->n, &extra) != 2 || s->n < 1 || s->k < 1 || s->k > s->n) {
        pf_merge_say("%s: meta.json: expected \"shard\": \"K/N\" with 1 <= K <= N, found \"%s\"", s->dir, sh);
        return -1;
    }
    if (complete != 1) {
        pf_merge_say("%s is incomplete (meta.json complete: %s)%s", s->dir, complete ? "missing" : "false",
            complete ? "" : "; finish it with pfbench run --resume");
        return -1;
    }
    if (!s->nvariants || !s->nmaps) {
        pf_merge_say("%s: meta.json has no %s", s->dir, s->nvariants ? "map_list" : "variant_list");
        return -1;
    }
    return 0;
}

/* Same settings? Compares the keys of same_keys in s with those of the reference r. */
int pf_merge_check_settings(const struct pf_merge_shard *s, const struct pf_merge_shard *r)
{
    for (size_t i = 0; i < sizeof same_keys / sizeof same_keys[0]; i++) {
        const json_t *a = json_object_get(s->meta.root, same_keys[i]), *b = json_object_get(r->meta.root, same_keys[i]);
        if (!a || !b) {
            pf_merge_say("%s: meta.json has no \"%s\"", a ? r->dir : s->dir, same_keys[i]);
            return -1;
        }
        if (!json_equal(a, b)) {
            char *ta = pf_json_text(a), *tb = pf_json_text(b);
            pf_merge_say("%s: %s %s differs from %s in %s", s->dir, same_keys[i], ta ? ta : "?", tb ? tb : "?", r->dir);
            free(ta);
            free(tb);
            return -1;
        }
    }
    return 0;
}

/* Same variants, in the same order? */
int pf_merge_check_variants(const struct pf_merge_shard *s, const struct pf_merge_shard *r)
{
    if (s->nvariants != r->nvariants) {
        pf_merge_say("%s: variant_list (%zu variants) differs from the one in %s (%zu variants)", s->dir, s->nvariants,
            r->dir, r->nvariants);
        return -1;
    }
    for (size_t i = 0; i < s->nvariants; i++)
        if (strcmp(s->variants[i], r->variants[i]) != 0) {
            pf_merge_say("%s: variant_list differs from the one in %s (variant %zu is %s, not %s)", s->dir, r->dir, i + 1,
                s->variants[i], r->variants[i]);
            return -1;
        }
    return 0;
}

/* A shard's unit (--shard-by): "line" when its meta.json predates the key. */
static const char *shard_by(const struct pf_merge_shard *s)
{
    const char *v = json_string_value(json_object_get(s->meta.root, "shard_by"));
    return v ? v : "line";
}

/* Same run, other shard? Compares s with the reference shard r. */
int pf_merge_check_same(const struct pf_merge_shard *s, const struct pf_merge_shard *r)
{
    if (pf_merge_check_settings(s, r) != 0)
        return -1;
    if (strcmp(shard_by(s), shard_by(r)) != 0) {
        pf_merge_say("%s: split by %s, but %s by %s: every shard must come from the same split (--shard-by)",
            s->dir, shard_by(s), r->dir, shard_by(r));
        return -1;
    }
    if (s->n != r->n) {
        pf_merge_say("%s: shard %d/%d differs from %d/%d in %s: every shard must come from the same split into N",
            s->dir, s->k, s->n, r->k, r->n, r->dir);
        return -1;
    }
    if (pf_merge_check_variants(s, r) != 0)
        return -1;
    if (s->nmaps != r->nmaps) {
        pf_merge_say("%s: map_list (%zu maps) differs from the one in %s (%zu maps)", s->dir, s->nmaps, r->dir, r->nmaps);
        return -1;
    }
    for (size_t i = 0; i < s->nmaps; i++)
        if (strcmp(s->maps[i].name, r->maps[i].name) != 0 || s->maps[i].scenarios != r->maps[i].scenarios) {
            pf_merge_say("%s: map_list differs from the one in %s (map %zu is %s with %llu scenarios, not %s with %llu)",
                s->dir, r->dir, i + 1, s->maps[i].name, (unsigned long long)s->maps[i].scenarios, r->maps[i].name,
                (unsigned long long)r->maps[i].scenarios);
            return -1;
        }
    return 0;
}

/* ------------------------------------------------------------------ runs split by --maps */

/* Shards of one run (each "K/N" with N > 1), or whole runs of disjoint --maps selections (map
 * parts: each "1/1")? 1 map parts, 0 shards (also a single folder), -1 a mix (said). */
int pf_merge_split_kind(const struct pf_merge_shard *sh, size_t ns)
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
    pf_merge_say("%s is shard %d/%d of a sharded run, %s a whole run (shard 1/1): merge either the shards of one run "
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
struct pf_meta_map *pf_merge_part_maps(const struct pf_merge_shard *sh, size_t ns, size_t *nmaps)
{
    size_t n = 0, t = 0;
    for (size_t s = 0; s < ns; s++)
        n += sh[s].nmaps;
    struct part_map *pm = malloc((n ? n : 1) * sizeof *pm);
    struct pf_meta_map *out = malloc((n ? n : 1) * sizeof *out);
    if (!pm || !out) {
        pf_merge_say("out of memory");
        goto fail;
    }
    for (size_t s = 0; s < ns; s++)
        for (size_t i = 0; i < sh[s].nmaps; i++) {
            if (!sh[s].maps[i].has_order) {
                pf_merge_say("%s: meta.json: map_list entry %zu (%s) has no \"order\" (a run of an older pfbench): its "
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
                pf_merge_say("%s: map_list names map %s twice", sh[pm[i].part].dir, pm[i].m->name);
            else
                pf_merge_say("map %s is in both %s and %s: runs split by --maps must not share a map", pm[i].m->name,
                    sh[pm[i - 1].part].dir, sh[pm[i].part].dir);
            goto fail;
        }
    qsort(pm, n, sizeof *pm, cmp_part_order);
    for (size_t i = 1; i < n; i++)
        if (pm[i].m->order == pm[i - 1].m->order) {
            pf_merge_say("maps %s (%s) and %s (%s) claim the same place in the suite's plan (order %llu): the runs planned "
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
