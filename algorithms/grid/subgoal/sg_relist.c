/* sg_relist.c: steps 4 and 5 of the simple subgoal graph's repair (sg_repair.c says why the
 * result is a build's): the subgoals renumbered, the scans of A run again, and the lists laid
 * out again. */
#include <stdlib.h>
#include <string.h>
#include "sg_repair.h"

struct scan_arg { struct sg_repair_ws *ws; const uint32_t *id; uint32_t from; };

/* from's scan found to at cost w: an entry of each list, fwd in from's. */
static void add_pair(struct sg_repair_ws *ws, uint32_t from, uint32_t to, uint32_t w)
{
    if (sg_grow((void **)&ws->pair, &ws->pcap, ws->npair + 2, sizeof *ws->pair) != PF_OK) {
        ws->nomem = 1;
        return;
    }
    ws->pair[ws->npair++] = (struct pair){ from, to, w, 1 };
    ws->pair[ws->npair++] = (struct pair){ to, from, w, 0 };
}

static void found_pair(void *arg, pf_node t, pf_cost cost)
{
    struct scan_arg *s = arg;
    add_pair(s->ws, s->from, s->id[t], (uint32_t)cost);
}

/* The scan parts of new subgoal s (old os) that f leaves out found what they found before:
 * its old list's entries with fwd whose targets lie in those parts (the target's direction
 * from s, a sign per axis, names the run or quadrant that found it), mapped. */
static void keep_found(const struct pf_sg *sg, struct sg_repair_ws *ws, uint32_t s, uint32_t os, uint8_t f)
{
    int part[9];                      /* per (sign dy + 1) * 3 + sign dx + 1: the direction */
    for (int d = 0; d < 8; d++)
        part[(pf_dir_dy[d] + 1) * 3 + pf_dir_dx[d] + 1] = d;
    const int32_t ax = (int32_t)(sg->xy[os] & 0xFFFF), ay = (int32_t)(sg->xy[os] >> 16);
    for (uint32_t e = sg->first[os]; e < sg->first[os + 1]; e++) {
        const uint32_t to = ws->map[sg->edge[e].to];
        if (!sg->fwd[e] || to == PF_NONE)
            continue;
        const int32_t tx = (int32_t)(sg->xy[sg->edge[e].to] & 0xFFFF), ty = (int32_t)(sg->xy[sg->edge[e].to] >> 16);
        if (!(f >> part[((ty > ay) - (ty < ay) + 1) * 3 + (tx > ax) - (tx < ax) + 1] & 1))
            add_pair(ws, s, to, sg->edge[e].w);
    }
}

/* The n pairs of src into dst by from (by_to: by to), keeping the order of equal ones (a
 * counting sort); at (Sn + 1 entries) ends with at[k] the end of key k's. */
static void count_sort(const struct pair *src, struct pair *dst, size_t n, uint32_t Sn, uint32_t *at, int by_to)
{
    memset(at, 0, ((size_t)Sn + 1) * sizeof *at);
    for (size_t i = 0; i < n; i++)
        at[(by_to ? src[i].to : src[i].from) + 1]++;
    for (uint32_t s = 0; s < Sn; s++)
        at[s + 1] += at[s];
    for (size_t i = 0; i < n; i++)
        dst[at[by_to ? src[i].to : src[i].from]++] = src[i];
}

/* The findings into ws->sorted by from, each list's by to (sorted by to, then by from keeping
 * that order); at[s] .. at[s + 1] are s's. at has Sn + 1 entries. */
static int sort_pairs(struct sg_repair_ws *ws, uint32_t Sn, uint32_t *at)
{
    if (sg_grow((void **)&ws->sorted, &ws->scap, ws->npair, sizeof *ws->sorted) != PF_OK)
        return PF_ERR_NOMEM;
    count_sort(ws->pair, ws->sorted, ws->npair, Sn, at, 1);
    if (sg_grow((void **)&ws->pair, &ws->pcap, ws->npair, sizeof *ws->pair) != PF_OK)
        return PF_ERR_NOMEM;
    count_sort(ws->sorted, ws->pair, ws->npair, Sn, at, 0);
    struct pair *p = ws->pair;                 /* the result is in pair: the two swap roles */
    const size_t cap = ws->pcap;
    ws->pair = ws->sorted, ws->pcap = ws->scap;
    ws->sorted = p, ws->scap = cap;
    for (uint32_t s = Sn; s > 0; s--)      /* at[s] moved to the end of s's: back to its start */
        at[s] = at[s - 1];
    at[0] = 0;
    return PF_OK;
}

