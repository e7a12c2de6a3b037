/* fuzz_voxel_map.c: libFuzzer target for the .3dmap reader: parse, check the volume's
 * invariants (blocked border, the count of blocked voxels), write it out and parse it again. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_voxel_io.h"
#define FUZZ_NAME "fuzz_voxel_map"
#include "fuzz_check.h"

#define FUZZ_MAX_BYTES (1u << 20)

static void check_volume(const struct pf_voxels *v)
{
    if (v->w < 1 || v->h < 1 || v->d < 1 || v->sx != (uint32_t)v->w + 2 ||
        v->sy != (uint32_t)v->h + 2 || v->sz != (uint32_t)v->d + 2)
        fail("bad dimensions", NULL);
    if (pf_voxels_bytes(v->w, v->h, v->d) > FUZZ_MAX_BYTES)
        fail("volume larger than the byte limit", NULL);
    uint64_t inside = 0;
    for (int32_t z = -1; z <= v->d; z++)
        for (int32_t y = -1; y <= v->h; y++)
            for (int32_t x = -1; x <= v->w; x++) {
                int in = x >= 0 && y >= 0 && z >= 0 && x < v->w && y < v->h && z < v->d;
                int b = pf_voxel_blocked_node(v, pf_voxel_node(v, x, y, z));
                if (!in && !b)
                    fail("border voxel not blocked", NULL);
                inside += in && b;
            }
    if (inside != v->blocked)
        fail("blocked count differs from the blocked bits", NULL);
}

/* Write the blocked voxels as a .3dmap in memory and parse it again: the same bits. */
static void check_round_trip(const struct pf_voxels *v)
{
    size_t cap = 64 + (size_t)v->blocked * 34, len = 0;
    char *buf = malloc(cap);
    if (!buf)
        return;
    len += (size_t)snprintf(buf, cap, "voxel %d %d %d\n", v->w, v->h, v->d);
    for (int32_t z = 0; z < v->d; z++)
        for (int32_t y = 0; y < v->h; y++)
            for (int32_t x = 0; x < v->w; x++)
                if (pf_voxel_blocked(v, x, y, z))
                    len += (size_t)snprintf(buf + len, cap - len, "%d %d %d\n", x, y, z);
    struct pf_voxels u;
    struct pf_error err;
    if (pf_voxel_map_parse("again.3dmap", buf, len, &u, FUZZ_MAX_BYTES, &err) != PF_OK)
        fail("the written map does not parse again", err.msg);
    if (u.num_nodes != v->num_nodes || u.blocked != v->blocked ||
        memcmp(u.bits, v->bits, pf_voxels_bytes(v->w, v->h, v->d)) != 0)
        fail("the written map parses to a different volume", NULL);
    pf_voxels_free(&u);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct pf_voxels v;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_voxel_map_parse("fuzz.3dmap", (const char *)data, size, &v, FUZZ_MAX_BYTES, &err);
    if (rc == PF_OK) {
        check_volume(&v);
        check_round_trip(&v);
        pf_voxels_free(&v);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.3dmap", &err);
    }
    return 0;
}
