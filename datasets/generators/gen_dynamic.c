/* gen_dynamic.c: generated dynamic scenarios (pf_gen_dynamic): the change schedule, the
 * queries on the map as it stands and their Dijkstra distances. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn_changes.h"
#include "pf_search.h"

#define DECIMALS 8          /* digits of the distances, as pf_scen_write prints them */
#define SAME_COMPONENT 10   /* one goal in this many is drawn anywhere free, not in the start's */
#define DRAW_TRIES 4096

static int check_opts(const struct pf_grid *g, const struct pf_gen_dynamic *o, struct pf_error *err)
{
    if (g->width > PF_GEN_DYN_MAX_SIDE || g->height > PF_GEN_DYN_MAX_SIDE) {
        pf_error_set(err, "dynamic scenario: expected a map of at most %dx%d cells (GPPC's limit), found %dx%d",
                     PF_GEN_DYN_MAX_SIDE, PF_GEN_DYN_MAX_SIDE, g->width, g->height);
        return PF_ERR_ARG;
    }
    if (!(o->rate >= 0 && o->rate <= 1)) {
        pf_error_set(err, "dynamic scenario: expected a rate of change events per query from 0 to 1, found %g",
                     o->rate);
        return PF_ERR_ARG;
    }
    if (o->queries > 10000000u || o->changes > 100000u || (o->kinds & ~(unsigned)PF_GEN_ALL_CHANGES)) {
        pf_error_set(err, "dynamic scenario: expected 1 to 10000000 queries, 1 to 100000 changes per event "
                     "and kinds doors, rubble, walls, found %u, %u and 0x%x", o->queries, o->changes, o->kinds);
        return PF_ERR_ARG;
    }
    return PF_OK;
}

/* A random cell of component comp (label), or any free cell when comp is 0. */
static pf_node draw_cell(struct pf_rng *rng, const struct pf_grid *g, const uint32_t *label, uint32_t comp)
{
    for (int t = 0; t < DRAW_TRIES; t++) {
        pf_node n = pf_grid_node(g, (int32_t)pf_rng_below(rng, (uint32_t)g->width),
                                 (int32_t)pf_rng_below(rng, (uint32_t)g->height));
        if (comp ? label[n] == comp : label[n] != 0)
            return n;
    }
    /* a small component on a big map: the first of its cells after a random one */
    uint32_t start = pf_rng_below(rng, g->num_nodes);
    for (uint32_t k = 0; k < g->num_nodes; k++) {
        pf_node n = (start + k) % g->num_nodes;
        if (comp ? label[n] == comp : label[n] != 0)
            return n;
    }
    return PF_NONE;
}

/* Change events before query q (q >= 1): how many the schedule puts there (0 or 1). */
static int event_before(double rate, uint32_t q)
{
    return q > 0 && floor((double)q * rate) > floor((double)(q - 1) * rate);
}

struct gen_run {
    struct dyn_state st;
    struct pf_grid cur;
    struct pf_search_ctx *ctx;
    uint32_t *label;
    struct pf_rect *rects;
    struct pf_dyn_cmd *cmds;
    uint32_t num_cmds;
};

/* One change event of n patches, pasted on the map as it stands; the context follows. */
static int change_event(struct gen_run *r, uint32_t n, uint32_t epoch)
{
    r->st.event = epoch;
    for (uint32_t i = 0; i < n; i++) {
        struct pf_dyn_cmd *c = &r->cmds[r->num_cmds++];
        memset(c, 0, sizeof *c);
        c->kind = PF_DYN_PATCH;
        c->epoch = epoch;
        int rc = pf_dyn_make_change(&r->st, &c->patch, &c->x, &c->y);
        if (rc != PF_OK)
            return rc;
        const struct pf_dyn_patch *p = &r->st.patches[c->patch];
        struct pf_patch pp = { c->x, c->y, p->width, p->height, p->cells };
        if (pf_grid_apply_patch(&r->cur, &pp, NULL) != PF_OK)
            return PF_ERR_ARG;
        r->rects[i] = (struct pf_rect){ c->x, c->y, p->width, p->height };
    }
    return pf_ctx_map_change(r->ctx, r->rects, n, PF_FOLLOW_REPAIR, NULL);
}

