/* jpsw_prep.c: JPSW's preprocessing: the pruning (each node's canonical successors by the move
 * that reached it, from the exact costs of its 3x3 block), the jump runs it implies in the 8
 * directions, and the line prefixes that give a jump's cost.
 *
 * THE PRUNING. Node z is reached from p = z - d by a move in direction d. A legal move z -> n
 * is pruned when some other way from p to n, inside z's 3x3 block, is
 *   (a) strictly cheaper than p -> z -> n (any number of moves, through z or not), or
 *   (b) the direct move p -> n, at most as dear (n = p: the empty way), or
 *   (c) two moves p -> q -> n (q not z), exactly as dear, whose first move comes before d in
 *       the order "diagonals first": NE SE SW NW N E S W.
 * Every cost is the exact fixed-point cost of the rule (pf_wgrid_step): nothing assumes a cost.
 * On a block of nine open cells of one cost both rules are the unweighted grid scaled by that
 * cost, and this gives JPS's natural neighbours (d after a straight move; d and its two
 * components after a diagonal one); by a wall it gives JPS's forced neighbours; elsewhere it
 * keeps whatever the costs leave undominated.
 *
 * WHY IT IS OPTIMAL. Among the optimal paths from s to t take P*, the one with the fewest moves
 * and, among those, the least sequence of directions in the order above (lexicographic). If an
 * inner step x(i-1) -> x(i) -> x(i+1) of P* were pruned, the replacement (a), (b) or (c) would
 * give a path from s to t that is cheaper (a), or as cheap with fewer moves (b), or as cheap
 * with as many moves and a lesser direction at step i (c): none can exist. So every step of P*
 * after the first follows succ[x(i)][dir in]; and P*'s prefixes are the P* of their cells (a
 * better prefix would make a better P*). The jumps only skip cells whose successors the jump
 * itself follows: a straight jump in d passes z while succ[z][d] = {d} (it dies where it is
 * empty), a diagonal jump in d passes z while succ[z][d] is within {d, its components} and the
 * straight jumps along the components find nothing; it stops anywhere else, and at the goal. So
 * expanding P*'s jump points in turn, each with the direction P* entered it by, generates the
 * next one with its optimal cost and that direction. A diagonal jump does not stop at an elbow
 * (a cell from which a straight jump finds a point): it expands the elbow in place (records its
 * g, closes it) and generates what the straight jumps find, linked by way of the elbow, so P*'s
 * next point is still generated with its optimal cost and direction; a walk that meets a cell
 * already reached cheaper is not P*'s and stops. The search may also stop a walk at an elbow
 * (jpsw.c: one whose f is well above the expanded point's) and generate it as an ordinary jump
 * point with the diagonal it was entered by: that is the plain jump's behaviour (an elbow is a
 * cell whose successors the jump does not all follow itself), so the argument is unchanged. The search (jpsw.c) keeps, per node, the
 * successors of every direction that reached it at its best g, and reopens a closed node when
 * an equally cheap arrival brings a direction not yet expanded; with the consistent heuristic
 * (octile times the least cost) the A* argument then holds on P*'s jump points: one of them is
 * always open with f <= the optimum until the goal is popped with its optimal cost.
 *
 * THE PRECOMPUTATION. succ (8 bytes a node) and the run of the jump from each node in each of
 * the 8 directions (int16, like JPS+'s distances: a jump is then O(1), straight or diagonal,
 * with the goal's line checked by the search), and four prefix sums of move costs (one per
 * line direction, mod 2^48: runs are cut before a jump could cost that much), in one 64-byte
 * line per node (jpsw.h) that also holds the search's state of the node: a jump reads its two
 * ends' lines, and its generation nothing more. Blocks of nine equal open cells take the uniform sets without the local
 * search (the tests check that the local search gives the same sets there).
 *
 * WHAT EACH ENTRY READS (what a change of the map can reach; jpsw_repair.c). cost and succ[d]
 * of node n: the costs of n's 3x3 block (every move inside it, with its corner cells, stays in
 * it). run[e] of n: whether the move n -> z = n + e is legal (the 2x2 square of the move) and
 * z's line: succ[z][e], run[z][e] and, for a diagonal e, whether its components' straight runs
 * from z find a point (run > 0); so run[e] follows the line back from any change, and runs
 * are cut at run_max, from the map's dearest cost. pre[o] of n: pre[o] of the cell before it
 * on the line and the move into n (its cells and its corners); a prefix starts again at 0
 * after a move that is not legal (under `enter`, at a wall): a jump never crosses one, so its
 * difference is still its cost, and a change reaches a prefix only up to the next wall. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "jpsw.h"

void *pf_jpsw_alloc(size_t bytes)
{
    const size_t huge = (size_t)2 << 20;
    bytes = (bytes + huge - 1) / huge * huge;          /* aligned_alloc: a multiple of the alignment */
    void *p = aligned_alloc(huge, bytes);
    if (!p)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE);                   /* a hint: without it, 4 KiB pages */
