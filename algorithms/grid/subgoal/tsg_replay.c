/* tsg_replay.c: the two-level subgoal graph's greedy (tsg.c) run as a replay of a log of its
 * decisions, so that after a map change only the decisions the change reaches run again.
 *
 * The greedy is a sequence of decisions in a fixed order (fewest G edges first, then by
 * number). Decision s reads s and its neighbours (their G and added lists: neighbours,
 * has_edge) and what its witness searches pop: the local mark of each, and the lists of the
 * ones they pass, of which a search passing x at cost d under bound uses only the edges of
 * weight <= bound - d, the slack (in no order that matters: its pops are ordered by (cost,
 * number)). It writes local[s] and appends the edges it adds, in its order, to the added lists
 * of their ends. The log keeps per subgoal the outcome (local or not, the edges in order) and
 * the reads (subgoal, slack, or mark only). A run without a log runs every decision (the build).
 *
 * After G's repair (sg_repair.c), old and new subgoals are matched by cell: the numbering keeps
 * cell order, so the old -> new map is monotone. The replay starts from the new G with no
 * added edge and every subgoal global, and walks the new order, keeping per subgoal x marks of
 * what may differ from the old run's state when a decision comes: its local mark (D_MARK;
 * D_TMP), and the least weight of an edge of its lists (G's or added) that may be there in one
 * run and not the other (dw; tdw). At first: a new subgoal has D_MARK and dw = 0; a kept one
 * whose G list changed (targets mapped, weights) has dw = the least weight of a changed edge.
 * Old decisions that are not where they were: a removed subgoal's writes vanish from its old
 * place (its key: G degree, old number) on, so its logged edges' ends get their weights in dw
 * there; a subgoal whose G degree changed (D_MOVED) writes at another place, so between its old
 * and new places (and only there, when its new outcome is the logged one) it has D_TMP and the
 * ends of its logged edges have their weights in tdw. A kept, unmoved decision s whose
 * neighbours are the logged ones (its G list, then its added list as it stands: the only way
 * it reads its own lists; its own mark it never reads) is applied from the log (mapped) when
 * no read meets a mark: a removed subgoal, D_MARK or D_TMP, or, for a read of lists, dw or
 * tdw <= its slack. Otherwise it runs, but only the units whose reads meet a mark
 * (pf_tsg_try_local: unit i, the pairs of s's i-th neighbour p, has_edge from p and the witness
 * from p; each read in the log carries the units that made it, and each unit's result, which
 * pairs keep a connection, is logged), the others' results and reads taken from the log; any
 * other decision runs whole. A decision that left s global because unit k failed (a pair with no
 * connection kept and no h-path) logs unit k's reads alone: s is global whichever unit fails, so
 * while those reads meet no mark the decision is applied, and when it runs again it tries unit k
 * first. When its outcome differs from the log's, s gets D_MARK if its local mark differs, and
 * the ends of its old and new edges get their weights in dw.
 *
 * Why the replay gives what a greedy run on the new G gives. Invariant: when an unmoved kept
 * decision r comes, every subgoal's local mark, G list and added list (numbers mapped) are what
 * the old run had when r came there, but where the marks say and for the order of added lists.
 * The writes x received before r are the old ones, but those of a decision whose outcome
 * differs (marked when it ran, before r in both orders), of a new subgoal (its decision runs,
 * and marks), of a removed one (marked from its old place), or of a decision m whose place
 * relative to r changed: the order is by (G degree, number) and the map keeps the number
 * order, so m moved, and its marks cover the places between its two; past both, its writes are
 * the old ones if its outcome is, maybe in another order within an added list, which only the
 * list's owner reads, through its neighbours (compared whole). A decision (or unit) whose reads
 * meet no mark reads the same values step by step (each read is chosen by the values read
 * before), so it computes the same outcome: MAX_DEGREE and the neighbours' order read s's
 * lists; a witness relaxes the same edges (changed ones of weight above the slack fail its
 * bound on both runs) and pops in the same order, a total one the map keeps (a new subgoal
 * enters only through a changed edge); WITNESS_SETTLED counts those pops; has_edge(p, q) looks
 * for an edge of cost h(p, q), within the slack of p; over pending edges it reads s's own
 * work. So the end state equals a greedy run's on the new G, and so does the layout;
 * the new log holds again, per decision, reads that give its outcome while they meet no mark
 * (as a run makes them, or mapped from the old one). In the worst case every decision runs
 * again, as in a build, plus O(subgoals + edges + reads) of bookkeeping.
 * The tests check it: pf_ctx_check_prep equal after many changes in a row
 * (tests/algorithms/test_sg_repair.c). */
