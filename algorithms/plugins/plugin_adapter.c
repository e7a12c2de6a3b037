/* plugin_adapter.c: each plugin variant as a registry variant whose algorithm calls the plugin. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_plugin_adapter.h"
#include "search_ctx.h"

/* One registered plugin variant: its own algorithm descriptor and variant, so that the
 * trampolines below find the plugin's descriptor from v->alg (container_of). */
struct plug_var {
    struct pf_alg alg;
    struct pf_variant var;
    const struct pf_plugin_variant *pv;
    const struct pf_plugin *plugin;
};

#define PLUG_OF(a) ((struct plug_var *)(void *)((char *)(a) - offsetof(struct plug_var, alg)))

/* What .preprocess made, with the descriptor that can release it. */
struct plug_prep {
    const struct pf_plugin_variant *pv;
    void *data;
};

/* Per context: the plugin's state, the env every call gets, the answer of the last query and a
 * second path buffer where segment paths are expanded (no allocation inside a query). */
struct plug_state {
    const struct pf_plugin_variant *pv;
    void *state;
    struct pf_plugin_env env;
    struct pf_plugin_answer last;
    pf_node *cells;
    char map_id[17];
    char map_name[256];
};

static char *cache_dir;

static struct pf_plugin_host host = {
    .abi = PF_PLUGIN_ABI,
    .move_mask = pf_grid_move_mask,
    .dir_dx = pf_dir_dx,
    .dir_dy = pf_dir_dy,
    .cache_dir = NULL,
};

const struct pf_plugin_host *pf_plugin_host(void) { return &host; }

int pf_plugin_set_cache_dir(const char *dir)
{
    char *copy = dir ? strdup(dir) : NULL;
    if (dir && !copy)
        return PF_ERR_NOMEM;
    free(cache_dir);
    cache_dir = copy;
    host.cache_dir = cache_dir;
    return PF_OK;
}

/* The env of one context: grid, model, heuristic, the map's id and name, the host table. */
static void fill_env(struct pf_plugin_env *env, struct pf_search_ctx *ctx, const struct pf_variant *v,
                     char *map_id, char *map_name, size_t name_cap)
{
    memset(env, 0, sizeof *env);
    pf_grid_content_id(ctx->grid, map_id);
    snprintf(map_name, name_cap, "%s", ctx->map_name);
    env->grid = ctx->grid;
    env->moves = ctx->moves;
    env->h = v->heuristic && v->heuristic->kind && strcmp(v->heuristic->kind, PF_HEURISTIC_2D) == 0 ? pf_h2d(v->heuristic) : NULL;
    env->map_id = map_id;
    env->map_name = map_name;
    env->budget = ctx->budget;
    env->host = &host;
}

static int plug_preprocess(struct pf_search_ctx *ctx, const struct pf_variant *v, void **data, size_t *bytes)
{
    const struct pf_plugin_variant *pv = PLUG_OF(v->alg)->pv;
    struct plug_prep *p = calloc(1, sizeof *p);
    if (!p)
        return PF_ERR_NOMEM;
    struct pf_plugin_env env;
    char id[17], name[256];
    fill_env(&env, ctx, v, id, name, sizeof name);
    *bytes = 0;
    int rc = pv->preprocess(&env, &p->data, bytes);
    if (rc != PF_OK) {
        free(p);
        /* over a preprocessing limit: the map's rows are 'budget'; any other result status
         * is no preprocessing answer */
        return rc < 0 || rc == PF_BUDGET ? rc : PF_ERR_ARG;
    }
    p->pv = pv;
    *data = p;
    return PF_OK;
}

static void plug_release(void *data)
{
    struct plug_prep *p = data;
    if (p->pv->release)
        p->pv->release(p->data);
    free(p);
}

static int plug_setup(struct pf_search_ctx *ctx, const struct pf_variant *v, void **scratch, size_t *bytes)
{
    const struct pf_plugin_variant *pv = PLUG_OF(v->alg)->pv;
    struct plug_state *st = calloc(1, sizeof *st);
    if (!st)
        return PF_ERR_NOMEM;
    st->cells = malloc((size_t)ctx->num_nodes * sizeof *st->cells);
    if (!st->cells) {
        free(st);
        return PF_ERR_NOMEM;
    }
    memset(st->cells, 0, (size_t)ctx->num_nodes * sizeof *st->cells);   /* touch the pages now */
    fill_env(&st->env, ctx, v, st->map_id, st->map_name, sizeof st->map_name);
    struct plug_prep *p = ctx_prep(ctx, v->alg);
    st->env.prep = p ? p->data : NULL;
    st->pv = pv;
    size_t own = 0;
    if (pv->setup) {
        int rc = pv->setup(&st->env, &st->state, &own);
        if (rc != PF_OK) {
            free(st->cells);
            free(st);
            return rc < 0 ? rc : PF_ERR_ARG;
        }
    }
    *bytes = sizeof *st + (size_t)ctx->num_nodes * sizeof *st->cells + own;
    *scratch = st;
    return PF_OK;
}

