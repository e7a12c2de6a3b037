/* sg.h: the simple subgoal graph's preprocessed data and the clearance scan that finds the
 * direct-h-reachable subgoals of a cell, shared by the build (sg_build.c) and the query
 * (sg_query.c); internal to libpf. */
#ifndef PF_SG_H
#define PF_SG_H

#include <stdlib.h>
#include "pf_search.h"

/* Simple subgoal graphs (Uras, Koenig, Hernandez, ICAPS 2013) under model 8 without corner
 * cutting. Each cell's moves treat every cell not of its own terrain class as a wall, as the
 * model does, so the graph of each class is built on its own and never joins another.
 *
 * A subgoal is a free cell c with a diagonal neighbour c + (dx, dy) that is a wall while both
 * c + (dx, 0) and c + (0, dy) are free: the cell a taut path rounds a wall's convex corner at.
 * Two cells are h-reachable when a legal path between them costs their octile distance h, and
 * direct-h-reachable when moreover no such shortest path passes through a subgoal (or the
 * query's start or goal) between its ends. The graph's edges join direct-h-reachable subgoals,
 * each costing h, which is the exact cost of a legal path (the diagonal-first one the scan
 * walked). */

/* Why the subgoal algorithms refuse the other models (their .limits). */
#define PF_SG_LIMITS "its subgoals and h-reachable edges follow the no-corner-cutting rules of model 8 (GPPC); " \
                     "8-cut and 8-any have other corners and 4 other shortest paths"

#define PF_SG_MAX_SIDE 32767     /* clearances are int16: wider or taller maps are refused */

/* An edge: its target (a subgoal number) and its cost, fixed point (PF_CARD, PF_DIAG units);
 * side by side, so that relaxing one reads one place. */
struct pf_sg_edge { uint32_t to, w; };

struct pf_sg {
    uint32_t num_sg;             /* subgoals, numbered 0 .. num_sg - 1 */
    uint32_t *id;                /* per padded node: its subgoal number, or PF_NONE */
    pf_node *cell;               /* per subgoal: its node */
    uint32_t *xy;                /* per subgoal: its padded column | row << 16, for the estimate */
    uint32_t *first;             /* num_sg + 1: the edges of subgoal i are first[i] .. first[i+1) */
    struct pf_sg_edge *edge;     /* each list sorted by target, no repeats */
    /* Per padded node and direction (pf_grid.h order), 8 int16: v > 0 says a straight run of
     * legal steps from the node meets a subgoal after v steps (the first on the run); v <= 0
     * says it meets none and can take -v legal steps. */
    int16_t *clr;
    size_t bytes;                /* what all of the above holds */
    /* The two-level graph (tsg.c) in the same layout: subgoals 0 .. num_global - 1 are global,
     * their lists hold global edges only; the rest are local, their lists hold their edges to
     * global subgoals. mid: per edge, the local subgoal an added edge stands for (two edges
     * through it), or PF_NONE; NULL in the simple graph, whose num_global is num_sg. */
    uint32_t num_global;
    uint32_t *mid;
    uint32_t num_nodes;          /* the padded nodes id and clr cover (for the cache) */
    /* Kept in memory for a map change's repair (sg_repair.c), never saved (the cache's files
     * and pf_ctx_check_prep's bytes hold none of them); NULL in data read from the cache, which
     * a change then rebuilds. fwd: per edge of the simple graph, 1 when the scan from the
     * list's subgoal found the target (an edge is there when either end's scan found the
     * other). base: the two-level graph's simple graph G, whose clr is the same array as the
     * two-level graph's. rep: the repair's workspace. log: the two-level graph's record of its
     * greedy's decisions, which its repair replays (tsg_replay.c). */
    uint8_t *fwd;
    struct pf_sg *base;
    struct sg_repair_ws *rep;
    struct tsg_log *log;
};

int pf_sg_preprocess(const struct pf_grid *g, enum pf_moves m, void **data, size_t *bytes);
void pf_sg_release(void *data);
/* The bytes of sg's arrays that its queries read and the cache saves (its .bytes), E edges
 * (with mids when sg->mid): the same for a built graph and one read from the cache. What a
 * repair keeps besides (fwd: a byte per edge; tsg's base: the simple graph, but its clr; tsg's
 * log, tsg_replay.c) is not counted. */
static inline size_t pf_sg_bytes(const struct pf_sg *sg, size_t edges)
{
    return sizeof *sg + (size_t)sg->num_nodes * (sizeof *sg->id + 8 * sizeof *sg->clr) +
           ((size_t)sg->num_sg + 1) * (sizeof *sg->cell + sizeof *sg->xy + sizeof *sg->first) +
           edges * (sizeof *sg->edge + (sg->mid ? sizeof *sg->mid : 0));
}
/* Bring the simple graph sg (its clearances, subgoals, numbering and edges, all as a build on
 * the map as it is gives them) up to date after a change of g inside the n rectangles
 * (sg_repair.c). PF_OK; PF_ERR_ARG for data without fwd (read from the cache); PF_ERR_NOMEM
 * (sg is then unusable: the caller rebuilds). */