#include <stdlib.h>
#include <string.h>
#include "open_heap_impl.h"
#include "tsg.h"

/* A logged edge p - q of cost w, as pend held it (mid = p, to = q), in ids of its graph. */
struct rec_edge { uint32_t p, q, w; };
/* A decision's log entry: its edges edge[eat .. eat + en), reads read[rat .. rat + rn), the
 * results of the units it ran uok[uat .. uat + un) (pf_tsg_try_local; umask: those whose
 * reads are logged), and s's neighbours (nn of them; when at most MAX_DEGREE, nb[nat .. nat +
 * nn): G's list, then the added one). A decision that left s global for unit fail's sake logs
 * that unit's reads alone: while they hold, that unit fails again, whatever the others do. */
struct rec { uint32_t eat, en, rat, rn, uat, un, nat, nn, local, fail; uint64_t umask; };

/* A place in the order of an old subgoal o: (G degree, o); the map keeps the number order. */
struct key { uint32_t deg, o; };

/* One generation of the log: per subgoal of the graph it was made for. */
struct gen {
    struct rec *rec;
    struct rec_edge *edge;
    struct tsg_read *read;
    uint64_t *uok;
    struct pf_sg_edge *nb;
    size_t recap, ecap, rcap, ucap, nbcap, ne, nr, nu, nnb;
};

struct tsg_log {
    struct tsg_build b;
    struct gen cur, next;             /* the log of the graph as it is; the one the replay makes */
    int valid, snap;                  /* cur holds a log; the snapshot below is G's before a repair */
    /* G before its repair: cells, lists */
    uint32_t os;
    pf_node *ocell;
    uint32_t *ofirst;
    struct pf_sg_edge *oedge;
    size_t occap, ofcap, oecap;
    /* the replay's work: old -> new map, new -> old, dirty marks, the order, its counts */
    uint32_t *map, *oldof, *order, *count;
    uint8_t *dirty;                   /* per new subgoal: D_MARK, D_TMP, D_MOVED */
    uint32_t *dw, *tdw;               /* per new subgoal: the least weight of an edge that may differ */
    struct key *act, *deact;          /* the moved subgoals' intervals, by start and by end */
    size_t nact, ndeact, ai, di;
    size_t mcap, ocap, dcap, orcap, ccap, dwcap, tdwcap, acap, dacap;
};

static void gen_free(struct gen *g)
{
    free(g->rec), free(g->edge), free(g->read), free(g->uok), free(g->nb);
}

void pf_tsg_log_free(struct tsg_log *log)
{
    if (!log)
        return;
    struct tsg_build *b = &log->b;
    for (uint32_t s = 0; b->add && s < b->room; s++)
        free(b->add[s].e);
    free(b->add), free(b->local), free(b->dist), free(b->seen), free(b->want), free(b->wantc), free(b->pend.e);
    free(b->rmark), free(b->rpos), free(b->rd);
    if (b->heap)
        pf_open_heap.destroy(b->heap);
    gen_free(&log->cur), gen_free(&log->next);
    free(log->ocell), free(log->ofirst), free(log->oedge);
    free(log->map), free(log->oldof), free(log->order), free(log->count), free(log->dirty), free(log->dw);
    free(log->tdw), free(log->act), free(log->deact);
    free(log);
}

