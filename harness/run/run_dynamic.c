/* run_dynamic.c: one dynamic scenario of `pfbench run` (a map that changes between queries):
 * the reference's answers on the map as it stands at each query, then each variant replaying
 * the whole scenario in order, once a pass, each pass on a fresh context from the start map.
 * Each change event is pasted into the map (the world changing, not timed), then followed by
 * the variant (pf_ctx_map_change, timed), and a query's time includes the event before it, as
 * GPPC counts it. A repair variant is also rebuilt at each event of every pass, after the timed
 * query, to time the rebuild as its repair is timed (medians over the same passes), and on the
 * first pass to compare its data with the repaired one. A plugin's replays run in forked
 * children (run_dynamic_plugin.c), which this file's block serves from a given query on. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "child.h"
#include "commands.h"
#include "run.h"
#include "run_block.h"

/* A fresh context on the map as it stands at query `from` (the start map when 0: a plugin's child
 * that goes on after a crash starts on the map as it stands there, re-initialised), set as the
 * run's; NULL after a message. */
static struct pf_search_ctx *fresh_ctx(const struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                                       size_t from)
{
    char err[700];
    int rc = pf_space_rewind(sp, err, sizeof err);
    for (size_t j = 0; j < from && rc == 0; j++) {
        struct pf_map_event ev;
        uint64_t ns;
        rc = pf_space_step(sp, NULL, &m->scen.e[j], &ev, &ns, err, sizeof err);
    }
    if (rc != 0) {
        fprintf(stderr, "pfbench run: %s: %s\n", m->name, err);
        return NULL;
    }
    struct pf_search_ctx *ctx = pf_space_ctx(sp, R->moves);
    if (!ctx) {
        fprintf(stderr, "pfbench run: out of memory for map %s\n", m->name);
        return NULL;
    }
    pf_ctx_set_tie(ctx, R->tie);
    pf_ctx_set_map_name(ctx, m->name);
    return ctx;
}

int pf_run_dynamic_reference(const struct run *R, const struct pf_space *sp, const struct pf_plan_map *m, double *dcost)
{
    struct pf_search_ctx *ctx = fresh_ctx(R, sp, m, 0);
    const struct pf_variant *dij = pf_variant_reference_in(m->domain);
    int rc = ctx && pf_ctx_prepare(ctx, dij, NULL) == PF_OK ? 0 : -1;
    for (size_t j = 0; j < m->n && rc == 0 && !pf_run_stop; j++) {
        struct pf_map_event ev;
        uint64_t ns;
        char err[700];
        struct pf_result r;
        pf_node s, t;
        dcost[j] = NAN;
        if ((rc = pf_space_step(sp, ctx, &m->scen.e[j], &ev, &ns, err, sizeof err)) != 0) {
            fprintf(stderr, "pfbench run: %s: %s\n", m->name, err);
            break;
        }
        pf_space_nodes(sp, &m->scen.e[j], &s, &t);
        if (pf_search(ctx, dij, s, t, &r) == PF_OK)
            dcost[j] = r.cost;
    }
    pf_ctx_destroy(ctx);
    return rc;
}

/* The answer of the first pass's solve of query j into row, validated on the map as it stands. */
static void answer(const struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v,
                   const struct pf_timed_query *q, const struct pf_result *r, const double *dcost, size_t j,
                   struct pf_row *row)
{
    row->c = r->c;
    row->touched = r->touched;
    row->state_bytes = r->state_bytes;
    snprintf(row->status, sizeof row->status, "%s", r->status >= 0 ? pf_status_name(r->status) : "error");
    if (r->status != PF_OK)
        return;
    double cost;
    char why[200];
    row->valid = pf_ctx_validate(ctx, r->path, r->path_len, q->s, q->t, &cost, why, sizeof why) &&
                 fabs(cost - r->cost) <= 1e-9 * (1 + cost);
    row->cost = r->cost;
    row->path_len = r->path_len;
    row->subopt = pf_row_subopt(r->cost, dcost[j]);
    if (!row->valid && !R->quiet)
        fprintf(stderr, "pfbench run: %s on %s line %u (epoch %u): invalid path: %s\n", v->name, row->map,
                row->scen_line, row->epoch, *pf_ctx_note(ctx) ? pf_ctx_note(ctx) : why);
}

