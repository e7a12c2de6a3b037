/* graph_io.c: reader and writer of pfbench's plain node-graph format (docs/DOMAINS.md). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "pf_graph_io.h"
#include "text_fields.h"

#define NO_COST UINT64_MAX        /* an arc line without a cost: the 3D distance, filled in later */

uint64_t pf_graph_default_max_bytes(void)
{
    uint64_t cells = pf_default_max_cells();
    return cells > UINT64_MAX / PF_BYTES_PER_CELL ? UINT64_MAX : cells * PF_BYTES_PER_CELL;
}

/* What a reader is building. */
struct plain {
    const char *name;
    struct pf_error *err;
    uint64_t n, m;
    int decimals;
    int have_decimals;
    uint32_t graph_line;
    struct pf_graph_arc *arcs;
    uint32_t num_arcs;
    double *pos;                  /* allocated at the first 'v' line */
    uint8_t *seen;
    uint32_t num_v;
    uint32_t first_no_cost;       /* line of the first arc without a cost, 0 when none */
};

static const char *const number_problem[] = {
    [-PF_FIELD_NOT_NUMBER] = "a number",
    [-PF_FIELD_TOO_LARGE] = "a smaller number",
    [-PF_FIELD_NEGATIVE] = "a number >= 0",
    [-PF_FIELD_DECIMALS] = "fewer digits after the point",
};

/* "expected <what> <where>, found 'FIELD'" for a field that did not scan (rc < 0). */
static int bad_field(struct plain *P, uint32_t line, int rc, const char *where, const char *f,
                     size_t fl)
{
    char q[200];
    pf_quote(q, sizeof q, f, fl);
    pf_error_set(P->err, "%s:%u: expected %s %s, found '%s'", P->name, line, number_problem[-rc],
                 where, q);
    return rc == PF_FIELD_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
}

static int header(struct plain *P, const struct pf_line *l, const char *after,
                  const char *end, uint64_t max_bytes)
{
    const char *f[PF_FIELDS_MAX];
    size_t fl[PF_FIELDS_MAX];
    char q[200];
    int nf = pf_line_split(l, f, fl, PF_FIELDS_MAX);
    if (nf != 3 || !pf_field_is(f[0], fl[0], "graph")) {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(P->err, "%s:%u: expected 'graph N M' (nodes, arcs), found '%s'", P->name,
                     l->no, q);
        return PF_ERR_PARSE;
    }
    int rc = pf_field_uint(f[1], fl[1], PF_GRAPH_MAX_NODES, &P->n);
    if (rc == PF_FIELD_OK && P->n == 0)
        rc = PF_FIELD_NOT_NUMBER;
    if (rc != PF_FIELD_OK)
        return bad_field(P, l->no, rc, "of nodes (1 to 2147483647) after 'graph'", f[1], fl[1]);
    rc = pf_field_uint(f[2], fl[2], UINT32_MAX - 1, &P->m);
    if (rc != PF_FIELD_OK)
        return bad_field(P, l->no, rc, "of arcs (0 to 4294967294) after 'graph N'", f[2], fl[2]);
    uint64_t bytes = P->n * PF_GRAPH_BYTES_PER_NODE + P->m * PF_GRAPH_BYTES_PER_ARC;
    if (bytes > max_bytes) {
        pf_error_set(P->err, "%s:%u: expected a graph that fits in %llu bytes (the memory limit; "
                     "PFBENCH_MAX_CELLS raises it), found %llu nodes and %llu arcs (%llu bytes)",
                     P->name, l->no, (unsigned long long)max_bytes, (unsigned long long)P->n,
                     (unsigned long long)P->m, (unsigned long long)bytes);
        return PF_ERR_LIMIT;
    }
    /* an arc line takes at least 6 bytes ("a 0 1\n"): a truncated file cannot hold many */
    uint64_t rest = (uint64_t)(end - after);
    if (P->m > 65536 && P->m * 6 > rest + 1) {
        pf_error_set(P->err, "%s:%u: expected %llu arc lines, found a file of %llu bytes after "
                     "the 'graph' line", P->name, l->no, (unsigned long long)P->m,
                     (unsigned long long)rest);
        return PF_ERR_PARSE;
    }
    P->graph_line = l->no;
    P->decimals = 3;
    P->arcs = malloc((size_t)(P->m ? P->m : 1) * sizeof *P->arcs);
    if (!P->arcs) {
        pf_error_set(P->err, "%s:%u: out of memory for %llu arcs", P->name, l->no,
                     (unsigned long long)P->m);
        return PF_ERR_NOMEM;
    }
    return PF_OK;
}

