/* graph_dimacs.c: readers of the 9th DIMACS challenge's shortest-path files as they are
 * distributed: .gr graphs, .co coordinates and .p2p point-to-point queries. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_graph_io.h"
#include "text_fields.h"

/* What the three file kinds share: 'c' comments and blank lines, one problem line "p WORDS
 * COUNTS" before any item line, then item lines of one letter and a fixed field count. */
struct kind {
    const char *problem;          /* its shape in messages: "p sp N M" */
    const char *words[3];         /* the words after 'p' */
    int nw, ncounts;
    uint64_t max1;                /* the first count's largest value */
    const char *item;             /* the item lines' letter: "a" */
    int fields;                   /* fields of an item line */
    const char *item_shape;       /* "a U V W" */
    const char *first;            /* "the first arc" */
    const char *an_item;          /* "an 'a' line" */
};

/* One reading: the file kind, what the problem line said, where the scan is. */
struct scan {
    const char *name;
    struct pf_error *err;
    const struct kind *k;
    uint64_t c1, c2;              /* the problem line's counts */
    uint32_t p_line;              /* its line, 0 until seen */
    uint32_t last_line;           /* the last line read */
    const char *after, *end;      /* the text after the current line, for size checks */
};

typedef int on_problem_fn(struct scan *S, const struct pf_line *l, void *user);
typedef int on_item_fn(struct scan *S, const struct pf_line *l, const char **f,
                       const size_t *fl, void *user);