static int query(struct gen_run *r, uint32_t comp, uint32_t epoch)
{
    struct pf_rng *rng = &r->st.rng;
    pf_node s = draw_cell(rng, &r->cur, r->label, comp), t = s;
    uint32_t goal_comp = pf_rng_below(rng, SAME_COMPONENT) ? comp : 0;
    for (int k = 0; k < 8 && t == s; k++)
        t = draw_cell(rng, &r->cur, r->label, goal_comp);
    struct pf_result res;
    int rc = pf_search(r->ctx, pf_variant_reference(), s, t, &res);
    if (rc != PF_OK && rc != PF_NO_PATH)
        return rc;
    struct pf_dyn_cmd *c = &r->cmds[r->num_cmds++];
    memset(c, 0, sizeof *c);
    c->kind = PF_DYN_QUERY;
    c->epoch = epoch;
    c->x = (int32_t)(s % (uint32_t)r->cur.stride) - 1;
    c->y = (int32_t)(s / (uint32_t)r->cur.stride) - 1;
    c->gx = (int32_t)(t % (uint32_t)r->cur.stride) - 1;
    c->gy = (int32_t)(t / (uint32_t)r->cur.stride) - 1;
    c->dist = rc == PF_OK ? res.cost : -1;
    c->decimals = rc == PF_OK ? DECIMALS : 0;
    return PF_OK;
}

/* The starting map as patch 0 (ground and swamp free, everything else blocked), pasted on
 * the all-free map GPPC starts from: the first change event. */
static int start(struct gen_run *r, const struct pf_grid *g, struct pf_error *err)
{
    struct dyn_state *s = &r->st;
    size_t cells = (size_t)g->width * (size_t)g->height, free_cells = 0;
    char *orig = malloc(cells);
    s->blocks = calloc(cells, sizeof *s->blocks);
    if (!orig || !s->blocks) {
        free(orig);
        goto nomem;
    }
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++) {
            char c = pf_terrain_class(pf_grid_char(g, x, y)) == PF_CLS_LAND ? '.' : '@';
            orig[(size_t)y * (size_t)g->width + (size_t)x] = c;
            free_cells += c == '.';
        }
    s->orig = orig;
    if (!free_cells) {
        pf_error_set(err, "dynamic scenario: expected a map with a free cell, found none in %dx%d cells",
                     g->width, g->height);
        return PF_ERR_ARG;
    }
    uint32_t id;
    if (pf_dyn_find_doors(s) != PF_OK || pf_dyn_add_patch(s, orig, g->width, g->height, &id) != PF_OK ||
        pf_grid_init(&r->cur, g->width, g->height) != PF_OK)
        goto nomem;
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            pf_grid_set(&r->cur, x, y, '.');
    struct pf_patch p = { 0, 0, g->width, g->height, orig };
    pf_grid_apply_patch(&r->cur, &p, NULL);
    if (!(r->ctx = pf_ctx_create(&r->cur, PF_MOVES_8)) ||
        !(r->label = malloc((size_t)r->cur.num_nodes * sizeof *r->label)))
        goto nomem;
    struct pf_dyn_cmd *c = &r->cmds[r->num_cmds++];
    memset(c, 0, sizeof *c);
    c->kind = PF_DYN_PATCH;
    return PF_OK;
nomem:
    pf_error_set(err, "dynamic scenario: out of memory for a %dx%d map", g->width, g->height);
    return PF_ERR_NOMEM;
}

