/* stats.c: median, geometric mean and a growable value list: the one implementation of each
 * statistic that summary.csv, the report and the charts' data use. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "stats.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

uint64_t pf_median_u64(uint64_t *v, size_t n)
{
    if (n == 0)
        return 0;
    qsort(v, n, sizeof *v, cmp_u64);
    if (n % 2)
        return v[n / 2];
    uint64_t a = v[n / 2 - 1], b = v[n / 2];
    return a / 2 + b / 2 + (a % 2 + b % 2) / 2;     /* (a + b) / 2 without overflow */
}

double pf_median_double(double *v, size_t n)
{
    if (n == 0)
        return NAN;
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double pf_geomean(const double *v, size_t n)
{
    if (n == 0)
        return NAN;
    double s = 0;
    for (size_t i = 0; i < n; i++) {
        if (!(v[i] > 0))
            return NAN;
        s += log(v[i]);
    }
    return exp(s / (double)n);
}

int pf_u64s_push(struct pf_u64s *l, uint64_t x)
{
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 64;
        uint64_t *nv = realloc(l->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = nc;
    }
    l->v[l->n++] = x;
    return 0;
}

void pf_u64s_free(struct pf_u64s *l)
{
    free(l->v);
    memset(l, 0, sizeof *l);
}

uint64_t pf_median_solved(uint64_t *v, size_t n)
{
    uint64_t m = pf_median_u64(v, n);
    return m >= PF_UNSOLVED / 2 ? 0 : m;
}
