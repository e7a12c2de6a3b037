/* bidir_bound.c: a program (not a test): per Moving AI scenario line, the least number of
 * expansions that any front-to-end bidirectional Dijkstra must make, and the one-way counts
 * under the same rule, for docs/PERFORMANCE.md's bidirectional section.
 *
 * The rule (Eckerle, Chen, Sturtevant, Zilles and Holte, "Sufficient conditions for node
 * expansion in bidirectional heuristic search", ICAPS 2017), with h = 0 and e = the cheapest
 * step (PF_CARD, one cardinal move): let C* be the optimal cost from s to t and gf(u) = d(s, u),
 * gb(v) = d(v, t). If a search ends having expanded neither u forward nor v backward, where
 *     gf(u) + gb(v) + e < C*      (strict; all costs are the suite's fixed-point integers),
 * then it cannot know there is no step from u to v: such a step would close a path cheaper
 * than C*, and nothing the search saw rules it out. So for every such pair (u, v) a correct
 * search expands u forward or v backward: its expansions form a vertex cover of the bipartite
 * graph of these pairs, and the least vertex cover is a lower bound (LB) for every
 * front-to-end bidirectional Dijkstra, whatever its rule for choosing the side.
 *
 * Why LB is a threshold cover. With L = C* - e, u and v are joined exactly when
 * gf(u) + gb(v) < L: a forward node's partners are all backward nodes below L - gf(u), so the
 * nearer u is to s, the more partners it has (the neighbourhoods are nested). Take any cover
 * and let a be the least gf among the forward nodes it leaves out (a = L if it leaves none
 * with gf < L). Every forward node with gf < a is in it, and the left-out node at distance a
 * has every v with gb(v) < L - a as a partner, so all of those are in it too: the cover has at
 * least #{u : gf(u) < a} + #{v : gb(v) < L - a} nodes. That set is itself a cover (a pair
 * outside it has gf + gb >= a + (L - a) = L). Hence
 *     LB = min over a of  #{u : gf(u) < a} + #{v : gb(v) < L - a},
 * and a need only range over the distinct forward distances below L and a = L itself
 * (forward only). fwd_only = #{gf < L} is a = L, bwd_only = #{gb < L} is a = 0: the
 * expansions of a one-way Dijkstra that stopped under the same rule. The program prints the
 * least and the largest a that attain LB, as fractions of C*.
 *
 * The map and scenario are read with libpf's own readers (pf_map_read, pf_scen_read,
 * pf_scen_check), the moves are pf_grid_move_mask's PF_MOVES_8 (octile, no corner cutting,
 * hog2's terrain classes) and the costs PF_CARD / PF_DIAG, the integers the searches use. The
 * distances come from a Dijkstra of its own: libpf's searches report a path's cost, not the g
 * of every node. The moves are symmetric, so d(v, t) is a Dijkstra from t. All search state is
 * allocated once per map; a query allocates nothing. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"
#include "pf_open.h"

/* The per-map search state: a Dijkstra on libpf's binary heap (with decrease-key), its node
 * records valid only when stamped with the current query's epoch. */
struct bb {
    const struct pf_grid *g;
    uint8_t *mask;                 /* PF_MOVES_8 move bits of every node */
    int32_t off[8];                /* node offset of each direction */
    pf_cost *dist;
    uint32_t *stamp, epoch;
    uint8_t *closed;               /* 1 once popped (valid where stamped) */
    void *q;                       /* libpf's binary heap (pf_open_heap), keys the distances */
    pf_cost *gf, *gb;              /* the closed distances of each side, ascending */
};

struct row {                       /* one scenario line's result */
    int path;                      /* 0 when the goal is unreachable */
    pf_cost cstar;
    size_t fwd, bwd, lb, lb_f, lb_b;
    double a_lo, a_hi;             /* thresholds attaining lb, as fractions of C* */
    int opt_ok;                    /* C* agrees with the scenario's optimum */
};

