/* solve_replay.c: `pfbench solve` on a dynamic scenario: its queries in file order on the map as
 * it stands, each change event pasted and followed before the query it precedes. */
#include <math.h>
#include <stdio.h>
#include "commands.h"
#include "plan.h"
#include "solve.h"

int pf_solve_replay(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_space *sp,
                    const struct pf_plan_map *pm, size_t n, int quiet)
{
    int must = pf_ctx_should_be_optimal(ctx, v);
    /* the file's distances hold under its rule (a weighted scenario's: mean); under another
     * (--moves enter) only whether there is a path is compared */
    int file_rule = pf_ctx_moves(ctx) == pf_plan_optima_moves(pm);
    size_t invalid = 0, mismatched = 0, nopath = 0, events = 0;
    uint64_t change_total = 0, query_total = 0;
    if (!quiet)
        printf("%-6s %6s %7s %12s %12s %10s %5s %5s %10s %10s\n", "id", "epoch", "patches", "cost", "file",
               "expanded", "valid", "match", "change_us", "time_us");
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &pm->scen.e[i];
        struct pf_map_event ev;
        uint64_t change_ns;
        char err[700], why[200] = "";
        if (pf_space_step(sp, ctx, e, &ev, &change_ns, err, sizeof err) != 0) {
            fprintf(stderr, "pfbench solve: %s: %s\n", pm->scen_path, err);
            return PF_EXIT_USAGE;
        }
        events += ev.patches > 0;
        pf_node s, t;
        pf_space_nodes(sp, e, &s, &t);
        struct pf_result r;
        uint64_t t0 = pf_now_ns();
        int st = pf_search(ctx, v, s, t, &r);
        uint64_t ns = pf_now_ns() - t0;
        change_total += change_ns;
        query_total += ns;
        int valid = 1, match;
        if (st == PF_OK) {
            double cost = NAN;
            valid = pf_ctx_validate(ctx, r.path, r.path_len, s, t, &cost, why, sizeof why) &&
                    fabs(cost - r.cost) <= 1e-9 * (1 + cost);
            invalid += !valid;
            match = e->optimum >= 0 && (!file_rule || fabs(r.cost - e->optimum) <= pf_scen_tolerance(e));
        } else {
            nopath += st == PF_NO_PATH;
            match = st == PF_NO_PATH && e->optimum < 0;
        }
        mismatched += !match && (st == PF_OK || st == PF_NO_PATH);
        if (quiet)
            continue;
        if (st == PF_OK)
            printf("%-6zu %6u %7u %12.6f %12.6f %10llu %5s %5s %10.1f %10.1f\n", i, ev.epoch, ev.patches, r.cost,
                   e->optimum, (unsigned long long)r.c.expanded, valid ? "yes" : "NO", match ? "yes" : "no",
                   change_ns / 1e3, ns / 1e3);
        else
            printf("%-6zu %6u %7u %12s %12.6f %10llu %5s %5s %10.1f %10.1f\n", i, ev.epoch, ev.patches,
                   pf_status_name(st), e->optimum, (unsigned long long)r.c.expanded, "-", match ? "yes" : "no",
                   change_ns / 1e3, ns / 1e3);
        if (*why && !valid)
            printf("       invalid path: %s\n", why);
    }
    printf("# %s on %s (%zu queries, %zu change events, follows by %s): %.3f ms following changes + %.3f ms "
           "searching = %.3f ms, %zu invalid, %zu not matching the file%s%s, %zu no path\n",
           v->name, pf_basename(pm->scen_path), n, events, pf_follow_name(pf_variant_follow(v)), change_total / 1e6,
           query_total / 1e6, (change_total + query_total) / 1e6, invalid, mismatched,
           must ? "" : " (not required of this variant)",
           file_rule ? "" : " (its distances are of another rule: paths compared, not costs)", nopath);
    return invalid || (mismatched && must) ? PF_EXIT_FAIL : 0;
}
