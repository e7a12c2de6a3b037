/* json.h: JSON through jansson: text and files parsed with messages that name the file and
 * line, crash-safe writing, values made from any C string or number, and typed look-ups that
 * say what they expected. */
#ifndef PF_JSON_H
#define PF_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

/* How pfbench writes JSON: indented by 2 (one key per line, so grep by key works), and for
 * meta.json reals with 15 significant digits (0.1, not 0.10000000000000001). */
#define PF_JSON_PRETTY JSON_INDENT(2)
#define PF_JSON_META (JSON_INDENT(2) | JSON_REAL_PRECISION(15))

/* Parse len bytes of text as one JSON value (duplicate keys and trailing text refused); `name`
 * names it in messages: "NAME:LINE: expected valid JSON, found: REASON (column C)". NULL on failure. */
json_t *pf_json_parse(const char *name, const char *text, size_t len, char *err, size_t errlen);
/* Read a file of at most max_bytes and parse it. NULL with a message naming the file. */
json_t *pf_json_load(const char *path, size_t max_bytes, char *err, size_t errlen);
/* Write v to path crash-safely (temporary file, fsync, rename) with the given jansson flags
 * and a final newline. 0, or -1 with a message naming the file. */
int pf_json_save(const char *path, const json_t *v, size_t flags, char *err, size_t errlen);

/* A JSON string of s; bytes that do not form UTF-8 become '?'. NULL only when out of memory. */
json_t *pf_json_str(const char *s);
/* A JSON number: whole numbers that fit as integers (2, not 2.0), the rest as reals. */
json_t *pf_json_num(double x);
/* obj[key] = v, taking v's reference; -1 when v is NULL (out of memory) or the set fails. */
int pf_json_put(json_t *obj, const char *key, json_t *v);

/* Typed look-ups of obj[key] (obj may be NULL or not an object: absent). They return 1 when
 * found, 0 when absent, -1 when present with another type, with the message
 * "NAME: \"key\": expected ..., found ..." in err. Strings stay owned by obj. */
int pf_json_get_str(const json_t *obj, const char *key, const char *name, const char **out,
                    char *err, size_t errlen);
int pf_json_get_u64(const json_t *obj, const char *key, const char *name, uint64_t *out,
                    char *err, size_t errlen);     /* a whole number >= 0 */
int pf_json_get_num(const json_t *obj, const char *key, const char *name, double *out,
                    char *err, size_t errlen);     /* a whole or real number */
int pf_json_get_bool(const json_t *obj, const char *key, const char *name, int *out,
                     char *err, size_t errlen);

/* v as text for messages: a string as it is, anything else as compact JSON ("null" for NULL).
 * The caller frees it; NULL only when out of memory. */
char *pf_json_text(const json_t *v);
/* What kind of value v is, for "found ..." in messages: "a string", "an array", ... */
const char *pf_json_kind(const json_t *v);

#endif
