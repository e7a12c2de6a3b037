/* jps_plus_prep.c: JPS+ preprocessing: the jump distance of every cell in each of the eight
 * directions, under model 8 without corner cutting (the GPPC / warthog rules). */
#include <stdlib.h>
#include "search_ctx.h"
#include "jps_plus.h"

/* A straight scan in cardinal direction d stops at cell c (a jump point) when c has a forced
 * neighbour: a side cell q of c is free while the cell behind it (q - step) is not, so the
 * only shortest way into q, and into the diagonal beyond it, goes through c. */
static int forced(const uint8_t *cls, pf_node c, int32_t step, int32_t side1, int32_t side2, uint8_t k)
{
    return (cls[c + side1] == k && cls[c - step + side1] != k) ||
           (cls[c + side2] == k && cls[c - step + side2] != k);
}

/* The node order that meets n + off before n: descending when off > 0. */
#define FOR_NODES(n, N, off) \
    for (uint32_t i_ = 0, n = (off) > 0 ? (N) - 1 : 0; i_ < (N); i_++, n = (off) > 0 ? n - 1 : n + 1)

int pf_jpsp_preprocess(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes)
{
    if (m != PF_MOVES_8)
        return PF_ERR_ARG;
    if (g->width > PF_JPSP_MAX_SIDE || g->height > PF_JPSP_MAX_SIDE)
        return PF_ERR_LIMIT;
    const uint32_t N = g->num_nodes;
    const int32_t s = g->stride;
    const uint8_t *cls = g->cls;
    int16_t *t = calloc((size_t)N * 8, sizeof *t);
    if (!t)
        return PF_ERR_NOMEM;
    int32_t off[8];
    for (int d = 0; d < 8; d++)
        off[d] = pf_dir_dy[d] * s + pf_dir_dx[d];
    /* cardinal directions first: the diagonal scans stop where a cardinal one finds a jump point */
    for (int d = 0; d < 4; d++) {
        const int32_t o = off[d], side1 = off[(d + 1) & 3], side2 = off[(d + 3) & 3];
        FOR_NODES(n, N, o) {
            const uint8_t k = cls[n];
            if (k == PF_CLS_BLOCKED || cls[n + o] != k)
                continue;                      /* 0: not one step */
            const pf_node c = n + (uint32_t)o;
            int16_t v;
            if (forced(cls, c, o, side1, side2, k))
                v = 1;
            else {
                const int16_t next = t[(size_t)c * 8 + d];
                v = next > 0 ? (int16_t)(next + 1) : (int16_t)(next - 1);
            }
            t[(size_t)n * 8 + d] = v;
        }
    }
    /* diagonal d = its horizontal part h and vertical part u: a step needs both side cells */
    for (int d = 4; d < 8; d++) {
        const int h = pf_dir_dx[d] > 0 ? 1 : 3, u = pf_dir_dy[d] > 0 ? 2 : 0;
        const int32_t o = off[d], oh = off[h], ou = off[u];
        FOR_NODES(n, N, o) {
            const uint8_t k = cls[n];
            if (k == PF_CLS_BLOCKED || cls[n + o] != k || cls[n + oh] != k || cls[n + ou] != k)
                continue;
            const pf_node c = n + (uint32_t)o;
            int16_t v;
            if (t[(size_t)c * 8 + h] > 0 || t[(size_t)c * 8 + u] > 0)
                v = 1;                         /* a straight scan from c finds a jump point */
            else {
                const int16_t next = t[(size_t)c * 8 + d];
                v = next > 0 ? (int16_t)(next + 1) : (int16_t)(next - 1);
            }
            t[(size_t)n * 8 + d] = v;
        }
    }
    *data = t;
    *bytes = (size_t)N * 8 * sizeof *t;
    return PF_OK;
}

void pf_jpsp_release(void *data) { free(data); }

/* The cache (prep_cache.c): the table is one block without pointers, 16 bytes a node of the
 * context's grid; a file of another size is not this map's. */
int pf_jpsp_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                 size_t *bytes)
{
    (void)v;
    if (size != (size_t)ctx->grid->num_nodes * 8 * sizeof(int16_t))
        return PF_ERR_PARSE;
    int rc = pf_prep_load_flat(f, size, data);
    if (rc == PF_OK)
        *bytes = size;
    return rc;
}
