/* sg_repair.c: the simple subgoal graph follows a change of its map (pf_alg's .repair): the
 * clearances, subgoals, numbering and edges brought to what a build on the changed map gives,
 * touching only what the change reaches, plus one renumbering pass over the lists.
 *
 * Why the repaired graph equals a rebuild's, byte for byte (sg.h's data; R one changed
 * rectangle, the cells' classes already changed):
 * 1. Subgoals. Whether c is a subgoal reads the classes of c and its eight neighbours, so only
 *    cells of R grown by 1 can change; they are looked at again (sg.h's sg_is_subgoal).
 * 2. Clearances. clr[n][d] is F(the classes of n, n + d and, for a diagonal d, the two cells
 *    beside the step; whether n + d is a subgoal; clr[n + d][d]) (sg_clr_of); the first two
 *    inputs change only for n in B_d, the box round R, R grown by 1 moved back by d, and R moved
 *    back by each part of d (dir_box). B_d is convex, so a line in direction d leaves it once
 *    and the cells ahead of it keep their values. Along each line in direction d, B_d's cells
 *    are recomputed neighbour first, then the cells behind B_d, one by one, until one comes
 *    out unchanged: every cell behind it reads only unchanged inputs (behind B_d a cell's own
 *    inputs did not change, so its old value says them: 0 no legal step, 1 the next cell a
 *    subgoal; only the neighbour's clearance is new: walk()). Every
 *    cell then satisfies its recurrence, whose solution is unique (each run ends at a wall), so
 *    clr equals a build's. With several rectangles, each is done in turn; a later one's walk
 *    recomputes any cell of an earlier one its changes reach, and in the end every cell again
 *    satisfies its recurrence. The eight directions are eight recurrences of their own, done
 *    one after another, the diagonal ones first (for every rectangle), so that as a straight
 *    entry changes, its cell's diagonal entries are final. Every entry that changed value is
 *    seen as it changes (step 3).
 * 3. Which scans change. sg.h's scan from a reads clr[a][*], and, for each diagonal D with
 *    parts c1, c2, clr[r][c1] and clr[r][c2] of the cells r = a + kD, 1 <= k <= sg_free(clr[a][D])
 *    (it may stop earlier); it reports cells through the values it reads (a value j > 0 names
 *    the subgoal j steps on: a cell that became or stopped being a subgoal changes the values
 *    that name it). On part c the scan keeps lim, the least stop of c's runs on the rows
 *    before; a row's value j is reported when 0 < j < lim and lowers lim when its stop is below
 *    lim; otherwise it changes nothing. So if at every changed entry the scan reads, old and
 *    new stops are both >= lim (by induction over the rows the lims are then the same on both
 *    maps), the scan finds the same cells on the old map as on the new. The subgoals whose
 *    scans may change are thus within A: the subgoals whose own entries changed, the new
 *    subgoals, and for each changed straight entry (r, c), r no subgoal, and diagonal D with
 *    part c: the one subgoal a whose run along D can reach r, the first met from r along -D
 *    over legal steps (diagonal steps are legal both ways; clr[r][-D] names it), when
 *    min(old stop, new stop) of (r, c) is below the least stop of c's runs from a .. r - D,
 *    taken on the new map (if an earlier changed entry of those breaks the rule, it puts a in
 *    A itself). The removed subgoals lose every edge. Step 1 runs for every rectangle before
 *    step 2, so whether a cell is a subgoal is final as its entries change: a subgoal goes into
 *    A then; a diagonal entry of another cell no scan reads, so only straight ones are kept,
 *    and of those only the ones with a subgoal back along a diagonal (clr[r][-D] > 0).
 *    Per part: a scan is four runs and four quadrants (sg.h), run c reading clr[a][c] only,
 *    quadrant D clr[a][D], clr[a][c1], clr[a][c2] and its rows' entries, each finding cells in
 *    its own part of the plane (the target's direction from a, a sign per axis, names it). So
 *    A keeps, per subgoal, the parts that read a changed entry (sect): an own entry d marks run
 *    or quadrant d and, for a straight d, the quadrants with part d; a row entry the quadrant
 *    it lies in; a new subgoal every part.
 * 4. Edges. An edge x - y is there when the scan from x finds y or the one from y finds x; fwd
 *    per list entry says whether the list's owner's scan found it. The marked parts of A's
 *    scans are run again; the others find what they found before: the old entries with fwd
 *    whose targets lie in them (sg_relist.c's keep_found), so A's scans are as if run whole.
 *    For x, y both outside A, the edge and its bits are kept. For y outside A and x in A, y's
 *    scan is unchanged: the edge stays if y's old entry for x has fwd (y found x), else only
 *    when x's new scan finds y. A scan outside A finds no new subgoal, nor did it find a
 *    removed one (the values naming it changed, so it would be in A): lists outside A only
 *    lose the entries whose other end was removed or, in A, no longer found them.
 * 5. Numbering. Subgoals are numbered in scan order, so one added or removed renumbers the ones
 *    after it: old and new subgoals are merged in node order, every id that moves written
 *    again and every kept entry's target mapped (a map in order keeps each list sorted); the
 *    new scans' entries are sorted and merged in (sg_relist.c). This pass is O(subgoals +
 *    edges), a small part of a rebuild (whose clearance table is 8 entries per node and whose
 *    scans run from every subgoal).
 * The tests check it: pf_ctx_check_prep equal after random patches, and answers against
 * Dijkstra (tests/algorithms/test_sg_repair.c). */
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include "search_ctx.h"
#include "sg_repair.h"

