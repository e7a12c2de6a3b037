/* anya_state.h: Anya's search node and state, shared by its untraced and traced copies (anya.c,
 * anya_traced.c; libpf internal). */
#ifndef PF_ANYA_STATE_H
#define PF_ANYA_STATE_H

#include <stdlib.h>
#include <string.h>
#include "anya.h"
#include "anya_rows.h"

struct node {
    double f, g;        /* g is the root's cost when the node was made */
    double a, b;        /* the interval on line y */
    int32_t y;
    uint32_t root;      /* corner index y * (width + 1) + x */
};

/* A corner's entry in the root table, one 16-byte record so that a look-up reads one cache line. */
struct root {
    double best;        /* the best cost so far, */
    uint32_t stamp;     /* equal to epoch when best and parent are this query's, */
    uint32_t parent;    /* and the root it was reached from */
};

struct pf_anya {
    struct node *heap;
    size_t hn, hcap;
    struct root *roots; /* per corner */
    size_t rcap;
    uint32_t epoch;
    struct pf_aa_point *pts;
    size_t ptcap;
    int nomem;
    struct pf_anya_stats st;
    struct rows rows;   /* the grid's cells as bits */
    /* the query */
    const struct pf_grid *g;
    int32_t w1;         /* width + 1: corners per line */
    int32_t tx, ty;
    int tdc;            /* the target is a double corner: enter from the south-east only */
    struct pf_search_ctx *tr;   /* the context whose trace marks expansions, or NULL */
    uint32_t hold_root; /* successors of this root are held, not pushed, while a node of it */
    uint32_t nheld;     /* is expanded: how many, the first in held */
    struct node held;
    uint32_t cur;               /* traced: the id of the node being expanded (AA_NO_NODE: none;
                                   its nodes carry no id: aa_nodes.c finds it by content) */
};

/* The traced copy of pf_anya_search (anya_traced.c), which pf_anya_search runs when a trace is
 * set (pf_anya_trace): it logs each node and expansion; the untraced copy has no test for it. */
int pf_anya_search_traced(struct pf_anya *a, const struct pf_grid *g, int32_t sx, int32_t sy, int32_t tx, int32_t ty,
                          double *len, const struct pf_aa_point **pts, uint32_t *npoints);

/* Size the root table for g's corners; a new table starts with every stamp stale. */
static int fit_roots(struct pf_anya *A, const struct pf_grid *g)
{
    size_t need = (size_t)(g->width + 1) * (size_t)(g->height + 1);
    if (need <= A->rcap)
        return 1;
    struct root *t = calloc(need, sizeof *t);
    if (!t)
        return 0;
    free(A->roots);
    A->roots = t;
    A->rcap = need;
    A->epoch = 0;
    return 1;
}

#endif
