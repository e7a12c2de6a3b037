/* fuzz_json.c: libFuzzer target for the JSON pfbench reads: meta.json as merge, resume and
 * validate read it (pf_meta_parse, then the typed look-ups of resume), and a Google Benchmark
 * file as run and merge join it (pf_gbench_join_part, twice: a second shard with a suffix). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gbench.h"
#include "json.h"
#include "meta.h"

#define NAME "fuzz.json"

static void fail(const char *what, const char *msg)
{
    fprintf(stderr, "fuzz_json: %s%s%s\n", what, msg ? ": " : "", msg ? msg : "");
    abort();
}

/* The message contract of the JSON readers: "fuzz.json:..." with ": expected " in it. */
static void check_message(const char *err)
{
    size_t n = strlen(NAME);
    if (strncmp(err, NAME, n) != 0 || err[n] != ':')
        fail("message does not start with the file name", err);
    if (!strstr(err, ": expected ") && !strstr(err, "out of memory"))
        fail("message does not contain ': expected '", err);
}

/* meta.json: the lists must be what the object holds; the scalar look-ups answer or explain. */
static void fuzz_meta(const uint8_t *data, size_t size)
{
    struct pf_meta_file m;
    char err[1024] = "";
    if (pf_meta_parse(&m, NAME, (const char *)data, size, err, sizeof err) != 0) {
        check_message(err);
        if (m.root || m.variants || m.maps)
            fail("a failed read left something behind", NULL);
        return;
    }
    const json_t *vl = json_object_get(m.root, "variant_list"), *ml = json_object_get(m.root, "map_list");
    if ((vl ? json_array_size(vl) : 0) != m.nvariants || (ml ? json_array_size(ml) : 0) != m.nmaps)
        fail("list sizes differ from the object's", NULL);
    for (size_t i = 0; i < m.nvariants; i++)
        if (!m.variants[i] || strcmp(m.variants[i], json_string_value(json_array_get(vl, i))) != 0)
            fail("variant_list item differs", NULL);
    for (size_t i = 0; i < m.nmaps; i++) {
        if (!m.maps[i].name)
            fail("map_list entry without a name", NULL);
        if (!json_object_get(json_array_get(ml, i), "in_shard") && m.maps[i].in_shard != m.maps[i].scenarios)
            fail("in_shard absent but not scenarios", NULL);
    }
    if (m.complete < -1 || m.complete > 1)
        fail("complete out of range", NULL);
    static const char *const keys[] = { "suite", "moves", "tie", "shard", "timing", "seed", "repeat", "budget",
                                        "variant_seconds", "gbench_min_time", "complete", "movingai_dir",
                                        "commit", "host", "cpu" };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        const char *s;
        uint64_t u;
        double x;
        int b, h[4];
        h[0] = pf_json_get_str(m.root, keys[i], NAME, &s, err, sizeof err);
        if (h[0] < 0)
            check_message(err);
        h[1] = pf_json_get_u64(m.root, keys[i], NAME, &u, err, sizeof err);
        if (h[1] < 0)
            check_message(err);
        h[2] = pf_json_get_num(m.root, keys[i], NAME, &x, err, sizeof err);
        if (h[2] < 0)
            check_message(err);
        h[3] = pf_json_get_bool(m.root, keys[i], NAME, &b, err, sizeof err);
        if (h[3] < 0)
            check_message(err);
        int present = json_object_get(m.root, keys[i]) != NULL, found = 0;
        for (int k = 0; k < 4; k++) {
            if ((h[k] == 0) == present)
                fail("a look-up disagrees on whether the key is there", keys[i]);
            found += h[k] > 0;
        }
        if (present && found > 2)      /* a whole number is u64 and num; nothing is more */
            fail("a value of more than two kinds", keys[i]);
        char *t = pf_json_text(json_object_get(m.root, keys[i]));
        if (!t)
            fail("pf_json_text returned NULL", keys[i]);
        free(t);
    }
    pf_meta_free(&m);
}

/* Google Benchmark: the part joined twice, the second time with a shard suffix. */
static void fuzz_gbench(const uint8_t *data, size_t size)
{
    char err[1024] = "";
    json_t *part = pf_json_parse(NAME, (const char *)data, size, err, sizeof err);
    if (!part) {
        check_message(err);
        return;
    }
    static const char suffix[] = "/shard2-of-2";
    json_t *joined = NULL;
    if (pf_gbench_join_part(&joined, part, NAME, NULL, err, sizeof err) != 0) {
        check_message(err);
        if (joined)
            fail("a failed join left a result", NULL);
        json_decref(part);
        return;
    }
    if (pf_gbench_join_part(&joined, part, NAME, suffix, err, sizeof err) != 0)
        fail("a part joined once does not join twice", err);
    const json_t *b = json_object_get(part, "benchmarks"), *all = json_object_get(joined, "benchmarks");
    size_t n = json_array_size(b);
    if (json_array_size(all) != 2 * n)
        fail("joined benchmarks are not twice the part's", NULL);
    for (size_t i = 0; i < n; i++) {
        const json_t *orig = json_array_get(b, i), *first = json_array_get(all, i), *second = json_array_get(all, n + i);
        if (!json_equal(orig, first))
            fail("the first copy of a benchmark changed", NULL);
        const json_t *name = json_object_get(orig, "name"), *renamed = json_object_get(second, "name");
        if (json_is_string(name)) {
            size_t l = json_string_length(name);
            if (!json_is_string(renamed) || json_string_length(renamed) != l + strlen(suffix) ||
                memcmp(json_string_value(renamed), json_string_value(name), l) != 0 ||
                strcmp(json_string_value(renamed) + l, suffix) != 0)
                fail("the second copy's name is not name + suffix", NULL);
        } else if ((name || renamed) && !json_equal(name, renamed)) {     /* json_equal(NULL, NULL) is 0 */
            fail("a name that is not a string changed", NULL);
        }
    }
    /* what pf_gbench_join writes reads back the same */
    char *text = json_dumps(joined, PF_JSON_PRETTY);
    if (!text)
        fail("json_dumps failed", NULL);
    json_t *back = pf_json_parse(NAME, text, strlen(text), err, sizeof err);
    if (!back)
        fail("the joined JSON does not parse", err);
    if (!json_equal(back, joined))
        fail("the joined JSON reads back different", NULL);
    /* strings made by pf_json_str from valid UTF-8 are the same strings */
    const char *key;
    json_t *v;
    json_object_foreach(joined, key, v) {
        json_t *k = pf_json_str(key);
        if (!k || strcmp(json_string_value(k), key) != 0)
            fail("pf_json_str changed a valid UTF-8 key", key);
        json_decref(k);
    }
    json_decref(back);
    free(text);
    json_decref(joined);
    json_decref(part);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_meta(data, size);
    fuzz_gbench(data, size);
    return 0;
}
