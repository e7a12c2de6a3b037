/* graph_load.c: the choice of a node-graph reader by file name, for graphs (".gr": DIMACS
 * with its .co, else the plain format) and their queries (".p2p": DIMACS, else the plain
 * format). Above the readers (graph_io.c, graph_dimacs.c, graph_queries.c), which never call it. */
#include <stdlib.h>
#include <string.h>
#include "pf_graph_io.h"
#include "pf_io.h"

int pf_graph_load(const char *path, struct pf_graph *g, uint64_t max_bytes, struct pf_error *err)
{
    if (pf_has_suffix(path, ".gr"))
        return pf_dimacs_read(path, g, max_bytes, NULL, err);
    return pf_graph_read(path, g, max_bytes, err);
}

int pf_graph_queries_read(const char *path, const struct pf_graph *g,
                          struct pf_graph_queries *out, struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(out, 0, sizeof *out);
    /* a query line is at least 6 bytes and a query takes 24: the graph's limit is plenty */
    int rc = pf_file_slurp(path, &buf, &len, (size_t)1 << 31, err);
    if (rc != PF_OK)
        return rc;
    if (pf_has_suffix(path, ".p2p"))
        rc = pf_dimacs_parse_p2p(path, buf, len, g, out, err);
    else
        rc = pf_graph_queries_parse(path, buf, len, g, out, err);
    free(buf);
    return rc;
}