int pf_sg_repair_graph(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, const struct pf_rect *r,
                       uint32_t n);
void pf_sg_repair_ws_free(struct sg_repair_ws *ws);
/* The .repair of sg and tsg (sg_repair.c and sg_relist.c; tsg.c and tsg_replay.c). */
int pf_tsg_repair(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed, uint32_t n);
/* Make the context's query scratch of v (sg_query.c) fit the graph's subgoal count after a
 * repair, and the slot's byte counts follow. PF_OK or PF_ERR_NOMEM. */
int pf_sg_scratch_fit(struct pf_search_ctx *ctx, const struct pf_variant *v);
/* The query of sg_query.c, for both graphs (a pf_alg's setup, teardown and search). */
int pf_sg_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes);
void pf_sg_teardown(void *scratch);
int pf_sg_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                 struct pf_result *res);
/* What both graphs' pf_alg share: model 8 only, their reason, A*'s heap, their cache writing. */
#define PF_SG_ALG_COMMON                                                                                  \
    .optimal_on = PF_MOVES_BIT(PF_MOVES_8), .needs = PF_NEEDS_HEURISTIC | PF_NEEDS_PREPROCESS,           \
    .runs_on = PF_MOVES_BIT(PF_MOVES_8),                                                                 \
    .limits = PF_SG_LIMITS,                                                                              \
    .frontier = &pf_open_heap, .prep_save = pf_sg_save

/* The preprocessing cache of both graphs (sg_cache.c): the arrays one after another; each
 * load reads only its own graph's kind. */
int pf_sg_save(const void *data, size_t bytes, FILE *f);
int pf_sg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
               size_t *bytes);
int pf_tsg_load(struct pf_search_ctx *ctx, const struct pf_variant *v, FILE *f, size_t size, void **data,
                size_t *bytes);

/* One edge a -> b of a query's abstract path refined to at most two straight runs through a
 * bend cell, linked in pcell (pcell[b] = bend, pcell[bend] = a) for pf_ctx_finish_jump_path
 * (sg_query.c). */
struct pf_search_ctx;
void pf_sg_link_edge(const struct pf_search_ctx *ctx, pf_node *pcell, pf_node a, pf_node b);

/* Where a run stops: the offset of the subgoal it meets, or the first offset it cannot enter. */
/* Grow *p (cap entries of size) to hold need, doubling: the repairs' buffers, kept between
 * changes (sg_repair.c, sg_relist.c, tsg_replay.c). */
static inline int sg_grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return PF_OK;
    size_t c = *cap ? *cap : 256;
    while (c < need)
        c *= 2;
    void *q = realloc(*p, c * size);
    if (!q)
        return PF_ERR_NOMEM;
    *p = q;
    *cap = c;
    return PF_OK;
}

static inline int32_t sg_stop(int32_t v) { return v > 0 ? v : 1 - v; }
/* The last offset a run reaches that is not a subgoal. */
static inline int32_t sg_free(int32_t v) { return v > 0 ? v - 1 : -v; }

/* Whether c (of class k) is a subgoal: some diagonal neighbour is not of its class while the
 * two cells beside that diagonal step are. */
static inline int sg_is_subgoal(const uint8_t *cls, pf_node c, const int32_t off[8])
{
    const uint8_t k = cls[c];
    if (k == PF_CLS_BLOCKED)
        return 0;
    for (int d = 4; d < 8; d++) {
        const int h = pf_dir_dx[d] > 0 ? 1 : 3, u = pf_dir_dy[d] > 0 ? 2 : 0;
        if (cls[c + (uint32_t)off[d]] != k && cls[c + (uint32_t)off[h]] == k && cls[c + (uint32_t)off[u]] == k)
            return 1;
    }
    return 0;
}

/* Whether the step from n in direction d is legal under model 8 for n's class. */
static inline int sg_step_ok(const uint8_t *cls, pf_node n, int d, const int32_t off[8])
{
    const uint8_t k = cls[n];
    if (k == PF_CLS_BLOCKED || cls[n + (uint32_t)off[d]] != k)
        return 0;
    if (d < 4)
        return 1;
    const int h = pf_dir_dx[d] > 0 ? 1 : 3, u = pf_dir_dy[d] > 0 ? 2 : 0;
    return cls[n + (uint32_t)off[h]] == k && cls[n + (uint32_t)off[u]] == k;
}

/* The clearance of node n in direction d (sg.h's clr) from its neighbour's in d. */
static inline int16_t sg_clr_of(const uint8_t *cls, const uint32_t *id, const int16_t *clr, pf_node n, int d,
                                const int32_t off[8])
{
    if (!sg_step_ok(cls, n, d, off))
        return 0;
    const pf_node c = n + (uint32_t)off[d];
    const int16_t next = clr[(size_t)c * 8 + d];
    return id[c] != PF_NONE ? 1 : next > 0 ? (int16_t)(next + 1) : (int16_t)(next - 1);
}

