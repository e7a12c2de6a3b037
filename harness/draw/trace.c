/* trace.c: record one search's expansion order, the cells its jumps scanned, its jump points
 * and its path for the search pictures. */
#include <stdio.h>
#include <string.h>
#include "pf_io.h"
#include "trace.h"

size_t pf_trace_pictured(const struct pf_variant *const *v, size_t n, unsigned char *keep)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        const char *oi = pf_variant_open(v[i]);
        keep[i] = 1;
        for (size_t j = 0; j < i && keep[i]; j++) {
            const char *oj = pf_variant_open(v[j]);
            if (keep[j] && pf_variant_domain(v[i]) == pf_variant_domain(v[j]) && strcmp(oi, "-") &&
                strcmp(oj, "-") && strcmp(oi, oj) &&
                !strcmp(pf_variant_algo(v[i]), pf_variant_algo(v[j])) &&
                !strcmp(pf_variant_heuristic(v[i]), pf_variant_heuristic(v[j])))
                keep[i] = 0;
        }
        kept += keep[i];
    }
    return kept;
}

void pf_trace_file_name(const char *dir, int k, const struct pf_variant *v, const char *ext, char *out,
                        size_t cap)
{
    char safe[64];
    snprintf(safe, sizeof safe, "%s", v->name);
    for (char *c = safe; *c; c++)
        if (*c == '/')
            *c = '_';
    snprintf(out, cap, "%s/%02d-%s%s", dir, k, safe, ext);
}

int pf_trace_write(const struct pf_grid *g, enum pf_moves m, const struct pf_variant *v,
                   const char *map_name, pf_node start, pf_node goal, const char *path)
{
    struct pf_search_ctx *ctx = pf_ctx_create(g, m);
    int rc = pf_trace_write_ctx(ctx, g, v, map_name, start, goal, path);
    pf_ctx_destroy(ctx);
    return rc;
}

int pf_trace_run(struct pf_search_ctx *ctx, const struct pf_variant *v, const char *map_name, pf_node start,
                 pf_node goal, struct pf_result *r)
{
    if (!ctx || pf_ctx_set_trace(ctx, 1) != PF_OK) {
        fprintf(stderr, "pfbench: out of memory tracing %s\n", v->name);
        return -1;
    }
    pf_ctx_set_trace_steps(ctx, pf_trace_steps());
    pf_ctx_set_map_name(ctx, map_name);
    pf_ctx_set_budget(ctx, pf_trace_budget(v));
    pf_search(ctx, v, start, goal, r);
    return 0;
}

static uint32_t trace_steps = PF_TRACE_STEPS_DEFAULT;

void pf_trace_set_steps(uint32_t max) { trace_steps = max; }

uint32_t pf_trace_steps(void) { return trace_steps; }

uint64_t pf_trace_budget(const struct pf_variant *v)
{
    /* a picture needs no more than 10 M expansions; a search without a closed list (IDA*)
     * would run for hours, and its picture says as much after 200,000 */
    return (v->alg->needs & PF_NEEDS_BUDGET) ? 200000 : 10000000;
}

int pf_trace_write_ctx(struct pf_search_ctx *ctx, const struct pf_grid *g, const struct pf_variant *v,
                       const char *map_name, pf_node start, pf_node goal, const char *path)
{
    struct pf_result r;
    if (pf_trace_run(ctx, v, map_name, start, goal, &r) != 0)
        return -1;
    struct pf_out o;
    struct pf_error err;
    if (pf_out_open(&o, path, &err) != PF_OK) {
        fprintf(stderr, "pfbench: %s\n", err.msg);
        return -1;
    }
    /* what a jump-based search did besides expanding: cells its jumps scanned, jump points */
    uint64_t scanned = 0, jumps = 0;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            unsigned mk = pf_ctx_trace_marks(ctx, pf_grid_node(g, x, y));
            scanned += (mk & PF_TRACE_SCANNED) != 0;
            jumps += (mk & PF_TRACE_JUMP) != 0;
        }
    fprintf(o.f, "# pfbench trace map=%s width=%d height=%d variant=%s cost=%.6f expanded=%llu",
            map_name, g->width, g->height, v->name, r.status == PF_OK ? r.cost : -1.0,
            (unsigned long long)r.c.expanded);
    if (scanned || jumps)
        fprintf(o.f, " scanned=%llu jump_points=%llu", (unsigned long long)scanned,
                (unsigned long long)jumps);
    if (r.status == PF_BUDGET)
        fputs(" stopped=budget", o.f);       /* no path found before the expansion budget ran out */
    fputc('\n', o.f);
    for (int32_t y = 0; y < g->height; y++) {
        for (int32_t x = 0; x < g->width; x++) {
            pf_node n = pf_grid_node(g, x, y);
            long long k = g->cls[n] == PF_CLS_BLOCKED ? -2 : (long long)pf_ctx_trace_order(ctx, n);
            if (k == -1 && (pf_ctx_trace_marks(ctx, n) & PF_TRACE_SCANNED))
                k = -3;                           /* scanned by a jump, never expanded */
            fprintf(o.f, x ? " %lld" : "%lld", k);
        }
        fputc('\n', o.f);
    }
    int rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    char pp[4200];
    snprintf(pp, sizeof pp, "%s.jumps", path);
    if (rc == 0 && jumps) {
        /* the jump points, row by row: FILE.jumps, one "x y" per line */
        rc = pf_out_open(&o, pp, &err) == PF_OK ? 0 : -1;
        for (int32_t y = 0; rc == 0 && y < g->height; y++)
            for (int32_t x = 0; x < g->width; x++)
                if (pf_ctx_trace_marks(ctx, pf_grid_node(g, x, y)) & PF_TRACE_JUMP)
                    fprintf(o.f, "%d %d\n", x, y);
        if (rc == 0)
            rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    } else if (rc == 0) {
        remove(pp);                               /* none: no stale file of an earlier trace */
    }
    snprintf(pp, sizeof pp, "%s.corners", path);
    remove(pp);                                   /* the plane's expanded corners: not of a 2D trace */
    snprintf(pp, sizeof pp, "%s.patches", path);
    remove(pp);                                   /* a dynamic scenario's trace writes its own after */
    snprintf(pp, sizeof pp, "%s.path", path);
    if (rc == 0 && pf_out_open(&o, pp, &err) == PF_OK) {
        for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++) {
            int32_t x, y;
            pf_grid_xy(g, r.path[i], &x, &y);
            fprintf(o.f, "%d %d\n", x, y);
        }
        rc = pf_out_commit(&o, &err) == PF_OK ? 0 : -1;
    }
    if (rc)
        fprintf(stderr, "pfbench: %s\n", err.msg);
    return rc;
}
