/* summary.c: aggregate result rows into summary.csv and the optimality table. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "../datasets/pf_io.h"
#include "summary.h"

int pf_row_optimal(const struct pf_row *r)
{
    return strcmp(r->status, "ok") == 0 && !isnan(r->cost) && !isnan(r->dijkstra_cost) &&
           r->cost <= r->dijkstra_cost * (1 + 1e-9) + 1e-12;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int cmp_sum(const void *a, const void *b)
{
    const struct pf_sum *x = a, *y = b;
    int c = strcmp(x->variant, y->variant);
    if (!c)
        c = strcmp(x->family, y->family);
    return c ? c : strcmp(x->moves, y->moves);
}

static struct pf_sum *find_sum(struct pf_summary *s, const char *variant, const char *family,
                               const char *moves)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->s[i].variant, variant) && !strcmp(s->s[i].family, family) &&
            !strcmp(s->s[i].moves, moves))
            return &s->s[i];
    return NULL;
}

/* The Dijkstra a variant is compared with: the one on its own open list, else the heap. */
static void dijkstra_for(const char *open, char *buf, size_t cap)
{
    if (!strcmp(open, "heap") || !strcmp(open, "bucket") || !strcmp(open, "list"))
        snprintf(buf, cap, "dijkstra/%s", open);
    else
        snprintf(buf, cap, "dijkstra/heap");
}

int pf_summary_build(const struct pf_rows *rows, struct pf_summary *out)
{
    memset(out, 0, sizeof *out);
    size_t cap = 0;
    /* times per group, for medians: a parallel array of growable lists */
    uint64_t **times = NULL;
    size_t *tn = NULL, *tc = NULL;
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        struct pf_sum *s = find_sum(out, r->variant, r->family, r->moves);
        if (!s) {
            if (out->n == cap) {
                cap = cap ? cap * 2 : 64;
                out->s = realloc(out->s, cap * sizeof *out->s);
                times = realloc(times, cap * sizeof *times);
                tn = realloc(tn, cap * sizeof *tn);
                tc = realloc(tc, cap * sizeof *tc);
                if (!out->s || !times || !tn || !tc)
                    return -1;
            }
            s = &out->s[out->n];
            memset(s, 0, sizeof *s);
            times[out->n] = NULL;
            tn[out->n] = tc[out->n] = 0;
            out->n++;
            snprintf(s->variant, sizeof s->variant, "%s", r->variant);
            snprintf(s->family, sizeof s->family, "%s", r->family);
            snprintf(s->moves, sizeof s->moves, "%s", r->moves);
            snprintf(s->open, sizeof s->open, "%s", r->open);
        }
        size_t k = (size_t)(s - out->s);
        s->scenarios++;
        s->should_be_optimal |= r->should_be_optimal;
        if (!strcmp(r->status, "budget")) {
            s->budget++;
            continue;
        }
        if (!strcmp(r->status, "nopath")) {
            s->nopath++;
            continue;
        }
        if (strcmp(r->status, "ok") != 0) {
            s->errors++;
            continue;
        }
        s->ok++;
        if (!r->valid)
            s->invalid++;
        if (pf_row_optimal(r))
            s->optimal++;
        double sub = isnan(r->subopt) ? 0 : r->subopt;
        if (sub > s->worst_subopt)
            s->worst_subopt = sub;
        s->sum_subopt += sub;
        s->sum_expanded += (double)r->c.expanded;
        if (tn[k] == tc[k]) {
            tc[k] = tc[k] ? tc[k] * 2 : 64;
            times[k] = realloc(times[k], tc[k] * sizeof **times);
            if (!times[k])
                return -1;
        }
        times[k][tn[k]++] = r->time_ns;
    }
    for (size_t k = 0; k < out->n; k++) {
        if (tn[k]) {
            qsort(times[k], tn[k], sizeof **times, cmp_u64);
            out->s[k].median_time_ns = tn[k] % 2 ? times[k][tn[k] / 2]
                                                 : (times[k][tn[k] / 2 - 1] + times[k][tn[k] / 2]) / 2;
        }
        free(times[k]);
    }
    free(times);
    free(tn);
    free(tc);
    /* speedups, once every median is known */
    for (size_t k = 0; k < out->n; k++) {
        struct pf_sum *s = &out->s[k];
        s->speedup = NAN;
        char dname[48];
        dijkstra_for(s->open, dname, sizeof dname);
        const struct pf_sum *d = find_sum(out, dname, s->family, s->moves);
        if (d && d->median_time_ns && s->median_time_ns)
            s->speedup = (double)d->median_time_ns / (double)s->median_time_ns;
    }
    if (out->n)
        qsort(out->s, out->n, sizeof *out->s, cmp_sum);
    return 0;
}

void pf_summary_free(struct pf_summary *s)
{
    free(s->s);
    memset(s, 0, sizeof *s);
}

