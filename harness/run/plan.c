/* plan.c: turn a suite into maps and scenario lines, sample them, and split them into shards. */
#include <dirent.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "pf_gen.h"
#include "commands.h"
#include "plan.h"

int pf_match_any(const char *patterns, const char *s)
{
    if (!patterns || !*patterns)
        return 1;
    /* one pattern at a time, copied out (any length: a resumed run's list of map names is long) */
    for (const char *p = patterns; *p;) {
        size_t len = strcspn(p, ",");
        char small[256], *tok = len < sizeof small ? small : malloc(len + 1);
        if (!tok)
            return 0;
        memcpy(tok, p, len);
        tok[len] = '\0';
        int hit = len > 0 && fnmatch(tok, s, 0) == 0;
        if (tok != small)
            free(tok);
        if (hit)
            return 1;
        p += len + (p[len] == ',');
    }
    return 0;
}

int pf_variant_usable(const char *cmd, const char *patterns, const struct pf_variant *v,
                      enum pf_moves m)
{
    char why[512];
    if (pf_variant_runs_on(v, m, why, sizeof why))
        return 1;
    size_t nl = strlen(v->name);
    for (const char *p = patterns ? patterns : ""; *p;) {
        size_t len = strcspn(p, ",");
        if (len == nl && memcmp(p, v->name, nl) == 0) {
            fprintf(stderr, "pfbench %s: %s\n", cmd, why);
            return -1;
        }
        p += len + (p[len] == ',');
    }
    fprintf(stderr, "pfbench %s: note: skipping %s: %s\n", cmd, v->name, why);
    return 0;
}

static int file_exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* The map's own scenario file. */
static void own_scen(const char *dir, const char *family, const char *name, char *out, size_t cap)
{
    snprintf(out, cap, "%s/%s/%s.map.scen", dir, family, name);
    if (!file_exists(out))      /* the MAPF set names its files NAME-random-1.scen */
        snprintf(out, cap, "%s/%s/%s-random-1.scen", dir, family, name);
}

/* Keep at most `limit` lines, evenly spaced through the file (which is sorted by bucket). */
int pf_plan_select_lines(struct pf_plan_map *m, struct pf_scen *all, int limit)
{
    size_t n = limit > 0 && (size_t)limit < all->n ? (size_t)limit : all->n;
    m->sel = malloc((n ? n : 1) * sizeof *m->sel);
    m->mine = malloc(n ? n : 1);
    m->scen.e = malloc((n ? n : 1) * sizeof *m->scen.e);
    if (!m->sel || !m->mine || !m->scen.e)
        return -1;
    for (size_t i = 0; i < n; i++) {
        size_t k = n == all->n ? i : (size_t)((double)i * (double)all->n / (double)n);
        m->sel[i] = (uint32_t)k;
        m->scen.e[i] = all->e[k];
        m->mine[i] = 1;
    }
    m->scen.n = m->n = m->n_mine = n;
    snprintf(m->scen.version, sizeof m->scen.version, "%s", all->version);
    return 0;
}

int pf_plan_add_map(struct pf_plan *p, struct pf_plan_map *m)
{
    struct pf_plan_map *nm = realloc(p->m, (p->n + 1) * sizeof *nm);
    if (!nm)
        return -1;
    p->m = nm;
    p->m[p->n++] = *m;
    return 0;
}

