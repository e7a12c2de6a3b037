/* test_fuzz_regress.c: replay fuzz/regress/{map,scen}/ through the readers: a status, never a crash. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pf_io.h"

/* Files named ok-* must parse, bad-* must fail; any other name (a fuzzer's crash-*) may do
 * either. A failure must say "FILE:LINE: expected ...". */
enum want { WANT_ANY, WANT_OK, WANT_FAIL };

static enum want want_of(const char *name)
{
    if (strncmp(name, "ok-", 3) == 0)
        return WANT_OK;
    if (strncmp(name, "bad-", 4) == 0)
        return WANT_FAIL;
    return WANT_ANY;
}

static void check_message(const char *path, const struct pf_error *err)
{
    size_t n = strlen(path);
    int starts = strncmp(err->msg, path, n) == 0 && err->msg[n] == ':';
    int expected = strstr(err->msg, ": expected ") != NULL;
    CHECK(starts);
    CHECK(expected);
    if (!starts || !expected)
        fprintf(stderr, "  message: %s\n", err->msg);
}

static void check_outcome(const char *path, enum want want, int rc)
{
    int ok = rc == PF_OK;
    if ((want == WANT_OK && !ok) || (want == WANT_FAIL && ok)) {
        CHECK(!"outcome as the file name says");
        fprintf(stderr, "  %s: expected it to %s, got status %d\n", path,
                want == WANT_OK ? "parse" : "fail", rc);
    }
}

static void run_map(const char *path, enum want want)
{
    struct pf_grid g;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_map_read(path, &g, (uint64_t)1 << 22, &err);
    check_outcome(path, want, rc);
    if (rc == PF_OK) {
        int bad = 0;
        for (uint32_t n = 0; n < g.num_nodes; n++) {
            int32_t x, y;
            pf_grid_xy(&g, n, &x, &y);
            if (!pf_grid_in_bounds(&g, x, y))
                bad |= g.cls[n] != PF_CLS_BLOCKED;
            else
                bad |= pf_terrain_class(pf_grid_char(&g, x, y)) != (int)g.cls[n];
        }
        CHECK(!bad);
        pf_grid_free(&g);
    } else {
        CHECK(rc == PF_ERR_PARSE || rc == PF_ERR_LIMIT);
        check_message(path, &err);
    }
}

static void run_scen(const char *path, enum want want, const struct pf_grid *g)
{
    struct pf_scen s;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_scen_read(path, &s, &err);
    check_outcome(path, want, rc);
    if (rc == PF_OK) {
        /* the check against a map may fail, but only with a proper message */
        if (pf_scen_check(&s, path, g, "maps/fuzz.map", &err) != PF_OK)
            check_message(path, &err);
        pf_scen_free(&s);
    } else {
        CHECK_INT(rc, PF_ERR_PARSE);
        CHECK(s.e == NULL && s.n == 0);
        check_message(path, &err);
    }
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run every regular file of root/fuzz/regress/kind; returns how many there were, or -1. */
static int run_dir(const char *root, const char *kind, const struct pf_grid *g)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/fuzz/regress/%s", root, kind);
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *nn);
            if (!nn)
                break;
            names = nn;
        }
        names[n] = malloc(strlen(de->d_name) + 1);
        if (!names[n])
            break;
        strcpy(names[n++], de->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if (strcmp(kind, "map") == 0)
            run_map(path, want_of(names[i]));
        else
            run_scen(path, want_of(names[i]), g);
        free(names[i]);
    }
    free(names);
    return (int)n;
}

int main(void)
{
    char root[4096];
    const char *env = getenv("PF_SOURCE_DIR");
    if (env && *env) {
        snprintf(root, sizeof root, "%s", env);
    } else {
        /* tests/test_fuzz_regress.c -> the project root */
        snprintf(root, sizeof root, "%s", __FILE__);
        char *slash = strrchr(root, '/');
        if (slash)
            *slash = '\0';
        slash = strrchr(root, '/');
        if (slash)
            *slash = '\0';
        else
            strcpy(root, "..");
    }

    /* the map the fuzzer checks scenarios against (fuzz/fuzz_scen.c) */
    static const char *const rows[] = { "@@@@@@@@", "@..GS.W@", "@.T..OW@", "@....WW@", "@@@@@@@@", NULL };
    struct pf_grid g;
    if (pf_test_grid(&g, rows) != 0) {
        fprintf(stderr, "test_fuzz_regress: out of memory\n");
        return 1;
    }
    int nmap = run_dir(root, "map", &g);
    int nscen = run_dir(root, "scen", &g);
    pf_grid_free(&g);
    if (nmap < 0 && nscen < 0) {
        printf("test_fuzz_regress: skipped: no %s/fuzz/regress (set PF_SOURCE_DIR)\n", root);
        return 77;
    }
    CHECK(nmap > 0);
    CHECK(nscen > 0);
    printf("test_fuzz_regress: %d map and %d scen inputs\n", nmap, nscen);
    return pf_check_report("test_fuzz_regress");
}
