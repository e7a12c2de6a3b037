/* gppc_aa_host.c: a GPPC any-angle entry's C table seen as a pfbench plugin of one variant in the any-angle plane.
 *
 * The entry answers with real-valued points; pfbench's paths in the plane are corner nodes,
 * judged by the one validator (pf_aa_validate, through the context's validate). A point within
 * 1e-9 of an integer corner of the map is that corner (the validator's own tolerance for the
 * segments it walks); any other point (between corners, off the map) becomes a node outside
 * the lattice, which the validator refuses naming the point ("point 3 is no corner of the
 * map"): an optimal any-angle path bends only at corners, and the validator is exact only for
 * segments between corners. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gppc_aa_host.h"
#include "pf_anyangle.h"
#include "pf_search.h"

/* One wrapped entry: the variant and plugin descriptors pfbench registers. */
struct aa_plugin {
    const struct pf_gppc_aa_entry *e;
    char vname[48], about[400], pname[64];
    struct pf_plugin_variant v;
    struct pf_plugin p;
};
static struct aa_plugin *slots[PF_GPPC_AA_MAX];
static size_t num_slots;

/* What preprocessing leaves for setup: the entry, the map's open cells (1: GPPC's traversable)
 * and the file name PreprocessMap was given. */
struct aa_prep {
    const struct pf_gppc_aa_entry *e;
    unsigned char *cells;
    int width, height;
    char datafile[4096];
};

/* A search context's state: the entry and its context (PrepareForSearch's data). */
struct aa_state {
    const struct pf_gppc_aa_entry *e;
    void *ctx;
};

/* PreprocessMap of entry slots[k] on env's map (in a child process, into the cache folder:
 * the adapter's gppc_prep.h). */
static int aa_preprocess(size_t k, const struct pf_plugin_env *env, void **prep, size_t *bytes)
{
    const struct pf_grid *g = env->grid;
    struct aa_prep *p = calloc(1, sizeof *p);
    if (!p || !(p->cells = malloc((size_t)g->width * (size_t)g->height))) {
        free(p);
        return PF_ERR_NOMEM;
    }
    p->e = slots[k]->e;
    p->width = g->width;
    p->height = g->height;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            p->cells[(size_t)y * (size_t)g->width + (size_t)x] = !pf_aa_blocked(g, x, y);
    uint64_t b = 0;
    int rc = p->e->preprocess(p->cells, p->width, p->height, env->host ? env->host->cache_dir : NULL, env->map_id,
                              env->map_name, p->datafile, sizeof p->datafile, &b);
    if (rc != 0) {
        free(p->cells);
        free(p);
        return rc == 1 ? PF_BUDGET : PF_ERR_IO;      /* the adapter said why on stderr */
    }
    *bytes = (size_t)b;
    *prep = p;
    return PF_OK;
}

/* The preprocessing of each slot: the variant's function knows its entry by its slot. */
#define AA_PRE(k)                                                                            \
    static int aa_pre_##k(const struct pf_plugin_env *env, void **prep, size_t *bytes)      \
    {                                                                                        \
        return aa_preprocess(k, env, prep, bytes);                                           \
    }
AA_PRE(0)
AA_PRE(1)
AA_PRE(2)
AA_PRE(3)
AA_PRE(4)
AA_PRE(5)
AA_PRE(6)
AA_PRE(7)
static int (*const aa_pre[PF_GPPC_AA_MAX])(const struct pf_plugin_env *, void **, size_t *) = {
    aa_pre_0, aa_pre_1, aa_pre_2, aa_pre_3, aa_pre_4, aa_pre_5, aa_pre_6, aa_pre_7,
};

static void aa_release(void *prep)
{
    struct aa_prep *p = prep;
    free(p->cells);
    free(p);
}

static int aa_setup(const struct pf_plugin_env *env, void **state, size_t *bytes)
{
    const struct aa_prep *p = env->prep;
    if (!p)
        return PF_ERR_ARG;
    struct aa_state *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    s->e = p->e;
    size_t own = 0;
    s->ctx = p->e->prepare(p->cells, p->width, p->height, p->datafile, &own);
    if (!s->ctx) {                                     /* it threw: the adapter said what */
        free(s);
        return PF_ERR_IO;
    }
    *state = s;
    *bytes = sizeof *s + own;
    return PF_OK;
}

static void aa_teardown(void *state)
{
    struct aa_state *s = state;
    s->e->release(s->ctx);
    free(s);
}