/* Zero the part of array a (n items of size z) past old. */
static void *zero_tail(void *a, size_t old, size_t n, size_t z)
{
    if (a)
        memset((char *)a + old * z, 0, (n - old) * z);
    return a;
}

/* Room in the greedy's arrays for n subgoals; new room zeroed (stamps 0 are never current). */
static int fit(struct tsg_build *b, uint32_t n)
{
    if (n <= b->room)
        return PF_OK;
    const uint32_t room = n > b->room + b->room / 2 ? n : b->room + b->room / 2, o = b->room;
    void *p[8] = { realloc(b->add, room * sizeof *b->add), realloc(b->local, room), realloc(b->dist, room * 4u),
                   realloc(b->seen, room * 4u), realloc(b->want, room * 4u), realloc(b->wantc, room * 4u),
                   realloc(b->rmark, room * 4u), realloc(b->rpos, room * 4u) };
    b->add = p[0] ? p[0] : b->add, b->local = p[1] ? p[1] : b->local, b->dist = p[2] ? p[2] : b->dist;
    b->seen = p[3] ? p[3] : b->seen, b->want = p[4] ? p[4] : b->want, b->wantc = p[5] ? p[5] : b->wantc;
    b->rmark = p[6] ? p[6] : b->rmark, b->rpos = p[7] ? p[7] : b->rpos;
    for (int k = 0; k < 8; k++)
        if (!p[k])
            return PF_ERR_NOMEM;     /* the arrays kept are freed with the log */
    zero_tail(b->add, o, room, sizeof *b->add), zero_tail(b->seen, o, room, 4), zero_tail(b->want, o, room, 4);
    zero_tail(b->rmark, o, room, 4);
    b->room = room;
    if (b->heap)
        pf_open_heap.destroy(b->heap);
    b->heap = pf_open_heap.create(room);
    return b->heap && heap_reserve(b->heap, room) == PF_OK ? PF_OK : PF_ERR_NOMEM;
}

static struct tsg_log *log_of(struct pf_sg *t)
{
    if (!t->log)
        t->log = calloc(1, sizeof *t->log);
    return t->log;
}

int pf_tsg_snapshot(struct pf_sg *t)
{
    struct tsg_log *L = log_of(t);
    if (!L)
        return PF_ERR_NOMEM;
    const struct pf_sg *g = t->base;
    const uint32_t S = g->num_sg, E = g->first[S];
    L->snap = 0;
    if (!L->valid)
        return PF_OK;                 /* nothing to replay: the next run runs every decision */
    if (sg_grow((void **)&L->ocell, &L->occap, (size_t)S + 1, sizeof *L->ocell) != PF_OK ||
        sg_grow((void **)&L->ofirst, &L->ofcap, (size_t)S + 1, sizeof *L->ofirst) != PF_OK ||
        sg_grow((void **)&L->oedge, &L->oecap, (size_t)E + 1, sizeof *L->oedge) != PF_OK)
        return PF_ERR_NOMEM;
    memcpy(L->ocell, g->cell, (size_t)S * sizeof *L->ocell);
    memcpy(L->ofirst, g->first, ((size_t)S + 1) * sizeof *L->ofirst);
    memcpy(L->oedge, g->edge, (size_t)E * sizeof *L->oedge);
    L->os = S;
    L->snap = 1;
    return PF_OK;
}

/* dirty: D_MARK, the subgoal's local mark may differ from the old run's; D_TMP, the same while
 * a moved subgoal is between its two places; D_MOVED, its G degree changed, so its place. */
#define D_MARK 1
#define D_TMP 2
#define D_MOVED 4

static void dirty_edge(uint32_t *dw, uint32_t x, uint32_t w)
{
    if (x != PF_NONE && dw[x] > w)
        dw[x] = w;
}

