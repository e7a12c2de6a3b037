/* domains.c: the table of the domains libpf knows, one line a domain, and what is looked up
 * through it (domains by name, models by id or name, the model ids' uniqueness). */
#include <stdio.h>
#include <string.h>
#include "pf_domain.h"

/* The domains libpf knows, one line each, in the order `pfbench list` and the reports follow.
 * A domain's descriptor is pf_domain_NAME, defined in its folder algorithms/NAME/. */
#define PF_DOMAINS(X) \
    X(grid)           \
    X(voxel)          \
    X(graph)          \
    X(weighted)       \
    X(anyangle)       \
    X(hex)            \
    /* one line above per domain */
#define DECLARE(name) extern const struct pf_domain pf_domain_##name;
PF_DOMAINS(DECLARE)
#define ENTRY(name) &pf_domain_##name,
static const struct pf_domain *const domains[] = { PF_DOMAINS(ENTRY) };
#define NUM_DOMAINS (sizeof domains / sizeof domains[0])

size_t pf_domain_count(void) { return NUM_DOMAINS; }

const struct pf_domain *pf_domain_at(size_t i) { return i < NUM_DOMAINS ? domains[i] : NULL; }

const struct pf_domain *pf_domain_find(const char *name)
{
    for (size_t i = 0; name && i < NUM_DOMAINS; i++)
        if (strcmp(domains[i]->name, name) == 0)
            return domains[i];
    return NULL;
}

int pf_domain_index(const struct pf_domain *d)
{
    for (size_t i = 0; i < NUM_DOMAINS; i++)
        if (domains[i] == d)
            return (int)i;
    return -1;
}

/* The model of id m as the first domain that declares it gives it (pf_domains_conflict says
 * when a second one does too), or NULL. */
static const struct pf_domain_model *model_of(enum pf_moves m, const struct pf_domain **in)
{
    for (size_t i = 0; i < NUM_DOMAINS; i++)
        for (size_t k = 0; k < domains[i]->num_models; k++)
            if (domains[i]->models[k].id == m) {
                if (in)
                    *in = domains[i];
                return &domains[i]->models[k];
            }
    return NULL;
}

const struct pf_domain *pf_moves_domain(enum pf_moves m)
{
    const struct pf_domain *d = NULL;
    return model_of(m, &d) ? d : NULL;
}

const char *pf_moves_name(enum pf_moves m)
{
    const struct pf_domain_model *md = model_of(m, NULL);
    return md ? md->name : "?";
}

int pf_moves_parse(const char *s, enum pf_moves *out)
{
    for (size_t i = 0; i < NUM_DOMAINS; i++)
        for (size_t k = 0; k < domains[i]->num_models; k++)
            if (strcmp(domains[i]->models[k].name, s) == 0) {
                *out = domains[i]->models[k].id;
                return PF_OK;
            }
    return PF_ERR_ARG;
}

const char *pf_domains_conflict(void)
{
    static char why[160];
    unsigned seen = 0;
    for (size_t i = 0; i < NUM_DOMAINS; i++)
        for (size_t k = 0; k < domains[i]->num_models; k++) {
            unsigned id = (unsigned)domains[i]->models[k].id;
            if (id >= PF_MAX_MODELS) {
                snprintf(why, sizeof why, "domain %s declares model %s with id %u, past %d", domains[i]->name,
                         domains[i]->models[k].name, id, PF_MAX_MODELS - 1);
                return why;
            }
            if (seen & PF_MOVES_BIT(id)) {
                snprintf(why, sizeof why, "domain %s declares model id %u, which another domain declares",
                         domains[i]->name, id);
                return why;
            }
            seen |= PF_MOVES_BIT(id);
        }
    return NULL;
}
