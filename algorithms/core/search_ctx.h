/* search_ctx.h: the search context's layout and helpers shared by the algorithm files
 * (internal to libpf). */
#ifndef PF_SEARCH_CTX_H
#define PF_SEARCH_CTX_H

#include <math.h>
#include <string.h>
#include "pf_search.h"
#include "search_end.h"

/* What one algorithm keeps on a context: its scratch and preprocessed data (pf_ctx_prepare). */
struct ctx_slot {
    const struct pf_alg *alg;
    const struct pf_variant *variant;   /* the variant that prepared it (a map change's repair) */
    void *scratch;
    size_t scratch_bytes;
    void *prep;
    size_t prep_bytes;
};
#define CTX_SLOTS 16                /* algorithms prepared on one context at most */

struct pf_search_ctx;

/* The steps of a traced query (pf_ctx_trace_steps), allocated by pf_ctx_set_trace: the log
 * grows while a traced query runs (a traced query is never timed) up to max steps
 * (pf_ctx_set_trace_steps; 0: PF_TRACE_MAX_STEPS). */
struct ctx_steps {
    struct pf_trace_step *s;
    uint32_t n, cap, max;
    uint64_t lost;
};
/* Room for one more step: 1, or 0 when the log is full or out of memory (the step is lost). */
int pf_ctx_steps_grow(struct ctx_steps *l);

/* What a context does by its domain: the calls of a domain's descriptor (struct pf_domain .ops,
 * each defined in its domain's folder). The generic calls (pf_ctx_destroy, pf_ctx_bytes,
 * pf_ctx_node_free, pf_ctx_validate, pf_ctx_runs, ...) go through it and never switch on the
 * domain, so that context.c calls no domain's file. */
struct pf_ctx_ops {
    /* free the domain's own state (NULL: none; pf_ctx_destroy frees the grid arrays) */
    void (*free)(struct pf_search_ctx *ctx);
    /* bytes the context holds beyond sizeof *ctx */
    size_t (*bytes)(const struct pf_search_ctx *ctx);
    /* node n (< num_nodes) is a free place */
    int (*node_free)(const struct pf_search_ctx *ctx, pf_node n);
    int (*validate)(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                    pf_node start, pf_node goal, double *cost, char *why, size_t why_len);
    /* what the space allows beyond the model (NULL: every variant of the domain): 1, or 0
     * with the reason in why */
    int (*runs)(const struct pf_search_ctx *ctx, const struct pf_variant *v, char *why,
                size_t why_len);
    /* 0 when the space makes an otherwise optimal variant inadmissible (NULL: never) */
    int (*admissible)(const struct pf_search_ctx *ctx, const struct pf_variant *v);
    /* pf_ctx_visit_touched (NULL: the domain has no such state) */
    void (*visit)(const struct pf_search_ctx *ctx,
                  void (*fn)(void *arg, int32_t x, int32_t y, int32_t z, int closed), void *arg);
    /* pf_ctx_visit_nodes (NULL: none) */
    void (*visit_nodes)(const struct pf_search_ctx *ctx, void (*fn)(void *arg, pf_node n, int closed),
                        void *arg);
    /* A hash of the space's content (16 hex digits and a NUL), the same for the same map read
     * twice: the preprocessing cache's key (prep_cache.c). NULL: nothing of it is cached. */
    void (*content_id)(const struct pf_search_ctx *ctx, char out[17]);
    /* res->g and res->cost of a path a search gave without them (a plugin's answer); NULL: a
     * path of the cell grid's moves (pf_ctx_cells_path_cost) */
    void (*path_cost)(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len,
                      struct pf_result *res);
    /* The space's own state after its map changed inside the rectangles (the cell grid's move
     * masks and wall stamps: pf_ctx_cells_changed); NULL: the domain's maps cannot change. */
    void (*map_change)(struct pf_search_ctx *ctx, const struct pf_rect *changed, uint32_t n);
};

/* The domain of algorithm a (NULL in its descriptor means the 2D grid). */
static inline const struct pf_domain *ctx_alg_domain(const struct pf_alg *a)
{
    return a->domain ? a->domain : &pf_domain_grid;
}

struct pf_search_ctx {
    const struct pf_grid *grid;  /* the cell grid (2D grids, weighted terrain's walls, the
                                    any-angle plane's cells); NULL in the other domains */
    enum pf_moves moves;
    const struct pf_domain *domain;  /* set at creation, never NULL; its .ops are the calls */
    /* The domain's own space and state, as its folder's code knows them (a voxel volume and
     * its paged state, a graph and its state, weighted terrain's costs and no state); the
     * cell-grid arrays below are what the 2D domains share (pf_ctx_create_cells). */
    const void *space;
    void *state;
    uint32_t num_nodes;
    uint32_t stride;
    unsigned __int128 div_magic;  /* n / stride == (n * div_magic) >> 64, exact for 32-bit n */
    uint8_t *mask;               /* legal-move bits per node under mask_moves */
    enum pf_moves mask_moves;    /* the model of the masks (pf_ctx_create_cells' arrays_model) */
    int32_t off[8];              /* node offset of each direction */
    pf_cost step[8];             /* fixed-point cost of each direction */

