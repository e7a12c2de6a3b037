/* names.h: a set of strings numbered in the order they came: variants, families, hosts. */
#ifndef PF_NAMES_H
#define PF_NAMES_H

#include <stddef.h>

struct pf_names {
    char **s;          /* s[0..n): the names, in the order they were first added */
    size_t n, cap;
    size_t *slot;      /* index + 1, 0 = empty; open addressing */
    size_t nslot;
};

/* Index of s, or -1 when it is not in the set. */
long pf_names_find(const struct pf_names *t, const char *s);
/* Index of s, added when new; -1 when out of memory. */
long pf_names_add(struct pf_names *t, const char *s);
void pf_names_free(struct pf_names *t);

#endif
