/* gen_waypoints_recipe.c: waypoint-graph recipes: "waypoints:SIZE:key=value..." parsed,
 * checked and named. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_waypoints.h"
#include "text_fields.h"

/* A key, its range and where it goes. */
struct key {
    const char *name;
    uint64_t lo, hi;
    size_t at;          /* offset of the uint32_t field (the seed is handled apart) */
};

static const struct key keys[] = {
    { "n", 2, 1u << 20, offsetof(struct pf_waypoint_recipe, nodes) },
    { "hills", 0, 4096, offsetof(struct pf_waypoint_recipe, hills) },
    { "cliffs", 0, 1024, offsetof(struct pf_waypoint_recipe, cliffs) },
    { "slope", 1, 1000, offsetof(struct pf_waypoint_recipe, slope_pct) },
    { "k", 1, 32, offsetof(struct pf_waypoint_recipe, k) },
};
#define NUM_KEYS (sizeof keys / sizeof keys[0])

/* A whole number lo..hi spelled with digits only; 0 on success. */
static int whole(const char *s, size_t len, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return pf_field_uint(s, len, hi, out) == PF_FIELD_OK && *out >= lo ? 0 : -1;
}

int pf_waypoints_is_recipe(const char *text)
{
    return strncmp(text, "waypoints:", 10) == 0;
}

int pf_waypoints_parse(const char *text, struct pf_waypoint_recipe *r, struct pf_error *err)
{
    char q[200];
    memset(r, 0, sizeof *r);
    if (!pf_waypoints_is_recipe(text)) {
        pf_quote(q, sizeof q, text, strlen(text));
        pf_error_set(err, "recipe '%s': expected 'waypoints:SIZE', found another family", q);
        return PF_ERR_PARSE;
    }
    const char *p = text + 10, *end = p + strcspn(p, ":");
    uint64_t v;
    if (whole(p, (size_t)(end - p), 16, 4096, &v) != 0) {
        pf_quote(q, sizeof q, text, strlen(text));
        char f[64];
        pf_quote(f, sizeof f, p, (size_t)(end - p));
        pf_error_set(err, "recipe '%s': expected a terrain size from 16 to 4096, found '%s'", q, f);
        return PF_ERR_PARSE;
    }
    r->size = (uint32_t)v;
    r->nodes = (uint32_t)(v * v / 64 < 2 ? 2 : v * v / 64 > (1u << 20) ? (1u << 20) : v * v / 64);
    r->hills = 24;
    r->cliffs = 6;
    r->slope_pct = 60;
    r->k = 6;
    r->seed = 1;
    unsigned seen = 0;
    while (*end == ':') {
        p = end + 1;
        end = p + strcspn(p, ":");
        const char *eq = memchr(p, '=', (size_t)(end - p));
        size_t kl = eq ? (size_t)(eq - p) : 0;
        int idx = -1;
        for (size_t i = 0; eq && i <= NUM_KEYS; i++) {
            const char *name = i < NUM_KEYS ? keys[i].name : "seed";
            if (strlen(name) == kl && memcmp(name, p, kl) == 0)
                idx = (int)i;
        }
        pf_quote(q, sizeof q, text, strlen(text));
        char f[64];
        pf_quote(f, sizeof f, p, (size_t)(end - p));
        if (idx < 0) {
            pf_error_set(err, "recipe '%s': expected n=, hills=, cliffs=, slope=, k= or seed=, "
                         "found '%s'", q, f);
            return PF_ERR_PARSE;
        }
        if (seen & (1u << idx)) {
            pf_error_set(err, "recipe '%s': expected each key once, found '%s' again", q, f);
            return PF_ERR_PARSE;
        }
        seen |= 1u << idx;
        uint64_t lo = idx < (int)NUM_KEYS ? keys[idx].lo : 0;
        uint64_t hi = idx < (int)NUM_KEYS ? keys[idx].hi : UINT64_MAX;
        if (whole(eq + 1, (size_t)(end - eq - 1), lo, hi, &v) != 0) {
            pf_error_set(err, "recipe '%s': expected a whole number from %llu to %llu after "
                         "'%.*s=', found '%s'", q, (unsigned long long)lo, (unsigned long long)hi,
                         (int)kl, p, f);
            return PF_ERR_PARSE;
        }
        if (idx < (int)NUM_KEYS)
            *(uint32_t *)((char *)r + keys[idx].at) = (uint32_t)v;
        else
            r->seed = v;
    }
    return PF_OK;
}

int pf_waypoints_name(const struct pf_waypoint_recipe *r, char *buf, size_t cap)
{
    int n = snprintf(buf, cap, "gen-waypoints-%u-n%u-h%u-c%u-sl%u-k%u-s%llu", r->size, r->nodes,
                     r->hills, r->cliffs, r->slope_pct, r->k, (unsigned long long)r->seed);
    return n >= 0 && (size_t)n < cap ? PF_OK : PF_ERR_LIMIT;
}
