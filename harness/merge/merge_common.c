/* merge_common.c: what every step of `pfbench merge` needs: its messages, a shard's meta.json strings, string sets. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "merge.h"

void pf_merge_say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pfbench merge: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* A key of meta.json that holds a string, or NULL. */
const char *pf_merge_getv(const struct pf_merge_shard *s, const char *key)
{
    const json_t *v = json_object_get(s->meta.root, key);
    return json_is_string(v) ? json_string_value(v) : NULL;
}

void pf_merge_shard_free(struct pf_merge_shard *s)
{
    pf_meta_free(&s->meta);
    free(s->dir);
    pf_rows_free(&s->rows);
}

int pf_merge_strset_add(struct pf_merge_strset *s, const char *x)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->v[i], x))
            return 0;
    char **nv = realloc(s->v, (s->n + 1) * sizeof *nv);
    if (!nv)
        return -1;
    s->v = nv;
    if (!(s->v[s->n] = strdup(x)))
        return -1;
    s->n++;
    return 0;
}

void pf_merge_strset_free(struct pf_merge_strset *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
}
