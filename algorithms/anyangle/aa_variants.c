/* aa_variants.c: the any-angle plane's descriptor: its one model (straight segments between
 * corners) and its built-in variants, in `pfbench list` order. */
#include "pf_anyangle.h"
#include "pf_search.h"

extern const struct pf_ctx_ops pf_aa_ctx_ops;   /* aa_ctx.c */

static const struct pf_domain_model models[] = {
    { PF_MOVES_AA, "aa" },
};

/* the any-angle plane: straight segments between the grid's corners (GPPC's rules) */
static const struct pf_variant variants[] = {
    { .name = "aa/truth", .alg = &pf_alg_aa_truth,
      .about = "any-angle: the exact shortest path, visibility A* bounded by Lazy Theta*'s length (corners found once per map); the any-angle ground truth" },
    { .name = "aa/theta", .alg = &pf_alg_aa_theta, .about = "any-angle: Theta*, A* with line-of-sight parent shortcuts (not optimal)" },
    { .name = "aa/lazy-theta", .alg = &pf_alg_aa_lazy_theta,
      .about = "any-angle: Lazy Theta*, line of sight checked when a node is expanded (not optimal)" },
    { .name = "aa/anya", .alg = &pf_alg_anya, .about = "any-angle: Anya, optimal search over intervals of corners, no preprocessing" },
    { .name = "aa/polyanya", .alg = &pf_alg_polyanya, .about = "any-angle: Polyanya, optimal search over intervals of a navigation mesh's edges (the mesh is its preprocessing)" },
};

const struct pf_domain pf_domain_anyangle = {
    .name = "anyangle",
    .words = "the any-angle plane",
    .reference = "aa/truth",
    .heuristic_kind = NULL,
    .owns_open = 0,
    .unit = "corners",
    PF_DOMAIN_TABLES(models, variants),
    .ops = &pf_aa_ctx_ops,
};
