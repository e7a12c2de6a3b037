/* replan_jobs.c: pfbench replan --jobs N: the scenario lines shared among N forked processes
 * (line u of the run to process u mod N), each writing its rows into a temporary file; the parent
 * gathers them back into the order one process would have walked them. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "replan.h"

/* One row as a process hands it over: its place in the run's order and its planner's index
 * (pointers do not cross; the mode is given again by the row's radius). */
struct job_rec {
    uint64_t unit;
    uint32_t seq;
    uint32_t planner;
    struct replan_row row;
};

int replan_job_put(FILE *f, uint64_t unit, uint32_t seq, const struct replan_row *r)
{
    struct job_rec rec;
    memset(&rec, 0, sizeof rec);
    rec.unit = unit;
    rec.seq = seq;
    rec.row = *r;
    rec.row.planner = NULL;
    rec.row.mode = NULL;
    for (size_t i = 0; i < pf_replanner_count(); i++)
        if (pf_replanner_at(i) == r->planner)
            rec.planner = (uint32_t)i;
    return fwrite(&rec, sizeof rec, 1, f) == 1 ? 0 : -1;
}

static int rec_cmp(const void *x, const void *y)
{
    const struct job_rec *a = x, *b = y;
    if (a->unit != b->unit)
        return a->unit < b->unit ? -1 : 1;
    return (a->seq > b->seq) - (a->seq < b->seq);
}

/* Read every record of the jobs' files into *rows (in the run's order). 0, or -1. */
static int gather(FILE **files, int jobs, struct replan_row **rows, size_t *n)
{
    struct job_rec *recs = NULL;
    size_t nr = 0, cap = 0;
    for (int j = 0; j < jobs; j++) {
        if (fseek(files[j], 0, SEEK_SET) != 0)
            goto fail;
        for (;;) {
            if (nr == cap) {
                cap = cap ? 2 * cap : 256;
                struct job_rec *g = realloc(recs, cap * sizeof *recs);
                if (!g)
                    goto fail;
                recs = g;
            }
            if (fread(&recs[nr], sizeof *recs, 1, files[j]) != 1)
                break;
            nr++;
        }
    }
    qsort(recs, nr, sizeof *recs, rec_cmp);
    *rows = malloc((nr ? nr : 1) * sizeof **rows);
    if (!*rows)
        goto fail;
    for (size_t i = 0; i < nr; i++) {
        (*rows)[i] = recs[i].row;
        (*rows)[i].planner = pf_replanner_at(recs[i].planner);
        (*rows)[i].mode = recs[i].row.radius > 0 ? "discover" : "changes";
    }
    *n = nr;
    free(recs);
    return 0;
fail:
    free(recs);
    return -1;
}

int replan_jobs_run(int jobs, int (*walk)(void *arg, int job, FILE *rows), void *arg, struct replan_row **rows,
                    size_t *n, int *failed)
{
    FILE *files[64];
    pid_t pids[64];
    int started = 0, bad = 0;
    *rows = NULL;
    *n = 0;
    if (jobs < 1 || jobs > 64)
        return -1;
    fflush(NULL);                            /* no buffered output copied into the children */
    for (int j = 0; j < jobs && !bad; j++) {
        files[j] = tmpfile();
        pids[j] = files[j] ? fork() : -1;
        if (pids[j] == 0) {
            int rc = walk(arg, j, files[j]);
            int flushed = fflush(files[j]) == 0;
            fflush(stdout);
            fflush(stderr);
            _exit(rc != 0 || !flushed ? 2 : 0);
        }
        if (pids[j] < 0) {
            fprintf(stderr, "pfbench replan: cannot start job %d: %s\n", j + 1, strerror(errno));
            if (files[j])
                fclose(files[j]);
            bad = 1;
            break;
        }
        started++;
    }
    for (int j = 0; j < started; j++) {
        int status;
        while (waitpid(pids[j], &status, 0) < 0 && errno == EINTR)
            ;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "pfbench replan: job %d of %d failed\n", j + 1, jobs);
            bad = 1;
        }
    }
    if (!bad && gather(files, jobs, rows, n) != 0) {
        fprintf(stderr, "pfbench replan: cannot read the jobs' rows back\n");
        bad = 1;
    }
    for (int j = 0; j < started; j++)
        fclose(files[j]);
    for (size_t i = 0; !bad && i < *n; i++) {
        char why[200];
        *failed |= !replan_row_ok(&(*rows)[i], why, sizeof why);
    }
    return bad ? -1 : 0;
}
