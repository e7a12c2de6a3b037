/* fuzz_voxel_scen.c: libFuzzer target for the .3dscen reader: parse, check against a fixed
 * 4x3x2 volume (fuzz.3dmap, voxel (1,1,0) blocked), write the queries out and parse them again. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_voxel_io.h"
#define FUZZ_NAME "fuzz_voxel_scen"
#include "fuzz_check.h"

/* Numbers that "%.17g" prints without an exponent (the reader takes digits and '.' only). */
static int plain(double x)
{
    return x == 0 || (x >= 1e-4 && x < 1e15);
}

static void check_round_trip(const struct pf_voxel_scen *s)
{
    for (size_t i = 0; i < s->n; i++)
        if (!plain(s->q[i].optimum) || !plain(s->q[i].ratio))
            return;
    size_t cap = 300 + s->n * 160, len = 0;
    char *buf = malloc(cap);
    if (!buf)
        return;
    len += (size_t)snprintf(buf, cap, "version 1\n%s\n", s->map);
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_voxel_query *q = &s->q[i];
        len += (size_t)snprintf(buf + len, cap - len, "%d %d %d %d %d %d %.17g %.17g\n", q->sx, q->sy,
                                q->sz, q->gx, q->gy, q->gz, q->optimum, q->ratio);
    }
    struct pf_voxel_scen t;
    struct pf_error err;
    if (pf_voxel_scen_parse("again.3dscen", buf, len, &t, &err) != PF_OK)
        fail("the written scenario does not parse again", err.msg);
    if (t.n != s->n || strcmp(t.map, s->map) != 0)
        fail("the written scenario parses to a different one", NULL);
    for (size_t i = 0; i < s->n; i++) {
        const struct pf_voxel_query *a = &s->q[i], *b = &t.q[i];
        if (a->sx != b->sx || a->sy != b->sy || a->sz != b->sz || a->gx != b->gx || a->gy != b->gy ||
            a->gz != b->gz || a->optimum != b->optimum || a->ratio != b->ratio)
            fail("a query reads back different", NULL);
    }
    pf_voxel_scen_free(&t);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct pf_voxels v;
    if (!v.bits) {
        if (pf_voxels_init(&v, 4, 3, 2) != PF_OK)
            return 0;
        pf_voxels_block(&v, 1, 1, 0);
    }
    struct pf_voxel_scen s;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_voxel_scen_parse("fuzz.3dscen", (const char *)data, size, &s, &err);
    if (rc == PF_OK) {
        if (pf_voxel_scen_check(&s, "fuzz.3dscen", &v, "fuzz.3dmap", &err) != PF_OK)
            check_message("fuzz.3dscen", &err);
        check_round_trip(&s);
        pf_voxel_scen_free(&s);
    } else if (rc != PF_ERR_NOMEM) {
        if (rc != PF_ERR_PARSE)
            fail("unexpected status", pf_status_name(rc));
        if (s.q || s.n)
            fail("a failed parse left queries behind", NULL);
        check_message("fuzz.3dscen", &err);
    }
    return 0;
}
