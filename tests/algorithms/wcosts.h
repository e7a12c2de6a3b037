/* wcosts.h: the weighted tests' costs file in memory: labels and their costs, one decimal. */
#ifndef PF_TEST_WCOSTS_H
#define PF_TEST_WCOSTS_H

#include <math.h>
#include <string.h>
#include "pf_weighted.h"

/* c from labels[i] costing cost[i] (0: a wall), scale 10 (one decimal). */
static void wcosts_make(struct pf_costs *c, const char *labels, const double *cost)
{
    memset(c, 0, sizeof *c);
    c->scale = 10;
    c->decimals = 1;
    for (size_t i = 0; labels[i]; i++) {
        const unsigned char l = (unsigned char)labels[i];
        c->cost[l] = cost[i];
        c->fixed[l] = (uint32_t)llround(cost[i] * 10);
        c->line[l] = 1;
    }
}

#endif
