/* dynamic_recipe.c: generated dynamic scenarios: the recipe "dynamic:MAP/OPTIONS" (MAP a 2D
 * generator recipe, a terrain recipe, or "from" with a map file) parsed, named and made with
 * pf_gen_dynamic (pf_gen_wdynamic on terrain). */
#include <stdlib.h>
#include <string.h>
#include "pf_gen.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"
#include "dynamic_recipe.h"

/* One OPTIONS token "key=value" into r; PF_OK or PF_ERR_ARG with the message in err. */
static int option(struct pf_dyn_recipe *r, const char *tok, size_t len, struct pf_error *err)
{
    char key[16], val[64], *end;
    const char *eq = memchr(tok, '=', len);
    if (!eq || (size_t)(eq - tok) >= sizeof key || len - (size_t)(eq - tok) - 1 >= sizeof val || eq + 1 == tok + len)
        goto bad;
    snprintf(key, sizeof key, "%.*s", (int)(eq - tok), tok);
    snprintf(val, sizeof val, "%.*s", (int)(len - (size_t)(eq - tok) - 1), eq + 1);
    if (!strcmp(key, "rate")) {
        r->opt.rate = strtod(val, &end);
        if (*end || !(r->opt.rate >= 0 && r->opt.rate <= 1))
            goto bad;
    } else if (!strcmp(key, "queries") || !strcmp(key, "changes") || !strcmp(key, "seed")) {
        unsigned long long u = strtoull(val, &end, 10);
        if (*end || val[0] == '-')
            goto bad;
        if (key[0] == 'q')
            r->opt.queries = (uint32_t)(u > UINT32_MAX ? UINT32_MAX : u);
        else if (key[0] == 'c')
            r->opt.changes = (uint32_t)(u > UINT32_MAX ? UINT32_MAX : u);
        else
            r->opt.seed = u;
    } else if (!strcmp(key, "kinds")) {
        r->opt.kinds = 0;
        for (char *k = strtok(val, "+"); k; k = strtok(NULL, "+"))
            r->opt.kinds |= !strcmp(k, "doors") ? PF_GEN_DOORS : !strcmp(k, "rubble") ? PF_GEN_RUBBLE
                          : !strcmp(k, "walls") ? PF_GEN_WALLS : 1u << 30;
        if (!r->opt.kinds || (r->opt.kinds & (1u << 30)))
            goto bad;
    } else
        goto bad;
    return PF_OK;
bad:
    pf_error_set(err, "dynamic recipe: expected rate=R (0..1), queries=N, changes=N, seed=S or kinds=doors+rubble+walls, "
                 "found '%.*s'", (int)len, tok);
    return PF_ERR_ARG;
}

int pf_dyn_recipe_parse(const char *text, struct pf_dyn_recipe *r, struct pf_error *err)
{
    memset(r, 0, sizeof *r);
    r->opt.rate = 0.05;
    r->opt.queries = 500;
    r->opt.seed = 1;
    if (strncmp(text, PF_DYN_RECIPE, strlen(PF_DYN_RECIPE)) != 0) {
        pf_error_set(err, "expected a recipe 'dynamic:MAP/OPTIONS', found '%s'", text);
        return PF_ERR_ARG;
    }
    const char *map = text + strlen(PF_DYN_RECIPE), *slash = strchr(map, '/');
    size_t ml = slash ? (size_t)(slash - map) : strlen(map);
    if (ml == 0 || ml >= sizeof r->map) {
        pf_error_set(err, "dynamic recipe '%s': expected a 2D map recipe (random:64x64:p=0.2:seed=1) or 'from' "
                     "before '/'", text);
        return PF_ERR_ARG;
    }
    snprintf(r->map, sizeof r->map, "%.*s", (int)ml, map);
    r->from = !strcmp(r->map, "from");
    for (const char *p = slash ? slash + 1 : ""; *p;) {
        size_t len = strcspn(p, ":");
        if (option(r, p, len, err) != PF_OK)
            return PF_ERR_ARG;
        p += len + (p[len] == ':');
    }
    struct pf_gen_recipe g;
    struct pf_terrain_recipe t;
    if (!r->from && (pf_terrain_is_recipe(r->map) ? pf_terrain_parse(r->map, &t, err) : pf_gen_parse(r->map, &g, err)) != PF_OK)
        return PF_ERR_ARG;
    return PF_OK;
}

int pf_dyn_recipe_name(const struct pf_dyn_recipe *r, const char *map_name, char *out, size_t cap)
{
    char base[200];
    struct pf_gen_recipe g;
    struct pf_terrain_recipe t;
    struct pf_error err;
    if (map_name)
        snprintf(base, sizeof base, "%s", map_name);
    else if (pf_terrain_is_recipe(r->map) ? pf_terrain_parse(r->map, &t, &err) != PF_OK ||
                                                pf_terrain_name(&t, base, sizeof base) != PF_OK
                                          : pf_gen_parse(r->map, &g, &err) != PF_OK ||
                                                pf_gen_name(&g, base, sizeof base) != PF_OK)
        return PF_ERR_ARG;
    int n = snprintf(out, cap, "%s-dyn-r%g-q%u-s%llu", base, r->opt.rate, r->opt.queries,
                     (unsigned long long)r->opt.seed);
    return n > 0 && (size_t)n < cap ? PF_OK : PF_ERR_LIMIT;
}

int pf_dyn_recipe_make(const struct pf_dyn_recipe *r, const struct pf_grid *from, struct pf_dynscen *d,
                       struct pf_error *err)
{
    struct pf_grid g;
    struct pf_gen_recipe gr;
    if (from)
        return pf_gen_dynamic(from, &r->opt, d, err);
    if (pf_terrain_is_recipe(r->map)) {           /* weighted terrain: a weighted scenario */
        struct pf_terrain_recipe t;
        struct pf_wgrid w;
        struct pf_costs c;
        int rc = pf_terrain_parse(r->map, &t, err);
        if (rc == PF_OK && (rc = pf_gen_terrain(&t, &w, &c, err)) == PF_OK) {
            rc = pf_gen_wdynamic(&w, &c, &r->opt, d, err);
            pf_wgrid_free(&w);
        }
        return rc;
    }
    int rc = pf_gen_parse(r->map, &gr, err);
    if (rc == PF_OK)
        rc = pf_gen_map(&gr, &g, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_gen_dynamic(&g, &r->opt, d, err);
    pf_grid_free(&g);
    return rc;
}
