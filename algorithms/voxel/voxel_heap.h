/* voxel_heap.h: the open list the voxel best-first search runs when it is given the binary heap
 * (internal to libpf): a 4-ary min-heap of the binary heap's own 128-bit entries (f, tie,
 * local id), so it pops in exactly the same order, plus one entry kept out of the array (see
 * vxh_decrease). */
#ifndef PF_VOXEL_HEAP_H
#define PF_VOXEL_HEAP_H

#include <stdlib.h>
#include "open_heap_impl.h"
#include "voxel_state.h"

/* a[1..size] is the heap; the children of i are 4i - 2 .. 4i + 1, its parent (i + 2) / 4.
 * a[0] = 0 (the least entry) ends a sift-up at the root, and every slot after a[size] up to
 * a[cap + 4] holds HEAP_MAX, so a pop compares four children without bounds checks. The
 * array is placed so that each group of four children is one 64-byte line. */
_Static_assert(sizeof(heap_entry) == sizeof(unsigned __int128), "struct vx_heap holds heap entries");

/* at[id]: the slot of local id `id` in the array; VXH_TOP for the entry held in top. */
#define VXH_TOP UINT32_MAX

static inline uint32_t *vxh_at(uint32_t *at, uint32_t id) { return &at[id]; }

/* Room for cap entries (cap a power of two, at least 4), keeping the entries held; PF_OK or
 * PF_ERR_NOMEM (the heap is then unchanged). */
static inline int vxh_reserve(struct vx_heap *h, uint32_t cap)
{
    const size_t slots = (size_t)cap + 8;
    heap_entry *buf = aligned_alloc(64, slots * sizeof *buf);
    if (!buf)
        return PF_ERR_NOMEM;
    heap_entry *a = buf + 2;
    a[0] = 0;
    for (size_t i = 1; i + 2 < slots; i++)
        a[i] = i <= h->size ? h->a[i] : HEAP_MAX;
    free(h->buf);
    h->buf = buf;
    h->a = a;
    h->cap = cap;
    return PF_OK;
}

static inline void vxh_up(struct vx_heap *h, uint32_t *at, uint32_t i, heap_entry e)
{
    heap_entry *a = h->a;
    for (;;) {
        const uint32_t p = (i + 2) >> 2;
        const heap_entry ep = a[p];
        if (e >= ep)                  /* a[0] = 0 stops the climb at the root */
            break;
        a[i] = ep;
        *vxh_at(at, heap_node(ep)) = i;
        i = p;
    }
    a[i] = e;
    *vxh_at(at, heap_node(e)) = i;
}

/* Insert entry e (its id not in the heap). */
static inline int vxh_insert(struct vx_heap *h, uint32_t *at, heap_entry e)
{
    if (h->size == h->cap && vxh_reserve(h, h->cap * 2) != PF_OK)
        return PF_ERR_NOMEM;
    vxh_up(h, at, ++h->size, e);
    return PF_OK;
}

/* The top entry: the least entry pushed since the last pop that took the top, kept out of the
 * array. In A* the next voxel expanded is very often a successor just pushed (on a plateau of
 * equal f, the deeper one), and it then leaves without a sift-up and a sift-down. A pop takes
 * the lesser of the top and the array's root, so the order is the heap's exactly. */
static inline __attribute__((always_inline)) int vxh_push(struct vx_heap *h, uint32_t *at, uint32_t id, pf_cost f, uint32_t tie)
{
    const heap_entry e = heap_make(f, tie, id);
    if (e < h->top) {
        const heap_entry old = h->top;
        h->top = e;
        *vxh_at(at, id) = VXH_TOP;
        return old == HEAP_MAX ? PF_OK : vxh_insert(h, at, old);
    }
    return vxh_insert(h, at, e);
}

/* The f that id (in the heap) is queued with: the search gets a voxel's estimate back as
 * f - g instead of computing it again when it lowers the voxel's cost. */
static inline pf_cost vxh_f(const struct vx_heap *h, const uint32_t *at, uint32_t id)
{
    const uint32_t i = at[id];
    return (pf_cost)((i == VXH_TOP ? h->top : h->a[i]) >> 64);
}

/* The least of the four children a[c .. c + 3] (slots past size are +inf), and its slot in
 * *j, chosen without branches. The four groups of grandchildren are four consecutive lines:
 * they are asked for now, while the children are compared (a walk down is a chain of
 * dependent loads). */
static inline __attribute__((always_inline)) heap_entry
vxh_least_child(const heap_entry *a, uint32_t c, uint32_t size, uint32_t *j)
{
    if (4 * c - 2 <= size)
        __builtin_prefetch(&a[4 * c - 2]), __builtin_prefetch(&a[4 * c + 2]),
        __builtin_prefetch(&a[4 * c + 6]), __builtin_prefetch(&a[4 * c + 10]);
    const heap_entry c0 = a[c], c1 = a[c + 1], c2 = a[c + 2], c3 = a[c + 3];
    const uint32_t j01 = c1 < c0, j23 = c3 < c2;
    const heap_entry m01 = j01 ? c1 : c0, m23 = j23 ? c3 : c2;
    const uint32_t r = m23 < m01;
    *j = c + (r ? 2 + j23 : j01);
    return r ? m23 : m01;
}