static int plan_generated(struct pf_plan *p, const struct pf_suite *suite, const char *recipe,
                          int limit, const char *pattern, int quiet)
{
    struct pf_gen_recipe r;
    struct pf_error err;
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    if (pf_gen_parse(recipe, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s\n", err.msg);
        return -1;
    }
    pf_gen_name(&r, m.name, sizeof m.name);
    snprintf(m.family, sizeof m.family, "gen-%s", r.family);
    if (!pf_match_any(pattern, m.name) && !pf_match_any(pattern, m.family))
        return 0;
    snprintf(m.source, sizeof m.source, "gen:%s", recipe);
    if (!quiet)
        fprintf(stderr, "pfbench: generating %s and its scenarios\n", m.name);
    struct pf_grid g;
    struct pf_scen all;
    if (pf_gen_map(&r, &g, &err) != PF_OK ||
        pf_gen_scen(&g, m.name, r.seed, suite->per_bucket, suite->max_buckets, &all, &err) != PF_OK) {
        fprintf(stderr, "pfbench run: %s: %s\n", m.name, err.msg);
        pf_grid_free(&g);
        return -1;
    }
    m.width = g.width;
    m.height = g.height;
    m.depth = 1;
    pf_grid_free(&g);
    int rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    if (rc)
        fprintf(stderr, "pfbench run: out of memory planning %s\n", m.name);
    return rc;
}

/* Plan map family/name.map with its scenario file: `scen`, a file in the family folder (the
 * entry is then named after that file's stem, "empty-32-32-even-1"), or when NULL the map's own
 * (NAME.map.scen, or the MAPF set's NAME-random-1.scen; the entry is named NAME). */
static int plan_movingai(struct pf_plan *p, const char *family, const char *name, int limit,
                         const char *pattern, const char *scen)
{
    struct pf_plan_map m;
    memset(&m, 0, sizeof m);
    char label[512];
    snprintf(label, sizeof label, "%s", name);
    if (scen) {
        size_t l = strlen(scen);
        snprintf(label, sizeof label, "%.*s", (int)(l > 5 ? l - 5 : l), scen);
    }
    if (!pf_match_any(pattern, label) && !pf_match_any(pattern, family))
        return 0;
    if (strlen(label) >= sizeof m.name || strlen(family) >= sizeof m.family) {
        fprintf(stderr, "pfbench run: %s/%s: expected a map name of at most %zu and a family of at most %zu "
                        "characters (runs.csv fields), found longer\n", family, label, sizeof m.name - 1,
                sizeof m.family - 1);
        return -1;
    }
    snprintf(m.name, sizeof m.name, "%s", label);
    snprintf(m.family, sizeof m.family, "%s", family);
    char mp[1024];
    if (snprintf(mp, sizeof mp, "%s/%s/%s.map", p->movingai_dir, family, name) >= (int)sizeof mp)
        return 0;
    if (scen)
        snprintf(m.scen_path, sizeof m.scen_path, "%s/%s/%s", p->movingai_dir, family, scen);
    else
        own_scen(p->movingai_dir, family, name, m.scen_path, sizeof m.scen_path);
    if (!file_exists(mp) || !file_exists(m.scen_path)) {
        fprintf(stderr, "pfbench run: note: %s/%s not found in %s, skipped\n", family, name, p->movingai_dir);
        return 0;
    }
    snprintf(m.source, sizeof m.source, "mai:%s", mp);
    struct pf_grid g;
    struct pf_scen all;
    if (pf_load_problem(mp, m.scen_path, &g, &all) != 0)
        return -1;
    m.width = g.width;
    m.height = g.height;
    m.depth = 1;
    pf_grid_free(&g);
    int rc = pf_plan_select_lines(&m, &all, limit) == 0 && pf_plan_add_map(p, &m) == 0 ? 0 : -1;
    pf_scen_free(&all);
    return rc;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}


/* The map's other scenario files: NAME-<set>-<k>.scen in its folder other than its own (the
 * MAPF set has NAME-random-1.scen and NAME-even-1.scen: two sets of queries on one map), each
 * planned as an entry of its own so that every line of every file is run. */
static int plan_other_scens(struct pf_plan *p, const char *family, const char *name, int limit,
                            const char *pattern)
{
    char dir[1200], own[1100];
    snprintf(dir, sizeof dir, "%s/%s", p->movingai_dir, family);
    own_scen(p->movingai_dir, family, name, own, sizeof own);
    const char *own_base = strrchr(own, '/') + 1;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    char **files = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    size_t nl = strlen(name);
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *f = e->d_name;
        size_t l = strlen(f);
        /* NAME-<letters>-<digits>.scen: the set's name, so NAME-10-0.map's own maps stay apart */
        if (l <= nl + 6 || strncmp(f, name, nl) != 0 || f[nl] != '-' || strcmp(f + l - 5, ".scen") != 0 ||
            !strcmp(f, own_base))
            continue;
        const char *q = f + nl + 1;
        size_t letters = 0;
        while (q[letters] >= 'a' && q[letters] <= 'z')
            letters++;
        const char *k = q + letters;
        size_t digits = k[0] == '-' ? strspn(k + 1, "0123456789") : 0;
        if (!letters || !digits || k + 1 + digits != f + l - 5)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 4;
            char **nf = realloc(files, cap * sizeof *nf);
            if (!nf) {
                rc = -1;
                break;
            }
            files = nf;
        }
        if (!(files[n] = strdup(f))) {
            rc = -1;
            break;
        }
        n++;
    }
    closedir(d);
    if (rc)
        fprintf(stderr, "pfbench run: out of memory listing the scenario files of %s\n", dir);
    if (n)
        qsort(files, n, sizeof *files, cmp_str);
    for (size_t i = 0; i < n; i++) {
        if (rc == 0)
            rc = plan_movingai(p, family, name, limit, pattern, files[i]);
        free(files[i]);
    }
    free(files);
    return rc;
}

