/* test_graph_io.c: the node-graph readers and writers: plain format, DIMACS .gr/.co/.p2p,
 * query files, CRLF, and the exact message of every kind of malformed input. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "pf_graph_io.h"

static int parse_plain(const char *text, struct pf_graph *g, struct pf_error *err)
{
    memset(err, 0, sizeof *err);
    return pf_graph_parse("t.graph", text, strlen(text), g, (uint64_t)1 << 30, err);
}

static int parse_gr(const char *text, struct pf_graph *g, struct pf_error *err)
{
    memset(err, 0, sizeof *err);
    return pf_dimacs_parse_gr("t.gr", text, strlen(text), g, (uint64_t)1 << 30, err);
}

/* A plain graph: 4 nodes on positions, costs given and left out. */
static const char square[] =
    "# a unit square with a raised corner\n"
    "graph 4 5\n"
    "v 0 0 0 0\n"
    "v 1 1 0 0\n"
    "v 2 1 1 0\n"
    "v 3 0 1 1\n"
    "a 0 1 1\n"
    "a 1 2\n"
    "a 2 3 1.5\n"
    "a 0 3\n"
    "a 0 2 1.414\n";

static void test_plain(void)
{
    struct pf_graph g;
    struct pf_error err;
    CHECK_INT(parse_plain(square, &g, &err), PF_OK);
    CHECK_INT(g.num_nodes, 4);
    CHECK_INT(g.num_arcs, 5);
    CHECK_INT(g.scale, 1000);
    CHECK_INT(g.decimals, 3);
    /* arcs sorted by tail, file order kept: node 0 has 0->1, 0->3, 0->2 */
    CHECK_INT(g.first[0], 0);
    CHECK_INT(g.first[1], 3);
    CHECK_INT(g.first[2], 4);
    CHECK_INT(g.first[3], 5);
    CHECK_INT(g.first[4], 5);
    CHECK_INT(g.head[0], 1);
    CHECK_INT(g.head[1], 3);
    CHECK_INT(g.head[2], 2);
    CHECK_INT(g.w[0], 1000);
    CHECK_INT(g.w[1], 1415);        /* sqrt 2 = 1.41421.. rounded up to 3 decimals */
    CHECK_INT(g.w[2], 1414);
    CHECK_INT(g.w[3], 1000);        /* 1 -> 2, left out: distance 1 */
    CHECK_INT(g.w[4], 1500);
    CHECK_INT(g.total, 1000 + 1415 + 1414 + 1000 + 1500);
    CHECK_INT(g.max_w, 1500);
    CHECK(g.pos != NULL);
    CHECK_NEAR(g.pos[3 * 3 + 2], 1.0, 0);
    /* 0 -> 2 costs 1.414 < sqrt 2: Euclidean and Manhattan are not admissible, Chebyshev is */
    char why[200];
    CHECK(!pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, why, sizeof why));
    CHECK_STR(why, "arc 0 -> 2 costs 1.414 but its ends are 1.41421356 apart (euclidean)");
    CHECK(!pf_graph_heuristic_admissible(&g, &pf_gh_manhattan, why, sizeof why));
    CHECK_STR(why, "arc 0 -> 3 costs 1.415 but its ends are 2 apart (manhattan)");
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_chebyshev, why, sizeof why));
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_zero, why, sizeof why));
    CHECK_INT(pf_graph_find_arc(&g, 0, 2), 2);
    CHECK_INT(pf_graph_find_arc(&g, 2, 0), UINT32_MAX);

    /* write and read back: the same graph, byte for byte in its own format */
    char *out = NULL;
    size_t out_len = 0;
    FILE *f = open_memstream(&out, &out_len);
    pf_graph_print(f, &g);
    fclose(f);
    CHECK_STR(out, "graph 4 5\ndecimals 3\n"
                   "v 0 0 0 0\nv 1 1 0 0\nv 2 1 1 0\nv 3 0 1 1\n"
                   "a 0 1 1.000\na 0 3 1.415\na 0 2 1.414\na 1 2 1.000\na 2 3 1.500\n");
    struct pf_graph h;
    CHECK_INT(parse_plain(out, &h, &err), PF_OK);
    CHECK_INT(h.num_arcs, 5);
    CHECK(memcmp(h.w, g.w, 5 * sizeof *h.w) == 0);
    CHECK(memcmp(h.head, g.head, 5 * sizeof *h.head) == 0);
    pf_graph_free(&h);
    free(out);
    pf_graph_free(&g);

    /* no positions, other decimals, CRLF, comments and blank lines */
    CHECK_INT(parse_plain("graph 3 2\r\n\r\ndecimals 0\r\n  # note\r\na 0 1 7\r\na 1 2 5", &g, &err),
              PF_OK);
    CHECK_INT(g.scale, 1);
    CHECK(g.pos == NULL);
    CHECK_INT(g.w[1], 5);
    CHECK(!pf_graph_heuristic_runs(&g, &pf_gh_euclidean, why, sizeof why));
    CHECK_STR(why, "the graph has no node positions (heuristic euclidean needs them)");
    CHECK(pf_graph_heuristic_runs(&g, &pf_gh_zero, why, sizeof why));
    pf_graph_free(&g);
}

