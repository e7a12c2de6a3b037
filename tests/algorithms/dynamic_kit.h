/* dynamic_kit.h: the GPPC dynamic start kit's scenarios for the tests and benches of map
 * repairs: the kit's tarball found as the tests find it, one scenario and its patch file
 * unpacked from it with tar and read by pf_dynscen_read, its change events pasted into a map. */
#ifndef PF_TEST_DYNAMIC_KIT_H
#define PF_TEST_DYNAMIC_KIT_H

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "pf_dynamic_io.h"

/* The kit's tarball into path: $PEERS_SRC/gppc-startkit-dynamic.tar.gz, else the one in
 * ../shared/peers-src beside the source tree ($PF_SOURCE_DIR, else the working folder). 1 when
 * it is there (path then absolute, so that it still names the file after a chdir), else 0:
 * the tests then skip the kit's part, as with -DPF_TESTS_NO_DATA. */
static inline int kit_tarball(char *path, size_t cap)
{
    const char *src = getenv("PEERS_SRC"), *root = getenv("PF_SOURCE_DIR");
    char full[PATH_MAX];
    if (src && *src)
        snprintf(path, cap, "%s/gppc-startkit-dynamic.tar.gz", src);
    else
        snprintf(path, cap, "%s/../shared/peers-src/gppc-startkit-dynamic.tar.gz", root && *root ? root : ".");
    if (access(path, R_OK) != 0 || !realpath(path, full))
        return 0;
    snprintf(path, cap, "%s", full);
    return 1;
}

/* Scenario NAME ("dao_arena2") of the kit: data/NAME.scen and data/NAME.patch unpacked from
 * tarball into the folder dir, then read into d (patches as '.' and '@'). PF_OK, or a negative
 * status with err set and *d empty. */
static inline int kit_read(const char *tarball, const char *name, const char *dir, struct pf_dynscen *d,
                           struct pf_error *err)
{
    char cmd[16384], scen[8192];
    snprintf(cmd, sizeof cmd,
             "tar -xzf '%s' -C '%s' --strip-components=2 'gppc-startkit-dynamic/data/%s.scen' "
             "'gppc-startkit-dynamic/data/%s.patch'",
             tarball, dir, name, name);
    if (system(cmd) != 0) {
        pf_error_set(err, "%s: cannot unpack data/%s.scen and data/%s.patch into %s", tarball, name, name, dir);
        return PF_ERR_IO;
    }
    snprintf(scen, sizeof scen, "%s/%s.scen", dir, name);
    return pf_dynscen_read(scen, d, err);
}

/* kit_read into a new folder under $TMPDIR (else /tmp), removed once read: for the benches,
 * which have no test folder. */
static inline int kit_read_tmp(const char *tarball, const char *name, struct pf_dynscen *d, struct pf_error *err)
{
    const char *tmp = getenv("TMPDIR");
    char dir[4096], file[8192];
    snprintf(dir, sizeof dir, "%s/pf_kit_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        pf_error_set(err, "%s: cannot make a folder to unpack %s into", dir, name);
        return PF_ERR_IO;
    }
    int rc = kit_read(tarball, name, dir, d, err);
    snprintf(file, sizeof file, "%s/%s.scen", dir, name);
    remove(file);
    snprintf(file, sizeof file, "%s/%s.patch", dir, name);
    remove(file);
    rmdir(dir);
    return rc;
}

/* The change event at command *i (its run of P lines) pasted into g, their rectangles into r
 * (room for cap; a longer event is cut there and goes on at the next call); *i moves past
 * them. The number of rectangles, or -1 when a patch does not fit g. */
static inline int kit_event(const struct pf_dynscen *d, uint32_t *i, struct pf_grid *g, struct pf_rect *r,
                            uint32_t cap)
{
    int n = 0;
    for (; *i < d->num_cmds && d->cmds[*i].kind == PF_DYN_PATCH && (uint32_t)n < cap; (*i)++) {
        const struct pf_patch p = pf_dynscen_patch_at(d, *i);
        if (pf_grid_apply_patch(g, &p, NULL) != PF_OK)
            return -1;
        r[n++] = (struct pf_rect){ p.x, p.y, p.width, p.height };
    }
    return n;
}

#endif
