/* run_block.c: one (map, variant) block of `pfbench run`: the variant prepared on the map, each
 * planned query solved, validated and timed (back to back or in passes), the rows written. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "child.h"
#include "commands.h"
#include "plugin.h"
#include "run.h"
#include "prep.h"
#include "run_block.h"

/* The first solve of one query: the answer and counters, validated; then how many timed
 * solves it gets (fast answered queries: --repeat; others: this one), and, back to back,
 * those solves at once. Returns the time of the first solve. */
static uint64_t solve_row(struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                          struct pf_timed_query *q, struct pf_row *row)
{
    struct pf_result r;
    q->solves = 1;
    pf_time_solve(ctx, v, q, &r);
    row->c = r.c;
    row->touched = r.touched;
    row->state_bytes = r.state_bytes;
    const struct pf_plugin_answer *a = pf_plugin_last_answer(ctx, v);
    if (a) {                      /* GPPC's measures of a search answered in calls */
        row->calls = a->calls;
        row->first20_ns = a->first20_ns;
        row->longest_call_ns = a->longest_call_ns;
    }
    snprintf(row->status, sizeof row->status, "%s",
             r.status >= 0 ? pf_status_name(r.status) : "error");
    if (r.status == PF_OK) {
        double cost;
        char why[200];
        row->valid = pf_ctx_validate(ctx, r.path, r.path_len, q->s, q->t, &cost, why, sizeof why) &&
                     fabs(cost - r.cost) <= 1e-9 * (1 + cost);
        row->cost = r.cost;
        row->path_len = r.path_len;
        if (!row->valid && !R->quiet)
            fprintf(stderr, "pfbench run: %s on %s scenario %u: invalid path: %s\n", v->name, row->map,
                    row->scen_id, *pf_ctx_note(ctx) ? pf_ctx_note(ctx) : why);
        /* fast queries are timed again for a stable median; one solve of a slow one is enough */
        if (q->times[0] <= PF_TIMING_SLOW_NS)
            q->solves = R->repeat;
        if (R->timing == PF_TIMING_BACK_TO_BACK)
            pf_time_back_to_back(ctx, v, q);
    } else if (r.status < 0 && *pf_ctx_note(ctx) && !R->quiet) {
        /* a plugin's answer pfbench could not read: say why */
        fprintf(stderr, "pfbench run: %s on %s scenario %u: error: %s\n", v->name, row->map, row->scen_id,
                pf_ctx_note(ctx));
    }
    return q->times[0];
}

/* Everything v needs on ctx (its open list, scratch and preprocessed data), made before any
 * timed query; the preprocessing is timed here, on the harness's clock, when it runs. A variant
 * whose algorithm an earlier variant prepared on this context reports that first time and the
 * same bytes (seen[] holds the map's algorithms so far). Data read from the preprocessing cache
 * reports the time its preprocessing took when it ran. The preprocessing may take prep_seconds
 * (0: no limit). A failure (a refused model in a
 * resumed run, preprocessing out of memory or over a limit) is said; its rows then end in
 * 'error'. */