struct bad { const char *text, *msg; int rc; };

static void test_plain_errors(void)
{
    static const struct bad cases[] = {
        { "", "t.graph:1: expected 'graph N M' (nodes, arcs), found end of file", PF_ERR_PARSE },
        { "# only\n", "t.graph:2: expected 'graph N M' (nodes, arcs), found end of file", PF_ERR_PARSE },
        { "graf 3 2\n", "t.graph:1: expected 'graph N M' (nodes, arcs), found 'graf 3 2'", PF_ERR_PARSE },
        { "graph 0 0\n", "t.graph:1: expected a number of nodes (1 to 2147483647) after 'graph', found '0'", PF_ERR_PARSE },
        { "graph x 0\n", "t.graph:1: expected a number of nodes (1 to 2147483647) after 'graph', found 'x'", PF_ERR_PARSE },
        { "graph 3 -1\n", "t.graph:1: expected a number >= 0 of arcs (0 to 4294967294) after 'graph N', found '-1'", PF_ERR_PARSE },
        { "graph 2000000000 1\n", "t.graph:1: expected a graph that fits in 1073741824 bytes (the memory limit; "
          "PFBENCH_MAX_CELLS raises it), found 2000000000 nodes and 1 arcs (160000000040 bytes)", PF_ERR_LIMIT },
        { "graph 3 10000000\na 0 1\n", "t.graph:1: expected 10000000 arc lines, found a file of 6 bytes after the 'graph' line", PF_ERR_PARSE },
        { "graph 3 1\na 0 3 1\n", "t.graph:2: expected the arc's head V (a node id from 0 to 2), found '3'", PF_ERR_PARSE },
        { "graph 3 1\na -1 2 1\n", "t.graph:2: expected the arc's tail U (a node id from 0 to 2), found '-1'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 -4\n", "t.graph:2: expected a number >= 0 as the arc's cost (at most 3 decimals), found '-4'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 1.2345\n", "t.graph:2: expected fewer digits after the point as the arc's cost (at most 3 decimals), found '1.2345'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 1e3\n", "t.graph:2: expected a number as the arc's cost (at most 3 decimals), found '1e3'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 99999999999999999999\n", "t.graph:2: expected a smaller number as the arc's cost (at most 3 decimals), found '99999999999999999999'", PF_ERR_LIMIT },
        { "graph 3 1\na 0 1 2 3\n", "t.graph:2: expected 'a U V' or 'a U V COST', found 'a 0 1 2 3'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 2\na 1 2 3\n", "t.graph:3: expected 1 arcs (the 'graph' line), found more", PF_ERR_PARSE },
        { "graph 3 2\na 0 1 2\n", "t.graph:3: expected 2 arcs (the 'graph' line), found 1", PF_ERR_PARSE },
        { "graph 3 1\na 0 1\n", "t.graph:2: expected a cost ('a U V COST': the graph has no 'v' lines to measure it), found none", PF_ERR_PARSE },
        { "graph 3 0\nv 0 0 0 0\nv 2 1 1 1\n", "t.graph:4: expected a 'v' line for every node or for none, found 2 of 3 (node 1 has none)", PF_ERR_PARSE },
        { "graph 3 0\nv 0 0 0 0\nv 0 1 1 1\n", "t.graph:3: expected one 'v' line for node 0, found a second", PF_ERR_PARSE },
        { "graph 3 0\nv 0 0 0\n", "t.graph:2: expected 'v ID X Y Z', found 'v 0 0 0'", PF_ERR_PARSE },
        { "graph 3 0\nv 0 0 nan 0\n", "t.graph:2: expected Y (a number from -1e9 to 1e9), found 'nan'", PF_ERR_PARSE },
        { "graph 3 0\nv 0 0 0 2e9\n", "t.graph:2: expected Z (a number from -1e9 to 1e9), found '2e9'", PF_ERR_LIMIT },
        { "graph 3 0\nv 0 0 1-2 0\n", "t.graph:2: expected Y (a number from -1e9 to 1e9), found '1-2'", PF_ERR_PARSE },
        { "graph 3 0\nx 1 2\n", "t.graph:2: expected a 'v ID X Y Z', 'a U V [COST]' or '#' line, found 'x 1 2'", PF_ERR_PARSE },
        { "graph 3 1\na 0 1 1\ndecimals 2\n", "t.graph:3: expected 'decimals' before the first 'v' or 'a' line, found it after", PF_ERR_PARSE },
        { "graph 3 0\ndecimals 7\n", "t.graph:2: expected a number of decimals from 0 to 6, found '7'", PF_ERR_PARSE },
        { "graph 3 0\ndecimals 1\ndecimals 1\n", "t.graph:3: expected one 'decimals' line, found a second", PF_ERR_PARSE },
        { "graph 2 2\ndecimals 0\na 0 1 4611686018427387904\na 1 0 1\n",
          "t.graph:1: expected arc costs summing to at most 2^62 units of 10^-0, found more", PF_ERR_LIMIT },
        { "graph 3 0\nv 0 0 \x01 0\n", "t.graph:2: expected Y (a number from -1e9 to 1e9), found '\\x01'", PF_ERR_PARSE },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct pf_graph g;
        struct pf_error err;
        int rc = parse_plain(cases[i].text, &g, &err);
        CHECK_INT(rc, cases[i].rc);
        CHECK_STR(err.msg, cases[i].msg);
        CHECK(g.first == NULL && g.num_nodes == 0);
        if (rc == PF_OK)
            pf_graph_free(&g);
    }
}

