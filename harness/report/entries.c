/* entries.c: the GPPC entries table (GPPC's measures per entry, the undominated ones marked). */
#include <stdlib.h>
#include <string.h>
#include "entries.h"
#include "stats.h"
#include "summary.h"

/* Index of (variant, moves) in e[0..n), or n. */
static size_t find_entry(const struct pf_entry_stats *e, size_t n, const char *variant, const char *moves)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(e[i].variant, variant) && !strcmp(e[i].moves, moves))
            return i;
    return n;
}

/* Room for one more item in the array *a of n items of `size` bytes (capacity *cap). 0, or -1
 * when out of memory. */
static int grow(void **a, size_t n, size_t *cap, size_t size)
{
    if (n < *cap)
        return 0;
    size_t nc = *cap ? 2 * *cap : 8;
    void *na = realloc(*a, nc * size);
    if (!na)
        return -1;
    *a = na;
    *cap = nc;
    return 0;
}

/* The maps an entry has been counted on, so that each map's preprocessing counts once. */
struct map_list {
    const char **name;
    size_t n, cap;
};

/* 1 when map is new (added), 0 when seen, -1 when out of memory. */
static int map_add(struct map_list *m, const char *map)
{
    for (size_t i = m->n; i-- > 0;)
        if (!strcmp(m->name[i], map))
            return 0;
    if (grow((void **)&m->name, m->n, &m->cap, sizeof *m->name))
        return -1;
    m->name[m->n++] = map;
    return 1;
}

/* Mark the entries no other of the same moves dominates on (median time, storage). */
static void mark_undominated(struct pf_entry_stats *e, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        e[i].undominated = e[i].ok > 0;
        for (size_t j = 0; j < n && e[i].undominated; j++) {
            if (j == i || !e[j].ok || strcmp(e[i].moves, e[j].moves))
                continue;
            int no_worse = e[j].median_time_ns <= e[i].median_time_ns && e[j].prep_bytes <= e[i].prep_bytes;
            int better = e[j].median_time_ns < e[i].median_time_ns || e[j].prep_bytes < e[i].prep_bytes;
            if (no_worse && better)
                e[i].undominated = 0;
        }
    }
}

int pf_entries_build(const struct pf_rows *rows, struct pf_entry_stats **out, size_t *nout)
{
    struct pf_entry_stats *e = NULL;
    size_t n = 0, cap = 0;
    *out = NULL;
    *nout = 0;
    /* the entries: (variant, moves) with a row answered in calls */
    for (size_t i = 0; i < rows->n; i++) {
        const struct pf_row *r = &rows->r[i];
        if (!r->calls || find_entry(e, n, r->variant, r->moves) < n)
            continue;
        if (grow((void **)&e, n, &cap, sizeof *e))
            goto nomem;
        memset(&e[n], 0, sizeof e[n]);
        snprintf(e[n].variant, sizeof e[n].variant, "%s", r->variant);
        snprintf(e[n].moves, sizeof e[n].moves, "%s", r->moves);
        n++;
    }
    for (size_t k = 0; k < n; k++) {
        struct pf_u64s times = { 0 }, first20 = { 0 };
        struct map_list maps = { 0 };
        struct pf_entry_stats *s = &e[k];
        for (size_t i = 0; i < rows->n; i++) {
            const struct pf_row *r = &rows->r[i];
            if (strcmp(r->variant, s->variant) || strcmp(r->moves, s->moves))
                continue;
            int fresh = map_add(&maps, r->map);
            if (fresh < 0)
                goto group_nomem;
            if (fresh) {
                s->maps++;
                s->prep_ns += r->prep_ns;
                s->prep_bytes += r->prep_bytes;
            }
            s->queries++;
            s->should_be_optimal |= r->should_be_optimal;
            if (r->peak_rss_kb > s->peak_rss_kb)
                s->peak_rss_kb = r->peak_rss_kb;
            if (r->longest_call_ns > s->max_longest_call_ns)
                s->max_longest_call_ns = r->longest_call_ns;
            if (!strcmp(r->status, "budget"))
                s->budget++;
            if (strcmp(r->status, "ok"))
                continue;
            s->ok++;
            s->optimal += r->valid && pf_row_optimal(r);
            s->invalid += !r->valid;
            if (pf_u64s_push(&times, r->time_ns) || pf_u64s_push(&first20, r->first20_ns))
                goto group_nomem;
        }
        s->median_time_ns = pf_median_u64(times.v, times.n);
        s->median_first20_ns = pf_median_u64(first20.v, first20.n);
        pf_u64s_free(&times);
        pf_u64s_free(&first20);
        free(maps.name);
        continue;
    group_nomem:
        pf_u64s_free(&times);
        pf_u64s_free(&first20);
        free(maps.name);
        goto nomem;
    }
    mark_undominated(e, n);
    *out = e;
    *nout = n;
    return 0;
nomem:
    free(e);
    return -1;
}

