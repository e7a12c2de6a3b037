/* example.c: a pfbench plugin: A* with its own binary heap, built against the installed headers. */
#include <stdlib.h>
#include <string.h>
#include <pfbench/pf_plugin.h>

#ifndef EXAMPLE_BUILD
#define EXAMPLE_BUILD "unknown"
#endif

/* Everything one search context needs, allocated once in setup (no allocation in a query). A
 * node's per-query data is valid only when its seen[] equals the current query number, so a
 * new query clears nothing. */
struct state {
    uint32_t n;               /* nodes in the padded grid */
    uint32_t query;           /* number of the current query */
    uint32_t *seen;           /* query in which the node was last reached */
    uint8_t *closed;          /* 1 once expanded (valid with seen) */
    pf_cost *g;               /* best cost so far */
    pf_node *parent;          /* the node it was reached from */
    uint32_t *where;          /* its index in the heap, while it is in it */
    pf_node *heap;            /* binary heap of nodes ordered by f, then larger g */
    pf_cost *f;
    uint32_t size;
};

static int setup(const struct pf_plugin_env *env, void **out, size_t *bytes)
{
    struct state *s = calloc(1, sizeof *s);
    if (!s)
        return PF_ERR_NOMEM;
    s->n = env->grid->num_nodes;
    s->seen = calloc(s->n, sizeof *s->seen);
    s->closed = calloc(s->n, 1);
    s->g = calloc(s->n, sizeof *s->g);
    s->parent = calloc(s->n, sizeof *s->parent);
    s->where = calloc(s->n, sizeof *s->where);
    s->heap = calloc(s->n, sizeof *s->heap);
    s->f = calloc(s->n, sizeof *s->f);
    if (!s->seen || !s->closed || !s->g || !s->parent || !s->where || !s->heap || !s->f) {
        free(s->seen), free(s->closed), free(s->g), free(s->parent), free(s->where), free(s->heap);
        free(s->f), free(s);
        return PF_ERR_NOMEM;
    }
    *bytes = sizeof *s + (size_t)s->n * (sizeof *s->seen + 1 + sizeof *s->g + sizeof *s->parent +
                                         sizeof *s->where + sizeof *s->heap + sizeof *s->f);
    *out = s;
    return PF_OK;
}

static void teardown(void *p)
{
    struct state *s = p;
    free(s->seen), free(s->closed), free(s->g), free(s->parent), free(s->where), free(s->heap);
    free(s->f), free(s);
}

/* a before b in the heap: smaller f, then larger g (the tie rule of pfbench's own A*) */
static int before(const struct state *s, pf_node a, pf_node b)
{
    return s->f[a] < s->f[b] || (s->f[a] == s->f[b] && s->g[a] > s->g[b]);
}

static void place(struct state *s, uint32_t i, pf_node n)
{
    s->heap[i] = n;
    s->where[n] = i;
}

static void sift_up(struct state *s, uint32_t i)
{
    pf_node n = s->heap[i];
    while (i > 0 && before(s, n, s->heap[(i - 1) / 2])) {
        place(s, i, s->heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    place(s, i, n);
}

static pf_node pop(struct state *s)
{
    pf_node top = s->heap[0], n = s->heap[--s->size];
    uint32_t i = 0;
    for (;;) {
        uint32_t c = 2 * i + 1;
        if (c >= s->size)
            break;
        if (c + 1 < s->size && before(s, s->heap[c + 1], s->heap[c]))
            c++;
        if (!before(s, s->heap[c], n))
            break;
        place(s, i, s->heap[c]);
        i = c;
    }
    if (s->size)
        place(s, i, n);
    return top;
}

static pf_cost estimate(const struct pf_plugin_env *env, pf_node a, pf_node b)
{
    int32_t w = env->grid->stride;
    int32_t dx = (int32_t)(a % (uint32_t)w) - (int32_t)(b % (uint32_t)w);
    int32_t dy = (int32_t)(a / (uint32_t)w) - (int32_t)(b / (uint32_t)w);
    return env->h->estimate(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
}

static int search(void *p, const struct pf_plugin_env *env, pf_node start, pf_node goal,
                  struct pf_plugin_answer *out)
{
    struct state *s = p;
    uint32_t q = ++s->query;
    int32_t w = env->grid->stride;
    s->size = 0;
    s->seen[start] = q;
    s->closed[start] = 0;
    s->g[start] = 0;
    s->f[start] = estimate(env, start, goal);
    s->parent[start] = start;
    place(s, s->size++, start);
    out->c.pushes++;
    while (s->size) {
        pf_node n = pop(s);
        if (n == goal)
            break;
        s->closed[n] = 1;
        out->c.expanded++;
        if (env->trace)
            env->trace(env->trace_cookie, n, 0);
        if (env->budget && out->c.expanded > env->budget)
            return PF_BUDGET;
        uint8_t legal = env->host->move_mask(env->grid, n, env->moves);
        for (int d = 0; d < 8; d++) {
            if (!(legal & (1u << d)))
                continue;
            pf_node m = (pf_node)((int32_t)n + env->host->dir_dy[d] * w + env->host->dir_dx[d]);
            pf_cost g = s->g[n] + (d < 4 ? PF_CARD : PF_DIAG);
            out->c.generated++;
            if (s->seen[m] == q && (s->closed[m] || g >= s->g[m]))
                continue;
            int fresh = s->seen[m] != q;
            s->seen[m] = q;
            s->closed[m] = 0;
            s->g[m] = g;
            s->f[m] = g + estimate(env, m, goal);
            s->parent[m] = n;
            if (fresh) {
                place(s, s->size++, m);
                out->c.pushes++;
            } else {
                out->c.decreases++;
            }
            sift_up(s, s->where[m]);
            if (s->size > out->c.max_open)
                out->c.max_open = s->size;
        }
    }
    if (s->seen[goal] != q)
        return PF_NO_PATH;
    /* the path, goal back to start, then reversed: start first */
    uint32_t len = 0;
    for (pf_node n = goal;; n = s->parent[n]) {
        out->path[len++] = n;
        if (n == start)
            break;
    }
    for (uint32_t i = 0, j = len - 1; i < j; i++, j--) {
        pf_node t = out->path[i];
        out->path[i] = out->path[j];
        out->path[j] = t;
    }
    out->path_len = len;
    return PF_OK;
}

static const struct pf_plugin_variant variants[] = {
    {
        .name = "example/astar",
        .about = "example plugin: A*, octile distance, its own binary heap",
        .algo = "astar",
        .heuristic = "octile",
        .optimal_on = PF_MOVES_2D,   /* A* with an admissible heuristic: optimal on every model */
        .runs_on = 0,                 /* move_mask knows every model */
        .setup = setup,
        .teardown = teardown,
        .search = search,
    },
};

static const struct pf_plugin plugin = {
    .abi = PF_PLUGIN_ABI,
    .name = "example",
    .num_variants = 1,
    .variants = variants,
    .build = EXAMPLE_BUILD,     /* the compiler and flags, from the Makefile */
};

const struct pf_plugin *pf_plugin_entry(const struct pf_plugin_host *host)
{
    (void)host;
    return &plugin;
}
