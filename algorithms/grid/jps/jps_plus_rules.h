/* jps_plus_rules.h: how one entry of JPS+'s jump-distance table follows from the map and the
 * entries it reads; the build (jps_plus_prep.c) and the repair (jps_plus_repair.c) both compute
 * every entry with these two functions, so that they give the same bytes (internal to libpf). */
#ifndef PF_JPS_PLUS_RULES_H
#define PF_JPS_PLUS_RULES_H

#include "pf_grid.h"

/* Direction d on a grid of a given stride: its step o; for a cardinal d its two side steps a
 * and b, for a diagonal d the steps a and b of its horizontal part h and its vertical part u. */
struct pf_jpsp_dir {
    int32_t o, a, b;
    int d, h, u;
};

static inline struct pf_jpsp_dir pf_jpsp_dir(int32_t stride, int d)
{
    struct pf_jpsp_dir r = { .o = pf_dir_dy[d] * stride + pf_dir_dx[d], .d = d };
    if (d < 4) {
        const int s1 = (d + 1) & 3, s2 = (d + 3) & 3;
        r.a = pf_dir_dy[s1] * stride + pf_dir_dx[s1];
        r.b = pf_dir_dy[s2] * stride + pf_dir_dx[s2];
    } else {
        r.h = pf_dir_dx[d] > 0 ? 1 : 3;
        r.u = pf_dir_dy[d] > 0 ? 2 : 0;
        r.a = pf_dir_dx[d];
        r.b = pf_dir_dy[d] * stride;
    }
    return r;
}

/* One more step in front of an entry: a jump point or a wall one cell further away. */
static inline int16_t pf_jpsp_extend(int16_t next)
{
    return next > 0 ? (int16_t)(next + 1) : (int16_t)(next - 1);
}

/* Cardinal entry r->d of node n: 0 when n is blocked or its next cell is not of n's class k;
 * 1 when that next cell c is a jump point (a forced neighbour: a side cell q of c is of class k
 * while the cell behind q, beside n, is not, so the only shortest way into q, and into the
 * diagonal beyond it, goes through c); else c's entry one step longer. Reads the classes of n,
 * c and their side cells, and c's entry. A border node (always blocked) reads nothing else. */
static inline int16_t pf_jpsp_card_entry(const uint8_t *cls, const int16_t *t, pf_node n, const struct pf_jpsp_dir *r)
{
    const uint8_t k = cls[n];
    if (k == PF_CLS_BLOCKED || cls[n + r->o] != k)
        return 0;
    const pf_node c = n + (uint32_t)r->o;
    if ((cls[c + r->a] == k && cls[n + r->a] != k) || (cls[c + r->b] == k && cls[n + r->b] != k))
        return 1;
    return pf_jpsp_extend(t[(size_t)c * 8 + r->d]);
}

/* Diagonal entry r->d of node n: 0 when n is blocked or the step is not free (its cell and
 * both side cells of n's class: no corner cutting); 1 when a straight scan along h or u from
 * the next cell c finds a jump point (c's cardinal entry > 0); else c's entry one step longer.
 * Reads the classes of n, c and the two side cells, and c's entries h, u and r->d. */
static inline int16_t pf_jpsp_diag_entry(const uint8_t *cls, const int16_t *t, pf_node n, const struct pf_jpsp_dir *r)
{
    const uint8_t k = cls[n];
    if (k == PF_CLS_BLOCKED || cls[n + r->o] != k || cls[n + r->a] != k || cls[n + r->b] != k)
        return 0;
    const int16_t *c = t + (size_t)(n + (uint32_t)r->o) * 8;
    if (c[r->h] > 0 || c[r->u] > 0)
        return 1;
    return pf_jpsp_extend(c[r->d]);
}

static inline int16_t pf_jpsp_entry(const uint8_t *cls, const int16_t *t, pf_node n, const struct pf_jpsp_dir *r)
{
    return r->d < 4 ? pf_jpsp_card_entry(cls, t, n, r) : pf_jpsp_diag_entry(cls, t, n, r);
}

#endif