/* The ends (mapped) of old subgoal o's logged edges: their weights into dw. */
static void dirty_old_ends(struct tsg_log *L, uint32_t *dw, uint32_t o)
{
    const struct rec *r = &L->cur.rec[o];
    for (uint32_t k = 0; k < r->en; k++) {
        const struct rec_edge e = L->cur.edge[r->eat + k];
        dirty_edge(dw, L->map[e.p], e.w);
        dirty_edge(dw, L->map[e.q], e.w);
    }
}

static int key_cmp(const void *pa, const void *pb)
{
    const struct key *a = pa, *b = pb;
    return a->deg != b->deg ? (a->deg < b->deg ? -1 : 1) : a->o < b->o ? -1 : a->o > b->o;
}

/* The least weight of an edge in one of new n's and old o's G lists and not the other (with
 * its weight), targets mapped; UINT32_MAX when the lists are equal. */
static uint32_t list_diff(const struct tsg_log *L, const struct pf_sg *g, uint32_t n, uint32_t o)
{
    const uint32_t ie = g->first[n + 1], je = L->ofirst[o + 1];
    uint32_t i = g->first[n], j = L->ofirst[o], least = UINT32_MAX;
    while (i < ie || j < je) {
        const uint32_t a = i < ie ? g->edge[i].to : PF_NONE, b = j < je ? L->map[L->oedge[j].to] : PF_NONE;
        uint32_t w;
        if (j < je && b == PF_NONE)      /* to a removed subgoal */
            w = L->oedge[j++].w;
        else if (a == b)                 /* the same target: the same weight, or another */
            w = g->edge[i].w == L->oedge[j].w ? UINT32_MAX : g->edge[i].w < L->oedge[j].w ? g->edge[i].w : L->oedge[j].w,
            i++, j++;
        else if (a < b)                  /* a new edge (b, when there is none, is PF_NONE) */
            w = g->edge[i++].w;
        else
            w = L->oedge[j++].w;
        least = w < least ? w : least;
    }
    return least;
}

/* Match old and new subgoals by cell and mark what changed (the file's comment). */
static void match(struct tsg_log *L, const struct pf_sg *g)
{
    const uint32_t S = g->num_sg;
    L->nact = L->ndeact = L->ai = L->di = 0;
    for (uint32_t n = 0; n < S; n++)
        L->oldof[n] = PF_NONE;
    for (uint32_t o = 0; o < L->os; o++) {
        L->map[o] = g->id[L->ocell[o]];
        if (L->map[o] != PF_NONE)
            L->oldof[L->map[o]] = o;
        else
            L->act[L->nact++] = (struct key){ L->ofirst[o + 1] - L->ofirst[o], o };
    }
    for (uint32_t n = 0; n < S; n++) {
        const uint32_t o = L->oldof[n];
        L->dw[n] = o == PF_NONE ? 0 : list_diff(L, g, n, o);
        L->tdw[n] = UINT32_MAX;
        L->dirty[n] = o == PF_NONE ? D_MARK : 0;
        const uint32_t od = o == PF_NONE ? 0 : L->ofirst[o + 1] - L->ofirst[o], nd = g->first[n + 1] - g->first[n];
        if (o != PF_NONE && od != nd) {
            L->dirty[n] = D_MOVED;
            L->act[L->nact++] = (struct key){ od < nd ? od : nd, o };
            L->deact[L->ndeact++] = (struct key){ od < nd ? nd : od, o };
        }
    }
    qsort(L->act, L->nact, sizeof *L->act, key_cmp);
    qsort(L->deact, L->ndeact, sizeof *L->deact, key_cmp);
}

/* Before kept decision (deg, o): the intervals of moved subgoals that began before it (a
 * removed one's never ends) and those that ended, the temporary marks made again. */