void pf_sg_repair_ws_free(struct sg_repair_ws *ws)
{
    if (!ws)
        return;
    free(ws->sub), free(ws->sect);
    free(ws->chg.a), free(ws->added.a), free(ws->removed.a), free(ws->acell.a), free(ws->pair), free(ws->sorted);
    free(ws->map), free(ws->oldof), free(ws->at), free(ws->in_a);
    free(ws->cell), free(ws->xy), free(ws->first), free(ws->edge), free(ws->fwd);
    free(ws);
}

/* Append x and y (k = 1: x only) to v; the growth stays out of line (rare). */
static __attribute__((noinline)) void push_grow(struct sg_repair_ws *ws, struct u32v *v, uint32_t x, uint32_t y, int k)
{
    if (sg_grow((void **)&v->a, &v->cap, v->n + (size_t)k, sizeof *v->a) != PF_OK) {
        ws->nomem = 1;
        return;
    }
    v->a[v->n++] = x;
    if (k == 2)
        v->a[v->n++] = y;
}

static inline void push2(struct sg_repair_ws *ws, struct u32v *v, uint32_t x, uint32_t y)
{
    if (v->n + 2 > v->cap) {
        push_grow(ws, v, x, y, 2);
        return;
    }
    v->a[v->n] = x;
    v->a[v->n + 1] = y;
    v->n += 2;
}

static inline void push(struct sg_repair_ws *ws, struct u32v *v, uint32_t x)
{
    if (v->n + 1 > v->cap) {
        push_grow(ws, v, x, 0, 1);
        return;
    }
    v->a[v->n++] = x;
}


/* The direction opposite d. */
static int opposite(int d)
{
    for (int e = 0;; e++)
        if (pf_dir_dx[e] == -pf_dir_dx[d] && pf_dir_dy[e] == -pf_dir_dy[d])
            return e;
}

/* The workspace of sg, made at its first repair (sub read from id), ready for a new repair. */
static struct sg_repair_ws *ws_of(struct pf_sg *sg)
{
    struct sg_repair_ws *ws = sg->rep;
    if (!ws) {
        ws = sg->rep = calloc(1, sizeof *ws);
        if (!ws)
            return NULL;
        ws->nodes = sg->num_nodes;
        const size_t words = ((size_t)ws->nodes + 63) / 64;
        ws->sub = calloc(words, sizeof *ws->sub);
        ws->sect = calloc(ws->nodes, 1);
        for (int d = 0; d < 8; d++)
            ws->reading[d] = sg_reading(d);
        for (int c = 0; c < 4; c++)
            for (int D = 4, k = 0; D < 8; D++)
                if ((pf_dir_dx[D] > 0 ? 1 : 3) == c || (pf_dir_dy[D] > 0 ? 2 : 0) == c)
                    ws->diag[c][k] = (int8_t)D, ws->back[c][k++] = (int8_t)opposite(D);
        if (!ws->sub || !ws->sect) {
            pf_sg_repair_ws_free(ws);
            sg->rep = NULL;
            return NULL;
        }
        for (uint32_t n = 0; n < ws->nodes; n++)
            if (sg->id[n] != PF_NONE)
                bit_set(ws->sub, n);
        ws->sg_lcap = ws->sg_ecap = 0;    /* sg's own lists: taken as empty, grown when first reused */
    }
    for (size_t i = 0; i < ws->acell.n; i++)
        ws->sect[ws->acell.a[i]] = 0;
    ws->chg.n = ws->added.n = ws->removed.n = ws->acell.n = ws->npair = 0;
    ws->nomem = 0;
    return ws;
}

