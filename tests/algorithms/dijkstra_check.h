/* dijkstra_check.h: one answer of a 2D variant checked against dijkstra/heap, the ground truth,
 * for the tests of the preprocessed searches (subgoal graphs, their hierarchy). */
#ifndef PF_TEST_DIJKSTRA_CHECK_H
#define PF_TEST_DIJKSTRA_CHECK_H

#include <math.h>
#include <stdio.h>
#include "check.h"
#include "pf_search.h"

/* v from s to t on g (model 8) against dijkstra/heap on the same context: the same status and,
 * when solved, the same fixed-point g and a valid path costing what v reports. One check
 * counted; a failure said, headed by where. 1 when all holds. */
static inline int same_as_dijkstra_8(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_grid *g,
                                     pf_node s, pf_node t, const char *where)
{
    struct pf_result rd, r;
    const int sd = pf_search(ctx, pf_variant_find("dijkstra/heap"), s, t, &rd);
    const pf_cost gd = rd.g;
    const int sv = pf_search(ctx, v, s, t, &r);
    double cost = 0;
    char why[200] = "";
    pf_check_count++;
    if (sv == sd && (sv != PF_OK || (r.g == gd && pf_path_validate(g, PF_MOVES_8, r.path, r.path_len, s, t, &cost,
                                                                   why, sizeof why) &&
                                     fabs(cost - r.cost) <= 1e-9 * (1 + cost))))
        return 1;
    fprintf(stderr, "%s: %u -> %u: %s %s g %llu, dijkstra %s g %llu %s\n", where, s, t, v->name, pf_status_name(sv),
            (unsigned long long)r.g, pf_status_name(sd), (unsigned long long)gd, why);
    pf_check_failures++;
    return 0;
}

#endif