void pf_run_prepare_variant(const struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                            const char *map, double prep_seconds, struct pf_run_prep *seen, size_t *nseen,
                            struct pf_run_prep *out)
{
    struct pf_prep p;
    uint64_t ns;
    char note[4400];
    pf_ctx_set_prep_seconds(ctx, prep_seconds);
    int rc = pf_prep_timed(ctx, v, &p, &ns, note, sizeof note);
    memset(out, 0, sizeof *out);
    out->alg = v->alg;
    out->status = rc;
    if (rc != PF_OK && pf_run_stop)
        return;                                /* interrupted: the run is stopping, nothing to say */
    if (rc != PF_OK) {
        char why[400];
        if (*pf_ctx_note(ctx))                 /* the preprocessing named its limit */
            snprintf(why, sizeof why, "%s on %s: preparing it failed: %s%s", v->name, map, pf_ctx_note(ctx),
                     rc == PF_BUDGET ? " (the run's --budget and --prep-seconds set the limits; its rows are marked budget)" : "");
        else if (rc == PF_BUDGET)
            snprintf(why, sizeof why, "%s on %s: preprocessing stopped by the time budget of %g s "
                     "(--prep-seconds): its rows are marked budget", v->name, map, prep_seconds);
        else if (pf_variant_runs_on(v, pf_ctx_moves(ctx), why, sizeof why))
            snprintf(why, sizeof why, "%s on %s: preparing it failed: %s", v->name, map, pf_status_name(rc));
        if (!R->quiet)
            fprintf(stderr, "pfbench run: %s\n", why);
        return;
    }
    if (*note && !R->quiet && !p.cached)
        fprintf(stderr, "pfbench run: note: %s on %s: its preprocessed data %s\n", v->name, map, note);
    out->bytes = p.bytes;
    for (size_t i = 0; i < *nseen; i++)
        if (seen[i].alg == v->alg) {
            *out = seen[i];
            return;
        }
    if (!p.ran && !p.cached)
        return;                            /* no preprocessing: 0 and 0 */
    out->ns = ns;
    seen[(*nseen)++] = *out;
}

/* A row of a (map, variant) block before it is solved: everything but the answer. */
void pf_run_init_row(const struct run *R, const struct pf_plan_map *m, const struct pf_search_ctx *ctx,
                     const struct pf_variant *v, size_t j, const double *dcost, const struct pf_run_prep *prep,
                     struct pf_row *row)
{
    const struct pf_scen_entry *e = &m->scen.e[j];
    memset(row, 0, sizeof *row);
    snprintf(row->map, sizeof row->map, "%s", m->name);
    snprintf(row->family, sizeof row->family, "%s", m->family);
    row->width = m->width;
    row->height = m->height;
    row->depth = m->depth;
    snprintf(row->domain, sizeof row->domain, "%s", pf_plan_map_ops(m)->name);
    row->scen_id = m->sel[j];
    row->bucket = e->bucket;
    snprintf(row->variant, sizeof row->variant, "%s", v->name);
    snprintf(row->algo, sizeof row->algo, "%s", pf_variant_algo(v));
    snprintf(row->heuristic, sizeof row->heuristic, "%s", pf_variant_heuristic(v));
    snprintf(row->open, sizeof row->open, "%s", pf_variant_open(v));
    snprintf(row->moves, sizeof row->moves, "%s", pf_moves_name(pf_ctx_moves(ctx)));
    snprintf(row->host, sizeof row->host, "%s", R->meta.host);
    row->prep_ns = prep->ns;
    row->prep_bytes = prep->bytes;
    row->cost = row->subopt = NAN;
    row->dijkstra_cost = dcost[j];
    /* the file's optima hold under the model they were computed for (8 for 2D files): always in
     * file_optimum with that model, in scen_optimum only when it is the row's */
    enum pf_moves fm = pf_plan_optima_moves(m);
    row->file_optimum = e->optimum;
    if (!isnan(e->optimum))
        snprintf(row->file_moves, sizeof row->file_moves, "%s", pf_moves_name(fm));
    row->scen_optimum = pf_ctx_moves(ctx) == fm && !(e->optimum < 0) ? e->optimum : NAN;   /* -1: no path */
    row->should_be_optimal = pf_ctx_should_be_optimal(ctx, v);
}

void pf_run_child_row(const struct pf_run_child_out *co, int kind, size_t index, const struct pf_row *row, uint64_t ns)
{
    if (!co)
        return;
    struct pf_run_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.kind = kind;
    msg.index = (uint32_t)index;
    msg.ns = ns;
    if (row)
        msg.row = *row;
    pf_child_send(co->fd, &msg, sizeof msg);
}

/* One (map, variant) block. Pass 1 answers every planned query not done yet (or marks it
 * 'budget' once the variant's time on this map is up); in passes, the fast answered queries
 * are then solved again, once per pass; the rows are written together after the last pass.
 * Returns 0 (also when interrupted: the unfinished block is dropped) or -1 on a write error.
 * *median gets the median time_ns of the answered rows, 0 when some row is 'budget'.
 * In a plugin's child (co not NULL) the same timing runs, and each row goes to the parent
 * (after its first solve, then its final time) instead of runs.csv. */
