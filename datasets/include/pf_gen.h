/* pf_gen.h: seeded map generators (random, maze, rooms, open, caves), their recipe strings,
 * and scenario generation with Dijkstra optima in Moving AI buckets. */
#ifndef PF_GEN_H
#define PF_GEN_H

#include <stddef.h>
#include <stdint.h>
#include "pf_grid.h"
#include "pf_io.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- The generators' random numbers -------------------------------------------------
 * xoshiro256** seeded through splitmix64: fast, good quality, and the same stream on every
 * platform, so a recipe gives the same map byte for byte everywhere (rand() would not). */
struct pf_rng {
    uint64_t s[4];
};

static inline uint64_t pf_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline void pf_rng_seed(struct pf_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = pf_splitmix64(&seed);   /* never all zero: splitmix64 is a bijection */
}

static inline uint64_t pf_rng_next(struct pf_rng *r)
{
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5;
    uint64_t out = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return out;
}

/* Uniform double in [0, 1) with 53 random bits. */
static inline double pf_rng_unit(struct pf_rng *r)
{
    return (double)(pf_rng_next(r) >> 11) * 0x1.0p-53;
}

/* Uniform integer in [0, n) for n >= 1, without modulo bias (rejects the short tail). */
static inline uint32_t pf_rng_below(struct pf_rng *r, uint32_t n)
{
    uint32_t tail = (uint32_t)(-n) % n;   /* 2^32 mod n */
    for (;;) {
        uint32_t x = (uint32_t)(pf_rng_next(r) >> 32);
        uint64_t m = (uint64_t)x * n;
        if ((uint32_t)m >= tail)
            return (uint32_t)(m >> 32);
    }
}

/* ---- Recipes ----------------------------------------------------------------------------
 * Text form: FAMILY:WxH[:KEY=VALUE]...  Keys, each at most once, in any order:
 *   random  p=DENSITY  chance that a cell is blocked, 0..0.9          (default 0.2)
 *   maze    w=WIDTH    corridor and wall width in cells, 1..min(W,H)   (default 1)
 *   rooms   r=SIZE     room side in cells, 1..32768                    (default 16)
 *           d=DOORS    doors in every wall two rooms share, 1..1000    (default 1)
 *   caves   fill=F     initial share of walls, 0..1                    (default 0.45)
 *   open    (no parameter: every cell is '.')
 *   all     seed=N     generator seed, 0..2^64-1                       (default 1)
 * W and H are 1..PF_GEN_MAX_SIDE. The open map ignores its seed (it still names the map and
 * is the default seed of its scenarios). Examples: "random:256x256:p=0.2:seed=1",
 * "maze:512x512:w=4:seed=3", "rooms:256x256:r=32:d=2:seed=2", "open:128x128",
 * "caves:256x256:fill=0.45:seed=5". */
#define PF_GEN_MAX_SIDE 32768

struct pf_gen_recipe {
    char family[16];     /* "random", "maze", "rooms", "open" or "caves" */
    int32_t width, height;
    double param;        /* p (random), w (maze), r (rooms), fill (caves); 0 for open */
    int32_t doors;       /* rooms only: doors per shared wall; 0 for the other families */
    uint64_t seed;       /* the generator's seed (the open map draws no random numbers) */
};

/* Parse a recipe string. PF_OK, or PF_ERR_PARSE with err = "recipe '...': expected ...,
 * found ...". */
int pf_gen_parse(const char *text, struct pf_gen_recipe *r, struct pf_error *err);

/* Check a recipe built by hand (pf_gen_parse checks its own): PF_OK, or PF_ERR_ARG with a
 * message naming what is out of range. */
int pf_gen_check(const struct pf_gen_recipe *r, struct pf_error *err);

/* The map's name, e.g. "gen-random-256x256-p0.2-s1", "gen-rooms-256x256-r32-d1-s2",
 * "gen-open-128x128-s1": family, size, parameters and seed, with no spaces or commas.
 * Equal recipes give equal names. Returns PF_OK, or PF_ERR_LIMIT when cap is too small
 * (buf then holds a truncated name). */
int pf_gen_name(const struct pf_gen_recipe *r, char *buf, size_t cap);

/* Build the map of a parsed recipe into g (which the caller frees with pf_grid_free).
 * Only '.' and '@' are used. PF_OK, PF_ERR_ARG for an invalid recipe, or PF_ERR_NOMEM /
 * PF_ERR_LIMIT, with a message in err. */
int pf_gen_map(const struct pf_gen_recipe *r, struct pf_grid *g, struct pf_error *err);

/* ---- Components and scenarios ------------------------------------------------------- */

/* Label the connected components of g under PF_MOVES_8 (octile moves, no corner cutting).
 * label has g->num_nodes entries: 0 for blocked cells, 1..*num for passable ones, numbered
 * in row-major order of their first cell. *largest is the label of the biggest component
 * (the first one on ties; 0 when nothing is passable) and *largest_size its cell count.
 * PF_OK or PF_ERR_NOMEM. */
