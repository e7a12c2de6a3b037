/* pf_graph_io.h: node-graph readers and writers: pfbench's plain graph and query formats and
 * the 9th DIMACS challenge's .gr, .co and .p2p files (docs/DOMAINS.md). */
#ifndef PF_GRAPH_IO_H
#define PF_GRAPH_IO_H

#include <stdio.h>
#include "pf_graph.h"
#include "pf_io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Every reader fills err with "file:line: expected ..., found ..." and returns PF_ERR_PARSE
 * (bad text), PF_ERR_LIMIT (counts past max_bytes or the format's limits), PF_ERR_IO or
 * PF_ERR_NOMEM; the graph or query list it was filling is then empty (a failed .co leaves
 * the graph as it was, without positions). Lines may end in CRLF. */

/* The memory the readers may plan for when nobody says: what pf_default_max_cells() allows
 * the grid readers (PFBENCH_MAX_CELLS, else half the machine's memory). */
uint64_t pf_graph_default_max_bytes(void);

/* The plain format ("graph N M", optional "decimals D", "v ID X Y Z", "a U V [W]", '#'
 * comments). A graph needing more than max_bytes (PF_GRAPH_BYTES_PER_NODE and _ARC) is
 * refused before anything is allocated for it. */
int pf_graph_parse(const char *name, const char *buf, size_t len, struct pf_graph *g,
                   uint64_t max_bytes, struct pf_error *err);
int pf_graph_read(const char *path, struct pf_graph *g, uint64_t max_bytes, struct pf_error *err);
/* Write g in the plain format (crash-safe, as pf_out) or to an open stream. */
int pf_graph_write(const char *path, const struct pf_graph *g, struct pf_error *err);
void pf_graph_print(FILE *f, const struct pf_graph *g);

/* DIMACS: a .gr file (nodes numbered from 1 in the file, from 0 here; integer costs, scale
 * 1), and a .co file adding x, y positions (z = 0) to a graph read from a .gr. */
int pf_dimacs_parse_gr(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       uint64_t max_bytes, struct pf_error *err);
int pf_dimacs_parse_co(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       struct pf_error *err);
/* Read a .gr file and, when the file with its name ending ".co" instead of ".gr" exists
 * beside it, its positions. *had_co (may be NULL) says whether a .co was read. */
int pf_dimacs_read(const char *gr_path, struct pf_graph *g, uint64_t max_bytes, int *had_co,
                   struct pf_error *err);

/* Read a graph by its file name: ".gr" DIMACS (with its .co), anything else the plain format. */
int pf_graph_load(const char *path, struct pf_graph *g, uint64_t max_bytes, struct pf_error *err);

/* Queries: start, goal, and the optimal cost where the file gives one. */
struct pf_graph_query {
    uint32_t line;           /* 1-based line in the file */
    pf_node s, t;            /* 0-based nodes */
    int has_cost;
    pf_cost cost;            /* fixed point, in the graph's scale */
};
struct pf_graph_queries {
    struct pf_graph_query *q;
    size_t n;
};

/* DIMACS .p2p ("p aux sp p2p K", "q S T", nodes from 1) for graph g (node range). */
int pf_dimacs_parse_p2p(const char *name, const char *buf, size_t len, const struct pf_graph *g,
                        struct pf_graph_queries *out, struct pf_error *err);
/* The plain query format ("queries K", "q S T [COST]", nodes from 0, COST with at most the
 * graph's decimals) for graph g. */
int pf_graph_queries_parse(const char *name, const char *buf, size_t len,
                           const struct pf_graph *g, struct pf_graph_queries *out,
                           struct pf_error *err);
/* Read either by file name: ".p2p" DIMACS, anything else the plain format. */
int pf_graph_queries_read(const char *path, const struct pf_graph *g,
                          struct pf_graph_queries *out, struct pf_error *err);
int pf_graph_queries_write(const char *path, const struct pf_graph *g,
                           const struct pf_graph_queries *qs, struct pf_error *err);
void pf_graph_queries_free(struct pf_graph_queries *qs);

/* A fixed-point cost of g written out exactly: "12.345" for 12345 at 3 decimals. */
void pf_graph_cost_str(const struct pf_graph *g, pf_cost c, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif
