/* replan_order.c: the orderings of replan.md: per map family, mode and sensor radius (or event
 * spacing), the planners from best to worst by total planning time, by the median longest step,
 * by the median longest replanning step, by total expansions and by the median most expansions
 * in one replan. */
#include <stdlib.h>
#include <string.h>
#include "replan.h"
#include "stats.h"

enum { BY_TIME, BY_STEP, BY_REPLAN_STEP, BY_EXPANDED, BY_REPLAN_EXPANDED, NUM_BY };

/* One planner's figures in one group. */
struct standing {
    const struct pf_replanner *p;
    uint64_t v[NUM_BY];
};

static int same_setting(const struct replan_row *a, const struct replan_row *b)
{
    return strcmp(a->family, b->family) == 0 && strcmp(a->mode, b->mode) == 0 && a->radius == b->radius &&
           a->every == b->every;
}

static int by;                   /* the figure standings_cmp orders by (qsort has no argument) */

static int standings_cmp(const void *x, const void *y)
{
    const struct standing *a = x, *b = y;
    if (a->v[by] != b->v[by])
        return a->v[by] < b->v[by] ? -1 : 1;
    return strcmp(a->p->name, b->p->name);
}

/* The setting of key: each planner's figures into st (table order); their count. */
static size_t standings(const struct replan_row *key, const struct replan_row *rows, size_t n, uint64_t *scratch,
                        struct standing *st)
{
    size_t np = 0;
    for (size_t i = 0; i < pf_replanner_count(); i++) {
        const struct pf_replanner *p = pf_replanner_at(i);
        struct standing s = { .p = p };
        size_t m = 0;
        for (int k = BY_TIME; k < NUM_BY; k++) {
            m = 0;
            for (size_t j = 0; j < n; j++) {
                const struct pf_trip *t = &rows[j].trip;
                if (rows[j].planner != p || !same_setting(&rows[j], key))
                    continue;
                if (k == BY_TIME)
                    s.v[k] += t->plan_ns;
                else if (k == BY_EXPANDED)
                    s.v[k] += t->c.expanded;
                else
                    scratch[m++] = k == BY_STEP ? t->max_step_ns : k == BY_REPLAN_STEP ? t->max_replan_ns
                                                                                         : t->max_replan_expanded;
            }
            if (k != BY_TIME && k != BY_EXPANDED)
                s.v[k] = pf_median_u64(scratch, m);
        }
        if (m)
            st[np++] = s;
    }
    return np;
}

static void ordering(FILE *f, struct standing *st, size_t np, int k)
{
    by = k;
    qsort(st, np, sizeof *st, standings_cmp);
    fputs(" |", f);
    for (size_t i = 0; i < np; i++) {
        fprintf(f, "%s%s", i ? (st[i].v[k] == st[i - 1].v[k] ? " = " : " < ") : " ", st[i].p->name);
    }
}

void replan_orderings(FILE *f, const struct replan_row *rows, size_t n)
{
    size_t cap = pf_replanner_count();
    uint64_t *scratch = malloc((n ? n : 1) * sizeof *scratch);
    struct standing *st = malloc((cap ? cap : 1) * sizeof *st);
    const struct replan_row **keys = malloc((n ? n : 1) * sizeof *keys);
    if (!scratch || !st || !keys) {
        fputs("replan: out of memory for the orderings\n", f);
        free(scratch), free(st), free(keys);
        return;
    }
    size_t nk = 0;
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        while (k < nk && !same_setting(keys[k], &rows[i]))
            k++;
        if (k == nk)
            keys[nk++] = &rows[i];
    }
    fputs("\n**Orderings.** Per family, mode and sensor radius (or K), the planners from least to most "
          "(`=`: equal):\n\n| family | mode | sensor / events | planning time (total) | longest step (median) | "
          "longest replan (median) | expanded (total) | most in one replan (median) |\n"
          "|---|---|---|---|---|---|---|---|\n",
          f);
    for (size_t k = 0; k < nk; k++) {
        size_t np = standings(keys[k], rows, n, scratch, st);
        char rk[32];
        if (strcmp(keys[k]->mode, "discover") == 0)
            snprintf(rk, sizeof rk, "r=%d", keys[k]->radius);
        else
            snprintf(rk, sizeof rk, "K=%u", keys[k]->every);
        fprintf(f, "| %s | %s | %s", keys[k]->family, keys[k]->mode, rk);
        for (int b = BY_TIME; b < NUM_BY; b++)
            ordering(f, st, np, b);
        fputs(" |\n", f);
    }
    fputs("\nThe times are the harness's clock: on a loaded machine a preemption lands in a longest step, so\n"
          "judge those orderings on an idle one; the expansions are exact on any machine (repeated JPS\n"
          "expands jump points, fewer nodes for the same search: compare it by time).\n",
          f);
    free(scratch);
    free(st);
    free(keys);
}
