/* graph_queries.c: pfbench's plain query files for node graphs ("queries K", "q S T [COST]"),
 * parsed and written (graph_load.c reads a file by its name). */
#include <stdlib.h>
#include <string.h>
#include "pf_graph_io.h"
#include "text_fields.h"

void pf_graph_queries_free(struct pf_graph_queries *qs)
{
    free(qs->q);
    qs->q = NULL;
    qs->n = 0;
}

static int node(const char *name, uint32_t line, const char *f, size_t fl,
                const struct pf_graph *g, const char *what, pf_node *out, struct pf_error *err)
{
    uint64_t v;
    if (pf_field_uint(f, fl, UINT32_MAX, &v) != PF_FIELD_OK || v >= g->num_nodes) {
        char q[200];
        pf_quote(q, sizeof q, f, fl);
        pf_error_set(err, "%s:%u: expected %s (a node id from 0 to %u), found '%s'", name, line,
                     what, g->num_nodes - 1, q);
        return PF_ERR_PARSE;
    }
    *out = (pf_node)v;
    return PF_OK;
}

int pf_graph_queries_parse(const char *name, const char *buf, size_t len,
                           const struct pf_graph *g, struct pf_graph_queries *out,
                           struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    const char *f[PF_FIELDS_MAX];
    size_t fl[PF_FIELDS_MAX];
    char q[200];
    uint64_t k = 0;
    int have_k = 0, rc = PF_OK;
    memset(out, 0, sizeof *out);
    while (pf_line_next(&p, end, &l)) {
        int nf = pf_line_split(&l, f, fl, PF_FIELDS_MAX);
        if (nf == 0 || f[0][0] == '#')
            continue;
        if (!have_k) {
            if (nf != 2 || !pf_field_is(f[0], fl[0], "queries") ||
                pf_field_uint(f[1], fl[1], UINT32_MAX - 1, &k) != PF_FIELD_OK) {
                pf_field_quote_line(q, sizeof q, &l);
                pf_error_set(err, "%s:%u: expected 'queries K', found '%s'", name, l.no, q);
                rc = PF_ERR_PARSE;
                goto fail;
            }
            if (k > 65536 && k * 6 > (uint64_t)(end - p) + 1) {       /* "q 0 1\n" */
                pf_error_set(err, "%s:%u: expected %llu query lines, found a file of %llu bytes "
                             "after the 'queries' line", name, l.no, (unsigned long long)k,
                             (unsigned long long)(end - p));
                rc = PF_ERR_PARSE;
                goto fail;
            }
            out->q = malloc((size_t)(k ? k : 1) * sizeof *out->q);
            if (!out->q) {
                pf_error_set(err, "%s:%u: out of memory for %llu queries", name, l.no,
                             (unsigned long long)k);
                rc = PF_ERR_NOMEM;
                goto fail;
            }
            have_k = 1;
            continue;
        }
        if (!pf_field_is(f[0], fl[0], "q") || (nf != 3 && nf != 4)) {
            pf_field_quote_line(q, sizeof q, &l);
            pf_error_set(err, "%s:%u: expected 'q S T' or 'q S T COST', found '%s'", name, l.no, q);
            rc = PF_ERR_PARSE;
            goto fail;
        }
        if (out->n == k) {
            pf_error_set(err, "%s:%u: expected %llu queries (the 'queries' line), found more",
                         name, l.no, (unsigned long long)k);
            rc = PF_ERR_PARSE;
            goto fail;
        }
        struct pf_graph_query *e = &out->q[out->n];
        memset(e, 0, sizeof *e);
        e->line = l.no;
        rc = node(name, l.no, f[1], fl[1], g, "the start S", &e->s, err);
        if (rc == PF_OK)
            rc = node(name, l.no, f[2], fl[2], g, "the goal T", &e->t, err);
        if (rc != PF_OK)
            goto fail;
        if (nf == 4) {
            int cr = pf_field_fixed(f[3], fl[3], g->decimals, PF_GRAPH_MAX_TOTAL, &e->cost);
            if (cr != PF_FIELD_OK) {
                pf_quote(q, sizeof q, f[3], fl[3]);
                pf_error_set(err, "%s:%u: expected a cost >= 0 with at most %d decimals (the "
                             "graph's), found '%s'", name, l.no, g->decimals, q);
                rc = cr == PF_FIELD_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
                goto fail;
            }
            e->has_cost = 1;
        }
        out->n++;
    }
    if (!have_k) {
        pf_error_set(err, "%s:%u: expected 'queries K', found end of file", name, l.no + 1);
        rc = PF_ERR_PARSE;
        goto fail;
    }
    if (out->n != k) {
        pf_error_set(err, "%s:%u: expected %llu queries (the 'queries' line), found %zu", name,
                     l.no + 1, (unsigned long long)k, out->n);
        rc = PF_ERR_PARSE;
        goto fail;
    }
    return PF_OK;
fail:
    pf_graph_queries_free(out);
    return rc;
}

int pf_graph_queries_write(const char *path, const struct pf_graph *g,
                           const struct pf_graph_queries *qs, struct pf_error *err)
{
    struct pf_out o;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    fprintf(o.f, "queries %zu\n", qs->n);
    for (size_t i = 0; i < qs->n; i++) {
        const struct pf_graph_query *e = &qs->q[i];
        if (e->has_cost) {
            char c[40];
            pf_graph_cost_str(g, e->cost, c, sizeof c);
            fprintf(o.f, "q %u %u %s\n", e->s, e->t, c);
        } else {
            fprintf(o.f, "q %u %u\n", e->s, e->t);
        }
    }
    return pf_out_commit(&o, err);
}
