/* merge_rows.c: every shard's runs.csv read, checked (none twice, none missing) and joined in the order of an unsplit run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "domain.h"
#include "merge.h"

struct name_ix {
    const char *name;
    uint32_t ix;
};

static int cmp_name_ix(const void *a, const void *b)
{
    return strcmp(((const struct name_ix *)a)->name, ((const struct name_ix *)b)->name);
}

/* Whether a variant of domain vd searches maps of domain md: the same name, or two harness
 * domains on one libpf descriptor (dynamic scenarios are searched by the 2D grid's variants). */
static int searches(const char *vd, const char *md)
{
    const struct pf_domain_ops *v = pf_domain_named(vd), *m = pf_domain_named(md);
    return !strcmp(vd, md) || (v && m && v->id == m->id);
}

/* The run's variants (every shard's variant_list is the same) that search maps of a domain
 * (vdom: each variant's domain name): a map has rows of those only. */
static size_t variants_in(const struct pf_merge_shard *s, const char *domain, const char *const *vdom)
{
    size_t n = 0;
    for (size_t i = 0; i < s->nvariants; i++)
        n += searches(vdom[i], domain);
    return n;
}

static long lookup(const struct name_ix *t, size_t n, const char *name)
{
    struct name_ix key = { name, 0 };
    const struct name_ix *f = bsearch(&key, t, n, sizeof *t, cmp_name_ix);
    return f ? (long)f->ix : -1;
}

struct ref {
    uint32_t map, var, scen, shard;
    size_t row;
};

static int cmp_ref(const void *a, const void *b)
{
    const struct ref *x = a, *y = b;
    if (x->map != y->map)
        return x->map < y->map ? -1 : 1;
    if (x->var != y->var)
        return x->var < y->var ? -1 : 1;
    if (x->scen != y->scen)
        return x->scen < y->scen ? -1 : 1;
    return x->shard < y->shard ? -1 : x->shard > y->shard;
}

/* Read every runs.csv, check it row by row, and return the rows in the order an unsharded run
 * writes them: the order of maps[] (the merged map_list), then variant_list order, then
 * scenario order. */