static int node_id(struct plain *P, uint32_t line, const char *f, size_t fl, const char *what,
                   pf_node *out)
{
    uint64_t v;
    int rc = pf_field_uint(f, fl, UINT32_MAX, &v);
    if (rc == PF_FIELD_OK && v >= P->n)
        rc = PF_FIELD_TOO_LARGE;
    if (rc != PF_FIELD_OK) {
        char q[200];
        pf_quote(q, sizeof q, f, fl);
        pf_error_set(P->err, "%s:%u: expected %s (a node id from 0 to %llu), found '%s'", P->name,
                     line, what, (unsigned long long)(P->n - 1), q);
        return PF_ERR_PARSE;
    }
    *out = (pf_node)v;
    return PF_OK;
}

static int vertex(struct plain *P, const struct pf_line *l, const char **f, size_t *fl, int nf)
{
    char q[200];
    if (nf != 5) {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(P->err, "%s:%u: expected 'v ID X Y Z', found '%s'", P->name, l->no, q);
        return PF_ERR_PARSE;
    }
    pf_node id;
    int rc = node_id(P, l->no, f[1], fl[1], "'v ID X Y Z'", &id);
    if (rc != PF_OK)
        return rc;
    if (!P->pos) {
        P->pos = malloc((size_t)P->n * 3 * sizeof *P->pos);
        P->seen = calloc((size_t)P->n, 1);
        if (!P->pos || !P->seen) {
            pf_error_set(P->err, "%s:%u: out of memory for %llu positions", P->name, l->no,
                         (unsigned long long)P->n);
            return PF_ERR_NOMEM;
        }
    }
    if (P->seen[id]) {
        pf_error_set(P->err, "%s:%u: expected one 'v' line for node %u, found a second", P->name,
                     l->no, id);
        return PF_ERR_PARSE;
    }
    static const char *const axis[3] = { "X", "Y", "Z" };
    for (int k = 0; k < 3; k++) {
        double c;
        rc = pf_field_coord(f[2 + k], fl[2 + k], &c);
        if (rc != PF_FIELD_OK) {
            pf_quote(q, sizeof q, f[2 + k], fl[2 + k]);
            pf_error_set(P->err, "%s:%u: expected %s (a number from -1e9 to 1e9), found '%s'",
                         P->name, l->no, axis[k], q);
            return rc == PF_FIELD_TOO_LARGE ? PF_ERR_LIMIT : PF_ERR_PARSE;
        }
        P->pos[3 * (size_t)id + (size_t)k] = c;
    }
    P->seen[id] = 1;
    P->num_v++;
    return PF_OK;
}

static int arc(struct plain *P, const struct pf_line *l, const char **f, size_t *fl, int nf)
{
    char q[200];
    if (nf != 3 && nf != 4) {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(P->err, "%s:%u: expected 'a U V' or 'a U V COST', found '%s'", P->name,
                     l->no, q);
        return PF_ERR_PARSE;
    }
    if (P->num_arcs == P->m) {
        pf_error_set(P->err, "%s:%u: expected %llu arcs (the 'graph' line), found more", P->name,
                     l->no, (unsigned long long)P->m);
        return PF_ERR_PARSE;
    }
    struct pf_graph_arc *a = &P->arcs[P->num_arcs];
    int rc = node_id(P, l->no, f[1], fl[1], "the arc's tail U", &a->u);
    if (rc == PF_OK)
        rc = node_id(P, l->no, f[2], fl[2], "the arc's head V", &a->v);
    if (rc != PF_OK)
        return rc;
    if (nf == 4) {
        rc = pf_field_fixed(f[3], fl[3], P->decimals, PF_GRAPH_MAX_TOTAL, &a->w);
        if (rc != PF_FIELD_OK) {
            char where[80];
            snprintf(where, sizeof where, "as the arc's cost (at most %d decimals)", P->decimals);
            return bad_field(P, l->no, rc, where, f[3], fl[3]);
        }
    } else {
        a->w = NO_COST;
        if (!P->first_no_cost)
            P->first_no_cost = l->no;
    }
    P->num_arcs++;
    return PF_OK;
}