static void test_dimacs(void)
{
    struct pf_graph g;
    struct pf_error err;
    const char *gr = "c tiny\nc\np sp 3 4\r\na 1 2 10\na 2 3 5\na 1 3 20\na 3 1 1\n";
    CHECK_INT(parse_gr(gr, &g, &err), PF_OK);
    CHECK_INT(g.num_nodes, 3);
    CHECK_INT(g.num_arcs, 4);
    CHECK_INT(g.scale, 1);
    CHECK_INT(g.head[0], 1);
    CHECK_INT(g.head[1], 2);
    CHECK_INT(g.w[1], 20);
    CHECK_INT(g.head[3], 0);
    CHECK(g.pos == NULL);
    const char *co = "c coords\np aux sp co 3\nv 1 0 0\nv 3 10 0\nv 2 -5 3\n";
    CHECK_INT(pf_dimacs_parse_co("t.co", co, strlen(co), &g, &err), PF_OK);
    CHECK(g.pos != NULL);
    CHECK_NEAR(g.pos[3], -5, 0);
    CHECK_NEAR(g.pos[6], 10, 0);
    /* 0 -> 1 costs 10 for a distance of sqrt 34 = 5.83 and 0 -> 2 costs 20 for 10, but 1 -> 2
     * costs 5 for sqrt 234 = 15.3: Euclidean is not admissible */
    char why[200];
    CHECK(!pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, why, sizeof why));
    CHECK_STR(why, "arc 1 -> 2 costs 5 but its ends are 15.2970585 apart (euclidean)");

    struct pf_graph_queries qs;
    const char *p2p = "c q\np aux sp p2p 2\nq 1 3\nq 3 2\n";
    CHECK_INT(pf_dimacs_parse_p2p("t.p2p", p2p, strlen(p2p), &g, &qs, &err), PF_OK);
    CHECK_INT(qs.n, 2);
    CHECK_INT(qs.q[0].s, 0);
    CHECK_INT(qs.q[0].t, 2);
    CHECK_INT(qs.q[1].line, 4);
    CHECK_INT(qs.q[1].has_cost, 0);
    pf_graph_queries_free(&qs);

    static const struct bad co_bad[] = {
        { "p aux sp co 4\n", "t.co:1: expected 'p aux sp co 3' (the graph's nodes), found 4 nodes", PF_ERR_PARSE },
        { "p aux sp cx 3\n", "t.co:1: expected 'p aux sp co N', found 'p aux sp cx 3'", PF_ERR_PARSE },
        { "v 1 0 0\n", "t.co:1: expected 'p aux sp co N' before the first node, found a 'v' line", PF_ERR_PARSE },
        { "p aux sp co 3\nv 4 0 0\n", "t.co:2: expected 'v ID X Y' (a node id from 1 to 3), found '4'", PF_ERR_PARSE },
        { "p aux sp co 3\nv 1 0 0\nv 1 0 0\n", "t.co:3: expected one 'v' line for node 1, found a second", PF_ERR_PARSE },
        { "p aux sp co 3\nv 1 0 0\nv 3 0 0\n", "t.co:4: expected a 'v' line for each of the 3 nodes, found 2 (node 2 has none)", PF_ERR_PARSE },
        { "p aux sp co 3\nv 1 0 x\n", "t.co:2: expected Y (a number from -1e9 to 1e9), found 'x'", PF_ERR_PARSE },
        { "", "t.co:1: expected 'p aux sp co N', found end of file", PF_ERR_PARSE },
    };
    for (size_t i = 0; i < sizeof co_bad / sizeof co_bad[0]; i++) {
        double *before = g.pos;
        memset(&err, 0, sizeof err);
        CHECK_INT(pf_dimacs_parse_co("t.co", co_bad[i].text, strlen(co_bad[i].text), &g, &err),
                  co_bad[i].rc);
        CHECK_STR(err.msg, co_bad[i].msg);
        CHECK(g.pos == before);     /* a failed .co leaves the graph as it was */
    }
    static const struct bad p2p_bad[] = {
        { "p aux sp p2p 1\nq 1 4\n", "t.p2p:2: expected the goal T (a node id from 1 to 3), found '4'", PF_ERR_PARSE },
        { "p aux sp p2p 1\nq 0 1\n", "t.p2p:2: expected the start S (a node id from 1 to 3), found '0'", PF_ERR_PARSE },
        { "p aux sp p2p 2\nq 1 2\n", "t.p2p:3: expected 2 queries (the 'p' line), found 1", PF_ERR_PARSE },
        { "p aux sp p2p 1\nq 1 2\nq 2 1\n", "t.p2p:3: expected 1 queries (the 'p' line), found more", PF_ERR_PARSE },
        { "q 1 2\n", "t.p2p:1: expected 'p aux sp p2p K' before the first query, found a 'q' line", PF_ERR_PARSE },
        { "p aux sp p2p 100000\nq 1 2\n", "t.p2p:1: expected 100000 query lines, found a file of 6 bytes after the 'p' line", PF_ERR_PARSE },
        { "p aux sp p2p 1\nq 1\n", "t.p2p:2: expected 'q S T', found 'q 1'", PF_ERR_PARSE },
        { "p aux sp p2p 1\nz\n", "t.p2p:2: expected a 'c', 'p' or 'q' line, found 'z'", PF_ERR_PARSE },
    };
    for (size_t i = 0; i < sizeof p2p_bad / sizeof p2p_bad[0]; i++) {
        memset(&err, 0, sizeof err);
        CHECK_INT(pf_dimacs_parse_p2p("t.p2p", p2p_bad[i].text, strlen(p2p_bad[i].text), &g, &qs,
                                      &err), p2p_bad[i].rc);
        CHECK_STR(err.msg, p2p_bad[i].msg);
        CHECK(qs.q == NULL && qs.n == 0);
    }

    /* our query format against the same graph (scale 1: whole costs) */
    const char *plain_q = "# two\nqueries 2\nq 0 2 15\nq 2 1\n";
    CHECK_INT(pf_graph_queries_parse("t.q", plain_q, strlen(plain_q), &g, &qs, &err), PF_OK);
    CHECK_INT(qs.n, 2);
    CHECK_INT(qs.q[0].has_cost, 1);
    CHECK_INT(qs.q[0].cost, 15);
    CHECK_INT(qs.q[1].t, 1);
    pf_graph_queries_free(&qs);
    static const struct bad q_bad[] = {
        { "queries 1\nq 0 3\n", "t.q:2: expected the goal T (a node id from 0 to 2), found '3'", PF_ERR_PARSE },
        { "queries 1\nq 0 1 1.5\n", "t.q:2: expected a cost >= 0 with at most 0 decimals (the graph's), found '1.5'", PF_ERR_PARSE },
        { "queries 1\nq 0 1 2\nq 0 1 2\n", "t.q:3: expected 1 queries (the 'queries' line), found more", PF_ERR_PARSE },
        { "queries 2\nq 0 1 2\n", "t.q:3: expected 2 queries (the 'queries' line), found 1", PF_ERR_PARSE },
        { "query 2\n", "t.q:1: expected 'queries K', found 'query 2'", PF_ERR_PARSE },
        { "queries 1\nr 0 1\n", "t.q:2: expected 'q S T' or 'q S T COST', found 'r 0 1'", PF_ERR_PARSE },
    };
    for (size_t i = 0; i < sizeof q_bad / sizeof q_bad[0]; i++) {
        memset(&err, 0, sizeof err);
        CHECK_INT(pf_graph_queries_parse("t.q", q_bad[i].text, strlen(q_bad[i].text), &g, &qs,
                                         &err), q_bad[i].rc);
        CHECK_STR(err.msg, q_bad[i].msg);
    }
    pf_graph_free(&g);

    static const struct bad gr_bad[] = {
        { "", "t.gr:1: expected 'p sp N M', found end of file", PF_ERR_PARSE },
        { "c x\na 1 2 3\n", "t.gr:2: expected 'p sp N M' before the first arc, found an 'a' line", PF_ERR_PARSE },
        { "p sp 3\n", "t.gr:1: expected 'p sp N M', found 'p sp 3'", PF_ERR_PARSE },
        { "p sp 0 0\n", "t.gr:1: expected at least 1 node in 'p sp N M', found 0", PF_ERR_PARSE },
        { "p sp 3 1\np sp 3 1\n", "t.gr:2: expected one 'p' line, found a second", PF_ERR_PARSE },
        { "p sp 3 1\na 1 4 2\n", "t.gr:2: expected the arc's head V (a node id from 1 to 3), found '4'", PF_ERR_PARSE },
        { "p sp 3 1\na 0 1 2\n", "t.gr:2: expected the arc's tail U (a node id from 1 to 3), found '0'", PF_ERR_PARSE },
        { "p sp 3 1\na 1 2 -7\n", "t.gr:2: expected a whole cost >= 0 as W, found '-7'", PF_ERR_PARSE },
        { "p sp 3 1\na 1 2 7.5\n", "t.gr:2: expected a whole cost (digits only) as W, found '7.5'", PF_ERR_PARSE },
        { "p sp 3 1\na 1 2 99999999999999999999\n", "t.gr:2: expected a whole cost of at most 2^62 as W, found '99999999999999999999'", PF_ERR_LIMIT },
        { "p sp 3 1\na 1 2\n", "t.gr:2: expected 'a U V W', found 'a 1 2'", PF_ERR_PARSE },
        { "p sp 3 2\na 1 2 1\n", "t.gr:3: expected 2 arcs (the 'p' line), found 1", PF_ERR_PARSE },
        { "p sp 3 1\na 1 2 1\na 2 3 1\n", "t.gr:3: expected 1 arcs (the 'p' line), found more", PF_ERR_PARSE },
        { "p sp 3 1\nx\n", "t.gr:2: expected a 'c', 'p' or 'a' line, found 'x'", PF_ERR_PARSE },
        { "p sp 3 4000000\na 1 2 1\n", "t.gr:1: expected 4000000 arc lines, found a file of 8 bytes after the 'p' line", PF_ERR_PARSE },
        { "p sp 2147483647 4294967294\n", "t.gr:1: expected a graph that fits in 1073741824 bytes (the memory limit; "
          "PFBENCH_MAX_CELLS raises it), found 2147483647 nodes and 4294967294 arcs (343597383520 bytes)", PF_ERR_LIMIT },
        { "p sp 2147483648 1\n", "t.gr:1: expected 'p sp N M', found 'p sp 2147483648 1'", PF_ERR_PARSE },
    };
    for (size_t i = 0; i < sizeof gr_bad / sizeof gr_bad[0]; i++) {
        CHECK_INT(parse_gr(gr_bad[i].text, &g, &err), gr_bad[i].rc);
        CHECK_STR(err.msg, gr_bad[i].msg);
        CHECK(g.first == NULL);
    }
}

