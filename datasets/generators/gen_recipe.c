/* gen_recipe.c: generator recipes: parsing "family:WxH:key=value..." strings, checking them, and naming their maps. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "text_fields.h"

/* One family: its parameter's key, range and default, for parsing, checking and naming. */
struct family {
    const char *name;
    const char *key;        /* the parameter's key, NULL when the family has none */
    const char *what;       /* the parameter in messages: "a density p" */
    double lo, hi, def;
    int whole;              /* the parameter must be a whole number */
    const char *keys;       /* every key the family accepts, for "expected ..." */
};

static const struct family families[] = {
    { "random", "p", "a density p", 0.0, 0.9, 0.2, 0, "p=DENSITY or seed=N" },
    { "maze", "w", "a corridor width w", 1, PF_GEN_MAX_SIDE, 1, 1, "w=WIDTH or seed=N" },
    { "rooms", "r", "a room size r", 1, PF_GEN_MAX_SIDE, 16, 1, "r=SIZE, d=DOORS or seed=N" },
    { "open", NULL, NULL, 0, 0, 0, 0, "seed=N" },
    { "caves", "fill", "a fill", 0.0, 1.0, 0.45, 0, "fill=F or seed=N" },
};
#define NUM_FAMILIES (sizeof families / sizeof families[0])
#define FAMILY_LIST "random, maze, rooms, open, caves"
#define MAX_DOORS 1000

static const struct family *find_family(const char *name, size_t len)
{
    for (size_t i = 0; i < NUM_FAMILIES; i++)
        if (strlen(families[i].name) == len && memcmp(families[i].name, name, len) == 0)
            return &families[i];
    return NULL;
}

/* The upper bound of the family's parameter on a width x height map: a maze needs at least
 * one corridor cell across the shorter side. */
static double param_hi(const struct family *f, int32_t width, int32_t height)
{
    if (strcmp(f->name, "maze") == 0) {
        int32_t side = width < height ? width : height;
        return side < f->hi ? side : f->hi;
    }
    return f->hi;
}

