/* plan_map.c: the plan as data: maps added with their selected lines and their place in the
 * suite, map names matched against --maps, maps of unwanted domains dropped, the plan freed. */
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "plan.h"

int pf_match_any(const char *patterns, const char *s)
{
    if (!patterns || !*patterns)
        return 1;
    /* one pattern at a time, copied out (any length: a resumed run's list of map names is long) */
    for (const char *p = patterns; *p;) {
        size_t len = strcspn(p, ",");
        char small[256], *tok = len < sizeof small ? small : malloc(len + 1);
        if (!tok)
            return 0;
        memcpy(tok, p, len);
        tok[len] = '\0';
        int hit = len > 0 && fnmatch(tok, s, 0) == 0;
        if (tok != small)
            free(tok);
        if (hit)
            return 1;
        p += len + (p[len] == ',');
    }
    return 0;
}

/* Keep at most `limit` lines, evenly spaced through the file (which is sorted by bucket). */
int pf_plan_select_lines(struct pf_plan_map *m, struct pf_scen *all, int limit)
{
    /* limit > 0: that many lines, line floor(i n / limit) for i = 0 .. limit - 1 (the peers'
     * --limit rule), so every path length is sampled; 0: all */
    size_t want = limit > 0 ? (size_t)limit : 0;
    size_t n = want && want < all->n ? want : all->n;
    m->sel = malloc((n ? n : 1) * sizeof *m->sel);
    m->mine = malloc(n ? n : 1);
    m->scen.e = malloc((n ? n : 1) * sizeof *m->scen.e);
    if (!m->sel || !m->mine || !m->scen.e)
        return -1;
    for (size_t i = 0; i < n; i++) {
        size_t k = n == all->n ? i : (size_t)((double)i * (double)all->n / (double)n);
        m->sel[i] = (uint32_t)k;
        m->scen.e[i] = all->e[k];
        m->mine[i] = 1;
    }
    m->scen.n = m->n = m->n_mine = n;
    m->file_lines = all->n;
    snprintf(m->scen.version, sizeof m->scen.version, "%s", all->version);
    return 0;
}

int pf_plan_add_map(struct pf_plan *p, struct pf_plan_map *m)
{
    struct pf_plan_map *nm = realloc(p->m, (p->n + 1) * sizeof *nm);
    if (!nm)
        return -1;
    p->m = nm;
    p->m[p->n++] = *m;
    return 0;
}

/* The maps planned since `before` come from suite entry `entry` (the entries of the whole
 * suite, --maps or not): their place in an unsplit run, for pfbench merge. */
void pf_plan_set_order(struct pf_plan *p, size_t before, size_t entry)
{
    for (size_t k = before; k < p->n; k++)
        p->m[k].order = ((uint64_t)entry << 32) | (uint64_t)(k - before);
}

size_t pf_plan_keep_domains(struct pf_plan *p, unsigned domains)
{
    size_t k = 0, dropped = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (domains & (1u << pf_domain_index(p->m[i].domain))) {
            p->m[k++] = p->m[i];
            continue;
        }
        free(p->m[i].sel);
        free(p->m[i].mine);
        pf_scen_free(&p->m[i].scen);
        dropped++;
    }
    p->n = k;
    return dropped;
}

void pf_plan_free(struct pf_plan *p)
{
    for (size_t i = 0; i < p->n; i++) {
        free(p->m[i].sel);
        free(p->m[i].mine);
        pf_scen_free(&p->m[i].scen);
    }
    free(p->m);
    memset(p, 0, sizeof *p);
}
