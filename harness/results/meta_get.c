/* meta_get.c: one top-level key of a meta.json text as report text, read through jansson. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "json.h"
#include "meta_get.h"

/* Append s to buf (cut to cap). */
static void put(char *buf, size_t cap, size_t *len, const char *s)
{
    int n = snprintf(buf + *len, cap - *len, "%s", s);
    if (n > 0)
        *len += (size_t)n < cap - *len ? (size_t)n : cap - *len - 1;
}

int pf_meta_get(const char *json, const char *key, char *buf, size_t cap)
{
    if (cap == 0)
        return 0;
    buf[0] = '\0';
    if (!json)
        return 0;
    char err[256];
    json_t *root = pf_json_parse("meta.json", json, strlen(json), err, sizeof err);
    json_t *v = json_is_object(root) ? json_object_get(root, key) : NULL;
    int found = v != NULL;
    size_t len = 0;
    if (json_is_array(v)) {          /* a list of strings, one per line */
        size_t i;
        json_t *e;
        json_array_foreach(v, i, e) {
            if (i)
                put(buf, cap, &len, "\n");
            char *t = pf_json_text(e);
            put(buf, cap, &len, t ? t : "");
            free(t);
        }
    } else if (v) {                  /* a string unescaped; a number or literal as JSON writes it */
        char *t = pf_json_text(v);
        put(buf, cap, &len, t ? t : "");
        free(t);
    }
    json_decref(root);
    return found;
}
