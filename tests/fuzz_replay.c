/* fuzz_replay.c: runs a libFuzzer target without libFuzzer: every file of the folders given
 * goes once through LLVMFuzzerTestOneInput (a broken invariant aborts, failing the test).
 * ctest builds fuzz/fuzz_cli.c with it and replays fuzz/corpus/cli and fuzz/regress/cli. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replay every regular file of dir, in name order; returns how many, or -1. */
static int replay_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "fuzz_replay: %s: cannot open the folder\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *nn);
            if (!nn) {
                fprintf(stderr, "fuzz_replay: out of memory\n");
                exit(1);
            }
            names = nn;
        }
        names[n] = strdup(de->d_name);
        if (!names[n++]) {
            fprintf(stderr, "fuzz_replay: out of memory\n");
            exit(1);
        }
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        char path[8192];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        free(names[i]);
        struct stat sb;
        FILE *f = stat(path, &sb) == 0 && S_ISREG(sb.st_mode) ? fopen(path, "rb") : NULL;
        if (!f)
            continue;
        uint8_t *buf = malloc((size_t)sb.st_size + 1);
        size_t len = buf ? fread(buf, 1, (size_t)sb.st_size, f) : 0;
        fclose(f);
        if (!buf) {
            fprintf(stderr, "fuzz_replay: out of memory\n");
            exit(1);
        }
        LLVMFuzzerTestOneInput(buf, len);
        free(buf);
        count++;
    }
    free(names);
    return count;
}

int main(int argc, char **argv)
{
    int total = 0;
    for (int i = 1; i < argc; i++) {
        int n = replay_dir(argv[i]);
        if (n <= 0) {
            fprintf(stderr, "fuzz_replay: FAIL: no input replayed from %s\n", argv[i]);
            return 1;
        }
        printf("fuzz_replay: %s: %d inputs\n", argv[i], n);
        total += n;
    }
    printf("fuzz_replay: all %d inputs passed\n", total);
    return 0;
}