static void pass(struct tsg_log *L, uint32_t deg, uint32_t o)
{
    const struct key at = { deg, o };
    for (; L->ai < L->nact && key_cmp(&L->act[L->ai], &at) < 0; L->ai++) {
        const uint32_t m = L->act[L->ai].o, n = L->map[m];
        if (n != PF_NONE)
            L->dirty[n] |= D_TMP;
        dirty_old_ends(L, n == PF_NONE ? L->dw : L->tdw, m);
    }
    if (L->di == L->ndeact || key_cmp(&L->deact[L->di], &at) >= 0)
        return;
    for (; L->di < L->ndeact && key_cmp(&L->deact[L->di], &at) < 0; L->di++)
        L->dirty[L->map[L->deact[L->di].o]] &= (uint8_t)~D_TMP;
    for (size_t k = 0; k < L->ai; k++) {
        const struct rec *r = &L->cur.rec[L->act[k].o];
        for (uint32_t j = 0; j < r->en && L->map[L->act[k].o] != PF_NONE; j++) {
            const struct rec_edge e = L->cur.edge[r->eat + j];
            if (L->map[e.p] != PF_NONE)
                L->tdw[L->map[e.p]] = UINT32_MAX;
            if (L->map[e.q] != PF_NONE)
                L->tdw[L->map[e.q]] = UINT32_MAX;
        }
    }
    for (size_t k = 0; k < L->ai; k++)
        if (L->map[L->act[k].o] != PF_NONE && (L->dirty[L->map[L->act[k].o]] & D_TMP))
            dirty_old_ends(L, L->tdw, L->act[k].o);
}

/* s's neighbours as its decision will read them (G's list, then its added list as it stands). */
static uint32_t nb_count(const struct tsg_log *L, uint32_t s)
{
    return L->b.g->first[s + 1] - L->b.g->first[s] + L->b.add[s].n;
}

static struct pf_sg_edge nb_at(const struct tsg_log *L, uint32_t s, uint32_t k)
{
    const struct pf_sg *g = L->b.g;
    const uint32_t d = g->first[s + 1] - g->first[s];
    if (k < d)
        return g->edge[g->first[s] + k];
    return (struct pf_sg_edge){ L->b.add[s].e[k - d].to, L->b.add[s].e[k - d].w };
}

/* The units of old decision o, now s's, that read something that changed: all of them when
 * s moved in the order or its neighbours are not the logged ones (its decision reads its
 * lists only as those, and its own mark not at all). */
static uint64_t dirty_units(const struct tsg_log *L, uint32_t o, uint32_t s)
{
    const struct rec *r = &L->cur.rec[o];
    if ((L->dirty[s] & D_MOVED) || nb_count(L, s) != r->nn)
        return ~(uint64_t)0;
    for (uint32_t k = 0; r->nn <= MAX_DEGREE && k < r->nn; k++) {
        const struct pf_sg_edge a = nb_at(L, s, k), b = L->cur.nb[r->nat + k];
        if (a.to != L->map[b.to] || a.w != b.w)
            return ~(uint64_t)0;
    }
    uint64_t units = 0;
    for (uint32_t k = 0; k < r->rn; k++) {
        const struct tsg_read x = L->cur.read[r->rat + k];
        const uint32_t m = L->map[x.x & ~PF_TSG_MARK_ONLY];
        if ((x.units & ~units) == 0 || m == s)
            continue;
        const uint32_t w = m == PF_NONE ? 0 : L->dw[m] < L->tdw[m] ? L->dw[m] : L->tdw[m];
        if (m == PF_NONE || (L->dirty[m] & (D_MARK | D_TMP)) ||
            (!(x.x & PF_TSG_MARK_ONLY) && w != UINT32_MAX && w <= x.slack))
            units |= x.units;
    }
    return units;
}