static void plug_teardown(void *scratch)
{
    struct plug_state *st = scratch;
    if (st->pv->teardown)
        st->pv->teardown(st->state);
    free(st->cells);
    free(st);
}

/* The trace hook a plugin calls while pfbench draws a search picture. */
static void plug_trace(void *cookie, pf_node n, unsigned what)
{
    struct pf_search_ctx *ctx = cookie;
    if (!ctx->trace || n >= ctx->num_nodes)
        return;
    if (what == 0)
        ctx_trace(ctx, n);
    if (what & PF_TRACE_SCANNED)
        ctx_trace_scan(ctx, n);
    if (what & PF_TRACE_JUMP)
        ctx_trace_jump(ctx, n);
}

/* The one domain of the models in runs_on (0: every model of the 2D grid); *several is 1 when
 * they span several or name no domain's model: a plugin variant searches one domain, as every
 * algorithm does. */
static const struct pf_domain *domain_of_models(unsigned runs_on, int *several)
{
    const struct pf_domain *d = runs_on ? NULL : &pf_domain_grid;
    *several = 0;
    for (unsigned m = 0; m < PF_MAX_MODELS; m++)
        if (runs_on & PF_MOVES_BIT(m)) {
            const struct pf_domain *dm = pf_moves_domain((enum pf_moves)m);
            if (!dm || (d && d != dm))
                *several = 1;
            d = dm;
        }
    return d;
}

/* The plugin's own update after a map change (its .map_change). */
static int plug_map_change(struct pf_search_ctx *ctx, const struct pf_variant *v, const struct pf_rect *changed,
                           uint32_t n)
{
    struct plug_state *st = ctx_scratch(ctx, v->alg);
    if (!st)
        return PF_ERR_ARG;
    return st->pv->map_change(st->state, &st->env, changed, n);
}

static int plug_search(struct pf_search_ctx *ctx, const struct pf_variant *v, pf_node start, pf_node goal,
                       struct pf_result *res)
{
    struct plug_state *st = ctx_scratch(ctx, v->alg);
    pf_ctx_begin(ctx, res);
    ctx->note[0] = '\0';
    st->env.budget = ctx->budget;
    st->env.trace = ctx->trace ? plug_trace : NULL;
    st->env.trace_cookie = ctx->trace ? ctx : NULL;
    struct pf_plugin_answer *a = &st->last;
    memset(a, 0, sizeof *a);
    a->path = ctx->frontier;
    a->path_cap = ctx->num_nodes;
    int rc = st->pv->search(st->state, &st->env, start, goal, a);
    res->c = a->c;
    if (rc != PF_OK && rc != PF_NO_PATH && rc != PF_BUDGET && rc >= 0) {
        snprintf(ctx->note, sizeof ctx->note, "%s returned status %d, which is no pf status", v->name, rc);
        rc = PF_ERR_ARG;
    }
    res->status = rc;
    if (rc != PF_OK)
        return rc;
    uint32_t n = a->path_len;
    if (n > a->path_cap) {
        snprintf(ctx->note, sizeof ctx->note, "%s says it wrote %u path nodes, past the buffer's %u", v->name, n,
                 a->path_cap);
        res->status = PF_ERR_ARG;
        return res->status;
    }
    const pf_node *path = ctx->frontier;
    if (a->segments) {
        uint32_t len = 0;
        char why[240];
        if (n == 0 && start == goal) {         /* GPPC: an empty path when start = goal */
            st->cells[0] = start;
            path = st->cells;
            n = 1;
        } else if (pf_path_expand_segments(ctx->grid, ctx->frontier, n, st->cells, ctx->num_nodes, &len, why,
                                           sizeof why) == PF_OK) {
            path = st->cells;
            n = len;
        } else {
            /* left as the plugin gave it: the validator refuses it, the note says why */
            snprintf(ctx->note, sizeof ctx->note, "%s: invalid segment path: %s", v->name, why);
        }
    }
    res->path = path;
    res->path_len = n;
    if (ctx->domain->ops->path_cost)
        ctx->domain->ops->path_cost(ctx, path, n, res);
    else
        pf_ctx_cells_path_cost(ctx, path, n, res);
    return PF_OK;
}

const struct pf_plugin_variant *pf_plugin_variant_of(const struct pf_variant *v)
{
    return v && v->alg && v->alg->setup == plug_setup ? PLUG_OF(v->alg)->pv : NULL;
}

const struct pf_plugin *pf_plugin_of(const struct pf_variant *v)
{
    return pf_plugin_variant_of(v) ? PLUG_OF(v->alg)->plugin : NULL;
}