static int u32_cmp(const void *pa, const void *pb)
{
    const uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
    return a < b ? -1 : a > b;
}

/* Whether old subgoal t's old list has an entry for o that t's scan found. */
static int found_by(const struct pf_sg *sg, uint32_t t, uint32_t o)
{
    uint32_t lo = sg->first[t], hi = sg->first[t + 1];
    while (lo < hi) {
        const uint32_t m = lo + (hi - lo) / 2;
        if (sg->edge[m].to < o)
            lo = m + 1;
        else
            hi = m;
    }
    return lo < sg->first[t + 1] && sg->edge[lo].to == o && sg->fwd[lo];
}

/* Resize *p to cap entries of size (its contents need not stay). */
static int fit(void *p, size_t cap, size_t size)
{
    void *q = realloc(*(void **)p, cap * size);
    if (!q)
        return PF_ERR_NOMEM;
    *(void **)p = q;
    return PF_OK;
}

/* Room in relist's arrays for So old subgoals, Sn new ones and E edges (a quarter more than
 * asked when they grow). */
static int room(struct sg_repair_ws *ws, size_t So, size_t Sn, size_t E)
{
    size_t c;
    E = E ? E : 1;                    /* as a build: edge and fwd never NULL (fwd says sg repairs) */
    if (So + 1 > ws->mcap && fit(&ws->map, c = So + 1 + (So + 1) / 4, sizeof *ws->map) == PF_OK)
        ws->mcap = c;
    if (Sn + 1 > ws->ncap && fit(&ws->oldof, c = Sn + 1 + (Sn + 1) / 4, sizeof *ws->oldof) == PF_OK &&
        fit(&ws->at, c, sizeof *ws->at) == PF_OK && fit(&ws->in_a, c, sizeof *ws->in_a) == PF_OK)
        ws->ncap = c;
    if (Sn + 1 > ws->lcap && fit(&ws->cell, c = Sn + 1 + (Sn + 1) / 4, sizeof *ws->cell) == PF_OK &&
        fit(&ws->xy, c, sizeof *ws->xy) == PF_OK && fit(&ws->first, c, sizeof *ws->first) == PF_OK)
        ws->lcap = c;
    if (E > ws->ecap && fit(&ws->edge, c = E + E / 4, sizeof *ws->edge) == PF_OK && fit(&ws->fwd, c, 1) == PF_OK)
        ws->ecap = c;
    return So + 1 <= ws->mcap && Sn + 1 <= ws->ncap && Sn + 1 <= ws->lcap && E <= ws->ecap ? PF_OK : PF_ERR_NOMEM;
}

#define SWAP(T, a, b) do { T t_ = (a); (a) = (b); (b) = t_; } while (0)