/* Files: .gr with its .co found beside it, queries by file name, a plain file written. */
static void test_files(void)
{
    char dir[] = "/tmp/test_graph_io.XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(!"mkdtemp");
        return;
    }
    char gr[256], co[256], p2p[256], q[256], plain[256];
    snprintf(gr, sizeof gr, "%s/x.gr", dir);
    snprintf(co, sizeof co, "%s/x.co", dir);
    snprintf(p2p, sizeof p2p, "%s/x.p2p", dir);
    snprintf(q, sizeof q, "%s/x.queries", dir);
    snprintf(plain, sizeof plain, "%s/x.graph", dir);
    FILE *f = fopen(gr, "w");
    fputs("p sp 2 2\na 1 2 3\na 2 1 4\n", f);
    fclose(f);
    struct pf_graph g;
    struct pf_error err;
    int had_co = -1;
    CHECK_INT(pf_dimacs_read(gr, &g, 1 << 20, &had_co, &err), PF_OK);
    CHECK_INT(had_co, 0);
    CHECK(g.pos == NULL);
    pf_graph_free(&g);
    f = fopen(co, "w");
    fputs("p aux sp co 2\nv 1 0 0\nv 2 3 0\n", f);
    fclose(f);
    CHECK_INT(pf_dimacs_read(gr, &g, 1 << 20, &had_co, &err), PF_OK);
    CHECK_INT(had_co, 1);
    CHECK(g.pos != NULL);
    CHECK(pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, NULL, 0));
    pf_graph_free(&g);
    f = fopen(co, "w");
    fputs("p aux sp co 2\nv 1 0 0\n", f);
    fclose(f);
    CHECK_INT(pf_graph_load(gr, &g, 1 << 20, &err), PF_ERR_PARSE);
    char want[600];
    snprintf(want, sizeof want, "%s:3: expected a 'v' line for each of the 2 nodes, found 1 (node 2 has none)", co);
    CHECK_STR(err.msg, want);
    CHECK(g.first == NULL);
    unlink(co);
    CHECK_INT(pf_graph_load(gr, &g, 1 << 20, &err), PF_OK);
    f = fopen(p2p, "w");
    fputs("p aux sp p2p 1\nq 2 1\n", f);
    fclose(f);
    struct pf_graph_queries qs;
    CHECK_INT(pf_graph_queries_read(p2p, &g, &qs, &err), PF_OK);
    CHECK_INT(qs.n, 1);
    CHECK_INT(qs.q[0].s, 1);
    qs.q[0].has_cost = 1;
    qs.q[0].cost = 4;
    CHECK_INT(pf_graph_queries_write(q, &g, &qs, &err), PF_OK);
    pf_graph_queries_free(&qs);
    CHECK_INT(pf_graph_queries_read(q, &g, &qs, &err), PF_OK);
    CHECK_INT(qs.n, 1);
    CHECK_INT(qs.q[0].t, 0);
    CHECK_INT(qs.q[0].cost, 4);
    pf_graph_queries_free(&qs);
    CHECK_INT(pf_graph_write(plain, &g, &err), PF_OK);
    pf_graph_free(&g);
    CHECK_INT(pf_graph_load(plain, &g, 1 << 20, &err), PF_OK);
    CHECK_INT(g.num_arcs, 2);
    CHECK_INT(g.w[1], 4);
    CHECK_INT(g.scale, 1);
    pf_graph_free(&g);
    unlink(gr);
    unlink(p2p);
    unlink(q);
    unlink(plain);
    rmdir(dir);
}

int main(void)
{
    test_plain();
    test_plain_errors();
    test_dimacs();
    test_files();
    return pf_check_report("test_graph_io");
}