#endif
    memset(p, 0, bytes);                                /* touched after the hint */
    return p;
}

/* Directions in the order of (c): diagonals first. */
static int rank_of(int d) { return d >= 4 ? d - 4 : d + 4; }

/* The direction of the step (dx, dy), each in -1..1, not both 0. */
static int dir_of(int dx, int dy)
{
    for (int d = 0; d < 8; d++)
        if (pf_dir_dx[d] == dx && pf_dir_dy[d] == dy)
            return d;
    return -1;
}

/* The sets of a block of nine open cells of one cost: d, and a diagonal's two components. */
static unsigned uniform_succ(int d)
{
    return d < 4 ? 1u << d : (1u << d) | (1u << ws_side_x[d]) | (1u << ws_side_y[d]);
}

/* 1 when z's 3x3 block is nine open cells of one cost. */
static int block_uniform(const struct pf_wgrid *w, pf_node z)
{
    const int32_t s = (int32_t)w->grid.stride;
    const uint32_t c = w->cost[z];
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (w->cost[(int32_t)z + dy * s + dx] != c)
                return 0;
    return c != 0;
}

unsigned pf_jpsw_successors(const struct pf_wgrid *w, enum pf_moves m, pf_node z, int d)
{
    const int32_t s = (int32_t)w->grid.stride;
    if (!w->cost[z])
        return 0;
    /* block cell b = (dy + 1) * 3 + (dx + 1); z is 4. C[a][b]: the move a -> b, or INF. */
    pf_cost C[9][9];
    pf_node node[9];
    for (int b = 0; b < 9; b++)
        node[b] = (pf_node)((int32_t)z + (b / 3 - 1) * s + (b % 3 - 1));
    for (int a = 0; a < 9; a++)
        for (int b = 0; b < 9; b++) {
            int dx = b % 3 - a % 3, dy = b / 3 - a / 3;
            C[a][b] = PF_COST_INF;
            if (a != b && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && w->cost[node[a]])
                C[a][b] = pf_wgrid_step(w, m, node[a], dir_of(dx, dy));
        }
    unsigned legal = 0;
    for (int e = 0; e < 8; e++)
        if (C[4][(pf_dir_dy[e] + 1) * 3 + pf_dir_dx[e] + 1] != PF_COST_INF)
            legal |= 1u << e;
    const int p = (1 - pf_dir_dy[d]) * 3 + (1 - pf_dir_dx[d]);
    if (C[p][4] == PF_COST_INF)
        return legal;               /* z is never reached this way: the set is never read */
    /* (a): the cheapest ways from p inside the block, through z or not (Dijkstra on 9 cells) */
    pf_cost dist[9];
    int done[9] = { 0 };
    for (int b = 0; b < 9; b++)
        dist[b] = PF_COST_INF;
    dist[p] = 0;
    for (;;) {
        int a = -1;
        for (int b = 0; b < 9; b++)
            if (!done[b] && dist[b] != PF_COST_INF && (a < 0 || dist[b] < dist[a]))
                a = b;
        if (a < 0)
            break;
        done[a] = 1;
        for (int b = 0; b < 9; b++)
            if (C[a][b] != PF_COST_INF && dist[a] + C[a][b] < dist[b])
                dist[b] = dist[a] + C[a][b];
    }
    unsigned succ = 0;
    for (int e = 0; e < 8; e++) {
        if (!(legal & (1u << e)))
            continue;
        const int n = (pf_dir_dy[e] + 1) * 3 + pf_dir_dx[e] + 1;
        const pf_cost via = C[p][4] + C[4][n];
        if (n == p || dist[n] < via || C[p][n] <= via)         /* (a), (b) */
            continue;
        int pruned = 0;
        for (int q = 0; q < 9 && !pruned; q++)                  /* (c) */
            if (q != 4 && q != p && q != n && C[p][q] != PF_COST_INF && C[q][n] != PF_COST_INF &&
                C[p][q] + C[q][n] == via &&
                rank_of(dir_of(q % 3 - p % 3, q / 3 - p / 3)) < rank_of(d))
                pruned = 1;
        if (!pruned)
            succ |= 1u << e;
    }
    return succ;
}

