/* summary.c: aggregate result rows into the summary: per (variant, family, moves) and per
 * (variant, moves) groups, their speed-ups over the reference; every figure is defined once
 * here, with the statistics of stats.c (summary_write.c and optimality.c print them). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_search.h"
#include "pf_io.h"
#include "stats.h"
#include "summary.h"

int pf_row_optimal(const struct pf_row *r)
{
    return strcmp(r->status, "ok") == 0 && !isnan(r->cost) && !isnan(r->dijkstra_cost) &&
           r->cost <= r->dijkstra_cost * (1 + 1e-9) + 1e-12;
}

double pf_sum_optimal_share(const struct pf_sum *s)
{
    return s->ok ? (double)s->optimal / (double)s->ok : 0;
}

double pf_sum_mean_subopt(const struct pf_sum *s)
{
    return s->ok ? s->sum_subopt / (double)s->ok : 0;
}

double pf_sum_mean_expanded(const struct pf_sum *s)
{
    return s->ok ? s->sum_expanded / (double)s->ok : 0;
}

static int cmp_sum(const void *a, const void *b)
{
    const struct pf_sum *x = a, *y = b;
    int c = strcmp(x->variant, y->variant);
    if (!c)
        c = strcmp(x->family, y->family);
    return c ? c : strcmp(x->moves, y->moves);
}

/* Index of the (variant, family, moves) group in s[0..n), or n when there is none. */
static size_t find_sum(const struct pf_sum *s, size_t n, const char *variant, const char *family,
                       const char *moves)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(s[i].variant, variant) && !strcmp(s[i].family, family) && !strcmp(s[i].moves, moves))
            return i;
    return n;
}

/* Index of the (variant, moves) group in s[0..n), or n when there is none. */
static size_t find_speed(const struct pf_speed *s, size_t n, const char *variant, const char *moves)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(s[i].variant, variant) && !strcmp(s[i].moves, moves))
            return i;
    return n;
}

/* Grow the array *a of `size`-byte items to hold n + 1; 0, or -1 when out of memory. */
static int grow(void **a, size_t n, size_t *cap, size_t size)
{
    if (n < *cap)
        return 0;
    size_t nc = *cap ? *cap * 2 : 64;
    void *na = realloc(*a, nc * size);
    if (!na)
        return -1;
    *a = na;
    *cap = nc;
    return 0;
}

/* Count a row that is not solved into its status counter; 1 when it was not ok. */
static int count_unsolved(const char *status, size_t *budget, size_t *nopath, size_t *errors)
{
    if (!strcmp(status, "ok"))
        return 0;
    if (!strcmp(status, "budget"))
        (*budget)++;
    else if (!strcmp(status, "nopath"))
        (*nopath)++;
    else
        (*errors)++;
    return 1;
}

/* The per-family speed-ups: the reference's median time over the variant's, per (family, moves);
 * then, per (variant, moves), their geometric mean over the families. */
static int speedups(struct pf_summary *out)
{
    for (size_t k = 0; k < out->n; k++) {
        struct pf_sum *s = &out->s[k];
        s->speedup = NAN;
        const char *ref = pf_summary_ref(out, s->moves, NULL);
        if (!*ref)
            continue;
        size_t d = find_sum(out->s, out->n, ref, s->family, s->moves);
        if (d < out->n && out->s[d].median_time_ns && s->median_time_ns)
            s->speedup = (double)out->s[d].median_time_ns / (double)s->median_time_ns;
    }
    double *f = malloc((out->n ? out->n : 1) * sizeof *f);
    if (!f)
        return -1;
    for (size_t j = 0; j < out->nsp; j++) {
        struct pf_speed *p = &out->sp[j];
        size_t nf = 0;
        int unknown = 0;      /* a family where the reference has a figure and the variant none */
        for (size_t k = 0; k < out->n; k++) {
            const struct pf_sum *s = &out->s[k];
            if (strcmp(s->variant, p->variant) || strcmp(s->moves, p->moves))
                continue;
            if (!isnan(s->speedup)) {
                f[nf++] = s->speedup;
            } else if (*pf_summary_ref(out, s->moves, NULL)) {
                size_t d = find_sum(out->s, out->n, pf_summary_ref(out, s->moves, NULL), s->family, s->moves);
                unknown |= d < out->n && out->s[d].median_time_ns && !s->median_time_ns;
            }
        }
        /* no headline figure from the families a variant did well on while its budget-stopped
         * queries left others without a median */
        p->speedup = unknown ? NAN : pf_geomean(f, nf);
        p->speedup_families = unknown ? 0 : nf;
    }
    free(f);
    return 0;
}

