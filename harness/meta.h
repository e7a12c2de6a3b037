/* meta.h: the machine and build facts recorded in meta.json (and as gbench context). */
#ifndef PF_META_H
#define PF_META_H

#include <stddef.h>

struct pf_meta {
    char host[64];
    char commit[48];
    char cpu[128];
    int cores;
    char compiler[64];
    char cflags[256];
    char build_type[32];
    char date[32];            /* ISO 8601, UTC */
};

void pf_meta_collect(struct pf_meta *m);
/* Write a JSON string (quotes and escapes) of s into f. */
#include <stdio.h>
void pf_json_string(FILE *f, const char *s);

#endif