/* The maps planned since `before` come from suite entry `entry` (the entries of the whole
 * suite, --maps or not): their place in an unsplit run, for pfbench merge. */
static void set_order(struct pf_plan *p, size_t before, size_t entry)
{
    for (size_t k = before; k < p->n; k++)
        p->m[k].order = ((uint64_t)entry << 32) | (uint64_t)(k - before);
}

/* Every NAME.map with a scenario file in every family folder of the Moving AI directory (as
 * many as there are: the list grows). */
static int plan_all_movingai(struct pf_plan *p, int limit, const char *pattern, size_t base)
{
    DIR *d = opendir(p->movingai_dir);
    if (!d)
        return 0;
    char **names = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char sub[1400];
        snprintf(sub, sizeof sub, "%s/%s", p->movingai_dir, e->d_name);
        DIR *s = opendir(sub);
        if (!s)
            continue;
        struct dirent *f;
        while (rc == 0 && (f = readdir(s))) {
            size_t l = strlen(f->d_name);
            if (l <= 4 || strcmp(f->d_name + l - 4, ".map") != 0)
                continue;
            char *entry = malloc(strlen(e->d_name) + l + 2);
            if (n == cap) {
                cap = cap ? 2 * cap : 256;
                char **nn = entry ? realloc(names, cap * sizeof *nn) : NULL;
                if (nn)
                    names = nn;
                else
                    entry = (free(entry), NULL);
            }
            if (!entry) {
                fprintf(stderr, "pfbench run: out of memory listing the maps of %s\n", p->movingai_dir);
                rc = -1;
                break;
            }
            sprintf(entry, "%s/%.*s", e->d_name, (int)(l - 4), f->d_name);
            names[n++] = entry;
        }
        closedir(s);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        char *slash = strchr(names[i], '/');
        *slash = '\0';
        int dup = 0;
        size_t before = p->n;
        for (size_t k = 0; k < p->n; k++)
            dup |= !strcmp(p->m[k].name, slash + 1);
        if (!dup && rc == 0)
            rc = plan_movingai(p, names[i], slash + 1, limit, pattern, NULL);
        if (!dup && rc == 0)
            rc = plan_other_scens(p, names[i], slash + 1, limit, pattern);
        set_order(p, before, base + i);
        free(names[i]);
    }
    free(names);
    return rc;
}

int pf_plan_build(struct pf_plan *p, const struct pf_suite *suite, const char *pattern,
                  const char *movingai_dir, int quiet)
{
    return pf_plan_build_in(p, suite, pattern, movingai_dir, NULL, NULL, quiet);
}

int pf_plan_build_in(struct pf_plan *p, const struct pf_suite *suite, const char *pattern,
                     const char *movingai_dir, const char *voxel_dir, const char *graphs_dir, int quiet)
{
    memset(p, 0, sizeof *p);
    pf_plan_data_dirs(p, voxel_dir, graphs_dir);
    snprintf(p->movingai_dir, sizeof p->movingai_dir, "%s", movingai_dir ? movingai_dir : "");
    struct stat st;
    p->movingai_found = movingai_dir && *movingai_dir && stat(movingai_dir, &st) == 0 && S_ISDIR(st.st_mode);
    int wants_mai = suite->all_movingai;
    for (size_t i = 0; i < suite->nmaps; i++)
        wants_mai |= strncmp(suite->maps[i].source, "mai:", 4) == 0;
    if (wants_mai && !p->movingai_found)
        fprintf(stderr, "pfbench run: Moving AI maps not found (set MOVINGAI_DIR, or run "
                        "scripts/fetch-movingai.sh): running the generated maps only\n");
    for (size_t i = 0; i < suite->nmaps; i++) {
        const struct pf_suite_map *sm = &suite->maps[i];
        int rc = 0;
        size_t before = p->n;
        if (strncmp(sm->source, "gen:", 4) == 0) {
            rc = plan_generated(p, suite, sm->source + 4, sm->scen_limit, pattern, quiet);
        } else if (strncmp(sm->source, "vox:", 4) == 0) {
            rc = pf_plan_voxel(p, sm->source + 4, sm->scen_limit, pattern);
        } else if (strncmp(sm->source, "graph:", 6) == 0 || strncmp(sm->source, "wpt:", 4) == 0) {
            rc = pf_plan_graph(p, sm->source, sm->scen_limit, pattern, quiet);
        } else if (p->movingai_found) {
            char fam[64];
            const char *rest = sm->source + 4, *slash = strchr(rest, '/');
            snprintf(fam, sizeof fam, "%.*s", (int)(slash - rest), rest);
            rc = plan_movingai(p, fam, slash + 1, sm->scen_limit, pattern, NULL);
        }
        if (rc)
            return -1;
        set_order(p, before, i);
        if (p->n > before) {                       /* the entry just planned */
            p->m[p->n - 1].budget = sm->budget;
            p->m[p->n - 1].variant_seconds = sm->variant_seconds;
        }
    }
    if (suite->all_movingai && p->movingai_found &&
        plan_all_movingai(p, suite->all_movingai_limit, pattern, suite->nmaps) != 0)
        return -1;
    return 0;
}

