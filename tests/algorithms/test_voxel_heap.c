/* test_voxel_heap.c: the voxel search's own heap (voxel_heap.h) against a plain reference: drawn
 * pushes, decreases and pops on 500 ids must pop exactly the least (f, tie, id) every time,
 * keep the top slot and the array consistent, hand back the queued f, and empty itself. */
#include <stdlib.h>
#include "check.h"
#include "voxel_heap.h"

#define N 500

static uint64_t rng = 0x243F6A8885A308D3ull;
static uint32_t draw(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)((rng >> 11) % n);
}

/* The reference: each id's key and whether it is queued; the least queued (f, tie, id). */
static pf_cost ref_f[N];
static uint32_t ref_tie[N];
static int queued[N];

static uint32_t ref_min(void)
{
    uint32_t best = PF_NONE;
    for (uint32_t i = 0; i < N; i++)
        if (queued[i] && (best == PF_NONE || heap_make(ref_f[i], ref_tie[i], i) < heap_make(ref_f[best], ref_tie[best], best)))
            best = i;
    return best;
}

int main(void)
{
    struct vx_heap h = { 0 };
    uint32_t *at = calloc(N, sizeof *at);
    CHECK_INT(vxh_reserve(&h, 4), PF_OK);          /* small, so that it grows during the test */
    vxh_clear(&h);
    long pops = 0, from_top = 0, wrong = 0, bad_f = 0, decreases = 0;
    for (int round = 0; round < 3; round++) {
        uint32_t open = 0;
        for (long op = 0; op < 40000; op++) {
            const uint32_t kind = draw(10), id = draw(N);
            if (kind < 4 && !queued[id]) {
                /* few distinct f values and ties, so that equal keys fall back to the id */
                ref_f[id] = 1000 + draw(40);
                ref_tie[id] = draw(4);
                queued[id] = 1;
                open++;
                CHECK_INT(vxh_push(&h, at, id, ref_f[id], ref_tie[id]), PF_OK);
            } else if (kind < 7 && queued[id]) {
                bad_f += vxh_f(&h, at, id) != ref_f[id];
                const pf_cost f = ref_f[id] - draw(3);
                const uint32_t tie = f < ref_f[id] ? draw(4) : (ref_tie[id] ? ref_tie[id] - draw(2) : 0);
                ref_f[id] = f;
                ref_tie[id] = tie;
                decreases++;
                CHECK_INT(vxh_decrease(&h, at, id, f, tie), PF_OK);
            } else if (kind >= 7) {
                const uint32_t want = ref_min();
                from_top += h.top != HEAP_MAX && h.top < h.a[1];
                const uint32_t got = vxh_pop(&h, at);
                wrong += got != want;
                if (want != PF_NONE) {
                    queued[want] = 0;
                    open--;
                    pops++;
                    CHECK_INT(at[want], 0);
                }
            }
            if (vxh_size(&h) != open) {
                CHECK_INT(vxh_size(&h), open);
                break;
            }
        }
        /* empty it by popping, in order, then leave it cleared for the next round */
        for (uint32_t want; (want = ref_min()) != PF_NONE; queued[want] = 0)
            wrong += vxh_pop(&h, at) != want;
        CHECK_INT(vxh_pop(&h, at), PF_NONE);
        CHECK_INT(vxh_size(&h), 0);
        vxh_clear(&h);
    }
    CHECK_INT(wrong, 0);
    CHECK_INT(bad_f, 0);
    /* the draws are fixed, so are these: both ways out of the heap were taken often */
    CHECK_INT(pops, 36181);
    CHECK_INT(from_top, 15244);
    CHECK_INT(decreases, 19701);
    CHECK(h.cap > 4);
    printf("test_voxel_heap: %ld pops (%ld from the top slot), %ld decreases, %ld out of order\n", pops,
           from_top, decreases, wrong);
    free(h.buf);
    free(at);
    return pf_check_report("test_voxel_heap");
}
