/* htest_json.c: the JSON layer (jansson wrappers, the meta.json reader, the Google Benchmark
 * join) with exact values and messages, and a replay of fuzz/regress/json. */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "gbench.h"
#include "json.h"
#include "meta.h"

static char tmpdir[4096];

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void test_parse_messages(void)
{
    char err[800];
    static const struct { const char *text, *msg; } cases[] = {
        { "{\n  \"a\": 1,\n}", "t.json:3: expected valid JSON, found: string or '}' expected near '}' (column 1)" },
        { "{\"a\": 1, \"a\": 2}", "t.json:1: expected valid JSON, found: duplicate object key near '\"a\"' (column 12)" },
        { "", "t.json:1: expected valid JSON, found: '[' or '{' expected near end of file (column 0)" },
        { "{\"a\": 1} x", "t.json:1: expected valid JSON, found: end of file expected near 'x' (column 10)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        err[0] = '\0';
        json_t *v = pf_json_parse("t.json", cases[i].text, strlen(cases[i].text), err, sizeof err);
        CHECK(v == NULL);
        CHECK_STR(err, cases[i].msg);
        json_decref(v);
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/absent.json", tmpdir);
    CHECK(pf_json_load(path, 1 << 20, err, sizeof err) == NULL);
    char want[4300];
    snprintf(want, sizeof want, "%s: cannot open: No such file or directory", path);
    CHECK_STR(err, want);
}

static void test_values(void)
{
    json_t *s = pf_json_str("a\xff" "b\xc3\xa9" "\xed\xa0\x80" "c");
    CHECK_STR(json_string_value(s), "a?b\xc3\xa9???c");    /* é kept; a lone surrogate is 3 bad bytes */
    json_decref(s);
    json_t *n = pf_json_num(2.0), *r = pf_json_num(0.5), *inf = pf_json_num(INFINITY);
    CHECK(json_is_integer(n) && json_integer_value(n) == 2);
    CHECK(json_is_real(r) && json_real_value(r) == 0.5);
    CHECK(json_is_null(inf));
    json_decref(n);
    json_decref(r);
    json_decref(inf);

    char err[800];
    static const char obj[] = "{\"s\": \"x\", \"i\": 3, \"neg\": -1, \"f\": 0.25, \"b\": false}";
    json_t *o = pf_json_parse("m.json", obj, strlen(obj), err, sizeof err);
    CHECK(o != NULL);
    const char *str = NULL;
    uint64_t u = 0;
    double x = 0;
    int b = 1;
    CHECK_INT(pf_json_get_str(o, "s", "m.json", &str, err, sizeof err), 1);
    CHECK_STR(str, "x");
    CHECK_INT(pf_json_get_u64(o, "i", "m.json", &u, err, sizeof err), 1);
    CHECK_INT(u, 3);
    CHECK_INT(pf_json_get_num(o, "i", "m.json", &x, err, sizeof err), 1);
    CHECK_NEAR(x, 3, 0);
    CHECK_INT(pf_json_get_num(o, "f", "m.json", &x, err, sizeof err), 1);
    CHECK_NEAR(x, 0.25, 0);
    CHECK_INT(pf_json_get_bool(o, "b", "m.json", &b, err, sizeof err), 1);
    CHECK_INT(b, 0);
    CHECK_INT(pf_json_get_str(o, "absent", "m.json", &str, err, sizeof err), 0);
    CHECK_INT(pf_json_get_u64(o, "neg", "m.json", &u, err, sizeof err), -1);
    CHECK_STR(err, "m.json: \"neg\": expected a whole number from 0, found a whole number -1");
    CHECK_INT(pf_json_get_u64(o, "s", "m.json", &u, err, sizeof err), -1);
    CHECK_STR(err, "m.json: \"s\": expected a whole number from 0, found a string \"x\"");
    CHECK_INT(pf_json_get_str(o, "b", "m.json", &str, err, sizeof err), -1);
    CHECK_STR(err, "m.json: \"b\": expected a string, found false");
    char *t = pf_json_text(json_object_get(o, "s"));
    CHECK_STR(t, "x");
    free(t);
    t = pf_json_text(json_object_get(o, "f"));
    CHECK_STR(t, "0.25");
    free(t);
    json_decref(o);

    /* the writer: indented by 2, a final newline, whole numbers without ".0" */
    char path[4200];
    snprintf(path, sizeof path, "%s/w.json", tmpdir);
    o = json_object();
    pf_json_put(o, "a", pf_json_num(1));
    pf_json_put(o, "b", json_pack("[s]", "x"));
    pf_json_put(o, "c", pf_json_num(0.1));
    CHECK_INT(pf_json_put(o, "d", NULL), -1);
    CHECK_INT(pf_json_save(path, o, PF_JSON_META, err, sizeof err), 0);
    CHECK_STR(slurp(path), "{\n  \"a\": 1,\n  \"b\": [\n    \"x\"\n  ],\n  \"c\": 0.1\n}\n");
    json_decref(o);
}

static void test_meta(void)
{
    static const char text[] =
        "{\"suite\": \"quick\", \"shard\": \"2/3\", \"complete\": false,\n"
        " \"variant_list\": [\"bfs\", \"astar/octile/heap\"],\n"
        " \"map_list\": [{\"name\": \"a\", \"family\": \"f\", \"scenarios\": 20, \"in_shard\": 7},\n"
        "              {\"name\": \"b\", \"scenarios\": 4}]}";
    struct pf_meta_file m;
    char err[800] = "";
    CHECK_INT(pf_meta_parse(&m, "m.json", text, strlen(text), err, sizeof err), 0);
    CHECK_STR(err, "");
    CHECK_STR(m.shard, "2/3");
    CHECK_INT(m.complete, 0);
    CHECK_INT(m.nvariants, 2);
    CHECK_STR(m.variants[1], "astar/octile/heap");
    CHECK_INT(m.nmaps, 2);
    CHECK_STR(m.maps[0].family, "f");
    CHECK_INT(m.maps[0].in_shard, 7);
    CHECK(m.maps[1].family == NULL && m.maps[1].source == NULL);
    CHECK_INT(m.maps[1].in_shard, 4);        /* absent: the whole map */
    pf_meta_free(&m);
    CHECK(m.root == NULL);

    static const struct { const char *text, *msg; } bad[] = {
        { "[1]", "m.json: expected a JSON object ({...}), found an array" },
        { "{\"complete\": \"yes\"}", "m.json: \"complete\": expected true or false, found a string \"yes\"" },
        { "{\"shard\": 2}", "m.json: \"shard\": expected a string, found a whole number 2" },
        { "{\"variant_list\": [\"a\", 1]}", "m.json: \"variant_list\" item 2: expected a string, found a whole number" },
        { "{\"map_list\": [{\"name\": \"a\"}]}", "m.json: map_list entry 1: expected \"scenarios\", found none" },
        { "{\"map_list\": [{\"name\": \"a\", \"scenarios\": 1}, {\"name\": 3}]}",
          "m.json: map_list entry 2: \"name\": expected a string, found a whole number 3" },
        { "{\"map_list\": [{\"name\": \"a\", \"scenarios\": 1, \"in_shard\": -1}]}",
          "m.json: map_list entry 1: \"in_shard\": expected a whole number from 0, found a whole number -1" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        CHECK_INT(pf_meta_parse(&m, "m.json", bad[i].text, strlen(bad[i].text), err, sizeof err), -1);
        CHECK_STR(err, bad[i].msg);
        CHECK(m.root == NULL && m.variants == NULL && m.maps == NULL);
    }
}

static void test_gbench_join(void)
{
    char p1[4200], p2[4200], p3[4200], out[4200], err[800];
    snprintf(p1, sizeof p1, "%s/g1.json", tmpdir);
    snprintf(p2, sizeof p2, "%s/g2.json", tmpdir);
    snprintf(p3, sizeof p3, "%s/g3-absent.json", tmpdir);
    snprintf(out, sizeof out, "%s/gbench.json", tmpdir);
    /* the formatting of the parts is not what the join relies on */
    write_file(p1, "{\"context\":{\"host_name\":\"h1\"},\"benchmarks\":[{\"name\":\"a/m/short\",\"run_name\":\"a/m/short\","
                   "\"real_time\":1.5},{\"name\":\"b/m/short\",\"iterations\":3}]}");
    write_file(p2, "{\n\"benchmarks\" :\n [ { \"name\" : \"a/m/short\" , \"run_name\" : \"a/m/short\" } ] ,"
                   "\"context\" : { \"host_name\" : \"h2\" } }\n");
    const char *paths[] = { p1, p3, p2 }, *suffixes[] = { "/shard1-of-2", "", "/shard2-of-2" };
    size_t missing = 9;
    CHECK_INT(pf_gbench_join(out, paths, suffixes, 3, &missing, err, sizeof err), 0);
    CHECK_INT(missing, 1);
    json_t *j = pf_json_load(out, 1 << 20, err, sizeof err);
    CHECK(j != NULL);
    const json_t *b = json_object_get(j, "benchmarks");
    CHECK_INT(json_array_size(b), 3);
    CHECK_STR(json_string_value(json_object_get(json_object_get(j, "context"), "host_name")), "h1");
    CHECK_STR(json_string_value(json_object_get(json_array_get(b, 0), "name")), "a/m/short/shard1-of-2");
    CHECK_STR(json_string_value(json_object_get(json_array_get(b, 0), "run_name")), "a/m/short/shard1-of-2");
    CHECK_NEAR(json_real_value(json_object_get(json_array_get(b, 0), "real_time")), 1.5, 0);
    CHECK_STR(json_string_value(json_object_get(json_array_get(b, 1), "name")), "b/m/short/shard1-of-2");
    CHECK_STR(json_string_value(json_object_get(json_array_get(b, 2), "name")), "a/m/short/shard2-of-2");
    json_decref(j);

    /* none present: nothing written; a broken part: the message names it */
    remove(out);
    const char *none[] = { p3 };
    CHECK_INT(pf_gbench_join(out, none, NULL, 1, &missing, err, sizeof err), 0);
    CHECK_INT(missing, 1);
    CHECK(access(out, F_OK) != 0);
    write_file(p2, "{\"context\": {}}");
    CHECK_INT(pf_gbench_join(out, paths, NULL, 3, &missing, err, sizeof err), -1);
    char want[4400];
    snprintf(want, sizeof want,
             "%s: expected Google Benchmark JSON (an object with \"benchmarks\": [...]), found no \"benchmarks\" array", p2);
    CHECK_STR(err, want);
    CHECK(access(out, F_OK) != 0);
}

/* fuzz/regress/json: meta-ok-* must read, meta-bad-* must not, gbench-ok-* must join,
 * gbench-bad-* must not; every refusal says "NAME:... expected ...". */
static int replay(const char *root)
{
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/fuzz/regress/json", root);
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    struct dirent *e;
    int n = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[8400], err[1000] = "";
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        int meta = !strncmp(e->d_name, "meta-", 5), gb = !strncmp(e->d_name, "gbench-", 7);
        const char *kind = e->d_name + (meta ? 5 : gb ? 7 : 0);
        int want_ok = !strncmp(kind, "ok-", 3), want_bad = !strncmp(kind, "bad-", 4), rc;
        if (meta || !gb) {
            struct pf_meta_file m;
            rc = pf_meta_load(&m, path, err, sizeof err);
            if (rc == 0)
                pf_meta_free(&m);
        } else {
            char out[8500];
            size_t missing;
            const char *paths[] = { path };
            snprintf(out, sizeof out, "%s/replay-gbench.json", tmpdir);
            rc = pf_gbench_join(out, paths, NULL, 1, &missing, err, sizeof err);
        }
        if ((want_ok && rc != 0) || (want_bad && rc == 0)) {
            CHECK(!"outcome as the file name says");
            fprintf(stderr, "  %s: expected it to %s: %s\n", path, want_ok ? "pass" : "fail", err);
        }
        if (rc != 0 && (strncmp(err, path, strlen(path)) != 0 || !strstr(err, ": expected "))) {
            CHECK(!"message names the file and what was expected");
            fprintf(stderr, "  message: %s\n", err);
        }
        n++;
    }
    closedir(d);
    return n;
}

int main(void)
{
    const char *t = getenv("PF_TEST_TMP");
    snprintf(tmpdir, sizeof tmpdir, "%s/htest-json-%ld", t && *t ? t : "/tmp", (long)getpid());
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", tmpdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "htest_json: cannot create %s\n", tmpdir);
        return 1;
    }
    test_parse_messages();
    test_values();
    test_meta();
    test_gbench_join();
    const char *root = getenv("PF_SOURCE_DIR");
    int n = replay(root && *root ? root : "..");
    CHECK(n >= 20);
    printf("htest_json: %d fuzz/regress/json inputs replayed\n", n);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "htest_json: note: cannot remove %s\n", tmpdir);
    return pf_check_report("htest_json");
}
