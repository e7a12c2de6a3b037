/* cmd_gen_weighted.c: `pfbench gen terrain` (a generated weighted map) and `pfbench gen
 * weighted` (weighted versions of a Moving AI folder's maps): .map, .costs and .map.scen each. */
#include <dirent.h>
#include <fnmatch.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "commands.h"
#include "pf_terrain.h"
#include "pf_weighted_io.h"

#define LINES_DEFAULT 1000

/* DIR/NAME.map, DIR/NAME.costs and DIR/NAME.map.scen: 0, or -1 when a path is too long. */
struct wfiles {
    char map[PF_PATH_MAX], costs[PF_PATH_MAX], scen[PF_PATH_MAX];
};

static int wfiles_set(struct wfiles *f, const char *dir, const char *name)
{
    f->scen[0] = '\0';
    int a = snprintf(f->map, sizeof f->map, "%s/%s.map", dir, name);
    int b = snprintf(f->costs, sizeof f->costs, "%s/%s.costs", dir, name);
    int c = snprintf(f->scen, sizeof f->scen, "%s/%s.map.scen", dir, name);
    if (a < 0 || b < 0 || c < 0 || (size_t)a >= sizeof f->map || (size_t)b >= sizeof f->costs ||
        (size_t)c >= sizeof f->scen) {
        f->scen[0] = '\0';
        return -1;
    }
    return 0;
}

/* The three files written crash-safely (each whole or not at all), the scenarios last. */
static int wfiles_write(const struct wfiles *f, const struct pf_wgrid *w, const struct pf_costs *c,
                        const struct pf_scen *s, struct pf_error *err)
{
    if (pf_costs_write(f->costs, c, err) != PF_OK || pf_wmap_write(f->map, w, err) != PF_OK ||
        pf_scen_write(f->scen, s, err) != PF_OK)
        return -1;
    return 0;
}

/* "512" or "512x256" into *w, *h; 0 or -1. */
static int parse_size(const char *s, int32_t *w, int32_t *h)
{
    char *end;
    unsigned long a = strtoul(s, &end, 10), b = a;
    if (end == s || *s < '0' || *s > '9')
        return -1;
    if (*end == 'x') {
        const char *t = end + 1;
        if (*t < '0' || *t > '9')
            return -1;
        b = strtoul(t, &end, 10);
    }
    if (*end || a < PF_TERRAIN_MIN_SIDE || a > PF_TERRAIN_MAX_SIDE || b < PF_TERRAIN_MIN_SIDE ||
        b > PF_TERRAIN_MAX_SIDE)
        return -1;
    *w = (int32_t)a;
    *h = (int32_t)b;
    return 0;
}