int pf_summary_write_csv(const struct pf_summary *sm, const char *path, char *err, size_t errlen)
{
    struct pf_out o;
    struct pf_error e;
    if (pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    fprintf(o.f, "variant,family,moves,scenarios,optimal_share,worst_subopt,mean_subopt,invalid,"
                 "budget,mean_expanded,median_time_ns,speedup_vs_dijkstra,should_be_optimal\n");
    for (size_t i = 0; i < sm->n; i++) {
        const struct pf_sum *s = &sm->s[i];
        double share = s->ok ? (double)s->optimal / (double)s->ok : 0;
        fprintf(o.f, "%s,%s,%s,%zu,%.6f,%.9g,%.9g,%zu,%zu,%.1f,%llu,", s->variant, s->family, s->moves,
                s->scenarios, share, s->worst_subopt, s->ok ? s->sum_subopt / (double)s->ok : 0.0,
                s->invalid, s->budget, s->ok ? s->sum_expanded / (double)s->ok : 0.0,
                (unsigned long long)s->median_time_ns);
        if (isnan(s->speedup))
            fprintf(o.f, ",%d\n", s->should_be_optimal);
        else
            fprintf(o.f, "%.4f,%d\n", s->speedup, s->should_be_optimal);
    }
    if (pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

static int has(char list[][32], size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(list[i], s))
            return 1;
    return 0;
}

int pf_validate_print(FILE *f, const struct pf_summary *sm)
{
#define OUT(...) (f ? fprintf(f, __VA_ARGS__) : 0)
    char fam[32][32], var[256][48];
    size_t nf = 0, nv = 0;
    for (size_t i = 0; i < sm->n; i++) {
        if (nf < 32 && !has(fam, nf, sm->s[i].family))
            snprintf(fam[nf++], 32, "%s", sm->s[i].family);
        int seen = 0;
        for (size_t j = 0; j < nv; j++)
            seen |= !strcmp(var[j], sm->s[i].variant);
        if (!seen && nv < 256)
            snprintf(var[nv++], 48, "%s", sm->s[i].variant);
    }
    OUT("Optimality: share of solved scenarios at Dijkstra's cost, worst suboptimality in\n"
               "brackets. 'must' = heuristic admissible for the movement model.\n\n");
    OUT("%-24s %-4s", "variant", "must");
    for (size_t j = 0; j < nf; j++)
        OUT(" %-16.16s", fam[j]);
    OUT(" %7s %6s  %s\n", "invalid", "budget", "verdict");
    int failing = 0;
    for (size_t v = 0; v < nv; v++) {
        size_t invalid = 0, budget = 0, errors = 0, not_opt = 0;
        int must = 0;
        OUT("%-24s", var[v]);
        char cells[32][40];
        for (size_t j = 0; j < nf; j++) {
            snprintf(cells[j], sizeof cells[j], "-");
            for (size_t i = 0; i < sm->n; i++) {
                const struct pf_sum *s = &sm->s[i];
                if (strcmp(s->variant, var[v]) || strcmp(s->family, fam[j]))
                    continue;
                must |= s->should_be_optimal;
                invalid += s->invalid;
                budget += s->budget;
                errors += s->errors;
                not_opt += s->ok - s->optimal;
                if (!s->ok)
                    snprintf(cells[j], sizeof cells[j], "none solved");
                else if (s->optimal == s->ok)
                    snprintf(cells[j], sizeof cells[j], "100%%");
                else
                    snprintf(cells[j], sizeof cells[j], "%.0f%% (+%.3g%%)",
                             floor(100.0 * (double)s->optimal / (double)s->ok), 100 * s->worst_subopt);
            }
        }
        OUT(" %-4s", must ? "yes" : "no");
        for (size_t j = 0; j < nf; j++)
            OUT(" %-16s", cells[j]);
        int fail = invalid || errors || (must && not_opt);
        failing += fail;
        OUT(" %7zu %6zu  %s\n", invalid, budget,
                fail ? (invalid ? "FAIL (invalid paths)" : errors ? "FAIL (errors)" : "FAIL (not optimal)")
                     : must ? "ok" : "ok (optimality not required)");
    }
    OUT("\n%s\n", failing ? "validate: FAILED" : "validate: all variants that must be optimal are, and every path is valid");
    return failing;
#undef OUT
}

int pf_tables_write(const char *dir, const struct pf_rows *rows, FILE *print, int *failing,
                    char *err, size_t errlen)
{
    struct pf_summary sm;
    if (pf_summary_build(rows, &sm) != 0) {
        snprintf(err, errlen, "out of memory summarising %s", dir);
        return -1;
    }
    err[0] = '\0';
    char path[4200];
    snprintf(path, sizeof path, "%s/summary.csv", dir);
    int rc = pf_summary_write_csv(&sm, path, err, errlen);
    snprintf(path, sizeof path, "%s/validate.txt", dir);
    struct pf_out o;
    struct pf_error e;
    if (rc == 0 && pf_out_open(&o, path, &e) == PF_OK) {
        pf_validate_print(o.f, &sm);
        if (pf_out_commit(&o, &e) != PF_OK)
            rc = -1;
    } else if (rc == 0) {
        rc = -1;
    }
    if (rc && !err[0])
        snprintf(err, errlen, "%s", e.msg);
    *failing = pf_validate_print(print, &sm);
    pf_summary_free(&sm);
    return rc;
}
