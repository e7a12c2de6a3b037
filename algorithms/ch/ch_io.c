/* ch_io.c: a hierarchy to and from the preprocessing cache (prep_cache.c): its counts, then each
 * array as it lies in memory (the cache's key holds the program's build, so the layout is this
 * build's). Reading checks every count and index against the others: a file that does not
 * describe a whole hierarchy of the expected graph is refused, never trusted. */
#include <stdlib.h>
#include <string.h>
#include "ch.h"

struct ch_counts {
    uint32_t n, n_up, n_down, pad;
    uint64_t shortcuts, settled;
};

static size_t ch_file_bytes(const struct ch_counts *c)
{
    return sizeof *c + (size_t)c->n * 2 * sizeof(uint32_t) + 2 * ((size_t)c->n + 1) * sizeof(uint32_t) +
           ((size_t)c->n_up + c->n_down) * (sizeof(struct pf_ch_arc) + 2 * sizeof(uint32_t));
}

int pf_ch_save(const struct pf_ch *ch, FILE *f)
{
    const uint32_t n = ch->n;
    struct ch_counts c = { n, ch->up_first[n], ch->down_first[n], 0, ch->shortcuts, ch->settled };
    int ok = fwrite(&c, sizeof c, 1, f) == 1 && fwrite(ch->id, sizeof *ch->id, n, f) == n &&
             fwrite(ch->node, sizeof *ch->node, n, f) == n &&
             fwrite(ch->up_first, sizeof *ch->up_first, (size_t)n + 1, f) == (size_t)n + 1 &&
             fwrite(ch->down_first, sizeof *ch->down_first, (size_t)n + 1, f) == (size_t)n + 1 &&
             fwrite(ch->up, sizeof *ch->up, c.n_up, f) == c.n_up && fwrite(ch->down, sizeof *ch->down, c.n_down, f) == c.n_down &&
             fwrite(ch->up_half, sizeof *ch->up_half, 2 * (size_t)c.n_up, f) == 2 * (size_t)c.n_up &&
             fwrite(ch->down_half, sizeof *ch->down_half, 2 * (size_t)c.n_down, f) == 2 * (size_t)c.n_down;
    return ok ? PF_OK : PF_ERR_IO;
}

/* 1 when first[0..n] rises from 0 to m */
static int offsets_ok(const uint32_t *first, uint32_t n, uint32_t m)
{
    if (first[0] != 0 || first[n] != m)
        return 0;
    for (uint32_t u = 0; u < n; u++)
        if (first[u] > first[u + 1])
            return 0;
    return 1;
}

/* 1 when every arc's ends are nodes and every shortcut's halves index the other array */
static int arcs_ok(const struct pf_ch_arc *a, const uint32_t *half, uint32_t m, uint32_t n, uint32_t m_up,
                   uint32_t m_down)
{
    for (uint32_t i = 0; i < m; i++) {
        if (a[i].to >= n || (a[i].mid != PF_NONE && a[i].mid >= n))
            return 0;
        if (a[i].mid != PF_NONE && (half[2 * (size_t)i] >= m_down || half[2 * (size_t)i + 1] >= m_up))
            return 0;
    }
    return 1;
}

int pf_ch_load(struct pf_ch *ch, FILE *f, size_t size, uint32_t n_expected)
{
    memset(ch, 0, sizeof *ch);
    struct ch_counts c;
    if (size < sizeof c || fread(&c, sizeof c, 1, f) != 1 || c.n != n_expected || ch_file_bytes(&c) != size)
        return PF_ERR_PARSE;
    const size_t n = c.n;
    ch->id = malloc(n * sizeof *ch->id + 1);
    ch->node = malloc(n * sizeof *ch->node + 1);
    ch->up_first = malloc((n + 1) * sizeof *ch->up_first);
    ch->down_first = malloc((n + 1) * sizeof *ch->down_first);
    ch->up = malloc((size_t)c.n_up * sizeof *ch->up + 1);
    ch->down = malloc((size_t)c.n_down * sizeof *ch->down + 1);
    ch->up_half = malloc(2 * (size_t)c.n_up * sizeof *ch->up_half + 1);
    ch->down_half = malloc(2 * (size_t)c.n_down * sizeof *ch->down_half + 1);
    if (!ch->id || !ch->node || !ch->up_first || !ch->down_first || !ch->up || !ch->down || !ch->up_half ||
        !ch->down_half) {
        pf_ch_free(ch);
        return PF_ERR_NOMEM;
    }
    int ok = fread(ch->id, sizeof *ch->id, n, f) == n && fread(ch->node, sizeof *ch->node, n, f) == n &&
             fread(ch->up_first, sizeof *ch->up_first, n + 1, f) == n + 1 &&
             fread(ch->down_first, sizeof *ch->down_first, n + 1, f) == n + 1 &&
             fread(ch->up, sizeof *ch->up, c.n_up, f) == c.n_up && fread(ch->down, sizeof *ch->down, c.n_down, f) == c.n_down &&
             fread(ch->up_half, sizeof *ch->up_half, 2 * (size_t)c.n_up, f) == 2 * (size_t)c.n_up &&
             fread(ch->down_half, sizeof *ch->down_half, 2 * (size_t)c.n_down, f) == 2 * (size_t)c.n_down;
    ok = ok && offsets_ok(ch->up_first, c.n, c.n_up) && offsets_ok(ch->down_first, c.n, c.n_down) &&
         arcs_ok(ch->up, ch->up_half, c.n_up, c.n, c.n_up, c.n_down) &&
         arcs_ok(ch->down, ch->down_half, c.n_down, c.n, c.n_up, c.n_down);
    for (size_t u = 0; ok && u < n; u++)      /* id and node are inverse permutations */
        ok = ch->id[u] < n && ch->node[ch->id[u]] == u;
    if (!ok) {
        pf_ch_free(ch);
        return PF_ERR_PARSE;
    }
    ch->n = c.n;
    ch->shortcuts = c.shortcuts;
    ch->settled = c.settled;
    ch->bytes = n * (sizeof *ch->id + sizeof *ch->node) + 2 * (n + 1) * sizeof *ch->up_first +
                ((size_t)c.n_up + c.n_down) * (sizeof *ch->up + 2 * sizeof *ch->up_half);
    return PF_OK;
}
