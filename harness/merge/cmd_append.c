/* cmd_append.c: `pfbench append`: rows another program wrote (the peers of bench-peers) join a
 * result folder: Dijkstra's cost comes from the run's own rows of the same query, the
 * suboptimality is computed as for pfbench's rows, and the tables are written anew. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "rows.h"
#include "summary.h"

static const struct pf_opt opts[] = {
    { "quiet", NULL, "print only errors", NULL },
};

static const char help[] =
    "Append the rows of each CSV file (runs.csv columns in any order, a header line first;\n"
    "columns it lacks stay empty) to RUN_DIR/runs.csv. A row without dijkstra_cost takes the\n"
    "one of the run's rows for the same map, scenario line and movement model, and its\n"
    "suboptimality is computed from it; then summary.csv, speed.csv and validate.txt are\n"
    "written anew (see pfbench validate). Every file is read before anything is written: a\n"
    "malformed file changes nothing. scripts/bench-peers.sh appends the peers' rows this way.";

const struct pf_command pf_command_append = {
    .name = "append", .run = pf_cmd_append, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "append rows from other programs (the peers) to a run, with Dijkstra's cost filled in",
    .synopsis = "RUN_DIR FILE.csv...",
    .help = help,
};

/* A query: map, scenario line and movement model, and Dijkstra's cost for it. */
struct query {
    char key[160];
    double dijkstra_cost;
};

static void query_key(const struct pf_row *r, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s|%u|%s", r->map, r->scen_id, r->moves);
}

static int cmp_query(const void *a, const void *b)
{
    return strcmp(((const struct query *)a)->key, ((const struct query *)b)->key);
}

int pf_cmd_append(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    if (cli.npos < 2) {
        fprintf(stderr, "pfbench append: expected a result folder and at least one CSV file, found %d arguments\n",
                cli.npos);
        return PF_EXIT_USAGE;
    }
    const char *dir = cli.pos[0];
    char path[4200], err[700];
    snprintf(path, sizeof path, "%s/runs.csv", dir);
    struct pf_rows rows, more;
    if (pf_rows_read(path, &rows, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench append: %s\n", err);
        return PF_EXIT_USAGE;
    }
    int rc = PF_EXIT_USAGE;
    size_t nq = 0, before = rows.n;
    struct query *q = malloc((rows.n ? rows.n : 1) * sizeof *q);
    if (!q)
        goto oom;
    /* Dijkstra's cost per query, from the run's own rows (every pfbench row carries it) */
    for (size_t i = 0; i < rows.n; i++) {
        if (isnan(rows.r[i].dijkstra_cost))
            continue;
        query_key(&rows.r[i], q[nq].key, sizeof q[nq].key);
        q[nq++].dijkstra_cost = rows.r[i].dijkstra_cost;
    }
    if (nq)
        qsort(q, nq, sizeof *q, cmp_query);
    for (int k = 1; k < cli.npos; k++) {
        if (pf_rows_read(cli.pos[k], &more, NULL, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench append: %s (nothing was appended)\n", err);
            goto out;
        }
        for (size_t i = 0; i < more.n; i++) {
            struct pf_row *r = &more.r[i];
            if (isnan(r->dijkstra_cost) && nq) {
                struct query key;
                query_key(r, key.key, sizeof key.key);
                const struct query *hit = bsearch(&key, q, nq, sizeof *q, cmp_query);
                if (hit)
                    r->dijkstra_cost = hit->dijkstra_cost;
            }
            r->subopt = strcmp(r->status, "ok") ? NAN : pf_row_subopt(r->cost, r->dijkstra_cost);
            if (pf_rows_push(&rows, r) != 0) {
                pf_rows_free(&more);
                goto oom;
            }
        }
        pf_rows_free(&more);
    }
    if (pf_rows_write(path, &rows, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench append: %s\n", err);
        rc = PF_EXIT_FAIL;
        goto out;
    }
    int failing = 0;
    if (pf_tables_write(dir, &rows, NULL, &failing, err, sizeof err) != 0) {
        fprintf(stderr, "pfbench append: %s\n", err);
        rc = PF_EXIT_FAIL;
        goto out;
    }
    if (!pf_cli_flag(&cli, "quiet"))
        printf("pfbench append: %zu rows from %d file%s added to %s (now %zu rows)\n", rows.n - before,
               cli.npos - 1, cli.npos > 2 ? "s" : "", path, rows.n);
    rc = 0;
    goto out;
oom:
    fprintf(stderr, "pfbench append: out of memory\n");
    rc = PF_EXIT_FAIL;
out:
    free(q);
    pf_rows_free(&rows);
    return rc;
}
