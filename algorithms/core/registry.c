/* registry.c: the one list of every variant the suite compares: each domain's built-in variants
 * (its descriptor's table, in its own folder), in the domains' order, then those registered at
 * run time. Adding an algorithm is one file (a struct pf_alg) and one line in its domain's table
 * (or one pf_variant_register call). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "search_ctx.h"

/* Variants added at run time (a plugin, or a test's own algorithm): a table that grows. */
static const struct pf_variant **extra;
static size_t num_extra, cap_extra;

int pf_variant_check(const struct pf_variant *v, char *why, size_t why_len)
{
    const char *bad = NULL;
    if (!v || !v->name || !*v->name)
        bad = "a variant needs a name";
    else if (pf_variant_find(v->name) && pf_variant_find(v->name) != v)
        bad = "another variant has that name";
    else if (!v->alg || !v->alg->search)
        bad = "its algorithm has no search function";
    else if (pf_domains_conflict())
        bad = pf_domains_conflict();
    else if (pf_domain_index(ctx_alg_domain(v->alg)) < 0)
        bad = "its algorithm names no known domain";
    else if (v->heuristic && (!ctx_alg_domain(v->alg)->heuristic_kind || !v->heuristic->kind ||
                              strcmp(v->heuristic->kind, ctx_alg_domain(v->alg)->heuristic_kind) != 0))
        bad = "its heuristic is of another kind than its algorithm's domain takes";
    else if (v->heuristic && !v->heuristic->name)
        bad = "its heuristic has no name";
    else if ((v->alg->needs & PF_NEEDS_HEURISTIC) && !v->heuristic)
        bad = "its algorithm needs a heuristic (.heuristic, of its domain's kind) and it has none";
    else if ((v->alg->needs & PF_NEEDS_OPEN) && !v->open)
        bad = "its algorithm needs an open list (.open) and it has none";
    else if (!(v->alg->needs & PF_NEEDS_OPEN) && v->open && v->open != v->alg->frontier)
        bad = v->alg->frontier ? "its algorithm always uses its own open list (.frontier), not the one it names"
                               : "its algorithm takes no open list (.open)";
    else if ((v->alg->needs & PF_NEEDS_PREPROCESS) &&
             ((!v->alg->preprocess && !v->alg->preprocess_ctx) || !v->alg->release))
        bad = "its algorithm needs preprocessing and has no preprocess or release function";
    else if (v->alg->preprocess && v->alg->preprocess_ctx)
        bad = "its algorithm has two preprocess functions (preprocess and preprocess_ctx)";
    else if (!(v->alg->needs & PF_NEEDS_PREPROCESS) && (v->alg->preprocess || v->alg->preprocess_ctx))
        bad = "its algorithm has a preprocess function but does not say it needs it";
    else if (v->weight != 0 && !(v->weight >= 1.0))
        bad = "its weight is below 1 (0 means 1)";
    if (bad && why && why_len)
        snprintf(why, why_len, "%s", bad);
    return bad ? PF_ERR_ARG : PF_OK;
}

int pf_variant_register(const struct pf_variant *v)
{
    if (pf_variant_check(v, NULL, 0) != PF_OK || pf_variant_find(v->name))
        return PF_ERR_ARG;
    if (num_extra == cap_extra) {
        size_t cap = cap_extra ? 2 * cap_extra : 16;
        const struct pf_variant **grown = realloc(extra, cap * sizeof *grown);
        if (!grown)
            return PF_ERR_NOMEM;
        extra = grown;
        cap_extra = cap;
    }
    extra[num_extra++] = v;
    return PF_OK;
}

/* Built-in variants of every domain. */
static size_t num_builtin(void)
{
    size_t n = 0;
    for (size_t i = 0; i < pf_domain_count(); i++)
        n += pf_domain_at(i)->num_variants;
    return n;
}

size_t pf_variant_count(void) { return num_builtin() + num_extra; }

const struct pf_variant *pf_variant_at(size_t i)
{
    for (size_t d = 0; d < pf_domain_count(); d++) {
        const struct pf_domain *dom = pf_domain_at(d);
        if (i < dom->num_variants)
            return &dom->variants[i];
        i -= dom->num_variants;
    }
    return i < num_extra ? extra[i] : NULL;
}

const struct pf_variant *pf_variant_find(const char *name)
{
    for (size_t i = 0; i < pf_variant_count(); i++)
        if (strcmp(pf_variant_at(i)->name, name) == 0)
            return pf_variant_at(i);
    return NULL;
}

/* Each domain names its reference variant (ground truth and speed-up baseline) in its
 * descriptor: Dijkstra on the binary heap, the exact search on the any-angle plane. */
const struct pf_variant *pf_variant_reference(void)
{
    return pf_variant_reference_in(&pf_domain_grid);
}

const struct pf_variant *pf_variant_reference_in(const struct pf_domain *d)
{
    return d && d->reference ? pf_variant_find(d->reference) : NULL;
}

const struct pf_domain *pf_variant_domain(const struct pf_variant *v)
{
    return ctx_alg_domain(v->alg);
}

const char *pf_variant_algo(const struct pf_variant *v)
{
    return v->algo ? v->algo : v->alg->name;
}

const char *pf_variant_heuristic(const struct pf_variant *v)
{
    return v->heuristic ? v->heuristic->name : "-";
}

const char *pf_variant_open(const struct pf_variant *v)
{
    return v->open ? v->open->name : v->alg->frontier ? v->alg->frontier->name : "-";
}

int pf_variant_should_be_optimal(const struct pf_variant *v, enum pf_moves m)
{
    if (!(v->alg->optimal_on & PF_MOVES_BIT(m)))
        return 0;
    /* a graph heuristic is admissible on the graphs whose arcs are no shorter than its
     * distance: pf_ctx_should_be_optimal asks the graph */
    int admissible = v->heuristic ? (v->heuristic->admissible_on & PF_MOVES_BIT(m)) != 0
                                  : (v->alg->needs & PF_NEEDS_HEURISTIC) == 0;
    if (!admissible)
        return 0;
    return v->weight <= 1.0;
}