    /* Per-query state, valid where stamp[n] >= epoch. A stamp is epoch | closed | dir:
     * the epoch (a multiple of PF_ST_EPOCH, one per query), PF_ST_CLOSED once the node is
     * expanded, and in the low bits the direction of the move that reached it, so the
     * parent is n - off[dir]: no parent array, and one store where there were two.
     * Blocked cells hold PF_ST_WALL instead, from creation on. */
    uint32_t epoch;
    uint32_t *stamp;
    pf_cost *g;

    /* The open list in use, created on first use and kept while variants share it. */
    const struct pf_open_ops *open_ops;
    void *open;

    /* num_nodes slots: the BFS queue and generic search frontier during a query, then the
     * path of the last query (the frontier is dead once the search ends). */
    pf_node *frontier;

    enum pf_tie tie;
    uint64_t budget;             /* max expansions, 0 = unlimited */
    uint64_t rng;                /* xorshift state for the random generic search */
    uint32_t seq;                /* insertion counter for FIFO/LIFO ties */
    uint32_t *trace;             /* expansion order + 1 per node, when tracing */
    uint32_t trace_n;
    struct ctx_steps *steps;     /* the traced query's steps in order (NULL unless tracing) */

    struct ctx_slot slot[CTX_SLOTS];
    uint32_t num_slots;

    double prep_seconds;         /* pf_ctx_set_prep_seconds: preprocessing's time limit, 0 = none */
    uint64_t prep_deadline;      /* when the running preprocessing is out of time (monotonic ns), 0 = never */

    char map_name[256];          /* pf_ctx_set_map_name, "" when unset */
    char note[320];              /* pf_ctx_note: why the last query's answer was refused */
};

/* A found 2D path of cells as the result: its moves counted (a step of 1 or stride cells is
 * cardinal, else diagonal), g in fixed-point units and the cost; status PF_OK. Every 2D search
 * that returns a path of cells ends here. */
static inline void ctx_set_path(const struct pf_search_ctx *ctx, const pf_node *path, uint32_t len, struct pf_result *res)
{
    uint64_t card = 0, diag = 0;
    for (uint32_t i = 1; i < len; i++) {
        uint32_t d = path[i] > path[i - 1] ? path[i] - path[i - 1] : path[i - 1] - path[i];
        if (d == 1 || d == ctx->stride)
            card++;
        else
            diag++;
    }
    res->status = PF_OK;
    res->path = path;
    res->path_len = len;
    res->g = card * PF_CARD + diag * PF_DIAG;
    res->cost = (double)card + (double)diag * M_SQRT2;
}

/* Preprocessing's time limit (prep_cache.c): pf_ctx_prepare starts the clock; a preprocessing
 * asks pf_prep_expired now and then (every few thousand steps) and, when it says 1, frees what
 * it made and returns PF_BUDGET (the harness names the limit). */
void pf_prep_clock_start(struct pf_search_ctx *ctx);
int pf_prep_cache_load(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes,
                       uint64_t *built_ns);
int pf_prep_expired(const struct pf_search_ctx *ctx);
/* For algorithms whose preprocessed data is one malloc'd block without pointers (its .prep_save
 * and, inside its .prep_load after checking the size it expects, the block's reading). */
int pf_prep_save_flat(const void *data, size_t bytes, FILE *f);
int pf_prep_load_flat(FILE *f, size_t size, void **data);

#define PF_ST_DIR 7u        /* direction bits of a stamp */
#define PF_ST_CLOSED 8u     /* expanded (closed) in this query */
#define PF_ST_EPOCH 16u     /* the epoch's step per query */
#define PF_ST_WALL UINT32_MAX /* blocked cells, for good: above every epoch, never open */

/* Generated in the current query and not yet closed (st < epoch wraps to a large value). */
static inline int st_open(uint32_t st, uint32_t epoch) { return st - epoch < PF_ST_CLOSED; }

/* Legal moves in a mask: a table of bit counts, since __builtin_popcount is a library call
 * on baseline x86-64 and a byte's SWAR count is a dozen instructions in the hot loop. */
extern const uint8_t pf_move_count[256];
static inline unsigned ctx_moves(unsigned mk) { return pf_move_count[mk & 0xffu]; }

