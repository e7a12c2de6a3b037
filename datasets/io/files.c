/* files.c: error messages, memory-based limits, whole-file reads, crash-safe writes, folders. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "pf_io.h"

void pf_error_set(struct pf_error *err, const char *fmt, ...)
{
    if (!err)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
}

/* A limit from the environment variable `name` (a positive whole number, taken as it is), else
 * the machine's memory divided by mem_div (4 GiB when the system does not say how much it has),
 * at most mem_cap. */
uint64_t pf_env_limit(const char *name, uint64_t mem_div, uint64_t mem_cap)
{
    const char *env = getenv(name);
    if (env && *env) {
        char *end;
        unsigned long long v = strtoull(env, &end, 10);
        if (*end == '\0' && v > 0)
            return v;
    }
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    uint64_t mem = pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : (1ull << 32);
    return mem / mem_div < mem_cap ? mem / mem_div : mem_cap;
}

uint64_t pf_default_max_cells(void)
{
    /* half the memory; node indices are 31-bit */
    return pf_env_limit("PFBENCH_MAX_CELLS", 2 * PF_BYTES_PER_CELL, (1ull << 31) - 1);
}

const char *pf_basename(const char *path)
{
    const char *s = strrchr(path, '/');
    const char *b = strrchr(path, '\\');
    if (b && (!s || b > s))
        s = b;
    return s ? s + 1 : path;
}

int pf_file_slurp(const char *path, char **buf, size_t *len, size_t max_bytes,
                  struct pf_error *err)
{
    *buf = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        pf_error_set(err, "%s: cannot open: %s", path, strerror(errno));
        return PF_ERR_IO;
    }
    size_t cap = 1 << 16, n = 0;
    char *b = malloc(cap + 1);
    if (!b)
        goto nomem;
    for (;;) {
        if (n == cap) {
            if (cap >= max_bytes) {
                pf_error_set(err, "%s:1: expected a file of at most %zu bytes, found more", path, max_bytes);
                free(b);
                fclose(f);
                return PF_ERR_LIMIT;
            }
            cap *= 2;
            char *nb = realloc(b, cap + 1);
            if (!nb)
                goto nomem;
            b = nb;
        }
        size_t r = fread(b + n, 1, cap - n, f);
        n += r;
        if (r == 0)
            break;
    }
    if (ferror(f)) {
        pf_error_set(err, "%s: read error: %s", path, strerror(errno));
        free(b);
        fclose(f);
        return PF_ERR_IO;
    }
    fclose(f);
    b[n] = '\0';
    *buf = b;
    *len = n;
    return PF_OK;
nomem:
    free(b);
    fclose(f);
    pf_error_set(err, "%s: out of memory while reading", path);
    return PF_ERR_NOMEM;
}

int pf_out_open(struct pf_out *o, const char *path, struct pf_error *err)
{
    memset(o, 0, sizeof *o);
    if (strlen(path) >= sizeof o->path) {
        pf_error_set(err, "%s: path too long", path);
        return PF_ERR_ARG;
    }
    strcpy(o->path, path);
    snprintf(o->tmp, sizeof o->tmp, "%s.tmp.%ld", path, (long)getpid());
    o->f = fopen(o->tmp, "wb");
    if (!o->f) {
        pf_error_set(err, "%s: cannot write: %s", o->tmp, strerror(errno));
        return PF_ERR_IO;
    }
    return PF_OK;
}

int pf_out_commit(struct pf_out *o, struct pf_error *err)
{
    int bad = fflush(o->f) != 0 || ferror(o->f);
    if (!bad)
        fsync(fileno(o->f));
    bad |= fclose(o->f) != 0;
    o->f = NULL;
    if (bad) {
        pf_error_set(err, "%s: write failed: %s", o->path, strerror(errno));
        remove(o->tmp);
        return PF_ERR_IO;
    }
    if (rename(o->tmp, o->path) != 0) {
        pf_error_set(err, "%s: cannot rename into place: %s", o->path, strerror(errno));
        remove(o->tmp);
        return PF_ERR_IO;
    }
    return PF_OK;
}

void pf_out_abort(struct pf_out *o)
{
    if (o->f)
        fclose(o->f);
    o->f = NULL;
    if (o->tmp[0])
        remove(o->tmp);
}

/* Quote a line (or part) for a message: unprintable bytes as \xNN, long text cut with '...'. */
void pf_quote(char *out, size_t cap, const char *s, size_t len)
{
    size_t o = 0;
    for (size_t i = 0; i < len && o + 8 < cap; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\'')
            out[o++] = (char)c;
        else
            o += (size_t)snprintf(out + o, cap - o, "\\x%02x", c);
        if (i == 40 && len > 48) {
            memcpy(out + o, "...", 3);
            o += 3;
            break;
        }
    }
    out[o] = '\0';
}


int pf_mkdir_p(const char *path, struct pf_error *err)
{
    char buf[PF_PATH_MAX];
    size_t n = strlen(path);
    if (n == 0 || n >= sizeof buf) {
        pf_error_set(err, "cannot create %.200s%s: expected a path of 1 to %d bytes, found %zu", path,
                     n > 200 ? "..." : "", PF_PATH_MAX - 1, n);
        return PF_ERR_IO;
    }
    memcpy(buf, path, n + 1);
    /* each prefix ending before a '/' (and the whole path), from the root down */
    for (size_t i = 1; i <= n; i++) {
        if (buf[i] != '/' && buf[i] != '\0')
            continue;
        if (buf[i - 1] == '/')                 /* "a//b": the same folder again */
            continue;
        char c = buf[i];
        buf[i] = '\0';
        struct stat st;
        if (mkdir(buf, 0777) != 0 && (errno != EEXIST || stat(buf, &st) != 0 || !S_ISDIR(st.st_mode))) {
            pf_error_set(err, "cannot create %s: %s", buf, strerror(errno == EEXIST ? ENOTDIR : errno));
            return PF_ERR_IO;
        }
        buf[i] = c;
    }
    return PF_OK;
}

int pf_has_suffix(const char *path, const char *suffix)
{
    size_t l = strlen(path), s = strlen(suffix);
    return l > s && !strcmp(path + l - s, suffix);
}

int pf_wmap_costs_path(const char *map_path, char *buf, size_t cap)
{
    size_t n = strlen(map_path);
    if (pf_has_suffix(map_path, ".map"))
        n -= 4;
    int k = snprintf(buf, cap, "%.*s.costs", (int)n, map_path);
    return k >= 0 && (size_t)k < cap ? PF_OK : PF_ERR_LIMIT;
}

int pf_file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int pf_cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}
