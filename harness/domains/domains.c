/* domains.c: the registered domains, and finding one by libpf descriptor, name, suite source,
 * recipe or map file. Adding a domain is its folder here (domains/NAME/) and one line below. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "domain.h"

/* The registered domains, one line each, in the order of runs and charts (which domain wins a
 * file that two recognise is each domain's .recognise_before, not this order). A domain's ops
 * table is pf_domain_ops_NAME, defined in its folder domains/NAME/. */
#define PF_HARNESS_DOMAINS(X) \
    X(weighted)               \
    X(grid)                   \
    X(voxel)                  \
    X(graph)                  \
    X(anyangle)               \
    X(hex)                    \
    X(dynamic)                \
    X(wdynamic)               \
    /* one line above per domain */
#define DECLARE(name) extern const struct pf_domain_ops pf_domain_ops_##name;
PF_HARNESS_DOMAINS(DECLARE)
#define ENTRY(name) &pf_domain_ops_##name,
static const struct pf_domain_ops *const domains[] = { PF_HARNESS_DOMAINS(ENTRY) };
#define NDOMAINS (sizeof domains / sizeof domains[0])

size_t pf_domain_ops_count(void) { return NDOMAINS; }

const struct pf_domain_ops *pf_domain_ops_at(size_t i) { return i < NDOMAINS ? domains[i] : NULL; }

const struct pf_domain_ops *pf_domain_ops_of(const struct pf_domain *d)
{
    for (size_t i = 0; i < NDOMAINS; i++)
        if (domains[i]->id == d && !domains[i]->shares)
            return domains[i];
    return pf_domain_default();
}

const struct pf_domain_ops *pf_domain_of_variant(const struct pf_variant *v)
{
    return pf_domain_ops_of(pf_variant_domain(v));
}

const struct pf_domain_ops *pf_domain_default(void) { return &pf_domain_ops_grid; }

const struct pf_domain_ops *pf_domain_named(const char *name)
{
    for (size_t i = 0; name && i < NDOMAINS; i++)
        if (!strcmp(domains[i]->name, name))
            return domains[i];
    return NULL;
}

const struct pf_domain_ops *pf_domain_of_source(const char *source)
{
    for (size_t i = 0; i < NDOMAINS; i++)
        for (const char *const *p = domains[i]->sources; *p; p++)
            if (!strncmp(source, *p, strlen(*p)))
                return domains[i];
    return NULL;
}

const struct pf_domain_ops *pf_domain_of_recipe(const char *recipe)
{
    for (size_t i = 0; i < NDOMAINS; i++)
        for (const char *const *p = domains[i]->recipes; p && *p; p++)
            if (!strncmp(recipe, *p, strlen(*p)))
                return domains[i];
    return NULL;
}

const struct pf_domain_ops *pf_domain_of_file(const char *path)
{
    int yes[NDOMAINS];
    for (size_t i = 0; i < NDOMAINS; i++)
        yes[i] = domains[i]->recognise(path);
    for (size_t i = 0; i < NDOMAINS; i++) {
        int loses = 0;                  /* another domain that recognises it comes first */
        for (size_t k = 0; k < NDOMAINS && yes[i]; k++)
            loses |= k != i && yes[k] && domains[k]->recognise_before == domains[i];
        if (yes[i] && !loses)
            return domains[i];
    }
    return NULL;
}

const char *pf_domain_files_all(void)
{
    static char text[512];
    if (!text[0]) {
        size_t len = 0;
        for (size_t i = 0; i < NDOMAINS && len < sizeof text; i++)
            len += (size_t)snprintf(text + len, sizeof text - len, "%sa %s (%s)",
                                    i == 0 ? "" : i + 1 == NDOMAINS ? " or " : ", ", domains[i]->map_kind,
                                    domains[i]->files);
    }
    return text;
}

const char *pf_domain_data_dir(const struct pf_domain_ops *d, const char *given)
{
    if (given && *given)
        return given;
    const char *env = getenv(d->data_env);
    return env && *env ? env : d->data_default;
}

size_t pf_domain_ops_index(const struct pf_domain_ops *d)
{
    size_t i = 0;
    while (i < NDOMAINS && domains[i] != d)
        i++;
    return i;
}

const struct pf_variant *pf_domain_default_variant(const struct pf_domain_ops *d, const struct pf_space *sp)
{
    const struct pf_variant *v = pf_variant_find(d->default_variant);
    if (v && sp) {
        struct pf_search_ctx *ctx = d->context(sp->map, PF_MOVES_8);
        if (ctx && !pf_ctx_runs(ctx, v, NULL, 0))
            v = NULL;
        pf_ctx_destroy(ctx);
    }
    return v ? v : pf_variant_reference_in(d->id);
}

/* A model its domain searches under when asked (ops->moves(m) == m). */
static int own_model(enum pf_moves m)
{
    return pf_domain_ops_of(pf_moves_domain(m))->moves(m) == m;
}

/* A model a run can be set to: one of a domain that has a choice of two or more (voxel levels
 * and graphs have one model each, always theirs). */
static int run_model(enum pf_moves m)
{
    int choices = 0;
    for (int k = 0; k < PF_MAX_MODELS; k++)
        choices += pf_moves_domain((enum pf_moves)k) == pf_moves_domain(m) && own_model((enum pf_moves)k);
    return own_model(m) && choices >= 2;
}

int pf_domain_moves_parse(const char *s, enum pf_moves *out)
{
    enum pf_moves m;
    if (pf_moves_parse(s, &m) != PF_OK || !run_model(m))
        return PF_ERR_ARG;
    *out = m;
    return PF_OK;
}

const char *pf_domain_moves_choices(void)
{
    static char text[512];
    if (text[0])
        return text;
    size_t len = 0;
    for (size_t i = 0; i < NDOMAINS && len < sizeof text; i++) {
        const char *sep = "";
        if (domains[i]->shares)
            continue;                   /* its models are the owner's, named there */
        size_t start = len;
        for (int m = 0; m < PF_MAX_MODELS && len < sizeof text; m++)
            if (pf_moves_domain((enum pf_moves)m) == domains[i]->id && run_model((enum pf_moves)m)) {
                len += (size_t)snprintf(text + len, sizeof text - len, "%s%s%s", start && !*sep ? "; " : "", sep,
                                        pf_moves_name((enum pf_moves)m));
                sep = ", ";
            }
        if (len > start && len < sizeof text)
            len += (size_t)snprintf(text + len, sizeof text - len, " (%ss)", domains[i]->map_kind);
    }
    return text;
}
