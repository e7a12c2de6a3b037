/* graph_dimacs.c: readers of the 9th DIMACS challenge's shortest-path files as they are
 * distributed: .gr graphs, .co coordinates and .p2p point-to-point queries. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "graph_text.h"

/* A 'p' line "p WORDS... COUNT [COUNT2]": checks the words, reads the counts. */
static int problem_line(const char *name, const struct pf_gt_line *l, const char *const *words,
                        int nw, int ncounts, uint64_t max1, uint64_t *c1, uint64_t *c2,
                        const char *shape, struct pf_error *err)
{
    const char *f[PF_GT_MAX_FIELDS];
    size_t fl[PF_GT_MAX_FIELDS];
    char q[200];
    int nf = pf_gt_split(l, f, fl);
    int ok = nf == 1 + nw + ncounts;
    for (int i = 0; ok && i < nw; i++)
        ok = pf_gt_is(f[1 + i], fl[1 + i], words[i]);
    if (ok)
        ok = pf_gt_uint(f[1 + nw], fl[1 + nw], max1, c1) == PF_GT_OK;
    if (ok && ncounts == 2)
        ok = pf_gt_uint(f[2 + nw], fl[2 + nw], UINT32_MAX - 1, c2) == PF_GT_OK;
    if (!ok) {
        pf_gt_quote_line(q, sizeof q, l);
        pf_error_set(err, "%s:%u: expected '%s', found '%s'", name, l->no, shape, q);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

/* A 1-based node id of a DIMACS line, 1..n, into a 0-based node. */
static int dimacs_node(const char *name, uint32_t line, const char *f, size_t fl, uint64_t n,
                       const char *what, pf_node *out, struct pf_error *err)
{
    uint64_t v;
    if (pf_gt_uint(f, fl, UINT32_MAX, &v) != PF_GT_OK || v < 1 || v > n) {
        char q[200];
        pf_quote(q, sizeof q, f, fl);
        pf_error_set(err, "%s:%u: expected %s (a node id from 1 to %llu), found '%s'", name, line,
                     what, (unsigned long long)n, q);
        return PF_ERR_PARSE;
    }
    *out = (pf_node)(v - 1);
    return PF_OK;
}

/* Comment and blank lines are skipped by every DIMACS reader. */
static int skip(const char **f, const size_t *fl, int nf)
{
    return nf == 0 || pf_gt_is(f[0], fl[0], "c");
}

int pf_dimacs_parse_gr(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       uint64_t max_bytes, struct pf_error *err)
{
    static const char *const sp[] = { "sp" };
    const char *p = buf, *end = buf + len;
    struct pf_gt_line l = { 0 };
    const char *f[PF_GT_MAX_FIELDS];
    size_t fl[PF_GT_MAX_FIELDS];
    char q[200];
    uint64_t n = 0, m = 0;
    uint32_t p_line = 0, count = 0;
    struct pf_graph_arc *arcs = NULL;
    int rc = PF_OK;
    memset(g, 0, sizeof *g);

    while (pf_gt_next_line(&p, end, &l)) {
        int nf = pf_gt_split(&l, f, fl);
        if (skip(f, fl, nf))
            continue;
        if (pf_gt_is(f[0], fl[0], "p") && !p_line) {
            rc = problem_line(name, &l, sp, 1, 2, PF_GRAPH_MAX_NODES, &n, &m, "p sp N M", err);
            if (rc != PF_OK)
                goto out;
            if (n == 0) {
                pf_error_set(err, "%s:%u: expected at least 1 node in 'p sp N M', found 0", name,
                             l.no);
                rc = PF_ERR_PARSE;
                goto out;
            }
            uint64_t bytes = n * PF_GRAPH_BYTES_PER_NODE + m * PF_GRAPH_BYTES_PER_ARC;
            if (bytes > max_bytes) {
                pf_error_set(err, "%s:%u: expected a graph that fits in %llu bytes (the memory "
                             "limit; PFBENCH_MAX_CELLS raises it), found %llu nodes and %llu "
                             "arcs (%llu bytes)", name, l.no, (unsigned long long)max_bytes,
                             (unsigned long long)n, (unsigned long long)m,
                             (unsigned long long)bytes);
                rc = PF_ERR_LIMIT;
                goto out;
            }
            uint64_t rest = (uint64_t)(end - p);
            if (m > 65536 && m * 8 > rest + 1) {     /* "a 1 2 3\n": 8 bytes at least */
                pf_error_set(err, "%s:%u: expected %llu arc lines, found a file of %llu bytes "
                             "after the 'p' line", name, l.no, (unsigned long long)m,
                             (unsigned long long)rest);
                rc = PF_ERR_PARSE;
                goto out;
            }
            arcs = malloc((size_t)(m ? m : 1) * sizeof *arcs);
            if (!arcs) {
                pf_error_set(err, "%s:%u: out of memory for %llu arcs", name, l.no,
                             (unsigned long long)m);
                rc = PF_ERR_NOMEM;
                goto out;
            }
            p_line = l.no;
        } else if (pf_gt_is(f[0], fl[0], "p")) {
            pf_error_set(err, "%s:%u: expected one 'p' line, found a second", name, l.no);
            rc = PF_ERR_PARSE;
            goto out;
        } else if (pf_gt_is(f[0], fl[0], "a")) {
            if (!p_line) {
                pf_error_set(err, "%s:%u: expected 'p sp N M' before the first arc, found an "
                             "'a' line", name, l.no);
                rc = PF_ERR_PARSE;
                goto out;
            }
            if (nf != 4) {
                pf_gt_quote_line(q, sizeof q, &l);
                pf_error_set(err, "%s:%u: expected 'a U V W', found '%s'", name, l.no, q);
                rc = PF_ERR_PARSE;
                goto out;
            }
            if (count == m) {
                pf_error_set(err, "%s:%u: expected %llu arcs (the 'p' line), found more", name,
                             l.no, (unsigned long long)m);
                rc = PF_ERR_PARSE;
                goto out;
            }
            struct pf_graph_arc *a = &arcs[count];
            rc = dimacs_node(name, l.no, f[1], fl[1], n, "the arc's tail U", &a->u, err);
            if (rc == PF_OK)
                rc = dimacs_node(name, l.no, f[2], fl[2], n, "the arc's head V", &a->v, err);
            if (rc != PF_OK)
                goto out;
            int wr = pf_gt_uint(f[3], fl[3], PF_GRAPH_MAX_TOTAL, &a->w);
            if (wr != PF_GT_OK) {
                pf_quote(q, sizeof q, f[3], fl[3]);
                pf_error_set(err, "%s:%u: expected a whole cost %s as W, found '%s'", name, l.no,
                             wr == PF_GT_NEGATIVE ? ">= 0" : wr == PF_GT_TOO_LARGE ?
                             "of at most 2^62" : "(digits only)", q);
                rc = wr == PF_GT_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
                goto out;
            }
            count++;
        } else {
            pf_gt_quote_line(q, sizeof q, &l);
            pf_error_set(err, "%s:%u: expected a 'c', 'p' or 'a' line, found '%s'", name, l.no, q);
            rc = PF_ERR_PARSE;
            goto out;
        }
    }
    if (!p_line) {
        pf_error_set(err, "%s:%u: expected 'p sp N M', found end of file", name, l.no + 1);
        rc = PF_ERR_PARSE;
        goto out;
    }
    if (count != m) {
        pf_error_set(err, "%s:%u: expected %llu arcs (the 'p' line), found %u", name, l.no + 1,
                     (unsigned long long)m, count);
        rc = PF_ERR_PARSE;
        goto out;
    }
    rc = pf_graph_build(g, (uint32_t)n, arcs, count, 1);
    if (rc == PF_ERR_LIMIT)
        pf_error_set(err, "%s:%u: expected arc costs summing to at most 2^62, found more", name,
                     p_line);
    else if (rc != PF_OK)
        pf_error_set(err, "%s:%u: out of memory for %llu nodes and %llu arcs", name, p_line,
                     (unsigned long long)n, (unsigned long long)m);
out:
    free(arcs);
    return rc;
}

int pf_dimacs_parse_co(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       struct pf_error *err)
{
    static const char *const co[] = { "aux", "sp", "co" };
    const char *p = buf, *end = buf + len;
    struct pf_gt_line l = { 0 };
    const char *f[PF_GT_MAX_FIELDS];
    size_t fl[PF_GT_MAX_FIELDS];
    char q[200];
    uint64_t n = 0;
    uint32_t p_line = 0, count = 0;
    int rc = PF_OK;
    double *pos = malloc((size_t)g->num_nodes * 3 * sizeof *pos);
    uint8_t *seen = calloc(g->num_nodes ? g->num_nodes : 1, 1);
    if (!pos || !seen) {
        pf_error_set(err, "%s:1: out of memory for %u positions", name, g->num_nodes);
        rc = PF_ERR_NOMEM;
        goto out;
    }
    while (pf_gt_next_line(&p, end, &l)) {
        int nf = pf_gt_split(&l, f, fl);
        if (skip(f, fl, nf))
            continue;
        if (pf_gt_is(f[0], fl[0], "p") && !p_line) {
            rc = problem_line(name, &l, co, 3, 1, PF_GRAPH_MAX_NODES, &n, NULL, "p aux sp co N",
                              err);
            if (rc != PF_OK)
                goto out;
            if (n != g->num_nodes) {
                pf_error_set(err, "%s:%u: expected 'p aux sp co %u' (the graph's nodes), found "
                             "%llu nodes", name, l.no, g->num_nodes, (unsigned long long)n);
                rc = PF_ERR_PARSE;
                goto out;
            }
            p_line = l.no;
        } else if (pf_gt_is(f[0], fl[0], "p")) {
            pf_error_set(err, "%s:%u: expected one 'p' line, found a second", name, l.no);
            rc = PF_ERR_PARSE;
            goto out;
        } else if (pf_gt_is(f[0], fl[0], "v")) {
            if (!p_line) {
                pf_error_set(err, "%s:%u: expected 'p aux sp co N' before the first node, found "
                             "a 'v' line", name, l.no);
                rc = PF_ERR_PARSE;
                goto out;
            }
            if (nf != 4) {
                pf_gt_quote_line(q, sizeof q, &l);
                pf_error_set(err, "%s:%u: expected 'v ID X Y', found '%s'", name, l.no, q);
                rc = PF_ERR_PARSE;
                goto out;
            }
            pf_node id;
            rc = dimacs_node(name, l.no, f[1], fl[1], n, "'v ID X Y'", &id, err);
            if (rc != PF_OK)
                goto out;
            if (seen[id]) {
                pf_error_set(err, "%s:%u: expected one 'v' line for node %u, found a second",
                             name, l.no, id + 1);
                rc = PF_ERR_PARSE;
                goto out;
            }
            for (int k = 0; k < 2; k++) {
                int cr = pf_gt_coord(f[2 + k], fl[2 + k], &pos[3 * (size_t)id + (size_t)k]);
                if (cr != PF_GT_OK) {
                    pf_quote(q, sizeof q, f[2 + k], fl[2 + k]);
                    pf_error_set(err, "%s:%u: expected %s (a number from -1e9 to 1e9), found '%s'",
                                 name, l.no, k ? "Y" : "X", q);
                    rc = cr == PF_GT_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
                    goto out;
                }
            }
            pos[3 * (size_t)id + 2] = 0;
            seen[id] = 1;
            count++;
        } else {
            pf_gt_quote_line(q, sizeof q, &l);
            pf_error_set(err, "%s:%u: expected a 'c', 'p' or 'v' line, found '%s'", name, l.no, q);
            rc = PF_ERR_PARSE;
            goto out;
        }
    }
    if (!p_line) {
        pf_error_set(err, "%s:%u: expected 'p aux sp co N', found end of file", name, l.no + 1);
        rc = PF_ERR_PARSE;
        goto out;
    }
    if (count != n) {
        uint32_t missing = 0;
        while (seen[missing])
            missing++;
        pf_error_set(err, "%s:%u: expected a 'v' line for each of the %llu nodes, found %u "
                     "(node %u has none)", name, l.no + 1, (unsigned long long)n, count,
                     missing + 1);
        rc = PF_ERR_PARSE;
        goto out;
    }
    free(g->pos);
    g->pos = pos;
    pos = NULL;
    pf_graph_check_heuristics(g);
out:
    free(pos);
    free(seen);
    return rc;
}

int pf_dimacs_parse_p2p(const char *name, const char *buf, size_t len, const struct pf_graph *g,
                        struct pf_graph_queries *out, struct pf_error *err)
{
    static const char *const p2p[] = { "aux", "sp", "p2p" };
    const char *p = buf, *end = buf + len;
    struct pf_gt_line l = { 0 };
    const char *f[PF_GT_MAX_FIELDS];
    size_t fl[PF_GT_MAX_FIELDS];
    char q[200];
    uint64_t k = 0;
    uint32_t p_line = 0;
    int rc = PF_OK;
    memset(out, 0, sizeof *out);
    while (pf_gt_next_line(&p, end, &l)) {
        int nf = pf_gt_split(&l, f, fl);
        if (skip(f, fl, nf))
            continue;
        if (pf_gt_is(f[0], fl[0], "p") && !p_line) {
            rc = problem_line(name, &l, p2p, 3, 1, UINT32_MAX - 1, &k, NULL, "p aux sp p2p K",
                              err);
            if (rc != PF_OK)
                goto fail;
            /* a query line takes at least 6 bytes ("q 1 2\n") */
            if (k > 65536 && k * 6 > (uint64_t)(end - p) + 1) {
                pf_error_set(err, "%s:%u: expected %llu query lines, found a file of %llu bytes "
                             "after the 'p' line", name, l.no, (unsigned long long)k,
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
            p_line = l.no;
        } else if (pf_gt_is(f[0], fl[0], "p")) {
            pf_error_set(err, "%s:%u: expected one 'p' line, found a second", name, l.no);
            rc = PF_ERR_PARSE;
            goto fail;
        } else if (pf_gt_is(f[0], fl[0], "q")) {
            if (!p_line) {
                pf_error_set(err, "%s:%u: expected 'p aux sp p2p K' before the first query, "
                             "found a 'q' line", name, l.no);
                rc = PF_ERR_PARSE;
                goto fail;
            }
            if (nf != 3) {
                pf_gt_quote_line(q, sizeof q, &l);
                pf_error_set(err, "%s:%u: expected 'q S T', found '%s'", name, l.no, q);
                rc = PF_ERR_PARSE;
                goto fail;
            }
            if (out->n == k) {
                pf_error_set(err, "%s:%u: expected %llu queries (the 'p' line), found more", name,
                             l.no, (unsigned long long)k);
                rc = PF_ERR_PARSE;
                goto fail;
            }
            struct pf_graph_query *e = &out->q[out->n];
            memset(e, 0, sizeof *e);
            e->line = l.no;
            rc = dimacs_node(name, l.no, f[1], fl[1], g->num_nodes, "the start S", &e->s, err);
            if (rc == PF_OK)
                rc = dimacs_node(name, l.no, f[2], fl[2], g->num_nodes, "the goal T", &e->t, err);
            if (rc != PF_OK)
                goto fail;
            out->n++;
        } else {
            pf_gt_quote_line(q, sizeof q, &l);
            pf_error_set(err, "%s:%u: expected a 'c', 'p' or 'q' line, found '%s'", name, l.no, q);
            rc = PF_ERR_PARSE;
            goto fail;
        }
    }
    if (!p_line) {
        pf_error_set(err, "%s:%u: expected 'p aux sp p2p K', found end of file", name, l.no + 1);
        rc = PF_ERR_PARSE;
        goto fail;
    }
    if (out->n != k) {
        pf_error_set(err, "%s:%u: expected %llu queries (the 'p' line), found %zu", name, l.no + 1,
                     (unsigned long long)k, out->n);
        rc = PF_ERR_PARSE;
        goto fail;
    }
    return PF_OK;
fail:
    pf_graph_queries_free(out);
    return rc;
}

/* Read a whole file for a graph reader: at most max_bytes plus a margin. */
static int slurp(const char *path, uint64_t max_bytes, char **buf, size_t *len,
                 struct pf_error *err)
{
    uint64_t cap = max_bytes > (SIZE_MAX / 4) ? SIZE_MAX / 4 : max_bytes + (1u << 20);
    return pf_file_slurp(path, buf, len, (size_t)cap, err);
}

int pf_dimacs_read(const char *gr_path, struct pf_graph *g, uint64_t max_bytes, int *had_co,
                   struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(g, 0, sizeof *g);
    if (had_co)
        *had_co = 0;
    int rc = slurp(gr_path, max_bytes, &buf, &len, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_dimacs_parse_gr(gr_path, buf, len, g, max_bytes, err);
    free(buf);
    if (rc != PF_OK)
        return rc;
    size_t n = strlen(gr_path);
    if (n < 3 || strcmp(gr_path + n - 3, ".gr") != 0)
        return PF_OK;
    char *co = malloc(n + 1);
    if (!co) {
        pf_graph_free(g);
        pf_error_set(err, "%s: out of memory", gr_path);
        return PF_ERR_NOMEM;
    }
    memcpy(co, gr_path, n + 1);
    memcpy(co + n - 3, ".co", 3);
    struct stat sb;
    if (stat(co, &sb) == 0) {
        rc = slurp(co, max_bytes, &buf, &len, err);
        if (rc == PF_OK) {
            rc = pf_dimacs_parse_co(co, buf, len, g, err);
            free(buf);
        }
        if (rc != PF_OK)
            pf_graph_free(g);
        else if (had_co)
            *had_co = 1;
    }
    free(co);
    return rc;
}

int pf_graph_load(const char *path, struct pf_graph *g, uint64_t max_bytes, struct pf_error *err)
{
    size_t n = strlen(path);
    if (n >= 3 && strcmp(path + n - 3, ".gr") == 0)
        return pf_dimacs_read(path, g, max_bytes, NULL, err);
    return pf_graph_read(path, g, max_bytes, err);
}
