/* meta.c: collect host, commit, CPU, compiler and flags for the result folder. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "meta.h"

#ifndef PF_COMPILER
#define PF_COMPILER "unknown"
#endif
#ifndef PF_CFLAGS
#define PF_CFLAGS "unknown"
#endif
#ifndef PF_BUILD_TYPE
#define PF_BUILD_TYPE "unknown"
#endif
#ifndef PF_SOURCE_DIR
#define PF_SOURCE_DIR "."
#endif

static void run_line(const char *cmd, char *out, size_t cap)
{
    out[0] = '\0';
    FILE *p = popen(cmd, "r");
    if (!p)
        return;
    if (fgets(out, (int)cap, p))
        out[strcspn(out, "\r\n")] = '\0';
    pclose(p);
}

void pf_meta_collect(struct pf_meta *m)
{
    memset(m, 0, sizeof *m);
    if (gethostname(m->host, sizeof m->host - 1) != 0 || !m->host[0])
        snprintf(m->host, sizeof m->host, "unknown");
    for (char *c = m->host; *c; c++)
        if (*c == ',' || *c == '/' || *c == ' ')
            *c = '_';
    run_line("git -C '" PF_SOURCE_DIR "' rev-parse --short=10 HEAD 2>/dev/null", m->commit, sizeof m->commit);
    if (!m->commit[0]) {
        snprintf(m->commit, sizeof m->commit, "nogit");
    } else {
        char dirty[8];
        run_line("git -C '" PF_SOURCE_DIR "' status --porcelain --untracked-files=no 2>/dev/null | head -c 1",
                 dirty, sizeof dirty);
        if (dirty[0])
            strncat(m->commit, "-dirty", sizeof m->commit - strlen(m->commit) - 1);
    }
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        char line[512];
        while (fgets(line, sizeof line, f)) {
            if (strncmp(line, "model name", 10) == 0) {
                char *v = strchr(line, ':');
                if (v) {
                    v++;
                    while (*v == ' ')
                        v++;
                    v[strcspn(v, "\n")] = '\0';
                    snprintf(m->cpu, sizeof m->cpu, "%s", v);
                }
                break;
            }
        }
        fclose(f);
    }
    if (!m->cpu[0])
        snprintf(m->cpu, sizeof m->cpu, "unknown");
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    m->cores = n > 0 ? (int)n : 1;
    snprintf(m->compiler, sizeof m->compiler, "%s", PF_COMPILER);
    const char *cflags = PF_CFLAGS;
    while (*cflags == ' ')          /* CMake joins an empty CMAKE_C_FLAGS with a space */
        cflags++;
    snprintf(m->cflags, sizeof m->cflags, "%s", cflags);
    snprintf(m->build_type, sizeof m->build_type, "%s", PF_BUILD_TYPE);
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(m->date, sizeof m->date, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

void pf_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}
