/* gppc_anyangle_try.c: loads a GPPC any-angle entry (gppc_anyangle_abi.h) and prints its path lengths on a scenario's first lines.
 *
 * usage: gppc_anyangle_try ENTRY.so MAP SCEN LINES CACHE
 * Reads the Moving AI map MAP (traversable: '.', 'G', 'S', as GPPC's harness), runs the entry's
 * PreprocessMap (in a child, into CACHE/gppc/<name>/<MAP's file name>/, reused when complete;
 * $PFBENCH_GPPC_CACHE overrides CACHE) and PrepareForSearch, then asks the
 * first LINES queries of SCEN and prints, per query, one tab-separated line:
 *   index  sx  sy  gx  gy  length  optimum  points  calls
 * where length is the sum of the path's segment lengths (-1 when GetPath failed) and optimum
 * the scenario's last column. The validity of the segments is not checked here (that is the
 * any-angle domain's validator); tests/harness/gppc_build_test.sh compares the lengths.
 * Bad input: a message naming the file and line, exit 2; a failed load or entry: exit 1.
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gppc_anyangle_abi.h"

/* Reads MAP into *cells (width * height bytes, 1 where traversable); 0, or 2 after a message. */
static int read_map(const char *path, unsigned char **cells, int *width, int *height)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "gppc_anyangle_try: %s: cannot open\n", path);
        return 2;
    }
    char word[64];
    int w = -1, h = -1, line = 1;
    /* the header: type, height, width, then "map" */
    while (fscanf(f, "%63s", word) == 1 && strcmp(word, "map") != 0) {
        if (strcmp(word, "height") == 0 && fscanf(f, "%d", &h) != 1)
            break;
        if (strcmp(word, "width") == 0 && fscanf(f, "%d", &w) != 1)
            break;
        line++;
    }
    if (strcmp(word, "map") != 0 || w <= 0 || h <= 0 || (long)w * h > 100000000L) {
        fprintf(stderr, "gppc_anyangle_try: %s:%d: expected 'height H', 'width W' and 'map', found none\n",
                path, line);
        fclose(f);
        return 2;
    }
    unsigned char *c = malloc((size_t)w * (size_t)h);
    if (!c) {
        fclose(f);
        return 1;
    }
    for (int y = 0; y < h; y++) {
        line++;
        for (int x = 0; x < w; x++) {
            int ch;
            do
                ch = fgetc(f);
            while (ch == '\n' || ch == '\r' || ch == ' ' || ch == '\t');
            if (ch == EOF) {
                fprintf(stderr, "gppc_anyangle_try: %s:%d: expected %d rows of %d cells, the file ends\n", path,
                        line, h, w);
                free(c);
                fclose(f);
                return 2;
            }
            c[(size_t)y * w + x] = ch == '.' || ch == 'G' || ch == 'S';
        }
    }
    fclose(f);
    *cells = c;
    *width = w;
    *height = h;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: gppc_anyangle_try ENTRY.so MAP SCEN LINES CACHE\n");
        return 2;
    }
    long lines = strtol(argv[4], NULL, 10);
    if (lines <= 0) {
        fprintf(stderr, "gppc_anyangle_try: LINES: expected a positive number, found '%s'\n", argv[4]);
        return 2;
    }
    void *so = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!so) {
        fprintf(stderr, "gppc_anyangle_try: %s\n", dlerror());
        return 1;
    }
    pf_gppc_aa_entry_fn get;
    void *sym = dlsym(so, PF_GPPC_AA_SYMBOL);
    memcpy(&get, &sym, sizeof get); /* a data pointer to a function pointer, as POSIX allows */
    const struct pf_gppc_aa_entry *e = sym ? get() : NULL;
    if (!e || e->abi != PF_GPPC_AA_ABI) {
        fprintf(stderr, "gppc_anyangle_try: %s: expected %s of ABI %d, found %s\n", argv[1], PF_GPPC_AA_SYMBOL,
                PF_GPPC_AA_ABI, e ? "another ABI" : "none");
        return 1;
    }
    unsigned char *cells;
    int w, h, st = read_map(argv[2], &cells, &w, &h);
    if (st)
        return st;
    FILE *scen = fopen(argv[3], "r");
    if (!scen) {
        fprintf(stderr, "gppc_anyangle_try: %s: cannot open\n", argv[3]);
        return 2;
    }
    fprintf(stderr, "gppc_anyangle_try: gppc/%s (%s), %s\n", e->name, e->about, e->build ? e->build : "");
    const char *base = strrchr(argv[2], '/') ? strrchr(argv[2], '/') + 1 : argv[2];
    char datafile[4096];
    uint64_t bytes = 0;
    size_t resident = 0;
    if (e->preprocess(cells, w, h, argv[5], base, base, datafile, sizeof datafile, &bytes) != 0)
        return 1;
    void *ctx = e->prepare(cells, w, h, datafile, &resident);
    if (!ctx)
        return 1;
    char buf[1024];
    int line = 0;
    long done = 0;
    while (done < lines && fgets(buf, sizeof buf, scen)) {
        line++;
        if (line == 1 && strncmp(buf, "version", 7) == 0)
            continue;
        int bucket, mw, mh, sx, sy, gx, gy;
        char map[512];
        double opt;
        if (sscanf(buf, "%d %511s %d %d %d %d %d %d %lf", &bucket, map, &mw, &mh, &sx, &sy, &gx, &gy, &opt) != 9) {
            fprintf(stderr, "gppc_anyangle_try: %s:%d: expected 'bucket map width height sx sy gx gy optimum'\n",
                    argv[3], line);
            return 2;
        }
        const struct pf_gppc_aa_point *p;
        struct pf_gppc_aa_stats stats;
        long n = e->path(ctx, sx, sy, gx, gy, &p, &stats);
        double len = n < 0 ? -1 : 0;
        for (long i = 1; i < n; i++)
            len += hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
        printf("%ld\t%d\t%d\t%d\t%d\t%.9f\t%.9f\t%ld\t%u\n", done, sx, sy, gx, gy, len, opt, n, stats.calls);
        done++;
    }
    fclose(scen);
    e->release(ctx);
    free(cells);
    return 0;
}