/* At a change event, a repair variant: a rebuild from scratch on the map as it stands, timed
 * (the build alone, *ns; 0 when it keeps nothing to compare), in every pass as its repair is,
 * so that both are medians over the same passes; on the first pass (row not NULL) whether the
 * repaired data equals it (a difference fails validate). */
static void check_repair(const struct run *R, struct pf_search_ctx *ctx, const struct pf_variant *v, struct pf_row *row,
                         uint64_t *ns)
{
    char why[300] = "";
    struct pf_prep_fresh fresh;
    uint64_t t0 = pf_now_ns();
    int eq = pf_ctx_prep_rebuild(ctx, v, &fresh);
    uint64_t t1 = pf_now_ns();
    *ns = eq == PF_OK ? t1 - t0 : 0;
    if (eq == PF_OK && !row) {
        if (v->alg->release)
            v->alg->release(fresh.data);
        return;
    }
    if (!row)
        return;
    if (eq == PF_OK)
        eq = pf_ctx_prep_compare(ctx, v, &fresh, why, sizeof why);
    row->prep_equal = eq == 1 ? 1 : eq == 0 ? 0 : -1;
    if (eq == 0 && !R->quiet)
        fprintf(stderr, "pfbench run: %s on %s line %u (epoch %u): its repaired data differs from a rebuild: %s\n",
                v->name, row->map, row->scen_line, row->epoch, why);
}

/* One pass of variant v over the scenario on a fresh context from query `from` on: pass 0 answers
 * and fills rows (marking 'budget' past the variant's time), later passes only time queries
 * from .. n_run - 1. times[j * repeat + pass]: the query's time with its event's; chg[...]: the
 * event's alone, and chg[n * repeat + ...] a repair variant's rebuild at that event. In a plugin's child (co), pass 0 also sends its preprocessing and each row.
 * Returns the query it stopped before, or -1 after a message. */
