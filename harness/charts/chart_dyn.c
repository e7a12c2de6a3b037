/* chart_dyn.c: what the charts of maps that change share: per (dynamic scenario, variant) of the
 * rows with a follow policy, the queries, the change events and the time spent, and which
 * variants a scenario's chart draws (the fastest in total, and the fastest online search that
 * must be optimal beside them: a suboptimal search is no yardstick for the optimal ones). A
 * variant's kind comes from its rows' follow column, never from its name. */
#include <stdlib.h>
#include <string.h>
#include "chart_ctx.h"

int pf_chart_dyn_groups(struct pf_chart_ctx *c, struct pf_chart_dyn **out, size_t *n)
{
    const struct pf_rows *R = c->rows;
    size_t cells = c->map.n * c->var.n;
    size_t *slot = calloc(cells ? cells : 1, sizeof *slot);    /* group index + 1, 0: none */
    struct pf_chart_dyn *g = NULL;
    size_t ng = 0, cap = 0;
    *out = NULL;
    *n = 0;
    if (!slot)
        goto oom;
    for (size_t i = 0; i < R->n; i++) {
        const struct pf_row *r = &R->r[i];
        size_t v = c->row_variant[i], m = c->row_map[i];
        if (!r->follow[0] || !c->sel[v])
            continue;
        size_t *s = &slot[m * c->var.n + v];
        if (!*s) {
            if (ng == cap) {
                struct pf_chart_dyn *ng2 = realloc(g, (cap = cap ? 2 * cap : 16) * sizeof *g);
                if (!ng2)
                    goto oom;
                g = ng2;
            }
            memset(&g[ng], 0, sizeof *g);
            g[ng].map = m;
            g[ng].var = v;
            g[ng].fam = c->row_family[i];
            g[ng].width = r->width;
            g[ng].height = r->height;
            g[ng].online = !strcmp(r->follow, "online");
            g[ng].optimal = r->should_be_optimal;
            *s = ++ng;
        }
        struct pf_chart_dyn *d = &g[*s - 1];
        d->queries++;
        d->events += r->patches > 0;
        d->total_ns += r->time_ns;
        d->change_ns += r->change_ns;
    }
    free(slot);
    *out = g;
    *n = ng;
    return 0;
oom:
    free(slot);
    free(g);
    pf_chart_fail(c, "out of memory preparing the charts of maps that change");
    return -1;
}

static const struct pf_chart_dyn *g_sort;

static int cmp_total(const void *x, const void *y)
{
    const struct pf_chart_dyn *a = &g_sort[*(const size_t *)x], *b = &g_sort[*(const size_t *)y];
    if (a->total_ns != b->total_ns)
        return a->total_ns < b->total_ns ? -1 : 1;
    return a->var < b->var ? -1 : a->var > b->var;
}

size_t pf_chart_dyn_pick(const struct pf_chart_dyn *g, size_t ng, size_t map, size_t *pick, size_t most)
{
    size_t k = 0, np = 0;
    for (size_t i = 0; i < ng; i++)
        if (g[i].map == map)
            pick[k++] = i;
    g_sort = g;
    qsort(pick, k, sizeof *pick, cmp_total);
    size_t online = k;                     /* the fastest optimal online search of the scenario */
    for (size_t i = 0; i < k && online == k; i++)
        if (g[pick[i]].online && g[pick[i]].optimal)
            online = i;
    np = k < most ? k : most;
    if (online < k && online >= np && np > 0)
        pick[np - 1] = pick[online];       /* it takes the last place, so that it stands beside them */
    return np;
}