/* Hand the commands and patches to out, with the lines pf_dynscen_write gives them. */
static void finish(struct gen_run *r, struct pf_dynscen *out, uint32_t queries, uint32_t events)
{
    out->width = r->cur.width;
    out->height = r->cur.height;
    out->num_costs = 1;
    out->octile_col = 0;
    out->cmds = r->cmds;
    out->num_cmds = r->num_cmds;
    out->num_queries = queries;
    out->num_events = events;
    out->patches = r->st.patches;
    out->num_patches = r->st.num_patches;
    for (uint32_t i = 0; i < out->num_cmds; i++)
        out->cmds[i].line = 7 + i;               /* after the six header lines */
    uint32_t line = 3;                           /* after `type patch` and `patches N` */
    for (uint32_t i = 0; i < out->num_patches; i++) {
        out->patches[i].line = line;
        line += 4 + (uint32_t)out->patches[i].height;
    }
    r->cmds = NULL;
    r->st.patches = NULL;
    r->st.num_patches = 0;
}

int pf_gen_dynamic(const struct pf_grid *g, const struct pf_gen_dynamic *opt, struct pf_dynscen *out,
                   struct pf_error *err)
{
    memset(out, 0, sizeof *out);
    if (err)
        err->msg[0] = '\0';
    int rc = check_opts(g, opt, err);
    if (rc != PF_OK)
        return rc;
    struct pf_gen_dynamic o = *opt;
    o.queries = o.queries ? o.queries : 1000;
    o.changes = o.changes ? o.changes : 4;
    o.kinds = o.kinds ? o.kinds : PF_GEN_ALL_CHANGES;
    uint32_t events = 0;
    for (uint32_t q = 1; q < o.queries; q++)
        events += (uint32_t)event_before(o.rate, q);
    uint64_t total = 1 + (uint64_t)o.queries + (uint64_t)events * o.changes;
    if (total > UINT32_MAX / 2) {
        pf_error_set(err, "dynamic scenario: expected at most %u commands, found %llu", UINT32_MAX / 2,
                     (unsigned long long)total);
        return PF_ERR_ARG;
    }
    struct gen_run r;
    memset(&r, 0, sizeof r);
    pf_rng_seed(&r.st.rng, o.seed);
    r.st.kinds = o.kinds;
    r.st.width = g->width;
    r.st.height = g->height;
    r.st.cur = &r.cur;
    r.cmds = malloc((size_t)total * sizeof *r.cmds);
    r.rects = malloc(o.changes * sizeof *r.rects);
    if (!r.cmds || !r.rects) {
        pf_error_set(err, "dynamic scenario: out of memory for %llu commands", (unsigned long long)total);
        rc = PF_ERR_NOMEM;
        goto done;
    }
    rc = start(&r, g, err);
    uint32_t epoch = 0, comp = 0, size;
    int dirty = 1;
    for (uint32_t q = 0; q < o.queries && rc == PF_OK; q++) {
        if (event_before(o.rate, q)) {
            rc = change_event(&r, o.changes, ++epoch);
            dirty = 1;
        }
        uint32_t num;
        if (rc == PF_OK && dirty && pf_gen_components(&r.cur, r.label, &num, &comp, &size) != PF_OK)
            rc = PF_ERR_NOMEM;
        dirty = 0;
        if (rc == PF_OK && comp == 0) {
            pf_error_set(err, "dynamic scenario: expected a free cell for query %u, found the map all blocked", q);
            rc = PF_ERR_ARG;
        }
        if (rc == PF_OK)
            rc = query(&r, comp, epoch);
        if (rc != PF_OK && err && !err->msg[0])
            pf_error_set(err, "dynamic scenario: query %u: out of memory or a failed search (%d)", q, rc);
    }
    if (rc == PF_OK)
        finish(&r, out, o.queries, events + 1);
done:
    pf_ctx_destroy(r.ctx);
    pf_grid_free(&r.cur);
    free((char *)r.st.orig);
    free(r.label);
    free(r.rects);
    free(r.cmds);
    pf_dyn_state_free(&r.st);
    return rc;
}