/* Append decision s's entry to the next log: its edges, reads and units' results (counts). */
static int log_entry(struct tsg_log *L, uint32_t s, uint32_t local, uint32_t ne, uint32_t nr, uint32_t nu,
                     uint32_t fail, uint64_t umask)
{
    struct gen *x = &L->next;
    const uint32_t nn = nb_count(L, s), kept = nn <= MAX_DEGREE ? nn : 0;
    if (sg_grow((void **)&x->edge, &x->ecap, x->ne + ne + 1, sizeof *x->edge) != PF_OK ||
        sg_grow((void **)&x->read, &x->rcap, x->nr + nr + 1, sizeof *x->read) != PF_OK ||
        sg_grow((void **)&x->uok, &x->ucap, x->nu + nu + 1, sizeof *x->uok) != PF_OK ||
        sg_grow((void **)&x->nb, &x->nbcap, x->nnb + kept + 1, sizeof *x->nb) != PF_OK)
        return PF_ERR_NOMEM;
    x->rec[s] = (struct rec){ (uint32_t)x->ne, ne, (uint32_t)x->nr, nr, (uint32_t)x->nu, nu, (uint32_t)x->nnb, nn, local,
                              fail, umask };
    for (uint32_t k = 0; k < kept; k++)
        x->nb[x->nnb + k] = nb_at(L, s, k);
    x->ne += ne;
    x->nr += nr;
    x->nu += nu;
    x->nnb += kept;
    return PF_OK;
}

static struct tsg_read mapped(const struct tsg_log *L, struct tsg_read x)
{
    return (struct tsg_read){ L->map[x.x & ~PF_TSG_MARK_ONLY] | (x.x & PF_TSG_MARK_ONLY), x.slack, x.units };
}

/* Old decision o applied as logged to s (mapped), logged again. */
static int apply(struct tsg_log *L, uint32_t o, uint32_t s)
{
    struct tsg_build *b = &L->b;
    const struct rec *r = &L->cur.rec[o];
    if (log_entry(L, s, r->local, r->en, r->rn, r->un, r->fail, r->umask) != PF_OK)
        return PF_ERR_NOMEM;
    const struct rec *n = &L->next.rec[s];
    b->local[s] = (uint8_t)r->local;
    for (uint32_t k = 0; k < r->en; k++) {
        const struct rec_edge e = L->cur.edge[r->eat + k];
        const uint32_t p = L->map[e.p], q = L->map[e.q];
        L->next.edge[n->eat + k] = (struct rec_edge){ p, q, e.w };
        if (pf_tsg_push_added(&b->add[p], (struct added){ q, e.w, s }) != PF_OK ||
            pf_tsg_push_added(&b->add[q], (struct added){ p, e.w, s }) != PF_OK)
            return PF_ERR_NOMEM;
    }
    for (uint32_t k = 0; k < r->rn; k++)
        L->next.read[n->rat + k] = mapped(L, L->cur.read[r->rat + k]);
    memcpy(L->next.uok + n->uat, L->cur.uok + r->uat, r->un * sizeof *L->cur.uok);
    return PF_OK;
}

/* Decision s run for real, its units outside dirty taken from old decision o's log (PF_NONE:
 * none), and logged; compared with the old outcome. */
