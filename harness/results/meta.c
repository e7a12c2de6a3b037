/* meta.c: collect host, commit, CPU, compiler and flags for the result folder; read a
 * meta.json back (for merge, resume and validate). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "meta.h"
#include "timing.h"

#ifndef PF_COMPILER
#define PF_COMPILER "unknown"
#endif
#ifndef PF_CFLAGS
#define PF_CFLAGS "unknown"
#endif
#ifndef PF_BUILD_TYPE
#define PF_BUILD_TYPE "unknown"
#endif
#ifndef PF_SOURCE_DIR
#define PF_SOURCE_DIR "."
#endif

static void run_line(const char *cmd, char *out, size_t cap)
{
    out[0] = '\0';
    FILE *p = popen(cmd, "r");
    if (!p)
        return;
    if (fgets(out, (int)cap, p))
        out[strcspn(out, "\r\n")] = '\0';
    pclose(p);
}

void pf_meta_collect(struct pf_meta *m)
{
    memset(m, 0, sizeof *m);
    if (gethostname(m->host, sizeof m->host - 1) != 0 || !m->host[0])
        snprintf(m->host, sizeof m->host, "unknown");
    for (char *c = m->host; *c; c++)
        if (*c == ',' || *c == '/' || *c == ' ')
            *c = '_';
    run_line("git -C '" PF_SOURCE_DIR "' rev-parse --short=10 HEAD 2>/dev/null", m->commit, sizeof m->commit);
    if (!m->commit[0]) {
        snprintf(m->commit, sizeof m->commit, "nogit");
    } else {
        char dirty[8];
        run_line("git -C '" PF_SOURCE_DIR "' status --porcelain --untracked-files=no 2>/dev/null | head -c 1",
                 dirty, sizeof dirty);
        if (dirty[0])
            strncat(m->commit, "-dirty", sizeof m->commit - strlen(m->commit) - 1);
    }
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        char line[512];
        while (fgets(line, sizeof line, f)) {
            if (strncmp(line, "model name", 10) == 0) {
                char *v = strchr(line, ':');
                if (v) {
                    v++;
                    while (*v == ' ')
                        v++;
                    v[strcspn(v, "\n")] = '\0';
                    snprintf(m->cpu, sizeof m->cpu, "%s", v);
                }
                break;
            }
        }
        fclose(f);
    }
    if (!m->cpu[0])
        snprintf(m->cpu, sizeof m->cpu, "unknown");
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    m->cores = n > 0 ? (int)n : 1;
    snprintf(m->compiler, sizeof m->compiler, "%s", PF_COMPILER);
    const char *cflags = PF_CFLAGS;
    while (*cflags == ' ')          /* CMake joins an empty CMAKE_C_FLAGS with a space */
        cflags++;
    snprintf(m->cflags, sizeof m->cflags, "%s", cflags);
    snprintf(m->build_type, sizeof m->build_type, "%s", PF_BUILD_TYPE);
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(m->date, sizeof m->date, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* ------------------------------------------------------------------ reading meta.json */

/* "NAME: map_list entry K: "key": expected ..." from a look-up's "NAME: "key": ..." message. */
static int entry_fail(const char *name, size_t k, char *err, size_t errlen)
{
    size_t n = strlen(name);
    if (strncmp(err, name, n) == 0 && err[n] == ':') {
        char rest[512];
        snprintf(rest, sizeof rest, "%s", err + n + 1);
        snprintf(err, errlen, "%s: map_list entry %zu:%s", name, k + 1, rest);
    }
    return -1;
}

static int read_lists(struct pf_meta_file *m, const char *name, char *err, size_t errlen)
{
    const json_t *vl = json_object_get(m->root, "variant_list");
    if (vl) {
        if (!json_is_array(vl)) {
            snprintf(err, errlen, "%s: \"variant_list\": expected an array of variant names, found %s", name,
                     pf_json_kind(vl));
            return -1;
        }
        m->nvariants = json_array_size(vl);
        m->variants = calloc(m->nvariants ? m->nvariants : 1, sizeof *m->variants);
        if (!m->variants)
            goto oom;
        for (size_t i = 0; i < m->nvariants; i++) {
            const json_t *v = json_array_get(vl, i);
            if (!json_is_string(v)) {
                snprintf(err, errlen, "%s: \"variant_list\" item %zu: expected a string, found %s", name, i + 1,
                         pf_json_kind(v));
                return -1;
            }
            m->variants[i] = json_string_value(v);
        }
    }
    const json_t *ml = json_object_get(m->root, "map_list");
    if (ml) {
        if (!json_is_array(ml)) {
            snprintf(err, errlen, "%s: \"map_list\": expected an array of maps, found %s", name, pf_json_kind(ml));
            return -1;
        }
        m->nmaps = json_array_size(ml);
        m->maps = calloc(m->nmaps ? m->nmaps : 1, sizeof *m->maps);
        if (!m->maps)
            goto oom;
        for (size_t i = 0; i < m->nmaps; i++) {
            const json_t *e = json_array_get(ml, i);
            struct pf_meta_map *mm = &m->maps[i];
            if (!json_is_object(e)) {
                snprintf(err, errlen, "%s: map_list entry %zu: expected an object, found %s", name, i + 1,
                         pf_json_kind(e));
                return -1;
            }
            int hn = pf_json_get_str(e, "name", name, &mm->name, err, errlen);
            int hs = hn < 0 ? -1 : pf_json_get_u64(e, "scenarios", name, &mm->scenarios, err, errlen);
            if (hn < 0 || hs < 0 || pf_json_get_str(e, "family", name, &mm->family, err, errlen) < 0 ||
                pf_json_get_str(e, "source", name, &mm->source, err, errlen) < 0 ||
                pf_json_get_str(e, "domain", name, &mm->domain, err, errlen) < 0)
                return entry_fail(name, i, err, errlen);
            int hi = pf_json_get_u64(e, "in_shard", name, &mm->in_shard, err, errlen);
            int ho = hi < 0 ? -1 : pf_json_get_u64(e, "order", name, &mm->order, err, errlen);
            if (ho >= 0 && pf_json_get_u64(e, "file_lines", name, &mm->file_lines, err, errlen) < 0)
                ho = -1;
            mm->has_order = ho > 0;
            if (hi < 0 || ho < 0)
                return entry_fail(name, i, err, errlen);
            if (!hn || !hs) {
                snprintf(err, errlen, "%s: map_list entry %zu: expected \"%s\", found none", name, i + 1,
                         hn ? "scenarios" : "name");
                return -1;
            }
            if (!hi)
                mm->in_shard = mm->scenarios;
        }
    }
    return 0;
oom:
    snprintf(err, errlen, "%s: out of memory", name);
    return -1;
}

int pf_meta_from_json(struct pf_meta_file *m, json_t *root, const char *name, char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    m->root = root;
    m->complete = -1;
    if (!json_is_object(root)) {
        snprintf(err, errlen, "%s: expected a JSON object ({...}), found %s", name, pf_json_kind(root));
        pf_meta_free(m);
        return -1;
    }
    int complete = 0, hc = pf_json_get_bool(root, "complete", name, &complete, err, errlen);
    if (hc < 0 || pf_json_get_str(root, "shard", name, &m->shard, err, errlen) < 0 ||
        read_lists(m, name, err, errlen) != 0) {
        pf_meta_free(m);
        return -1;
    }
    m->complete = hc ? complete : -1;
    /* runs from before meta.json had "timing" were timed back to back: the one place that
     * says so, for merge, resume and compare alike */
    if (!json_object_get(root, "timing") &&
        json_object_set_new(root, "timing", json_string(pf_timing_name(PF_TIMING_BACK_TO_BACK))) != 0) {
        snprintf(err, errlen, "%s: out of memory", name);
        pf_meta_free(m);
        return -1;
    }
    return 0;
}

int pf_meta_parse(struct pf_meta_file *m, const char *name, const char *text, size_t len,
                  char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    json_t *root = pf_json_parse(name, text, len, err, errlen);
    return root ? pf_meta_from_json(m, root, name, err, errlen) : -1;
}

int pf_meta_load(struct pf_meta_file *m, const char *path, char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    json_t *root = pf_json_load(path, (size_t)1 << 28, err, errlen);
    return root ? pf_meta_from_json(m, root, path, err, errlen) : -1;
}

void pf_meta_free(struct pf_meta_file *m)
{
    free(m->variants);
    free(m->maps);
    json_decref(m->root);
    memset(m, 0, sizeof *m);
}
