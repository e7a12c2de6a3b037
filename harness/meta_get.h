/* meta_get.h: read one top-level key of a meta.json text (the report's only meta.json reader). */
#ifndef PF_META_GET_H
#define PF_META_GET_H

#include <stddef.h>

/* The value of the top-level key of a meta.json text: a string unescaped, a number or literal
 * as written, an array of strings one per line. 1 when found, else 0 (buf ""). The one place
 * the report reads meta.json; swap for the JSON library's lookup when meta.c has one. */
int pf_meta_get(const char *json, const char *key, char *buf, size_t cap);

#endif
