/* fuzz_graph.c: libFuzzer target for the plain node-graph and query readers: parse, check the
 * graph, write it out and read it back, search it; the input also as queries on a fixed graph. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FUZZ_NAME "fuzz_graph"
#include "fuzz_check.h"
#include "fuzz_graph_check.h"

#define FUZZ_MAX_BYTES (1u << 24)

static void check_round_trip(const struct pf_graph *g)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return;
    pf_graph_print(f, g);
    fclose(f);
    struct pf_graph h;
    struct pf_error err;
    if (pf_graph_parse("again.graph", buf, len, &h, FUZZ_MAX_BYTES, &err) != PF_OK)
        fail("the written graph does not parse again", err.msg);
    if (h.num_nodes != g->num_nodes || h.num_arcs != g->num_arcs || h.scale != g->scale ||
        memcmp(h.first, g->first, ((size_t)g->num_nodes + 1) * sizeof *g->first) != 0 ||
        memcmp(h.head, g->head, (size_t)g->num_arcs * sizeof *g->head) != 0 ||
        memcmp(h.w, g->w, (size_t)g->num_arcs * sizeof *g->w) != 0 || !h.pos != !g->pos ||
        (g->pos && memcmp(h.pos, g->pos, (size_t)g->num_nodes * 3 * sizeof *g->pos) != 0))
        fail("the written graph parses to a different graph", NULL);
    pf_graph_free(&h);
    free(buf);
}

/* The graph the query files are read against: 4 nodes, 2 decimals. */
static const char fixed_text[] = "graph 4 3\ndecimals 2\na 0 1 1.5\na 1 2 2\na 2 3 0.25\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct pf_graph g;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_graph_parse("fuzz.graph", (const char *)data, size, &g, FUZZ_MAX_BYTES, &err);
    if (rc == PF_OK) {
        check_csr(&g);
        check_round_trip(&g);
        check_search(&g);
        pf_graph_free(&g);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.graph", &err);
        if (g.first || g.pos || g.num_nodes)
            fail("a failed parse left a graph behind", NULL);
    }

    static struct pf_graph fixed;
    if (!fixed.first && pf_graph_parse("fixed.graph", fixed_text, sizeof fixed_text - 1, &fixed,
                                       1u << 20, &err) != PF_OK)
        fail("the fixed graph does not parse", err.msg);
    struct pf_graph_queries qs;
    rc = pf_graph_queries_parse("fuzz.queries", (const char *)data, size, &fixed, &qs, &err);
    if (rc == PF_OK) {
        for (size_t i = 0; i < qs.n; i++)
            if (qs.q[i].s >= fixed.num_nodes || qs.q[i].t >= fixed.num_nodes ||
                qs.q[i].line == 0 || (i && qs.q[i].line <= qs.q[i - 1].line))
                fail("a query outside the graph or out of line order", NULL);
        pf_graph_queries_free(&qs);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status from the query reader", pf_status_name(rc));
        check_message("fuzz.queries", &err);
        if (qs.q || qs.n)
            fail("a failed parse left queries behind", NULL);
    }
    return 0;
}