/* A run one step longer than r (the run from the next cell), cut at max cells (a cut run
 * stops at its last cell, a jump point like any other: stopping anywhere keeps the search
 * optimal, jpsw_prep.c's head). */
static int16_t run_extend(int16_t r, int max)
{
    if (r > 0)
        return r < max ? (int16_t)(r + 1) : 1;
    return r > -max ? (int16_t)(r - 1) : 1;
}

/* The run of the jump from n in direction e, from the next cell's (already computed). Always
 * inlined: the fill calls it for every node and direction. */
static inline __attribute__((always_inline)) int16_t run_of(const struct pf_wgrid *w, enum pf_moves m,
                                                            const struct jpsw_cell *cell, pf_node n, int e,
                                                            int32_t off, int max)
{
    if (pf_wgrid_step(w, m, n, e) == PF_COST_INF)
        return 0;
    const pf_node z = (pf_node)((int32_t)n + off);
    const struct jpsw_cell *c = &cell[z];
    const unsigned s = c->succ[e];
    if (e < 4) {
        if (s == 0)
            return -1;
        return s == 1u << e ? run_extend(c->run[e], max) : 1;
    }
    const int h = ws_side_x[e], v = ws_side_y[e];
    if (s & ~uniform_succ(e))
        return 1;                                   /* a successor the jump does not follow */
    if (((s >> h) & 1 && c->run[h] > 0) || ((s >> v) & 1 && c->run[v] > 0))
        return 1;                                   /* a straight jump from z finds a point */
    return (s >> e) & 1 ? run_extend(c->run[e], max) : -1;
}

void pf_jpsw_release(void *data)
{
    struct jpsw_prep *p = data;
    if (!p)
        return;
    free(p->cell);
    free(p);
}

int pf_jpsw_run_max(const struct pf_wgrid *w)
{
    /* no move costs more than 4 * PF_DIAG * max_cost (pf_weighted.h): a jump of run_max
     * moves stays below 2^48, where its prefix difference is exact (PF_WCOST_MAX: >= 1245) */
    const pf_cost dearest = 4 * (pf_cost)PF_DIAG * (w->max_cost ? w->max_cost : 1);
    const pf_cost fit = JPSW_PRE_MASK / dearest;
    return fit < JPSW_RUN_MAX ? (int)fit : JPSW_RUN_MAX;
}

/* (the rules below are made once as static inline functions, so that the whole fill inlines
 * them, and exported for the repair) */
static inline void cell_succ(const struct pf_wgrid *w, enum pf_moves m, struct jpsw_cell *c, pf_node n)
{
    c->cost = w->cost[n];
    const int uni = c->cost && block_uniform(w, n);
    for (int d = 0; d < 8; d++)
        c->succ[d] = (uint8_t)(!c->cost ? 0 : uni ? uniform_succ(d) : pf_jpsw_successors(w, m, n, d));
}

static inline int16_t run_at(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                             int e, int32_t off, int max)
{
    return w->cost[n] ? run_of(w, m, cell, n, e, off, max) : 0;
}

