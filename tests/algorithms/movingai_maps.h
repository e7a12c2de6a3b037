/* movingai_maps.h: the Moving AI maps the algorithm tests read from MOVINGAI_DIR, each with its
 * scenario file, and one scenario line checked at its published optimum. */
#ifndef PF_TEST_MOVINGAI_MAPS_H
#define PF_TEST_MOVINGAI_MAPS_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"
#include "pf_gen.h"
#include "pf_io.h"
#include "pf_search.h"

struct mai_map {
    char map[1024], scen[1100];
    struct pf_grid g;
    struct pf_scen s;
};

/* MOVINGAI_DIR, or NULL after saying that test skips its Moving AI part. */
static inline const char *mai_dir(const char *test)
{
    const char *dir = getenv("MOVINGAI_DIR");
    if (dir && *dir)
        return dir;
    printf("%s: SKIPPED the Moving AI part: MOVINGAI_DIR is not set\n", test);
    return NULL;
}

static inline void mai_close(struct mai_map *m)
{
    pf_scen_free(&m->s);
    pf_grid_free(&m->g);
}

/* DIR/rel and its scenarios, checked against each other: 1 when read; 0 when the map is absent
 * (said: SKIPPED) or either file is broken (a failure, said). */
static inline int mai_open(const char *test, const char *dir, const char *rel, struct mai_map *m)
{
    struct pf_error err;
    snprintf(m->map, sizeof m->map, "%s/%s", dir, rel);
    snprintf(m->scen, sizeof m->scen, "%s.scen", m->map);
    FILE *f = fopen(m->map, "r");
    if (!f) {
        printf("%s: SKIPPED %s: not present\n", test, m->map);
        return 0;
    }
    fclose(f);
    if (pf_map_read(m->map, &m->g, 1u << 26, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        pf_check_failures++;
        return 0;
    }
    if (pf_scen_read(m->scen, &m->s, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        pf_check_failures++;
        pf_grid_free(&m->g);
        return 0;
    }
    if (pf_scen_check(&m->s, m->scen, &m->g, m->map, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        pf_check_failures++;
        mai_close(m);
        return 0;
    }
    return 1;
}

/* A stand-in for a Moving AI map, so that the tests that read them check the same things with
 * no data beside the tree: the map of a generator recipe (pf_gen.h) and its drawn scenario
 * lines, whose optima are Dijkstra's (per_bucket lines in each of the first buckets
 * buckets). m->map and m->scen name the recipe. 1 when built; 0 after a failure, said. */
static inline int mai_generate(const char *recipe, int per_bucket, int buckets, struct mai_map *m)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    snprintf(m->map, sizeof m->map, "%s", recipe);
    snprintf(m->scen, sizeof m->scen, "%s (generated scenarios)", recipe);
    if (pf_gen_parse(recipe, &r, &err) != PF_OK || pf_gen_map(&r, &m->g, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        pf_check_failures++;
        return 0;
    }
    if (pf_gen_scen(&m->g, recipe, r.seed, per_bucket, buckets, &m->s, &err) != PF_OK) {
        fprintf(stderr, "%s\n", err.msg);
        pf_check_failures++;
        pf_grid_free(&m->g);
        return 0;
    }
    if (m->s.n < (size_t)buckets) {   /* the recipes chosen have a line in most buckets */
        fprintf(stderr, "%s: only %zu scenario lines drawn\n", recipe, m->s.n);
        pf_check_failures++;
        mai_close(m);
        return 0;
    }
    return 1;
}

/* v's answer to line e of m at the published optimum, to the file's printed precision (a check
 * counted; a failure said with the file and line). */
static inline void mai_at_optimum(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct mai_map *m,
                                  const struct pf_scen_entry *e)
{
    struct pf_result r;
    pf_check_count++;
    if (pf_search(ctx, v, pf_grid_node(&m->g, e->sx, e->sy), pf_grid_node(&m->g, e->gx, e->gy), &r) != PF_OK ||
        fabs(r.cost - e->optimum) > pf_scen_tolerance(e)) {
        fprintf(stderr, "%s:%u: %s cost %.9f, published optimum %.*f\n", m->scen, e->line, v->name, r.cost,
                e->decimals, e->optimum);
        pf_check_failures++;
    }
}

#endif