/* The maps of one group, each once, with their preprocessing (the same on each of a map's
 * rows): map points into the rows. */
struct prep_maps {
    const struct pf_row **r;
    size_t n, cap;
};

static int prep_add(struct prep_maps *p, const struct pf_row *r)
{
    if (p->n && !strcmp(p->r[p->n - 1]->map, r->map))    /* a map's rows come together */
        return 0;
    for (size_t i = 0; i + 1 < p->n; i++)
        if (!strcmp(p->r[i]->map, r->map))
            return 0;
    if (grow((void **)&p->r, p->n, &p->cap, sizeof *p->r))
        return -1;
    p->r[p->n++] = r;
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The group's median preprocessing time and bytes per cell over its maps. */
static int prep_medians(const struct prep_maps *p, struct pf_sum *s)
{
    if (!p->n)
        return 0;
    uint64_t *ns = malloc(p->n * sizeof *ns);
    double *bpc = malloc(p->n * sizeof *bpc);
    if (!ns || !bpc) {
        free(ns);
        free(bpc);
        return -1;
    }
    for (size_t i = 0; i < p->n; i++) {
        const struct pf_row *r = p->r[i];
        double cells = (double)r->width * (double)r->height;
        ns[i] = r->prep_ns;
        bpc[i] = cells > 0 ? (double)r->prep_bytes / cells : 0;
    }
    s->median_prep_ns = pf_median_u64(ns, p->n);
    qsort(bpc, p->n, sizeof *bpc, cmp_double);
    s->prep_bytes_per_cell = p->n % 2 ? bpc[p->n / 2] : (bpc[p->n / 2 - 1] + bpc[p->n / 2]) / 2;
    free(ns);
    free(bpc);
    return 0;
}

/* The registry's reference of a movement model's domain; NULL when the model is one this build
 * does not know (its rows then have no speed-ups, rather than ones over another domain's search). */
static const struct pf_variant *registry_reference(const char *moves)
{
    enum pf_moves m;
    return pf_moves_parse(moves, &m) == PF_OK ? pf_variant_reference_in(pf_moves_domain(m)) : NULL;
}

const char *pf_summary_reference(const char *moves)
{
    const struct pf_variant *ref = registry_reference(moves);
    return ref ? ref->name : "";
}

const char *pf_summary_ref(const struct pf_summary *sm, const char *moves, int *stand_in)
{
    for (size_t i = 0; i < sm->nref; i++)
        if (!strcmp(sm->refs[i].moves, moves)) {
            if (stand_in)
                *stand_in = sm->refs[i].stand_in;
            return sm->refs[i].variant;
        }
    if (stand_in)
        *stand_in = 0;
    return "";
}

/* Each movement model's reference, in the order the models first occur in the speed groups:
 * the registry's reference of its domain when the rows of that model have it; else a stand-in,
 * the first variant in the rows' order whose algo and heuristic columns are the registry
 * reference's (the same search on another open list: dijkstra/bucket for dijkstra/heap); else
 * none (""). Chosen from runs.csv columns, never from a variant's name. */
static int choose_refs(const struct pf_rows *rows, struct pf_summary *out)
{
    size_t cap = 0;
    for (size_t j = 0; j < out->nsp; j++) {
        const char *moves = out->sp[j].moves;
        size_t known = 0;
        while (known < out->nref && strcmp(out->refs[known].moves, moves))
            known++;
        if (known < out->nref)
            continue;
        if (grow((void **)&out->refs, out->nref, &cap, sizeof *out->refs))
            return -1;
        struct pf_sum_ref *r = &out->refs[out->nref++];
        memset(r, 0, sizeof *r);
        snprintf(r->moves, sizeof r->moves, "%s", moves);
        const struct pf_variant *reg = registry_reference(moves);
        if (!reg)
            continue;
        if (find_speed(out->sp, out->nsp, reg->name, moves) < out->nsp) {
            snprintf(r->variant, sizeof r->variant, "%s", reg->name);
            continue;
        }
        for (size_t i = 0; i < rows->n; i++) {
            const struct pf_row *row = &rows->r[i];
            if (!strcmp(row->moves, moves) && !strcmp(row->algo, pf_variant_algo(reg)) &&
                !strcmp(row->heuristic, pf_variant_heuristic(reg))) {
                snprintf(r->variant, sizeof r->variant, "%s", row->variant);
                r->stand_in = 1;
                break;
            }
        }
    }
    return 0;
}

int pf_summary_build(const struct pf_rows *rows, struct pf_summary *out)
{
    memset(out, 0, sizeof *out);
    const struct pf_variant *ref = pf_variant_reference();
    if (ref)
        snprintf(out->reference, sizeof out->reference, "%s", ref->name);
    size_t cap = 0, spcap = 0;
    struct pf_u64s *times = NULL, *sptimes = NULL;     /* solved rows' times per group */
    struct prep_maps *preps = NULL;                    /* each group's maps */
    double *spexp = NULL;                              /* expansions summed per speed group */
    int rc = -1;
    size_t k = 0, j = 0;                               /* the groups of the previous row */
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        /* runs.csv holds a variant's rows of a map together: try the previous row's groups first */
        if (k >= out->n || strcmp(out->s[k].variant, r->variant) || strcmp(out->s[k].family, r->family) ||
            strcmp(out->s[k].moves, r->moves))
            k = find_sum(out->s, out->n, r->variant, r->family, r->moves);
        if (k == out->n) {
            if (out->n == cap) {           /* out->s and times grow together */
                size_t nc = cap ? cap * 2 : 64;
                struct pf_sum *ns = realloc(out->s, nc * sizeof *ns);
                if (!ns)
                    goto done;
                out->s = ns;
                struct pf_u64s *nt = realloc(times, nc * sizeof *nt);
                if (!nt)
                    goto done;
                times = nt;
                struct prep_maps *np = realloc(preps, nc * sizeof *np);
                if (!np)
                    goto done;
                preps = np;
                cap = nc;
            }
            memset(&out->s[k], 0, sizeof out->s[k]);
            memset(&times[k], 0, sizeof times[k]);
            memset(&preps[k], 0, sizeof preps[k]);
            out->n++;
            snprintf(out->s[k].variant, sizeof out->s[k].variant, "%s", r->variant);
            snprintf(out->s[k].family, sizeof out->s[k].family, "%s", r->family);
            snprintf(out->s[k].moves, sizeof out->s[k].moves, "%s", r->moves);
        }
        if (j >= out->nsp || strcmp(out->sp[j].variant, r->variant) || strcmp(out->sp[j].moves, r->moves))
            j = find_speed(out->sp, out->nsp, r->variant, r->moves);
        if (j == out->nsp) {
            if (out->nsp == spcap) {       /* out->sp, sptimes and spexp grow together */
                size_t nc = spcap ? spcap * 2 : 64;
                struct pf_speed *np = realloc(out->sp, nc * sizeof *np);
                if (!np)
                    goto done;
                out->sp = np;
                struct pf_u64s *nt = realloc(sptimes, nc * sizeof *nt);
                if (!nt)
                    goto done;
                sptimes = nt;
                double *ne = realloc(spexp, nc * sizeof *ne);
                if (!ne)
                    goto done;
                spexp = ne;
                spcap = nc;
            }
            memset(&out->sp[j], 0, sizeof out->sp[j]);
            memset(&sptimes[j], 0, sizeof sptimes[j]);
            spexp[j] = 0;
            out->nsp++;
            snprintf(out->sp[j].variant, sizeof out->sp[j].variant, "%s", r->variant);
            snprintf(out->sp[j].moves, sizeof out->sp[j].moves, "%s", r->moves);
        }
        struct pf_sum *s = &out->s[k];
        struct pf_speed *p = &out->sp[j];
        s->scenarios++;
        s->should_be_optimal |= r->should_be_optimal;
        if (prep_add(&preps[k], r))
            goto done;
        count_unsolved(r->status, &p->budget, &p->nopath, &p->errors);
        /* a plugin's crash or hang (pfbench run's child), counted among the errors and named */
        int crashed = !strcmp(r->status, "crashed"), timeout = !strcmp(r->status, "timeout");
        s->crashed += (size_t)crashed, p->crashed += (size_t)crashed;
        s->timeout += (size_t)timeout, p->timeout += (size_t)timeout;
        if (count_unsolved(r->status, &s->budget, &s->nopath, &s->errors)) {
            /* a budget-stopped query is slower than every solved one (stats.h) */
            if (!strcmp(r->status, "budget") &&
                (pf_u64s_push(&times[k], PF_UNSOLVED) || pf_u64s_push(&sptimes[j], PF_UNSOLVED)))
                goto done;
            continue;
        }
        s->ok++;
        p->ok++;
        if (!r->valid)
            s->invalid++;
        if (pf_row_optimal(r))
            s->optimal++;
        double sub = isnan(r->subopt) ? 0 : r->subopt;
        if (sub > s->worst_subopt)
            s->worst_subopt = sub;
        s->sum_subopt += sub;
        s->sum_expanded += (double)r->c.expanded;
        spexp[j] += (double)r->c.expanded;
        if (r->touched) {
            s->sum_touched += (double)r->touched;
            s->sum_state_bytes += (double)r->state_bytes;
            double per = (double)r->state_bytes / (double)r->touched;
            if (per > s->worst_state_per_touched)
                s->worst_state_per_touched = per;
        }
        if (pf_u64s_push(&times[k], r->time_ns) || pf_u64s_push(&sptimes[j], r->time_ns))
            goto done;
    }
    for (size_t k = 0; k < out->n; k++) {
        out->s[k].median_time_ns = pf_median_solved(times[k].v, times[k].n);
        if (prep_medians(&preps[k], &out->s[k]))
            goto done;
    }
    for (size_t j = 0; j < out->nsp; j++) {
        out->sp[j].median_time_ns = pf_median_solved(sptimes[j].v, sptimes[j].n);
        out->sp[j].mean_expanded = out->sp[j].ok ? spexp[j] / (double)out->sp[j].ok : NAN;
    }
    if (choose_refs(rows, out) != 0 || speedups(out) != 0)
        goto done;
    if (out->n)
        qsort(out->s, out->n, sizeof *out->s, cmp_sum);
    rc = 0;
done:
    for (size_t k = 0; k < out->n; k++) {
        pf_u64s_free(&times[k]);
        free(preps[k].r);
    }
    free(preps);
    for (size_t j = 0; j < out->nsp; j++)
        pf_u64s_free(&sptimes[j]);
    free(times);
    free(sptimes);
    free(spexp);
    if (rc)
        pf_summary_free(out);
    return rc;
}

void pf_summary_free(struct pf_summary *s)
{
    free(s->s);
    free(s->sp);
    free(s->refs);
    memset(s, 0, sizeof *s);
}
