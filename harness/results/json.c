/* json.c: jansson wrappers: parse and load with clear messages, crash-safe save, strings from
 * any bytes, numbers as written, typed look-ups. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "json.h"

/* Copy s into out for a message: bytes outside printable ASCII as '?', cut after 60 with "...". */
static void printable(char *out, size_t cap, const char *s)
{
    size_t o = 0;
    for (; *s && o + 4 < cap; s++) {
        if (o == 60 && s[1]) {
            memcpy(out + o, "...", 3);
            o += 3;
            break;
        }
        unsigned char c = (unsigned char)*s;
        out[o++] = c >= 0x20 && c < 0x7f ? (char)c : '?';
    }
    out[o] = '\0';
}

json_t *pf_json_parse(const char *name, const char *text, size_t len, char *err, size_t errlen)
{
    json_error_t e;
    json_t *v = json_loadb(text, len, JSON_REJECT_DUPLICATES, &e);
    if (!v) {
        /* jansson's reasons read "'}' expected near ','", "end of file expected near 'x'", ... */
        char why[80];
        printable(why, sizeof why, e.text);
        snprintf(err, errlen, "%s:%d: expected valid JSON, found: %s (column %d)", name, e.line, why, e.column);
    }
    return v;
}

json_t *pf_json_load(const char *path, size_t max_bytes, char *err, size_t errlen)
{
    char *buf;
    size_t len;
    struct pf_error e;
    if (pf_file_slurp(path, &buf, &len, max_bytes, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return NULL;
    }
    json_t *v = pf_json_parse(path, buf, len, err, errlen);
    free(buf);
    return v;
}

int pf_json_save(const char *path, const json_t *v, size_t flags, char *err, size_t errlen)
{
    struct pf_out o;
    struct pf_error e;
    if (pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    if (json_dumpf(v, o.f, flags) != 0 || fputc('\n', o.f) == EOF) {
        snprintf(err, errlen, "%s: cannot write the JSON (out of memory or disk full)", path);
        pf_out_abort(&o);
        return -1;
    }
    if (pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

/* Length of the UTF-8 sequence at s (1 to 4), or 0 when s does not start one (RFC 3629: no
 * overlong forms, no surrogates, nothing past U+10FFFF). */
static size_t utf8_len(const unsigned char *s)
{
    unsigned c = s[0];
    if (c < 0x80)
        return 1;
    size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F) || (c == 0xF0 && s[1] < 0x90) ||
        (c == 0xF4 && s[1] > 0x8F))
        return 0;
    return n;
}

json_t *pf_json_str(const char *s)
{
    size_t len = strlen(s);
    char *clean = malloc(len + 1);
    if (!clean)
        return NULL;
    const unsigned char *p = (const unsigned char *)s;
    size_t o = 0;
    while (*p) {
        size_t n = utf8_len(p);
        if (n == 0) {
            clean[o++] = '?';
            p++;
        } else {
            memcpy(clean + o, p, n);
            o += n;
            p += n;
        }
    }
    clean[o] = '\0';
    json_t *v = json_stringn(clean, o);
    free(clean);
    return v;
}

json_t *pf_json_num(double x)
{
    if (!isfinite(x))
        return json_null();               /* JSON has no inf or nan */
    if (x == floor(x) && fabs(x) <= 9007199254740992.0)     /* 2^53: exact in a double */
        return json_integer((json_int_t)x);
    return json_real(x);
}

int pf_json_put(json_t *obj, const char *key, json_t *v)
{
    return v && json_object_set_new(obj, key, v) == 0 ? 0 : -1;
}

const char *pf_json_kind(const json_t *v)
{
    switch (v ? json_typeof(v) : JSON_NULL) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "a whole number";
    case JSON_REAL: return "a real number";
    case JSON_TRUE: return "true";
    case JSON_FALSE: return "false";
    default: return "null";
    }
}

char *pf_json_text(const json_t *v)
{
    if (v && json_is_string(v))
        return strdup(json_string_value(v));
    if (!v)
        return strdup("null");
    return json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY | JSON_REAL_PRECISION(15));
}

/* "NAME: "key": expected WHAT, found KIND VALUE" (the value cut after 60 characters). */
static int wrong(const json_t *v, const char *key, const char *name, const char *what, char *err, size_t errlen)
{
    char *t = json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY | JSON_REAL_PRECISION(15)), shown[80];
    printable(shown, sizeof shown, t ? t : "?");
    free(t);
    if (json_is_boolean(v) || json_is_null(v))
        shown[0] = '\0';                 /* the kind says it all */
    snprintf(err, errlen, "%s: \"%s\": expected %s, found %s%s%s", name, key, what, pf_json_kind(v),
             shown[0] ? " " : "", shown);
    return -1;
}

static const json_t *lookup(const json_t *obj, const char *key)
{
    return obj && json_is_object(obj) ? json_object_get(obj, key) : NULL;
}

int pf_json_get_str(const json_t *obj, const char *key, const char *name, const char **out,
                    char *err, size_t errlen)
{
    const json_t *v = lookup(obj, key);
    if (!v)
        return 0;
    if (!json_is_string(v))
        return wrong(v, key, name, "a string", err, errlen);
    *out = json_string_value(v);
    return 1;
}

int pf_json_get_u64(const json_t *obj, const char *key, const char *name, uint64_t *out,
                    char *err, size_t errlen)
{
    const json_t *v = lookup(obj, key);
    if (!v)
        return 0;
    if (!json_is_integer(v) || json_integer_value(v) < 0)
        return wrong(v, key, name, "a whole number from 0", err, errlen);
    *out = (uint64_t)json_integer_value(v);
    return 1;
}

int pf_json_get_num(const json_t *obj, const char *key, const char *name, double *out,
                    char *err, size_t errlen)
{
    const json_t *v = lookup(obj, key);
    if (!v)
        return 0;
    if (!json_is_number(v))
        return wrong(v, key, name, "a number", err, errlen);
    *out = json_number_value(v);
    return 1;
}

int pf_json_get_bool(const json_t *obj, const char *key, const char *name, int *out,
                     char *err, size_t errlen)
{
    const json_t *v = lookup(obj, key);
    if (!v)
        return 0;
    if (!json_is_boolean(v))
        return wrong(v, key, name, "true or false", err, errlen);
    *out = json_is_true(v);
    return 1;
}
