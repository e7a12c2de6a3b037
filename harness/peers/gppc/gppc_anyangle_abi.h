/* gppc_anyangle_abi.h: the C interface of a GPPC any-angle entry built by scripts/gppc-build.sh.
 *
 * An any-angle entry (its Entry.h has real-valued points, GPPC::xyLoc {double x, y}) is built
 * with harness/peers/gppc/gppc_anyangle_plugin.cc into gppc-<name>.so, which exports one C
 * function, pf_gppc_anyangle_entry (PF_GPPC_AA_SYMBOL), returning a static table. A host loads
 * it with dlopen/dlsym and needs nothing but this header: no C++, no pfbench library.
 *
 * The plane is GPPC's (the any-angle start kit's Problem_Definition.md): cell (x, y) is the
 * unit square with corners (x, y) and (x + 1, y + 1); a path is a list of points, usually
 * cell corners, joined by straight segments; its length is the sum of their Euclidean lengths.
 * A scenario's start and goal are corners (the integers of the .scen line).
 */
#ifndef GPPC_ANYANGLE_ABI_H
#define GPPC_ANYANGLE_ABI_H

#include <stddef.h>
#include <stdint.h>

#define PF_GPPC_AA_ABI 2                            /* changes with any layout below */
#define PF_GPPC_AA_SYMBOL "pf_gppc_anyangle_entry"  /* the one exported function */

/* A point of the plane. */
struct pf_gppc_aa_point {
    double x, y;
};

/* GPPC's measures of one query (the adapter times each GetPath call). */
struct pf_gppc_aa_stats {
    uint32_t calls;            /* GetPath calls until it said done */
    uint64_t longest_call_ns;  /* the longest of them */
    uint64_t first20_ns;       /* the calls until the path was at least 20 long (all, if shorter) */
};

/* The entry. Cells are width * height bytes, row-major (index y * width + x), nonzero where
 * traversable (GPPC's harness: '.', 'G' and 'S'). Each function returns without throwing. */
struct pf_gppc_aa_entry {
    int abi;                /* PF_GPPC_AA_ABI */
    const char *name;       /* the build's name (--name): the variant gppc/<name> */
    const char *about;      /* the entry's GetName() */
    int optimal;            /* 1 when built with --optimal (GPPC has no call that says so) */
    const char *build;      /* compiler and flags, as gppc-<name>.info */
    /* PreprocessMap in a child process (as GPPC's harness), under the limits
     * PFBENCH_GPPC_PREP_SECONDS and PFBENCH_GPPC_PREP_MB, writing into the cache folder
     * <root>/gppc/<name>/<map_id>/ (root: $PFBENCH_GPPC_CACHE, else cache_dir, else
     * results/cache), which a later call finds complete and reuses; map_name names its files.
     * Writes the file name PrepareForSearch must be given into datafile (cap bytes) and the
     * size of the files written into *bytes. 0; 1 when over a limit; -1 when it failed (a
     * message on stderr, the entry's output in the folder's entry.log). */
    int (*preprocess)(const unsigned char *cells, int width, int height, const char *cache_dir,
                      const char *map_id, const char *map_name, char *datafile, size_t cap,
                      uint64_t *bytes);
    /* PrepareForSearch on that datafile (its stdout sent to stderr): a search context, or NULL
     * when the entry threw; *bytes: the resident memory it added. */
    void *(*prepare)(const unsigned char *cells, int width, int height, const char *datafile,
                     size_t *bytes);
    /* GetPath until done, from (sx, sy) to (gx, gy). *points is set to the path's points, owned
     * by ctx and valid until the next call with ctx. Returns how many (0: no path), or -1 when
     * the entry threw or never said done. stats may be NULL. */
    long (*path)(void *ctx, double sx, double sy, double gx, double gy,
                 const struct pf_gppc_aa_point **points, struct pf_gppc_aa_stats *stats);
    /* Frees the adapter's part of ctx (GPPC has no call that frees the entry's own data). */
    void (*release)(void *ctx);
};

typedef const struct pf_gppc_aa_entry *(*pf_gppc_aa_entry_fn)(void);

#endif /* GPPC_ANYANGLE_ABI_H */