/* A rectangle of padded coordinates, inclusive. */
struct box { int32_t x0, y0, x1, y1; };

static struct box grown(const struct pf_grid *g, const struct pf_rect *r, int32_t by)
{
    const int32_t rows = (int32_t)(g->num_nodes / (uint32_t)g->stride);
    struct box b = { r->x + 1 - by, r->y + 1 - by, r->x + r->width + by, r->y + r->height + by };
    b.x0 = b.x0 < 0 ? 0 : b.x0, b.y0 = b.y0 < 0 ? 0 : b.y0;
    b.x1 = b.x1 > g->stride - 1 ? g->stride - 1 : b.x1, b.y1 = b.y1 > rows - 1 ? rows - 1 : b.y1;
    return b;
}

/* Step 1: the subgoals of R grown by 1 (the border never is one). */
static void restatus(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, struct sg_repair_ws *ws,
                     const struct pf_rect *r)
{
    const struct pf_rect map = { 0, 0, g->width, g->height };
    struct box b = grown(g, r, 1), m = grown(g, &map, 0);
    for (int32_t y = b.y0 > m.y0 ? b.y0 : m.y0; y <= (b.y1 < m.y1 ? b.y1 : m.y1); y++)
        for (int32_t x = b.x0 > m.x0 ? b.x0 : m.x0; x <= (b.x1 < m.x1 ? b.x1 : m.x1); x++) {
            const pf_node c = (pf_node)(y * g->stride + x);
            const int now = sg_is_subgoal(g->cls, c, off), was = sg->id[c] != PF_NONE;
            if (now && !was) {
                sg->id[c] = SG_ADDED;
                bit_set(ws->sub, c);
                push(ws, &ws->added, c);
            } else if (!now && was) {
                if (sg->id[c] != SG_ADDED)
                    push(ws, &ws->removed, sg->id[c]);
                sg->id[c] = PF_NONE;     /* (an added one cannot be removed: the classes are final) */
                bit_clear(ws->sub, c);
            }
        }
}

/* a in A (when a subgoal), the parts f of its scan to run again. */
static __attribute__((noinline)) void mark(struct sg_repair_ws *ws, pf_node a, uint8_t f)
{
    if (!bit(ws->sub, a))
        return;
    if (!ws->sect[a])
        push(ws, &ws->acell, a);
    ws->sect[a] |= f;
}

/* Whether step 3 needs n's changed straight entry d: a subgoal back along one of the two
 * diagonals with part d (cn: n's entries, the diagonal ones final). */
static inline int needed(const struct sg_repair_ws *ws, const int16_t *cn, int d)
{
    return cn[ws->back[d][0]] > 0 || cn[ws->back[d][1]] > 0;
}

/* clr[n][d] (cn: n's entries) changed from old: a subgoal n goes into A at once (its own
 * entries changed); a straight entry of another cell is kept for step 3 when it may matter; a
 * diagonal one of another cell no scan reads (a scan reads diagonal entries of its own cell). */
static inline void changed(struct sg_repair_ws *ws, const int16_t *cn, pf_node n, int d, int16_t old)
{
    if (bit(ws->sub, n))
        mark(ws, n, ws->reading[d]);
    else if (d < 4 && needed(ws, cn, d))
        push2(ws, &ws->chg, n * 8 + (uint32_t)d, (uint32_t)(int32_t)old);
}

/* Recompute clr[n][d]; record it when it changed. */
static inline void recompute(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg,
                             struct sg_repair_ws *ws, pf_node n, int d)
{
    const int16_t v = sg_clr_of(g->cls, sg->id, sg->clr, n, d, off);
    if (v == sg->clr[(size_t)n * 8 + d])
        return;
    changed(ws, &sg->clr[(size_t)n * 8], n, d, sg->clr[(size_t)n * 8 + d]);
    sg->clr[(size_t)n * 8 + d] = v;
}

