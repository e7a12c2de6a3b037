/* ch.h: contraction hierarchies over a plain directed graph in CSR form with integer arc costs
 * (internal to libpf): the contraction (ch_build.c) and the bidirectional upward query with its
 * unpacking (ch_query.c). A domain turns its space into such a graph and its answers back. */
#ifndef PF_CH_H
#define PF_CH_H

#include <stddef.h>
#include <stdio.h>
#include "pf_search.h"

/* The graph to contract: nodes 0..n-1, the arcs leaving u are first[u] .. first[u+1]-1, going to
 * head[i] at cost w[i]. Parallel arcs (the cheapest counts) and loops are allowed. */
struct pf_ch_input {
    uint32_t n;
    const uint32_t *first;
    const pf_node *head;
    const pf_cost *w;
};

/* What the contraction may spend. A witness search stops after witness_settled nodes or
 * witness_arcs arcs looked at, and follows no path beyond witness_hops arcs (a witness it misses
 * only costs a needless shortcut, never a wrong answer; the arc limit keeps the last, densest
 * nodes from taking most of the time);
 * the whole contraction stops with PF_BUDGET past max_settled nodes settled by its witness
 * searches or max_seconds of wall-clock time (0: no limit), leaving nothing behind. */
struct pf_ch_limits {
    uint32_t witness_settled;
    uint32_t witness_hops;
    uint32_t witness_arcs;
    uint64_t max_settled;
    double max_seconds;
};

/* An arc of the hierarchy, between nodes in its own numbering (ch->id: contracted last, numbered
 * first, so that the few nodes every query reaches share cache lines). In up[] of node u: u -> to,
 * to contracted after u. In down[] of node u: to -> u (stored at its lower end), to contracted
 * after u. mid is PF_NONE for an arc of the input,
 * else the node the shortcut skips (lower than both ends): the shortcut is the arc a -> mid
 * (in down[] of mid) followed by mid -> b (in up[] of mid). */
struct pf_ch_arc {
    pf_node to;
    pf_node mid;
    pf_cost w;
};

struct pf_ch {
    uint32_t n;
    uint32_t *id;                  /* the input's node u is the hierarchy's node id[u]: n - 1 -
                                      (the nodes contracted before u) */
    pf_node *node;                 /* and back: the input's node of each */
    uint32_t *up_first, *down_first;   /* n + 1 each */
    struct pf_ch_arc *up, *down;
    /* per arc of up[] and of down[], for unpacking without searching: [2i] the index in down[]
     * of the shortcut's first half a -> mid, [2i + 1] the index in up[] of mid -> b */
    uint32_t *up_half, *down_half;
    uint64_t shortcuts;            /* shortcut arcs kept (up and down together) */
    uint64_t settled;              /* nodes the witness searches settled */
    size_t bytes;                  /* bytes of the arrays above */
};

/* Contract every node of in. PF_OK; PF_BUDGET when a limit of lim stopped it (why says which,
 * naming the limit); PF_ERR_NOMEM. ch is left empty on error. */
int pf_ch_build(struct pf_ch *ch, const struct pf_ch_input *in, const struct pf_ch_limits *lim,
                char *why, size_t why_len);
void pf_ch_free(struct pf_ch *ch);
/* The hierarchy to the preprocessing cache and back (ch_io.c): PF_OK or PF_ERR_IO; pf_ch_load
 * reads `size` bytes of a hierarchy of n_expected nodes, PF_OK, PF_ERR_PARSE when they are not
 * one (ch left empty), PF_ERR_NOMEM. */
int pf_ch_save(const struct pf_ch *ch, FILE *f);
int pf_ch_load(struct pf_ch *ch, FILE *f, size_t size, uint32_t n_expected);

/* Per-context query state over one hierarchy, allocated once (pf_ch_query_init) and reused by
 * epoch stamps: a query allocates nothing. Side 0 searches up[] from the start, side 1 down[]
 * from the goal. */
struct pf_ch_query {
    const struct pf_ch *ch;
    uint32_t epoch;
    /* per side and node, what the search loop reads together: stamp is the epoch when the
     * node was reached in this query, epoch | 1 once settled; the node it was reached from
     * (its arc is found again when unpacking); its distance */
    struct ch_label { uint32_t stamp; pf_node parent; pf_cost dist; } *lab[2];
    void *heap[2];            /* binary heaps (open_heap_impl.h), room for every node */
    struct ch_step { pf_node a, b; uint32_t arc, down; } *stack;   /* the unpacking's work: the
                                 arc a -> b, index arc in up[] (down 0) or in down[] (down 1) */
    uint32_t stack_cap;
    pf_node *path;            /* the unpacked path of the last query, n nodes at most */
    size_t bytes;
    /* A traced query (the caller sets it before each query; NULL: none): the context whose
     * trace gets each settled node and each label (side 0 up, 1 down), as the cells tr_cell[]
     * of the input's nodes (NULL: the input's nodes are the context's cells). */
    struct pf_search_ctx *tr;
    const pf_node *tr_cell;
};

int pf_ch_query_init(struct pf_ch_query *q, const struct pf_ch *ch);
void pf_ch_query_free(struct pf_ch_query *q);
/* One query from s to t; budget > 0 caps the nodes settled (PF_BUDGET). res gets status, path
 * (the original nodes, in q->path), path_len, g (the sum of the input's arc costs along it) and
 * the counters; res->cost is the caller's (its units). PF_ERR_LIMIT when an unpacked path would
 * exceed n nodes (only possible with zero-cost cycles). */
int pf_ch_query(struct pf_ch_query *q, pf_node s, pf_node t, uint64_t budget, struct pf_result *res);
/* The same from several sources to several targets (nodes of the input, ns and nt of them; a
 * NULL cost array means every cost 0): the least of src_cost[i] + d(src[i], dst[j]) +
 * dst_cost[j] over all i, j, as if a virtual source had an arc of cost src_cost[i] to each
 * src[i] and each dst[j] one of cost dst_cost[j] to a virtual target. The path runs from the
 * chosen source to the chosen target (q->path); res->g includes their two costs. A node given
 * twice on a side counts at its least cost. No seed on a side: PF_NO_PATH. */
int pf_ch_query_multi(struct pf_ch_query *q, const pf_node *src, const pf_cost *src_cost, uint32_t ns,
                      const pf_node *dst, const pf_cost *dst_cost, uint32_t nt, uint64_t budget,
                      struct pf_result *res);

#endif