int pf_run_block(struct run *R, struct pf_search_ctx *ctx, const struct pf_space *sp,
                 const struct pf_plan_map *m, const struct pf_variant *v, const double *dcost,
                 const struct pf_run_prep *prep, struct pf_run_bufs *B, uint64_t *median,
                 const struct pf_run_child_out *co)
{
    /* the map's own time from the suite, unless --variant-seconds said one for the run */
    double secs = m->variant_seconds > 0 && !R->seconds_given ? m->variant_seconds : R->variant_seconds;
    uint64_t spent = co ? co->spent0 : 0, limit = (uint64_t)(secs * 1e9);
    size_t n = 0, over = 0, pending = 0, from = co ? co->from : 0;
    for (size_t j = 0; j < m->n && !pf_run_stop; j++) {
        if (!m->mine[j])
            continue;
        struct pf_row *row = &B->rows[n];
        pf_run_init_row(R, m, ctx, v, j, dcost, prep, row);
        if (pf_run_is_done(R, row)) {
            R->rows_skipped++;
            continue;
        }
        if (pending++ < from)
            continue;
        const struct pf_scen_entry *e = &m->scen.e[j];
        struct pf_timed_query *q = &B->q[n];
        memset(q, 0, sizeof *q);
        pf_space_nodes(sp, e, &q->s, &q->t);
        q->seed = R->seed + row->scen_id;
        q->times = B->times + n * (size_t)R->repeat;
        n++;
        if (prep && prep->status != PF_OK) {
            /* not run: its preprocessing failed (said once); over its budget, the rows say so */
            snprintf(row->status, sizeof row->status, "%s", prep->status == PF_BUDGET ? "budget" : "error");
            over += prep->status == PF_BUDGET;
            if (co)
                pf_run_child_row(co, PF_RUN_MSG_ROW, from + n - 1, row, 0);
            continue;
        }
        if (spent > limit) {
            snprintf(row->status, sizeof row->status, "budget");   /* not run: the variant's time is up */
            over++;
            if (co)
                pf_run_child_row(co, PF_RUN_MSG_ROW, from + n - 1, row, 0);
            continue;
        }
        /* the budget counts every timed solve: done now (back to back) or to come (passes) */
        uint64_t t0 = pf_now_ns();
        uint64_t first = solve_row(R, ctx, v, q, row);
        spent += pf_now_ns() - t0 + (uint64_t)(q->solves - q->done) * first;
        if (!strcmp(row->status, "ok"))
            row->subopt = pf_row_subopt(row->cost, dcost[j]);
        else if (!strcmp(row->status, "budget"))
            over++;
        if (co)
            pf_run_child_row(co, PF_RUN_MSG_ROW, from + n - 1, row, first);
    }
    if (co && !pf_run_stop)
        pf_run_child_row(co, PF_RUN_MSG_PASSES, 0, NULL, 0);
    if (R->timing == PF_TIMING_PASSES)
        pf_time_passes(ctx, v, B->q, n, &pf_run_stop);
    if (pf_run_stop)
        return 0;
    size_t nt = 0;
    for (size_t i = 0; i < n; i++) {
        B->rows[i].time_ns = pf_timed_median(&B->q[i]);
        if (co)
            pf_run_child_row(co, PF_RUN_MSG_FINAL, from + i, NULL, B->rows[i].time_ns);
        if (!strcmp(B->rows[i].status, "ok"))
            B->ok_times[nt++] = B->rows[i].time_ns;
    }
    *median = over ? 0 : pf_median_u64(B->ok_times, nt);
    if (co) {
        pf_run_child_row(co, PF_RUN_MSG_DONE, 0, NULL, 0);
        return 0;
    }
    return pf_run_write_rows(R, B->rows, n);
}
