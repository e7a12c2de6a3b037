/* peers_table.c: peers.csv and peers.md of a bench-peers run: per map and (peer, pfbench variant)
 * pair, the median over the scenario lines both solved of peer time / pfbench time. The pairs
 * are data (a file bench-peers.sh passes), never names spelled here. */
#include <stdlib.h>
#include <string.h>
#include "pf_search.h"
#include "pf_io.h"
#include "report.h"
#include "stats.h"

struct pair {
    char peer[48], ours[48];
};

/* Read the pairs: "PEER_VARIANT PFBENCH_VARIANT" per line (spaces or tabs), '#' comments. */
static int read_pairs(const char *path, struct pair **out, size_t *n, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    *out = NULL;
    *n = 0;
    if (!f) {
        snprintf(err, errlen, "%s: cannot open the pairs file", path);
        return -1;
    }
    size_t cap = 0;
    char line[512];
    for (int ln = 1; fgets(line, sizeof line, f); ln++) {
        char a[64], b[64], extra[8];
        line[strcspn(line, "\r\n")] = '\0';
        char *s = line + strspn(line, " \t");
        if (!*s || *s == '#')
            continue;
        if (sscanf(s, "%63s %63s %7s", a, b, extra) != 2 || strlen(a) >= 48 || strlen(b) >= 48) {
            snprintf(err, errlen, "%s:%d: expected 'PEER_VARIANT PFBENCH_VARIANT', found '%.80s'", path, ln, s);
            goto fail;
        }
        if (*n == cap) {
            cap = cap ? cap * 2 : 16;
            struct pair *np = realloc(*out, cap * sizeof *np);
            if (!np) {
                snprintf(err, errlen, "out of memory reading %s", path);
                goto fail;
            }
            *out = np;
        }
        snprintf((*out)[*n].peer, sizeof (*out)[*n].peer, "%.47s", a);   /* length checked above */
        snprintf((*out)[*n].ours, sizeof (*out)[*n].ours, "%.47s", b);
        (*n)++;
    }
    fclose(f);
    if (*n == 0) {
        snprintf(err, errlen, "%s: expected at least one pair 'PEER_VARIANT PFBENCH_VARIANT', found none", path);
        return -1;
    }
    return 0;
fail:
    fclose(f);
    free(*out);
    *out = NULL;
    return -1;
}

/* Solved, timed rows sort by map, moves, scenario: a pair's two sides then join in one pass. */
static int cmp_row(const void *a, const void *b)
{
    const struct pf_row *x = *(const struct pf_row *const *)a, *y = *(const struct pf_row *const *)b;
    int c = strcmp(x->map, y->map);
    if (!c)
        c = strcmp(x->moves, y->moves);
    return c ? c : (x->scen_id > y->scen_id) - (x->scen_id < y->scen_id);
}

/* The solved, timed rows of one variant, sorted by cmp_row. */
static const struct pf_row **rows_of(const struct pf_rows *rows, const char *variant, size_t *n)
{
    const struct pf_row **v = malloc((rows->n ? rows->n : 1) * sizeof *v);
    *n = 0;
    if (!v)
        return NULL;
    for (size_t i = 0; i < rows->n; i++)
        if (!strcmp(rows->r[i].variant, variant) && !strcmp(rows->r[i].status, "ok") && rows->r[i].time_ns > 0)
            v[(*n)++] = &rows->r[i];
    qsort(v, *n, sizeof *v, cmp_row);
    return v;
}

struct line {                     /* one line of peers.csv */
    char map[96];
    const struct pair *p;
    size_t n;
    double ratio, peer_us, ours_us;
};

static int cmp_line(const void *a, const void *b)
{
    const struct line *x = a, *y = b;
    int c = strcmp(x->map, y->map);
    if (!c)
        c = strcmp(x->p->peer, y->p->peer);
    return c ? c : strcmp(x->p->ours, y->p->ours);
}

/* The peers.csv lines of one pair: per map, medians over the scenario lines both solved. */
static int pair_lines(const struct pf_rows *rows, const struct pair *p, struct line **lines, size_t *nl,
                      size_t *cap)
{
    size_t na, nb;
    const struct pf_row **a = rows_of(rows, p->peer, &na), **b = rows_of(rows, p->ours, &nb);
    double *ratio = malloc((na ? na : 1) * sizeof *ratio);
    uint64_t *ta = malloc((na ? na : 1) * sizeof *ta), *tb = malloc((na ? na : 1) * sizeof *tb);
    int rc = -1;
    if (!a || !b || !ratio || !ta || !tb)
        goto done;
    for (size_t i = 0, j = 0; i < na;) {
        const char *map = a[i]->map;
        size_t n = 0;
        for (; i < na && !strcmp(a[i]->map, map); i++) {
            while (j < nb && cmp_row(&b[j], &a[i]) < 0)
                j++;
            if (j < nb && cmp_row(&b[j], &a[i]) == 0) {
                ta[n] = a[i]->time_ns;
                tb[n] = b[j]->time_ns;
                ratio[n++] = (double)a[i]->time_ns / (double)b[j]->time_ns;
            }
        }
        if (!n)
            continue;
        if (*nl == *cap) {
            *cap = *cap ? *cap * 2 : 32;
            struct line *nv = realloc(*lines, *cap * sizeof *nv);
            if (!nv)
                goto done;
            *lines = nv;
        }
        struct line *l = &(*lines)[(*nl)++];
        snprintf(l->map, sizeof l->map, "%s", map);
        l->p = p;
        l->n = n;
        l->ratio = pf_median_double(ratio, n);
        l->peer_us = (double)pf_median_u64(ta, n) / 1000.0;
        l->ours_us = (double)pf_median_u64(tb, n) / 1000.0;
    }
    rc = 0;
done:
    free(a);
    free(b);
    free(ratio);
    free(ta);
    free(tb);
    return rc;
}