/* Move the hole at slot i down, the least child up each level, and return where it stops:
 * at the first level whose least child is not below e, or with to_bottom at the bottom. */
static inline __attribute__((always_inline)) uint32_t
vxh_hole_down(struct vx_heap *h, uint32_t *at, uint32_t i, heap_entry e, const int to_bottom)
{
    heap_entry *a = h->a;
    const uint32_t size = h->size;
    for (;;) {
        const uint32_t c = 4 * i - 2;
        if (c > size)
            return i;
        uint32_t j;
        const heap_entry m = vxh_least_child(a, c, size, &j);
        if (!to_bottom && m >= e)
            return i;
        a[i] = m;
        *vxh_at(at, heap_node(m)) = i;
        i = j;
    }
}

/* Sift entry e down from slot i (size entries in the array). */
static inline __attribute__((always_inline)) void
vxh_down(struct vx_heap *h, uint32_t *at, uint32_t i, heap_entry e)
{
    i = vxh_hole_down(h, at, i, e, 0);
    h->a[i] = e;
    *vxh_at(at, heap_node(e)) = i;
}

/* Take the root out of the array (size entries before): its hole walks down to the bottom
 * along the least children, which move up, and the last entry of the array goes into the
 * hole and climbs back. The last entry is among the greatest, so it climbs little, and the
 * walk down saves comparing it at every level (the plain sift-down's stop test); the result
 * is the same heap. */
static inline __attribute__((always_inline)) void vxh_pop_root(struct vx_heap *h, uint32_t *at)
{
    heap_entry *a = h->a;
    const heap_entry last = a[h->size];
    a[h->size] = HEAP_MAX;
    if (--h->size == 0)
        return;
    vxh_up(h, at, vxh_hole_down(h, at, 1, last, 1), last);
}

/* Take the entry at slot i out of the array (its voxel's slot is left to the caller). */
static inline void vxh_remove(struct vx_heap *h, uint32_t *at, uint32_t i)
{
    heap_entry *a = h->a;
    const heap_entry last = a[h->size];
    a[h->size] = HEAP_MAX;
    if (i == h->size--)
        return;
    if (last < a[(i + 2) >> 2])
        vxh_up(h, at, i, last);
    else
        vxh_down(h, at, i, last);
}

/* Put entry e in slot i of the array in place of the entry there (whose voxel's slot is left
 * to the caller), moving it up or down to where it belongs. */
static inline void vxh_replace(struct vx_heap *h, uint32_t *at, uint32_t i, heap_entry e)
{
    if (e < h->a[(i + 2) >> 2])
        vxh_up(h, at, i, e);
    else
        vxh_down(h, at, i, e);
}

/* id is in the heap and its new key is no larger. When the new key beats the top entry, the
 * entry leaves the array for the top, and the old top takes its slot in the array: the next
 * pop is then often the top (in A* the next voxel expanded is mostly a successor whose cost
 * was just lowered), and replacing an entry low in the array is cheaper than a sift-down from
 * the root. (Any arrangement that keeps the heap order pops the same sequence: the entries
 * are distinct and totally ordered.) */
static inline __attribute__((always_inline)) int
vxh_decrease(struct vx_heap *h, uint32_t *at, uint32_t id, pf_cost f, uint32_t tie)
{
    const heap_entry e = heap_make(f, tie, id);
    const uint32_t i = *vxh_at(at, id);
    if (i == VXH_TOP) {
        h->top = e;
    } else if (e < h->top) {
        const heap_entry old = h->top;
        h->top = e;
        *vxh_at(at, id) = VXH_TOP;
        if (old != HEAP_MAX)
            vxh_replace(h, at, i, old);
        else
            vxh_remove(h, at, i);
    } else if (e < h->a[(i + 2) >> 2]) {
        vxh_up(h, at, i, e);
    } else {
        h->a[i] = e;        /* most lowered entries stay where they are: their slot holds */
    }
    return PF_OK;
}

/* Remove the least entry and return its id (its slot set to 0); PF_NONE when empty. */
static inline __attribute__((always_inline)) uint32_t vxh_pop(struct vx_heap *h, uint32_t *at)
{
    heap_entry *a = h->a;
    if (h->top < a[1]) {              /* a[1] is HEAP_MAX when the array is empty */
        const uint32_t id = heap_node(h->top);
        h->top = HEAP_MAX;
        *vxh_at(at, id) = 0;
        return id;
    }
    if (h->size == 0)
        return PF_NONE;
    const uint32_t top = heap_node(a[1]);
    vxh_pop_root(h, at);
    *vxh_at(at, top) = 0;
    return top;
}

/* Empty the heap, O(size); the slots of the voxels left in it are not reset (their pages are
 * reset when handed out again). */
static inline void vxh_clear(struct vx_heap *h)
{
    for (uint32_t i = 1; i <= h->size; i++)
        h->a[i] = HEAP_MAX;
    h->size = 0;
    h->top = HEAP_MAX;
}

static inline uint32_t vxh_size(const struct vx_heap *h) { return h->size + (h->top != HEAP_MAX); }

#endif
