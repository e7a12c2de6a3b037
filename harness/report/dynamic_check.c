/* dynamic_check.c: the checks of a run's rows on maps that change (dynamic scenarios: rows with
 * a follow policy) that validate adds to the optimality table: every answer against its file's
 * distance for its epoch (-1: no path), the file against pfbench's Dijkstra on the map as it
 * stood, and every repaired data against a rebuild's. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "meta.h"
#include "names.h"
#include "summary.h"

#define SHOWN 10            /* failures printed per kind; the rest are counted */

/* Equal distances: the file prints 4 decimals or more. */
static int same(double a, double b) { return fabs(a - b) <= 1e-4 + 2e-6 * fabs(b); }

/* The scenario file of map `name` (meta.json's source "dyn:PATH"), else the name. */
static const char *file_of(const struct pf_meta_file *meta, const char *name)
{
    for (size_t i = 0; meta && i < meta->nmaps; i++)
        if (!strcmp(meta->maps[i].name, name) && meta->maps[i].source && !strncmp(meta->maps[i].source, "dyn:", 4))
            return meta->maps[i].source + 4;
    return name;
}

struct tally {
    FILE *f;
    size_t fails[3];        /* the file against Dijkstra, answers against the file, repairs */
};

static void fail(struct tally *t, int kind, const char *fmt, const char *file, const struct pf_row *r, const char *what)
{
    if (t->fails[kind]++ < SHOWN && t->f) {
        fprintf(t->f, "validate: FAIL: %s:%u: ", file, r->scen_line);
        fprintf(t->f, fmt, what);
        fputc('\n', t->f);
    }
}

/* The rows' one check of the file against Dijkstra, once a (map, line). */
static void check_file(struct tally *t, const char *file, const struct pf_row *r)
{
    char what[200];
    int has = !isnan(r->dijkstra_cost);
    if (r->file_optimum < 0 ? !has : has && same(r->dijkstra_cost, r->file_optimum))
        return;
    if (r->file_optimum < 0)
        snprintf(what, sizeof what, "the file says no path at epoch %u, pfbench's Dijkstra on the map as it stands "
                 "finds %.6f", r->epoch, r->dijkstra_cost);
    else if (!has)
        snprintf(what, sizeof what, "the file's distance is %.6f at epoch %u, pfbench's Dijkstra on the map as it "
                 "stands finds no path", r->file_optimum, r->epoch);
    else
        snprintf(what, sizeof what, "the file's distance is %.6f at epoch %u, pfbench's Dijkstra on the map as it "
                 "stands finds %.6f", r->file_optimum, r->epoch, r->dijkstra_cost);
    fail(t, 0, "%s", file, r, what);
}

/* One variant's answer against the file: a -1 line must get no path, another a path, of the
 * file's distance when the variant must be optimal and searched under the file's rule (a
 * weighted scenario run under `enter`: its distances are the mean rule's); and its repaired
 * data. */
static void check_answer(struct tally *t, const char *file, const struct pf_row *r, int file_rule)
{
    char what[300];
    int ok = !strcmp(r->status, "ok"), nopath = !strcmp(r->status, "nopath");
    if (r->file_optimum < 0 && ok)
        snprintf(what, sizeof what, "%s finds a path (%.6f) at epoch %u where the file says there is none", r->variant,
                 r->cost, r->epoch);
    else if (r->file_optimum >= 0 && nopath)
        snprintf(what, sizeof what, "%s finds no path at epoch %u, the file's distance is %.6f", r->variant, r->epoch,
                 r->file_optimum);
    else if (r->file_optimum >= 0 && ok && file_rule && r->should_be_optimal && !same(r->cost, r->file_optimum))
        snprintf(what, sizeof what, "%s (must be optimal) finds %.6f at epoch %u, the file's distance is %.6f",
                 r->variant, r->cost, r->epoch, r->file_optimum);
    else
        what[0] = '\0';
    if (*what)
        fail(t, 1, "%s", file, r, what);
    if (r->prep_equal == 0) {
        snprintf(what, sizeof what, "%s's repaired data after the change event of epoch %u differs from a rebuild's",
                 r->variant, r->epoch);
        fail(t, 2, "%s", file, r, what);
    }
}

int pf_dynamic_check(FILE *f, const char *dir, const struct pf_rows *rows)
{
    struct tally t = { f, { 0, 0, 0 } };
    struct pf_names seen = { 0 };            /* "map|line": the file checked once a line */
    struct pf_meta_file meta;
    char path[4200], err[900];
    size_t dyn = 0;
    for (size_t i = 0; i < rows->n && !dyn; i++)
        dyn += rows->r[i].follow[0] != '\0';
    if (!dyn)
        return 0;
    snprintf(path, sizeof path, "%s/meta.json", dir);
    int has_meta = pf_meta_load(&meta, path, err, sizeof err) == 0;
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        if (!r->follow[0] || !r->file_moves[0])
            continue;
        const char *file = file_of(has_meta ? &meta : NULL, r->map);
        char key[160];
        snprintf(key, sizeof key, "%s|%u", r->map, r->scen_line);
        long before = (long)seen.n;
        int file_rule = !strcmp(r->file_moves, r->moves);   /* the rule the file's distances hold under */
        if (pf_names_add(&seen, key) == before && file_rule)
            check_file(&t, file, r);
        check_answer(&t, file, r, file_rule);
    }
    static const char *const kinds[] = { "lines whose file distance differs from pfbench's Dijkstra",
                                         "answers differing from their file", "repairs differing from a rebuild" };
    size_t total = 0;
    for (int k = 0; k < 3; k++) {
        total += t.fails[k];
        if (t.fails[k] > SHOWN && f)
            fprintf(f, "validate: FAIL: ... %zu %s in all\n", t.fails[k], kinds[k]);
    }
    if (f)
        fprintf(f, "validate: dynamic scenarios: %s\n", total ? "FAILED (the lines above)" :
                "every answer matches its file's distance for its epoch and pfbench's Dijkstra on the map as it stood; "
                "every repair equals a rebuild");
    pf_names_free(&seen);
    if (has_meta)
        pf_meta_free(&meta);
    return total > 0;
}
