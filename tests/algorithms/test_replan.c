/* test_replan.c: the replanning agent and the planners of the table: exact trip figures on a
 * hand-made map, every plan of every planner least-cost on the believed map (Dijkstra on a new
 * context of it), every move legal on the true map, arrival exactly when the goal is reachable,
 * the same trip twice, and trips on maps that change by events. */
#include <stdlib.h>
#include "check.h"
#include "pf_agent.h"
#include "pf_gen.h"
#include "pf_search.h"
#include "random_terrain.h"

static uint64_t rng = 0x2E91A7ull;
static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

static void grid_rows(struct pf_grid *g, const char *const *rows, int w, int h)
{
    pf_grid_init(g, w, h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            pf_grid_set(g, x, y, rows[y][x]);
}

/* What the hooks check and keep. */
struct watch {
    const char *who;
    enum pf_moves m;
    uint64_t plans_checked, moves_checked;
    uint64_t path_hash;          /* FNV of the walked nodes */
    int failed;
};

static int planned(void *arg, const struct pf_grid *believed, pf_node agent, pf_node goal,
                   const struct pf_replan_result *r)
{
    struct watch *w = arg;
    struct pf_search_ctx *ctx = pf_ctx_create(believed, w->m);
    struct pf_result want = { .g = PF_COST_INF };
    /* a wall landed on the agent or the goal: the contract says no path, Dijkstra refuses */
    int ends_free = believed->cls[agent] != PF_CLS_BLOCKED && believed->cls[goal] != PF_CLS_BLOCKED;
    int ws = ends_free ? pf_search(ctx, pf_variant_reference(), agent, goal, &want) : PF_NO_PATH;
    double cost = 0;
    char why[200] = "";
    int ok = r->status == ws;
    if (ok && ws == PF_OK)
        ok = r->g == want.g && r->path_len >= 1 && r->path[0] == agent && r->path[r->path_len - 1] == goal &&
             pf_path_validate(believed, w->m, r->path, r->path_len, agent, goal, &cost, why, sizeof why);
    pf_ctx_destroy(ctx);
    w->plans_checked++;
    pf_check_count++;
    if (!ok && !w->failed) {
        fprintf(stderr, "%s: plan %u -> %u: %s g %llu, Dijkstra on the believed map %s g %llu %s\n", w->who, agent, goal,
                pf_status_name(r->status), (unsigned long long)r->g, pf_status_name(ws), (unsigned long long)want.g,
                why);
        pf_check_failures++;
        w->failed = 1;
    }
    return 0;
}

static int moved(void *arg, const struct pf_grid *truth, pf_node from, pf_node to)
{
    struct watch *w = arg;
    pf_node two[2] = { from, to };
    double cost;
    char why[200] = "";
    w->moves_checked++;
    w->path_hash = pf_fnv(w->path_hash, &to, sizeof to);
    if (pf_path_validate(truth, w->m, two, 2, from, to, &cost, why, sizeof why))
        return 0;
    fprintf(stderr, "%s: move %u -> %u illegal on the true map: %s\n", w->who, from, to, why);
    pf_check_failures++;
    return 1;
}

static struct pf_agent_hooks hooks_of(struct watch *w)
{
    return (struct pf_agent_hooks){ .arg = w, .now_ns = NULL, .planned = planned, .moved = moved };
}

/* The hand-made map: the agent believes the row free, finds the wall at x = 3 when it stands
 * at x = 2, and goes round by the top row: 2 steps, then 6, one replan, two walls seen. */
static void test_exact_trip(void)
{
    static const char *const rows[] = { ".....", "...@.", "...@.", NULL };
    struct pf_grid g;
    grid_rows(&g, rows, 5, 3);
    for (size_t i = 0; i < pf_replanner_count(); i++) {
        const struct pf_replanner *p = pf_replanner_at(i);
        struct watch w = { .who = p->name, .m = PF_MOVES_8, .path_hash = PF_FNV_START };
        struct pf_agent_hooks h = hooks_of(&w);
        struct pf_agent_setup s = { .mode = PF_AGENT_DISCOVER, .map = &g, .moves = PF_MOVES_8,
                                    .start = pf_grid_node(&g, 0, 2), .goal = pf_grid_node(&g, 4, 2), .radius = 1 };
        struct pf_trip t;
        CHECK_INT(pf_agent_trip(&s, p, &h, &t), PF_OK);
        CHECK_STR(pf_trip_end_name(t.end), "arrived");
        CHECK_INT(t.steps, 8);
        CHECK_INT(t.walked_g, 8 * PF_CARD);
        CHECK_NEAR(t.cost, 8.0, 1e-12);
        CHECK_INT(t.plans, 2);
        CHECK_INT(t.replans, 1);
        CHECK_INT(t.changed_cells, 2);
        CHECK_INT(t.waits, 0);
        CHECK_INT(t.plan_ns, 0);                 /* no clock given: untimed */
        CHECK(t.c.expanded > 0 && t.max_expanded <= t.c.expanded);
        CHECK_INT(w.plans_checked, 2);
        CHECK_INT(w.moves_checked, 8);
        /* radius 3 sees (3,2) from the start (distance 3) but (3,1) only one step later: two
         * plans, the same two walls, and no shorter walk than the true map's optimum 4 + 2 sqrt 2 */
        s.radius = 3;
        CHECK_INT(pf_agent_trip(&s, p, &h, &t), PF_OK);
        CHECK_STR(pf_trip_end_name(t.end), "arrived");
        CHECK_INT(t.plans, 2);
        CHECK_INT(t.changed_cells, 2);
        CHECK(t.cost >= 4 + 2 * 1.41421356 && t.cost <= 8.0);
        /* the goal walled in: the agent finds out and stops */
        pf_grid_set(&g, 4, 1, '@');
        pf_grid_set(&g, 4, 0, '@');
        pf_grid_set(&g, 3, 0, '@');
        s.radius = 1;
        CHECK_INT(pf_agent_trip(&s, p, &h, &t), PF_OK);
        CHECK_STR(pf_trip_end_name(t.end), "no-path");
        pf_grid_set(&g, 4, 1, '.');
        pf_grid_set(&g, 4, 0, '.');
        pf_grid_set(&g, 3, 0, '.');
        /* setups it cannot walk */
        s.radius = 0;
        CHECK_INT(pf_agent_trip(&s, p, &h, &t), PF_ERR_ARG);
        s.radius = 1;
        s.goal = g.num_nodes;
        CHECK_INT(pf_agent_trip(&s, p, &h, &t), PF_ERR_ARG);
    }
    pf_grid_free(&g);
}

static int reachable(const struct pf_grid *g, pf_node s, pf_node t)
{
    struct pf_search_ctx *ctx = pf_ctx_create(g, PF_MOVES_8);
    struct pf_result r;
    int ok = pf_search(ctx, pf_variant_reference(), s, t, &r) == PF_OK;
    pf_ctx_destroy(ctx);
    return ok;
}

static pf_node random_free(const struct pf_grid *g)
{
    for (;;) {
        int32_t x = (int32_t)rnd((uint32_t)g->width), y = (int32_t)rnd((uint32_t)g->height);
        if (pf_grid_passable(g, x, y))
            return pf_grid_node(g, x, y);
    }
}

/* Trips on generated maps: every plan checked, every move checked, arrival iff reachable, and
 * the same trip again. */
static void test_discover_maps(void)
{
    static const char *const recipes[] = { "random:40x32:p=0.3:seed=4", "rooms:48x48:r=8:d=1:seed=2",
                                           "maze:33x33:w=1:seed=5" };
    static const int32_t radii[] = { 1, 3, 10 };
    for (size_t k = 0; k < sizeof recipes / sizeof recipes[0]; k++) {
        struct pf_gen_recipe rec;
        struct pf_error err;
        struct pf_grid g;
        if (pf_gen_parse(recipes[k], &rec, &err) != PF_OK || pf_gen_map(&rec, &g, &err) != PF_OK) {
            CHECK(!"recipe");
            continue;
        }
        for (int line = 0; line < 4; line++) {
            pf_node s = random_free(&g), t = random_free(&g);
            int reach = reachable(&g, s, t);
            for (size_t ri = 0; ri < 3; ri++)
                for (size_t i = 0; i < pf_replanner_count(); i++) {
                    const struct pf_replanner *p = pf_replanner_at(i);
                    char who[160];
                    snprintf(who, sizeof who, "%s r=%d %s line %d", recipes[k], radii[ri], p->name, line);
                    struct watch w = { .who = who, .m = PF_MOVES_8, .path_hash = PF_FNV_START };
                    struct pf_agent_hooks h = hooks_of(&w);
                    struct pf_agent_setup st = { .mode = PF_AGENT_DISCOVER, .map = &g, .moves = PF_MOVES_8,
                                                 .start = s, .goal = t, .radius = radii[ri] };
                    struct pf_trip a, b;
                    CHECK_INT(pf_agent_trip(&st, p, &h, &a), PF_OK);
                    CHECK_INT(a.end, reach ? PF_TRIP_ARRIVED : PF_TRIP_NO_PATH);
                    CHECK_INT(w.plans_checked, a.plans);
                    CHECK_INT(w.moves_checked, a.steps);
                    uint64_t hash = w.path_hash;
                    w.path_hash = PF_FNV_START;
                    CHECK_INT(pf_agent_trip(&st, p, &h, &b), PF_OK);
                    CHECK_INT(b.steps, a.steps);
                    CHECK_INT(b.walked_g, a.walked_g);
                    CHECK_INT(b.plans, a.plans);
                    CHECK_INT(b.c.expanded, a.c.expanded);
                    CHECK_INT(b.max_expanded, a.max_expanded);
                    CHECK_INT(w.path_hash, hash);
                }
        }
        pf_grid_free(&g);
    }
}

/* Trips on a map that changes: random patches of walls and floor, an event every 3 steps. */
static void test_changes(void)
{
    struct pf_grid g;
    pf_grid_init(&g, 32, 32);
    for (int y = 0; y < 32; y++)
        for (int x = 0; x < 32; x++)
            pf_grid_set(&g, x, y, rnd(100) < 20 ? '@' : '.');
    enum { EVENTS = 40, PER = 2 };
    static char cells[EVENTS][PER][16];
    struct pf_patch patches[EVENTS][PER];
    struct pf_agent_event ev[EVENTS];
    for (int e = 0; e < EVENTS; e++) {
        for (int i = 0; i < PER; i++) {
            struct pf_patch *p = &patches[e][i];
            p->width = 1 + (int32_t)rnd(4);
            p->height = 1 + (int32_t)rnd(4);
            p->x = (int32_t)rnd((uint32_t)(32 - p->width + 1));
            p->y = (int32_t)rnd((uint32_t)(32 - p->height + 1));
            char fill = rnd(2) ? '@' : '.';
            for (int c = 0; c < p->width * p->height; c++)
                cells[e][i][c] = fill;
            p->cells = cells[e][i];
        }
        ev[e] = (struct pf_agent_event){ patches[e], PER };
    }
    uint64_t events = 0, replans = 0;
    for (int line = 0; line < 6; line++) {
        pf_node s = random_free(&g), t = random_free(&g);
        for (size_t i = 0; i < pf_replanner_count(); i++) {
            const struct pf_replanner *p = pf_replanner_at(i);
            char who[120];
            snprintf(who, sizeof who, "changes %s line %d", p->name, line);
            struct watch w = { .who = who, .m = PF_MOVES_8, .path_hash = PF_FNV_START };
            struct pf_agent_hooks h = hooks_of(&w);
            struct pf_agent_setup st = { .mode = PF_AGENT_CHANGES, .map = &g, .moves = PF_MOVES_8, .start = s,
                                         .goal = t, .events = ev, .num_events = EVENTS, .every = 3 };
            struct pf_trip a;
            CHECK_INT(pf_agent_trip(&st, p, &h, &a), PF_OK);
            CHECK(a.end == PF_TRIP_ARRIVED || a.end == PF_TRIP_NO_PATH);
            CHECK_INT(w.plans_checked, a.plans);
            CHECK_INT(w.moves_checked, a.steps);
            CHECK(a.events <= EVENTS);
            events += a.events;
            replans += a.replans;
        }
    }
    CHECK(events > 0 && replans > 0);      /* the events landed and the agents replanned */
    pf_grid_free(&g);
}

/* Doors that close and open while the agent walks (a cost increase, then a decrease, again and
 * again): a wall at x = 12 with a door at (12, 5) and a long way round by the bottom row. Every
 * plan is checked; the last event opens the door, so every planner arrives. */
static void test_doors(void)
{
    struct pf_grid g;
    pf_grid_init(&g, 24, 12);
    for (int y = 0; y < 12; y++)
        for (int x = 0; x < 24; x++)
            pf_grid_set(&g, x, y, x == 12 && y != 5 && y != 11 ? '@' : '.');
    static const struct pf_patch shut = { 12, 5, 1, 1, "@" }, open = { 12, 5, 1, 1, "." };
    static const struct pf_patch shut2 = { 12, 11, 1, 1, "@" }, open2 = { 12, 11, 1, 1, "." };
    const struct pf_agent_event ev[] = { { &shut, 1 }, { &open, 1 }, { &shut, 1 }, { &shut2, 1 }, { &open2, 1 },
                                         { &open, 1 }, { &shut, 1 }, { &open, 1 } };
    const uint32_t every[] = { 1, 2, 3, 5 };
    for (size_t e = 0; e < sizeof every / sizeof every[0]; e++)
        for (size_t i = 0; i < pf_replanner_count(); i++) {
            const struct pf_replanner *p = pf_replanner_at(i);
            char who[120];
            snprintf(who, sizeof who, "doors every %u %s", every[e], p->name);
            struct watch w = { .who = who, .m = PF_MOVES_8, .path_hash = PF_FNV_START };
            struct pf_agent_hooks h = hooks_of(&w);
            struct pf_agent_setup st = { .mode = PF_AGENT_CHANGES, .map = &g, .moves = PF_MOVES_8,
                                         .start = pf_grid_node(&g, 2, 5), .goal = pf_grid_node(&g, 21, 4),
                                         .events = ev, .num_events = 8, .every = every[e] };
            struct pf_trip a;
            CHECK_INT(pf_agent_trip(&st, p, &h, &a), PF_OK);
            CHECK_STR(pf_trip_end_name(a.end), "arrived");
            CHECK_INT(w.plans_checked, a.plans);
            CHECK(a.replans >= 2);                   /* the door shut on its path, then opened */
            CHECK(a.walked_g >= 19 * PF_CARD);
        }
    pf_grid_free(&g);
}

/* The planner's calls alone, in an order the agent never makes: cells toggled in random batches,
 * the agent jumping anywhere without agent_moved or stepping with it, the goal changing now and
 * then, under 4, 8 and 8-cut: every plan equal to Dijkstra on the grid as it stands. */
static void test_calls(void)
{
    static const enum pf_moves models[] = { PF_MOVES_4, PF_MOVES_8, PF_MOVES_8CUT };
    for (size_t mi = 0; mi < 3; mi++)
        for (size_t i = 0; i < pf_replanner_count(); i++) {
            const struct pf_replanner *p = pf_replanner_at(i);
            if (!pf_replanner_runs_on(p, models[mi], NULL, 0))
                continue;
            struct pf_grid g;
            pf_grid_init(&g, 24, 20);
            for (int y = 0; y < 20; y++)
                for (int x = 0; x < 24; x++)
                    pf_grid_set(&g, x, y, rnd(100) < 25 ? '@' : '.');
            void *st;
            size_t bytes;
            CHECK_INT(p->ops->create(p, &g, models[mi], &st, &bytes), PF_OK);
            char who[120];
            snprintf(who, sizeof who, "calls %s model %s", p->name, pf_moves_name(models[mi]));
            struct watch w = { .who = who, .m = models[mi], .path_hash = PF_FNV_START };
            pf_node agent = random_free(&g), goal = random_free(&g);
            for (int round = 0; round < 120; round++) {
                pf_node cells[6];
                uint32_t n = rnd(7);
                for (uint32_t k = 0; k < n; k++) {
                    int32_t x = (int32_t)rnd(24), y = (int32_t)rnd(20);
                    cells[k] = pf_grid_node(&g, x, y);
                    for (uint32_t j = 0; j < k; j++)
                        if (cells[j] == cells[k])
                            x = -1;
                    if (x < 0) {
                        k--, n--;
                        continue;
                    }
                    pf_grid_set(&g, x, y, pf_grid_char(&g, x, y) == '@' ? '.' : '@');
                }
                if (n)
                    CHECK_INT(p->ops->cells_changed(st, cells, n), PF_OK);
                if (rnd(10) == 0)
                    goal = random_free(&g);
                if (rnd(4) == 0)
                    agent = random_free(&g);
                struct pf_replan_result r;
                int rc = p->ops->plan(st, agent, goal, &r);
                CHECK(rc == PF_OK || rc == PF_NO_PATH);
                planned(&w, &g, agent, goal, &r);
                if (rc == PF_OK && r.path_len > 1 && p->ops->agent_moved) {
                    p->ops->agent_moved(st, agent, r.path[1]);
                    agent = r.path[1];
                } else if (rc == PF_OK && r.path_len > 1) {
                    agent = r.path[1];
                }
            }
            CHECK_INT(w.plans_checked, 120);
            p->ops->destroy(st);
            pf_grid_free(&g);
        }
}

/* Least costs from t to every node under model 8 (no corner cutting), by a plain O(n^2)
 * Dijkstra: the test's own, not the library's. */
static void costs_from(const struct pf_grid *g, pf_node t, pf_cost *d, uint8_t *done)
{
    for (uint32_t n = 0; n < g->num_nodes; n++)
        d[n] = PF_COST_INF, done[n] = 0;
    d[t] = 0;
    for (;;) {
        pf_node u = PF_NONE;
        for (uint32_t n = 0; n < g->num_nodes; n++)
            if (!done[n] && d[n] != PF_COST_INF && (u == PF_NONE || d[n] < d[u]))
                u = n;
        if (u == PF_NONE)
            return;
        done[u] = 1;
        unsigned mask = pf_grid_move_mask(g, u, PF_MOVES_8);
        for (int k = 0; k < 8; k++)
            if (mask & (1u << k)) {
                pf_node v = (pf_node)((int64_t)u + pf_dir_dy[k] * g->stride + pf_dir_dx[k]);
                pf_cost c = d[u] + (k < 4 ? PF_CARD : PF_DIAG);
                if (c < d[v])
                    d[v] = c;
            }
    }
}

static pf_cost octile(const struct pf_grid *g, pf_node a, pf_node b)
{
    int32_t ax, ay, bx, by;
    pf_grid_xy(g, a, &ax, &ay);
    pf_grid_xy(g, b, &bx, &by);
    pf_cost x = (pf_cost)abs(ax - bx), y = (pf_cost)abs(ay - by), lo = x < y ? x : y, hi = x < y ? y : x;
    return lo * PF_DIAG + (hi - lo) * PF_CARD;
}

/* The forced expansions (pf_replan_result.forced). A plan for a new goal starts the goal-rooted
 * search over: it is A* from the goal, keys d(s) + h(agent, s), and forced must be exactly the
 * nodes with d(s) + h(agent, s) < d(agent) (d: the test's Dijkstra from the goal), every one of
 * them expanded whatever the ties; with no path, every expansion. Planners searching from the
 * goal incrementally count it, the others say -1; a trip's most expanding replan keeps its count. */
static void test_forced(void)
{
    struct pf_gen_recipe rec;
    struct pf_error err;
    struct pf_grid g;
    if (pf_gen_parse("rooms:40x40:r=8:d=1:seed=7", &rec, &err) != PF_OK || pf_gen_map(&rec, &g, &err) != PF_OK) {
        CHECK(!"recipe");
        return;
    }
    pf_cost *d = malloc(g.num_nodes * sizeof *d);
    uint8_t *done = malloc(g.num_nodes);
    for (size_t i = 0; i < pf_replanner_count() && d && done; i++) {
        const struct pf_replanner *p = pf_replanner_at(i);
        int counts = (p->flags & PF_REPLAN_BACKWARD) && (p->flags & PF_REPLAN_INCREMENTAL);
        void *st;
        size_t bytes;
        CHECK_INT(p->ops->create(p, &g, PF_MOVES_8, &st, &bytes), PF_OK);
        uint64_t nonzero = 0;
        char saved[9];
        for (int round = 0; round < 12; round++) {
            pf_node agent = random_free(&g), goal = random_free(&g);
            if (round == 11) {               /* the goal (20,20) walled round: no path */
                pf_node cut[9];
                uint32_t nc = 0;
                for (int k = 0; k < 9; k++) {
                    int32_t x = 19 + k % 3, y = 19 + k / 3;
                    saved[k] = pf_grid_char(&g, x, y);
                    char want = k == 4 ? '.' : '@';
                    if ((saved[k] == '@') != (want == '@'))
                        cut[nc++] = pf_grid_node(&g, x, y);
                    pf_grid_set(&g, x, y, want);
                }
                goal = pf_grid_node(&g, 20, 20);
                if (nc)
                    CHECK_INT(p->ops->cells_changed(st, cut, nc), PF_OK);
            }
            struct pf_replan_result r;
            int rc = p->ops->plan(st, agent, goal, &r);
            if (!counts) {
                CHECK_INT(r.forced, -1);
                continue;
            }
            costs_from(&g, goal, d, done);
            int64_t want = 0;
            for (uint32_t n = 0; n < g.num_nodes; n++)
                want += d[n] != PF_COST_INF && d[agent] != PF_COST_INF && d[n] + octile(&g, agent, n) < d[agent];
            if (rc == PF_NO_PATH || g.cls[agent] == PF_CLS_BLOCKED)
                want = (int64_t)r.c.expanded;
            if (r.forced != want)
                fprintf(stderr, "forced: %s %u -> %u (%s): %lld, want %lld\n", p->name, agent, goal,
                        pf_status_name(rc), (long long)r.forced, (long long)want);
            CHECK_INT(r.forced, want);
            CHECK(r.forced <= (int64_t)r.c.expanded);
            nonzero += r.forced > 0;
        }
        if (counts)
            CHECK(nonzero >= 5);             /* the rooms' walls make most lines' keys rise */
        p->ops->destroy(st);
        for (int k = 0; k < 9; k++)
            pf_grid_set(&g, 19 + k % 3, 19 + k / 3, saved[k]);
        /* a trip: its most expanding replan's count is the planner's, at most its expansions */
        struct watch w = { .who = p->name, .m = PF_MOVES_8, .path_hash = PF_FNV_START };
        struct pf_agent_hooks h = hooks_of(&w);
        struct pf_agent_setup ts = { .mode = PF_AGENT_DISCOVER, .map = &g, .moves = PF_MOVES_8,
                                     .start = pf_grid_node(&g, 1, 1), .goal = pf_grid_node(&g, 38, 38), .radius = 3 };
        struct pf_trip t;
        CHECK_INT(pf_agent_trip(&ts, p, &h, &t), PF_OK);
        CHECK(t.replans > 0 && t.max_replan_expanded <= t.max_expanded && t.max_replan_ns == 0);
        CHECK(counts ? t.max_replan_forced >= 0 && t.max_replan_forced <= (int64_t)t.max_replan_expanded
                     : t.max_replan_forced == -1);
    }
    free(d);
    free(done);
    pf_grid_free(&g);
}

/* D* Lite and LPA* trace their path from the agent by the least c + g, diagonal moves first
 * among equal ones. The corner (0,0) walled in: the first plan from it finds no path after
 * giving every other cell its g; from (0,3) to (3,1), east and north-east then tie (9104 both),
 * and the walk starts north-east: (1,2), (2,2), (3,1). */
static void test_trace_ties(void)
{
    static const char *const rows[] = { ".@....", "@@....", "......", "......", NULL };
    const struct pf_replanner *ps[2] = { &pf_replan_dstar_lite, &pf_replan_lpastar };
    struct pf_grid g;
    grid_rows(&g, rows, 6, 4);
    for (int i = 0; i < 2; i++) {
        void *st;
        size_t bytes;
        struct pf_replan_result r;
        CHECK_INT(ps[i]->ops->create(ps[i], &g, PF_MOVES_8, &st, &bytes), PF_OK);
        CHECK_INT(ps[i]->ops->plan(st, pf_grid_node(&g, 0, 0), pf_grid_node(&g, 3, 1), &r), PF_NO_PATH);
        CHECK_INT(ps[i]->ops->plan(st, pf_grid_node(&g, 0, 3), pf_grid_node(&g, 3, 1), &r), PF_OK);
        CHECK_INT(r.c.expanded, 0);
        CHECK_INT(r.g, 2 * PF_DIAG + PF_CARD);
        CHECK_INT(r.path_len, 4);
        if (r.path_len == 4) {
            CHECK_INT(r.path[1], pf_grid_node(&g, 1, 2));
            CHECK_INT(r.path[2], pf_grid_node(&g, 2, 2));   /* (1,2) -> (2,1) cuts the corner (1,1) */
        }
        ps[i]->ops->destroy(st);
    }
    pf_grid_free(&g);
}

static void test_table(void)
{
    CHECK(pf_replanner_count() >= 3);
    for (size_t i = 0; i < pf_replanner_count(); i++) {
        const struct pf_replanner *p = pf_replanner_at(i);
        CHECK(p->name && p->about && p->invariant && p->ops && p->ops->create && p->ops->plan &&
              p->ops->cells_changed && p->ops->destroy);
        CHECK(pf_replanner_find(p->name) == p);
        CHECK(p->optimal_on & PF_MOVES_BIT(PF_MOVES_8));
    }
    CHECK(pf_replanner_find("no-such") == NULL);
    char why[120];
    CHECK_INT(pf_replanner_runs_on(&pf_replan_jps, PF_MOVES_8CUT, why, sizeof why), 0);
    CHECK_STR(why, "replanner jps cannot plan under movement model 8-cut");
}

/* The whole map's masks at once (the planners' and the contexts' create) equal the masks node by
 * node, on terrain of walls, trees, water, swamp and ground, under every model. */
static void test_masks(void)
{
    static const enum pf_moves models[] = { PF_MOVES_4, PF_MOVES_8, PF_MOVES_8CUT, PF_MOVES_8ANY };
    for (int k = 0; k < 6; k++) {
        struct pf_grid g;
        random_terrain(&g, 17 + 13 * k, 40 - 5 * k, 10 + 8 * k, 15, rnd);
        uint8_t *all = malloc(g.num_nodes);
        for (int mi = 0; mi < 4; mi++) {
            pf_grid_move_masks(&g, models[mi], all);
            uint32_t bad = 0, some = 0;
            for (pf_node n = 0; n < g.num_nodes; n++) {
                bad += all[n] != pf_grid_move_mask(&g, n, models[mi]);
                some += all[n] != 0;
            }
            CHECK_INT(bad, 0);
            CHECK(some > 0);
        }
        free(all);
        pf_grid_free(&g);
    }
}

int main(void)
{
    test_table();
    test_masks();
    test_exact_trip();
    test_discover_maps();
    test_changes();
    test_doors();
    test_calls();
    test_forced();
    test_trace_ties();
    return pf_check_report("test_replan");
}