static inline uint32_t ctx_row(const struct pf_search_ctx *ctx, pf_node n)
{
    return (uint32_t)(((unsigned __int128)n * ctx->div_magic) >> 64);
}

/* A context with no space yet, of domain d, model m and n nodes: what every domain's create
 * fills in first; NULL when out of memory. */
struct pf_search_ctx *pf_ctx_alloc(const struct pf_domain *d, enum pf_moves m, uint32_t n);
/* The cell-grid context of domain d over grid g: the arrays of the 2D grid's searches (masks of
 * arrays_model's legal moves, stamps, g, frontier), searching under model m (a model of d).
 * Domains whose nodes are g's cells (2D grids, weighted terrain) build theirs with it and set
 * their space on top; NULL when out of memory. */
struct pf_search_ctx *pf_ctx_create_cells(const struct pf_domain *d, const struct pf_grid *g,
                                          enum pf_moves arrays_model, enum pf_moves m);
/* The cell grid's arrays after cells inside the rectangles changed: the move masks of every
 * cell within one step of them, and the stamps of the changed cells (walls, or free). */
void pf_ctx_cells_changed(struct pf_search_ctx *ctx, const struct pf_rect *changed, uint32_t n);
/* The cost of a path of the cell grid's moves (a longer jump counts as its octile length: the
 * validator refuses such a path anyway): res->g and res->cost. */
void pf_ctx_cells_path_cost(const struct pf_search_ctx *ctx, const pf_node *p, uint32_t len, struct pf_result *res);