static int decimals_line(struct plain *P, const struct pf_line *l, const char **f, size_t *fl,
                         int nf)
{
    char q[200];
    if (nf != 2) {
        pf_field_quote_line(q, sizeof q, l);
        pf_error_set(P->err, "%s:%u: expected 'decimals D', found '%s'", P->name, l->no, q);
        return PF_ERR_PARSE;
    }
    if (P->have_decimals) {
        pf_error_set(P->err, "%s:%u: expected one 'decimals' line, found a second", P->name, l->no);
        return PF_ERR_PARSE;
    }
    if (P->num_v || P->num_arcs) {
        pf_error_set(P->err, "%s:%u: expected 'decimals' before the first 'v' or 'a' line, found "
                     "it after", P->name, l->no);
        return PF_ERR_PARSE;
    }
    uint64_t d;
    int rc = pf_field_uint(f[1], fl[1], 6, &d);
    if (rc != PF_FIELD_OK) {
        pf_quote(q, sizeof q, f[1], fl[1]);
        pf_error_set(P->err, "%s:%u: expected a number of decimals from 0 to 6, found '%s'",
                     P->name, l->no, q);
        return PF_ERR_PARSE;
    }
    P->decimals = (int)d;
    P->have_decimals = 1;
    return PF_OK;
}

/* The costs left out: the 3D distance between the ends, rounded up to the scale. */
static int fill_costs(struct plain *P, uint32_t scale)
{
    if (!P->first_no_cost)
        return PF_OK;
    if (!P->pos) {
        pf_error_set(P->err, "%s:%u: expected a cost ('a U V COST': the graph has no 'v' lines "
                     "to measure it), found none", P->name, P->first_no_cost);
        return PF_ERR_PARSE;
    }
    for (uint32_t i = 0; i < P->num_arcs; i++) {
        struct pf_graph_arc *a = &P->arcs[i];
        if (a->w != NO_COST)
            continue;
        const double *p = P->pos + 3 * (size_t)a->u, *r = P->pos + 3 * (size_t)a->v;
        double dx = p[0] - r[0], dy = p[1] - r[1], dz = p[2] - r[2];
        a->w = (pf_cost)ceil((double)scale * sqrt(dx * dx + dy * dy + dz * dz));  /* < 2^53 */
    }
    return PF_OK;
}

int pf_graph_parse(const char *name, const char *buf, size_t len, struct pf_graph *g,
                   uint64_t max_bytes, struct pf_error *err)
{
    const char *p = buf, *end = buf + len;
    struct pf_line l = { 0 };
    struct plain P = { .name = name, .err = err };
    const char *f[PF_FIELDS_MAX];
    size_t fl[PF_FIELDS_MAX];
    char q[200];
    int rc = PF_OK;
    memset(g, 0, sizeof *g);

    while (pf_line_next(&p, end, &l)) {
        int nf = pf_line_split(&l, f, fl, PF_FIELDS_MAX);
        if (nf == 0 || f[0][0] == '#')
            continue;
        if (!P.graph_line)
            rc = header(&P, &l, p, end, max_bytes);
        else if (pf_field_is(f[0], fl[0], "a"))
            rc = arc(&P, &l, f, fl, nf);
        else if (pf_field_is(f[0], fl[0], "v"))
            rc = vertex(&P, &l, f, fl, nf);
        else if (pf_field_is(f[0], fl[0], "decimals"))
            rc = decimals_line(&P, &l, f, fl, nf);
        else {
            pf_field_quote_line(q, sizeof q, &l);
            pf_error_set(err, "%s:%u: expected a 'v ID X Y Z', 'a U V [COST]' or '#' line, found "
                         "'%s'", name, l.no, q);
            rc = PF_ERR_PARSE;
        }
        if (rc != PF_OK)
            goto out;
    }
    if (!P.graph_line) {
        pf_error_set(err, "%s:%u: expected 'graph N M' (nodes, arcs), found end of file", name,
                     l.no + 1);
        rc = PF_ERR_PARSE;
        goto out;
    }
    if (P.num_arcs != P.m) {
        pf_error_set(err, "%s:%u: expected %llu arcs (the 'graph' line), found %u", name,
                     l.no + 1, (unsigned long long)P.m, P.num_arcs);
        rc = PF_ERR_PARSE;
        goto out;
    }
    if (P.num_v && P.num_v != P.n) {
        uint32_t missing = 0;
        while (P.seen[missing])
            missing++;
        pf_error_set(err, "%s:%u: expected a 'v' line for every node or for none, found %u of "
                     "%llu (node %u has none)", name, l.no + 1, P.num_v,
                     (unsigned long long)P.n, missing);
        rc = PF_ERR_PARSE;
        goto out;
    }
    uint32_t scale = 1;
    for (int i = 0; i < P.decimals; i++)
        scale *= 10;
    rc = fill_costs(&P, scale);
    if (rc != PF_OK)
        goto out;
    rc = pf_graph_build(g, (uint32_t)P.n, P.arcs, P.num_arcs, scale);
    if (rc == PF_ERR_LIMIT) {
        pf_error_set(err, "%s:%u: expected arc costs summing to at most 2^62 units of "
                     "10^-%d, found more", name, P.graph_line, P.decimals);
        goto out;
    }
    if (rc != PF_OK) {
        pf_error_set(err, "%s:%u: out of memory for %llu nodes and %llu arcs", name, P.graph_line,
                     (unsigned long long)P.n, (unsigned long long)P.m);
        goto out;
    }
    g->pos = P.pos;
    P.pos = NULL;
    pf_graph_check_heuristics(g);
out:
    free(P.arcs);
    free(P.pos);
    free(P.seen);
    return rc;
}

