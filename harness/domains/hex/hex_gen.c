/* hex_gen.c: generated hex maps (a 2D generator's rows read as a hex map) and the conversion of
 * any map file into a hex map. */
#include <stdio.h>
#include <string.h>
#include "pf_gen.h"
#include "hex_io.h"

int pf_hex_recipe_is(const char *text)
{
    return strncmp(text, "hex:", 4) == 0;
}

/* "hex:WxH:..." is the random family; "hex:FAMILY:..." names one of pf_gen.h's families. */
static int hex_recipe(const char *text, struct pf_gen_recipe *r, struct pf_error *err)
{
    char two_d[512];
    const char *rest = text + 4;
    int bare = rest[0] >= '0' && rest[0] <= '9';
    if (snprintf(two_d, sizeof two_d, "%s%s", bare ? "random:" : "", rest) >= (int)sizeof two_d) {
        pf_error_set(err, "recipe '%.60s...': expected at most %zu characters, found %zu", text,
                     sizeof two_d - 8, strlen(text));
        return PF_ERR_PARSE;
    }
    struct pf_error e2;
    int rc = pf_gen_parse(two_d, r, &e2);
    if (rc != PF_OK) {
        /* the 2D parser names its own text: name the hex recipe instead */
        const char *what = strstr(e2.msg, "': ");
        pf_error_set(err, "recipe '%.200s': %s (a hex recipe is 'hex:' and a 2D recipe, its family 'random' "
                     "when left out)", text, what ? what + 3 : e2.msg);
    }
    return rc;
}

/* A recipe parsed and its map's name. */
static int recipe_name(const char *text, struct pf_gen_recipe *r, char *name, size_t name_cap, struct pf_error *err)
{
    if (!pf_hex_recipe_is(text)) {
        pf_error_set(err, "recipe '%.200s': expected 'hex:' first", text);
        return PF_ERR_PARSE;
    }
    int rc = hex_recipe(text, r, err);
    if (rc != PF_OK)
        return rc;
    char base[200];
    if (pf_gen_name(r, base, sizeof base) != PF_OK ||
        snprintf(name, name_cap, "gen-hex-%s", base + 4) >= (int)name_cap) {
        pf_error_set(err, "recipe '%.200s': its map name does not fit in %zu bytes", text, name_cap);
        return PF_ERR_LIMIT;
    }
    return PF_OK;
}

int pf_hex_gen_name(const char *recipe, char *name, size_t name_cap, struct pf_error *err)
{
    struct pf_gen_recipe r;
    return recipe_name(recipe, &r, name, name_cap, err);
}

/* The map of a recipe, its name and its parsed 2D recipe (for the seed). */
static int gen_map(const char *text, struct pf_hex_map *m, char *name, size_t name_cap, struct pf_gen_recipe *rp,
                   struct pf_error *err)
{
    struct pf_gen_recipe r;
    memset(m, 0, sizeof *m);
    int rc = recipe_name(text, &r, name, name_cap, err);
    if (rc != PF_OK)
        return rc;
    struct pf_grid g;
    if ((rc = pf_gen_map(&r, &g, err)) != PF_OK)
        return rc;
    rc = pf_hex_map_from_grid(m, &g);
    if (rc != PF_OK)
        pf_error_set(err, "recipe '%.200s': out of memory for a %d x %d hex map", text, g.width, g.height);
    pf_grid_free(&g);
    *rp = r;
    return rc;
}

int pf_hex_gen_map(const char *text, struct pf_hex_map *m, char *name, size_t name_cap, struct pf_error *err)
{
    struct pf_gen_recipe r;
    return gen_map(text, m, name, name_cap, &r, err);
}

int pf_hex_generate(const char *recipe, int per_bucket, int max_buckets, struct pf_hex_map *m, char *name,
                    size_t name_cap, struct pf_scen *s, struct pf_error *err)
{
    struct pf_gen_recipe r;
    int rc = gen_map(recipe, m, name, name_cap, &r, err);
    if (rc != PF_OK || !s)
        return rc;
    char col[200];
    snprintf(col, sizeof col, "%s.map", name);
    rc = pf_hex_gen_scen(m, col, r.seed, per_bucket, max_buckets, s, err);
    if (rc != PF_OK)
        pf_hex_map_free(m);
    return rc;
}

int pf_hex_gen_files(const char *recipe, const char *dir, int per_bucket, int max_buckets, char *map_path,
                     size_t cap, struct pf_error *err)
{
    struct pf_hex_map m;
    struct pf_scen s;
    char name[128], sp[PF_PATH_MAX + 16];
    int rc = pf_hex_generate(recipe, per_bucket, max_buckets, &m, name, sizeof name, &s, err);
    if (rc != PF_OK)
        return rc;
    if (snprintf(map_path, cap, "%s/%s.map", dir, name) >= (int)cap) {
        pf_error_set(err, "%s: the folder's name is too long", dir);
        rc = PF_ERR_LIMIT;
    } else {
        snprintf(sp, sizeof sp, "%s.scen", map_path);
        if ((rc = pf_mkdir_p(dir, err)) == PF_OK && (rc = pf_hex_map_write(map_path, &m, err)) == PF_OK)
            rc = pf_scen_write(sp, &s, err);
    }
    pf_scen_free(&s);
    pf_hex_map_free(&m);
    return rc;
}

int pf_hex_convert(const char *in_path, const char *out_path, uint64_t max_cells, struct pf_error *err)
{
    struct pf_hex_map m;
    int rc = pf_hex_map_read_any(in_path, &m, max_cells, err);
    if (rc != PF_OK)
        return rc;
    rc = pf_hex_map_write(out_path, &m, err);
    pf_hex_map_free(&m);
    return rc;
}