static void usage(FILE *f)
{
    fprintf(f,
        "usage: bidir_bound MAP SCEN [--limit N] [--summary]\n"
        "For each line of the Moving AI scenario SCEN on MAP (8 moves, no corner cutting, the\n"
        "suite's fixed-point costs), prints one CSV row: C* (fixed point and in cells), the\n"
        "expansions a forward-only and a backward-only Dijkstra must make, LB (the least any\n"
        "front-to-end bidirectional Dijkstra must make: a minimum vertex cover of the pairs\n"
        "with gf(u) + gb(v) + e < C*, e one cardinal step) and the thresholds a / C* that attain\n"
        "it (see the top of tests/bidir_bound.c); a line whose goal is unreachable has\n"
        "empty fields. The medians and means over the lines with a path go to stderr.\n"
        "  --limit N   only the first N lines of SCEN\n"
        "  --summary   print the medians and means on stdout instead of the rows\n");
}

static int bb_init(struct bb *b, const struct pf_grid *g)
{
    memset(b, 0, sizeof *b);
    b->g = g;
    size_t n = g->num_nodes;
    b->mask = malloc(n);
    b->dist = malloc(n * sizeof *b->dist);
    b->stamp = calloc(n, sizeof *b->stamp);
    b->closed = malloc(n);
    b->q = pf_open_heap.create((uint32_t)n);
    b->gf = malloc(n * sizeof *b->gf);
    b->gb = malloc(n * sizeof *b->gb);
    if (!b->mask || !b->dist || !b->stamp || !b->closed || !b->q || !b->gf || !b->gb)
        return -1;
    for (pf_node v = 0; v < n; v++)
        b->mask[v] = pf_grid_move_mask(g, v, PF_MOVES_8);
    for (int d = 0; d < 8; d++)
        b->off[d] = pf_dir_dy[d] * g->stride + pf_dir_dx[d];
    return 0;
}

static void bb_free(struct bb *b)
{
    free(b->mask); free(b->dist); free(b->stamp); free(b->closed);
    if (b->q)
        pf_open_heap.destroy(b->q);
    free(b->gf); free(b->gb);
}

/* Dijkstra from src: closes nodes in order of distance and appends each distance below lim
 * to out; stops when `stop` is closed (its distance is then *reached) or the next distance is
 * at least lim. Returns how many were appended (out is ascending). */
static size_t dijkstra(struct bb *b, pf_node src, pf_node stop, pf_cost lim, pf_cost *out,
                       pf_cost *reached)
{
    b->epoch++;
    pf_open_heap.clear(b->q);
    size_t k = 0;
    *reached = PF_COST_INF;
    b->stamp[src] = b->epoch;
    b->dist[src] = 0;
    b->closed[src] = 0;
    if (pf_open_heap.push(b->q, src, 0, 0) != PF_OK)
        return 0;
    pf_node v;
    while ((v = pf_open_heap.pop_min(b->q)) != PF_NONE) {
        pf_cost gv = b->dist[v];
        b->closed[v] = 1;
        if (v == stop) {
            *reached = gv;
            break;
        }
        if (gv >= lim)
            break;
        out[k++] = gv;
        for (unsigned m = b->mask[v]; m; m &= m - 1) {
            int d = __builtin_ctz(m);
            pf_node w = (pf_node)((int64_t)v + b->off[d]);
            pf_cost ng = gv + (d >= 4 ? PF_DIAG : PF_CARD);
            if (b->stamp[w] != b->epoch) {
                b->stamp[w] = b->epoch;
                b->dist[w] = ng;
                b->closed[w] = 0;
                pf_open_heap.push(b->q, w, ng, 0);      /* room for every node: never grows */
            } else if (!b->closed[w] && ng < b->dist[w]) {
                b->dist[w] = ng;
                pf_open_heap.decrease(b->q, w, ng, 0);
            }
        }
    }
    return k;
}

