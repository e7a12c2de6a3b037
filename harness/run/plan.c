/* plan.c: turn a suite into maps and scenario lines through the domains' planners, sample
 * them, split them into shards, and load a planned map through its domain. */
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "commands.h"
#include "plan.h"

int pf_variant_usable(const char *cmd, const char *patterns, const struct pf_variant *v,
                      enum pf_moves m)
{
    char why[512];
    if (pf_variant_runs_on(v, m, why, sizeof why))
        return 1;
    size_t nl = strlen(v->name);
    for (const char *p = patterns ? patterns : ""; *p;) {
        size_t len = strcspn(p, ",");
        if (len == nl && memcmp(p, v->name, nl) == 0) {
            fprintf(stderr, "pfbench %s: %s\n", cmd, why);
            return -1;
        }
        p += len + (p[len] == ',');
    }
    fprintf(stderr, "pfbench %s: note: skipping %s: %s\n", cmd, v->name, why);
    return 0;
}

/* The planner's options for domain d. */
static struct pf_plan_opts opts_for(const struct pf_plan *p, const struct pf_suite *suite, size_t d,
                                    const char *pattern, int quiet)
{
    return (struct pf_plan_opts){ pattern, p->data_dir[d], suite ? suite->per_bucket : 10,
                                  suite ? suite->max_buckets : 50, 0, quiet, p->data_found[d] };
}

/* Whether a folder is there. */
/* A data folder is there: a folder, or a file its domain plans alone (a dynamic scenario). */
static int folder_found(const char *dir, const struct pf_domain_ops *d)
{
    struct stat st;
    return *dir && stat(dir, &st) == 0 && (S_ISDIR(st.st_mode) || (S_ISREG(st.st_mode) && d->recognise(dir)));
}

const char *pf_plan_data_dir(const struct pf_plan *p, const struct pf_domain_ops *d)
{
    size_t i = pf_domain_ops_index(d);
    return i < PF_PLAN_DOMAINS && p->data_found[i] ? p->data_dir[i] : "";
}

/* Whether the suite takes every map of domain d in its data folder. */
static int takes_whole(const struct pf_suite *suite, const struct pf_domain_ops *d)
{
    return suite->all_in && !strcmp(suite->all_in, d->name);
}

/* Whether the suite needs the data folder of domain d (an entry of its data_sources, or d whole). */
static int suite_needs_data(const struct pf_suite *suite, const struct pf_domain_ops *d)
{
    int needs = takes_whole(suite, d);
    for (size_t i = 0; i < suite->nmaps; i++)
        for (const char *const *s = d->data_sources; s && *s; s++)
            needs |= strncmp(suite->maps[i].source, *s, strlen(*s)) == 0;
    return needs;
}

int pf_plan_build(struct pf_plan *p, const struct pf_suite *suite, const char *pattern,
                  const char *const *data_dirs, int quiet)
{
    memset(p, 0, sizeof *p);
    if (suite->all_in && !pf_domain_named(suite->all_in)) {
        fprintf(stderr, "pfbench run: suite %s takes every map of domain '%s', which no domain is\n", suite->name,
                suite->all_in);
        return -1;
    }
    for (size_t i = 0; i < pf_domain_ops_count() && i < PF_PLAN_DOMAINS; i++) {
        const struct pf_domain_ops *d = pf_domain_ops_at(i);
        const char *given = data_dirs ? data_dirs[i] : NULL;
        snprintf(p->data_dir[i], sizeof p->data_dir[i], "%s",
                 d->data_given_only ? (given ? given : "") : pf_domain_data_dir(d, given));
        p->data_found[i] = folder_found(p->data_dir[i], d);
        if (!p->data_found[i] && d->data_missing && suite_needs_data(suite, d))
            fprintf(stderr, "pfbench run: %s\n", d->data_missing);
    }
    for (size_t i = 0; i < suite->nmaps; i++) {
        const struct pf_suite_map *sm = &suite->maps[i];
        const struct pf_domain_ops *d = pf_domain_of_source(sm->source);
        if (!d) {
            fprintf(stderr, "pfbench run: suite %s: no domain plans the entry '%s'\n", suite->name, sm->source);
            return -1;
        }
        size_t before = p->n;
        struct pf_plan_opts o = opts_for(p, suite, pf_domain_ops_index(d), pattern, quiet);
        if (d->plan_source(p, sm->source, sm->scen_limit, &o) != 0)
            return -1;
        pf_plan_set_order(p, before, i);
        if (p->n > before) {                       /* the entry just planned */
            p->m[p->n - 1].budget = sm->budget;
            p->m[p->n - 1].variant_seconds = sm->variant_seconds;
        }
    }
    /* every map of the domains the suite takes whole, in their data folders, after its entries */
    size_t base = suite->nmaps;
    for (size_t i = 0; i < pf_domain_ops_count() && i < PF_PLAN_DOMAINS; i++) {
        const struct pf_domain_ops *d = pf_domain_ops_at(i);
        if (!takes_whole(suite, d))
            continue;
        if (!p->data_found[i]) {
            if (!d->data_missing)
                fprintf(stderr, "pfbench run: note: no %s folder %s (set %s): no %ss planned\n", d->name,
                        p->data_dir[i], d->data_env, d->map_kind);
            continue;
        }
        struct pf_plan_opts o = opts_for(p, suite, i, pattern, quiet);
        o.order_base = base;
        if (d->plan_folder(p, p->data_dir[i], suite->all_limit, &o) != 0)
            return -1;
        base += (size_t)1 << 20;                   /* the next domain's maps after these */
    }
    return 0;
}