/* The corner node of q when q is a corner of g's lattice (each coordinate within 1e-9 of an
 * integer in range), else PF_NONE (past every node: the validator names the point). */
static pf_node corner_of(const struct pf_grid *g, struct pf_gppc_aa_point q)
{
    double x = nearbyint(q.x), y = nearbyint(q.y);
    if (!(fabs(q.x - x) <= 1e-9 && fabs(q.y - y) <= 1e-9) || x < 0 || y < 0 || x > g->width || y > g->height)
        return PF_NONE;
    return pf_aa_corner_node(g, (int32_t)x, (int32_t)y);
}

/* One query: GetPath until done, from corner to corner; the points as corner nodes. */
static int aa_search(void *state, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                     struct pf_plugin_answer *out)
{
    struct aa_state *s = state;
    const struct pf_grid *g = env->grid;
    int32_t sx, sy, gx, gy;
    pf_aa_node_corner(g, start, &sx, &sy);
    pf_aa_node_corner(g, goal, &gx, &gy);
    const struct pf_gppc_aa_point *pts = NULL;
    struct pf_gppc_aa_stats st = { 0, 0, 0 };
    long n = s->e->path(s->ctx, sx, sy, gx, gy, &pts, &st);
    out->calls = st.calls;
    out->first20_ns = st.first20_ns;
    out->longest_call_ns = st.longest_call_ns;
    if (n < 0)
        return PF_ERR_LIMIT;          /* it threw or never said done: an error row, the adapter said which */
    /* GPPC's rule: start = goal gives the empty path; the host wants the start alone */
    int all_start = 1;
    for (long i = 0; i < n; i++)
        all_start &= corner_of(g, pts[i]) == start;
    if (start == goal && all_start) {
        out->path[0] = start;
        out->path_len = 1;
        return PF_OK;
    }
    if (n == 0)
        return PF_NO_PATH;
    if ((unsigned long)n > out->path_cap) {
        fprintf(stderr, "%s: a path of %ld points, more than the %u corners of the map\n", s->e->name, n,
                out->path_cap);
        return PF_ERR_LIMIT;
    }
    for (long i = 0; i < n; i++)
        out->path[i] = corner_of(g, pts[i]);
    out->path_len = (uint32_t)n;
    return PF_OK;
}

const struct pf_plugin *pf_gppc_aa_plugin(const struct pf_gppc_aa_entry *e, const char *from, char *err,
                                          size_t errlen)
{
    if (!e) {
        snprintf(err, errlen, "plugin %s: its %s returned NULL", from, PF_GPPC_AA_SYMBOL);
        return NULL;
    }
    if (e->abi != PF_GPPC_AA_ABI) {
        snprintf(err, errlen, "plugin %s: a GPPC any-angle entry built for its ABI %d, this pfbench speaks %d: "
                 "rebuild it with scripts/gppc-build.sh", from, e->abi, PF_GPPC_AA_ABI);
        return NULL;
    }
    if (num_slots == PF_GPPC_AA_MAX) {
        snprintf(err, errlen, "plugin %s: more than %d GPPC any-angle entries in one command", from,
                 PF_GPPC_AA_MAX);
        return NULL;
    }
    struct aa_plugin *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(err, errlen, "plugin %s: out of memory", from);
        return NULL;
    }
    const char *name = e->name ? e->name : "?";
    w->e = e;
    snprintf(w->vname, sizeof w->vname, "gppc/%s", name);
    snprintf(w->pname, sizeof w->pname, "gppc-%s", name);
    snprintf(w->about, sizeof w->about, "GPPC any-angle entry %s (%s)", e->about ? e->about : "?",
             e->optimal ? "declared optimal" : "not declared optimal");
    w->v = (struct pf_plugin_variant){
        .name = w->vname, .about = w->about, .algo = "gppc",
        .optimal_on = e->optimal ? PF_MOVES_BIT(PF_MOVES_AA) : 0u, .runs_on = PF_MOVES_BIT(PF_MOVES_AA),
        .limits = "GPPC any-angle entries search the any-angle plane only",
        .preprocess = aa_pre[num_slots], .release = aa_release, .setup = aa_setup, .teardown = aa_teardown,
        .search = aa_search,
    };
    w->p = (struct pf_plugin){
        .abi = PF_PLUGIN_ABI, .name = w->pname, .num_variants = 1, .variants = &w->v, .build = e->build,
    };
    slots[num_slots++] = w;
    return &w->p;
}