/* The random generic searches' pick: xorshift64* on the context's seeded state (ctx->rng). */
static inline uint64_t ctx_random(uint64_t *s)
{
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* choose_node of the generic searches over their reachable set: fifo takes set[head] ([head,
 * tail) hold the set), lifo the newest, random a seeded draw (both over [0, tail), head 0);
 * PF_NONE when the set is empty. */
static inline pf_node ctx_pick(pf_node *set, uint32_t *head, uint32_t *tail, enum pf_pick pick, uint64_t *rng)
{
    if (*head == *tail)
        return PF_NONE;
    if (pick == PF_PICK_FIFO)
        return set[(*head)++];
    if (pick == PF_PICK_LIFO)
        return set[--*tail];
    uint32_t i = (uint32_t)(ctx_random(rng) % *tail);
    pf_node n = set[i];
    set[i] = set[--*tail];
    return n;
}

/* Bytes of the cell grid's arrays, open list, trace and slots (the grid's and weighted terrain's). */
size_t pf_ctx_grid_bytes(const struct pf_search_ctx *ctx);

/* Start a query: a new epoch (clearing stamps only when the counter wraps). */
void pf_ctx_begin(struct pf_search_ctx *ctx, struct pf_result *res);
/* Make sure the context's open list is `ops`; PF_OK or PF_ERR_NOMEM. */
int pf_ctx_use_open(struct pf_search_ctx *ctx, const struct pf_open_ops *ops);
/* Follow the stamps' directions from goal back to start into the path; fills res path, cost
 * and status OK. */
void pf_ctx_finish_path(struct pf_search_ctx *ctx, pf_node start, pf_node goal,
                        struct pf_result *res);

/* The slot of algorithm a on this context, or NULL when pf_ctx_prepare has not made it. */
static inline struct ctx_slot *ctx_slot_of(struct pf_search_ctx *ctx, const struct pf_alg *a)
{
    for (uint32_t i = 0; i < ctx->num_slots; i++)
        if (ctx->slot[i].alg == a)
            return &ctx->slot[i];
    return NULL;
}
/* The scratch and preprocessed data of algorithm a (pf_ctx_prepare made them before any query
 * of a reaches its search function; NULL when a has none). */
static inline void *ctx_scratch(struct pf_search_ctx *ctx, const struct pf_alg *a)
{
    struct ctx_slot *s = ctx_slot_of(ctx, a);
    return s ? s->scratch : NULL;
}
static inline void *ctx_prep(struct pf_search_ctx *ctx, const struct pf_alg *a)
{
    struct ctx_slot *s = ctx_slot_of(ctx, a);
    return s ? s->prep : NULL;
}

/* Path of a jump-based search: parent[] links each jump point (from goal back to start) to the
 * one it was reached from, in a straight or diagonal line; the path written is every cell
 * between them, so the validator judges the same cell paths as for every other search. Fills
 * res path, cost, g and status OK, or PF_ERR_ARG when a link is not a straight or diagonal
 * line (a bug the validator would also see). */
void pf_ctx_finish_jump_path(struct pf_search_ctx *ctx, const pf_node *parent, pf_node start,
                             pf_node goal, struct pf_result *res);

/* A trace entry: the expansion order + 1 in the low bits (0: never expanded), and marks of what
 * a jump-based search did with the cell in the two high bits. */
#define CTX_TRACE_SCANNED (1u << 31)   /* looked at by a jump (PF_TRACE_SCANNED) */
#define CTX_TRACE_JUMP (1u << 30)      /* generated as a jump point (PF_TRACE_JUMP) */
#define CTX_TRACE_ORDER (CTX_TRACE_JUMP - 1u)

/* The secondary key that orders equal f in the open lists, by the context's tie rule: larger g
 * first (gmax), smaller h first (hmin), oldest (fifo) or newest (lifo) insertion first. The one
 * definition every best-first loop uses; tie is the caller's local copy of ctx->tie. */
static inline __attribute__((always_inline)) uint32_t
ctx_tie_key(struct pf_search_ctx *ctx, enum pf_tie tie, pf_cost gv, pf_cost hv)
{
    return tie == PF_TIE_GMAX   ? UINT32_MAX - (uint32_t)(gv < UINT32_MAX ? gv : UINT32_MAX)
           : tie == PF_TIE_HMIN ? (uint32_t)(hv < UINT32_MAX ? hv : UINT32_MAX)
           : tie == PF_TIE_FIFO ? ctx->seq++
                                : UINT32_MAX - ctx->seq++;
}

/* Only with tracing on: a step into the log (what: enum pf_trace_what). */
static inline void ctx_step(struct pf_search_ctx *ctx, unsigned what, unsigned side, pf_node id, pf_node parent,
                            pf_cost g, pf_cost f)
{
    struct ctx_steps *l = ctx->steps;
    if (l->n == l->cap && !pf_ctx_steps_grow(l))
        return;
    l->s[l->n++] = (struct pf_trace_step){ (uint8_t)what, (uint8_t)side, id, parent, g, f };
}
/* Only with tracing on: node m labelled g, f from parent p; updated: it was open already (a
 * cheaper way found), else a generation. */
static inline void ctx_step_label(struct pf_search_ctx *ctx, unsigned side, pf_node m, pf_node p, pf_cost g, pf_cost f,
                                  int updated)
{
    ctx_step(ctx, updated ? PF_STEP_UPDATE : PF_STEP_GENERATE, side, m, p, g, f);
}
/* Node n expanded: its order in the cell trace, when tracing is on (the searches that log no
 * steps, and the untraced copies of those that do: its body is what they compile to). */
static inline void ctx_trace(struct pf_search_ctx *ctx, pf_node n)
{
    if (ctx->trace)
        ctx->trace[n] = (ctx->trace[n] & ~CTX_TRACE_ORDER) | ++ctx->trace_n;
}
/* Only with tracing on: node n expanded, in the cell trace (a context with cells) and as a step;
 * side 1: the backward search of a bidirectional one. */
static inline void ctx_trace_step(struct pf_search_ctx *ctx, pf_node n, unsigned side)
{
    if (ctx->trace)
        ctx->trace[n] = (ctx->trace[n] & ~CTX_TRACE_ORDER) | ++ctx->trace_n;
    ctx_step(ctx, PF_STEP_EXPAND, side, n, PF_NONE, 0, 0);
}
/* Only with tracing on: node n marked with expansion order k + 1 (k counted by the caller), for
 * a search that expands more than one node at once (Anya: the corners of an interval). */
static inline void ctx_trace_as(struct pf_search_ctx *ctx, pf_node n, uint32_t k1)
{
    ctx->trace[n] = (ctx->trace[n] & ~CTX_TRACE_ORDER) | k1;
    ctx->trace_n = k1;
}
/* A new query's empty trace and step log, when tracing is on (the searches that skip
 * pf_ctx_begin call it; a context without cells has the log only). */
static inline void ctx_trace_clear(struct pf_search_ctx *ctx)
{
    if (ctx->trace) {
        memset(ctx->trace, 0, (size_t)ctx->num_nodes * sizeof *ctx->trace);
        ctx->trace_n = 0;
    }
    if (ctx->steps) {
        ctx->steps->n = 0;
        ctx->steps->lost = 0;
    }
}
/* Only with tracing on (the caller tests ctx->trace, so that they cost nothing when off). */
static inline void ctx_trace_scan(struct pf_search_ctx *ctx, pf_node n)
{
    ctx->trace[n] |= CTX_TRACE_SCANNED;
}
static inline void ctx_trace_jump(struct pf_search_ctx *ctx, pf_node n)
{
    if (ctx->trace)
        ctx->trace[n] |= CTX_TRACE_JUMP;
}

#endif