/* The new numbering and lists, written into ws's spare lists, which then swap with sg's. */
int pf_sg_relist(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, struct sg_repair_ws *ws)
{
    const uint32_t So = sg->num_sg, Sn = So - (uint32_t)ws->removed.n + (uint32_t)ws->added.n;
    if (room(ws, So, Sn, 0) != PF_OK)
        return PF_ERR_NOMEM;
    uint32_t *map = ws->map, *oldof = ws->oldof, *at = ws->at, *xy = ws->xy;
    pf_node *cell = ws->cell;
    uint8_t *in_a = ws->in_a;
    cell[Sn] = xy[Sn] = 0;            /* as a build leaves them */
    memset(map, 0, (size_t)So * sizeof *map);
    memset(in_a, 0, (size_t)Sn + 1);
    for (size_t i = 0; i < ws->removed.n; i++)
        map[ws->removed.a[i]] = PF_NONE;
    if (ws->added.n)
        qsort(ws->added.a, ws->added.n, sizeof *ws->added.a, u32_cmp);
    uint32_t k = 0, o = 0;
    size_t j = 0;
    for (;;) {                        /* merge the kept and the added in node order */
        while (o < So && map[o] == PF_NONE)
            o++;
        const int take_old = o < So && (j == ws->added.n || sg->cell[o] < ws->added.a[j]);
        if (!take_old && j == ws->added.n)
            break;
        const pf_node c = take_old ? sg->cell[o] : ws->added.a[j++];
        oldof[k] = take_old ? o : PF_NONE;
        xy[k] = take_old ? sg->xy[o] : c % (uint32_t)g->stride | (c / (uint32_t)g->stride) << 16;
        if (!take_old || o != k)      /* a kept subgoal before every change keeps its id */
            sg->id[c] = k;
        if (take_old)
            map[o++] = k;
        cell[k++] = c;
    }
    for (size_t i = 0; i < ws->acell.n; i++)
        in_a[sg->id[ws->acell.a[i]]] = 1;
    for (size_t i = 0; i < ws->acell.n && !ws->nomem; i++) {
        const pf_node a = ws->acell.a[i];
        struct scan_arg s = { ws, sg->id, sg->id[a] };
        const uint8_t f = oldof[s.from] == PF_NONE ? 0xFF : ws->sect[a];
        for (int d = 0; d < 4; d++)
            if (f >> d & 1)
                sg_scan_run(sg->clr, off, a, d, 0, 0, 0, found_pair, &s);
        for (int d = 4; d < 8; d++)
            if (f >> d & 1)
                sg_scan_quadrant(sg->clr, off, a, d, 0, 0, 0, found_pair, &s);
        if (f != 0xFF)
            keep_found(sg, ws, s.from, oldof[s.from], f);
    }
    if (ws->nomem || sort_pairs(ws, Sn, at) != PF_OK || room(ws, So, Sn, sg->first[So] + ws->npair) != PF_OK)
        return PF_ERR_NOMEM;
    struct pf_sg_edge *edge = ws->edge;
    uint8_t *fwd = ws->fwd;
    uint32_t *first = ws->first;
    size_t E = 0;
    first[0] = 0;
    for (uint32_t s = 0; s < Sn; s++) {
        uint32_t p = at[s];
        const uint32_t os = oldof[s];
        uint32_t e = os == PF_NONE ? 0 : sg->first[os], end = os == PF_NONE ? 0 : sg->first[os + 1];
        if (!in_a[s] && p == at[s + 1]) {   /* s outside A, no new entry: its kept entries mapped */
            for (; e < end; e++) {
                const uint32_t to = map[sg->edge[e].to];
                if (to != PF_NONE && (!in_a[to] || sg->fwd[e]))
                    edge[E] = (struct pf_sg_edge){ to, sg->edge[e].w }, fwd[E++] = sg->fwd[e];
            }
            first[s + 1] = (uint32_t)E;
            continue;
        }
        for (;;) {
            /* the next kept old entry of s, mapped */
            uint32_t t = PF_NONE, tw = 0, tf = 0;
            for (; e < end && t == PF_NONE; e++) {
                const uint32_t to = map[sg->edge[e].to];
                if (to == PF_NONE || (in_a[s] && in_a[to]))
                    continue;
                const int keep = !in_a[s] ? !in_a[to] || sg->fwd[e] : found_by(sg, sg->edge[e].to, os);
                if (keep)
                    t = to, tw = sg->edge[e].w, tf = in_a[s] ? 0 : sg->fwd[e];
            }
            /* merged with the new scans' entries of s, both sorted by target */
            while (p < at[s + 1] && ws->sorted[p].to <= t) {
                const struct pair q = ws->sorted[p++];
                if (E > first[s] && edge[E - 1].to == q.to)
                    fwd[E - 1] |= (uint8_t)q.fwd;
                else
                    edge[E] = (struct pf_sg_edge){ q.to, q.w }, fwd[E++] = (uint8_t)q.fwd;
            }
            if (t == PF_NONE)
                break;
            if (E > first[s] && edge[E - 1].to == t)
                fwd[E - 1] |= (uint8_t)tf;
            else
                edge[E] = (struct pf_sg_edge){ t, tw }, fwd[E++] = (uint8_t)tf;
        }
        first[s + 1] = (uint32_t)E;
    }
    SWAP(pf_node *, sg->cell, ws->cell); SWAP(uint32_t *, sg->xy, ws->xy); SWAP(uint32_t *, sg->first, ws->first);
    SWAP(struct pf_sg_edge *, sg->edge, ws->edge); SWAP(uint8_t *, sg->fwd, ws->fwd);
    SWAP(size_t, ws->lcap, ws->sg_lcap); SWAP(size_t, ws->ecap, ws->sg_ecap);
    sg->num_sg = sg->num_global = Sn;
    sg->bytes = pf_sg_bytes(sg, E);
    return PF_OK;
}
