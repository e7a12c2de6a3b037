/* tsg.h: the two-level subgoal graph's greedy state and decision (tsg_greedy.c), shared with
 * its runs and replays after a map change (tsg_replay.c) and the variant (tsg.c); internal to libpf. */
#ifndef PF_TSG_H
#define PF_TSG_H

#include "sg.h"

#define WITNESS_SETTLED 400      /* subgoals a witness search settles before it gives up */
#define MAX_DEGREE 40            /* a subgoal with more edges stays global (pairs grow as its square) */
#define PF_TSG_MARK_ONLY 0x80000000u   /* a read of a subgoal's local mark alone (numbers are below) */

/* An edge added to H: its other end, cost, and the local subgoal it goes through. */
struct added { uint32_t to, w, mid; };
struct added_list { struct added *e; uint32_t n, cap; };

/* A read of subgoal x (with PF_TSG_MARK_ONLY: of its local mark alone) that depends on its
 * edges of weight up to slack only (UINT32_MAX: on all of them and their order), by the units
 * of its decision in the mask units (pf_tsg_try_local: unit i, the pairs of nb[i]). */
struct tsg_read { uint32_t x, slack; uint64_t units; };

/* The greedy's state: G, the added edges per subgoal, the marks, and the witness Dijkstra's;
 * kept in the log between runs, its arrays for room subgoals. */
struct tsg_build {
    const struct pf_sg *g;
    uint32_t room;
    struct added_list *add;
    uint8_t *local;
    uint32_t *dist, *seen, epoch;     /* Dijkstra: dist valid where seen == epoch */
    uint32_t *want, *wantc, wanted;   /* its targets (want == epoch, cost wantc), how many unmet */
    struct pf_heap *heap;             /* its open list: the project's binary heap (open_heap_impl.h) */
    struct added_list pend;           /* the edges making s local would add */
    struct added nb[MAX_DEGREE];      /* s's neighbours */
    uint32_t nn;
    /* The subgoals the decision under way reads, each once (pf_tsg_note below): rd[0 .. nrd);
     * rmark[x] == rstamp for those in it, at rd[rpos[x]]. */
    uint32_t *rmark, *rpos, rstamp;
    struct tsg_read *rd;
    size_t nrd, rdcap;
    uint64_t unit;                    /* the unit under way's bit */
    /* Units whose result the caller gives (reuse: bit i, then old_ok[i]), and those the
     * decision took from there (reused); ok[0 .. nunits), each unit's result. */
    uint64_t reuse, reused, ran, old_ok[MAX_DEGREE], ok[MAX_DEGREE];   /* ran: the units it has */
    uint32_t nunits, hint, fail;      /* ok[0 .. nunits) where ran; hint, fail: try_local */
    int nomem, record;                /* record: note the reads (a run that keeps its log) */
};

void pf_tsg_note_grow(struct tsg_build *b);

/* Note that the decision under way reads subgoal x (in units): its lists and local mark, its
 * lists' edges of weight above slack aside (a witness passing x at cost d under bound relaxes
 * only those up to bound - d, in no order that matters), or with PF_TSG_MARK_ONLY its local mark
 * alone (a local end a witness does not pass); each subgoal once, with the largest slack and
 * all its units, a read of its lists when one of them is. */
static inline void pf_tsg_note(struct tsg_build *b, uint32_t x, uint32_t only, uint32_t slack, uint64_t units)
{
    if (!b->record)
        return;
    if (b->rmark[x] == b->rstamp) {
        struct tsg_read *r = &b->rd[b->rpos[x]];
        r->slack = r->slack < slack ? slack : r->slack;
        r->units |= units;
        r->x &= only | ~PF_TSG_MARK_ONLY;        /* a read of its lists too, once one is */
        return;
    }
    if (b->nrd == b->rdcap)
        pf_tsg_note_grow(b);
    if (b->nrd == b->rdcap)
        return;
    b->rmark[x] = b->rstamp;
    b->rpos[x] = (uint32_t)b->nrd;
    b->rd[b->nrd++] = (struct tsg_read){ x | only, slack, units };
}

/* Try to make s local (tsg.c's comment): 1 when it is (the edges it adds then in pend, as
 * (to = q, w, mid = p) for an edge p - q), 0 when it stays global, -1 out of memory; the
 * subgoals it read in rd (but those of the units it reused). */
int pf_tsg_try_local(struct tsg_build *b, uint32_t s);
int pf_tsg_push_added(struct added_list *l, struct added a);
/* Lay out the final graph into t from the greedy's end state (tsg_greedy.c). */
int pf_tsg_lay_out(struct tsg_build *b, const struct pf_sg *g, struct pf_sg *t);
/* The greedy over t->base and the graph laid out (tsg_replay.c); with keep, its log kept in t
 * for the next change, and the decisions of the log t has (pf_tsg_snapshot taken before G was
 * repaired) replayed where their reads did not change. A build keeps none: a static graph
 * carries no log, and the first change runs every decision. PF_OK or PF_ERR_NOMEM. */
int pf_tsg_levels(struct pf_sg *t, int keep);
void pf_tsg_log_free(struct tsg_log *log);
/* Before G is repaired: keep what the replay compares G's new lists with. */
int pf_tsg_snapshot(struct pf_sg *t);

#endif