int pf_merge_rows(struct pf_merge_shard *sh, size_t ns, const struct pf_meta_map *maps, size_t nmaps,
                  struct pf_rows *out)
{
    const struct pf_merge_shard *r = &sh[0];
    struct name_ix *mt = malloc(nmaps * sizeof *mt), *vt = malloc(r->nvariants * sizeof *vt);
    size_t total = 0, *per_map = calloc(nmaps, sizeof *per_map);
    /* each map's and variant's domain: meta.json's map list, the registry, else their rows' domain
     * column; for neither rows nor a record, pf_domain_default() */
    const char **mdom = calloc(nmaps ? nmaps : 1, sizeof *mdom);
    const char **vdom = calloc(r->nvariants ? r->nvariants : 1, sizeof *vdom);
    struct ref *refs = NULL;
    int rc = -1;
    if (!mt || !vt || !per_map || !mdom || !vdom)
        goto oom;
    for (size_t i = 0; i < nmaps; i++)
        mdom[i] = maps[i].domain;
    for (size_t i = 0; i < r->nvariants; i++) {
        const struct pf_variant *v = pf_variant_find(r->variants[i]);
        vdom[i] = v ? pf_domain_of_variant(v)->name : NULL;
    }
    for (size_t i = 0; i < nmaps; i++)
        mt[i] = (struct name_ix){ maps[i].name, (uint32_t)i };
    for (size_t i = 0; i < r->nvariants; i++)
        vt[i] = (struct name_ix){ r->variants[i], (uint32_t)i };
    qsort(mt, nmaps, sizeof *mt, cmp_name_ix);
    qsort(vt, r->nvariants, sizeof *vt, cmp_name_ix);
    for (size_t i = 1; i < nmaps; i++)
        if (!strcmp(mt[i].name, mt[i - 1].name)) {
            pf_merge_say("%s: map_list names map %s twice", r->dir, mt[i].name);
            goto out;
        }
    const char *moves = pf_merge_getv(r, "moves");
    for (size_t s = 0; s < ns; s++) {
        char path[4200], err[800];
        size_t torn = 0;
        snprintf(path, sizeof path, "%s/runs.csv", sh[s].dir);
        if (pf_rows_read(path, &sh[s].rows, &torn, err, sizeof err) != 0) {
            pf_merge_say("%s", err);
            goto out;
        }
        if (torn) {
            pf_merge_say("%s ends with a torn row (a write cut short); finish the shard with pfbench run --resume", path);
            goto out;
        }
        total += sh[s].rows.n;
    }
    refs = malloc((total ? total : 1) * sizeof *refs);
    if (!refs)
        goto oom;
    size_t t = 0;
    for (size_t s = 0; s < ns; s++)
        for (size_t i = 0; i < sh[s].rows.n; i++) {
            const struct pf_row *row = &sh[s].rows.r[i];
            long m = lookup(mt, nmaps, row->map), v = lookup(vt, r->nvariants, row->variant);
            if (m < 0 || v < 0) {
                pf_merge_say("%s/runs.csv: row %zu: %s %s is not in the map_list/variant_list of meta.json", sh[s].dir,
                    i + 1, m < 0 ? "map" : "variant", m < 0 ? row->map : row->variant);
                goto out;
            }
            if (!mdom[m])
                mdom[m] = row->domain;
            if (!vdom[v])
                vdom[v] = row->domain;
            /* the run's 2D model, as its map's domain searches under it (26 for voxel levels, the
             * arcs for graphs) */
            const struct pf_domain_ops *dom = pf_domain_named(mdom[m]);
            enum pf_moves gm;
            const char *want = moves && dom && pf_moves_parse(moves, &gm) == PF_OK
                                   ? pf_moves_name(dom->moves(gm)) : moves;
            if (want && strcmp(row->moves, want) != 0) {
                pf_merge_say("%s/runs.csv: row %zu: moves %s differs from %s (%s, the %s domain's model under %s in meta.json)",
                    sh[s].dir, i + 1, row->moves, want, maps[m].name, mdom[m],
                    moves);
                goto out;
            }
            refs[t++] = (struct ref){ (uint32_t)m, (uint32_t)v, row->scen_id, (uint32_t)s, i };
            per_map[m]++;
        }
    qsort(refs, total, sizeof *refs, cmp_ref);
    for (size_t i = 1; i < total; i++) {
        const struct ref *a = &refs[i - 1], *b = &refs[i];
        if (a->map == b->map && a->var == b->var && a->scen == b->scen) {
            char key[256];
            pf_row_key(&sh[b->shard].rows.r[b->row], key, sizeof key);
            if (a->shard == b->shard)
                pf_merge_say("row %s appears twice in %s", key, sh[a->shard].dir);
            else
                pf_merge_say("row %s appears in both %s and %s", key, sh[a->shard].dir, sh[b->shard].dir);
            goto out;
        }
    }
    for (size_t i = 0; i < nmaps; i++)
        mdom[i] = mdom[i] ? mdom[i] : pf_domain_default()->name;
    for (size_t i = 0; i < r->nvariants; i++)
        vdom[i] = vdom[i] ? vdom[i] : pf_domain_default()->name;
    for (size_t m = 0; m < nmaps; m++) {
        size_t nv = variants_in(r, mdom[m], vdom), want = (size_t)maps[m].scenarios * nv;
        if (per_map[m] == want)
            continue;
        pf_merge_say("map %s: expected %llu x %zu rows, found %zu", maps[m].name, (unsigned long long)maps[m].scenarios,
            nv, per_map[m]);
        for (size_t s = 0; s < ns; s++) {             /* which shard is short (or long)? */
            size_t have = 0, plan = 0;
            for (size_t i = 0; i < sh[s].rows.n; i++)
                have += !strcmp(sh[s].rows.r[i].map, maps[m].name);
            for (size_t k = 0; k < sh[s].nmaps; k++)
                if (!strcmp(sh[s].maps[k].name, maps[m].name))
                    plan = (size_t)sh[s].maps[k].in_shard * variants_in(r, mdom[m], vdom);
            if (have != plan)
                fprintf(stderr, "  %s has %zu rows of it, its meta.json plans %zu\n", sh[s].dir, have, plan);
        }
        goto out;
    }
    memset(out, 0, sizeof *out);
    out->r = malloc((total ? total : 1) * sizeof *out->r);
    if (!out->r)
        goto oom;
    for (size_t i = 0; i < total; i++)
        out->r[i] = sh[refs[i].shard].rows.r[refs[i].row];
    out->n = out->cap = total;
    rc = 0;
    goto out;
oom:
    pf_merge_say("out of memory");
out:
    free(mt);
    free(vt);
    free(per_map);
    free(mdom);
    free(vdom);
    free(refs);
    return rc;
}
