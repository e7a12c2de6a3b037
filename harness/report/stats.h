/* stats.h: the statistics every figure of pfbench is computed with, one implementation each. */
#ifndef PF_STATS_H
#define PF_STATS_H

#include <stddef.h>
#include <stdint.h>

/* Median of v[0..n) (sorts v); the mean of the two middle values, rounded down, when n is
 * even; 0 when n is 0. */
uint64_t pf_median_u64(uint64_t *v, size_t n);
/* A query stopped by a budget is slower than every solved one: its time (or expansions) enters
 * a median as PF_UNSOLVED, so that a variant that gives up on its hard queries does not look
 * fast on the easy ones it solved. A median at or above PF_UNSOLVED / 2 (an unsolved query took
 * part in the middle) is no figure. Half of UINT64_MAX so that (a + b) / 2 cannot overflow. */
#define PF_UNSOLVED (UINT64_MAX / 2)
/* pf_median_u64 under that rule: the median, or 0 when n is 0 or the median is unsolved. */
uint64_t pf_median_solved(uint64_t *v, size_t n);
/* Median of v[0..n) (sorts v; no NaN in v); the mean of the two middle values when n is
 * even; NAN when n is 0. */
double pf_median_double(double *v, size_t n);
/* Geometric mean of v[0..n), every value > 0; NAN when n is 0 or a value is not > 0. */
double pf_geomean(const double *v, size_t n);

/* A growable list of u64 values (times), for medians of groups of rows. */
struct pf_u64s {
    uint64_t *v;
    size_t n, cap;
};
int pf_u64s_push(struct pf_u64s *l, uint64_t x);   /* 0, or -1 when out of memory */
void pf_u64s_free(struct pf_u64s *l);

#endif
