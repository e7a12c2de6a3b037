/* optimality.c: the optimality table of a summary (variant x map family), the one that
 * validate.txt holds and `pfbench validate` prints, and its count of failing variants. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "names.h"
#include "summary.h"

int pf_validate_print(FILE *f, const struct pf_summary *sm)
{
#define OUT(...) (f ? fprintf(f, __VA_ARGS__) : 0)
    struct pf_names fams = { 0 }, vars = { 0 };    /* in the order the sorted groups have them */
    char (*cells)[40] = NULL;
    int failing = -1;
    for (size_t i = 0; i < sm->n; i++)
        if (pf_names_add(&fams, sm->s[i].family) < 0 || pf_names_add(&vars, sm->s[i].variant) < 0)
            goto done;
    char *const *fam = fams.s, *const *var = vars.s;
    size_t nf = fams.n, nv = vars.n;
    cells = malloc((nf ? nf : 1) * sizeof *cells);
    if (!cells)
        goto done;
    failing = 0;
    OUT("Optimality: share of solved scenarios at Dijkstra's cost, worst suboptimality in\n"
               "brackets. 'must' = the algorithm is optimal under the movement model and its\n"
               "heuristic, if it takes one, is admissible there (pfbench list).\n\n");
    int w = 24;                            /* the variant column: as wide as its longest name */
    for (size_t v = 0; v < nv; v++)
        if ((int)strlen(var[v]) > w)
            w = (int)strlen(var[v]);
    OUT("%-*s %-4s", w, "variant", "must");
    for (size_t j = 0; j < nf; j++)
        OUT(" %-16.16s", fam[j]);
    OUT(" %7s %6s  %s\n", "invalid", "budget", "verdict");
    for (size_t v = 0; v < nv; v++) {
        size_t invalid = 0, budget = 0, errors = 0, not_opt = 0, crashed = 0, timeout = 0;
        int must = 0;
        OUT("%-*s", w, var[v]);
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
                crashed += s->crashed;
                timeout += s->timeout;
                not_opt += s->ok - s->optimal;
                if (!s->ok)
                    snprintf(cells[j], sizeof cells[j], "none solved");
                else if (s->optimal == s->ok)
                    snprintf(cells[j], sizeof cells[j], "100%%");
                else
                    snprintf(cells[j], sizeof cells[j], "%.0f%% (+%.3g%%)",
                             floor(100.0 * pf_sum_optimal_share(s)), 100 * s->worst_subopt);
            }
        }
        OUT(" %-4s", must ? "yes" : "no");
        for (size_t j = 0; j < nf; j++)
            OUT(" %-16s", cells[j]);
        int fail = invalid || errors || (must && not_opt);
        failing += fail;
        /* a plugin that crashed or hung is named with its counts, before anything else */
        char what[80] = "", why[96] = "";
        size_t l = 0;
        if (crashed)
            l = (size_t)snprintf(what, sizeof what, "crashed on %zu quer%s", crashed, crashed == 1 ? "y" : "ies");
        if (timeout)
            snprintf(what + l, sizeof what - l, "%s%zu quer%s timed out", crashed ? ", " : "", timeout,
                     timeout == 1 ? "y" : "ies");
        if (*what)
            snprintf(why, sizeof why, "FAIL (%s)", what);
        OUT(" %7zu %6zu  %s\n", invalid, budget,
                *why ? why
                : fail ? (invalid ? "FAIL (invalid paths)" : errors ? "FAIL (errors)" : "FAIL (not optimal)")
                     : must ? "ok" : "ok (optimality not required)");
    }
    OUT("\n%s\n", failing ? "validate: FAILED" : "validate: all variants that must be optimal are, and every path is valid");
done:
    pf_names_free(&fams);
    pf_names_free(&vars);
    free(cells);
    return failing;
#undef OUT
}