int pf_gen_terrain_recipe(struct pf_cli *cli, const struct pf_terrain_recipe *r)
{
    uint64_t lines = LINES_DEFAULT;
    if (pf_cli_u64(cli, "lines", 1, 1000000, &lines)) {
        fprintf(stderr, "pfbench gen terrain: %s\n", cli->err);
        return PF_EXIT_USAGE;
    }
    char name[100];
    struct wfiles f;
    const char *dir = pf_cli_get(cli, "out");
    struct pf_error err;
    if (pf_terrain_name(r, name, sizeof name) != PF_OK || wfiles_set(&f, dir, name) != 0) {
        fprintf(stderr, "pfbench gen terrain: output folder name too long: '%.100s...'\n", dir);
        return PF_EXIT_USAGE;
    }
    if (pf_mkdir_p(dir, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen terrain: %s\n", err.msg);
        return PF_EXIT_USAGE;
    }
    uint64_t t0 = pf_now_ns();
    struct pf_wgrid w;
    struct pf_costs c;
    if (pf_gen_terrain(r, &w, &c, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen terrain: %s\n", err.msg);
        return PF_EXIT_FAIL;
    }
    uint64_t t_map = pf_now_ns();
    int per, nb;
    pf_wscen_plan(w.grid.width, w.grid.height, (int)lines, &per, &nb);
    struct pf_scen s;
    int rc = pf_gen_wscen(&w, name, r->seed, per, nb, &s, &err);
    uint64_t t_scen = pf_now_ns();
    if (rc != PF_OK || wfiles_write(&f, &w, &c, &s, &err) != 0) {
        fprintf(stderr, "pfbench gen terrain: %s\n", err.msg);
        if (rc == PF_OK)
            pf_scen_free(&s);
        pf_wgrid_free(&w);
        return PF_EXIT_FAIL;
    }
    /* summary: the share of each label, the scenarios and the time taken */
    uint64_t count[256] = { 0 };
    size_t cells = (size_t)w.grid.width * (size_t)w.grid.height;
    for (size_t i = 0; i < cells; i++)
        count[(unsigned char)w.grid.chars[i]]++;
    char shares[256] = "";
    for (int i = 0; i < 256; i++)
        if (c.line[i])
            snprintf(shares + strlen(shares), sizeof shares - strlen(shares), "%s'%c' %.1f%%",
                     shares[0] ? ", " : "", i, 100.0 * (double)count[i] / (double)cells);
    printf("%s\n%s\n%s\n", f.map, f.costs, f.scen);
    printf("# %s: %dx%d, %u open cells (%s), %zu scenarios, seed %llu; map %.2f s, scenarios %.2f s\n", name,
           w.grid.width, w.grid.height, w.open_cells, shares, s.n, (unsigned long long)r->seed,
           (t_map - t0) / 1e9, (t_scen - t_map) / 1e9);
    pf_scen_free(&s);
    pf_wgrid_free(&w);
    return 0;
}

int pf_gen_terrain_cmd(struct pf_cli *cli)
{
    struct pf_terrain_recipe r = { .seed = 1 };
    const char *size = pf_cli_get(cli, "size");
    if (!size || parse_size(size, &r.width, &r.height) != 0) {
        fprintf(stderr, "pfbench gen terrain: --size: expected N or WxH with sides from %d to %d, found '%.40s'\n",
                PF_TERRAIN_MIN_SIDE, PF_TERRAIN_MAX_SIDE, size ? size : "");
        return PF_EXIT_USAGE;
    }
    if (pf_cli_u64(cli, "seed", 0, UINT64_MAX, &r.seed)) {
        fprintf(stderr, "pfbench gen terrain: %s\n", cli->err);
        return PF_EXIT_USAGE;
    }
    return pf_gen_terrain_recipe(cli, &r);
}

/* ---- pfbench gen weighted ------------------------------------------------------------------ */

static volatile sig_atomic_t stop;
static void on_signal(int sig)
{
    (void)sig;
    stop = 1;
}

/* One map of the source folder. */
struct src {
    char family[256], name[256];    /* name without ".map" */
};

/* The names in dir (sorted), of folders when want_dirs, else of files ending in ".map". */
static char **list_dir(const char *dir, int want_dirs, size_t *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    char **v = NULL;
    size_t cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[PF_PATH_MAX];
        struct stat st;
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path || stat(path, &st) != 0)
            continue;
        if (want_dirs ? !S_ISDIR(st.st_mode) : (!S_ISREG(st.st_mode) || !pf_has_suffix(e->d_name, ".map")))
            continue;
        if (*n == cap) {
            cap = cap ? 2 * cap : 64;
            char **nv = realloc(v, cap * sizeof *v);
            if (!nv)
                break;
            v = nv;
        }
        v[(*n)++] = strdup(e->d_name);
    }
    closedir(d);
    if (v)
        qsort(v, *n, sizeof *v, pf_cmp_str);
    return v;
}

