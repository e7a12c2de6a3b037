/* pf_domain.h: a search domain as one descriptor (its name, models, heuristic kind, variants
 * and context calls), and libpf's table of them. */
#ifndef PF_DOMAIN_DESC_H
#define PF_DOMAIN_DESC_H

#include <stddef.h>
#include "pf_grid.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pf_variant;
struct pf_ctx_ops;               /* the context calls of a domain: internal to libpf (search_ctx.h) */

/* The head every domain's heuristic struct starts with (struct pf_heuristic, struct
 * pf_voxel_heuristic, struct pf_graph_heuristic: as their FIRST member, named info), so that
 * the registry reads a variant's heuristic without knowing its domain. */
struct pf_heuristic_info {
    const char *name;            /* "octile": the `heuristic` column */
    unsigned admissible_on;      /* PF_MOVES_BIT set of the models it never overestimates on */
    const char *kind;            /* the heuristic_kind of the domains it serves ("2d") */
};

/* One movement model of a domain: its id (enum pf_moves, one numbering across the domains, in
 * runs.csv and the caches) and its name ("8-cut"). */
struct pf_domain_model {
    enum pf_moves id;
    const char *name;
};

/* A search domain. Each is defined in its own folder of algorithms/ and listed once in
 * core/domains.c; nothing else in libpf names it. */
struct pf_domain {
    const char *name;            /* "grid": the runs.csv `domain` column, --domain */
    const char *words;           /* what its variants search, for messages: "2D grids" */
    const char *reference;       /* its reference variant (ground truth, speed-up baseline) */
    const char *heuristic_kind;  /* the kind of heuristic its variants carry (NULL: none) */
    int owns_open;               /* 1: pf_ctx_prepare makes a variant's .open on the context (the
                                    cell-grid state); 0: its algorithms' .prepare do */
    const char *unit;            /* what its nodes are called: "cells", "voxels" */
    const struct pf_domain_model *models;  /* its movement models, the first its default */
    size_t num_models;
    const struct pf_variant *variants;     /* its built-in variants, in `pfbench list` order */
    size_t num_variants;
    const struct pf_ctx_ops *ops;          /* what a context of it does (opaque outside libpf) */
};

/* A descriptor's .models and .variants with their counts, from two arrays of its file:
 * `PF_DOMAIN_TABLES(models, variants),` among its designated initializers. */
#define PF_DOMAIN_TABLES(models_, variants_)                                          \
    .models = (models_), .num_models = sizeof(models_) / sizeof((models_)[0]),      \
    .variants = (variants_), .num_variants = sizeof(variants_) / sizeof((variants_)[0])

/* The domains libpf knows, in table order (grid, voxel, graph, weighted, anyangle). */
extern const struct pf_domain pf_domain_grid;
extern const struct pf_domain pf_domain_voxel;
extern const struct pf_domain pf_domain_graph;
extern const struct pf_domain pf_domain_weighted;
extern const struct pf_domain pf_domain_anyangle;

size_t pf_domain_count(void);
const struct pf_domain *pf_domain_at(size_t i);          /* NULL past the end */
const struct pf_domain *pf_domain_find(const char *name);  /* NULL when unknown */
/* Its position in the table (for bit sets of domains); -1 when it is not in the table. */
int pf_domain_index(const struct pf_domain *d);
/* The domain that declares model m, NULL when none does. */
const struct pf_domain *pf_moves_domain(enum pf_moves m);
/* NULL, or the reason why two domains declare the same model id (pf_variant_check refuses
 * every variant then). */
const char *pf_domains_conflict(void);
/* 1 when the maps of domain d can change under a context (pf_ctx_map_change: the 2D grid's). */
int pf_domain_changes(const struct pf_domain *d);

#ifdef __cplusplus
}
#endif

#endif
