/* prep_cache.c: the preprocessing cache: an algorithm's preprocessed data kept in a file keyed
 * by the map's content, the algorithm, the model and the program that built it, so that a
 * second run of the same map reads it back instead of preprocessing again; and the time limit
 * that stops a preprocessing which runs too long.
 *
 * A cache file is written whole or not at all (a temporary file renamed into place), and read
 * only when its header names exactly the same key (a map whose content changed, or a program
 * rebuilt: its executable hashed into the key, never reads stale data) and its payload has the
 * size and the hash the header gives (a damaged file is not read). The file also keeps
 * how long the preprocessing took when it ran, so that runs.csv's prep_ns stays the cost of
 * preprocessing, not of reading a file (pf_prep.cached says which it was). */
#include <dirent.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "search_ctx.h"

#define CACHE_MAGIC "pfbench-prep 1"

static char *cache_dir;

int pf_prep_cache_set_dir(const char *dir)
{
    char *copy = dir && *dir ? strdup(dir) : NULL;
    if (dir && *dir && !copy)
        return PF_ERR_NOMEM;
    free(cache_dir);
    cache_dir = copy;
    return PF_OK;
}

const char *pf_prep_cache_dir(void) { return cache_dir; }

/* The running program's identity: a hash of its executable, once; 0 when unreadable (no cache
 * then: a key that cannot tell two builds apart could hand one build the other's data). */
static uint64_t program_id(void)
{
    static uint64_t id;
    static int done;
    if (done)
        return id;
    done = 1;
    FILE *f = fopen("/proc/self/exe", "rb");
    if (!f)
        return 0;
    uint64_t h = PF_FNV_START;
    unsigned char buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        h = pf_fnv(h, buf, n);
    id = ferror(f) ? 0 : h;
    fclose(f);
    return id;
}

int pf_prep_cache_file(const struct pf_search_ctx *ctx, const char *tag, const char *ext, char *path, size_t cap,
                       char *key, size_t kcap)
{
    if (!cache_dir || !ctx->domain->ops->content_id)
        return PF_ERR_ARG;
    uint64_t prog = program_id();
    if (!prog)
        return PF_ERR_ARG;
    char map[17], name[64];
    ctx->domain->ops->content_id(ctx, map);
    size_t k = 0;
    for (const char *s = tag; *s && k + 1 < sizeof name; s++)
        name[k++] = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ? *s : '_';
    name[k] = '\0';
    snprintf(key, kcap, "%s %s %s %s %016" PRIx64, CACHE_MAGIC, tag, pf_moves_name(ctx->moves), map, prog);
    int n = snprintf(path, cap, "%s/%s-%s-%s-%016" PRIx64 ".%s", cache_dir, name, pf_moves_name(ctx->moves), map,
                     prog, ext);
    return n > 0 && (size_t)n < cap ? PF_OK : PF_ERR_ARG;
}

/* The cache file of (ctx's map, v's algorithm, model): 0, or -1 when this context has no key
 * (no cache folder, a domain without a content id, an unreadable program). */
static int cache_path(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *path, size_t cap,
                      char *key, size_t kcap)
{
    return pf_prep_cache_file(ctx, v->alg->name, "prep", path, cap, key, kcap) == PF_OK ? 0 : -1;
}

/* FNV-1a of the next n bytes of f (then back where it was): 0 and *h, or -1 when short. */
static int hash_ahead(FILE *f, uint64_t n, uint64_t *h)
{
    long at = ftell(f);
    unsigned char buf[1 << 16];
    uint64_t x = PF_FNV_START;
    while (n > 0) {
        size_t k = fread(buf, 1, n < sizeof buf ? (size_t)n : sizeof buf, f);
        if (k == 0)
            return -1;
        x = pf_fnv(x, buf, k);
        n -= k;
    }
    *h = x;
    return at >= 0 && fseek(f, at, SEEK_SET) == 0 ? 0 : -1;
}

/* Remove the files of the same (tag, model, map) and extension that other builds of the program
 * wrote: the cache keeps one file per key, not one per rebuild. */
static void drop_older(const char *path)
{
    const char *base = strrchr(path, '/') + 1, *ext = strrchr(base, '.');
    size_t n0 = strlen(base), stem = (size_t)(ext - base) - 16;       /* up to the program id */
    DIR *d = opendir(cache_dir);
    if (!d)
        return;
    struct dirent *de;
    char other[4352];
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (n == n0 && !strncmp(de->d_name, base, stem) && strcmp(de->d_name, base) &&
            !strcmp(de->d_name + (ext - base), ext)) {
            snprintf(other, sizeof other, "%s/%s", cache_dir, de->d_name);
            remove(other);
        }
    }
    closedir(d);
}

int pf_prep_cache_replace(const char *tmp, const char *path)
{
    if (rename(tmp, path) != 0) {
        remove(tmp);
        return PF_ERR_IO;
    }
    drop_older(path);
    return PF_OK;
}

/* Read v's data for ctx from the cache: PF_OK with *data, *bytes and the time the preprocessing
 * took; an error when there is no matching file or it does not fit (then preprocess). */
