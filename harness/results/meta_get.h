/* meta_get.h: read one top-level key of a meta.json text (the report's only meta.json reader). */
#ifndef PF_META_GET_H
#define PF_META_GET_H

#include <stddef.h>

/* The value of the top-level key of a meta.json text, parsed by jansson: a string unescaped, a
 * number or literal as JSON writes it, an array one element per line (cut to cap). 1 when
 * found, else 0 (buf ""): also when the text is not a JSON object. */
int pf_meta_get(const char *json, const char *key, char *buf, size_t cap);

#endif