int pf_plan_file(struct pf_plan *p, const char *map, const char *queries, int quiet)
{
    return pf_plan_file_for(p, map, queries, NULL, quiet);
}

int pf_plan_file_for(struct pf_plan *p, const char *map, const char *queries, const char *variants, int quiet)
{
    memset(p, 0, sizeof *p);
    FILE *f = fopen(map, "rb");
    if (!f) {
        fprintf(stderr, "pfbench: %s: cannot open: %s\n", map, strerror(errno));
        return -1;
    }
    fclose(f);
    const struct pf_domain_ops *d = pf_domain_of_file(map);
    if (!d) {
        fprintf(stderr, "pfbench: %s: expected %s, found none of these (by its name or first line)\n", map,
                pf_domain_files_all());
        return -1;
    }
    for (size_t i = 0; variants && i < pf_variant_count(); i++)
        if (pf_match_any(variants, pf_variant_at(i)->name)) {
            const struct pf_domain_ops *vd = pf_domain_of_variant(pf_variant_at(i));
            if (vd->reads == d)
                d = vd;
            break;
        }
    struct pf_plan_opts o = { NULL, "", 10, 50, 0, quiet, 0 };
    size_t before = p->n;
    if (pf_domain_plan_file(d, p, map, queries, 0, &o) != 0)
        return -1;
    pf_plan_set_order(p, before, 0);
    return 0;
}

enum pf_moves pf_domain_moves(const struct pf_domain *d, enum pf_moves grid_moves)
{
    return pf_domain_ops_of(d)->moves(grid_moves);
}

const struct pf_domain_ops *pf_plan_map_ops(const struct pf_plan_map *m)
{
    return m->ops ? m->ops : pf_domain_ops_of(m->domain);
}

enum pf_moves pf_plan_moves(const struct pf_plan_map *m, enum pf_moves grid_moves)
{
    return pf_plan_map_ops(m)->moves(grid_moves);
}

enum pf_moves pf_plan_optima_moves(const struct pf_plan_map *m)
{
    return m->own_optima ? m->optima_moves : pf_plan_map_ops(m)->optima_moves;
}

int pf_space_load(const struct pf_plan_map *m, struct pf_space *sp, char *err, size_t errlen)
{
    sp->ops = pf_plan_map_ops(m);
    sp->map = calloc(1, sp->ops->map_size);
    struct pf_error e;
    int rc = sp->map ? sp->ops->read(m, sp->map, &e) : PF_ERR_NOMEM;
    if (rc == PF_OK)
        return 0;
    if (sp->map)
        snprintf(err, errlen, "%s", e.msg);
    else
        snprintf(err, errlen, "out of memory loading %s", m->name);
    free(sp->map);
    sp->map = NULL;
    return -1;
}

struct pf_search_ctx *pf_space_ctx(const struct pf_space *sp, enum pf_moves grid_moves)
{
    return sp->ops->context(sp->map, grid_moves);
}

void pf_space_nodes(const struct pf_space *sp, const struct pf_scen_entry *e, pf_node *s, pf_node *t)
{
    sp->ops->nodes(sp->map, e, s, t);
}

void pf_space_free(struct pf_space *sp)
{
    if (sp->map)
        sp->ops->release(sp->map);
    free(sp->map);
    sp->map = NULL;
}

struct unit {
    double cost;
    uint32_t map, entry;
};

static int cmp_unit(const void *a, const void *b)
{
    const struct unit *x = a, *y = b;
    if (x->cost != y->cost)
        return x->cost > y->cost ? -1 : 1;
    if (x->map != y->map)
        return x->map < y->map ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}

void pf_plan_shard(struct pf_plan *p, int k, int n, int by_map)
{
    size_t total = 0;
    for (size_t i = 0; i < p->n; i++)
        total += p->m[i].n;
    struct unit *u = malloc((total ? total : 1) * sizeof *u);
    double *load = calloc((size_t)n, sizeof *load);
    if (!u || !load) {
        free(u);
        free(load);
        return;
    }
    size_t t = 0;
    for (size_t i = 0; i < p->n; i++) {
        double cells = (double)p->m[i].width * (double)p->m[i].height;
        const size_t first = t;
        const int whole = by_map || p->m[i].whole;
        for (size_t j = 0; j < p->m[i].n; j++) {
            /* a search explores about the disc of its path length, at most the whole map */
            double len = p->m[i].scen.e[j].optimum + 1;
            double c = len * len;
            const double cost = (c < cells ? c : cells) + 100;
            if (whole && j > 0)
                u[first].cost += cost;          /* one unit for the map: the sum of its lines */
            else
                u[t++] = (struct unit){ cost, (uint32_t)i, whole ? UINT32_MAX : (uint32_t)j };
        }
    }
    total = t;
    qsort(u, total, sizeof *u, cmp_unit);
    for (size_t i = 0; i < p->n; i++)
        p->m[i].n_mine = 0;
    for (size_t i = 0; i < total; i++) {
        int best = 0;
        for (int s = 1; s < n; s++)
            if (load[s] < load[best])
                best = s;
        load[best] += u[i].cost;
        const int mine = best == k - 1;
        struct pf_plan_map *m = &p->m[u[i].map];
        if (u[i].entry == UINT32_MAX) {         /* a whole map */
            memset(m->mine, mine, m->n);
            m->n_mine = mine ? m->n : 0;
        } else {
            m->mine[u[i].entry] = (unsigned char)mine;
            m->n_mine += (size_t)mine;
        }
    }
    free(u);
    free(load);
}