/* The clearance-based scan (the paper's GetDirectHReachable): calls found(arg, t, cost) for
 * every subgoal t it reaches from a, and for the cell (a's offset) gdx, gdy when has_goal (the
 * query's goal, not a subgoal itself), with cost the octile distance, which a legal path from
 * a, diagonal steps first then straight ones, costs exactly.
 *   The four straight runs report the subgoal each meets. Each diagonal run d (its horizontal
 * part c1, vertical part c2) reports the subgoal it meets, and from each cell a + k d before
 * it, the runs along c1 and c2 report the subgoal they meet at an offset below lim, lim being
 * where the run of the same part stopped on every row before (row 0 is a's own straight run).
 * Why the bound loses no direct-h-reachable t = a + i d + o c: when no shortest path from a to
 * t passes a subgoal inside, every order of its i diagonal and o straight moves is legal
 * (exchanging two neighbouring moves c, d of a legal path keeps it legal unless the cell it
 * turns at is a subgoal: see sg_query.c), so each row k < i is free and subgoal-free from
 * offset 1 to o, its run stops beyond o, and lim > o on row i. Subgoals beyond the bound are
 * reached through the subgoal (or round the corner) that stopped the row before, at equal
 * cost, so the bound only drops edges that other edges make up for. */
/* The scan's straight run d (0 .. 3) from a. */
static inline __attribute__((always_inline)) void
sg_scan_run(const int16_t *clr, const int32_t off[8], pf_node a, int d, int has_goal, int32_t gdx, int32_t gdy,
            void (*found)(void *arg, pf_node t, pf_cost cost), void *arg)
{
    const int32_t j = clr[(size_t)a * 8 + d];
    if (j > 0)
        found(arg, a + (uint32_t)(j * off[d]), (pf_cost)j * PF_CARD);
    if (has_goal) {
        const int32_t along = pf_dir_dx[d] * gdx + pf_dir_dy[d] * gdy, across = pf_dir_dx[d] ? gdy : gdx;
        if (across == 0 && along > 0 && along <= sg_free(j))
            found(arg, a + (uint32_t)(along * off[d]), (pf_cost)along * PF_CARD);
    }
}

/* The scan's quadrant of diagonal d (4 .. 7) from a: its diagonal run and the rows off it. */
static inline __attribute__((always_inline)) void
sg_scan_quadrant(const int16_t *clr, const int32_t off[8], pf_node a, int d, int has_goal, int32_t gdx,
                 int32_t gdy, void (*found)(void *arg, pf_node t, pf_cost cost), void *arg)
{
    const int16_t *ca = clr + (size_t)a * 8;
    const int c1 = pf_dir_dx[d] > 0 ? 1 : 3, c2 = pf_dir_dy[d] > 0 ? 2 : 0;
    int32_t lim1 = sg_stop(ca[c1]), lim2 = sg_stop(ca[c2]);
    const int32_t jd = ca[d], rows = sg_free(jd);
    if (jd > 0)
        found(arg, a + (uint32_t)(jd * off[d]), (pf_cost)jd * PF_DIAG);
    /* the goal in this quadrant: on the diagonal, or on row gk of part gc at offset go */
    int32_t gk = 0, go = 0, gc = -1;
    if (has_goal) {
        const int32_t ax = pf_dir_dx[d] * gdx, ay = pf_dir_dy[d] * gdy;
        if (ax == ay && ax >= 1 && ax <= rows)
            found(arg, a + (uint32_t)(ax * off[d]), (pf_cost)ax * PF_DIAG);
        else if (ax > ay && ay >= 1)
            gk = ay, go = ax - ay, gc = c1;
        else if (ay > ax && ax >= 1)
            gk = ax, go = ay - ax, gc = c2;
    }
    pf_node r = a;
    for (int32_t k = 1; k <= rows && (lim1 > 1 || lim2 > 1); k++) {
        r += (uint32_t)off[d];
        const pf_cost base = (pf_cost)k * PF_DIAG;
        const int16_t *cr = clr + (size_t)r * 8;
        for (int side = 0; side < 2; side++) {
            const int c = side ? c2 : c1;
            int32_t *lim = side ? &lim2 : &lim1;
            const int32_t j = cr[c];
            if (j > 0 && j < *lim)
                found(arg, r + (uint32_t)(j * off[c]), base + (pf_cost)j * PF_CARD);
            if (k == gk && c == gc && go < *lim && go <= sg_free(j))
                found(arg, r + (uint32_t)(go * off[c]), base + (pf_cost)go * PF_CARD);
            const int32_t s = sg_stop(j);
            if (s < *lim)
                *lim = s;
        }
    }
}

/* The whole scan: the four runs, then the four quadrants. */
static inline __attribute__((always_inline)) void
sg_scan(const int16_t *clr, const int32_t off[8], pf_node a, int has_goal, int32_t gdx, int32_t gdy,
        void (*found)(void *arg, pf_node t, pf_cost cost), void *arg)
{
    for (int d = 0; d < 4; d++)
        sg_scan_run(clr, off, a, d, has_goal, gdx, gdy, found, arg);
    for (int d = 4; d < 8; d++)
        sg_scan_quadrant(clr, off, a, d, has_goal, gdx, gdy, found, arg);
}

#endif
