/* dynamic_totals.c: what each variant paid on each dynamic scenario (rows with a follow policy):
 * its time following the changes, its time searching, their total (GPPC's count), and at the
 * change events the median change and, for repair variants, the median rebuild; dynamic.csv
 * beside summary.csv and the report's section. */
#include <stdlib.h>
#include <string.h>
#include "names.h"
#include "stats.h"
#include "pf_io.h"
#include "summary.h"

/* A row the variant answered (its time counts; a 'budget' or 'error' row was not run). */
static int answered(const struct pf_row *r) { return !strcmp(r->status, "ok") || !strcmp(r->status, "nopath"); }

/* The (map, variant) groups of the dynamic rows, in the order they first occur. */
static int build(const struct pf_rows *rows, struct pf_dyn_total **out, size_t *n)
{
    struct pf_names keys = { 0 };
    struct pf_dyn_total *t = NULL;
    size_t cap = 0;
    uint64_t *ch = malloc((rows->n ? rows->n : 1) * sizeof *ch), *rb = malloc((rows->n ? rows->n : 1) * sizeof *rb);
    int rc = ch && rb ? 0 : -1;
    *n = 0;
    for (size_t i = 0; i < rows->n && rc == 0; i++) {
        const struct pf_row *r = &rows->r[i];
        char key[160];
        if (!r->follow[0])
            continue;
        snprintf(key, sizeof key, "%s|%s", r->map, r->variant);
        long k = pf_names_add(&keys, key);
        if (k >= 0 && (size_t)k == *n && *n == cap) {              /* a new group, no room */
            struct pf_dyn_total *nt = realloc(t, (cap = cap ? 2 * cap : 16) * sizeof *t);
            t = nt ? nt : t;
            k = nt ? k : -1;
        }
        if (k < 0) {
            rc = -1;
            break;
        }
        struct pf_dyn_total *g = &t[k];
        if ((size_t)k == (*n)++) {
            memset(g, 0, sizeof *g);
            snprintf(g->map, sizeof g->map, "%s", r->map);
            snprintf(g->variant, sizeof g->variant, "%s", r->variant);
            snprintf(g->follow, sizeof g->follow, "%s", r->follow);
        } else
            (*n)--;                                     /* an existing group */
        int ran = answered(r);
        g->queries++;
        g->solved += ran;
        g->total_ns += r->time_ns;
        g->change_ns += r->change_ns;
        g->events += ran && r->patches > 0;
        g->unequal += r->prep_equal == 0;
    }
    /* the medians at the events, group by group */
    for (size_t k = 0; k < *n && rc == 0; k++) {
        size_t nc = 0, nr = 0;
        for (size_t i = 0; i < rows->n; i++) {
            const struct pf_row *r = &rows->r[i];
            if (!r->follow[0] || !r->patches || !answered(r) || strcmp(r->map, t[k].map) || strcmp(r->variant, t[k].variant))
                continue;
            ch[nc++] = r->change_ns;
            if (r->rebuild_ns)
                rb[nr++] = r->rebuild_ns;
        }
        t[k].median_change_ns = pf_median_u64(ch, nc);
        t[k].median_rebuild_ns = pf_median_u64(rb, nr);
    }
    free(ch);
    free(rb);
    pf_names_free(&keys);
    if (rc)
        free(t);
    *out = rc ? NULL : t;
    return rc;
}

int pf_dynamic_totals(const struct pf_rows *rows, struct pf_dyn_total **out, size_t *n)
{
    return build(rows, out, n);
}

int pf_dynamic_write_csv(const char *dir, const struct pf_rows *rows, char *err, size_t errlen)
{
    struct pf_dyn_total *t;
    size_t n;
    if (build(rows, &t, &n) != 0) {
        snprintf(err, errlen, "out of memory summing the dynamic scenarios of %s", dir);
        return -1;
    }
    char path[4200];
    struct pf_out o;
    struct pf_error e;
    snprintf(path, sizeof path, "%s/dynamic.csv", dir);
    int rc = 0;
    if (n && pf_out_open(&o, path, &e) != PF_OK)
        rc = -1;
    if (n && rc == 0) {
        fprintf(o.f, "map,variant,follow,queries,solved,events,change_ns,search_ns,total_ns,median_change_ns,"
                     "median_rebuild_ns,repairs_unequal\n");
        for (size_t k = 0; k < n; k++)
            fprintf(o.f, "%s,%s,%s,%zu,%zu,%zu,%llu,%llu,%llu,%llu,%llu,%zu\n", t[k].map, t[k].variant, t[k].follow,
                    t[k].queries, t[k].solved, t[k].events, (unsigned long long)t[k].change_ns,
                    (unsigned long long)(t[k].total_ns - t[k].change_ns), (unsigned long long)t[k].total_ns,
                    (unsigned long long)t[k].median_change_ns, (unsigned long long)t[k].median_rebuild_ns,
                    t[k].unequal);
        rc = pf_out_commit(&o, &e) == PF_OK ? 0 : -1;
    }
    if (rc)
        snprintf(err, errlen, "%s", e.msg);
    free(t);
    return rc;
}

int pf_dynamic_section(FILE *f, const struct pf_rows *rows)
{
    struct pf_dyn_total *t;
    size_t n;
    if (build(rows, &t, &n) != 0)
        return -1;
    if (n)
        fprintf(f, "## Maps that change\n\n"
                   "Dynamic scenarios (dynamic.csv): each variant replayed the whole scenario from its start map; "
                   "before each query the change event since the previous one was pasted into the map (not "
                   "timed) and the variant followed it (`follow`: online, rebuild or repair; timed). A query's "
                   "time includes the change before it, as GPPC counts it, so the total is changes + searches "
                   "(medians over the passes, summed over the queries). At the events: the median time to "
                   "follow a change, and for repair variants the median time of a rebuild from scratch measured "
                   "beside it (not part of any query).\n\n"
                   "| scenario | variant | follow | queries | events | changes ms | searches ms | total ms | "
                   "change us (median) | rebuild us (median) |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (size_t k = 0; k < n; k++) {
        fprintf(f, "| %s | %s | %s | %zu | %zu | %.3f | %.3f | %.3f | %.1f | ", t[k].map, t[k].variant, t[k].follow,
                t[k].queries, t[k].events, t[k].change_ns / 1e6, (t[k].total_ns - t[k].change_ns) / 1e6,
                t[k].total_ns / 1e6, t[k].median_change_ns / 1e3);
        if (t[k].median_rebuild_ns)
            fprintf(f, "%.1f |\n", t[k].median_rebuild_ns / 1e3);
        else
            fprintf(f, "- |\n");
    }
    if (n)
        fprintf(f, "\n");
    free(t);
    return 0;
}