/* The forward directions E, S, SE, SW of the prefix lines 0..3. */
static const int pre_fwd[4] = { 1, 2, 5, 6 };

static inline pf_cost pre_at(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                             int o, uint32_t step)
{
    if (n < step)
        return 0;
    const int f = pre_fwd[o];
    if (m == PF_MOVES_MEAN) {
        const pf_cost c = pf_wgrid_step(w, m, n - step, f);
        return c == PF_COST_INF ? 0 : (pf_jpsw_pre(&cell[n - step], o) + c) & JPSW_PRE_MASK;
    }
    if (!w->cost[n])
        return 0;
    const pf_cost unit = 4 * (pf_cost)(f < 4 ? PF_CARD : PF_DIAG);
    return (pf_jpsw_pre(&cell[n - step], o) + unit * w->cost[n]) & JPSW_PRE_MASK;
}

uint32_t pf_jpsw_pre_step(const int32_t *off, int o) { return (uint32_t)off[pre_fwd[o]]; }

void pf_jpsw_cell_succ(const struct pf_wgrid *w, enum pf_moves m, struct jpsw_cell *c, pf_node n)
{
    cell_succ(w, m, c, n);
}

int16_t pf_jpsw_run(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                    int e, int32_t off, int max)
{
    return run_at(w, m, cell, n, e, off, max);
}

pf_cost pf_jpsw_pre_of(const struct pf_wgrid *w, enum pf_moves m, const struct jpsw_cell *cell, pf_node n,
                       int o, uint32_t step)
{
    return pre_at(w, m, cell, n, o, step);
}

void pf_jpsw_fill(struct jpsw_prep *p, const struct pf_wgrid *w, enum pf_moves m, const int32_t *off, uint32_t N)
{
    for (pf_node n = 0; n < N; n++)
        cell_succ(w, m, &p->cell[n], n);
    /* runs: straight ones first (the diagonal runs read them), each from the far end of its
     * line, so that the next cell's run is known */
    for (int e = 0; e < 8; e++) {
        const int32_t o = off[e];
        for (uint32_t k = 0; k < N; k++) {
            const pf_node n = o > 0 ? N - 1 - k : k;
            p->cell[n].run[e] = run_at(w, m, p->cell, n, e, o, p->run_max);
        }
    }
    /* prefixes along the forward directions, from the start of each line */
    for (int o = 0; o < 4; o++) {
        const uint32_t step = pf_jpsw_pre_step(off, o);
        for (pf_node n = 0; n < N; n++)
            pf_jpsw_set_pre(&p->cell[n], o, pre_at(w, m, p->cell, n, o, step));
    }
}

int pf_jpsw_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    (void)v;
    const struct pf_wgrid *w = ctx->space;
    const uint32_t N = ctx->num_nodes;
    struct jpsw_prep *p = calloc(1, sizeof *p);
    if (!p)
        return PF_ERR_NOMEM;
    p->mean = ctx->moves == PF_MOVES_MEAN;
    p->run_max = pf_jpsw_run_max(w);
    p->cell = pf_jpsw_alloc((size_t)N * sizeof *p->cell);
    if (!p->cell) {
        pf_jpsw_release(p);
        return PF_ERR_NOMEM;
    }
    p->bytes = sizeof *p + (size_t)N * sizeof *p->cell;
    p->deep = p->bytes > JPSW_DEEP_BYTES;
    pf_jpsw_fill(p, w, ctx->moves, ctx->off, N);
    *data = p;
    *bytes = p->bytes;
    return PF_OK;
}

int pf_jpsw_save(const void *data, size_t bytes, FILE *f)
{
    (void)bytes;
    const struct jpsw_prep *p = data;
    const int32_t head[2] = { p->mean, p->run_max };
    if (fwrite(head, sizeof head, 1, f) != 1)
        return PF_ERR_IO;
    const size_t N = (p->bytes - sizeof *p) / sizeof *p->cell;
    for (size_t n = 0; n < N; n++)
        if (fwrite(&p->cell[n], JPSW_MAP_BYTES, 1, f) != 1)
            return PF_ERR_IO;
    return PF_OK;
}
