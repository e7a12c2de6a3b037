/* cmd_compare.c: `pfbench compare RUN_A RUN_B`: per variant and family, the geometric mean over
 * the rows both runs solved (same map, scenario, variant, moves) of time_B / time_A. */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "json.h"
#include "meta.h"
#include "rows.h"

static const struct pf_opt opts[] = {
    { "quiet", NULL, "print only the overall line", NULL },
};

static const char about[] =
    "Compare the times of two result folders: per variant and map family, the geometric mean\n"
    "over the rows both solved (same map, scen_id, variant and moves, status ok, time_ns > 0)\n"
    "of time_B / time_A (< 1: B is faster), then the same over every matching row.\n"
    "Exit status 1 when no row matches, 2 when a folder cannot be read.";

static int cmp_key(const void *a, const void *b)
{
    const struct pf_row *x = *(const struct pf_row *const *)a, *y = *(const struct pf_row *const *)b;
    int c = strcmp(x->map, y->map);
    if (!c)
        c = (x->scen_id > y->scen_id) - (x->scen_id < y->scen_id);
    if (!c)
        c = strcmp(x->variant, y->variant);
    return c ? c : strcmp(x->moves, y->moves);
}

/* The solved, timed rows of a run, sorted by key. */
static const struct pf_row **timed(const struct pf_rows *rows, size_t *n)
{
    const struct pf_row **v = malloc((rows->n ? rows->n : 1) * sizeof *v);
    *n = 0;
    if (!v)
        return NULL;
    for (size_t i = 0; i < rows->n; i++)
        if (!strcmp(rows->r[i].status, "ok") && rows->r[i].time_ns > 0)
            v[(*n)++] = &rows->r[i];
    qsort(v, *n, sizeof *v, cmp_key);
    return v;
}

struct match {                    /* a row both runs solved: A's variant and family, B/A */
    const struct pf_row *a;
    double ratio;
};

static int cmp_match(const void *a, const void *b)
{
    const struct match *x = a, *y = b;
    int c = strcmp(x->a->variant, y->a->variant);
    return c ? c : strcmp(x->a->family, y->a->family);
}

/* Print the table of the matches (sorted by variant and family). */
static void print_table(const struct match *m, size_t n, const char *dir_a, const char *dir_b, int quiet)
{
    double *r = malloc(n * sizeof *r);
    if (!r) {
        fprintf(stderr, "pfbench compare: out of memory\n");
        return;
    }
    for (size_t i = 0; i < n; i++)
        r[i] = m[i].ratio;
    if (!quiet) {
        int wv = 7, wf = 6;
        for (size_t i = 0; i < n; i++) {
            if ((int)strlen(m[i].a->variant) > wv)
                wv = (int)strlen(m[i].a->variant);
            if ((int)strlen(m[i].a->family) > wf)
                wf = (int)strlen(m[i].a->family);
        }
        printf("time_B / time_A per variant and family (geometric mean over matching rows; < 1 = B faster)\n"
               "  A: %s\n  B: %s\n\n%-*s  %-*s  %6s  %s\n", dir_a, dir_b, wv, "variant", wf, "family", "rows",
               "time_B/time_A");
        for (size_t i = 0, j; i < n; i = j) {
            for (j = i + 1; j < n && !cmp_match(&m[i], &m[j]); j++)
                ;
            printf("%-*s  %-*s  %6zu  %.3f\n", wv, m[i].a->variant, wf, m[i].a->family, j - i,
                   pf_geomean(r + i, j - i));
        }
        printf("\n");
    }
    printf("overall geometric mean over %zu matching rows: %.3f\n", n, pf_geomean(r, n));
    free(r);
}

const struct pf_command pf_command_compare = {
    .name = "compare", .run = pf_cmd_compare, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "compare the times of two result folders, per variant and family",
    .synopsis = "RUN_A RUN_B",
    .help = about,
};

/* The timing method of a run (meta.json "timing", which the meta reader fills in for runs from
 * before the key), or "" when its meta.json cannot be read. */
static void timing_of(const char *dir, char *buf, size_t cap)
{
    char path[4200], err[700];
    struct pf_meta_file meta;
    const char *t = NULL;
    buf[0] = '\0';
    snprintf(path, sizeof path, "%s/meta.json", dir);
    if (pf_meta_load(&meta, path, err, sizeof err) != 0)
        return;
    if (pf_json_get_str(meta.root, "timing", path, &t, err, sizeof err) > 0)
        snprintf(buf, cap, "%s", t);
    pf_meta_free(&meta);
}

/* Times taken by different methods are not comparable: say so before the table. */
static void timing_note(const char *dir_a, const char *dir_b)
{
    char ta[32], tb[32];
    timing_of(dir_a, ta, sizeof ta);
    timing_of(dir_b, tb, sizeof tb);
    if (ta[0] && tb[0] && strcmp(ta, tb) != 0)
        fprintf(stderr, "pfbench compare: warning: the runs were timed differently (A: %s, B: %s; meta.json "
                        "\"timing\"): the ratios mix the method with the code; rerun one with --timing %s\n",
                ta, tb, ta);
}

int pf_cmd_compare(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;
    if (cli.npos != 2) {
        fprintf(stderr, "pfbench compare: expected two result folders, RUN_A and RUN_B, found %d\n", cli.npos);
        return PF_EXIT_USAGE;
    }
    struct pf_rows rows[2];
    char path[4200], err[700];
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/runs.csv", cli.pos[k]);
        if (pf_rows_read(path, &rows[k], NULL, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench compare: %s\n", err);
            if (k)
                pf_rows_free(&rows[0]);
            return PF_EXIT_USAGE;
        }
    }
    size_t na, nb, nm = 0;
    const struct pf_row **a = timed(&rows[0], &na), **b = timed(&rows[1], &nb);
    struct match *m = malloc((na ? na : 1) * sizeof *m);
    int rc = PF_EXIT_USAGE;
    if (!a || !b || !m) {
        fprintf(stderr, "pfbench compare: out of memory\n");
        goto done;
    }
    for (size_t i = 0, j = 0; i < na; i++) {
        while (j < nb && cmp_key(&b[j], &a[i]) < 0)
            j++;
        if (j < nb && cmp_key(&b[j], &a[i]) == 0)
            m[nm++] = (struct match){ a[i], (double)b[j]->time_ns / (double)a[i]->time_ns };
    }
    if (!nm) {
        fprintf(stderr, "pfbench compare: no matching rows (same map, scen_id, variant, moves, status ok "
                        "and time_ns > 0 in both runs)\n");
        rc = PF_EXIT_FAIL;
        goto done;
    }
    qsort(m, nm, sizeof *m, cmp_match);
    timing_note(cli.pos[0], cli.pos[1]);
    print_table(m, nm, cli.pos[0], cli.pos[1], pf_cli_flag(&cli, "quiet"));
    rc = 0;
done:
    free(a);
    free(b);
    free(m);
    pf_rows_free(&rows[0]);
    pf_rows_free(&rows[1]);
    return rc;
}