/* From m back along -d while values change, m and the cells behind it having unchanged own
 * inputs, only their neighbour's clearance new: each old value says those inputs (0: no legal
 * step; 1: the neighbour is a subgoal; else a run through it), and the next cell's new value
 * is this one's, one step longer (its sign stays the walk's first one). A cell of a rectangle
 * not done yet may be misread; that rectangle's turn recomputes it and what lies behind it. The
 * border's values are 0, so a walk that starts in the grid stops there; it is never longer
 * than the grid's longer side (len), which chg has room for before a straight walk starts
 * (changed()'s two cases written out, so that the loop checks nothing else). */
static void walk(struct pf_sg *sg, struct sg_repair_ws *ws, pf_node m, int d, const int32_t off[8], uint32_t len)
{
    const uint32_t o = (uint32_t)off[d];
    int16_t *clr = sg->clr;
    int16_t next = clr[(size_t)(m + o) * 8 + d];
    const int16_t inc = next > 0 ? 1 : -1;
    if (d < 4 && ws->chg.n + 2 * (size_t)len > ws->chg.cap &&
        sg_grow((void **)&ws->chg.a, &ws->chg.cap, ws->chg.n + 2 * (size_t)len, sizeof *ws->chg.a) != PF_OK) {
        ws->nomem = 1;
        return;
    }
    uint32_t *out = ws->chg.a + ws->chg.n;
    for (;; m -= o) {
        int16_t *at = &clr[(size_t)m * 8 + d];
        const int16_t cur = *at, v = (int16_t)(next + inc);
        if ((uint16_t)cur <= 1 || v == cur)
            break;
        if (bit(ws->sub, m))
            mark(ws, m, ws->reading[d]);
        else if (d < 4 && needed(ws, at - d, d))
            out[0] = m * 8 + (uint32_t)d, out[1] = (uint32_t)(int32_t)cur, out += 2;
        *at = v;
        next = v;
    }
    if (d < 4)
        ws->chg.n = (size_t)(out - ws->chg.a);
}

/* B_d: the cells whose own inputs to clr[.][d] may have changed, R's classes, the classes and
 * subgoals of the neighbour in d (R grown by 1, moved back by d) and, for a diagonal d, the two
 * cells beside the step (R moved back by each part): x from min(X0, X0 - 1 - dx) to
 * max(X1, X1 + 1 - dx), y likewise, clipped to the padded grid. */
static struct box dir_box(const struct pf_grid *g, const struct pf_rect *r, int d)
{
    const int32_t rows = (int32_t)(g->num_nodes / (uint32_t)g->stride);
    const int32_t dx = pf_dir_dx[d], dy = pf_dir_dy[d], X0 = r->x + 1, Y0 = r->y + 1;
    const int32_t X1 = r->x + r->width, Y1 = r->y + r->height;
    struct box b = { X0 - 1 - dx < X0 ? X0 - 1 - dx : X0, Y0 - 1 - dy < Y0 ? Y0 - 1 - dy : Y0,
                     X1 + 1 - dx > X1 ? X1 + 1 - dx : X1, Y1 + 1 - dy > Y1 ? Y1 + 1 - dy : Y1 };
    b.x0 = b.x0 < 0 ? 0 : b.x0, b.y0 = b.y0 < 0 ? 0 : b.y0;
    b.x1 = b.x1 > g->stride - 1 ? g->stride - 1 : b.x1, b.y1 = b.y1 > rows - 1 ? rows - 1 : b.y1;
    return b;
}

/* Step 2 in direction d: the clearances of B_d, neighbour first, then the lines behind B_d:
 * from each cell m outside it whose neighbour m + d is in it (B_d's edge column when dx != 0,
 * its edge row when dy != 0). */