static void free_list(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

/* 1 when NAME or FAMILY/NAME matches one of the comma-separated globs (or there are none). */
static int wanted(const char *globs, const struct src *s)
{
    if (!globs)
        return 1;
    char both[520], glob[256];
    snprintf(both, sizeof both, "%s/%s", s->family, s->name);
    for (const char *p = globs; *p;) {
        size_t len = strcspn(p, ",");
        snprintf(glob, sizeof glob, "%.*s", (int)(len < sizeof glob ? len : sizeof glob - 1), p);
        if (len && (fnmatch(glob, s->name, 0) == 0 || fnmatch(glob, both, 0) == 0))
            return 1;
        p += len + (p[len] == ',');
    }
    return 0;
}

/* The maps of the family folders of dir, filtered by globs. */
static struct src *list_sources(const char *dir, const char *globs, size_t *n)
{
    size_t nf;
    char **fam = list_dir(dir, 1, &nf);
    struct src *v = NULL;
    size_t cap = 0;
    *n = 0;
    for (size_t i = 0; i < nf; i++) {
        char sub[PF_PATH_MAX];
        snprintf(sub, sizeof sub, "%s/%s", dir, fam[i]);
        size_t nm;
        char **maps = list_dir(sub, 0, &nm);
        for (size_t j = 0; j < nm; j++) {
            struct src s;
            snprintf(s.family, sizeof s.family, "%s", fam[i]);
            snprintf(s.name, sizeof s.name, "%.*s", (int)(strlen(maps[j]) - 4), maps[j]);
            if (!wanted(globs, &s))
                continue;
            if (*n == cap) {
                cap = cap ? 2 * cap : 64;
                struct src *nv = realloc(v, cap * sizeof *v);
                if (!nv)
                    break;
                v = nv;
            }
            v[(*n)++] = s;
        }
        free_list(maps, nm);
    }
    free_list(fam, nf);
    return v;
}

/* The modification time of path in nanoseconds, or -1 when it is not a file. */
static long long mtime_ns(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return -1;
    return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
}

/* The seed of the maps' regions: the run's seed mixed with the map's name, so that two maps
 * of one run do not share their region pattern. */
static uint64_t map_seed(uint64_t seed, const char *name)
{
    uint64_t h = 1469598103934665603ull;   /* FNV-1a */
    for (const char *p = name; *p; p++)
        h = (h ^ (unsigned char)*p) * 1099511628211ull;
    return seed ^ h;
}

/* Weight one map: read it and its scenarios, build the weighted map, re-price every line,
 * write the three files. 0, or -1 after printing the error. */
static int weight_map(const char *src_map, const char *src_scen, const struct wfiles *f, uint64_t seed,
                      const char *name, size_t *lines)
{
    struct pf_grid g;
    struct pf_scen in, out;
    struct pf_wgrid w;
    struct pf_costs c;
    struct pf_error err;
    if (pf_load_problem(src_map, src_scen, &g, &in) != 0)
        return -1;
    int rc = pf_weighted_from_grid(&g, map_seed(seed, name), &w, &c, &err);
    pf_grid_free(&g);
    if (rc == PF_OK) {
        rc = pf_wscen_reprice(&w, &in, src_scen, &out, &err);
        if (rc == PF_OK) {
            rc = wfiles_write(f, &w, &c, &out, &err) == 0 ? PF_OK : PF_ERR_IO;
            *lines = out.n;
            pf_scen_free(&out);
        }
        pf_wgrid_free(&w);
    }
    pf_scen_free(&in);
    if (rc != PF_OK) {
        fprintf(stderr, "pfbench gen weighted: %s\n", err.msg);
        return -1;
    }
    return 0;
}

/* The seed stamp of an output folder: DIR/weighted.seed holds "seed N". A run with another
 * seed rewrites it, which makes every output older than the stamp, so none is taken from the
 * cache. Returns the stamp's time, or -1 after printing an error. */
static long long seed_stamp(const char *dir, uint64_t seed)
{
    char path[PF_PATH_MAX], want[64], have[64] = "";
    snprintf(path, sizeof path, "%s/weighted.seed", dir);
    snprintf(want, sizeof want, "seed %llu\n", (unsigned long long)seed);
    FILE *fp = fopen(path, "r");
    if (fp) {
        size_t n = fread(have, 1, sizeof have - 1, fp);
        have[n] = '\0';
        fclose(fp);
    }
    if (strcmp(have, want) != 0) {
        struct pf_out o;
        struct pf_error err;
        if (pf_out_open(&o, path, &err) != PF_OK) {
            fprintf(stderr, "pfbench gen weighted: %s\n", err.msg);
            return -1;
        }
        fputs(want, o.f);
        if (pf_out_commit(&o, &err) != PF_OK) {
            fprintf(stderr, "pfbench gen weighted: %s\n", err.msg);
            return -1;
        }
    }
    return mtime_ns(path);
}

int pf_gen_weighted_cmd(struct pf_cli *cli)
{
    const char *from = pf_cli_get(cli, "from"), *out = pf_cli_get(cli, "out"), *globs = pf_cli_get(cli, "maps");
    uint64_t seed = 1;
    if (!from) {
        fprintf(stderr, "pfbench gen weighted: --from DIR is required (a folder of map families)\n");
        return PF_EXIT_USAGE;
    }
    if (pf_cli_u64(cli, "seed", 0, UINT64_MAX, &seed)) {
        fprintf(stderr, "pfbench gen weighted: %s\n", cli->err);
        return PF_EXIT_USAGE;
    }
    size_t n;
    struct src *maps = list_sources(from, globs, &n);
    if (n == 0) {
        fprintf(stderr, "pfbench gen weighted: expected .map files in the folders of %s%s%s, found none\n", from,
                globs ? " matching " : "", globs ? globs : "");
        free(maps);
        return PF_EXIT_USAGE;
    }
    struct pf_error err;
    long long stamp = pf_mkdir_p(out, &err) == PF_OK ? seed_stamp(out, seed) : -2;
    if (stamp < 0) {
        if (stamp == -2)
            fprintf(stderr, "pfbench gen weighted: %s\n", err.msg);
        free(maps);
        return PF_EXIT_FAIL;
    }
    struct sigaction sa, old_int, old_term;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND;          /* a second Ctrl-C stops at once */
    stop = 0;
    sigaction(SIGINT, &sa, &old_int);
    sigaction(SIGTERM, &sa, &old_term);

    uint64_t t0 = pf_now_ns();
    size_t written = 0, cached = 0, failed = 0, done = 0;
    for (size_t i = 0; i < n && !stop; i++, done++) {
        const struct src *s = &maps[i];
        char src_map[PF_PATH_MAX], src_scen[PF_PATH_MAX], out_dir[PF_PATH_MAX];
        struct wfiles f;
        snprintf(src_map, sizeof src_map, "%s/%s/%s.map", from, s->family, s->name);
        /* the map's own scenarios: NAME.map.scen, or the MAPF set's NAME-random-1.scen */
        snprintf(src_scen, sizeof src_scen, "%s/%s/%s.map.scen", from, s->family, s->name);
        if (!pf_file_exists(src_scen))
            snprintf(src_scen, sizeof src_scen, "%s/%s/%s-random-1.scen", from, s->family, s->name);
        snprintf(out_dir, sizeof out_dir, "%s/%s", out, s->family);
        if (wfiles_set(&f, out_dir, s->name) != 0)
            pf_error_set(&err, "output path too long under %.100s...", out_dir);
        if (f.scen[0] == '\0' || pf_mkdir_p(out_dir, &err) != PF_OK) {
            fprintf(stderr, "pfbench gen weighted: %s\n", err.msg);
            failed++;
            continue;
        }
        if (!pf_file_exists(src_scen)) {
            fprintf(stderr, "pfbench gen weighted: %s: expected its scenarios in %s.map.scen or %s-random-1.scen, "
                    "found neither\n", src_map, s->name, s->name);
            failed++;
            continue;
        }
        /* the cache: every output at least as new as the map, its scenarios and the seed stamp */
        long long newest_src = mtime_ns(src_map), ts = mtime_ns(src_scen);
        newest_src = ts > newest_src ? ts : newest_src;
        newest_src = stamp > newest_src ? stamp : newest_src;
        long long m1 = mtime_ns(f.map), m2 = mtime_ns(f.costs), m3 = mtime_ns(f.scen);
        if (m1 >= newest_src && m2 >= newest_src && m3 >= newest_src) {
            printf("[%zu/%zu] %s/%s: cached\n", i + 1, n, s->family, s->name);
            fflush(stdout);
            cached++;
            continue;
        }
        uint64_t t = pf_now_ns();
        size_t lines = 0;
        if (weight_map(src_map, src_scen, &f, seed, s->name, &lines) != 0) {
            failed++;
            continue;
        }
        written++;
        printf("[%zu/%zu] %s/%s: %zu lines re-priced, %.2f s\n", i + 1, n, s->family, s->name, lines,
               (pf_now_ns() - t) / 1e9);
        fflush(stdout);
    }
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
    printf("# %zu maps of %s -> %s: %zu written, %zu cached, %zu failed%s; seed %llu, %.1f s\n", n, from, out,
           written, cached, failed, stop ? ", interrupted" : "", (unsigned long long)seed, (pf_now_ns() - t0) / 1e9);
    if (stop)
        fprintf(stderr, "pfbench gen weighted: interrupted after %zu of %zu maps (the files written are whole; "
                "run again to go on)\n", done, n);
    free(maps);
    return failed || stop ? PF_EXIT_FAIL : 0;
}
