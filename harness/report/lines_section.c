/* lines_section.c: the report's "Scenario lines": how many lines of each map's query file ran. */
#include <stdio.h>
#include "meta.h"
#include "report.h"

/* Thousands separated by commas, as the report's tables write counts. */
static void put_count(FILE *f, uint64_t n)
{
    if (n >= 1000) {
        put_count(f, n / 1000);
        fprintf(f, ",%03u", (unsigned)(n % 1000));
    } else {
        fprintf(f, "%u", (unsigned)n);
    }
}

int pf_lines_section(FILE *f, const char *dir)
{
    char path[4200], err[512];
    struct pf_meta_file meta;
    snprintf(path, sizeof path, "%s/meta.json", dir);
    if (pf_meta_load(&meta, path, err, sizeof err) != 0)
        return 0;                                   /* no meta.json: the run table says so */
    size_t whole = 0, sampled = 0;
    for (size_t i = 0; i < meta.nmaps; i++) {
        const struct pf_meta_map *m = &meta.maps[i];
        whole += m->file_lines && m->scenarios >= m->file_lines;
        sampled += m->file_lines && m->scenarios < m->file_lines;
    }
    if (whole + sampled > 0) {
        fprintf(f, "## Scenario lines\n\nA map that runs part of its query file takes N of its M lines evenly "
                   "spaced over the whole file (line floor(i M / N) for i = 0 .. N - 1): the files are sorted "
                   "by path length, so every length is in the sample, not only the short lines at the head. ");
        if (whole)
            fprintf(f, "%zu map%s ran every line. ", whole, whole == 1 ? "" : "s");
        if (sampled) {
            fprintf(f, "Sampled:");
            size_t k = 0;
            for (size_t i = 0; i < meta.nmaps; i++) {
                const struct pf_meta_map *m = &meta.maps[i];
                if (!m->file_lines || m->scenarios >= m->file_lines)
                    continue;
                fprintf(f, "%s %s ", k++ ? ";" : "", m->name);
                put_count(f, m->scenarios);
                fprintf(f, " of ");
                put_count(f, m->file_lines);
            }
            fprintf(f, ".");
        }
        fprintf(f, "\n\n");
    }
    pf_meta_free(&meta);
    return ferror(f) ? -1 : 0;
}