struct unit {
    double cost;
    uint32_t map, entry;
};

static int cmp_unit(const void *a, const void *b)
{
    const struct unit *x = a, *y = b;
    if (x->cost != y->cost)
        return x->cost > y->cost ? -1 : 1;
    if (x->map != y->map)
        return x->map < y->map ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}

void pf_plan_shard(struct pf_plan *p, int k, int n)
{
    size_t total = 0;
    for (size_t i = 0; i < p->n; i++)
        total += p->m[i].n;
    struct unit *u = malloc((total ? total : 1) * sizeof *u);
    double *load = calloc((size_t)n, sizeof *load);
    if (!u || !load) {
        free(u);
        free(load);
        return;
    }
    size_t t = 0;
    for (size_t i = 0; i < p->n; i++) {
        double cells = (double)p->m[i].width * (double)p->m[i].height;
        for (size_t j = 0; j < p->m[i].n; j++) {
            /* a search explores about the disc of its path length, at most the whole map */
            double len = p->m[i].scen.e[j].optimum + 1;
            double c = len * len;
            u[t++] = (struct unit){ (c < cells ? c : cells) + 100, (uint32_t)i, (uint32_t)j };
        }
    }
    qsort(u, total, sizeof *u, cmp_unit);
    for (size_t i = 0; i < p->n; i++)
        p->m[i].n_mine = 0;
    for (size_t i = 0; i < total; i++) {
        int best = 0;
        for (int s = 1; s < n; s++)
            if (load[s] < load[best])
                best = s;
        load[best] += u[i].cost;
        int mine = best == k - 1;
        p->m[u[i].map].mine[u[i].entry] = (unsigned char)mine;
        p->m[u[i].map].n_mine += (size_t)mine;
    }
    free(u);
    free(load);
}

int pf_plan_load(const struct pf_plan_map *m, struct pf_grid *g, char *err, size_t errlen)
{
    struct pf_error e;
    if (strncmp(m->source, "gen:", 4) == 0) {
        struct pf_gen_recipe r;
        if (pf_gen_parse(m->source + 4, &r, &e) != PF_OK || pf_gen_map(&r, g, &e) != PF_OK) {
            snprintf(err, errlen, "%s", e.msg);
            return -1;
        }
        return 0;
    }
    if (pf_map_read(m->source + 4, g, pf_default_max_cells(), &e) != PF_OK) {
        snprintf(err, errlen, "%s", e.msg);
        return -1;
    }
    return 0;
}

size_t pf_plan_keep_domains(struct pf_plan *p, unsigned domains)
{
    size_t k = 0, dropped = 0;
    for (size_t i = 0; i < p->n; i++) {
        if (domains & (1u << p->m[i].domain)) {
            p->m[k++] = p->m[i];
            continue;
        }
        free(p->m[i].sel);
        free(p->m[i].mine);
        pf_scen_free(&p->m[i].scen);
        dropped++;
    }
    p->n = k;
    return dropped;
}

void pf_plan_free(struct pf_plan *p)
{
    for (size_t i = 0; i < p->n; i++) {
        free(p->m[i].sel);
        free(p->m[i].mine);
        pf_scen_free(&p->m[i].scen);
    }
    free(p->m);
    memset(p, 0, sizeof *p);
}