/* One scenario line: C*, the one-way counts and the threshold sweep. */
static void bound_line(struct bb *b, const struct pf_scen_entry *e, struct row *r)
{
    const struct pf_grid *g = b->g;
    pf_node s = pf_grid_node(g, e->sx, e->sy), t = pf_grid_node(g, e->gx, e->gy);
    memset(r, 0, sizeof *r);
    /* forward until t is closed: every node nearer than C* is closed by then */
    pf_cost cs, unused;
    size_t nf = dijkstra(b, s, t, PF_COST_INF, b->gf, &cs);
    if (cs == PF_COST_INF)
        return;
    r->path = 1;
    r->cstar = cs;
    r->opt_ok = ((double)cs / PF_CARD - e->optimum <= pf_scen_tolerance(e)) &&
                (e->optimum - (double)cs / PF_CARD <= pf_scen_tolerance(e));
    const pf_cost lim = cs > PF_CARD ? cs - PF_CARD : 0;   /* L = C* - e */
    size_t fo = 0;
    while (fo < nf && b->gf[fo] < lim)
        fo++;
    size_t bo = dijkstra(b, t, PF_NONE, lim, b->gb, &unused);
    r->fwd = fo;
    r->bwd = bo;
    /* a = L: forward only; then a over the distinct forward distances, ascending, with
     * j = #{gb < L - a} falling as a grows */
    size_t best = fo, bf = fo, bbk = 0;
    pf_cost alo = lim, ahi = lim;
    size_t j = bo;
    for (size_t i = 0; i < fo; i++) {
        if (i && b->gf[i] == b->gf[i - 1])
            continue;
        pf_cost a = b->gf[i];
        while (j > 0 && b->gb[j - 1] >= lim - a)
            j--;
        if (i + j < best) {
            best = i + j;
            bf = i;
            bbk = j;
            alo = ahi = a;
        } else if (i + j == best) {
            if (a < alo)
                alo = a;
            if (a > ahi)
                ahi = a;
        }
    }
    r->lb = best;
    r->lb_f = bf;
    r->lb_b = bbk;
    r->a_lo = cs ? (double)alo / (double)cs : 0.0;
    r->a_hi = cs ? (double)ahi / (double)cs : 0.0;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* median (the mean of the two middle values when n is even) and mean of v[0..n); sorts v */
static void med_mean(double *v, size_t n, double *med, double *mean)
{
    *med = *mean = 0;
    if (!n)
        return;
    qsort(v, n, sizeof *v, cmp_double);
    *med = n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += v[i];
    *mean = s / (double)n;
}

static int summary(FILE *f, const char *scen, const struct row *r, size_t n)
{
    double *v = malloc((n ? n : 1) * sizeof *v);
    if (!v)
        return -1;
    size_t np = 0, bad = 0;
    for (size_t i = 0; i < n; i++) {
        np += (size_t)r[i].path;
        bad += (size_t)(r[i].path && !r[i].opt_ok);
    }
    fprintf(f, "%s: %zu lines, %zu with a path, %zu whose C* differs from the scenario's optimum\n",
            pf_basename(scen), n, np, bad);
    static const char *const names[] = { "C* (cells)", "fwd_only", "bwd_only", "lb",
                                         "lb / min(fwd_only, bwd_only)", "a / C* (lb > 0)" };
    for (int c = 0; c < 6; c++) {
        size_t k = 0;
        for (size_t i = 0; i < n; i++) {
            const struct row *x = &r[i];
            if (!x->path)
                continue;
            size_t mn = x->fwd < x->bwd ? x->fwd : x->bwd;
            switch (c) {
            case 0: v[k++] = (double)x->cstar / PF_CARD; break;
            case 1: v[k++] = (double)x->fwd; break;
            case 2: v[k++] = (double)x->bwd; break;
            case 3: v[k++] = (double)x->lb; break;
            case 4: if (mn) v[k++] = (double)x->lb / (double)mn; break;
            default: if (x->lb) v[k++] = 0.5 * (x->a_lo + x->a_hi); break;
            }
        }
        double md, mn;
        med_mean(v, k, &md, &mn);
        if (!k)
            fprintf(f, "  %-30s (no lines)\n", names[c]);
        else if (c >= 1 && c <= 3)   /* counts */
            fprintf(f, "  %-30s median %.1f  mean %.1f  (%zu lines)\n", names[c], md, mn, k);
        else
            fprintf(f, "  %-30s median %.4f  mean %.4f  (%zu lines)\n", names[c], md, mn, k);
    }
    free(v);
    return 0;
}

int main(int argc, char **argv)
{
    const char *map = NULL, *scen = NULL;
    long limit = -1;
    int only_summary = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--limit") == 0) {
            char *end;
            if (i + 1 >= argc || (limit = strtol(argv[i + 1], &end, 10)) < 0 || *end ||
                !*argv[i + 1]) {
                fprintf(stderr, "bidir_bound: --limit: expected a count >= 0, found '%s'\n",
                        i + 1 < argc ? argv[i + 1] : "");
                return 2;
            }
            i++;
        } else if (strcmp(argv[i], "--summary") == 0) {
            only_summary = 1;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "bidir_bound: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else if (!map) {
            map = argv[i];
        } else if (!scen) {
            scen = argv[i];
        } else {
            fprintf(stderr, "bidir_bound: expected MAP and SCEN, found a third argument '%s'\n",
                    argv[i]);
            return 2;
        }
    }
    if (!scen) {
        usage(stderr);
        return 2;
    }
    struct pf_grid g;
    struct pf_scen sc;
    struct pf_error err;
    memset(&sc, 0, sizeof sc);
    if (pf_map_read(map, &g, pf_default_max_cells(), &err) != PF_OK) {
        fprintf(stderr, "bidir_bound: %s\n", err.msg);
        return 1;
    }
    if (pf_scen_read(scen, &sc, &err) != PF_OK || pf_scen_check(&sc, scen, &g, map, &err) != PF_OK) {
        fprintf(stderr, "bidir_bound: %s\n", err.msg);
        pf_scen_free(&sc);
        pf_grid_free(&g);
        return 1;
    }
    size_t n = limit >= 0 && (size_t)limit < sc.n ? (size_t)limit : sc.n;
    struct bb b;
    struct row *rows = calloc(n ? n : 1, sizeof *rows);
    int rc = 0;
    if (bb_init(&b, &g) != 0 || !rows) {
        fprintf(stderr, "bidir_bound: out of memory for a %dx%d map\n", g.width, g.height);
        rc = 1;
        goto out;
    }
    if (!only_summary)
        printf("id,line,sx,sy,gx,gy,cstar_fixed,cstar,optimum,fwd_only,bwd_only,lb,lb_fwd,lb_bwd,"
               "a_lo,a_hi\n");
    for (size_t i = 0; i < n; i++) {
        const struct pf_scen_entry *e = &sc.e[i];
        struct row *r = &rows[i];
        bound_line(&b, e, r);
        if (only_summary)
            continue;
        printf("%zu,%u,%d,%d,%d,%d,", i, e->line, e->sx, e->sy, e->gx, e->gy);
        if (!r->path)   /* no path: nothing to bound */
            printf(",,%.*f,,,,,,,\n", e->decimals, e->optimum);
        else
            printf("%" PRIu64 ",%.8f,%.*f,%zu,%zu,%zu,%zu,%zu,%.4f,%.4f\n", r->cstar,
                   (double)r->cstar / PF_CARD, e->decimals, e->optimum, r->fwd, r->bwd, r->lb,
                   r->lb_f, r->lb_b, r->a_lo, r->a_hi);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "bidir_bound: cannot write the rows\n");
        rc = 1;
    } else if (summary(only_summary ? stdout : stderr, scen, rows, n) != 0) {
        rc = 1;
    }
out:
    free(rows);
    bb_free(&b);
    pf_scen_free(&sc);
    pf_grid_free(&g);
    return rc;
}