/* A byte count in the unit that reads best. */
static void put_bytes(FILE *f, uint64_t b)
{
    if (b >= 10ull << 20)
        fprintf(f, "%.1f MiB", (double)b / (1 << 20));
    else if (b >= 10ull << 10)
        fprintf(f, "%.1f KiB", (double)b / (1 << 10));
    else
        fprintf(f, "%llu B", (unsigned long long)b);
}

int pf_entries_section(FILE *f, const struct pf_rows *rows)
{
    struct pf_entry_stats *e;
    size_t n;
    if (pf_entries_build(rows, &e, &n))
        return -1;
    if (!n) {
        free(e);
        return 0;
    }
    fprintf(f, "## GPPC entries\n\n"
               "Variants answered in calls (GPPC entries: `GetPath` until it says done), with the "
               "measures of the Grid-based Path Planning Competition: preprocessing time and the bytes "
               "the entry wrote as preprocessed data (summed over the maps; `prep_ns`, `prep_bytes`), the "
               "peak resident memory the entry added to the harness's (`peak_rss_kb`, the largest), the "
               "median time per query (`time_ns`), the median time until the path was 20 long "
               "(`first20_ns`), the longest single call (`longest_call_ns`, the largest), and the share "
               "of solved queries whose path is valid and optimal. **Bold**: undominated on median time per query "
               "vs preprocessed storage (no other entry is at least as good on both and better on one). "
               "Optimal: whether the build declared the entry optimal (then validate checks it).\n\n"
               "| entry | moves | declared optimal | maps | preprocessing ms | storage | peak memory | "
               "median µs per query | median µs to 20 steps | longest call µs | optimal | invalid | budget |\n"
               "|---|:-:|:-:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (size_t k = 0; k < n; k++) {
        const struct pf_entry_stats *s = &e[k];
        const char *b = s->undominated ? "**" : "";
        fprintf(f, "| %s%s%s | %s | %s | %zu | %.1f | ", b, s->variant, b, s->moves,
                s->should_be_optimal ? "yes" : "no", s->maps, (double)s->prep_ns / 1e6);
        put_bytes(f, s->prep_bytes);
        fprintf(f, " | ");
        if (s->peak_rss_kb)
            fprintf(f, "%.1f MiB | ", (double)s->peak_rss_kb / 1024.0);
        else
            fprintf(f, "– | ");
        if (s->ok)
            fprintf(f, "%.2f | %.2f | ", (double)s->median_time_ns / 1e3, (double)s->median_first20_ns / 1e3);
        else
            fprintf(f, "– | – | ");
        fprintf(f, "%.2f | ", (double)s->max_longest_call_ns / 1e3);
        if (s->ok)
            fprintf(f, "%.1f %% | ", 100.0 * (double)s->optimal / (double)s->ok);
        else
            fprintf(f, "– | ");
        fprintf(f, "%zu | %zu |\n", s->invalid, s->budget);
    }
    fprintf(f, "\n");
    free(e);
    return 0;
}
