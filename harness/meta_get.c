/* meta_get.c: pf_meta_get, the one place the report reads meta.json: a top-level key's value
 * from the JSON text, by a small scanner (swap for the JSON library's lookup when meta.c has
 * one; the callers need only this function). */
#include <ctype.h>
#include <string.h>
#include "meta_get.h"

/* Past the string that starts at the quote p. */
static const char *skip_string(const char *p)
{
    for (p++; *p && *p != '"'; p++)
        if (*p == '\\' && p[1])
            p++;
    return *p ? p + 1 : p;
}

/* Copy the JSON string at the quote p, unescaped, to buf (\uXXXX beyond ASCII becomes '?'). */
static const char *copy_string(const char *p, char *buf, size_t cap, size_t *o)
{
    for (p++; *p && *p != '"'; p++) {
        char c = *p;
        if (c == '\\' && p[1]) {
            c = *++p;
            if (c == 'n' || c == 't' || c == 'r')
                c = ' ';
            else if (c == 'u') {
                unsigned v = 0;
                for (int k = 0; k < 4 && isxdigit((unsigned char)p[1]); k++) {
                    p++;
                    v = v * 16 + (unsigned)(isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10);
                }
                c = v < 128 && v >= 32 ? (char)v : '?';
            }
        }
        if (*o + 1 < cap)
            buf[(*o)++] = c;
    }
    buf[*o < cap ? *o : cap - 1] = '\0';
    return *p ? p + 1 : p;
}

int pf_meta_get(const char *json, const char *key, char *buf, size_t cap)
{
    int depth = 0;
    size_t klen = strlen(key);
    buf[0] = '\0';
    for (const char *p = json; p && *p;) {
        if (*p == '"') {
            const char *s = p + 1, *e = skip_string(p), *q = e;
            p = e;
            while (isspace((unsigned char)*q))
                q++;
            if (depth != 1 || *q != ':' || (size_t)(e - 1 - s) != klen || strncmp(s, key, klen))
                continue;
            for (q++; isspace((unsigned char)*q); q++)
                ;
            size_t o = 0;
            if (*q == '"') {
                copy_string(q, buf, cap, &o);
            } else if (*q == '[') {          /* an array of strings: one per line */
                for (q++; *q && *q != ']';) {
                    if (*q == '"') {
                        if (o && o + 1 < cap)
                            buf[o++] = '\n';
                        q = copy_string(q, buf, cap, &o);
                    } else {
                        q++;
                    }
                }
            } else {
                while (*q && !strchr(",}] \t\r\n", *q) && o + 1 < cap)
                    buf[o++] = *q++;
                buf[o] = '\0';
            }
            return 1;
        }
        if (*p == '{' || *p == '[')
            depth++;
        else if (*p == '}' || *p == ']')
            depth--;
        p++;
    }
    return 0;
}
