/* polyanya_tables.c: Polyanya's per-mesh tables (corners, dead ends, opposite edges) and its state's life. */
#include <stdlib.h>
#include "polyanya_state.h"

struct pf_polyanya *pf_polyanya_new(const struct pf_mesh *m)
{
    struct pf_polyanya *P = calloc(1, sizeof *P);
    if (!P)
        return NULL;
    P->m = m;
    uint32_t nv = m->num_vertices, maxa = 2;
    for (uint32_t v = 0; v < nv; v++)
        if (pf_mesh_around_size(m, v) > maxa)
            maxa = pf_mesh_around_size(m, v);
    P->hcap = 4 * (size_t)m->num_poly_entries + 64;
    P->pe = malloc((m->num_poly_entries + 1) * sizeof *P->pe);
    P->deadend = malloc((size_t)m->num_polygons + 1);
    P->best = malloc(((size_t)nv + 1) * sizeof *P->best);
    P->stamp = calloc((size_t)nv + 1, sizeof *P->stamp);
    P->parent = malloc(((size_t)nv + 1) * sizeof *P->parent);
    P->tstamp = calloc((size_t)m->num_polygons + 1, sizeof *P->tstamp);
    P->polys = malloc(maxa * sizeof *P->polys);
    P->pool = malloc(P->hcap * sizeof *P->pool);
    P->heap = malloc(P->hcap * sizeof *P->heap);
    P->pts = malloc(((size_t)nv + 3) * sizeof *P->pts);
    if (!P->pe || !P->deadend || !P->best || !P->stamp || !P->parent || !P->tstamp || !P->polys ||
        !P->pool || !P->heap || !P->pts) {
        pf_polyanya_free(P);
        return NULL;
    }
    /* each polygon entry's vertex and edge, the edge's place in its neighbour's list (the
     * neighbour lists it from b to a) */
    for (uint32_t p = 0; p < m->num_polygons; p++) {
        uint32_t s = m->p_start[p], k = m->p_start[p + 1] - s, nb = 0;
        for (uint32_t i = 0; i < k; i++) {
            uint32_t v = m->p_verts[s + i];
            nb += m->p_adj[s + i] >= 0;
            P->pe[s + i] = (struct pentry){ m->vx[v], m->vy[v], v, m->p_adj[s + i], 0,
                                            (uint16_t)pf_mesh_is_corner(m, v), 0 };
        }
        P->deadend[p] = nb == 1;
    }
    for (uint32_t p = 0; p < m->num_polygons; p++) {
        uint32_t s = m->p_start[p], k = m->p_start[p + 1] - s;
        for (uint32_t i = 0; i < k; i++) {
            int32_t q = m->p_adj[s + i];
            if (q < 0)
                continue;
            uint32_t a = m->p_verts[s + i], b = m->p_verts[s + next_in(i, k)];
            uint32_t qs = m->p_start[q], qk = m->p_start[q + 1] - qs;
            for (uint32_t j = 0; j < qk; j++)
                if (m->p_verts[qs + j] == b && m->p_verts[qs + next_in(j, qk)] == a)
                    P->pe[s + i].opp = j;
            P->pe[s + i].dead = P->deadend[q];
        }
    }
    return P;
}

void pf_polyanya_free(struct pf_polyanya *P)
{
    if (!P)
        return;
    free(P->pe);
    free(P->deadend);
    free(P->best);
    free(P->stamp);
    free(P->parent);
    free(P->tstamp);
    free(P->polys);
    free(P->pool);
    free(P->heap);
    free(P->pts);
    free(P->porder);
    free(P);
}

size_t pf_polyanya_bytes(const struct pf_polyanya *P)
{
    const struct pf_mesh *m = P->m;
    return sizeof *P + ((size_t)m->num_vertices + 1) * (sizeof(double) + 2 * sizeof(uint32_t)) +
           (size_t)m->num_polygons + 1 + ((size_t)m->num_poly_entries + 1) * sizeof(struct pentry) +
           ((size_t)m->num_polygons + 1) * sizeof(uint32_t) + P->hcap * (sizeof(struct pnode) + sizeof(struct pslot)) +
           ((size_t)m->num_vertices + 3) * sizeof(struct pf_aa_point);
}

const struct pf_polyanya_stats *pf_polyanya_stats(const struct pf_polyanya *P) { return &P->st; }

int pf_polyanya_trace(struct pf_polyanya *P, struct pf_search_ctx *ctx)
{
    P->tr = ctx;
    if (!ctx) {
        free(P->porder);
        P->porder = NULL;
        return PF_OK;
    }
    if (!P->porder && !(P->porder = malloc(((size_t)P->m->num_polygons + 1) * sizeof *P->porder)))
        return PF_ERR_NOMEM;
    return PF_OK;
}

const uint32_t *pf_polyanya_traced(const struct pf_polyanya *P) { return P->porder; }