static int problem_line(struct scan *S, const struct pf_line *l, const char **f,
                        const size_t *fl, int nf)
{
    const struct kind *k = S->k;
    int ok = nf == 1 + k->nw + k->ncounts;
    for (int i = 0; ok && i < k->nw; i++)
        ok = pf_field_is(f[1 + i], fl[1 + i], k->words[i]);
    if (ok)
        ok = pf_field_uint(f[1 + k->nw], fl[1 + k->nw], k->max1, &S->c1) == PF_FIELD_OK;
    if (ok && k->ncounts == 2)
        ok = pf_field_uint(f[2 + k->nw], fl[2 + k->nw], UINT32_MAX - 1, &S->c2) == PF_FIELD_OK;
    if (!ok) {
        char q[200];
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(S->err, "%s:%u: expected '%s', found '%s'", S->name, l->no, k->problem, q);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

/* Read every line: the problem line goes to on_problem once its shape is right, each item line
 * of the right field count to on_item. PF_OK at the end of the text with a problem line seen;
 * the callers check their counts. */
static int scan(struct scan *S, const char *buf, size_t len, on_problem_fn *on_problem,
                on_item_fn *on_item, void *user)
{
    const struct kind *k = S->k;
    const char *p = buf;
    struct pf_line l = { 0 };
    const char *f[PF_FIELDS_MAX];
    size_t fl[PF_FIELDS_MAX];
    char q[200];
    int rc;
    S->end = buf + len;
    while (pf_line_next(&p, S->end, &l)) {
        S->after = p;
        int nf = pf_line_split(&l, f, fl, PF_FIELDS_MAX);
        if (nf == 0 || pf_field_is(f[0], fl[0], "c"))
            continue;
        if (pf_field_is(f[0], fl[0], "p")) {
            if (S->p_line) {
                pf_error_set(S->err, "%s:%u: expected one 'p' line, found a second", S->name, l.no);
                return PF_ERR_PARSE;
            }
            if ((rc = problem_line(S, &l, f, fl, nf)) != PF_OK || (rc = on_problem(S, &l, user)) != PF_OK)
                return rc;
            S->p_line = l.no;
        } else if (pf_field_is(f[0], fl[0], k->item)) {
            if (!S->p_line) {
                pf_error_set(S->err, "%s:%u: expected '%s' before %s, found %s", S->name, l.no,
                             k->problem, k->first, k->an_item);
                return PF_ERR_PARSE;
            }
            if (nf != k->fields) {
                pf_field_quote_line(q, sizeof q, &l);
                pf_error_set(S->err, "%s:%u: expected '%s', found '%s'", S->name, l.no,
                             k->item_shape, q);
                return PF_ERR_PARSE;
            }
            if ((rc = on_item(S, &l, f, fl, user)) != PF_OK)
                return rc;
        } else {
            pf_field_quote_line(q, sizeof q, &l);
            pf_error_set(S->err, "%s:%u: expected a 'c', 'p' or '%s' line, found '%s'", S->name,
                         l.no, k->item, q);
            return PF_ERR_PARSE;
        }
    }
    S->last_line = l.no;
    if (!S->p_line) {
        pf_error_set(S->err, "%s:%u: expected '%s', found end of file", S->name, l.no + 1,
                     k->problem);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

/* "expected K ITEMS (the 'p' line), found more" when count items were read already. */
static int too_many(struct scan *S, const struct pf_line *l, uint64_t count, uint64_t k,
                    const char *items)
{
    if (count < k)
        return PF_OK;
    pf_error_set(S->err, "%s:%u: expected %llu %s (the 'p' line), found more", S->name, l->no,
                 (unsigned long long)k, items);
    return PF_ERR_PARSE;
}

/* A 1-based node id of a DIMACS line, 1..n, into a 0-based node. */
static int dimacs_node(struct scan *S, uint32_t line, const char *f, size_t fl, uint64_t n,
                       const char *what, pf_node *out)
{
    uint64_t v;
    if (pf_field_uint(f, fl, UINT32_MAX, &v) != PF_FIELD_OK || v < 1 || v > n) {
        char q[200];
        pf_quote(q, sizeof q, f, fl);
        pf_error_set(S->err, "%s:%u: expected %s (a node id from 1 to %llu), found '%s'", S->name,
                     line, what, (unsigned long long)n, q);
        return PF_ERR_PARSE;
    }
    *out = (pf_node)(v - 1);
    return PF_OK;
}

/* "expected K LINES, found a file of B bytes after the 'p' line", when a large count cannot
 * fit in what is left of the file at min_bytes per line: refused before allocating. */
static int cut_short(struct scan *S, const struct pf_line *l, uint64_t count,
                     uint64_t min_bytes, const char *lines)
{
    uint64_t rest = (uint64_t)(S->end - S->after);
    if (count <= 65536 || count * min_bytes <= rest + 1)
        return PF_OK;
    pf_error_set(S->err, "%s:%u: expected %llu %s, found a file of %llu bytes after the 'p' line",
                 S->name, l->no, (unsigned long long)count, lines, (unsigned long long)rest);
    return PF_ERR_PARSE;
}

/* ---- .gr ---------------------------------------------------------------------------- */

static const struct kind kind_gr = {
    .problem = "p sp N M", .words = { "sp" }, .nw = 1, .ncounts = 2, .max1 = PF_GRAPH_MAX_NODES,
    .item = "a", .fields = 4, .item_shape = "a U V W", .first = "the first arc",
    .an_item = "an 'a' line",
};

struct gr {
    uint64_t max_bytes;
    struct pf_graph_arc *arcs;
    uint32_t count;
};

static int gr_problem(struct scan *S, const struct pf_line *l, void *user)
{
    struct gr *G = user;
    uint64_t n = S->c1, m = S->c2;
    if (n == 0) {
        pf_error_set(S->err, "%s:%u: expected at least 1 node in 'p sp N M', found 0", S->name,
                     l->no);
        return PF_ERR_PARSE;
    }
    uint64_t bytes = n * PF_GRAPH_BYTES_PER_NODE + m * PF_GRAPH_BYTES_PER_ARC;
    if (bytes > G->max_bytes) {
        pf_error_set(S->err, "%s:%u: expected a graph that fits in %llu bytes (the memory limit; "
                     "PFBENCH_MAX_CELLS raises it), found %llu nodes and %llu arcs (%llu bytes)",
                     S->name, l->no, (unsigned long long)G->max_bytes, (unsigned long long)n,
                     (unsigned long long)m, (unsigned long long)bytes);
        return PF_ERR_LIMIT;
    }
    int rc = cut_short(S, l, m, 8, "arc lines");          /* "a 1 2 3\n" */
    if (rc != PF_OK)
        return rc;
    G->arcs = malloc((size_t)(m ? m : 1) * sizeof *G->arcs);
    if (!G->arcs) {
        pf_error_set(S->err, "%s:%u: out of memory for %llu arcs", S->name, l->no,
                     (unsigned long long)m);
        return PF_ERR_NOMEM;
    }
    return PF_OK;
}

static int gr_item(struct scan *S, const struct pf_line *l, const char **f, const size_t *fl,
                   void *user)
{
    struct gr *G = user;
    int rc = too_many(S, l, G->count, S->c2, "arcs");
    if (rc != PF_OK)
        return rc;
    struct pf_graph_arc *a = &G->arcs[G->count];
    rc = dimacs_node(S, l->no, f[1], fl[1], S->c1, "the arc's tail U", &a->u);
    if (rc == PF_OK)
        rc = dimacs_node(S, l->no, f[2], fl[2], S->c1, "the arc's head V", &a->v);
    if (rc != PF_OK)
        return rc;
    int wr = pf_field_uint(f[3], fl[3], PF_GRAPH_MAX_TOTAL, &a->w);
    if (wr != PF_FIELD_OK) {
        char q[200];
        pf_quote(q, sizeof q, f[3], fl[3]);
        pf_error_set(S->err, "%s:%u: expected a whole cost %s as W, found '%s'", S->name, l->no,
                     wr == PF_FIELD_NEGATIVE ? ">= 0" : wr == PF_FIELD_TOO_LARGE ? "of at most 2^62" :
                     "(digits only)", q);
        return wr == PF_FIELD_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
    }
    G->count++;
    return PF_OK;
}

int pf_dimacs_parse_gr(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       uint64_t max_bytes, struct pf_error *err)
{
    struct scan S = { .name = name, .err = err, .k = &kind_gr };
    struct gr G = { .max_bytes = max_bytes };
    memset(g, 0, sizeof *g);
    int rc = scan(&S, buf, len, gr_problem, gr_item, &G);
    if (rc == PF_OK && G.count != S.c2) {
        pf_error_set(err, "%s:%u: expected %llu arcs (the 'p' line), found %u", name,
                     S.last_line + 1, (unsigned long long)S.c2, G.count);
        rc = PF_ERR_PARSE;
    }
    if (rc == PF_OK) {
        rc = pf_graph_build(g, (uint32_t)S.c1, G.arcs, G.count, 1);
        if (rc == PF_ERR_LIMIT)
            pf_error_set(err, "%s:%u: expected arc costs summing to at most 2^62, found more",
                         name, S.p_line);
        else if (rc != PF_OK)
            pf_error_set(err, "%s:%u: out of memory for %llu nodes and %llu arcs", name, S.p_line,
                         (unsigned long long)S.c1, (unsigned long long)S.c2);
    }
    free(G.arcs);
    return rc;
}

/* ---- .co ---------------------------------------------------------------------------- */

static const struct kind kind_co = {
    .problem = "p aux sp co N", .words = { "aux", "sp", "co" }, .nw = 3, .ncounts = 1,
    .max1 = PF_GRAPH_MAX_NODES, .item = "v", .fields = 4, .item_shape = "v ID X Y",
    .first = "the first node", .an_item = "a 'v' line",
};

struct co {
    const struct pf_graph *g;
    double *pos;
    uint8_t *seen;
    uint32_t count;
};

static int co_problem(struct scan *S, const struct pf_line *l, void *user)
{
    struct co *C = user;
    if (S->c1 != C->g->num_nodes) {
        pf_error_set(S->err, "%s:%u: expected 'p aux sp co %u' (the graph's nodes), found %llu "
                     "nodes", S->name, l->no, C->g->num_nodes, (unsigned long long)S->c1);
        return PF_ERR_PARSE;
    }
    return PF_OK;
}

static int co_item(struct scan *S, const struct pf_line *l, const char **f, const size_t *fl,
                   void *user)
{
    struct co *C = user;
    char q[200];
    pf_node id;
    int rc = dimacs_node(S, l->no, f[1], fl[1], S->c1, "'v ID X Y'", &id);
    if (rc != PF_OK)
        return rc;
    if (C->seen[id]) {
        pf_error_set(S->err, "%s:%u: expected one 'v' line for node %u, found a second", S->name,
                     l->no, id + 1);
        return PF_ERR_PARSE;
    }
    for (int k = 0; k < 2; k++) {
        int cr = pf_field_coord(f[2 + k], fl[2 + k], &C->pos[3 * (size_t)id + (size_t)k]);
        if (cr != PF_FIELD_OK) {
            pf_quote(q, sizeof q, f[2 + k], fl[2 + k]);
            pf_error_set(S->err, "%s:%u: expected %s (a number from -1e9 to 1e9), found '%s'",
                         S->name, l->no, k ? "Y" : "X", q);
            return cr == PF_FIELD_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
        }
    }
    C->pos[3 * (size_t)id + 2] = 0;
    C->seen[id] = 1;
    C->count++;
    return PF_OK;
}

int pf_dimacs_parse_co(const char *name, const char *buf, size_t len, struct pf_graph *g,
                       struct pf_error *err)
{
    struct scan S = { .name = name, .err = err, .k = &kind_co };
    struct co C = { .g = g };
    C.pos = malloc((size_t)g->num_nodes * 3 * sizeof *C.pos);
    C.seen = calloc(g->num_nodes ? g->num_nodes : 1, 1);
    int rc = PF_ERR_NOMEM;
    if (!C.pos || !C.seen)
        pf_error_set(err, "%s:1: out of memory for %u positions", name, g->num_nodes);
    else
        rc = scan(&S, buf, len, co_problem, co_item, &C);
    if (rc == PF_OK && C.count != S.c1) {
        uint32_t missing = 0;
        while (C.seen[missing])
            missing++;
        pf_error_set(err, "%s:%u: expected a 'v' line for each of the %llu nodes, found %u "
                     "(node %u has none)", name, S.last_line + 1, (unsigned long long)S.c1,
                     C.count, missing + 1);
        rc = PF_ERR_PARSE;
    }
    if (rc == PF_OK) {
        free(g->pos);
        g->pos = C.pos;
        C.pos = NULL;
        pf_graph_check_heuristics(g);
    }
    free(C.pos);
    free(C.seen);
    return rc;
}

/* ---- .p2p --------------------------------------------------------------------------- */

static const struct kind kind_p2p = {
    .problem = "p aux sp p2p K", .words = { "aux", "sp", "p2p" }, .nw = 3, .ncounts = 1,
    .max1 = UINT32_MAX - 1, .item = "q", .fields = 3, .item_shape = "q S T",
    .first = "the first query", .an_item = "a 'q' line",
};

struct p2p {
    const struct pf_graph *g;
    struct pf_graph_queries *out;
};

static int p2p_problem(struct scan *S, const struct pf_line *l, void *user)
{
    struct p2p *P = user;
    int rc = cut_short(S, l, S->c1, 6, "query lines");     /* "q 1 2\n" */
    if (rc != PF_OK)
        return rc;
    P->out->q = malloc((size_t)(S->c1 ? S->c1 : 1) * sizeof *P->out->q);
    if (!P->out->q) {
        pf_error_set(S->err, "%s:%u: out of memory for %llu queries", S->name, l->no,
                     (unsigned long long)S->c1);
        return PF_ERR_NOMEM;
    }
    return PF_OK;
}

static int p2p_item(struct scan *S, const struct pf_line *l, const char **f, const size_t *fl,
                    void *user)
{
    struct p2p *P = user;
    int rc = too_many(S, l, P->out->n, S->c1, "queries");
    if (rc != PF_OK)
        return rc;
    struct pf_graph_query *e = &P->out->q[P->out->n];
    memset(e, 0, sizeof *e);
    e->line = l->no;
    rc = dimacs_node(S, l->no, f[1], fl[1], P->g->num_nodes, "the start S", &e->s);
    if (rc == PF_OK)
        rc = dimacs_node(S, l->no, f[2], fl[2], P->g->num_nodes, "the goal T", &e->t);
    if (rc == PF_OK)
        P->out->n++;
    return rc;
}

int pf_dimacs_parse_p2p(const char *name, const char *buf, size_t len, const struct pf_graph *g,
                        struct pf_graph_queries *out, struct pf_error *err)
{
    struct scan S = { .name = name, .err = err, .k = &kind_p2p };
    struct p2p P = { .g = g, .out = out };
    memset(out, 0, sizeof *out);
    int rc = scan(&S, buf, len, p2p_problem, p2p_item, &P);
    if (rc == PF_OK && out->n != S.c1) {
        pf_error_set(err, "%s:%u: expected %llu queries (the 'p' line), found %zu", name,
                     S.last_line + 1, (unsigned long long)S.c1, out->n);
        rc = PF_ERR_PARSE;
    }
    if (rc != PF_OK)
        pf_graph_queries_free(out);
    return rc;
}

/* ---- Files -------------------------------------------------------------------------- */

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
