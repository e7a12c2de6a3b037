/* meta.h: the machine and build facts recorded in meta.json (and as gbench context), and the
 * one reader of meta.json that merge, resume and validate share. */
#ifndef PF_META_H
#define PF_META_H

#include <stddef.h>
#include <stdint.h>
#include "json.h"

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

/* A meta.json read back: the whole object (root, for the scalar keys: read them with the
 * pf_json_get_* look-ups of json.h) and its lists, checked for type. A meta.json from before
 * the "timing" key gets "timing": "back-to-back", the only method there was. */
struct pf_meta_map {
    const char *name, *family, *source;    /* family and source NULL when absent */
    const char *domain;                     /* "grid", "voxel", "graph"; NULL when absent (grid) */
    uint64_t scenarios, in_shard;           /* in_shard = scenarios when absent */
    uint64_t file_lines;                    /* lines of its query file; 0 when absent */
    uint64_t order;                         /* place in the suite's whole plan; 0 when absent */
    int has_order;                          /* "order" given (runs since map-split merging) */
};
struct pf_meta_file {
    json_t *root;                           /* the object; owns every string below */
    const char *shard;                      /* "K/N", "merged from N", or NULL when absent */
    int complete;                           /* 1 true, 0 false, -1 absent */
    const char **variants;                  /* variant_list (NULL when absent) */
    size_t nvariants;
    struct pf_meta_map *maps;               /* map_list (NULL when absent) */
    size_t nmaps;
};
/* Read meta.json from memory (name is used in messages) or from its file. 0, or -1 with
 * "NAME:LINE: expected ..." (a JSON error) or "NAME: "key": expected ..., found ..." in err;
 * on failure m holds nothing to free. */
int pf_meta_parse(struct pf_meta_file *m, const char *name, const char *text, size_t len,
                  char *err, size_t errlen);
int pf_meta_load(struct pf_meta_file *m, const char *path, char *err, size_t errlen);
/* Check an already parsed value (taking its reference, also on failure). */
int pf_meta_from_json(struct pf_meta_file *m, json_t *root, const char *name, char *err, size_t errlen);
void pf_meta_free(struct pf_meta_file *m);

#endif
