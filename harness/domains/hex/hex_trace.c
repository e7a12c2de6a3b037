/* hex_trace.c: a hex search's trace (its expansion order and its path, in the 2D trace's
 * layout) and the hex pictures drawn from traces by scripts/plot/hex.gp. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hex_io.h"
#include "scriptrun.h"

int pf_hex_trace_write(const struct pf_hex_map *m, const struct pf_variant *v, const char *map_name, pf_node start,
                       pf_node goal, const char *path)
{
    const struct pf_grid *g = &m->grid;
    struct pf_search_ctx *ctx = pf_ctx_create_hex(m);
    if (!ctx || pf_ctx_set_trace(ctx, 1) != PF_OK) {
        fprintf(stderr, "pfbench: out of memory tracing %s\n", v->name);
        pf_ctx_destroy(ctx);
        return -1;
    }
    pf_ctx_set_budget(ctx, 10000000);   /* a picture needs no more */
    struct pf_result r;
    pf_search(ctx, v, start, goal, &r);
    struct pf_out o;
    struct pf_error err;
    int rc = -1;
    if (pf_out_open(&o, path, &err) != PF_OK)
        goto done;
    fprintf(o.f, "# pfbench hex trace map=%s width=%d height=%d variant=%s cost=%.6f expanded=%llu\n", map_name,
            g->width, g->height, v->name, r.status == PF_OK ? r.cost : -1.0, (unsigned long long)r.c.expanded);
    for (int32_t y = 0; y < g->height; y++) {
        for (int32_t x = 0; x < g->width; x++) {
            pf_node n = pf_hex_node(m, x, y);
            long long k = pf_hex_free(m, n) ? pf_ctx_trace_order(ctx, n) : -2;
            fprintf(o.f, x ? " %lld" : "%lld", k);
        }
        fputc('\n', o.f);
    }
    if (pf_out_commit(&o, &err) != PF_OK)
        goto done;
    char pp[4200];
    snprintf(pp, sizeof pp, "%s.path", path);
    if (pf_out_open(&o, pp, &err) != PF_OK)
        goto done;
    for (uint32_t i = 0; r.status == PF_OK && i < r.path_len; i++) {
        int32_t x, y;
        pf_hex_xy(m, r.path[i], &x, &y);
        fprintf(o.f, "%d %d\n", x, y);
    }
    if (pf_out_commit(&o, &err) != PF_OK)
        goto done;
    rc = 0;
done:
    if (rc)
        fprintf(stderr, "pfbench: %s\n", err.msg);
    pf_ctx_destroy(ctx);
    return rc;
}

/* gnuplot reads the names inside '...': a quote in one is refused, not interpreted. */
static int quotable(const char *s)
{
    return !strchr(s, '\'') && !strchr(s, '"') && !strchr(s, '\n');
}

int pf_hex_draw(const char *const *traces, size_t n, const char *out)
{
    char script[4096], why[2600];
    if (pf_script_find("plot/hex.gp", script, sizeof script, why, sizeof why) != 0) {
        fprintf(stderr, "pfbench draw: %s\n", why);
        return -1;
    }
    if (!quotable(out)) {
        fprintf(stderr, "pfbench draw: cannot draw %s: a quote in its name\n", out);
        return -1;
    }
    size_t cap = 64 + strlen(out);
    for (size_t i = 0; i < n; i++)
        cap += strlen(traces[i]) + 1;
    char *arg = malloc(cap);
    if (!arg) {
        fprintf(stderr, "pfbench draw: out of memory drawing %s\n", out);
        return -1;
    }
    /* the traces as one gnuplot string, separated by '|' (their names may hold spaces) */
    size_t len = (size_t)snprintf(arg, cap, "out='%s'; traces='", out);
    for (size_t i = 0; i < n; i++) {
        if (!quotable(traces[i]) || strchr(traces[i], '|')) {
            fprintf(stderr, "pfbench draw: cannot draw %s: a quote or '|' in its name\n", traces[i]);
            free(arg);
            return -1;
        }
        len += (size_t)snprintf(arg + len, cap - len, "%s%s", i ? "|" : "", traces[i]);
    }
    snprintf(arg + len, cap - len, "'");
    char *argv[] = { "gnuplot", "-e", arg, script, NULL };
    int status = pf_run_program(argv);
    free(arg);
    if (status > 0)
        fprintf(stderr, "pfbench draw: gnuplot exited with status %d drawing %s\n", status, out);
    return status == 0 ? 0 : -1;
}
