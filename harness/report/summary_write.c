/* summary_write.c: a built summary written out: summary.csv, speed.csv and validate.txt, each
 * crash-safely, and the optimality table printed. */
#include <math.h>
#include <stdio.h>
#include "pf_io.h"
#include "summary.h"

/* v printed with fmt, or nothing (an empty CSV field) when v is NAN. */
static void put_opt(FILE *f, double v, const char *fmt)
{
    if (!isnan(v))
        fprintf(f, fmt, v);
}

/* path written crash-safely: the header line, then lines(f, sm). 0, or -1 with a message. */
static int write_csv(const char *path, const char *header, void (*lines)(FILE *, const struct pf_summary *),
                     const struct pf_summary *sm, char *err, size_t errlen)
{
    struct pf_out o;
    struct pf_error e;
    if (pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    fputs(header, o.f);
    lines(o.f, sm);
    if (pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

static void summary_lines(FILE *f, const struct pf_summary *sm)
{
    for (size_t i = 0; i < sm->n; i++) {
        const struct pf_sum *s = &sm->s[i];
        fprintf(f, "%s,%s,%s,%zu,%.6f,%.9g,%.9g,%zu,%zu,%.1f,%llu,", s->variant, s->family, s->moves,
                s->scenarios, pf_sum_optimal_share(s), s->worst_subopt, pf_sum_mean_subopt(s),
                s->invalid, s->budget, pf_sum_mean_expanded(s), (unsigned long long)s->median_time_ns);
        put_opt(f, s->speedup, "%.4f");
        fprintf(f, ",%d,%zu,%zu,%zu,%llu,%.4g\n", s->should_be_optimal, s->ok, s->nopath, s->errors,
                (unsigned long long)s->median_prep_ns, s->prep_bytes_per_cell);
    }
}

int pf_summary_write_csv(const struct pf_summary *sm, const char *path, char *err, size_t errlen)
{
    return write_csv(path, "variant,family,moves,scenarios,optimal_share,worst_subopt,mean_subopt,invalid,"
                           "budget,mean_expanded,median_time_ns,speedup_vs_dijkstra,should_be_optimal,"
                           "solved,nopath,errors,median_prep_ns,prep_bytes_per_cell\n",
                     summary_lines, sm, err, errlen);
}

static void speed_lines(FILE *f, const struct pf_summary *sm)
{
    for (size_t j = 0; j < sm->nsp; j++) {
        const struct pf_speed *p = &sm->sp[j];
        fprintf(f, "%s,%s,%zu,%llu,", p->variant, p->moves, p->ok, (unsigned long long)p->median_time_ns);
        put_opt(f, p->mean_expanded, "%.1f");
        fputc(',', f);
        put_opt(f, p->speedup, "%.4f");
        fprintf(f, ",%zu,%zu,%zu,%zu\n", p->speedup_families, p->budget, p->nopath, p->errors);
    }
}

int pf_speed_write_csv(const struct pf_summary *sm, const char *path, char *err, size_t errlen)
{
    return write_csv(path, "variant,moves,solved,median_time_ns,mean_expanded,speedup_vs_dijkstra,"
                           "speedup_families,budget,nopath,errors\n",
                     speed_lines, sm, err, errlen);
}

int pf_summary_write_tables(const char *dir, const struct pf_summary *sm, FILE *print, int *failing,
                            char *err, size_t errlen)
{
    char path[4200];
    err[0] = '\0';
    snprintf(path, sizeof path, "%s/summary.csv", dir);
    int rc = pf_summary_write_csv(sm, path, err, errlen);
    snprintf(path, sizeof path, "%s/speed.csv", dir);
    if (rc == 0)
        rc = pf_speed_write_csv(sm, path, err, errlen);
    snprintf(path, sizeof path, "%s/validate.txt", dir);
    struct pf_out o;
    struct pf_error e;
    if (rc == 0 && pf_out_open(&o, path, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        rc = -1;
    } else if (rc == 0 && pf_validate_print(o.f, sm) < 0) {
        pf_out_abort(&o);
        snprintf(err, errlen, "out of memory writing %s", path);
        rc = -1;
    } else if (rc == 0 && pf_out_commit(&o, &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        rc = -1;
    }
    *failing = pf_validate_print(print, sm);
    /* a plugin that crashed or hung is said on stderr too, whatever else is printed */
    for (size_t j = 0; j < sm->nsp; j++)
        if (sm->sp[j].crashed || sm->sp[j].timeout)
            fprintf(stderr, "validate: FAIL: %s (moves %s): %zu quer%s crashed and %zu timed out in the plugin "
                            "(runs.csv status 'crashed', 'timeout')\n", sm->sp[j].variant, sm->sp[j].moves,
                    sm->sp[j].crashed, sm->sp[j].crashed == 1 ? "y" : "ies", sm->sp[j].timeout);
    if (*failing < 0) {
        snprintf(err, errlen, "out of memory printing the optimality table of %s", dir);
        rc = -1;
    }
    return rc;
}

int pf_tables_write(const char *dir, const struct pf_rows *rows, FILE *print, int *failing,
                    char *err, size_t errlen)
{
    struct pf_summary sm;
    if (pf_summary_build(rows, &sm) != 0) {
        snprintf(err, errlen, "out of memory summarising %s", dir);
        *failing = 0;
        return -1;
    }
    int rc = pf_summary_write_tables(dir, &sm, print, failing, err, errlen);
    if (*failing >= 0)
        *failing += pf_dynamic_check(print, dir, rows);
    if (rc == 0)
        rc = pf_dynamic_write_csv(dir, rows, err, errlen);
    pf_summary_free(&sm);
    return rc;
}
