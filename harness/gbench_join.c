/* gbench_join.c: join Google Benchmark JSON files into one: the context of the first, the
 * benchmarks of all (used for a run's per-map parts and for merged shards). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../datasets/pf_io.h"
#include "gbench.h"

/* Copy a benchmarks chunk, appending `suffix` to every "name" and "run_name" value so that the
 * same benchmark of two shards (other queries) keeps apart. */
static void copy_benchmarks(FILE *f, const char *b, const char *e, const char *suffix)
{
    static const char *const keys[] = { "\"name\": \"", "\"run_name\": \"" };
    const char *next[2] = { NULL, NULL };
    while (b < e && *suffix) {
        const char *hit = NULL;
        size_t klen = 0;
        for (int k = 0; k < 2; k++) {
            if (!next[k] || (next[k] < b && next[k] < e))
                next[k] = strstr(b, keys[k]);
            if (!next[k])
                next[k] = e;
            if (next[k] < e && (!hit || next[k] < hit)) {
                hit = next[k];
                klen = strlen(keys[k]);
            }
        }
        if (!hit)
            break;
        const char *q = hit + klen;
        while (q < e && *q != '"')
            q += *q == '\\' ? 2 : 1;
        if (q >= e)
            break;
        fwrite(b, 1, (size_t)(q - b), f);
        fputs(suffix, f);
        b = q;
    }
    if (b < e)
        fwrite(b, 1, (size_t)(e - b), f);
}


int pf_gbench_join(const char *out_path, const char *const *paths, const char *const *suffixes,
                   size_t n, size_t *missing, char *err, size_t errlen)
{
    static const char open_key[] = "\"benchmarks\": [";
    struct pf_out o;
    struct pf_error e;
    int opened = 0, first = 1;
    *missing = 0;
    for (size_t s = 0; s < n; s++) {
        char *buf;
        size_t len;
        if (access(paths[s], F_OK) != 0) {
            (*missing)++;
            continue;
        }
        if (pf_file_slurp(paths[s], &buf, &len, (size_t)1 << 30, &e) != PF_OK) {
            snprintf(err, errlen, "%s", e.msg);
            goto fail;
        }
        char *b = strstr(buf, open_key), *end = strrchr(buf, ']');
        if (!b || !end || end < b) {
            snprintf(err, errlen, "%s: expected Google Benchmark JSON with \"benchmarks\": [...], found none",
                     paths[s]);
            free(buf);
            goto fail;
        }
        b += strlen(open_key);
        if (!opened) {
            if (pf_out_open(&o, out_path, &e) != PF_OK) {
                snprintf(err, errlen, "%s", e.msg);
                free(buf);
                return -1;
            }
            opened = 1;
            fwrite(buf, 1, (size_t)(b - buf), o.f);
        }
        while (b < end && (*b == '\n' || *b == ' ' || *b == '\r' || *b == '\t'))
            b++;
        char *last = end;
        while (last > b && (last[-1] == '\n' || last[-1] == ' ' || last[-1] == '\r' || last[-1] == '\t'))
            last--;
        if (last > b) {
            fprintf(o.f, "%s\n    ", first ? "" : ",");
            copy_benchmarks(o.f, b, last, suffixes && suffixes[s] ? suffixes[s] : "");
            first = 0;
        }
        free(buf);
    }
    if (!opened)
        return 0;
    fputs("\n  ]\n}\n", o.f);
    if (pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
fail:
    if (opened)
        pf_out_abort(&o);
    return -1;
}