static void reclear(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, struct sg_repair_ws *ws,
                    const struct pf_rect *r, int d)
{
    const int32_t rows = (int32_t)(g->num_nodes / (uint32_t)g->stride);
    const uint32_t len = (uint32_t)(rows > g->stride ? rows : g->stride);
    const struct box b = dir_box(g, r, d);
    const int up = off[d] > 0;   /* the neighbour in d has a larger index: visit larger first */
    const int32_t dx = pf_dir_dx[d], dy = pf_dir_dy[d];
    for (int32_t i = 0; i <= b.y1 - b.y0; i++)
        for (int32_t j = 0; j <= b.x1 - b.x0; j++) {
            const int32_t y = up ? b.y1 - i : b.y0 + i, x = up ? b.x1 - j : b.x0 + j;
            recompute(g, off, sg, ws, (pf_node)(y * g->stride + x), d);
        }
    const int32_t ex = dx > 0 ? b.x0 : b.x1, ey = dy > 0 ? b.y0 : b.y1;   /* the edges m + d lies on */
    for (int32_t y = b.y0; dx && y <= b.y1; y++)
        if (ex - dx >= 0 && ex - dx < g->stride && y - dy >= 0 && y - dy < rows)
            walk(sg, ws, (pf_node)((y - dy) * g->stride + ex - dx), d, off, len);
    for (int32_t x = b.x0; dy && x <= b.x1; x++)
        if (x != ex || !dx)      /* the corner came with the column */
            if (ey - dy >= 0 && ey - dy < rows && x - dx >= 0 && x - dx < g->stride)
                walk(sg, ws, (pf_node)((ey - dy) * g->stride + x - dx), d, off, len);
}

/* Step 3: the subgoals whose scans may read a changed entry (the new subgoals and those whose
 * own entries changed went in as found). For a changed straight entry (r, c) and a diagonal D
 * with part c, the one subgoal whose run along D may reach r is the first subgoal met going
 * back from r along -D, when the steps to it are legal (they are legal both ways): clr[r][-D]
 * names it. */
static void find_a(const int32_t off[8], struct pf_sg *sg, struct sg_repair_ws *ws)
{
    for (size_t i = 0; i < ws->added.n; i++)
        mark(ws, ws->added.a[i], 0xFF);
    for (size_t i = 0; i < ws->chg.n; i += 2) {
        const pf_node r = ws->chg.a[i] / 8;
        const uint32_t c = ws->chg.a[i] % 8;
        const int16_t old = (int16_t)(int32_t)ws->chg.a[i + 1];
        const int16_t *cr = sg->clr + (size_t)r * 8;
        const int32_t t = sg_stop(old) < sg_stop(cr[c]) ? sg_stop(old) : sg_stop(cr[c]);
        for (int k = 0; k < 2; k++) {
            const int B = ws->back[c][k], D = ws->diag[c][k];
            const int32_t v = cr[B];
            if (v <= 0 || ws->sect[r + (uint32_t)(v * off[B])] >> D & 1)
                continue;
            /* the scan from a = r + v B reads (r, c) on its row v: the entry matters only when
             * its value, old or new, is below the bound of part c there (sg.h's lim), the least
             * stop of c's runs from a .. r - B (a changed one among them is checked itself) */
            int32_t lim = INT32_MAX;
            pf_node x = r;
            for (int32_t j = 0; j < v && lim > t; j++) {
                x += (uint32_t)off[B];
                const int32_t sx = sg_stop(sg->clr[(size_t)x * 8 + c]);
                lim = sx < lim ? sx : lim;
            }
            if (t < lim)
                mark(ws, x, (uint8_t)(1u << D));
        }
    }
}

int pf_sg_repair_graph(const struct pf_grid *g, const int32_t off[8], struct pf_sg *sg, const struct pf_rect *r,
                       uint32_t n)
{
    if (!sg->fwd || sg->mid || sg->num_nodes != g->num_nodes)
        return PF_ERR_ARG;
    struct sg_repair_ws *ws = ws_of(sg);
    if (!ws)
        return PF_ERR_NOMEM;
    for (uint32_t i = 0; i < n; i++)
        restatus(g, off, sg, ws, &r[i]);
    for (int k = 0; k < 8; k++)          /* the diagonal directions first (step 2) */
        for (uint32_t i = 0; i < n; i++)
            reclear(g, off, sg, ws, &r[i], (k + 4) & 7);
    find_a(off, sg, ws);
    if (ws->nomem)
        return PF_ERR_NOMEM;
    return pf_sg_relist(g, off, sg, ws);
}
