/* ref_cache.c: the reference's answers of a map kept in the preprocessing cache folder, so that
 * a later run of the same map, model and build reads them instead of searching again (the
 * any-angle truth takes seconds on a long line of a 512x512 map).
 *
 * The file: the key line (pf_prep_cache_file: map content, model, program build, the reference's
 * name as the tag), then "COUNT CHECKSUM", then COUNT lines "S T COST" sorted by (S, T), COST in
 * C's hexadecimal floating point (exact) or "none" when there is no path. CHECKSUM is FNV-1a of
 * those lines' bytes: a file whose lines were changed or cut is not read. Answers are only ever
 * added: a run that answers other lines of the same map merges them into the file. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ref_cache.h"

static int cmp_answer(const void *x, const void *y)
{
    const struct pf_ref_answer *a = x, *b = y;
    if (a->s != b->s)
        return a->s < b->s ? -1 : 1;
    return a->t < b->t ? -1 : a->t > b->t;
}

static int grow(struct pf_ref_cache *rc, size_t need)
{
    if (need <= rc->cap)
        return PF_OK;
    size_t cap = rc->cap ? rc->cap : 256;
    while (cap < need)
        cap *= 2;
    struct pf_ref_answer *a = realloc(rc->a, cap * sizeof *a);
    if (!a)
        return PF_ERR_NOMEM;
    rc->a = a;
    rc->cap = cap;
    return PF_OK;
}

/* "S T COST\n" into buf: its length */
static int format_answer(char *buf, size_t cap, const struct pf_ref_answer *a)
{
    if (isnan(a->cost))
        return snprintf(buf, cap, "%" PRIu32 " %" PRIu32 " none\n", a->s, a->t);
    return snprintf(buf, cap, "%" PRIu32 " %" PRIu32 " %a\n", a->s, a->t, a->cost);
}

/* The file's answers into rc, all or none: 0 when read whole, -1 otherwise (rc->n back to 0). */
static int read_file(struct pf_ref_cache *rc)
{
    FILE *f = fopen(rc->path, "r");
    if (!f)
        return -1;
    char line[400];
    unsigned long long count = 0;
    uint64_t sum = 0, h = PF_FNV_START;
    int ok = fgets(line, sizeof line, f) && strcspn(line, "\n") == strlen(rc->key) &&
             !strncmp(line, rc->key, strlen(rc->key)) && fgets(line, sizeof line, f) &&
             sscanf(line, "%llu %" SCNx64, &count, &sum) == 2 && count < (1ull << 32) &&
             grow(rc, (size_t)count) == PF_OK;
    for (unsigned long long i = 0; ok && i < count; i++) {
        struct pf_ref_answer a;
        char cost[80], *end;
        ok = fgets(line, sizeof line, f) && sscanf(line, "%" SCNu32 " %" SCNu32 " %79s", &a.s, &a.t, cost) == 3;
        if (!ok)
            break;
        h = pf_fnv(h, line, strlen(line));
        a.cost = strcmp(cost, "none") ? strtod(cost, &end) : NAN;
        ok = (isnan(a.cost) || *end == '\0') && (i == 0 || cmp_answer(&rc->a[i - 1], &a) < 0);
        rc->a[i] = a;
    }
    ok = ok && fgetc(f) == EOF && h == sum;
    fclose(f);
    rc->n = rc->sorted = ok ? (size_t)count : 0;
    return ok ? 0 : -1;
}

int pf_ref_cache_open(struct pf_ref_cache *rc, const struct pf_search_ctx *ctx, const struct pf_variant *ref)
{
    memset(rc, 0, sizeof *rc);
    char tag[96];
    snprintf(tag, sizeof tag, "reference-%s", ref->name);
    if (pf_prep_cache_file(ctx, tag, "answers", rc->path, sizeof rc->path, rc->key, sizeof rc->key) != PF_OK)
        return PF_OK;
    rc->on = 1;
    if (read_file(rc) == 0)
        rc->read = rc->n;
    return PF_OK;
}

int pf_ref_cache_get(const struct pf_ref_cache *rc, pf_node s, pf_node t, double *cost)
{
    if (!rc->on || !rc->sorted)
        return 0;                   /* (bsearch is not to be handed an empty, NULL array) */
    const struct pf_ref_answer key = { s, t, 0 };
    const struct pf_ref_answer *a = bsearch(&key, rc->a, rc->sorted, sizeof key, cmp_answer);
    if (!a)
        return 0;
    *cost = a->cost;
    return 1;
}

int pf_ref_cache_put(struct pf_ref_cache *rc, pf_node s, pf_node t, double cost)
{
    if (!rc->on)
        return PF_OK;
    if (grow(rc, rc->n + 1) != PF_OK) {
        rc->on = 0;                 /* an incomplete set of answers is never written */
        return PF_ERR_NOMEM;
    }
    rc->a[rc->n++] = (struct pf_ref_answer){ s, t, cost };
    return PF_OK;
}

int pf_ref_cache_save(struct pf_ref_cache *rc)
{
    if (!rc->on || rc->n == rc->sorted)
        return PF_OK;
    /* the new answers sorted in, one of each (s, t): the same query twice in a run (scenario
     * files repeat lines) is the same answer */
    qsort(rc->a, rc->n, sizeof *rc->a, cmp_answer);
    size_t k = 0;
    for (size_t i = 0; i < rc->n; i++)
        if (k == 0 || cmp_answer(&rc->a[k - 1], &rc->a[i]) != 0)
            rc->a[k++] = rc->a[i];
    rc->n = rc->sorted = k;
    uint64_t h = PF_FNV_START;
    char line[128];
    for (size_t i = 0; i < k; i++)
        h = pf_fnv(h, line, (size_t)format_answer(line, sizeof line, &rc->a[i]));
    char tmp[4400];
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", rc->path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    if (!f)
        return PF_ERR_IO;
    int ok = fprintf(f, "%s\n%zu %016" PRIx64 "\n", rc->key, k, h) > 0;
    for (size_t i = 0; ok && i < k; i++)
        ok = format_answer(line, sizeof line, &rc->a[i]) > 0 && fputs(line, f) >= 0;
    ok = fflush(f) == 0 && ok && !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok) {
        remove(tmp);                /* whole or nothing */
        return PF_ERR_IO;
    }
    return pf_prep_cache_replace(tmp, rc->path);
}

void pf_ref_cache_close(struct pf_ref_cache *rc)
{
    free(rc->a);
    memset(rc, 0, sizeof *rc);
}