int pf_gen_components(const struct pf_grid *g, uint32_t *label, uint32_t *num,
                      uint32_t *largest, uint32_t *largest_size);

/* Draw scenarios for g: start/goal pairs in the largest component, each with its optimal
 * octile length (PF_MOVES_8, dijkstra/heap, result.cost) and bucket floor(length / 4).
 * Starts are uniform over the component; goals are drawn at a distance aimed at a bucket
 * that still needs pairs (or, when a search lands in a full bucket, taken from its optimal
 * path and searched again), so short and long buckets fill alike. Keeps at most per_bucket
 * pairs in each of buckets 0..max_buckets-1, with bounded draws and search work, so some
 * buckets may stay short (or empty where the map has no such lengths). Entries come sorted
 * by bucket; their map column is map_name + ".map". Deterministic for a grid and seed.
 * out is replaced (free with pf_scen_free). PF_OK, or PF_ERR_ARG / PF_ERR_NOMEM with a
 * message. */
int pf_gen_scen(const struct pf_grid *g, const char *map_name, uint64_t seed, int per_bucket,
                int max_buckets, struct pf_scen *out, struct pf_error *err);

/* ---- Dynamic scenarios (GPPC's dynamic track, pf_dynamic_io.h) ------------------------
 * From any 2D map, a version-2 scenario whose map changes between queries. The first change
 * event (epoch 0, before the first query) pastes the whole map as patch 0 at (0,0): GPPC's map
 * starts all free, and one patch of the map's size is within GPPC's limits (8000 x 8000), as
 * the start kit's Aurora scenario does. Then `queries` queries, with a change event of
 * `changes` patches before query q whenever floor(q * rate) > floor((q - 1) * rate) (rate 0.05:
 * one every 20 queries). A change is one of the enabled kinds, or undoes an earlier one:
 *   doors   a 1- or 2-cell gap in a wall between rooms (free cells between two blocked ones,
 *           free on both sides across) closes with '@', and opens again later;
 *   rubble  a blob of '@' of radius 1 to 3 falls on free cells (streets), and is cleared later;
 *   walls   a straight segment of '@' appears at random, and comes down later.
 * Each patch is the map as it stands over the change's rectangle (a cell is blocked while the
 * map or any change still blocks it); equal patches share one id. The map's cells become '.'
 * (ground and swamp) and '@' (everything else: GPPC reads W, O and T as blocked). Starts lie
 * in the largest component of the map as it stands, goals mostly there too (one in ten
 * anywhere free, so some queries have no path); each distance is libpf's Dijkstra
 * (pf_variant_reference, PF_MOVES_8) on that epoch's map, -1 when there is no path. The
 * epoch column counts the change events. Deterministic for a map and options. */
enum pf_gen_change { PF_GEN_DOORS = 1, PF_GEN_RUBBLE = 2, PF_GEN_WALLS = 4 };
#define PF_GEN_ALL_CHANGES (PF_GEN_DOORS | PF_GEN_RUBBLE | PF_GEN_WALLS)
#define PF_GEN_DYN_MAX_SIDE 8000        /* GPPC's map limit (the start kit's GPPC.h) */
struct pf_gen_dynamic {
    uint32_t queries;    /* Q lines, 1..10000000; 0: 1000 */
    double rate;         /* change events per query, 0..1 */
    uint32_t changes;    /* patches per change event, 1..100000; 0: 4 */
    unsigned kinds;      /* a bit set of enum pf_gen_change; 0: all (doors only where the map has
                            gaps in walls) */
    uint64_t seed;
};
struct pf_dynscen;
/* Make a dynamic scenario from g into out (free it with pf_dynscen_free; its patch_path is
 * empty, so pf_dynscen_write names the patch file after the scenario). PF_OK, or PF_ERR_ARG
 * (options out of range, a map over PF_GEN_DYN_MAX_SIDE or without a free cell) / PF_ERR_NOMEM
 * with a message in err. */
int pf_gen_dynamic(const struct pf_grid *g, const struct pf_gen_dynamic *opt, struct pf_dynscen *out,
                   struct pf_error *err);
/* The same on weighted terrain w with its costs: a weighted scenario (out->costs: the terrain's
 * costs, plus a wall label and '.' when they lack them). pf_gen_dynamic's changes on w's open
 * cells, each patch holding terrain labels: the terrain's where the 2D map is free, and where a
 * change blocks an open cell a wall (odd change events) or the dearest label (even ones), so
 * that cells also change cost; the distances from weighted Dijkstra under the mean rule on each
 * epoch's map. PF_OK, or pf_gen_dynamic's errors. */
struct pf_wgrid;
struct pf_costs;
int pf_gen_wdynamic(const struct pf_wgrid *w, const struct pf_costs *costs, const struct pf_gen_dynamic *opt,
                    struct pf_dynscen *out, struct pf_error *err);

#ifdef __cplusplus
}
#endif

#endif
