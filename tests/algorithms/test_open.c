/* test_open.c: each open list against a reference (random pushes, decrease-keys, pops,
 * clears): pops come in the same order of f, and of (f, tie) where the list is tie-exact. */
#include <stdlib.h>
#include "check.h"
#include "pf_open.h"

#define NODES 5000

struct ref {
    int in[NODES];
    pf_cost f[NODES];
    uint32_t tie[NODES];
    int size;
};

static uint64_t rng = 88172645463325252ull;
static uint64_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static int ref_min(const struct ref *r, int exact_tie)
{
    int best = -1;
    for (int n = 0; n < NODES; n++) {
        if (!r->in[n])
            continue;
        if (best < 0 || r->f[n] < r->f[best] ||
            (exact_tie && r->f[n] == r->f[best] && r->tie[n] < r->tie[best]))
            best = n;
    }
    return best;
}

/* One random session of `steps` operations with f values spread over `span`. */
static void run(const struct pf_open_ops *ops, int steps, pf_cost span, int monotone)
{
    static struct ref r;
    memset(&r, 0, sizeof r);
    void *q = ops->create(NODES);
    CHECK(q != NULL);
    if (!q)
        return;
    int exact = (ops->flags & PF_OPEN_TIE_EXACT) != 0;
    pf_cost floor_f = 1000000;    /* f of the last pop, for monotone sessions */
    uint32_t next_tie = 0;
    int mismatches = 0;
    for (int s = 0; s < steps; s++) {
        int op = (int)(rnd() % 10);
        if (op < 5 || r.size == 0) {                           /* push */
            int n = (int)(rnd() % NODES);
            if (r.in[n])
                continue;
            pf_cost f = floor_f + rnd() % span;
            if (!monotone && floor_f > span)
                f -= rnd() % (span / 2 + 1);                    /* below the last pop */
            uint32_t tie = exact ? (uint32_t)(rnd() % 1000) * 8192 + next_tie++ % 8192 : 0;
            CHECK_INT(ops->push(q, (pf_node)n, f, tie), PF_OK);
            r.in[n] = 1;
            r.f[n] = f;
            r.tie[n] = tie;
            r.size++;
        } else if (op < 7) {                                   /* decrease */
            int n = (int)(rnd() % NODES);
            if (!r.in[n])
                continue;
            pf_cost lo = monotone ? floor_f : 0;
            if (r.f[n] <= lo)
                continue;
            pf_cost f = r.f[n] - rnd() % (r.f[n] - lo + 1);
            uint32_t tie = exact ? r.tie[n] / 2 : 0;
            CHECK_INT(ops->decrease(q, (pf_node)n, f, tie), PF_OK);
            r.f[n] = f;
            r.tie[n] = tie;
        } else if (op < 9) {                                   /* pop */
            int want = ref_min(&r, exact);
            pf_node got = ops->pop_min(q);
            if (got == PF_NONE || !r.in[got] || r.f[got] != r.f[want] ||
                (exact && (int)got != want)) {
                if (mismatches++ < 5)
                    fprintf(stderr, "%s: pop %d: expected node %d (f %llu), got %u\n", ops->name, s,
                            want, (unsigned long long)r.f[want], got);
                pf_check_failures++;
                break;
            }
            floor_f = r.f[got];
            r.in[got] = 0;
            r.size--;
        } else if (rnd() % 50 == 0) {                          /* clear */
            ops->clear(q);
            memset(r.in, 0, sizeof r.in);
            r.size = 0;
        }
        if (ops->size(q) != (uint32_t)r.size) {
            CHECK_INT(ops->size(q), r.size);
            break;
        }
    }
    /* drain: everything comes out in order of f */
    pf_cost last = 0;
    int first = 1;
    for (pf_node n; (n = ops->pop_min(q)) != PF_NONE;) {
        CHECK(r.in[n]);
        CHECK(first || r.f[n] >= last);
        last = r.f[n];
        first = 0;
        r.in[n] = 0;
        r.size--;
    }
    CHECK_INT(r.size, 0);
    CHECK(ops->bytes(q) > 0);
    ops->destroy(q);
}

int main(void)
{
    const struct pf_open_ops *lists[] = { &pf_open_list, &pf_open_heap, &pf_open_bucket };
    for (int i = 0; i < 3; i++) {
        run(lists[i], 20000, 7000, 1);         /* the span of an A* search on octile costs */
        run(lists[i], 20000, 100, 1);          /* many equal f: tie order matters */
        run(lists[i], 20000, 60000, 1);        /* wider than the bucket window: it must grow */
        run(lists[i], 20000, 5000, 0);         /* inconsistent heuristic: f below the last pop */
        run(lists[i], 20000, 3000000, 1);      /* the span of fixed-point f on voxel maps: the
                                                  window grows to 2^23, and clear empties it
                                                  through its summary words */
    }
    CHECK(strcmp(pf_open_heap.name, "heap") == 0);
    CHECK(strcmp(pf_open_bucket.name, "bucket") == 0);
    CHECK(strcmp(pf_open_list.name, "list") == 0);
    return pf_check_report("test_open");
}
