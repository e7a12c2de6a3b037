/* fuzz_dimacs.c: libFuzzer target for the DIMACS readers: the input as a .gr graph (checked
 * and searched), as a .co file for a fixed graph, and as .p2p queries on it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FUZZ_NAME "fuzz_dimacs"
#include "fuzz_check.h"
#include "fuzz_graph_check.h"

#define FUZZ_MAX_BYTES (1u << 24)

static const char fixed_gr[] = "p sp 3 3\na 1 2 4\na 2 3 4\na 1 3 9\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    struct pf_graph g;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_dimacs_parse_gr("fuzz.gr", text, size, &g, FUZZ_MAX_BYTES, &err);
    if (rc == PF_OK) {
        if (g.scale != 1 || g.pos)
            fail("a .gr graph with a scale or positions", NULL);
        check_csr(&g);
        check_search(&g);
        pf_graph_free(&g);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.gr", &err);
        if (g.first || g.num_nodes)
            fail("a failed parse left a graph behind", NULL);
    }

    /* a fresh copy of the fixed graph for the .co reader, which adds positions to it */
    if (pf_dimacs_parse_gr("fixed.gr", fixed_gr, sizeof fixed_gr - 1, &g, 1u << 20, &err) != PF_OK)
        fail("the fixed graph does not parse", err.msg);
    rc = pf_dimacs_parse_co("fuzz.co", text, size, &g, &err);
    if (rc == PF_OK) {
        if (!g.pos)
            fail("a .co file read without positions", NULL);
        for (uint32_t i = 0; i < 3 * g.num_nodes; i++)
            if (!(g.pos[i] >= -1e9 && g.pos[i] <= 1e9))
                fail("a position out of range", NULL);
        check_csr(&g);
        check_search(&g);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status from the .co reader", pf_status_name(rc));
        check_message("fuzz.co", &err);
        if (g.pos)
            fail("a failed .co parse left positions behind", NULL);
    }
    struct pf_graph_queries qs;
    rc = pf_dimacs_parse_p2p("fuzz.p2p", text, size, &g, &qs, &err);
    if (rc == PF_OK) {
        for (size_t i = 0; i < qs.n; i++)
            if (qs.q[i].s >= g.num_nodes || qs.q[i].t >= g.num_nodes || qs.q[i].has_cost)
                fail("a .p2p query outside the graph", NULL);
        pf_graph_queries_free(&qs);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE)
            fail("unexpected status from the .p2p reader", pf_status_name(rc));
        check_message("fuzz.p2p", &err);
        if (qs.q || qs.n)
            fail("a failed parse left queries behind", NULL);
    }
    pf_graph_free(&g);
    return 0;
}