int pf_graph_read(const char *path, struct pf_graph *g, uint64_t max_bytes, struct pf_error *err)
{
    char *buf;
    size_t len;
    memset(g, 0, sizeof *g);
    /* a line takes at most a few hundred bytes per node or arc worth of memory: bound the file */
    uint64_t cap = max_bytes > (SIZE_MAX / 4) ? SIZE_MAX / 4 : max_bytes + (1u << 20);
    int rc = pf_file_slurp(path, &buf, &len, (size_t)cap, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_graph_parse(path, buf, len, g, max_bytes, err);
    free(buf);
    return rc;
}

void pf_graph_cost_str(const struct pf_graph *g, pf_cost c, char *buf, size_t cap)
{
    if (g->decimals == 0)
        snprintf(buf, cap, "%llu", (unsigned long long)c);
    else
        snprintf(buf, cap, "%llu.%0*llu", (unsigned long long)(c / g->scale), g->decimals,
                 (unsigned long long)(c % g->scale));
}

/* The shortest of %.15g, %.16g, %.17g that reads back as the same double. */
static void coord_str(double v, char *buf, size_t cap)
{
    for (int prec = 15; prec <= 17; prec++) {
        snprintf(buf, cap, "%.*g", prec, v);
        if (strtod(buf, NULL) == v)
            return;
    }
}

void pf_graph_print(FILE *f, const struct pf_graph *g)
{
    char a[40], b[40], c[40];
    fprintf(f, "graph %u %u\ndecimals %d\n", g->num_nodes, g->num_arcs, g->decimals);
    if (g->pos) {
        for (pf_node n = 0; n < g->num_nodes; n++) {
            const double *p = g->pos + 3 * (size_t)n;
            coord_str(p[0], a, sizeof a);
            coord_str(p[1], b, sizeof b);
            coord_str(p[2], c, sizeof c);
            fprintf(f, "v %u %s %s %s\n", n, a, b, c);
        }
    }
    for (pf_node u = 0; u < g->num_nodes; u++) {
        for (uint32_t i = g->first[u]; i < g->first[u + 1]; i++) {
            pf_graph_cost_str(g, g->w[i], a, sizeof a);
            fprintf(f, "a %u %u %s\n", u, g->head[i], a);
        }
    }
}

int pf_graph_write(const char *path, const struct pf_graph *g, struct pf_error *err)
{
    struct pf_out o;
    int rc = pf_out_open(&o, path, err);
    if (rc != PF_OK)
        return rc;
    pf_graph_print(o.f, g);
    return pf_out_commit(&o, err);
}