static long one_pass(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m, const struct pf_variant *v,
                     int pass, size_t from, size_t n_run, const double *dcost, struct pf_run_prep *prep,
                     struct pf_run_bufs *B, uint64_t *chg, const struct pf_run_child_out *co)
{
    struct pf_search_ctx *ctx = fresh_ctx(R, sp, m, from);
    if (!ctx)
        return -1;
    pf_ctx_set_budget(ctx, m->budget && !R->budget_given ? m->budget : R->budget);
    struct pf_run_prep seen[1], again;
    size_t nseen = 0;
    /* preprocessing of the start map, timed on the first pass (the cache may hold it) */
    pf_run_prepare_variant(R, ctx, v, m->name, R->prep_seconds, seen, &nseen, pass ? &again : prep);
    int prep_rc = pass ? again.status : prep->status;
    if (pass == 0)
        pf_run_child_row(co, PF_RUN_MSG_PREP, 0, NULL, prep->ns);
    double secs = m->variant_seconds > 0 && !R->seconds_given ? m->variant_seconds : R->variant_seconds;
    uint64_t spent = co ? co->spent0 : 0, limit = (uint64_t)(secs * 1e9);
    enum pf_follow follow = pf_variant_follow(v);
    size_t j = from;
    for (; j < n_run && !pf_run_stop; j++) {
        const struct pf_scen_entry *e = &m->scen.e[j];
        struct pf_row *row = &B->rows[j];
        if (pass == 0)
            pf_run_init_row(R, m, ctx, v, j, dcost, prep, row);
        if (prep_rc != PF_OK || (pass == 0 && spent > limit)) {
            /* not run: its preprocessing failed (said once), or its time is up; the map still
             * replayed (without the context) for the rows' epochs */
            for (size_t k = j; pass == 0 && k < n_run; k++) {
                struct pf_row *rk = &B->rows[k];
                struct pf_map_event ev;
                uint64_t ns;
                char err[700];
                if (k > j)
                    pf_run_init_row(R, m, ctx, v, k, dcost, prep, rk);
                snprintf(rk->status, sizeof rk->status, "%s", prep_rc != PF_OK && prep_rc != PF_BUDGET ? "error" : "budget");
                snprintf(rk->follow, sizeof rk->follow, "%s", pf_follow_name(follow));
                rk->prep_equal = -1;
                rk->scen_line = m->scen.e[k].line;
                if (pf_space_step(sp, NULL, &m->scen.e[k], &ev, &ns, err, sizeof err) == 0) {
                    rk->epoch = ev.epoch;
                    rk->patches = ev.patches;
                }
                pf_run_child_row(co, PF_RUN_MSG_ROW, k, rk, 0);
            }
            break;
        }
        struct pf_map_event ev;
        uint64_t change_ns, t0 = pf_now_ns();
        char err[700];
        if (pf_space_step(sp, ctx, e, &ev, &change_ns, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench run: %s on %s: %s\n", v->name, m->name, err);
            pf_ctx_destroy(ctx);
            return -1;
        }
        struct pf_timed_query *q = &B->q[j];
        if (pass == 0) {
            memset(q, 0, sizeof *q);
            pf_space_nodes(sp, e, &q->s, &q->t);
            q->seed = R->seed + m->sel[j];
            q->times = B->times + j * (size_t)R->repeat;
            q->solves = R->repeat;
            snprintf(row->follow, sizeof row->follow, "%s", pf_follow_name(follow));
            row->epoch = ev.epoch;
            row->patches = ev.patches;
            row->scen_line = e->line;
            row->prep_equal = -1;
        }
        struct pf_result r;
        pf_time_solve(ctx, v, q, &r);
        q->times[q->done - 1] += change_ns;        /* the query pays for the event before it */
        chg[j * (size_t)R->repeat + (size_t)pass] = change_ns;
        /* after the query, whose time it must not disturb (the next repair bears its traces) */
        uint64_t *rebuild_ns = chg + (m->n + j) * (size_t)R->repeat + (size_t)pass;
        *rebuild_ns = 0;
        if (ev.patches && follow == PF_FOLLOW_REPAIR)
            check_repair(R, ctx, v, pass == 0 ? row : NULL, rebuild_ns);
        if (pass == 0) {
            answer(R, ctx, v, q, &r, dcost, j, row);
            row->time_ns = q->times[0];
            row->change_ns = change_ns;
            pf_run_child_row(co, PF_RUN_MSG_ROW, j, row, q->times[0]);
        }
        spent += pf_now_ns() - t0;
    }
    pf_ctx_destroy(ctx);
    return (long)j;
}

int pf_run_dynamic_block(struct run *R, const struct pf_space *sp, const struct pf_plan_map *m,
                         const struct pf_variant *v, const double *dcost, struct pf_run_bufs *B, uint64_t *chg,
                         const struct pf_run_child_out *co)
{
    struct pf_run_prep prep;
    size_t from = co ? co->from : 0;
    long ran = one_pass(R, sp, m, v, 0, from, m->n, dcost, &prep, B, chg, co);
    if (ran < 0)
        return -1;
    /* later passes replay the whole scenario again, up to the first query not run */
    size_t n_run = from;
    while (n_run < (size_t)ran && (!strcmp(B->rows[n_run].status, "ok") || !strcmp(B->rows[n_run].status, "nopath")))
        n_run++;
    pf_run_child_row(co, PF_RUN_MSG_PASSES, 0, NULL, 0);
    for (int pass = 1; pass < R->repeat && n_run > from && !pf_run_stop; pass++)
        if (one_pass(R, sp, m, v, pass, from, n_run, dcost, &prep, B, chg, co) < 0)
            return -1;
    if (pf_run_stop)
        return 0;
    size_t nw = 0;
    for (size_t j = from; j < (size_t)ran; j++) {
        struct pf_row *row = &B->rows[j];
        row->time_ns = pf_timed_median(&B->q[j]);
        row->change_ns = pf_median_u64(chg + j * (size_t)R->repeat, (size_t)B->q[j].done);
        row->rebuild_ns = pf_median_u64(chg + (m->n + j) * (size_t)R->repeat, (size_t)B->q[j].done);
        pf_run_child_row(co, PF_RUN_MSG_FINAL, j, row, row->time_ns);
    }
    if (co) {
        pf_run_child_row(co, PF_RUN_MSG_DONE, 0, NULL, 0);
        return 0;
    }
    for (size_t j = 0; j < m->n; j++) {
        if (pf_run_is_done(R, &B->rows[j])) {
            R->rows_skipped++;
            continue;
        }
        B->rows[nw++] = B->rows[j];
    }
    return pf_run_write_rows(R, B->rows, nw);
}