struct eps {                      /* expansions and time of one (map, registry variant) */
    char map[96], variant[48];
    double expanded, time_ns;
};

static int cmp_eps(const void *a, const void *b)
{
    const struct eps *x = a, *y = b;
    int c = strcmp(x->map, y->map);
    return c ? c : strcmp(x->variant, y->variant);
}

/* pfbench's own rows (variants of the registry, not the peers'), summed per map and variant. */
static struct eps *expansion_rates(const struct pf_rows *rows, size_t *n)
{
    size_t cap = 0;
    struct eps *v = NULL;
    *n = 0;
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        if (strcmp(r->status, "ok") || !pf_variant_find(r->variant))
            continue;
        size_t k = 0;
        while (k < *n && (strcmp(v[k].map, r->map) || strcmp(v[k].variant, r->variant)))
            k++;
        if (k == *n) {
            if (*n == cap) {
                cap = cap ? cap * 2 : 32;
                struct eps *nv = realloc(v, cap * sizeof *nv);
                if (!nv) {
                    free(v);
                    return NULL;
                }
                v = nv;
            }
            memset(&v[k], 0, sizeof v[k]);
            snprintf(v[k].map, sizeof v[k].map, "%s", r->map);
            snprintf(v[k].variant, sizeof v[k].variant, "%s", r->variant);
            (*n)++;
        }
        v[k].expanded += (double)r->c.expanded;
        v[k].time_ns += (double)r->time_ns;
    }
    if (*n)
        qsort(v, *n, sizeof *v, cmp_eps);
    return v ? v : calloc(1, sizeof *v);
}

int pf_peers_write(const char *dir, const struct pf_rows *rows, const char *pairs_path, char *err,
                   size_t errlen)
{
    struct pair *pairs;
    size_t np, nl = 0, cap = 0, ne = 0;
    struct line *lines = NULL;
    struct eps *eps = NULL;
    struct pf_out o;
    struct pf_error e;
    char path[4200], name[1024];
    int rc = -1;
    if (read_pairs(pairs_path, &pairs, &np, err, errlen))
        return -1;
    for (size_t k = 0; k < np; k++)
        if (pair_lines(rows, &pairs[k], &lines, &nl, &cap))
            goto oom;
    if (nl)
        qsort(lines, nl, sizeof *lines, cmp_line);
    if (!(eps = expansion_rates(rows, &ne)))
        goto oom;
    snprintf(path, sizeof path, "%s/peers.csv", dir);
    if (pf_out_open(&o, path, &e) != PF_OK)
        goto io;
    fprintf(o.f, "map,peer,pfbench_variant,scenarios,median_ratio,peer_median_us,pfbench_median_us\n");
    for (size_t i = 0; i < nl; i++)
        fprintf(o.f, "%s,%s,%s,%zu,%.3f,%.1f,%.1f\n", lines[i].map, lines[i].p->peer, lines[i].p->ours,
                lines[i].n, lines[i].ratio, lines[i].peer_us, lines[i].ours_us);
    if (pf_out_commit(&o, &e) != PF_OK)
        goto io;
    snprintf(path, sizeof path, "%s/peers.md", dir);
    if (pf_out_open(&o, path, &e) != PF_OK)
        goto io;
    fprintf(o.f, "# Peers: time per query, peer / pfbench (median over the same scenario lines)\n\n"
                 "Run: `%s`. A ratio of 3.0 means the peer takes 3 times as long as pfbench.\n\n"
                 "| map | peer | pfbench variant | scenarios | median ratio | peer median µs | pfbench median µs |\n"
                 "|---|---|---|---:|---:|---:|---:|\n", pf_dir_name(dir, name, sizeof name));
    for (size_t i = 0; i < nl; i++)
        fprintf(o.f, "| %s | %s | %s | %zu | %.2f | %.1f | %.1f |\n", lines[i].map, lines[i].p->peer,
                lines[i].p->ours, lines[i].n, lines[i].ratio, lines[i].peer_us, lines[i].ours_us);
    fprintf(o.f, "\npfbench expansions per second (millions), over all its rows of the map:\n\n"
                 "| map | variant | M expansions/s |\n|---|---|---:|\n");
    for (size_t i = 0; i < ne; i++)
        if (eps[i].time_ns > 0)
            fprintf(o.f, "| %s | %s | %.2f |\n", eps[i].map, eps[i].variant, eps[i].expanded / eps[i].time_ns * 1000);
    if (pf_out_commit(&o, &e) != PF_OK)
        goto io;
    rc = 0;
    goto done;
io:
    snprintf(err, errlen, "%s", e.msg);
    goto done;
oom:
    snprintf(err, errlen, "out of memory computing the peers' ratios of %s", dir);
done:
    free(pairs);
    free(lines);
    free(eps);
    return rc;
}