/* Set err to "recipe 'TEXT': " followed by the formatted rest. */
static int fail(struct pf_error *err, const char *text, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int fail(struct pf_error *err, const char *text, const char *fmt, ...)
{
    char rest[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rest, sizeof rest, fmt, ap);
    va_end(ap);
    size_t n = strlen(text);
    pf_error_set(err, "recipe '%.*s%s': %s", (int)(n > 100 ? 100 : n), text, n > 100 ? "..." : "", rest);
    return PF_ERR_PARSE;
}

/* A plain decimal number ("0.25", "1e-3"; no hex, inf or nan) into *out; 0 or -1. */
static int parse_number(const char *s, size_t len, double *out)
{
    char buf[64];
    if (len == 0 || len >= sizeof buf)
        return -1;
    for (size_t i = 0; i < len; i++)
        if (!strchr("0123456789.eE+-", s[i]))
            return -1;
    memcpy(buf, s, len);
    buf[len] = '\0';
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (*end != '\0' || errno != 0 || !isfinite(v))
        return -1;
    *out = v;
    return 0;
}

/* "WxH" with both sides in 1..PF_GEN_MAX_SIDE; 0 or -1. */
static int parse_size(const char *s, size_t len, int32_t *w, int32_t *h)
{
    const char *x = memchr(s, 'x', len);
    uint64_t a, b;
    if (!x || pf_field_uint(s, (size_t)(x - s), UINT64_MAX, &a) ||
        pf_field_uint(x + 1, len - (size_t)(x - s) - 1, UINT64_MAX, &b))
        return -1;
    if (a < 1 || a > PF_GEN_MAX_SIDE || b < 1 || b > PF_GEN_MAX_SIDE)
        return -1;
    *w = (int32_t)a;
    *h = (int32_t)b;
    return 0;
}

int pf_gen_parse(const char *text, struct pf_gen_recipe *r, struct pf_error *err)
{
    memset(r, 0, sizeof *r);
    const char *p = text, *end = text + strlen(text);
    const char *colon = memchr(p, ':', (size_t)(end - p));
    size_t flen = (size_t)((colon ? colon : end) - p);
    const struct family *f = find_family(p, flen);
    if (!f)
        return fail(err, text, "expected a family (" FAMILY_LIST "), found '%.*s'",
                    (int)(flen > 40 ? 40 : flen), p);
    if (!colon)
        return fail(err, text, "expected ':WxH' after '%s', found end of recipe", f->name);
    p = colon + 1;
    colon = memchr(p, ':', (size_t)(end - p));
    size_t slen = (size_t)((colon ? colon : end) - p);
    if (parse_size(p, slen, &r->width, &r->height))
        return fail(err, text, "expected a size WxH with W and H from 1 to %d, found '%.*s'",
                    PF_GEN_MAX_SIDE, (int)(slen > 40 ? 40 : slen), p);
    snprintf(r->family, sizeof r->family, "%s", f->name);
    r->param = f->def;
    r->doors = strcmp(f->name, "rooms") == 0 ? 1 : 0;
    r->seed = 1;

    int have_param = 0, have_doors = 0, have_seed = 0;
    while (colon) {
        p = colon + 1;
        colon = memchr(p, ':', (size_t)(end - p));
        size_t len = (size_t)((colon ? colon : end) - p);
        const char *eq = memchr(p, '=', len);
        size_t klen = eq ? (size_t)(eq - p) : len;
        const char *v = eq ? eq + 1 : p + len;
        size_t vlen = len - klen - (eq ? 1 : 0);
        int *seen = NULL;
        if (eq && f->key && klen == strlen(f->key) && memcmp(p, f->key, klen) == 0)
            seen = &have_param;
        else if (eq && r->doors && klen == 1 && *p == 'd')
            seen = &have_doors;
        else if (eq && klen == 4 && memcmp(p, "seed", 4) == 0)
            seen = &have_seed;
        if (!seen)
            return fail(err, text, "expected %s after the size, found '%.*s'", f->keys,
                        (int)(len > 40 ? 40 : len), p);
        if (*seen)
            return fail(err, text, "expected each key once, found a second '%.*s='", (int)klen, p);
        *seen = 1;
        int vl = (int)(vlen > 40 ? 40 : vlen);
        if (seen == &have_seed) {
            if (pf_field_uint(v, vlen, UINT64_MAX, &r->seed))
                return fail(err, text, "expected a seed from 0 to %llu, found '%.*s'",
                            (unsigned long long)UINT64_MAX, vl, v);
        } else if (seen == &have_doors) {
            uint64_t d;
            if (pf_field_uint(v, vlen, UINT64_MAX, &d) || d < 1 || d > MAX_DOORS)
                return fail(err, text, "expected a door count d from 1 to %d, found '%.*s'", MAX_DOORS, vl, v);
            r->doors = (int32_t)d;
        } else {
            double x = 0, hi = param_hi(f, r->width, r->height);
            int bad;
            if (f->whole) {
                uint64_t whole = 0;
                bad = pf_field_uint(v, vlen, UINT64_MAX, &whole) != 0;
                x = (double)whole;
            } else {
                bad = parse_number(v, vlen, &x) != 0;
            }
            if (bad || x < f->lo || x > hi)
                return fail(err, text, "expected %s from %g to %g%s, found '%.*s'", f->what, f->lo, hi,
                            hi < f->hi ? " (the map's shorter side)" : "", vl, v);
            r->param = x;
        }
    }
    return PF_OK;
}

int pf_gen_check(const struct pf_gen_recipe *r, struct pf_error *err)
{
    const struct family *f = find_family(r->family, strnlen(r->family, sizeof r->family));
    if (!f) {
        pf_error_set(err, "recipe: expected a family (" FAMILY_LIST "), found '%.*s'",
                     (int)sizeof r->family, r->family);
        return PF_ERR_ARG;
    }
    if (r->width < 1 || r->width > PF_GEN_MAX_SIDE || r->height < 1 || r->height > PF_GEN_MAX_SIDE) {
        pf_error_set(err, "recipe for %s: expected a size WxH with W and H from 1 to %d, found %dx%d",
                     f->name, PF_GEN_MAX_SIDE, r->width, r->height);
        return PF_ERR_ARG;
    }
    if (f->key) {
        double hi = param_hi(f, r->width, r->height);
        if (!(r->param >= f->lo && r->param <= hi) || (f->whole && r->param != floor(r->param))) {
            pf_error_set(err, "recipe for %s: expected %s from %g to %g, found %g", f->name, f->what,
                         f->lo, hi, r->param);
            return PF_ERR_ARG;
        }
    }
    if (strcmp(f->name, "rooms") == 0 && (r->doors < 1 || r->doors > MAX_DOORS)) {
        pf_error_set(err, "recipe for rooms: expected a door count d from 1 to %d, found %d", MAX_DOORS, r->doors);
        return PF_ERR_ARG;
    }
    return PF_OK;
}

/* The shortest decimal form of x that reads back as exactly x ("0.2", not "0.200000"), so
 * two different parameters never share a name. */
static void shortest(char *buf, size_t cap, double x)
{
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, cap, "%.*g", prec, x);
        if (strtod(buf, NULL) == x)
            return;
    }
}

int pf_gen_name(const struct pf_gen_recipe *r, char *buf, size_t cap)
{
    char num[40];
    int n;
    unsigned long long seed = (unsigned long long)r->seed;
    if (strcmp(r->family, "random") == 0 || strcmp(r->family, "caves") == 0) {
        shortest(num, sizeof num, r->param);
        n = snprintf(buf, cap, "gen-%s-%dx%d-%s%s-s%llu", r->family, r->width, r->height,
                     r->family[0] == 'r' ? "p" : "fill", num, seed);
    } else if (strcmp(r->family, "maze") == 0) {
        n = snprintf(buf, cap, "gen-maze-%dx%d-w%d-s%llu", r->width, r->height, (int)r->param, seed);
    } else if (strcmp(r->family, "rooms") == 0) {
        n = snprintf(buf, cap, "gen-rooms-%dx%d-r%d-d%d-s%llu", r->width, r->height, (int)r->param,
                     r->doors, seed);
    } else {
        n = snprintf(buf, cap, "gen-%.*s-%dx%d-s%llu", (int)strnlen(r->family, sizeof r->family),
                     r->family, r->width, r->height, seed);
    }
    return n >= 0 && (size_t)n < cap ? PF_OK : PF_ERR_LIMIT;
}