static int rerun(struct tsg_log *L, uint32_t o, uint32_t s, uint64_t dirty)
{
    struct tsg_build *b = &L->b;
    const struct rec *r = o != PF_NONE ? &L->cur.rec[o] : NULL;
    const int whole = !r || dirty == ~(uint64_t)0;   /* its neighbours are not the logged ones */
    b->reuse = whole ? 0 : ~dirty & r->umask;
    b->hint = whole ? PF_NONE : r->fail;
    if (whole && r && r->fail != PF_NONE)  /* the neighbour it failed for, if still one: first */
        for (uint32_t i = 0, p = L->map[L->cur.nb[r->nat + r->fail].to]; i < MAX_DEGREE && i < nb_count(L, s); i++)
            if (nb_at(L, s, i).to == p)
                b->hint = i;
    for (uint32_t i = 0; r && i < r->un; i++)
        b->old_ok[i] = L->cur.uok[r->uat + i];
    const int x = pf_tsg_try_local(b, s);
    b->reuse = 0;
    b->hint = PF_NONE;
    for (uint32_t k = 0; b->reused && k < r->rn; k++) {
        const struct tsg_read y = L->cur.read[r->rat + k];
        if (y.units & b->reused) {    /* what the reused units read, as they read it */
            const struct tsg_read z = mapped(L, y);
            pf_tsg_note(b, z.x & ~PF_TSG_MARK_ONLY, z.x & PF_TSG_MARK_ONLY, z.slack, y.units & b->reused);
        }
    }
    uint64_t umask = b->ran;
    if (x == 0 && b->fail != PF_NONE) {  /* global for one unit's sake: its reads alone */
        umask = (uint64_t)1 << b->fail;
        size_t kept = 0;
        for (size_t k = 0; k < b->nrd; k++)
            if (b->rd[k].units & umask)
                b->rd[kept] = b->rd[k], b->rd[kept++].units &= umask;
        b->nrd = kept;
    }
    const uint32_t ne = x == 1 ? b->pend.n : 0;
    if (x < 0 || b->nomem ||
        log_entry(L, s, (uint32_t)x, ne, (uint32_t)b->nrd, b->nunits, x == 0 ? b->fail : PF_NONE, umask) != PF_OK)
        return PF_ERR_NOMEM;
    const struct rec *n = &L->next.rec[s];
    int same = r && r->local == n->local && r->en == ne;
    for (uint32_t k = 0; k < ne; k++) {
        const struct rec_edge e = { b->pend.e[k].mid, b->pend.e[k].to, b->pend.e[k].w };
        L->next.edge[n->eat + k] = e;
        if (same) {
            const struct rec_edge f = L->cur.edge[r->eat + k];
            same = L->map[f.p] == e.p && L->map[f.q] == e.q && f.w == e.w;
        }
    }
    memcpy(L->next.read + n->rat, b->rd, b->nrd * sizeof *b->rd);
    memcpy(L->next.uok + n->uat, b->ok, b->nunits * sizeof *b->ok);
    if (same)
        return PF_OK;
    if (!r || r->local != n->local)
        L->dirty[s] |= D_MARK;
    if (r)
        dirty_old_ends(L, L->dw, o);
    for (uint32_t k = 0; k < ne; k++) {
        const struct rec_edge e = L->next.edge[n->eat + k];
        dirty_edge(L->dw, e.p, e.w);
        dirty_edge(L->dw, e.q, e.w);
    }
    return PF_OK;
}

/* The decision order: fewest G edges first (a counting sort by degree), then by number. */
static int order_of(struct tsg_log *L, const struct pf_sg *g)
{
    const uint32_t S = g->num_sg;
    uint32_t maxdeg = 0;
    for (uint32_t s = 0; s < S; s++)
        if (g->first[s + 1] - g->first[s] > maxdeg)
            maxdeg = g->first[s + 1] - g->first[s];
    if (sg_grow((void **)&L->count, &L->ccap, (size_t)maxdeg + 2, sizeof *L->count) != PF_OK)
        return PF_ERR_NOMEM;
    memset(L->count, 0, ((size_t)maxdeg + 2) * sizeof *L->count);
    for (uint32_t s = 0; s < S; s++)
        L->count[g->first[s + 1] - g->first[s] + 1]++;
    for (uint32_t k = 1; k <= maxdeg + 1; k++)
        L->count[k] += L->count[k - 1];
    for (uint32_t s = 0; s < S; s++)
        L->order[L->count[g->first[s + 1] - g->first[s]]++] = s;
    return PF_OK;
}

/* The greedy without a log: every decision run, nothing recorded. */
static int run_all(struct tsg_log *L, uint32_t S)
{
    struct tsg_build *b = &L->b;
    for (uint32_t k = 0; k < S; k++)
        if (pf_tsg_try_local(b, L->order[k]) < 0 || b->nomem)
            return PF_ERR_NOMEM;
    return PF_OK;
}