int pf_prep_cache_load(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes,
                       uint64_t *built_ns)
{
    const struct pf_alg *a = v->alg;
    char path[4352], key[256], line[320];
    if (!a->prep_load || cache_path(ctx, v, path, sizeof path, key, sizeof key) != 0)
        return PF_ERR_ARG;
    FILE *f = fopen(path, "rb");
    if (!f)
        return PF_ERR_IO;
    uint64_t ns = 0, size = 0, sum = 0, h = 0;
    int rc = PF_ERR_PARSE;
    if (fgets(line, sizeof line, f) && strcspn(line, "\n") == strlen(key) && !strncmp(line, key, strlen(key)) &&
        fscanf(f, "%" SCNu64 " %" SCNu64 " %" SCNx64, &ns, &size, &sum) == 3 && fgetc(f) == '\n' &&
        hash_ahead(f, size, &h) == 0 && h == sum) {
        if (ctx->prep_seconds > 0 && (double)ns > ctx->prep_seconds * 1e9) {
            /* built past this run's time limit: refused as building it would be */
            snprintf(ctx->note, sizeof ctx->note, "the cached preprocessing took %.1f s, over the time "
                     "limit of %g s (--prep-seconds)", (double)ns / 1e9, ctx->prep_seconds);
            fclose(f);
            return PF_BUDGET;
        }
        rc = a->prep_load(ctx, v, f, (size_t)size, data, bytes);
        if (rc == PF_OK && fgetc(f) != EOF) {        /* more than the algorithm read: not its file */
            if (a->release)
                a->release(*data);
            *data = NULL;
            rc = PF_ERR_PARSE;
        }
    }
    fclose(f);
    if (rc == PF_OK)
        *built_ns = ns;
    return rc;
}

int pf_prep_cache_store(const struct pf_search_ctx *ctx, const struct pf_variant *v, uint64_t built_ns)
{
    const struct pf_alg *a = v->alg;
    char path[4352], tmp[4400], key[256];
    const struct ctx_slot *sl = ctx_slot_of((struct pf_search_ctx *)ctx, a);
    /* (an algorithm that saves its data only to compare it, without .prep_load, is not cached) */
    if (!a->prep_save || !a->prep_load || !sl || !sl->prep || cache_path(ctx, v, path, sizeof path, key, sizeof key) != 0)
        return PF_ERR_ARG;
    const void *data = sl->prep;
    const size_t bytes = sl->prep_bytes;          /* what it holds in memory, for the algorithm */
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "w+b");
    if (!f)
        return PF_ERR_IO;
    /* the second line, the time and the payload's size, is written again once the payload is:
     * fixed widths, so that it fits in place */
    int ok = fprintf(f, "%s\n", key) > 0;
    long line2 = ftell(f);
    ok = ok && line2 > 0 && fprintf(f, "%20" PRIu64 " %20" PRIu64 " %016" PRIx64 "\n", built_ns, (uint64_t)0, (uint64_t)0) > 0;
    long start = ftell(f);
    ok = ok && start > 0 && a->prep_save(data, bytes, f) == PF_OK;
    long end = ftell(f);
    uint64_t sum = 0;
    ok = ok && end >= start && fflush(f) == 0 && fseek(f, start, SEEK_SET) == 0 &&
         hash_ahead(f, (uint64_t)(end - start), &sum) == 0 && fseek(f, line2, SEEK_SET) == 0 &&
         fprintf(f, "%20" PRIu64 " %20" PRIu64 " %016" PRIx64 "\n", built_ns, (uint64_t)(end - start), sum) > 0 &&
         fseek(f, 0, SEEK_END) == 0;
    ok = fflush(f) == 0 && ok && !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok) {
        remove(tmp);                                 /* whole or nothing */
        return PF_ERR_IO;
    }
    return pf_prep_cache_replace(tmp, path);
}

int pf_prep_save_flat(const void *data, size_t bytes, FILE *f)
{
    return fwrite(data, 1, bytes, f) == bytes ? PF_OK : PF_ERR_IO;
}

int pf_prep_load_flat(FILE *f, size_t size, void **data)
{
    void *p = malloc(size ? size : 1);
    if (!p)
        return PF_ERR_NOMEM;
    if (fread(p, 1, size, f) != size) {
        free(p);
        return PF_ERR_PARSE;
    }
    *data = p;
    return PF_OK;
}

/* ---- the time limit of preprocessing */

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

void pf_ctx_set_prep_seconds(struct pf_search_ctx *ctx, double seconds)
{
    ctx->prep_seconds = seconds > 0 ? seconds : 0;
}

void pf_prep_clock_start(struct pf_search_ctx *ctx)
{
    ctx->prep_deadline = ctx->prep_seconds > 0 ? mono_ns() + (uint64_t)(ctx->prep_seconds * 1e9) : 0;
}

static volatile sig_atomic_t prep_stop;

void pf_prep_interrupt(int on) { prep_stop = on != 0; }

int pf_prep_interrupted(void) { return prep_stop != 0; }

int pf_prep_expired(const struct pf_search_ctx *ctx)
{
    return prep_stop || (ctx->prep_deadline && mono_ns() > ctx->prep_deadline);
}
