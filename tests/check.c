/* check.c: the tally behind check.h. */
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

int pf_check_failures;
int pf_check_count;

int pf_check_report(const char *name)
{
    fprintf(pf_check_failures ? stderr : stdout, "%s: %d checks, %d failed\n", name,
            pf_check_count, pf_check_failures);
    return pf_check_failures ? 1 : 0;
}

int pf_test_light(void)
{
    const char *san = getenv("PF_SANITIZED"), *light = getenv("PF_TEST_LIGHT");
    return (san && strcmp(san, "1") == 0) || (light && *light);
}

#include "pf_grid.h"

int pf_test_grid(struct pf_grid *g, const char *const *rows)
{
    int32_t h = 0, w = (int32_t)strlen(rows[0]);
    while (rows[h])
        h++;
    if (pf_grid_init(g, w, h) != PF_OK)
        return -1;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
            pf_grid_set(g, x, y, rows[y][x]);
    return 0;
}

void pf_test_put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        CHECK(!"cannot write a test file");
        return;
    }
    fputs(text, f);
    fclose(f);
}

int pf_test_enter_tmp(const char *name)
{
    const char *base = getenv("PF_TEST_TMP");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/%s", base && *base ? base : "/tmp", name);
    mkdir(base && *base ? base : "/tmp", 0777);
    if ((mkdir(dir, 0777) != 0 && errno != EEXIST) || chdir(dir) != 0) {
        fprintf(stderr, "%s: cannot use the folder %s\n", name, dir);
        return -1;
    }
    return 0;
}