const struct pf_plugin_answer *pf_plugin_last_answer(struct pf_search_ctx *ctx, const struct pf_variant *v)
{
    if (!pf_plugin_variant_of(v))
        return NULL;
    struct plug_state *st = ctx_scratch(ctx, v->alg);
    return st ? &st->last : NULL;
}

/* The built-in heuristic of that name, or NULL. */
static const struct pf_heuristic *heuristic_named(const char *name)
{
    static const struct pf_heuristic *const all[] = { &pf_h_zero, &pf_h_manhattan, &pf_h_euclidean,
                                                      &pf_h_chebyshev, &pf_h_octile };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        if (strcmp(all[i]->info.name, name) == 0)
            return all[i];
    return NULL;
}

int pf_plugin_register(const struct pf_plugin *p, const char *from, char *why, size_t why_len)
{
    char tmp[8];
    if (!why || !why_len) {
        why = tmp;
        why_len = sizeof tmp;
    }
    if (!p) {
        snprintf(why, why_len, "%s: its %s returned NULL", from, PF_PLUGIN_ENTRY);
        return PF_ERR_ARG;
    }
    if (p->abi != PF_PLUGIN_ABI) {
        snprintf(why, why_len, "%s: built for ABI %" PRIu32 ", this pfbench speaks ABI %u", from, p->abi,
                 PF_PLUGIN_ABI);
        return PF_ERR_ARG;
    }
    const char *pname = p->name ? p->name : "?";
    if (p->num_variants && !p->variants) {
        snprintf(why, why_len, "%s: plugin %s says %" PRIu32 " variants and gives none", from, pname,
                 p->num_variants);
        return PF_ERR_ARG;
    }
    for (uint32_t i = 0; i < p->num_variants; i++) {
        const struct pf_plugin_variant *pv = &p->variants[i];
        const char *vname = pv->name ? pv->name : "";
        const struct pf_variant *old = *vname ? pf_variant_find(vname) : NULL;
        if (old) {
            const struct pf_plugin *o = pf_plugin_of(old);
            snprintf(why, why_len, "%s: variant %s of plugin %s: that name is taken by %s%s", from, vname, pname,
                     o ? "a variant of plugin " : "a built-in variant", o ? (o->name ? o->name : "?") : "");
            return PF_ERR_ARG;
        }
        const struct pf_heuristic *h = NULL;
        if (pv->heuristic && !(h = heuristic_named(pv->heuristic))) {
            snprintf(why, why_len, "%s: variant %s of plugin %s: expected a built-in heuristic (zero, manhattan, "
                                   "euclidean, chebyshev, octile), found '%s'", from, vname, pname, pv->heuristic);
            return PF_ERR_ARG;
        }
        int several = 0;
        const struct pf_domain *domain = domain_of_models(pv->runs_on, &several);
        if (several || !domain) {
            snprintf(why, why_len, "%s: variant %s of plugin %s: its models (runs_on) belong to several domains",
                     from, vname, pname);
            return PF_ERR_ARG;
        }
        struct plug_var *w = calloc(1, sizeof *w);
        if (!w) {
            snprintf(why, why_len, "%s: out of memory", from);
            return PF_ERR_NOMEM;
        }
        w->pv = pv;
        w->plugin = p;
        /* the descriptor mirrors the plugin's: a function it lacks is missing here too, so
         * pf_variant_check says what is wrong with it */
        w->alg = (struct pf_alg){
            .name = pv->algo ? pv->algo : "plugin",
            .domain = domain,
            .optimal_on = pv->optimal_on,
            .needs = (h ? PF_NEEDS_HEURISTIC : 0u) | (pv->preprocess ? PF_NEEDS_PREPROCESS : 0u) | PF_NEEDS_MAP_SETUP,
            .runs_on = pv->runs_on,
            .limits = pv->limits,
            .preprocess_ctx = pv->preprocess ? plug_preprocess : NULL,
            .release = pv->release ? plug_release : NULL,
            .setup = plug_setup,
            .teardown = plug_teardown,
            .search = pv->search ? plug_search : NULL,
            .repair = pv->map_change ? plug_map_change : NULL,
        };
        w->var = (struct pf_variant){
            .name = vname, .alg = &w->alg, .heuristic = h ? &h->info : NULL, .about = pv->about ? pv->about : "", .algo = pv->algo,
        };
        char reason[200];
        if (pf_variant_check(&w->var, reason, sizeof reason) != PF_OK) {
            snprintf(why, why_len, "%s: variant '%s' of plugin %s is refused: %s", from, vname, pname, reason);
            free(w);
            return PF_ERR_ARG;
        }
        int rc = pf_variant_register(&w->var);
        if (rc != PF_OK) {
            snprintf(why, why_len, "%s: variant %s of plugin %s: %s", from, vname, pname,
                     rc == PF_ERR_NOMEM ? "out of memory" : "cannot register it");
            free(w);
            return rc;
        }
    }
    return PF_OK;
}
