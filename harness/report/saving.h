/* saving.h: what a movement model's optimum saves against the optimum its scenario lines print
 * under another model (any-angle against 8-connected), per map family: computed once, for the
 * report and the saving-M chart. */
#ifndef PF_SAVING_H
#define PF_SAVING_H

#include <stddef.h>
#include "rows.h"
#include "summary.h"

/* One (model, family, file model) group of the reference's solved rows. */
struct pf_saving {
    char moves[8];                /* the rows' model ("aa") */
    char family[32];
    char file_moves[8];           /* the model of the scenario lines' optima ("8"); "" when skipped */
    size_t lines;                 /* rows with both optima (file_optimum > 0); 0: skipped, see why */
    double median_pct, max_pct;   /* of 100 (file_optimum - dijkstra_cost) / file_optimum */
    const char *why;              /* a skipped family: the reason (static text), else NULL */
};

struct pf_savings {
    struct pf_saving *s;          /* sorted by moves, family, file_moves */
    size_t n;
};

/* The groups of the rows of each model's reference (pf_summary_ref: the registry's reference of
 * the model's domain, or its stand-in) with status ok and a dijkstra_cost whose file_moves is
 * another model. A family of such a model without those rows is a skipped group with its reason;
 * models without any such row have no group at all. 0, or -1 when out of memory (out empty). */
int pf_savings_build(const struct pf_rows *rows, const struct pf_summary *sm, struct pf_savings *out);
void pf_savings_free(struct pf_savings *s);

#endif
