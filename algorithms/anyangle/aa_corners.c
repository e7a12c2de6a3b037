/* aa_corners.c: the ground truth's vertices and the two rules its edges obey. */
#include <stdlib.h>
#include "aa_corners.h"
#include "aa_geom.h"
#include "pf_types.h"

/* A blocked quadrant's signs: 1 north-west, 2 north-east, 3 south-west, 4 south-east. */
static const int quad_sx[5] = { 0, -1, 1, -1, 1 }, quad_sy[5] = { 0, -1, -1, 1, 1 };

int pf_aa_corner_allows(const struct pf_aa_corners *c, uint32_t v, double dx, double dy)
{
    double size = fabs(dx) + fabs(dy);
    int sx = pf_aa_sign(dx, size), sy = pf_aa_sign(dy, size);
    if (c->kind[v])
        return pf_aa_side(c->kind[v], sx, sy) == c->side[v];
    int q = c->side[v];
    return !(sx * sy != 0 && sx * sy == quad_sx[q] * quad_sy[q]);
}

int pf_aa_sight(const struct pf_grid *g, struct pf_aa_point a, struct pf_aa_point b,
                enum pf_aa_role ra, enum pf_aa_role rb, struct pf_aa_stats *st)
{
    struct pf_aa_point d = { b.x - a.x, b.y - a.y }, e = { -d.x, -d.y };
    if (pf_aa_leave(g, a, d, ra) != PF_AA_VALID || pf_aa_leave(g, b, e, rb) != PF_AA_VALID)
        return 0;
    if (st)
        st->los_checks++;
    return pf_aa_segment(g, a, b, st ? &st->cells : NULL) == PF_AA_VALID;
}

int pf_aa_corners_build(const struct pf_grid *g, struct pf_aa_corners *c)
{
    *c = (struct pf_aa_corners){ 0 };
    c->row = calloc((size_t)g->height + 2, sizeof *c->row);
    if (!c->row)
        return PF_ERR_NOMEM;
    for (int pass = 0; pass < 2; pass++) {
        c->n = 0;
        for (int32_t y = 0; y <= g->height; y++) {
            c->row[y] = c->n;
            for (int32_t x = 0; x <= g->width; x++) {
                int b[5] = { 0, pf_aa_blocked(g, x - 1, y - 1), pf_aa_blocked(g, x, y - 1),
                             pf_aa_blocked(g, x - 1, y), pf_aa_blocked(g, x, y) };
                int count = b[1] + b[2] + b[3] + b[4], kind = pf_aa_double_corner(g, x, y);
                for (int k = 0; k < (kind ? 2 : count == 1); k++) {
                    if (pass) {
                        c->vx[c->n] = x;
                        c->vy[c->n] = y;
                        c->kind[c->n] = (uint8_t)kind;
                        c->side[c->n] = (uint8_t)(kind ? k + 1 : b[1] ? 1 : b[2] ? 2 : b[3] ? 3 : 4);
                    }
                    c->n++;
                }
            }
        }
        c->row[g->height + 1] = c->n;
        if (!pass) {
            /* two spare slots: the searches number the start n and the target n + 1 */
            c->vx = malloc((c->n + 2) * sizeof *c->vx);
            c->vy = malloc((c->n + 2) * sizeof *c->vy);
            c->kind = calloc(c->n + 2, 1);
            c->side = calloc(c->n + 2, 1);
            if (!c->vx || !c->vy || !c->kind || !c->side) {
                pf_aa_corners_free(c);
                return PF_ERR_NOMEM;
            }
        }
    }
    return PF_OK;
}

void pf_aa_corners_free(struct pf_aa_corners *c)
{
    free(c->vx);
    free(c->vy);
    free(c->kind);
    free(c->side);
    free(c->row);
    *c = (struct pf_aa_corners){ 0 };
}

size_t pf_aa_corners_bytes(const struct pf_aa_corners *c, const struct pf_grid *g)
{
    return (size_t)(c->n + 2) * (2 * sizeof(int32_t) + 2) + ((size_t)g->height + 2) * sizeof(uint32_t);
}

int pf_aa_corners_path(const struct pf_aa_corners *c, const struct pf_aa_state *q,
                       struct pf_aa_point s, struct pf_aa_point t, struct pf_aa_point *pts,
                       size_t cap, size_t *npts, double *cost)
{
    uint32_t S = c->n, T = c->n + 1;
    if (q->stamp[T] != q->epoch || !q->closed[T])
        return PF_NO_PATH;
    size_t n = pf_aa_state_chain(q, T);
    if (n > cap)
        return PF_ERR_LIMIT;
    *npts = n;
    *cost = q->gval[T];
    for (uint32_t v = T, i = (uint32_t)n; i-- > 0; v = q->parent[v])
        pts[i] = v == T ? t : v == S ? s : (struct pf_aa_point){ c->vx[v], c->vy[v] };
    return PF_OK;
}
