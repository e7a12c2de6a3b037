/* gbench_join.c: join Google Benchmark JSON files into one through jansson: the context of the
 * first, the benchmarks of all (used for a run's per-map parts and for merged shards). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gbench.h"
#include "json.h"

/* s + suffix as a new JSON string. */
static json_t *suffixed(const json_t *s, const char *suffix)
{
    size_t a = json_string_length(s), b = strlen(suffix);
    char *t = malloc(a + b + 1);
    if (!t)
        return NULL;
    memcpy(t, json_string_value(s), a);
    memcpy(t + a, suffix, b + 1);
    json_t *v = json_stringn(t, a + b);
    free(t);
    return v;
}

int pf_gbench_join_part(json_t **joined, const json_t *part, const char *name, const char *suffix,
                        char *err, size_t errlen)
{
    static const char *const renamed[] = { "name", "run_name" };
    const json_t *b = json_is_object(part) ? json_object_get(part, "benchmarks") : NULL;
    if (!json_is_array(b)) {
        snprintf(err, errlen, "%s: expected Google Benchmark JSON (an object with \"benchmarks\": [...]), found %s",
                 name, json_is_object(part) ? "no \"benchmarks\" array" : pf_json_kind(part));
        return -1;
    }
    size_t n = json_array_size(b);
    for (size_t i = 0; i < n; i++)
        if (!json_is_object(json_array_get(b, i))) {
            snprintf(err, errlen, "%s: \"benchmarks\" item %zu: expected an object, found %s", name, i + 1,
                     pf_json_kind(json_array_get(b, i)));
            return -1;
        }
    json_t *out = *joined, *made = NULL;
    if (!out) {                           /* the first part: its keys, benchmarks to come */
        out = made = json_object();
        const char *key;
        json_t *v;
        json_object_foreach((json_t *)part, key, v)
            if (out && pf_json_put(out, key, strcmp(key, "benchmarks") ? json_deep_copy(v) : json_array()) != 0)
                out = NULL;
    }
    json_t *all = out ? json_object_get(out, "benchmarks") : NULL, *add = json_array();
    int bad = !all || !add;
    for (size_t i = 0; !bad && i < n; i++) {
        json_t *copy = json_deep_copy(json_array_get(b, i));
        bad = !copy;
        for (int k = 0; !bad && suffix && *suffix && k < 2; k++) {
            const json_t *s = json_object_get(copy, renamed[k]);
            if (json_is_string(s))
                bad = pf_json_put(copy, renamed[k], suffixed(s, suffix));
        }
        if (json_array_append_new(add, copy) != 0)
            bad = 1;
    }
    if (bad || json_array_extend(all, add) != 0) {
        snprintf(err, errlen, "%s: out of memory joining Google Benchmark JSON", name);
        json_decref(add);
        json_decref(made);
        return -1;
    }
    json_decref(add);
    *joined = out;
    return 0;
}

int pf_gbench_join(const char *out_path, const char *const *paths, const char *const *suffixes,
                   size_t n, size_t *missing, char *err, size_t errlen)
{
    json_t *joined = NULL;
    *missing = 0;
    for (size_t s = 0; s < n; s++) {
        if (access(paths[s], F_OK) != 0) {
            (*missing)++;
            continue;
        }
        json_t *part = pf_json_load(paths[s], (size_t)1 << 30, err, errlen);
        int rc = part ? pf_gbench_join_part(&joined, part, paths[s], suffixes ? suffixes[s] : NULL, err, errlen) : -1;
        json_decref(part);
        if (rc) {
            json_decref(joined);
            return -1;
        }
    }
    int rc = joined ? pf_json_save(out_path, joined, PF_JSON_PRETTY, err, errlen) : 0;
    json_decref(joined);
    return rc;
}
