/* names.c: a set of strings numbered in the order they came (hashed, for the report and charts). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "names.h"

static size_t hash_str(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return (size_t)h;
}

long pf_names_find(const struct pf_names *t, const char *s)
{
    if (!t->nslot)
        return -1;
    for (size_t h = hash_str(s) & (t->nslot - 1);; h = (h + 1) & (t->nslot - 1)) {
        size_t k = t->slot[h];
        if (!k)
            return -1;
        if (!strcmp(t->s[k - 1], s))
            return (long)(k - 1);
    }
}

static void names_put(struct pf_names *t, size_t k)
{
    size_t h = hash_str(t->s[k]) & (t->nslot - 1);
    while (t->slot[h])
        h = (h + 1) & (t->nslot - 1);
    t->slot[h] = k + 1;
}

long pf_names_add(struct pf_names *t, const char *s)
{
    long k = pf_names_find(t, s);
    if (k >= 0)
        return k;
    if ((t->n + 1) * 2 > t->nslot) {
        size_t ns = t->nslot ? t->nslot * 2 : 64;
        size_t *sl = calloc(ns, sizeof *sl);
        if (!sl)
            return -1;
        free(t->slot);
        t->slot = sl;
        t->nslot = ns;
        for (size_t i = 0; i < t->n; i++)
            names_put(t, i);
    }
    if (t->n == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 32;
        char **ns = realloc(t->s, nc * sizeof *ns);
        if (!ns)
            return -1;
        t->s = ns;
        t->cap = nc;
    }
    if (!(t->s[t->n] = strdup(s)))
        return -1;
    names_put(t, t->n);
    return (long)t->n++;
}

void pf_names_free(struct pf_names *t)
{
    for (size_t i = 0; i < t->n; i++)
        free(t->s[i]);
    free(t->s);
    free(t->slot);
    memset(t, 0, sizeof *t);
}