/* The greedy with a log: the old one replayed where it holds (replay), the new one recorded. */
static int run_logged(struct tsg_log *L, const struct pf_sg *g, int replay)
{
    const uint32_t S = g->num_sg;
    if (sg_grow((void **)&L->map, &L->mcap, (size_t)(replay ? L->os : 0) + 1, sizeof *L->map) != PF_OK ||
        sg_grow((void **)&L->act, &L->acap, (size_t)(replay ? L->os : 0) + 1, sizeof *L->act) != PF_OK ||
        sg_grow((void **)&L->deact, &L->dacap, (size_t)(replay ? L->os : 0) + 1, sizeof *L->deact) != PF_OK ||
        sg_grow((void **)&L->next.rec, &L->next.recap, (size_t)S + 1, sizeof *L->next.rec) != PF_OK ||
        sg_grow((void **)&L->oldof, &L->ocap, (size_t)S + 1, sizeof *L->oldof) != PF_OK ||
        sg_grow((void **)&L->dirty, &L->dcap, (size_t)S + 1, 1) != PF_OK ||
        sg_grow((void **)&L->dw, &L->dwcap, (size_t)S + 1, sizeof *L->dw) != PF_OK ||
        sg_grow((void **)&L->tdw, &L->tdwcap, (size_t)S + 1, sizeof *L->tdw) != PF_OK)
        return PF_ERR_NOMEM;
    L->next.ne = L->next.nr = L->next.nu = L->next.nnb = 0;
    if (replay)
        match(L, g);
    else
        memset(L->dirty, 0, (size_t)S + 1), memset(L->dw, 0xff, ((size_t)S + 1) * sizeof *L->dw);
    for (uint32_t k = 0; k < S; k++) {
        const uint32_t s = L->order[k], o = replay ? L->oldof[s] : PF_NONE;
        if (o != PF_NONE)
            pass(L, g->first[s + 1] - g->first[s], o);
        const uint64_t dirty = o != PF_NONE ? dirty_units(L, o, s) : ~(uint64_t)0;
        const struct rec *r = o != PF_NONE ? &L->cur.rec[o] : NULL;
        const int as_logged = r && (!dirty || (dirty != ~(uint64_t)0 && r->fail != PF_NONE && !(dirty >> r->fail & 1)));
        if ((as_logged ? apply(L, o, s) : rerun(L, o, s, dirty)) != PF_OK)
            return PF_ERR_NOMEM;
    }
    const struct gen keep = L->cur;
    L->cur = L->next, L->next = keep;
    L->valid = 1;
    return PF_OK;
}

int pf_tsg_levels(struct pf_sg *t, int keep)
{
    struct tsg_log *L = log_of(t);
    if (!L)
        return PF_ERR_NOMEM;
    const struct pf_sg *g = t->base;
    const uint32_t S = g->num_sg;
    const int replay = L->valid && L->snap;
    struct tsg_build *b = &L->b;
    L->valid = L->snap = 0;
    b->g = g;
    b->nomem = 0;
    b->record = keep;
    b->reuse = 0;
    b->hint = PF_NONE;
    int rc = fit(b, S + 1) != PF_OK || sg_grow((void **)&L->order, &L->orcap, (size_t)S + 1, sizeof *L->order) != PF_OK ||
                     order_of(L, g) != PF_OK ? PF_ERR_NOMEM : PF_OK;
    if (rc == PF_OK) {
        for (uint32_t s = 0; s < S; s++)
            b->add[s].n = 0;
        memset(b->local, 0, (size_t)S + 1);
        rc = keep ? run_logged(L, g, replay) : run_all(L, S);
    }
    if (rc == PF_OK)
        rc = pf_tsg_lay_out(b, g, t);
    if (rc == PF_OK)
        t->bytes = pf_sg_bytes(t, t->first[S]);
    if (!keep || rc != PF_OK) {
        pf_tsg_log_free(L);
        t->log = NULL;
    }
    return rc;
}
